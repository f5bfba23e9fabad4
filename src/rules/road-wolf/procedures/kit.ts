import { faces, str, strOrDefault } from '../../core/answers';
import { describeContest } from '../../core/contest';
import type { Answers, Question } from '../../core/procedure';
import { procedureKit } from '../../core/procedure-kit';
import { actionProblem } from '../actions';
import { reduceRw } from '../commands';
import type { ActionId } from '../data';
import type { RwState, RwVehicle } from '../model';
import { contest, type Reroll } from '../pools';
import { allVehicles, casualtyCandidates, ramDefenceDice, rerollOffered } from '../rules';
import { tokenPublicLabel } from '../table-view';

import { carName, ownerName, ownerSeat, type RwCommand, type RwCtx } from './ctx';
import { describeChanges, gameEndLine } from './outcome';

// ---- dice pools with an optional Veteran reroll ------------------------------------------------

export interface PoolSpec {
  id: string;
  label: string;
  count: number;
  roller: string;
  /** Issue 40: the player (id) who throws this pool and makes its reroll choice, when a player does. */
  player?: string;
  canReroll: boolean;
}

const seat = (p: { player?: string | undefined }) => (p.player ? { player: p.player } : {});

/** The dice question (none for an empty pool ). */
export function poolQuestions(p: PoolSpec): Question[] {
  const qs: Question[] = [];
  if (p.count > 0)
    qs.push({ kind: 'dice', id: p.id, label: p.label, count: p.count, sides: 6, roller: p.roller, ...seat(p) });
  return qs;
}

/** Once rolled: "reroll which die?" and the new face, kept even if worse. */
export function rerollQuestions(p: PoolSpec, a: Answers): Question[] {
  const rolled = faces(a, p.id);
  if (!p.canReroll || !rolled || rolled.length !== p.count || p.count === 0) return [];
  const qs: Question[] = [
    {
      kind: 'choice',
      id: `${p.id}.reroll`,
      label: `${p.label}: Veteran reroll?`,
      options: [
        { value: 'none', label: 'Keep the dice' },
        ...rolled.map((f, i) => ({ value: String(i), label: `Reroll die ${i + 1} (a ${f})` })),
      ],
      default: 'none',
      help: 'Only a Veteran driver rerolls, and taking it shows the Veteran to the table. Whatever the new die shows, it stands.',
      ...seat(p),
    },
  ];
  const pick = str(a, `${p.id}.reroll`);
  if (pick !== undefined && pick !== 'none')
    qs.push({
      kind: 'dice',
      id: `${p.id}.new`,
      label: `${p.label}: the rerolled die`,
      count: 1,
      sides: 6,
      roller: p.roller,
      ...seat(p),
    });
  return qs;
}

export function readPool(p: PoolSpec, a: Answers): { rolled: number[]; reroll: Reroll | null; final: number[] } | null {
  const rolled = p.count === 0 ? [] : faces(a, p.id);
  if (!rolled || rolled.length !== p.count) return null;
  const pick = p.canReroll ? (str(a, `${p.id}.reroll`) ?? 'none') : 'none';
  if (pick === 'none') return { rolled, reroll: null, final: rolled };
  const nf = faces(a, `${p.id}.new`)?.[0];
  if (nf === undefined) return null;
  const reroll = { index: Number(pick), newFace: nf };
  const final = [...rolled];
  final[reroll.index] = nf;
  return { rolled, reroll, final };
}

/** One pool's dice, then its Veteran reroll once rolled. */
export function poolWithReroll(p: PoolSpec, a: Answers): Question[] {
  return [...poolQuestions(p), ...rerollQuestions(p, a)];
}

/**
 * A vehicle defending against a ram by anything (a car, an object, a card, a blast): its ram defence dice
 * a Veteran reroll unless Heavy.
 */
export function ramDefencePool(s: RwState, ctx: RwCtx, v: RwVehicle): PoolSpec {
  return {
    id: 'def',
    label: `${carName(ctx, v.id)} defends`,
    count: ramDefenceDice(s, v),
    roller: ownerName(s, ctx, v.id),
    player: ownerSeat(s, ctx, v.id),
    canReroll: rerollOffered(s, v, 'DEFENCE'),
  };
}

/** Both pools rolled, then the attacker's reroll choice, then the defender's. */
export function contestQuestions(att: PoolSpec, def: PoolSpec, a: Answers): Question[] {
  const qs = [...poolQuestions(att), ...poolQuestions(def)];
  if (!readPool({ ...att, canReroll: false }, a) || !readPool({ ...def, canReroll: false }, a)) return qs;
  qs.push(...rerollQuestions(att, a));
  if (readPool(att, a)) qs.push(...rerollQuestions(def, a));
  return qs;
}

