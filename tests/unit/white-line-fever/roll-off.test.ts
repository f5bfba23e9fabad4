import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../src/rules/core/model';
import * as core from '../../../src/rules/core/roll-off';
import { ROLL_OFF, ROLL_OFF_LOWEST } from '../../../src/rules/white-line-fever/data';
import { initialState } from '../../../src/rules/white-line-fever/rules';
import { apply, makeSetup, type RollOffPass, refused } from './helpers';

const ABC = ['A', 'B', 'C'];

// White Line Fever's roll-offs are the core roll-off with one D8 each (issue 10); passes are
// written here as the journal saves them ({ id: face }) and read as the reducer reads them.
type Mode = 'HIGHEST' | 'LOWEST';
const spec = (mode: Mode) => (mode === 'HIGHEST' ? ROLL_OFF : ROLL_OFF_LOWEST);
const rollOffStatus = (ids: readonly string[], passes: readonly RollOffPass[], mode: Mode) =>
  core.rollOffStatus(ids, core.parsePasses(passes, spec(mode)), spec(mode));
const rollOffResult = (ids: readonly string[], passes: readonly RollOffPass[], mode: Mode) =>
  core.rollOffResult(ids, core.parsePasses(passes, spec(mode)), spec(mode));
const parsePasses = (x: unknown) => core.compactPasses(core.parsePasses(x, ROLL_OFF));
const rollOffAsk = (ids: readonly string[], answers: Record<string, unknown>, prefix: string, mode: Mode) => {
  const a = core.rollOffAsk(ids, answers, prefix, spec(mode));
  return { ...a, passes: core.compactPasses(a.passes) };
};

