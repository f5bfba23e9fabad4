// Attacks (A7.4 shooting, A7.7 ramming, A7.8 upgrades) and what follows a destruction (A7.6
// destroyed table and explosions, A7.9 Hunter). Each result is a pure function of the state and
// the command's dice (shotResult, ramResult...), read by the reducer, the guided sheet and the
// log alike, so the result shown is the result applied.

import { bool, int, list, oneOf, str } from '../core/check';
import { RuleError } from '../core/model';
import { peek } from '../core/pending';
import { actionProblem, shootProblem, targetProblem } from './actions';
import { destroyedRow, RAM_AIM, type WeaponRow, weaponRow } from './data';
import { applyDamage, destroy, dropTethers, offerHunter, recordAttack } from './effects';
import { damageDone, type HandlerTable, need, noPending, type Payload } from './handler';
import type { DwPending, DwState, EntityId } from './model';
import {
  areEnemies,
  armour,
  attackCount,
  baseAim,
  countDiceOf,
  dieSucceeds,
  entity,
  hasTrait,
  hasUpgrade,
  inPlay,
  isCar,
  isScenery,
  needOf,
  strength,
  upgradeCount,
  weaponsOf,
} from './rules';
import { spendSegment } from './turn';

// ---- dice of one attack set -------------------------------------------------------------------

export interface SetResult {
  /** Dice rolled (none when the answer was given as yes/no, or nothing could change the result). */
  dice: number[];
  n: number;
  T: number;
  aim: number;
  need: number;
  successes: number;
  hit: boolean;
  /** Damage it deals: at most 1 [DW-A05, DW-A21] unless a house rule says each success. */
  damage: number;
}

function faces(x: unknown, what: string): number[] {
  return list(x, what, (v) => int(v, 1, 6, 'A D6'), 60);
}

/**
 * One set of attack dice against T at `aim` [DW-A04]. `dice` must hold n faces, or be left out
 * when the result needs none (need ≤ 1: all succeed; need ≥ 7: none can), or be replaced by the
 * table's yes/no `anyHit` (the one-tap "any die N+?"), which counts as one success.
 */
export function attackSet(
  s: DwState,
  n: number,
  T: number,
  aim: number,
  dice: number[] | undefined,
  anyHit: boolean | undefined,
  perSuccess: boolean,
): SetResult {
  const need = needOf(T, aim, s.house);
  const base = { n, T, aim, need };
  if (n === 0) {
    if (dice?.length) throw new RuleError('No attack dice to roll here.');
    return { ...base, dice: [], successes: 0, hit: false, damage: 0 };
  }
  if (dice?.length) {
    if (dice.length !== n) throw new RuleError(`Roll ${n} attack dice here.`);
    const successes = dice.filter((d) => dieSucceeds(d, aim, T, s.house)).length;
    const hit = successes > 0;
    return { ...base, dice, successes, hit, damage: perSuccess ? successes : hit ? 1 : 0 };
  }
  if (anyHit !== undefined) {
    if (perSuccess) throw new RuleError('Each success counts here (house rule): roll the dice.');
    if (anyHit && need >= 7) throw new RuleError('No die can succeed here.');
    if (!anyHit && need <= 1) throw new RuleError('Every die succeeds here.');
    return { ...base, dice: [], successes: anyHit ? 1 : 0, hit: anyHit, damage: anyHit ? 1 : 0 };
  }
  if (need <= 1) return { ...base, dice: [], successes: n, hit: true, damage: perSuccess ? n : 1 };
  if (need >= 7) return { ...base, dice: [], successes: 0, hit: false, damage: 0 };
  throw new RuleError(`Roll ${n} attack dice (${need}+ succeeds).`);
}

// ---- A7.4 shooting ----------------------------------------------------------------------------

export interface ShotFacts {
  onBumpy?: boolean;
  brightLights?: boolean;
  targetOnBumpy?: boolean;
}

/** The shooter's aim for this action [A7.4 step 2, DW-A12, DW-A29, DW-A42]. */
export function shotAim(s: DwState, shooterId: EntityId, actionNo: number, f: ShotFacts): number {
  const extra = actionNo === 1 || (s.house.triggerHappyPenaltyBothActions && hasTrait(s, shooterId, 'trigger_happy'));
  return (
    baseAim(s, shooterId) -
    (extra ? 1 : 0) -
    (f.onBumpy ? 1 : 0) -
    (f.brightLights ? 1 : 0) -
    (s.house.bumpyAlsoTarget && f.targetOnBumpy ? 1 : 0)
  );
}

