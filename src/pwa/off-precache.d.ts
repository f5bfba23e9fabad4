// Written by the build (vite.config.ts, plugin pitwall-off-precache): a part of the app kept out
// of the precache (the sheet editor, the print view, the QR tools), its files as built and the runtime cache the
// service worker keeps them in. No files in dev.
declare module 'virtual:pitwall-off-precache/*' {
  const part: {
    /** URLs of the part's chunk and its stylesheet, as built. */
    readonly files: readonly string[];
    /** The service worker's CacheFirst cache for them (workbox runtimeCaching). */
    readonly cache: string;
  };
  export default part;
}
