// Random sources for dice. Nothing here touches a global: the UI injects the platform's
// crypto source, and tests/replays use the seeded generator.

export interface Rng {
  /** An integer in [0, 2^32). */
  nextUint32(): number;
}

const TWO_POW_32 = 0x1_0000_0000;
const CRYPTO_BUFFER_SIZE = 64;

/**
 * Wraps an injected fill function (the UI passes `crypto.getRandomValues.bind(crypto)`).
 * Values are fetched 64 at a time because one fill call per die is needlessly slow.
 */
export function createCryptoRng(fill: (buf: Uint32Array) => Uint32Array): Rng {
  const buffer = new Uint32Array(CRYPTO_BUFFER_SIZE);
  let values: Uint32Array = buffer;
  let index = values.length; // start exhausted so the first draw fills
  return {
    nextUint32(): number {
      if (index >= values.length) {
        // getRandomValues fills in place and returns the same array; using the return
        // value also works with a fill function that hands back a fresh array.
        values = fill(buffer);
        index = 0;
        if (values.length === 0) throw new Error('Random source returned no values');
      }
      const value = values[index];
      index += 1;
      if (value === undefined) throw new Error('Random source returned too few values');
      return value;
    },
  };
}

/**
 * sfc32 (Chris Doty-Humphrey's Small Fast Counting generator, from PractRand): small,
 * fast and passes standard statistical batteries. Deterministic for a given seed, which
 * is what tests and replays need. Not for anything security-related.
 */
export function createSeededRng(seed: number): Rng {
  // Spread the one 32-bit seed over the state with splitmix32-style mixing, so that
  // nearby seeds (0, 1, 2...) start from unrelated states.
  let s = seed >>> 0;
  const next = (): number => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
    z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
    return (z ^ (z >>> 15)) >>> 0;
  };
  let a = next();
  let b = next();
  let c = next();
  let counter = 1;

  const step = (): number => {
    const t = (((a + b) >>> 0) + counter) >>> 0;
    counter = (counter + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t;
  };
  // The reference implementation discards the first outputs to mix the state.
  for (let i = 0; i < 12; i += 1) step();

  return { nextUint32: step };
}

/**
 * An integer in [0, n) with no modulo bias. Plain `value % n` favours small results when
 * 2^32 is not a multiple of n, so values in the short last block are rejected and redrawn.
 */
export function uniformInt(rng: Rng, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_POW_32) {
    throw new RangeError(`uniformInt needs an integer n in [1, 2^32]; got ${n}`);
  }
  // Largest multiple of n not above 2^32 (numbers here stay well inside double precision).
  const limit = TWO_POW_32 - (TWO_POW_32 % n);
  for (;;) {
    const value = rng.nextUint32();
    if (value < limit) return value % n;
  }
}
