// Generic contested comparison with overkill (Road Wolf B5.1, with ).
import { sortDesc } from './dice';

export type ContestWinner = 'A' | 'B' | 'tie';

export interface ContestResult {
  winner: ContestWinner;
  overkill: number;
  /** Index of the deciding position; -1 for a tie. */
  decidedAt: number;
  /** Side A's faces, sorted descending. */
  a: number[];
  /** Side B's faces, sorted descending. */
  b: number[];
}

function assertFaces(faces: readonly number[], side: string): void {
  for (const face of faces) {
    // Faces must be positive so that a missing die (0, "nothing") loses to every real die.
    if (!Number.isInteger(face) || face < 1) {
      throw new RangeError(`Side ${side} has an invalid face: ${face}`);
    }
  }
}

/**
 * Compare two pools die by die, highest first. The first unequal position decides; a
 * missing die counts as 0. Equal at every position means a tie.
 */
export function compare(a: readonly number[], b: readonly number[]): ContestResult {
  assertFaces(a, 'A');
  assertFaces(b, 'B');
  const sa = sortDesc(a);
  const sb = sortDesc(b);
  const positions = Math.max(sa.length, sb.length);
  for (let i = 0; i < positions; i += 1) {
    const x = sa[i] ?? 0;
    const y = sb[i] ?? 0;
    if (x > y) return { winner: 'A', overkill: overkill(sa, sb), decidedAt: i, a: sa, b: sb };
    if (y > x) return { winner: 'B', overkill: overkill(sb, sa), decidedAt: i, a: sa, b: sb };
  }
  return { winner: 'tie', overkill: 0, decidedAt: -1, a: sa, b: sb };
}

/**
 * Winning dice strictly above the loser's top die (0 for an empty pool). A win decided at
 * a later position has equal top dice, so its overkill is 0.
 */
export function overkill(winner: readonly number[], loser: readonly number[]): number {
  let top = 0;
  for (const face of loser) if (face > top) top = face;
  let count = 0;
  for (const face of winner) if (face > top) count += 1;
  return count;
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'];

function faceWord(face: number | undefined): string {
  return face === undefined ? 'nothing' : String(face);
}

/**
 * A one-line reason, e.g. "6 beats 5 at the first die: Ram wins, overkill 1" or
 * "3 ties 3, 2 ties 2, 1 beats nothing: Ram wins, overkill 0".
 */
export function describeContest(r: ContestResult, nameA: string, nameB: string): string {
  if (r.winner === 'tie') {
    return r.a.length === 0 ? 'Neither side has dice: no winner' : 'Every die ties: no winner';
  }
  const [win, lose, name] = r.winner === 'A' ? [r.a, r.b, nameA] : [r.b, r.a, nameB];
  const verdict = `${name} wins, overkill ${r.overkill}`;
  const deciding = `${faceWord(win[r.decidedAt])} beats ${faceWord(lose[r.decidedAt])}`;
  if (r.decidedAt === 0) return `${deciding} at the first die: ${verdict}`;
  const ties: string[] = [];
  for (let i = 0; i < r.decidedAt; i += 1) {
    const face = faceWord(win[i]);
    ties.push(`${face} ties ${face}`);
  }
  // Past a few tied dice the full list is noise; name the position instead.
  if (ties.length > 3) {
    const ordinal = ORDINALS[r.decidedAt] ?? `#${r.decidedAt + 1}`;
    return `The first ${ties.length} dice tie, ${deciding} at the ${ordinal} die: ${verdict}`;
  }
  return `${ties.join(', ')}, ${deciding}: ${verdict}`;
}
