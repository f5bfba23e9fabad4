// Road Wolf rules as pure functions of state: derived values (B3.7), force validation (B4),
// initiative (B6.1) and action availability (B6.4). Spec ids in brackets.

import { normaliseHouseRules } from '../core/guards';
import type { HouseRuleValue, Setup } from '../core/model';

import {
  ACTIONS,
  ACTIONS_PER_TURN,
  type ActionId,
  CLOSED_DEFENCE_BONUS,
  DEFAULT_POINTS,
  HOUSE_RULES,
  NITRO_BONUS_DICE,
  SPIKES_BONUS_DICE,
  type TokenCategory,
  type TokenKind,
  tokenCategory,
  vehicleType,
} from './data';
import { missionOf } from './mission';
import type { Issue, Names, RwHouseRules, RwSide, RwState, RwToken, RwVehicle, Stats, TurnCounters } from './model';

export type { Issue, Names, Stats };

export function houseRules(values: Record<string, HouseRuleValue>): RwHouseRules {
  return normaliseHouseRules<RwHouseRules>(HOUSE_RULES, values);
}

/** a side's budget split evenly among its players, the remainder to the first seats. */
export function splitBudget(side: RwSide, budget: number): Record<string, number> {
  const out: Record<string, number> = {};
  const n = side.players.length;
  side.players.forEach((p, i) => {
    out[p] = Math.floor(budget / n) + (i < budget % n ? 1 : 0);
  });
  return out;
}

/** B6.1: seats alternate between teams (team 1's first player, team 2's first, ...). */
export function alternateSeats(sides: readonly RwSide[]): string[] {
  const out: string[] = [];
  const longest = Math.max(0, ...sides.map((t) => t.players.length));
  for (let i = 0; i < longest; i++)
    for (const t of sides) if (t.players[i] !== undefined) out.push(t.players[i] as string);
  return out;
}

export function freshTurn(actionsLeft = ACTIONS_PER_TURN): TurnCounters {
  return {
    actionsLeft,
    freeMoveUsed: false,
    gunnerShotsUsed: 0,
    mechanicRepairsUsed: 0,
    nitroUsed: false,
    shotgunsFired: [],
  };
}

/** The Road Wolf rules revision new games are started under (see RwState.rev). */
export const RW_RULES_REVISION = 4;

export function initialState(setup: Setup): RwState {
  // Free-for-all until rw.config says otherwise: every player is their own side.
  const sides = setup.players.map((p) => ({ id: p.id, players: [p.id] }));
  const budgets: Record<string, number> = {};
  for (const t of sides) Object.assign(budgets, splitBudget(t, DEFAULT_POINTS));
  return {
    phase: 'FORCE_BUILDING',
    pointsValue: DEFAULT_POINTS,
    sides,
    seatOrder: alternateSeats(sides),
    budgets,
    vehicles: {},
    vehicleOrder: [],
    tokens: {},
    nextTokenNo: 1,
    markers: [],
    nextMarkerNo: 1,
    initiative: null,
    turnOrder: [],
    currentSlot: 0,
    gameTurn: 1,
    pending: [],
    freeMeleeFor: null,
    mission: null,
    result: null,
    house: houseRules(setup.houseRules),
    rev: setup.rulesRevision ?? RW_RULES_REVISION,
  };
}

// ---- derived vehicle values (B3.7) ------------------------------------------------------------

export function stats(s: RwState, v: RwVehicle): Stats {
  const t = vehicleType(v.typeId);
  const base: Stats = {
    name: t.name,
    size: t.size,
    body: t.heavy ? s.house.heavyBody : t.body,
    terrain: t.terrain,
    heavy: t.heavy,
    isBike: t.size === 1,
    ...t.overrides,
  };
  return missionOf(s).stats(s, v, base); // B12.5, B12.6: a mission's vehicles
}

export function vehicle(s: RwState, id: string): RwVehicle | undefined {
  return Object.hasOwn(s.vehicles, id) ? s.vehicles[id] : undefined;
}

export function token(s: RwState, id: string): RwToken | undefined {
  return Object.hasOwn(s.tokens, id) ? s.tokens[id] : undefined;
}

/** The token's kind, where this state holds it: undefined for a face-down token under a commitment (issue 32). */
export function kindOf(s: RwState, tokenId: string): TokenKind | undefined {
  return token(s, tokenId)?.kind ?? undefined;
}

