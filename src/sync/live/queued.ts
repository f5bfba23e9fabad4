// Issue 31: a guest's changes made while disconnected wait for the host. What the game would be
// with them applied, so that a second tap that only made sense before them (Bo's "Move ends" once
// more) is refused on his phone instead of queued twice. Pure.
import type { Entry } from '../../game/types';
import type { Command } from '../../rules/core/model';

/**
 * `state` with the queued entries applied in order; null when one is an undo or a redo (their
 * target is the host's to say) or no longer applies (the host will refuse it with a reason).
 */
export function afterQueued<S>(reduce: (s: S, c: Command) => S, state: S, queued: readonly Entry[]): S | null {
  let s = state;
  for (const e of queued) {
    if (e.kind !== 'do') return null;
    try {
      s = reduce(s, e.command);
    } catch {
      return null;
    }
  }
  return s;
}

/** Why `command` cannot follow this phone's queued changes (null: it can, or that is not known). */
export function refusalAfterQueued<S>(
  reduce: (s: S, c: Command) => S,
  state: S,
  queued: readonly Entry[],
  command: Command,
): string | null {
  if (!queued.length) return null;
  const s = afterQueued(reduce, state, queued);
  if (s === null) return null;
  try {
    reduce(s, command);
    return null;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}
