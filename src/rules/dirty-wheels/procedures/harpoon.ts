import { face, str } from '../../core/answers';
import { targetProblem } from '../actions';

import { die, dwKit, name, ownerName, preview } from './kit';

export const harpoonProcedure = dwKit.define({
  id: 'dw.harpoon',
  title: 'Harpoon',
  ask(s, ctx) {
    const act = s.activation;
    if (!act) return [];
    const targets = [...s.carOrder, ...s.sceneryOrder].filter((id) => targetProblem(s, act.entityId, id) === null);
    return [
      {
        kind: 'choice',
        id: 'target',
        label: `Target in sight${typeof s.house.harpoonRange === 'number' ? ` within ${s.house.harpoonRange}"` : ''}`,
        options: targets.map((id) => ({ value: id, label: name(s, ctx, id) })),
      },
      die('roll', 'Harpoon D6: 3+ hits', 6, 1, ownerName(s, ctx, act.entityId)),
    ];
  },
  resolve(s, ctx, a) {
    const target = str(a, 'target');
    const roll = face(a, 'roll');
    if (!target || roll === undefined) return { error: 'Still needed: the target and the D6.' };
    return preview(
      s,
      ctx,
      { type: 'dw.harpoon', payload: { targetId: target, roll } },
      roll >= 3 ? `Harpooned ${name(s, ctx, target)}` : 'Harpoon missed',
      ['Once per game. A hit deals 1 damage and ties the two cars together [DW-A38].'],
    );
  },
});
