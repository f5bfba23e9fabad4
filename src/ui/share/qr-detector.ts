/**
 * A QR decoder for camera frames: the platform's BarcodeDetector where it reads 'qr_code'
 * (Android Chrome, macOS/iOS 17+ Safari with the flag), otherwise the barcode-detector ponyfill,
 * whose ZXing-C++ wasm is bundled from zxing-wasm and served from our own origin, never from the
 * CDN the package defaults to. Not precached (issue 15): on phones without native QR reading,
 * qr-warm.ts stores both in the service worker's runtime cache once, in the background, so a
 * scan works in airplane mode. ZXing-C++ reads versions 1-40; the e2e test checks version 20-23
 * codes through it.
 */
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { type DetectorLike, nativeQr } from '../../pwa/qr-native';

export interface QrDetector {
  /** 'native' or 'zxing': which decoder answered (shown nowhere, asserted in e2e). */
  kind: 'native' | 'zxing';
  detect(source: ImageBitmapSource): Promise<string[]>;
}

let pending: Promise<QrDetector> | null = null;

/** Loads the decoder once (the wasm is ~1 MB: fetched on first scan, from the runtime cache). */
export function loadQrDetector(opts: { forceZxing?: boolean } = {}): Promise<QrDetector> {
  if (!opts.forceZxing && pending) return pending;
  const p = make(opts.forceZxing === true);
  if (!opts.forceZxing) {
    pending = p;
    p.catch(() => {
      pending = null; // a failed load (storage evicted?) may be tried again
    });
  }
  return p;
}

async function make(forceZxing: boolean): Promise<QrDetector> {
  const Native = forceZxing ? null : await nativeQr();
  if (Native) return wrap('native', new Native({ formats: ['qr_code'] }));
  const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
  const module = prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
    fireImmediately: true,
  });
  await module; // surfaces a failed wasm load here, not on the first frame
  return wrap('zxing', new BarcodeDetector({ formats: ['qr_code'] }) as unknown as DetectorLike);
}

function wrap(kind: QrDetector['kind'], d: DetectorLike): QrDetector {
  return { kind, detect: async (source) => (await d.detect(source)).map((b) => b.rawValue) };
}