/** Crew or gear: public with the token's place (issue 32: kept beside a commitment, so no kind is needed). */
export function categoryOf(t: RwToken): TokenCategory {
  return t.cat ?? (t.kind ? tokenCategory(t.kind) : 'GEAR');
}

export const remainingHits = (s: RwState, v: RwVehicle): number => stats(s, v).size - v.damage;
/** Hits a vehicle's card shows: none once destroyed, however it went (B12.7 Bridge Out marks no damage). */
export const hitsLeft = (s: RwState, v: RwVehicle): number => (v.destroyed ? 0 : remainingHits(s, v));
export const crewCount = (v: RwVehicle): number => (v.driverSeat ? 1 : 0) + v.passengers.length;
/** Size, +1 when Open [B2.2]. */
export const crewCapacity = (s: RwState, v: RwVehicle): number =>
  stats(s, v).size + (stats(s, v).body === 'OPEN' ? 1 : 0);
export const passengersOfKind = (s: RwState, v: RwVehicle, kind: TokenKind): number =>
  v.passengers.filter((t) => kindOf(s, t) === kind).length;
export const gearOfKind = (s: RwState, v: RwVehicle, kind: TokenKind): string[] =>
  v.gear.filter((t) => kindOf(s, t) === kind);
export const veteranActive = (s: RwState, v: RwVehicle): boolean =>
  v.driverSeat !== null && kindOf(s, v.driverSeat) === 'VETERAN';
export const mayRerollAttack = (s: RwState, v: RwVehicle): boolean => veteranActive(s, v);
/**
 * Why a reroll is refused when the seat is face down and its kind is not in this state (issue 32:
 * it stays on its owner's phone): the owner shows it first. Undefined: the usual reason.
 */
export function rerollWhy(s: RwState, v: RwVehicle): string | undefined {
  const seat = v.driverSeat ? token(s, v.driverSeat) : undefined;
  return seat && seat.kind === null && !seat.revealed
    ? 'its driver is face down and only its owner’s phone can show a Veteran: show it from that phone first (hidden tokens, Show the table), then reroll'
    : undefined;
}
/** Heavy vehicles never reroll on defence, wipeout checks included [B2.2]. */
export const mayRerollDefence = (s: RwState, v: RwVehicle): boolean => veteranActive(s, v) && !stats(s, v).heavy;
export const mayMelee = (s: RwState, v: RwVehicle): boolean =>
  stats(s, v).body === 'OPEN' || stats(s, v).mayMelee === true;
/** B3.7: not Heavy (unless its type may, R-35), and never a type that may not. */
export const mayUseNitro = (s: RwState, v: RwVehicle): boolean =>
  (!stats(s, v).heavy || stats(s, v).mayNitro === true) && stats(s, v).noNitro !== true;
export const offRoadExempt = (s: RwState, v: RwVehicle): boolean => stats(s, v).terrain === 'DIRT';
export const isRemoved = (s: RwState, v: RwVehicle): boolean => v.destroyed && stats(s, v).isBike;
export const onBoard = (s: RwState, v: RwVehicle): boolean => v.offBoard === 'NONE' && !isRemoved(s, v);
export const canAct = (v: RwVehicle): boolean => v.driverSeat !== null && !v.destroyed && v.offBoard === 'NONE';
/** A destroyed vehicle becomes a wreck once its own wipeout/skid chain is over (B10.1). */
export const isWreck = (s: RwState, v: RwVehicle): boolean =>
  v.destroyed && !stats(s, v).isBike && !s.pending.some((p) => p.carId === v.id);
/** Objects drift in the road turn and never reroll or wipe out as attackers. */
export const isObject = (v: RwVehicle): boolean => v.destroyed || v.immobilized || v.abandoned;

export function ramAttackDice(s: RwState, v: RwVehicle, nitro: boolean): number {
  return stats(s, v).size + (nitro ? NITRO_BONUS_DICE : 0); // damage never lowers it
}
/** a wreck defends with its size, any other vehicle with its hits left. */
export function ramDefenceDice(s: RwState, v: RwVehicle): number {
  return v.destroyed ? stats(s, v).size : remainingHits(s, v);
}
/** a Monster Truck's +1 on every melee roll it makes (house rule: attack only). */
const meleeBonus = (s: RwState, v: RwVehicle): number => stats(s, v).meleeBonus ?? 0;
export const meleeAttackDice = (s: RwState, v: RwVehicle): number =>
  crewCount(v) + passengersOfKind(s, v, 'BRAWLER') + meleeBonus(s, v);
