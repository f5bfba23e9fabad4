import type { PayloadStep } from '../rules/payload-step';
import type { RuleSystem } from '../rules/system';

/**
 * A built rule system's registration (issue 10), one file per system in src/systems/<id>.ts,
 * itself loaded on first use: the first screen carries only the catalogue (index.ts), not the
 * import() of every system's rules.
 */
export interface SystemKit {
  rules: () => Promise<RuleSystem>;
  /** A whole exported game under tests/fixtures/ that must keep opening and replaying. */
  fixture: string;
  /** The version of this system's command payloads and house rules: 1 + its steps. */
  payloadVersion: number;
  /** steps[n - 1] turns payload version n into n + 1; restore() runs them. */
  steps: readonly PayloadStep[];
}

/**
 * What a system file declares. Its table (panels, car cards, main button) is registered in
 * src/ui/systems/index.ts, typed by the state these rules make: src/systems sits below ui/.
 */
export interface KitDef<S> {
  /** `import(...).then((m) => m.default)`: naming the export lets the bundler drop the others. */
  rules: () => Promise<RuleSystem<S>>;
  fixture: string;
  /** Its own migration sequence (src/rules/<id>/payload-steps.ts); empty while at version 1. */
  steps?: readonly PayloadStep[];
}
