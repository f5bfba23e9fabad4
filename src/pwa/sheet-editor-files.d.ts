// Written by the build (vite.config.ts, plugin pitwall-sheet-editor): the sheet editor's files as
// built, and the runtime cache the service worker keeps them in (issue 33). Empty in dev.
declare module 'virtual:pitwall-sheet-editor' {
  /** URLs of the editor's chunk and its stylesheet, as built. */
  export const editorFiles: string[];
  /** The service worker's CacheFirst cache for them (workbox runtimeCaching). */
  export const editorCache: string;
}
