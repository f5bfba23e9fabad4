import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ContestResult } from '../../../src/rules/core/contest';
import { compare, describeContest, overkill } from '../../../src/rules/core/contest';

const top = (faces: readonly number[]): number => faces[0] ?? 0;

function sides(r: ContestResult): { win: number[]; lose: number[] } {
  return r.winner === 'B' ? { win: r.b, lose: r.a } : { win: r.a, lose: r.b };
}

describe('compare (Road Wolf B5.1)', () => {
  it('B5.1 seed example [6,1] vs [5,5]', () => {
    const r = compare([6, 1], [5, 5]);
    expect(r).toEqual({ winner: 'A', overkill: 1, decidedAt: 0, a: [6, 1], b: [5, 5] });
  });

  it('B5.1 seed example [3,2,1] vs [3,2]', () => {
    const r = compare([3, 2, 1], [3, 2]);
    expect(r).toEqual({ winner: 'A', overkill: 0, decidedAt: 2, a: [3, 2, 1], b: [3, 2] });
  });

  it('sorts unsorted input before comparing', () => {
    const r = compare([1, 6], [5, 5]);
    expect(r.winner).toBe('A');
    expect(r.a).toEqual([6, 1]);
  });

  it('does not mutate its inputs', () => {
    const a = [1, 4, 2];
    const b = [3, 5];
    compare(a, b);
    expect(a).toEqual([1, 4, 2]);
    expect(b).toEqual([3, 5]);
  });

  it('B wins: [5,5] vs [6,1] mirrors the seed example', () => {
    const r = compare([5, 5], [6, 1]);
    expect(r).toEqual({ winner: 'B', overkill: 1, decidedAt: 0, a: [5, 5], b: [6, 1] });
  });

  it('B wins at a later position: [3,2] vs [3,2,1]', () => {
    const r = compare([3, 2], [3, 2, 1]);
    expect(r).toEqual({ winner: 'B', overkill: 0, decidedAt: 2, a: [3, 2], b: [3, 2, 1] });
  });

  it('B wins with several overkill dice: [4,4] vs [6,5,5,2]', () => {
    const r = compare([4, 4], [6, 5, 5, 2]);
    expect(r.winner).toBe('B');
    expect(r.overkill).toBe(3);
    expect(r.decidedAt).toBe(0);
  });

  it('a win at the second position has overkill 0: [6,4] vs [6,3,3]', () => {
    const r = compare([6, 4], [6, 3, 3]);
    expect(r.winner).toBe('A');
    expect(r.decidedAt).toBe(1);
    expect(r.overkill).toBe(0);
  });

  it('R-9 complete tie: no winner, overkill 0', () => {
    const r = compare([5, 3, 3], [3, 5, 3]);
    expect(r).toEqual({ winner: 'tie', overkill: 0, decidedAt: -1, a: [5, 3, 3], b: [5, 3, 3] });
  });

  it('R-10 empty pool: any die beats it and every winning die is overkill', () => {
    const r = compare([1, 1, 2], []);
    expect(r).toEqual({ winner: 'A', overkill: 3, decidedAt: 0, a: [2, 1, 1], b: [] });
    const s = compare([], [1]);
    expect(s).toEqual({ winner: 'B', overkill: 1, decidedAt: 0, a: [], b: [1] });
  });

  it('R-10 two empty pools tie', () => {
    expect(compare([], [])).toEqual({ winner: 'tie', overkill: 0, decidedAt: -1, a: [], b: [] });
  });

  it('rejects faces that are not positive integers', () => {
    expect(() => compare([0], [1])).toThrow(RangeError);
    expect(() => compare([1], [2.5])).toThrow(RangeError);
  });
});

describe('overkill', () => {
  it('counts winning dice strictly above the loser top die', () => {
    expect(overkill([6, 5, 5, 4], [5, 1])).toBe(1);
    expect(overkill([6, 6, 2], [1])).toBe(3);
    expect(overkill([3, 2], [3])).toBe(0);
    expect(overkill([2, 1], [])).toBe(2);
    expect(overkill([], [])).toBe(0);
  });

  it('does not need sorted input', () => {
    expect(overkill([1, 6, 4], [2, 5])).toBe(1);
  });
});