/** Whether an enemy car in play has bright lights: only then is the shooter asked [A7.4 inputs]. */
export function brightLightsMatter(s: DwState, shooterId: EntityId): boolean {
  return s.carOrder.some((id) => inPlay(s, id) && areEnemies(s, shooterId, id) && hasUpgrade(s, id, 'bright_lights'));
}

export interface WeaponShot extends SetResult {
  weapon: number;
  row: WeaponRow;
  targetId: EntityId;
  countDice: number[];
  auto: boolean;
}

/** The weapons' results for a dw.shoot payload [A7.4 steps 2–4]. */
export function shotResult(s: DwState, p: Payload): { aim: number; shots: WeaponShot[] } {
  const a = s.activation;
  if (!a) throw new RuleError('No car is activating.');
  const shooter = a.entityId;
  const facts: ShotFacts = {
    onBumpy: p.onBumpy === undefined ? false : bool(p.onBumpy, 'On bumpy ground'),
    brightLights: p.brightLights === undefined ? false : bool(p.brightLights, 'Facing bright lights'),
    targetOnBumpy: p.targetOnBumpy === undefined ? false : bool(p.targetOnBumpy, 'Target on bumpy ground'),
  };
  if (facts.brightLights && !brightLightsMatter(s, shooter)) throw new RuleError('No enemy car has bright lights.');
  const aim = shotAim(s, shooter, a.shootingActionsUsed, facts);
  const weapons = weaponsOf(s, shooter);
  const mainTarget = str(p.targetId, 'The target');
  const fire = list(p.fire, 'The firing weapons', (x) => (x ?? {}) as Record<string, unknown>, 3);
  if (!fire.length) throw new RuleError('No weapon can fire at it: the action is not spent (A7.4 step 3).');
  const seen = new Set<number>();
  const shots = fire
    .map((f) => {
      const weapon = int(f.weapon, 0, weapons.length - 1, 'The weapon');
      if (seen.has(weapon)) throw new RuleError('Each weapon fires once per action.');
      seen.add(weapon);
      const targetId = f.targetId === undefined ? mainTarget : str(f.targetId, 'The target');
      if (targetId !== mainTarget && !s.house.splitFire)
        throw new RuleError('One target per shooting action (house rule split fire is off) [DW-A02].');
      const problem = targetProblem(s, shooter, targetId);
      if (problem) throw new RuleError(problem);
      const row = weapons[weapon]!;
      if (row.autoDamage) {
        if (f.dice !== undefined || f.countDice !== undefined)
          throw new RuleError('The flamethrower rolls no dice [DW-A09].');
        return {
          weapon,
          row,
          targetId,
          countDice: [],
          auto: true,
          dice: [],
          n: 0,
          T: 0,
          aim,
          need: 0,
          successes: 1,
          hit: true,
          damage: 1,
        };
      }
      const cd = countDiceOf(row);
      const countDice = f.countDice === undefined ? [] : faces(f.countDice, 'The count dice');
      if (cd && countDice.length !== cd && !(countDice.length === 0 && f.hit !== undefined))
        throw new RuleError(`${row.name} rolls ${cd}D6 for its number of attacks, each time it fires [DW-A10].`);
      if (!cd && countDice.length) throw new RuleError(`${row.name} has a fixed number of attacks.`);
      const n =
        cd && countDice.length === 0
          ? 1
          : attackCount(
              s,
              row,
              shooter,
              countDice.reduce((x, y) => x + y, 0),
            )!;
      const T = armour(s, targetId) - strength(s, row, shooter)!;
      const dice = f.dice === undefined ? undefined : faces(f.dice, 'The attack dice');
      const anyHit = f.hit === undefined ? undefined : bool(f.hit, 'Any die succeeds');
      const set = attackSet(s, n, T, aim, dice, anyHit, false);
      return { weapon, row, targetId, countDice, auto: false, ...set };
    })
    .sort((x, y) => x.weapon - y.weapon); // damage goes in slot order [A7.4 step 6]
  return { aim, shots };
}

