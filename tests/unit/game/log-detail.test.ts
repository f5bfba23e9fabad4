// Issue 9: a log row opens the whole entry. The timeline gives the states around an entry in
// effect (none for an undone one), and each system explains the command from them: who acted,
// the facts and modifiers chosen, the chart row, what changed and what to do with the models.
import { describe, expect, it } from 'vitest';
import { Timeline } from '../../../src/game/timeline';
import type { Entry } from '../../../src/game/types';
import type { Command } from '../../../src/rules/core/model';
import { explainRw } from '../../../src/rules/road-wolf';
import { explainWlf } from '../../../src/rules/white-line-fever';
import { reduceWlf } from '../../../src/rules/white-line-fever/commands';
import type { WlfState } from '../../../src/rules/white-line-fever/model';
import { apply as applyRw, makeSetup as makeRwSetup, toPlay } from '../road-wolf/helpers';
import { begin, carOf, makeSetup, moves, playToPlay } from '../white-line-fever/helpers';

let clock = 5_000;
const add = (n: number): Entry => {
  clock += 1;
  return { kind: 'do', command: { type: 'add', payload: { n }, at: clock } };
};

describe('Timeline.around (log detail)', () => {
  const reduce = (s: number, c: Command) => s + (c.payload as { n: number }).n;

  it('issue 9 gives the states just before and after an entry in effect', () => {
    const t = new Timeline(reduce, 0);
    for (const e of [add(1), add(10), add(100)]) t.push(e);
    expect(t.around(1)).toEqual({ before: 1, after: 11 });
    expect(t.around(0)).toEqual({ before: 0, after: 1 });
  });

  it('issue 9 an undone entry has no states; redone, it has them again at its new place', () => {
    const t = new Timeline(reduce, 0);
    for (const e of [add(1), add(10), { kind: 'undo', at: 1 } as Entry, add(100)]) t.push(e);
    expect(t.around(1)).toBeNull();
    expect(t.around(2)).toBeNull(); // the undo marker itself
    expect(t.around(3)).toEqual({ before: 1, after: 101 });
    t.push({ kind: 'undo', at: 2 });
    t.push({ kind: 'redo', at: 3 });
    expect(t.around(3)).toEqual({ before: 1, after: 101 });
  });

  it('issue 9 works below a snapshot (states recomputed from the start)', () => {
    const entries = [add(1), add(2), add(3), add(4)];
    const t = Timeline.load(reduce, 0, entries, { seq: 3, depth: 3, state: 6 });
    expect(t.around(1)).toEqual({ before: 1, after: 3 });
    expect(t.around(3)).toEqual({ before: 6, after: 10 });
  });
});

describe('explainWlf', () => {
  const setup = makeSetup(2, 2);
  const base = () =>
    moves(begin(playToPlay(setup, { speeds: { P1c1: 4, P2c1: 3 }, firstDriver: 'P1' }), 'P1c1'), 'STRAIGHT');
  const run = (s: WlfState, type: string, payload: Record<string, unknown>) => {
    const c = { type, payload, at: 1 };
    return explainWlf(s, reduceWlf(s, c, setup), c, setup);
  };

  it('A4.8 a shot: the Driver, the facts, the modifier choices, the chart row and the model', () => {
    const s = base();
    const d = run(s, 'wlf.fire', {
      targetId: 'P2c1',
      raw: 3,
      shortRange: true,
      backShot: true,
      adjust: { SHORT_RANGE: 1, BACK_SHOT: 0 },
      final: 4,
      outcome: 'SPIN_OUT',
      blast: [],
    });
    expect(d.who).toBe('Player 1');
    expect(d.lines).toEqual([
      'Facts: short range yes, back shot yes, Car P2.1 on its wheels at speed 3.',
      'Modifiers chosen: short range +1, back shot unused.',
      "Fire chart: 4 is above the target's speed → Spin Out.",
      'Car P2.1: speed 3 → 2.',
      'On the table: turn Car P2.1 to face the other way, then set its speed die to 2.',
    ]);
  });

  it('A4.7 a control check names the caller', () => {
    const d = run(base(), 'wlf.check', { callerId: 'P2', roll: 2, pass: false });
    expect(d.who).toBe('Player 2 (called the check)');
  });

  it('0.3 a correction says it was set by hand, and what to do with the model', () => {
    const s = base();
    const d = run(s, 'wlf.adjust', { carId: 'P2c1', flipped: true });
    expect(d.lines[0]).toMatch(/set by hand/);
    expect(d.lines).toContain('On the table: turn Car P2.1 upside down.');
    expect(carOf(s, 'P2c1').flipped).toBe(false);
  });
});

describe('explainRw', () => {
  it('B10.1 a ram that destroys: the rammer’s player, the wreck reminder', () => {
    const setup = makeRwSetup(2, 1);
    let s = toPlay(setup, { P1c1: { type: 'big_rig' }, P2c1: { type: 'street_bike' } }, { points: 5 });
    s = applyRw(s, 'rw.move', { carId: 'P1c1', mode: 'MOVE' }, setup);
    const c = { type: 'rw.ram', payload: { defenderId: 'P2c1', attack: [6, 6, 6, 1, 1], defence: [2] }, at: 1 };
    const after = applyRw(s, c.type, c.payload, setup);
    const d = explainRw(s, after, c, setup);
    expect(d.who).toBe('Player 1');
    expect(d.lines.join(' ')).toMatch(/On the table: take Car P2\.1 off the table\./);
  });
});
