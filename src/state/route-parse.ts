// The hash routes as data (issue 15: no signals here, so the start page's entry chunk can parse a
// route without @preact/signals; router.ts holds the route signal and re-exports these).

export type Route =
  | { name: 'games' }
  | { name: 'new' }
  | { name: 'game'; id: string }
  | { name: 'settings' }
  | { name: 'reference'; system?: string }
  // Issue 33: the sheet library and one sheet's editor.
  // Issue 40: a sheet sent as a link (share/sheet-link.ts) opens the library, which offers to add it.
  | { name: 'sheets'; link?: string }
  | { name: 'sheet'; id: string };

/** Hash routes: they survive a reload (an update, a crash) and work offline from one HTML file. */
export function parseRoute(hash: string): Route {
  const [name, arg] = hash.replace(/^#\/?/, '').split('/').filter(Boolean);
  if (name === 'sheets' && arg) return { name, link: arg };
  if (name === 'new' || name === 'settings' || name === 'sheets') return { name };
  if (name === 'reference') return arg ? { name, system: decodeURIComponent(arg) } : { name };
  if ((name === 'game' || name === 'sheet') && arg) return { name, id: decodeURIComponent(arg) };
  return { name: 'games' };
}

export function hrefOf(r: Route): string {
  const arg = 'id' in r ? r.id : 'system' in r ? r.system : 'link' in r ? r.link : '';
  return r.name === 'games' ? '#/' : `#/${r.name}${arg ? `/${encodeURIComponent(arg)}` : ''}`;
}
