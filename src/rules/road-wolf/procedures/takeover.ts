import { str, strOrDefault } from '../../core/answers';
import type { Answers, Question } from '../../core/procedure';
import type { RwState } from '../model';
import { takeoverTargets } from '../rules';
import { newDriverQuestion, tokenLabel, tokenName } from './crew-questions';
import { carName, type RwCtx } from './ctx';
import { actorQuestion, preview, rwKit } from './kit';

function takeoverParts(s: RwState, ctx: RwCtx, a: Answers) {
  const actorQ = actorQuestion(s, ctx, ['TAKEOVER'], 'Which vehicle’s crew boards?');
  const qs: Question[] = [actorQ];
  const v = s.vehicles[strOrDefault(a, 'actor', [actorQ]) ?? ''];
  if (!v) return { qs };
  const ids = takeoverTargets(s, v.id);
  qs.push({
    kind: 'car',
    id: 'target',
    label: 'Which abandoned vehicle, adjacent?',
    carIds: ids,
    ...(ids.length === 1 ? { default: ids[0] } : {}),
  });
  const crew = [...(v.driverSeat ? [v.driverSeat] : []), ...v.passengers];
  const crewQ: Question = {
    kind: 'choice',
    id: 'crew',
    label: 'Who goes to its driver seat?',
    options: crew.map((id) => ({ value: id, label: tokenLabel(s, v, id) })),
    ...(crew.length ? { default: crew[crew.length - 1] } : {}),
  };
  qs.push(crewQ);
  const crewId = strOrDefault(a, 'crew', [crewQ]);
  qs.push(
    ...v.gear.map(
      (id): Question => ({
        kind: 'yesno',
        id: `gear.${id}`,
        label: `Take the ${tokenName(s, id)} along?`,
        default: false,
      }),
    ),
  );
  if (crewId) qs.push(...newDriverQuestion(s, v, [crewId]));
  return { qs, v, crewId };
}

export const takeoverProcedure = rwKit.fromParts({
  id: 'rw.takeover',
  title: 'Takeover',
  parts: takeoverParts,
  resolve(x, s, ctx, a) {
    const target = str(a, 'target');
    if (!x.v || !x.crewId || !target) return { error: 'Still needed: the vehicle, the target and the crew.' };
    const payload = {
      carId: x.v.id,
      targetId: target,
      crewTokenId: x.crewId,
      gearTokenIds: x.v.gear.filter((id) => a[`gear.${id}`] === true),
      ...(str(a, 'newDriver') ? { newDriverId: str(a, 'newDriver') } : {}),
    };
    return preview(
      s,
      ctx,
      { type: 'rw.takeover', payload },
      `${carName(ctx, x.v.id)} takes over ${carName(ctx, target)}`,
      ['Takeover costs 1 action; the taken vehicle has 1 action left this turn.'],
    );
  },
});
