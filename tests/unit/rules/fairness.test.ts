import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { rollPool, type Sides } from '../../../src/rules/core/dice';
import {
  ALPHA,
  chanceWords,
  chiSquareSurvival,
  FAIRNESS_HELP,
  faceCounts,
  faceCountWords,
  faceTally,
  fairnessCheck,
  fairnessSentence,
  gammaQ,
  lnGamma,
} from '../../../src/rules/core/fairness';
import { createSeededRng } from '../../../src/rules/core/rng';
import { appRng } from '../../../src/ui/dice/app-rng';

describe('faceCounts', () => {
  it('counts faces 1..sides, index 0 = the ones', () => {
    expect(faceCounts([1, 6, 6, 3, 1, 6], 6)).toEqual([2, 0, 1, 0, 0, 3]);
    expect(faceCounts([], 4)).toEqual([0, 0, 0, 0]);
  });

  it('leaves out values that are not faces of the die, and says how many', () => {
    expect(faceTally([1, 7, 0, 2.5, -1, Number.NaN, 2, 6], 6)).toEqual({ counts: [1, 1, 0, 0, 0, 1], ignored: 5 });
    expect(faceCounts([20, 21], 20).reduce((x, y) => x + y, 0)).toBe(1);
  });

  it('refuses a die with fewer than 2 sides', () => {
    expect(() => faceCounts([1], 1)).toThrow(RangeError);
    expect(() => faceCounts([1], 2.5)).toThrow(RangeError);
  });
});

describe('the chi-square survival function', () => {
  it('gives the textbook critical values (±1e-4)', () => {
    expect(chiSquareSurvival(11.0705, 5)).toBeCloseTo(0.05, 4);
    expect(chiSquareSurvival(15.0863, 5)).toBeCloseTo(0.01, 4);
    expect(chiSquareSurvival(3.84146, 1)).toBeCloseTo(0.05, 4);
    expect(Math.abs(chiSquareSurvival(11.0705, 5) - 0.05)).toBeLessThan(1e-4);
    expect(Math.abs(chiSquareSurvival(15.0863, 5) - 0.01)).toBeLessThan(1e-4);
    expect(Math.abs(chiSquareSurvival(3.84146, 1) - 0.05)).toBeLessThan(1e-4);
  });

  it('matches the critical values to full precision (1e-9)', () => {
    expect(Math.abs(chiSquareSurvival(11.070497693516351, 5) - 0.05)).toBeLessThan(1e-9);
    expect(Math.abs(chiSquareSurvival(15.08627246938899, 5) - 0.01)).toBeLessThan(1e-9);
    expect(Math.abs(chiSquareSurvival(3.841458820694124, 1) - 0.05)).toBeLessThan(1e-9);
    expect(Math.abs(chiSquareSurvival(30.14352720564616, 19) - 0.05)).toBeLessThan(1e-9);
  });

  it('matches the closed forms: even df (Poisson sums) and df 1 (erfc) to 1e-9', () => {
    for (const x of [0.01, 0.5, 1, 2, 5, 9.9, 10, 15, 30, 60, 120]) {
      for (const df of [2, 4, 6, 10, 20]) {
        const k = df / 2;
        let term = 1;
        let sum = 1;
        for (let i = 1; i < k; i += 1) {
          term *= x / 2 / i;
          sum += term;
        }
        expect(Math.abs(chiSquareSurvival(x, df) - Math.exp(-x / 2) * sum), `x=${x} df=${df}`).toBeLessThan(1e-9);
      }
    }
    // Q(1/2, x) = erfc(√x): erfc(0.5), erfc(1), erfc(2).
    expect(Math.abs(chiSquareSurvival(0.5, 1) - 0.4795001221869535)).toBeLessThan(1e-9);
    expect(Math.abs(chiSquareSurvival(2, 1) - 0.157299207050285)).toBeLessThan(1e-9);
    expect(Math.abs(chiSquareSurvival(8, 1) - 0.004677734981047266)).toBeLessThan(1e-9);
  });

  it('holds Q(a + 1, x) = Q(a, x) + x^a e^-x / Γ(a + 1) across the series / fraction switch', () => {
    for (const a of [0.5, 1.5, 2.5, 4.5, 9.5]) {
      for (const x of [0.3, a, a + 0.99, a + 1, a + 1.01, 3 * a + 2]) {
        const step = Math.exp(a * Math.log(x) - x - lnGamma(a + 1));
        expect(Math.abs(gammaQ(a + 1, x) - (gammaQ(a, x) + step)), `a=${a} x=${x}`).toBeLessThan(1e-12);
      }
    }
  });

  it('has the edges right', () => {
    expect(chiSquareSurvival(0, 5)).toBe(1);
    expect(chiSquareSurvival(-1, 5)).toBe(1);
    expect(gammaQ(2, Number.POSITIVE_INFINITY)).toBe(0);
    expect(chiSquareSurvival(1000, 5)).toBeLessThan(1e-200);
    expect(Math.abs(lnGamma(5) - Math.log(24))).toBeLessThan(1e-12);
    expect(Math.abs(lnGamma(0.5) - Math.log(Math.sqrt(Math.PI)))).toBeLessThan(1e-12);
    expect(() => chiSquareSurvival(1, 0)).toThrow(RangeError);
  });
});

