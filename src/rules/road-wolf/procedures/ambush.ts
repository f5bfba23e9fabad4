import { str } from '../../core/answers';
import type { Answers, Question } from '../../core/procedure';
import { LAUNCH_POINTS } from '../commands';
import { WEAPON_DICE } from '../data';
import type { RwState } from '../model';
import { contest } from '../pools';
import {
  ambushProblem,
  ambushTokens,
  attackTargets,
  currentPlayer,
  knownKind,
  rerollOffered,
  shootDefenceDice,
} from '../rules';

import { carName, ownerName, ownerSeat, playerName, type RwCtx } from './ctx';
import {
  contestQuestions,
  contestReason,
  lossQuestions,
  type PoolSpec,
  preview,
  readLosses,
  readPool,
  rerollPayload,
  rwKit,
} from './kit';

// ---- Ambush (B8.5) ----------------------------------------------------------------------------

function ambushParts(s: RwState, ctx: RwCtx, a: Answers) {
  const player = currentPlayer(s);
  const qs: Question[] = [];
  if (!player || ambushProblem(s, player, 'TABLE')) return { qs };
  const tokens = ambushTokens(s, player).filter((id) => knownKind(s, id) === 'AMBUSH'); // issue 9: shown ones only
  const tokenQ: Question = {
    kind: 'choice',
    id: 'token',
    label: 'Which Ambush?',
    options: tokens.map((id) => {
      const loc = s.tokens[id]!.loc;
      return { value: id, label: loc.at === 'GEAR' ? `Aboard ${carName(ctx, loc.carId)}` : 'From your reserve' };
    }),
    ...(tokens[0] ? { default: tokens[0] } : {}),
  };
  const launches = LAUNCH_POINTS.filter((l) => l !== 'WRECK' || s.house.ambushFromWrecks);
  const names: Record<string, string> = {
    BOARD_END: 'An end of the board',
    CARD: 'A Bridge, Tunnel, Wreck or Supplies card',
    WRECK: 'A wrecked vehicle (house rule)',
  };
  qs.push(tokenQ, {
    kind: 'choice',
    id: 'launch',
    label: 'Launched from',
    options: launches.map((l) => ({ value: l, label: names[l] as string })),
    default: 'BOARD_END',
  });
  qs.push({ kind: 'car', id: 'target', label: 'Target within 2 sticks of that point', carIds: attackTargets(s, null) });
  const target = str(a, 'target');
  const t = target ? s.vehicles[target] : undefined;
  if (!t) return { qs, player };
  const att: PoolSpec = {
    id: 'att',
    label: 'Ambush',
    count: WEAPON_DICE.AMBUSH,
    roller: playerName(ctx, player),
    player,
    canReroll: false,
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
  if (!af || !df) return { qs, player, t };
  const c = contest(af.final, df.final);
  if (c.winner === 'ATTACKER' && c.overkill >= 1) qs.push(...lossQuestions(s, ctx, t.id, 'def', c.overkill, a));
  return { qs, player, t, af, df, c, tokenQ };
}

export const ambushProcedure = rwKit.fromParts({
  id: 'rw.ambush',
  title: 'Ambush',
  parts: ambushParts,
  problem(s) {
    const player = currentPlayer(s);
    return player ? ambushProblem(s, player, 'TABLE') : 'Not during a player turn.';
  },
  resolve(x, s, ctx, a) {
    if (!x.t || !x.af || !x.df || !x.c || !x.player) return { error: 'Still needed: the target and the dice.' };
    const c = x.c;
    const payload = {
      playerId: x.player,
      tokenId: str(a, 'token'),
      targetId: x.t.id,
      launch: str(a, 'launch'),
      attack: x.af.rolled,
      defence: x.df.rolled,
      ...rerollPayload('defence', x.df),
      ...(c.winner === 'ATTACKER' && c.overkill ? { losses: readLosses(s, x.t.id, 'def', c.overkill, a) } : {}),
      result: { winner: c.winner, overkill: c.overkill },
    };
    return preview(s, ctx, { type: 'rw.ambush', payload }, `Ambush on ${carName(ctx, x.t.id)}`, [
      contestReason(x.af.final, x.df.final, 'the Ambush', carName(ctx, x.t.id)).text,
      'No Veteran reroll for an Ambush.',
    ]);
  },
});
