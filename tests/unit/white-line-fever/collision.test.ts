import { describe, expect, it } from 'vitest';
import type { WlfState } from '../../../src/rules/white-line-fever/model';
import { canEndRound, remaining } from '../../../src/rules/white-line-fever/rules';
import { apply, begin, carOf, makeSetup, moves, playToPlay, refused, shot } from './helpers';

function driving(speeds: Record<string, number> = {}, house = {}, players = 3, cars = 2): WlfState {
  const s = playToPlay(makeSetup(players, cars, house), {
    speeds: { P1c1: 4, P2c1: 3, P3c1: 5, ...speeds },
    firstDriver: 'P1',
  });
  return moves(begin(s, 'P1c1'), 'STRAIGHT');
}

function flip(s: WlfState, id: string): WlfState {
  return { ...s, cars: { ...s.cars, [id]: { ...carOf(s, id), flipped: true } } };
}

describe('A4.11 / W-14 car against car', () => {
  it('A4.11 two cars: both spin, the round ends, the lowest roll flips', () => {
    const s = apply(driving(), 'wlf.collision', {
      kind: 'CAR',
      carIds: ['P2c1'],
      passes: [{ P1c1: 5, P2c1: 2 }],
      loser: 'P2c1',
    });
    expect(carOf(s, 'P1c1')).toMatchObject({ speed: 3, flipped: false });
    expect(carOf(s, 'P2c1')).toMatchObject({ speed: 1, flipped: true }); // 3 -1 spin, -2 flip, clamped at 1
    expect(s.round?.endReason).toBe('COLLISION');
    expect(remaining(s.round!)).toBe(3);
    expect(canEndRound(s)).toBe(true);
  });

  it('A4.11 the active car can be the one that flips', () => {
    const s = apply(driving(), 'wlf.collision', { kind: 'CAR', carIds: ['P2c1'], passes: [{ P1c1: 1, P2c1: 2 }] });
    expect(carOf(s, 'P1c1')).toMatchObject({ speed: 1, flipped: true }); // 4 -1 -2
    expect(carOf(s, 'P2c1')).toMatchObject({ speed: 2, flipped: false });
  });

  it('W-14 three cars: every involved car spins, one roll-off among them, only the single lowest flips', () => {
    const s0 = driving({ P2c1: 3, P3c1: 5 });
    const s = apply(s0, 'wlf.collision', {
      kind: 'CAR',
      carIds: ['P2c1', 'P3c1'],
      passes: [{ P1c1: 6, P2c1: 4, P3c1: 3 }],
      loser: 'P3c1',
    });
    expect(carOf(s, 'P1c1')).toMatchObject({ speed: 3, flipped: false });
    expect(carOf(s, 'P2c1')).toMatchObject({ speed: 2, flipped: false });
    expect(carOf(s, 'P3c1')).toMatchObject({ speed: 2, flipped: true }); // 5 -1 -2
    expect(carOf(s, 'P2c2')).toEqual(carOf(s0, 'P2c2')); // not involved
  });

  it('W-2 a tie for lowest re-rolls only among the tied cars', () => {
    const passes = [
      { P1c1: 2, P2c1: 2, P3c1: 6 },
      { P1c1: 4, P2c1: 3 },
    ];
    const s = apply(driving(), 'wlf.collision', { kind: 'CAR', carIds: ['P2c1', 'P3c1'], passes, loser: 'P2c1' });
    expect(carOf(s, 'P2c1').flipped).toBe(true);
    expect(carOf(s, 'P1c1').flipped).toBe(false);
    expect(carOf(s, 'P3c1').flipped).toBe(false);
    refused(
      driving(),
      'wlf.collision',
      { kind: 'CAR', carIds: ['P2c1', 'P3c1'], passes: [passes[0], { P1c1: 4, P2c1: 3, P3c1: 1 }] },
      /only those tied/,
    );
    refused(driving(), 'wlf.collision', { kind: 'CAR', carIds: ['P2c1', 'P3c1'], passes: [passes[0]] }, /still tied/);
  });

  it('W-2 the collision roll-off is per car, even when one player owns several of the cars', () => {
    const s = apply(driving(), 'wlf.collision', {
      kind: 'CAR',
      carIds: ['P1c2', 'P2c1'],
      passes: [
        { P1c1: 3, P1c2: 3, P2c1: 8 },
        { P1c1: 7, P1c2: 2 },
      ],
      loser: 'P1c2',
    });
    expect(carOf(s, 'P1c2').flipped).toBe(true);
    expect(carOf(s, 'P1c1').flipped).toBe(false);
  });

  it('A4.11 a recorded loser that does not match the roll-off throws', () => {
    refused(
      driving(),
      'wlf.collision',
      { kind: 'CAR', carIds: ['P2c1'], passes: [{ P1c1: 5, P2c1: 2 }], loser: 'P1c1' },
      /recorded loser/,
    );
  });

  it('A2.1 an already flipped loser is destroyed (no further speed change); flipped non-losers only spin', () => {
    let s = flip(flip(driving({ P2c1: 4, P3c1: 4 }), 'P2c1'), 'P3c1');
    s = apply(s, 'wlf.collision', {
      kind: 'CAR',
      carIds: ['P2c1', 'P3c1'],
      passes: [{ P1c1: 6, P2c1: 1, P3c1: 5 }],
      loser: 'P2c1',
    });
    expect(carOf(s, 'P2c1')).toMatchObject({ status: 'DESTROYED', speed: 3 });
    expect(carOf(s, 'P3c1')).toMatchObject({ status: 'ON_TABLE', flipped: true, speed: 3 });
  });

  it('A4.11 no further maneuvers, checks or firing after a collision', () => {
    const s = apply(driving(), 'wlf.collision', { kind: 'CAR', carIds: ['P2c1'], passes: [{ P1c1: 5, P2c1: 2 }] });
    refused(s, 'wlf.maneuver', { maneuver: 'STRAIGHT' }, /round is over/);
    refused(s, 'wlf.check', { callerId: 'P2', roll: 1 }, /round is over/);
    refused(s, 'wlf.fire', shot('P2c2', 5), /round is over/);
    refused(s, 'wlf.collision', { kind: 'OBSTACLE' }, /round is over/);
  });

  it('A4.11 a collision after firing is still possible (maneuvers continue after the shot)', () => {
    let s = apply(driving(), 'wlf.fire', shot('P3c2', 1));
    s = apply(s, 'wlf.collision', { kind: 'CAR', carIds: ['P2c1'], passes: [{ P1c1: 5, P2c1: 2 }] });
    expect(s.round?.endReason).toBe('COLLISION');
  });

  it('A4.11 the touched cars are listed once, without the active car, and must be on the table', () => {
    const s = driving();
    refused(s, 'wlf.collision', { kind: 'CAR', carIds: [], passes: [] }, /Name the car/);
    refused(s, 'wlf.collision', { kind: 'CAR', carIds: ['P1c1'], passes: [{ P1c1: 1 }] }, /without the active car/);
    refused(s, 'wlf.collision', { kind: 'CAR', carIds: ['P2c1', 'P2c1'], passes: [{ P1c1: 1, P2c1: 2 }] }, /once/);
    refused(s, 'wlf.collision', { kind: 'CAR', carIds: ['zz'], passes: [] }, /No such car/);
    const gone = { ...s, cars: { ...s.cars, P2c1: { ...carOf(s, 'P2c1'), status: 'DESTROYED' as const } } };
    refused(gone, 'wlf.collision', { kind: 'CAR', carIds: ['P2c1'], passes: [{ P1c1: 1, P2c1: 2 }] }, /on the table/);
    refused(s, 'wlf.collision', { kind: 'TREE' }, /collision kind/);
  });
});

