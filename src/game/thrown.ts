// Issue 42: the dice a step threw (Thrown, on a 'do' entry) as another phone or a file gave them,
// checked. One check for every door an entry comes in by: restore() (stored games, files, codes)
// and live play's toEntry().
import type { Thrown } from '../rules/core/model';

const isInt = (x: unknown, lo: number, hi: number): x is number =>
  Number.isInteger(x) && (x as number) >= lo && (x as number) <= hi;

/**
 * `x` as a list of Thrown (at most 64; sides 2 to 100; at most 200 faces, each on the die; a
 * player id of at most 80 characters), copied with only those keys; null when it is not one (the
 * caller drops it: the step stands, only its dice go unrecorded).
 */
export function readThrown(x: unknown): Thrown[] | null {
  if (!Array.isArray(x) || x.length > 64) return null;
  const out: Thrown[] = [];
  for (const t of x) {
    const { sides, faces, source, by } = (t ?? {}) as Record<string, unknown>;
    if (
      !isInt(sides, 2, 100) ||
      !Array.isArray(faces) ||
      faces.length > 200 ||
      !faces.every((f) => isInt(f, 1, sides)) ||
      (source !== 'app' && source !== 'typed') ||
      (by !== undefined && !(typeof by === 'string' && isInt(by.length, 1, 80)))
    )
      return null;
    out.push(by === undefined ? { sides, faces: faces.slice(), source } : { sides, faces: faces.slice(), source, by });
  }
  return out;
}
