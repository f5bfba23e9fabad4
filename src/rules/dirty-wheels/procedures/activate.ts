import { bool } from '../../core/answers';
import type { Question } from '../../core/procedure';
import { nextToActivate } from '../effects';
import { entity, hasTrait, speed } from '../rules';

import { dwKit, name, preview } from './kit';

// ---- A7.2 start of an activation --------------------------------------------------------------

export const activateProcedure = dwKit.define({
  id: 'dw.activate',
  title: 'Activate',
  ask(s, ctx) {
    const id = nextToActivate(s);
    if (!id || entity(s, id)?.kind !== 'car') return [];
    const qs: Question[] = [
      {
        kind: 'yesno',
        id: 'mud',
        label: `${name(s, ctx, id)} starts in thick mud?`,
        default: false,
        help: '−1" of movement this activation [DW-A29].',
      },
    ];
    if (hasTrait(s, id, 'expert_driver'))
      qs.push({ kind: 'yesno', id: 'expert', label: 'Use 3" segments (Expert driver)?', default: false });
    return qs;
  },
  resolve(s, ctx, a) {
    const id = nextToActivate(s);
    if (!id) return { error: 'Nobody is waiting to activate.' };
    const car = entity(s, id)?.kind === 'car';
    const payload = {
      entityId: id,
      ...(car && bool(a, 'mud') ? { startsInMud: true } : {}),
      ...(car && bool(a, 'expert') ? { expert: true } : {}),
    };
    return preview(
      s,
      ctx,
      { type: 'dw.activate', payload },
      `${name(s, ctx, id)} activates`,
      car ? [`Speed ${speed(s, id)}".`] : ['Scenery only shoots [DW-A43].'],
    );
  },
});
