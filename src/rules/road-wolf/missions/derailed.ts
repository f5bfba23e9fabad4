// B12.10 DERAILED [R-45, R-47]: teams fight beside a freight train (engine, front and rear
// gondola) for its engine. Train cars are not vehicles: crew aboard sit at TRAIN locations and
// act as their player's crew group (2 actions a turn); gear there is the player's stash. The app
// keeps the train's position in sticks (the table confirms it), boarding, fights between groups
// and from road vehicles, searches, the engine's move, train rams (front 6 dice, side 3; a win
// with overkill by the vehicle slows the train), track crossings (a check for any vehicle), and
// the result when the train leaves by the far end: the engine's side wins.

import { int, list, oneOf, str } from '../../core/check';
import { RuleError } from '../../core/model';
import { ramContest } from '../combat';
import { clockWords, ROAD_DICE, skidClock, TOKEN_KINDS, type TokenKind, WEAPON_DICE } from '../data';
import { driverLeft, newToken, place, pushPending, reveal } from '../effects';
import { begin, type HandlerTable, type Payload, veh } from '../handler';
import type { Mission } from '../mission';
import type { RwState, RwToken, RwVehicle } from '../model';
import { checkRecorded, contest, readPool } from '../pools';
import { canAct, categoryOf, meleeAttackDice, sideOf, stats, turnProblem } from '../rules';
import { fromCatalogue } from './base';
import { decide, NEUTRAL } from './common';
import type { MissionState } from './state';

export type TrainCar = 'ENGINE' | 'GONDOLA_1' | 'GONDOLA_2';
export const TRAIN_CARS: readonly TrainCar[] = ['ENGINE', 'GONDOLA_1', 'GONDOLA_2'];
export const isTrainCar = (x: unknown): x is TrainCar => TRAIN_CARS.includes(x as TrainCar);
export const TRAIN_START_STICKS = 1; // R-47: the rear starts 1 stick ahead of START
export const TRAIN_RAM_DICE = { FRONT: 6, SIDE: 3 } as const;
/** The train's cars by name, as its sheets, its card and the log show them. */
export const TRAIN_CAR_NAME: Record<TrainCar, string> = {
  ENGINE: 'Engine',
  GONDOLA_1: 'Front gondola',
  GONDOLA_2: 'Rear gondola',
};
/** Which cars a crew group may attack from its own (B12.10): its own car, the other gondola, front gondola <-> engine. */
export const TRAIN_REACH: Record<TrainCar, readonly TrainCar[]> = {
  ENGINE: ['ENGINE', 'GONDOLA_1'],
  GONDOLA_1: ['GONDOLA_1', 'GONDOLA_2', 'ENGINE'],
  GONDOLA_2: ['GONDOLA_2', 'GONDOLA_1'],
};
export const ENGINE_CREW = 2;
/** B12.10 Search: what a drawn token gives; the rest go back to the tin. */
export const SEARCH_KEEPS: readonly TokenKind[] = ['SHOTGUN', 'AMBUSH', 'MOLOTOV', 'SPIKES'];
const GROUP_ACTIONS = 2;

const ms = (s: RwState): MissionState => s.missionState ?? {};
function msDraft(d: RwState): MissionState {
  d.missionState ??= {};
  return d.missionState;
}

const inCar = (t: RwToken, car: TrainCar) => t.loc.at === 'TRAIN' && t.loc.car === car;

/** A player's crew group in a train car (NEUTRAL: the engine's own crew). */
export function crewGroup(s: RwState, car: TrainCar, playerId: string): string[] {
  return Object.values(s.tokens)
    .filter((t) => inCar(t, car) && t.ownerId === playerId && categoryOf(t) === 'CREW')
    .map((t) => t.id);
}

/** A player's stash of gear in a train car. */
export function stash(s: RwState, car: TrainCar, playerId: string): string[] {
  return Object.values(s.tokens)
    .filter((t) => inCar(t, car) && t.ownerId === playerId && categoryOf(t) === 'GEAR')
    .map((t) => t.id);
}

