// Issue 33: the evaluator of a sheet. A move's dice are read by its success and its reading
// (readRoll), its effects worked out from the reading (effectAmount) and applied with the triggers
// they set off (setValue): clamped to the tracker's range and the car's own maximum, each trigger
// firing once when a change crosses into it.
import { describe, expect, it } from 'vitest';
import { RuleError, type Setup } from '../../../src/rules/core/model';
import { initCs } from '../../../src/rules/custom/commands';
import type { CsState } from '../../../src/rules/custom/model';
import {
  clamp,
  effectAmount,
  maxOf,
  poolOf,
  readRoll,
  setValue,
  tracker,
  trackerValue,
} from '../../../src/rules/custom/rules';
import { dieFaces, dieName, type Effect, type Move, type Sheet, type Tracker } from '../../../src/rules/custom/sheet';
import { readSheet } from '../../../src/rules/custom/validate';
import { apply, begin, car, sheetWith, starter, table } from './helpers';

/** A sheet with a Hull, an Armour, Hazard tokens and a Fudge-like die, and moves to read. */
function sheet(extra: Partial<Sheet> = {}): Sheet {
  const s = sheetWith({
    trackers: [
      { id: 'hull', name: 'Hull', kind: 'counter', min: 0, max: 6, start: 4, perCar: true },
      { id: 'armour', name: 'Armour', kind: 'counter', min: 1, max: 6, start: 4 },
      { id: 'hazard', name: 'Hazard', kind: 'tokens', min: 0, max: 8, start: 0 },
      { id: 'crew', name: 'Crew', kind: 'counter', min: -3, max: 3, start: 2 },
    ],
    conditions: [
      { id: 'spun', name: 'Spun', model: 'turn it a quarter' },
      { id: 'fire', name: 'On fire' },
      { id: 'wipeout', name: 'Wiped out' },
    ],
    resources: [{ id: 'cans', name: 'Cans', min: 0, max: 5, start: 1, score: true }],
    dice: [
      {
        id: 'fudge',
        name: 'Fudge die',
        faces: [
          { name: 'Minus', value: -1 },
          { name: 'Blank', value: 0 },
          { name: 'Plus', value: 1 },
        ],
      },
    ],
    ...extra,
  });
  const r = readSheet(s);
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r.sheet;
}

function move(m: Partial<Move>): Move {
  return {
    id: 'm',
    name: 'Test move',
    pool: { n: 3 },
    die: 'd6',
    target: true,
    success: { kind: 'atLeast', n: 4 },
    read: 'count',
    effects: [{ who: 'target', what: 'tracker', id: 'hull', sign: -1, amount: 'result', n: 1 }],
    ...m,
  };
}

function game(extra: Partial<Sheet> = {}): { s: CsState; setup: Setup; b: string } {
  const { s, setup } = begin(sheet(extra), 2, 1);
  return { s, setup, b: 'bo1' };
}

