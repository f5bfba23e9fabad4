import { describe, expect, it } from 'vitest';
import { clockWords, skidClock, WIPEOUT_CHART, wipeoutRow } from '../../../src/rules/road-wolf/data';
import type { RwState } from '../../../src/rules/road-wolf/model';
import { isWreck, suggestedRoadPlayer } from '../../../src/rules/road-wolf/rules';
import { apply, car, makeSetup, patch, refused, toPlay } from './helpers';

const setup = makeSetup(2);
const base = () =>
  toPlay(
    setup,
    { P1c1: { type: 'coupe' }, P1c2: { type: 'buggy' }, P2c1: { type: 'muscle_car' }, P2c2: { type: 'street_bike' } },
    { points: 4 },
  );
/** A wipeout check due for `id`, as a ram or a move would leave it. */
const due = (s: RwState, id: string): RwState => ({
  ...s,
  pending: [{ kind: 'WIPEOUT', carId: id, roadDice: 2, why: 'RAM' }, ...s.pending],
});

describe('B2.5 chart and B9.2 skid direction', () => {
  it('R-11 the Road’s overkill 0 skids, 1 spins, 2 or more rolls', () => {
    expect([0, 1, 2, 3, 6].map((n) => wipeoutRow(n).result)).toEqual(['SKID', 'SPIN', 'ROLL', 'ROLL', 'ROLL']);
    expect(WIPEOUT_CHART).toHaveLength(3);
  });

  it('B9.2 the skid die doubled is a clock direction; 12 is straight ahead', () => {
    expect([1, 2, 3, 4, 5, 6].map(skidClock)).toEqual([2, 4, 6, 8, 10, 12]);
    expect(clockWords(12)).toBe('straight ahead');
    expect(clockWords(6)).toBe('straight back');
  });
});