/** The groups in a car: player id (or NEUTRAL) -> crew count. */
export function groupsIn(s: RwState, car: TrainCar): Record<string, number> {
  const out: Record<string, number> = {};
  for (const t of Object.values(s.tokens))
    if (inCar(t, car) && categoryOf(t) === 'CREW') out[t.ownerId] = (out[t.ownerId] ?? 0) + 1;
  return out;
}

const opposed = (s: RwState, a: string, b: string) =>
  a !== b && (a === NEUTRAL || b === NEUTRAL || sideOf(s, a)?.id !== sideOf(s, b)?.id);

/** The side whose crew alone hold the engine, or null (its neutral crew, nobody, or a fight). */
export function engineSide(s: RwState): string | null {
  const holders = Object.keys(groupsIn(s, 'ENGINE'));
  const sides = new Set(holders.map((p) => (p === NEUTRAL ? NEUTRAL : (sideOf(s, p)?.id ?? NEUTRAL))));
  const only = [...sides][0];
  return sides.size === 1 && only !== NEUTRAL ? (only as string) : null;
}

export function trainSticks(s: RwState): number {
  return ms(s).trainSticks ?? TRAIN_START_STICKS;
}

const slotKey = (s: RwState) => `${s.gameTurn}:${s.currentSlot}`;

/** Actions a crew group has left this turn (2 a turn, R-45). */
export function groupActionsLeft(s: RwState, car: TrainCar, playerId: string): number {
  const a = ms(s).groupActions?.[`${car}:${playerId}`];
  return GROUP_ACTIONS - (a && a.slot === slotKey(s) ? a.used : 0);
}

/** Why `playerId`'s crew group in `car` cannot spend an action now, or null. */
export function groupProblem(s: RwState, car: TrainCar, playerId: string): string | null {
  if (s.mission !== 'DERAILED') return 'Only Derailed has a train.';
  const turn = turnProblem(s, playerId);
  if (turn) return turn;
  if (crewGroup(s, car, playerId).length === 0) return 'You have no crew in that train car.';
  if (groupActionsLeft(s, car, playerId) < 1) return 'That crew group has used its 2 actions this turn [R-45].';
  return null;
}

function spendGroup(d: RwState, car: TrainCar, playerId: string): void {
  const m = msDraft(d);
  const key = `${car}:${playerId}`;
  const a = m.groupActions?.[key];
  const used = a && a.slot === slotKey(d) ? a.used : 0;
  m.groupActions = { ...(m.groupActions ?? {}), [key]: { slot: slotKey(d), used: used + 1 } };
}

/** A fighter: a road vehicle (by id) or a crew group (car + player). */
type Side = { carId: string } | { car: TrainCar; playerId: string };

function readSide(x: unknown, what: string): Side {
  const r = x as Record<string, unknown> | null;
  if (r && typeof r === 'object' && typeof r.carId === 'string') return { carId: r.carId };
  if (r && typeof r === 'object')
    return {
      car: oneOf(r.car, TRAIN_CARS, `${what}: the train car`),
      playerId: str(r.playerId, `${what}: the player`),
    };
  throw new RuleError(`${what}: name a vehicle or a crew group.`);
}

// ---- commands ----------------------------------------------------------------------------------

/**
 * Boarding (1 action for any number of crew): from an adjacent road vehicle into a gondola, between gondolas, or
 * from the front gondola into the engine.
 */
