import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DOORS, refusalWords } from '../../../src/game/import-words';
import { restore } from '../../../src/game/restore';
import { failedImportUrl, onThisPhone, whyNotLoaded } from '../../../src/pwa/stored';
import { SYSTEMS } from '../../../src/systems';
import { QR_TOOLS_FILES } from '../../../src/ui/share/qr-words';

const ORIGIN = 'https://pitwall.example';

/** A phone's Cache Storage holding `urls` (absolute), one cache per name. */
function fakeCaches(byCache: Record<string, string[]>): CacheStorage {
  const open = async (name: string) => {
    const urls = byCache[name] ?? [];
    return {
      keys: async () => urls.map((url) => ({ url })),
      match: async (u: string) => (urls.includes(u) ? ({} as Response) : undefined),
    } as unknown as Cache;
  };
  return {
    keys: async () => Object.keys(byCache),
    open,
    has: async (name: string) => name in byCache,
    match: async (u: string) => (Object.values(byCache).some((l) => l.includes(u)) ? ({} as Response) : undefined),
  } as unknown as CacheStorage;
}

// Every case runs with navigator.onLine forced true, as Chromium reads it in a page opened after
// the browser went offline and as a phone reads it behind a captive portal: the answer must come
// from the caches alone.
beforeEach(() => {
  vi.stubGlobal('location', new URL(`${ORIGIN}/`));
  vi.stubGlobal('navigator', { onLine: true });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('on this phone, from the caches (never navigator.onLine)', () => {
  it('a file is on the phone only when a cache holds it; no Cache Storage holds nothing', async () => {
    expect(await onThisPhone(['/assets/a.js'])).toBe(false); // Node: no caches at all
    vi.stubGlobal('caches', fakeCaches({ 'pitwall-qr-decoder': [`${ORIGIN}/assets/a.js`] }));
    expect(await onThisPhone(['/assets/a.js'])).toBe(true);
    expect(await onThisPhone(['/assets/a.js', '/assets/b.wasm'])).toBe(false);
    expect(await onThisPhone([])).toBe(true);
  });

  it('the file a failed import names, where the browser names one', () => {
    expect(failedImportUrl(new TypeError(`Failed to fetch dynamically imported module: ${ORIGIN}/assets/x-1.js`))).toBe(
      `${ORIGIN}/assets/x-1.js`,
    );
    expect(failedImportUrl(new TypeError(`error loading dynamically imported module: ${ORIGIN}/assets/y.js`))).toBe(
      `${ORIGIN}/assets/y.js`,
    );
    expect(failedImportUrl(new TypeError('Importing a module script failed.'))).toBeNull();
  });

  it('the QR decoder and the sheet editor: not stored says connect once; stored and failing says reload', async () => {
    const files = ['/assets/zxing_reader-1.wasm', '/assets/qr-decoder-1.js'];
    const e = new Error('Failed to fetch');
    vi.stubGlobal('caches', fakeCaches({ 'pitwall-qr-decoder': [`${ORIGIN}/assets/qr-decoder-1.js`] }));
    expect(await whyNotLoaded(e, files)).toBe('not-stored');
    vi.stubGlobal('caches', fakeCaches({ 'pitwall-qr-decoder': files.map((f) => ORIGIN + f) }));
    expect(await whyNotLoaded(e, files)).toBe('failed');
  });

  it('an import whose error names no file (WebKit) is judged by any stored chunk of the name', async () => {
    const e = new TypeError('Importing a module script failed.');
    vi.stubGlobal('caches', fakeCaches({ 'workbox-precache-v2': [`${ORIGIN}/assets/road-wolf-AbC_1.js`] }));
    expect(await whyNotLoaded(e, [], /\/assets\/road-wolf-[\w-]+\.js$/)).toBe('failed');
    expect(await whyNotLoaded(e, [], /\/assets\/dirty-wheels-[\w-]+\.js$/)).toBe('not-stored');
    expect(await whyNotLoaded(e)).toBe('not-stored');
  });

  it('the QR tools from the games list (src/ui/share/qr-words.ts): the named file, else any stored tools chunk', async () => {
    const chunk = `${ORIGIN}/assets/qr-tools-BVIS_c-h.js`;
    const named = new TypeError(`Failed to fetch dynamically imported module: ${chunk}`);
    const unnamed = new TypeError('Importing a module script failed.');
    vi.stubGlobal('caches', fakeCaches({ 'workbox-precache-v2': [`${ORIGIN}/assets/boot-1.js`] }));
    expect(await whyNotLoaded(named, [], QR_TOOLS_FILES)).toBe('not-stored');
    expect(await whyNotLoaded(unnamed, [], QR_TOOLS_FILES)).toBe('not-stored');
    // Only the stylesheet stored: the chunk is not, so not stored (the css alone cannot run).
    vi.stubGlobal('caches', fakeCaches({ 'pitwall-qr-tools': [`${ORIGIN}/assets/qr-tools-Bf.css`] }));
    expect(await whyNotLoaded(unnamed, [], QR_TOOLS_FILES)).toBe('not-stored');
    vi.stubGlobal('caches', fakeCaches({ 'pitwall-qr-tools': [chunk, `${ORIGIN}/assets/qr-tools-Bf.css`] }));
    expect(await whyNotLoaded(named, [], QR_TOOLS_FILES)).toBe('failed');
    expect(await whyNotLoaded(unnamed, [], QR_TOOLS_FILES)).toBe('failed');
  });
});

describe('a rule system’s chunk on import', () => {
  const doc = {
    schemaVersion: 1,
    id: 'g-1',
    name: 'Test game',
    system: 'dirty-wheels',
    createdAt: 1,
    updatedAt: 2,
    setup: {
      players: [
        { id: 'p1', name: 'Ana', color: '#ff0000' },
        { id: 'p2', name: 'Ben', color: '#00ff00' },
      ],
      cars: [
        { id: 'c1', playerId: 'p1', name: 'Interceptor', color: '#000000' },
        { id: 'c2', playerId: 'p2', name: 'Hearse', color: '#111111' },
      ],
      houseRules: {},
    },
    journal: [],
  };

  async function refusalWith(error: Error): Promise<string> {
    const info = SYSTEMS.find((x) => x.id === 'dirty-wheels') as { load?: () => Promise<unknown> };
    const load = info.load;
    try {
      info.load = () => Promise.reject(error);
      const r = await restore(structuredClone(doc));
      if (r.ok) throw new Error('expected a refusal');
      return refusalWords(r, DOORS.file);
    } finally {
      info.load = load;
    }
  }

  it('not on the phone yet: connect once; on the phone but failing: reload', async () => {
    const chunk = `${ORIGIN}/assets/dirty-wheels-Q1.js`;
    const error = new TypeError(`Failed to fetch dynamically imported module: ${chunk}`);
    vi.stubGlobal('caches', fakeCaches({ 'workbox-precache-v2': [] }));
    expect(await refusalWith(error)).toBe(
      'The rules for this game are not on this phone yet. Open Pitwall once with a connection, then import the file again.',
    );
    vi.stubGlobal('caches', fakeCaches({ 'workbox-precache-v2': [chunk] }));
    expect(await refusalWith(error)).toBe(
      'The rules for this game are on this phone but did not load. Reload Pitwall, then import the file again.',
    );
  });
});
