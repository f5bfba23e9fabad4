import { type Command, RuleError } from '../rules/core/model';
import type { Entry } from './types';

export type Reducer<S> = (state: S, command: Command) => S;

export interface Snapshot<S> {
  /** Number of journal entries the state reflects. */
  seq: number;
  /** Depth of the undo stack at that point, a check that the snapshot fits the journal. */
  depth: number;
  state: S;
  /**
   * A state further down the undo stack, so the log rows and undos just under the snapshot replay
   * from it instead of from the start of the game (a first render asks for the state before each
   * of the newest rows).
   */
  below?: { depth: number; state: S };
}

/** How far under the snapshot's depth `below` is taken: more than a screen of log rows. */
export const BELOW_DEPTH = 64;
/** Replaying an old row's state keeps every CHECKPOINT-th state it passes (a few dozen in a long game). */
const CHECKPOINT = 256;

/**
 * The game's journal and the states it implies. state = replay(init, the commands on the undo
 * stack). Undo pops a cached state; states below a snapshot are recomputed on demand from the
 * nearest one known.
 */
export class Timeline<S> {
  readonly entries: Entry[] = [];
  /** Journal indices of the 'do' entries currently in effect, oldest first. */
  #stack: number[] = [];
  /** Journal indices of undone 'do' entries, next to redo last. */
  #redoStack: number[] = [];
  /** states[d]: the state after the first d stack commands; undefined where not computed. */
  #states: (S | undefined)[];
  /** Per journal index: is this 'do' entry in effect? */
  #activeFlags: boolean[] = [];

  readonly #reduce: Reducer<S>;

  constructor(reduce: Reducer<S>, init: S) {
    this.#reduce = reduce;
    this.#states = [init];
  }

  /**
   * Builds a timeline from a stored journal. With a snapshot that fits, the commands before it
   * are not replayed. Throws RuleError on the first entry that cannot apply.
   */
  static load<S>(reduce: Reducer<S>, init: S, entries: readonly Entry[], snapshot?: Snapshot<S>): Timeline<S> {
    const t = new Timeline(reduce, init);
    let start = 0;
    if (snapshot && snapshot.seq > 0 && snapshot.seq <= entries.length) {
      for (let i = 0; i < snapshot.seq; i++) t.#pushStructural(entries[i] as Entry, i);
      if (t.#stack.length === snapshot.depth) {
        t.#states.length = snapshot.depth + 1;
        t.#states[snapshot.depth] = snapshot.state;
        const b = snapshot.below;
        if (b && Number.isInteger(b.depth) && b.depth > 0 && b.depth < snapshot.depth) t.#states[b.depth] = b.state;
        start = snapshot.seq;
      } else {
        return Timeline.load(reduce, init, entries); // snapshot does not fit: replay everything
      }
    }
    for (let i = start; i < entries.length; i++) {
      try {
        t.push(entries[i] as Entry);
      } catch (e) {
        const why = e instanceof Error ? e.message : String(e);
        throw new RuleError(`Entry ${i + 1} of the game log cannot be applied: ${why}`);
      }
    }
    return t;
  }

  get state(): S {
    return this.#stateAt(this.#stack.length);
  }

  get depth(): number {
    return this.#stack.length;
  }

  get canUndo(): boolean {
    return this.#stack.length > 0;
  }

  get canRedo(): boolean {
    return this.#redoStack.length > 0;
  }

  /** The command the next undo would take back. */
  get undoTarget(): Command | undefined {
    const i = this.#stack[this.#stack.length - 1];
    return i === undefined ? undefined : (this.entries[i] as Extract<Entry, { kind: 'do' }>).command;
  }

  get redoTarget(): Command | undefined {
    const i = this.#redoStack[this.#redoStack.length - 1];
    return i === undefined ? undefined : (this.entries[i] as Extract<Entry, { kind: 'do' }>).command;
  }

  /**
   * The states just before and after the 'do' entry at journal `index`, for the log's detail
   * view (issue 9); null for an entry that is not in effect now.
   */
  around(index: number): { before: S; after: S } | null {
    const d = this.#depthOf(index);
    if (d === null) return null;
    const before = this.#replayTo(d);
    const known = this.#states[d + 1];
    const after =
      known !== undefined
        ? known
        : this.#reduce(before, (this.entries[index] as Extract<Entry, { kind: 'do' }>).command);
    return { before, after };
  }

  /**
   * The state a 'do' entry in effect was applied to, for its log row (issue 30: who acted); null
   * for an entry not in effect. `index` is its journal index, found from the command when absent.
   */
  beforeOf(command: Command, index?: number): S | null {
    const i =
      index ?? this.#stack.findLast((k) => (this.entries[k] as Extract<Entry, { kind: 'do' }>).command === command);
    const d = i === undefined ? null : this.#depthOf(i);
    return d === null ? null : this.#replayTo(d);
  }

