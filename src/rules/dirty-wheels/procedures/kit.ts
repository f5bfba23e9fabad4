import { face, faces, str } from '../../core/answers';
import type { Setup } from '../../core/model';
import type { Answers, Procedure, Question } from '../../core/procedure';
import { type ProcedureCommand, procedureKit } from '../../core/procedure-kit';
import { type RollOffPass, rollOffDiceQuestions, rollOffRankingAsk } from '../../core/roll-off';
import { describeChanges } from '../changes';
import { reduceDw } from '../commands';
import { entityName, withNames } from '../handler';
import type { DwState, EntityId } from '../model';
import { TIE_ROLL_OFF } from '../order';
import { entity } from '../rules';

export interface DwCtx {
  setup: Setup;
  /** The car (or scenery piece) whose card opened the sheet, when there is one. */
  carId?: string;
}

export type DwCommand = ProcedureCommand;
export type DwProcedure = Procedure<DwState, DwCtx, DwCommand>;

export const dwKit = procedureKit<DwState, DwCtx, DwCommand>({
  reduce: reduceDw,
  changes: (b, a, ctx) => describeChanges(b, a, ctx.setup),
});
// Every sheet's command carries the names of the scenery it mentions, for its log line (withNames).
export const preview: typeof dwKit.preview = (s, ctx, command, summary, reasons) =>
  dwKit.preview(s, ctx, withNames(s, command), summary, reasons);

export const name = (s: DwState, ctx: DwCtx, id: string) => entityName(s, ctx.setup, id);
export const ownerName = (s: DwState, ctx: DwCtx, id: string) => {
  const e = entity(s, id);
  const pid = e?.kind === 'car' ? e.car.playerId : e?.scenery.controller;
  return ctx.setup.players.find((p) => p.id === pid)?.name ?? name(s, ctx, id);
};
/** Issue 40: the player (id) who owns a car or controls an emplacement, when it is a player's: who rolls for it. */
export const ownerSeat = (s: DwState, ctx: DwCtx, id: string): string | undefined => {
  const e = entity(s, id);
  const pid = e?.kind === 'car' ? e.car.playerId : e?.scenery.controller;
  return ctx.setup.players.some((p) => p.id === pid) ? pid : undefined;
};
/**
 * "X takes 1 damage and is destroyed, Y unhurt": the damage each of `ids` took between two
 * states, for a sheet's pinned result line (the result shown is the result applied).
 */
export function damageWords(before: DwState, after: DwState, ctx: DwCtx, ids: EntityId[]): string {
  return ids
    .map((id) => {
      const b = entity(before, id);
      const x = entity(after, id);
      if (!b || !x) return '';
      const tb = b.kind === 'car' ? b.car : b.scenery;
      const tx = x.kind === 'car' ? x.car : x.scenery;
      const d = tx.damage - tb.damage;
      const gone = tb.status === 'in_play' && tx.status === 'destroyed' ? ' and is destroyed' : '';
      return `${name(after, ctx, id)} ${d > 0 ? `takes ${d} damage` : 'unhurt'}${gone}`;
    })
    .filter(Boolean)
    .join(', ');
}

/** A summary computed from the state the command leads to (preview calls it only once the reducer accepted the command). */
export const outcome = (s: DwState, ctx: DwCtx, command: DwCommand, say: (after: DwState) => string) => () =>
  say(reduceDw(s, { ...command, at: 0 }, ctx.setup));

export const die = (
  id: string,
  label: string,
  sides: 3 | 6 | 12,
  count = 1,
  roller?: string,
  player?: string,
): Question => ({
  kind: 'dice',
  id,
  label,
  count,
  sides,
  ...(roller ? { roller } : {}),
  ...(player ? { player } : {}),
});
export const signed = (n: number) => (n >= 0 ? `+${n}` : `−${-n}`);

// ---- tie roll-offs shared by initiative and deployment ----------------------------------------

/** The D6 roll-off questions for every tied group, and the merged passes once they are settled. */
export function tieQuestions(
  s: DwState,
  ctx: DwCtx,
  groups: EntityId[][],
  a: Answers,
): { qs: Question[]; passes: RollOffPass[] | null } {
  const qs: Question[] = [];
  const merged: RollOffPass[] = [];
  let done = true;
  groups
    .filter((g) => g.length > 1)
    .forEach((g, gi) => {
      const ask = rollOffRankingAsk(g, a, `tie${gi}`, TIE_ROLL_OFF);
      qs.push(
        ...rollOffDiceQuestions(
          ask.dice,
          TIE_ROLL_OFF,
          (id) => `Tie: ${name(s, ctx, id)}`,
          (id) => ownerName(s, ctx, id),
          (id) => ownerSeat(s, ctx, id),
        ),
      );
      if (!ask.status.done) done = false;
      ask.passes.forEach((p, k) => {
        merged[k] = { ...(merged[k] ?? {}), ...p };
      });
    });
  return { qs, passes: done ? merged : null };
}

export function readRolls(ids: EntityId[], a: Answers): Record<EntityId, number> | null {
  const out: Record<EntityId, number> = {};
  for (const id of ids) {
    const f = face(a, `roll.${id}`);
    if (f === undefined) return null;
    out[id] = f;
  }
  return out;
}

/**
 * One attack set's question: the one-tap "any die N+?" beside entering the faces [issue 11
 * tempo]; `diceQs` gives the dice questions while "Enter the dice" is picked (the default). None
 * when the result needs no dice (need ≤ 1 or ≥ 7).
 */
export function setQuestions(
  prefix: string,
  label: string,
  need: number,
  a: Answers,
  diceQs: () => Question[],
): Question[] {
  if (need <= 1 || need >= 7) return [];
  const q: Question = {
    kind: 'choice',
    id: `${prefix}.how`,
    label: `${label}: any die ${need}+?`,
    options: [
      { value: 'hit', label: `Yes, a ${need}+` },
      { value: 'miss', label: `No, all under ${need}` },
      { value: 'dice', label: 'Enter the dice' },
    ],
  };
  // Entering the dice is the default, so typed faces need no extra tap; one tap on yes/no
  // replaces them. The default decides nothing: the dice still have to be entered.
  return (str(a, q.id) ?? 'dice') === 'dice' ? [{ ...q, default: 'dice' }, ...diceQs()] : [q];
}

/** The fire entry of one weapon from the answers; null while unanswered. */
export function readSet(
  prefix: string,
  need: number,
  a: Answers,
  noDice = false,
): { dice?: number[]; hit?: boolean } | null {
  if (need <= 1 || need >= 7) return {};
  const how = str(a, `${prefix}.how`) ?? 'dice';
  if (how === 'hit') return { hit: true };
  if (how === 'miss') return { hit: false };
  if (how === 'dice') {
    if (noDice) return {};
    const f = faces(a, `${prefix}.dice`);
    return f ? { dice: f } : null;
  }
  return null;
}
