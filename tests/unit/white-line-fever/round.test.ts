import { describe, expect, it } from 'vitest';
import type { WlfState } from '../../../src/rules/white-line-fever/model';
import {
  activatableCars,
  canEndRound,
  legalSpeeds,
  maneuverProblem,
  remaining,
  slotsUsed,
  speedProblem,
} from '../../../src/rules/white-line-fever/rules';
import { apply, begin, carOf, makeSetup, moves, playToPlay, quietRound, refused, shot, spendAll } from './helpers';

/** 2 players x 2 cars, P1 drives first; speeds per car. */
function game(speeds: Record<string, number> = {}, house = {}, players = 2, cars = 2): WlfState {
  return playToPlay(makeSetup(players, cars, house), { speeds, firstDriver: 'P1' });
}

function setFlipped(s: WlfState, id: string, flipped = true): WlfState {
  return { ...s, cars: { ...s.cars, [id]: { ...carOf(s, id), flipped } } };
}

describe('A4.3 choosing the active car', () => {
  it('A4.3 the driver activates one of their own ON_TABLE cars, once per round', () => {
    const s = game();
    refused(s, 'wlf.activate', { carId: 'P2c1' }, /own cars/);
    refused(s, 'wlf.activate', { carId: 'nope' }, /No such car/);
    const a = apply(s, 'wlf.activate', { carId: 'P1c2' });
    expect(a.round?.carId).toBe('P1c2');
    refused(a, 'wlf.activate', { carId: 'P1c1' }, /already chosen/);
  });

  it('A4.3 a car that is out of the game cannot be activated', () => {
    let s = game();
    s = { ...s, cars: { ...s.cars, P1c1: { ...carOf(s, 'P1c1'), status: 'DESTROYED' } } };
    refused(s, 'wlf.activate', { carId: 'P1c1' }, /out of the game/);
    refused(s, 'wlf.setSpeed', { carId: 'P1c1', speed: 3 }, /out of the game/);
  });

  it('A4.3 wlf.setSpeed with carId and no active car activates the car and sets the speed in one command', () => {
    const s = apply(game({ P1c2: 4 }), 'wlf.setSpeed', { carId: 'P1c2', speed: 5 });
    expect(s.round).toMatchObject({ carId: 'P1c2', step1: 'SET_SPEED' });
    expect(carOf(s, 'P1c2').speed).toBe(5);
  });

  it('A4.3 wlf.setSpeed naming another car than the active one is refused', () => {
    const s = apply(game(), 'wlf.activate', { carId: 'P1c1' });
    refused(s, 'wlf.setSpeed', { carId: 'P1c2', speed: 3 }, /Only the active car/);
    expect(apply(s, 'wlf.setSpeed', { speed: 4 }).round?.step1).toBe('SET_SPEED');
  });

  it('A4.3 the opponent cannot activate a car in the driver’s round', () => {
    refused(game(), 'wlf.setSpeed', { carId: 'P2c1', speed: 3 }, /own cars/);
  });
});

