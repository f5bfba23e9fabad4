#!/usr/bin/env node
// Writes tests/fixtures/road-wolf-v2.json (issue 32): road-wolf-v1.json's game played again as the
// app now records it on one phone passed around the table. Every command goes through the phone's
// seal (src/game/seal.ts): face-down purchases are commitments, a command that shows a token
// carries its opening, and when the game is over each player's phone opens the rest. The file is an
// export "with my hidden tokens": the journal replays on any phone without them, and `hidden` holds
// the kinds and salts this phone kept. The salts come from a fixed sequence, so a run is repeatable.
//
//   node scripts/make-road-wolf-v2-fixture.mjs
//
// Run it again only to change the game: the committed fixture is old data that must keep
// opening, so an existing file is not overwritten unless --force is given.
import { makeFixture } from './fixture-kit.mjs';
import { DERBY_TABLE, dustRoadDerby } from './road-wolf-fixture-game.mjs';

await makeFixture(
  {
    file: 'road-wolf-v2.json',
    system: 'road-wolf',
    id: 'rw-fixture-v2',
    name: 'Dust Road Derby (v2 export, committed tokens)',
    createdAt: 1_790_100_000_000,
    stepMs: 7_000,
    ...DERBY_TABLE,
  },
  async ({ load, rules, setup, t, undo }) => {
    const { seal } = await load('/src/game/seal.ts');
    let held = {};
    let n = 0;
    // A fixed byte sequence in place of the phone's crypto.getRandomValues: the same file every run.
    const random = () => Uint8Array.from({ length: 20 }, (_, i) => (n * 97 + i * 31 + 7) % 256, n++);
    let at = 1_790_200_000_000;
    /** The state as this phone shows it: the shared one with the kinds it holds. */
    const s = () => rules.secrets.withHeld(t.state.sys, held);
    const run = (type, payload = {}) => {
      at += 7_000;
      const sealed = seal(rules, setup, t.state.sys, held, { type, payload, at }, random);
      if (sealed.kept) held = { ...held, [sealed.kept.tokenId]: sealed.kept.opening };
      t.push({ kind: 'do', command: sealed.command });
    };
    await dustRoadDerby({ load, s, run, undo });

    // The game is over: each player's phone opens the tokens it kept face down (issue 32).
    for (let owed = rules.secrets.owed(t.state.sys, held); owed; owed = rules.secrets.owed(t.state.sys, held))
      run(owed.type, owed.payload);
    const end = s();
    return {
      hidden: () => held,
      verify: () => {
        if (!end.vehicles.brute.destroyed) throw new Error('the Brute should be a wreck');
        if (end.phase !== 'ENDED' || end.result?.winnerSide !== 'ann')
          throw new Error(`expected Ann to win, got ${JSON.stringify(end.result)} in ${end.phase}`);
      },
      summary: (doc) =>
        `${doc.journal.length} entries, ${end.result.by} win for Ann, ${Object.keys(held).length} face-down tokens committed and opened`,
    };
  },
);
