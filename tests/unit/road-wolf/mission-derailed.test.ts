// B12.10 DERAILED: the train's crew groups, boarding, fights aboard, search, the
// engine's drive, train rams and track crossings, and the side at the engine when it leaves.
import { describe, expect, it } from 'vitest';
import type { Setup } from '../../../src/rules/core/model';
import {
  crewGroup,
  engineSide,
  groupActionsLeft,
  groupsIn,
  stash,
  trainSticks,
} from '../../../src/rules/road-wolf/missions/derailed';
import type { RwState } from '../../../src/rules/road-wolf/model';
import { initialState } from '../../../src/rules/road-wolf/rules';
import { apply, car, makeSetup, refused, tokenOf } from './helpers';

const setup: Setup = makeSetup(2, 2);

function play(): RwState {
  let s = apply(initialState(setup), 'rw.config', { pointsValue: 5 }, setup);
  s = apply(s, 'rw.mission', { missionId: 'DERAILED' }, setup);
  for (const [carId, typeId] of [
    ['P1c1', 'convertible'],
    ['P1c2', 'coupe'],
    ['P2c1', 'convertible'],
    ['P2c2', 'coupe'],
  ])
    s = apply(s, 'rw.buy', { carId, typeId }, setup);
  s = apply(s, 'rw.buyToken', { playerId: 'P1', kind: 'BRAWLER', carId: 'P1c1' }, setup);
  s = apply(s, 'rw.buyToken', { playerId: 'P2', kind: 'BRAWLER', carId: 'P2c1' }, setup);
  s = apply(s, 'rw.lockForces', {}, setup);
  s = apply(s, 'rw.initiative', { passes: [{ P1: [6, 6], P2: [1, 1] }], first: 'P1' }, setup);
  return s;
}

