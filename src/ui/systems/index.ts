import type carCultD20 from '../../rules/car-cult-d20';
import type custom from '../../rules/custom';
import type dirtyWheels from '../../rules/dirty-wheels';
import type roadWolf from '../../rules/road-wolf';
import type { RuleSystem } from '../../rules/system';
import type whiteLineFever from '../../rules/white-line-fever';
import type { SystemId } from '../../systems';
import type { SystemUi } from './system-ui';

export type { SystemUi };

/** The state a rule system's reducer makes. */
export type StateOf<R> = R extends RuleSystem<infer S> ? S : never;

/**
 * A system's table, bound to the state R's rules make: a table that takes another system's state
 * does not compile. `import(...).then((m) => m.ui)`: naming the export lets the bundler drop the
 * module's others.
 */
export function defineUi<R>(load: () => Promise<SystemUi<StateOf<R>>>): () => Promise<SystemUi> {
  return load;
}

/**
 * Each built system's own table, loaded on first use. Here, not beside the rules' registration
 * in src/systems (which sits below ui/), and not in the catalogue: the table screen's chunk
 * carries these loaders, not the first screen's. Absent: the generic car cards (free play).
 */
const SYSTEM_UIS: { readonly [K in SystemId]?: () => Promise<SystemUi> } = {
  'white-line-fever': defineUi<typeof whiteLineFever>(() => import('./white-line-fever').then((m) => m.ui)),
  'road-wolf': defineUi<typeof roadWolf>(() => import('./road-wolf').then((m) => m.ui)),
  'dirty-wheels': defineUi<typeof dirtyWheels>(() => import('./dirty-wheels').then((m) => m.ui)),
  'car-cult-d20': defineUi<typeof carCultD20>(() => import('./car-cult-d20').then((m) => m.ui)),
  custom: defineUi<typeof custom>(() => import('./custom').then((m) => m.ui)),
};

const cache = new Map<string, Promise<SystemUi | null>>();

/** The system's table, or null for systems that use the generic car cards (free play). */
export function loadSystemUi(id: string): Promise<SystemUi | null> {
  let p = cache.get(id);
  if (!p) {
    const load = Object.hasOwn(SYSTEM_UIS, id) ? SYSTEM_UIS[id as SystemId] : undefined;
    p = load ? load() : Promise.resolve(null);
    cache.set(id, p);
  }
  return p;
}
