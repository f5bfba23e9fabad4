// The Dirty Wheels reducer. Commands carry the facts the table declared and every die face;
// each command's reducer and log line live in the section file of its rule (roster-commands,
// turn, combat), and this table joins them. After every command the pending queue settles what
// needs no table input (core/pending runChain), the order moves on and the end is checked.

import { record } from '../core/check';
import { produce } from '../core/draft';
import { logAt } from '../core/log-row';
import { type Command, RuleError, type Setup } from '../core/model';
import { dwActor } from './actor';
import { COMBAT } from './combat';
import { settle } from './effects';
import { commandNames, type Handler } from './handler';
import type { DwCommandType, DwState } from './model';
import { ROSTER } from './roster-commands';
import { TURN } from './turn';

/** Every Dirty Wheels command: its reducer and its log line. */
export const DW_HANDLERS = { ...ROSTER, ...TURN, ...COMBAT } as const;
export const DW_TYPES = Object.keys(DW_HANDLERS);

// Every payload type in model.ts has a handler, and every handler a payload type (compile time).
type Unhandled = Exclude<DwCommandType, keyof typeof DW_HANDLERS>;
type Untyped = Exclude<keyof typeof DW_HANDLERS, DwCommandType>;
export const DW_TYPES_MATCH: [Unhandled | Untyped] extends [never] ? true : never = true;

/** Every payload type in model.ts has a handler, and every handler a payload type. */
type Missing = Exclude<DwCommandType, keyof typeof DW_HANDLERS>;
const _allHandled: Missing extends never ? true : Missing = true;
void _allHandled;

export function handlerOf(type: string): Handler | undefined {
  return Object.hasOwn(DW_HANDLERS, type) ? (DW_HANDLERS as Record<string, Handler>)[type] : undefined;
}

export function reduceDw(s: DwState, command: Command, setup: Setup): DwState {
  const p = record(command.payload);
  const h = handlerOf(command.type);
  if (!h) throw new RuleError(`Unknown command "${command.type}".`);
  if (s.phase === 'ended' && command.type !== 'dw.adjust') throw new RuleError('The game is over.');
  return produce(s, (d) => {
    h.reduce(d, p, s, setup);
    settle(d, setup);
  });
}

/** One log line per command, actor first (issue 30). */
export function describeDw(c: Command, setup: Setup, before: DwState | null = null): string | null {
  const p = c.payload as Record<string, unknown>;
  const h = handlerOf(c.type);
  return h ? h.describe(p, commandNames(p, setup), logAt(c, setup, before, dwActor, reduceDw)) : null;
}
