// Issue 14 §2: always on screen while a game is live: who is connected, the head on each
// phone, "resyncing…" while catching up, this phone's changes still waiting for the host (issue
// 40: one the host refused shows once where it was tapped, session.ts). The screen stays awake while connected.
import { useEffect, useState } from 'preact/hooks';
import { holdWakeLock } from '../../pwa/device';
import { games, live, liveVersion, truthOf } from '../../state/app-state';
import { heldSeats, seatRefusedWords } from '../../sync/live/seats';
import { startNextGame } from '../screens/next-game';
import { AnswerPrompt } from './answer-prompt';
import { LiveAskSheet } from './live-ask';
import { HostLiveSheet, JoinLiveSheet } from './live-sheet';
import { type LiveStatus, liveStatus } from './live-status';
import { PhonePicker } from './phone-picker';
import { answerSeat, claimPhone, discardHeld, entryText, stopLive } from './session';
import './live.css';

/**
 * Issue 31: the host ends live play for every phone only by saying so; Back keeps it running.
 * A guest leaves with what it has not sent (this game's and other games') said on the button.
 */
function leaveWords(st: LiveStatus): string {
  if (st.role === 'host') return 'End live play for every phone';
  const unsent = st.pending.length + st.heldElsewhere;
  return unsent > 0 ? `Leave live (${unsent} not sent)` : 'Leave live';
}

/**
 * Issue 40: ending (or leaving) live play while changes still wait on a phone loses them for this
 * session: said first, with whose phone and how many. Null: nothing waits.
 */
function unsentWarning(st: LiveStatus, name: (id: string | null) => string | null): string | null {
  if (st.role === 'guest') {
    const n = st.pending.length + st.heldElsewhere;
    return n ? `${n} not sent yet from this phone: leaving live play drops ${n > 1 ? 'them' : 'it'}.` : null;
  }
  const on = st.peers
    .filter((p) => p.connected && p.waiting)
    .map((p) => `${name(p.player) ?? 'a phone'} (${p.waiting})`);
  return on.length ? `Not sent yet, on ${on.join(', ')}: kept there for their game’s host.` : null;
}

/** Issue 40: the name of the game a held change waits for. */
function gameName(id: string): string {
  return games.value?.find((g) => g.id === id)?.name ?? 'another game';
}

