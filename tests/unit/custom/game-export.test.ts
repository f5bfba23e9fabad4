import { describe, expect, it } from 'vitest';
import { importRefusal } from '../../../src/game/import-words';
import { openGame } from '../../../src/game/open-game';
import { restore } from '../../../src/game/restore';
import type { GameDoc } from '../../../src/game/types';
import { STARTERS } from '../../../src/rules/custom/starters';

const sheet = STARTERS.find((s) => s.id === 'hull-and-hazards')!.sheet;

/** A custom game as Export to file writes it: its sheet in its setup, a few entries played. */
function customGame(): GameDoc {
  return {
    schemaVersion: 1,
    id: 'g-custom',
    name: 'Hull and Hazards',
    system: 'custom',
    createdAt: 1_700_000_000_000,
    updatedAt: 1_700_000_100_000,
    setup: {
      players: [
        { id: 'a', name: 'Ann', color: '#ff0000' },
        { id: 'b', name: 'Bo', color: '#0000ff' },
      ],
      cars: [
        { id: 'c1', playerId: 'a', name: 'Red Fury', color: '#ff0000' },
        { id: 'c2', playerId: 'a', name: 'Red Two', color: '#ff0000' },
        { id: 'c3', playerId: 'b', name: 'Viper', color: '#0000ff' },
        { id: 'c4', playerId: 'b', name: 'Cobra', color: '#0000ff' },
      ],
      houseRules: {},
      payloadVersion: 1,
      sheet: structuredClone(sheet),
    },
    journal: [
      { kind: 'do', command: { type: 'cs.next', payload: { rolls: { c1: [6], c2: [5], c3: [4], c4: [3] } }, at: 1 } },
      {
        kind: 'do',
        command: { type: 'cs.move', payload: { move: 'shoot', carId: 'c1', targetId: 'c3', faces: [6, 5] }, at: 2 },
      },
      { kind: 'do', command: { type: 'cs.track', payload: { carId: 'c4', tracker: 'hazard', by: 2 }, at: 3 } },
      { kind: 'undo', at: 4 },
    ],
  };
}

describe('a custom game’s export carries its sheet (issue 33)', () => {
  it('the exported file comes back through restore() with the same sheet, and replays the same', async () => {
    const doc = customGame();
    const file = JSON.parse(JSON.stringify(doc)) as unknown;
    const r = await restore(file);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.game.setup.sheet).toEqual(sheet);
    const a = await openGame(doc);
    const b = await openGame(file);
    if (!a.ok || !b.ok) throw new Error('did not open');
    expect(b.game.timeline.state).toEqual(a.game.timeline.state);
    expect(
      (b.game.timeline.state.sys as { cars: Record<string, { values: { hull: number } }> }).cars.c3?.values.hull,
    ).toBe(2);
  });

  it('a game whose sheet was tampered with is refused at the sheet, with words for the import button', async () => {
    const doc = customGame() as unknown as { setup: { sheet: { trackers: unknown[] } } };
    doc.setup.sheet.trackers = Array.from({ length: 10_000 }, () => ({}));
    const r = await restore(JSON.parse(JSON.stringify(doc)));
    expect(r).toMatchObject({ ok: false, why: { kind: 'damaged', part: 'sheet' } });
    if (r.ok) return;
    expect(r.error).toMatch(/game sheet cannot be played: Trackers: .*at most 16; this sheet has 10000/);
    expect(importRefusal(r)).toMatch(/game sheet/);
  });

  it('a game without its sheet is refused, not played on an empty one', async () => {
    const doc = customGame() as unknown as { setup: Record<string, unknown> };
    delete doc.setup.sheet;
    expect(await restore(doc)).toMatchObject({ ok: false, why: { part: 'sheet' } });
  });
});
