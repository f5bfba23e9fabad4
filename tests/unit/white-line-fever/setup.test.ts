import { describe, expect, it } from 'vitest';
import type { WlfState } from '../../../src/rules/white-line-fever/model';
import { initialState } from '../../../src/rules/white-line-fever/rules';
import { apply, carOf, makeSetup, playToPlay, refused, winPass } from './helpers';

function toPlacement(players: number, cars: number | number[], first: string, house = {}): WlfState {
  const setup = makeSetup(players, cars, house);
  let s = initialState(setup);
  s = apply(s, 'wlf.deployment', { deployment: 'ARENA', by: 'AGREEMENT' });
  return apply(s, 'wlf.placementOrder', {
    passes: [
      winPass(
        setup.players.map((p) => p.id),
        first,
      ),
    ],
    first,
  });
}

describe('A4.2 setup: deployment and placement order', () => {
  it('A4.2 a new game starts in SETUP_DEPLOYMENT with every car UNPLACED', () => {
    const s = initialState(makeSetup(3, 2));
    expect(s.phase).toBe('SETUP_DEPLOYMENT');
    expect(Object.values(s.cars).every((c) => c.status === 'UNPLACED')).toBe(true);
    expect(s.players).toEqual(['P1', 'P2', 'P3']);
    expect(s.house).toEqual({
      flippedMaySetSpeed: false,
      activationRule: 'FREE',
      setupSpeedMode: 'CHOSEN',
      fireTiming: 'AFTER_ANY_MANEUVER',
      blastIncludesShooter: true,
      outnumberedMode: 'ANY_OPPONENT_HAS_MORE',
    });
  });

  it('A4.2 deployment by agreement is recorded, and only once', () => {
    const s = apply(initialState(makeSetup(2, 1)), 'wlf.deployment', { deployment: 'ARENA', by: 'AGREEMENT' });
    expect(s.deployment).toBe('ARENA');
    expect(s.deploymentBy).toEqual({ how: 'AGREEMENT' });
    refused(s, 'wlf.deployment', { deployment: 'HIGHWAY', by: 'AGREEMENT' }, /already chosen/);
    refused(initialState(makeSetup(2, 1)), 'wlf.deployment', { deployment: 'DESERT', by: 'AGREEMENT' });
  });

  it('A4.2 the placement roll-off comes after the deployment choice', () => {
    refused(initialState(makeSetup(2, 1)), 'wlf.placementOrder', { passes: [{ P1: 8, P2: 1 }] }, /deployment first/);
  });

  it('A4.2 the spec example: 3 players x 2 cars, first = P2 gives P2, P3, P1, P2, P3, P1', () => {
    const s = toPlacement(3, 2, 'P2');
    expect(s.phase).toBe('SETUP_PLACEMENT');
    expect(s.placementQueue).toEqual(['P2', 'P3', 'P1', 'P2', 'P3', 'P1']);
  });

  it('A4.2 a recorded first player must match the roll-off', () => {
    const setup = makeSetup(3, 2);
    const s = apply(initialState(setup), 'wlf.deployment', { deployment: 'ARENA', by: 'AGREEMENT' });
    refused(s, 'wlf.placementOrder', { passes: [{ P1: 8, P2: 3, P3: 3 }], first: 'P2' }, /recorded first/);
  });

  it('W-16 unequal car counts: the queue skips players who have placed every car', () => {
    // P1 has 1 car, P2 has 3, P3 has 2; P3 starts.
    const s = toPlacement(3, [1, 3, 2], 'P3');
    expect(s.placementQueue).toEqual(['P3', 'P1', 'P2', 'P3', 'P2', 'P2']);
  });

  it('W-16 placement follows the queue car by car, then moves to SETUP_FIRST_DRIVER', () => {
    let s = toPlacement(2, [2, 1], 'P2');
    expect(s.placementQueue).toEqual(['P2', 'P1', 'P1']);
    s = apply(s, 'wlf.place', { carId: 'P2c1', speed: 4, rolled: false });
    expect(s.placementQueue).toEqual(['P1', 'P1']);
    s = apply(s, 'wlf.place', { carId: 'P1c2', speed: 1, rolled: false });
    s = apply(s, 'wlf.place', { carId: 'P1c1', speed: 6, rolled: false });
    expect(s.phase).toBe('SETUP_FIRST_DRIVER');
    expect(carOf(s, 'P2c1')).toMatchObject({ status: 'ON_TABLE', speed: 4, flipped: false });
    expect(carOf(s, 'P1c1').speed).toBe(6);
    expect(carOf(s, 'P1c2').speed).toBe(1);
  });

  it('A4.2 placing out of turn is refused', () => {
    const s = toPlacement(3, 2, 'P2');
    refused(s, 'wlf.place', { carId: 'P1c1', speed: 3, rolled: false }, /another player/);
    refused(s, 'wlf.place', { carId: 'P3c1', speed: 3, rolled: false }, /another player/);
  });

  it('A4.2 a car cannot be placed twice', () => {
    let s = toPlacement(2, 2, 'P1');
    s = apply(s, 'wlf.place', { carId: 'P1c1', speed: 3, rolled: false });
    s = apply(s, 'wlf.place', { carId: 'P2c1', speed: 3, rolled: false });
    refused(s, 'wlf.place', { carId: 'P1c1', speed: 3, rolled: false }, /already on the table/);
  });

  it('A2 a starting speed outside 1..6 (or not whole) is refused', () => {
    const s = toPlacement(2, 1, 'P1');
    for (const speed of [0, 7, -1, 2.5, '3'])
      refused(s, 'wlf.place', { carId: 'P1c1', speed, rolled: false }, /speed/i);
    for (const speed of [1, 6])
      expect(apply(s, 'wlf.place', { carId: 'P1c1', speed, rolled: false }).cars.P1c1?.speed).toBe(speed);
  });

  it('W-6 the ROLLED house rule requires rolled:true', () => {
    const s = toPlacement(2, 1, 'P1', { setupSpeedMode: 'ROLLED' });
    refused(s, 'wlf.place', { carId: 'P1c1', speed: 5, rolled: false }, /W-6/);
    expect(carOf(apply(s, 'wlf.place', { carId: 'P1c1', speed: 5, rolled: true }), 'P1c1').speed).toBe(5);
  });

  it('W-6 by default (CHOSEN) the placing player picks the speed', () => {
    const s = toPlacement(2, 1, 'P1');
    expect(carOf(apply(s, 'wlf.place', { carId: 'P1c1', speed: 2, rolled: false }), 'P1c1').speed).toBe(2);
  });

  it('A4.2 no placement before the placement roll-off, no first driver before every car is placed', () => {
    const s0 = apply(initialState(makeSetup(2, 1)), 'wlf.deployment', { deployment: 'ARENA', by: 'AGREEMENT' });
    refused(s0, 'wlf.place', { carId: 'P1c1', speed: 3, rolled: false });
    const s1 = toPlacement(2, 1, 'P1');
    refused(s1, 'wlf.firstDriver', { passes: [{ P1: 8, P2: 1 }] });
  });
});

