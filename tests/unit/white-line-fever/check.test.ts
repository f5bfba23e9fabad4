import { describe, expect, it } from 'vitest';
import type { WlfState } from '../../../src/rules/white-line-fever/model';
import { checkCallers } from '../../../src/rules/white-line-fever/procedures';
import { checkProblem, hasAdrenaline, remaining } from '../../../src/rules/white-line-fever/rules';
import { apply, begin, makeSetup, moves, playToPlay, refused, shot, spendAll } from './helpers';

function driving(speed: number, cars: number | number[] = 2, players = 2, house = {}): WlfState {
  const s = playToPlay(makeSetup(players, cars, house), { speeds: { P1c1: speed }, firstDriver: 'P1' });
  return begin(s, 'P1c1');
}

describe('A4.7 / W-11 who may call a check, and when', () => {
  it('A3.5 only an opponent may call a check, never the driver', () => {
    const s = moves(driving(4), 'STRAIGHT');
    refused(s, 'wlf.check', { callerId: 'P1', roll: 5 }, /Only an opponent/);
    refused(s, 'wlf.check', { callerId: 'P9', roll: 5 }, /No such player/);
    expect(apply(s, 'wlf.check', { callerId: 'P2', roll: 5 }).round?.checkUsed).toBe(true);
  });

  it('W-11 a check comes only after a completed maneuver', () => {
    const s = driving(4);
    refused(s, 'wlf.check', { callerId: 'P2', roll: 5 }, /after a completed maneuver/);
    expect(checkCallers(s)).toEqual([]);
    expect(checkCallers(moves(s, 'STRAIGHT'))).toEqual(['P2']);
  });

  it('W-11 one check per round in total (not one per opponent)', () => {
    let s = moves(driving(4, 1, 3), 'STRAIGHT');
    expect(checkCallers(s)).toEqual(['P2', 'P3']);
    s = apply(s, 'wlf.check', { callerId: 'P2', roll: 6 });
    s = moves(s, 'STRAIGHT');
    refused(s, 'wlf.check', { callerId: 'P3', roll: 6 }, /one control check per round/);
    refused(s, 'wlf.check', { callerId: 'P2', roll: 6 }, /one control check per round/);
    expect(checkCallers(s)).toEqual([]);
  });

  it('W-7 no check after the driver has fired', () => {
    const s = apply(moves(driving(4), 'STRAIGHT'), 'wlf.fire', shot('P2c1', 1));
    expect(s.round?.fired).toBe(true);
    refused(s, 'wlf.check', { callerId: 'P2', roll: 6 }, /after the driver has fired/);
  });

  it('A4.3 a check may still be called after the last maneuver, before firing', () => {
    const s = spendAll(driving(2));
    expect(remaining(s.round!)).toBe(0);
    expect(checkProblem(s, 'P2')).toBeNull();
  });

  it('A4.11 no check once a collision has ended the round', () => {
    const s = apply(moves(driving(4), 'STRAIGHT'), 'wlf.collision', { kind: 'OBSTACLE' });
    refused(s, 'wlf.check', { callerId: 'P2', roll: 6 }, /round is over/);
  });

  it('W-1 a player who is out cannot call checks', () => {
    let s = moves(driving(3, [2, 2, 1], 3), 'STRAIGHT');
    s = apply(s, 'wlf.fire', shot('P3c1', 7));
    expect(checkProblem(s, 'P3')).not.toBeNull();
    s = apply(spendAll(s), 'wlf.endRound');
    s = moves(begin(s, 'P2c1'), 'STRAIGHT');
    refused(s, 'wlf.check', { callerId: 'P3', roll: 6 }, /out/);
    expect(checkCallers(s)).toEqual(['P1']);
  });
});