describe('fairnessCheck (fixed data)', () => {
  it("Bo's typed D6s: 31 ones in 120 rolls is flagged at the 1% line", () => {
    const check = fairnessCheck([31, 10, 12, 22, 22, 23]);
    expect(check).toMatchObject({ rolls: 120, sides: 6, df: 5, flagged: true, tooFew: false, needed: 30 });
    expect(check.chiSquare).toBeCloseTo(15.1, 12); // (121 + 100 + 64 + 4 + 4 + 9) / 20
    expect(check.pValue).toBeCloseTo(0.0099435, 6);
    expect(check.mostOff).toEqual({ face: 1, seen: 31, expected: 20 });
  });

  it('an even tally is never flagged: chi-square 0, p 1', () => {
    const check = fairnessCheck([20, 20, 20, 20, 20, 20]);
    expect(check).toMatchObject({ chiSquare: 0, pValue: 1, flagged: false });
  });

  it('just above the line is not flagged (p 0.01036 ≥ ALPHA)', () => {
    const check = fairnessCheck([55, 55, 55, 55, 55, 25]);
    expect(check.chiSquare).toBeCloseTo(15, 12);
    expect(check.pValue).toBeCloseTo(0.0103623, 6);
    expect(check.pValue).toBeGreaterThan(ALPHA);
    expect(check.flagged).toBe(false);
    expect(check.mostOff).toEqual({ face: 6, seen: 25, expected: 50 });
  });

  it('too few rolls (under 5 expected per face) is never flagged, however lopsided', () => {
    const check = fairnessCheck([0, 0, 0, 0, 0, 29]);
    expect(check.pValue).toBeLessThan(1e-20);
    expect(check).toMatchObject({ rolls: 29, tooFew: true, flagged: false, needed: 30 });
    expect(fairnessCheck([0, 0, 0, 0, 0, 30])).toMatchObject({ tooFew: false, flagged: true });
    expect(fairnessCheck(new Array<number>(20).fill(4))).toMatchObject({ rolls: 80, tooFew: true, needed: 100 });
    expect(fairnessCheck([0, 0, 0, 0, 0, 0])).toMatchObject({ rolls: 0, chiSquare: 0, pValue: 1, tooFew: true });
  });

  it('the furthest face wins mostOff; on a tie, the lower face', () => {
    expect(fairnessCheck([25, 15, 20, 20, 20, 20]).mostOff.face).toBe(1);
    expect(fairnessCheck([20, 15, 20, 20, 20, 25]).mostOff.face).toBe(2);
    expect(fairnessCheck([20, 20, 20, 20, 20, 20, 45, 15]).mostOff).toEqual({ face: 7, seen: 45, expected: 22.5 });
  });

  it('refuses counts that are not whole numbers of rolls', () => {
    expect(() => fairnessCheck([1, -1, 3])).toThrow(RangeError);
    expect(() => fairnessCheck([1, 0.5, 3])).toThrow(RangeError);
    expect(() => fairnessCheck([7])).toThrow(RangeError);
  });
});