describe('A4.4 step 1: set speed or restore', () => {
  it('A4.4 legalSpeeds is max(1, s-2)..min(6, s+2)', () => {
    expect(legalSpeeds(1)).toEqual([1, 2, 3]);
    expect(legalSpeeds(2)).toEqual([1, 2, 3, 4]);
    expect(legalSpeeds(3)).toEqual([1, 2, 3, 4, 5]);
    expect(legalSpeeds(5)).toEqual([3, 4, 5, 6]);
    expect(legalSpeeds(6)).toEqual([4, 5, 6]);
  });

  it('A4.4 a new speed within ±2 is accepted (delta 0 included); anything else is refused', () => {
    const s = apply(game({ P1c1: 3 }), 'wlf.activate', { carId: 'P1c1' });
    for (const to of [1, 2, 3, 4, 5]) expect(carOf(apply(s, 'wlf.setSpeed', { speed: to }), 'P1c1').speed).toBe(to);
    refused(s, 'wlf.setSpeed', { speed: 6 }, /at most 2/);
    const top = apply(game({ P1c1: 6 }), 'wlf.activate', { carId: 'P1c1' });
    refused(top, 'wlf.setSpeed', { speed: 3 }, /at most 2/);
    refused(top, 'wlf.setSpeed', { speed: 7 }, /1 to 6/);
    refused(apply(game({ P1c1: 1 }), 'wlf.activate', { carId: 'P1c1' }), 'wlf.setSpeed', { speed: 0 }, /1 to 6/);
  });

  it('A4.4 speedProblem agrees with legalSpeeds for every speed pair', () => {
    for (let from = 1; from <= 6; from++) {
      const s = apply(game({ P1c1: from }), 'wlf.activate', { carId: 'P1c1' });
      for (let to = 1; to <= 6; to++) expect(speedProblem(s, 'P1c1', to) === null).toBe(Math.abs(to - from) <= 2);
    }
  });

  it('A4.4 step 1 happens once per round', () => {
    const s = begin(game(), 'P1c1', 4);
    refused(s, 'wlf.setSpeed', { speed: 4 }, /Step 1 is done/);
  });

  it('A4.6 no maneuver and no gear before step 1', () => {
    const s = apply(game(), 'wlf.activate', { carId: 'P1c1' });
    refused(s, 'wlf.maneuver', { maneuver: 'STRAIGHT' }, /step 1/);
    refused(s, 'wlf.gear', { gear: 'REVERSE' }, /step 1/);
    refused(game(), 'wlf.maneuver', { maneuver: 'STRAIGHT' }, /Pick the car/);
  });

  it('W-4 a flipped car must restore: set speed is refused, restore un-flips it and keeps the speed', () => {
    const s = setFlipped(game({ P1c1: 4 }), 'P1c1');
    refused(s, 'wlf.setSpeed', { carId: 'P1c1', speed: 4 }, /flipped car must restore/);
    const r = apply(s, 'wlf.restore', { carId: 'P1c1' });
    expect(carOf(r, 'P1c1')).toMatchObject({ flipped: false, speed: 4 });
    expect(r.round).toMatchObject({ carId: 'P1c1', step1: 'RESTORE' });
    // then it maneuvers normally, with its unchanged speed as the budget
    const m = spendAll(r);
    expect(m.round?.budget).toBe(4);
    expect(canEndRound(m)).toBe(true);
  });

  it('W-4 restore is only for a flipped car, and only in step 1', () => {
    refused(game(), 'wlf.restore', { carId: 'P1c1' }, /Only a flipped car/);
    refused(game(), 'wlf.restore', {}, /Pick the active car/);
    const s = setFlipped(setFlipped(game(), 'P1c1'), 'P1c2');
    const r = apply(s, 'wlf.restore', { carId: 'P1c1' });
    refused(r, 'wlf.restore', {}, /Step 1 is done/);
  });

  it('W-4 with flippedMaySetSpeed a flipped car may set speed and stays flipped (or restore)', () => {
    const s = setFlipped(game({ P1c1: 4 }, { flippedMaySetSpeed: true }), 'P1c1');
    const set = apply(s, 'wlf.setSpeed', { carId: 'P1c1', speed: 6 });
    expect(carOf(set, 'P1c1')).toMatchObject({ flipped: true, speed: 6 });
    expect(set.round?.step1).toBe('SET_SPEED');
    expect(carOf(apply(s, 'wlf.restore', { carId: 'P1c1' }), 'P1c1').flipped).toBe(false);
  });
});

describe('A4.5 / W-15 step 2: gear', () => {
  it('A4.5 gear defaults to FORWARD and may be set before the first maneuver only', () => {
    let s = begin(game({ P1c1: 3 }), 'P1c1');
    expect(s.round?.gear).toBe('FORWARD');
    s = apply(s, 'wlf.gear', { gear: 'REVERSE' });
    expect(s.round?.gear).toBe('REVERSE');
    s = moves(s, 'STRAIGHT');
    refused(s, 'wlf.gear', { gear: 'FORWARD' }, /before the first maneuver/);
    refused(begin(game(), 'P1c1'), 'wlf.gear', { gear: 'SIDEWAYS' });
  });

  it('W-15 reverse gear forbids the bootleg but not turns', () => {
    let s = apply(begin(game({ P1c1: 6 }), 'P1c1'), 'wlf.gear', { gear: 'REVERSE' });
    s = moves(s, 'STRAIGHT');
    expect(maneuverProblem(s, 'BOOTLEG')).toMatch(/reverse/);
    refused(s, 'wlf.maneuver', { maneuver: 'BOOTLEG' }, /reverse/);
    expect(moves(s, 'TURN').round?.sequence).toEqual(['STRAIGHT', 'TURN']);
  });

  it('W-15 gear resets to FORWARD in the next round', () => {
    let s = apply(begin(game({ P1c1: 2, P2c1: 2 }), 'P1c1'), 'wlf.gear', { gear: 'REVERSE' });
    s = apply(spendAll(s), 'wlf.endRound');
    expect(s.round?.gear).toBe('FORWARD');
    s = quietRound(s, 'P2c1');
    s = begin(s, 'P1c1');
    expect(s.round?.gear).toBe('FORWARD');
  });
});

