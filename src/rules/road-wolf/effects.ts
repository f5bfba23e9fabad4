// State changes shared by the commands (B10, B6.3). Each works on a draft: a full copy of the
// state made by clone() at the start of a command, so the reducer never touches its input.
import { RuleError } from '../core/model';
import type { Pending, RwState, RwToken, RwVehicle, TokenLocation } from './model';
import { ROAD_DICE } from './data';
import { freshTurn, hasTurn, isRemoved, sidesInPlay, stats, vehiclesOf } from './rules';

export function clone(s: RwState): RwState {
  const vehicles: Record<string, RwVehicle> = {};
  for (const [id, v] of Object.entries(s.vehicles)) {
    vehicles[id] = { ...v, passengers: [...v.passengers], gear: [...v.gear], turn: { ...v.turn, shotgunsFired: [...v.turn.shotgunsFired] } };
  }
  const tokens: Record<string, RwToken> = {};
  for (const [id, t] of Object.entries(s.tokens)) tokens[id] = { ...t, loc: { ...t.loc } };
  return {
    ...s,
    sides: s.sides.map((t) => ({ ...t, players: [...t.players] })),
    seatOrder: [...s.seatOrder],
    budgets: { ...s.budgets },
    vehicles,
    vehicleOrder: [...s.vehicleOrder],
    tokens,
    markers: s.markers.map((m) => ({ ...m, tokenIds: [...m.tokenIds] })),
    turnOrder: s.turnOrder.map((t) => ({ ...t })),
    pending: s.pending.map((p) => ({ ...p })),
  };
}

export function v(d: RwState, id: string): RwVehicle {
  const found = d.vehicles[id];
  if (!found) throw new RuleError('No such vehicle.');
  return found;
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

export function newToken(d: RwState, kind: RwToken['kind'], ownerId: string, free: boolean): string {
  const id = `t${d.nextTokenNo}`;
  d.nextTokenNo += 1;
  d.tokens[id] = { id, kind, free, ownerId, loc: { at: 'UNASSIGNED' }, revealed: false };
  return id;
}

/** Puts items on top of the pending stack; items[0] is resolved first. */
export function pushPending(d: RwState, ...items: Pending[]): void {
  d.pending = [...items, ...d.pending];
}

/** B10.1: damage up to the size; reaching it destroys the vehicle. */
export function dealDamage(d: RwState, car: RwVehicle, n: number): void {
  if (car.destroyed || n < 1) return;
  const size = stats(d, car).size;
  car.damage = Math.min(car.damage + n, size);
  if (car.damage >= size) destroy(d, car);
}

/** B10.1: crew killed, Ambush to the controller's reserve, bikes removed with their gear. */
export function destroy(d: RwState, car: RwVehicle): void {
  if (car.destroyed) return;
  car.destroyed = true;
  car.abandoned = false;
  for (const id of [car.driverSeat, ...car.passengers]) if (id) place(d, id, { at: 'KILLED' });
  for (const id of [...car.gear]) if (d.tokens[id]?.kind === 'AMBUSH') place(d, id, { at: 'RESERVE', playerId: car.controllerId });
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

export function markAbandoned(car: RwVehicle): void {
  if (!car.destroyed && car.driverSeat === null) car.abandoned = true;
}

/**
 * B10.2: removes up to n crew, passengers first in the controller's chosen order, the
 * driver seat last; surplus overkill is ignored. Returns the tokens lost.
 */
export function loseCrew(d: RwState, car: RwVehicle, n: number, chosen: readonly string[] | null): string[] {
  const count = Math.min(n, (car.driverSeat ? 1 : 0) + car.passengers.length);
  const order = chosen ?? [...[...car.passengers].reverse(), ...(car.driverSeat ? [car.driverSeat] : [])].slice(0, count);
  if (order.length !== count || new Set(order).size !== count) throw new RuleError(`Name exactly ${count} crew lost.`);
  const lost: string[] = [];
  for (const id of order) {
    if (!car.passengers.includes(id) && car.driverSeat !== id) throw new RuleError('A casualty must be crew aboard the vehicle that lost.');
    if (id === car.driverSeat && car.passengers.length > 0) throw new RuleError('The driver is always the last crew lost [R-24].');
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
    if (!car.passengers.includes(next)) throw new RuleError('The new driver must be one of the passengers left aboard.');
    place(d, next, { at: 'SEAT', carId: car.id });
  } else if (newDriverId) throw new RuleError(car.passengers.length ? 'House rule: a vehicle whose driver leaves is abandoned [R-23].' : 'No passenger is left to drive.');
  markAbandoned(car);
}

/** Pops pending work that needs no input: checks that no longer apply, and R-25 immobilizations. */
function dropIdle(d: RwState): void {
  for (;;) {
    const p = d.pending[0];
    if (!p) return;
    const car = d.vehicles[p.carId];
    if (!car) return;
    if (p.kind === 'IMMOBILIZE') {
      if (!car.destroyed) car.immobilized = true;
    } else if (p.kind === 'WIPEOUT') {
      // no checks for immobilized vehicles; none for destroyed or departed ones.
      if (!(car.destroyed || car.immobilized || car.offBoard !== 'NONE')) return;
    } else if (!(isRemoved(d, car) || car.offBoard !== 'NONE')) return;
    d.pending = d.pending.slice(1);
  }
}

/** Ends the game when one side or none can still act [brief: last side standing]. */
function checkEnd(d: RwState): void {
  if (d.phase !== 'PLAYER_TURN' && d.phase !== 'ROAD_TURN') return;
  if (d.pending.length) return; // a chain still running may change who is left
  const left = sidesInPlay(d);
  if (left.length > 1) return;
  d.phase = 'ENDED';
  d.result = left.length === 1 ? { winnerSide: left[0] as string, by: 'LAST_SIDE' } : { draw: true, by: 'LAST_SIDE' };
  d.freeMeleeFor = null;
}

/** After every command: clear idle work, then see whether the game is over. */
export function settle(d: RwState): RwState {
  dropIdle(d);
  checkEnd(d);
  return d;
}

/**
 * B6.3: starts the slot at currentSlot, skipping players with nothing left to do. A player turn
 * resets their vehicles' counters and queues the R-25 checks of their abandoned vehicles.
 */
export function startSlot(d: RwState): void {
  for (let guard = 0; guard <= d.turnOrder.length; guard++) {
    const slot = d.turnOrder[d.currentSlot];
    if (!slot) throw new RuleError('The turn order is empty.');
    if (slot.kind === 'ROAD') {
      d.phase = 'ROAD_TURN';
      return;
    }
    if (slot.kind === 'PLAYER' && hasTurn(d, slot.playerId)) {
      d.phase = 'PLAYER_TURN';
      const checks: Pending[] = [];
      for (const car of vehiclesOf(d, slot.playerId)) {
        car.turn = freshTurn();
        if (car.abandoned && !car.immobilized && !car.destroyed && car.offBoard === 'NONE') {
          checks.push({ kind: 'WIPEOUT', carId: car.id, roadDice: ROAD_DICE, why: 'ABANDONED' }, { kind: 'IMMOBILIZE', carId: car.id });
        }
      }
      pushPending(d, ...checks);
      return;
    }
    d.currentSlot += 1; // a mission slot (none yet) or a player with nothing left
  }
}
