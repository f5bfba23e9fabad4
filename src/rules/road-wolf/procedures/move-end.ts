import { applyDefaults } from '../../core/procedure';
import { EXITS } from '../commands';
import { clockWords } from '../data';

import { carName } from './ctx';
import { preview, rwKit } from './kit';

// ---- end of a move or skid (B7, B9.2) ----------------------------------------------------------

export const moveEndProcedure = rwKit.define({
  id: 'rw.moveEnd',
  title: 'Where did it end up?',
  ask(s, ctx) {
    const top = s.pending[0];
    if (top?.kind !== 'MOVE') return [];
    const n = carName(ctx, top.carId);
    const what = top.mode === 'SKID' ? `the skid (${clockWords(top.clock ?? 12)})` : 'the move';
    return [
      {
        kind: 'yesno',
        id: 'offRoad',
        label: `Was ${n} off the road at any point during ${what}?`,
        default: false,
        help: 'Off-road means no part of it touched the road.',
      },
      {
        kind: 'choice',
        id: 'exited',
        label: `Did ${n} leave the board?`,
        options: EXITS.map((e) => ({ value: e, label: e === 'NONE' ? 'No' : `By the ${e.toLowerCase()} edge` })),
        default: 'NONE',
      },
    ];
  },
  resolve(s, ctx, a0) {
    const top = s.pending[0];
    if (top?.kind !== 'MOVE') return { error: 'No move is under way.' };
    const a = applyDefaults(this.ask(s, ctx, a0), a0);
    const payload = { carId: top.carId, offRoad: a.offRoad === true, exited: (a.exited as string) ?? 'NONE' };
    return preview(
      s,
      ctx,
      { type: 'rw.moveEnd', payload },
      `${carName(ctx, top.carId)} stops`,
      top.stopped ? ['It rammed something, so the move stopped there.'] : [],
    );
  },
});
