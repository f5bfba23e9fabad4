import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Rng } from '../../../src/rules/core/rng';
import { createCryptoRng, createSeededRng, uniformInt } from '../../../src/rules/core/rng';

const TWO_POW_32 = 2 ** 32;

/** An Rng that returns a scripted sequence and records how many values were drawn. */
function scripted(values: number[]): Rng & { drawn: () => number } {
  let i = 0;
  return {
    nextUint32() {
      const v = values[i];
      if (v === undefined) throw new Error('script exhausted');
      i += 1;
      return v;
    },
    drawn: () => i,
  };
}

describe('uniformInt', () => {
  it('rejects values in the biased tail for n=6 and uses the next value', () => {
    // 2^32 % 6 = 4, so limit = 4294967292; 4294967292..4294967295 are rejected.
    const rng = scripted([4294967295, 4294967292, 13]);
    expect(uniformInt(rng, 6)).toBe(13 % 6);
    expect(rng.drawn()).toBe(3);
  });

  it('accepts the last value below the limit for n=6', () => {
    const rng = scripted([4294967291]);
    expect(uniformInt(rng, 6)).toBe(4294967291 % 6);
    expect(4294967291 % 6).toBe(5);
    expect(rng.drawn()).toBe(1);
  });

  it('accepts 0 for n=6', () => {
    expect(uniformInt(scripted([0]), 6)).toBe(0);
  });

  it('n=20 rejects 2^32 - 16 and above (2^32 % 20 = 16)', () => {
    const rng = scripted([TWO_POW_32 - 16, TWO_POW_32 - 1, TWO_POW_32 - 17]);
    expect(uniformInt(rng, 20)).toBe((TWO_POW_32 - 17) % 20);
    expect(rng.drawn()).toBe(3);
  });

  it('n=1 always returns 0 with a single draw', () => {
    for (const v of [0, 1, 12345, TWO_POW_32 - 1]) {
      const rng = scripted([v]);
      expect(uniformInt(rng, 1)).toBe(0);
      expect(rng.drawn()).toBe(1);
    }
  });

  it('n=2^32 accepts every value unchanged', () => {
    for (const v of [0, 7, TWO_POW_32 - 1]) {
      const rng = scripted([v]);
      expect(uniformInt(rng, TWO_POW_32)).toBe(v);
      expect(rng.drawn()).toBe(1);
    }
  });

  it('n=2^31 accepts every value (2^32 is a multiple) and keeps the low bits', () => {
    const rng = scripted([TWO_POW_32 - 1]);
    expect(uniformInt(rng, 2 ** 31)).toBe(2 ** 31 - 1);
  });

  it('throws RangeError for n outside [1, 2^32] or not an integer', () => {
    const rng = scripted([]);
    for (const n of [0, -1, 1.5, TWO_POW_32 + 1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => uniformInt(rng, n)).toThrow(RangeError);
    }
    expect(rng.drawn()).toBe(0);
  });

  it('always lands in [0, n) (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: TWO_POW_32 }),
        fc.array(fc.integer({ min: 0, max: TWO_POW_32 - 1 }), { minLength: 1, maxLength: 4 }),
        (n, prefix) => {
          // Finish the script with 0, which every n accepts, so the draw always ends.
          const result = uniformInt(scripted([...prefix, 0]), n);
          expect(Number.isInteger(result)).toBe(true);
          expect(result).toBeGreaterThanOrEqual(0);
          expect(result).toBeLessThan(n);
        },
      ),
    );
  });
});

describe('createCryptoRng', () => {
  it('returns the filled values in order', () => {
    const fill = (buf: Uint32Array): Uint32Array => {
      for (let i = 0; i < buf.length; i += 1) buf[i] = i * 3 + 1;
      return buf;
    };
    const rng = createCryptoRng(fill);
    expect([rng.nextUint32(), rng.nextUint32(), rng.nextUint32()]).toEqual([1, 4, 7]);
  });

  it('fills lazily, buffers, and refills once the buffer is used up', () => {
    let calls = 0;
    let sizes: number[] = [];
    const fill = (buf: Uint32Array): Uint32Array => {
      calls += 1;
      sizes.push(buf.length);
      // Each fill writes a distinct block so a refill is visible in the values.
      for (let i = 0; i < buf.length; i += 1) buf[i] = calls * 1000 + i;
      return buf;
    };
    const rng = createCryptoRng(fill);
    expect(calls).toBe(0);

    const first = rng.nextUint32();
    expect(first).toBe(1000);
    expect(calls).toBe(1);
    const size = sizes[0] ?? 0;
    expect(size).toBeGreaterThan(1);

    const rest: number[] = [];
    for (let i = 1; i < size; i += 1) rest.push(rng.nextUint32());
    expect(calls).toBe(1);
    expect(rest.at(-1)).toBe(1000 + size - 1);

    expect(rng.nextUint32()).toBe(2000);
    expect(calls).toBe(2);
    sizes = sizes.slice(1);
    expect(sizes).toEqual([size]);
  });

  it('passes values through with full 32-bit range', () => {
    const fill = (buf: Uint32Array): Uint32Array => {
      buf.fill(0xffffffff);
      return buf;
    };
    expect(createCryptoRng(fill).nextUint32()).toBe(TWO_POW_32 - 1);
  });

  it('works with uniformInt rejection across a refill', () => {
    // Every value in the first block is in the rejected tail for n=6; the second is 10.
    let calls = 0;
    const fill = (buf: Uint32Array): Uint32Array => {
      calls += 1;
      buf.fill(calls === 1 ? TWO_POW_32 - 1 : 10);
      return buf;
    };
    expect(uniformInt(createCryptoRng(fill), 6)).toBe(4);
    expect(calls).toBe(2);
  });
});

describe('createSeededRng', () => {
  const take = (rng: Rng, n: number): number[] => Array.from({ length: n }, () => rng.nextUint32());

  it('is deterministic for the same seed', () => {
    expect(take(createSeededRng(42), 100)).toEqual(take(createSeededRng(42), 100));
  });

  it('differs for different seeds, including adjacent ones', () => {
    const a = take(createSeededRng(1), 20);
    const b = take(createSeededRng(2), 20);
    const c = take(createSeededRng(0), 20);
    expect(a).not.toEqual(b);
    expect(a).not.toEqual(c);
    expect(b).not.toEqual(c);
  });

  it('produces uint32 values that are not stuck', () => {
    const values = take(createSeededRng(7), 1000);
    for (const v of values) {
      expect(Number.isInteger(v)).toBe(true);
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(TWO_POW_32);
    }
    expect(new Set(values).size).toBeGreaterThan(990);
  });

  it('is deterministic for any seed (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: TWO_POW_32 - 1 }), (seed) => {
        expect(take(createSeededRng(seed), 5)).toEqual(take(createSeededRng(seed), 5));
      }),
      { numRuns: 50 },
    );
  });
});
