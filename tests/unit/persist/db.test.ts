import { afterEach, describe, expect, it } from 'vitest';
import type { Entry, GameDoc } from '../../../src/game/types';
import {
  addTrayRoll,
  appendEntries,
  type Db,
  getGame,
  getSetting,
  HeadConflictError,
  listGames,
  listTrayRolls,
  MAX_TRAY_ROLLS,
  open,
  patchGame,
  purgeDeleted,
  putGame,
  putSetting,
  rowOf,
  toDoc,
} from '../../../src/persist/db';

let counter = 0;
const opened: Db[] = [];

/** A fresh database per test, so tests never see each other's rows. */
async function freshDb(): Promise<Db> {
  counter += 1;
  const db = await open({}, `pitwall-db-test-${counter}-${Date.now()}`);
  opened.push(db);
  return db;
}

afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

const pass = (at: number): Entry => ({ kind: 'do', command: { type: 'turn.pass', payload: {}, at } });
const note = (at: number, text: string): Entry => ({
  kind: 'do',
  command: { type: 'car.note', payload: { carId: 'c1', text }, at },
});

function makeDoc(id: string, journal: Entry[] = [], updatedAt = 2_000): GameDoc {
  return {
    schemaVersion: 1,
    id,
    name: `Game ${id}`,
    system: 'freeplay',
    createdAt: 1_000,
    updatedAt,
    setup: {
      players: [
        { id: 'p1', name: 'Ana', color: '#ff0000' },
        { id: 'p2', name: 'Ben', color: '#00ff00' },
      ],
      cars: [
        { id: 'c1', playerId: 'p1', name: 'Interceptor', color: '#000000', photo: 'data:image/jpeg;base64,/9j/4AAQ' },
      ],
      houseRules: { ramming: true },
    },
    journal,
  };
}

async function entryRowsOf(db: Db, gameId: string) {
  return (await db.getAll('entries')).filter((r) => r.gameId === gameId);
}

describe('games', () => {
  it('putGame then getGame round-trips the row and the journal', async () => {
    const db = await freshDb();
    const journal = [pass(10), note(11, 'dented'), { kind: 'undo', at: 12 } as Entry];
    const doc = makeDoc('g1', journal);
    await putGame(db, doc);
    const got = await getGame(db, 'g1');
    expect(got).toBeDefined();
    expect(got?.row).toEqual(rowOf(doc));
    expect(got?.row.head).toBe(3);
    expect(got?.entries).toEqual(journal);
    expect(toDoc(got!.row, got!.entries)).toEqual(doc);
  });

  it('getGame returns undefined for an unknown id', async () => {
    const db = await freshDb();
    expect(await getGame(db, 'nope')).toBeUndefined();
  });

  it('putGame stores extra row fields such as a snapshot', async () => {
    const db = await freshDb();
    const snapshot = {
      seq: 1,
      depth: 1,
      state: { core: { turnPlayerId: 'p2', round: 1, notes: {}, ended: null }, sys: null },
    };
    await putGame(db, makeDoc('g1', [pass(10)]), { snapshot, endedAt: 99 });
    const got = await getGame(db, 'g1');
    expect(got?.row.snapshot).toEqual(snapshot);
    expect(got?.row.endedAt).toBe(99);
  });

  it('getGame ignores entry rows at or above the head', async () => {
    const db = await freshDb();
    await putGame(db, makeDoc('g1', [pass(10), pass(11)]));
    // Rows beyond the head, as a torn or foreign write would leave them.
    await db.put('entries', { gameId: 'g1', seq: 2, entry: pass(12) });
    await db.put('entries', { gameId: 'g1', seq: 5, entry: pass(13) });
    const got = await getGame(db, 'g1');
    expect(got?.entries).toEqual([pass(10), pass(11)]);
    expect(await entryRowsOf(db, 'g1')).toHaveLength(4);
  });

  it('getGame returns only the entries below a head set lower than the journal', async () => {
    const db = await freshDb();
    await putGame(db, makeDoc('g1', [pass(10), pass(11), pass(12)]), { head: 1 });
    expect((await getGame(db, 'g1'))?.entries).toEqual([pass(10)]);
  });

  it('keeps the entries of different games apart', async () => {
    const db = await freshDb();
    await putGame(db, makeDoc('g1', [pass(10)]));
    await putGame(db, makeDoc('g10', [note(20, 'x'), note(21, 'y')]));
    expect((await getGame(db, 'g1'))?.entries).toEqual([pass(10)]);
    expect((await getGame(db, 'g10'))?.entries).toEqual([note(20, 'x'), note(21, 'y')]);
  });

  it('patchGame merges fields into an existing row and ignores a missing one', async () => {
    const db = await freshDb();
    await putGame(db, makeDoc('g1', [pass(10)]));
    await patchGame(db, 'g1', { name: 'Renamed', updatedAt: 5_000 });
    await patchGame(db, 'ghost', { name: 'x' });
    const got = await getGame(db, 'g1');
    expect(got?.row).toMatchObject({ name: 'Renamed', updatedAt: 5_000, head: 1, createdAt: 1_000 });
    expect(await getGame(db, 'ghost')).toBeUndefined();
  });
});

