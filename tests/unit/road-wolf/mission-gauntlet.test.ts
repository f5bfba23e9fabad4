// B12.9 GAUNTLET [R-44]: couriers' forces and free Nitro, no attacks between couriers, two cards
// a road turn, the exit gate, the enemy phase (draws, attacks, skulls, kills), vehicle slots
// from game turn 2, and the score at the end; fixed dice, through commands.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Setup } from '../../../src/rules/core/model';
import { actionProblem } from '../../../src/rules/road-wolf/actions';
import { describeRw } from '../../../src/rules/road-wolf/commands';
import { validateForces } from '../../../src/rules/road-wolf/forces';
import { missionOf } from '../../../src/rules/road-wolf/mission';
import { dicePolicy, scoreboard } from '../../../src/rules/road-wolf/missions';
import {
  ENEMY_TABLE,
  enemyPhaseView,
  faceDownCount,
  GAUNTLET_TIN,
  lastCardPlaced,
  skullsOf,
} from '../../../src/rules/road-wolf/missions/gauntlet';
import type { RwState } from '../../../src/rules/road-wolf/model';
import { roadTurnEndProblem } from '../../../src/rules/road-wolf/road-turn';
import { initialState, stats, vehiclesWithActions } from '../../../src/rules/road-wolf/rules';
import { apply, car, makeSetup, refused, tokensOf } from './helpers';

const setup: Setup = makeSetup(2, 2);

function build(): RwState {
  let s = apply(initialState(setup), 'rw.mission', { missionId: 'GAUNTLET' }, setup);
  for (const [carId, typeId] of [
    ['P1c1', 'muscle_car'],
    ['P1c2', 'street_bike'],
    ['P2c1', 'coupe'],
    ['P2c2', 'rally_car'],
  ] as const)
    s = apply(s, 'rw.buy', { carId, typeId }, setup);
  return s;
}

/** B12.9: before play the road is covered (the table's own cards, one laid); then the initiative. */
function play(
  cover: (s: RwState) => RwState = (s) =>
    apply(apply(s, 'rw.roadDeck', { mode: 'PHYSICAL' }, setup), 'rw.layRoad', { count: 1 }, setup),
): RwState {
  let s = cover(apply(build(), 'rw.lockForces', {}, setup));
  s = apply(s, 'rw.initiative', { passes: [{ P1: [6, 5], P2: [1, 2] }], first: 'P1' }, setup);
  expect(s.phase).toBe('PLAYER_TURN');
  return s;
}

/** Both players end their turns; the road turn (two cards laid face down) leads to the enemy phase. */
function toEnemyPhase(s: RwState): RwState {
  while (s.phase === 'PLAYER_TURN') s = apply(s, 'rw.endTurn', {}, setup);
  expect(s.phase).toBe('ROAD_TURN');
  while (roadTurnEndProblem(s)) s = apply(s, 'rw.roadCard', {}, setup);
  s = apply(s, 'rw.endTurn', {}, setup);
  expect(s.phase).toBe('ENEMY_PHASE');
  return s;
}

