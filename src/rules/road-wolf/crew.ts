// Crew and gear at work (B7, B10.4-B10.6): repairs, takeovers, transfers, picking up gear and
// Supplies.

import { bool, list, oneOf, str } from '../core/check';
import { RuleError } from '../core/model';
import { actionProblem } from './actions';
import {
  ACTIONS_AFTER_TAKEOVER,
  type ActionId,
  MECHANIC_REPAIR_DICE,
  REPAIR_DICE,
  REPAIR_FACE,
  TOKEN_KINDS,
  tokenCategory,
} from './data';
import { driverLeft, newToken, place, pushPending, reveal, t } from './effects';
import { begin, type HandlerTable, need, type Payload, revealNext, veh, wipeout } from './handler';
import { final, pool } from './log';
import type { RwState, RwVehicle } from './model';
import { readPool } from './pools';
import { useSuppliesCard } from './road-deck';
import {
  crewCapacity,
  crewCount,
  freshTurn,
  pickUpSources,
  rerollWhy,
  takeoverTargets,
  transferTargets,
  veteranActive,
} from './rules';
import { commitToken, committedCategory } from './secrets';

function repair(s: RwState, d: RwState, p: Payload): void {
  const car = veh(d, p.carId);
  const free = bool(p.free, 'Mechanic’s free repair');
  const action: ActionId = free ? 'MECHANIC_REPAIR' : 'REPAIR';
  need(actionProblem(s, car.id, action));
  begin(d, car, action);
  // R-13: only the Mechanic's own repair rolls the extra die; R-12: no Veteran reroll on it.
  const pool = readPool(
    p,
    'dice',
    free ? MECHANIC_REPAIR_DICE : REPAIR_DICE,
    !free && veteranActive(d, car),
    'The repair',
    free ? 'a Mechanic’s free repair gets no Veteran reroll' : rerollWhy(d, car),
  );
  const removed = Math.min(car.damage, pool.final.filter((f) => f === REPAIR_FACE).length);
  if (p.removed !== undefined && p.removed !== removed)
    throw new RuleError('The recorded repair does not match the dice.');
  car.damage -= removed;
  if (pool.reroll) reveal(d, car.driverSeat);
  if (free) {
    car.turn.mechanicRepairsUsed += 1;
    revealNext(d, car, 'MECHANIC', car.turn.mechanicRepairsUsed);
  }
}

function aboard(car: RwVehicle, id: string): 'SEAT' | 'PASSENGER' | 'GEAR' | null {
  return car.driverSeat === id
    ? 'SEAT'
    : car.passengers.includes(id)
      ? 'PASSENGER'
      : car.gear.includes(id)
        ? 'GEAR'
        : null;
}

/** B10.5 takeover. */
function takeover(s: RwState, d: RwState, p: Payload): void {
  const src = veh(d, p.carId);
  need(actionProblem(s, src.id, 'TAKEOVER'));
  const target = veh(d, p.targetId, 'target');
  if (!takeoverTargets(s, src.id).includes(target.id)) {
    throw new RuleError(
      !target.abandoned || target.destroyed
        ? 'Only an abandoned vehicle can be taken over.'
        : 'A moving vehicle can be boarded only from an Open vehicle.',
    );
  }
  const crewId = str(p.crewTokenId, 'The crew who boards');
  const at = aboard(src, crewId);
  if (at !== 'SEAT' && at !== 'PASSENGER')
    throw new RuleError('The boarding crew must be aboard the vehicle taking over.');
  const gearIds = list(p.gearTokenIds ?? [], 'The gear handed over', (x) => str(x, 'A gear token'), 30);
  if (new Set(gearIds).size !== gearIds.length || gearIds.some((id) => aboard(src, id) !== 'GEAR'))
    throw new RuleError('Only gear aboard the vehicle taking over can go along.');
  const leaveImmobilized = bool(p.leaveImmobilized ?? false, 'Leave immobilized');
  begin(d, src, 'TAKEOVER');
  place(d, crewId, { at: 'SEAT', carId: target.id });
  for (const id of gearIds) place(d, id, { at: 'GEAR', carId: target.id });
  target.controllerId = src.controllerId;
  target.abandoned = false;
  target.turn = freshTurn(ACTIONS_AFTER_TAKEOVER); // acts once now, twice next turn
  if (at === 'SEAT') driverLeft(d, src, p.newDriverId === undefined ? null : str(p.newDriverId, 'The new driver'));
  else if (p.newDriverId !== undefined) throw new RuleError('The driver stays, so nobody changes seat.');
  if (leaveImmobilized) {
    if (!src.abandoned || !target.immobilized)
      throw new RuleError('Only a vehicle abandoned to take over an immobilized one may be left immobilized.');
    src.immobilized = true; // and so it skips its abandoned check [B10.5]
  }
  if (!target.immobilized) pushPending(d, wipeout(target.id, 'TAKEOVER'));
}

