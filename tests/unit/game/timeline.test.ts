import { describe, expect, it } from 'vitest';
import { BELOW_DEPTH, type Reducer, Timeline } from '../../../src/game/timeline';
import type { Entry } from '../../../src/game/types';
import { type Command, RuleError } from '../../../src/rules/core/model';

/** A toy game for the timeline alone: a running total and the ids of the commands applied. */
interface Tally {
  total: number;
  applied: string[];
}

const INIT: Tally = { total: 0, applied: [] };

function makeCountingReducer(): { reduce: Reducer<Tally>; calls: () => number } {
  let calls = 0;
  const reduce: Reducer<Tally> = (state, command) => {
    calls += 1;
    const p = command.payload as { id: string; n: number };
    if (command.type === 'reject') throw new RuleError(`Command ${p.id} is not allowed.`);
    if (command.type !== 'add') throw new RuleError(`Unknown command "${command.type}".`);
    return { total: state.total + p.n, applied: [...state.applied, p.id] };
  };
  return { reduce, calls: () => calls };
}

let clock = 1_000;
const add = (id: string, n: number): Entry => {
  clock += 1;
  return { kind: 'do', command: { type: 'add', payload: { id, n }, at: clock } };
};
const reject = (id: string): Entry => {
  clock += 1;
  return { kind: 'do', command: { type: 'reject', payload: { id, n: 0 }, at: clock } };
};
const undo = (): Entry => {
  clock += 1;
  return { kind: 'undo', at: clock };
};
const redo = (): Entry => {
  clock += 1;
  return { kind: 'redo', at: clock };
};

function timelineOf(entries: Entry[]): Timeline<Tally> {
  const t = new Timeline(makeCountingReducer().reduce, INIT);
  for (const e of entries) t.push(e);
  return t;
}

function activeFlags(t: Timeline<Tally>): boolean[] {
  return t.entries.map((_, i) => t.isActive(i));
}

/** Everything a caller can observe about a timeline, for comparing two of them. */
function observe(t: Timeline<Tally>) {
  return {
    state: t.state,
    depth: t.depth,
    canUndo: t.canUndo,
    canRedo: t.canRedo,
    flags: activeFlags(t),
    undoTarget: t.undoTarget,
    redoTarget: t.redoTarget,
  };
}