describe('B9.1 wipeout check', () => {
  it('B9.1 the vehicle holds the road on a win', () => {
    const s = apply(
      due(base(), 'P1c1'),
      'rw.wipeout',
      { carId: 'P1c1', vehicle: [6, 1], road: [5, 5], result: 'PASSED' },
      setup,
    );
    expect(s.pending).toEqual([]);
    refused(due(base(), 'P1c1'), 'rw.wipeout', { vehicle: [6, 1], road: [5, 5], skid: 3 }, setup, /No skid/);
  });

  it('R-9 a tie holds the road', () => {
    const s = apply(due(base(), 'P1c1'), 'rw.wipeout', { vehicle: [4, 2], road: [4, 2], result: 'PASSED' }, setup);
    expect(s.pending).toEqual([]);
  });

  it('B9.1 SKID (overkill 0): a skid follows, no damage, not immobilized', () => {
    const s = apply(
      due(base(), 'P1c1'),
      'rw.wipeout',
      { vehicle: [4, 1], road: [4, 2], skid: 2, result: 'SKID' },
      setup,
    );
    expect(s.pending).toEqual([{ kind: 'MOVE', carId: 'P1c1', mode: 'SKID', clock: 4, stopped: false }]);
    expect(car(s, 'P1c1')).toMatchObject({ damage: 0, immobilized: false });
  });

  it('B9.1 SPIN (overkill 1): immobilized first, so the skid ending off-road brings no new check [R-18]', () => {
    let s = apply(due(base(), 'P1c1'), 'rw.wipeout', { vehicle: [4, 1], road: [5, 2], skid: 6, result: 'SPIN' }, setup);
    expect(car(s, 'P1c1').immobilized).toBe(true);
    s = apply(s, 'rw.moveEnd', { carId: 'P1c1', offRoad: true }, setup);
    expect(s.pending).toEqual([]);
  });

  it('R-11 ROLL (overkill 2 or more): 1 damage, then the skid', () => {
    const s = apply(
      due(base(), 'P1c1'),
      'rw.wipeout',
      { vehicle: [2, 1], road: [6, 6], skid: 1, result: 'ROLL' },
      setup,
    );
    expect(car(s, 'P1c1').damage).toBe(1);
    expect(s.pending[0]).toMatchObject({ kind: 'MOVE', mode: 'SKID', clock: 2 });
  });

  it('B9.1 a recorded result must match the dice', () => {
    refused(
      due(base(), 'P1c1'),
      'rw.wipeout',
      { vehicle: [2, 1], road: [6, 6], skid: 1, result: 'SKID' },
      setup,
      /recorded wipeout/,
    );
  });

  it('B10.1 a ROLL that destroys a car still finishes the skid, then it is a wreck', () => {
    let s = patch(base(), 'P1c1', { damage: 1 });
    s = apply(due(s, 'P1c1'), 'rw.wipeout', { vehicle: [1], road: [6, 6], skid: 4 }, setup);
    expect(car(s, 'P1c1').destroyed).toBe(true);
    expect(isWreck(s, car(s, 'P1c1'))).toBe(false);
    expect(s.pending[0]).toMatchObject({ kind: 'MOVE', carId: 'P1c1', mode: 'SKID' });
    s = apply(s, 'rw.moveEnd', { offRoad: true }, setup); // a destroyed vehicle takes no further check
    expect(s.pending).toEqual([]);
    expect(isWreck(s, car(s, 'P1c1'))).toBe(true);
  });

  it('B10.1 a bike destroyed by a ROLL is removed, skid and all', () => {
    let s = apply(base(), 'rw.endTurn', {}, setup);
    s = apply(due(s, 'P2c2'), 'rw.wipeout', { vehicle: [1], road: [6, 6], skid: 4 }, setup);
    expect(car(s, 'P2c2').destroyed).toBe(true);
    expect(s.pending).toEqual([]);
  });

  it('R-18 an immobilized vehicle takes no wipeout checks at all', () => {
    let s = patch(base(), 'P2c1', { immobilized: true });
    s = apply(s, 'rw.move', { carId: 'P1c1', mode: 'MOVE' }, setup);
    s = apply(s, 'rw.ram', { defenderId: 'P2c1', attack: [5, 2], defence: [5, 1, 1] }, setup);
    expect(s.pending.map((p) => p.kind)).toEqual(['MOVE']);
  });

  it('R-19 going off-road during a move means a check at its end, except for Dirt vehicles', () => {
    let s = apply(base(), 'rw.move', { carId: 'P1c1', mode: 'MOVE' }, setup);
    s = apply(s, 'rw.moveEnd', { offRoad: true }, setup);
    expect(s.pending).toEqual([{ kind: 'WIPEOUT', carId: 'P1c1', roadDice: 2, why: 'OFF_ROAD' }]);
    let d = apply(base(), 'rw.move', { carId: 'P1c2', mode: 'MOVE' }, setup);
    d = apply(d, 'rw.moveEnd', { offRoad: true }, setup);
    expect(d.pending).toEqual([]);
  });

  it('R-17 a skid contact is a ram by the skidding vehicle, resolved depth-first before the move that caused it', () => {
    // P1c1 rams P2c1, loses with overkill → wipeout → skid into P2c1 again → P2c1 must check → then the skid ends → then the move ends
    let s = apply(base(), 'rw.move', { carId: 'P1c1', mode: 'MOVE' }, setup);
    s = apply(s, 'rw.ram', { defenderId: 'P2c1', attack: [3, 1], defence: [5, 1, 1] }, setup);
    s = apply(s, 'rw.wipeout', { vehicle: [2, 1], road: [2, 2], skid: 3 }, setup);
    expect(s.pending.map((p) => `${p.kind}:${p.carId}`)).toEqual(['MOVE:P1c1', 'MOVE:P1c1']);
    expect(s.pending[0]).toMatchObject({ mode: 'SKID', clock: 6 });
    s = apply(s, 'rw.ram', { defenderId: 'P2c2', attack: [6, 2], defence: [6] }, setup); // the skid's contact
    expect(s.pending.map((p) => `${p.kind}:${p.carId}`)).toEqual(['WIPEOUT:P2c2', 'MOVE:P1c1', 'MOVE:P1c1']);
    s = apply(s, 'rw.wipeout', { vehicle: [6], road: [1, 1] }, setup);
    s = apply(s, 'rw.moveEnd', { offRoad: false }, setup);
    expect(s.pending.map((p) => `${p.kind}:${p.carId}:${p.kind === 'MOVE' ? p.mode : ''}`)).toEqual(['MOVE:P1c1:MOVE']);
    refused(s, 'rw.wipeout', { vehicle: [6, 6], road: [1, 1] }, setup, /No wipeout check/);
  });

  it('B9.2 a skid that leaves the board takes the vehicle out of play [B10.7]', () => {
    let s = apply(due(base(), 'P1c1'), 'rw.wipeout', { vehicle: [4, 1], road: [4, 2], skid: 3 }, setup);
    s = apply(s, 'rw.moveEnd', { offRoad: true, exited: 'SIDE' }, setup);
    expect(car(s, 'P1c1').offBoard).toBe('SIDE');
    expect(s.pending).toEqual([]);
  });

  it('R-28 the Road is played by an opponent; the app suggests the next one clockwise', () => {
    const s3 = makeSetup(3, 1);
    const s = toPlay(s3, { P1c1: { type: 'coupe' }, P2c1: { type: 'coupe' }, P3c1: { type: 'coupe' } }, { points: 2 });
    expect(suggestedRoadPlayer(s, 'P3c1')).toBe('P1');
    refused(due(s, 'P1c1'), 'rw.wipeout', { vehicle: [6, 6], road: [1, 1], roadPlayerId: 'P1' }, s3, /R-28/);
    expect(
      apply(due(s, 'P1c1'), 'rw.wipeout', { vehicle: [6, 6], road: [1, 1], roadPlayerId: 'P3' }, s3).pending,
    ).toEqual([]);
  });
});
