import { str, strOrDefault } from '../../core/answers';
import { applyDefaults } from '../../core/procedure';
import { pickUpSources } from '../rules';
import { carName } from './ctx';
import { actorQuestion, missing, preview, rwKit } from './kit';

export const pickUpProcedure = rwKit.define({
  id: 'rw.pickUp',
  title: 'Pick up',
  ask(s, ctx, a) {
    const actorQ = actorQuestion(s, ctx, ['PICK_UP'], 'Which vehicle picks up?');
    const v = s.vehicles[strOrDefault(a, 'actor', [actorQ]) ?? ''];
    if (!v) return [actorQ];
    const src = pickUpSources(s, v.id);
    const options = [
      ...src.cars.map((id) => ({
        value: `car:${id}`,
        label: `${carName(ctx, id)} (${s.vehicles[id]!.gear.length} gear)`,
      })),
      ...src.markers.map((id, i) => ({ value: `marker:${id}`, label: `Gear marker ${i + 1}` })),
    ];
    return [
      actorQ,
      {
        kind: 'choice',
        id: 'source',
        label: 'From which adjacent wreck, abandoned vehicle or marker?',
        options,
        ...(options.length === 1 ? { default: options[0]!.value } : {}),
      },
    ];
  },
  resolve(s, ctx, a0) {
    const a = applyDefaults(this.ask(s, ctx, a0), a0);
    const m = missing(this, s, ctx, a);
    if (m) return { error: m };
    const actor = str(a, 'actor') as string;
    const [kind, id] = (str(a, 'source') ?? '').split(':');
    const payload = kind === 'marker' ? { carId: actor, markerId: id } : { carId: actor, sourceId: id };
    return preview(s, ctx, { type: 'rw.pickUp', payload }, `${carName(ctx, actor)} picks up all the gear`, [
      'Pick up costs 1 action and takes every gear token there.',
    ]);
  },
});