/** Casualty picks for one side, one question per loss where the controller has a choice. */
export function lossQuestions(s: RwState, ctx: RwCtx, id: string, side: string, n: number, a: Answers): Question[] {
  const v = s.vehicles[id] as RwVehicle;
  const qs: Question[] = [];
  const picked: string[] = [];
  for (let k = 0; k < n; k++) {
    const left = { ...v, passengers: v.passengers.filter((t) => !picked.includes(t)), driverSeat: v.driverSeat };
    const cands = casualtyCandidates(left);
    if (cands.length === 0) break;
    if (cands.length > 1) {
      const qid = `loss.${side}.${k}`;
      qs.push({
        kind: 'choice',
        id: qid,
        label: `${carName(ctx, id)} loses a crew (${ownerName(s, ctx, id)} picks)`,
        options: cands.map((t) => ({ value: t, label: tokenPublicLabel(s, v, t) })),
        default: cands[0],
        ...seat({ player: ownerSeat(s, ctx, id) }),
      });
      const pick = str(a, qid);
      picked.push(pick && cands.includes(pick) ? pick : (cands[0] as string));
    } else picked.push(cands[0] as string);
  }
  return qs;
}

export function readLosses(s: RwState, id: string, side: string, n: number, a: Answers): string[] {
  const v = s.vehicles[id] as RwVehicle;
  const out: string[] = [];
  for (let k = 0; k < n; k++) {
    const cands = casualtyCandidates({
      ...v,
      passengers: v.passengers.filter((t) => !out.includes(t)),
      driverSeat: out.includes(v.driverSeat ?? '') ? null : v.driverSeat,
    });
    if (cands.length === 0) break;
    const pick = str(a, `loss.${side}.${k}`);
    out.push(pick && cands.includes(pick) ? pick : (cands[0] as string));
  }
  return out;
}

/**
 * One Road Wolf rule for every sheet: a step that ends the game says so first (B10.1). The result
 * ("Bo wins the game!") is the outcome's heading and the line pinned by Apply; what the step itself
 * does ("Raider stops") becomes the first reason. Both come from the reducer's result.
 */
export const rwKit = procedureKit<RwState, RwCtx, RwCommand>({
  reduce: reduceRw,
  changes: describeChanges,
  headline: gameEndLine,
});
export const { preview, missing } = rwKit;

export function contestReason(
  att: number[],
  def: number[],
  attName: string,
  defName: string,
): { text: string; winner: 'ATTACKER' | 'DEFENDER' | 'TIE'; overkill: number } {
  const c = contest(att, def);
  return { text: `${describeContest(c.raw, attName, defName)}.`, winner: c.winner, overkill: c.overkill };
}

export function rerollPayload(key: string, r: { reroll: Reroll | null }): Record<string, Reroll> {
  return r.reroll ? { [`${key}Reroll`]: r.reroll } : {};
}

/** The acting vehicle: the card's vehicle, or a pick among those that may take `action`. */
export function actorQuestion(s: RwState, ctx: RwCtx, actions: ActionId[], label: string): Question {
  const ids = allVehicles(s)
    .filter((v) => actions.some((x) => actionProblem(s, v.id, x, 'TABLE') === null))
    .map((v) => v.id);
  const preferred =
    ctx.carId && ids.includes(ctx.carId)
      ? ctx.carId
      : s.freeMeleeFor && ids.includes(s.freeMeleeFor)
        ? s.freeMeleeFor
        : ids[0];
  return { kind: 'car', id: 'actor', label, carIds: ids, ...(preferred ? { default: preferred } : {}) };
}

/**
 * "How?": a crew member's free version of an action (Gunner, Mechanic) or the action itself, each
 * offered when it is allowed now, the free one first. Pushes the question; true when free is chosen.
 */
export function freeOrAction(
  s: RwState,
  v: RwVehicle,
  a: Answers,
  qs: Question[],
  free: { action: ActionId; value: string; label: string },
  paid: { action: ActionId; label: string },
): boolean {
  const modes = [
    ...(actionProblem(s, v.id, free.action, 'TABLE') === null ? [{ value: free.value, label: free.label }] : []),
    ...(actionProblem(s, v.id, paid.action, 'TABLE') === null ? [{ value: 'ACTION', label: paid.label }] : []),
  ];
  const modeQ: Question = {
    kind: 'choice',
    id: 'mode',
    label: 'How?',
    options: modes,
    ...(modes[0] ? { default: modes[0].value } : {}),
  };
  qs.push(modeQ);
  return strOrDefault(a, 'mode', [modeQ]) === free.value;
}
