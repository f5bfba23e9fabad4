// Road Wolf missions (B12, issue 13): the API the screens use. Pure rules; import from here.
//
// CHOOSING (force building)
//   MISSION_CATALOGUE / catalogueOf(id)   name, spec, story, setup[], special[], goal[] (our words),
//                                         roles [{id, name, budget}] in team order, first (role id),
//                                         scores (show the scoreboard), neutral (group label), built
//   command rw.mission {missionId: MissionId | null, roles?: {ROLE: sideId}}
//                                         only in FORCE_BUILDING; roles default to the sides' order
//                                         (first team = first role). It re-splits the budgets
//                                         (Breakout 10 / 12 ...). null: back to last side standing.
//   missionProblem(s, id)                 why it cannot be chosen now (ReasonButton), or null
//   missionInfo(s)                        the catalogue entry of the mission in force, or null
//   sideRoles(s)                          [{sideId, role, name, budget}] for the teams screen
//   validateForces(s) (rules.ts)          already includes each mission's errors and warnings
//   missionBuyable(s, playerId)           mission-only vehicle types that player may buy (rw.buy typeId)
//
// PLAYING
//   scoreboard(s)                         null, or [{sideId, name, points}] for scoring missions,
//                                         always current (B12.1 Interceptor, B12.7 Chase, B12.9)
//   missionKeyOf(s, carId)                'CARGO' | 'LIMO' | ... | null: the vehicle the goal is about
//   vehicleStatus(s, carId)               'ESCAPED' | 'STOPPED' | 'IN_PLAY' (R-36 terms) for trackers
//   NEUTRAL, ENEMY, isNeutral(v)          controller ids of neutral / app-run vehicles
//   dicePolicy(s, carId)                  who throws a vehicle's own dice and who plays the Road
//                                         for it (R-28, R-40, R-41, B12.9), and whether the app's
//                                         reroll policy applies (neutral Veterans: neutralReroll)
//   s.result                              {winnerSide} | {draw}, by 'MISSION', why (words), scores
//
//   missionCarName(id), missionPlayerName(id)  names of a mission's own vehicles ('mutant-3' ->
//                                         'Mutant 3', 'truck' -> 'The Truck') and controllers
//                                         (NEUTRAL, ENEMY): not in setup.cars
//
// GAUNTLET (B12.9), missions/gauntlet.ts
//   phase ENEMY_PHASE follows the road turn: enemyPhaseView(s) {drawn, draws[{playerId, kind,
//   row}], orderEntered, skulls}; ENEMY_TABLE[kind] (enemy, attack, dice, text); GAUNTLET_TIN
//   (the kinds to draw from, with replacement: the UI rolls one per draw)
//   rw.enemyDraw {leadPlayerId, draws: [{playerId, kind}]}  each player with a courier on the
//                                         board 1, the lead player 2 (drawingPlayers(s))
//   rw.enemyAttack {kind?, skull: true}   ignore the next draw for a skull (skullsOf(s, p) >= 1)
//   rw.enemyAttack {kind?, carId, attack, defence, defenceReroll?, offRoad?, losses?}
//                                         resolve it on that player's lead vehicle: SHOOT (a
//                                         mutant, attack = row.dice), SPIKES (size+1 vs hits
//                                         left), RAM (a Buggy, 3 dice or 2 offRoad vs hits left),
//                                         MELEE (a bike, 3 vs melee defence); MECHANIC: {} only
//   rw.vehicleOrder {carIds}              next game turn's vehicle slots, lead first (every
//                                         courier that can act); then rw.endTurn starts it
//   rw.lastCard {}                        physical deck: the last card is down (lastCardPlaced)
//   rw.courierNitro {carId}               force building: which vehicle gets the free Nitro
//   rw.layRoad {count}                    game turn 1: the road covered with face-down cards
//   rw.roadCard {} (no kind)              in the road turn, a new card laid face down (2 a turn)
//   rw.revealCard {cardId?, kind?}        a face-down card turned (physical: kind required;
//                                         digital: the app knows it; a Clear goes at once);
//                                         faceDownCount(s) for the screen (kinds stay hidden)
//   exits by END are refused before it (Mission.exitProblem); couriers cannot attack couriers
//   (Mission.attackProblem); slots {kind:'PLAYER', playerId, carId}: only carId acts
//
// CHASE (B12.7), missions/chase.ts
//   chaseTally(s) {escaped, copLosses, copPointsLost, target}: the scoreboard's figures
//   replacementsDue(s, playerId) [{size, rank, forCarId}], replacementProblem(s, playerId)
//   rw.replacement {playerId, typeId (same size), token?: kind of rank <= losses}
//                                         COP_TOKEN_RANKS; the new vehicle's id 'replacement-N'
//   Bridge Out: rw.cardContact {over: true} on a Bridge destroys a Cop (Mission.bridgeOver)
//
// NEUTRAL VEHICLES (B12.3 civilians 'civilian-N', B12.5 'truck'): controllerId NEUTRAL; their
//   mission slot is phase MISSION_SLOT (the slot's work is on the pending queue: the Truck's
//   2-stick MOVE, or an abandoned check), ended by rw.endTurn. Any player rolls the Road for
//   them (R-28); neutralReroll(faces) is R-41's Veteran policy (index to reroll, or null).
//   rw.civilians {typeIds} (Two-Wheel Terror, force building): one per Biker vehicle.
//   losingSide(s): R-40's suggestion of who rolls the Road for a civilian (null: level).
//   A damaged civilian meeting a Supplies card: rw.cardContact repairs it (B12.3).
//
// WAGES OF FEAR (B12.8), missions/wages.ts
//   a truck that explodes is destroyed and a BLAST waits on the pending queue (pendingText says
//   so): rw.blast {defenderId, attack: 6 dice, defence, defenceReroll?} per vehicle within a
//   stick (blastProblem(s, id)), then rw.blastEnd; rw.wipeout may record result 'EXPLODE'.
//
// MONSTERS (B12.6): rw.buy typeId 'monster_truck' (missionBuyable); a Monster Truck's move
//   stays open after a ram (each vehicle once per move).
//
// DERAILED (B12.10), missions/derailed.ts: train cars are not vehicles; crew aboard have token
//   loc {at: 'TRAIN', car: 'ENGINE' | 'GONDOLA_1' | 'GONDOLA_2'} (GONDOLA_1 is the front one).
//   trainSticks(s), engineSide(s), groupsIn(s, car) {playerId|NEUTRAL: crew}, crewGroup, stash,
//   groupActionsLeft(s, car, playerId), groupProblem(s, car, playerId)
//   rw.board {carId, to, tokenIds, newDriverId?} (a road vehicle's action) or
//            {fromCar, playerId, to, tokenIds} (the group's action)
//   rw.alight {fromCar (a gondola), playerId, carId, tokenIds, gearIds?} into a friendly vehicle
//   rw.trainFight {mode: MELEE|SHOOT, from: {carId} | {car, playerId}, target: {car, playerId},
//                  weapon?, attack, defence}      rw.search {car, playerId, kind (from the tin)}
//   rw.trainDrive {playerId}   rw.trainRam {carId, where: FRONT|SIDE, attack, defence, thrown?}
//   rw.trackCross {carId} (a wipeout check)     rw.trainExit {} (ends it: the engine's side wins)
//
// Missions built so far: see catalogue `built`. Each mission's rules: missions/<id>.ts.