function board(d: RwState, p: Payload, s: RwState): void {
  const to = oneOf(p.to, TRAIN_CARS, 'The train car boarded');
  const ids = list(p.tokenIds, 'The crew', (x) => str(x, 'A token'), 20);
  if (ids.length === 0 || new Set(ids).size !== ids.length) throw new RuleError('Name the crew who board, each once.');
  let playerId: string;
  if (p.carId !== undefined) {
    if (to === 'ENGINE') throw new RuleError('The engine is boarded only from the front gondola.');
    const car = veh(d, p.carId);
    playerId = car.controllerId;
    if (turnProblem(s, playerId)) throw new RuleError(turnProblem(s, playerId) as string);
    if (!canAct(car) || car.turn.actionsLeft < 1) throw new RuleError('The vehicle needs a driver and an action left.');
    if (ids.some((id) => car.driverSeat !== id && !car.passengers.includes(id)))
      throw new RuleError('Only crew aboard that vehicle can board.');
    const driverLeaves = car.driverSeat !== null && ids.includes(car.driverSeat);
    begin(d, car, 'TRANSFER');
    for (const id of ids) {
      place(d, id, { at: 'TRAIN', car: to });
      (d.tokens[id] as RwToken).ownerId = playerId; // the crew group is the boarding player's
    }
    if (driverLeaves) driverLeft(d, car, p.newDriverId === undefined ? null : str(p.newDriverId, 'The new driver'));
  } else {
    const from = oneOf(p.fromCar, TRAIN_CARS, 'The train car left');
    playerId = str(p.playerId, 'The player');
    const problem = groupProblem(s, from, playerId);
    if (problem) throw new RuleError(problem);
    if (to === 'ENGINE' && from !== 'GONDOLA_1')
      throw new RuleError('The engine is boarded only from the front gondola.');
    if (from === to) throw new RuleError('They are in that car already.');
    if (from === 'ENGINE' && to !== 'GONDOLA_1')
      throw new RuleError('From the engine, crew go back to the front gondola.');
    const group = crewGroup(s, from, playerId);
    if (ids.some((id) => !group.includes(id))) throw new RuleError('Only that crew group’s crew can move.');
    spendGroup(d, from, playerId);
    for (const id of ids) place(d, id, { at: 'TRAIN', car: to });
  }
  // B12.10: only into a car with no opposing crew (the engine: its neutral crew too).
  if (Object.keys(groupsIn(s, to)).some((other) => opposed(s, other, playerId)))
    throw new RuleError('Opposing crew hold that car: fight them out first [B12.10].');
}

/**
 * Crew leave a gondola for an adjacent friendly road vehicle that has a driver (the group's
 * action, within its crew room, R-34), carrying gear from their stash (B12.10 Search).
 */
function alight(d: RwState, p: Payload, s: RwState): void {
  const from = oneOf(p.fromCar, ['GONDOLA_1', 'GONDOLA_2'] as const, 'The gondola left');
  const playerId = str(p.playerId, 'The player');
  const problem = groupProblem(s, from, playerId);
  if (problem) throw new RuleError(problem);
  const car = veh(d, p.carId, 'vehicle boarded');
  if (!canAct(car) || sideOf(s, car.controllerId)?.id !== sideOf(s, playerId)?.id)
    throw new RuleError('Crew step down into a friendly vehicle that has a driver [R-34].');
  const ids = list(p.tokenIds, 'The crew', (x) => str(x, 'A token'), 20);
  const gear = list(p.gearIds ?? [], 'The gear carried', (x) => str(x, 'A token'), 20);
  const group = crewGroup(s, from, playerId);
  const own = stash(s, from, playerId);
  if (ids.length === 0 || new Set(ids).size !== ids.length || ids.some((id) => !group.includes(id)))
    throw new RuleError('Name crew of that group, each once.');
  if (gear.some((id) => !own.includes(id))) throw new RuleError('Only gear from that player’s stash in the car.');
  if (1 + car.passengers.length + ids.length > stats(d, car).size + (stats(d, car).body === 'OPEN' ? 1 : 0))
    throw new RuleError('Not enough crew room in that vehicle.');
  spendGroup(d, from, playerId);
  for (const id of ids) place(d, id, { at: 'PASSENGER', carId: car.id });
  for (const id of gear) place(d, id, { at: 'GEAR', carId: car.id });
}

/**
 * A fight with a crew group: melee or shooting between the gondolas (and into the engine from the front
 * gondola), or from a road vehicle at a gondola's group.
 */
