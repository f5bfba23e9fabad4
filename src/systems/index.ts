// The catalogue of rule systems (issue 10): what the setup screen lists, and for a built system
// the loader of its registration, src/systems/<id>.ts (rules, UI, fixture, payload steps). This
// list is in the first screen's bytes; each registration and everything it names is a chunk of
// its own. It lives outside src/rules because registrations name UI chunks; src/rules stays pure.
import type { RuleSystem } from '../rules/system';
import type { KitDef, SystemKit } from './kit';

export type SystemId = 'freeplay' | 'white-line-fever' | 'road-wolf' | 'dirty-wheels' | 'car-cult-d20' | 'custom';

export interface SystemInfo {
  id: SystemId;
  name: string;
  /** Its registration. Absent while the system is not built: the setup screen shows it as coming soon. */
  load?: () => Promise<{ default: SystemKit }>;
}

/** Every system the app lists, in the order the setup screen shows them. */
export const SYSTEMS: readonly SystemInfo[] = [
  {
    id: 'white-line-fever',
    name: 'White Line Fever',
    load: () => import('./white-line-fever'),
  },
  {
    id: 'road-wolf',
    name: 'Road Wolf',
    load: () => import('./road-wolf'),
  },
  {
    id: 'dirty-wheels',
    name: 'Dirty Wheels',
    load: () => import('./dirty-wheels'),
  },
  {
    id: 'car-cult-d20',
    name: 'Car Cult D20',
    load: () => import('./car-cult-d20'),
  },
  {
    // Issue 33: any other game, played on a sheet the table describes.
    id: 'custom',
    name: 'Your own game',
    load: () => import('./custom'),
  },
  {
    id: 'freeplay',
    name: 'Free play',
    load: () => import('./freeplay'),
  },
];

// Re-exported, so kit.ts is in the first screen's chunk: the registrations import defineKit from
// there and share its module-preload helper instead of splitting it into a chunk of its own.
/** S stays inside: the kit a system file exports needs no cast to sit in a list with the others. */
// Here rather than in kit.ts so that the registrations import from the first screen's chunk and
// share its module-preload helper instead of splitting it into a chunk of its own (828 B gzip and
// one more request on the start page, measured): the one import cycle scripts/check-layers.mjs
// allows, and why.
export function defineKit<S>(def: KitDef<S>): SystemKit {
  const steps = def.steps ?? [];
  return { ...def, steps, payloadVersion: 1 + steps.length };
}

export function systemInfo(id: string): SystemInfo | undefined {
  return SYSTEMS.find((s) => s.id === id);
}

export function isSystemAvailable(id: string): boolean {
  return systemInfo(id)?.load !== undefined;
}

// No caches: import() resolves to the same module every time, so each kit and each RuleSystem is
// one object however often it is asked for.

/** A built system's registration; rejects for an unknown or unbuilt system. */
export function loadKit(id: string): Promise<SystemKit> {
  const load = systemInfo(id)?.load;
  return load
    ? load().then((m) => m.default)
    : Promise.reject(new Error(`The rule system "${id}" is not available in this version.`));
}

/** A built system's rules; rejects for an unknown or unbuilt one. */
export function loadSystem(id: string): Promise<RuleSystem> {
  return loadKit(id).then((k) => k.rules());
}
