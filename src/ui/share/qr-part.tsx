import qrTools from 'virtual:pitwall-off-precache/qr-tools';
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { whyNotLoaded } from '../../pwa/stored';
import { warm } from '../../pwa/warm';
import { Sheet } from '../dice/sheet';
import { QR_NOT_LOADED, QR_NOT_STORED } from './qr-words';

// Issue 40: the QR tools (./qr-tools) are not precached: not needed to play at the table, and the
// text code (live/code-text.tsx) and files do the same work. They are stored on the first
// interest (a game opens, the sheets library or a live sheet opens: warmQrTools), from then on
// they work offline; before that, offline, the player reads why here (from the caches, stored.ts),
// not "Loading…" forever.
type Tools = typeof import('./qr-tools');
const load = (): Promise<Tools> => import('./qr-tools');

/** Stores the QR tools for offline use (once per page; silent on failure). */
export const warmQrTools = (): Promise<void> => warm(qrTools);

let tools: Tools | null = null;
let pending: Promise<Tools> | null = null;

/**
 * One of the QR tools, loaded on first use. When it cannot load it shows why: in a sheet of its
 * own (`sheet`: the transfer sheets) or in place, and hands the words to the caller's `onError`
 * (the scanner's: the live sheet then offers pasting the code first).
 */
function fromPart<P extends object>(
  pick: (m: Tools) => ComponentType<P>,
  sheet?: (props: P) => string,
): ComponentType<P & { onClose?: () => void; onError?: (message: string) => void }> {
  return function QrPart(props) {
    const [, setReady] = useState(false);
    const [problem, setProblem] = useState<string | null>(null);
    useEffect(() => {
      if (tools) return;
      let alive = true;
      pending ??= load().then((m) => (tools = m));
      pending.then(
        () => alive && setReady(true),
        async (e: unknown) => {
          pending = null; // the next use tries again (a connection may be back)
          const why = (await whyNotLoaded(e, qrTools.files)) === 'not-stored' ? QR_NOT_STORED : QR_NOT_LOADED;
          if (!alive) return;
          setProblem(why);
          props.onError?.(why);
        },
      );
      return () => {
        alive = false;
      };
    }, []);
    if (tools) {
      const C = pick(tools);
      return <C {...props} />;
    }
    const note = problem ? (
      <p class="error" role="alert" data-qr-part="missing">
        {problem}
      </p>
    ) : (
      <p class="muted" aria-busy="true">
        Loading…
      </p>
    );
    return sheet && problem ? (
      <Sheet title={sheet(props)} onClose={() => props.onClose?.()}>
        {note}
      </Sheet>
    ) : (
      note
    );
  };
}

export const QrLoop = fromPart((m) => m.QrLoop);
export const QrScanner = fromPart((m) => m.QrScanner);
export const ScanGameSheet = fromPart(
  (m) => m.ScanGameSheet,
  (p) => (p.sheet ? 'Scan a sheet' : 'Scan a game'),
);
export const ShowGameSheet = fromPart(
  (m) => m.ShowGameSheet,
  () => 'Show on screen',
);
export const ShowSheetSheet = fromPart(
  (m) => m.ShowSheetSheet,
  () => 'Send by QR',
);
