// Guards and lookups every rule system's reducer, log and guided rolls share (issue 10): one copy
// here instead of one per system. A guard throws a RuleError a player can read; a name lookup
// never throws (a missing id reads "?", e.g. in an imported game's log).
import { type HouseRuleValue, RuleError, type Setup } from './model';

/** Throws the problem, when there is one: the reducer's side of a shared `*Problem()` check. */
export function need(problem: string | null): void {
  if (problem) throw new RuleError(problem);
}

/** Throws unless the game is in `phase`: "Choosing the deployment is not possible now." */
export function inPhase<P extends string>(s: { phase: P }, phase: P, what: string): void {
  if (s.phase !== phase) throw new RuleError(`${what} is not possible now.`);
}

/** A house-rule definition as far as normalising needs it (system.ts HouseRuleDef). */
export interface HouseRuleChoices {
  id: string;
  options: readonly { value: HouseRuleValue }[];
  default: HouseRuleValue;
}

/**
 * A system's house rules from a setup's values: every rule present, an unknown or missing value
 * read as the rule's default (an old save, an edited import). `H` is the system's typed record,
 * whose keys are the definitions' ids.
 */
export function normaliseHouseRules<H>(
  defs: readonly HouseRuleChoices[],
  values: Readonly<Record<string, HouseRuleValue>>,
): H {
  const out: Record<string, HouseRuleValue> = {};
  for (const def of defs) {
    const v = values[def.id];
    out[def.id] = def.options.some((o) => o.value === v) ? (v as HouseRuleValue) : def.default;
  }
  return out as H;
}

export function playerName(setup: Setup, id: unknown): string {
  return setup.players.find((p) => p.id === id)?.name ?? '?';
}

export function carName(setup: Setup, id: unknown): string {
  return setup.cars.find((c) => c.id === id)?.name ?? '?';
}

export interface Names {
  player(id: unknown): string;
  car(id: unknown): string;
}

/** Name lookups bound to one game's setup, for log lines and reasons. */
export function names(setup: Setup): Names {
  return { player: (id) => playerName(setup, id), car: (id) => carName(setup, id) };
}
