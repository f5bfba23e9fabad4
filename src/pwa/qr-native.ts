/** Does this browser read QR codes itself (BarcodeDetector with 'qr_code': Chrome on Android
 * and macOS, Safari where it is on)? Then the ZXing decoder is never downloaded (issue 15). */
export interface DetectorLike {
  detect(source: ImageBitmapSource): Promise<Array<{ rawValue: string }>>;
}
export interface DetectorCtor {
  new (opts: { formats: string[] }): DetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

/** The platform's detector class when it supports 'qr_code', else null. */
export async function nativeQr(): Promise<DetectorCtor | null> {
  const Native = (globalThis as { BarcodeDetector?: DetectorCtor }).BarcodeDetector;
  if (!Native) return null;
  try {
    return (await Native.getSupportedFormats()).includes('qr_code') ? Native : null;
  } catch {
    return null;
  }
}
