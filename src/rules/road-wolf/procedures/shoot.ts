import { str, strOrDefault } from '../../core/answers';
import type { Answers, Question } from '../../core/procedure';
import { type TokenKind, WEAPON_DICE, WEAPON_NAMES } from '../data';
import type { RwState, RwVehicle } from '../model';
import { contest } from '../pools';
import { attackTargets, gearOfKind, knownKind, rerollOffered, shootDefenceDice, shotgunsReady } from '../rules';
import { carName, ownerName, ownerSeat, type RwCtx } from './ctx';
import {
  actorQuestion,
  contestQuestions,
  contestReason,
  freeOrAction,
  lossQuestions,
  type PoolSpec,
  preview,
  readLosses,
  readPool,
  rerollPayload,
  rwKit,
} from './kit';

// ---- shooting (B8.3) and Spikes (B8.4) --------------------------------------------------------

/**
 * Issue 39: the weapon token the owner picked in their private panel (answer `token`), named in
 * the command so that Apply opens that one; nothing is shown before.
 */
function usedToken(s: RwState, v: RwVehicle, weapon: string, a: Answers): { tokenId?: string } {
  const id = str(a, 'token');
  return id && s.tokens[id]?.kind === weapon && gearOfKind(s, v, weapon as TokenKind).includes(id)
    ? { tokenId: id }
    : {};
}

function shootParts(s: RwState, ctx: RwCtx, a: Answers) {
  const actorQ = actorQuestion(s, ctx, ['SHOOT', 'GUNNER_SHOT'], 'Who shoots?');
  const qs: Question[] = [actorQ];
  const actor = strOrDefault(a, 'actor', [actorQ]);
  const v = actor ? s.vehicles[actor] : undefined;
  if (!v) return { qs };
  const free = freeOrAction(
    s,
    v,
    a,
    qs,
    { action: 'GUNNER_SHOT', value: 'GUNNER', label: 'A Gunner’s free shot' },
    { action: 'SHOOT', label: 'Shoot (1 action)' },
  );
  const weapons = [
    ...(free || s.house.basicShot ? [{ value: 'BASIC', label: 'Plain shot (1 die)' }] : []),
    // Issue 9: only weapons the table has seen; a hidden one is revealed from its owner's tokens first.
    ...(shotgunsReady(s, v).some((id) => knownKind(s, id)) ? [{ value: 'SHOTGUN', label: 'Shotgun (2 dice)' }] : []),
    ...(gearOfKind(s, v, 'MOLOTOV').some((id) => knownKind(s, id))
      ? [{ value: 'MOLOTOV', label: 'Molotov (3 dice)' }]
      : []),
  ];
  const weaponQ: Question = {
    kind: 'choice',
    id: 'weapon',
    label: 'Weapon',
    options: weapons,
    ...(weapons[0] ? { default: weapons[0].value } : {}),
  };
  qs.push(weaponQ, {
    kind: 'car',
    id: 'target',
    label: 'Target within 1 stick (clear line of fire)',
    carIds: attackTargets(s, v.id),
  });
  const weapon = strOrDefault(a, 'weapon', [weaponQ]) as 'BASIC' | 'SHOTGUN' | 'MOLOTOV' | undefined;
  const target = str(a, 'target');
  const t = target ? s.vehicles[target] : undefined;
  if (!t || !weapon) return { qs, v, free };
  const att: PoolSpec = {
    id: 'att',
    label: `${carName(ctx, v.id)}: ${WEAPON_NAMES[weapon]}`,
    count: WEAPON_DICE[weapon],
    roller: ownerName(s, ctx, v.id),
    player: ownerSeat(s, ctx, v.id),
    canReroll: !free && rerollOffered(s, v, 'ATTACK'),
  };
  const def: PoolSpec = {
    id: 'def',
    label: `${carName(ctx, t.id)} defends`,
    count: shootDefenceDice(s, t),
    roller: ownerName(s, ctx, t.id),
    player: ownerSeat(s, ctx, t.id),
    canReroll: rerollOffered(s, t, 'DEFENCE'),
  };
  qs.push(...contestQuestions(att, def, a));
  const af = readPool(att, a);
  const df = readPool(def, a);
  if (!af || !df) return { qs, v, t, free, weapon };
  const c = contest(af.final, df.final);
  if (c.winner === 'ATTACKER' && c.overkill >= 1) qs.push(...lossQuestions(s, ctx, t.id, 'def', c.overkill, a));
  return { qs, v, t, free, weapon, af, df, c };
}

export const shootProcedure = rwKit.fromParts({
  id: 'rw.shoot',
  title: 'Shoot',
  parts: shootParts,
  resolve(x, s, ctx, a) {
    if (!x.v || !x.t || !x.af || !x.df || !x.c || !x.weapon)
      return { error: 'Still needed: the shooter, weapon, target and dice.' };
    const c = x.c;
    const payload = {
      attackerId: x.v.id,
      targetId: x.t.id,
      weapon: x.weapon,
      free: x.free,
      attack: x.af.rolled,
      ...rerollPayload('attack', x.af),
      defence: x.df.rolled,
      ...rerollPayload('defence', x.df),
      ...(c.winner === 'ATTACKER' && c.overkill ? { losses: readLosses(s, x.t.id, 'def', c.overkill, a) } : {}),
      result: { winner: c.winner, overkill: c.overkill },
      ...usedToken(s, x.v, x.weapon, a),
    };
    const reasons = [contestReason(x.af.final, x.df.final, carName(ctx, x.v.id), carName(ctx, x.t.id)).text];
    if (c.winner !== 'ATTACKER') reasons.push('A shot that does not win does nothing.');
    if (x.weapon === 'SHOTGUN') reasons.push('The Shotgun is thrown away if this shot kills any crew.');
    return preview(
      s,
      ctx,
      { type: 'rw.shoot', payload },
      `${WEAPON_NAMES[x.weapon]} at ${carName(ctx, x.t.id)}`,
      reasons,
    );
  },
});
