// The shape of one Dirty Wheels command: how the reducer applies it and how the log describes
// it, side by side in the section file of its rule (roster-commands, turn, combat). commands.ts
// joins the tables; the command types are the keys, so a type without both does not compile.

import { type Names, names } from '../core/guards';
import type { LogAt } from '../core/log-row';
import { RuleError, type Setup } from '../core/model';
import type { DwActivation, DwState } from './model';
import { entity } from './rules';

export type Payload = Record<string, unknown>;

export interface Handler {
  /** Applies the command to `d`, a draft copy of `s` (core/draft.ts); throws a RuleError to refuse. */
  reduce(d: DwState, p: Payload, s: DwState, setup: Setup): void;
  /** One log line, actor first (issue 30), from the command and, when known, who acted and the states around it. */
  describe(p: Payload, n: Names, at: LogAt<DwState>): string;
}

export type HandlerTable = Readonly<Record<`dw.${string}`, Handler>>;

export const logNames = names;
export { inPhase, need } from '../core/guards';

/** The entity's display name: a car's from setup, a scenery piece's own. */
export function entityName(s: DwState, setup: Setup, id: unknown): string {
  const e = entity(s, id);
  if (e?.kind === 'scenery') return e.scenery.name;
  return names(setup).car(id);
}

/**
 * The command with the names of the scenery pieces it mentions (payload.names), so its log line
 * can say "Watchtower" and not "s1": a log line sees only the command and the setup, and scenery
 * is named during the game, not in the setup. The reducers ignore `names`; commands recorded
 * before it existed keep their old log text.
 */
export function withNames<C extends { type: string; payload: unknown }>(s: DwState, c: C): C {
  const found: Record<string, string> = {};
  const visit = (x: unknown): void => {
    if (typeof x === 'string') {
      const e = entity(s, x);
      if (e?.kind === 'scenery') found[x] = e.scenery.name;
    } else if (Array.isArray(x)) x.forEach(visit);
    else if (x && typeof x === 'object')
      for (const [k, v] of Object.entries(x)) {
        visit(k);
        visit(v);
      }
  };
  visit(c.payload);
  return Object.keys(found).length && c.payload && typeof c.payload === 'object'
    ? { ...c, payload: { ...(c.payload as object), names: found } }
    : c;
}

/** Log names for one command: a scenery piece by the name its command carries, a car from setup. */
export function commandNames(p: Payload, setup: Setup): Names {
  const n = names(setup);
  const given = p.names && typeof p.names === 'object' ? (p.names as Record<string, unknown>) : {};
  return {
    player: n.player,
    car: (id) => (typeof id === 'string' && typeof given[id] === 'string' ? (given[id] as string) : n.car(id)),
  };
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

/**
 * What a command did to the models it names, from the states around it: "Viper 2 damage, Brute
 * destroyed" (issue 30: the outcome in the log row's first line). Empty when the states are not
 * known or nothing changed.
 */
export function damageDone(at: LogAt<DwState>, ids: readonly unknown[], n: Names): string {
  const { before, after } = at;
  if (!before || !after) return '';
  const out: string[] = [];
  for (const id of new Set(ids)) {
    const b = entity(before, id);
    const a = entity(after, id);
    if (!a || !b) continue;
    const was = b.kind === 'car' ? b.car : b.scenery;
    const now = a.kind === 'car' ? a.car : a.scenery;
    const name = a.kind === 'scenery' ? a.scenery.name : n.car(id);
    if (now.status === 'destroyed' && was.status !== 'destroyed') out.push(`${name} destroyed`);
    else if (now.damage > was.damage) out.push(`${name} ${now.damage - was.damage} damage`);
  }
  return out.join(', ');
}
