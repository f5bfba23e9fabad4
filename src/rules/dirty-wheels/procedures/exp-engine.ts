import { face } from '../../core/answers';

import { die, dwKit, ownerName, preview } from './kit';

export const expEngineProcedure = dwKit.define({
  id: 'dw.expEngine',
  title: 'Experimental engine',
  ask(s, ctx) {
    const act = s.activation;
    if (!act) return [];
    const roller = ownerName(s, ctx, act.entityId);
    return [
      die('d3', 'Extra movement: D3 (+3")', 3, 1, roller),
      die('d6', 'Engine check: D6, 4+ is 1 damage to itself', 6, 1, roller),
    ];
  },
  resolve(s, ctx, a) {
    const d3 = face(a, 'd3');
    const d6 = face(a, 'd6');
    if (d3 === undefined || d6 === undefined) return { error: 'Still needed: the D3 and the D6.' };
    return preview(
      s,
      ctx,
      { type: 'dw.expEngine', payload: { d3, d6 } },
      `+${d3 + 3}" of movement`,
      d6 >= 4 ? ['The engine hurts itself: 1 damage (the extra movement stays) [DW-A40].'] : [],
    );
  },
});
