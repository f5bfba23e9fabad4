import { describe, expect, it } from 'vitest';
import carCult from '../../../src/rules/car-cult-d20';
import { morePlaceable } from '../../../src/rules/car-cult-d20/allocation';
import type { CcState } from '../../../src/rules/car-cult-d20/model';
import {
  allocationCapacity,
  allocationProblem,
  nextActivation,
  settleTie,
  unallocated,
} from '../../../src/rules/car-cult-d20/rules';
import { apply, car, card, counts, makeSetup, refused, toRound } from './helpers';

const setup = makeSetup(2, 2);
const CARDS = {
  P1c1: ['muscle', 'machine_gun', 'dangerous_driver'],
  P1c2: ['buggy', 'gutsy_gunner'],
  P2c1: ['street', 'cannon', 'fanatical_fixer', 'armour_2'],
  P2c2: ['hauler', 'mines'],
};

function start(st: Record<string, number>): CcState {
  return toRound(setup, CARDS, st);
}

describe('Car Cult D20 activation order (B8.1) [CC-A01]', () => {
  it('CC-A01: most engine ST goes first', () => {
    const s = start({ P1c1: 2, P1c2: 1, P2c1: 4, P2c2: 3 });
    expect(nextActivation(s, setup)).toEqual({ kind: 'CAR', carId: 'P2c1' });
    refused(s, 'cc.activate', { carId: 'P1c1' }, setup, /most engine Speed Tokens go first/);
    const a = apply(s, 'cc.activate', { carId: 'P2c1' }, setup);
    expect(a.activeCarId).toBe('P2c1');
  });

  it('CC-A01: a tie rolls D20s, re-rolls equal highs, and keeps the rolls for the round', () => {
    const s = start({ P1c1: 3, P1c2: 3, P2c1: 3, P2c2: 1 });
    const tie = nextActivation(s, setup);
    expect(tie).toEqual({ kind: 'TIE', tied: ['P1c1', 'P1c2', 'P2c1'], roll: ['P1c1', 'P1c2', 'P2c1'], stored: {} });
    if (tie.kind !== 'TIE') throw new Error('tie');
    expect(settleTie(tie, [{ P1c1: [12], P1c2: [12] }])).toEqual({ done: false, next: ['P1c1', 'P1c2', 'P2c1'] });
    expect(settleTie(tie, [{ P1c1: [12], P1c2: [12], P2c1: [5] }])).toEqual({ done: false, next: ['P1c1', 'P1c2'] });
    refused(
      s,
      'cc.activate',
      { carId: 'P1c1', tieRolls: [{ P1c1: [12], P1c2: [12], P2c1: [5] }] },
      setup,
      /a D20 for 2 cars/,
    );
    const passes = [
      { P1c1: [12], P1c2: [12], P2c1: [5] },
      { P1c1: [3], P1c2: [9] },
    ];
    refused(s, 'cc.activate', { carId: 'P1c1', tieRolls: passes }, setup, /pick another car/);
    let a = apply(s, 'cc.activate', { carId: 'P1c2', tieRolls: passes }, setup);
    expect(a.tieRolls).toEqual({ P1c1: 3, P1c2: 9, P2c1: 5 });
    a = apply(a, 'cc.allocate', { bonusST: 0, alloc: {} }, setup);
    a = apply(a, 'cc.moveEnd', { outcome: 'normal' }, setup);
    a = apply(a, 'cc.endActivation', {}, setup);
    // The stored rolls settle the next tie without new dice: P2c1 5 beats P1c1 3.
    expect(nextActivation(a, setup)).toEqual({ kind: 'CAR', carId: 'P2c1' });
    refused(a, 'cc.activate', { carId: 'P2c1', tieRolls: [{ P2c1: [4] }] }, setup, /settled/);
  });

  it('CC-A01: a car whose engine ST changed mid-round is re-evaluated before the next activation', () => {
    let s = start({ P1c1: 4, P1c2: 1, P2c1: 3, P2c2: 2 });
    s = apply(s, 'cc.adjust', { trackId: card(s, 'P2c2', 'engine').id, st: 5, dt: 0 }, setup);
    expect(nextActivation(s, setup)).toEqual({ kind: 'CAR', carId: 'P2c2' });
  });

  it('CC-A01 house activationOrderFixed: the order reads engine ST at the round start', () => {
    const fixed = makeSetup(2, 2, { activationOrderFixed: true });
    let s = toRound(fixed, CARDS, { P1c1: 4, P1c2: 1, P2c1: 3, P2c2: 2 });
    s = apply(s, 'cc.adjust', { trackId: card(s, 'P2c2', 'engine').id, st: 5, dt: 0 }, fixed);
    expect(nextActivation(s, fixed)).toEqual({ kind: 'CAR', carId: 'P1c1' });
  });
});

