/**
 * "Is it on this phone?", decided from what the phone holds: the Cache Storage the service worker
 * serves from (its precache and the runtime caches of the QR decoder, the sheet editor, the print
 * view and the QR tools). Never from `navigator.onLine`: it reads true behind a captive portal or a
 * dead Wi-Fi, and Chromium reads true in a page opened after the browser went offline, so it says
 * nothing about whether a file can be fetched.
 */

/** Whether every one of `urls` (relative to the page) is in one of this phone's caches. */
export async function onThisPhone(urls: readonly string[]): Promise<boolean> {
  if (typeof caches === 'undefined') return false;
  for (const url of urls) {
    if (!(await caches.match(new URL(url, location.href).href))) return false;
  }
  return true;
}

/** Whether any cached file's path matches `path` (for a file whose exact name is not known here). */
export async function someOnThisPhone(path: RegExp): Promise<boolean> {
  if (typeof caches === 'undefined') return false;
  for (const name of await caches.keys()) {
    const keys = await (await caches.open(name)).keys();
    if (keys.some((r) => path.test(new URL(r.url).pathname))) return true;
  }
  return false;
}

/**
 * The file a failed `import()` names: Chromium says "Failed to fetch dynamically imported module:
 * URL", Firefox "error loading dynamically imported module: URL"; WebKit names none (null).
 */
export function failedImportUrl(e: unknown): string | null {
  const m = /dynamically imported module:\s*(\S+)/.exec(e instanceof Error ? e.message : String(e));
  return m?.[1] ?? null;
}

/**
 * Why a lazily loaded part of the app did not load: 'not-stored' when the phone does not hold it
 * (offline before it was ever stored: the player needs a connection once), 'failed' when it is on
 * the phone and still did not load (the player can reload). `files` are the part's files where the
 * build names them; otherwise the file the import error names; otherwise any file matching
 * `fallback` (WebKit's import errors name no file).
 */
export async function whyNotLoaded(
  e: unknown,
  files: readonly string[] = [],
  fallback?: RegExp,
): Promise<'not-stored' | 'failed'> {
  const url = files.length ? null : failedImportUrl(e);
  const stored = files.length
    ? await onThisPhone(files)
    : url
      ? await onThisPhone([url])
      : fallback
        ? await someOnThisPhone(fallback)
        : false;
  return stored ? 'failed' : 'not-stored';
}