describe('A4.6 step 3: maneuvers', () => {
  it('A4.6 the first maneuver must be a straight', () => {
    const s = begin(game({ P1c1: 6 }), 'P1c1');
    refused(s, 'wlf.maneuver', { maneuver: 'TURN' }, /first maneuver must be a straight/);
    refused(s, 'wlf.maneuver', { maneuver: 'BOOTLEG' }, /first maneuver must be a straight/);
    refused(s, 'wlf.maneuver', { maneuver: 'FORCED_STRAIGHT' });
    expect(moves(s, 'STRAIGHT').round?.sequence).toEqual(['STRAIGHT']);
  });

  it('A4.6 no two turns in a row (a bootleg counts as a turn before and after)', () => {
    const s = moves(begin(game({ P1c1: 6 }), 'P1c1'), 'STRAIGHT', 'TURN');
    refused(s, 'wlf.maneuver', { maneuver: 'TURN' }, /No two turns/);
    refused(s, 'wlf.maneuver', { maneuver: 'BOOTLEG' }, /No two turns/);
    const b = moves(begin(game({ P1c1: 6 }), 'P1c1'), 'STRAIGHT', 'BOOTLEG');
    refused(b, 'wlf.maneuver', { maneuver: 'TURN' }, /No two turns/);
    expect(moves(b, 'STRAIGHT').round?.sequence).toEqual(['STRAIGHT', 'BOOTLEG', 'STRAIGHT']);
  });

  it('A4.6 a bootleg costs 4 maneuvers', () => {
    const s = moves(begin(game({ P1c1: 5 }), 'P1c1'), 'STRAIGHT', 'BOOTLEG');
    expect(slotsUsed(s.round!)).toBe(5);
    expect(remaining(s.round!)).toBe(0);
    expect(canEndRound(s)).toBe(true);
  });

  it('A4.6 a bootleg needs 4 maneuvers remaining (so speed 5+ and a straight before it)', () => {
    refused(
      moves(begin(game({ P1c1: 4 }), 'P1c1'), 'STRAIGHT'),
      'wlf.maneuver',
      { maneuver: 'BOOTLEG' },
      /costs 4 maneuvers; 3 left/,
    );
    refused(
      moves(begin(game({ P1c1: 6 }), 'P1c1'), 'STRAIGHT', 'TURN', 'STRAIGHT'),
      'wlf.maneuver',
      { maneuver: 'BOOTLEG' },
      /3 left/,
    );
    expect(moves(begin(game({ P1c1: 6 }), 'P1c1'), 'STRAIGHT', 'TURN', 'STRAIGHT').round?.sequence).toHaveLength(3);
    expect(moves(begin(game({ P1c1: 6 }), 'P1c1'), 'STRAIGHT', 'STRAIGHT', 'BOOTLEG').round?.sequence).toEqual([
      'STRAIGHT',
      'STRAIGHT',
      'BOOTLEG',
    ]);
  });

  it('A4.6 no maneuver beyond the budget', () => {
    const s = moves(begin(game({ P1c1: 2 }), 'P1c1'), 'STRAIGHT', 'TURN');
    refused(s, 'wlf.maneuver', { maneuver: 'STRAIGHT' }, /Every maneuver/);
  });

  it('W-13 the budget is the speed when step 3 begins (after step 1)', () => {
    const s = moves(begin(game({ P1c1: 3 }), 'P1c1', 5), 'STRAIGHT');
    expect(s.round?.budget).toBe(5);
    expect(remaining(s.round!)).toBe(4);
  });

  it('W-13 a spin out on the active car (its own blast) does not change the maneuver count', () => {
    let s = moves(begin(game({ P1c1: 4, P2c1: 3 }), 'P1c1'), 'STRAIGHT');
    // D8 8 +1 short range = 9: P2c1 explodes; the blast roll 5 against speed 4 spins the shooter.
    s = apply(
      s,
      'wlf.fire',
      shot('P2c1', 8, {
        shortRange: true,
        adjust: { SHORT_RANGE: 1 },
        final: 9,
        outcome: 'EXPLODE',
        blast: [{ carId: 'P1c1', roll: 5, outcome: 'SPIN_OUT' }],
      }),
    );
    expect(carOf(s, 'P1c1').speed).toBe(3);
    expect(s.round?.budget).toBe(4);
    expect(s.round?.endReason).toBeNull();
    expect(remaining(s.round!)).toBe(3);
    s = moves(s, 'STRAIGHT', 'TURN', 'STRAIGHT');
    refused(s, 'wlf.maneuver', { maneuver: 'STRAIGHT' }, /Every maneuver/);
    expect(canEndRound(s)).toBe(true);
  });

  it('W-13 a speed change mid-round (table correction) keeps the budget, and a later check uses the new speed', () => {
    let s = moves(begin(game({ P1c1: 5 }), 'P1c1'), 'STRAIGHT');
    s = apply(s, 'wlf.adjust', { carId: 'P1c1', speed: 2 });
    expect(s.round?.budget).toBe(5);
    // D8 3: would fail at speed 5, passes at the current speed 2.
    const c = apply(s, 'wlf.check', { callerId: 'P2', roll: 3 });
    expect(c.round?.check).toEqual({ callerId: 'P2', roll: 3, pass: true });
    expect(remaining(c.round!)).toBe(4);
  });
});