// ---- A7.7 ramming -----------------------------------------------------------------------------

export interface RamResult {
  push: number;
  /** B is a wreck (default): no attacks, not rammed [DW-A31]. */
  wreck: boolean;
  nA: number;
  nB: number;
  nSelf: number;
  a: SetResult | null;
  b: SetResult | null;
  self: SetResult | null;
}

/** The ram attack counts before dice [A7.7 step 5, DW-A22, DW-A23]. */
export function ramCounts(
  s: DwState,
  rammerId: EntityId,
  targetId: EntityId,
  d3A?: number,
  d3Self?: number,
): { nA: number; nB: number; nSelf: number } {
  const arA = armour(s, rammerId);
  const arB = armour(s, targetId);
  const explosive = hasUpgrade(s, rammerId, 'explosive_ram');
  let nA = explosive ? (d3A ?? 0) + 2 : Math.max(0, arA - arB);
  nA += 2 * upgradeCount(s, rammerId, 'ram');
  let nB = Math.max(0, arB - arA);
  if (s.house.ramUpgradeWhenRammed) nB += 2 * upgradeCount(s, targetId, 'ram');
  const nSelf = explosive ? (d3Self ?? 0) + 2 : 0;
  return { nA, nB, nSelf };
}

/** Whether the ram's target is a wreck that stops the move without attacks [DW-A31]. */
export function isWreck(s: DwState, id: EntityId): boolean {
  const e = entity(s, id);
  return e?.kind === 'car' && e.car.wreck && !s.house.wreckIsRammable;
}

/**
 * A destroyed scenery piece stays on the table as rubble [A7.6 step 2, DW-A43]: a moving car can
 * still touch it (A7.7 "touches a car or a scenery piece"), which ends its move with no push
 * (scenery, A7.12) and, like a wreck, no attacks: it has nothing left to damage or to hit back with
 * (spec silent on the attacks; read as DW-A31).
 */
export function isRubble(s: DwState, id: EntityId): boolean {
  const e = entity(s, id);
  return e?.kind === 'scenery' && e.scenery.status === 'destroyed';
}

/** The push distance [DW-A20, DW-A15]: rem/3 (rem/6 backwards); 0 for scenery, wrecks and a dragged tether. */
export function pushOf(s: DwState, targetId: EntityId, rem: number, direction: string, via: string): number {
  const e = entity(s, targetId);
  if (via === 'tether' || e?.kind === 'scenery' || (e?.kind === 'car' && e.car.wreck)) return 0;
  return rem / (direction === 'backward' ? 6 : 3);
}

export function ramResult(s: DwState, p: Payload): RamResult {
  const rammerId = str(p.rammerId, 'The rammer');
  const targetId = str(p.targetId, 'The car rammed');
  const rem = typeof p.rem === 'number' && Number.isFinite(p.rem) && p.rem >= 0 && p.rem <= 100 ? p.rem : NaN;
  if (Number.isNaN(rem)) throw new RuleError('The remaining movement is a number of inches from 0.');
  const direction = oneOf(p.direction, ['forward', 'backward', 'sideways'], 'The direction');
  const via = oneOf(p.via, ['move', 'coms', 'hunter', 'tether'], 'The move');
  const push = pushOf(s, targetId, via === 'tether' ? 0 : rem, direction, via);
  if (isWreck(s, targetId) || isRubble(s, targetId)) {
    if ((p.diceA as unknown[] | undefined)?.length || (p.diceB as unknown[] | undefined)?.length)
      throw new RuleError(
        isRubble(s, targetId)
          ? 'Rubble is an obstacle: no ram attacks [DW-A43].'
          : 'A wreck is an obstacle: no ram attacks [DW-A31].',
      );
    return { push: 0, wreck: true, nA: 0, nB: 0, nSelf: 0, a: null, b: null, self: null };
  }
  const explosive = hasUpgrade(s, rammerId, 'explosive_ram');
  const d3A = explosive ? int(p.d3A, 1, 3, 'The explosive ram D3') : undefined;
  const d3Self = explosive ? int(p.d3Self, 1, 3, "The explosive ram's own D3") : undefined;
  if (!explosive && (p.d3A !== undefined || p.d3Self !== undefined))
    throw new RuleError('Only an explosive ram rolls a D3.');
  const { nA, nB, nSelf } = ramCounts(s, rammerId, targetId, d3A, d3Self);
  const per = s.house.ramDamagePerSuccess;
  // Each set: its dice, or the table's one-tap "any die N+?" (hitA / hitB / hitSelf).
  const set = (n: number, target: EntityId, key: string, hitKey: string) =>
    n
      ? attackSet(
          s,
          n,
          armour(s, target),
          RAM_AIM,
          p[key] === undefined ? undefined : faces(p[key], 'The ram dice'),
          p[hitKey] === undefined ? undefined : bool(p[hitKey], 'Any die succeeds'),
          per,
        )
      : emptySet(p[key]);
  return {
    push,
    wreck: false,
    nA,
    nB,
    nSelf,
    a: set(nA, targetId, 'diceA', 'hitA'),
    b: set(nB, rammerId, 'diceB', 'hitB'),
    self: set(nSelf, rammerId, 'diceSelf', 'hitSelf'),
  };
}

