import { useRef, useState } from 'preact/hooks';
import { addFrame, type Collection, missing, progressText } from '../../share/frames';
import { unpackCollection } from '../../share/pack';
import { live, receiveShared, showToast } from '../../state/app-state';
import { navigate } from '../../state/router';
import { Sheet } from '../dice/sheet';
import { QrScanner } from './qr-scanner';

type Phase = { kind: 'scanning'; note: string | null } | { kind: 'saving' } | { kind: 'failed'; error: string };

/**
 * Scan a game (issue 14, part 1): collects another phone's looping codes in any order, shows
 * "5 of 7", then checks the checksum and stores the game through the file import's door
 * (receiveShared → openGame → restore()). Any failure leaves storage as it was and says why.
 */
export function ScanGameSheet({ onClose }: { onClose: () => void }) {
  const [collection, setCollection] = useState<Collection | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'scanning', note: null });
  const [attempt, setAttempt] = useState(0);
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
          note: 'That code is not a Pitwall game. Point at the codes under Show on screen on the other phone.',
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
    const saved = unpacked.ok ? await receiveShared(unpacked.envelope) : unpacked;
    if (!saved.ok) {
      setPhase({ kind: 'failed', error: saved.error });
      return;
    }
    showToast({ message: saved.message });
    onClose();
    navigate({ name: 'game', id: saved.id });
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
    <Sheet title="Scan a game" onClose={onClose}>
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
              ? 'All codes read. Checking the game…'
              : (phase.note ??
                (collection
                  ? `${progressText(collection)}${gaps.length && gaps.length <= 4 ? `: still need ${gaps.join(', ')}` : ''}.`
                  : 'On the other phone: Game options → Show on screen.'))}
          </p>
        </>
      )}
      {l && (
        <p class="share-help muted">
          This phone has “{l.doc.name}” up to entry {l.timeline.entries.length}. To send only what is new, the other
          phone picks New entries only and sets {l.timeline.entries.length}.
        </p>
      )}
    </Sheet>
  );
}