describe('the test tells a loaded die from a fair one', () => {
  it('300 D6 rolls, 100 trials each: loaded (a six at 2/7) flagged ≥ 90, fair flagged ≤ 5', () => {
    // The project's seeded generator (rules/core/rng.ts), as a fraction in [0, 1).
    const rng = createSeededRng(42);
    const next = () => rng.nextUint32() / 0x1_0000_0000;
    const TRIALS = 100;
    const ROLLS = 300;
    let loaded = 0;
    let fair = 0;
    for (let t = 0; t < TRIALS; t += 1) {
      const loadedFaces: number[] = [];
      const fairFaces: number[] = [];
      for (let r = 0; r < ROLLS; r += 1) {
        // Seven equal slots, the sixth face owning two of them: 2/7 for a six, 1/7 for the rest.
        loadedFaces.push(Math.min(6, Math.floor(next() * 7) + 1));
        fairFaces.push(Math.floor(next() * 6) + 1);
      }
      if (fairnessCheck(faceCounts(loadedFaces, 6)).flagged) loaded += 1;
      if (fairnessCheck(faceCounts(fairFaces, 6)).flagged) fair += 1;
    }
    console.log(`dice fairness: loaded D6 flagged ${loaded}/100, fair D6 flagged ${fair}/100`);
    expect(loaded).toBeGreaterThanOrEqual(90);
    expect(fair).toBeLessThanOrEqual(5);
  });
});

describe("the app's own dice pass (rollPool on the app's crypto source, 100,000 rolls)", () => {
  // The UI rolls with rollPool / rollDie on appRng: createCryptoRng over crypto.getRandomValues,
  // which in Node is node:crypto's webcrypto.
  it('runs on the platform crypto the app uses', () => {
    expect(globalThis.crypto).toBe(webcrypto);
  });

  function appDice(sides: Sides, rolls: number) {
    const faces: number[] = [];
    while (faces.length < rolls) faces.push(...rollPool(appRng, Math.min(100, rolls - faces.length), sides));
    const tally = faceTally(faces, sides);
    expect(tally.ignored).toBe(0);
    return fairnessCheck(tally.counts);
  }

  // Fair dice are flagged 1 time in 100 by design, so one draw would fail this test about 1 run
  // in 50 (two dice). A flagged first draw gets one fresh draw of the same size: a real bias
  // large enough to show in 100,000 rolls shows in both; chance does so 1 time in 10,000.
  for (const sides of [6, 20] as const) {
    it(`D${sides}: not flagged`, () => {
      const first = appDice(sides, 100_000);
      expect(first).toMatchObject({ rolls: 100_000, sides, tooFew: false });
      const check = first.flagged ? appDice(sides, 100_000) : first;
      expect(check.flagged, fairnessSentence(`The app's D${sides}s`, check)).toBe(false);
    });
  }
});

