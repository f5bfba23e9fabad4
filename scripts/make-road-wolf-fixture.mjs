#!/usr/bin/env node
// Writes tests/fixtures/road-wolf-v1.json (issue 10): a whole Road Wolf game played to a winner
// through the real reducer and Timeline, as the app exports it. Every command is applied as it is
// written, so a command the rules refuse stops the script; the file is a journal that replays.
//
//   node scripts/make-road-wolf-fixture.mjs
//
// Run it again only to change the game: the committed fixture is old data that must keep
// opening, so an existing file is not overwritten unless --force is given.
import { makeFixture } from './fixture-kit.mjs';
import { DERBY_TABLE, dustRoadDerby } from './road-wolf-fixture-game.mjs';

await makeFixture(
  {
    file: 'road-wolf-v1.json',
    system: 'road-wolf',
    id: 'rw-fixture-v1',
    name: 'Dust Road Derby (v1 export)',
    createdAt: 1_790_100_000_000,
    stepMs: 7_000,
    ...DERBY_TABLE,
  },
  async ({ load, s, run, undo }) => {
    await dustRoadDerby({ load, s, run, undo });
    const end = s();
    return {
      verify: () => {
        if (!end.vehicles.brute.destroyed) throw new Error('the Brute should be a wreck');
        if (end.phase !== 'ENDED' || end.result?.winnerSide !== 'ann')
          throw new Error(`expected Ann to win, got ${JSON.stringify(end.result)} in ${end.phase}`);
      },
      summary: (doc) => `${doc.journal.length} entries, ${end.result.by} win for Ann`,
    };
  },
);
