// What the app uses, asked of the engine itself: one probe for the Chromium (Playwright) and the
// WebKit (WebDriver) suites, whose printed lines fill the README's feature table.
export const ENGINE_PROBE = `return {
  serviceWorker: 'serviceWorker' in navigator,
  indexedDB: typeof indexedDB !== 'undefined',
  dialog: typeof HTMLDialogElement === 'function' && typeof HTMLDialogElement.prototype.showModal === 'function',
  BroadcastChannel: typeof BroadcastChannel === 'function',
  CompressionStream: typeof CompressionStream === 'function',
  wakeLock: 'wakeLock' in navigator,
  webShareFiles: typeof navigator.canShare === 'function',
  storagePersisted: typeof navigator.storage?.persisted === 'function',
  vibrate: typeof navigator.vibrate === 'function',
  BarcodeDetector: typeof BarcodeDetector === 'function',
  RTCPeerConnection: typeof RTCPeerConnection === 'function',
  userAgent: navigator.userAgent,
}`;

export type EngineFeatures = Record<string, boolean | string>;

export function featureLine(engine: string, f: EngineFeatures): string {
  return `engine features: ${engine}: ${Object.entries(f)
    .map(([k, v]) => `${k} ${v === true ? 'yes' : v === false ? 'no' : v}`)
    .join(', ')}`;
}
