// The White Line Fever reducer. Each command carries the facts the table declared and the dice
// faces; the outcome fields it also carries (for the log) are recomputed here and must agree.

import { bool, int, list, oneOf, record, str } from '../core/check';
import { inPhase, need } from '../core/guards';
import { type Command, RuleError, type Setup } from '../core/model';
import { parsePasses, rollOffResult } from '../core/roll-off';
import {
  type Condition,
  type Deployment,
  FIRE_DIE,
  type FireOutcome,
  type Maneuver,
  type Modifier,
  ROLL_OFF,
  ROLL_OFF_LOWEST,
  SPEED_MAX,
  SPEED_MIN,
} from './data';
import type { CheckRecord, WlfCar, WlfState } from './model';
import {
  activatableCars,
  applyCondition,
  availableModifiers,
  canEndRound,
  checkEnd,
  checkProblem,
  endRoundIfActiveHit,
  fireOutcome,
  fireProblem,
  type Hit,
  maneuverProblem,
  newRound,
  nextDriver,
  remaining,
  roundBudget,
  speedProblem,
} from './rules';

export const WLF_TYPES = [
  'wlf.deployment',
  'wlf.placementOrder',
  'wlf.place',
  'wlf.firstDriver',
  'wlf.activate',
  'wlf.restore',
  'wlf.setSpeed',
  'wlf.gear',
  'wlf.maneuver',
  'wlf.check',
  'wlf.fire',
  'wlf.collision',
  'wlf.endRound',
  'wlf.adjust',
] as const;
export type WlfCommandType = (typeof WLF_TYPES)[number];

const CONDITIONS_OR_MISS: readonly FireOutcome[] = ['MISS', 'SPIN_OUT', 'FLIP_OVER', 'DESTROY', 'EXPLODE'];

function car(s: WlfState, id: unknown): WlfCar {
  const c = typeof id === 'string' ? s.cars[id] : undefined;
  if (!c) throw new RuleError('No such car.');
  return c;
}

function placementQueue(s: WlfState, first: string): string[] {
  // A4.2 step 3: walk clockwise from the first player, one car per player per pass [W-16].
  const left: Record<string, number> = {};
  for (const p of s.players) left[p] = s.carOrder.filter((id) => s.cars[id]?.ownerId === p).length;
  const out: string[] = [];
  const start = s.players.indexOf(first);
  let more = true;
  while (more) {
    more = false;
    for (let k = 0; k < s.players.length; k++) {
      const p = s.players[(start + k) % s.players.length] as string;
      if ((left[p] ?? 0) > 0) {
        out.push(p);
        left[p] = (left[p] ?? 0) - 1;
        more = true;
      }
    }
  }
  return out;
}

export interface BlastHit {
  carId: string;
  roll: number;
  outcome: FireOutcome;
}

/** Resolves a shot: the outcome, then the blast of an explosion, in one step [A4.8-A4.10]. */
function fire(s: WlfState, p: Record<string, unknown>): WlfState {
  need(fireProblem(s));
  const r = s.round!;
  const shooterId = r.carId as string;
  const target = car(s, p.targetId);
  if (target.status !== 'ON_TABLE') throw new RuleError('The target is not on the table.');
  if (target.id === shooterId) throw new RuleError('A car cannot shoot itself.');
  const raw = int(p.raw, 1, FIRE_DIE, 'The fire roll (D8)');
  const facts = { shortRange: bool(p.shortRange, 'Short range'), backShot: bool(p.backShot, 'Back shot') };
  const mods = availableModifiers(target, facts);
  const adjust = record(p.adjust ?? {}, 'modifier choice');
  let final = raw;
  for (const [k, v] of Object.entries(adjust)) {
    if (!mods.includes(k as Modifier)) throw new RuleError(`The ${k} modifier does not apply to this shot.`);
    final += int(v, -1, 1, `The ${k} modifier`); // W-8: +1, -1 or unused, chosen after the roll
  }
  const outcome = fireOutcome(final, target.speed);
  if (p.final !== undefined && p.final !== final)
    throw new RuleError('The recorded final result does not match the roll and modifiers.');
  if (p.outcome !== undefined && p.outcome !== outcome)
    throw new RuleError('The recorded outcome does not match the fire chart.');

  const before = s;
  let next: WlfState = { ...s, round: { ...r, fired: true } };
  const hits: Hit[] = [];
  if (outcome !== 'MISS') {
    const a = applyCondition(next, target.id, outcome);
    next = a.state;
    hits.push(a.hit);
  }
  const blast = list(p.blast ?? [], 'The blast', (x) => record(x, 'blast roll'), 60);
  if (outcome !== 'EXPLODE' && blast.length > 0) throw new RuleError('Only an explosion has a blast.');
  if (outcome === 'EXPLODE') {
    const seen = new Set<string>();
    for (const b of blast) {
      const v = car(next, b.carId);
      if (seen.has(v.id)) throw new RuleError('A car takes one blast roll.');
      seen.add(v.id);
      if (v.id === target.id) throw new RuleError('The exploding car is not in its own blast.');
      if (v.id === shooterId && !s.house.blastIncludesShooter)
        throw new RuleError('House rule: the blast does not hit the shooter [W-10].');
      if (v.status !== 'ON_TABLE') continue; // destroyed earlier in this blast: nothing more happens to it
      const roll = int(b.roll, 1, FIRE_DIE, 'A blast roll (D8)');
      const o = fireOutcome(roll, v.speed); // W-10: unmodified, and at most 8 so never another explosion
      if (b.outcome !== undefined && b.outcome !== o)
        throw new RuleError('A recorded blast outcome does not match the chart.');
      if (o !== 'MISS') {
        const a = applyCondition(next, v.id, o as Condition);
        next = a.state;
        hits.push(a.hit);
      }
    }
  }
  next = endRoundIfActiveHit(next, hits);
  return checkEnd(before, next);
}

