import { describe, expect, it } from 'vitest';
import type { WlfState } from '../../../src/rules/white-line-fever/model';
import { canEndRound, fireProblem, remaining } from '../../../src/rules/white-line-fever/rules';
import { apply, begin, carOf, makeSetup, moves, playToPlay, refused, shot, spendAll } from './helpers';

/** 3 players x 2 cars; P1 drives P1c1. */
function driving(speeds: Record<string, number> = {}, house = {}): WlfState {
  const s = playToPlay(makeSetup(3, 2, house), { speeds: { P1c1: 4, ...speeds }, firstDriver: 'P1' });
  return begin(s, 'P1c1');
}

function flip(s: WlfState, id: string): WlfState {
  return { ...s, cars: { ...s.cars, [id]: { ...carOf(s, id), flipped: true } } };
}

describe('A4.8 / W-7 when the driver may fire', () => {
  it('A3.5 canFire needs at least one completed maneuver', () => {
    const s = driving();
    expect(fireProblem(s)).toMatch(/after at least one maneuver/);
    refused(s, 'wlf.fire', shot('P2c1', 5), /after at least one maneuver/);
    expect(fireProblem(moves(s, 'STRAIGHT'))).toBeNull();
  });

  it('A4.8 at most one shot per round', () => {
    const s = apply(moves(driving(), 'STRAIGHT'), 'wlf.fire', shot('P2c1', 1));
    refused(s, 'wlf.fire', shot('P2c2', 5), /one shot per round/);
  });

  it('W-7 by default the driver fires after any maneuver and keeps driving afterwards', () => {
    let s = apply(moves(driving(), 'STRAIGHT'), 'wlf.fire', shot('P2c1', 1));
    expect(s.round?.fired).toBe(true);
    s = moves(s, 'TURN', 'STRAIGHT', 'STRAIGHT');
    expect(canEndRound(s)).toBe(true);
  });

  it('W-7 fire after the last maneuver (step 4) is allowed too', () => {
    const s = spendAll(driving());
    expect(remaining(s.round!)).toBe(0);
    expect(apply(s, 'wlf.fire', shot('P2c1', 5)).round?.fired).toBe(true);
  });

  it('W-7 AFTER_LAST_MANEUVER: fire only once every maneuver is spent', () => {
    const s = moves(driving({}, { fireTiming: 'AFTER_LAST_MANEUVER' }), 'STRAIGHT');
    refused(s, 'wlf.fire', shot('P2c1', 5), /after the last maneuver/);
    const done = spendAll(s);
    expect(carOf(apply(done, 'wlf.fire', shot('P2c1', 5)), 'P2c1').speed).toBe(2);
  });

  it('A4.3 End round lapses the option to fire; a collision ends the round and forbids firing', () => {
    const s = apply(moves(driving(), 'STRAIGHT'), 'wlf.collision', { kind: 'OBSTACLE' });
    refused(s, 'wlf.fire', shot('P2c1', 5), /round is over/);
  });
});

