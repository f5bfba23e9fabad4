// B12.8 THE WAGES OF FEAR and B12.3 TWO-WHEEL TERROR, with fixed dice.
import { describe, expect, it } from 'vitest';
import type { Setup } from '../../../src/rules/core/model';
import { validateForces } from '../../../src/rules/road-wolf/forces';
import { blastProcedure } from '../../../src/rules/road-wolf/mission-procedures';
import { dicePolicy } from '../../../src/rules/road-wolf/missions';
import { civilians, losingSide } from '../../../src/rules/road-wolf/missions/two-wheel-terror';
import { blastProblem } from '../../../src/rules/road-wolf/missions/wages';
import type { RwState } from '../../../src/rules/road-wolf/model';
import { contest } from '../../../src/rules/road-wolf/pools';
import { initialState, mayUseNitro, stats } from '../../../src/rules/road-wolf/rules';
import { apply, car, makeSetup, patch, refused, tokensOf } from './helpers';

describe('B12.8 The Wages of Fear', () => {
  const setup: Setup = makeSetup(2, 4);
  const FORCES: [string, string][] = [
    ['P1c1', 'explosive_truck'],
    ['P1c2', 'explosive_truck'],
    ['P1c3', 'muscle_car'],
    ['P1c4', 'muscle_car'],
    ['P2c1', 'big_rig'],
    ['P2c2', 'armored_car'],
    ['P2c3', 'muscle_car'],
    ['P2c4', 'coupe'],
  ];

  function build(forces = FORCES): RwState {
    let s = apply(initialState(setup), 'rw.mission', { missionId: 'WAGES_OF_FEAR' }, setup);
    for (const [carId, typeId] of forces) s = apply(s, 'rw.buy', { carId, typeId }, setup);
    return s;
  }
  function play(): RwState {
    let s = apply(build(), 'rw.lockForces', {}, setup);
    s = apply(s, 'rw.initiative', { passes: [], first: 'P1' }, setup);
    expect(s.phase).toBe('PLAYER_TURN');
    return s;
  }

  it('B12.8 R-43 14 points each; two Explosives Trucks (not Heavy, no Nitro) only for the Explosives', () => {
    const s = build();
    expect(s.budgets).toEqual({ P1: 14, P2: 14 });
    expect(validateForces(s).errors).toEqual([]);
    refused(s, 'rw.buy', { carId: 'P2c4', typeId: 'explosive_truck' }, setup, /vehicle type/);
    const one = apply(s, 'rw.buy', { carId: 'P1c2', typeId: 'armored_car' }, setup);
    refused(one, 'rw.lockForces', {}, setup, /two Explosives Trucks/);
    const p = play();
    expect(stats(p, car(p, 'P1c1'))).toMatchObject({ size: 4, body: 'CLOSED', heavy: false, explosive: true });
    expect(mayUseNitro(p, car(p, 'P1c1'))).toBe(false);
    expect(tokensOf(p, 'P1c1', 'NITRO')).toEqual([]);
  });

  it('B12.8 R-43 ram damage sets a truck off: destroyed, then a 6-dice ram on each vehicle named, chains included; both gone: the Raiders win', () => {
    let s = apply(play(), 'rw.endTurn', {}, setup);
    s = apply(s, 'rw.move', { carId: 'P2c4', mode: 'MOVE' }, setup);
    s = apply(s, 'rw.ram', { defenderId: 'P1c1', attack: [6, 1], defence: [5, 1, 1, 1] }, setup);
    expect(car(s, 'P1c1').destroyed).toBe(true);
    expect(s.pending[0]).toEqual({ kind: 'BLAST', carId: 'P1c1', hit: [] });
    expect(s.phase).toBe('PLAYER_TURN');
    s = apply(s, 'rw.blast', { defenderId: 'P2c4', attack: [6, 6, 6, 5, 4, 3], defence: [1, 1] }, setup);
    expect(car(s, 'P2c4').destroyed).toBe(true);
    expect(blastProblem(s, 'P2c4')).toMatch(/not wrecks|already/);
    s = apply(s, 'rw.blast', { defenderId: 'P1c2', attack: [6, 2, 2, 2, 2, 2], defence: [5, 5, 1, 1] }, setup);
    expect(car(s, 'P1c2').destroyed).toBe(true); // the second truck goes up too: its own blast first
    expect(s.pending.map((x) => x.kind)).toEqual(['BLAST', 'BLAST', 'MOVE']);
    s = apply(s, 'rw.blastEnd', {}, setup);
    s = apply(s, 'rw.blastEnd', {}, setup);
    s = apply(s, 'rw.moveEnd', { carId: 'P2c4', offRoad: false, exited: 'NONE' }, setup);
    expect(s.result).toMatchObject({ winnerSide: 'P2', by: 'MISSION' });
  });

  it('R-43 R-12 the blast sheet: 6 dice, then the vehicle’s ram defence with the Veteran reroll any face-down seat is offered; the rerolled die stands', () => {
    let s = apply(build(), 'rw.buyToken', { playerId: 'P2', kind: 'VETERAN', carId: 'P2c4', place: 'SEAT' }, setup);
    s = apply(apply(s, 'rw.lockForces', {}, setup), 'rw.initiative', { passes: [], first: 'P1' }, setup);
    s = apply(apply(s, 'rw.endTurn', {}, setup), 'rw.move', { carId: 'P2c4', mode: 'MOVE' }, setup);
    s = apply(s, 'rw.ram', { defenderId: 'P1c1', attack: [6, 1], defence: [5, 1, 1, 1] }, setup);
    const ctx = { setup };
    const rolled = { other: 'P2c4', att: [6, 5, 4, 3, 2, 2], def: [1, 1] };
    expect(blastProcedure.ask(s, ctx, rolled).map((q) => q.id)).toEqual(['other', 'att', 'def', 'def.reroll']);
    const a = { ...rolled, 'def.reroll': '0', 'def.new': [6] };
    expect(blastProcedure.ask(s, ctx, a).map((q) => q.id)).toEqual(['other', 'att', 'def', 'def.reroll', 'def.new']);
    const out = blastProcedure.resolve(s, ctx, a);
    if ('error' in out) throw new Error(out.error);
    // The result is the contest against the rerolled dice (6 1), not the thrown ones (1 1).
    expect(out.command.payload).toMatchObject({
      defenderId: 'P2c4',
      attack: [6, 5, 4, 3, 2, 2],
      defence: [1, 1],
      defenceReroll: { index: 0, newFace: 6 },
    });
    const after = contest([6, 5, 4, 3, 2, 2], [6, 1]);
    expect(after.overkill).not.toBe(contest([6, 5, 4, 3, 2, 2], [1, 1]).overkill);
    expect(out.command.payload).toMatchObject({ result: { winner: after.winner, overkill: after.overkill } });
  });

  it('R-43 a 1 among the truck’s final wipeout dice: it explodes instead of the result', () => {
    let s = play();
    s = { ...s, pending: [{ kind: 'WIPEOUT', carId: 'P1c1', roadDice: 2, why: 'SHOT' }] };
    refused(s, 'rw.wipeout', { vehicle: [6, 5, 4, 1], road: [1, 1], skid: 2 }, setup, /blew up/);
    s = apply(s, 'rw.wipeout', { vehicle: [6, 5, 4, 1], road: [1, 1], result: 'EXPLODE' }, setup);
    expect(car(s, 'P1c1').destroyed).toBe(true);
    expect(s.pending[0]).toMatchObject({ kind: 'BLAST', carId: 'P1c1' });
  });

  it('R-43 Tunnel or ROLL damage alone does not set it off; a table correction neither', () => {
    const s = apply(play(), 'rw.adjust', { carId: 'P1c1', damage: 1 }, setup);
    expect(car(s, 'P1c1')).toMatchObject({ damage: 1, destroyed: false });
    expect(s.pending).toEqual([]);
  });

  it('B12.8 a truck the Explosives still drive off the far end: they win', () => {
    const s = apply(
      apply(play(), 'rw.move', { carId: 'P1c2', mode: 'MOVE' }, setup),
      'rw.moveEnd',
      { carId: 'P1c2', offRoad: false, exited: 'END' },
      setup,
    );
    expect(s.result).toMatchObject({ winnerSide: 'P1', by: 'MISSION' });
  });
});

