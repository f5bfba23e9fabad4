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

// Issue 15 (every tap in one frame): the windowed log re-renders its ~20 visible rows on every
// tap, each asking for its text. A journal's commands are never mutated, so a command's text is
// computed once per (command, system, setup) and kept as long as the command object lives. A row
// with the state before it and one without (an undone entry, whose state is not kept) are kept
// apart, so an undone row reads the same before and after a reload.
const described = new WeakMap<Command, { system: RuleSystem; setup: Setup; known: boolean; text: string }>();

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
  const hit = described.get(command);
  if (hit && hit.system === system && hit.setup === setup && hit.known === (before !== null)) return hit.text;
  const line = CORE_TYPES.has(command.type)
    ? describeCore(command, setup, before?.core ?? null)
    : (system.describe(command, setup, before?.sys ?? null) ?? command.type);
  const text = logRow(commandActor(system, command, setup, before), line);
  described.set(command, { system, setup, known: before !== null, text });
  return text;
}

type DoEntry = Extract<Entry, { kind: 'do' }>;
const rows = new WeakMap<DoEntry, { system: RuleSystem; setup: Setup; active: boolean; text: string }>();

/**
 * The log row of the 'do' entry at journal `index`, kept per entry once made: a row on screen is
 * not described again on every render, and its state before is not looked up again (finding it
 * walks the undo stack and, below a snapshot, replays). An undone entry reads as it did, without
 * its state, as after a reload.
 */
export function entryText(system: RuleSystem, setup: Setup, timeline: Timeline<GameState>, index: number): string {
  const e = timeline.entries[index] as DoEntry;
  const active = timeline.isActive(index);
  const hit = rows.get(e);
  if (hit && hit.system === system && hit.setup === setup && hit.active === active) return hit.text;
  const text = describeCommand(system, e.command, setup, active ? timeline.beforeOf(e.command, index) : null, e.by);
  rows.set(e, { system, setup, active, text });
  return text;
}
