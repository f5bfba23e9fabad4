import { face, str } from '../../core/answers';
import { areEnemies, inPlay } from '../rules';

import { die, dwKit, name, ownerName, preview } from './kit';

// ---- A7.8 upgrades ----------------------------------------------------------------------------

export const gunnerProcedure = dwKit.define({
  id: 'dw.gunner',
  title: 'Gunner',
  ask(s, ctx) {
    const a = s.activation;
    if (!a) return [];
    const targets = s.carOrder.filter((id) => inPlay(s, id) && areEnemies(s, a.entityId, id));
    return [
      {
        kind: 'choice',
        id: 'target',
        label: 'Enemy car within 3"',
        options: targets.map((id) => ({ value: id, label: name(s, ctx, id) })),
      },
      {
        kind: 'choice',
        id: 'aimAt',
        label: 'Aim at',
        options: [
          { value: 'tyres', label: 'Tyres (4+: −2" speed)' },
          { value: 'driver', label: 'Driver (6: destroyed)' },
        ],
      },
      die('roll', 'Gunner D6 (no aim)', 6, 1, ownerName(s, ctx, a.entityId)),
    ];
  },
  resolve(s, ctx, a) {
    const target = str(a, 'target');
    const aimAt = str(a, 'aimAt');
    const roll = face(a, 'roll');
    if (!target || !aimAt || roll === undefined) return { error: 'Still needed: the target, the aim and the D6.' };
    return preview(
      s,
      ctx,
      { type: 'dw.gunner', payload: { targetId: target, aimAt, roll } },
      `Gunner at ${name(s, ctx, target)}`,
      [aimAt === 'tyres' ? 'Tyres: 4+ hits, −2" speed for good.' : 'Driver: a 6 destroys the car.'],
    );
  },
});