describe('B12.9 Gauntlet: couriers', () => {
  it('B12.9 every player spends 4 points; no teams', () => {
    const s = build();
    expect(s.budgets).toEqual({ P1: 4, P2: 4 });
    expect(validateForces(s).errors).toEqual([]);
    let t = apply(initialState(setup), 'rw.config', { pointsValue: 4, teams: [['P1'], ['P2']] }, setup);
    t = apply(t, 'rw.mission', { missionId: 'GAUNTLET' }, setup);
    expect(validateForces(t).errors.filter((e) => e.spec === 'B12.9')).toEqual([]);
    const three = makeSetup(3, 1);
    t = apply(initialState(three), 'rw.config', { pointsValue: 4, teams: [['P1', 'P3'], ['P2']] }, three);
    t = apply(t, 'rw.mission', { missionId: 'GAUNTLET' }, three);
    expect(
      validateForces(t)
        .errors.map((e) => e.message)
        .join(),
    ).toMatch(/no teams/);
  });

  it('B12.9 B4 step 5 each courier gets one free Nitro on their first vehicle, beside the Street Nitros', () => {
    const s = play();
    expect(tokensOf(s, 'P1c1', 'NITRO')).toHaveLength(2); // Street + the courier's
    expect(tokensOf(s, 'P2c1', 'NITRO')).toHaveLength(2);
    expect(tokensOf(s, 'P2c2', 'NITRO')).toHaveLength(0); // a Dirt rally car
  });

  it('B12.9 a courier may name the vehicle for the free Nitro while building', () => {
    let s = apply(build(), 'rw.courierNitro', { carId: 'P2c2' }, setup);
    s = apply(s, 'rw.lockForces', {}, setup);
    expect(tokensOf(s, 'P2c2', 'NITRO')).toHaveLength(1);
    expect(tokensOf(s, 'P2c1', 'NITRO')).toHaveLength(1); // its Street Nitro only
    // B12.9, revision 4: before play only the road's setup may be done; after it, still no Nitro.
    refused(s, 'rw.courierNitro', { carId: 'P2c1' }, setup, /Set up the road cards first/);
    s = apply(apply(s, 'rw.roadDeck', { mode: 'PHYSICAL' }, setup), 'rw.layRoad', { count: 1 }, setup);
    refused(s, 'rw.courierNitro', { carId: 'P2c1' }, setup, /while the forces are built/);
  });

  it('R-44 couriers never attack each other: a ram into a courier is refused (the move just stops)', () => {
    let s = play();
    s = apply(s, 'rw.move', { carId: 'P1c1', mode: 'MOVE' }, setup);
    refused(s, 'rw.ram', { defenderId: 'P2c1', attack: [6, 6, 6], defence: [1, 1] }, setup, /Couriers never attack/);
    s = apply(s, 'rw.moveEnd', { carId: 'P1c1', offRoad: false, exited: 'NONE' }, setup);
    expect(s.pending).toEqual([]);
  });

  it('B12.9 no exit by the far end before the last card; afterwards allowed', () => {
    let s = play();
    s = apply(s, 'rw.move', { carId: 'P1c1', mode: 'MOVE' }, setup);
    refused(s, 'rw.moveEnd', { carId: 'P1c1', offRoad: false, exited: 'END' }, setup, /last road card/);
    s = apply(s, 'rw.moveEnd', { carId: 'P1c1', offRoad: false, exited: 'NONE' }, setup);
    s = apply(s, 'rw.lastCard', {}, setup);
    s = apply(s, 'rw.move', { carId: 'P1c2', mode: 'MOVE' }, setup);
    s = apply(s, 'rw.moveEnd', { carId: 'P1c2', offRoad: false, exited: 'END' }, setup);
    expect(car(s, 'P1c2').offBoard).toBe('END');
    expect(scoreboard(s)).toEqual([
      { sideId: 'P1', name: 'P1', points: 2 },
      { sideId: 'P2', name: 'P2', points: 0 },
    ]);
  });

  it('B12.9 the road is covered face down before play; cards are turned as the lead nears them; new ones are laid face down, their kinds never logged', () => {
    let s = play((t) => {
      t = apply(t, 'rw.roadDeck', { mode: 'DIGITAL', counts: { CLEAR: 1, SLICK: 1, DEBRIS: 1, SUPPLIES: 1 } }, setup);
      t = apply(t, 'rw.roadShuffle', { order: [2, 0, 3, 1] }, setup); // Debris, Clear, Supplies, Slick
      refused(t, 'rw.layRoad', { count: 5 }, setup, /Only 4/);
      return apply(t, 'rw.layRoad', { count: 2 }, setup);
    });
    expect(faceDownCount(s)).toBe(2);
    expect(s.road!.inPlay).toEqual([]);
    refused(s, 'rw.layRoad', { count: 1 }, setup, /covered already/);
    refused(s, 'rw.revealCard', { kind: 'SLICK' }, setup, /not the one turned/);
    s = apply(s, 'rw.revealCard', {}, setup);
    expect(s.road!.inPlay).toMatchObject([{ id: 'k1', kind: 'DEBRIS', from: 'DIGITAL' }]);
    s = apply(s, 'rw.revealCard', { kind: 'CLEAR' }, setup);
    expect(s.road!.inPlay).toHaveLength(1);
    expect(s.road!.discard).toEqual(['CLEAR']);
    while (s.phase === 'PLAYER_TURN') s = apply(s, 'rw.endTurn', {}, setup);
    s = apply(apply(s, 'rw.drift', { cardId: 'k1' }, setup), 'rw.driftEnd', { offBack: false }, setup);
    refused(s, 'rw.roadCard', { kind: 'SUPPLIES' }, setup, /face down/);
    s = apply(s, 'rw.roadCard', {}, setup);
    s = apply(s, 'rw.roadCard', {}, setup);
    expect(faceDownCount(s)).toBe(2);
    expect(describeRw({ type: 'rw.roadCard', payload: {}, at: 0 }, setup)).toBe('New road card laid face down');
    expect(lastCardPlaced(s)).toBe(true); // the app's pile is empty: exits are open
    s = apply(s, 'rw.endTurn', {}, setup);
    expect(s.phase).toBe('ENEMY_PHASE');
  });

  it('B12.9 a physical deck: face-down cards are turned with the kind the table reads', () => {
    let s = play();
    refused(s, 'rw.revealCard', {}, setup, /card turned/);
    s = apply(s, 'rw.revealCard', { kind: 'SLIDE' }, setup);
    expect(s.road!.inPlay).toMatchObject([{ id: 'k1', kind: 'SLIDE', from: 'PHYSICAL' }]);
    refused(s, 'rw.revealCard', { kind: 'SLIDE' }, setup, /No face-down/);
  });

  it('R-44 two road cards a road turn', () => {
    expect(missionOf(play()).cardsPerRoadTurn(play())).toBe(2);
  });
});

