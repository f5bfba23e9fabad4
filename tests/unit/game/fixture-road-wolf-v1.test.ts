// The Road Wolf export fixture (issue 10): a whole game to a winner, made by
// scripts/make-road-wolf-fixture.mjs through the real reducer. Like game-v1.json it is old data:
// whatever later versions change, this file must keep opening and replaying to the same end.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gameOver } from '../../../src/game/game-over';
import { describeCommand, initialState, makeReducer } from '../../../src/game/game-reducer';
import { openGame } from '../../../src/game/open-game';
import { restoreShape } from '../../../src/game/restore';
import { Timeline } from '../../../src/game/timeline';
import type { RwState } from '../../../src/rules/road-wolf/model';
import { publicView } from '../../../src/rules/road-wolf/table-view';

const FIXTURE = new URL('../../fixtures/road-wolf-v1.json', import.meta.url);
const loadRaw = (): Record<string, any> => JSON.parse(readFileSync(FIXTURE, 'utf8'));

async function open() {
  const r = await openGame(loadRaw());
  if (!r.ok) throw new Error(r.error);
  return r.game;
}

describe('fixture: a Road Wolf export played to a winner', () => {
  it('is a version-1 document made under rules revision 2, payload version 1, with 2 players, 4 cars and 43 journal entries', () => {
    const raw = loadRaw();
    expect(raw.schemaVersion).toBe(1);
    expect(raw.system).toBe('road-wolf');
    expect(raw.setup.rulesRevision).toBe(2);
    expect(raw.setup.payloadVersion).toBe(1);
    expect(raw.setup.players).toHaveLength(2);
    expect(raw.setup.cars).toHaveLength(4);
    expect(raw.journal).toHaveLength(43);
  });

  it('B10/B11: replays to the Brute wrecked and Ann the last side standing', async () => {
    const { system, timeline, doc } = await open();
    const s = timeline.state.sys as RwState;
    expect(doc.setup.rulesRevision).toBe(2);
    expect(s.phase).toBe('ENDED');
    expect(s.result).toEqual({ winnerSide: 'ann', by: 'LAST_SIDE' });
    expect(s.vehicles.brute).toMatchObject({ destroyed: true, damage: 3, controllerId: 'bo' });
    expect(s.vehicles.viper).toMatchObject({ controllerId: 'ann', ownerId: 'bo', destroyed: false }); // taken over
    expect(timeline.state.core.notes).toEqual({ brute: 'Smoking, nose into the verge' });
    expect(gameOver(system, timeline.state)).toEqual({ winnerIds: ['ann'], byRules: true });
  });

  it('B3.4: tokens never turned up stay face down, and the table view does not name them', async () => {
    const { timeline } = await open();
    const s = timeline.state.sys as RwState;
    const hidden = Object.values(s.tokens).filter((t) => !t.revealed && t.loc.at !== 'KILLED');
    expect(hidden.map((t) => t.kind).sort()).toEqual(['DRIVER', 'GUNNER', 'NITRO', 'NITRO']);
    expect(JSON.stringify(publicView(s))).not.toContain('GUNNER');
  });

  it('marks the move made by mistake and its undo as struck, every other command as in effect', async () => {
    const { timeline } = await open();
    const struck = timeline.entries.map((_, i) => i).filter((i) => !timeline.isActive(i));
    expect(struck).toEqual([13, 14]);
    expect(timeline.canUndo).toBe(true);
    expect(timeline.canRedo).toBe(false);
  });

  it('R-5, R-12, R-17: describes its log the way the game screen shows it', async () => {
    const { doc, system, timeline } = await open();
    const lines = timeline.entries.map((e) =>
      e.kind === 'do' ? describeCommand(system, e.command, doc.setup) : e.kind,
    );
    expect(lines).toEqual([
      'Points value 5, free-for-all',
      'Hammerhead is a Convertible',
      'Sandfly is a Buggy',
      'Brute is a Muscle Car',
      'Viper is a Roadster',
      'Ann buys a token for Hammerhead',
      'Ann buys a token for Hammerhead',
      'Ann buys a token for Hammerhead',
      'Ann buys a token for Sandfly',
      'Bo buys a token for Brute',
      'Bo buys a token for Viper',
      'Forces locked: free Drivers and Street Nitros issued',
      'Ann goes first (Ann 4+4, Bo 6+2 / re-roll: Ann 5+1, Bo 2+2)',
      'Sandfly moves',
      'undo',
      'Hammerhead fires its Nitro',
      'Hammerhead rams Brute: 6 2 2 1, reroll 1 → 5 against 4 3 3, rammer wins, overkill 2',
      'Hammerhead stops',
      'Hammerhead moves',
      'Hammerhead stops',
      'Hammerhead free melee on Viper: 6 6 3 against 5 2, attacker wins, overkill 2',
      'Hammerhead shoots Brute (Shotgun): 5 3 against 5 2, shooter wins, overkill 0',
      'Brute wipeout check: 2 against the Road 2 1 → Skid; skid straight back',
      'Brute rams Viper: 3 2 1 against 3 2, rammer wins, overkill 0',
      'Viper wipeout check: 6 1 against the Road 3 3 → holds the road',
      'Brute stops',
      'Sandfly takes over Viper',
      'Viper wipeout check: 5 4 against the Road 5 2 → holds the road',
      'Viper moves',
      'Viper stops',
      'Note on Brute',
      'Turn over',
      'Brute Mechanic repair: 6 3, 1 damage removed',
      'Brute moves',
      'Brute rams Sandfly: 2 2 1 against 6 5, target wins, overkill 2',
      'Brute wipeout check: 1 1 against the Road 3 1 → Spin; skid ahead and to the right',
      'Brute stops: went off-road',
      'Brute stops',
      'Turn over',
      'Turn over',
      'Hammerhead moves',
      'Hammerhead rams Brute: 6 6 4 against 2 1, rammer wins, overkill 3',
      'Hammerhead stops',
    ]);
  });

  it('opens from a snapshot to the same state, and undoing walks back to before the forces were chosen', async () => {
    const { doc, system, timeline } = await open();
    const partial = Timeline.load(
      makeReducer(system, doc.setup),
      initialState(system, doc.setup),
      doc.journal.slice(0, 20),
    );
    const fromSnap = await openGame(loadRaw(), partial.snapshot());
    if (!fromSnap.ok) throw new Error(fromSnap.error);
    const t = fromSnap.game.timeline;
    expect(t.state).toEqual(timeline.state);
    let undos = 0;
    while (t.canUndo) {
      t.push({ kind: 'undo', at: 0 });
      undos++;
    }
    expect(undos).toBe(41); // 43 entries, less the struck move and its undo
    expect(t.state).toEqual(initialState(system, doc.setup));
  });

  it('a copy without setup.rulesRevision is read as revision 1 (a game from before revisions)', () => {
    const raw = loadRaw();
    delete raw.setup.rulesRevision;
    const r = restoreShape(raw);
    expect(r.ok && r.game.setup.rulesRevision).toBe(1);
  });
});
