import { beforeAll, describe, expect, it } from 'vitest';
import type { Entry, GameDoc } from '../../../src/game/types';
import * as store from '../../../src/persist/db';
import { tailSince, wholeGame } from '../../../src/share/envelope';
import { db, initStorage, receiveShared } from '../../../src/state/app-state';
import { freePlayGame } from './helpers';

// receiveShared() against a real IndexedDB (fake-indexeddb): what the scan screen stores.
const full = freePlayGame(40, 11);
const upTo = (n: number): GameDoc => ({ ...full, journal: full.journal.slice(0, n) });

async function stored(id: string): Promise<Entry[] | null> {
  const got = await store.getGame(db.value as store.Db, id);
  return got ? got.entries : null;
}

async function everything(): Promise<unknown> {
  const h = db.value as store.Db;
  return { games: await h.getAll('games'), entries: await h.getAll('entries'), pages: await h.getAll('pages') };
}

describe('receiving a game by QR stores it through openGame, or changes nothing', () => {
  beforeAll(async () => {
    await initStorage();
    expect(db.value).not.toBeNull();
  });

  it('new entries for a game not on this phone: refused, nothing stored', async () => {
    const before = await everything();
    const r = await receiveShared(tailSince(full, 10));
    expect(r).toEqual({ ok: false, error: expect.stringMatching(/not on this phone/) });
    expect(await everything()).toEqual(before);
  });

  it('a whole game not on this phone is stored under its own id, entries identical', async () => {
    const r = await receiveShared(wholeGame(upTo(20)));
    expect(r).toMatchObject({ ok: true, id: full.id });
    expect(await stored(full.id)).toEqual(full.journal.slice(0, 20));
  });

  it('then only the entries after this phone’s head are appended', async () => {
    const r = await receiveShared(tailSince(full, 20));
    expect(r).toMatchObject({ ok: true, message: `Added ${full.journal.length - 20} new entries to “${full.name}”.` });
    expect(await stored(full.id)).toEqual(full.journal);
  });

  it('a journal the rules reject is not stored', async () => {
    const before = await everything();
    const broken: GameDoc = {
      ...full,
      id: 'g-broken',
      journal: [
        ...full.journal,
        { kind: 'do', command: { type: 'car.note', payload: { carId: 'no-such-car', text: 'x' }, at: 5 } },
      ],
    };
    const r = await receiveShared(wholeGame(broken));
    expect(r.ok).toBe(false);
    expect(await everything()).toEqual(before);
  });
});