describe('Car Cult D20 activate (B8.2-B8.5)', () => {
  function activeP1c1(st = 4): CcState {
    const s = start({ P1c1: st, P1c2: 0, P2c1: 0, P2c2: 0 });
    return apply(s, 'cc.activate', { carId: 'P1c1' }, setup);
  }

  it('CC-A08: activation clears every non-engine ST, keeps engine ST, resets re-rolls and swaps', () => {
    let s = start({ P1c1: 4, P1c2: 0, P2c1: 0, P2c2: 0 });
    s = apply(s, 'cc.adjust', { trackId: card(s, 'P1c1', 'machine_gun').id, st: 1, dt: 1 }, setup);
    s = apply(s, 'cc.activate', { carId: 'P1c1' }, setup);
    expect(counts(card(s, 'P1c1', 'machine_gun'))).toEqual([0, 1]);
    expect(card(s, 'P1c1', 'engine').st).toBe(4);
    expect(car(s, 'P1c1').act?.step).toBe('START');
  });

  it('CC-A03: removing one ST is free; two or more take a D20 each and each failure is a DT on the engine [CC-A04]', () => {
    const s = activeP1c1(4);
    const one = apply(s, 'cc.downShift', { k: 1, dice: [] }, setup);
    expect(counts(card(one, 'P1c1', 'engine'))).toEqual([3, 0]);
    refused(s, 'cc.downShift', { k: 2, dice: [12] }, setup, /takes 2 D20s/);
    const two = apply(s, 'cc.downShift', { k: 2, dice: [12, 9] }, setup);
    expect(counts(card(two, 'P1c1', 'engine'))).toEqual([2, 1]);
    refused(two, 'cc.downShift', { k: 1, dice: [] }, setup, /already down shifted/);
  });

  it('CC-A03 house downShiftFirstFree: k − 1 dice', () => {
    const free = makeSetup(2, 2, { downShiftFirstFree: true });
    let s = toRound(free, CARDS, { P1c1: 4 });
    s = apply(s, 'cc.activate', { carId: 'P1c1' }, free);
    const r = apply(s, 'cc.downShift', { k: 3, dice: [1, 15] }, free);
    expect(counts(card(r, 'P1c1', 'engine'))).toEqual([1, 1]);
  });

  it('B8.5: finishing asks first only while a Speed Token could still be placed (issue 30)', () => {
    const s = activeP1c1(2); // 6 ST to place; the engine takes 2 (acceleration), the gun 2, the Driver 2
    const c = car(s, 'P1c1');
    const eng = card(s, 'P1c1', 'engine').id;
    const mg = card(s, 'P1c1', 'machine_gun').id;
    const dd = card(s, 'P1c1', 'dangerous_driver').id;
    const draft = (alloc: Record<string, number>) => ({ key: 'k', alloc, bonus: 0 });
    expect(morePlaceable(c, draft({}))).toBe(true);
    expect(morePlaceable(c, draft({ [eng]: 2 }))).toBe(true); // the gun and the Driver have room
    expect(morePlaceable(c, draft({ [eng]: 2, [mg]: 2 }))).toBe(true);
    expect(morePlaceable(c, draft({ [eng]: 2, [mg]: 2, [dd]: 2 }))).toBe(false); // all 6 placed
    expect(morePlaceable(c, { key: 'k', alloc: { [eng]: 2, [mg]: 2, [dd]: 2 }, bonus: 1 })).toBe(false); // 1 lost, no room
  });

  it('CC-A04: down shift only at the start of the activation', () => {
    const s = apply(activeP1c1(4), 'cc.allocate', { bonusST: 0, alloc: {} }, setup);
    refused(s, 'cc.downShift', { k: 1, dice: [] }, setup, /only at the start/);
  });

  it('B8.4/B8.5: generation counts visible symbols; acceleration caps the engine; the rest is lost (CC-A13)', () => {
    const s = activeP1c1(2); // muscle 2 ST: symbols 3-6 show (4), DD 2 → 6 ST
    const c = car(s, 'P1c1');
    const eng = card(s, 'P1c1', 'engine').id;
    const mg = card(s, 'P1c1', 'machine_gun').id;
    const dd = card(s, 'P1c1', 'dangerous_driver').id;
    expect(allocationProblem(c, { [eng]: 3 }, 0)).toMatch(/acceleration allows 2 more/);
    expect(allocationProblem(c, { [eng]: 2, [mg]: 2, [dd]: 2, x: 0 }, 0)).toMatch(/not on this car/);
    expect(allocationProblem(c, { [eng]: 2, [mg]: 2, [dd]: 2 }, 0)).toBeNull();
    expect(allocationProblem(c, { [eng]: 2, [mg]: 2, [dd]: 2 }, 0)).toBeNull();
    expect(allocationProblem(c, { [eng]: 2, [mg]: 2, [dd]: 3 }, 0)).toMatch(/room for 2 more/);
    expect(unallocated(c, { [eng]: 2, [mg]: 1 }, 1)).toBe(4);
    expect(allocationCapacity(c)).toBe(2 + 2 + 2);
    const a = apply(s, 'cc.allocate', { bonusST: 1, alloc: { [eng]: 2, [mg]: 1 } }, setup);
    expect(card(a, 'P1c1', 'engine').st).toBe(4);
    expect(car(a, 'P1c1').act).toMatchObject({ generated: 7, bonusST: 1, wasted: 4, stAddedToEngine: 2, step: 'ACT' });
  });

  it('B8.5 log: the allocation names each card in the log; the Undo button says the car and the count', () => {
    const s = activeP1c1(2);
    const eng = card(s, 'P1c1', 'engine').id;
    const mg = card(s, 'P1c1', 'machine_gun').id;
    const dd = card(s, 'P1c1', 'dangerous_driver').id;
    const allocate = (payload: Record<string, unknown>) => ({ type: 'cc.allocate', payload, at: 0 });
    const full = allocate({ bonusST: 1, alloc: { [eng]: 2, [mg]: 1, [dd]: 1 } });
    // The whole list stays the log line (and the Undo button's description).
    expect(carCult.describe(full, setup)).toBe(
      "Car P1.1's Speed Tokens: 2 on Muscle car, 1 on Machine gun, 1 on Dangerous Driver (bonus 1)",
    );
    // Three lines of a 360 px button hold about 40 letters with "↶ Undo": the car and the count.
    expect(carCult.describeShort?.(full, setup)).toBe("Car P1.1's 4 Speed Tokens");
    expect(carCult.describeShort?.(allocate({ bonusST: 0, alloc: { [mg]: 1, [dd]: 0 } }), setup)).toBe(
      "Car P1.1's 1 Speed Token",
    );
    expect(carCult.describe(allocate({ bonusST: 0, alloc: {} }), setup)).toBe('Speed Tokens allocated: none');
    expect(carCult.describeShort?.(allocate({ bonusST: 2, alloc: {} }), setup)).toBe('Speed Tokens: none');
    // A malformed payload (an imported game) still reads, with no NaN or joined strings.
    expect(carCult.describeShort?.(allocate({ alloc: { [mg]: '2', [dd]: 'x' } }), setup)).toBe(
      "Car P1.1's 2 Speed Tokens",
    );
    expect(carCult.describeShort?.(allocate({ alloc: 'x' }), setup)).toBe('Speed Tokens: none');
    // Commands whose log line is short have no short form: the button shows the log line.
    expect(carCult.describeShort?.({ type: 'cc.activate', payload: { carId: 'P1c1' }, at: 0 }, setup)).toBeNull();
  });

  it('CC-A13: armour and the reinforced ram take no ST; DT-covered AZ take none', () => {
    let s = start({ P1c1: 0, P1c2: 0, P2c1: 5, P2c2: 0 });
    s = apply(s, 'cc.adjust', { trackId: card(s, 'P2c1', 'cannon').id, st: 0, dt: 1 }, setup);
    s = apply(s, 'cc.activate', { carId: 'P2c1' }, setup);
    const c = car(s, 'P2c1');
    expect(allocationProblem(c, { [card(s, 'P2c1', 'armour').id]: 1 }, 0)).toMatch(/no action to power/);
    expect(allocationProblem(c, { [card(s, 'P2c1', 'cannon').id]: 2 }, 0)).toMatch(/room for 1 more/);
  });
});

