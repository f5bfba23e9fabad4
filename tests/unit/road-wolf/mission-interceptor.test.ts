// B12.1 INTERCEPTOR and B12.4 THE PRESIDENT: scores and immediate results from R-36's terms.
import { describe, expect, it } from 'vitest';
import type { Setup } from '../../../src/rules/core/model';
import { validateForces } from '../../../src/rules/road-wolf/forces';
import { missionKeyOf, scoreboard, vehicleStatus } from '../../../src/rules/road-wolf/missions';
import type { RwState } from '../../../src/rules/road-wolf/model';
import { initialState } from '../../../src/rules/road-wolf/rules';
import { apply, makeSetup, refused } from './helpers';

const setup: Setup = makeSetup(2, 2);

function play(mission: string, p1: [string, string], p2: [string, string], points = 6): RwState {
  let s = apply(initialState(setup), 'rw.config', { pointsValue: points }, setup);
  s = apply(s, 'rw.mission', { missionId: mission }, setup);
  const buys: [string, string][] = [
    ['P1c1', p1[0]],
    ['P1c2', p1[1]],
    ['P2c1', p2[0]],
    ['P2c2', p2[1]],
  ];
  for (const [carId, typeId] of buys) s = apply(s, 'rw.buy', { carId, typeId }, setup);
  s = apply(s, 'rw.lockForces', {}, setup);
  s = apply(s, 'rw.initiative', { passes: [], first: 'P1' }, setup);
  expect(s.phase).toBe('PLAYER_TURN');
  return s;
}

const exit = (s: RwState, id: string, edge = 'END') =>
  apply(
    apply(s, 'rw.move', { carId: id, mode: 'MOVE' }, setup),
    'rw.moveEnd',
    { carId: id, offRoad: false, exited: edge },
    setup,
  );

describe('B12.1 Interceptor', () => {
  it('B12.1 R-36 the game ends once every Runner escaped or was stopped; 1 escape against 1 stop is a draw', () => {
    let s = play('INTERCEPTOR', ['coupe', 'muscle_car'], ['coupe', 'muscle_car']);
    s = exit(s, 'P1c1');
    expect(vehicleStatus(s, 'P1c1')).toBe('ESCAPED');
    expect(s.phase).toBe('PLAYER_TURN');
    expect(scoreboard(s)).toEqual([
      { sideId: 'P1', name: 'Runners', points: 1 },
      { sideId: 'P2', name: 'Interceptors', points: 0 },
    ]);
    s = apply(s, 'rw.adjust', { carId: 'P1c2', damage: 3 }, setup);
    expect(vehicleStatus(s, 'P1c2')).toBe('STOPPED');
    expect(s.result).toMatchObject({ draw: true, by: 'MISSION', scores: { P1: 1, P2: 1 } });
  });

  it('B12.1 both Runners away: the Runners win 2 to 0', () => {
    let s = play('INTERCEPTOR', ['coupe', 'muscle_car'], ['coupe', 'muscle_car']);
    s = exit(exit(s, 'P1c1'), 'P1c2');
    expect(s.result).toMatchObject({ winnerSide: 'P1', scores: { P1: 2, P2: 0 } });
  });

  it('R-36 a Runner leaving by a side is stopped: the Interceptors score it', () => {
    let s = play('INTERCEPTOR', ['coupe', 'muscle_car'], ['coupe', 'muscle_car']);
    s = exit(exit(s, 'P1c1', 'SIDE'), 'P1c2', 'BACK');
    expect(s.result).toMatchObject({ winnerSide: 'P2', scores: { P1: 0, P2: 2 } });
  });

  it('R-36 a Runner taken over is stopped for good: taken back, it still scores for the Interceptors (the score never goes back)', () => {
    let s = play('INTERCEPTOR', ['convertible', 'coupe'], ['convertible', 'coupe']);
    const seat = s.vehicles.P1c1!.driverSeat!;
    // The Runner's convertible loses its driver (a correction stands in for the fight) and P2 boards it.
    s = {
      ...s,
      vehicles: { ...s.vehicles, P1c1: { ...s.vehicles.P1c1!, driverSeat: null, abandoned: true, immobilized: true } },
      tokens: { ...s.tokens, [seat]: { ...s.tokens[seat]!, loc: { at: 'KILLED' } } },
    };
    s = apply(s, 'rw.endTurn', {}, setup);
    s = apply(
      s,
      'rw.takeover',
      { carId: 'P2c1', targetId: 'P1c1', crewTokenId: s.vehicles.P2c1!.driverSeat!, leaveImmobilized: true },
      setup,
    );
    expect(scoreboard(s)?.find((x) => x.sideId === 'P2')?.points).toBe(1);
    expect(vehicleStatus(s, 'P1c1')).toBe('STOPPED');
    // Back in the Runners' hands (a correction again): still stopped, still 1.
    s = { ...s, vehicles: { ...s.vehicles, P1c1: { ...s.vehicles.P1c1!, controllerId: 'P1' } } };
    s = apply(s, 'rw.reveal', { tokenIds: [] }, setup);
    expect(scoreboard(s)?.find((x) => x.sideId === 'P2')?.points).toBe(1);
    expect(vehicleStatus(s, 'P1c1')).toBe('STOPPED');
  });

  it('0.3 ended by agreement, a scoring mission is scored as it stands', () => {
    let s = play('INTERCEPTOR', ['coupe', 'muscle_car'], ['coupe', 'muscle_car']);
    s = exit(s, 'P1c1');
    s = apply(s, 'rw.endGame', {}, setup);
    expect(s.result).toMatchObject({ winnerSide: 'P1', by: 'AGREEMENT', scores: { P1: 1, P2: 0 } });
  });
});

