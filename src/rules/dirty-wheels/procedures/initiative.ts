import type { Question } from '../../core/procedure';
import { passText } from '../../core/roll-off';
import { tiedGroups } from '../order';
import { activatingIds, driverOf, effInit } from '../rules';

import { die, dwKit, name, ownerName, ownerSeat, preview, readRolls, signed, tieQuestions } from './kit';

// ---- A7.1 initiative, A7.1b deployment --------------------------------------------------------

export const initiativeProcedure = dwKit.define({
  id: 'dw.initiative',
  title: 'Initiative',
  ask(s, ctx, a) {
    const ids = activatingIds(s);
    const qs: Question[] = ids.map((id) =>
      die(
        `roll.${id}`,
        `${name(s, ctx, id)} (initiative ${signed(effInit(driverOf(s, id)))})`,
        6,
        1,
        ownerName(s, ctx, id),
        ownerSeat(s, ctx, id), // issue 40: each entity's owner rolls for it
      ),
    );
    const rolls = readRolls(ids, a);
    if (!rolls) return qs;
    return [...qs, ...tieQuestions(s, ctx, tiedGroups(s, ids, rolls).groups, a).qs];
  },
  resolve(s, ctx, a) {
    const ids = activatingIds(s);
    const rolls = readRolls(ids, a);
    if (!rolls) return { error: 'Still needed: a D6 for every car.' };
    const { passes } = tieQuestions(s, ctx, tiedGroups(s, ids, rolls).groups, a);
    if (!passes) return { error: 'Still tied: roll off with a D6.' };
    const reasons = ids.map(
      (id) =>
        `${name(s, ctx, id)}: ${rolls[id]} ${signed(effInit(driverOf(s, id)))} = ${rolls[id]! + effInit(driverOf(s, id))}.`,
    );
    for (const p of passes) reasons.push(`Tie roll-off: ${passText(p, (id) => name(s, ctx, id))}.`);
    return preview(s, ctx, { type: 'dw.initiative', payload: { rolls, passes } }, `Round ${s.round + 1}`, reasons);
  },
});
