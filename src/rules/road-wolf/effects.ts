// State changes shared by the commands (B10). Each works on a draft: a copy of the state made
// by core/draft.ts produce() at the start of a command, so the reducer never touches its input.
import { RuleError } from '../core/model';
import { pushNext, runChain } from '../core/pending';
import type { VehicleTypeId } from './data';
import { missionOf } from './mission';
import type { Pending, RwState, RwToken, RwVehicle, TokenLocation, TurnCounters } from './model';
import { freshTurn, isRemoved, stats } from './rules';

export function v(d: RwState, id: string): RwVehicle {
  const found = d.vehicles[id];
  if (!found) throw new RuleError('No such vehicle.');
  return found;
}

/** A vehicle as it enters play: undamaged, no crew or gear yet, on the road (B4; the missions' extra vehicles). */
export function blankVehicle(
  id: string,
  typeId: VehicleTypeId,
  ownerId: string,
  turn: TurnCounters = freshTurn(),
): RwVehicle {
  return {
    id,
    typeId,
    ownerId,
    controllerId: ownerId,
    damage: 0,
    driverSeat: null,
    passengers: [],
    gear: [],
    destroyed: false,
    abandoned: false,
    immobilized: false,
    offBoard: 'NONE',
    turn,
  };
}

export function t(d: RwState, id: string): RwToken {
  const found = d.tokens[id];
  if (!found) throw new RuleError('No such token.');
  return found;
}

/** Takes a token out of wherever it is aboard (seat, passengers, gear, marker). */
export function detach(d: RwState, tokenId: string): void {
  const tok = t(d, tokenId);
  const loc = tok.loc;
  if (loc.at === 'SEAT' || loc.at === 'PASSENGER' || loc.at === 'GEAR') {
    const car = v(d, loc.carId);
    if (car.driverSeat === tokenId) car.driverSeat = null;
    car.passengers = car.passengers.filter((x) => x !== tokenId);
    car.gear = car.gear.filter((x) => x !== tokenId);
  } else if (loc.at === 'MARKER') {
    for (const m of d.markers) m.tokenIds = m.tokenIds.filter((x) => x !== tokenId);
    d.markers = d.markers.filter((m) => m.tokenIds.length > 0);
  }
}

/** Moves a token to a new place, keeping the vehicle lists in step. */
export function place(d: RwState, tokenId: string, loc: TokenLocation): void {
  detach(d, tokenId);
  const tok = t(d, tokenId);
  tok.loc = loc;
  if (loc.at === 'SEAT') {
    const car = v(d, loc.carId);
    if (car.driverSeat) throw new RuleError('The driver seat is taken.');
    car.driverSeat = tokenId;
  } else if (loc.at === 'PASSENGER') v(d, loc.carId).passengers.push(tokenId);
  else if (loc.at === 'GEAR') v(d, loc.carId).gear.push(tokenId);
  else if (loc.at === 'MARKER') d.markers.find((m) => m.id === loc.markerId)?.tokenIds.push(tokenId);
}

export function reveal(d: RwState, ...tokenIds: (string | null | undefined)[]): void {
  for (const id of tokenIds) if (id && d.tokens[id]) (d.tokens[id] as RwToken).revealed = true;
}

export function newToken(d: RwState, kind: RwToken['kind'], ownerId: string, free: boolean, picked = false): string {
  const id = `t${d.nextTokenNo}`;
  d.nextTokenNo += 1;
  d.tokens[id] = {
    id,
    kind,
    free,
    ownerId,
    loc: { at: 'UNASSIGNED' },
    revealed: false,
    ...(picked ? { picked: true as const } : {}),
  };
  return id;
}

/** Puts items on top of the pending queue, depth-first: items[0] is resolved first. */
export function pushPending(d: RwState, ...items: Pending[]): void {
  d.pending = pushNext(d.pending, ...items);
}

/**
 * B10.1: damage up to the size (or the mission's cap, B12.5); reaching the size destroys the
 * vehicle. `ram`: ram-type damage (a vehicle's, an object's or card's ram, Spikes, a blast), which
 * sets off an explosive truck (B12.8, R-43).
 */
export function dealDamage(d: RwState, car: RwVehicle, n: number, ram = false): void {
  if (car.destroyed || n < 1) return;
  if (ram && stats(d, car).explosive) {
    explode(d, car);
    return;
  }
  const size = stats(d, car).size;
  car.damage = Math.min(car.damage + n, missionOf(d).damageCap(d, car, size));
  if (car.damage >= size) destroy(d, car);
}

