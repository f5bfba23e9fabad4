// The hash routes as data (issue 15: no signals here, so the start page's entry chunk can parse a
// route without @preact/signals; router.ts holds the route signal and re-exports these).

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
  if (parts[0] === 'reference')
    return parts[1] ? { name: 'reference', system: decodeURIComponent(parts[1]) } : { name: 'reference' };
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