  /** Where the 'do' entry at journal `index` sits on the undo stack, or null when not in effect. */
  #depthOf(index: number): number | null {
    if (!this.#activeFlags[index]) return null;
    const d = this.#stack.lastIndexOf(index);
    return d < 0 ? null : d;
  }

  /**
   * The state after the first `depth` stack commands, replayed from the nearest known state,
   * caching only every CHECKPOINT-th state on the way: looking at an old entry of a 20,000-entry
   * game must not keep thousands of states alive, and scrolling the log further down must not
   * replay from the start of the game for each row.
   */
  #replayTo(depth: number): S {
    let k = depth;
    while (k > 0 && this.#states[k] === undefined) k--;
    let s = this.#states[k] as S;
    for (; k < depth; k++) {
      s = this.#reduce(s, (this.entries[this.#stack[k] as number] as Extract<Entry, { kind: 'do' }>).command);
      if ((k + 1) % CHECKPOINT === 0 && this.#states[k + 1] === undefined) this.#states[k + 1] = s;
    }
    return s;
  }

  isActive(index: number): boolean {
    return this.#activeFlags[index] === true;
  }

  snapshot(): Snapshot<S> {
    const depth = this.#stack.length;
    const snap: Snapshot<S> = { seq: this.entries.length, depth, state: this.state };
    // The nearest state known at or under BELOW_DEPTH below (none computed for it: a cache only).
    for (let d = depth - BELOW_DEPTH; d > 0; d--) {
      const known = this.#states[d];
      if (known !== undefined) {
        snap.below = { depth: d, state: known };
        break;
      }
    }
    return snap;
  }

  /**
   * A copy to change without changing this one (issue 31: a guest shows its queued changes on a
   * fork of the host's journal). The states known so far are shared, not recomputed.
   */
  fork(): Timeline<S> {
    const t = new Timeline(this.#reduce, this.#states[0] as S);
    for (const e of this.entries) t.entries.push(e);
    t.#stack = this.#stack.slice();
    t.#redoStack = this.#redoStack.slice();
    t.#states = this.#states.slice();
    t.#activeFlags = this.#activeFlags.slice();
    return t;
  }

  /** What the state would be after `command`, without recording it. Throws RuleError. */
  preview(command: Command): S {
    return this.#reduce(this.state, command);
  }

  /** Applies and records an entry. Throws RuleError and changes nothing if it cannot apply. */
  push(entry: Entry): void {
    const index = this.entries.length;
    switch (entry.kind) {
      case 'do': {
        const next = this.#reduce(this.state, entry.command);
        this.entries.push(entry);
        this.#activeFlags[index] = true;
        this.#stack.push(index);
        this.#states.length = this.#stack.length;
        this.#states.push(next);
        // A new command ends the redo branch; those entries stay in the journal, struck through.
        this.#redoStack.length = 0;
        return;
      }
      case 'undo': {
        const undone = this.#stack.pop();
        if (undone === undefined) throw new RuleError('Nothing to undo.');
        this.entries.push(entry);
        this.#activeFlags[index] = false;
        this.#activeFlags[undone] = false;
        this.#redoStack.push(undone);
        this.#states.length = this.#stack.length + 1;
        return;
      }
      case 'redo': {
        const i = this.#redoStack[this.#redoStack.length - 1];
        if (i === undefined) throw new RuleError('Nothing to redo.');
        const command = (this.entries[i] as Extract<Entry, { kind: 'do' }>).command;
        const next = this.#reduce(this.state, command);
        this.#redoStack.pop();
        this.entries.push(entry);
        this.#activeFlags[index] = false;
        this.#activeFlags[i] = true;
        this.#stack.push(i);
        this.#states.length = this.#stack.length;
        this.#states.push(next);
        return;
      }
    }
  }

  /** Records an entry's effect on the stacks without computing states (snapshot loading). */
  #pushStructural(entry: Entry, index: number): void {
    this.entries.push(entry);
    this.#activeFlags[index] = false;
    if (entry.kind === 'do') {
      this.#stack.push(index);
      this.#activeFlags[index] = true;
      this.#redoStack.length = 0;
    } else if (entry.kind === 'undo') {
      const u = this.#stack.pop();
      if (u === undefined) throw new RuleError('The game log undoes more than it did.');
      this.#activeFlags[u] = false;
      this.#redoStack.push(u);
    } else {
      const r = this.#redoStack.pop();
      if (r === undefined) throw new RuleError('The game log redoes what was not undone.');
      this.#activeFlags[r] = true;
      this.#stack.push(r);
    }
    this.#states.length = 1; // only the initial state is known until the snapshot is placed
  }

  #stateAt(depth: number): S {
    const known = this.#states[depth];
    if (known !== undefined) return known;
    let d = depth;
    while (d > 0 && this.#states[d] === undefined) d--;
    let s = this.#states[d] as S;
    for (; d < depth; d++) {
      const e = this.entries[this.#stack[d] as number] as Extract<Entry, { kind: 'do' }>;
      s = this.#reduce(s, e.command);
      this.#states[d + 1] = s;
    }
    return s;
  }
}