export const meleeDefenceDice = (s: RwState, v: RwVehicle): number =>
  crewCount(v) + (stats(s, v).body === 'CLOSED' ? CLOSED_DEFENCE_BONUS : 0) + meleeBonus(s, v);
export const shootDefenceDice = (s: RwState, v: RwVehicle): number =>
  1 + (stats(s, v).body === 'CLOSED' ? CLOSED_DEFENCE_BONUS : 0);
export const spikesAttackDice = (s: RwState, target: RwVehicle): number => stats(s, target).size + SPIKES_BONUS_DICE;
export const wipeoutDice = (s: RwState, v: RwVehicle): number => Math.max(1, remainingHits(s, v));

// ---- sides and turns --------------------------------------------------------------------------

export function sideOf(s: RwState, playerId: string): RwSide | undefined {
  return s.sides.find((t) => t.players.includes(playerId));
}

export function sameSide(s: RwState, a: string, b: string): boolean {
  const sa = sideOf(s, a);
  return sa !== undefined && sa === sideOf(s, b);
}

export function currentPlayer(s: RwState): string | null {
  const slot = s.turnOrder[s.currentSlot];
  return s.phase === 'PLAYER_TURN' && slot?.kind === 'PLAYER' ? slot.playerId : null;
}

export function vehiclesOf(s: RwState, playerId: string): RwVehicle[] {
  return s.vehicleOrder.map((id) => s.vehicles[id] as RwVehicle).filter((v) => v.controllerId === playerId);
}

export function allVehicles(s: RwState): RwVehicle[] {
  return s.vehicleOrder.map((id) => s.vehicles[id] as RwVehicle);
}

/** Unused Ambush tokens a player may launch now: in reserve, or aboard a crewed vehicle they control. */
export function ambushTokens(s: RwState, playerId: string): string[] {
  return Object.values(s.tokens)
    .filter((t) => {
      if (t.kind !== 'AMBUSH') return false;
      if (t.loc.at === 'RESERVE') return t.loc.playerId === playerId;
      if (t.loc.at !== 'GEAR') return false;
      const v = s.vehicles[t.loc.carId];
      return v !== undefined && v.controllerId === playerId && !v.abandoned && !v.destroyed && v.offBoard === 'NONE';
    })
    .map((t) => t.id);
}

/**
 * A player takes a turn while they control a vehicle still on the board or may hold an Ambush
 * . Issue 9: whether a face-down Ambush waits in their reserve is hidden, so skipping them
 * would tell the table; a player who fielded a vehicle keeps their turns until the game ends.
 */
export function hasTurn(s: RwState, playerId: string): boolean {
  const inPlay =
    vehiclesOf(s, playerId).some((v) => onBoard(s, v) && !v.destroyed) || ambushTokens(s, playerId).length > 0;
  // Revision 1 skipped a player with nothing left; kept for games played that way (see RwState.rev).
  return s.rev < 2 ? inPlay : inPlay || allVehicles(s).some((v) => v.ownerId === playerId);
}

/**
 * Sides with a vehicle that can still act (crewed, not destroyed, on the board). The default
 * mission ends the game when at most one is left.
 */
export function sidesInPlay(s: RwState): string[] {
  return s.sides
    .filter((t) => allVehicles(s).some((v) => t.players.includes(v.controllerId) && canAct(v)))
    .map((t) => t.id);
}

// ---- force building (B4) ----------------------------------------------------------------------

export const ID_NAMES: Names = { player: (id) => id, car: (id) => id };

export function namesOf(setup: Setup): Names {
  return {
    player: (id) => setup.players.find((p) => p.id === id)?.name ?? id,
    car: (id) => setup.cars.find((c) => c.id === id)?.name ?? id,
  };
}

// Force validation (B4) is forces.ts, beside the force-building commands (issue 10).

// ---- initiative (B6.1, R-5) --------------------------------------------------------------------