function emptySet(x: unknown): null {
  if (Array.isArray(x) && x.length) throw new RuleError('No ram attacks for that side.');
  return null;
}

/** Why `rammerId` cannot ram now by way of `via`, or null. */
export function ramProblem(s: DwState, rammerId: EntityId, targetId: EntityId, via: string): string | null {
  const head = peek(s.pending);
  if (via === 'hunter') {
    if (head?.kind !== 'HUNTER' || head.carId !== rammerId)
      return 'A Hunter move comes right after the destruction it earned.';
  } else {
    if (s.pending.length) return 'First resolve what is pending.';
    const a = s.activation;
    if (s.phase !== 'round' || !a) return 'No car is activating.';
    if (via === 'move' && a.entityId !== rammerId) return 'Only the car moving now rams.';
    if (via === 'move' && isScenery(s, rammerId)) return 'Scenery cannot move [DW-A43].';
    if (via === 'coms' && a.coms?.friendId !== rammerId) return 'Only the car the coms booster moved.';
    if (
      via === 'tether' &&
      !s.tethers.some(
        (t) => (t.from === rammerId || t.to === rammerId) && (t.from === a.entityId || t.to === a.entityId),
      )
    )
      return "Only a car or piece dragged by the active car's tether.";
  }
  if (!inPlay(s, rammerId)) return 'The rammer is no longer in play.';
  if (!entity(s, targetId) || targetId === rammerId) return 'No such car or scenery.';
  const t = entity(s, targetId)!;
  if (t.kind === 'car' && t.car.status !== 'in_play' && !t.car.wreck) return 'That is no longer on the table.'; // scenery stays, as rubble once destroyed
  return null;
}

// ---- A7.6 destroyed table ---------------------------------------------------------------------

/** The head of the queue when it is a destruction waiting for its roll. */
export function pendingDestruction(s: DwState): Extract<DwPending, { kind: 'DESTROYED' }> | undefined {
  const h = peek(s.pending);
  return h?.kind === 'DESTROYED' ? h : undefined;
}

/** A2.6 read for this entity: scenery with the house rule reads 4–6 as 2–3 [DW-A43]. */
export function destroyedOutcome(s: DwState, id: EntityId, roll: number) {
  const row = destroyedRow(isScenery(s, id) && roll >= 4 ? 2 : roll);
  if (!row) throw new RuleError('The destroyed table is a D6: 1 to 6.');
  return row;
}

/** Who may be caught by an explosion: cars in play (scenery too with the house rule) [DW-A30]. */
export function explosionCandidates(s: DwState, id: EntityId): EntityId[] {
  return [...s.carOrder, ...(s.house.explosionsHitScenery ? s.sceneryOrder : [])].filter(
    (x) => x !== id && inPlay(s, x),
  );
}

// ---- handlers ---------------------------------------------------------------------------------

function d6(x: unknown, what = 'A D6'): number {
  return int(x, 1, 6, what);
}

