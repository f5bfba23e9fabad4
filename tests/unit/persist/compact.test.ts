import { afterEach, describe, expect, it } from 'vitest';
import { type Entry, type GameDoc, SCHEMA_VERSION } from '../../../src/game/types';
import {
  appendEntries,
  compact,
  type Db,
  getGame,
  open,
  PAGE_SIZE,
  patchGame,
  purgeDeleted,
  putGame,
} from '../../../src/persist/db';

const opened: Db[] = [];
let n = 0;
async function freshDb(): Promise<Db> {
  const db = await open({}, `pitwall-compact-${++n}-${Date.now()}`);
  opened.push(db);
  return db;
}
afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

const entry = (i: number): Entry =>
  i % 7 === 6 ? { kind: 'undo', at: i } : { kind: 'do', command: { type: 'turn.pass', payload: {}, at: i } };

function doc(id: string, count: number): GameDoc {
  return {
    schemaVersion: SCHEMA_VERSION,
    id,
    name: 'Long game',
    system: 'freeplay',
    createdAt: 1,
    updatedAt: 1,
    setup: {
      players: [
        { id: 'p1', name: 'Ann', color: '#e53935' },
        { id: 'p2', name: 'Bo', color: '#1e88e5' },
      ],
      cars: [{ id: 'c1', playerId: 'p1', name: 'Red', color: '#e53935' }],
      houseRules: {},
    },
    journal: Array.from({ length: count }, (_, i) => entry(i)),
  };
}

describe('log compaction', () => {
  it('folds full runs of entries into pages and reads back the identical journal', async () => {
    const db = await freshDb();
    const d = doc('g', 2 * PAGE_SIZE + 37);
    await putGame(db, d);
    expect(await compact(db, 'g')).toBe(2);
    expect(await db.count('entries')).toBe(37);
    expect(await db.count('pages')).toBe(2);
    expect((await getGame(db, 'g'))?.entries).toEqual(d.journal);
    // Nothing more to fold until another full page exists.
    expect(await compact(db, 'g')).toBe(0);
  });

  it('keeps appending after compaction, and folds the next page later', async () => {
    const db = await freshDb();
    const d = doc('g', PAGE_SIZE + 10);
    await putGame(db, d);
    await compact(db, 'g');
    const more = Array.from({ length: PAGE_SIZE }, (_, i) => entry(PAGE_SIZE + 10 + i));
    await appendEntries(db, 'g', PAGE_SIZE + 10, more, { updatedAt: 5 });
    expect((await getGame(db, 'g'))?.entries).toEqual([...d.journal, ...more]);
    expect(await compact(db, 'g')).toBe(1);
    expect((await getGame(db, 'g'))?.entries).toEqual([...d.journal, ...more]);
    expect(await db.count('entries')).toBe(10);
  });

  it('leaves other games alone and is removed with a purged game', async () => {
    const db = await freshDb();
    await putGame(db, doc('a', PAGE_SIZE));
    await putGame(db, doc('b', PAGE_SIZE));
    await compact(db, 'a');
    expect((await getGame(db, 'b'))?.entries).toHaveLength(PAGE_SIZE);
    expect(await db.count('pages')).toBe(1);
    await patchGame(db, 'a', { deletedAt: 9 });
    await purgeDeleted(db);
    expect(await db.count('pages')).toBe(0);
    expect((await getGame(db, 'b'))?.entries).toEqual(doc('b', PAGE_SIZE).journal);
  });

  it('purges only games deleted before the cutoff (the last minute stays undoable from any tab)', async () => {
    const db = await freshDb();
    await putGame(db, doc('old', 3));
    await putGame(db, doc('recent', 3));
    await patchGame(db, 'old', { deletedAt: 1_000 });
    await patchGame(db, 'recent', { deletedAt: 90_000 });
    expect(await purgeDeleted(db, 60_000)).toBe(1);
    expect(await db.get('games', 'old')).toBeUndefined();
    expect(await db.get('games', 'recent')).toBeDefined();
  });

  it('refuses to load a game whose stored log has a hole rather than show a wrong game', async () => {
    const db = await freshDb();
    await putGame(db, doc('g', 20));
    await db.delete('entries', ['g', 5]);
    await expect(getGame(db, 'g')).rejects.toThrow(/missing log entries/);
  });
});