describe('B12.9 Gauntlet: the enemy phase', () => {
  it('B12.9 R-44 the enemy table: every tin token has a row; the tin holds one of each kind', () => {
    expect(GAUNTLET_TIN).toHaveLength(10);
    expect(ENEMY_TABLE.MOLOTOV).toMatchObject({ enemy: 'MUTANT', attack: 'SHOOT', dice: 3 });
    expect(ENEMY_TABLE.NITRO).toMatchObject({ enemy: 'BUGGY', attack: 'RAM', dice: 3 });
    expect(ENEMY_TABLE.BRAWLER).toMatchObject({ enemy: 'BIKE', attack: 'MELEE', dice: 3 });
    expect(ENEMY_TABLE.MECHANIC.attack).toBe('NONE');
  });

  it('B12.9 draws, attacks, a kill earns a skull and points, a skull is spent, vehicle slots follow', () => {
    let s = toEnemyPhase(play());
    refused(s, 'rw.endTurn', {}, setup, /Draw the enemies/);
    refused(
      s,
      'rw.enemyDraw',
      {
        leadPlayerId: 'P1',
        draws: [
          { playerId: 'P1', kind: 'MOLOTOV' },
          { playerId: 'P2', kind: 'DRIVER' },
        ],
      },
      setup,
      /lead player two/,
    );
    s = apply(
      s,
      'rw.enemyDraw',
      {
        leadPlayerId: 'P1',
        draws: [
          { playerId: 'P1', kind: 'MOLOTOV' },
          { playerId: 'P1', kind: 'MECHANIC' },
          { playerId: 'P2', kind: 'DRIVER' },
        ],
      },
      setup,
    );
    expect(enemyPhaseView(s).draws.map((x) => x.kind)).toEqual(['MOLOTOV', 'MECHANIC', 'DRIVER']);
    // A mutant's Molotov (3 dice) at the Muscle Car (Closed: 2 dice): the car holds.
    s = apply(s, 'rw.enemyAttack', { kind: 'MOLOTOV', carId: 'P1c1', attack: [3, 2, 1], defence: [5, 1] }, setup);
    expect(Object.values(s.vehicles).filter((v) => v.typeId === 'mutant')).toHaveLength(1);
    expect(dicePolicy(s, 'mutant-1')).toEqual({ own: 'APP', road: 'APP', appReroll: false }); // the app runs the enemies
    s = apply(s, 'rw.enemyAttack', { kind: 'MECHANIC' }, setup);
    // The bike (Driver + Brawler) melees P2's Coupe (1 crew + Closed = 2 dice) and loses by 2: its crew is gone, P2's kill.
    refused(
      s,
      'rw.enemyAttack',
      { kind: 'DRIVER', carId: 'P1c1', attack: [2, 2, 1], defence: [6, 5] },
      setup,
      /drawing player/,
    );
    s = apply(s, 'rw.enemyAttack', { kind: 'DRIVER', carId: 'P2c1', attack: [2, 2, 1], defence: [6, 5] }, setup);
    expect(skullsOf(s, 'P2')).toBe(1);
    expect(s.missionState?.enemyPoints).toEqual({ P2: 1 });
    refused(s, 'rw.endTurn', {}, setup, /order of the vehicles/);
    refused(s, 'rw.vehicleOrder', { carIds: ['P1c1', 'P2c1'] }, setup, /every courier vehicle/);
    s = apply(s, 'rw.vehicleOrder', { carIds: ['P2c1', 'P1c1', 'P1c2', 'P2c2'] }, setup);
    s = apply(s, 'rw.endTurn', {}, setup);
    expect(s.gameTurn).toBe(2);
    expect(s.turnOrder).toEqual([
      { kind: 'PLAYER', playerId: 'P2', carId: 'P2c1' },
      { kind: 'PLAYER', playerId: 'P1', carId: 'P1c1' },
      { kind: 'PLAYER', playerId: 'P1', carId: 'P1c2' },
      { kind: 'PLAYER', playerId: 'P2', carId: 'P2c2' },
      { kind: 'ROAD' },
    ]);
    expect(actionProblem(s, 'P2c2', 'MOVE')).toMatch(/another vehicle’s/);
    expect(vehiclesWithActions(s)).toEqual([{ carId: 'P2c1', actionsLeft: 2 }]); // End turn asks only about this slot's vehicle
    expect(actionProblem(s, 'P2c1', 'MOVE')).toBeNull();
    s = apply(s, 'rw.endTurn', {}, setup);
    // P1's Muscle Car rams the mutant (1 die) and kills it: P1's skull and point.
    const mutant = Object.values(s.vehicles).find((v) => v.typeId === 'mutant')!.id;
    s = apply(s, 'rw.move', { carId: 'P1c1', mode: 'MOVE' }, setup);
    s = apply(s, 'rw.ram', { defenderId: mutant, attack: [6, 2, 1], defence: [5] }, setup);
    expect(car(s, mutant).destroyed).toBe(true);
    expect(skullsOf(s, 'P1')).toBe(1);
    s = apply(s, 'rw.moveEnd', { carId: 'P1c1', offRoad: false, exited: 'NONE' }, setup);
    // The next enemy phase: P2 spends the skull on their draw.
    s = toEnemyPhase(s);
    s = apply(
      s,
      'rw.enemyDraw',
      {
        leadPlayerId: 'P2',
        draws: [
          { playerId: 'P1', kind: 'GUNNER' },
          { playerId: 'P2', kind: 'SPIKES' },
          { playerId: 'P2', kind: 'NITRO' },
        ],
      },
      setup,
    );
    refused(s, 'rw.enemyAttack', { kind: 'SPIKES', skull: true }, setup, /not the next one/);
    s = apply(s, 'rw.enemyAttack', { kind: 'GUNNER', carId: 'P1c1', attack: [1], defence: [6, 6] }, setup);
    s = apply(s, 'rw.enemyAttack', { kind: 'SPIKES', skull: true }, setup);
    expect(skullsOf(s, 'P2')).toBe(0);
    // An enemy Buggy rams the Rally Car off-road: 2 dice against its 2 hits left; a win with overkill 1 is 1 damage.
    s = apply(
      s,
      'rw.enemyAttack',
      { kind: 'NITRO', carId: 'P2c2', offRoad: true, attack: [6, 1], defence: [5, 2] },
      setup,
    );
    expect(car(s, 'P2c2').damage).toBe(1);
    expect(enemyPhaseView(s).draws).toEqual([]);
  });

  it('B12.9 a mutant that loses as a defender without overkill still dies (no wipeout check)', () => {
    let s = toEnemyPhase(play());
    s = apply(
      s,
      'rw.enemyDraw',
      {
        leadPlayerId: 'P1',
        draws: [
          { playerId: 'P1', kind: 'GUNNER' },
          { playerId: 'P1', kind: 'MECHANIC' },
          { playerId: 'P2', kind: 'MECHANIC' },
        ],
      },
      setup,
    );
    s = apply(s, 'rw.enemyAttack', { kind: 'GUNNER', carId: 'P1c1', attack: [1], defence: [6, 6] }, setup);
    s = apply(s, 'rw.enemyAttack', { kind: 'MECHANIC' }, setup);
    s = apply(s, 'rw.enemyAttack', { kind: 'MECHANIC' }, setup);
    s = apply(s, 'rw.vehicleOrder', { carIds: ['P1c2', 'P1c1', 'P2c1', 'P2c2'] }, setup);
    s = apply(s, 'rw.endTurn', {}, setup);
    const mutant = Object.values(s.vehicles).find((v) => v.typeId === 'mutant')!.id;
    // The bike rams: 1 die against 1, and a tie is no loss for the mutant.
    s = apply(s, 'rw.move', { carId: 'P1c2', mode: 'MOVE' }, setup);
    s = apply(s, 'rw.ram', { defenderId: mutant, attack: [4], defence: [4] }, setup);
    expect(car(s, mutant).destroyed).toBe(false); // a tie is not a loss
    expect(car(s, 'P1c2').destroyed).toBe(true); // the bike that rams is gone
    expect(skullsOf(s, 'P1')).toBe(0);
    expect(s.pending).toEqual([]); // its move ended with it
    s = apply(s, 'rw.endTurn', {}, setup);
    s = apply(s, 'rw.endTurn', {}, setup);
    expect(s.turnOrder[s.currentSlot]).toEqual({ kind: 'PLAYER', playerId: 'P2', carId: 'P2c1' });
    // The Coupe's 2 dice against the mutant's 1: 4 = 4, then 3 against nothing: a win without overkill kills it.
    s = apply(s, 'rw.move', { carId: 'P2c1', mode: 'MOVE' }, setup);
    s = apply(s, 'rw.ram', { defenderId: mutant, attack: [4, 3], defence: [4] }, setup);
    expect(car(s, mutant).destroyed).toBe(true);
    expect(s.pending.filter((x) => x.carId === mutant)).toEqual([]);
    expect(skullsOf(s, 'P2')).toBe(1);
  });

  it('R-32 with B12.9: a Shotgun whose win kills a mutant is discarded, as one that takes out crew (issue 30)', () => {
    const armed = (rev: number) => {
      const revSetup: Setup = { ...setup, rulesRevision: rev };
      let s = apply(initialState(revSetup), 'rw.mission', { missionId: 'GAUNTLET' }, revSetup);
      for (const [carId, typeId] of [
        ['P1c1', 'muscle_car'],
        ['P1c2', 'street_bike'],
        ['P2c1', 'coupe'],
        ['P2c2', 'rally_car'],
      ] as const)
        s = apply(s, 'rw.buy', { carId, typeId }, revSetup);
      s = apply(s, 'rw.buyToken', { playerId: 'P2', kind: 'SHOTGUN', carId: 'P2c1' }, revSetup);
      s = apply(s, 'rw.lockForces', {}, revSetup);
      s = apply(s, 'rw.initiative', { passes: [{ P1: [6, 5], P2: [1, 2] }], first: 'P1' }, revSetup);
      while (s.phase === 'PLAYER_TURN') s = apply(s, 'rw.endTurn', {}, revSetup);
      s = apply(s, 'rw.endTurn', {}, revSetup);
      s = apply(
        s,
        'rw.enemyDraw',
        {
          leadPlayerId: 'P1',
          draws: [
            { playerId: 'P1', kind: 'GUNNER' },
            { playerId: 'P1', kind: 'MECHANIC' },
            { playerId: 'P2', kind: 'MECHANIC' },
          ],
        },
        revSetup,
      );
      s = apply(s, 'rw.enemyAttack', { kind: 'GUNNER', carId: 'P1c1', attack: [1], defence: [6, 6] }, revSetup);
      s = apply(s, 'rw.enemyAttack', { kind: 'MECHANIC' }, revSetup);
      s = apply(s, 'rw.enemyAttack', { kind: 'MECHANIC' }, revSetup);
      s = apply(s, 'rw.vehicleOrder', { carIds: ['P2c1', 'P1c1', 'P1c2', 'P2c2'] }, revSetup);
      s = apply(s, 'rw.endTurn', {}, revSetup);
      const mutant = Object.values(s.vehicles).find((v) => v.typeId === 'mutant')!.id;
      const shotgun = tokensOf(s, 'P2c1', 'SHOTGUN')[0]!.id;
      // 2 dice against the mutant's 1: 4 = 4, then 3 against nothing: a win without overkill kills it.
      s = apply(
        s,
        'rw.shoot',
        { attackerId: 'P2c1', targetId: mutant, weapon: 'SHOTGUN', free: false, attack: [4, 3], defence: [4] },
        revSetup,
      );
      return { s, mutant, shotgun };
    };
    const now = armed(3);
    expect(car(now.s, now.mutant).destroyed).toBe(true);
    expect(now.s.tokens[now.shotgun]?.loc).toEqual({ at: 'DISCARDED' });
    // Games started under revision 2 replay as they were played: the Shotgun stayed on the car.
    const before = armed(2);
    expect(car(before.s, before.mutant).destroyed).toBe(true);
    expect(before.s.tokens[before.shotgun]?.loc).toMatchObject({ at: 'GEAR', carId: 'P2c1' });
  });

  it('B12.9 the game ends when no courier is left on the road; scores decide (first exit, exits, most enemy points)', () => {
    let s = play();
    s = apply(s, 'rw.lastCard', {}, setup);
    for (const id of ['P1c1', 'P1c2']) {
      s = apply(s, 'rw.move', { carId: id, mode: 'MOVE' }, setup);
      s = apply(s, 'rw.moveEnd', { carId: id, offRoad: false, exited: 'END' }, setup);
    }
    s = apply(s, 'rw.endTurn', {}, setup);
    s = apply(s, 'rw.move', { carId: 'P2c1', mode: 'MOVE' }, setup);
    s = apply(s, 'rw.moveEnd', { carId: 'P2c1', offRoad: false, exited: 'END' }, setup);
    expect(s.phase).toBe('PLAYER_TURN');
    s = apply(s, 'rw.adjust', { carId: 'P2c2', damage: 2 }, setup);
    expect(s.phase).toBe('ENDED');
    expect(s.result).toMatchObject({ winnerSide: 'P1', by: 'MISSION', scores: { P1: 3, P2: 1 } });
  });
});

describe('B12.9 properties', () => {
  it('B12.9 score counters never decrease over a sequence of exits and kills', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('P1c1', 'P1c2', 'P2c1', 'P2c2'), { minLength: 1, maxLength: 4 }),
        (order) => {
          let s = apply(play(), 'rw.lastCard', {}, setup);
          let last: Record<string, number> = { P1: 0, P2: 0 };
          for (const id of order) {
            if (s.phase === 'ENDED' || car(s, id).offBoard !== 'NONE' || car(s, id).destroyed) continue;
            if (car(s, id).controllerId === 'P1') {
              s = apply(s, 'rw.move', { carId: id, mode: 'MOVE' }, setup);
              s = apply(s, 'rw.moveEnd', { carId: id, offRoad: false, exited: 'END' }, setup);
            } else s = apply(s, 'rw.adjust', { carId: id, damage: stats(s, car(s, id)).size }, setup);
            const now = missionOf(s).score(s)!;
            for (const k of Object.keys(last)) expect(now[k]!).toBeGreaterThanOrEqual(last[k]!);
            last = now;
          }
        },
      ),
      { numRuns: 30 },
    );
  });
});
