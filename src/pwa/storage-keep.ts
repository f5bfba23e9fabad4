// Whether the browser may clear this site's storage on its own. Safari deletes the storage of a
// site that is not on the home screen after about a week without use; Chromium may evict it under
// storage pressure unless persistence was granted. An installed app (display-mode: standalone)
// keeps its storage in both.

/** True when Pitwall runs as an installed app rather than in a browser tab. */
export function isInstalled(): boolean {
  if (typeof window === 'undefined') return false;
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

/** navigator.storage.persisted(): true, false, or null where the browser cannot tell. */
export async function storagePersisted(): Promise<boolean | null> {
  try {
    if (typeof navigator === 'undefined' || typeof navigator.storage?.persisted !== 'function') return null;
    return await navigator.storage.persisted();
  } catch {
    return null;
  }
}