describe('in plain words', () => {
  const bo = "Bo's typed D6s";

  it('flagged, about 1 time in 100', () => {
    expect(fairnessSentence(bo, fairnessCheck([31, 10, 12, 22, 22, 23]))).toBe(
      "Bo's typed D6s: 31 ones in 120 rolls; fair dice give about 20. That happens by chance about 1 time in 100.",
    );
  });

  it('flagged, a face beyond 6 and N to 2 significant figures', () => {
    // p = 0.000383: 1 / p = 2,614 → 2,600.
    expect(fairnessSentence("Cy's D8s", fairnessCheck([20, 20, 20, 20, 20, 20, 45, 15]))).toBe(
      "Cy's D8s: 45 7s in 180 rolls; fair dice give about 23. That happens by chance about 1 time in 2,600.",
    );
  });

  it('flagged for a face that came up too seldom', () => {
    const check = fairnessCheck([56, 56, 56, 56, 56, 20]);
    expect(check.chiSquare).toBeCloseTo(21.6, 12);
    expect(fairnessSentence(bo, check)).toBe(
      "Bo's typed D6s: 20 sixes in 300 rolls; fair dice give about 50. That happens by chance about 1 time in 1,600.",
    );
  });

  it('flagged, less than 1 time in a million', () => {
    expect(fairnessSentence(bo, fairnessCheck([100, 20, 20, 20, 20, 20]))).toBe(
      "Bo's typed D6s: 100 ones in 200 rolls; fair dice give about 33. That happens by chance less than 1 time in a million.",
    );
  });

  it('nothing unusual, about N times in 100', () => {
    expect(fairnessSentence(bo, fairnessCheck([28, 14, 20, 19, 20, 19]))).toBe(
      "Bo's typed D6s: 120 rolls, nothing unusual: fair dice give results like these about 40 times in 100.",
    );
  });

  it('nothing unusual, though rare (between the 1% line and 1 in 10)', () => {
    expect(fairnessSentence(bo, fairnessCheck([55, 55, 55, 55, 55, 25]))).toBe(
      "Bo's typed D6s: 300 rolls, nothing unusual: fair dice give results like these about 1 time in 97.",
    );
  });

  it('too few rolls to tell', () => {
    expect(fairnessSentence(bo, fairnessCheck([3, 2, 4, 1, 0, 2]))).toBe(
      "Bo's typed D6s: too few rolls to tell (at least 30 needed, 12 so far).",
    );
    expect(fairnessSentence('The D20s', fairnessCheck(new Array<number>(20).fill(1)))).toBe(
      'The D20s: too few rolls to tell (at least 100 needed, 20 so far).',
    );
  });

  it('chance in words: the rounding', () => {
    expect(chanceWords(1)).toBe('about 100 times in 100');
    expect(chanceWords(0.4038)).toBe('about 40 times in 100');
    expect(chanceWords(0.1)).toBe('about 10 times in 100');
    expect(chanceWords(0.0999)).toBe('about 1 time in 10');
    expect(chanceWords(0.03)).toBe('about 1 time in 33');
    expect(chanceWords(0.0043)).toBe('about 1 time in 230');
    expect(chanceWords(0.000123)).toBe('about 1 time in 8,100');
    expect(chanceWords(1.2e-5)).toBe('about 1 time in 83,000');
    expect(chanceWords(1.01e-6)).toBe('about 1 time in 990,000');
    expect(chanceWords(1e-6)).toBe('about 1 time in a million');
    expect(chanceWords(9.99e-7)).toBe('less than 1 time in a million');
    expect(chanceWords(0)).toBe('less than 1 time in a million');
  });

  it('face names', () => {
    expect(faceCountWords(1, 31)).toBe('31 ones');
    expect(faceCountWords(2, 3)).toBe('3 twos');
    expect(faceCountWords(3, 3)).toBe('3 threes');
    expect(faceCountWords(4, 3)).toBe('3 fours');
    expect(faceCountWords(5, 3)).toBe('3 fives');
    expect(faceCountWords(6, 3)).toBe('3 sixes');
    expect(faceCountWords(7, 12)).toBe('12 7s');
    expect(faceCountWords(20, 1234)).toBe('1,234 20s');
    expect(faceCountWords(6, 1)).toBe('a single six');
    expect(faceCountWords(12, 1)).toBe('a single 12');
    expect(faceCountWords(5, 0)).toBe('no fives');
    expect(faceCountWords(8, 0)).toBe('no 8s');
  });

  it('the help names the test and the threshold', () => {
    expect(FAIRNESS_HELP).toContain("Pearson's chi-square goodness-of-fit test");
    expect(FAIRNESS_HELP).toContain('1%');
    expect(ALPHA).toBe(0.01);
  });
});
