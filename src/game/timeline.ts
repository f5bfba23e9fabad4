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
  /** The stacks and the 'do' entries before `seq`, so a timeline loads without those entries. */
  shape?: Shape;
  /**
   * The first journal index an open needs in memory: the commands between `below` and the head,
   * the newest log rows, the entries after `seq`. The older ones are read afterwards (fill).
   */
  from?: number;
}

/** Journal indices as [start, end) runs, flat: [s0, e0, s1, e1, ...]; ascending. */
export type Runs = number[];

/** What the journal before a snapshot did, enough to load a timeline without it. */
export interface Shape {
  /** The journal indices of the 'do' entries. */
  dos: Runs;
  /** The undo stack: the 'do' entries in effect (always ascending: an undo pops the newest). */
  stack: Runs;
  /** The redo stack as it is, next to redo last. */
  redo: number[];
}

/** The log rows a first render can show (LogList: 5.5 in view and 8 either side), with a margin. */
const FIRST_ROWS = 32;

export function toRuns(xs: readonly number[]): Runs {
  const out: Runs = [];
  for (const x of xs) {
    if (out.length > 0 && out[out.length - 1] === x) out[out.length - 1] = x + 1;
    else out.push(x, x + 1);
  }
  return out;
}

/** The indices of `runs`, or null when they are not ascending, disjoint, non-negative integers below `limit`. */
export function fromRuns(runs: unknown, limit: number): number[] | null {
  if (!Array.isArray(runs) || runs.length % 2 !== 0) return null;
  const out: number[] = [];
  let last = -1;
  for (let k = 0; k < runs.length; k += 2) {
    const a = runs[k] as unknown;
    const b = runs[k + 1] as unknown;
    if (!Number.isInteger(a) || !Number.isInteger(b)) return null;
    if ((a as number) <= last || (b as number) <= (a as number) || (b as number) > limit) return null;
    for (let i = a as number; i < (b as number); i++) out.push(i);
    last = (b as number) - 1;
  }
  return out;
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
  /** Journal indices of every 'do' entry, ascending (the log's rows). */
  #dos: number[] = [];
  /**
   * Entries [0, missing) are not in memory yet (loadTail): `entries` has holes there until fill().
   * `check` is the snapshot's shape, compared with the whole journal once it is in.
   */
  #missingBelow = 0;
  #check: { seq: number; dos: number[]; stack: number[]; redo: number[] } | null = null;

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

  /**
   * Builds a timeline from the entries from journal index `from` on (`tail`), without the older
   * ones: the snapshot's shape stands for them. Null when the snapshot cannot stand for them (no
   * shape, or one that does not fit the entries read, or a tail that needs older commands): then
   * read the whole journal and load() it. Throws RuleError like load() for a bad entry after it.
   * The older entries go in later with fill(), which checks the shape against them.
   */
  static loadTail<S>(
    reduce: Reducer<S>,
    init: S,
    from: number,
    tail: readonly Entry[],
    snapshot: Snapshot<S>,
  ): Timeline<S> | null {
    const { seq, depth, shape } = snapshot;
    if (from <= 0 || !shape || seq < from || seq > from + tail.length) return null;
    const dos = fromRuns(shape.dos, seq);
    const stack = fromRuns(shape.stack, seq);
    const redo = shape.redo;
    if (!dos || !stack || stack.length !== depth || !Array.isArray(redo)) return null;
    // The entries read before `seq` are of the kinds the shape says (fill() checks the rest).
    const isDo = new Set(dos);
    for (let i = from; i < seq; i++) if (((tail[i - from] as Entry).kind === 'do') !== isDo.has(i)) return null;
    const t = new Timeline(reduce, init);
    t.entries.length = from;
    for (let i = from; i < seq; i++) t.entries.push(tail[i - from] as Entry);
    t.#missingBelow = from;
    t.#dos = dos;
    t.#stack = stack;
    t.#redoStack = redo.slice();
    for (const i of stack) t.#activeFlags[i] = true;
    t.#activeFlags.length = seq;
    t.#check = { seq, dos: dos.slice(), stack: stack.slice(), redo: redo.slice() };
    t.#states.length = depth + 1;
    t.#states[depth] = snapshot.state;
    const b = snapshot.below;
    if (b && Number.isInteger(b.depth) && b.depth > 0 && b.depth < depth) t.#states[b.depth] = b.state;
    for (let i = seq; i < from + tail.length; i++) {
      try {
        t.push(tail[i - from] as Entry);
      } catch (e) {
        if (!(e instanceof RuleError)) return null; // an older entry needed: read the whole journal
        const why = e instanceof Error ? e.message : String(e);
        throw new RuleError(`Entry ${i + 1} of the game log cannot be applied: ${why}`);
      }
    }
    // What a first render asks must not need the older entries: the state, the undo's.
    if (!t.canCompute(Math.max(0, t.#stack.length - 1))) return null;
    return t;
  }

  /** Journal entries before this index are not in memory yet (0: the whole journal is). */
  get missing(): number {
    return this.#missingBelow;
  }

  /**
   * Puts in the older entries (journal [0, missing)) and checks them against the snapshot's
   * shape. False, changing nothing, when they do not give that shape: the snapshot did not
   * belong to this journal, and the game must be opened from its whole journal instead.
   */
  fill(older: readonly Entry[]): boolean {
    const n = this.#missingBelow;
    const c = this.#check;
    if (n === 0 || !c) return n === 0;
    if (older.length !== n) return false;
    const all = (i: number) => (i < n ? older[i] : this.entries[i]) as Entry;
    const shaped = new Timeline<S>(this.#reduce, this.#states[0] as S);
    try {
      for (let i = 0; i < c.seq; i++) shaped.#pushStructural(all(i), i);
    } catch {
      return false;
    }
    const same = (a: number[], b: number[]) => a.length === b.length && a.every((x, i) => x === b[i]);
    if (!same(shaped.#dos, c.dos) || !same(shaped.#stack, c.stack) || !same(shaped.#redoStack, c.redo)) return false;
    for (let i = 0; i < n; i++) this.entries[i] = older[i] as Entry;
    this.#missingBelow = 0;
    this.#check = null;
    return true;
  }

  /** Can the state after the first `depth` stack commands be computed from the entries in memory? */
  canCompute(depth: number): boolean {
    if (this.#missingBelow === 0) return true;
    let k = depth;
    while (k > 0 && this.#states[k] === undefined) k--;
    return k === depth || (this.#stack[k] as number) >= this.#missingBelow;
  }

  /**
   * Is the 'do' entry at journal `index` in memory, with the state it was applied to (for its log
   * row) computable? Always true once the whole journal is in.
   */
  ready(index: number): boolean {
    if (this.#missingBelow === 0) return true;
    if (index < this.#missingBelow) return false;
    const d = this.#depthOf(index);
    return d === null || this.canCompute(d);
  }

  /** The journal indices of the 'do' entries, newest first (a new array). */
  doIndicesNewestFirst(): number[] {
    return this.#dos.slice().reverse();
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
    return i === undefined ? undefined : this.#doAt(i)?.command;
  }

  get redoTarget(): Command | undefined {
    const i = this.#redoStack[this.#redoStack.length - 1];
    return i === undefined ? undefined : this.#doAt(i)?.command;
  }

  /** The 'do' entry at journal index `i`; undefined while it is not in memory yet. */
  #doAt(i: number): Extract<Entry, { kind: 'do' }> | undefined {
    return this.entries[i] as Extract<Entry, { kind: 'do' }> | undefined;
  }

  /** The command of the 'do' entry at journal index `i`, for a replay. */
  #commandAt(i: number): Command {
    const e = this.#doAt(i);
    if (!e) throw new Error(`Entry ${i + 1} of the game log is not read yet.`);
    return e.command;
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
    const after = known !== undefined ? known : this.#reduce(before, this.#commandAt(index));
    return { before, after };
  }

  /**
   * The state a 'do' entry in effect was applied to, for its log row (issue 30: who acted); null
   * for an entry not in effect. `index` is its journal index, found from the command when absent.
   */
  beforeOf(command: Command, index?: number): S | null {
    const i = index ?? this.#stack.findLast((k) => this.#doAt(k)?.command === command);
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
      s = this.#reduce(s, this.#commandAt(this.#stack[k] as number));
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
    // Whatever opening from this snapshot needs in memory starts at `from` (see Snapshot.from).
    const b = snap.below?.depth ?? 0; // without one, the states under the head replay from the start
    let from = snap.seq;
    if (b < depth) from = Math.min(from, this.#stack[b] as number);
    from = Math.min(from, this.#dos[Math.max(0, this.#dos.length - FIRST_ROWS)] ?? from);
    from = Math.min(from, this.#redoStack[this.#redoStack.length - 1] ?? from);
    snap.from = from;
    snap.shape = { dos: toRuns(this.#dos), stack: toRuns(this.#stack), redo: this.#redoStack.slice() };
    return snap;
  }

  /**
   * A copy to change without changing this one (issue 31: a guest shows its queued changes on a
   * fork of the host's journal). The states known so far are shared, not recomputed.
   */
  fork(): Timeline<S> {
    const t = new Timeline(this.#reduce, this.#states[0] as S);
    t.entries.length = this.entries.length;
    for (let i = this.#missingBelow; i < this.entries.length; i++) t.entries[i] = this.entries[i] as Entry;
    t.#missingBelow = this.#missingBelow;
    t.#check = this.#check;
    t.#dos = this.#dos.slice();
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
        this.#dos.push(index);
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
        const command = this.#commandAt(i);
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
      this.#dos.push(index);
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
      s = this.#reduce(s, this.#commandAt(this.#stack[d] as number));
      this.#states[d + 1] = s;
    }
    return s;
  }
}
