import { actedFor, logRow } from '../rules/core/log-row';
import { type Command, RuleError, type Setup } from '../rules/core/model';
import type { RuleSystem } from '../rules/system';
import { commandActor } from './actor';
import { CORE_TYPES, describeCore, initCore, reduceCore } from './core-commands';
import type { Timeline } from './timeline';
import type { Entry, GameState } from './types';

/** The reducer of one game: core commands here, everything else to its rule system. */
export function makeReducer(system: RuleSystem, setup: Setup): (state: GameState, command: Command) => GameState {
  return (state, command) => {
    if (CORE_TYPES.has(command.type)) {
      const core = reduceCore(state.core, command, setup);
      return core === state.core ? state : { ...state, core };
    }
    if (system.handles(command.type)) {
      if (state.core.ended) throw new RuleError('The game is over.');
      const sys = system.reduce(state.sys, command, setup);
      return sys === state.sys ? state : { ...state, sys };
    }
    throw new RuleError(`Unknown command "${command.type}".`);
  };
}

export function initialState(system: RuleSystem, setup: Setup): GameState {
  return { core: initCore(setup), sys: system.init(setup) };
}

/**
 * The log row of a command (issue 30): the system's line, actor first through the kit's rule
 * (core/log-row.ts). `before` is the game state the command was applied to, when known. `by`: the
 * entry's maker when another seat's phone made it for the actor (issue 40: "Ann, for Cy: …").
 */
export function describeCommand(
  system: RuleSystem,
  command: Command,
  setup: Setup,
  before: GameState | null = null,
  by?: string,
): string {
  const text = rowOf(system, command, setup, before);
  return by ? actedFor(text, by, commandActor(system, command, setup, before)?.playerId ?? null, setup) : text;
}

function rowOf(system: RuleSystem, command: Command, setup: Setup, before: GameState | null): string {
  const line = CORE_TYPES.has(command.type)
    ? describeCore(command, setup, before?.core ?? null)
    : (system.describe(command, setup, before?.sys ?? null) ?? command.type);
  return logRow(commandActor(system, command, setup, before), line);
}

type DoEntry = Extract<Entry, { kind: 'do' }>;
const rows = new WeakMap<DoEntry, string>();

/**
 * The log row of the 'do' entry at journal `index`, kept per entry once made (a journal's entries
 * are never changed, and a game's system and setup never change): a row on screen is not
 * described again on every render, and its state before is not looked up again (finding it walks
 * the undo stack and, below a snapshot, replays). An undone entry is described without its state,
 * as it reads after a reload (cheap: no state is looked up).
 */
export function entryText(system: RuleSystem, setup: Setup, timeline: Timeline<GameState>, index: number): string {
  const e = timeline.entries[index] as DoEntry;
  if (!timeline.isActive(index)) return describeCommand(system, e.command, setup, null, e.by);
  let text = rows.get(e);
  if (text === undefined) {
    text = describeCommand(system, e.command, setup, timeline.beforeOf(e.command, index), e.by);
    rows.set(e, text);
  }
  return text;
}
