import { decoderFiles } from 'virtual:pitwall-qr-decoder';
import { useEffect, useRef, useState } from 'preact/hooks';
import { holdWakeLock } from '../../pwa/device';
import { whyNotLoaded } from '../../pwa/stored';
import { loadQrDetector, type QrDetector } from './qr-detector';
import './share.css';

/**
 * Shared API (issue 14, parts 1 and 2): the app's own camera view (getUserMedia, back camera),
 * reading QR codes continuously until unmounted. Not the system camera app: on iOS that opens
 * Safari, whose storage is not the installed app's.
 *
 * - `onText(text)`: called for every code read, repeats included (a looping sequence shows each
 *   code many times: the caller keeps what it needs). Called with the same text at most once
 *   per 300 ms.
 * - `onError(message)`: the camera was refused or is missing, or the decoder did not load. The
 *   message is written for players; the scanner shows it too.
 * - `status`: a line shown over the video (e.g. "5 of 7"), for the caller's progress.
 * - `label`: accessible name of the camera view.
 *
 * Test hooks (e2e): while a scanner is mounted, `window.__pitwallQrFeed(text)` hands it a
 * decoded text as if the camera had read it, and `document.querySelector('.qr-scanner')`
 * carries `data-decoder` ('native' | 'zxing' | 'loading' | 'failed') once the decoder is up;
 * every read is also sent as a `pitwall:qr` CustomEvent on window (detail: the text).
 * A real camera stream can be faked with Chromium's --use-fake-device-for-media-stream
 * --use-file-for-fake-video-capture=<file.y4m>.
 */
export interface QrScannerProps {
  onText: (text: string) => void;
  onError?: (message: string) => void;
  status?: string;
  label?: string;
}

declare global {
  interface Window {
    __pitwallQrFeed?: (text: string) => void;
  }
}

const SCAN_EVERY_MS = 120;

export function QrScanner({ onText, onError, status, label = 'Camera' }: QrScannerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const textRef = useRef(onText);
  textRef.current = onText;
  const errorRef = useRef(onError);
  errorRef.current = onError;
  const [problem, setProblem] = useState<string | null>(null);
  const [decoder, setDecoder] = useState<'loading' | QrDetector['kind'] | 'failed'>('loading');

  useEffect(() => {
    let alive = true;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const last = new Map<string, number>();
    const emit = (t: string) => {
      const now = performance.now();
      if (now - (last.get(t) ?? -Infinity) < 300) return;
      last.set(t, now);
      // e2e can listen for every read, whatever the caller does with it.
      window.dispatchEvent(new CustomEvent('pitwall:qr', { detail: t }));
      textRef.current(t);
    };
    const fail = (m: string) => {
      if (!alive) return;
      setProblem(m);
      errorRef.current?.(m);
    };
    window.__pitwallQrFeed = (t) => alive && emit(t);
    const release = holdWakeLock();

    const start = async () => {
      let det: QrDetector;
      try {
        det = await loadQrDetector();
      } catch (e) {
        setDecoder('failed');
        // Issue 15: the decoder is not precached; a phone without native QR reading stores it in
        // the background once online. Whether it did is read from the caches (src/pwa/stored.ts).
        fail(
          (await whyNotLoaded(e, decoderFiles)) === 'not-stored'
            ? 'The code reader is not on this phone yet. Open Pitwall once with a connection and leave it open a few seconds, then scan. Or move the game with Export to file.'
            : `The code reader could not load (${e instanceof Error ? e.message : String(e)}). Reload Pitwall, then tap Scan again. Or move the game with Export to file.`,
        );
        return;
      }
      if (!alive) return;
      setDecoder(det.kind);
      if (!navigator.mediaDevices?.getUserMedia) {
        fail(
          'This browser gives the app no camera. Open Pitwall in Chrome or Safari, or move the game with Export to file.',
        );
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment', width: { ideal: 1280 }, height: { ideal: 720 } },
          audio: false,
        });
      } catch (e) {
        const name = e instanceof DOMException ? e.name : '';
        fail(
          name === 'NotAllowedError'
            ? 'The camera is blocked for Pitwall. Allow the camera in the browser’s site settings, then tap Scan again.'
            : name === 'NotFoundError' || name === 'OverconstrainedError'
              ? 'No camera found on this device.'
              : `The camera did not start (${name || String(e)}). Close other apps using it and try again.`,
        );
        return;
      }
      if (!alive) {
        for (const t of stream.getTracks()) t.stop();
        return;
      }
      const v = video.current;
      if (!v) return;
      v.srcObject = stream;
      await v.play().catch(() => undefined);
      const tick = async () => {
        if (!alive) return;
        if (v.readyState >= 2 && v.videoWidth > 0) {
          try {
            for (const t of await det.detect(v)) emit(t);
          } catch {
            // a frame the decoder could not take (resize in flight): the next one will do
          }
        }
        if (alive) timer = setTimeout(() => void tick(), SCAN_EVERY_MS);
      };
      void tick();
    };
    void start();
    return () => {
      alive = false;
      clearTimeout(timer);
      release();
      if (window.__pitwallQrFeed) delete window.__pitwallQrFeed;
      for (const t of stream?.getTracks() ?? []) t.stop();
    };
  }, []);

  return (
    <div class="qr-scanner" data-decoder={decoder} aria-label={label} role="group">
      {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: a muted video without controls takes no focus */}
      <video ref={video} muted playsInline autoPlay aria-hidden="true" />
      {/* No aiming frame over a message that says scanning cannot start: it crossed the text. */}
      {!problem && <div class="qr-scanner-frame" />}
      {(problem ?? status) && (
        <p class="qr-scanner-status" role="status">
          {problem ?? status}
        </p>
      )}
    </div>
  );
}
