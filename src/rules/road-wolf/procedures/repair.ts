import { strOrDefault } from '../../core/answers';
import type { Answers, Question } from '../../core/procedure';
import { MECHANIC_REPAIR_DICE, REPAIR_DICE } from '../data';
import type { RwState } from '../model';
import { rerollOffered } from '../rules';
import { ownerName, ownerSeat, type RwCtx } from './ctx';
import {
  actorQuestion,
  freeOrAction,
  type PoolSpec,
  poolQuestions,
  preview,
  readPool,
  rerollPayload,
  rerollQuestions,
  rwKit,
} from './kit';

// ---- repair (B7) ------------------------------------------------------------------------------

function repairParts(s: RwState, ctx: RwCtx, a: Answers) {
  const actorQ = actorQuestion(s, ctx, ['REPAIR', 'MECHANIC_REPAIR'], 'Which vehicle?');
  const qs: Question[] = [actorQ];
  const actor = strOrDefault(a, 'actor', [actorQ]);
  const v = actor ? s.vehicles[actor] : undefined;
  if (!v) return { qs };
  const free = freeOrAction(
    s,
    v,
    a,
    qs,
    { action: 'MECHANIC_REPAIR', value: 'MECHANIC', label: 'A Mechanic’s free repair (2 dice)' },
    { action: 'REPAIR', label: 'Repair (1 action, 1 die)' },
  );
  const pool: PoolSpec = {
    id: 'dice',
    label: 'Repair roll: each 6 removes a damage',
    count: free ? MECHANIC_REPAIR_DICE : REPAIR_DICE,
    roller: ownerName(s, ctx, v.id),
    player: ownerSeat(s, ctx, v.id),
    canReroll: !free && rerollOffered(s, v, 'ATTACK'),
  };
  qs.push(...poolQuestions(pool), ...rerollQuestions(pool, a));
  return { qs, v, free, pf: readPool(pool, a) };
}

export const repairProcedure = rwKit.fromParts({
  id: 'rw.repair',
  title: 'Repair',
  parts: repairParts,
  resolve(x, s, ctx) {
    if (!x.v || !x.pf) return { error: 'Still needed: the vehicle and the dice.' };
    const removed = Math.min(x.v.damage, x.pf.final.filter((f) => f === 6).length);
    const payload = { carId: x.v.id, free: x.free, dice: x.pf.rolled, ...rerollPayload('dice', x.pf), removed };
    return preview(
      s,
      ctx,
      { type: 'rw.repair', payload },
      removed ? `${removed} damage repaired` : 'No 6: nothing repaired',
      [`Rolled ${x.pf.final.join(', ')}.`],
    );
  },
});
