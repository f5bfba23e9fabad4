import { type Command, RuleError, type Setup } from '../rules/core/model';
import type { RuleSystem } from '../rules/system';
import { CORE_TYPES, describeCore, initCore, reduceCore } from './core-commands';
import type { GameState } from './types';

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
// computed once per (command, system, setup) and kept as long as the command object lives.
const described = new WeakMap<Command, { system: RuleSystem; setup: Setup; text: string }>();

export function describeCommand(system: RuleSystem, command: Command, setup: Setup): string {
  const hit = described.get(command);
  if (hit && hit.system === system && hit.setup === setup) return hit.text;
  const text = CORE_TYPES.has(command.type)
    ? describeCore(command, setup)
    : (system.describe(command, setup) ?? command.type);
  described.set(command, { system, setup, text });
  return text;
}
