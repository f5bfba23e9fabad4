import { writeFileSync } from 'node:fs';

// Chromium's fake camera (--use-fake-device-for-media-stream --use-file-for-fake-video-capture)
// plays a Y4M file: these draw QR module matrices into one. Used by qr-handoff and qr-decoder.

export const CAMERA_ARGS = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

const W = 640;
const H = 480;

/** A W×H luma plane with a QR module matrix drawn at `px` pixels a module, centred. */
export function lumaOf(matrix: boolean[][], px: number): Uint8Array {
  const y = new Uint8Array(W * H).fill(235);
  const n = matrix.length;
  const x0 = Math.floor((W - n * px) / 2);
  const y0 = Math.floor((H - n * px) / 2);
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++) {
      if (!matrix[r]?.[c]) continue;
      for (let dy = 0; dy < px; dy++)
        y.fill(16, (y0 + r * px + dy) * W + x0 + c * px, (y0 + r * px + dy) * W + x0 + (c + 1) * px);
    }
  return y;
}

/** A Y4M (4:2:0) file holding each image for `hold` frames at 10 fps; Chromium loops it. */
export function writeY4m(path: string, images: Uint8Array[], hold: number) {
  const chroma = Buffer.alloc((W / 2) * (H / 2) * 2, 128);
  const parts: Buffer[] = [Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`)];
  for (const img of images) for (let k = 0; k < hold; k++) parts.push(Buffer.from('FRAME\n'), Buffer.from(img), chroma);
  writeFileSync(path, Buffer.concat(parts));
}