describe('readRoll: a move’s dice read by its success and its reading', () => {
  const { s, b } = game();
  const target = car(s, b);

  it('count with N+: the dice at or above N succeed, and the count is the result', () => {
    const r = readRoll(s, move({}), [6, 4, 3], target);
    expect(r.dice.map((d) => d.ok)).toEqual([true, true, false]);
    expect(r).toMatchObject({ result: 2, succeeded: true, text: '2 successes', rule: '4+ succeeds' });
    expect(readRoll(s, move({}), [6, 1, 1], target).text).toBe('1 success');
    expect(readRoll(s, move({}), [1, 2, 3], target)).toMatchObject({
      result: 0,
      succeeded: false,
      text: '0 successes',
    });
  });

  it('count against the target’s tracker: its value on the target car is the number to reach', () => {
    const m = move({ success: { kind: 'target', tracker: 'armour' } });
    expect(readRoll(s, m, [4, 3, 5], target)).toMatchObject({
      result: 2,
      rule: '4+ succeeds (the target’s Armour)',
    });
    const thin = apply(s, 'cs.track', { carId: b, tracker: 'armour', to: 2 }, table(s.sheet));
    expect(readRoll(thin, m, [2, 1, 3], car(thin, b))).toMatchObject({
      result: 2,
      rule: '2+ succeeds (the target’s Armour)',
    });
    expect(() => readRoll(s, m, [4, 4, 4], null)).toThrow(RuleError);
  });

  it('count of a named face on a custom die: faces are positions, read by their names', () => {
    const m = move({ die: 'fudge', success: { kind: 'face', face: 'Plus' } });
    const r = readRoll(s, m, [3, 1, 3], target);
    expect(r.dice).toEqual([
      { face: 3, name: 'Plus', value: 1, ok: true },
      { face: 1, name: 'Minus', value: -1, ok: false },
      { face: 3, name: 'Plus', value: 1, ok: true },
    ]);
    expect(r).toMatchObject({ result: 2, succeeded: true, rule: 'Plus succeeds' });
  });

  it('highest: the best value, succeeding at N+ (or always, with no success rule)', () => {
    const m = move({ read: 'highest', pool: { n: 2 } });
    expect(readRoll(s, m, [2, 5], target)).toMatchObject({ result: 5, succeeded: true, text: 'highest 5: succeeds' });
    expect(readRoll(s, m, [2, 3], target)).toMatchObject({ result: 3, succeeded: false, text: 'highest 3: fails' });
    const free = move({ read: 'highest', pool: { n: 2 }, success: { kind: 'none' } });
    expect(readRoll(s, free, [1, 2], target)).toMatchObject({
      result: 2,
      succeeded: true,
      text: 'highest 2',
      rule: 'every die counts',
    });
  });

  it('sum: the total of the values, succeeding at N+; with a named face, when any die shows it', () => {
    const m = move({ read: 'sum', pool: { n: 2 }, success: { kind: 'atLeast', n: 8 } });
    expect(readRoll(s, m, [4, 4], target)).toMatchObject({ result: 8, succeeded: true, text: 'total 8: succeeds' });
    expect(readRoll(s, m, [6, 1], target)).toMatchObject({ result: 7, succeeded: false, text: 'total 7: fails' });
    const fudge = move({ read: 'sum', die: 'fudge', success: { kind: 'face', face: 'Plus' } });
    expect(readRoll(s, fudge, [1, 1, 2], target)).toMatchObject({ result: -2, succeeded: false });
    expect(readRoll(s, fudge, [1, 1, 3], target)).toMatchObject({
      result: -1,
      succeeded: true,
      text: 'total -1: succeeds',
    });
  });

  it('each: every face on its own, always read; the result is the number of dice', () => {
    const m = move({ read: 'each', die: 'fudge', success: { kind: 'none' } });
    expect(readRoll(s, m, [1, 2, 3], target)).toMatchObject({
      result: 3,
      succeeded: true,
      text: 'Minus, Blank, Plus',
      rule: 'each face on its own',
    });
  });

  it('a standard die’s faces are named by their numbers, so a face success works on it too', () => {
    const m = move({ success: { kind: 'face', face: '6' } });
    expect(readRoll(s, m, [6, 6, 5], target).result).toBe(2);
    expect(dieFaces(s.sheet, 'd3')).toEqual([
      { name: '1', value: 1 },
      { name: '2', value: 2 },
      { name: '3', value: 3 },
    ]);
    expect(dieFaces(s.sheet, 'd20')).toHaveLength(20);
    expect(dieFaces(s.sheet, 'd7')).toBeNull();
    expect(dieName(s.sheet, 'd12')).toBe('D12');
    expect(dieName(s.sheet, 'fudge')).toBe('Fudge die');
  });

  it('a face off the die, not whole, or not a number is a RuleError', () => {
    const m = move({});
    for (const f of [0, 7, 2.5, -1, Number.NaN])
      expect(() => readRoll(s, m, [f, 1, 1], target), String(f)).toThrow(/A 6-sided die shows 1 to 6/);
    for (const f of ['3', null, [], {}, JSON.parse('{"toString": 1}')])
      expect(() => readRoll(s, m, [f as number, 1, 1], target), JSON.stringify(f)).toThrow(RuleError);
    expect(() => readRoll(s, move({ die: 'd7' }), [1, 1, 1], target)).toThrow(/rolls a die this sheet does not have/);
  });
});