describe('B12.10 Derailed', () => {
  it('R-45 R-47 the train starts 1 stick ahead of the start, the engine with 2 neutral crew', () => {
    const s = play();
    expect(trainSticks(s)).toBe(1);
    expect(groupsIn(s, 'ENGINE')).toEqual({ NEUTRAL: 2 });
    expect(engineSide(s)).toBeNull();
  });

  it('B12.10 board a gondola, clear the engine, take it and drive; once a turn; the side at the engine wins when the train leaves', () => {
    let s = play();
    const brawler = tokenOf(s, 'P1c1', 'BRAWLER');
    refused(s, 'rw.board', { carId: 'P1c1', to: 'ENGINE', tokenIds: [brawler] }, setup, /front gondola/);
    s = apply(s, 'rw.board', { carId: 'P1c1', to: 'GONDOLA_1', tokenIds: [brawler] }, setup);
    expect(crewGroup(s, 'GONDOLA_1', 'P1')).toEqual([brawler]);
    expect(car(s, 'P1c1').turn.actionsLeft).toBe(1);
    refused(
      s,
      'rw.board',
      { fromCar: 'GONDOLA_1', playerId: 'P1', to: 'ENGINE', tokenIds: [brawler] },
      setup,
      /Opposing crew/,
    );
    // Melee into the engine: 1 crew + 1 Brawler = 2 dice against 2 neutral crew + Closed = 3.
    refused(
      s,
      'rw.trainFight',
      {
        mode: 'MELEE',
        from: { car: 'GONDOLA_1', playerId: 'P1' },
        target: { car: 'ENGINE', playerId: 'NEUTRAL' },
        attack: [6],
        defence: [5, 1, 1],
      },
      setup,
      /rolls 2 dice/,
    );
    s = apply(
      s,
      'rw.trainFight',
      {
        mode: 'MELEE',
        from: { car: 'GONDOLA_1', playerId: 'P1' },
        target: { car: 'ENGINE', playerId: 'NEUTRAL' },
        attack: [6, 6],
        defence: [5, 1, 1],
      },
      setup,
    );
    expect(groupsIn(s, 'ENGINE')).toEqual({});
    expect(groupActionsLeft(s, 'GONDOLA_1', 'P1')).toBe(1);
    s = apply(s, 'rw.board', { fromCar: 'GONDOLA_1', playerId: 'P1', to: 'ENGINE', tokenIds: [brawler] }, setup);
    expect(engineSide(s)).toBe('P1');
    s = apply(s, 'rw.trainDrive', { playerId: 'P1' }, setup);
    expect(trainSticks(s)).toBe(2);
    refused(s, 'rw.trainDrive', { playerId: 'P1' }, setup, /once a turn/);
    s = apply(s, 'rw.endTurn', {}, setup);
    // P2: the engine can be attacked only from the front gondola.
    refused(
      s,
      'rw.trainFight',
      {
        mode: 'MELEE',
        from: { carId: 'P2c1' },
        target: { car: 'ENGINE', playerId: 'P1' },
        attack: [6, 6],
        defence: [1, 1],
      },
      setup,
      /front gondola/,
    );
    refused(s, 'rw.search', { car: 'GONDOLA_1', playerId: 'P2', kind: 'SHOTGUN' }, setup, /no crew/);
    s = apply(s, 'rw.board', { carId: 'P2c1', to: 'GONDOLA_1', tokenIds: [tokenOf(s, 'P2c1', 'BRAWLER')] }, setup);
    s = apply(s, 'rw.search', { car: 'GONDOLA_1', playerId: 'P2', kind: 'SHOTGUN' }, setup);
    s = apply(s, 'rw.search', { car: 'GONDOLA_1', playerId: 'P2', kind: 'MECHANIC' }, setup);
    expect(stash(s, 'GONDOLA_1', 'P2').map((id) => s.tokens[id]!.kind)).toEqual(['SHOTGUN']);
    refused(s, 'rw.search', { car: 'GONDOLA_1', playerId: 'P2', kind: 'AMBUSH' }, setup, /2 actions/);
    // Next turn the Brawler steps down into P2's Coupe with the Shotgun from the stash.
    const p2brawler = crewGroup(s, 'GONDOLA_1', 'P2')[0]!;
    const gun = stash(s, 'GONDOLA_1', 'P2')[0]!;
    let later = apply(apply(apply(s, 'rw.endTurn', {}, setup), 'rw.endTurn', {}, setup), 'rw.endTurn', {}, setup); // the road turn, P1, then P2 again
    later = apply(
      later,
      'rw.alight',
      { fromCar: 'GONDOLA_1', playerId: 'P2', carId: 'P2c2', tokenIds: [p2brawler], gearIds: [gun] },
      setup,
    );
    expect(car(later, 'P2c2').passengers).toContain(p2brawler);
    expect(car(later, 'P2c2').gear).toContain(gun);
    expect(groupsIn(later, 'GONDOLA_1')).toEqual({});
    s = apply(s, 'rw.trainExit', {}, setup);
    expect(s.result).toMatchObject({ winnerSide: 'P1', by: 'MISSION' });
  });

  it('B12.10 the train’s front rams with 6 dice and throws the vehicle; a win with overkill by the vehicle slows the train', () => {
    let s = play();
    s = apply(s, 'rw.trainRam', { carId: 'P2c2', where: 'SIDE', attack: [2, 1, 1], defence: [5, 1] }, setup);
    expect(trainSticks(s)).toBe(0);
    refused(
      s,
      'rw.trainRam',
      { carId: 'P2c2', where: 'FRONT', attack: [6, 6, 6, 6, 6, 6], defence: [1, 1] },
      setup,
      /thrown|D6/,
    );
    s = apply(
      s,
      'rw.trainRam',
      { carId: 'P2c2', where: 'FRONT', attack: [6, 6, 1, 1, 1, 1], defence: [5, 1], thrown: 4 },
      setup,
    );
    expect(car(s, 'P2c2').destroyed).toBe(true);
  });

  it('B12.10 crossing the track is a wipeout check for any vehicle, Dirt too', () => {
    const s = apply(play(), 'rw.trackCross', { carId: 'P1c2' }, setup);
    expect(s.pending).toEqual([{ kind: 'WIPEOUT', carId: 'P1c2', roadDice: 2, why: 'TRACK' }]);
  });
});
