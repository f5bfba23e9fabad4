import { useEffect, useState } from 'preact/hooks';
import type { GameDoc } from '../../game/types';
import type { HeldOpenings } from '../../rules/core/commitment';
import { tailSince, wholeGame } from '../../share/envelope';
import { type Packed, packEnvelope } from '../../share/pack';
import { heldFor, readDoc } from '../../state/app-state';
import { Counter } from '../components/counter';
import { Sheet } from '../dice/sheet';
import { QrLoop } from './qr-loop';

const FRAME_MS = 500;

/**
 * Game options → Show on screen (issue 14, part 1): the game as a loop of QR codes for another
 * phone's "Scan a game". Whole game by default. "New entries only" sends the entries after the
 * number the other phone reads out from its own Scan screen ("This phone has it up to entry
 * 212"): a number said across the table, not a second round of codes the other way, is the
 * least fiddly way for the sender to learn the other phone's head.
 */
export function ShowGameSheet({ gameId, onClose }: { gameId: string; onClose: () => void }) {
  const [doc, setDoc] = useState<GameDoc | null>(null);
  const [mode, setMode] = useState<'whole' | 'tail'>('whole');
  const [base, setBase] = useState(0);
  // Issue 32: the kinds this phone holds go with the codes only when the player says so.
  const [held, setHeld] = useState<HeldOpenings>({});
  const [withHidden, setWithHidden] = useState(false);
  // The codes with what they were made for: a render after a change of mode or base must not show
  // the old codes beside the new "Sends entries …" line (a scan of them would be refused).
  const [made, setMade] = useState<{ key: string; packed: Packed } | null>(null);
  const key = `${mode}:${base}:${withHidden}`;
  const packed = made?.key === key ? made.packed : null;
  useEffect(() => {
    void readDoc(gameId).then((d) => {
      setDoc(d);
      if (d) setBase(Math.max(0, d.journal.length - 1));
    });
    void heldFor(gameId).then(setHeld);
  }, [gameId]);
  useEffect(() => {
    if (!doc) return;
    let alive = true;
    const k = `${mode}:${base}:${withHidden}`;
    const env = mode === 'whole' ? wholeGame(doc) : tailSince(doc, base);
    void packEnvelope(withHidden && Object.keys(held).length ? { ...env, hidden: held } : env).then(
      (p) => alive && setMade({ key: k, packed: p }),
    );
    return () => {
      alive = false;
    };
  }, [doc, mode, base, withHidden, held]);
  const head = doc?.journal.length ?? 0;
  const many = packed?.ok === true && packed.frames.length > 1;
  return (
    <Sheet title="Show on screen" onClose={onClose}>
      {!doc ? (
        <p class="muted">Reading the game…</p>
      ) : (
        <>
          {/* What to send and what to do; a column above the code, or beside it on a landscape phone (share.css). */}
          <div class="show-text">
            <div class="seg2" role="group" aria-label="What to send">
              <button class="grow" aria-pressed={mode === 'whole'} onClick={() => setMode('whole')}>
                Whole game
              </button>
              <button class="grow" aria-pressed={mode === 'tail'} onClick={() => setMode('tail')}>
                New entries only
              </button>
            </div>
            {mode === 'tail' && (
              <>
                <Counter
                  label="The other phone has up to entry"
                  value={base}
                  min={0}
                  max={head}
                  onChange={setBase}
                  maxReason={`This phone has ${head} entries.`}
                />
                <p class="share-help">
                  {head > base + 1
                    ? `Sends entries ${base + 1} to ${head}.`
                    : head > base
                      ? `Sends entry ${head}.`
                      : 'Nothing new to send.'}
                </p>
              </>
            )}
            {Object.keys(held).length > 0 && (
              <div class="seg2" role="group" aria-label="This phone’s face-down tokens">
                <button class="grow" aria-pressed={!withHidden} onClick={() => setWithHidden(false)}>
                  Hidden tokens stay here
                </button>
                <button class="grow" aria-pressed={withHidden} onClick={() => setWithHidden(true)}>
                  With my hidden tokens
                </button>
              </div>
            )}
            {/* Two lines at 360 px (DejaVu Sans, the widest of the usual phone fonts), so the code gets the height. */}
            {packed?.ok && (
              <p class="share-help">
                Scan {many ? 'these' : 'this'} on the other phone: tap <strong>Scan a game from another phone</strong>.
              </p>
            )}
          </div>
          {packed === null ? (
            <p class="muted" aria-busy="true">
              Making the codes…
            </p>
          ) : packed.ok ? (
            <>
              <QrLoop frames={packed.frames} intervalMs={FRAME_MS} label={`“${doc.name}” as QR codes`} fit />
              {mode === 'whole' && (
                <p class="share-help share-note">
                  {Object.keys(held).length && !withHidden
                    ? 'Car photos and face-down tokens stay on this phone.'
                    : 'Car photos stay on this phone.'}
                </p>
              )}
            </>
          ) : (
            <p class="error" role="alert">
              {packed.error}
            </p>
          )}
        </>
      )}
    </Sheet>
  );
}
