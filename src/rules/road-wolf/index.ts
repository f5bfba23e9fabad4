import { commandSubjects } from '../core/log-row';
import type { Command, Setup } from '../core/model';
import type { CommandDetail, RuleSystem } from '../system';
import { RW_ACTORS, rwActor } from './actor';
import { describeRw, reduceRw } from './commands';
import { DEFAULT_CARS_PER_PLAYER, HOUSE_RULES } from './data';
import { logNames } from './handler';
import type { RwState } from './model';
import { describeChanges } from './procedures';
import { REFERENCE } from './reference';
import { currentPlayer, initialState, RW_RULES_REVISION } from './rules';
import { RW_SECRETS } from './secrets';

/** The log's detail view of one command (issue 9): who acted, then what changed and what to do with the models. */
export function explainRw(before: RwState, after: RwState, c: Command, setup: Setup): CommandDetail {
  const p = c.payload as Record<string, unknown>;
  const { player } = logNames(setup);
  const acting = [p.carId, p.attackerId].find((x): x is string => typeof x === 'string' && !!before.vehicles[x]);
  const whoId = acting
    ? before.vehicles[acting]?.controllerId
    : typeof p.playerId === 'string'
      ? p.playerId
      : currentPlayer(before);
  const lines = describeChanges(before, after, { setup });
  if (c.type === 'rw.adjust') lines.unshift('A table correction: set by hand, no dice and no rule.');
  return { ...(whoId ? { who: player(whoId) } : {}), lines };
}

export const roadWolf: RuleSystem<RwState> = {
  id: 'road-wolf',
  name: 'Road Wolf',
  handles: (type) => type.startsWith('rw.'),
  init: initialState,
  reduce: reduceRw,
  describe: describeRw,
  actor: rwActor,
  subjects: (c, setup, before) => commandSubjects(RW_ACTORS, c, setup, before),
  explain: explainRw,
  outcome: (s) =>
    s.result
      ? {
          winnerIds:
            'winnerSide' in s.result
              ? (s.sides.find((t) => t.id === (s.result as { winnerSide: string }).winnerSide)?.players ?? [])
              : [],
        }
      : null,
  houseRules: HOUSE_RULES,
  rulesRevision: RW_RULES_REVISION,
  reference: REFERENCE,
  secrets: RW_SECRETS,
  carsPerPlayer: {
    default: DEFAULT_CARS_PER_PLAYER,
    hint: 'A vehicle costs its size; each player spends the same points value (2 to 6 is usual).',
  },
};

export default roadWolf;
export type { RwState };
export { describeRw };
