import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Entry, GameDoc } from '../../../src/game/types';
import { appendEntries, type Db, getGame, open, putGame } from '../../../src/persist/db';
import { GameSaver, type SaveStatus } from '../../../src/persist/saver';

let counter = 0;
const cleanup: (() => void)[] = [];

async function freshDb(): Promise<Db> {
  counter += 1;
  const db = await open({}, `pitwall-saver-test-${counter}-${Date.now()}`);
  cleanup.push(() => db.close());
  return db;
}

afterEach(() => {
  for (const f of cleanup.splice(0)) f();
  vi.useRealTimers();
});

function makeDoc(id: string, journal: Entry[] = []): GameDoc {
  return {
    schemaVersion: 1,
    id,
    name: 'Saver test',
    system: 'freeplay',
    createdAt: 1_000,
    updatedAt: 1_000,
    setup: {
      players: [
        { id: 'p1', name: 'Ana', color: '#ff0000' },
        { id: 'p2', name: 'Ben', color: '#00ff00' },
      ],
      cars: [],
      houseRules: {},
    },
    journal,
  };
}

const pass = (at: number): Entry => ({ kind: 'do', command: { type: 'turn.pass', payload: {}, at } });

/** A saver on a game stored with `initial` entries, recording every status it reports. */
async function setup(db: Db | null, initial: Entry[] = [], realDb?: Db) {
  const target = realDb ?? db;
  if (target) await putGame(target, makeDoc('g1', initial));
  const statuses: SaveStatus[] = [];
  const saver = new GameSaver(db, 'g1', initial.length, (s) => statuses.push(s));
  cleanup.push(() => saver.dispose());
  return { saver, statuses, kinds: () => statuses.map((s) => s.kind) };
}

/**
 * A Db whose `transaction` throws a QuotaExceededError while `full` is true, as a browser does
 * when the origin is out of storage. Everything else goes to the real database.
 */