/** B10.1: crew killed, Ambush to the controller's reserve, bikes removed with their gear. */
export function destroy(d: RwState, car: RwVehicle): void {
  if (car.destroyed) return;
  car.destroyed = true;
  car.abandoned = false;
  for (const id of [car.driverSeat, ...car.passengers]) if (id) place(d, id, { at: 'KILLED' });
  for (const id of [...car.gear])
    if (d.tokens[id]?.kind === 'AMBUSH') place(d, id, { at: 'RESERVE', playerId: car.controllerId });
  if (stats(d, car).isBike && car.gear.length) {
    if (d.house.destroyedBikeGear === 'MARKER') {
      const markerId = `m${d.nextMarkerNo}`;
      d.nextMarkerNo += 1;
      d.markers.push({ id: markerId, tokenIds: [] });
      for (const id of [...car.gear]) place(d, id, { at: 'MARKER', markerId });
    } else for (const id of [...car.gear]) place(d, id, { at: 'DISCARDED' });
  }
  if (d.freeMeleeFor === car.id) d.freeMeleeFor = null;
}

/**
 * B12.8: an explosive truck blows up: destroyed first (crew killed, a wreck), then the
 * table names each vehicle within 1 stick for a 6-dice ram (the BLAST on the pending queue).
 */
export function explode(d: RwState, car: RwVehicle): void {
  destroy(d, car);
  pushPending(d, { kind: 'BLAST', carId: car.id, hit: [] });
}

export function markAbandoned(car: RwVehicle): void {
  if (!car.destroyed && car.driverSeat === null) car.abandoned = true;
}

/**
 * B10.2: removes up to n crew, passengers first in the controller's chosen order, the
 * driver seat last; surplus overkill is ignored. Returns the tokens lost.
 */
export function loseCrew(d: RwState, car: RwVehicle, n: number, chosen: readonly string[] | null): string[] {
  const count = Math.min(n, (car.driverSeat ? 1 : 0) + car.passengers.length);
  const order =
    chosen ?? [...[...car.passengers].reverse(), ...(car.driverSeat ? [car.driverSeat] : [])].slice(0, count);
  if (order.length !== count || new Set(order).size !== count) throw new RuleError(`Name exactly ${count} crew lost.`);
  const lost: string[] = [];
  for (const id of order) {
    if (!car.passengers.includes(id) && car.driverSeat !== id)
      throw new RuleError('A casualty must be crew aboard the vehicle that lost.');
    if (id === car.driverSeat && car.passengers.length > 0)
      throw new RuleError('The driver is always the last crew lost [R-24].');
    place(d, id, { at: 'KILLED' });
    reveal(d, id);
    lost.push(id);
  }
  markAbandoned(car);
  return lost;
}

/** the seat was emptied by a takeover or transfer. */
export function driverLeft(d: RwState, car: RwVehicle, newDriverId: string | null): void {
  if (car.driverSeat) return;
  if (car.passengers.length && d.house.driverLeaves === 'SEAT_PASSENGER') {
    const next = newDriverId ?? (car.passengers[0] as string);
    if (!car.passengers.includes(next))
      throw new RuleError('The new driver must be one of the passengers left aboard.');
    place(d, next, { at: 'SEAT', carId: car.id });
  } else if (newDriverId)
    throw new RuleError(
      car.passengers.length
        ? 'House rule: a vehicle whose driver leaves is abandoned [R-23].'
        : 'No passenger is left to drive.',
    );
  markAbandoned(car);
}

/**
 * Resolves the pending work that needs no input, in one command: checks that no longer apply,
 * and R-25 immobilizations.
 */
function dropIdle(d: RwState): void {
  d.pending = runChain(d.pending, (p) => {
    const car = d.vehicles[p.carId];
    if (!car) return 'WAIT';
    if (p.kind === 'IMMOBILIZE') {
      if (!car.destroyed) car.immobilized = true;
      return 'DONE';
    }
    // no checks for immobilized vehicles; none for destroyed or departed ones.
    if (p.kind === 'WIPEOUT') return car.destroyed || car.immobilized || car.offBoard !== 'NONE' ? 'DONE' : 'WAIT';
    return isRemoved(d, car) || car.offBoard !== 'NONE' ? 'DONE' : 'WAIT';
  });
}

/** Ends the game when the mission says so (default: one side or none can still act). */
function checkEnd(d: RwState): void {
  if (d.phase === 'FORCE_BUILDING' || d.phase === 'INITIATIVE' || d.phase === 'ENDED') return;
  if (d.pending.length) return; // a chain still running may change who is left
  const result = missionOf(d).victory(d);
  if (!result) return;
  d.phase = 'ENDED';
  d.result = result;
  d.freeMeleeFor = null;
}

/** After every command: clear idle work, then see whether the game is over. */
export function settle(d: RwState): RwState {
  dropIdle(d);
  if (d.phase !== 'FORCE_BUILDING' && d.phase !== 'ENDED') missionOf(d).bookkeeping(d); // B12.7 losses, B12.9 kills
  checkEnd(d);
  return d;
}
