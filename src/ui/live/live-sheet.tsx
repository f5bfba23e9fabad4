// Issue 14 §2: connecting phones. The host shows its offer as a QR code and scans the joining
// phone's answer; the joining phone does the reverse. No server: the codes are the signaling.
// Issue 39: either code may go as text instead (shared or copied, then pasted), for a phone with no
// camera or a refused one.
import { useEffect, useRef, useState } from 'preact/hooks';
import { live } from '../../state/app-state';
import { Sheet } from '../dice/sheet';
import { QrLoop, warmQrTools } from '../share/qr-part';
import { liveStatus } from './live-status';
import { PhonePicker } from './phone-picker';
import { hostOffer, hostStep, joinLive, rememberedOwner, startHost } from './session';
import './live.css';
import { ErrorNote } from '../components/error-note';
import { CodeIn, ShareCode } from './code-text';

type Offer = Awaited<ReturnType<typeof hostOffer>>;
type HostStep =
  | { k: 'who' }
  | { k: 'making' }
  | ({ k: 'offer' } & Offer)
  | ({ k: 'scan' } & Offer)
  | { k: 'connecting'; joined: boolean; failed?: true };

const SLOW_MS = 15_000;
const SAME_NETWORK =
  'Both phones must be on the same Wi-Fi or hotspot; some public or guest Wi-Fi keeps phones apart: then turn on one phone’s hotspot, join it with the other, and try again.';
const SLOW = `Not connected yet. ${SAME_NETWORK}`;

/** After a while without a link, says what usually stands in the way. */
function useSlow(waiting: boolean): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    setSlow(false);
    if (!waiting) return;
    const t = setTimeout(() => setSlow(true), SLOW_MS);
    return () => clearTimeout(t);
  }, [waiting]);
  return slow;
}

const connectedCount = () => liveStatus.value?.peers.filter((p) => p.connected).length ?? 0;

