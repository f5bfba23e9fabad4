// B12.5 HIJACKERS and B12.6 MONSTERS: neutral Truck, its slot and damage
// cap; Monster Trucks' forces, overrides and the three ends.
import { describe, expect, it } from 'vitest';
import type { Setup } from '../../../src/rules/core/model';
import { describeRw } from '../../../src/rules/road-wolf/commands';
import { validateForces } from '../../../src/rules/road-wolf/forces';
import { missionCarName, missionKeyOf } from '../../../src/rules/road-wolf/missions';
import { neutralReroll, truckOf } from '../../../src/rules/road-wolf/missions/hijackers';
import type { RwState } from '../../../src/rules/road-wolf/model';
import {
  initialState,
  mayMelee,
  mayUseNitro,
  meleeAttackDice,
  meleeDefenceDice,
} from '../../../src/rules/road-wolf/rules';
import { apply, car, makeSetup, refused, tokensOf } from './helpers';

const setup: Setup = makeSetup(2, 2);

function play(mission: string, buys: [string, string][], points = 6): RwState {
  let s = apply(initialState(setup), 'rw.config', { pointsValue: points }, setup);
  s = apply(s, 'rw.mission', { missionId: mission }, setup);
  for (const [carId, typeId] of buys) s = apply(s, 'rw.buy', { carId, typeId }, setup);
  s = apply(s, 'rw.lockForces', {}, setup);
  const first = s.sides.length && mission === 'HIJACKERS' ? [{ P1: [6, 6], P2: [1, 1] }] : [];
  s = apply(s, 'rw.initiative', { passes: first, first: mission === 'MONSTERS' ? 'P2' : 'P1' }, setup);
  expect(s.phase).toBe('PLAYER_TURN');
  return s;
}

const GANGS: [string, string][] = [
  ['P1c1', 'muscle_car'],
  ['P1c2', 'convertible'],
  ['P2c1', 'muscle_car'],
  ['P2c2', 'convertible'],
];

describe('B12.5 Hijackers', () => {
  it('B12.5 the neutral Truck: size 4, Closed, Street, not Heavy, a Veteran at the wheel and its Nitro', () => {
    const s = play('HIJACKERS', GANGS);
    const truck = truckOf(s)!;
    expect(truck).toMatchObject({ ownerId: 'NEUTRAL', controllerId: 'NEUTRAL', typeId: 'hijack_truck' });
    expect(
      tokensOf(s, 'truck')
        .map((t) => t.kind)
        .sort(),
    ).toEqual(['NITRO', 'VETERAN']);
    expect(missionKeyOf(s, 'truck')).toBe('HIJACK_TRUCK');
    expect(missionCarName('truck')).toBe('The Truck');
    expect(describeRw({ type: 'rw.adjust', payload: { carId: 'truck', damage: 1 }, at: 0 }, setup)).toContain(
      'The Truck',
    );
  });

  it('B12.5 [003] the Truck never loses its last hit', () => {
    const s = apply(play('HIJACKERS', GANGS), 'rw.adjust', { carId: 'truck', damage: 4 }, setup);
    expect(car(s, 'truck')).toMatchObject({ damage: 3, destroyed: false });
  });

  it('B12.5 the Truck’s slot after the gangs: it drives, rams what it meets, then the road turn', () => {
    let s = play('HIJACKERS', GANGS);
    expect(s.turnOrder.map((x) => x.kind)).toEqual(['PLAYER', 'PLAYER', 'MISSION', 'ROAD']);
    s = apply(apply(s, 'rw.endTurn', {}, setup), 'rw.endTurn', {}, setup);
    expect(s.phase).toBe('MISSION_SLOT');
    expect(s.pending[0]).toMatchObject({ kind: 'MOVE', carId: 'truck', mode: 'MOVE' });
    refused(s, 'rw.endTurn', {}, setup, /pending|move/i);
    // the neutral Veteran rerolls its lowest die below 6.
    expect(neutralReroll([6, 2, 4, 1])).toBe(3);
    expect(neutralReroll([6, 6])).toBeNull();
    s = apply(
      s,
      'rw.ram',
      { defenderId: 'P1c1', attack: [6, 5, 2, 1], attackReroll: { index: 3, newFace: 6 }, defence: [4, 3, 1] },
      setup,
    );
    expect(car(s, 'P1c1').damage).toBe(3);
    s = apply(s, 'rw.moveEnd', { carId: 'truck', offRoad: false, exited: 'NONE' }, setup);
    s = apply(s, 'rw.endTurn', {}, setup);
    expect(s.phase).toBe('ROAD_TURN');
  });

  it('B12.5 R-36 a gang that took the Truck and drives it off the far end wins; off the back is a draw', () => {
    let s = play('HIJACKERS', GANGS);
    const t = truckOf(s)!;
    s = {
      ...s,
      vehicles: { ...s.vehicles, truck: { ...t, driverSeat: null, abandoned: true, immobilized: true } },
      tokens: { ...s.tokens, [t.driverSeat!]: { ...s.tokens[t.driverSeat!]!, loc: { at: 'KILLED' } } },
    };
    const crew = car(s, 'P1c2').driverSeat!;
    s = apply(s, 'rw.takeover', { carId: 'P1c2', targetId: 'truck', crewTokenId: crew, leaveImmobilized: true }, setup);
    s = apply(s, 'rw.turnAround', { carId: 'truck' }, setup);
    expect(car(s, 'truck').controllerId).toBe('P1');
    s = apply(apply(s, 'rw.endTurn', {}, setup), 'rw.endTurn', {}, setup); // P2's turn; the Truck's slot passes (captured): the road
    expect(s.phase).toBe('ROAD_TURN');
    s = apply(s, 'rw.endTurn', {}, setup);
    const back = apply(
      apply(s, 'rw.move', { carId: 'truck', mode: 'MOVE' }, setup),
      'rw.moveEnd',
      { carId: 'truck', offRoad: false, exited: 'BACK' },
      setup,
    );
    expect(back.result).toMatchObject({ draw: true, by: 'MISSION' });
    s = apply(
      apply(s, 'rw.move', { carId: 'truck', mode: 'MOVE' }, setup),
      'rw.moveEnd',
      { carId: 'truck', offRoad: false, exited: 'END' },
      setup,
    );
    expect(s.result).toMatchObject({ winnerSide: 'P1', by: 'MISSION' });
  });
});