describe('Car Cult D20 Fanatical Fixer (B8.6) [CC-A20]', () => {
  function fixerReady(su = setup): CcState {
    let s = toRound(su, CARDS, { P2c1: 4 });
    s = apply(s, 'cc.adjust', { trackId: card(s, 'P2c1', 'engine').id, st: 2, dt: 2 }, su);
    s = apply(s, 'cc.adjust', { trackId: card(s, 'P2c1', 'armour').id, st: 0, dt: 2 }, su);
    s = apply(s, 'cc.activate', { carId: 'P2c1' }, su);
    // engine 2 ST 2 DT: symbol 3 shows (1), fixer 1 → 2 ST
    return apply(
      s,
      'cc.allocate',
      { bonusST: 0, alloc: { [card(s, 'P2c1', 'cannon').id]: 1, [card(s, 'P2c1', 'fanatical_fixer').id]: 1 } },
      su,
    );
  }

  it('CC-A20: an ST and a DT on different cards trade places; totals kept, tracks re-packed', () => {
    const s = fixerReady();
    const eng = card(s, 'P2c1', 'engine').id;
    const can = card(s, 'P2c1', 'cannon').id;
    const r = apply(s, 'cc.swap', { stTrackId: can, dtTrackId: eng }, setup);
    expect(counts(card(r, 'P2c1', 'engine'))).toEqual([3, 1]);
    expect(counts(card(r, 'P2c1', 'cannon'))).toEqual([0, 1]);
    expect(car(r, 'P2c1').act?.stAddedToEngine).toBe(0); // CC-A12: swaps are exempt from accel
    refused(r, 'cc.swap', { stTrackId: can, dtTrackId: eng }, setup, /No Fanatical Fixer swap is left/);
  });

  it('CC-A20: never the fixer’s own tokens, never armour as the ST side, nor empty AZ', () => {
    const s = fixerReady();
    const eng = card(s, 'P2c1', 'engine').id;
    refused(s, 'cc.swap', { stTrackId: card(s, 'P2c1', 'fanatical_fixer').id, dtTrackId: eng }, setup, /own tokens/);
    refused(
      s,
      'cc.swap',
      { stTrackId: eng, dtTrackId: card(s, 'P2c1', 'armour').id },
      setup,
      /cannot hold a Speed Token/,
    );
    refused(s, 'cc.swap', { stTrackId: eng, dtTrackId: card(s, 'P2c1', 'cannon').id }, setup, /no Damage Token/);
  });

  it('CC-A20: swaps come before moving and attacking (house swapsAnyTime lifts it); CC-A12 house swaps count toward accel', () => {
    const s = apply(fixerReady(), 'cc.rough', { inches: 1, die: 15 }, setup);
    refused(
      s,
      'cc.swap',
      { stTrackId: card(s, 'P2c1', 'cannon').id, dtTrackId: card(s, 'P2c1', 'engine').id },
      setup,
      /before moving/,
    );
    const any = makeSetup(2, 2, { swapsAnyTime: true, swapsCountTowardAccel: true });
    const late = apply(fixerReady(any), 'cc.rough', { inches: 1, die: 15 }, any);
    const r = apply(
      late,
      'cc.swap',
      { stTrackId: card(late, 'P2c1', 'cannon').id, dtTrackId: card(late, 'P2c1', 'engine').id },
      any,
    );
    expect(counts(card(r, 'P2c1', 'engine'))).toEqual([3, 1]);
    expect(car(r, 'P2c1').act?.stAddedToEngine).toBe(1);
  });
});

