import { str, strOrDefault } from '../../core/answers';
import type { Answers, Question } from '../../core/procedure';
import type { RwState } from '../model';
import { gearOfKind, remainingHits, rerollOffered, spikesAttackDice, spikesTargets, stats } from '../rules';
import { carName, ownerName, ownerSeat, type RwCtx } from './ctx';
import {
  actorQuestion,
  contestQuestions,
  contestReason,
  type PoolSpec,
  preview,
  readPool,
  rerollPayload,
  rwKit,
} from './kit';

function spikesParts(s: RwState, ctx: RwCtx, a: Answers) {
  const actorQ = actorQuestion(s, ctx, ['SPIKES'], 'Who drops Spikes?');
  const qs: Question[] = [actorQ];
  const actor = strOrDefault(a, 'actor', [actorQ]);
  const v = actor ? s.vehicles[actor] : undefined;
  if (!v) return { qs };
  qs.push({ kind: 'car', id: 'target', label: 'Enemy within 1 stick behind', carIds: spikesTargets(s, v.id) });
  const target = str(a, 'target');
  const t = target ? s.vehicles[target] : undefined;
  if (!t) return { qs, v };
  const att: PoolSpec = {
    id: 'att',
    label: `Spikes (size ${stats(s, t).size} + 1)`,
    count: spikesAttackDice(s, t),
    roller: ownerName(s, ctx, v.id),
    player: ownerSeat(s, ctx, v.id),
    canReroll: rerollOffered(s, v, 'ATTACK'),
  };
  const def: PoolSpec = {
    id: 'def',
    label: `${carName(ctx, t.id)} (hits left)`,
    count: remainingHits(s, t),
    roller: ownerName(s, ctx, t.id),
    player: ownerSeat(s, ctx, t.id),
    canReroll: rerollOffered(s, t, 'DEFENCE'),
  };
  qs.push(...contestQuestions(att, def, a));
  return { qs, v, t, af: readPool(att, a), df: readPool(def, a) };
}

export const spikesProcedure = rwKit.fromParts({
  id: 'rw.spikes',
  title: 'Spikes',
  parts: spikesParts,
  resolve(x, s, ctx, a) {
    if (!x.v || !x.t || !x.af || !x.df) return { error: 'Still needed: the target and the dice.' };
    const picked = str(a, 'token');
    const r = contestReason(x.af.final, x.df.final, 'the Spikes', carName(ctx, x.t.id));
    const payload = {
      attackerId: x.v.id,
      targetId: x.t.id,
      attack: x.af.rolled,
      ...rerollPayload('attack', x.af),
      defence: x.df.rolled,
      ...rerollPayload('defence', x.df),
      result: { winner: r.winner, overkill: r.overkill },
      // Issue 39: the Spikes the owner picked in their private panel, opened on Apply.
      ...(picked && gearOfKind(s, x.v, 'SPIKES').includes(picked) ? { tokenId: picked } : {}),
    };
    return preview(s, ctx, { type: 'rw.spikes', payload }, `Spikes on ${carName(ctx, x.t.id)}`, [
      r.text,
      'The Spikes are used up whatever happens; losing or tying does nothing.',
    ]);
  },
});