describe('B12.4 The President', () => {
  it('B12.4 R-39 the Enforcers must field the Limo, paid from their points', () => {
    let s = apply(initialState(setup), 'rw.mission', { missionId: 'PRESIDENT' }, setup);
    s = apply(s, 'rw.buy', { carId: 'P1c1', typeId: 'coupe' }, setup);
    s = apply(s, 'rw.buy', { carId: 'P2c1', typeId: 'coupe' }, setup);
    expect(validateForces(s).errors.map((e) => e.spec)).toContain('B12.4');
    refused(s, 'rw.lockForces', {}, setup, /Limo/);
    s = apply(s, 'rw.buy', { carId: 'P1c1', typeId: 'armored_car' }, setup);
    expect(validateForces(s).errors).toEqual([]);
  });

  it('B12.4 the Limo off the far end with the Enforcers: they win', () => {
    const s = exit(play('PRESIDENT', ['armored_car', 'coupe'], ['muscle_car', 'coupe']), 'P1c1');
    expect(missionKeyOf(s, 'P1c1')).toBe('LIMO');
    expect(s.result).toMatchObject({ winnerSide: 'P1', by: 'MISSION' });
  });

  it('B12.4 the Limo destroyed, or gone by the back: a draw', () => {
    const s = play('PRESIDENT', ['armored_car', 'coupe'], ['muscle_car', 'coupe']);
    expect(apply(s, 'rw.adjust', { carId: 'P1c1', damage: 4 }, setup).result).toMatchObject({
      draw: true,
      by: 'MISSION',
    });
    expect(exit(s, 'P1c1', 'BACK').result).toMatchObject({ draw: true, by: 'MISSION' });
  });

  it('B12.4 R-36 the Limo taken over and driven off by the Insurgents: they win', () => {
    let s = play('PRESIDENT', ['armored_car', 'coupe'], ['muscle_car', 'coupe']);
    // The Limo's driver is killed (a correction stands in for the fight), an Insurgent takes it over.
    const limo = s.vehicles.P1c1!;
    s = {
      ...s,
      vehicles: { ...s.vehicles, P1c1: { ...limo, driverSeat: null, abandoned: true, immobilized: true } },
      tokens: { ...s.tokens, [limo.driverSeat!]: { ...s.tokens[limo.driverSeat!]!, loc: { at: 'KILLED' } } },
    };
    s = apply(s, 'rw.endTurn', {}, setup);
    const crew = s.vehicles.P2c1!.driverSeat!;
    s = apply(s, 'rw.takeover', { carId: 'P2c1', targetId: 'P1c1', crewTokenId: crew, leaveImmobilized: true }, setup);
    expect(s.vehicles.P1c1!.controllerId).toBe('P2');
    s = apply(s, 'rw.turnAround', { carId: 'P1c1' }, setup);
    s = apply(s, 'rw.endTurn', {}, setup); // P2's turn over; the road turn
    s = apply(s, 'rw.endTurn', {}, setup); // game turn 2: P1
    s = apply(s, 'rw.endTurn', {}, setup); // P2
    s = exit(s, 'P1c1');
    expect(s.result).toMatchObject({ winnerSide: 'P2', by: 'MISSION', why: expect.stringMatching(/captured/) });
  });
});
