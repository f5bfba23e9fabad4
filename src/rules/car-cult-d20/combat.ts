// Attacks (B8.8): weapon attacks by the active car, the ram's attack at contact (B8.7.6) and
// mines going off (B8.11). One resolution for all three: dice, Gutsy Gunner re-rolls, the
// modifier read when the dice are rolled, crack and crap shots, and the Damage Tokens of each
// hit queued for their placers (the target's owner the first of each hit, the attacker the rest).

import { bool, int, list, record, str } from '../core/check';
import { isValidFace } from '../core/dice';
import { RuleError } from '../core/model';
import { queueDT } from './damage';
import type { CcHouseRules } from './data';
import { activeCar, carOf, type HandlerTable, need, newDamageTokens, plural } from './handler';
import type { CcCar, CcMine, CcState, Reroll } from './model';
import {
  attackModifier,
  attackProblem,
  findTrack,
  inPlay,
  isHit,
  judge,
  mineProblem,
  rerolled,
  rerollsAvailable,
  rerollsProblem,
  type ShotResult,
  targetProblem,
} from './rules';

export function d20s(x: unknown, what = 'The dice'): number[] {
  return list(
    x,
    what,
    (v) => {
      if (typeof v !== 'number' || !isValidFace(v, 20)) throw new RuleError('A D20 shows 1 to 20.');
      return v;
    },
    20,
  );
}

export function rerollList(x: unknown): Reroll[] {
  if (x === undefined) return [];
  return list(
    x,
    'The re-rolls',
    (v) => {
      const r = record(v, 're-roll');
      return { index: int(r.index, 0, 19, 'The re-rolled die'), face: int(r.face, 1, 20, 'A D20') };
    },
    20,
  );
}

export interface AttackRoll {
  mod: number;
  minMove: number;
  dd: number;
  final: number[];
  results: ShotResult[];
  hits: number;
  /** DT per hit. */
  damage: number;
}

/** B8.8 steps 3-6, read from the state at the moment of rolling; no change. */
export function rollAttack(
  s: CcState,
  h: CcHouseRules,
  attackerPlayerId: string,
  target: CcCar,
  blast: number,
  damage: number,
  dice: readonly number[],
  rerolls: readonly Reroll[],
): AttackRoll {
  const { mod, minMove, dd } = attackModifier(s, attackerPlayerId, target, blast, h);
  const final = rerolled(dice, rerolls);
  const results = final.map((f) => judge(f, mod));
  return { mod, minMove, dd, final, results, hits: results.filter(isHit).length, damage };
}

/** B8.8 steps 4 and 7: spend the re-rolls, queue each hit's DT (first by the target's owner). */
export function applyAttack(
  d: CcState,
  roll: AttackRoll,
  attackerPlayerId: string,
  target: CcCar,
  rerollCar: CcCar | undefined,
  rerolls: number,
): void {
  if (rerollCar) rerollCar.rerollsSpent += rerolls;
  if (roll.damage < 1) return;
  for (let i = 0; i < roll.hits; i++) {
    queueDT(d, target.id, [target.playerId, ...Array.from({ length: roll.damage - 1 }, () => attackerPlayerId)], 'hit');
  }
}

export function rerollsFor(car: CcCar | undefined, dice: number[], rerolls: Reroll[]): void {
  need(rerollsProblem(dice, rerolls, car && inPlay(car) ? rerollsAvailable(car) : 0));
}

export const COMBAT: HandlerTable = {
  'cc.attack': {
    reduce(d, p, ctx) {
      const weaponId = str(p.weaponId, 'The weapon');
      need(attackProblem(d, weaponId));
      const car = activeCar(d);
      const w = findTrack(d, weaponId)!.track;
      const targetId = str(p.targetId, 'The target');
      need(targetProblem(d, car, targetId));
      const target = carOf(d, targetId);
      const inRange = bool(p.inRange, 'In range and sight');
      const dice = d20s(p.dice ?? []);
      const rerolls = rerollList(p.rerolls);
      // CC-A16: declaring spends the action, even when the target proves out of range or sight.
      w.actionsUsed = (w.actionsUsed ?? 0) + 1;
      car.act!.acted = true;
      if (!inRange) {
        if (dice.length || rerolls.length)
          throw new RuleError('Out of range or sight: no dice are rolled [B8.8 step 2].');
        return;
      }
      if (dice.length !== (w.shots ?? 1)) throw new RuleError(`${w.name} rolls ${plural(w.shots ?? 1, 'D20')}.`);
      rerollsFor(car, dice, rerolls);
      const roll = rollAttack(
        ctx.before,
        ctx.h,
        car.playerId,
        ctx.before.cars[targetId]!,
        w.blast ?? 0,
        typeof w.damage === 'number' ? w.damage : 0,
        dice,
        rerolls,
      );
      applyAttack(d, roll, car.playerId, target, car, rerolls.length);
    },
    describe: (p, n, at) => {
      const dice = Array.isArray(p.dice) ? (p.dice as number[]) : [];
      const hits = newDamageTokens(at, p.targetId);
      const outcome = hits === null ? '' : hits ? `${plural(hits, 'hit')} (` : 'no hits (';
      return `${n.track(p.weaponId)} attacks ${n.car(p.targetId)}${p.inRange === false ? ': out of range or sight' : `: ${outcome}D20 ${dice.join(', ')}${outcome ? ')' : ''}`}${Array.isArray(p.rerolls) && p.rerolls.length ? ` (${plural(p.rerolls.length, 're-roll')})` : ''}`;
    },
  },
  'cc.mine': {
    reduce(d, p, ctx) {
      const mineId = str(p.mineId, 'The mine');
      const carId = str(p.carId, 'The car');
      need(mineProblem(d, mineId, carId, ctx.h));
      const mine = d.mines.find((m) => m.id === mineId) as CcMine;
      const layer = d.cars[mine.ownerCarId];
      const card = findTrack(d, mine.trackId)?.track;
      const dice = d20s(p.dice);
      if (dice.length !== 1) throw new RuleError('A mine rolls one D20.');
      const rerolls = rerollList(p.rerolls);
      rerollsFor(layer, dice, rerolls);
      const victim = carOf(d, carId);
      const roll = rollAttack(
        ctx.before,
        ctx.h,
        mine.ownerPlayerId,
        ctx.before.cars[carId]!,
        card?.blast ?? 10,
        typeof card?.damage === 'number' ? card.damage : 2,
        dice,
        rerolls,
      );
      // B8.11: the marker goes after the roll, hit or miss.
      d.mines = d.mines.filter((m) => m.id !== mineId);
      applyAttack(d, roll, mine.ownerPlayerId, victim, layer && inPlay(layer) ? layer : undefined, rerolls.length);
      // Setting off a mine means the active car is moving (B8.7 events).
      if (d.activeCarId === carId && victim.act) {
        victim.act.acted = true;
        if (victim.act.move === 'NOT_STARTED' && victim.act.step === 'ACT') victim.act.move = 'MOVING';
      }
    },
    describe: (p, n, at) => {
      const dts = newDamageTokens(at, p.carId);
      const outcome = dts === null ? '' : dts ? `${plural(dts, 'Damage Token')}, ` : 'no damage, ';
      return `${n.car(p.carId)} sets off a mine: ${outcome}D20 ${Array.isArray(p.dice) ? (p.dice as number[]).join(', ') : '?'}`;
    },
  },
};