export function LiveStrip({ gameId }: { gameId: string }) {
  const st = liveStatus.value;
  void liveVersion.value; // the head changes with every entry applied
  const [sheet, setSheet] = useState<'host' | 'join' | null>(null);
  const [picking, setPicking] = useState(false);
  const [more, setMore] = useState(false);
  /** Issue 40: "End live play" or "Leave live" asked once more while changes wait; a held change to discard. */
  const [ending, setEnding] = useState(false);
  const [discarding, setDiscarding] = useState<string | null>(null);
  const connected = st?.link === 'open';
  useEffect(() => (connected ? holdWakeLock() : undefined), [connected]);
  // Connected, a change is answered in milliseconds: the waiting line shows only when it takes
  // longer than a moment (else the page would jump by a line on every tap).
  const waiting = st?.pending.length ?? 0;
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    setSlow(false);
    if (!waiting) return;
    const t = setTimeout(() => setSlow(true), 800);
    return () => clearTimeout(t);
  }, [waiting > 0]);
  if (!st || (st.gameId !== gameId && st.gameId !== null)) return null;
  const l = live.value;
  const players = l?.doc.setup.players ?? [];
  const name = (pid: string | null) => (pid ? (players.find((p) => p.id === pid)?.name ?? '?') : null);
  const head = l ? truthOf(l).entries.length : 0;
  const hostHead = st.host?.head ?? head;
  const guestPhones = st.peers.filter((p) => p.peer !== st.self);
  // One chip per phone: whose it is, and whether it has every change the host has. The log head
  // itself stays in data-live-head (the e2e sync checks read it); a player reads "up to date".
  const phones = [
    {
      key: 'host',
      who: `${name(st.role === 'host' ? st.me : (st.host?.player ?? null)) ?? 'Host'} (host)`,
      head: st.role === 'host' ? head : hostHead,
      on: st.role === 'host' || connected,
      me: st.role === 'host',
      named: true,
      host: true,
      left: st.role === 'guest' && st.ended,
      stale: false,
      rolling: st.role === 'guest' ? st.host?.rolling : undefined,
    },
    // An unclaimed guest phone is "This phone" already: no " · this phone" after it.
    ...(st.role === 'guest'
      ? [
          {
            key: 'me',
            who: name(st.me) ?? 'This phone',
            head,
            on: true,
            me: true,
            named: st.me !== null,
            host: false,
            left: false,
            stale: false,
            rolling: undefined,
          },
        ]
      : []),
    // A guest without a link knows nothing current of the other phones: dimmed, no status.
    ...guestPhones.map((p) => ({
      key: p.peer,
      who: name(p.player) ?? 'A phone nobody claimed',
      head: p.head,
      on: p.connected && (st.role === 'host' || connected),
      me: false,
      named: true,
      host: false,
      left: p.left === true,
      stale: st.role === 'guest' && !connected,
      rolling: p.connected ? p.rolling : undefined,
      waiting: p.waiting ?? 0,
    })),
  ];
  // This phone's own changes still on their way (or waiting for a link): not "up to date".
  // Issue 31: never "up to date" while anything waits, however briefly.
  const unsent =
    st.role === 'guest' && waiting > 0 ? (connected ? `sending ${waiting}…` : `${waiting} waiting to send`) : null;
  const sync = (p: (typeof phones)[number]) =>
    p.stale
      ? ''
      : p.left
        ? 'left'
        : !p.on
          ? 'offline'
          : p.host
            ? ''
            : p.key === 'me' && unsent
              ? unsent
              : p.head >= hostHead
                ? 'up to date'
                : `${hostHead - p.head} behind`;
  // Seats other phones hold: shown as taken in "Whose phone is this?" (hidden stays hidden).
  const held = heldSeats(
    st.host?.player,
    st.peers,
    st.role === 'host' ? { role: 'host' } : { role: 'guest', peer: st.self ?? '' },
  );
  const title =
    st.role === 'host'
      ? 'Live: this phone hosts'
      : connected
        ? st.resyncing || head < hostHead
          ? 'Live: resyncing…'
          : 'Live: connected'
        : st.ended
          ? 'Live: the host phone left live play. This phone keeps the game.'
          : st.link === 'interrupted'
            ? 'Live: link interrupted, waiting for it to come back…'
            : 'Live: not connected. Reconnect to send your changes.';

  return (
    // data-status: the link's state is the live page's to say; a picture of the screen leaves it out (issue 15).
    <section
      class="card stack live-strip"
      aria-label="Live play"
      data-status
      data-live-role={st.role}
      data-live-link={st.link}
      data-live-waiting={st.pending.length}
    >
      <strong role="status" data-live-title>
        {title}
      </strong>
      <ul class="live-phones" aria-label="Phones in this game">
        {phones.map((p) => (
          <li
            key={p.key}
            class={`live-phone${p.on ? '' : ' off'}${p.me ? ' me' : ''}`}
            data-live-phone={p.key}
            data-live-unsent={'waiting' in p ? p.waiting : undefined}
          >
            {p.who}
            {p.me && p.named ? ' · this phone' : ''}
            {p.left ? ' ' : sync(p) && ' · '}
            <span class="live-head" data-live-head={p.head}>
              {sync(p)}
            </span>
            {/* Issue 31: a roll open on another phone, so nobody rolls the same step unaware. */}
            {p.rolling && !p.stale && <span data-live-rolling> · has “{p.rolling.title}” open</span>}
          </li>
        ))}
      </ul>
      {st.pending.length > 0 && (!connected || slow) && (
        <p role="status" data-live-pending={st.pending.length}>
          {l?.confirmed ? 'Shown here, not confirmed yet. ' : ''}Waiting for the host
          {connected ? '…' : ' (sent when you reconnect)'}: {st.pending.slice(0, 4).map(entryText).join(', ')}
          {st.pending.length > 4 ? ` and ${st.pending.length - 4} more` : ''}.
        </p>
      )}
      {/* Issue 40: a change made in another game names its game and itself; sent only to that game's host. */}
      {st.held.length > 0 && (
        <ul class="stack plain-list" data-live-held={st.held.length} aria-label="Changes for other games">
          {st.held.map((h) => (
            <li key={h.id} class="stack live-held">
              <p>
                Waits for “{gameName(h.gameId)}” (sent when it is hosted again, never here): {h.what}
              </p>
              {discarding === h.id ? (
                <div class="row">
                  <button
                    class="grow"
                    onClick={() => {
                      discardHeld(h.id);
                      setDiscarding(null);
                    }}
                  >
                    Discard it
                  </button>
                  <button class="grow primary" onClick={() => setDiscarding(null)}>
                    Keep
                  </button>
                </div>
              ) : (
                <button onClick={() => setDiscarding(h.id)}>Discard this change</button>
              )}
            </li>
          ))}
        </ul>
      )}
      {st.broken && (
        <p class="error" role="alert">
          {st.broken}
        </p>
      )}
      {st.droppedPhones.map((d) => (
        <p key={d.n} role="status" data-live-dropped>
          Dropped {name(d.player) ? `${name(d.player)}’s phone` : 'a phone'}: {d.reason}
        </p>
      ))}
      {/* Issue 39: a seat changes phone only when this (the host's) player says so. */}
      {st.seatRequests.map((r) => {
        const asker = name(st.peers.find((p) => p.peer === r.peer)?.player ?? null);
        const holder = st.peers.find((p) => p.player === r.player && p.peer !== r.peer && !p.left);
        const who = name(r.player);
        return (
          <div key={r.peer} class="stack live-refused" role="alert" data-live-seat-request={r.player}>
            <p>
              {asker ? `${asker}’s phone` : 'A phone nobody claimed'} asks for {who}’s seat
              {holder && !holder.connected ? ` (${who}’s phone is offline)` : ''}. Give {who}’s seat to that phone?
            </p>
            <div class="row">
              <button class="grow primary" onClick={() => answerSeat(r, true)}>
                Give
              </button>
              <button class="grow" onClick={() => answerSeat(r, false)}>
                Keep
              </button>
            </div>
          </div>
        );
      })}
      {st.seatRefused && (
        <p class="error" role="alert" data-live-seat-refused={st.seatRefused.player}>
          {seatRefusedWords(name(st.seatRefused.player) ?? 'That player', st.seatRefused)}
        </p>
      )}
      {(!st.asked && connected && st.gameId !== null) || picking ? (
        <PhonePicker
          players={players}
          taken={held}
          label="Whose phone is this? (hidden tokens open only on their owner’s phone)"
          onPick={(p) => {
            claimPhone(p);
            setPicking(false);
          }}
          onAsk={
            st.role === 'guest'
              ? (p) => {
                  claimPhone(p, true);
                  setPicking(false);
                }
              : undefined
          }
        />
      ) : null}
      <div class="row wrap">
        {st.role === 'host' ? (
          <button class="grow" onClick={() => setSheet('host')}>
            Add a phone
          </button>
        ) : (
          !connected && (
            <button class="grow primary" onClick={() => setSheet('join')}>
              Reconnect
            </button>
          )
        )}
        <button class="grow" aria-expanded={more} onClick={() => setMore(!more)}>
          Live options
        </button>
      </div>
      {more && (
        <div class="menu">
          {!picking && (
            <button
              onClick={() => {
                setPicking(true);
                setMore(false);
              }}
            >
              {st.me === null ? 'Whose phone is this?' : `Not ${name(st.me)}’s phone?`}
            </button>
          )}
          {/* Issue 40: a game night is one live session: the next game keeps these phones and seats. */}
          {st.role === 'host' && <button onClick={startNextGame}>Next game with these phones</button>}
          <button
            onClick={() => {
              setMore(false);
              if (unsentWarning(st, name)) setEnding(true);
              else stopLive();
            }}
          >
            {leaveWords(st)}
          </button>
        </div>
      )}
      {ending && unsentWarning(st, name) && (
        <div class="stack live-refused" role="alert" data-live-unsent-warning>
          <p>{unsentWarning(st, name)}</p>
          <div class="row">
            <button class="grow" onClick={stopLive}>
              {st.role === 'host' ? 'End live play' : 'Leave live'}
            </button>
            <button class="grow primary" onClick={() => setEnding(false)}>
              Keep playing
            </button>
          </div>
        </div>
      )}
      <AnswerPrompt />
      {sheet === 'host' && <HostLiveSheet onClose={() => setSheet(null)} />}
      {sheet === 'join' && <JoinLiveSheet onClose={() => setSheet(null)} />}
      <LiveAskSheet />
    </section>
  );
}
