import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Sides } from '../../../src/rules/core/dice';
import {
  DICE_SIDES,
  formatPool,
  isValidFace,
  parsePool,
  rollDie,
  rollPool,
  sortDesc,
  sum,
  validateFaces,
} from '../../../src/rules/core/dice';
import type { Rng } from '../../../src/rules/core/rng';
import { createSeededRng } from '../../../src/rules/core/rng';

const DRAWS = 600_000;
const SEED = 20240611;

/** Pearson chi-square statistic of face counts against a uniform expectation. */
function chiSquare(rng: Rng, sides: Sides, faces: number, draws: number): number {
  const counts = new Array<number>(faces + 1).fill(0);
  for (let i = 0; i < draws; i += 1) {
    const face = rollDie(rng, sides);
    counts[face] = (counts[face] ?? 0) + 1;
  }
  // Every draw must land on a face 1..faces; anything else would be lost from the sum.
  expect(counts.slice(1).reduce((x, y) => x + y, 0)).toBe(draws);
  const expected = draws / faces;
  let stat = 0;
  for (let f = 1; f <= faces; f += 1) {
    const observed = counts[f] ?? 0;
    stat += (observed - expected) ** 2 / expected;
  }
  return stat;
}

/** An Rng cycling through fixed values, for exact face-mapping checks. */
function cycle(values: number[]): Rng {
  let i = 0;
  return {
    nextUint32() {
      const v = values[i % values.length] ?? 0;
      i += 1;
      return v;
    },
  };
}

describe('rollDie distribution (chi-square, 600,000 draws, fixed seed)', () => {
  it('D6 fits uniform below the 0.999 critical value (5 dof: 20.515)', () => {
    const stat = chiSquare(createSeededRng(SEED), 6, 6, DRAWS);
    expect(stat).toBeLessThan(20.515);
  });

  it('D20 fits uniform below the 0.999 critical value (19 dof: 43.820)', () => {
    const stat = chiSquare(createSeededRng(SEED + 1), 20, 20, DRAWS);
    expect(stat).toBeLessThan(43.82);
  });

  it('D3 (via D6) fits uniform below the 0.999 critical value (2 dof: 13.816)', () => {
    const stat = chiSquare(createSeededRng(SEED + 2), 3, 3, DRAWS);
    expect(stat).toBeLessThan(13.816);
  });

  it('the chi-square check does catch a biased die', () => {
    // A source cycling 0..10 gives faces 1-5 twice as often as 6: the test must reject it.
    let i = 0;
    const biased: Rng = { nextUint32: () => i++ % 11 };
    expect(chiSquare(biased, 6, 6, 60_000)).toBeGreaterThan(20.515);
  });
});

describe('rollDie face mapping', () => {
  it('maps uniformInt result r to face r + 1', () => {
    expect(rollDie(cycle([0]), 6)).toBe(1);
    expect(rollDie(cycle([5]), 6)).toBe(6);
    expect(rollDie(cycle([19]), 20)).toBe(20);
    expect(rollDie(cycle([7]), 8)).toBe(8);
    expect(rollDie(cycle([11]), 12)).toBe(12);
  });

  it('rolls a D3 as a D6 halved up: 1-2 → 1, 3-4 → 2, 5-6 → 3', () => {
    const faces = [0, 1, 2, 3, 4, 5].map((r) => rollDie(cycle([r]), 3));
    expect(faces).toEqual([1, 1, 2, 2, 3, 3]);
  });

  it('faces are always within 1..sides (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        fc.constantFrom(...DICE_SIDES),
        fc.integer({ min: 0, max: 100 }),
        (seed, sides, count) => {
          const pool = rollPool(createSeededRng(seed), count, sides);
          expect(pool).toHaveLength(count);
          for (const face of pool) {
            expect(Number.isInteger(face)).toBe(true);
            expect(face).toBeGreaterThanOrEqual(1);
            expect(face).toBeLessThanOrEqual(sides);
          }
          expect(validateFaces(pool, sides)).toBeNull();
        },
      ),
    );
  });
});

