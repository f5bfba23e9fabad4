// Were the dice fair? (issue 42) The statistics core: tally the faces a set of dice showed,
// test the tally against the even spread fair dice give (Pearson's chi-square goodness of fit),
// and say the result in plain words. Pure: no DOM, no randomness, no clock.

/**
 * The p-value below which a tally is flagged. A fair die must be flagged at most 5 times in
 * 100; at 1% it is flagged about 1 time in 100, so a table that checks every player's dice
 * after a few games rarely sees a false accusation, while a die loaded hard enough to matter
 * is still caught once there are a few hundred rolls.
 */
export const ALPHA = 0.01;

/** Fewest rolls per face the test needs: below 5 expected per face the chi-square approximation is unreliable. */
export const MIN_EXPECTED_PER_FACE = 5;

/** One line for the help: which test, which threshold. */
export const FAIRNESS_HELP =
  "How this is checked: Pearson's chi-square goodness-of-fit test compares how often each face came up with the even spread fair dice give, and calls the dice unusual only when fair dice would land this far from even less than 1 time in 100 (a 1% threshold).";

export interface FaceTally {
  /** counts[i] is how many times face i + 1 came up. */
  counts: number[];
  /** Values that are not a whole number from 1 to sides (a typo, a different die): left out of the counts. */
  ignored: number;
}

function checkSides(sides: number): void {
  if (!Number.isInteger(sides) || sides < 2) throw new RangeError(`A die has at least 2 sides; got ${sides}`);
}

/**
 * Counts per face 1..sides, and how many values were left out. A value that is not a whole
 * number from 1 to sides is not a face of this die, so it is ignored (and counted as such)
 * rather than thrown on: one bad entry in a long journal must not hide the rest.
 */
export function faceTally(faces: readonly number[], sides: number): FaceTally {
  checkSides(sides);
  const counts = new Array<number>(sides).fill(0);
  let ignored = 0;
  for (const face of faces) {
    if (Number.isInteger(face) && face >= 1 && face <= sides) counts[face - 1] = (counts[face - 1] ?? 0) + 1;
    else ignored += 1;
  }
  return { counts, ignored };
}

/** Counts per face 1..sides (counts[0] is the ones); values outside 1..sides are ignored (see faceTally). */
export function faceCounts(faces: readonly number[], sides: number): number[] {
  return faceTally(faces, sides).counts;
}

export interface FairnessCheck {
  rolls: number;
  sides: number;
  /** Pearson's statistic: the sum over faces of (seen - expected)² / expected. */
  chiSquare: number;
  /** Degrees of freedom: sides - 1. */
  df: number;
  /** How often fair dice land at least this far from even: the chi-square survival function at chiSquare. */
  pValue: number;
  /** pValue < ALPHA, and enough rolls to tell. */
  flagged: boolean;
  /** Fewer than MIN_EXPECTED_PER_FACE rolls expected per face: the test cannot tell, so never flagged. */
  tooFew: boolean;
  /** Rolls the test needs for this die (MIN_EXPECTED_PER_FACE per face). */
  needed: number;
  /** The face furthest from its expected count (the lowest such face on a tie). */
  mostOff: { face: number; seen: number; expected: number };
}

/** Pearson's chi-square goodness-of-fit test of face counts (counts[i] = face i + 1) against fair dice. */
export function fairnessCheck(counts: readonly number[]): FairnessCheck {
  const sides = counts.length;
  checkSides(sides);
  let rolls = 0;
  for (const c of counts) {
    if (!Number.isInteger(c) || c < 0) throw new RangeError(`A face count is a whole number, 0 or more; got ${c}`);
    rolls += c;
  }
  const expected = rolls / sides;
  const needed = MIN_EXPECTED_PER_FACE * sides;
  let chiSquare = 0;
  let mostOff = { face: 1, seen: counts[0] ?? 0, expected };
  if (rolls > 0) {
    for (let i = 0; i < sides; i += 1) {
      const seen = counts[i] ?? 0;
      chiSquare += (seen - expected) ** 2 / expected;
      if (Math.abs(seen - expected) > Math.abs(mostOff.seen - expected)) mostOff = { face: i + 1, seen, expected };
    }
  }
  const df = sides - 1;
  const pValue = chiSquareSurvival(chiSquare, df);
  const tooFew = rolls < needed;
  return { rolls, sides, chiSquare, df, pValue, flagged: !tooFew && pValue < ALPHA, tooFew, needed, mostOff };
}

// ---------------------------------------------------------------------------------------------
// The chi-square survival function: P(X >= x) for X ~ chi-square(df) is Q(df/2, x/2), the
// regularized upper incomplete gamma function. Series for P when x < a + 1, Lentz's continued
// fraction for Q otherwise (Numerical Recipes 6.2); both converge to double precision.

const EPS = 1e-15;
const MAX_ITERATIONS = 1000;
const TINY = 1e-300;