function trainFight(d: RwState, p: Payload, s: RwState): void {
  const mode = oneOf(p.mode, ['MELEE', 'SHOOT'] as const, 'The attack');
  const from = readSide(p.from, 'The attacker');
  const target = readSide(p.target, 'The target');
  if ('carId' in target) throw new RuleError('Road vehicles fight road vehicles with the usual actions.');
  const defCrew = crewGroup(s, target.car, target.playerId);
  if (defCrew.length === 0) throw new RuleError('No crew of that player in that car.');
  let attackDice: number;
  let attackerGroup: string[] = [];
  let attackerPlayer: string;
  let tokenId: string | null = null;
  if ('carId' in from) {
    const car = veh(d, from.carId);
    attackerPlayer = car.controllerId;
    if (target.car === 'ENGINE')
      throw new RuleError('Engine crew can only be attacked from the front gondola [B12.10].');
    if (turnProblem(s, attackerPlayer)) throw new RuleError(turnProblem(s, attackerPlayer) as string);
    if (!canAct(car) || car.turn.actionsLeft < 1) throw new RuleError('The vehicle needs a driver and an action left.');
    if (mode === 'MELEE') {
      if (stats(d, car).body !== 'OPEN' && stats(d, car).mayMelee !== true)
        throw new RuleError('Closed vehicles cannot start a melee.');
      attackDice = meleeAttackDice(d, car);
    } else {
      const weapon = oneOf(p.weapon, ['SHOTGUN', 'MOLOTOV'] as const, 'The weapon');
      tokenId = car.gear.find((id) => d.tokens[id]?.kind === weapon && !car.turn.shotgunsFired.includes(id)) ?? null;
      if (!tokenId) throw new RuleError(`No ${weapon === 'SHOTGUN' ? 'Shotgun ready' : 'Molotov'} aboard.`);
      if (weapon === 'SHOTGUN') car.turn.shotgunsFired.push(tokenId);
      attackDice = WEAPON_DICE[weapon];
    }
    begin(d, car, mode === 'MELEE' ? 'MELEE' : 'SHOOT');
  } else {
    attackerPlayer = from.playerId;
    const problem = groupProblem(s, from.car, from.playerId);
    if (problem) throw new RuleError(problem);
    if (!TRAIN_REACH[from.car].includes(target.car))
      throw new RuleError(
        'Crew fight within their car, between the gondolas, or from the front gondola into the engine [B12.10].',
      );
    spendGroup(d, from.car, from.playerId);
    attackerGroup = crewGroup(s, from.car, from.playerId);
    if (mode === 'MELEE')
      attackDice = attackerGroup.length + attackerGroup.filter((id) => d.tokens[id]?.kind === 'BRAWLER').length;
    else {
      const weapon = oneOf(p.weapon, ['BASIC', 'SHOTGUN', 'MOLOTOV'] as const, 'The weapon');
      if (weapon === 'BASIC' && !attackerGroup.some((id) => d.tokens[id]?.kind === 'GUNNER'))
        throw new RuleError('A plain shot needs a Gunner in the group [R-8].');
      if (weapon !== 'BASIC') {
        tokenId = stash(s, from.car, from.playerId).find((id) => d.tokens[id]?.kind === weapon) ?? null;
        if (!tokenId) throw new RuleError(`No ${weapon === 'SHOTGUN' ? 'Shotgun' : 'Molotov'} in that car’s stash.`);
      }
      attackDice = WEAPON_DICE[weapon];
    }
  }
  if (!opposed(s, attackerPlayer, target.playerId)) throw new RuleError('Attack opposing crew.');
  const closed = target.car === 'ENGINE' ? 1 : 0; // the engine is Closed; gondolas defend as Open (R-47)
  const defDice = mode === 'MELEE' ? defCrew.length + closed : 1 + closed;
  const att = readPool(p, 'attack', attackDice, false, 'The attackers', 'no Veteran reroll aboard the train');
  const def = readPool(p, 'defence', defDice, false, 'The defenders', 'no Veteran reroll aboard the train');
  const c = contest(att.final, def.final);
  checkRecorded(p.result, c);
  const kill = (group: string[], n: number) =>
    group.slice(0, n).forEach((id) => {
      place(d, id, { at: 'KILLED' });
      reveal(d, id);
    });
  if (c.winner === 'ATTACKER' && c.overkill >= 1) kill(defCrew, c.overkill); // a crew group that loses everyone simply ends
  if (mode === 'MELEE' && c.winner === 'DEFENDER' && c.overkill >= 1) {
    if ('carId' in from) {
      const car = d.vehicles[from.carId] as RwVehicle;
      kill([...car.passengers].reverse().concat(car.driverSeat ? [car.driverSeat] : []), c.overkill);
      car.passengers = car.passengers.filter((id) => d.tokens[id]?.loc.at !== 'KILLED');
      if (car.driverSeat && d.tokens[car.driverSeat]?.loc.at === 'KILLED') car.driverSeat = null;
      if (!car.driverSeat && !car.destroyed) car.abandoned = true;
    } else kill(attackerGroup, c.overkill);
  }
  if (tokenId) {
    reveal(d, tokenId);
    // R-32: a Shotgun is discarded only when its shot removed a crew token; a Molotov always.
    const removed = c.winner === 'ATTACKER' ? Math.min(c.overkill, defCrew.length) : 0;
    if (d.tokens[tokenId]?.kind === 'MOLOTOV' || removed >= 1) place(d, tokenId, { at: 'DISCARDED' });
  }
}

