// IndexedDB through idb. One record per journal entry, written in the same transaction that
// moves the game's head, so a stored game is always a prefix of what the table did. The schema,
// open(), listGames(), getGame(), purgeDeleted() and the settings record live in db-open.ts (issue
// 15: the start page's entry chunk holds that module alone).

import type { Entry, GameDoc } from '../game/types';
import type { HeldOpenings } from '../rules/core/commitment';
import { type Db, entryRange, type GameRow, PAGE_SIZE, type TrayRoll } from './db-open';

export * from './db-open';

/**
 * Folds every full run of PAGE_SIZE entry records below the head into page records, one
 * atomic transaction. Returns how many pages were written. Safe alongside appends: those only
 * ever touch sequence numbers at or above the head.
 */
export async function compact(db: Db, gameId: string): Promise<number> {
  const tx = db.transaction(['games', 'pages', 'entries'], 'readwrite');
  const row = await tx.objectStore('games').get(gameId);
  const pageKeys = await tx.objectStore('pages').getAllKeys(entryRange(gameId));
  let start = pageKeys.length * PAGE_SIZE;
  let written = 0;
  while (row && start + PAGE_SIZE <= row.head) {
    const range = IDBKeyRange.bound([gameId, start], [gameId, start + PAGE_SIZE - 1]);
    const rows = await tx.objectStore('entries').getAll(range);
    if (rows.length !== PAGE_SIZE) break;
    void tx.objectStore('pages').put({ gameId, start, json: JSON.stringify(rows.map((r) => r.entry)) });
    void tx.objectStore('entries').delete(range);
    start += PAGE_SIZE;
    written++;
  }
  await tx.done;
  return written;
}

export function toDoc(row: GameRow, entries: Entry[]): GameDoc {
  return {
    schemaVersion: row.schemaVersion,
    id: row.id,
    name: row.name,
    system: row.system,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    setup: row.setup,
    journal: entries,
  };
}

export function rowOf(doc: GameDoc, extra: Partial<GameRow> = {}): GameRow {
  const { journal, ...rest } = doc;
  return { ...rest, head: journal.length, ...extra };
}

/** Writes a whole game (new, imported or duplicated) in one transaction. */
export async function putGame(db: Db, doc: GameDoc, extra: Partial<GameRow> = {}): Promise<void> {
  const tx = db.transaction(['games', 'entries'], 'readwrite');
  const entries = tx.objectStore('entries');
  void tx.objectStore('games').put(rowOf(doc, extra));
  doc.journal.forEach((entry, seq) => void entries.put({ gameId: doc.id, seq, entry }));
  await tx.done;
}

export class HeadConflictError extends Error {
  override name = 'HeadConflictError';
}

/**
 * Appends entries at `fromSeq` and moves the head, atomically. Refuses (HeadConflictError) when
 * the stored head is not where this tab thinks it is: another tab wrote to the same game.
 */
export async function appendEntries(
  db: Db,
  gameId: string,
  fromSeq: number,
  entries: readonly Entry[],
  patch: Partial<GameRow>,
): Promise<void> {
  const tx = db.transaction(['games', 'entries'], 'readwrite');
  const games = tx.objectStore('games');
  const row = await games.get(gameId);
  if (!row) {
    tx.abort();
    await tx.done.catch(() => undefined);
    throw new HeadConflictError('This game no longer exists on this device.');
  }
  if (row.head !== fromSeq) {
    tx.abort();
    await tx.done.catch(() => undefined);
    throw new HeadConflictError('This game was changed in another tab or window.');
  }
  const store = tx.objectStore('entries');
  entries.forEach((entry, i) => void store.put({ gameId, seq: fromSeq + i, entry }));
  void games.put({ ...row, ...patch, head: fromSeq + entries.length });
  await tx.done;
}

export async function patchGame(db: Db, id: string, patch: Partial<GameRow>): Promise<void> {
  const tx = db.transaction('games', 'readwrite');
  const row = await tx.store.get(id);
  if (row) await tx.store.put({ ...row, ...patch });
  await tx.done;
}

export const MAX_TRAY_ROLLS = 200;

export async function addTrayRoll(db: Db, roll: TrayRoll): Promise<number> {
  const tx = db.transaction('rolls', 'readwrite');
  const id = await tx.store.add(roll);
  // Keep the tray log bounded: drop the oldest beyond MAX_TRAY_ROLLS.
  const keys = await tx.store.getAllKeys();
  for (const k of keys.slice(0, Math.max(0, keys.length - MAX_TRAY_ROLLS))) void tx.store.delete(k);
  await tx.done;
  return id;
}

export async function listTrayRolls(db: Db): Promise<TrayRoll[]> {
  return db.getAll('rolls');
}

/** The openings this phone holds for a game (issue 32); {} when none. */
export async function getHeld(db: Db, gameId: string): Promise<HeldOpenings> {
  return (await db.get('hidden', gameId))?.tokens ?? {};
}

export async function putHeld(db: Db, gameId: string, tokens: HeldOpenings): Promise<void> {
  await db.put('hidden', { gameId, tokens });
}