describe('effectAmount: how much an effect does', () => {
  const { s, b } = game();
  const read = (m: Move, faces: number[]) => readRoll(s, m, faces, car(s, b));
  const e = (x: Partial<Effect>): Effect => ({
    who: 'target',
    what: 'tracker',
    id: 'hull',
    sign: -1,
    amount: 'result',
    n: 1,
    ...x,
  });

  it('result: n times the result, nothing when the move fails', () => {
    const r = read(move({}), [6, 5, 4]);
    expect(effectAmount(e({ n: 1 }), r)).toBe(3);
    expect(effectAmount(e({ n: 2 }), r)).toBe(6);
    expect(effectAmount(e({ n: 0 }), r)).toBe(0);
    expect(effectAmount(e({}), read(move({}), [1, 2, 3]))).toBe(0);
  });

  it('once: n when the move succeeds, else nothing', () => {
    expect(effectAmount(e({ amount: 'once', n: 2 }), read(move({}), [4, 1, 1]))).toBe(2);
    expect(effectAmount(e({ amount: 'once', n: 2 }), read(move({}), [1, 1, 1]))).toBe(0);
  });

  it('face: n for each die showing the face, whether or not the move succeeded', () => {
    const m = move({ die: 'fudge', read: 'each', success: { kind: 'none' } });
    expect(effectAmount(e({ amount: 'face', face: 'Plus', n: 1 }), read(m, [3, 3, 1]))).toBe(2);
    expect(effectAmount(e({ amount: 'face', face: 'Minus', n: 3 }), read(m, [3, 3, 1]))).toBe(3);
    const failed = read(move({}), [1, 1, 2]);
    expect(failed.succeeded).toBe(false);
    expect(effectAmount(e({ amount: 'face', face: '1', n: 1 }), failed)).toBe(2);
  });
});