describe('appendEntries', () => {
  it('stores the entries after the head, moves the head and applies the patch in one go', async () => {
    const db = await freshDb();
    await putGame(db, makeDoc('g1', [pass(10)]));
    await appendEntries(db, 'g1', 1, [pass(11), note(12, 'a')], { updatedAt: 12 });
    await appendEntries(db, 'g1', 3, [{ kind: 'undo', at: 13 }], { updatedAt: 13 });
    const got = await getGame(db, 'g1');
    expect(got?.row.head).toBe(4);
    expect(got?.row.updatedAt).toBe(13);
    expect(got?.entries).toEqual([pass(10), pass(11), note(12, 'a'), { kind: 'undo', at: 13 }]);
    expect((await entryRowsOf(db, 'g1')).map((r) => r.seq)).toEqual([0, 1, 2, 3]);
  });

  it('with a stale fromSeq throws HeadConflictError and writes nothing', async () => {
    const db = await freshDb();
    await putGame(db, makeDoc('g1', [pass(10), pass(11)]));
    const before = await getGame(db, 'g1');
    const rowsBefore = await db.count('entries');

    for (const stale of [1, 3, 0]) {
      await expect(
        appendEntries(db, 'g1', stale, [pass(99)], { updatedAt: 99, name: 'Changed' }),
      ).rejects.toBeInstanceOf(HeadConflictError);
    }
    await expect(appendEntries(db, 'g1', 1, [pass(99)], {})).rejects.toThrow('changed in another tab');

    expect(await db.count('entries')).toBe(rowsBefore);
    expect(await getGame(db, 'g1')).toEqual(before);
  });

  it('refuses to append to a game that does not exist, writing nothing', async () => {
    const db = await freshDb();
    await expect(appendEntries(db, 'ghost', 0, [pass(1)], {})).rejects.toBeInstanceOf(HeadConflictError);
    expect(await db.count('entries')).toBe(0);
    expect(await db.count('games')).toBe(0);
  });

  it('overwrites leftover rows at or above the head when appending there', async () => {
    const db = await freshDb();
    await putGame(db, makeDoc('g1', [pass(10)]));
    await db.put('entries', { gameId: 'g1', seq: 1, entry: note(50, 'stale') });
    await appendEntries(db, 'g1', 1, [pass(11)], {});
    expect((await getGame(db, 'g1'))?.entries).toEqual([pass(10), pass(11)]);
  });
});

describe('listGames and purgeDeleted', () => {
  it('listGames hides deleted games and sorts by updatedAt, newest first', async () => {
    const db = await freshDb();
    await putGame(db, makeDoc('old', [], 1_000));
    await putGame(db, makeDoc('new', [], 3_000));
    await putGame(db, makeDoc('mid', [], 2_000));
    await putGame(db, makeDoc('gone', [], 4_000), { deletedAt: 5_000 });
    expect((await listGames(db)).map((g) => g.id)).toEqual(['new', 'mid', 'old']);
  });

  it('purgeDeleted removes deleted games and their entries, and nothing else', async () => {
    const db = await freshDb();
    await putGame(db, makeDoc('keep', [pass(1), pass(2)]));
    await putGame(db, makeDoc('drop', [pass(3), pass(4), pass(5)]));
    await patchGame(db, 'drop', { deletedAt: 9_000 });
    expect(await purgeDeleted(db)).toBe(1);
    expect(await getGame(db, 'drop')).toBeUndefined();
    expect(await entryRowsOf(db, 'drop')).toEqual([]);
    expect((await getGame(db, 'keep'))?.entries).toEqual([pass(1), pass(2)]);
    expect(await db.count('entries')).toBe(2);
    expect(await purgeDeleted(db)).toBe(0);
  });
});

describe('tray rolls and settings', () => {
  it(`keeps only the newest ${MAX_TRAY_ROLLS} tray rolls`, async () => {
    const db = await freshDb();
    const total = MAX_TRAY_ROLLS + 5;
    const ids: number[] = [];
    for (let i = 0; i < total; i++) {
      ids.push(
        await addTrayRoll(db, {
          at: i,
          purpose: `roll ${i}`,
          pools: [{ sides: 6, faces: [(i % 6) + 1] }],
          source: 'app',
        }),
      );
    }
    expect(new Set(ids).size).toBe(total);
    const kept = await listTrayRolls(db);
    expect(kept).toHaveLength(MAX_TRAY_ROLLS);
    expect(kept.map((r) => r.at)).toEqual(Array.from({ length: MAX_TRAY_ROLLS }, (_, i) => i + 5));
    expect(kept[0]).toMatchObject({ purpose: 'roll 5', pools: [{ sides: 6, faces: [6] }], source: 'app' });
  });

  it('stores and reads settings, undefined when never set', async () => {
    const db = await freshDb();
    expect(await getSetting(db, 'theme')).toBeUndefined();
    await putSetting(db, 'theme', { dark: true });
    await putSetting(db, 'theme', { dark: false });
    expect(await getSetting<{ dark: boolean }>(db, 'theme')).toEqual({ dark: false });
  });
});
