// White Line Fever rules as pure functions of state and facts. Spec ids in brackets.

import { normaliseHouseRules } from '../core/guards';
import type { HouseRuleValue, Setup } from '../core/model';
import {
  BOOTLEG_MIN_SPEED,
  type ChartRow,
  type Condition,
  FIRE_CHART,
  type FireOutcome,
  HOUSE_RULES,
  isTurn,
  type Maneuver,
  type Modifier,
  maneuverCost,
  SPEED_CHANGE_LIMIT,
  SPEED_MAX,
  SPEED_MIN,
} from './data';
import type { RoundContext, WlfCar, WlfHouseRules, WlfResult, WlfState } from './model';

export function clampSpeed(s: number): number {
  return Math.min(SPEED_MAX, Math.max(SPEED_MIN, s)); // [W-3]
}

export function houseRules(values: Record<string, HouseRuleValue>): WlfHouseRules {
  return normaliseHouseRules<WlfHouseRules>(HOUSE_RULES, values);
}

export function initialState(setup: Setup): WlfState {
  const cars: Record<string, WlfCar> = {};
  for (const c of setup.cars)
    cars[c.id] = { id: c.id, ownerId: c.playerId, status: 'UNPLACED', speed: 0, flipped: false, roundsActed: 0 };
  return {
    phase: 'SETUP_DEPLOYMENT',
    // A player who brought no car never drives, places or rolls off (A3.1 needs cars per player).
    players: setup.players.filter((p) => setup.cars.some((c) => c.playerId === p.id)).map((p) => p.id),
    cars,
    carOrder: setup.cars.map((c) => c.id),
    deployment: null,
    deploymentBy: null,
    placementQueue: [],
    currentDriver: null,
    roundNumber: 1,
    round: null,
    rotationPending: {},
    result: null,
    house: houseRules(setup.houseRules),
  };
}

// ---- derived --------------------------------------------------------------------------------

export function carsOf(s: WlfState, playerId: string): WlfCar[] {
  return s.carOrder.map((id) => s.cars[id] as WlfCar).filter((c) => c.ownerId === playerId);
}

export function carsOnTable(s: WlfState, playerId: string): number {
  return carsOf(s, playerId).filter((c) => c.status === 'ON_TABLE').length;
}

/** A player is out once play has begun and they have no car on the table [W-1]. */
export function isEliminated(s: WlfState, playerId: string): boolean {
  return (s.phase === 'PLAY' || s.phase === 'ENDED') && carsOnTable(s, playerId) === 0;
}

/** A4.7 and W-12: a driver down to one car and outnumbered cannot be checked. */
export function hasAdrenaline(s: WlfState, playerId: string): boolean {
  if (carsOnTable(s, playerId) !== 1) return false;
  const others = s.players.filter((p) => p !== playerId).map((p) => carsOnTable(s, p));
  return s.house.outnumberedMode === 'ANY_OPPONENT_HAS_MORE'
    ? others.some((n) => n > 1)
    : others.reduce((a, b) => a + b, 0) > 1;
}

export function slotsUsed(r: RoundContext): number {
  return r.sequence.reduce((n, m) => n + maneuverCost(m), 0);
}

export function remaining(r: RoundContext): number {
  return r.budget === null ? 0 : r.budget - slotsUsed(r);
}

function lastWasTurn(r: RoundContext): boolean {
  const last = r.sequence[r.sequence.length - 1];
  return last !== undefined && isTurn(last);
}

/**
 * The round's maneuver count: fixed when step 3 begins (W-13); before that, the active car's
 * current speed. Null with no active car.
 */
export function roundBudget(s: WlfState): number | null {
  const r = s.round;
  if (!r?.carId) return null;
  return r.budget ?? (s.cars[r.carId] as WlfCar).speed;
}

/** Maneuvers still to make this round (0 with no active car). */
export function maneuversLeft(s: WlfState): number {
  const budget = roundBudget(s);
  return budget === null || !s.round ? 0 : budget - slotsUsed(s.round);
}

/** Why a maneuver cannot be declared now, or null when it can [A4.6]. */
export function maneuverProblem(s: WlfState, m: Exclude<Maneuver, 'FORCED_STRAIGHT'>): string | null {
  const r = s.round;
  if (s.phase !== 'PLAY' || !r) return 'Not during play.';
  if (!r.carId) return 'Pick the car that acts first.';
  if (!r.step1) return 'Do step 1 first: restore the car or set its speed.';
  if (r.endReason) return 'This round is over.';
  const left = maneuversLeft(s);
  if (left < 1) return 'Every maneuver of this round is done.';
  if (m === 'STRAIGHT') return null;
  if (r.sequence.length === 0) return 'The first maneuver must be a straight.';
  if (lastWasTurn(r)) return 'No two turns in a row: drive a straight first.';
  if (m === 'BOOTLEG') {
    if (r.gear === 'REVERSE') return 'No bootleg in reverse gear.';
    if (left < 4) return `A bootleg costs 4 maneuvers; ${left} left.`;
  }
  return null;
}

