import { describe, expect, it } from 'vitest';
import type { Condition } from '../../../src/rules/white-line-fever/data';
import type { WlfState } from '../../../src/rules/white-line-fever/model';
import { applyCondition, clampSpeed } from '../../../src/rules/white-line-fever/rules';
import { apply, begin, carOf, makeSetup, moves, playToPlay, shot } from './helpers';

function withCar(speed: number, flipped = false): WlfState {
  const s = playToPlay(makeSetup(2, 2), { speeds: { P2c1: speed } });
  return { ...s, cars: { ...s.cars, P2c1: { ...carOf(s, 'P2c1'), speed, flipped } } };
}

function applyMany(s: WlfState, id: string, cs: Condition[]): WlfState {
  return cs.reduce((st, c) => applyCondition(st, id, c).state, s);
}

describe('A4.9 / W-3 speed losses', () => {
  it('W-3 clampSpeed keeps speed inside 1..6', () => {
    expect([-3, 0, 1, 3, 6, 7, 9].map(clampSpeed)).toEqual([1, 1, 1, 3, 6, 6, 6]);
  });

  it('A2.1 Spin Out costs 1 speed and nothing else', () => {
    const { state, hit } = applyCondition(withCar(4), 'P2c1', 'SPIN_OUT');
    expect(carOf(state, 'P2c1')).toMatchObject({ speed: 3, flipped: false, status: 'ON_TABLE' });
    expect(hit).toEqual({ carId: 'P2c1', condition: 'SPIN_OUT', applied: 'SPIN_OUT', speedBefore: 4, speedAfter: 3 });
  });

  it('A2.1 Flip Over costs 2 speed and flips the car', () => {
    const { state, hit } = applyCondition(withCar(5), 'P2c1', 'FLIP_OVER');
    expect(carOf(state, 'P2c1')).toMatchObject({ speed: 3, flipped: true, status: 'ON_TABLE' });
    expect(hit.applied).toBe('FLIP_OVER');
  });

  it('W-3 a loss below 1 is clamped at 1 (spin at speed 1, flip at speed 2)', () => {
    expect(carOf(applyCondition(withCar(1), 'P2c1', 'SPIN_OUT').state, 'P2c1').speed).toBe(1);
    expect(carOf(applyCondition(withCar(2), 'P2c1', 'FLIP_OVER').state, 'P2c1').speed).toBe(1);
    expect(carOf(applyCondition(withCar(1), 'P2c1', 'FLIP_OVER').state, 'P2c1')).toMatchObject({
      speed: 1,
      flipped: true,
    });
  });

  it('W-3 losses add up: Spin Out then Flip Over = -3', () => {
    const s = applyMany(withCar(6), 'P2c1', ['SPIN_OUT', 'FLIP_OVER']);
    expect(carOf(s, 'P2c1')).toMatchObject({ speed: 3, flipped: true });
  });

  it('W-3 the order of cumulative losses does not matter, and equals subtracting the total and clamping once', () => {
    for (let sp = 1; sp <= 6; sp++) {
      const a = carOf(applyMany(withCar(sp), 'P2c1', ['SPIN_OUT', 'FLIP_OVER']), 'P2c1').speed;
      const b = carOf(applyMany(withCar(sp), 'P2c1', ['FLIP_OVER', 'SPIN_OUT']), 'P2c1').speed;
      const c = carOf(applyMany(withCar(sp), 'P2c1', ['SPIN_OUT', 'SPIN_OUT', 'SPIN_OUT']), 'P2c1').speed;
      expect(a).toBe(clampSpeed(sp - 3));
      expect(b).toBe(a);
      expect(c).toBe(a);
    }
  });

  it('W-3 through the reducer: an obstacle collision (spin then flip) takes speed 5 to 2', () => {
    let s = playToPlay(makeSetup(2, 2), { speeds: { P1c1: 5 } });
    s = moves(begin(s, 'P1c1'), 'STRAIGHT');
    s = apply(s, 'wlf.collision', { kind: 'OBSTACLE' });
    expect(carOf(s, 'P1c1')).toMatchObject({ speed: 2, flipped: true, status: 'ON_TABLE' });
  });
});

describe('A2.1 Flip Over on a flipped car, Destroy and Explode', () => {
  it('A2.1 Flip Over on a flipped car destroys it, with no speed change', () => {
    const { state, hit } = applyCondition(withCar(4, true), 'P2c1', 'FLIP_OVER');
    expect(carOf(state, 'P2c1')).toMatchObject({ status: 'DESTROYED', speed: 4 });
    expect(hit).toMatchObject({ condition: 'FLIP_OVER', applied: 'DESTROY', speedBefore: 4, speedAfter: 4 });
  });

  it('A2.1 Spin Out on a flipped car only costs speed (it stays flipped)', () => {
    const { state } = applyCondition(withCar(4, true), 'P2c1', 'SPIN_OUT');
    expect(carOf(state, 'P2c1')).toMatchObject({ status: 'ON_TABLE', speed: 3, flipped: true });
  });

  it('A2.1 Destroy sets status DESTROYED', () => {
    expect(carOf(applyCondition(withCar(3), 'P2c1', 'DESTROY').state, 'P2c1').status).toBe('DESTROYED');
  });

  it('A2.1 Explode sets status EXPLODED', () => {
    const { state, hit } = applyCondition(withCar(3), 'P2c1', 'EXPLODE');
    expect(carOf(state, 'P2c1').status).toBe('EXPLODED');
    expect(hit.applied).toBe('EXPLODE');
  });

  it('A2.1 applyCondition does not mutate the state it is given', () => {
    const s = withCar(4);
    const frozen = JSON.stringify(s);
    applyCondition(s, 'P2c1', 'FLIP_OVER');
    applyCondition(s, 'P2c1', 'EXPLODE');
    expect(JSON.stringify(s)).toBe(frozen);
  });

  it('A2.1 via a shot: a final equal to a flipped target speed destroys it (Flip Over on a flipped car)', () => {
    let s = playToPlay(makeSetup(2, 2), { speeds: { P1c1: 3, P2c1: 4 } });
    s = { ...s, cars: { ...s.cars, P2c1: { ...carOf(s, 'P2c1'), flipped: true, speed: 2 } } };
    s = moves(begin(s, 'P1c1'), 'STRAIGHT');
    s = apply(s, 'wlf.fire', shot('P2c1', 2, { outcome: 'FLIP_OVER' }));
    expect(carOf(s, 'P2c1').status).toBe('DESTROYED');
  });
});
