// Issue 42: the dice a step threw (Entry.thrown) travel with it in live play: a guest's proposal
// keeps them, the host records them, every phone's copy has them.
import { describe, expect, it } from 'vitest';
import type { Entry } from '../../../src/game/types';
import { toEntry } from '../../../src/sync/live/messages';
import { doStep, table } from './live-table';

const roll = (): Extract<Entry, { kind: 'do' }> => ({
  ...(doStep('dice.roll', { purpose: 'x', pools: [{ sides: 6, faces: [3, 5] }], source: 'typed' }) as Extract<
    Entry,
    { kind: 'do' }
  >),
  thrown: [{ sides: 6, faces: [3, 5], source: 'typed', by: 'p1' }],
});

describe('issue 42: a step’s dice in live play', () => {
  it('toEntry keeps a step’s dice, and drops a list that is not one (the step itself stays)', () => {
    const e = roll();
    expect(toEntry(JSON.parse(JSON.stringify(e)))).toEqual(e);
    const bad = { ...e, thrown: [{ sides: 6, faces: [7], source: 'typed' }] };
    const { thrown: _t, ...bare } = e;
    expect(toEntry(bad)).toEqual(bare);
    expect(toEntry({ ...e, thrown: [{ sides: 6, faces: [1], source: 'loaded' }] })).toEqual(bare);
    expect(toEntry({ ...e, thrown: 'six' })).toEqual(bare);
  });

  it('a guest’s proposed step keeps its dice on the host and on the guest’s copy', () => {
    const tb = table({});
    const ph = tb.phone('g-phone', 'link-g', null);
    const e = roll();
    const p = ph.propose(e);
    expect(ph.guest.refused.find((r) => r.p.id === p.id)).toBeUndefined();
    expect(tb.hostT.entries.at(-1)).toEqual(e);
    expect(ph.t.entries.at(-1)).toEqual(e);
  });
});