function quotaDb(real: Db): { db: Db; setFull: (full: boolean) => void; failures: () => number } {
  let full = false;
  let failures = 0;
  const db = new Proxy(real, {
    get(target, prop) {
      if (prop === 'transaction' && full) {
        return () => {
          failures += 1;
          throw new DOMException('full', 'QuotaExceededError');
        };
      }
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { db, setFull: (f) => (full = f), failures: () => failures };
}

describe('GameSaver', () => {
  it('writes entries in order and reports saving then saved', async () => {
    const db = await freshDb();
    const { saver, kinds } = await setup(db, [pass(1)]);
    saver.enqueue([pass(2)], { updatedAt: 2 });
    saver.enqueue([pass(3), pass(4)], { updatedAt: 4 });
    saver.enqueue([{ kind: 'undo', at: 5 }], { updatedAt: 5 });
    await saver.flush();

    const got = await getGame(db, 'g1');
    expect(got?.entries).toEqual([pass(1), pass(2), pass(3), pass(4), { kind: 'undo', at: 5 }]);
    expect(got?.row.head).toBe(5);
    expect(got?.row.updatedAt).toBe(5);
    expect(saver.durableHead).toBe(5);
    expect(saver.pendingCount).toBe(0);
    expect(kinds()[0]).toBe('saving');
    expect(kinds().at(-1)).toBe('saved');
    expect(kinds()).not.toContain('failed');
  });

  it('flush with nothing pending writes nothing and reports nothing', async () => {
    const db = await freshDb();
    const { saver, statuses } = await setup(db);
    await saver.flush();
    expect(statuses).toEqual([]);
    expect(await db.count('entries')).toBe(0);
  });

  it('on QuotaExceededError reports failed, keeps the entries pending, and later writes them all without loss', async () => {
    const real = await freshDb();
    const q = quotaDb(real);
    const { saver, statuses, kinds } = await setup(q.db, [pass(1)], real);
    const all: Entry[] = [pass(1)];

    q.setFull(true);
    const batch1 = [pass(2), pass(3)];
    all.push(...batch1);
    saver.enqueue(batch1, { updatedAt: 3 });
    await saver.flush();
    expect(q.failures()).toBeGreaterThan(0);
    expect(statuses.at(-1)).toEqual({ kind: 'failed', message: expect.stringMatching(/out of storage space/) });
    expect(saver.pendingCount).toBe(2);
    expect(saver.durableHead).toBe(1);
    expect((await getGame(real, 'g1'))?.entries).toEqual([pass(1)]);

    // More play while the disk is still full: still pending, still failed, nothing dropped.
    const batch2 = [pass(4), { kind: 'undo', at: 5 } as Entry];
    all.push(...batch2);
    saver.enqueue(batch2, { updatedAt: 5 });
    await saver.flush();
    expect(kinds().at(-1)).toBe('failed');
    expect(saver.pendingCount).toBe(4);

    // Space is back.
    q.setFull(false);
    await saver.flush();
    expect(kinds().at(-1)).toBe('saved');
    expect(saver.pendingCount).toBe(0);
    expect(saver.durableHead).toBe(all.length);
    const got = await getGame(real, 'g1');
    expect(got?.entries).toEqual(all);
    expect(got?.row.head).toBe(all.length);
    expect(got?.row.updatedAt).toBe(5);
  });

  it('retries a failed write on its own timer once space is back', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }); // fake-indexeddb runs on setImmediate
    const real = await freshDb();
    const q = quotaDb(real);
    const { saver, kinds } = await setup(q.db, [], real);

    q.setFull(true);
    saver.enqueue([pass(1)], { updatedAt: 1 });
    await saver.flush();
    expect(kinds().at(-1)).toBe('failed');
    expect(vi.getTimerCount()).toBe(1);

    q.setFull(false);
    await vi.advanceTimersByTimeAsync(4_000);
    await saver.flush(); // waits for the write the timer started
    expect(kinds().at(-1)).toBe('saved');
    expect((await getGame(real, 'g1'))?.entries).toEqual([pass(1)]);
  });

  it('reports a generic failure for errors other than quota and keeps the entries', async () => {
    const real = await freshDb();
    let broken = true;
    const db = new Proxy(real, {
      get(target, prop) {
        if (prop === 'transaction' && broken)
          return () => {
            throw new Error('disk on fire');
          };
        const value: unknown = Reflect.get(target, prop, target);
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    const { saver, statuses } = await setup(db, [], real);
    saver.enqueue([pass(1)], {});
    await saver.flush();
    expect(statuses.at(-1)).toEqual({ kind: 'failed', message: 'Saving failed: recent changes are not saved.' });
    broken = false;
    await saver.flush();
    expect((await getGame(real, 'g1'))?.entries).toEqual([pass(1)]);
  });

  it('stops writing with a conflict status when another tab moved the head', async () => {
    const db = await freshDb();
    const { saver, kinds, statuses } = await setup(db, [pass(1)]);
    // Another tab appends to the same game first.
    await appendEntries(db, 'g1', 1, [pass(100)], { updatedAt: 100 });

    saver.enqueue([pass(2)], { updatedAt: 2 });
    await saver.flush();
    expect(statuses.at(-1)).toEqual({ kind: 'conflict', message: 'This game was changed in another tab or window.' });

    const countAfterConflict = statuses.length;
    saver.enqueue([pass(3)], { updatedAt: 3 });
    await saver.flush();
    expect(statuses.length).toBe(countAfterConflict); // no further 'saving'
    expect(kinds().at(-1)).toBe('conflict');
    expect(saver.pendingCount).toBe(2);
    expect(saver.durableHead).toBe(1);
    const got = await getGame(db, 'g1');
    expect(got?.entries).toEqual([pass(1), pass(100)]); // the other tab's work is intact
    expect(got?.row.updatedAt).toBe(100);
  });

  it('with no database reports unavailable and keeps entries in memory', async () => {
    const { saver, statuses } = await setup(null);
    expect(statuses).toEqual([{ kind: 'unavailable', message: expect.stringMatching(/not being saved/) }]);
    saver.enqueue([pass(1)], {});
    await saver.flush();
    expect(statuses).toHaveLength(1);
    expect(saver.pendingCount).toBe(1);
  });

  it('after reattach to a working database, writes what was kept in memory', async () => {
    const db = await freshDb();
    await putGame(db, makeDoc('g1'));
    const { saver, kinds } = await setup(null);
    saver.enqueue([pass(1), pass(2)], { updatedAt: 2 });
    saver.reattach(db);
    await saver.flush();
    expect(kinds().at(-1)).toBe('saved');
    expect((await getGame(db, 'g1'))?.entries).toEqual([pass(1), pass(2)]);
  });
});