export const COMBAT = {
  'dw.shoot': {
    reduce(d, p, s) {
      const problem = shootProblem(s);
      if (problem) throw new RuleError(problem);
      const a = d.activation!;
      const { shots } = shotResult(s, p);
      a.shootingActionsUsed += 1;
      a.optionalAttackMade = true;
      for (const t of new Set(shots.map((x) => x.targetId))) recordAttack(d, t, a.entityId);
      const shooter = a.entityId;
      for (const x of shots) if (x.damage) applyDamage(d, x.targetId, shooter, 'shooting'); // a destroyed target takes no more [A7.4 step 6]
    },
    describe: (p, n, at) => {
      const fire = Array.isArray(p.fire) ? (p.fire as Payload[]) : [];
      const dice = fire.length
        ? fire
            .map((f) =>
              Array.isArray(f.dice) && f.dice.length
                ? (f.dice as number[]).join(' ')
                : f.hit !== undefined
                  ? f.hit
                    ? 'hit'
                    : 'miss'
                  : 'no dice',
            )
            .join('; ')
        : '?';
      const target = n.car(p.targetId) === '?' ? 'scenery' : n.car(p.targetId);
      if (!at.who) return `Shoots at ${target}: ${dice}`;
      const targets = [p.targetId, ...fire.map((f) => f.targetId).filter((t) => t !== undefined)];
      const done = at.after ? damageDone(at, targets, n) || 'no damage' : '';
      return `${at.who} shoots ${target}: ${done ? `${done} (${dice})` : dice}`;
    },
  },
  'dw.ram': {
    reduce(d, p, s) {
      const rammerId = str(p.rammerId, 'The rammer');
      const targetId = str(p.targetId, 'The car rammed');
      const via = oneOf(p.via, ['move', 'coms', 'hunter', 'tether'], 'The move');
      const problem = ramProblem(s, rammerId, targetId, via);
      if (problem) throw new RuleError(problem);
      const r = ramResult(s, p);
      if (via === 'hunter') d.pending = d.pending.slice(1); // the Hunter move is made [DW-A41]
      if (via === 'move' && d.activation) {
        const a = d.activation;
        // The contact came in a segment of its own, unless the table says it came during the
        // skid or hop just made, whose segment the manoeuvre already counted [A7.2, A7.3].
        if (!(a.manoeuvreMoved && p.inManoeuvre === true)) a.segmentsStarted += 1;
        a.remaining = 0; // A7.7 step 2: the rammer's move ends
        a.movementEnded = true;
      }
      if (via === 'coms' && d.activation) d.activation.coms = null; // A7.7 step 2: the coms-boosted move simply ends
      if (d.activation) d.activation.manoeuvreMoved = false;
      if (r.wreck) return;
      d.roundLog.rammed.push(targetId);
      d.roundLog.rammers.push(rammerId);
      recordAttack(d, targetId, rammerId);
      if (r.nB > 0) recordAttack(d, rammerId, targetId);
      // Every set is rolled before any damage is applied [A7.7 step 7].
      for (let i = 0; i < (r.a?.damage ?? 0); i++) applyDamage(d, targetId, rammerId, 'ram');
      for (let i = 0; i < (r.b?.damage ?? 0); i++) applyDamage(d, rammerId, targetId, 'ram');
      for (let i = 0; i < (r.self?.damage ?? 0); i++) applyDamage(d, rammerId, null, 'explosive_ram');
    },
    describe: (p, n, at) => {
      const faces = (k: string) =>
        Array.isArray(p[k]) && (p[k] as number[]).length ? (p[k] as number[]).join(' ') : '';
      const dice = [
        faces('diceA'),
        faces('diceB') && `back ${faces('diceB')}`,
        faces('diceSelf') && `self ${faces('diceSelf')}`,
      ]
        .filter(Boolean)
        .join(' / ');
      const target = n.car(p.targetId) === '?' ? 'scenery' : n.car(p.targetId);
      const done = at.after ? damageDone(at, [p.targetId, p.rammerId], n) || 'no damage' : '';
      const rest = [done, done && dice ? `(${dice})` : dice].filter(Boolean).join(' ');
      return `${n.car(p.rammerId)} rams ${target}${rest ? `: ${rest}` : ''}`;
    },
  },
  'dw.coms': {
    reduce(d, p, s) {
      need(actionProblem(s, 'coms'));
      const a = d.activation!;
      const friendId = str(p.friendId, 'The friendly car');
      const f = entity(s, friendId);
      if (f?.kind !== 'car' || friendId === a.entityId || !inPlay(s, friendId) || areEnemies(s, a.entityId, friendId))
        throw new RuleError('Pick another friendly car in play.');
      const budget = spendSegment(a);
      a.comsUsed = true;
      a.coms = { friendId, budget };
    },
    describe: (p, n, at) =>
      `${at.who ? `${at.who} uses the coms booster` : 'Coms booster'}: ${n.car(p.friendId)} moves instead`,
  },
  'dw.expEngine': {
    reduce(d, p, s) {
      need(actionProblem(s, 'expEngine'));
      const a = d.activation!;
      const d3 = int(p.d3, 1, 3, 'The D3');
      const roll = d6(p.d6);
      a.remaining += d3 + 3;
      a.expBoostUsed = true;
      if (roll >= 4) applyDamage(d, a.entityId, null, 'experimental_engine');
    },
    describe: (p, _n, at) =>
      `${at.who ? `${at.who} fires the experimental engine` : 'Experimental engine'}: +${Number(p.d3) + 3}" (D3 ${String(p.d3)}), D6 ${String(p.d6)}${Number(p.d6) >= 4 ? ': 1 damage to itself' : ''}`,
  },
  'dw.gunner': {
    reduce(d, p, s) {
      need(actionProblem(s, 'gunner'));
      const a = d.activation!;
      const targetId = str(p.targetId, 'The target');
      if (!isCar(s, targetId) || !inPlay(s, targetId) || !areEnemies(s, a.entityId, targetId))
        throw new RuleError('The gunner attacks an enemy car within 3" (not scenery) [DW-A37].');
      const aimAt = oneOf(p.aimAt, ['tyres', 'driver'], 'Tyres or driver');
      const roll = d6(p.roll);
      a.gunnerUsed = true;
      a.optionalAttackMade = true;
      recordAttack(d, targetId, a.entityId);
      if (aimAt === 'tyres' && roll >= 4) d.cars[targetId]!.tyreHits += 1;
      if (aimAt === 'driver' && roll === 6) destroy(d, targetId, a.entityId, 'gunner');
    },
    describe: (p, n, at) =>
      `${at.who ? `${at.who}’s gunner aims` : 'Gunner'} at ${n.car(p.targetId)}'s ${String(p.aimAt)}: D6 ${String(p.roll)}${p.aimAt === 'tyres' ? (Number(p.roll) >= 4 ? ', tyres hit (−2")' : ', missed') : Number(p.roll) === 6 ? ', driver hit: destroyed' : ', missed'}`,
  },
  'dw.pipeBombs': {
    reduce(d, p, s) {
      need(actionProblem(s, 'pipeBombs'));
      const a = d.activation!;
      const r = pipeBombResult(s, p);
      a.pipeBombsUsed = true;
      a.optionalAttackMade = true;
      for (const t of r) recordAttack(d, t.id, a.entityId);
      for (const t of r) if (t.damage) applyDamage(d, t.id, a.entityId, 'pipe_bombs');
    },
    describe: (p, n, at) =>
      `${at.who ? `${at.who} drops pipe bombs` : 'Pipe bombs'}: ${Array.isArray(p.targets) && p.targets.length ? (p.targets as Payload[]).map((t) => `${n.car(t.id)} D3 ${String(t.countDie)}${Array.isArray(t.dice) ? `, ${(t.dice as number[]).join(' ')}` : ''}`).join('; ') : 'nobody behind'}`,
  },
  'dw.harpoon': {
    reduce(d, p, s) {
      need(actionProblem(s, 'harpoon'));
      const a = d.activation!;
      const targetId = str(p.targetId, 'The target');
      const problem = targetProblem(s, a.entityId, targetId);
      if (problem) throw new RuleError(problem);
      const roll = d6(p.roll);
      const lengthIn =
        p.lengthIn === undefined
          ? undefined
          : typeof p.lengthIn === 'number' && p.lengthIn >= 0 && p.lengthIn <= 200
            ? p.lengthIn
            : NaN;
      if (Number.isNaN(lengthIn)) throw new RuleError('The tether length is a number of inches.');
      d.cars[a.entityId]!.harpoonUsed = true;
      a.optionalAttackMade = true;
      recordAttack(d, targetId, a.entityId);
      if (roll >= 3) {
        d.tethers.push({ from: a.entityId, to: targetId, ...(lengthIn !== undefined ? { lengthIn } : {}) });
        applyDamage(d, targetId, a.entityId, 'harpoon');
      }
    },
    describe: (p, n, at) =>
      `${at.who ? `${at.who} fires the harpoon` : 'Harpoon'} at ${n.car(p.targetId) === '?' ? 'scenery' : n.car(p.targetId)}: D6 ${String(p.roll)}${Number(p.roll) >= 3 ? ', hit and tethered' : ', missed'}`,
  },
  'dw.destroyed': {
    reduce(d, p, s) {
      const head = pendingDestruction(s);
      const id = str(p.entityId, 'The destroyed car');
      if (!head || head.entityId !== id)
        throw new RuleError('Resolve the destructions in the order they happened [A7.6].');
      const within3 = list(p.within3 ?? [], 'The cars within 3"', (x) => str(x, 'A car'), 200);
      const candidates = explosionCandidates(s, id);
      if (new Set(within3).size !== within3.length || !within3.every((x) => candidates.includes(x)))
        throw new RuleError('Only cars in play (scenery with the house rule) can be caught by the explosion [DW-A30].');
      d.pending = d.pending.slice(1);
      const roll = d6(p.roll, 'The destroyed table D6');
      const row = destroyedOutcome(s, id, roll);
      const e = entity(d, id)!;
      (e.kind === 'car' ? e.car : e.scenery).destroyedRoll = roll as 1 | 2 | 3 | 4 | 5 | 6;
      if (!row.explodes) {
        if (within3.length) throw new RuleError('A wreck does not explode: nobody is caught [DW-A31].');
        if (e.kind === 'car') e.car.wreck = true;
      } else {
        for (const y of within3) applyDamage(d, y, null, 'explosion'); // never an attack [DW-A30]
        dropTethers(d, id); // the model leaves the table [A7.6 step 4.4]
      }
      offerHunter(d, id, head.destroyerId, head.cause);
    },
    describe: (p, n) =>
      `${n.car(p.entityId) === '?' ? 'Scenery' : n.car(p.entityId)} is destroyed: D6 ${String(p.roll)}${Array.isArray(p.within3) && p.within3.length ? `; caught: ${(p.within3 as string[]).map(n.car).join(', ')}` : ''}`,
  },
  'dw.hunter': {
    reduce(d, p) {
      const head = peek(d.pending);
      const carId = str(p.carId, 'The car');
      if (head?.kind !== 'HUNTER' || head.carId !== carId)
        throw new RuleError('No Hunter move is waiting for this car.');
      d.pending = d.pending.slice(1);
    },
    describe: (p, n) => `${n.car(p.carId)}'s Hunter move done`,
  },
} satisfies HandlerTable;