/** Clockwise from the first player (B6.1), then the mission's slots and the road turn (B11, mission.ts). */
export function turnOrderFrom(s: RwState, first: string): RwState['turnOrder'] {
  const i = Math.max(0, s.seatOrder.indexOf(first));
  const seats = [...s.seatOrder.slice(i), ...s.seatOrder.slice(0, i)];
  return missionOf(s).turnSlots(
    s,
    seats.map((playerId) => ({ kind: 'PLAYER' as const, playerId })),
  );
}

// ---- action availability (B6.4) ----------------------------------------------------------------

export function pendingText(s: RwState): string | null {
  const p = s.pending[0];
  if (!p) return null;
  if (p.kind === 'WIPEOUT') return 'a wipeout check';
  if (p.kind === 'MOVE') return p.mode === 'SKID' ? 'a skid' : 'the end of a move';
  if (p.kind === 'BLAST') return 'the blast (name each vehicle within a stick, then end it)';
  return 'an immobilization';
}

/** Why it is not this player's moment to act, or null. */
export function turnProblem(s: RwState, playerId: string): string | null {
  if (s.phase === 'ENDED') return 'The game is over.';
  if (s.phase !== 'PLAYER_TURN') return 'Not during a player turn.';
  if (s.pending.length) return `Finish ${pendingText(s)} first.`;
  if (currentPlayer(s) !== playerId) return 'Vehicles act only in their controller’s turn.';
  return null;
}

export function takeoverTargets(s: RwState, carId: string): string[] {
  const v = vehicle(s, carId);
  if (!v) return [];
  const open = stats(s, v).body === 'OPEN';
  return allVehicles(s)
    .filter((t) => t.id !== carId && t.abandoned && !t.destroyed && t.offBoard === 'NONE' && (t.immobilized || open))
    .map((t) => t.id);
}

/** wrecks and abandoned vehicles (with gear), plus gear markers. */
export function pickUpSources(s: RwState, carId: string): { cars: string[]; markers: string[] } {
  return {
    cars: allVehicles(s)
      .filter((t) => t.id !== carId && onBoard(s, t) && (t.destroyed || t.abandoned) && t.gear.length > 0)
      .map((t) => t.id),
    markers: s.markers.filter((m) => m.tokenIds.length > 0).map((m) => m.id),
  };
}

/** friendly vehicles with a driver. */
export function transferTargets(s: RwState, carId: string): string[] {
  const v = vehicle(s, carId);
  if (!v) return [];
  return allVehicles(s)
    .filter((t) => t.id !== carId && canAct(t) && sameSide(s, t.controllerId, v.controllerId))
    .map((t) => t.id);
}

/** Vehicles on the board with crew to hit: melee, shooting and Ambush targets. */
export function attackTargets(s: RwState, exceptId: string | null): string[] {
  return allVehicles(s)
    .filter((t) => t.id !== exceptId && !t.destroyed && t.offBoard === 'NONE')
    .map((t) => t.id);
}

/** Spikes hit an enemy vehicle. */
export function spikesTargets(s: RwState, carId: string): string[] {
  const v = vehicle(s, carId);
  if (!v) return [];
  return attackTargets(s, carId).filter(
    (id) => !sameSide(s, (s.vehicles[id] as RwVehicle).controllerId, v.controllerId),
  );
}

export function shotgunsReady(s: RwState, v: RwVehicle): string[] {
  return gearOfKind(s, v, 'SHOTGUN').filter((t) => !v.turn.shotgunsFired.includes(t));
}

/**
 * Whose knowledge a check uses. RULES: the true state (the reducer's view). TABLE: only what the
 * whole table knows (issue 9, B3.4): revealed tokens and public facts, never a hidden token's kind.
 */
export type View = 'RULES' | 'TABLE';

/**
 * A token's kind as the whole table knows it: once revealed, or a free Street Nitro (every Street
 * vehicle gets one by rule, B4.5). Null for a face-down token.
 */
export function knownKind(s: RwState, tokenId: string): TokenKind | null {
  const t = token(s, tokenId);
  if (!t) return null;
  return t.revealed || (t.free && t.kind === 'NITRO' && !t.picked) ? t.kind : null;
}

/** Every vehicle action, in the order of the B6.4 matrix (data.ts): one list to edit. */
export const ACTION_IDS: readonly ActionId[] = ACTIONS.map((a) => a.id);

