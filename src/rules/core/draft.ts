// One immutable-update style for every rule system (issue 10): a command works on a draft, a
// structural copy of the whole state made here, generically, so no system keeps a hand-listed
// clone() that a new nested field could slip past (undo would then share data with the past).
// Rule states are plain data (objects, arrays, strings, numbers, booleans, null): what a replay
// builds and a snapshot stores. Measured against mutative and immer in issue 10's report: on a
// Road Wolf replay the copy is the fastest of the three and adds no bytes to any chunk.

/** A deep copy of plain data. Anything else (a Map, a class instance, a function) is refused. */
export function copyPlain<T>(x: T): T {
  if (x === null || typeof x !== 'object') {
    if (typeof x === 'function' || typeof x === 'symbol' || typeof x === 'bigint') throw new TypeError('Rule state holds plain data only.');
    return x;
  }
  if (Array.isArray(x)) {
    const out = new Array(x.length);
    for (let i = 0; i < x.length; i++) out[i] = copyPlain(x[i]);
    return out as T;
  }
  const proto = Object.getPrototypeOf(x);
  if (proto !== Object.prototype && proto !== null) throw new TypeError('Rule state holds plain data only.');
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(x)) out[k] = copyPlain((x as Record<string, unknown>)[k]);
  return out as T;
}

/**
 * Runs `recipe` on a copy of `base` and returns the copy: the reducer may write to the draft
 * freely and its input stays untouched. A throw (a RuleError) discards the draft.
 */
export function produce<S>(base: S, recipe: (draft: S) => void): S {
  const draft = copyPlain(base);
  recipe(draft);
  return draft;
}