function collision(s: WlfState, p: Record<string, unknown>): WlfState {
  const r = s.round;
  if (s.phase !== 'PLAY' || !r?.carId)
    throw new RuleError('A collision is reported for the active car during its round.');
  if (r.endReason) throw new RuleError('This round is over.');
  if (r.sequence.length === 0) throw new RuleError('A collision happens during a maneuver: tap the maneuver first.');
  const active = r.carId;
  const kind = oneOf(p.kind, ['CAR', 'OBSTACLE'] as const, 'The collision kind');
  const before = s;
  let next: WlfState = s;
  if (kind === 'OBSTACLE') {
    // A4.11: spin, then flip; the round ends; the obstacle is unharmed.
    next = applyCondition(next, active, 'SPIN_OUT').state;
    next = applyCondition(next, active, 'FLIP_OVER').state;
  } else {
    const touched = list(p.carIds, 'The cars hit', (x) => car(s, x).id, 30);
    if (touched.length === 0) throw new RuleError('Name the car or cars that were hit.');
    if (new Set(touched).size !== touched.length || touched.includes(active))
      throw new RuleError('List each car that was hit once, without the active car.');
    for (const id of touched)
      if (s.cars[id]?.status !== 'ON_TABLE') throw new RuleError('Only cars on the table can be hit.');
    const involved = [active, ...touched];
    for (const id of involved) next = applyCondition(next, id, 'SPIN_OUT').state; // W-14: every car spins
    const loser = rollOffResult(involved, parsePasses(p.passes, ROLL_OFF_LOWEST), ROLL_OFF_LOWEST); // W-2: per car, lowest loses
    if (p.loser !== undefined && p.loser !== loser)
      throw new RuleError('The recorded loser does not match the roll-off.');
    next = applyCondition(next, loser, 'FLIP_OVER').state;
  }
  next = { ...next, round: { ...(next.round ?? r), endReason: 'COLLISION' } };
  return checkEnd(before, next);
}

/** Picks the active car (A4.3); shared by wlf.activate and the one-tap step-1 commands. */
function activate(s: WlfState, carId: unknown): WlfState {
  const r = s.round!;
  if (r.carId) throw new RuleError('The active car is already chosen for this round.');
  const c = car(s, carId);
  if (c.ownerId !== r.driverId) throw new RuleError('The driver activates one of their own cars.');
  if (!activatableCars(s, r.driverId).includes(c.id)) {
    throw new RuleError(
      c.status !== 'ON_TABLE'
        ? 'That car is out of the game.'
        : 'Rotation: each of your cars acts once before any acts again [W-5].',
    );
  }
  return { ...s, round: { ...r, carId: c.id } };
}

/**
 * Step 1 on a car with no active car yet also makes it the active car, so a speed change is one
 * tap on the card. With an active car chosen, `carId` (if given) must be that car.
 */
function withActiveCar(s: WlfState, carId: unknown): WlfState {
  const r = s.round!;
  if (carId === undefined) return s;
  if (!r.carId) return activate(s, carId);
  if (carId !== r.carId) throw new RuleError('Only the active car changes speed this round.');
  return s;
}