import type { VehicleTypeId } from '../data';
import { missionOf } from '../mission';
import type { RwState, RwVehicle } from '../model';
import { cargoOf } from './breakout';
import { catalogueOf, MISSION_CATALOGUE, type MissionId, type MissionInfo, type Role } from './catalogue';
import { ENEMY, escaped, isNeutral, NEUTRAL, roleSide, rolesOf, runnerStopped } from './common';
import { limoOf } from './president';
import { losingSide } from './two-wheel-terror';

export { COP_TOKEN_RANKS, chaseTally, replacementProblem, replacementsDue } from './chase';
export { missionProblem } from './commands';
export { captured, escaped, roleOfPlayer, roleOfSide, roleSide, stopped } from './common';
export type { TrainCar } from './derailed';
export {
  crewGroup,
  engineSide,
  groupActionsLeft,
  groupProblem,
  groupsIn,
  isTrainCar,
  stash,
  TRAIN_CAR_NAME,
  TRAIN_CARS,
  TRAIN_RAM_DICE,
  TRAIN_REACH,
  trainSticks,
} from './derailed';
export {
  couriersOnBoard,
  drawingPlayers,
  ENEMY_TABLE,
  enemyPhaseView,
  faceDownCount,
  GAUNTLET_TIN,
  lastCardPlaced,
  skullsOf,
} from './gauntlet';
export { neutralReroll, truckOf } from './hijackers';
export { missionCarName, missionPlayerName } from './names';
export { civilians, civilianTypes, losingSide } from './two-wheel-terror';
export { BLAST_DICE, blastProblem, explosiveTrucks } from './wages';
export type { MissionId, MissionInfo, Role };
export { catalogueOf, ENEMY, isNeutral, MISSION_CATALOGUE, NEUTRAL };

