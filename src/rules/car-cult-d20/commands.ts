// The Car Cult D20 reducer: the section tables joined (their keys are the command types), each
// command applied to a core/draft copy, then `settle` (damage.ts) runs whatever needs no answer
// from the table and ends the round or the game. Commands carry every die face.

import { record } from '../core/check';
import { produce } from '../core/draft';
import { logAt } from '../core/log-row';
import { type Command, RuleError, type Setup } from '../core/model';
import { ACTIVATION } from './activation';
import { ccActor } from './actor';
import { COMBAT } from './combat';
import { DAMAGE, settle } from './damage';
import { DEFAULT_BUILD_LIMIT } from './data';
import { type Handler, logNames } from './handler';
import type { CcState } from './model';
import { MOVEMENT } from './movement';
import { ROSTER } from './roster';
import { houseRulesOf } from './rules';

export const CC_HANDLERS = { ...ROSTER, ...ACTIVATION, ...MOVEMENT, ...COMBAT, ...DAMAGE } as const;
export type CcHandledType = keyof typeof CC_HANDLERS;
export const CC_TYPES = Object.keys(CC_HANDLERS) as CcHandledType[];

export function handlerOf(type: string): Handler | undefined {
  return Object.hasOwn(CC_HANDLERS, type) ? CC_HANDLERS[type as CcHandledType] : undefined;
}

export function initialState(setup: Setup): CcState {
  const cars: CcState['cars'] = {};
  for (const c of setup.cars)
    cars[c.id] = {
      id: c.id,
      playerId: c.playerId,
      components: [],
      status: 'in_play',
      activated: false,
      rerollsSpent: 0,
      swapsSpent: 0,
      act: null,
    };
  return {
    phase: 'roster',
    buildLimit: DEFAULT_BUILD_LIMIT,
    round: 0,
    cars,
    activeCarId: null,
    tieRolls: {},
    roundStartST: null,
    mines: [],
    pending: [],
    nextId: 0,
    result: null,
  };
}

export function reduceCc(s: CcState, command: Command, setup: Setup): CcState {
  const p = record(command.payload);
  const h = handlerOf(command.type);
  if (!h) throw new RuleError(`Unknown command "${command.type}".`);
  if (s.phase === 'ended' && command.type !== 'cc.adjust') throw new RuleError('The game is over.');
  const ctx = { setup, h: houseRulesOf(setup), before: s };
  return produce(s, (d) => {
    h.reduce(d, p, ctx);
    settle(d, ctx);
  });
}

/** One log line per command, from the command alone. */
/** One log line per command, actor first (issue 30). */
export function describeCc(c: Command, setup: Setup, before: CcState | null = null): string | null {
  const h = handlerOf(c.type);
  const p = (c.payload ?? {}) as Record<string, unknown>;
  return h ? h.describe(p, logNames(setup), logAt(c, setup, before, ccActor, reduceCc)) : null;
}

/** The short form of a command's log line for the Undo button, or null where the line is short. */
export function describeCcShort(c: Command, setup: Setup): string | null {
  return handlerOf(c.type)?.short?.((c.payload ?? {}) as Record<string, unknown>, logNames(setup)) ?? null;
}
