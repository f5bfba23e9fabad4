import { useEffect, useState } from 'preact/hooks';
import { holdWakeLock } from '../../pwa/device';
import { QrCode } from './qr-code';
import './share.css';

/**
 * Shared API (issue 14, parts 1 and 2): shows `frames` as QR codes, one after another in a loop,
 * for another phone's camera. One frame shows as a single still code. Above the code: "Code 3
 * of 7" (left out for a single code), so the count is seen first even where the code is cut by
 * the bottom of a small screen. The screen is kept awake while it is on screen.
 *
 * - `frames`: the text of each code. Keep each under ~650 bytes for version 20 at ecc 'M' (use
 *   src/share's chunking for anything longer); the component does not cut text itself.
 * - `intervalMs`: how long each code stays up; 500 ms by default (a phone camera decodes a
 *   version-20 code in 100-300 ms, so each code gets a couple of tries per loop).
 * - `label`: accessible name of the code(s), e.g. "Game for another phone".
 * - `ecc`: error correction ('M' by default).
 * - `fit`: the code takes the room its sheet has left instead of the full width, so the whole
 *   code and its "Code 3 of 7" are on screen together without scrolling (Show on screen: 328 px
 *   at 360x640). share.css makes that sheet a column for it, down to a 260 px code, or on a phone
 *   on its side (under 570 px tall) puts the code left of the text at the screen's height.
 *
 * e2e: each code carries `data-qr-index` and the frame text in `data-qr-text`, so a test can
 * read the frames without decoding pixels; the pixels are the same text drawn by uqr.
 */
export interface QrLoopProps {
  frames: readonly string[];
  intervalMs?: number;
  label?: string;
  ecc?: 'L' | 'M' | 'Q' | 'H';
  fit?: boolean;
}

export function QrLoop({ frames, intervalMs = 500, label, ecc = 'M', fit = false }: QrLoopProps) {
  const [i, setI] = useState(0);
  const n = frames.length;
  useEffect(() => holdWakeLock(), []);
  // Keyed by content, not array identity: a parent that rebuilds the same frames on every
  // render must not send the loop back to code 1 each time.
  const content = frames.join('\n');
  useEffect(() => {
    setI(0);
    if (n <= 1) return;
    const t = setInterval(() => setI((k) => (k + 1) % n), intervalMs);
    return () => clearInterval(t);
  }, [n, intervalMs, content]);
  const k = n ? i % n : 0;
  const text = frames[k];
  if (text === undefined) return null;
  return (
    <figure
      class={`qr-loop${fit ? ' fit' : ''}${n > 1 ? ' many' : ''}`}
      data-qr-index={k}
      data-qr-count={n}
      data-qr-text={text}
    >
      {n > 1 && (
        <figcaption class="qr-loop-index" aria-live="off">
          Code {k + 1} of {n}
        </figcaption>
      )}
      <QrCode text={text} ecc={ecc} label={label ?? (n > 1 ? 'QR codes, looping' : 'QR code')} />
    </figure>
  );
}