function transfer(s: RwState, d: RwState, p: Payload): void {
  const src = veh(d, p.carId);
  need(actionProblem(s, src.id, 'TRANSFER'));
  const to = veh(d, p.toId, 'receiving vehicle');
  if (!transferTargets(s, src.id).includes(to.id))
    throw new RuleError('Transfer only to a friendly vehicle with a driver [R-34].');
  const ids = list(p.tokenIds, 'The tokens', (x) => str(x, 'A token'), 30);
  if (ids.length === 0 || new Set(ids).size !== ids.length || ids.some((id) => aboard(src, id) === null))
    throw new RuleError('Pick tokens aboard the giving vehicle, each once.');
  const crew = ids.filter((id) => aboard(src, id) !== 'GEAR');
  if (crewCount(to) + crew.length > crewCapacity(d, to))
    throw new RuleError(`The receiving vehicle holds ${crewCapacity(d, to)} crew.`);
  const driverLeaves = src.driverSeat !== null && ids.includes(src.driverSeat);
  begin(d, src, 'TRANSFER');
  for (const id of ids) place(d, id, { at: crew.includes(id) ? 'PASSENGER' : 'GEAR', carId: to.id });
  if (driverLeaves) driverLeft(d, src, p.newDriverId === undefined ? null : str(p.newDriverId, 'The new driver'));
  else if (p.newDriverId !== undefined) throw new RuleError('The driver stays, so nobody changes seat.');
}

function pickUp(s: RwState, d: RwState, p: Payload): void {
  const car = veh(d, p.carId);
  need(actionProblem(s, car.id, 'PICK_UP'));
  const src = pickUpSources(s, car.id);
  let ids: string[];
  if (p.markerId !== undefined) {
    if (!src.markers.includes(p.markerId as string)) throw new RuleError('No such gear marker.');
    ids = [...(d.markers.find((m) => m.id === p.markerId)?.tokenIds ?? [])];
  } else {
    const from = veh(d, p.sourceId, 'source');
    if (!src.cars.includes(from.id))
      throw new RuleError('Pick up from a wreck or an abandoned vehicle that carries gear [R-22].');
    ids = [...from.gear];
  }
  begin(d, car, 'PICK_UP');
  for (const id of ids) {
    place(d, id, { at: 'GEAR', carId: car.id });
    t(d, id).ownerId = car.controllerId; // the picker now holds it (an Ambush goes to their reserve)
  }
}

function supplies(s: RwState, d: RwState, p: Payload): void {
  const car = veh(d, p.carId);
  need(actionProblem(s, car.id, 'SUPPLIES'));
  // Issue 32: a token taken face down comes as a commitment ('TOKEN', with crew or gear); in the open, as its kind.
  const take = oneOf(p.take, ['REPAIR', 'TOKEN', ...TOKEN_KINDS] as const, 'What the Supplies give');
  const cat = take === 'REPAIR' ? null : take === 'TOKEN' ? committedCategory(p) : tokenCategory(take);
  if (take === 'REPAIR' && car.damage === 0) throw new RuleError('There is no damage to repair.');
  if (cat === 'CREW' && crewCount(car) >= crewCapacity(d, car))
    throw new RuleError(`This vehicle holds ${crewCapacity(d, car)} crew [R-21].`);
  begin(d, car, 'SUPPLIES');
  useSuppliesCard(d, p.cardId); // R-21: the card is used up (only when road cards are set up)
  if (take === 'REPAIR') car.damage -= 1;
  else {
    // Face down: only its owner knows [issue 9].
    const id =
      take === 'TOKEN' ? commitToken(d, p, car.controllerId, true) : newToken(d, take, car.controllerId, true, true);
    place(d, id, { at: cat === 'CREW' ? 'PASSENGER' : 'GEAR', carId: car.id });
  }
}

export const CREW = {
  'rw.repair': {
    reduce: (d, p, s) => repair(s, d, p),
    describe: (p, n) => {
      const sixes = final(p, 'dice').filter((f) => f === 6).length;
      return `${n.car(p.carId)} ${p.free ? 'Mechanic ' : ''}repair: ${pool(p, 'dice')}${sixes ? `, ${sixes} damage removed` : ', no luck'}`;
    },
  },
  'rw.takeover': {
    reduce: (d, p, s) => takeover(s, d, p),
    describe: (p, n) => `${n.car(p.carId)} takes over ${n.car(p.targetId)}`,
  },
  'rw.transfer': {
    reduce: (d, p, s) => transfer(s, d, p),
    describe: (p, n) =>
      `${n.car(p.carId)} hands ${Array.isArray(p.tokenIds) ? p.tokenIds.length : '?'} token(s) to ${n.car(p.toId)}`,
  },
  'rw.pickUp': {
    reduce: (d, p, s) => pickUp(s, d, p),
    describe: (p, n) => `${n.car(p.carId)} picks up gear${p.sourceId ? ` from ${n.car(p.sourceId)}` : ''}`,
  },
  'rw.supplies': {
    reduce: (d, p, s) => supplies(s, d, p),
    describe: (p, n) =>
      `${n.car(p.carId)} uses Supplies${p.take === 'REPAIR' ? ' to repair 1 damage' : ' to take a token'}`,
  },
} as const satisfies HandlerTable;