describe('compare properties', () => {
  const pool = fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 8 });
  const flip = { A: 'B', B: 'A', tie: 'tie' } as const;

  it('compare(a, b) mirrors compare(b, a)', () => {
    fc.assert(
      fc.property(pool, pool, (a, b) => {
        const r = compare(a, b);
        const s = compare(b, a);
        expect(s.winner).toBe(flip[r.winner]);
        expect(s.overkill).toBe(r.overkill);
        expect(s.decidedAt).toBe(r.decidedAt);
        expect(s.a).toEqual(r.b);
        expect(s.b).toEqual(r.a);
      }),
    );
  });

  it("overkill never exceeds the winner's pool size", () => {
    fc.assert(
      fc.property(pool, pool, (a, b) => {
        const r = compare(a, b);
        expect(r.overkill).toBeGreaterThanOrEqual(0);
        expect(r.overkill).toBeLessThanOrEqual(sides(r).win.length);
      }),
    );
  });

  it("overkill >= 1 exactly when the winner's top die is strictly higher", () => {
    fc.assert(
      fc.property(pool, pool, (a, b) => {
        const r = compare(a, b);
        if (r.winner === 'tie') {
          expect(r.overkill).toBe(0);
          return;
        }
        const { win, lose } = sides(r);
        expect(r.overkill >= 1).toBe(top(win) > top(lose));
        // A strictly higher top die decides at position 0; anything later has overkill 0.
        expect(r.decidedAt === 0).toBe(r.overkill >= 1);
      }),
    );
  });

  it("the winner's top die is at least the loser's top die", () => {
    fc.assert(
      fc.property(pool, pool, (a, b) => {
        const r = compare(a, b);
        const { win, lose } = sides(r);
        expect(top(win)).toBeGreaterThanOrEqual(top(lose));
      }),
    );
  });

  it('a tie happens only when the sorted pools are equal', () => {
    fc.assert(
      fc.property(pool, pool, (a, b) => {
        const r = compare(a, b);
        expect(r.winner === 'tie').toBe(JSON.stringify(r.a) === JSON.stringify(r.b));
      }),
    );
  });

  it('a pool always ties with a shuffle of itself', () => {
    fc.assert(
      fc.property(pool, (a) => {
        expect(compare(a, [...a].reverse()).winner).toBe('tie');
      }),
    );
  });

  it('results are sorted descending copies of the inputs', () => {
    fc.assert(
      fc.property(pool, pool, (a, b) => {
        const r = compare(a, b);
        expect(r.a).toEqual([...a].sort((x, y) => y - x));
        expect(r.b).toEqual([...b].sort((x, y) => y - x));
      }),
    );
  });
});

describe('describeContest', () => {
  it('explains a first-die win', () => {
    expect(describeContest(compare([6, 1], [5, 5]), 'Ram', 'Viper')).toBe(
      '6 beats 5 at the first die: Ram wins, overkill 1',
    );
  });

  it('explains a later win against a missing die', () => {
    expect(describeContest(compare([3, 2, 1], [3, 2]), 'Ram', 'Viper')).toBe(
      '3 ties 3, 2 ties 2, 1 beats nothing: Ram wins, overkill 0',
    );
  });

  it("names side B and puts the winner's die first", () => {
    expect(describeContest(compare([4, 4], [6, 5]), 'Ram', 'Viper')).toBe(
      '6 beats 4 at the first die: Viper wins, overkill 2',
    );
    expect(describeContest(compare([5, 2], [5, 3]), 'Ram', 'Viper')).toBe(
      '5 ties 5, 3 beats 2: Viper wins, overkill 0',
    );
  });

  it('explains an empty pool', () => {
    expect(describeContest(compare([], [2]), 'Ram', 'Viper')).toBe(
      '2 beats nothing at the first die: Viper wins, overkill 1',
    );
  });

  it('explains ties', () => {
    expect(describeContest(compare([4, 2], [2, 4]), 'Ram', 'Viper')).toBe('Every die ties: no winner');
    expect(describeContest(compare([], []), 'Ram', 'Viper')).toBe('Neither side has dice: no winner');
  });

  it('shortens a long run of ties', () => {
    expect(describeContest(compare([6, 5, 4, 3, 2], [6, 5, 4, 3, 1]), 'Ram', 'Viper')).toBe(
      'The first 4 dice tie, 2 beats 1 at the fifth die: Ram wins, overkill 0',
    );
  });

  it('always names the winner and the overkill (property)', () => {
    const pool = fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 10 });
    fc.assert(
      fc.property(pool, pool, (a, b) => {
        const r = compare(a, b);
        const text = describeContest(r, 'Ram', 'Viper');
        if (r.winner === 'tie') expect(text).toMatch(/no winner$/);
        else expect(text).toMatch(new RegExp(`: ${r.winner === 'A' ? 'Ram' : 'Viper'} wins, overkill ${r.overkill}$`));
      }),
    );
  });
});