describe('B12.6 Monsters', () => {
  const FORCES: [string, string][] = [
    ['P1c1', 'monster_truck'],
    ['P1c2', 'monster_truck'],
    ['P2c1', 'muscle_car'],
    ['P2c2', 'truck_4x4'],
  ];

  it('B12.6 [003] Monsters: exactly two Monster Trucks (8 points); Survivors 10 points, size 3 or less; only the Monsters buy them', () => {
    let s = apply(initialState(setup), 'rw.mission', { missionId: 'MONSTERS' }, setup);
    expect(s.budgets).toEqual({ P1: 8, P2: 10 });
    refused(s, 'rw.buy', { carId: 'P2c1', typeId: 'monster_truck' }, setup, /vehicle type/);
    for (const [carId, typeId] of FORCES) s = apply(s, 'rw.buy', { carId, typeId }, setup);
    expect(validateForces(s).errors).toEqual([]);
    const bad = apply(s, 'rw.buy', { carId: 'P2c1', typeId: 'armored_car' }, setup);
    expect(
      validateForces(bad)
        .errors.map((e) => e.message)
        .join(),
    ).toMatch(/size 3 or less/);
    const one = apply(s, 'rw.buy', { carId: 'P1c2', typeId: null }, setup);
    expect(
      validateForces(one)
        .errors.map((e) => e.message)
        .join(),
    ).toMatch(/exactly two Monster Trucks/);
  });

  it('R-35 a Monster Truck is Dirt and Heavy, may melee with +1 die (attack and defence), may use Nitro but gets none free', () => {
    const s = play('MONSTERS', FORCES, 8);
    const m = car(s, 'P1c1');
    expect(mayMelee(s, m)).toBe(true);
    expect(mayUseNitro(s, m)).toBe(true);
    expect(meleeAttackDice(s, m)).toBe(2); // 1 crew + 1
    expect(meleeDefenceDice(s, m)).toBe(3); // 1 crew + Closed 1 + 1
    expect(tokensOf(s, 'P1c1', 'NITRO')).toEqual([]);
  });

  it('B12.6 R-35 a ram does not stop a Monster Truck, but it rams each vehicle once per move', () => {
    let s = play('MONSTERS', FORCES, 8);
    s = apply(s, 'rw.endTurn', {}, setup); // Survivors first, then the Monsters
    s = apply(s, 'rw.move', { carId: 'P1c1', mode: 'MOVE' }, setup);
    s = apply(s, 'rw.ram', { defenderId: 'P2c1', attack: [3, 2, 1, 1], defence: [2, 2, 1] }, setup);
    expect(car(s, 'P2c1').damage).toBe(1);
    expect(s.pending[0]).toMatchObject({ kind: 'MOVE', stopped: false });
    refused(s, 'rw.ram', { defenderId: 'P2c1', attack: [6, 6, 6, 6], defence: [1, 1] }, setup, /at most once/);
    s = apply(s, 'rw.ram', { defenderId: 'P2c2', attack: [6, 2, 1, 1], defence: [5, 1, 1] }, setup);
    expect(car(s, 'P2c2').damage).toBe(1);
  });

  it('B12.6 R-42 any Survivor driving off the board: a draw; every Survivor destroyed: the Monsters win; both trucks out: the Survivors', () => {
    const s = play('MONSTERS', FORCES, 8);
    const off = apply(
      apply(s, 'rw.move', { carId: 'P2c1', mode: 'MOVE' }, setup),
      'rw.moveEnd',
      { carId: 'P2c1', offRoad: false, exited: 'END' },
      setup,
    );
    expect(off.result).toMatchObject({ draw: true, by: 'MISSION' });
    const dead = apply(
      apply(s, 'rw.adjust', { carId: 'P2c1', damage: 3 }, setup),
      'rw.adjust',
      { carId: 'P2c2', damage: 3 },
      setup,
    );
    expect(dead.result).toMatchObject({ winnerSide: 'P1' });
    const trucks = apply(
      apply(s, 'rw.adjust', { carId: 'P1c1', damage: 4 }, setup),
      'rw.adjust',
      { carId: 'P1c2', damage: 4 },
      setup,
    );
    expect(trucks.result).toMatchObject({ winnerSide: 'P2' });
  });
});

describe('R-28 R-41 who throws a mission vehicle’s dice', () => {
  it('R-41 the neutral Truck: the app throws its dice and rerolls by policy; any player plays the Road; a gang’s car is its player’s', async () => {
    const { dicePolicy } = await import('../../../src/rules/road-wolf/missions');
    const s = play('HIJACKERS', GANGS);
    expect(dicePolicy(s, 'truck')).toEqual({ own: 'APP', road: 'ANY', appReroll: true });
    expect(dicePolicy(s, 'P2c1')).toEqual({ own: 'P2', road: null, appReroll: false });
  });
});