describe('Car Cult D20 tie rolls kept for the round (B8.1 step 4)', () => {
  it('CC-A01: a stored roll joins the new ones; the cars tied for highest re-roll and overwrite their entries', () => {
    const tie = { kind: 'TIE' as const, tied: ['A', 'B', 'C'], roll: ['B', 'C'], stored: { A: 12 } };
    expect(settleTie(tie, [{ B: [12], C: [4] }])).toEqual({ done: false, next: ['A', 'B'] });
    expect(
      settleTie(tie, [
        { B: [12], C: [4] },
        { A: [3], B: [9] },
      ]),
    ).toEqual({ done: true, carId: 'B', tieRolls: { A: 3, B: 9, C: 4 } });
    expect(() => settleTie(tie, [{ A: [5], B: [12], C: [4] }])).toThrow(/no tie roll yet/);
    expect(() =>
      settleTie(tie, [
        { B: [13], C: [4] },
        { A: [3], B: [9] },
      ]),
    ).toThrow(/already settled/);
  });

  it('CC-A21 house inchRounding nearest: 2.5" short counts as 3 (round half up)', () => {
    const near = makeSetup(2, 2, { inchRounding: 'nearest' });
    let s = toRound(near, CARDS, { P1c1: 6 }); // muscle 6 ST: min 12
    s = apply(apply(s, 'cc.activate', { carId: 'P1c1' }, near), 'cc.allocate', { bonusST: 0, alloc: {} }, near);
    expect(apply(s, 'cc.moveEnd', { outcome: 'braked', distance: 9.5, die: 12 }, near).pending.length).toBe(1); // 12 − 3 = 9
    expect(apply(s, 'cc.moveEnd', { outcome: 'braked', distance: 9.6, die: 12 }, near).pending.length).toBe(0); // 12 − 2 = 10
  });
});
