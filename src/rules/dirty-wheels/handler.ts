// The shape of one Dirty Wheels command: how the reducer applies it and how the log describes
// it, side by side in the section file of its rule (roster-commands, turn, combat). commands.ts
// joins the tables; the command types are the keys, so a type without both does not compile.
import { RuleError, type Setup } from '../core/model';
import { names, type Names } from '../core/guards';
import type { DwActivation, DwState } from './model';
import { entity } from './rules';

export type Payload = Record<string, unknown>;

export interface Handler {
  /** Applies the command to `d`, a draft copy of `s` (core/draft.ts); throws a RuleError to refuse. */
  reduce(d: DwState, p: Payload, s: DwState, setup: Setup): void;
  /** One log line from the command alone. */
  describe(p: Payload, n: Names): string;
}

export type HandlerTable = Readonly<Record<`dw.${string}`, Handler>>;

export const logNames = names;
export { need, inPhase } from '../core/guards';

/** The entity's display name: a car's from setup, a scenery piece's own. */
export function entityName(s: DwState, setup: Setup, id: unknown): string {
  const e = entity(s, id);
  if (e?.kind === 'scenery') return e.scenery.name;
  return names(setup).car(id);
}

/** The activation under way; refused while a destruction or Hunter move is pending. */
export function active(d: DwState, what: string): DwActivation {
  if (d.pending.length) throw new RuleError(`${what}: first resolve what is pending.`);
  if (d.phase !== 'round' || !d.activation) throw new RuleError(`${what} needs an activation under way.`);
  return d.activation;
}

export function noPending(d: DwState, what: string): void {
  if (d.pending.length) throw new RuleError(`${what}: first resolve what is pending.`);
}