/** The round can end: every maneuver spent, or cut short by a collision or a hit [A4.3, W-13]. */
export function canEndRound(s: WlfState): boolean {
  const r = s.round;
  if (s.phase !== 'PLAY' || !r || !r.carId) return false;
  if (r.endReason) return true;
  return r.budget !== null && remaining(r) === 0;
}

export function checkProblem(s: WlfState, callerId: string): string | null {
  const r = s.round;
  if (s.phase !== 'PLAY' || !r) return 'Not during play.';
  if (callerId === r.driverId) return 'Only an opponent can call a control check.';
  if (!s.players.includes(callerId)) return 'No such player.';
  if (isEliminated(s, callerId)) return 'A player who is out cannot call checks.';
  if (hasAdrenaline(s, r.driverId))
    return 'Adrenaline: this driver is down to one car and outnumbered, so checks cannot be called.';
  if (r.endReason) return 'This round is over.';
  if (r.sequence.length === 0) return 'A check comes after a completed maneuver.';
  if (r.checkUsed) return 'Only one control check per round [W-11].';
  if (r.fired) return 'No check after the driver has fired.';
  return null;
}

export function fireProblem(s: WlfState): string | null {
  const r = s.round;
  if (s.phase !== 'PLAY' || !r) return 'Not during play.';
  if (r.endReason) return 'This round is over.';
  if (r.sequence.length === 0) return 'Fire after at least one maneuver.';
  if (r.fired) return 'Only one shot per round.';
  if (s.house.fireTiming === 'AFTER_LAST_MANEUVER' && remaining(r) > 0)
    return 'House rule: fire only after the last maneuver.';
  return null;
}

export function availableModifiers(target: WlfCar, facts: { shortRange: boolean; backShot: boolean }): Modifier[] {
  const out: Modifier[] = [];
  if (facts.shortRange) out.push('SHORT_RANGE');
  if (facts.backShot) out.push('BACK_SHOT');
  if (target.flipped) out.push('HELPLESS');
  return out;
}

/** A2.2: the first chart row that matches decides [W-9]. */
export function chartRow(f: number, targetSpeed: number): ChartRow {
  for (const row of FIRE_CHART) {
    const t = row.test;
    if (t.kind === 'atLeast' && f >= t.value) return row;
    if (t.kind === 'between' && f >= t.min && f <= t.max) return row;
    if (t.kind === 'vsSpeed') {
      if (t.compare === 'below' && f < targetSpeed) return row;
      if (t.compare === 'equal' && f === targetSpeed) return row;
      if (t.compare === 'above' && f > targetSpeed) return row;
    }
  }
  throw new Error('unreachable: the chart covers every number');
}

export function fireOutcome(f: number, targetSpeed: number): FireOutcome {
  return chartRow(f, targetSpeed).outcome;
}

// ---- applying conditions --------------------------------------------------------------------

/** What happened to one car, for the log and the outcome sheet. */
export interface Hit {
  carId: string;
  condition: Condition;
  /** The condition really applied (Flip Over on a flipped car becomes Destroy). */
  applied: Condition;
  speedBefore: number;
  speedAfter: number;
}

function setCar(s: WlfState, car: WlfCar): WlfState {
  return { ...s, cars: { ...s.cars, [car.id]: car } };
}

/**
 * A4.9 for one car. Returns the new state and what was applied. The caller runs the blast of an
 * explosion, the W-13 round end and the end-of-game check.
 */
export function applyCondition(s: WlfState, carId: string, c: Condition): { state: WlfState; hit: Hit } {
  const car = s.cars[carId] as WlfCar;
  const before = car.speed;
  let next: WlfCar = car;
  let applied = c;
  switch (c) {
    case 'SPIN_OUT':
      next = { ...car, speed: clampSpeed(car.speed - 1) };
      break;
    case 'FLIP_OVER':
      if (car.flipped) {
        applied = 'DESTROY';
        next = { ...car, status: 'DESTROYED' };
      } else {
        next = { ...car, flipped: true, speed: clampSpeed(car.speed - 2) };
      }
      break;
    case 'DESTROY':
      next = { ...car, status: 'DESTROYED' };
      break;
    case 'EXPLODE':
      next = { ...car, status: 'EXPLODED' };
      break;
  }
  return { state: setCar(s, next), hit: { carId, condition: c, applied, speedBefore: before, speedAfter: next.speed } };
}

