import { RuleError, type Command, type Setup } from '../rules/core/model';
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

export function describeCommand(system: RuleSystem, command: Command, setup: Setup): string {
  if (CORE_TYPES.has(command.type)) return describeCore(command, setup);
  return system.describe(command, setup) ?? command.type;
}