describe('moves applied: effects on the target, the actor and the player', () => {
  it('a shot takes its successes off the target’s Hull and gives the shooter’s player a Can', () => {
    const { s, setup } = begin(starter('hull-and-hazards'), 2, 1);
    const after = apply(s, 'cs.move', { move: 'shoot', carId: 'ann1', targetId: 'bo1', faces: [6, 4] }, setup);
    expect(car(after, 'bo1').values.hull).toBe(2);
    expect(after.resources.ann!.cans).toBe(1);
    const miss = apply(s, 'cs.move', { move: 'shoot', carId: 'ann1', targetId: 'bo1', faces: [3, 1] }, setup);
    expect(car(miss, 'bo1').values.hull).toBe(4);
    expect(miss.resources.ann!.cans).toBe(0);
  });

  it('a skid adds a Hazard per Hazard face, spins the car on a Spin and shifts up per Shift', () => {
    const { s, setup } = begin(starter('hull-and-hazards'), 2, 1);
    const a = apply(s, 'cs.move', { move: 'skid', carId: 'ann1', faces: [1, 2] }, setup);
    expect(car(a, 'ann1')).toMatchObject({ conditions: ['spun'], values: { hazard: 1, gear: 1 } });
    const b = apply(s, 'cs.move', { move: 'skid', carId: 'ann1', faces: [4, 6] }, setup);
    expect(car(b, 'ann1')).toMatchObject({ conditions: [], values: { hazard: 0, gear: 3 } });
  });

  it('a ram on 4+ takes 2 Hull off the target and gives the rammer a Hazard', () => {
    const { s, setup } = begin(starter('hull-and-hazards'), 2, 1);
    const a = apply(s, 'cs.move', { move: 'ram', carId: 'ann1', targetId: 'bo1', faces: [4] }, setup);
    expect(car(a, 'bo1').values.hull).toBe(2);
    expect(car(a, 'ann1').values.hazard).toBe(1);
    const b = apply(s, 'cs.move', { move: 'ram', carId: 'ann1', targetId: 'bo1', faces: [3] }, setup);
    expect(b.cars).toEqual(s.cars);
  });

  it('a condition effect clears with sign −1, and a resource effect lands on the acting car’s player', () => {
    const m = move({
      id: 'douse',
      target: false,
      pool: { n: 1 },
      success: { kind: 'atLeast', n: 2 },
      read: 'highest',
      effects: [
        { who: 'self', what: 'condition', id: 'fire', sign: -1, amount: 'once', n: 1 },
        { who: 'self', what: 'resource', id: 'cans', sign: -1, amount: 'once', n: 1 },
      ],
    });
    const { s, setup } = begin(sheet({ moves: [m] }), 2, 1);
    const lit = apply(s, 'cs.condition', { carId: 'bo1', condition: 'fire', on: true }, setup);
    const out = apply(lit, 'cs.move', { move: 'douse', carId: 'bo1', faces: [5] }, setup);
    expect(car(out, 'bo1').conditions).toEqual([]);
    expect(out.resources).toEqual({ ann: { cans: 1 }, bo: { cans: 0 } });
  });

  it('a sum below zero on a Fudge die sets no condition (a condition is set when the amount is above 0)', () => {
    const m = move({
      id: 'luck',
      target: false,
      die: 'fudge',
      pool: { n: 2 },
      success: { kind: 'none' },
      read: 'sum',
      effects: [{ who: 'self', what: 'condition', id: 'spun', sign: 1, amount: 'result', n: 1 }],
    });
    const { s, setup } = begin(sheet({ moves: [m] }), 2, 1);
    expect(car(apply(s, 'cs.move', { move: 'luck', carId: 'ann1', faces: [1, 1] }, setup), 'ann1').conditions).toEqual(
      [],
    );
    expect(car(apply(s, 'cs.move', { move: 'luck', carId: 'ann1', faces: [3, 2] }, setup), 'ann1').conditions).toEqual([
      'spun',
    ]);
  });

  it('a pool read from the acting car’s tracker rolls that many dice (none below 1, at most 20)', () => {
    const { s, setup } = begin(starter('hull-and-hazards'), 2, 1);
    const shoot = s.sheet.moves[0]!;
    expect(poolOf(s, shoot, car(s, 'ann1'))).toBe(2);
    const more = apply(s, 'cs.track', { carId: 'ann1', tracker: 'guns', to: 5 }, setup);
    expect(poolOf(more, shoot, car(more, 'ann1'))).toBe(5);
    const none = apply(s, 'cs.track', { carId: 'ann1', tracker: 'guns', to: 0 }, setup);
    expect(poolOf(none, shoot, car(none, 'ann1'))).toBe(0);
  });
});

describe('clamping: every tracker stays within its range and the car’s own maximum', () => {
  it('a change past the maximum or the minimum stops there', () => {
    const { s, setup } = game();
    expect(car(apply(s, 'cs.track', { carId: 'ann1', tracker: 'armour', by: 10 }, setup), 'ann1').values.armour).toBe(
      6,
    );
    expect(car(apply(s, 'cs.track', { carId: 'ann1', tracker: 'armour', to: -5 }, setup), 'ann1').values.armour).toBe(
      1,
    );
    expect(car(apply(s, 'cs.track', { carId: 'ann1', tracker: 'crew', by: -9 }, setup), 'ann1').values.crew).toBe(-3);
    expect(clamp(7, 0, 4)).toBe(4);
    expect(clamp(-1, 0, 4)).toBe(0);
  });

  it('a per-car maximum: the car’s own, else the sheet’s; lowering it brings the value down', () => {
    const { s, setup } = game();
    const hull = tracker(s.sheet, 'hull') as Tracker;
    expect(maxOf(car(s, 'ann1'), hull)).toBe(6);
    const small = apply(s, 'cs.max', { carId: 'ann1', tracker: 'hull', max: 3 }, setup);
    expect(maxOf(car(small, 'ann1'), hull)).toBe(3);
    expect(car(small, 'ann1').values.hull).toBe(3);
    expect(car(apply(small, 'cs.track', { carId: 'ann1', tracker: 'hull', by: 5 }, setup), 'ann1').values.hull).toBe(3);
    const big = apply(s, 'cs.max', { carId: 'bo1', tracker: 'hull', max: 12 }, setup);
    expect(car(apply(big, 'cs.track', { carId: 'bo1', tracker: 'hull', to: 11 }, setup), 'bo1').values.hull).toBe(11);
    // The other car keeps the sheet's maximum.
    expect(car(apply(big, 'cs.track', { carId: 'ann1', tracker: 'hull', to: 11 }, setup), 'ann1').values.hull).toBe(6);
  });

  it('a resource stays within its range', () => {
    const { s, setup } = game();
    expect(apply(s, 'cs.resource', { playerId: 'ann', resource: 'cans', by: 9 }, setup).resources.ann!.cans).toBe(5);
    expect(apply(s, 'cs.resource', { playerId: 'ann', resource: 'cans', by: -9 }, setup).resources.ann!.cans).toBe(0);
  });

  it('a hidden tracker’s value is its count of items; it cannot be set by number', () => {
    const { s } = begin(
      sheet({
        trackers: [
          { id: 'hull', name: 'Hull', kind: 'counter', min: 0, max: 6, start: 4 },
          { id: 'kit', name: 'Kit', kind: 'hidden', min: 0, max: 2, start: 0, kinds: ['Mines'] },
        ],
      }),
    );
    const kit = tracker(s.sheet, 'kit') as Tracker;
    expect(trackerValue(car(s, 'ann1'), kit)).toBe(0);
    expect(() => setValue(s, car(s, 'ann1'), kit, 1)).toThrow(RuleError);
  });
});

