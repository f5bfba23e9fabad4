import type { Command, Setup } from './core/model';

/**
 * The public face of a rule system. `reduce` is a pure function: it returns the next state or
 * throws a RuleError, and never mutates its input.
 */
export interface RuleSystem<S = unknown> {
  id: string;
  name: string;
  /** Command types this system handles; everything else is handled by the game core. */
  handles(type: string): boolean;
  init(setup: Setup): S;
  reduce(state: S, command: Command, setup: Setup): S;
  /** A one-line description of a command for the game log. */
  describe(command: Command, setup: Setup): string | null;
}
