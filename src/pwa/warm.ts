/** A part of the app kept out of the precache: virtual:pitwall-off-precache/<name> (vite.config.ts). */
export type OffPrecache = { readonly files: readonly string[]; readonly cache: string };

const warming = new Map<string, Promise<void>>();

/**
 * The sheet editor (issue 33), the print view (issue 39) and the QR tools (issue 40) are not in
 * the precache (its 300 KB budget). The first time the player shows interest in one it is stored
 * here, in the background, in the cache the service worker serves it from (CacheFirst,
 * vite.config.ts): written from the page, as the QR decoder is (qr-warm.ts), so even a first visit
 * the service worker does not control yet can use it offline afterwards. Entries of older builds are dropped. Once per page
 * and part; failures are silent and the next interest tries again.
 */
export function warm(part: OffPrecache): Promise<void> {
  let p = warming.get(part.cache);
  if (!p) {
    p = store(part).catch(() => void warming.delete(part.cache));
    warming.set(part.cache, p);
  }
  return p;
}

async function store({ files, cache: name }: OffPrecache): Promise<void> {
  if (!files.length || !('caches' in window)) return;
  const cache = await caches.open(name);
  const want = files.map((f) => new URL(f, location.href).href);
  for (const req of await cache.keys()) if (!want.includes(req.url)) await cache.delete(req);
  for (const url of want) if (!(await cache.match(url))) await cache.add(url);
}