/** W-13: a shot or blast that flips or removes the active car ends its round at once. */
export function endRoundIfActiveHit(s: WlfState, hits: readonly Hit[]): WlfState {
  const r = s.round;
  if (!r?.carId || r.endReason) return s;
  const mine = hits.filter((h) => h.carId === r.carId);
  if (mine.some((h) => h.applied === 'DESTROY' || h.applied === 'EXPLODE'))
    return { ...s, round: { ...r, endReason: 'ACTIVE_CAR_REMOVED' } };
  if (mine.some((h) => h.applied === 'FLIP_OVER')) return { ...s, round: { ...r, endReason: 'ACTIVE_CAR_FLIPPED' } };
  return s;
}

/** A4.12 [W-1]: one player left wins; nobody left is a draw among those who had cars before. */
export function checkEnd(before: WlfState, after: WlfState): WlfState {
  if (after.phase !== 'PLAY') return after;
  const alive = after.players.filter((p) => carsOnTable(after, p) > 0);
  let result: WlfResult | null = null;
  if (alive.length === 1) result = { winner: alive[0] as string };
  else if (alive.length === 0) result = { draw: before.players.filter((p) => carsOnTable(before, p) > 0) };
  return result ? { ...after, phase: 'ENDED', result } : after;
}

/** Legal new speeds in step 1 [A4.4]: within 2 of the current speed, 1..6. */
export function legalSpeeds(speed: number): number[] {
  const out: number[] = [];
  for (
    let v = Math.max(SPEED_MIN, speed - SPEED_CHANGE_LIMIT);
    v <= Math.min(SPEED_MAX, speed + SPEED_CHANGE_LIMIT);
    v++
  )
    out.push(v);
  return out;
}

/** Why the speed of `carId` cannot be set to `to` now, or null [A4.4, W-4]. */
export function speedProblem(s: WlfState, carId: string, to: number): string | null {
  const r = s.round;
  if (s.phase !== 'PLAY' || !r) return 'Speed changes happen in step 1 of a round.';
  if (r.carId && r.carId !== carId) return 'Only the active car changes speed this round.';
  if (!r.carId && !activatableCars(s, r.driverId).includes(carId)) {
    const c = s.cars[carId];
    return c?.ownerId !== r.driverId
      ? 'It is not this car’s round.'
      : c.status !== 'ON_TABLE'
        ? 'That car is out of the game.'
        : 'Rotation: each of your cars acts once before any acts again.';
  }
  if (r.step1) return 'Step 1 is done: speed is set once per round.';
  const car = s.cars[carId] as WlfCar;
  if (car.flipped && !s.house.flippedMaySetSpeed)
    return 'A flipped car must restore (turn back over) instead of changing speed.';
  if (!legalSpeeds(car.speed).includes(to))
    return `Speed can change by at most 2 a round (${car.speed} → ${legalSpeeds(car.speed).join(', ')}).`;
  return null;
}

export function nextDriver(s: WlfState, after: string): string | null {
  const n = s.players.length;
  const i = s.players.indexOf(after);
  for (let k = 1; k <= n; k++) {
    const p = s.players[(i + k) % n] as string;
    if (carsOnTable(s, p) > 0) return p;
  }
  return null;
}

export function newRound(driverId: string): RoundContext {
  return {
    driverId,
    carId: null,
    step1: null,
    gear: 'FORWARD',
    budget: null,
    sequence: [],
    checkUsed: false,
    check: null,
    fired: false,
    endReason: null,
  };
}

/** Cars the driver may activate: on the table, and under ROTATION not yet used this rotation [W-5]. */
export function activatableCars(s: WlfState, playerId: string): string[] {
  const onTable = carsOf(s, playerId)
    .filter((c) => c.status === 'ON_TABLE')
    .map((c) => c.id);
  if (s.house.activationRule === 'FREE') return onTable;
  const pending = (s.rotationPending[playerId] ?? []).filter((id) => onTable.includes(id));
  return pending.length ? pending : onTable;
}

/** Every achievable final result and its outcome for a raw roll, for the fire sheet [A4.8 hints]. */
export function achievable(
  raw: number,
  modifiers: readonly Modifier[],
  targetSpeed: number,
): { f: number; outcome: FireOutcome }[] {
  const lo = raw - modifiers.length;
  const hi = raw + modifiers.length;
  const out: { f: number; outcome: FireOutcome }[] = [];
  for (let f = lo; f <= hi; f++) out.push({ f, outcome: fireOutcome(f, targetSpeed) });
  return out;
}

export { BOOTLEG_MIN_SPEED, isTurn };

/** The result as the table's banner says it [W-1]; `player` names a player id. */
export function resultText(result: WlfResult, player: (id: string) => string): string {
  return 'winner' in result
    ? `${player(result.winner)} wins: the last driver with cars on the table.`
    : `A draw between ${result.draw.map(player).join(' and ')}.`;
}
