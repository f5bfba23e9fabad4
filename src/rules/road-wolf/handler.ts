// The shape of one Road Wolf command (issue 10): how the reducer applies it and how the log
// describes it, side by side in the section file of its rule (forces, movement, combat, crew,
// turn, road). commands.ts joins the sections' tables; the command types are the table's keys,
// so a type without a reducer or a log line does not compile.

import { type Names, names } from '../core/guards';
import type { LogAt } from '../core/log-row';
import { RuleError, type Setup } from '../core/model';
import type { ActionId } from './data';
import { actionRow, ROAD_DICE } from './data';
import { reveal } from './effects';
import { missionCarName, missionPlayerName } from './missions/names';
import type { RwState, RwVehicle, WipeoutWhy } from './model';
import { knownKind } from './rules';

export type Payload = Record<string, unknown>;

export type LogNames = Names;

export interface Handler {
  /**
   * Applies the command to `d`, a draft copy of `s` (core/draft.ts). Reads rules from `s`, writes
   * only to `d`; throws a RuleError to refuse.
   */
  reduce(d: RwState, p: Payload, s: RwState, setup: Setup): void;
  /**
   * One log line, actor first (issue 30), from the command and, when known, who acted and the
   * states around it; token kinds bought stay hidden (B3.4).
   */
  describe(p: Payload, n: LogNames, at: LogAt<RwState>): string;
}

/** A section's commands: every key a Road Wolf command type. */
export type HandlerTable = Readonly<Record<`rw.${string}`, Handler>>;

/** Names for log lines: a missing id reads "?" (core/guards.ts); a mission's own vehicles are named from their ids. */
export function logNames(setup: Setup): LogNames {
  const n = names(setup);
  return {
    player: (id) => (typeof id === 'string' ? missionPlayerName(id) : null) ?? n.player(id),
    car: (id) => {
      const c = n.car(id);
      return c === '?' && typeof id === 'string' ? (missionCarName(id) ?? c) : c;
    },
  };
}

// ---- guards shared by the sections (need and inPhase are core/guards.ts) ----------------------

export { inPhase, need } from '../core/guards';

export function veh(d: RwState, id: unknown, what = 'vehicle'): RwVehicle {
  const found = typeof id === 'string' && Object.hasOwn(d.vehicles, id) ? d.vehicles[id] : undefined;
  if (!found) throw new RuleError(`No such ${what}.`);
  return found;
}

/** Spends the action (if it costs one) and ends any free-melee opportunity. */
export function begin(d: RwState, car: RwVehicle, action: ActionId): void {
  if (actionRow(action).costsAction) car.turn.actionsLeft -= 1;
  d.freeMeleeFor = null;
}

export function wipeout(carId: string, why: WipeoutWhy, roadDice = ROAD_DICE) {
  return { kind: 'WIPEOUT' as const, carId, roadDice, why };
}

/**
 * Issue 9: a command that does not name its token uses one the table already knows (a revealed
 * one, or the free Street Nitro), so a tap on the shared screen never turns over a hidden token.
 */
export function knownFirst(d: RwState, ids: string[]): string[] {
  if (d.rev < 2) return ids; // revision 1 took them in order (see RwState.rev)
  return [...ids.filter((id) => knownKind(d, id) !== null), ...ids.filter((id) => knownKind(d, id) === null)];
}

/** A Gunner's or Mechanic's free use shows one more of them, once every shown one has been used. */
export function revealNext(d: RwState, car: RwVehicle, kind: 'GUNNER' | 'MECHANIC', used: number): void {
  const all = car.passengers.filter((id) => d.tokens[id]?.kind === kind);
  if (d.rev < 2)
    reveal(d, all[0]); // revision 1 showed the first one each time
  else if (all.filter((id) => d.tokens[id]!.revealed).length < used) {
    reveal(
      d,
      all.find((id) => !d.tokens[id]!.revealed),
    );
  }
}
