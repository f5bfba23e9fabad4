#!/usr/bin/env node
// Writes tests/fixtures/custom-v1.json (issue 33): a whole game played on a game sheet, through the
// real reducer and Timeline, as the app exports it "with my hidden items". The game keeps its own
// sheet in setup.sheet: the Hull and Hazards starter with one more tracker, Hidden gear (Mines,
// Smoke, Nitro), that only its owner's phone shows. Every command goes through one phone's seal
// (src/game/seal.ts), so a face-down item is a commitment in the journal and a command that shows
// one carries its opening. The salts come from a fixed sequence, so a run is repeatable.
//
// The game: a roll-off for the first round, a skid with the custom die, a shot with table dice, a
// ram, a condition set by hand, damage marked, two items taken face down, a misread shot undone and
// redone, a second round's roll-off, an item shown and discarded, Bo's cars wrecked by the Hull
// trigger (both by rams), and at the end Bo's phone showing the item it kept face down.
//
//   node scripts/make-custom-fixture.mjs          (--dry: play and print, write nothing)
//
// Run it again only to change the game: the committed fixture is old data that must keep
// opening, so an existing file is not overwritten unless --force is given.
import { makeFixture } from './fixture-kit.mjs';

await makeFixture(
  {
    file: 'custom-v1.json',
    system: 'custom',
    id: 'cs-fixture-v1',
    name: 'Hull and Hazards night (v1 export)',
    createdAt: 1_790_300_000_000,
    stepMs: 11_000,
    players: [
      { id: 'ann', name: 'Ann', color: '#e53935' },
      { id: 'bo', name: 'Bo', color: '#1e88e5' },
    ],
    cars: [
      { id: 'fury', playerId: 'ann', name: 'Red Fury', color: '#e53935' },
      { id: 'streak', playerId: 'ann', name: 'Blue Streak', color: '#fb8c00' },
      { id: 'viper', playerId: 'bo', name: 'Viper', color: '#1e88e5' },
      { id: 'hammer', playerId: 'bo', name: 'Hammer', color: '#43a047' },
    ],
    async sheet(load) {
      const { STARTERS } = await load('/src/rules/custom/starters.ts');
      const base = structuredClone(STARTERS.find((x) => x.id === 'hull-and-hazards').sheet);
      base.trackers.push({
        id: 'kit',
        name: 'Hidden gear',
        kind: 'hidden',
        min: 0,
        max: 3,
        start: 0,
        kinds: ['Mines', 'Smoke', 'Nitro'],
        help: 'Face down until used: only its owner’s phone shows what it is.',
      });
      return base;
    },
  },
  async ({ load, rules, setup, t, s, undo, redo, explain, step }) => {
    const { seal } = await load('/src/game/seal.ts');
    const { describeCommand } = await load('/src/game/game-reducer.ts');
    let held = {};
    let n = 0;
    // A fixed byte sequence in place of the phone's crypto.getRandomValues: the same file every run.
    const random = () => Uint8Array.from({ length: 20 }, (_, i) => (n * 89 + i * 37 + 11) % 256, n++);
    const rows = [];
    explain(() => JSON.stringify({ turn: s().turn, cars: s().cars }, null, 1));
    const run = (type, payload = {}) => {
      const sealed = seal(rules, setup, s(), held, { type, payload, at: step() }, random);
      if (sealed.kept) held = { ...held, [sealed.kept.tokenId]: sealed.kept.opening };
      rows.push(describeCommand(rules, sealed.command, setup, t.state));
      t.push({ kind: 'do', command: sealed.command });
      return sealed.command;
    };
    const itemOf = (c) => c.payload.itemId;

    // ---- setup and the first roll-off ------------------------------------------------------------
    run('cs.max', { carId: 'hammer', tracker: 'hull', max: 6 }); // a heavy car: the table's Hull for it
    run('cs.track', { carId: 'hammer', tracker: 'hull', to: 6 });
    // Every car in gear 1: a tie, rolled off with a D6 each; Viper and Red Fury roll again.
    run('cs.next', { rolls: { fury: [6, 2], streak: [3], viper: [6, 5], hammer: [1] } });

    // ---- round 1: Viper, Red Fury, Blue Streak, Hammer ------------------------------------------
    const mines = itemOf(run('cs.hide', { carId: 'viper', tracker: 'kit', kind: 'Mines' }));
    run('cs.move', { move: 'skid', carId: 'viper', faces: [4, 2], source: 'app' }); // Shift, Spin
    run('cs.move', { move: 'shoot', carId: 'viper', targetId: 'fury', faces: [5, 3], source: 'typed' });
    run('cs.next');
    run('cs.move', { move: 'ram', carId: 'fury', targetId: 'viper', faces: [5], source: 'typed' });
    run('cs.condition', { carId: 'fury', condition: 'fire', on: true });
    run('cs.next');
    run('cs.move', { move: 'shoot', carId: 'streak', targetId: 'hammer', faces: [6, 6], source: 'app' });
    run('cs.track', { carId: 'hammer', tracker: 'hull', by: -1 }); // damage marked from the card
    run('cs.next');
    run('cs.hide', { carId: 'hammer', tracker: 'kit', kind: 'Smoke' });
    run('cs.move', { move: 'skid', carId: 'hammer', faces: [1, 1], source: 'app' }); // two Hazards
    // A shot typed as 4 4, undone ("that was a 1"), then put back: the table had read it right.
    run('cs.move', { move: 'shoot', carId: 'hammer', targetId: 'streak', faces: [4, 4], source: 'typed' });
    undo();
    redo();

    // ---- round 2: Viper in gear 2 first, the rest tied in gear 1 --------------------------------
    run('cs.next', { rolls: { fury: [5], streak: [2], hammer: [4] } });
    run('cs.reveal', { itemIds: [mines] });
    run('cs.drop', { carId: 'viper', itemId: mines }); // the mines laid on the table
    run('cs.move', { move: 'shoot', carId: 'viper', targetId: 'fury', faces: [6, 4], source: 'typed' });
    run('cs.next');
    run('cs.move', { move: 'ram', carId: 'fury', targetId: 'viper', faces: [6], source: 'app' }); // Viper wrecked
    run('cs.next');
    run('cs.move', { move: 'shoot', carId: 'hammer', targetId: 'fury', faces: [2, 1], source: 'app' });
    run('cs.next');
    run('cs.move', { move: 'shoot', carId: 'streak', targetId: 'hammer', faces: [6, 5], source: 'typed' });

    // ---- round 3: the three cars left all in gear 1 ----------------------------------------------
    run('cs.next', { rolls: { fury: [6], streak: [1], hammer: [3] } });
    run('cs.move', { move: 'ram', carId: 'fury', targetId: 'hammer', faces: [4], source: 'typed' }); // Hammer wrecked

    // The game is over: Bo's phone shows what it kept face down (issue 32's owed reveal).
    for (let owed = rules.secrets.owed(s(), held); owed; owed = rules.secrets.owed(s(), held))
      run(owed.type, owed.payload);

    const end = s();
    return {
      hidden: () => held,
      verify: () => {
        const out = Object.values(end.cars)
          .filter((c) => c.out)
          .map((c) => c.id);
        if (out.join() !== 'viper,hammer') throw new Error(`expected Bo's cars out, got ${out}`);
        const o = rules.outcome(end);
        if (o?.winnerIds.join() !== 'ann') throw new Error(`expected Ann to win, got ${JSON.stringify(o)}`);
        if (Object.values(end.cars).some((c) => c.hidden.some((h) => h.kind === null)))
          throw new Error('an item is still face down');
      },
      dry: (doc) => `${doc.journal.length} entries\n${rows.join('\n')}`,
      summary: (doc) =>
        `${doc.journal.length} entries, Bo's cars wrecked, Ann wins, ${Object.keys(held).length} items committed and shown`,
    };
  },
);
