import { signal } from '@preact/signals';
import { afterHistorySettles } from './history-steps';

export type Route =
  | { name: 'games' }
  | { name: 'new' }
  | { name: 'game'; id: string }
  | { name: 'settings' }
  | { name: 'reference'; system?: string };

/** Hash routes: they survive a reload (an update, a crash) and work offline from one HTML file. */
export function parseRoute(hash: string): Route {
  const parts = hash.replace(/^#\/?/, '').split('/').filter(Boolean);
  if (parts[0] === 'new') return { name: 'new' };
  if (parts[0] === 'settings') return { name: 'settings' };
  if (parts[0] === 'reference') return parts[1] ? { name: 'reference', system: decodeURIComponent(parts[1]) } : { name: 'reference' };
  if (parts[0] === 'game' && parts[1]) return { name: 'game', id: decodeURIComponent(parts[1]) };
  return { name: 'games' };
}

export function hrefOf(r: Route): string {
  switch (r.name) {
    case 'games':
      return '#/';
    case 'new':
      return '#/new';
    case 'settings':
      return '#/settings';
    case 'game':
      return `#/game/${encodeURIComponent(r.id)}`;
    case 'reference':
      return r.system ? `#/reference/${encodeURIComponent(r.system)}` : '#/reference';
  }
}

export const route = signal<Route>(parseRoute(typeof location === 'undefined' ? '' : location.hash));

export function startRouter(): void {
  window.addEventListener('hashchange', () => {
    route.value = parseRoute(location.hash);
  });
}

export function navigate(r: Route, replace = false): void {
  // After a sheet's own step back has landed, or that step would undo this navigation.
  afterHistorySettles(() => {
    const href = hrefOf(r);
    if (replace) history.replaceState(null, '', href);
    else history.pushState(null, '', href);
    route.value = r;
  });
}