describe('Timeline: do, undo, redo', () => {
  it('starts at the initial state with nothing to undo or redo', () => {
    const t = new Timeline(makeCountingReducer().reduce, INIT);
    expect(t.state).toBe(INIT);
    expect(t.depth).toBe(0);
    expect(t.canUndo).toBe(false);
    expect(t.canRedo).toBe(false);
    expect(t.undoTarget).toBeUndefined();
    expect(t.redoTarget).toBeUndefined();
    expect(t.entries).toEqual([]);
  });

  it('applies a command, records it and marks it active', () => {
    const a = add('a', 5);
    const t = timelineOf([a]);
    expect(t.state).toEqual({ total: 5, applied: ['a'] });
    expect(t.entries).toEqual([a]);
    expect(t.isActive(0)).toBe(true);
    expect(t.depth).toBe(1);
    expect(t.canUndo).toBe(true);
    expect(t.undoTarget).toBe((a as Extract<Entry, { kind: 'do' }>).command);
  });

  it('undo returns to the previous state and keeps the undone command in the journal', () => {
    const t = timelineOf([add('a', 5), add('b', 7)]);
    t.push(undo());
    expect(t.state).toEqual({ total: 5, applied: ['a'] });
    expect(t.entries.map((e) => e.kind)).toEqual(['do', 'do', 'undo']);
    expect(activeFlags(t)).toEqual([true, false, false]);
    expect(t.depth).toBe(1);
    expect(t.canRedo).toBe(true);
    expect(t.redoTarget?.payload).toEqual({ id: 'b', n: 7 });
  });

  it('redo re-applies the undone command and marks it active again', () => {
    const t = timelineOf([add('a', 5), add('b', 7), undo()]);
    t.push(redo());
    expect(t.state).toEqual({ total: 12, applied: ['a', 'b'] });
    expect(activeFlags(t)).toEqual([true, true, false, false]);
    expect(t.canRedo).toBe(false);
    expect(t.depth).toBe(2);
  });

  it('undoes and redoes in last-in first-out order', () => {
    const t = timelineOf([add('a', 1), add('b', 10), add('c', 100), undo(), undo()]);
    expect(t.state).toEqual({ total: 1, applied: ['a'] });
    expect(t.redoTarget?.payload).toEqual({ id: 'b', n: 10 });
    t.push(redo());
    expect(t.state).toEqual({ total: 11, applied: ['a', 'b'] });
    t.push(redo());
    expect(t.state).toEqual({ total: 111, applied: ['a', 'b', 'c'] });
    expect(activeFlags(t)).toEqual([true, true, true, false, false, false, false]);
  });

  it('a new command clears the redo branch, but the undone entry stays in the journal struck through', () => {
    const b = add('b', 7);
    const t = timelineOf([add('a', 5), b, undo()]);
    t.push(add('c', 1));
    expect(t.canRedo).toBe(false);
    expect(t.redoTarget).toBeUndefined();
    expect(t.entries[1]).toBe(b);
    expect(t.isActive(1)).toBe(false);
    expect(activeFlags(t)).toEqual([true, false, false, true]);
    expect(t.state).toEqual({ total: 6, applied: ['a', 'c'] });
    // The cleared branch cannot come back.
    expect(() => t.push(redo())).toThrow('Nothing to redo.');
    expect(t.entries).toHaveLength(4);
  });

  it('undo with nothing to undo throws and changes nothing', () => {
    const t = timelineOf([add('a', 5), undo()]);
    const before = observe(t);
    const entriesBefore = [...t.entries];
    expect(() => t.push(undo())).toThrow(RuleError);
    expect(() => t.push(undo())).toThrow('Nothing to undo.');
    expect(t.entries).toEqual(entriesBefore);
    expect(observe(t)).toEqual(before);
    expect(t.state).toBe(before.state);
  });

  it('redo with nothing to redo throws and changes nothing', () => {
    const t = timelineOf([add('a', 5)]);
    const before = observe(t);
    expect(() => t.push(redo())).toThrow('Nothing to redo.');
    expect(t.entries).toHaveLength(1);
    expect(observe(t)).toEqual(before);
  });

  it('a rejected command leaves the timeline unchanged, redo branch included', () => {
    const t = timelineOf([add('a', 5), add('b', 7), undo()]);
    const before = observe(t);
    const entriesBefore = [...t.entries];
    expect(() => t.push(reject('x'))).toThrow('Command x is not allowed.');
    expect(t.entries).toEqual(entriesBefore);
    expect(observe(t)).toEqual(before);
    expect(t.state).toBe(before.state);
    // The redo branch survived the failed attempt.
    t.push(redo());
    expect(t.state).toEqual({ total: 12, applied: ['a', 'b'] });
  });

  it('preview computes the next state without recording anything', () => {
    const t = timelineOf([add('a', 5)]);
    const cmd: Command = { type: 'add', payload: { id: 'p', n: 3 }, at: 1 };
    expect(t.preview(cmd)).toEqual({ total: 8, applied: ['a', 'p'] });
    expect(t.entries).toHaveLength(1);
    expect(t.state).toEqual({ total: 5, applied: ['a'] });
    expect(() => t.preview({ type: 'reject', payload: { id: 'q', n: 0 }, at: 1 })).toThrow(RuleError);
  });

  it('snapshot reports the entry count, stack depth and current state', () => {
    const t = timelineOf([add('a', 5), add('b', 7), undo(), add('c', 1)]);
    expect(t.snapshot()).toEqual({ seq: 4, depth: 2, state: { total: 6, applied: ['a', 'c'] } });
  });
});

