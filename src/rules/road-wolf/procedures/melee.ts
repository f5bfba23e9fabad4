import { str, strOrDefault } from '../../core/answers';
import type { Answers, Question } from '../../core/procedure';
import { actionProblem } from '../actions';
import type { RwState } from '../model';
import { contest } from '../pools';
import { attackTargets, meleeAttackDice, meleeDefenceDice, rerollOffered, stats } from '../rules';
import { carName, ownerName, ownerSeat, type RwCtx } from './ctx';
import {
  actorQuestion,
  contestQuestions,
  contestReason,
  lossQuestions,
  type PoolSpec,
  preview,
  readLosses,
  readPool,
  rerollPayload,
  rwKit,
} from './kit';

// ---- melee (B8.2) -----------------------------------------------------------------------------

function meleeParts(s: RwState, ctx: RwCtx, a: Answers) {
  const actorQ = actorQuestion(s, ctx, ['MELEE', 'FREE_MELEE'], 'Who attacks?');
  const actor = strOrDefault(a, 'actor', [actorQ]);
  const v = actor ? s.vehicles[actor] : undefined;
  const qs: Question[] = [actorQ];
  if (!v) return { qs };
  const free = s.freeMeleeFor === v.id && actionProblem(s, v.id, 'FREE_MELEE') === null;
  const targetQ: Question = {
    kind: 'car',
    id: 'target',
    label: 'Which adjacent vehicle?',
    carIds: attackTargets(s, v.id),
  };
  qs.push(targetQ);
  const target = str(a, 'target');
  const t = target ? s.vehicles[target] : undefined;
  if (!t) return { qs, v, free };
  const att: PoolSpec = {
    id: 'att',
    label: `${carName(ctx, v.id)} attacks`,
    count: meleeAttackDice(s, v),
    roller: ownerName(s, ctx, v.id),
    player: ownerSeat(s, ctx, v.id),
    canReroll: rerollOffered(s, v, 'ATTACK'),
  };
  const def: PoolSpec = {
    id: 'def',
    label: `${carName(ctx, t.id)} defends`,
    count: meleeDefenceDice(s, t),
    roller: ownerName(s, ctx, t.id),
    player: ownerSeat(s, ctx, t.id),
    canReroll: rerollOffered(s, t, 'DEFENCE'),
  };
  qs.push(...contestQuestions(att, def, a));
  const af = readPool(att, a);
  const df = readPool(def, a);
  if (!af || !df) return { qs, v, t, free, att, def };
  const c = contest(af.final, df.final);
  if (c.overkill >= 1 && c.winner === 'ATTACKER') qs.push(...lossQuestions(s, ctx, t.id, 'def', c.overkill, a));
  if (c.overkill >= 1 && c.winner === 'DEFENDER') qs.push(...lossQuestions(s, ctx, v.id, 'att', c.overkill, a));
  return { qs, v, t, free, att, def, af, df, c };
}

export const meleeProcedure = rwKit.fromParts({
  id: 'rw.melee',
  title: 'Melee',
  parts: meleeParts,
  resolve(x, s, ctx, a) {
    if (!x.v || !x.t || !x.af || !x.df || !x.c || !x.att || !x.def)
      return { error: 'Still needed: the attacker, the target and the dice.' };
    const c = x.c;
    const payload = {
      attackerId: x.v.id,
      defenderId: x.t.id,
      free: x.free,
      attack: x.af.rolled,
      ...rerollPayload('attack', x.af),
      defence: x.df.rolled,
      ...rerollPayload('defence', x.df),
      ...(c.winner === 'ATTACKER' && c.overkill ? { defenderLosses: readLosses(s, x.t.id, 'def', c.overkill, a) } : {}),
      ...(c.winner === 'DEFENDER' && c.overkill ? { attackerLosses: readLosses(s, x.v.id, 'att', c.overkill, a) } : {}),
      result: { winner: c.winner, overkill: c.overkill },
    };
    const r = contestReason(x.af.final, x.df.final, carName(ctx, x.v.id), carName(ctx, x.t.id));
    const reasons = [
      `${x.free ? 'Free melee after the move. ' : ''}Attack: crew + Brawlers = ${x.att.count} dice; defence: crew${stats(s, x.t).body === 'CLOSED' ? ' + 1 (Closed)' : ''} = ${x.def.count}.`,
      r.text,
    ];
    return preview(s, ctx, { type: 'rw.melee', payload }, `Melee on ${carName(ctx, x.t.id)}`, reasons);
  },
});