export function reduceWlf(s: WlfState, command: Command, _setup: Setup): WlfState {
  const p = record(command.payload);
  switch (command.type as WlfCommandType) {
    case 'wlf.deployment': {
      inPhase(s, 'SETUP_DEPLOYMENT', 'Choosing the deployment');
      if (s.deployment) throw new RuleError('The deployment is already chosen.');
      const deployment = oneOf(p.deployment, ['ARENA', 'HIGHWAY'] as const, 'The deployment') as Deployment;
      const by = oneOf(p.by, ['AGREEMENT', 'ROLL_OFF'] as const, 'How it was decided');
      if (by === 'AGREEMENT') return { ...s, deployment, deploymentBy: { how: 'AGREEMENT' } };
      const winner = rollOffResult(s.players, parsePasses(p.passes, ROLL_OFF), ROLL_OFF);
      if (p.winner !== undefined && p.winner !== winner)
        throw new RuleError('The recorded winner does not match the roll-off.');
      return { ...s, deployment, deploymentBy: { how: 'ROLL_OFF', winner } };
    }
    case 'wlf.placementOrder': {
      inPhase(s, 'SETUP_DEPLOYMENT', 'The placement roll-off');
      if (!s.deployment) throw new RuleError('Choose the deployment first.');
      const first = rollOffResult(s.players, parsePasses(p.passes, ROLL_OFF), ROLL_OFF);
      if (p.first !== undefined && p.first !== first)
        throw new RuleError('The recorded first player does not match the roll-off.');
      return { ...s, phase: 'SETUP_PLACEMENT', placementQueue: placementQueue(s, first) };
    }
    case 'wlf.place': {
      inPhase(s, 'SETUP_PLACEMENT', 'Placing a car');
      const c = car(s, p.carId);
      const who = s.placementQueue[0];
      if (c.ownerId !== who) throw new RuleError('It is another player’s turn to place a car.');
      if (c.status !== 'UNPLACED') throw new RuleError('That car is already on the table.');
      const speed = int(p.speed, SPEED_MIN, SPEED_MAX, 'The starting speed');
      const rolled = bool(p.rolled, 'Rolled');
      if (s.house.setupSpeedMode === 'ROLLED' && !rolled)
        throw new RuleError('House rule: starting speeds are rolled on a D6 [W-6].');
      const queue = s.placementQueue.slice(1);
      const cars = { ...s.cars, [c.id]: { ...c, status: 'ON_TABLE' as const, speed, flipped: false } };
      return { ...s, cars, placementQueue: queue, phase: queue.length ? 'SETUP_PLACEMENT' : 'SETUP_FIRST_DRIVER' };
    }
    case 'wlf.firstDriver': {
      inPhase(s, 'SETUP_FIRST_DRIVER', 'The first-driver roll-off');
      const driver = rollOffResult(s.players, parsePasses(p.passes, ROLL_OFF), ROLL_OFF);
      if (p.driver !== undefined && p.driver !== driver)
        throw new RuleError('The recorded driver does not match the roll-off.');
      const rotationPending: Record<string, string[]> = {};
      for (const pl of s.players) rotationPending[pl] = s.carOrder.filter((id) => s.cars[id]?.ownerId === pl);
      return { ...s, phase: 'PLAY', currentDriver: driver, roundNumber: 1, round: newRound(driver), rotationPending };
    }
    case 'wlf.activate':
      inPhase(s, 'PLAY', 'Picking the active car');
      return activate(s, p.carId);
    case 'wlf.restore': {
      inPhase(s, 'PLAY', 'Restoring');
      s = withActiveCar(s, p.carId);
      const r = s.round!;
      if (!r.carId) throw new RuleError('Pick the active car first.');
      if (r.step1) throw new RuleError('Step 1 is done for this round.');
      const c = s.cars[r.carId] as WlfCar;
      if (!c.flipped) throw new RuleError('Only a flipped car restores; set the speed instead.');
      // A4.4: turn back over, speed unchanged.
      return { ...s, cars: { ...s.cars, [c.id]: { ...c, flipped: false } }, round: { ...r, step1: 'RESTORE' } };
    }
    case 'wlf.setSpeed': {
      inPhase(s, 'PLAY', 'Setting speed');
      s = withActiveCar(s, p.carId);
      const r = s.round!;
      const to = int(p.speed, SPEED_MIN, SPEED_MAX, 'The speed');
      need(speedProblem(s, r.carId ?? '', to));
      const c = s.cars[r.carId as string] as WlfCar;
      return { ...s, cars: { ...s.cars, [c.id]: { ...c, speed: to } }, round: { ...r, step1: 'SET_SPEED' } };
    }
    case 'wlf.gear': {
      inPhase(s, 'PLAY', 'Choosing a gear');
      const r = s.round!;
      if (!r.step1) throw new RuleError('Do step 1 first.');
      if (r.sequence.length > 0) throw new RuleError('The gear is chosen before the first maneuver.');
      return { ...s, round: { ...r, gear: oneOf(p.gear, ['FORWARD', 'REVERSE'] as const, 'The gear') } };
    }
    case 'wlf.maneuver': {
      const m = oneOf(p.maneuver, ['STRAIGHT', 'TURN', 'BOOTLEG'] as const, 'The maneuver');
      need(maneuverProblem(s, m));
      const r = s.round!;
      return { ...s, round: { ...r, budget: roundBudget(s), sequence: [...r.sequence, m as Maneuver] } }; // W-13: fixed now
    }
    case 'wlf.check': {
      const callerId = str(p.callerId, 'The caller');
      need(checkProblem(s, callerId));
      const r = s.round!;
      const speed = (s.cars[r.carId as string] as WlfCar).speed; // W-13: the current speed
      let check: CheckRecord;
      if (speed === 1) {
        if (p.roll !== null && p.roll !== undefined) throw new RuleError('At speed 1 the check passes without a roll.');
        check = { callerId, roll: null, pass: true };
      } else {
        const roll = int(p.roll, 1, FIRE_DIE, 'The control check (D8)');
        check = { callerId, roll, pass: roll >= speed };
      }
      if (p.pass !== undefined && p.pass !== check.pass)
        throw new RuleError('The recorded result does not match the roll.');
      let round = { ...r, checkUsed: true, check };
      // W-11: the forced straight replaces the driver's next maneuver if any remain, else is free.
      if (!check.pass && remaining(round) >= 1) round = { ...round, sequence: [...round.sequence, 'FORCED_STRAIGHT'] };
      return { ...s, round };
    }
    case 'wlf.fire':
      return fire(s, p);
    case 'wlf.collision':
      return collision(s, p);
    case 'wlf.endRound': {
      if (!canEndRound(s))
        throw new RuleError(s.round?.carId ? 'Spend every maneuver first: no skipping.' : 'The round has not started.');
      const r = s.round!;
      const c = s.cars[r.carId as string] as WlfCar;
      const cars = { ...s.cars, [c.id]: { ...c, roundsActed: c.roundsActed + 1 } };
      // W-5: a car that was not pending started a new rotation (the pending cars had all left the
      // table), so the rest of the driver's cars are pending in it, not the stale list.
      const stored = s.rotationPending[r.driverId] ?? [];
      const base = stored.includes(c.id) ? stored : s.carOrder.filter((id) => cars[id]?.ownerId === r.driverId);
      let pending = base.filter((id) => id !== c.id && cars[id]?.status === 'ON_TABLE');
      if (pending.length === 0)
        pending = s.carOrder.filter((id) => cars[id]?.ownerId === r.driverId && cars[id]?.status === 'ON_TABLE');
      const next: WlfState = { ...s, cars, rotationPending: { ...s.rotationPending, [r.driverId]: pending } };
      const driver = nextDriver(next, r.driverId);
      if (!driver) throw new RuleError('Nobody is left to drive.');
      return { ...next, currentDriver: driver, roundNumber: s.roundNumber + 1, round: newRound(driver) };
    }
    case 'wlf.adjust': {
      // 0.3: a table correction, logged as such; it does not run rules beyond the end check.
      if (s.phase !== 'PLAY') throw new RuleError('Corrections are made during play.');
      const c = car(s, p.carId);
      if (c.status === 'UNPLACED') throw new RuleError('That car is not on the table.');
      const speed = p.speed === undefined ? c.speed : int(p.speed, SPEED_MIN, SPEED_MAX, 'The speed');
      const flipped = p.flipped === undefined ? c.flipped : bool(p.flipped, 'Flipped');
      const status =
        p.status === undefined
          ? c.status
          : oneOf(p.status, ['ON_TABLE', 'DESTROYED', 'EXPLODED'] as const, 'The status');
      let next: WlfState = { ...s, cars: { ...s.cars, [c.id]: { ...c, speed, flipped, status } } };
      // A correction that takes the active car off the table ends its round, as a hit would (W-13).
      if (s.round?.carId === c.id && !s.round.endReason && status !== 'ON_TABLE')
        next = { ...next, round: { ...s.round, endReason: 'ACTIVE_CAR_REMOVED' } };
      return checkEnd(s, next);
    }
    default:
      throw new RuleError(`Unknown command "${command.type}".`);
  }
}

export { CONDITIONS_OR_MISS };