// Lanczos approximation (g = 7, 9 coefficients), relative error below 1e-15 for x > 0.
const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];

/** ln Γ(x) for x > 0. */
export function lnGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - lnGamma(1 - x); // reflection
  const z = x - 1;
  let sum = LANCZOS[0] ?? 0;
  for (let i = 1; i < LANCZOS.length; i += 1) sum += (LANCZOS[i] ?? 0) / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** P(a, x) by its series, for x < a + 1. */
function lowerSeries(a: number, x: number): number {
  let term = 1 / a;
  let sum = term;
  for (let n = 1; n < MAX_ITERATIONS; n += 1) {
    term *= x / (a + n);
    sum += term;
    if (Math.abs(term) < Math.abs(sum) * EPS) break;
  }
  return sum * Math.exp(-x + a * Math.log(x) - lnGamma(a));
}

/** Q(a, x) by its continued fraction (modified Lentz), for x >= a + 1. */
function upperFraction(a: number, x: number): number {
  let b = x + 1 - a;
  let c = 1 / TINY;
  let d = 1 / b;
  let h = d;
  for (let n = 1; n < MAX_ITERATIONS; n += 1) {
    const an = -n * (n - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < TINY) d = TINY;
    c = b + an / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < EPS) break;
  }
  return Math.exp(-x + a * Math.log(x) - lnGamma(a)) * h;
}

/** Q(a, x) = Γ(a, x) / Γ(a), the regularized upper incomplete gamma function (a > 0, x >= 0). */
export function gammaQ(a: number, x: number): number {
  if (!(a > 0) || !(x >= 0)) throw new RangeError(`gammaQ needs a > 0 and x >= 0; got a=${a}, x=${x}`);
  if (x === 0) return 1;
  if (x === Number.POSITIVE_INFINITY) return 0;
  return x < a + 1 ? 1 - lowerSeries(a, x) : upperFraction(a, x);
}

/** P(X >= x) for X ~ chi-square with df degrees of freedom. */
export function chiSquareSurvival(x: number, df: number): number {
  if (!(df > 0)) throw new RangeError(`A chi-square needs df > 0; got ${df}`);
  return x <= 0 ? 1 : gammaQ(df / 2, x / 2);
}

// ---------------------------------------------------------------------------------------------
// Plain words.

const FACE_WORDS = ['one', 'two', 'three', 'four', 'five', 'six'];

/** "31 ones", "a single six", "no fives", "12 7s". */
export function faceCountWords(face: number, seen: number): string {
  const word = FACE_WORDS[face - 1];
  if (seen === 0) return word === undefined ? `no ${face}s` : `no ${word}s`;
  if (seen === 1) return word === undefined ? `a single ${face}` : `a single ${word}`;
  const plural = word === undefined ? `${face}s` : word === 'six' ? 'sixes' : `${word}s`;
  return `${groupDigits(seen)} ${plural}`;
}

/** 100000 → "100,000". */
function groupDigits(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** n rounded to 2 significant figures. */
function twoSignificant(n: number): number {
  if (n < 100) return Math.round(n);
  const scale = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / scale) * scale;
}

/**
 * "about 45 times in 100" (p >= 0.1), "about 1 time in 230" (1/p to 2 significant figures;
 * "about 1 time in a million" when that rounds to a million), "less than 1 time in a million"
 * (p < 1e-6).
 */
export function chanceWords(p: number): string {
  if (p >= 0.1) return `about ${Math.round(p * 100)} times in 100`;
  if (p < 1e-6) return 'less than 1 time in a million';
  const n = twoSignificant(1 / p);
  return n >= 1_000_000 ? 'about 1 time in a million' : `about 1 time in ${groupDigits(n)}`;
}

/**
 * The check in a sentence: "Bo's typed D6s: 31 ones in 120 rolls; fair dice give about 20.
 * That happens by chance about 1 time in 100." (flagged), "Bo's typed D6s: 120 rolls, nothing
 * unusual: fair dice give results like these about 45 times in 100." or "Bo's typed D6s: too
 * few rolls to tell (at least 30 needed, 12 so far)."
 */
export function fairnessSentence(label: string, check: FairnessCheck): string {
  const rolls = `${groupDigits(check.rolls)} ${check.rolls === 1 ? 'roll' : 'rolls'}`;
  if (check.tooFew) {
    return `${label}: too few rolls to tell (at least ${groupDigits(check.needed)} needed, ${groupDigits(check.rolls)} so far).`;
  }
  if (!check.flagged) {
    return `${label}: ${rolls}, nothing unusual: fair dice give results like these ${chanceWords(check.pValue)}.`;
  }
  const { face, seen, expected } = check.mostOff;
  return `${label}: ${faceCountWords(face, seen)} in ${rolls}; fair dice give about ${groupDigits(Math.round(expected))}. That happens by chance ${chanceWords(check.pValue)}.`;
}
