#!/usr/bin/env node
// Writes tests/fixtures/car-cult-d20-v1.json (issue 12): a whole Car Cult D20 game played to a
// winner through the real reducer and Timeline, as the app exports it. Every command is applied as
// it is written, so a command the rules refuse stops the script; the file is a journal that replays.
//
//   node scripts/make-car-cult-fixture.mjs          (--dry: play and print, write nothing)
//
// Run it again only to change the game: the committed fixture is old data that must keep
// opening, so an existing file is not overwritten unless --force is given.
import { makeFixture } from './fixture-kit.mjs';

await makeFixture(
  {
    file: 'car-cult-d20-v1.json',
    system: 'car-cult-d20',
    id: 'cc-fixture-v1',
    name: 'Scrapyard Scramble (v1 export)',
    createdAt: 1_790_200_000_000,
    stepMs: 9_000,
    players: [
      { id: 'ann', name: 'Ann', color: '#e53935' },
      { id: 'bo', name: 'Bo', color: '#1e88e5' },
    ],
    cars: [
      { id: 'hammer', playerId: 'ann', name: 'Hammer', color: '#e53935' },
      { id: 'wasp', playerId: 'ann', name: 'Wasp', color: '#fb8c00' },
      { id: 'brick', playerId: 'bo', name: 'Brick', color: '#1e88e5' },
      { id: 'flea', playerId: 'bo', name: 'Flea', color: '#43a047' },
    ],
  },
  async ({ s, run, undo, explain, dry }) => {
    /** A card's track id on a car, by its catalogue id. */
    const card = (carId, defId) => {
      const tr = s().cars[carId].components.find((x) => x.defId === defId);
      if (!tr) throw new Error(`no ${defId} on ${carId}`);
      return tr.id;
    };
    const show = () =>
      Object.values(s().cars)
        .map(
          (c) =>
            `${c.id}${c.status === 'exploded' ? ' EXPLODED' : ''}: ${c.components.map((x) => `${x.defId}[${x.st}/${x.dt}/${x.n}]`).join(' ')}`,
        )
        .join('\n') +
      `\nactive ${s().activeCarId} pending ${JSON.stringify(s().pending)} round ${s().round} phase ${s().phase}`;
    explain(show);
    /** Places the waiting DT, by their placers' choice, on these cards in turn. */
    const place = (carId, ...defIds) => {
      for (const d of defIds) run('cc.placeDT', { trackId: card(carId, d) });
    };

    // ---- roster (B6): two cars each under the 30 AZ limit --------------------------------------
    run('cc.addCard', { carId: 'hammer', defId: 'muscle' });
    run('cc.addCard', { carId: 'hammer', defId: 'cannon' });
    run('cc.addCard', { carId: 'hammer', defId: 'machine_gun' });
    run('cc.addCard', { carId: 'hammer', defId: 'gutsy_gunner' });
    run('cc.addCard', { carId: 'hammer', defId: 'armour_1' });
    run('cc.addCard', { carId: 'wasp', defId: 'buggy' });
    run('cc.addCard', { carId: 'wasp', defId: 'rifle' });
    run('cc.addCard', { carId: 'wasp', defId: 'mines' });
    run('cc.addCard', { carId: 'brick', defId: 'street' });
    run('cc.addCard', { carId: 'brick', defId: 'flamethrower' });
    run('cc.addCard', { carId: 'brick', defId: 'dangerous_driver' });
    run('cc.addCard', { carId: 'brick', defId: 'fanatical_fixer' });
    run('cc.addCard', { carId: 'flea', defId: 'buggy' });
    run('cc.addCard', { carId: 'flea', defId: 'machine_gun' });
    // A slip: a second engine on the Flea (V-CC-1), taken off again.
    run('cc.addCard', { carId: 'flea', defId: 'street' });
    run('cc.removeCard', { carId: 'flea', trackId: card('flea', 'street') });
    run('cc.lockRoster');

    // ---- setup (CC-A14): starting engine ST ----------------------------------------------------
    run('cc.startST', { carId: 'hammer', st: 3 });
    run('cc.startST', { carId: 'wasp', st: 2 });
    run('cc.startST', { carId: 'brick', st: 3 });
    run('cc.startST', { carId: 'flea', st: 2 });
    run('cc.start');

    // ---- round 1 ----------------------------------------------------------------------------------
    // Hammer and Brick tie on 3 engine ST: a D20 each (CC-A01), Hammer first.
    run('cc.activate', { carId: 'hammer', tieRolls: [{ hammer: [15], brick: [8] }] });
    // 3 +ST showing on the engine and 1 on the Gutsy Gunner: 2 to the engine (accel 2), 1 cannon, 1 gunner.
    run('cc.allocate', {
      bonusST: 0,
      alloc: { [card('hammer', 'muscle')]: 2, [card('hammer', 'cannon')]: 1, [card('hammer', 'gutsy_gunner')]: 1 },
    });
    // Cannon at the Brick: blast 6 − min 4 = +2; a crack shot. Bo places the first DT, Ann the second.
    run('cc.attack', { weaponId: card('hammer', 'cannon'), targetId: 'brick', inRange: true, dice: [20] });
    place('brick', 'flamethrower', 'street');
    run('cc.rough', { inches: 2, die: 14 });
    run('cc.moveEnd', { outcome: 'normal' });
    run('cc.endActivation');

    // Brick: a down shift of 2 rolls two D20s; the 4 fails (a DT on the engine).
    run('cc.activate', { carId: 'brick' });
    run('cc.downShift', { k: 2, dice: [4, 15] });
    run('cc.allocate', {
      bonusST: 0,
      alloc: {
        [card('brick', 'street')]: 2,
        [card('brick', 'flamethrower')]: 1,
        [card('brick', 'dangerous_driver')]: 1,
        [card('brick', 'fanatical_fixer')]: 1,
      },
    });
    // The Fixer trades the Driver's Speed Token for the engine's Damage Token.
    run('cc.swap', { stTrackId: card('brick', 'dangerous_driver'), dtTrackId: card('brick', 'street') });
    // Flamethrower at the Wasp: a crap shot.
    run('cc.attack', { weaponId: card('brick', 'flamethrower'), targetId: 'wasp', inRange: true, dice: [1] });
    // Braked 2" short: 9 − 2 fails, Ann (the opponent) places a DT.
    run('cc.moveEnd', { outcome: 'braked', distance: 5, die: 9 });
    place('brick', 'fanatical_fixer');
    run('cc.endActivation');

    // Wasp and Flea tie on 2, then tie again on 7s; the Flea's 18 wins the re-roll.
    run('cc.activate', {
      carId: 'flea',
      tieRolls: [
        { wasp: [7], flea: [7] },
        { wasp: [3], flea: [18] },
      ],
    });
    run('cc.allocate', { bonusST: 0, alloc: { [card('flea', 'buggy')]: 1, [card('flea', 'machine_gun')]: 1 } });
    // Machine gun at the Hammer (min 9, mod −8): a crack shot, a miss and a crap shot; the armour takes the DT itself.
    run('cc.attack', { weaponId: card('flea', 'machine_gun'), targetId: 'hammer', inRange: true, dice: [20, 15, 1] });
    // The Flea hits the Brick 2" short of its 6" minimum: 2 DT each, each placed by its owner.
    run('cc.moveEnd', { outcome: 'collided', distance: 4, struckId: 'brick' });
    place('flea', 'machine_gun', 'machine_gun');
    place('brick', 'dangerous_driver', 'flamethrower');
    run('cc.endActivation');

    run('cc.activate', { carId: 'wasp' });
    run('cc.allocate', { bonusST: 0, alloc: { [card('wasp', 'mines')]: 2 } });
    run('cc.layMines', { trackId: card('wasp', 'mines'), count: 1 });
    run('cc.moveEnd', { outcome: 'normal' });
    run('cc.endActivation');

    // ---- round 2 ----------------------------------------------------------------------------------
    run('cc.activate', { carId: 'hammer' });
    run('cc.allocate', { bonusST: 0, alloc: { [card('hammer', 'cannon')]: 1, [card('hammer', 'gutsy_gunner')]: 1 } });
    // Cannon at the Brick (min 7, mod −1): the 4 misses; the Gutsy Gunner re-rolls it into a 13.
    run('cc.attack', {
      weaponId: card('hammer', 'cannon'),
      targetId: 'brick',
      inRange: true,
      dice: [4],
      rerolls: [{ index: 0, face: 13 }],
    });
    // The flamethrower is full: its Speed Token is knocked off (CC-A09).
    place('brick', 'flamethrower', 'fanatical_fixer');
    run('cc.moveEnd', { outcome: 'normal' });
    run('cc.endActivation');

    // Brick generates nothing: every +ST is covered. Rough terrain costs it an engine Speed Token,
    // then it hits a wall 2" short: engine cleared, 2 DT (only the engine can take them).
    run('cc.activate', { carId: 'brick' });
    run('cc.allocate', { bonusST: 0, alloc: {} });
    run('cc.rough', { inches: 3, die: 15 });
    undo(); // the die was misread at the table: the entry stays, struck
    run('cc.rough', { inches: 3, die: 5 });
    run('cc.moveEnd', { outcome: 'blocked', distance: 2 });
    run('cc.endActivation');

    // Wasp's rifle finishes the Brick: it explodes, and the Flea is within 5".
    run('cc.activate', { carId: 'wasp' });
    run('cc.allocate', { bonusST: 0, alloc: { [card('wasp', 'buggy')]: 1, [card('wasp', 'rifle')]: 1 } });
    run('cc.attack', { weaponId: card('wasp', 'rifle'), targetId: 'brick', inRange: true, dice: [8, 2] });
    run('cc.blast', { carIds: ['flea'] });
    run('cc.moveEnd', { outcome: 'normal' });
    run('cc.endActivation');

    // The Flea drives onto the Wasp's mine: blast 10 − min 6 = +4, a 17 hits for 2.
    run('cc.activate', { carId: 'flea' });
    run('cc.allocate', { bonusST: 0, alloc: { [card('flea', 'buggy')]: 3 } });
    run('cc.mine', { mineId: s().mines[0].id, carId: 'flea', dice: [17] });
    run('cc.moveEnd', { outcome: 'normal' });
    run('cc.endActivation');

    // ---- round 3: the Hammer's cannon blows up the Flea ------------------------------------------
    run('cc.activate', { carId: 'hammer' });
    run('cc.allocate', { bonusST: 0, alloc: { [card('hammer', 'cannon')]: 1 } });
    run('cc.attack', { weaponId: card('hammer', 'cannon'), targetId: 'flea', inRange: true, dice: [15] });
    run('cc.blast', { carIds: [] });
    if (dry) console.log(show());

    const end = s();
    return {
      verify: () => {
        if (end.phase !== 'ended') throw new Error(`expected the game to end, got ${end.phase}\n${show()}`);
      },
      summary: (doc) => `${doc.journal.length} entries, winners ${end.result.winnerIds.join(', ')}`,
      dry: (doc) => `${doc.journal.length} entries, phase ${end.phase}, result ${JSON.stringify(end.result)}`,
    };
  },
);
