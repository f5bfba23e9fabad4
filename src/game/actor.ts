// Who a command acts for, over the whole game (issue 30 log rows, issue 31 seats): the core
// commands' actors here, the rule system's from its own declaration (RuleSystem.actor). Issue 39:
// the live host's seat check reads the same declaration (acts-for.ts).
import { type Actor, setupPlayer } from '../rules/core/log-row';
import type { Command, Setup } from '../rules/core/model';
import type { RuleSystem } from '../rules/system';
import { CORE_TYPES } from './core-commands';
import type { GameState } from './types';

/**
 * The actor of `command` applied to `before` (null when the state is not known: an undone
 * entry). A turn pass is the act of the player whose turn it was (issue 40: their phone or the
 * host's); dice from the tray, notes and the end of the game belong to the table.
 */
export function commandActor(
  system: RuleSystem,
  command: Command,
  setup: Setup,
  before: GameState | null,
): Actor | null {
  if (CORE_TYPES.has(command.type)) {
    return command.type === 'turn.pass' && before ? setupPlayer(before.core.turnPlayerId, setup) : null;
  }
  return system.handles(command.type) ? (system.actor?.(command, setup, before?.sys ?? null) ?? null) : null;
}

/** The player whose seat may propose `command` in live play, or null when any seat may (issue 31). */
export function actingPlayer(system: RuleSystem, command: Command, setup: Setup, before: GameState): string | null {
  return commandActor(system, command, setup, before)?.playerId ?? null;
}

/**
 * Issue 40: the player whose turn or activation `command` ends (a turn pass, a system's turn flow),
 * or null for any other command. The host phone asks before ending another phone's player's turn.
 */
export function turnEndedFor(system: RuleSystem, command: Command, setup: Setup, before: GameState): string | null {
  if (command.type === 'turn.pass') return setupPlayer(before.core.turnPlayerId, setup)?.playerId ?? null;
  if (CORE_TYPES.has(command.type) || !system.handles(command.type)) return null;
  const s = system.subjects?.(command, setup, before.sys);
  return s?.endsTurn ? (s.actor?.playerId ?? null) : null;
}
