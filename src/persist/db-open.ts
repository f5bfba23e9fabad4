// IndexedDB through idb: the schema, opening, and what the first screen needs (the games list, its
// housekeeping, the settings record; a game opened from its URL, src/state/early-open.ts). Issue 15:
// apart from db.ts (which re-exports all of it) so that the start page's entry chunk holds only this.
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { Entry, GameDoc } from '../game/types';
import type { HeldOpenings } from '../rules/core/commitment';
import type { DicePool, DiceSource } from '../rules/core/model';
import type { StoredSnapshot } from './snapshot';

export const DB_NAME = 'pitwall';
export const DB_VERSION = 3;

/** A game's row: everything but the journal, plus where its head is. */
export interface GameRow extends Omit<GameDoc, 'journal'> {
  /** Number of journal entries stored. */
  head: number;
  /** Set when deleted; the row is purged on a later start unless restored. */
  deletedAt?: number;
  /** Winner or draw, copied from the state for the games list. */
  endedAt?: number;
  /** The replayed state at some entry (issue 15): see snapshot.ts for when it is trusted. */
  snapshot?: StoredSnapshot;
}

export interface EntryRow {
  gameId: string;
  seq: number;
  entry: Entry;
}

/**
 * PAGE_SIZE older entries folded into one record. Every action is still written as its own
 * entry record in the transaction that moves the head; compaction later replaces a full run of
 * them with a page, atomically, because reading 5,000 small records cost ~100 ms per open.
 */
export interface PageRow {
  gameId: string;
  start: number;
  /** The entries as JSON text: one string reads far faster than 500 structured-cloned objects. */
  json: string;
}

export const PAGE_SIZE = 500;

/** A roll made in the dice tray: with no game open, or beside a game's own rolls (issue 41). */
export interface TrayRoll {
  id?: number;
  at: number;
  purpose: string;
  pools: DicePool[];
  source: DiceSource;
  /** Issue 41: the game open when it was rolled; a tray roll is not a step of that game (no undo). */
  game?: string;
}

export interface PitwallDB extends DBSchema {
  games: { key: string; value: GameRow; indexes: { updatedAt: number } };
  entries: { key: [string, number]; value: EntryRow };
  pages: { key: [string, number]; value: PageRow };
  rolls: { key: number; value: TrayRoll };
  settings: { key: string; value: { key: string; value: unknown } };
  /** Issue 32: the kinds and salts of the face-down tokens this phone holds, per game; never in the journal. */
  hidden: { key: string; value: HiddenRow };
  /** Issue 33: the game sheets this phone keeps (persist/sheets.ts). */
  sheets: { key: string; value: SheetRow };
}

/** A game sheet in the phone's library: `sheet` as stored, read through readSheet() on the way out. */
export interface SheetRow {
  id: string;
  name: string;
  updatedAt: number;
  sheet: unknown;
}

/** The openings this phone holds for one game (issue 32): token id -> kind, salt and owner. */
export interface HiddenRow {
  gameId: string;
  tokens: HeldOpenings;
}

export type Db = IDBPDatabase<PitwallDB>;

export interface OpenHandlers {
  /** Another tab wants a newer schema: close so it can upgrade. */
  onBlocking?: () => void;
  /** This tab waits for an older tab to close. */
  onBlocked?: () => void;
  /** The browser closed the database abnormally (storage cleared, disk error). */
  onTerminated?: () => void;
}

export function open(handlers: OpenHandlers = {}, name = DB_NAME): Promise<Db> {
  return openDB<PitwallDB>(name, DB_VERSION, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) {
        const games = db.createObjectStore('games', { keyPath: 'id' });
        games.createIndex('updatedAt', 'updatedAt');
        db.createObjectStore('entries', { keyPath: ['gameId', 'seq'] });
        db.createObjectStore('pages', { keyPath: ['gameId', 'start'] });
        db.createObjectStore('rolls', { keyPath: 'id', autoIncrement: true });
        db.createObjectStore('settings', { keyPath: 'key' });
      }
      if (oldVersion < 2) db.createObjectStore('hidden', { keyPath: 'gameId' });
      if (oldVersion < 3) db.createObjectStore('sheets', { keyPath: 'id' });
    },
    blocked: () => handlers.onBlocked?.(),
    blocking: () => handlers.onBlocking?.(),
    terminated: () => handlers.onTerminated?.(),
  });
}

export const entryRange = (gameId: string) => IDBKeyRange.bound([gameId, 0], [gameId, Number.MAX_SAFE_INTEGER]);

export async function listGames(db: Db): Promise<GameRow[]> {
  const rows = await db.getAll('games');
  return rows.filter((g) => g.deletedAt === undefined).sort((a, b) => b.updatedAt - a.updatedAt);
}

/**
 * A game's row and journal from one transaction. `onRow` hears about the row before the (much
 * larger) journal arrives, so the caller can start loading the game's rule system meanwhile.
 */
export async function getGame(
  db: Db,
  id: string,
  onRow?: (row: GameRow) => void,
): Promise<{ row: GameRow; entries: Entry[] } | undefined> {
  const tx = db.transaction(['games', 'pages', 'entries'], 'readonly');
  const rowP = tx.objectStore('games').get(id);
  void rowP.then((row) => row && onRow?.(row));
  const [row, pages, rows] = await Promise.all([
    rowP,
    tx.objectStore('pages').getAll(entryRange(id)),
    tx.objectStore('entries').getAll(entryRange(id)),
  ]);
  await tx.done;
  performance.mark('pitwall:read-pages');
  if (!row) return undefined;
  const entries: Entry[] = [];
  for (const page of pages) {
    if (page.start !== entries.length) throw new Error('The stored game has a gap in its log.');
    for (const e of JSON.parse(page.json) as Entry[]) entries.push(e);
  }
  for (const r of rows) {
    if (r.seq < entries.length) continue; // already in a page (should not happen: compaction deletes them)
    if (r.seq !== entries.length) break;
    entries.push(r.entry);
  }
  // Only the entries below the head count: the head moves in the same transaction as the write.
  entries.length = Math.min(entries.length, row.head);
  if (entries.length < row.head) throw new Error('The stored game is missing log entries.');
  return { row, entries };
}

/** Removes games marked deleted before `before` (at start, once the undo window has passed; the start page does it, issue 15). */
export async function purgeDeleted(db: Db, before = Number.POSITIVE_INFINITY): Promise<number> {
  const rows = await db.getAll('games');
  const dead = rows.filter((g) => g.deletedAt !== undefined && g.deletedAt < before);
  if (dead.length === 0) return 0;
  const tx = db.transaction(['games', 'pages', 'entries', 'hidden'], 'readwrite');
  for (const g of dead) {
    void tx.objectStore('hidden').delete(g.id);
    void tx.objectStore('games').delete(g.id);
    void tx.objectStore('pages').delete(entryRange(g.id));
    void tx.objectStore('entries').delete(entryRange(g.id));
  }
  await tx.done;
  return dead.length;
}

export async function getSetting<T>(db: Db, key: string): Promise<T | undefined> {
  return (await db.get('settings', key))?.value as T | undefined;
}

export async function putSetting(db: Db, key: string, value: unknown): Promise<void> {
  await db.put('settings', { key, value });
}
