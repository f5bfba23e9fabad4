// Issue 15 (open a long game in 100 ms): the saved state at the head is only a cache of replay.
// Read from IndexedDB (fake-indexeddb), checked (build, head, undo depth), used when it fits,
// and ignored otherwise: every path must give the very state a full replay gives.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { openGame } from '../../../src/game/open-game';
import type { Entry, GameDoc, GameState } from '../../../src/game/types';
import { type Db, getGame, open, putGame, toDoc } from '../../../src/persist/db';
import { hintedSystem, rememberOpened } from '../../../src/persist/open-hint';
import { type StoredSnapshot, snapshotDue, stamp, usableSnapshot } from '../../../src/persist/snapshot';

const BUILD = 'https://pitwall.test/assets/index-AAAA.js';
const fixture = (name: string): GameDoc =>
  JSON.parse(readFileSync(new URL(`../../fixtures/${name}`, import.meta.url), 'utf8')) as GameDoc;

let counter = 0;
const opened: Db[] = [];
async function freshDb(): Promise<Db> {
  counter += 1;
  const db = await open({}, `pitwall-snapshot-test-${counter}-${Date.now()}`);
  opened.push(db);
  return db;
}
afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

async function replayed(doc: GameDoc) {
  const r = await openGame(doc);
  if (!r.ok) throw new Error(r.error);
  return r.game.timeline;
}

/** Stores `doc` with `snapshot`, reads it back the way the app does and opens it. */
async function storeAndOpen(doc: GameDoc, snapshot: StoredSnapshot | undefined, build = BUILD) {
  const db = await freshDb();
  await putGame(db, doc, snapshot ? { snapshot } : {});
  const got = await getGame(db, doc.id);
  if (!got) throw new Error('not stored');
  const snap = usableSnapshot(got.row.snapshot, got.row.head, build);
  const r = await openGame(toDoc(got.row, got.entries), snap);
  if (!r.ok) throw new Error(r.error);
  return { used: snap !== undefined, timeline: r.game.timeline };
}

const sameGame = (a: { state: GameState; depth: number; canRedo: boolean; entries: Entry[] }, b: typeof a) => {
  expect(a.state).toEqual(b.state);
  expect(a.depth).toBe(b.depth);
  expect(a.canRedo).toBe(b.canRedo);
  expect(a.entries).toEqual(b.entries);
};

describe('usableSnapshot (issue 15: a saved state is trusted only when it provably fits)', () => {
  const s = (over: Partial<StoredSnapshot>): StoredSnapshot => ({
    seq: 10,
    depth: 8,
    state: { core: {} } as GameState,
    build: BUILD,
    ...over,
  });

  it('takes a snapshot of this build within the head', () => {
    expect(usableSnapshot(s({}), 10, BUILD)).toEqual(s({}));
    expect(usableSnapshot(s({}), 25, BUILD)?.seq).toBe(10); // stale: the rest is replayed
  });

  it('refuses none, another build, a pre-issue-15 snapshot, one past the head, seq 0, a depth beyond seq', () => {
    expect(usableSnapshot(undefined, 10, BUILD)).toBeUndefined();
    expect(usableSnapshot(s({ build: 'https://pitwall.test/assets/index-BBBB.js' }), 10, BUILD)).toBeUndefined();
    expect(usableSnapshot(s({ build: undefined }), 10, BUILD)).toBeUndefined();
    expect(usableSnapshot(s({ seq: 11 }), 10, BUILD)).toBeUndefined();
    expect(usableSnapshot(s({ seq: 0, depth: 0 }), 10, BUILD)).toBeUndefined();
    expect(usableSnapshot(s({ depth: 11 }), 10, BUILD)).toBeUndefined();
    expect(usableSnapshot(s({ depth: -1 }), 10, BUILD)).toBeUndefined();
  });

  it('snapshotDue: a fresh snapshot is written once the head is SNAPSHOT_EVERY past the usable one', () => {
    expect(snapshotDue(undefined, 199)).toBe(false);
    expect(snapshotDue(undefined, 200)).toBe(true);
    expect(snapshotDue(s({ seq: 100 }), 299)).toBe(false);
    expect(snapshotDue(s({ seq: 100 }), 300)).toBe(true);
    expect(snapshotDue(s({ seq: 100 }), 101, 1)).toBe(true);
  });
});