function search(d: RwState, p: Payload, s: RwState): void {
  const car = oneOf(p.car, ['GONDOLA_1', 'GONDOLA_2'] as const, 'The gondola searched');
  const playerId = str(p.playerId, 'The player');
  const problem = groupProblem(s, car, playerId);
  if (problem) throw new RuleError(problem);
  const kind = oneOf(p.kind, TOKEN_KINDS, 'The token drawn from the tin');
  spendGroup(d, car, playerId);
  if (!SEARCH_KEEPS.includes(kind)) return; // back to the tin
  const id = newToken(d, kind, playerId, true);
  place(d, id, { at: 'TRAIN', car });
}

function drive(d: RwState, p: Payload, s: RwState): void {
  const playerId = str(p.playerId, 'The player');
  const problem = groupProblem(s, 'ENGINE', playerId);
  if (problem) throw new RuleError(problem);
  if (engineSide(s) !== sideOf(s, playerId)?.id)
    throw new RuleError('Only the side holding the engine alone drives it.');
  if (ms(s).trainMoved === slotKey(s)) throw new RuleError('The train moves at most once a turn [R-45].');
  spendGroup(d, 'ENGINE', playerId);
  const m = msDraft(d);
  m.trainMoved = slotKey(s);
  m.trainSticks = trainSticks(s) + 1;
}

function trainRam(d: RwState, p: Payload, s: RwState): void {
  if (s.mission !== 'DERAILED') throw new RuleError('Only Derailed has a train.');
  if (s.phase === 'FORCE_BUILDING' || s.phase === 'ENDED' || s.phase === 'INITIATIVE') throw new RuleError('Not now.');
  if (s.pending.length) throw new RuleError('Finish the pending check first.');
  const where = oneOf(p.where, ['FRONT', 'SIDE'] as const, 'Where the train hit');
  const car = veh(d, p.carId, 'vehicle hit by the train');
  if (car.offBoard !== 'NONE' || car.destroyed) throw new RuleError('The train hits vehicles on the board.');
  const c = ramContest(d, p, null, true, TRAIN_RAM_DICE[where], car); // the train never rerolls nor wipes out (R-45)
  if (c.winner === 'DEFENDER' && c.overkill >= 1) msDraft(d).trainSticks = Math.max(0, trainSticks(s) - 1); // slowed 1 stick
  if (where === 'FRONT')
    int(p.thrown, 1, 6, 'The direction it is thrown (D6)'); // B12.10: 1 stick toward D6 x 2 o'clock
  else if (p.thrown !== undefined) throw new RuleError('Only the train’s front throws a vehicle aside.');
}

function trackCross(d: RwState, p: Payload, s: RwState): void {
  if (s.mission !== 'DERAILED') throw new RuleError('Only Derailed has a track.');
  const car = veh(d, p.carId);
  if (s.phase !== 'PLAYER_TURN' || car.destroyed || car.immobilized || car.offBoard !== 'NONE')
    throw new RuleError('A vehicle on the move crosses the track.');
  pushPending(d, { kind: 'WIPEOUT', carId: car.id, roadDice: ROAD_DICE, why: 'TRACK' }); // Dirt vehicles too (B12.10)
}

