// The Road Wolf reducer (issue 10). Commands carry the facts the table declared and every die
// face (with Veteran rerolls as {index, newFace}); results they record for the log are
// re-derived by the rules and must agree. Follow-ups of a resolution (wipeouts, skids) wait on
// the pending queue. Each command's reducer and log line live in the section file of its
// rule; this table joins them, and its keys are the command types.

import { record } from '../core/check';
import { produce } from '../core/draft';
import { logAt } from '../core/log-row';
import { type Command, RuleError, type Setup } from '../core/model';
import { rwActor } from './actor';
import { COMBAT } from './combat';
import { CREW } from './crew';
import { settle } from './effects';
import { FORCES } from './forces';
import { type Handler, logNames } from './handler';
import { missionOf } from './mission';
import { MISSION_COMMANDS } from './missions/commands';
// Installs every mission's hooks (mission.ts missionOf): whatever reduces a game has them.
import './missions/hooks';
import type { RwState } from './model';
import { MOVEMENT } from './movement';
import { ROAD } from './road';
import { NOT_OPENED, openTokens, shownUnopened } from './secrets';
import { TURN } from './turn';

export { LAUNCH_POINTS, type LaunchPoint } from './combat';
export { EXITS } from './movement';
export { WIPEOUT_OUTCOMES, type WipeoutOutcome } from './road';

/** Every Road Wolf command: its reducer and its log line (handler.ts). */
export const RW_HANDLERS = {
  ...FORCES,
  ...TURN,
  ...MOVEMENT,
  ...COMBAT,
  ...CREW,
  ...ROAD,
  ...MISSION_COMMANDS,
} as const;
export type RwCommandType = keyof typeof RW_HANDLERS;
/** The missions' own command types (missions/commands.ts). */
export const MISSION_TYPES = Object.keys(MISSION_COMMANDS) as RwCommandType[];
export const RW_TYPES = Object.keys(RW_HANDLERS) as RwCommandType[];

export function handlerOf(type: string): Handler | undefined {
  return Object.hasOwn(RW_HANDLERS, type) ? RW_HANDLERS[type as RwCommandType] : undefined;
}

/**
 * What may be done while a mission's setup step is due (Mission.beforePlay, B12.9): the step's own
 * commands, the table's corrections and ending the game by agreement. Everything else waits.
 */
const BEFORE_PLAY_TYPES: ReadonlySet<string> = new Set<RwCommandType>([
  'rw.roadDeck',
  'rw.roadShuffle',
  'rw.layRoad',
  'rw.adjust',
  'rw.endGame',
]);

/** Why `type` is refused because a setup step the mission requires is not done (rules revision 4), or null. */
export function beforePlayProblem(s: RwState, type: string): string | null {
  if (BEFORE_PLAY_TYPES.has(type)) return null;
  return missionOf(s).beforePlay(s)?.message ?? null;
}

export function reduceRw(before: RwState, command: Command, setup: Setup): RwState {
  const p = record(command.payload);
  const h = handlerOf(command.type);
  if (!h) throw new RuleError(`Unknown command "${command.type}".`);
  const waiting = beforePlayProblem(before, command.type);
  if (waiting) throw new RuleError(waiting);
  // Issue 32: the kinds this command shows, checked against their commitments, before the rule reads them.
  const s = p.open === undefined ? before : produce(before, (d) => openTokens(d, p, setup));
  const after = produce(s, (d) => {
    h.reduce(d, p, s, setup);
    settle(d);
  });
  // Issue 39: whatever the command, a token it turns face up in play carries its opening.
  if (shownUnopened(s, after)) throw new RuleError(NOT_OPENED);
  return after;
}

/** One log line per command, actor first (issue 30). Token kinds bought stay hidden (B3.4). */
export function describeRw(c: Command, setup: Setup, before: RwState | null = null): string | null {
  const h = handlerOf(c.type);
  return h
    ? h.describe(c.payload as Record<string, unknown>, logNames(setup), logAt(c, setup, before, rwActor, reduceRw))
    : null;
}
