// The schema-version-1 export fixture must keep opening, whatever later versions change: when
// SCHEMA_VERSION moves on, this test proves the migration chain still carries old files.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeCommand, initialState, makeReducer } from '../../../src/game/game-reducer';
import { openGame } from '../../../src/game/open-game';
import { Timeline } from '../../../src/game/timeline';
import type { Entry } from '../../../src/game/types';

const FIXTURE = new URL('../../fixtures/game-v1.json', import.meta.url);
const loadRaw = (): unknown => JSON.parse(readFileSync(FIXTURE, 'utf8'));

describe('fixture: a schema-version-1 free play export', () => {
  it('is a version-1 document with 3 players, 4 cars (one with a JPEG photo) and 13 journal entries', () => {
    const raw = loadRaw() as Record<string, any>;
    expect(raw.schemaVersion).toBe(1);
    expect(raw.setup.players).toHaveLength(3);
    expect(raw.setup.cars).toHaveLength(4);
    const photos = (raw.setup.cars as { photo?: string }[]).filter((c) => c.photo !== undefined);
    expect(photos).toHaveLength(1);
    const b64 = photos[0]?.photo?.replace('data:image/jpeg;base64,', '') ?? '';
    const bytes = Buffer.from(b64, 'base64');
    // A real JPEG: starts with SOI (FF D8) and ends with EOI (FF D9).
    expect([...bytes.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    expect([...bytes.subarray(-2)]).toEqual([0xff, 0xd9]);
    expect(raw.journal).toHaveLength(13);
  });

  it('opens through openGame with the expected turn, round and notes', async () => {
    const r = await openGame(loadRaw());
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const { doc, timeline } = r.game;
    expect(doc.system).toBe('freeplay');
    expect(doc.setup.houseRules).toEqual({ rammingDoublesDamage: true, startingHull: 6 });
    expect(timeline.state.core).toEqual({
      turnPlayerId: 'p-ben',
      round: 2,
      notes: { 'c-interceptor': 'Lost a tyre, -1 speed', 'c-van': 'Smoking: 2 hull left' },
      ended: null,
    });
    expect(timeline.state.sys).toBeNull();
  });

  it('marks exactly the commands in effect as active: undone ones and undo/redo entries are not', async () => {
    const r = await openGame(loadRaw());
    if (!r.ok) throw new Error(r.error);
    const { timeline } = r.game;
    const flags = timeline.entries.map((_, i) => timeline.isActive(i));
    // 1-based: 6 undo, 7 redo (of 5), 9 a note later undone by 10, then 11 ended the redo branch.
    expect(flags).toEqual([true, true, true, true, true, false, false, true, false, false, true, true, true]);
    expect(timeline.depth).toBe(9);
    expect(timeline.canUndo).toBe(true);
    expect(timeline.canRedo).toBe(false);
    const undone = timeline.entries[8] as Extract<Entry, { kind: 'do' }>;
    expect(undone.command.type).toBe('car.note');
    expect(describeCommand(r.game.system, undone.command, r.game.doc.setup)).toBe('Note on Hearse');
  });

  it('describes its log the way the game screen shows it', async () => {
    const r = await openGame(loadRaw());
    if (!r.ok) throw new Error(r.error);
    const { doc, system, timeline } = r.game;
    const lines = timeline.entries.map((e) =>
      e.kind === 'do' ? describeCommand(system, e.command, doc.setup) : e.kind,
    );
    expect(lines).toEqual([
      'Initiative: 2D6 4 2',
      'Turn passed',
      'Shoot the Hearse: D8 7 · 3D6 3 3 1 (table dice)',
      'Note on Interceptor',
      'Turn passed',
      'undo',
      'redo',
      'Turn passed',
      'Note on Hearse',
      'undo',
      'Ben to play',
      'Flip check: D20 17 (table dice)',
      'Note on Rust Van',
    ]);
  });

  it('opens from a snapshot to the same state, and undoing walks back through the earlier turns', async () => {
    const r = await openGame(loadRaw());
    if (!r.ok) throw new Error(r.error);
    const { doc, system } = r.game;
    const partial = Timeline.load(
      makeReducer(system, doc.setup),
      initialState(system, doc.setup),
      doc.journal.slice(0, 8),
    );
    const fromSnap = await openGame(loadRaw(), partial.snapshot());
    if (!fromSnap.ok) throw new Error(fromSnap.error);
    const t = fromSnap.game.timeline;
    expect(t.state).toEqual(r.game.timeline.state);
    const turns: [string, number][] = [];
    while (t.canUndo) {
      t.push({ kind: 'undo', at: 0 });
      turns.push([t.state.core.turnPlayerId, t.state.core.round]);
    }
    expect(turns).toEqual([
      ['p-ben', 2], // undo note on van
      ['p-ben', 2], // undo flip roll
      ['p-ana', 2], // undo turn.set
      ['p-cat', 1], // undo pass into round 2
      ['p-ben', 1], // undo pass to Cat
      ['p-ben', 1], // undo note on Interceptor
      ['p-ben', 1], // undo shooting roll
      ['p-ana', 1], // undo pass to Ben
      ['p-ana', 1], // undo initiative roll
    ]);
  });
});