describe('Timeline.load', () => {
  const journal = (): Entry[] => [
    add('a', 1),
    add('b', 2),
    add('c', 4),
    undo(),
    add('d', 8),
    add('e', 16),
    undo(),
    undo(),
    redo(),
    add('f', 32),
    add('g', 64),
    undo(),
  ];

  it('replays a journal to the same state, depth, flags and undo/redo availability as live play', () => {
    const entries = journal();
    const live = timelineOf(entries);
    const loaded = Timeline.load(makeCountingReducer().reduce, INIT, entries);
    expect(observe(loaded)).toEqual(observe(live));
    expect(loaded.state).toEqual({ total: 43, applied: ['a', 'b', 'd', 'f'] });
    expect(loaded.entries).toEqual(entries);
  });

  it('with a fitting snapshot, gives the same result as a full replay without replaying the commands before it', () => {
    const entries = journal();
    const at = 9; // after a, b, c, undo, d, e, undo, undo, redo: the stack is a, b, d
    const snap = timelineOf(entries.slice(0, at)).snapshot();
    expect(snap).toMatchObject({ seq: 9, depth: 3 });

    const full = Timeline.load(makeCountingReducer().reduce, INIT, entries);
    const counting = makeCountingReducer();
    const fromSnap = Timeline.load(counting.reduce, INIT, entries, snap);
    expect(observe(fromSnap)).toEqual(observe(full));
    // Only the commands after the snapshot were applied: f and g.
    expect(counting.calls()).toBe(2);
  });

  it('uses the snapshot state as given (it is trusted, not re-derived)', () => {
    const entries = [add('a', 1), add('b', 2), add('c', 4)];
    const fake = { seq: 2, depth: 2, state: { total: 1000, applied: ['from-snapshot'] } };
    const t = Timeline.load(makeCountingReducer().reduce, INIT, entries, fake);
    expect(t.state).toEqual({ total: 1004, applied: ['from-snapshot', 'c'] });
  });

  it('after loading from a snapshot, undoing below it recomputes the earlier states', () => {
    const entries = journal();
    const snap = timelineOf(entries.slice(0, 10)).snapshot(); // up to and including f
    const full = timelineOf(entries);
    const fromSnap = Timeline.load(makeCountingReducer().reduce, INIT, entries, snap);
    while (full.canUndo) {
      full.push(undo());
      fromSnap.push(undo());
      expect(observe(fromSnap)).toEqual(observe(full));
    }
    expect(fromSnap.state).toEqual(INIT);
    // And forward again through the recomputed states.
    while (full.canRedo) {
      full.push(redo());
      fromSnap.push(redo());
      expect(observe(fromSnap)).toEqual(observe(full));
    }
    expect(fromSnap.state).toEqual({ total: 107, applied: ['a', 'b', 'd', 'f', 'g'] });
  });

  it('a snapshot whose depth does not fit the journal is ignored and everything is replayed', () => {
    const entries = journal();
    const good = timelineOf(entries.slice(0, 6)).snapshot();
    const bogus = { ...good, depth: good.depth + 1, state: { total: -999, applied: ['bogus'] } };
    const counting = makeCountingReducer();
    const t = Timeline.load(counting.reduce, INIT, entries, bogus);
    expect(observe(t)).toEqual(observe(timelineOf(entries)));
    expect(t.state.applied).not.toContain('bogus');
    // Every command the journal applies was replayed: 7 do + 1 redo.
    expect(counting.calls()).toBe(8);
  });

  it('a snapshot beyond the end of the journal is ignored', () => {
    const entries = [add('a', 1), add('b', 2)];
    const t = Timeline.load(makeCountingReducer().reduce, INIT, entries, {
      seq: 5,
      depth: 2,
      state: { total: -1, applied: [] },
    });
    expect(t.state).toEqual({ total: 3, applied: ['a', 'b'] });
  });

  it('an empty journal loads to the initial state', () => {
    const t = Timeline.load(makeCountingReducer().reduce, INIT, []);
    expect(observe(t)).toEqual(observe(new Timeline(makeCountingReducer().reduce, INIT)));
  });

  it('names the 1-based entry number that cannot be applied', () => {
    const entries = [add('a', 1), add('b', 2), reject('bad'), add('c', 3)];
    expect(() => Timeline.load(makeCountingReducer().reduce, INIT, entries)).toThrow(
      'Entry 3 of the game log cannot be applied: Command bad is not allowed.',
    );
    expect(() => Timeline.load(makeCountingReducer().reduce, INIT, [undo()])).toThrow(/Entry 1 .*Nothing to undo/);
  });
});

describe('a long game opened from its snapshot: the rows under it replay from a nearby state', () => {
  const long = (n: number): Entry[] => Array.from({ length: n }, (_, i) => add(`x${i}`, 1));

  it('the snapshot carries a state BELOW_DEPTH under its own, and the newest rows never replay from the start', () => {
    const entries = long(1000);
    const full = timelineOf(entries);
    const snap = full.snapshot();
    expect(snap.below?.depth).toBe(1000 - BELOW_DEPTH);
    expect(snap.below?.state.total).toBe(1000 - BELOW_DEPTH);
    const counting = makeCountingReducer();
    const t = Timeline.load(counting.reduce, INIT, entries, snap);
    expect(counting.calls()).toBe(0);
    // What a first render asks: the state before each of the 22 newest rows, and the undo's.
    for (let i = 999; i >= 978; i--) {
      const e = entries[i] as Extract<Entry, { kind: 'do' }>;
      expect(t.beforeOf(e.command, i)).toEqual(full.beforeOf(e.command, i));
    }
    expect(counting.calls()).toBeLessThan(22 * BELOW_DEPTH);
    // Undo under the snapshot, then under `below`: the same states as the game played live.
    for (let k = 0; k < 200; k++) {
      t.push(undo());
      full.push(undo());
      expect(t.state).toEqual(full.state);
    }
  });

  it('scrolling the whole log keeps a checkpoint every few hundred states: each row replays little', () => {
    const n = 1000;
    const entries = long(n);
    const counting = makeCountingReducer();
    const t = Timeline.load(counting.reduce, INIT, entries, timelineOf(entries).snapshot());
    // From the newest row down, as the log scrolls: without checkpoints each row would replay
    // from the start of the game (n * n / 2 = 500,000 reductions here).
    for (let i = n - 1; i >= 0; i--) {
      const e = entries[i] as Extract<Entry, { kind: 'do' }>;
      expect(t.beforeOf(e.command, i)?.total).toBe(i);
    }
    expect(counting.calls()).toBeLessThan(n + n * 140);
  });

  it('a `below` that does not sit under the snapshot is not used', () => {
    const entries = long(100);
    const snap = timelineOf(entries).snapshot();
    const bad = { ...snap, below: { depth: 100, state: { total: -5, applied: [] } } };
    const t = Timeline.load(makeCountingReducer().reduce, INIT, entries, bad);
    t.push(undo());
    expect(t.state.total).toBe(99);
  });
});
