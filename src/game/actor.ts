// Who a command acts for, over the whole game (issue 30 log rows, issue 31 seats): the core
// commands' actors here, the rule system's from its own declaration (RuleSystem.actor). Issue 39:
// the live host's seat check reads the same declaration (actsFor): every subject, every field.
import { type Actor, setupPlayer, undeclaredFields } from '../rules/core/log-row';
import type { Command, Setup } from '../rules/core/model';
import type { RuleSystem } from '../rules/system';
import { CORE_FIELDS, CORE_TYPES } from './core-commands';
import type { GameState } from './types';

/**
 * The actor of `command` applied to `before` (null when the state is not known: an undone
 * entry). A turn pass names the player whose turn it was, but any seat may make it; dice from the
 * tray, notes and the end of the game belong to the table.
 */
export function commandActor(
  system: RuleSystem,
  command: Command,
  setup: Setup,
  before: GameState | null,
): Actor | null {
  if (CORE_TYPES.has(command.type)) {
    // The turn flow is open to any seat (issue 31); the row still says whose turn it was.
    const p = command.type === 'turn.pass' && before ? setupPlayer(before.core.turnPlayerId, setup) : null;
    return p ? { playerId: null, name: p.name } : null;
  }
  return system.handles(command.type) ? (system.actor?.(command, setup, before?.sys ?? null) ?? null) : null;
}

/** The player whose seat may propose `command` in live play, or null when any seat may (issue 31). */
export function actingPlayer(system: RuleSystem, command: Command, setup: Setup, before: GameState): string | null {
  return commandActor(system, command, setup, before)?.playerId ?? null;
}

/** Whom a proposed command acts for, as the live host's seat check reads it (issue 39). */
export interface ActsFor {
  /** Every player it acts for (none: the table's). */
  players: string[];
  /** Payload fields its command type does not declare: the host refuses the command. */
  undeclared: string[];
}

/**
 * Every player `command` acts for on `before`, from the declaration of its type (the one the log
 * row's actor reads): the actor, and the owner of every car, player and token its subject fields
 * name. A command of a type the game does not know declares nothing here; its rules refuse it.
 */
export function actsFor(system: RuleSystem, command: Command, setup: Setup, before: GameState): ActsFor {
  if (CORE_TYPES.has(command.type)) {
    const decl = Object.hasOwn(CORE_FIELDS, command.type) ? CORE_FIELDS[command.type] : undefined;
    return { players: [], undeclared: undeclaredFields(decl, command) };
  }
  if (!system.handles(command.type)) return { players: [], undeclared: [] };
  if (!system.subjects || !system.fields) {
    const p = system.actor?.(command, setup, before.sys)?.playerId;
    return { players: p ? [p] : [], undeclared: [] };
  }
  const { acts } = system.subjects(command, setup, before.sys);
  const players = [...new Set(acts.flatMap((a) => (a.playerId === null ? [] : [a.playerId])))];
  const decl = Object.hasOwn(system.fields, command.type) ? system.fields[command.type] : undefined;
  return { players, undeclared: undeclaredFields(decl, command) };
}
