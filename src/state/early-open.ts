// Issue 15: a reload straight into a game (#/game/<id>) opens IndexedDB and starts reading the
// game as the very first thing the app's code does, before the rest of the entry chunk runs and
// the screens render. src/main.tsx imports this module first; app-state takes the connection
// (initStorage) and the read (loadGame) when it gets there. Nothing is decided here: the read is
// the same getGame() the app would make a few milliseconds later.
import { getGame, open, type Db, type GameRow, type OpenHandlers } from '../persist/db';
import { hintedSystem } from '../persist/open-hint';
import { loadSystem } from '../systems';
import { parseRoute } from './router';

type Read = Awaited<ReturnType<typeof getGame>>;

interface Early {
  db: Promise<Db> | null;
  /** Where the connection's events go once app-state has taken it. */
  forward: OpenHandlers;
  game: { id: string; read: Promise<Read>; row?: GameRow; onRow?: (row: GameRow) => void } | null;
}

let early: Early | null = null;

/** Starts opening the database and, on a game's URL, reading that game. Once per page. */
export function startEarly(hash: string): void {
  if (early || typeof indexedDB === 'undefined') return;
  const forward: OpenHandlers = {};
  let db: Promise<Db>;
  performance.mark('pitwall:early-open');
  try {
    db = open({ onBlocked: () => forward.onBlocked?.(), onBlocking: () => forward.onBlocking?.(), onTerminated: () => forward.onTerminated?.() });
  } catch {
    return; // no storage here: app-state finds out and says so
  }
  db.catch(() => undefined); // app-state reports a failure when it takes the promise
  const e: Early = { db, forward, game: null };
  const r = parseRoute(hash);
  if (r.name === 'game') {
    // Its rule system's code loads meanwhile (a hint from the last open; the row still decides).
    const hinted = hintedSystem(r.id);
    if (hinted) void loadSystem(hinted).catch(() => undefined);
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
