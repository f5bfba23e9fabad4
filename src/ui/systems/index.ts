import type { ComponentType } from 'preact';
import type { LiveGame } from '../../state/app-state';

/** A rule system's own table: its panels and car cards, plus the bottom bar's main button. */
export interface SystemUi {
  Table: ComponentType<{ l: LiveGame; s: never; notes: Record<string, string> }>;
  Primary?: ComponentType<{ s: never }>;
}

const LOADERS: Record<string, () => Promise<SystemUi>> = {
  'white-line-fever': () => import('./white-line-fever').then((m) => m.ui),
  'road-wolf': () => import('./road-wolf').then((m) => m.ui),
};

const cache = new Map<string, Promise<SystemUi | null>>();

/** The system's UI module, or null for systems that use the generic car cards (free play). */
export function loadSystemUi(id: string): Promise<SystemUi | null> {
  let p = cache.get(id);
  if (!p) {
    p = LOADERS[id]?.() ?? Promise.resolve(null);
    cache.set(id, p);
  }
  return p;
}