describe('A4.7 resolving a check', () => {
  it('A4.7 at speed 1 the check passes without a roll (roll must be null) and uses up the round’s check', () => {
    const s = moves(driving(1), 'STRAIGHT');
    refused(s, 'wlf.check', { callerId: 'P2', roll: 3 }, /without a roll/);
    const c = apply(s, 'wlf.check', { callerId: 'P2', roll: null });
    expect(c.round).toMatchObject({
      checkUsed: true,
      check: { callerId: 'P2', roll: null, pass: true },
      sequence: ['STRAIGHT'],
    });
    refused(s, 'wlf.check', { callerId: 'P2', roll: null, pass: false }, /does not match/);
  });

  it('A4.7 above speed 1 a D8 roll is required', () => {
    const s = moves(driving(3), 'STRAIGHT');
    refused(s, 'wlf.check', { callerId: 'P2', roll: null }, /D8/);
    refused(s, 'wlf.check', { callerId: 'P2', roll: 9 }, /D8/);
    refused(s, 'wlf.check', { callerId: 'P2', roll: 0 }, /D8/);
  });

  it('A4.7 pass iff roll >= speed, for every speed 2..6 and every face', () => {
    for (let speed = 2; speed <= 6; speed++) {
      const s = moves(driving(speed), 'STRAIGHT');
      for (let roll = 1; roll <= 8; roll++) {
        const c = apply(s, 'wlf.check', { callerId: 'P2', roll });
        expect(c.round?.check).toEqual({ callerId: 'P2', roll, pass: roll >= speed });
      }
    }
  });

  it('A4.7 a recorded pass/fail must match the roll', () => {
    const s = moves(driving(5), 'STRAIGHT');
    refused(s, 'wlf.check', { callerId: 'P2', roll: 4, pass: true }, /does not match/);
    refused(s, 'wlf.check', { callerId: 'P2', roll: 5, pass: false }, /does not match/);
    expect(apply(s, 'wlf.check', { callerId: 'P2', roll: 4, pass: false }).round?.check?.pass).toBe(false);
  });

  it('W-11 a passed check changes nothing but the check record', () => {
    const s = moves(driving(4), 'STRAIGHT');
    const c = apply(s, 'wlf.check', { callerId: 'P2', roll: 4 });
    expect(c.round?.sequence).toEqual(['STRAIGHT']);
    expect(c.cars).toEqual(s.cars);
  });

  it('W-11 a failed check appends FORCED_STRAIGHT when maneuvers remain (it costs one slot)', () => {
    const s = moves(driving(4), 'STRAIGHT');
    const c = apply(s, 'wlf.check', { callerId: 'P2', roll: 3 });
    expect(c.round?.sequence).toEqual(['STRAIGHT', 'FORCED_STRAIGHT']);
    expect(remaining(c.round!)).toBe(2);
  });

  it('W-11 the forced straight is not a turn: a turn may follow it', () => {
    let s = moves(driving(4), 'STRAIGHT', 'TURN');
    s = apply(s, 'wlf.check', { callerId: 'P2', roll: 1 });
    expect(s.round?.sequence).toEqual(['STRAIGHT', 'TURN', 'FORCED_STRAIGHT']);
    expect(moves(s, 'TURN').round?.sequence).toEqual(['STRAIGHT', 'TURN', 'FORCED_STRAIGHT', 'TURN']);
  });

  it('W-11 a failed check after the last maneuver deducts nothing', () => {
    const s = spendAll(driving(3));
    const c = apply(s, 'wlf.check', { callerId: 'P2', roll: 1 });
    expect(c.round?.check?.pass).toBe(false);
    expect(c.round?.sequence).toEqual(['STRAIGHT', 'STRAIGHT', 'STRAIGHT']);
    expect(apply(c, 'wlf.endRound').currentDriver).toBe('P2');
  });

  it('W-11 a collision during the forced straight ends the round per the collision rules', () => {
    let s = apply(moves(driving(4), 'STRAIGHT'), 'wlf.check', { callerId: 'P2', roll: 1 });
    s = apply(s, 'wlf.collision', { kind: 'CAR', carIds: ['P2c1'], passes: [{ P1c1: 5, P2c1: 2 }], loser: 'P2c1' });
    expect(s.round?.endReason).toBe('COLLISION');
  });
});

describe('A4.7 / W-12 Adrenaline', () => {
  it('W-12 a driver with one car while an opponent has 2+ cannot be checked', () => {
    const s = moves(driving(4, [1, 2]), 'STRAIGHT');
    expect(hasAdrenaline(s, 'P1')).toBe(true);
    refused(s, 'wlf.check', { callerId: 'P2', roll: 1 }, /Adrenaline/);
    expect(checkCallers(s)).toEqual([]);
  });

  it('W-12 no adrenaline with two cars, or when every opponent also has one', () => {
    expect(hasAdrenaline(moves(driving(4, [2, 3]), 'STRAIGHT'), 'P1')).toBe(false);
    const s = moves(driving(4, 1, 3), 'STRAIGHT');
    expect(hasAdrenaline(s, 'P1')).toBe(false);
    expect(checkProblem(s, 'P2')).toBeNull();
  });

  it('W-12 TOTAL_OPPONENT_CARS_MORE: one car against two opponents with one each is outnumbered', () => {
    const s = moves(driving(4, 1, 3, { outnumberedMode: 'TOTAL_OPPONENT_CARS_MORE' }), 'STRAIGHT');
    expect(hasAdrenaline(s, 'P1')).toBe(true);
    refused(s, 'wlf.check', { callerId: 'P3', roll: 1 }, /Adrenaline/);
  });

  it('W-12 TOTAL_OPPONENT_CARS_MORE: one car against one opponent with one car is not outnumbered', () => {
    const s = moves(driving(4, 1, 2, { outnumberedMode: 'TOTAL_OPPONENT_CARS_MORE' }), 'STRAIGHT');
    expect(hasAdrenaline(s, 'P1')).toBe(false);
    expect(apply(s, 'wlf.check', { callerId: 'P2', roll: 1 }).round?.check?.pass).toBe(false);
  });

  it('W-12 adrenaline is recomputed from the cars on the table now', () => {
    // P1 has 1 car, P2 has 2: adrenaline. Once P2 loses a car, P1 can be checked again.
    let s = moves(driving(4, [1, 2]), 'STRAIGHT');
    s = apply(spendAll(apply(s, 'wlf.fire', shot('P2c2', 7))), 'wlf.endRound');
    expect(hasAdrenaline(s, 'P1')).toBe(false);
    expect(hasAdrenaline(s, 'P2')).toBe(false);
  });
});
