// The Road Wolf fixture with committed tokens (issue 32), made by scripts/make-road-wolf-v2-fixture.mjs:
// road-wolf-v1.json's game as the app now records it, exported "with my hidden tokens". Old data
// from here on: whatever later versions change, it must keep opening and replaying to the same end.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { heldFrom } from '../../../src/game/held-file';
import { openGame } from '../../../src/game/open-game';
import { opens } from '../../../src/rules/core/commitment';
import type { RwState } from '../../../src/rules/road-wolf/model';
import { publicView } from '../../../src/rules/road-wolf/table-view';

const FIXTURE = new URL('../../fixtures/road-wolf-v2.json', import.meta.url);
const loadRaw = (): Record<string, any> => JSON.parse(readFileSync(FIXTURE, 'utf8'));

async function open(raw = loadRaw()) {
  const r = await openGame(raw);
  if (!r.ok) throw new Error(r.error);
  return r.game;
}

describe('fixture: a Road Wolf export with committed face-down tokens (issue 32)', () => {
  it('is a version-1 document under rules revision 4 with 44 entries; its 6 purchases carry commitments, no kind', () => {
    const raw = loadRaw();
    expect(raw.schemaVersion).toBe(1);
    expect(raw.setup.rulesRevision).toBe(4);
    expect(raw.journal).toHaveLength(44);
    const buys = raw.journal.filter((e: any) => e.command?.type === 'rw.buyToken').map((e: any) => e.command.payload);
    expect(buys).toHaveLength(6);
    for (const p of buys) {
      expect(p.kind).toBeUndefined();
      expect(p.commit).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('replays on a phone with no store to Ann’s win; every opening in the journal matches its commitment', async () => {
    const { timeline } = await open();
    const s = timeline.state.sys as RwState;
    expect(s.phase).toBe('ENDED');
    expect(s.result).toEqual({ winnerSide: 'ann', by: 'LAST_SIDE' });
    const committed = Object.values(s.tokens).filter((t) => t.commit);
    expect(committed).toHaveLength(6);
    const raw = loadRaw();
    for (const t of committed) {
      // Opened by the end (the last entry is Ann's phone showing what stayed face down), and as bought.
      expect(t.kind).toBe(raw.hidden[t.id].kind);
      expect(opens(t.commit!, t.id, raw.hidden[t.id])).toBe(true);
    }
  });

  it('B3.4 before the end, the Gunner that never turned up is face down: no kind in the state, the table view or the journal', async () => {
    const raw = loadRaw();
    const { hidden: _kept, ...plain } = raw; // a plain export: no kinds beside the game
    const before = { ...plain, journal: raw.journal.slice(0, 43) };
    const { timeline } = await open(before);
    const s = timeline.state.sys as RwState;
    const down = Object.values(s.tokens).filter((t) => t.commit && t.kind === null);
    expect(down.map((t) => t.id)).toEqual(['h607f9ebd']);
    expect(JSON.stringify(before.journal)).not.toContain('GUNNER');
    expect(JSON.stringify(publicView(s))).not.toContain('GUNNER');
  });

  it('the export’s hidden kinds are kept on import only where they open the game’s commitments', async () => {
    const raw = loadRaw();
    const { system, timeline } = await open();
    expect(Object.keys(heldFrom(raw.hidden, system, timeline.state.sys))).toHaveLength(6);
    const changed = { ...raw.hidden, h607f9ebd: { ...raw.hidden.h607f9ebd, kind: 'MECHANIC' } };
    expect(Object.keys(heldFrom(changed, system, timeline.state.sys))).not.toContain('h607f9ebd');
    expect(heldFrom('nonsense', system, timeline.state.sys)).toEqual({});
  });

  it('a journal whose opening was changed (the Veteran shown as a Driver) is refused, naming the entry and the token', async () => {
    const raw = loadRaw();
    const i = raw.journal.findIndex((e: any) => e.command?.payload?.open?.h3d5c7b9a);
    raw.journal[i].command.payload.open.h3d5c7b9a.kind = 'DRIVER';
    const r = await openGame(raw);
    expect(r.ok).toBe(false);
    expect(r.ok ? '' : r.error).toContain(
      `Entry ${i + 1} of the game log cannot be applied: Ann’s token does not open as a Driver`,
    );
  });
});
