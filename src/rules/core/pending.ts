// The pending-consequence queue (issue 10, lifted from Road Wolf): work a resolution leaves the
// table (a wipeout check, the end of a skid, an explosion) waits here, and only the command that
// resolves the head is accepted until it is done. The queue is a plain array in the rule state,
// so it is saved, replayed and undone with everything else.
//
// Two orders, because the books differ:
// - depth-first (Road Wolf R-17): a consequence is resolved before the work that was already
//   waiting, so new items go to the front (`pushNext`);
// - FIFO (Dirty Wheels A7.6 step 4.3, Car Cult D20 B8.10 step 4): chained explosions are
//   resolved in the order they happened, after the current list, so they go to the back
//   (`pushLast`).
// A chain can run inside one command (one journal entry, one undo): `runChain` resolves the head
// again and again while the handler can do it without asking the table.
import { RuleError } from './model';

export type Queue<T> = readonly T[];

/** The next item to resolve, if any. */
export function peek<T>(q: Queue<T>): T | undefined {
  return q[0];
}

/** Depth-first: `items` are resolved before everything already waiting, items[0] first [RW R-17]. */
export function pushNext<T>(q: Queue<T>, ...items: T[]): T[] {
  return [...items, ...q];
}

/** FIFO: `items` wait behind everything already queued (chained explosions, DW A7.6 / CC B8.10). */
export function pushLast<T>(q: Queue<T>, ...items: T[]): T[] {
  return [...q, ...items];
}

/**
 * The head, when it is what a command resolves; otherwise the command is refused with `why`.
 * Returns the head and the queue without it.
 */
export function takeNext<T, K extends T>(q: Queue<T>, is: (item: T) => item is K, why: string): { item: K; rest: T[] } {
  const head = q[0];
  if (head === undefined || !is(head)) throw new RuleError(why);
  return { item: head, rest: q.slice(1) };
}

/**
 * What one step of a chain does with the head: `WAIT` leaves it for the table (it needs dice or
 * an answer); `DONE` drops it; `follow` queues its consequences (`order` NEXT: depth-first,
 * LAST: FIFO) after dropping it.
 */
export type Step<T> = 'WAIT' | 'DONE' | { follow: T[]; order: 'NEXT' | 'LAST' };

/**
 * Resolves items one at a time while `step` can do it alone, inside one command. `step` may
 * change the state it closes over (a draft). Stops at the first WAIT or when the queue is empty;
 * a chain longer than `limit` steps is a bug (two wrecks blowing each other up forever).
 */
export function runChain<T>(q: Queue<T>, step: (item: T) => Step<T>, limit = 1000): T[] {
  let out = [...q];
  for (let n = 0; n < limit; n++) {
    const head = out[0];
    if (head === undefined) return out;
    const r = step(head);
    if (r === 'WAIT') return out;
    out = out.slice(1);
    if (r !== 'DONE') out = r.order === 'NEXT' ? pushNext(out, ...r.follow) : pushLast(out, ...r.follow);
  }
  throw new RuleError('A chain of consequences did not end.');
}
