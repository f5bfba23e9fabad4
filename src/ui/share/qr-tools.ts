// Issue 40: the QR tools in one chunk (with share.css), kept out of the precache (vite.config.ts
// OFF_PRECACHE 'qr-tools'): the code display loop (uqr's encoder), the camera scanner, and the
// game and sheet transfer sheets. Loaded only through ./qr-part, which says when they are not on
// this phone yet.
export { QrLoop } from './qr-loop';
export { QrScanner } from './qr-scanner';
export { ScanGameSheet } from './scan-game-sheet';
export { ShowGameSheet } from './show-game-sheet';
export { ShowSheetSheet } from './show-sheet-sheet';
