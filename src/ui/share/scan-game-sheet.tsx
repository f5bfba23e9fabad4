import { useRef, useState } from 'preact/hooks';
import { addFrame, type Collection, missing, progressText } from '../../share/frames';
import { unpackCollection } from '../../share/pack';
import { live, receiveShared, showToast } from '../../state/app-state';
import { navigate, parseRoute, route } from '../../state/router';
import { ErrorNote } from '../components/error-note';
import { Sheet } from '../dice/sheet';
import { QrScanner } from './qr-scanner';

type Phase = { kind: 'scanning'; note: string | null } | { kind: 'saving' } | { kind: 'failed'; error: string };

/**
 * Scan a game (issue 14, part 1): collects another phone's looping codes in any order, shows
 * "5 of 7", then checks the checksum and stores the game through the file import's door
 * (receiveShared → openGame → restore()). Any failure leaves storage as it was and says why.
 * Codes of a game sheet (issue 33) go into the sheet library through restoreSheet() instead;
 * `sheet` is the library's Scan a sheet, which says so.
 */
export function ScanGameSheet({ onClose, sheet = false }: { onClose: () => void; sheet?: boolean }) {
  const [collection, setCollection] = useState<Collection | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'scanning', note: null });
  const [attempt, setAttempt] = useState(0);
  // Issue 40: no camera (missing, blocked, failed) or no code reader: the way without one, at once.
  const [noCamera, setNoCamera] = useState(false);
  const [pasted, setPasted] = useState('');
  const [pasteError, setPasteError] = useState<string | null>(null);
  const busy = useRef(false);
  const held = useRef<Collection | null>(null);
  const l = live.value;

  const onText = (text: string) => {
    if (busy.current) return;
    const r = addFrame(held.current, text);
    if (r.kind === 'not-ours') {
      if (!held.current)
        setPhase({
          kind: 'scanning',
          note: sheet
            ? 'That code is not a Pitwall sheet. Point at the codes under Send by QR on the other phone.'
            : 'That code is not a Pitwall game. Point at the codes under Show on screen on the other phone.',
        });
      return;
    }
    if (r.kind === 'duplicate' || r.kind === 'conflict') return;
    held.current = r.collection;
    setCollection(r.collection);
    setPhase({
      kind: 'scanning',
      note: r.kind === 'restarted' ? 'The other phone changed what it shows: starting over.' : null,
    });
    const c = r.collection;
    if (c && c.have === c.count) {
      busy.current = true;
      setPhase({ kind: 'saving' });
      void finish(c);
    }
  };

  const finish = async (c: Collection) => {
    const unpacked = await unpackCollection(c);
    const env = unpacked.ok ? unpacked.envelope : null;
    const saved =
      env?.kind === 'sheet'
        ? await import('../../state/sheets').then((m) => m.receiveSheet(env.sheet))
        : env
          ? await receiveShared(env)
          : (unpacked as { ok: false; error: string });
    if (!saved.ok) {
      setPhase({ kind: 'failed', error: saved.error });
      return;
    }
    showToast({ message: saved.message });
    onClose();
    if (env?.kind !== 'sheet') navigate({ name: 'game', id: saved.id });
    else if (route.value.name !== 'sheets') navigate({ name: 'sheets' });
  };

  const again = () => {
    held.current = null;
    busy.current = false;
    setCollection(null);
    setPhase({ kind: 'scanning', note: null });
    setAttempt((a) => a + 1);
  };

  const gaps = collection ? missing(collection) : [];
  return (
    <Sheet title={sheet ? 'Scan a sheet' : 'Scan a game'} onClose={onClose}>
      {phase.kind === 'failed' ? (
        <div class="stack" role="alert">
          <p class="error">{phase.error}</p>
          <p class="muted">Nothing on this phone was changed.</p>
          <button class="primary" onClick={again}>
            Scan again
          </button>
        </div>
      ) : (
        <>
          {/* Issue 40: the way without a camera comes first, the scanner under it saying why. */}
          {noCamera && sheet && (
            <>
              <p class="share-help">
                Without a camera: on the other phone, More → Send as a link on the sheet. Open the link on this phone,
                or paste it here.
              </p>
              <textarea
                aria-label="The sheet’s link"
                placeholder="Paste the link or the whole message"
                value={pasted}
                onInput={(e) => setPasted(e.currentTarget.value)}
              />
              <button
                class="primary"
                onClick={() => {
                  // The router reads the link, as when it opens the app (share/sheet-link.ts).
                  const word = pasted.split(/\s/).find((w) => w.includes('#/sheets/')) ?? '';
                  const r = parseRoute(word.slice(word.indexOf('#')));
                  const link = r.name === 'sheets' ? r.link : undefined;
                  if (!link) return setPasteError('That is not a sheet’s link: a sheet’s link has #/sheets/ in it.');
                  onClose();
                  // Once the sheet has closed and taken its history entry back: the library, in place.
                  setTimeout(() => navigate({ name: 'sheets', link }, true), 0);
                }}
              >
                Open the link
              </button>
              <ErrorNote error={pasteError} />
            </>
          )}
          {noCamera && !sheet && (
            <p class="share-help">
              Without a camera: on the other phone, Game options → Export to file, and send the file to this phone. Then
              Import game on this phone’s games list.
            </p>
          )}
          <QrScanner
            key={attempt}
            onText={onText}
            status={
              phase.kind === 'saving'
                ? 'All codes read'
                : collection
                  ? `${collection.have} of ${collection.count}`
                  : undefined
            }
            label="Camera for the other phone’s codes"
            onError={() => setNoCamera(true)}
          />
          <progress
            class="share-progress"
            max={collection?.count ?? 1}
            value={collection?.have ?? 0}
            aria-label="Codes read"
          />
          <p
            class="share-help"
            role="status"
            data-scan-progress={collection ? `${collection.have}/${collection.count}` : '0/0'}
          >
            {phase.kind === 'saving'
              ? `All codes read. Checking the ${sheet ? 'sheet' : 'game'}…`
              : (phase.note ??
                (collection
                  ? `${progressText(collection)}${gaps.length && gaps.length <= 4 ? `: still need ${gaps.join(', ')}` : ''}.`
                  : sheet
                    ? 'On the other phone: Game sheets → More → Send by QR.'
                    : 'On the other phone: Game options → Show on screen.'))}
          </p>
        </>
      )}
      {l && !sheet && (
        <p class="share-help muted">
          This phone has “{l.doc.name}” up to entry {l.timeline.entries.length}. To send only what is new, the other
          phone picks New entries only and sets {l.timeline.entries.length}.
        </p>
      )}
    </Sheet>
  );
}
