// Issue 42: the dice a step threw (Thrown, on a 'do' entry) as another phone or a file gave them,
// checked. One check for every door an entry comes in by: restore() (stored games, files, codes)
// and live play's toEntry().
import type { Thrown } from '../rules/core/model';

export const THROWN_LIMITS = { lists: 64, faces: 200, minSides: 2, maxSides: 100, by: 80 } as const;

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * `x` as a list of Thrown, or null when it is not one (the caller drops it: the step stands, only
 * its dice go unrecorded). `exact` says the input already has exactly that shape, no other keys,
 * so a caller that keeps entries as they are (restore's copy-on-write) may keep this one too.
 */
export function readThrown(x: unknown): { thrown: Thrown[]; exact: boolean } | null {
  if (!Array.isArray(x) || x.length > THROWN_LIMITS.lists) return null;
  const thrown: Thrown[] = [];
  let exact = true;
  for (const t of x) {
    if (!isObj(t)) return null;
    const { sides, faces, source, by } = t;
    if (
      !Number.isInteger(sides) ||
      (sides as number) < THROWN_LIMITS.minSides ||
      (sides as number) > THROWN_LIMITS.maxSides
    )
      return null;
    if (!Array.isArray(faces) || faces.length > THROWN_LIMITS.faces) return null;
    if (!faces.every((f) => Number.isInteger(f) && f >= 1 && f <= (sides as number))) return null;
    if (source !== 'app' && source !== 'typed') return null;
    if (by !== undefined && (typeof by !== 'string' || by.length === 0 || by.length > THROWN_LIMITS.by)) return null;
    let keys = 0;
    for (const k in t) if (Object.hasOwn(t, k)) keys++;
    if (keys !== (by === undefined ? 3 : 4)) exact = false;
    const one: Thrown = { sides: sides as number, faces: (faces as number[]).slice(), source };
    if (by !== undefined) one.by = by;
    thrown.push(one);
  }
  return { thrown, exact };
}
