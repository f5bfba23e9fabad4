import type { Entry } from '../../game/types';

/**
 * Which journal index an undo and a redo would reach now, worked out from the entries alone (the
 * same stack rules as game/timeline.ts). A live undo carries its target so that the host never
 * applies an undo that would take back a different command than the one the player saw (issue
 * 14: "a merge that reorders an undo is wrong for a game").
 */
export class HistoryTargets {
  private stack: number[] = [];
  private redoStack: number[] = [];
  private seen = 0;

  /** Catches up with a journal that only grew since the last call. */
  advance(journal: readonly Entry[]): this {
    for (; this.seen < journal.length; this.seen++) {
      const e = journal[this.seen] as Entry;
      if (e.kind === 'do') {
        this.stack.push(this.seen);
        this.redoStack.length = 0;
      } else if (e.kind === 'undo') {
        const u = this.stack.pop();
        if (u !== undefined) this.redoStack.push(u);
      } else {
        const r = this.redoStack.pop();
        if (r !== undefined) this.stack.push(r);
      }
    }
    return this;
  }

  get undo(): number | undefined {
    return this.stack[this.stack.length - 1];
  }

  get redo(): number | undefined {
    return this.redoStack[this.redoStack.length - 1];
  }

  /** The target an undo or redo entry would have after `journal`; undefined for a 'do'. */
  targetOf(entry: Entry): number | undefined {
    return entry.kind === 'undo' ? this.undo : entry.kind === 'redo' ? this.redo : undefined;
  }
}

export function historyTargets(journal: readonly Entry[]): HistoryTargets {
  return new HistoryTargets().advance(journal);
}