function trainExit(d: RwState, s: RwState): void {
  if (s.mission !== 'DERAILED') throw new RuleError('Only Derailed has a train.');
  if (s.phase === 'FORCE_BUILDING' || s.phase === 'ENDED' || s.phase === 'INITIATIVE') throw new RuleError('Not now.');
  msDraft(d).trainExited = true;
}

export const DERAILED_COMMANDS = {
  'rw.board': {
    reduce: (d, p, s) => board(d, p, s),
    describe: (p, n) => {
      const crew = `${Array.isArray(p.tokenIds) ? p.tokenIds.length : '?'} crew`;
      return p.carId
        ? `${n.car(p.carId)} boards the ${trainCarName(p.to)}: ${crew}`
        : `${crew} board the ${trainCarName(p.to)}`;
    },
  },
  'rw.alight': {
    reduce: (d, p, s) => alight(d, p, s),
    describe: (p, n) =>
      `${n.car(p.carId)} takes crew off the ${trainCarName(p.fromCar)}: ${Array.isArray(p.tokenIds) ? p.tokenIds.length : '?'} step down`,
  },
  'rw.trainFight': {
    reduce: (d, p, s) => trainFight(d, p, s),
    describe: (p, _n, at) =>
      `${at.who ? `${at.who}’s crew ${p.mode === 'SHOOT' ? 'shoot' : 'fight'}` : p.mode === 'SHOOT' ? 'Shots' : 'A melee'} aboard the train: ${Array.isArray(p.attack) ? (p.attack as number[]).join(' ') : '?'} against ${Array.isArray(p.defence) ? (p.defence as number[]).join(' ') : '?'}`,
  },
  'rw.search': {
    reduce: (d, p, s) => search(d, p, s),
    describe: (p, _n, at) =>
      `${at.who ? `${at.who} searches the` : 'A search of the'} ${trainCarName(p.car)}: ${SEARCH_KEEPS.includes(p.kind as TokenKind) ? 'a weapon kept' : 'nothing worth keeping'}`,
  },
  'rw.trainDrive': { reduce: (d, p, s) => drive(d, p, s), describe: () => 'The engine pulls the train 1 stick ahead' },
  'rw.trainRam': {
    reduce: (d, p, s) => trainRam(d, p, s),
    describe: (p, n) =>
      `The train’s ${p.where === 'FRONT' ? 'front' : 'side'} hits ${n.car(p.carId)}: ${Array.isArray(p.attack) ? (p.attack as number[]).join(' ') : '?'} against ${Array.isArray(p.defence) ? (p.defence as number[]).join(' ') : '?'}${typeof p.thrown === 'number' ? `; thrown ${clockWords(skidClock(p.thrown))}` : ''}`,
  },
  'rw.trackCross': {
    reduce: (d, p, s) => trackCross(d, p, s),
    describe: (p, n) => `${n.car(p.carId)} crosses the track: a wipeout check`,
  },
  'rw.trainExit': { reduce: (d, _p, s) => trainExit(d, s), describe: () => 'The train leaves by the far end' },
} as const satisfies HandlerTable;

function trainCarName(x: unknown): string {
  return isTrainCar(x) ? TRAIN_CAR_NAME[x].toLowerCase() : 'train';
}

export const DERAILED: Mission = {
  ...fromCatalogue('DERAILED'),
  atLock: (d) => {
    // B12.10: the engine's 2 neutral crew, who only defend (R-45).
    for (let i = 0; i < ENGINE_CREW; i++) {
      const id = newToken(d, 'DRIVER', NEUTRAL, true);
      place(d, id, { at: 'TRAIN', car: 'ENGINE' });
      reveal(d, id);
    }
    msDraft(d).trainSticks = TRAIN_START_STICKS;
  },
  cardsPerRoadTurn: () => 2, // a card for each road
  victory: (s) => {
    if (!ms(s).trainExited) return null;
    const side = engineSide(s);
    return decide([
      side
        ? { side, why: 'Its crew held the engine when the train left by the far end.' }
        : { draw: true, why: 'The train left by the far end with nobody holding the engine.' },
    ]);
  },
};