describe('A4.11 car against an obstacle', () => {
  it('A4.11 the active car spins then flips (-3 in total) and the round ends', () => {
    const s = apply(driving({ P1c1: 6 }), 'wlf.collision', { kind: 'OBSTACLE' });
    expect(carOf(s, 'P1c1')).toMatchObject({ speed: 3, flipped: true, status: 'ON_TABLE' });
    expect(s.round?.endReason).toBe('COLLISION');
    expect(apply(s, 'wlf.endRound').currentDriver).toBe('P2');
  });

  it('A4.11 an already flipped active car (flippedMaySetSpeed) hitting an obstacle is destroyed', () => {
    let s = playToPlay(makeSetup(3, 2, { flippedMaySetSpeed: true }), { speeds: { P1c1: 4 }, firstDriver: 'P1' });
    s = flip(s, 'P1c1');
    s = moves(apply(s, 'wlf.setSpeed', { carId: 'P1c1', speed: 4 }), 'STRAIGHT');
    s = apply(s, 'wlf.collision', { kind: 'OBSTACLE' });
    expect(carOf(s, 'P1c1').status).toBe('DESTROYED');
    expect(s.round?.endReason).toBe('COLLISION');
  });
});

describe('A4.11 when a collision can be reported', () => {
  it('A4.11 a collision is refused before any maneuver', () => {
    const s = begin(playToPlay(makeSetup(2, 1), { firstDriver: 'P1' }), 'P1c1');
    refused(s, 'wlf.collision', { kind: 'OBSTACLE' }, /tap the maneuver first/);
    refused(playToPlay(makeSetup(2, 1)), 'wlf.collision', { kind: 'OBSTACLE' }, /active car/);
  });

  it('W-1 a collision can end the game', () => {
    let s = playToPlay(makeSetup(2, 1), { speeds: { P1c1: 3, P2c1: 3 }, firstDriver: 'P1' });
    s = flip(s, 'P2c1');
    s = moves(begin(s, 'P1c1'), 'STRAIGHT');
    s = apply(s, 'wlf.collision', { kind: 'CAR', carIds: ['P2c1'], passes: [{ P1c1: 8, P2c1: 1 }], loser: 'P2c1' });
    expect(s.phase).toBe('ENDED');
    expect(s.result).toEqual({ winner: 'P1' });
  });
});