/** Ambush is the player's free action, no crewed carrier needed. TABLE: only a revealed Ambush counts. */
export function ambushProblem(s: RwState, playerId: string, view: View = 'RULES'): string | null {
  const known = ambushTokens(s, playerId).filter((id) => view === 'RULES' || knownKind(s, id) === 'AMBUSH');
  return (
    turnProblem(s, playerId) ??
    (known.length
      ? null
      : view === 'TABLE'
        ? 'No Ambush shown: a hidden one is sprung from its owner’s tokens.'
        : 'No unused Ambush in reserve or aboard a crewed vehicle.')
  );
}

/**
 * Issue 9: whether the table offers a Veteran reroll to `v`. It is offered whenever the
 * seat holds a revealed Veteran or a face-down token (which might be one), so the offer itself
 * tells nobody anything; taking it shows the Veteran, and the rules refuse it if the seat holds
 * none. Never for a Heavy vehicle on defence (B2.2), nor an empty seat.
 */
export function rerollOffered(s: RwState, v: RwVehicle, role: 'ATTACK' | 'DEFENCE'): boolean {
  if (!v.driverSeat || v.destroyed) return false;
  if (role === 'DEFENCE' && stats(s, v).heavy) return false;
  const k = knownKind(s, v.driverSeat);
  return k === null || k === 'VETERAN';
}

/** B8.1: a move that rammed something stopped at the contact; nothing more is rammed in it. */
export function ramProblem(s: RwState): string | null {
  const top = s.pending[0];
  if (top?.kind === 'MOVE')
    return top.stopped && s.rev >= 2 ? 'The move stopped at the contact: end it first [B8.1].' : null;
  if (!top && s.phase === 'ROAD_TURN') return null;
  return 'A ram happens during a move, brake, Nitro run or skid, or when an object drifts in the road turn.';
}

/** What stands in the way of ending the turn, naming the vehicle that owes something. */
export function endTurnProblem(s: RwState, names: Names = ID_NAMES): string | null {
  if (s.phase !== 'PLAYER_TURN' && s.phase !== 'ROAD_TURN' && s.phase !== 'MISSION_SLOT' && s.phase !== 'ENEMY_PHASE')
    return 'There is no turn to end.';
  const p = s.pending[0];
  if (!p) return null;
  const n = names.car(p.carId);
  if (p.kind === 'WIPEOUT') return `${n} must make a wipeout check first (at the top of the screen).`;
  if (p.kind === 'MOVE')
    return `${n}’s ${p.mode === 'SKID' ? 'skid' : 'move'} must end first: tap “${p.mode === 'SKID' ? 'Skid ends on the road' : 'Move ends'}” at the top.`;
  return `Finish ${pendingText(s)} first.`;
}

/** Issue 9: the current player's vehicles that could still spend an action (End turn asks first). */
export function vehiclesWithActions(s: RwState): { carId: string; actionsLeft: number }[] {
  const p = currentPlayer(s);
  if (!p) return [];
  const slot = s.turnOrder[s.currentSlot];
  const only = slot?.kind === 'PLAYER' ? slot.carId : undefined; // B12.9: a vehicle's own slot
  return vehiclesOf(s, p)
    .filter((v) => canAct(v) && v.turn.actionsLeft > 0 && (only === undefined || v.id === only))
    .map((v) => ({ carId: v.id, actionsLeft: v.turn.actionsLeft }));
}

// The owner's private token uses and the shared screen's view are table-view.ts (issue 10).

/** the app suggests the next opponent clockwise to play the Road. */
export function suggestedRoadPlayer(s: RwState, carId: string): string | null {
  const v = vehicle(s, carId);
  if (!v) return null;
  const n = s.seatOrder.length;
  const i = s.seatOrder.indexOf(v.controllerId);
  for (let k = 1; k <= n; k++) {
    const p = s.seatOrder[(i + k) % n] as string;
    if (!sameSide(s, p, v.controllerId)) return p;
  }
  return null;
}

/** Crew who may be lost now, in rule order: every passenger before the driver seat. */
export function casualtyCandidates(v: RwVehicle): string[] {
  return v.passengers.length ? [...v.passengers] : v.driverSeat ? [v.driverSeat] : [];
}
