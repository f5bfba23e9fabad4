import { cars, face } from '../../core/answers';
import type { Question } from '../../core/procedure';
import { destroyedOutcome, explosionCandidates, pendingDestruction } from '../combat';
import { destroyedRow } from '../data';
import { entity } from '../rules';

import { die, dwKit, name, ownerName, preview } from './kit';

// ---- A7.6 destroyed table ---------------------------------------------------------------------

export const destroyedProcedure = dwKit.define({
  id: 'dw.destroyed',
  title: 'Destroyed',
  ask(s, ctx, a) {
    const head = pendingDestruction(s);
    if (!head) return [];
    const qs: Question[] = [
      die('roll', `${name(s, ctx, head.entityId)}: destroyed table D6`, 6, 1, ownerName(s, ctx, head.entityId)),
    ];
    const roll = face(a, 'roll');
    if (roll !== undefined && destroyedOutcome(s, head.entityId, roll).explodes) {
      qs.push({
        kind: 'cars',
        id: 'within3',
        label: `Cars within 3" of where ${name(s, ctx, head.entityId)} explodes`,
        carIds: explosionCandidates(s, head.entityId),
        help: 'Measure from its final position (after a tumble or drive). Each takes 1 damage.',
        each: 'caught in the blast',
      });
    }
    return qs;
  },
  resolve(s, ctx, a) {
    const head = pendingDestruction(s);
    if (!head) return { error: 'Nothing is waiting on the destroyed table.' };
    const roll = face(a, 'roll');
    if (roll === undefined) return { error: 'Still needed: the D6.' };
    const row = destroyedRow(roll)!;
    const within3 = row.explodes || entity(s, head.entityId)?.kind === 'scenery' ? cars(a, 'within3') : [];
    return preview(
      s,
      ctx,
      { type: 'dw.destroyed', payload: { entityId: head.entityId, roll, within3 } },
      destroyedOutcome(s, head.entityId, roll).text,
      [],
    );
  },
});
