import { bool, cars, face } from '../../core/answers';
import type { Question } from '../../core/procedure';
import { brightLightsMatter } from '../combat';
import { armour, baseAim, inPlay, needOf } from '../rules';

import { damageWords, die, dwKit, name, outcome, ownerName, preview, readSet, setQuestions } from './kit';

export const pipeBombsProcedure = dwKit.define({
  id: 'dw.pipeBombs',
  title: 'Pipe bombs',
  ask(s, ctx, a) {
    const act = s.activation;
    if (!act) return [];
    const roller = ownerName(s, ctx, act.entityId);
    const qs: Question[] = [
      {
        kind: 'cars',
        id: 'behind',
        label: 'Cars behind it within 6" (friends too)',
        carIds: s.carOrder.filter((id) => id !== act.entityId && inPlay(s, id)),
      },
    ];
    qs.push({ kind: 'yesno', id: 'bumpy', label: 'On bumpy ground?', default: false });
    if (brightLightsMatter(s, act.entityId))
      qs.push({ kind: 'yesno', id: 'bright', label: "Facing an enemy's bright lights?", default: false });
    const aim = baseAim(s, act.entityId) - (bool(a, 'bumpy') ? 1 : 0) - (bool(a, 'bright') ? 1 : 0);
    for (const id of cars(a, 'behind')) {
      qs.push(die(`pb.${id}.count`, `${name(s, ctx, id)}: D3 attacks`, 3, 1, roller));
      const n = face(a, `pb.${id}.count`);
      const need = needOf(armour(s, id) - 1, aim, s.house);
      if (n !== undefined)
        qs.push(
          ...setQuestions(`pb.${id}`, name(s, ctx, id), need, a, () => [
            die(`pb.${id}.dice`, `${name(s, ctx, id)}: ${n} dice, ${need}+ succeeds`, 6, n, roller),
          ]),
        );
    }
    return qs;
  },
  resolve(s, ctx, a) {
    const act = s.activation;
    if (!act) return { error: 'No car is activating.' };
    const aim = baseAim(s, act.entityId) - (bool(a, 'bumpy') ? 1 : 0) - (bool(a, 'bright') ? 1 : 0);
    const targets: Record<string, unknown>[] = [];
    for (const id of cars(a, 'behind')) {
      const countDie = face(a, `pb.${id}.count`);
      if (countDie === undefined) return { error: `Still needed: ${name(s, ctx, id)}'s D3.` };
      const got = readSet(`pb.${id}`, needOf(armour(s, id) - 1, aim, s.house), a);
      if (!got) return { error: `Still needed: ${name(s, ctx, id)}'s dice.` };
      targets.push({ id, countDie, ...got });
    }
    const command = {
      type: 'dw.pipeBombs',
      payload: {
        targets,
        ...(bool(a, 'bumpy') ? { onBumpy: true } : {}),
        ...(bool(a, 'bright') ? { brightLights: true } : {}),
      },
    };
    const hit = cars(a, 'behind');
    return preview(
      s,
      ctx,
      command,
      outcome(s, ctx, command, (after) =>
        hit.length
          ? `Pipe bombs: ${damageWords(s, after, ctx, hit)}.`
          : 'Pipe bombs: no car behind it, nothing happens.',
      ),
      ['Strength 1 against each car, at most 1 damage each [DW-A36].'],
    );
  },
});
