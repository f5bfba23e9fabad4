// Written by the build (vite.config.ts, plugin pitwall-qr-decoder): the QR decoder's files as
// built, and the runtime cache the service worker keeps them in (issue 15). Empty in dev.
declare module 'virtual:pitwall-qr-decoder' {
  /** URLs of the ZXing wasm and the barcode-detector ponyfill chunk, as built. */
  export const decoderFiles: string[];
  /** The service worker's CacheFirst cache for them (workbox runtimeCaching). */
  export const decoderCache: string;
}