export function missionInfo(s: RwState): MissionInfo | null {
  return s.mission ? (catalogueOf(s.mission) ?? null) : null;
}

export function sideRoles(s: RwState): { sideId: string; role: string; name: string; budget: number }[] {
  return rolesOf(s).flatMap((r) => {
    const side = roleSide(s, r.id);
    return side ? [{ sideId: side.id, role: r.id, name: r.name, budget: r.budget ?? s.pointsValue }] : [];
  });
}

export function missionBuyable(s: RwState, playerId: string): readonly VehicleTypeId[] {
  return missionOf(s).buyable(s, playerId);
}

export function scoreboard(s: RwState): { sideId: string; name: string; points: number }[] | null {
  const points = missionOf(s).score(s);
  if (!points) return null;
  return Object.entries(points).map(([sideId, n]) => ({
    sideId,
    name: rolesOf(s).find((r) => roleSide(s, r.id)?.id === sideId)?.name ?? sideId,
    points: n,
  }));
}

export type MissionKey = 'CARGO' | 'LIMO' | 'HIJACK_TRUCK' | 'EXPLOSIVE' | 'MONSTER' | 'CIVILIAN' | 'ENEMY';

export function missionKeyOf(s: RwState, carId: string): MissionKey | null {
  const v = s.vehicles[carId];
  if (!v) return null;
  if (s.mission === 'BREAKOUT' && cargoOf(s)?.id === carId) return 'CARGO';
  if (s.mission === 'PRESIDENT' && limoOf(s)?.id === carId) return 'LIMO';
  if (v.typeId === 'hijack_truck') return 'HIJACK_TRUCK';
  if (v.typeId === 'explosive_truck') return 'EXPLOSIVE';
  if (v.typeId === 'monster_truck') return 'MONSTER';
  if (v.ownerId === NEUTRAL) return 'CIVILIAN';
  if (v.ownerId === ENEMY) return 'ENEMY';
  return null;
}

export function vehicleStatus(s: RwState, carId: string): 'ESCAPED' | 'STOPPED' | 'IN_PLAY' {
  const v = s.vehicles[carId] as RwVehicle | undefined;
  if (!v) return 'IN_PLAY';
  return runnerStopped(s, v) ? 'STOPPED' : escaped(s, v) ? 'ESCAPED' : 'IN_PLAY';
}

/**
 * Who throws the dice for a vehicle (R-28, R-40, R-41, B12.9): `own` its own dice (a player id, or
 * APP for neutral and app-run vehicles), `road` who plays the Road in its wipeout checks (APP for
 * the Gauntlet's enemies, a suggested side for a civilian, ANY player for the Truck, else null:
 * the usual suggestion, the next opponent clockwise), `appReroll` when R-41's policy rerolls.
 */
export function dicePolicy(
  s: RwState,
  carId: string,
): { own: string; road: 'APP' | 'ANY' | { side: string } | null; appReroll: boolean } {
  const v = s.vehicles[carId];
  if (!v) return { own: 'APP', road: null, appReroll: false };
  if (v.controllerId === ENEMY) return { own: 'APP', road: 'APP', appReroll: false };
  if (v.controllerId === NEUTRAL) {
    const losing = v.id.startsWith('civilian-') ? losingSide(s) : null;
    return {
      own: 'APP',
      road: losing ? { side: losing } : 'ANY',
      appReroll: v.driverSeat !== null && s.tokens[v.driverSeat]?.kind === 'VETERAN',
    };
  }
  return { own: v.controllerId, road: null, appReroll: false };
}
