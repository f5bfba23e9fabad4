import { str } from '../../core/answers';
import { areEnemies, inPlay, nextSegmentBudget } from '../rules';

import { dwKit, name, preview } from './kit';

/** A7.8.1: the activating car gives up a segment and a friendly car in play moves it instead [DW-A39]. */
export const comsProcedure = dwKit.define({
  id: 'dw.coms',
  title: 'Coms booster',
  ask(s, ctx) {
    const a = s.activation;
    if (!a) return [];
    const friends = s.carOrder.filter((x) => x !== a.entityId && inPlay(s, x) && !areEnemies(s, a.entityId, x));
    return [
      {
        kind: 'choice',
        id: 'friend',
        label: `Which friendly car moves up to ${nextSegmentBudget(a)}"?`,
        options: friends.map((x) => ({ value: x, label: name(s, ctx, x) })),
      },
    ];
  },
  resolve(s, ctx, a) {
    const f = str(a, 'friend');
    if (!f || !s.activation) return { error: 'Still needed: the friendly car.' };
    const b = nextSegmentBudget(s.activation);
    const n = name(s, ctx, f);
    return preview(s, ctx, { type: 'dw.coms', payload: { friendId: f } }, `${n} moves instead`, [
      `This car gives up a ${b}" segment. ${n} may pivot up to 90° and move up to ${b}" (backwards costs double); if it touches something, tap Touched [DW-A39].`,
    ]);
  },
});
