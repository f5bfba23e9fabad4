import type { Rng } from './rng';
import { uniformInt } from './rng';

/** Die sizes a rule may ask for. A D4 is only Dirty Wheels' random light weapon (A5.2, an app table), so the tray does not list it. */
export type Sides = 3 | 4 | 6 | 8 | 12 | 20;

/** The sizes the dice tray offers. */
export const DICE_SIDES: readonly Sides[] = [3, 6, 8, 12, 20];

const MAX_POOL = 100;
const MAX_NOTATION_COUNT = 20;

/** One die, 1..sides. */
export function rollDie(rng: Rng, sides: Sides): number {
  if (sides === 3) {
    // A D3 is a D6 halved up (1-2 → 1, 3-4 → 2, 5-6 → 3), the usual way to get a D3
    // at the table, so a face typed from a physical die and an app roll mean the same.
    const d6 = uniformInt(rng, 6) + 1;
    return Math.ceil(d6 / 2);
  }
  return uniformInt(rng, sides) + 1;
}

/** `count` dice of one size, in roll order. */
export function rollPool(rng: Rng, count: number, sides: Sides): number[] {
  if (!Number.isInteger(count) || count < 0 || count > MAX_POOL) {
    throw new RangeError(`A pool holds 0 to ${MAX_POOL} dice; got ${count}`);
  }
  const faces: number[] = [];
  for (let i = 0; i < count; i += 1) faces.push(rollDie(rng, sides));
  return faces;
}

export function isValidFace(face: number, sides: Sides): boolean {
  return Number.isInteger(face) && face >= 1 && face <= sides;
}

/** A short message about the first bad face, or null when every face is valid. */
export function validateFaces(faces: readonly number[], sides: Sides): string | null {
  for (const face of faces) {
    if (!isValidFace(face, sides)) return `A D${sides} shows 1 to ${sides}; got ${face}`;
  }
  return null;
}

export function sortDesc(faces: readonly number[]): number[] {
  return [...faces].sort((x, y) => y - x);
}

export function sum(faces: readonly number[]): number {
  let total = 0;
  for (const face of faces) total += face;
  return total;
}

export interface PoolSpec {
  count: number;
  sides: Sides;
}

// Optional count without leading zeros, then D/d, then one of the supported sizes exactly.
const POOL_PATTERN = /^([1-9][0-9]*)?[dD](3|6|8|12|20)$/;

/** "D6", "d20", "4D6", "2d8" (count 1..20); null for anything else. */
export function parsePool(text: string): PoolSpec | null {
  const match = POOL_PATTERN.exec(text.trim());
  if (match === null) return null;
  const count = match[1] === undefined ? 1 : Number(match[1]);
  if (count > MAX_NOTATION_COUNT) return null;
  const sides = Number(match[2]) as Sides; // the pattern only admits supported sizes
  return { count, sides };
}

/** "4D6"; a single die is written without the count ("D20"). */
export function formatPool(spec: PoolSpec): string {
  return spec.count === 1 ? `D${spec.sides}` : `${spec.count}D${spec.sides}`;
}
