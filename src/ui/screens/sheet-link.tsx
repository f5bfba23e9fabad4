// Issue 40, "a game sheet as a link": Send as a link in the sheet library (the share sheet, else
// the clipboard, said on screen), and the offer to add a sheet whose link opened the app (the
// route #/sheets/<packed>). The link is read by share/sheet-link.ts and the sheet goes through the
// same door as a file or QR code (restoreSheet), checked before it is offered and again when added.
import { useEffect, useState } from 'preact/hooks';
import { restoreSheet } from '../../game/restore-sheet';
import type { Sheet } from '../../rules/custom/sheet';
import { readSheetLink, sheetLink } from '../../share/sheet-link';
import { showToast } from '../../state/app-state';
import { navigate } from '../../state/router';
import { receiveSheet } from '../../state/sheets';
import { factsLine } from '../format';
import { sheetFacts } from './sheet-words';

const LINK_WORDS = 'The sheet in this link';

/**
 * Sends `sheet` as a link: the share sheet where there is one, else the clipboard. Returns the
 * link when neither took it (to show for copying by hand), else null.
 */
export async function sendSheetLink(sheet: Sheet): Promise<string | null> {
  const url = await sheetLink(location.origin + location.pathname, sheet);
  if (navigator.share) {
    try {
      await navigator.share({ title: sheet.name, text: `Pitwall game sheet “${sheet.name}”:`, url });
      showToast({ message: `Sent the link to “${sheet.name}”.` });
      return null;
    } catch (e) {
      if (e instanceof DOMException && e.name === 'AbortError') return null; // closed without sending
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    showToast({
      message: `Link to “${sheet.name}” copied. Paste it in a message to the other phone; opening it there offers to add the sheet.`,
    });
    return null;
  } catch {
    return url;
  }
}

type Offer = { k: 'reading' } | { k: 'bad'; error: string } | { k: 'ok'; raw: unknown; sheet: Sheet };

/** The offer to add the sheet in a link that opened the app; gone once added or declined. */
export function SheetLinkOffer({ packed }: { packed: string }) {
  const [offer, setOffer] = useState<Offer>({ k: 'reading' });
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setOffer({ k: 'reading' });
    void readSheetLink(packed).then((r) => {
      if (!r.ok) return setOffer({ k: 'bad', error: r.error });
      const c = restoreSheet(r.sheet, LINK_WORDS);
      setOffer(c.ok ? { k: 'ok', raw: r.sheet, sheet: c.sheet } : { k: 'bad', error: c.error });
    });
  }, [packed]);
  // The library without the link; a link that opened the app (nothing to go back to) gets the
  // games list under it, so that Back leads somewhere in the app.
  const done = () => {
    if (history.length <= 1) history.replaceState(null, '', '#/');
    navigate({ name: 'sheets' }, history.length > 1);
  };
  const add = async (raw: unknown) => {
    setBusy(true);
    const r = await receiveSheet(raw, LINK_WORDS);
    setBusy(false);
    if (!r.ok) return setOffer({ k: 'bad', error: r.error });
    showToast({ message: r.message });
    done();
  };
  return (
    <section class="card stack" aria-label="A sheet sent as a link">
      {offer.k === 'reading' && <p role="status">Reading the link…</p>}
      {offer.k === 'bad' && (
        <>
          <p class="error" role="alert">
            {offer.error} Nothing was added.
          </p>
          <button onClick={done}>OK</button>
        </>
      )}
      {offer.k === 'ok' && (
        <>
          <p>
            Add the game sheet <strong>“{offer.sheet.name}”</strong> to your sheets?
          </p>
          <p class="muted small">{factsLine(sheetFacts(offer.sheet))}</p>
          <div class="row wrap">
            <button class="primary grow" disabled={busy} onClick={() => void add(offer.raw)}>
              Add to my sheets
            </button>
            <button class="grow" onClick={done}>
              Not now
            </button>
          </div>
        </>
      )}
    </section>
  );
}