describe('A4.3 end of round and the next driver', () => {
  it('A4.3 End round is refused until every maneuver is spent (no skipping)', () => {
    refused(game(), 'wlf.endRound', {}, /not started/);
    const s = begin(game({ P1c1: 3 }), 'P1c1');
    refused(s, 'wlf.endRound', {}, /no skipping/);
    refused(moves(s, 'STRAIGHT', 'TURN'), 'wlf.endRound', {}, /no skipping/);
    const done = apply(moves(s, 'STRAIGHT', 'TURN', 'STRAIGHT'), 'wlf.endRound');
    expect(done.roundNumber).toBe(2);
  });

  it('A4.11 End round is allowed after a collision, with maneuvers left', () => {
    let s = moves(begin(game({ P1c1: 5 }), 'P1c1'), 'STRAIGHT');
    s = apply(s, 'wlf.collision', { kind: 'OBSTACLE' });
    expect(remaining(s.round!)).toBe(4);
    expect(canEndRound(s)).toBe(true);
    refused(s, 'wlf.maneuver', { maneuver: 'STRAIGHT' }, /round is over/);
    expect(apply(s, 'wlf.endRound').currentDriver).toBe('P2');
  });

  it('A4.3 ending a round counts the car’s round, passes to the next player clockwise and starts a fresh round', () => {
    let s = game({}, {}, 3, 1);
    s = quietRound(s, 'P1c1');
    expect(carOf(s, 'P1c1').roundsActed).toBe(1);
    expect(s.currentDriver).toBe('P2');
    expect(s.roundNumber).toBe(2);
    expect(s.round).toEqual({
      driverId: 'P2',
      carId: null,
      step1: null,
      gear: 'FORWARD',
      budget: null,
      sequence: [],
      checkUsed: false,
      check: null,
      fired: false,
      endReason: null,
    });
    s = quietRound(s, 'P2c1');
    expect(s.currentDriver).toBe('P3');
    s = quietRound(s, 'P3c1');
    expect(s.currentDriver).toBe('P1');
    expect(s.roundNumber).toBe(4);
  });

  it('W-1 the next driver skips an eliminated player', () => {
    let s = game({ P1c1: 2, P2c1: 3 }, {}, 3, 1);
    s = moves(begin(s, 'P1c1'), 'STRAIGHT');
    s = apply(s, 'wlf.fire', shot('P2c1', 7, { outcome: 'DESTROY' }));
    expect(s.phase).toBe('PLAY');
    s = apply(spendAll(s), 'wlf.endRound');
    expect(s.currentDriver).toBe('P3');
    s = quietRound(s, 'P3c1');
    expect(s.currentDriver).toBe('P1');
  });
});