export interface PipeBombTarget extends SetResult {
  id: EntityId;
  countDie: number;
}

/** A7.8.4 [DW-A36]: each car behind within 6" gets its own D3 attacks at strength 1. */
export function pipeBombResult(s: DwState, p: Payload): PipeBombTarget[] {
  const a = s.activation;
  if (!a) throw new RuleError('No car is activating.');
  const onBumpy = p.onBumpy === undefined ? false : bool(p.onBumpy, 'On bumpy ground');
  const bright = p.brightLights === undefined ? false : bool(p.brightLights, 'Facing bright lights');
  if (bright && !brightLightsMatter(s, a.entityId)) throw new RuleError('No enemy car has bright lights.');
  const aim = baseAim(s, a.entityId) - (onBumpy ? 1 : 0) - (bright ? 1 : 0);
  const seen = new Set<string>();
  return list(
    p.targets,
    'The cars behind',
    (x) => {
      const t = (x ?? {}) as Payload;
      const id = str(t.id, 'A car');
      if (seen.has(id)) throw new RuleError('Each car behind is attacked once.');
      seen.add(id);
      if (!isCar(s, id) || id === a.entityId || !inPlay(s, id))
        throw new RuleError('Pipe bombs hit cars in play behind it [DW-A36].');
      const countDie = int(t.countDie, 1, 3, 'The D3');
      const dice = t.dice === undefined ? undefined : faces(t.dice, 'The attack dice');
      const set = attackSet(
        s,
        countDie,
        armour(s, id) - 1,
        aim,
        dice,
        t.hit === undefined ? undefined : bool(t.hit, 'Any die succeeds'),
        false,
      );
      return { id, countDie, ...set };
    },
    20,
  );
}

export { noPending, weaponRow };
