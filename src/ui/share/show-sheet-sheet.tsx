import { useEffect, useState } from 'preact/hooks';
import type { Sheet as GameSheet } from '../../rules/custom/sheet';
import { wholeSheet } from '../../share/envelope';
import { type Packed, packEnvelope } from '../../share/pack';
import { Sheet } from '../dice/sheet';
import { QrLoop } from './qr-loop';

/**
 * Send by QR (issue 33): a game sheet as a loop of codes for another phone's Game sheets → Scan a
 * sheet, on the same frames as Show on screen for a game (src/share: envelope, pack, frames).
 */
export function ShowSheetSheet({ sheet, onClose }: { sheet: GameSheet; onClose: () => void }) {
  const [packed, setPacked] = useState<Packed | null>(null);
  useEffect(() => {
    let alive = true;
    void packEnvelope(wholeSheet(sheet)).then((p) => alive && setPacked(p));
    return () => {
      alive = false;
    };
  }, [sheet]);
  const many = packed?.ok === true && packed.frames.length > 1;
  return (
    <Sheet title="Send by QR" onClose={onClose}>
      <div class="show-text">
        <p class="share-help">
          Scan {many ? 'these' : 'this'} on the other phone: <strong>Game sheets → Scan a sheet</strong>.
        </p>
      </div>
      {packed === null ? (
        <p class="muted" aria-busy="true">
          Making the codes…
        </p>
      ) : packed.ok ? (
        <QrLoop frames={packed.frames} intervalMs={500} label={`“${sheet.name}” as QR codes`} fit />
      ) : (
        <p class="error" role="alert">
          {packed.error}
        </p>
      )}
    </Sheet>
  );
}
