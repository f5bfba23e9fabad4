import { decoderCache, decoderFiles } from 'virtual:pitwall-qr-decoder';
import { nativeQr } from './qr-native';

/**
 * Issue 15: the QR decoder (ZXing wasm + ponyfill, ~475 KB gzip) is not in the precache, so a
 * phone that reads QR codes itself never downloads it. Every other phone stores it here once,
 * in the background after the service worker is ready, straight into the cache the service
 * worker serves it from (CacheFirst, vite.config.ts): written from the page, so even a first
 * visit that the service worker does not control yet leaves a phone that can scan in airplane
 * mode. Entries of older builds are dropped. Failures are silent: the next start tries again,
 * and a scan opened online fetches the decoder anyway.
 */
export async function warmQrDecoder(): Promise<void> {
  if (!decoderFiles.length || !('caches' in window) || (await nativeQr())) return;
  const cache = await caches.open(decoderCache);
  const want = decoderFiles.map((f) => new URL(f, location.href).href);
  for (const req of await cache.keys()) if (!want.includes(req.url)) await cache.delete(req);
  for (const url of want) if (!(await cache.match(url))) await cache.add(url);
}