describe('A4.8 targets and the result', () => {
  it('A4.8 the target is on the table and not the active car', () => {
    const s = moves(driving(), 'STRAIGHT');
    refused(s, 'wlf.fire', shot('P1c1', 5), /cannot shoot itself/);
    refused(s, 'wlf.fire', shot('nope', 5), /No such car/);
    const gone = { ...s, cars: { ...s.cars, P2c1: { ...carOf(s, 'P2c1'), status: 'DESTROYED' as const } } };
    refused(gone, 'wlf.fire', shot('P2c1', 5), /not on the table/);
  });

  it('W-18 shooting your own car is allowed', () => {
    const s = apply(moves(driving({ P1c2: 3 }), 'STRAIGHT'), 'wlf.fire', shot('P1c2', 3, { outcome: 'FLIP_OVER' }));
    expect(carOf(s, 'P1c2')).toMatchObject({ flipped: true, speed: 1 });
  });

  it('A4.8 the raw roll is a D8 face', () => {
    const s = moves(driving(), 'STRAIGHT');
    for (const raw of [0, 9, 3.5, '4']) refused(s, 'wlf.fire', shot('P2c1', raw as number), /D8/);
  });

  it('A2.2 a miss changes nothing but the fired flag', () => {
    const s = moves(driving({ P2c1: 5 }), 'STRAIGHT');
    const f = apply(s, 'wlf.fire', shot('P2c1', 4, { outcome: 'MISS' }));
    expect(f.cars).toEqual(s.cars);
    expect(f.round?.fired).toBe(true);
  });

  it('A2.2 spin, flip and destroy are applied to the target', () => {
    const s = moves(driving({ P2c1: 3 }), 'STRAIGHT');
    expect(carOf(apply(s, 'wlf.fire', shot('P2c1', 5)), 'P2c1')).toMatchObject({
      speed: 2,
      flipped: false,
      status: 'ON_TABLE',
    });
    expect(carOf(apply(s, 'wlf.fire', shot('P2c1', 3)), 'P2c1')).toMatchObject({
      speed: 1,
      flipped: true,
      status: 'ON_TABLE',
    });
    expect(carOf(apply(s, 'wlf.fire', shot('P2c1', 8)), 'P2c1').status).toBe('DESTROYED');
  });

  it('A4.8 a recorded outcome that disagrees with the chart throws', () => {
    const s = moves(driving({ P2c1: 6 }), 'STRAIGHT');
    refused(s, 'wlf.fire', shot('P2c1', 7, { outcome: 'SPIN_OUT' }), /does not match the fire chart/);
    refused(s, 'wlf.fire', shot('P2c1', 6, { outcome: 'MISS' }), /does not match the fire chart/);
    expect(carOf(apply(s, 'wlf.fire', shot('P2c1', 7, { outcome: 'DESTROY' })), 'P2c1').status).toBe('DESTROYED');
  });

  it('A4.8 a recorded final that disagrees with roll and modifiers throws', () => {
    const s = moves(driving({ P2c1: 6 }), 'STRAIGHT');
    refused(
      s,
      'wlf.fire',
      shot('P2c1', 6, { shortRange: true, adjust: { SHORT_RANGE: 1 }, final: 6 }),
      /recorded final/,
    );
    expect(
      carOf(apply(s, 'wlf.fire', shot('P2c1', 6, { shortRange: true, adjust: { SHORT_RANGE: 1 }, final: 7 })), 'P2c1')
        .status,
    ).toBe('DESTROYED');
  });
});

describe('W-8 modifiers', () => {
  it('W-8 a SHORT_RANGE adjust without the short-range fact throws', () => {
    const s = moves(driving(), 'STRAIGHT');
    refused(s, 'wlf.fire', shot('P2c1', 5, { adjust: { SHORT_RANGE: 1 } }), /SHORT_RANGE modifier does not apply/);
    refused(s, 'wlf.fire', shot('P2c1', 5, { adjust: { SHORT_RANGE: 0 } }), /does not apply/);
  });

  it('W-8 a BACK_SHOT adjust without the back-shot fact throws', () => {
    refused(
      moves(driving(), 'STRAIGHT'),
      'wlf.fire',
      shot('P2c1', 5, { shortRange: true, adjust: { BACK_SHOT: -1 } }),
      /BACK_SHOT/,
    );
  });

  it('W-8 HELPLESS applies only to a flipped target', () => {
    const s = moves(driving({ P2c1: 5 }), 'STRAIGHT');
    refused(s, 'wlf.fire', shot('P2c1', 4, { adjust: { HELPLESS: 1 } }), /HELPLESS modifier does not apply/);
    const f = apply(
      flip(s, 'P2c1'),
      'wlf.fire',
      shot('P2c1', 4, { adjust: { HELPLESS: 1 }, final: 5, outcome: 'FLIP_OVER' }),
    );
    expect(carOf(f, 'P2c1').status).toBe('DESTROYED'); // Flip Over on a flipped car
  });

  it('W-8 each modifier is +1, -1 or 0, nothing else', () => {
    const s = moves(driving({ P2c1: 5 }), 'STRAIGHT');
    refused(s, 'wlf.fire', shot('P2c1', 4, { shortRange: true, adjust: { SHORT_RANGE: 2 } }), /-1 to 1/);
    refused(s, 'wlf.fire', shot('P2c1', 4, { shortRange: true, adjust: { SHORT_RANGE: 0.5 } }), /-1 to 1/);
    for (const [adj, expected] of [
      [-1, 'MISS'],
      [0, 'MISS'],
      [1, 'FLIP_OVER'],
    ] as const) {
      const f = apply(
        s,
        'wlf.fire',
        shot('P2c1', 4, { shortRange: true, adjust: { SHORT_RANGE: adj }, outcome: expected }),
      );
      expect(f.round?.fired).toBe(true);
    }
  });

  it('W-8 modifiers add up: D8 8 +1 short range +1 back shot +1 helpless = 11, an explosion', () => {
    const s = flip(moves(driving({ P2c1: 3 }), 'STRAIGHT'), 'P2c1');
    const f = apply(
      s,
      'wlf.fire',
      shot('P2c1', 8, {
        shortRange: true,
        backShot: true,
        adjust: { SHORT_RANGE: 1, BACK_SHOT: 1, HELPLESS: 1 },
        final: 11,
        outcome: 'EXPLODE',
        blast: [],
      }),
    );
    expect(carOf(f, 'P2c1').status).toBe('EXPLODED');
  });

  it('W-8 a negative adjustment can turn a 9 back into a destroy, or a hit into a miss', () => {
    const s = moves(driving({ P2c1: 2 }), 'STRAIGHT');
    expect(
      carOf(apply(s, 'wlf.fire', shot('P2c1', 8, { shortRange: true, adjust: { SHORT_RANGE: 1 }, final: 9 })), 'P2c1')
        .status,
    ).toBe('EXPLODED');
    expect(
      carOf(
        apply(s, 'wlf.fire', shot('P2c1', 2, { backShot: true, adjust: { BACK_SHOT: -1 }, final: 1, outcome: 'MISS' })),
        'P2c1',
      ),
    ).toEqual(carOf(s, 'P2c1'));
  });
});

