import { str, strOrDefault } from '../../core/answers';
import type { Answers, Question } from '../../core/procedure';
import type { RwState } from '../model';
import { transferTargets } from '../rules';
import { newDriverQuestion, tokenLabel } from './crew-questions';
import { carName, type RwCtx } from './ctx';
import { actorQuestion, preview, rwKit } from './kit';

function transferParts(s: RwState, ctx: RwCtx, a: Answers) {
  const actorQ = actorQuestion(s, ctx, ['TRANSFER'], 'Which vehicle hands over?');
  const qs: Question[] = [actorQ];
  const v = s.vehicles[strOrDefault(a, 'actor', [actorQ]) ?? ''];
  if (!v) return { qs };
  const ids = transferTargets(s, v.id);
  qs.push({
    kind: 'car',
    id: 'to',
    label: 'To which adjacent friendly vehicle?',
    carIds: ids,
    ...(ids.length === 1 ? { default: ids[0] } : {}),
  });
  const aboard = [...(v.driverSeat ? [v.driverSeat] : []), ...v.passengers, ...v.gear];
  qs.push(
    ...aboard.map(
      (id): Question => ({
        kind: 'yesno',
        id: `tok.${id}`,
        label: `Hand over the ${tokenLabel(s, v, id)}?`,
        default: false,
      }),
    ),
  );
  const chosen = aboard.filter((id) => a[`tok.${id}`] === true);
  qs.push(...newDriverQuestion(s, v, chosen));
  return { qs, v, chosen };
}

export const transferProcedure = rwKit.fromParts({
  id: 'rw.transfer',
  title: 'Transfer',
  parts: transferParts,
  resolve(x, s, ctx, a) {
    const to = str(a, 'to');
    if (!x.v || !to) return { error: 'Still needed: the vehicles.' };
    if (!x.chosen?.length) return { error: 'Pick at least one token to hand over.' };
    const payload = {
      carId: x.v.id,
      toId: to,
      tokenIds: x.chosen,
      ...(str(a, 'newDriver') ? { newDriverId: str(a, 'newDriver') } : {}),
    };
    return preview(s, ctx, { type: 'rw.transfer', payload }, `${x.chosen.length} token(s) to ${carName(ctx, to)}`, [
      'Transfer costs 1 action.',
    ]);
  },
});
