// Issue 39, "a command names who it acts for, once": whom a command a guest phone proposes acts
// for, as the live host's seat check reads it (LiveHost.seatRefusal through HostEnv.actsFor). The
// same declaration the log row's actor reads (RuleSystem.subjects), every subject of it, and the
// fields the command may carry: its subject fields and what its rules read. Pure.
import type { Command, Setup } from '../rules/core/model';
import type { RuleSystem } from '../rules/system';
import { commandActor } from './actor';
import { fieldsRead } from './read-fields';
import type { GameState } from './types';

/** Whom a proposed command acts for, as the live host's seat check reads it (issue 39). */
export interface ActsFor {
  /** Every player it acts for, a player named twice listed twice (none: the table's). */
  players: string[];
  /** Payload fields its rules do not use and that name nobody: the host refuses the command. */
  undeclared: string[];
}

/**
 * Every player `command` acts for on `before`, from the declaration the log row's actor reads:
 * the actor, and the owner of every car, player and token its subject fields name. A command may
 * carry its subject fields and the fields its rules read (game/read-fields.ts), nothing else; one
 * the rules refuse is refused in their words, whatever else it carries.
 */
export function actsFor(system: RuleSystem, command: Command, setup: Setup, before: GameState): ActsFor {
  // A core command acts for its actor (issue 40: a turn pass, the turn's player).
  const acts = system.handles(command.type)
    ? (system.subjects?.(command, setup, before.sys).acts ?? [])
    : [commandActor(system, command, setup, before) ?? []].flat();
  const players = acts.flatMap((a) => a.playerId ?? []);
  const p = command.payload;
  if (!p || typeof p !== 'object' || Array.isArray(p)) return { players, undeclared: [] };
  const { read, applies } = fieldsRead(system, setup, before, command);
  const undeclared = applies && read !== 'all' ? Object.keys(p).filter((k) => !read.has(k)) : [];
  return { players, undeclared };
}