describe('A4.10 / W-10 explosion blast', () => {
  /** P1c1 fires D8 8 +1 short range = 9 at P2c1. */
  const boom = (blast: unknown[], extra = {}) =>
    shot('P2c1', 8, { shortRange: true, adjust: { SHORT_RANGE: 1 }, final: 9, outcome: 'EXPLODE', blast, ...extra });

  it('W-10 every listed car takes one unmodified D8 on the chart', () => {
    const s = moves(driving({ P2c2: 4, P3c1: 3, P3c2: 6 }), 'STRAIGHT');
    const f = apply(
      s,
      'wlf.fire',
      boom([
        { carId: 'P2c2', roll: 4, outcome: 'FLIP_OVER' },
        { carId: 'P3c1', roll: 5, outcome: 'SPIN_OUT' },
        { carId: 'P3c2', roll: 2, outcome: 'MISS' },
      ]),
    );
    expect(carOf(f, 'P2c1').status).toBe('EXPLODED');
    expect(carOf(f, 'P2c2')).toMatchObject({ flipped: true, speed: 2 });
    expect(carOf(f, 'P3c1')).toMatchObject({ flipped: false, speed: 2 });
    expect(carOf(f, 'P3c2')).toEqual(carOf(s, 'P3c2'));
  });

  it('W-10 a blast can destroy but never explode (max 8)', () => {
    const s = moves(driving({ P3c1: 1 }), 'STRAIGHT');
    const f = apply(s, 'wlf.fire', boom([{ carId: 'P3c1', roll: 8, outcome: 'DESTROY' }]));
    expect(carOf(f, 'P3c1').status).toBe('DESTROYED');
    refused(s, 'wlf.fire', boom([{ carId: 'P3c1', roll: 9 }]), /D8/);
  });

  it('W-10 blast rolls take no modifiers: a flipped car in the blast is not helpless', () => {
    // a flipped car at speed 3 rolling 2 is missed (no +1 helpless is possible)
    const s = flip(moves(driving({ P3c1: 3 }), 'STRAIGHT'), 'P3c1');
    const f = apply(s, 'wlf.fire', boom([{ carId: 'P3c1', roll: 2, outcome: 'MISS' }]));
    expect(carOf(f, 'P3c1')).toMatchObject({ status: 'ON_TABLE', flipped: true, speed: 3 });
  });

  it('A4.10 a flipped car in the blast that rolls its speed is destroyed', () => {
    const s = flip(moves(driving({ P3c1: 3 }), 'STRAIGHT'), 'P3c1');
    const f = apply(s, 'wlf.fire', boom([{ carId: 'P3c1', roll: 3, outcome: 'FLIP_OVER' }]));
    expect(carOf(f, 'P3c1').status).toBe('DESTROYED');
  });

  it('W-10 a recorded blast outcome that disagrees with the chart throws', () => {
    const s = moves(driving({ P3c1: 3 }), 'STRAIGHT');
    refused(s, 'wlf.fire', boom([{ carId: 'P3c1', roll: 3, outcome: 'SPIN_OUT' }]), /blast outcome/);
  });

  it('A4.10 only an explosion has a blast; the exploding car and duplicates are refused', () => {
    const s = moves(driving({ P2c1: 3 }), 'STRAIGHT');
    refused(s, 'wlf.fire', shot('P2c1', 7, { blast: [{ carId: 'P3c1', roll: 3 }] }), /Only an explosion/);
    refused(s, 'wlf.fire', boom([{ carId: 'P2c1', roll: 3 }]), /not in its own blast/);
    refused(
      s,
      'wlf.fire',
      boom([
        { carId: 'P3c1', roll: 3 },
        { carId: 'P3c1', roll: 5 },
      ]),
      /one blast roll/,
    );
  });

  it('W-10 the shooter is included in the blast by default', () => {
    const s = moves(driving({ P1c1: 4 }), 'STRAIGHT');
    const f = apply(s, 'wlf.fire', boom([{ carId: 'P1c1', roll: 6, outcome: 'SPIN_OUT' }]));
    expect(carOf(f, 'P1c1').speed).toBe(3);
  });

  it('W-10 blastIncludesShooter=false refuses a blast roll for the shooter (other cars still roll)', () => {
    const s = moves(driving({ P1c1: 4, P3c1: 4 }, { blastIncludesShooter: false }), 'STRAIGHT');
    refused(s, 'wlf.fire', boom([{ carId: 'P1c1', roll: 6 }]), /W-10/);
    expect(carOf(apply(s, 'wlf.fire', boom([{ carId: 'P3c1', roll: 6 }])), 'P3c1').speed).toBe(3);
  });

  it('W-13 a spin out of the active car from its own blast does not end the round', () => {
    const f = apply(moves(driving({ P1c1: 4 }), 'STRAIGHT'), 'wlf.fire', boom([{ carId: 'P1c1', roll: 6 }]));
    expect(f.round?.endReason).toBeNull();
    expect(remaining(f.round!)).toBe(3);
  });

  it('W-13 its own blast flipping the active car ends the round (ACTIVE_CAR_FLIPPED)', () => {
    let s = moves(driving({ P1c1: 4 }), 'STRAIGHT');
    s = apply(s, 'wlf.fire', boom([{ carId: 'P1c1', roll: 4, outcome: 'FLIP_OVER' }]));
    expect(carOf(s, 'P1c1')).toMatchObject({ flipped: true, speed: 2 });
    expect(s.round?.endReason).toBe('ACTIVE_CAR_FLIPPED');
    refused(s, 'wlf.maneuver', { maneuver: 'STRAIGHT' }, /round is over/);
    refused(s, 'wlf.check', { callerId: 'P2', roll: 1 });
    expect(canEndRound(s)).toBe(true);
    expect(apply(s, 'wlf.endRound').currentDriver).toBe('P2');
  });

  it('W-13 its own blast destroying the active car ends the round (ACTIVE_CAR_REMOVED)', () => {
    let s = moves(driving({ P1c1: 4 }), 'STRAIGHT');
    s = apply(s, 'wlf.fire', boom([{ carId: 'P1c1', roll: 7, outcome: 'DESTROY' }]));
    expect(carOf(s, 'P1c1').status).toBe('DESTROYED');
    expect(s.round?.endReason).toBe('ACTIVE_CAR_REMOVED');
    const n = apply(s, 'wlf.endRound');
    expect(carOf(n, 'P1c1').roundsActed).toBe(1);
    expect(n.currentDriver).toBe('P2');
  });

  it('W-13 a flipped active car (flippedMaySetSpeed) whose blast roll equals its speed is destroyed: round ends (ACTIVE_CAR_REMOVED)', () => {
    let s = playToPlay(makeSetup(3, 2, { flippedMaySetSpeed: true }), { speeds: { P1c1: 4 }, firstDriver: 'P1' });
    s = flip(s, 'P1c1');
    s = moves(apply(s, 'wlf.setSpeed', { carId: 'P1c1', speed: 4 }), 'STRAIGHT');
    s = apply(s, 'wlf.fire', boom([{ carId: 'P1c1', roll: 4 }]));
    expect(carOf(s, 'P1c1').status).toBe('DESTROYED');
    expect(s.round?.endReason).toBe('ACTIVE_CAR_REMOVED');
  });
});