describe('B12.3 Two-Wheel Terror', () => {
  const setup: Setup = makeSetup(2, 2);
  function build(
    bikers: [string, string] = ['street_bike', 'buggy'],
    civ: string[] | null = ['coupe', 'muscle_car'],
  ): RwState {
    let s = apply(initialState(setup), 'rw.mission', { missionId: 'TWO_WHEEL_TERROR' }, setup);
    s = apply(s, 'rw.buy', { carId: 'P1c1', typeId: bikers[0] }, setup);
    s = apply(s, 'rw.buy', { carId: 'P1c2', typeId: bikers[1] }, setup);
    s = apply(s, 'rw.buy', { carId: 'P2c1', typeId: 'coupe' }, setup);
    s = apply(s, 'rw.buy', { carId: 'P2c2', typeId: 'coupe' }, setup);
    if (civ) s = apply(s, 'rw.civilians', { typeIds: civ }, setup);
    return s;
  }
  function play(): RwState {
    let s = apply(build(), 'rw.lockForces', {}, setup);
    s = apply(s, 'rw.initiative', { passes: [], first: 'P2' }, setup); // the Enforcers' one player
    return s;
  }

  it('B12.3 R-40 Bikers field bikes and Buggies; as many civilians as their vehicles, none Heavy', () => {
    expect(validateForces(build()).errors).toEqual([]);
    expect(validateForces(build(['street_bike', 'coupe'])).errors.map((e) => e.spec)).toContain('B12.3');
    expect(validateForces(build(undefined, null)).errors.map((e) => e.spec)).toContain('R-40');
    expect(validateForces(build(undefined, ['coupe'])).errors.map((e) => e.spec)).toContain('R-40');
    refused(build(undefined, null), 'rw.civilians', { typeIds: ['big_rig', 'coupe'] }, setup, /never Heavy/);
  });

  it('B12.3 civilians are neutral, one Driver each; order Enforcers, Bikers, Civilians, road; no Enforcers’ turn in game turn 1', () => {
    let s = play();
    expect(civilians(s).map((v) => [v.id, v.controllerId, v.typeId])).toEqual([
      ['civilian-1', 'NEUTRAL', 'coupe'],
      ['civilian-2', 'NEUTRAL', 'muscle_car'],
    ]);
    expect(tokensOf(s, 'civilian-2').map((t) => t.kind)).toEqual(['DRIVER']);
    expect(s.turnOrder).toEqual([
      { kind: 'PLAYER', playerId: 'P2' },
      { kind: 'PLAYER', playerId: 'P1' },
      { kind: 'MISSION', id: 'CIVILIANS' },
      { kind: 'ROAD' },
    ]);
    expect(s.turnOrder[s.currentSlot]).toEqual({ kind: 'PLAYER', playerId: 'P1' });
    // An abandoned civilian: its check comes in the Civilians' slot (R-25).
    const c = car(s, 'civilian-1');
    s = patch(s, 'civilian-1', { driverSeat: null, abandoned: true });
    s = { ...s, tokens: { ...s.tokens, [c.driverSeat!]: { ...s.tokens[c.driverSeat!]!, loc: { at: 'KILLED' } } } };
    s = apply(s, 'rw.endTurn', {}, setup);
    expect(s.phase).toBe('MISSION_SLOT');
    expect(s.pending.map((x) => x.kind)).toEqual(['WIPEOUT', 'IMMOBILIZE']);
    s = apply(s, 'rw.wipeout', { vehicle: [6, 6], road: [1, 1] }, setup);
    expect(car(s, 'civilian-1').immobilized).toBe(true);
    s = apply(s, 'rw.endTurn', {}, setup);
    expect(s.phase).toBe('ROAD_TURN');
    s = apply(s, 'rw.endTurn', {}, setup);
    expect(s.turnOrder[s.currentSlot]).toEqual({ kind: 'PLAYER', playerId: 'P2' }); // game turn 2: the Enforcers play
  });

  it('B12.3 a damaged civilian meeting a Supplies card repairs 1 at once and uses it up; an undamaged one or a Biker does not', () => {
    let s = apply(play(), 'rw.roadDeck', { mode: 'PHYSICAL' }, setup);
    while (s.phase !== 'ROAD_TURN') s = apply(s, 'rw.endTurn', {}, setup);
    s = apply(s, 'rw.roadCard', { kind: 'SUPPLIES' }, setup);
    refused(s, 'rw.cardContact', { cardId: 'k1', carId: 'civilian-1' }, setup, /Supplies action/);
    s = apply(s, 'rw.adjust', { carId: 'civilian-1', damage: 1 }, setup);
    refused(s, 'rw.cardContact', { cardId: 'k1', carId: 'P1c2' }, setup, /Supplies action/);
    s = apply(s, 'rw.cardContact', { cardId: 'k1', carId: 'civilian-1' }, setup);
    expect(car(s, 'civilian-1').damage).toBe(0);
    expect(s.road!.inPlay).toEqual([]);
  });

  it('R-40 the app suggests the side with more vehicle points destroyed or immobilized as the losing side', () => {
    let s = play();
    expect(losingSide(s)).toBeNull();
    s = apply(s, 'rw.adjust', { carId: 'P2c1', damage: 2 }, setup);
    expect(losingSide(s)).toBe('P2');
    expect(dicePolicy(s, 'civilian-1')).toEqual({ own: 'APP', road: { side: 'P2' }, appReroll: false });
  });

  it('B12.3 every civilian wrecked or stopped: the Bikers win', () => {
    let s = play();
    s = apply(s, 'rw.adjust', { carId: 'civilian-1', damage: 2 }, setup);
    expect(s.phase).toBe('PLAYER_TURN');
    s = apply(s, 'rw.adjust', { carId: 'civilian-2', damage: 3 }, setup);
    expect(s.result).toMatchObject({ winnerSide: 'P1', by: 'MISSION' });
  });

  it('B12.3 every Biker vehicle destroyed or gone: the Enforcers win', () => {
    let s = play();
    s = apply(s, 'rw.adjust', { carId: 'P1c1', damage: 1 }, setup);
    s = apply(
      apply(s, 'rw.move', { carId: 'P1c2', mode: 'MOVE' }, setup),
      'rw.moveEnd',
      { carId: 'P1c2', offRoad: false, exited: 'SIDE' },
      setup,
    );
    expect(s.result).toMatchObject({ winnerSide: 'P2', by: 'MISSION' });
  });
});
