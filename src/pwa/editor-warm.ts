import { editorCache, editorFiles } from 'virtual:pitwall-sheet-editor';

let warming: Promise<void> | null = null;

/**
 * Issue 33: the sheet editor (~11.5 KB gzip) is not in the precache (its 300 KB budget). The first
 * time the player shows interest in sheets (the library opens, "Your own game" is picked) it is
 * stored here, in the background, in the cache the service worker serves it from (CacheFirst,
 * vite.config.ts): written from the page, as the QR decoder is (qr-warm.ts), so even a first
 * visit the service worker does not control yet can edit a sheet offline afterwards. Entries of
 * older builds are dropped. Once per page; failures are silent and the next interest tries again.
 */
export function warmSheetEditor(): Promise<void> {
  warming ??= store().catch(() => {
    warming = null;
  });
  return warming;
}

async function store(): Promise<void> {
  if (!editorFiles.length || !('caches' in window)) return;
  const cache = await caches.open(editorCache);
  const want = editorFiles.map((f) => new URL(f, location.href).href);
  for (const req of await cache.keys()) if (!want.includes(req.url)) await cache.delete(req);
  for (const url of want) if (!(await cache.match(url))) await cache.add(url);
}