describe('W-5 activation rule', () => {
  it('W-5 FREE (default) lets the same car act round after round', () => {
    let s = game();
    s = quietRound(s, 'P1c1');
    s = quietRound(s, 'P2c1');
    expect(activatableCars(s, 'P1')).toEqual(['P1c1', 'P1c2']);
    s = quietRound(s, 'P1c1');
    expect(carOf(s, 'P1c1').roundsActed).toBe(2);
    expect(carOf(s, 'P1c2').roundsActed).toBe(0);
  });

  it('W-5 ROTATION: each car once before any car repeats', () => {
    let s = game({}, { activationRule: 'ROTATION' }, 2, 3);
    s = quietRound(s, 'P1c1');
    s = quietRound(s, 'P2c1');
    expect(activatableCars(s, 'P1')).toEqual(['P1c2', 'P1c3']);
    refused(s, 'wlf.activate', { carId: 'P1c1' }, /W-5/);
    refused(s, 'wlf.setSpeed', { carId: 'P1c1', speed: 3 }, /Rotation/);
    s = quietRound(s, 'P1c3');
    s = quietRound(s, 'P2c2');
    expect(activatableCars(s, 'P1')).toEqual(['P1c2']);
    s = quietRound(s, 'P1c2');
    s = quietRound(s, 'P2c3');
    // a new rotation: every car again
    expect(activatableCars(s, 'P1')).toEqual(['P1c1', 'P1c2', 'P1c3']);
  });

  it('W-5 ROTATION skips a destroyed car that had not acted yet', () => {
    let s = game({ P1c1: 2, P2c1: 2 }, { activationRule: 'ROTATION' }, 2, 3);
    s = quietRound(s, 'P1c1');
    // P2 destroys P1c2 (D8 7 = Destroy)
    s = moves(begin(s, 'P2c1'), 'STRAIGHT');
    s = apply(spendAll(apply(s, 'wlf.fire', shot('P1c2', 7))), 'wlf.endRound');
    expect(activatableCars(s, 'P1')).toEqual(['P1c3']);
    s = quietRound(s, 'P1c3');
    s = quietRound(s, 'P2c2');
    expect(activatableCars(s, 'P1')).toEqual(['P1c1', 'P1c3']);
  });

  it('W-5 ROTATION: when the pending cars are all destroyed a new rotation starts, and its first car does not repeat before the others', () => {
    let s = game({ P1c1: 2, P2c1: 2 }, { activationRule: 'ROTATION' }, 2, 3);
    s = quietRound(s, 'P1c1');
    s = quietRound(s, 'P2c2');
    s = quietRound(s, 'P1c2');
    // Only P1c3 is still pending for P1; P2 destroys it.
    s = moves(begin(s, 'P2c1'), 'STRAIGHT');
    s = apply(spendAll(apply(s, 'wlf.fire', shot('P1c3', 7))), 'wlf.endRound');
    // The pending car is gone: a new rotation with both remaining cars.
    expect(activatableCars(s, 'P1')).toEqual(['P1c1', 'P1c2']);
    s = quietRound(s, 'P1c1');
    s = quietRound(s, 'P2c3');
    // P1c1 has acted in this rotation; P1c2 must act before it repeats.
    expect(activatableCars(s, 'P1')).toEqual(['P1c2']);
    refused(s, 'wlf.activate', { carId: 'P1c1' }, /W-5/);
  });

  it('W-5 ROTATION: a player down to one car keeps acting with it', () => {
    let s = game({ P1c1: 2, P2c1: 2 }, { activationRule: 'ROTATION' }, 2, 2);
    s = moves(begin(s, 'P1c1'), 'STRAIGHT');
    s = apply(spendAll(apply(s, 'wlf.fire', shot('P2c2', 7))), 'wlf.endRound');
    s = quietRound(s, 'P2c1');
    s = quietRound(s, 'P1c2');
    s = quietRound(s, 'P2c1');
    expect(activatableCars(s, 'P2')).toEqual(['P2c1']);
  });
});
