// Issue 15: a reload straight into a game (#/game/<id>) opens IndexedDB and starts reading the
// game as the very first thing the app's code does, before the rest of the entry chunk runs and
// the screens render. src/main.tsx imports this module first; app-state takes the connection
// (initStorage) and the read (loadGame) when it gets there. Nothing is decided here: the read is
// the same getGame() the app would make a few milliseconds later.
import { type Db, type GameRow, getGame, type OpenHandlers, open } from '../persist/db-open';
import { ASSET_FILE, hintedChunks, hintedSystem } from '../persist/open-hint';
import { loadSystem } from '../systems';
import { parseRoute } from './route-parse'; // signal-free: this module is in the start page's entry

type Read = Awaited<ReturnType<typeof getGame>>;

interface Early {
  db: Promise<Db> | null;
  /** Where the connection's events go once app-state has taken it. */
  forward: OpenHandlers;
  game: { id: string; read: Promise<Read>; row?: GameRow; onRow?: (row: GameRow) => void } | null;
}

let early: Early | null = null;

/**
 * This build, for the open hint's file list: this module's URL carries a hash that changes with
 * any code file (it reaches every chunk through ../systems). The dev server's never change: no hint.
 */
export const HINT_BUILD = import.meta.env.DEV ? '' : import.meta.url;

/**
 * The files the page had asked for when the hint was read (its entry script and style, and what
 * the entry imports at once): never part of a game's hint.
 */
export const pageFiles = new Set<string>();

/** Asks for the code files a game's last open fetched, all at once (see persist/open-hint.ts). */
function preloadChunks(paths: readonly string[]): void {
  if (typeof document === 'undefined') return;
  for (const el of document.querySelectorAll('script[src], link[href]')) {
    pageFiles.add(new URL((el as HTMLScriptElement).src || (el as HTMLLinkElement).href, location.href).pathname);
  }
  for (const path of paths) {
    if (pageFiles.has(path)) continue;
    const link = document.createElement('link');
    // Module preload for code; a style is only fetched (preload), so the order the screens add
    // their stylesheets in, and so the cascade, stays as it was.
    if (path.endsWith('.css')) {
      link.rel = 'preload';
      link.as = 'style';
    } else link.rel = 'modulepreload';
    // As Vite's own preloads and stylesheet links ask (CORS), or the browser fetches a style twice.
    link.crossOrigin = '';
    link.href = path;
    document.head.appendChild(link);
  }
}

/** Starts opening the database and, on a game's URL, reading that game. Once per page. */
export function startEarly(hash: string): void {
  if (early || typeof indexedDB === 'undefined') return;
  const forward: OpenHandlers = {};
  let db: Promise<Db>;
  performance.mark('pitwall:early-open');
  try {
    db = open({
      onBlocked: () => forward.onBlocked?.(),
      onBlocking: () => forward.onBlocking?.(),
      onTerminated: () => forward.onTerminated?.(),
    });
  } catch {
    return; // no storage here: app-state finds out and says so
  }
  db.catch(() => undefined); // app-state reports a failure when it takes the promise
  const e: Early = { db, forward, game: null };
  const r = parseRoute(hash);
  if (r.name === 'game') {
    // Its rule system's code loads meanwhile (a hint from the last open; the row still decides).
    const hinted = hintedSystem(r.id);
    // Once the entry has run: what it asks for itself (the app, the table screen, the replay
    // code) goes first, as the app needs it first; the link per file costs the page a little
    // time, so the files already asked for are not named again.
    queueMicrotask(() => {
      preloadChunks(HINT_BUILD ? hintedChunks(r.id, HINT_BUILD) : []);
      performance.mark('pitwall:preloaded');
      if (hinted) void loadSystem(hinted).catch(() => undefined);
    });
    const game: NonNullable<Early['game']> = { id: r.id, read: Promise.resolve(undefined) };
    game.read = db.then((h) => {
      performance.mark('pitwall:early-db');
      return getGame(h, r.id, (row) => {
        game.row = row;
        game.onRow?.(row);
      });
    });
    game.read.catch(() => undefined); // reported when taken
    e.game = game;
  }
  early = e;
}

/**
 * The code files fetched so far that a reload of the open game wants at once next time: same
 * origin, built assets, not the page's own files nor the background loaders below.
 */
export function fetchedChunks(): string[] {
  if (typeof performance === 'undefined' || typeof location === 'undefined') return [];
  const out: string[] = [];
  for (const r of performance.getEntriesByType('resource')) {
    const url = new URL(r.name);
    if (url.origin !== location.origin || !ASSET_FILE.test(url.pathname)) continue;
    // Not the page's own files, nor what pwa/start.ts loads on every start whatever the screen
    // (the service worker's helper, the QR decoder's background warm-up): preloaded on a game's
    // reload they would only compete with the game's own files.
    if (pageFiles.has(url.pathname) || /^\/assets\/(workbox-window|qr-)/.test(url.pathname)) continue;
    if (!out.includes(url.pathname)) out.push(url.pathname);
  }
  return out;
}

/** The connection started early, once, with `handlers` from now on; null: open one yourself. */
export function takeEarlyDb(handlers: OpenHandlers): Promise<Db> | null {
  const db = early?.db ?? null;
  if (early && db) {
    Object.assign(early.forward, handlers);
    early.db = null;
  }
  return db;
}

/**
 * The read of game `id` started early, once; `onRow` hears about its row (at once if it is
 * already in). null: not started for this game, or already taken.
 */
export function takeEarlyRead(id: string, onRow: (row: GameRow) => void): Promise<Read> | null {
  const g = early?.game;
  if (!early || !g || g.id !== id) return null;
  early.game = null;
  if (g.row) onRow(g.row);
  else g.onRow = onRow;
  return g.read;
}

if (typeof location !== 'undefined') startEarly(location.hash);

/** After the first load had its chance: a read left over would be stale by the time it is wanted. */
export function dropEarlyRead(): void {
  if (early) early.game = null;
}
