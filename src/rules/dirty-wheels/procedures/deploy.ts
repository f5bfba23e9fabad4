import type { Question } from '../../core/procedure';
import { tiedGroups } from '../order';
import { driverOf, effInit, inPlay } from '../rules';

import { die, dwKit, name, ownerName, ownerSeat, preview, readRolls, tieQuestions } from './kit';

export const deployProcedure = dwKit.define({
  id: 'dw.deploy',
  title: 'Deployment order',
  ask(s, ctx, a) {
    const ids = s.carOrder.filter((id) => inPlay(s, id));
    const qs: Question[] = s.house.deploymentByRoll
      ? ids.map((id) =>
          die(
            `roll.${id}`,
            `${name(s, ctx, id)} (initiative ${effInit(driverOf(s, id))})`,
            6,
            1,
            ownerName(s, ctx, id),
            ownerSeat(s, ctx, id), // issue 40: each entity's owner rolls for it
          ),
        )
      : [];
    const rolls = s.house.deploymentByRoll ? readRolls(ids, a) : undefined;
    if (rolls === null) return qs;
    return [...qs, ...tieQuestions(s, ctx, tiedGroups(s, ids, rolls).groups, a).qs];
  },
  resolve(s, ctx, a) {
    const ids = s.carOrder.filter((id) => inPlay(s, id));
    const rolls = s.house.deploymentByRoll ? readRolls(ids, a) : undefined;
    if (rolls === null) return { error: 'Still needed: a D6 for every car.' };
    const { passes } = tieQuestions(s, ctx, tiedGroups(s, ids, rolls).groups, a);
    if (!passes) return { error: 'Still tied: roll off with a D6.' };
    return preview(
      s,
      ctx,
      { type: 'dw.deploy', payload: { passes, ...(rolls ? { rolls } : {}) } },
      'Deployment order',
      ['Highest driver initiative deploys first [DW-A17]; this order is advice, place the cars as the table agrees.'],
    );
  },
});