describe('rollPool', () => {
  it('rolls count dice, deterministic for a seed', () => {
    const a = rollPool(createSeededRng(3), 10, 6);
    const b = rollPool(createSeededRng(3), 10, 6);
    expect(a).toHaveLength(10);
    expect(a).toEqual(b);
  });

  it('allows 0 and 100 dice', () => {
    expect(rollPool(createSeededRng(1), 0, 6)).toEqual([]);
    expect(rollPool(createSeededRng(1), 100, 20)).toHaveLength(100);
  });

  it('throws RangeError for counts outside 0..100 or non-integers', () => {
    const rng = createSeededRng(1);
    for (const count of [-1, 101, 2.5, Number.NaN]) {
      expect(() => rollPool(rng, count, 6)).toThrow(RangeError);
    }
  });
});

describe('face validation', () => {
  it('isValidFace accepts 1..sides integers only', () => {
    expect(isValidFace(1, 6)).toBe(true);
    expect(isValidFace(6, 6)).toBe(true);
    expect(isValidFace(0, 6)).toBe(false);
    expect(isValidFace(7, 6)).toBe(false);
    expect(isValidFace(2.5, 6)).toBe(false);
    expect(isValidFace(Number.NaN, 6)).toBe(false);
    expect(isValidFace(4, 3)).toBe(false);
    expect(isValidFace(20, 20)).toBe(true);
  });

  it('validateFaces returns null for valid faces', () => {
    expect(validateFaces([], 6)).toBeNull();
    expect(validateFaces([1, 8, 4], 8)).toBeNull();
  });

  it('validateFaces names the die and the first bad face', () => {
    expect(validateFaces([3, 9, 10], 8)).toBe('A D8 shows 1 to 8; got 9');
    expect(validateFaces([0], 6)).toBe('A D6 shows 1 to 6; got 0');
    expect(validateFaces([4], 3)).toBe('A D3 shows 1 to 3; got 4');
    expect(validateFaces([1.5], 20)).toBe('A D20 shows 1 to 20; got 1.5');
  });
});

describe('sortDesc and sum', () => {
  it('sortDesc sorts numerically, highest first, without mutating', () => {
    const input = [2, 10, 1, 6, 6];
    expect(sortDesc(input)).toEqual([10, 6, 6, 2, 1]);
    expect(input).toEqual([2, 10, 1, 6, 6]);
  });

  it('sum adds faces; empty is 0', () => {
    expect(sum([])).toBe(0);
    expect(sum([6, 5, 1])).toBe(12);
  });
});

describe('pool notation', () => {
  it('parses the supported forms', () => {
    expect(parsePool('D6')).toEqual({ count: 1, sides: 6 });
    expect(parsePool('d20')).toEqual({ count: 1, sides: 20 });
    expect(parsePool('4D6')).toEqual({ count: 4, sides: 6 });
    expect(parsePool('2d8')).toEqual({ count: 2, sides: 8 });
    expect(parsePool('1D3')).toEqual({ count: 1, sides: 3 });
    expect(parsePool('20D12')).toEqual({ count: 20, sides: 12 });
    expect(parsePool(' 3D6 ')).toEqual({ count: 3, sides: 6 });
  });

  it('returns null for anything else', () => {
    for (const text of [
      '',
      'D',
      '6',
      'D4',
      'D10',
      'D100',
      '0D6',
      '21D6',
      '04D6',
      'D06',
      '-1D6',
      '2.5D6',
      '2 D6',
      '2D6+1',
      'DD6',
      '3x6',
      'D6D6',
      'd 6',
    ]) {
      expect(parsePool(text), text).toBeNull();
    }
  });

  it('formats with the count, omitting a count of 1', () => {
    expect(formatPool({ count: 4, sides: 6 })).toBe('4D6');
    expect(formatPool({ count: 1, sides: 20 })).toBe('D20');
    expect(formatPool({ count: 2, sides: 3 })).toBe('2D3');
  });

  it('parse(format(spec)) round trips for every count 1..20 and size (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.constantFrom(...DICE_SIDES), (count, sides) => {
        const spec = { count, sides };
        expect(parsePool(formatPool(spec))).toEqual(spec);
      }),
    );
  });

  it('format(parse(text)) normalises case and drops a count of 1', () => {
    expect(formatPool(parsePool('d20') ?? { count: 0, sides: 6 })).toBe('D20');
    expect(formatPool(parsePool('1d8') ?? { count: 0, sides: 6 })).toBe('D8');
    expect(formatPool(parsePool('4d6') ?? { count: 0, sides: 6 })).toBe('4D6');
  });
});
