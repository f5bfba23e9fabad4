import { str, strOrDefault } from '../../core/answers';
import { applyDefaults } from '../../core/procedure';
import { TOKEN_KINDS, tokenCategory, tokenRow } from '../data';
import { carName, ownerName } from './ctx';
import { actorQuestion, missing, preview, rwKit } from './kit';

export const suppliesProcedure = rwKit.define({
  id: 'rw.supplies',
  title: 'Supplies',
  ask(s, ctx, a) {
    const actorQ = actorQuestion(s, ctx, ['SUPPLIES'], 'Which vehicle ended its move on the Supplies card?');
    const v = s.vehicles[strOrDefault(a, 'actor', [actorQ]) ?? ''];
    if (!v) return [actorQ];
    const options = [
      ...(v.damage > 0 ? [{ value: 'REPAIR', label: 'Repair 1 damage' }] : []),
      ...TOKEN_KINDS.map((k) => ({
        value: k,
        label: `${tokenRow(k).name} (${tokenCategory(k) === 'CREW' ? 'crew' : 'gear'})`,
      })),
    ];
    return [actorQ, { kind: 'choice', id: 'take', label: 'Take what?', options }];
  },
  resolve(s, ctx, a0) {
    const a = applyDefaults(this.ask(s, ctx, a0), a0);
    const m = missing(this, s, ctx, a);
    if (m) return { error: m };
    const actor = str(a, 'actor') as string;
    return preview(s, ctx, { type: 'rw.supplies', payload: { carId: actor, take: str(a, 'take') } }, 'Supplies', [
      'Supplies cost 1 action.',
    ]);
  },
});

/**
 * R-21 on the shared screen (issue 9): the table sees Supplies used, never which token. This
 * sheet repairs 1 damage; a token is picked on the owner's private panel (suppliesProcedure), so
 * the kind is chosen where only its owner looks.
 */
export const suppliesTableProcedure = rwKit.define({
  id: 'rw.supplies',
  title: 'Supplies',
  ask(s, ctx, a) {
    const actorQ = actorQuestion(s, ctx, ['SUPPLIES'], 'Which vehicle ended its move on the Supplies card?');
    const v = s.vehicles[strOrDefault(a, 'actor', [actorQ]) ?? ''];
    if (!v) return [actorQ];
    const help = `To take a token instead, ${ownerName(s, ctx, v.id)} picks it on their private panel (Owner: look), unseen by the table.`;
    return [
      actorQ,
      {
        kind: 'choice',
        id: 'take',
        label: 'Repair 1 damage?',
        options: [{ value: 'REPAIR', label: 'Repair 1 damage' }],
        ...(v.damage > 0 ? { default: 'REPAIR' } : {}),
        help,
      },
    ];
  },
  resolve(s, ctx, a0) {
    const a = applyDefaults(this.ask(s, ctx, a0), a0);
    const v = s.vehicles[str(a, 'actor') ?? ''];
    if (v && v.damage === 0)
      return {
        error: `${carName(ctx, v.id)} has no damage to repair. To take a token, ${ownerName(s, ctx, v.id)} picks it on their private panel (Owner: look).`,
      };
    const m = missing(this, s, ctx, a);
    if (m) return { error: m };
    return preview(
      s,
      ctx,
      { type: 'rw.supplies', payload: { carId: str(a, 'actor') as string, take: 'REPAIR' } },
      'Supplies: 1 damage repaired',
      ['Supplies cost 1 action.'],
    );
  },
});

/** Sheets opened from an owner's private panel only (issue 9): their questions name hidden token kinds. */
