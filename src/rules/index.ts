import type { RuleSystem } from './system';

export type SystemId = 'freeplay' | 'white-line-fever' | 'road-wolf' | 'dirty-wheels' | 'car-cult-d20';

export interface SystemInfo {
  id: SystemId;
  name: string;
  blurb: string;
  /** Absent while the system is not built yet: the setup screen shows it but it cannot be picked. */
  load?: () => Promise<RuleSystem>;
}

/** Every system the app lists, in the order the setup screen shows them. */
export const SYSTEMS: readonly SystemInfo[] = [
  {
    id: 'white-line-fever',
    name: 'White Line Fever',
    blurb: 'Speed 1-6, D8 shots, control checks, spin-outs and flips.',
    load: () => import('./white-line-fever').then((m) => m.default as unknown as RuleSystem),
  },
  {
    id: 'road-wolf',
    name: 'Road Wolf',
    blurb: 'Contested D6 pools with overkill, crew and gear tokens.',
    load: () => import('./road-wolf').then((m) => m.default as unknown as RuleSystem),
  },
  {
    id: 'dirty-wheels',
    name: 'Dirty Wheels',
    blurb: 'Driver stats, car types, weapons and shock.',
  },
  {
    id: 'car-cult-d20',
    name: 'Car Cult D20',
    blurb: 'Speed and damage tokens on action-zone tracks, D20 tests.',
  },
  {
    id: 'freeplay',
    name: 'Free play',
    blurb: 'Any game: car cards, notes, turns and dice, no rules enforced.',
    load: () => import('./freeplay').then((m) => m.default as RuleSystem),
  },
];

export function systemInfo(id: string): SystemInfo | undefined {
  return SYSTEMS.find((s) => s.id === id);
}

export function isSystemAvailable(id: string): boolean {
  return systemInfo(id)?.load !== undefined;
}

const loaded = new Map<string, Promise<RuleSystem>>();

/** Loads a built system once; rejects for an unknown or unbuilt one. */
export function loadSystem(id: string): Promise<RuleSystem> {
  const info = systemInfo(id);
  if (!info?.load) return Promise.reject(new Error(`The rule system "${id}" is not available in this version.`));
  let p = loaded.get(id);
  if (!p) {
    p = info.load();
    loaded.set(id, p);
  }
  return p;
}