describe('A4.2 step 5 first driver', () => {
  it('A4.2 the first-driver roll-off starts PLAY at round 1 with the winner driving', () => {
    const s = playToPlay(makeSetup(3, 2), { firstDriver: 'P3' });
    expect(s.phase).toBe('PLAY');
    expect(s.currentDriver).toBe('P3');
    expect(s.roundNumber).toBe(1);
    expect(s.round).toMatchObject({
      driverId: 'P3',
      carId: null,
      step1: null,
      gear: 'FORWARD',
      budget: null,
      sequence: [],
    });
    expect(Object.values(s.cars).every((c) => c.status === 'ON_TABLE')).toBe(true);
  });

  it('A4.2 the first driver roll-off re-rolls ties and checks the recorded driver', () => {
    const setup = makeSetup(3, 1);
    let s = initialState(setup);
    s = apply(s, 'wlf.deployment', { deployment: 'ARENA', by: 'AGREEMENT' });
    s = apply(s, 'wlf.placementOrder', { passes: [{ P1: 8, P2: 1, P3: 1 }] });
    for (const id of ['P1c1', 'P2c1', 'P3c1']) s = apply(s, 'wlf.place', { carId: id, speed: 3, rolled: false });
    const passes = [
      { P1: 2, P2: 6, P3: 6 },
      { P2: 3, P3: 4 },
    ];
    refused(s, 'wlf.firstDriver', { passes, driver: 'P2' }, /recorded driver/);
    refused(s, 'wlf.firstDriver', { passes: passes.slice(0, 1) }, /tied/);
    const p = apply(s, 'wlf.firstDriver', { passes, driver: 'P3' });
    expect(p.currentDriver).toBe('P3');
  });

  it('W-5 the first driver roll-off fills every player’s rotation with all their cars', () => {
    const s = playToPlay(makeSetup(2, 3));
    expect(s.rotationPending).toEqual({ P1: ['P1c1', 'P1c2', 'P1c3'], P2: ['P2c1', 'P2c2', 'P2c3'] });
  });
});