describe('A4.1 / W-2 roll-off', () => {
  it('A4.1 HIGHEST: the single highest face wins in one pass', () => {
    expect(rollOffResult(ABC, [{ A: 3, B: 7, C: 5 }], 'HIGHEST')).toBe('B');
  });

  it('A4.1 LOWEST: the single lowest face loses in one pass (collisions)', () => {
    expect(rollOffResult(ABC, [{ A: 3, B: 7, C: 5 }], 'LOWEST')).toBe('A');
  });

  it('W-2 a tie on the deciding value re-rolls only the tied ones (HIGHEST)', () => {
    expect(rollOffStatus(ABC, [{ A: 8, B: 8, C: 2 }], 'HIGHEST')).toEqual({ done: false, next: ['A', 'B'] });
    expect(
      rollOffResult(
        ABC,
        [
          { A: 8, B: 8, C: 2 },
          { A: 1, B: 4 },
        ],
        'HIGHEST',
      ),
    ).toBe('B');
  });

  it('W-2 a tie on the lowest value re-rolls only the tied lowest (LOWEST)', () => {
    expect(rollOffStatus(ABC, [{ A: 2, B: 8, C: 2 }], 'LOWEST')).toEqual({ done: false, next: ['A', 'C'] });
    expect(
      rollOffResult(
        ABC,
        [
          { A: 2, B: 8, C: 2 },
          { A: 5, C: 6 },
        ],
        'LOWEST',
      ),
    ).toBe('A');
  });

  it('W-2 a tie that is not on the deciding value needs no re-roll', () => {
    // B and C tie on 3, but A is the single highest.
    expect(rollOffResult(ABC, [{ A: 6, B: 3, C: 3 }], 'HIGHEST')).toBe('A');
    // B and C tie on 8, but A is the single lowest.
    expect(rollOffResult(ABC, [{ A: 1, B: 8, C: 8 }], 'LOWEST')).toBe('A');
  });

  it('W-2 repeated ties keep narrowing to the tied ones until one remains', () => {
    const passes: RollOffPass[] = [
      { A: 5, B: 5, C: 5 },
      { A: 4, B: 4, C: 2 },
      { A: 7, B: 7 },
      { A: 3, B: 6 },
    ];
    expect(rollOffStatus(ABC, passes.slice(0, 1), 'HIGHEST')).toEqual({ done: false, next: ABC });
    expect(rollOffStatus(ABC, passes.slice(0, 2), 'HIGHEST')).toEqual({ done: false, next: ['A', 'B'] });
    expect(rollOffResult(ABC, passes, 'HIGHEST')).toBe('B');
  });

  it('W-2 a pass with the wrong participants throws (a player who is not tied re-rolls)', () => {
    expect(() =>
      rollOffResult(
        ABC,
        [
          { A: 8, B: 8, C: 2 },
          { A: 1, B: 4, C: 8 },
        ],
        'HIGHEST',
      ),
    ).toThrow(RuleError);
    expect(() => rollOffResult(ABC, [{ A: 8, B: 8, C: 2 }, { A: 1 }], 'HIGHEST')).toThrow(/only those tied roll again/);
    expect(() => rollOffResult(ABC, [{ A: 8, B: 2 }], 'HIGHEST')).toThrow(RuleError);
    expect(() => rollOffResult(ABC, [{ A: 8, B: 2, D: 1 }], 'HIGHEST')).toThrow(RuleError);
  });

  it('A4.1 faces must be D8 faces 1..8', () => {
    expect(() => rollOffResult(['A', 'B'], [{ A: 9, B: 2 }], 'HIGHEST')).toThrow(/D8/);
    expect(() => rollOffResult(['A', 'B'], [{ A: 0, B: 2 }], 'HIGHEST')).toThrow(/D8/);
    expect(() => rollOffResult(['A', 'B'], [{ A: 2.5, B: 2 }], 'HIGHEST')).toThrow(/D8/);
  });

  it('A4.1 passes after the roll-off is settled throw', () => {
    expect(() =>
      rollOffResult(
        ABC,
        [
          { A: 8, B: 2, C: 1 },
          { A: 8, B: 2, C: 1 },
        ],
        'HIGHEST',
      ),
    ).toThrow(/already settled/);
  });

  it('A4.1 an unsettled roll-off throws (the tied players still have to roll)', () => {
    expect(() => rollOffResult(ABC, [], 'HIGHEST')).toThrow(/still tied/);
    expect(() => rollOffResult(ABC, [{ A: 4, B: 4, C: 1 }], 'HIGHEST')).toThrow(/still tied/);
  });

  it('A4.1 a roll-off with nobody throws; with one participant it is settled without dice', () => {
    expect(() => rollOffStatus([], [], 'HIGHEST')).toThrow(RuleError);
    expect(rollOffResult(['A'], [], 'LOWEST')).toBe('A');
  });

  it('A4.1 parsePasses rejects what is not a list of face maps', () => {
    expect(() => parsePasses('x')).toThrow(RuleError);
    expect(() => parsePasses([[1, 2]])).toThrow(RuleError);
    expect(() => parsePasses([null])).toThrow(RuleError);
    expect(parsePasses([{ A: 3 }])).toEqual([{ A: 3 }]);
  });
});