export function HostLiveSheet({ onClose }: { onClose: () => void }) {
  const hosting = liveStatus.value?.role === 'host';
  // Asked once per game on this phone: a remembered answer starts hosting at once.
  const [known] = useState(() => rememberedOwner(live.value?.doc.id ?? null));
  const [step, setStep] = useState<HostStep>(hosting || known !== undefined ? { k: 'making' } : { k: 'who' });
  const [error, setError] = useState<string | null>(null);
  // The scanner reports a code on screen again and again: one answer is taken per offer.
  const busy = useRef(false);
  const players = live.value?.doc.setup.players ?? [];

  // A code shown but never answered is closed with the sheet or a new code (a joined phone's link stays).
  const cancel = () => {
    const c = current.current;
    if (c.k === 'offer' || c.k === 'scan') c.cancel();
  };
  const newOffer = () => {
    cancel();
    setError(null);
    setStep({ k: 'making' });
    void hostOffer().then(
      (o) => setStep({ k: 'offer', ...o }),
      (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
    );
  };
  useEffect(() => {
    if (hosting) newOffer();
    else if (known !== undefined) {
      startHost(known);
      newOffer();
    }
  }, []);
  useEffect(() => void warmQrTools(), []);
  const current = useRef(step);
  current.current = step;
  useEffect(() => cancel, []);
  /** The joining phone's code, scanned or pasted: one is taken per offer. */
  const take = (text: string) => {
    if (step.k !== 'scan' || busy.current) return;
    busy.current = true;
    setError(null);
    const { joined, failed } = step;
    void step.accept(text).then((problem) => {
      busy.current = false;
      if (problem) return setError(problem);
      setStep({ k: 'connecting', joined: false });
      void joined.then(() => setStep((c) => (c.k === 'connecting' ? { k: 'connecting', joined: true } : c)));
      void failed.then(() => setStep((c) => (c.k === 'connecting' && !c.joined ? { ...c, failed: true } : c)));
    });
  };
  const n = connectedCount();
  const joined = step.k === 'connecting' && step.joined;
  const slow = useSlow(step.k === 'connecting' && !step.joined);
  const failed = step.k === 'connecting' && step.failed === true;
  // Issue 31: a phone that could not connect (still offline, another network) is offered again at
  // once, by name when one seated phone is away.
  const away = (liveStatus.value?.peers ?? []).filter((p) => !p.connected && !p.left && p.player !== null);
  const awayName = away.length === 1 ? players.find((p) => p.id === away[0]?.player)?.name : undefined;

  return (
    <Sheet title="Host live" onClose={onClose}>
      <div class="stack live-sheet">
        {step.k === 'who' && (
          <>
            <p>
              Other phones at the table join this game and play it with you. Every phone keeps the whole game; this
              phone’s log is the one that counts.
            </p>
            <p class="muted">Same Wi-Fi, or one phone’s hotspot. No internet needed.</p>
            <PhonePicker
              players={players}
              label="Whose phone is this?"
              onPick={(p) => {
                startHost(p);
                newOffer();
              }}
            />
          </>
        )}
        {step.k === 'making' && <p role="status">Making a code…</p>}
        {step.k === 'offer' && (
          <>
            <p class="live-step">
              1. On the joining phone: Join live, then point it at this code, or share it as text.
            </p>
            <QrLoop frames={[step.line]} label="Live code for the joining phone" ecc="L" />
            <ShareCode text={`Join my Pitwall game: ${step.line}`} />
            <button class="primary" onClick={() => setStep({ ...step, k: 'scan' })}>
              2. Scan the code it shows
            </button>
          </>
        )}
        {step.k === 'scan' && (
          <>
            <p class="live-step">Scan the joining phone’s code, or paste the message it shared.</p>
            <CodeIn want="answer" label="the joining phone's code" onCode={take} error={error} onError={setError} />
          </>
        )}
        {step.k === 'connecting' && (
          <>
            <p role="status" class="live-step">
              {joined
                ? `Connected: ${n} ${n === 1 ? 'phone' : 'phones'} playing with this one.`
                : failed
                  ? 'That phone could not connect.'
                  : 'Connecting… (both phones on the same Wi-Fi or hotspot)'}
            </p>
            {(slow || failed) && !joined && <p class="error">{failed ? SAME_NETWORK : SLOW}</p>}
            <div class="row wrap">
              {(slow || failed) && !joined ? (
                <button class="primary grow" onClick={newOffer}>
                  {awayName ? `Try again for ${awayName}’s phone` : 'Try again: a new code'}
                </button>
              ) : (
                <button class="grow" onClick={newOffer}>
                  Add another phone
                </button>
              )}
              <button class={(slow || failed) && !joined ? 'grow' : 'primary grow'} onClick={onClose}>
                Done
              </button>
            </div>
          </>
        )}
        {step.k !== 'scan' && <ErrorNote error={error} />}
      </div>
    </Sheet>
  );
}

type JoinStep = { k: 'scan' } | { k: 'answering' } | { k: 'answer'; line: string };

export function JoinLiveSheet({ onClose }: { onClose: () => void }) {
  const [step, setStep] = useState<JoinStep>({ k: 'scan' });
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);
  const st = liveStatus.value;
  const join = (text: string) => {
    if (busy.current) return;
    busy.current = true;
    setError(null);
    setStep({ k: 'answering' });
    void joinLive(text).then((r) => {
      busy.current = false;
      if (r.ok) setStep({ k: 'answer', line: r.line });
      else {
        setError(r.error);
        setStep({ k: 'scan' });
      }
    });
  };
  // Coming back (Reconnect in the Live box): the host is live already and shows "Add a phone".
  // A guest whose host left live play needs the host to start hosting again, not "Add a phone".
  const [reconnect] = useState(() => st?.role === 'guest' && !st.ended);
  useEffect(() => void warmQrTools(), []);
  const open = step.k === 'answer' && st?.role === 'guest' && st.link === 'open';
  const slow = useSlow(step.k === 'answer' && !open);
  useEffect(() => {
    if (open) onClose(); // connected: the table (and the game, when it arrives) is what matters now
  }, [open]);
  return (
    <Sheet title="Join live" onClose={onClose}>
      <div class="stack live-sheet">
        {/* Kept while this phone's code is made: a pasted message stays if it is refused. */}
        {step.k !== 'answer' && (
          <>
            <p class="live-step" data-live-host-step={reconnect ? 'reconnect' : 'join'}>
              1. {hostStep(reconnect)} Point this phone at its code, or paste the message it shared.
            </p>
            <CodeIn want="offer" label="the host's code" onCode={join} error={error} onError={setError} />
            {step.k === 'answering' && <p role="status">Making this phone’s code…</p>}
          </>
        )}
        {step.k === 'answer' && (
          <>
            <p class="live-step">
              2. Show this code to the host phone (it taps “Scan the code it shows”), or share it as text.
            </p>
            <QrLoop frames={[step.line]} label="This phone's live code for the host" ecc="L" />
            <ShareCode text={`My Pitwall code: ${step.line}`} />
            <p role="status" class="muted">
              Waiting for the host… (both phones on the same Wi-Fi or hotspot)
            </p>
            {slow && <p class="error">{SLOW}</p>}
          </>
        )}
      </div>
    </Sheet>
  );
}
