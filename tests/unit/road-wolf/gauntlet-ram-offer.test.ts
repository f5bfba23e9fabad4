// Issue 41 (B12.9, R-44): a Courier is never offered a ram on another Courier: the ram sheet's
// list of vehicles (ramOthers, what the pinned Ram chips and the sheet show) holds only the
// vehicles the rules would let it ram, so nothing is refused after every die is typed.

import { describe, expect, it } from 'vitest';
import type { Setup } from '../../../src/rules/core/model';
import { ramOthers } from '../../../src/rules/road-wolf/procedures';
import { roadTurnEndProblem } from '../../../src/rules/road-wolf/road-turn';
import { initialState } from '../../../src/rules/road-wolf/rules';
import { apply, makeSetup, refused } from './helpers';

const setup: Setup = makeSetup(2, 2);
const CARS = ['P1c1', 'P1c2', 'P2c1', 'P2c2'];

function play(missionId: 'GAUNTLET' | null): ReturnType<typeof initialState> {
  let s = initialState(setup);
  s = missionId ? apply(s, 'rw.mission', { missionId }, setup) : apply(s, 'rw.config', { pointsValue: 4 }, setup);
  for (const [carId, typeId] of [
    ['P1c1', 'muscle_car'],
    ['P1c2', 'street_bike'],
    ['P2c1', 'coupe'],
    ['P2c2', 'rally_car'],
  ] as const)
    s = apply(s, 'rw.buy', { carId, typeId }, setup);
  s = apply(s, 'rw.lockForces', {}, setup);
  // B12.9: the Gauntlet's road is covered face down before play.
  if (missionId) s = apply(apply(s, 'rw.roadDeck', { mode: 'PHYSICAL' }, setup), 'rw.layRoad', { count: 1 }, setup);
  return apply(s, 'rw.initiative', { passes: [{ P1: [6, 5], P2: [1, 2] }], first: 'P1' }, setup);
}

describe('issue 41: B12.9 R-44 the Gauntlet offers a Courier no ram on a Courier', () => {
  it('R-44 a moving Courier is offered no Courier vehicle (own or another player’s); each one left out is one the rules refuse', () => {
    let s = play('GAUNTLET');
    s = apply(s, 'rw.move', { carId: 'P1c1', mode: 'MOVE' }, setup);
    expect(ramOthers(s)?.ids).toEqual([]);
    for (const other of CARS.filter((c) => c !== 'P1c1'))
      refused(s, 'rw.ram', { defenderId: other, attack: [6, 6, 6], defence: [1, 1] }, setup, /Couriers never attack/);
  });

  it('R-44 a mutant on the road is still offered to a Courier, and the ram is taken', () => {
    let s = play('GAUNTLET');
    while (s.phase === 'PLAYER_TURN') s = apply(s, 'rw.endTurn', {}, setup);
    while (roadTurnEndProblem(s)) s = apply(s, 'rw.roadCard', {}, setup);
    s = apply(s, 'rw.endTurn', {}, setup);
    s = apply(
      s,
      'rw.enemyDraw',
      {
        leadPlayerId: 'P1',
        draws: [
          { playerId: 'P1', kind: 'MOLOTOV' },
          { playerId: 'P1', kind: 'MECHANIC' },
          { playerId: 'P2', kind: 'MECHANIC' },
        ],
      },
      setup,
    );
    s = apply(s, 'rw.enemyAttack', { kind: 'MOLOTOV', carId: 'P1c1', attack: [3, 2, 1], defence: [5, 1] }, setup);
    s = apply(s, 'rw.enemyAttack', { kind: 'MECHANIC' }, setup);
    s = apply(s, 'rw.enemyAttack', { kind: 'MECHANIC' }, setup);
    s = apply(s, 'rw.vehicleOrder', { carIds: ['P1c1', 'P2c1', 'P1c2', 'P2c2'] }, setup);
    s = apply(s, 'rw.endTurn', {}, setup);
    const mutant = Object.values(s.vehicles).find((v) => v.typeId === 'mutant')!.id;
    s = apply(s, 'rw.move', { carId: 'P1c1', mode: 'MOVE' }, setup);
    expect(ramOthers(s)?.ids).toEqual([mutant]);
    s = apply(s, 'rw.ram', { defenderId: mutant, attack: [6, 2, 1], defence: [5] }, setup);
    expect(s.vehicles[mutant]?.destroyed).toBe(true);
  });

  it('without a mission every other vehicle on the board is offered, as before', () => {
    let s = play(null);
    s = apply(s, 'rw.move', { carId: 'P1c1', mode: 'MOVE' }, setup);
    expect(ramOthers(s)?.ids).toEqual(['P1c2', 'P2c1', 'P2c2']);
  });
});