describe('A4.1 / W-2 rollOffAsk', () => {
  it('W-2 asks every participant on pass 0', () => {
    const a = rollOffAsk(ABC, {}, 'ro', 'HIGHEST');
    expect(a.questions).toEqual([
      { id: 'ro.0.A', participant: 'A', pass: 0 },
      { id: 'ro.0.B', participant: 'B', pass: 0 },
      { id: 'ro.0.C', participant: 'C', pass: 0 },
    ]);
    expect(a.status).toEqual({ done: false, next: ABC });
  });

  it('W-2 keeps asking the whole pass while any face of it is missing', () => {
    const a = rollOffAsk(ABC, { 'ro.0.A': 4, 'ro.0.B': [6] }, 'ro', 'HIGHEST');
    expect(a.questions.map((q) => q.participant)).toEqual(ABC);
    expect(a.passes).toEqual([]);
  });

  it('W-2 then asks only the tied ones, on pass 1', () => {
    const a = rollOffAsk(ABC, { 'ro.0.A': [7], 'ro.0.B': [2], 'ro.0.C': [7] }, 'ro', 'HIGHEST');
    expect(a.questions).toEqual([
      { id: 'ro.1.A', participant: 'A', pass: 1 },
      { id: 'ro.1.C', participant: 'C', pass: 1 },
    ]);
    expect(a.passes).toEqual([{ A: 7, B: 2, C: 7 }]);
  });

  it('W-2 LOWEST asks the tied lowest again, and settles with no further questions', () => {
    const first = rollOffAsk(ABC, { 'ro.0.A': 1, 'ro.0.B': 1, 'ro.0.C': 5 }, 'ro', 'LOWEST');
    expect(first.questions.map((q) => q.participant)).toEqual(['A', 'B']);
    const done = rollOffAsk(ABC, { 'ro.0.A': 1, 'ro.0.B': 1, 'ro.0.C': 5, 'ro.1.A': 6, 'ro.1.B': 3 }, 'ro', 'LOWEST');
    expect(done.questions).toEqual([]);
    expect(done.status).toEqual({ done: true, pick: 'B' });
    expect(done.passes).toEqual([
      { A: 1, B: 1, C: 5 },
      { A: 6, B: 3 },
    ]);
  });

  it('W-2 / issue 9 every die of every pass so far stays listed, so a typo before a tie can be changed', () => {
    const tied = { 'ro.0.A': [7], 'ro.0.B': [2], 'ro.0.C': [7] };
    expect(rollOffAsk(ABC, tied, 'ro', 'HIGHEST').dice.map((d) => d.id)).toEqual([
      'ro.0.A',
      'ro.0.B',
      'ro.0.C',
      'ro.1.A',
      'ro.1.C',
    ]);
    // Settled: both passes stay.
    const settled = rollOffAsk(ABC, { ...tied, 'ro.1.A': [3], 'ro.1.C': [5] }, 'ro', 'HIGHEST');
    expect(settled.dice.map((d) => d.id)).toEqual(['ro.0.A', 'ro.0.B', 'ro.0.C', 'ro.1.A', 'ro.1.C']);
    expect(settled.status).toEqual({ done: true, pick: 'C' });
    // A's first die changed from 7 to 6 (the typo fixed): no tie, the re-roll is no longer asked
    // (its answers are left alone but ignored).
    const fixed = rollOffAsk(ABC, { ...tied, 'ro.0.A': [6], 'ro.1.A': [3], 'ro.1.C': [5] }, 'ro', 'HIGHEST');
    expect(fixed.dice.map((d) => d.id)).toEqual(['ro.0.A', 'ro.0.B', 'ro.0.C']);
    expect(fixed.status).toEqual({ done: true, pick: 'C' });
    expect(fixed.passes).toEqual([{ A: 6, B: 2, C: 7 }]);
  });

  it('W-2 a face outside 1..8 is treated as not rolled yet', () => {
    const a = rollOffAsk(['A', 'B'], { 'ro.0.A': 9, 'ro.0.B': 3 }, 'ro', 'HIGHEST');
    expect(a.questions.map((q) => q.id)).toEqual(['ro.0.A', 'ro.0.B']);
    expect(a.status.done).toBe(false);
  });
});

describe('A4.1 roll-offs in setup commands', () => {
  it('A4.2 deployment by roll-off stores the winner and refuses a wrong recorded winner', () => {
    const setup = makeSetup(3, 1);
    const s0 = initialState(setup);
    const passes = [
      { P1: 5, P2: 5, P3: 1 },
      { P1: 2, P2: 6 },
    ];
    const s = apply(s0, 'wlf.deployment', { deployment: 'HIGHWAY', by: 'ROLL_OFF', passes, winner: 'P2' });
    expect(s.deploymentBy).toEqual({ how: 'ROLL_OFF', winner: 'P2' });
    expect(s.deployment).toBe('HIGHWAY');
    refused(s0, 'wlf.deployment', { deployment: 'HIGHWAY', by: 'ROLL_OFF', passes, winner: 'P1' }, /recorded winner/);
    refused(s0, 'wlf.deployment', {
      deployment: 'HIGHWAY',
      by: 'ROLL_OFF',
      passes: [
        { P1: 5, P2: 5, P3: 1 },
        { P1: 2, P2: 6, P3: 8 },
      ],
    });
  });
});