describe('triggers: a tracker crossing into a value', () => {
  const HH = starter('hull-and-hazards');

  it('a trigger fires once when Hull crosses 0 and takes the car out with its model instruction', () => {
    const { s, setup } = begin(HH, 2, 2);
    const hit = apply(s, 'cs.track', { carId: 'bo1', tracker: 'hull', by: -3 }, setup);
    expect(car(hit, 'bo1').out).toBe(false);
    const wreck = apply(hit, 'cs.track', { carId: 'bo1', tracker: 'hull', by: -3 }, setup);
    expect(car(wreck, 'bo1')).toMatchObject({ out: true, outWhy: 'wrecked: take it off the table' });
    expect(car(wreck, 'bo1').values.hull).toBe(0);
    // Brought back by the table, a further change that stays at 0 does not fire again.
    const back = apply(wreck, 'cs.out', { carId: 'bo1', out: false }, setup);
    expect(car(apply(back, 'cs.track', { carId: 'bo1', tracker: 'hull', by: -1 }, setup), 'bo1').out).toBe(false);
    // Up and down again: it crosses again, and fires again.
    const up = apply(back, 'cs.track', { carId: 'bo1', tracker: 'hull', to: 2 }, setup);
    expect(car(apply(up, 'cs.track', { carId: 'bo1', tracker: 'hull', to: 0 }, setup), 'bo1').out).toBe(true);
  });

  it('a trigger at least 6 sets the condition, then the reset puts Hazard back to 0', () => {
    const { s, setup } = begin(HH, 2, 1);
    const five = apply(s, 'cs.track', { carId: 'ann1', tracker: 'hazard', to: 5 }, setup);
    expect(car(five, 'ann1').conditions).toEqual([]);
    const six = apply(five, 'cs.track', { carId: 'ann1', tracker: 'hazard', by: 3 }, setup);
    expect(car(six, 'ann1')).toMatchObject({ conditions: ['wipeout'], values: { hazard: 0 }, out: false });
  });

  it('a change that starts where the trigger holds does not fire it (crossing, not being there)', () => {
    const s0 = sheetWith({
      trackers: [{ id: 'heat', name: 'Heat', kind: 'counter', min: 0, max: 5, start: 5 }],
      conditions: [{ id: 'hot', name: 'Overheated' }],
      triggers: [{ tracker: 'heat', when: 'atLeast', value: 5, does: 'condition', condition: 'hot' }],
    });
    const { s, setup } = begin(s0, 2, 1);
    expect(car(apply(s, 'cs.track', { carId: 'ann1', tracker: 'heat', by: 1 }, setup), 'ann1').conditions).toEqual([]);
    const cool = apply(s, 'cs.track', { carId: 'ann1', tracker: 'heat', to: 3 }, setup);
    expect(car(apply(cool, 'cs.track', { carId: 'ann1', tracker: 'heat', by: 4 }, setup), 'ann1').conditions).toEqual([
      'hot',
    ]);
  });

  it('triggers fire in sheet order; an out trigger on a car already out does nothing more', () => {
    const s0 = sheetWith({
      trackers: [{ id: 'hull', name: 'Hull', kind: 'counter', min: 0, max: 5, start: 3 }],
      conditions: [
        { id: 'smoke', name: 'Smoking' },
        { id: 'fire', name: 'On fire', model: 'put a flame beside it' },
      ],
      triggers: [
        { tracker: 'hull', when: 'atMost', value: 1, does: 'condition', condition: 'fire' },
        { tracker: 'hull', when: 'atMost', value: 2, does: 'condition', condition: 'smoke' },
        { tracker: 'hull', when: 'atMost', value: 0, does: 'out' },
      ],
    });
    const { s, setup } = begin(s0, 2, 1);
    const c = car(s, 'ann1');
    const d = structuredClone(s);
    const fired = setValue(d, car(d, 'ann1'), tracker(d.sheet, 'hull') as Tracker, 0);
    expect(fired).toEqual([
      { carId: 'ann1', text: 'On fire: put a flame beside it', condition: 'fire' },
      { carId: 'ann1', text: 'Smoking', condition: 'smoke' },
      { carId: 'ann1', text: 'out' },
    ]);
    // Conditions stay in the sheet's order, whatever order they were set in.
    expect(car(d, 'ann1')).toMatchObject({ conditions: ['smoke', 'fire'], out: true, outWhy: 'Hull at 0' });
    expect(c.out).toBe(false); // setValue wrote to the draft only
    const out = apply(s, 'cs.out', { carId: 'ann1', out: true }, setup);
    const d2 = structuredClone(out);
    expect(setValue(d2, car(d2, 'ann1'), tracker(d2.sheet, 'hull') as Tracker, 0).map((f) => f.text)).toEqual([
      'On fire: put a flame beside it',
      'Smoking',
    ]);
    expect(car(d2, 'ann1').outWhy).toBe('taken out by the table');
  });

  it('a move’s damage fires the trigger too: a shot that wrecks a car ends a two-car game', () => {
    const { s, setup } = begin(HH, 2, 1);
    const low = apply(s, 'cs.track', { carId: 'bo1', tracker: 'hull', to: 1 }, setup);
    const shot = apply(low, 'cs.move', { move: 'shoot', carId: 'ann1', targetId: 'bo1', faces: [6, 6] }, setup);
    expect(car(shot, 'bo1')).toMatchObject({ out: true, values: { hull: 0 } });
  });

  it('lowering a car’s maximum to a trigger’s value fires it (the Hull is 0 and the car is out)', () => {
    const { s, setup } = begin(HH, 2, 2);
    const m = apply(s, 'cs.max', { carId: 'bo1', tracker: 'hull', max: 0 }, setup);
    expect(car(m, 'bo1')).toMatchObject({ out: true, values: { hull: 0 } });
  });
});

describe('init: every car starts at the sheet’s starts, every player at the resources’ starts', () => {
  it('values, maxima, conditions, items and resources', () => {
    const setup = table(starter('hull-and-hazards'), 3, [2, 1, 0]);
    const s = initCs(setup);
    expect(s.carOrder).toEqual(['ann1', 'ann2', 'bo1']);
    expect(car(s, 'ann2')).toEqual({
      id: 'ann2',
      ownerId: 'ann',
      values: { hull: 4, armour: 4, guns: 2, gear: 1, hazard: 0 },
      max: {},
      conditions: [],
      out: false,
      hidden: [],
    });
    expect(s.resources).toEqual({ ann: { cans: 0 }, bo: { cans: 0 }, cy: { cans: 0 } });
    expect(s.players).toEqual(['ann', 'bo', 'cy']);
  });
});