describe('opening from a stored snapshot gives the replayed game (issue 15)', () => {
  for (const name of [
    'road-wolf-v1.json',
    'white-line-fever-v1.json',
    'dirty-wheels-v1.json',
    'car-cult-d20-v1.json',
    'custom-v1.json',
    'game-v1.json',
  ]) {
    it(`${name}: snapshot at the head, read back from IndexedDB, equals a full replay`, async () => {
      const doc = fixture(name);
      const full = await replayed(doc);
      const { used, timeline } = await storeAndOpen(doc, stamp(full.snapshot(), BUILD));
      expect(used).toBe(true);
      sameGame(timeline, full);
    });

    it(`${name}: a stale snapshot (half-way) replays only the rest, to the same game`, async () => {
      const doc = fixture(name);
      const full = await replayed(doc);
      const half = Math.floor(doc.journal.length / 2);
      const early = await replayed({ ...doc, journal: doc.journal.slice(0, half) });
      const { used, timeline } = await storeAndOpen(doc, stamp(early.snapshot(), BUILD));
      expect(used).toBe(true);
      sameGame(timeline, full);
    });
  }

  it("another build's snapshot is ignored even when its state is wrong: the game replays", async () => {
    const doc = fixture('road-wolf-v1.json');
    const full = await replayed(doc);
    const bogus: StoredSnapshot = {
      ...full.snapshot(),
      state: { ...full.state, core: { ...full.state.core, round: 999 } },
      build: 'old-build',
    };
    const { used, timeline } = await storeAndOpen(doc, bogus);
    expect(used).toBe(false);
    sameGame(timeline, full);
    expect(timeline.state.core.round).not.toBe(999);
  });

  it('a snapshot whose undo depth does not fit the journal falls back to a full replay', async () => {
    const doc = fixture('white-line-fever-v1.json');
    const full = await replayed(doc);
    const wrong = stamp(
      {
        ...full.snapshot(),
        depth: Math.max(0, full.depth - 1),
        state: { ...full.state, core: { ...full.state.core, round: 999 } },
      },
      BUILD,
    );
    const { used, timeline } = await storeAndOpen(doc, wrong);
    expect(used).toBe(true); // it passes the cheap checks...
    sameGame(timeline, full); // ...and Timeline.load() refuses it against the journal
  });

  it('a snapshot past the stored head (a foreign or failed write) is not used', async () => {
    const doc = fixture('game-v1.json');
    const full = await replayed(doc);
    const ahead = stamp({ ...full.snapshot(), seq: doc.journal.length + 1 }, BUILD);
    const { used, timeline } = await storeAndOpen(doc, ahead);
    expect(used).toBe(false);
    sameGame(timeline, full);
  });

  it('entries after the snapshot are still checked: a bad one refuses the game', async () => {
    const doc = fixture('game-v1.json');
    const full = await replayed(doc);
    const bad: GameDoc = {
      ...doc,
      journal: [...doc.journal, { kind: 'do', command: { type: 'Not A Type', payload: {}, at: 5 } } as Entry],
    };
    const r = await openGame(bad, stamp(full.snapshot(), BUILD));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/journal\[0\]\.command\.type/);
    // ...and the same for an entry the rules reject
    const refused: GameDoc = {
      ...doc,
      journal: [...doc.journal, { kind: 'undo', at: 5 }, { kind: 'redo', at: 6 }, { kind: 'redo', at: 7 }],
    };
    const r2 = await openGame(refused, stamp(full.snapshot(), BUILD));
    expect(r2.ok).toBe(false);
  });
});

describe('open hint (issue 15: the last opened game system, loaded while IndexedDB opens)', () => {
  it('remembers one game and answers only for it; no storage is no hint', () => {
    expect(hintedSystem('g1')).toBeUndefined(); // node: no localStorage
    const items = new Map<string, string>();
    const fake = {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
    };
    (globalThis as { localStorage?: unknown }).localStorage = fake;
    try {
      rememberOpened({ id: 'g1', system: 'road-wolf' });
      expect(hintedSystem('g1')).toBe('road-wolf');
      expect(hintedSystem('g2')).toBeUndefined();
      rememberOpened({ id: 'g2', system: 'freeplay' });
      expect(hintedSystem('g1')).toBeUndefined();
      expect(hintedSystem('g2')).toBe('freeplay');
      items.set('pitwall:open-hint', '{not json');
      expect(hintedSystem('g2')).toBeUndefined();
    } finally {
      delete (globalThis as { localStorage?: unknown }).localStorage;
    }
  });
});
