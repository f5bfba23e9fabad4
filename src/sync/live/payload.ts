// Issue 31, "only what the rules read is stored": a guest's proposed entry is checked before the
// host's reducer sees it. Commands have no valibot schemas of their own (restore()'s schemas cover
// the setup; the reducers check payload fields by hand, rules/core/check.ts), so this is the
// bound every payload shares: plain JSON data, strings, lists, keys and depth within the limits
// the reducers themselves accept, no key that could poison a prototype, and the whole entry under
// LIVE_LIMITS.entryChars. Pure.
import type { Entry } from '../../game/types';
import { LIVE_LIMITS } from './limits';

const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

/** Why `x` is not a payload the rules could read, or null. */
function payloadProblem(x: unknown, depth: number): string | null {
  if (x === null || x === undefined || typeof x === 'boolean') return null;
  if (typeof x === 'number') return Number.isFinite(x) ? null : 'a number that is not finite';
  if (typeof x === 'string')
    return x.length > LIVE_LIMITS.payloadString ? `text over ${LIVE_LIMITS.payloadString} characters` : null;
  if (depth >= LIVE_LIMITS.payloadDepth) return `nesting deeper than ${LIVE_LIMITS.payloadDepth} levels`;
  if (Array.isArray(x)) {
    if (x.length > LIVE_LIMITS.payloadList) return `a list over ${LIVE_LIMITS.payloadList} items`;
    for (const item of x) {
      const p = payloadProblem(item, depth + 1);
      if (p) return p;
    }
    return null;
  }
  if (typeof x !== 'object') return 'a value that is not data';
  const keys = Object.keys(x);
  if (keys.length > LIVE_LIMITS.payloadKeys) return `over ${LIVE_LIMITS.payloadKeys} fields in one part`;
  for (const k of keys) {
    if (FORBIDDEN.has(k) || k.length > 64) return `the field "${k.slice(0, 64)}"`;
    const p = payloadProblem((x as Record<string, unknown>)[k], depth + 1);
    if (p) return p;
  }
  return null;
}

/**
 * A guest's proposed entry as the host may record it, or why not (words for the proposer's phone).
 * Nested limits first, so that a huge payload is refused before it is serialized.
 */
export function checkProposedEntry(entry: Entry): { ok: true; entry: Entry } | { ok: false; reason: string } {
  if (entry.kind !== 'do') return { ok: true, entry };
  const problem = payloadProblem(entry.command.payload, 0);
  if (problem) return { ok: false, reason: `This change carries more than the rules read (${problem}).` };
  const chars = JSON.stringify(entry).length;
  if (chars > LIVE_LIMITS.entryChars)
    return {
      ok: false,
      reason: `This change is too large to record (${chars} characters; at most ${LIVE_LIMITS.entryChars}).`,
    };
  return { ok: true, entry };
}
