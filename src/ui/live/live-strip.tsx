// Issue 14 §2: always on screen while a game is live: who is connected, the head on each
// phone, "resyncing…" while catching up, this phone's changes still waiting for the host and
// any the host refused (with its reason). The screen stays awake while connected.
import { useEffect, useState } from 'preact/hooks';
import { live, liveVersion } from '../../state/app-state';
import { describeCommand } from '../../game/game-reducer';
import { holdWakeLock } from '../../pwa/wake-lock';
import type { Entry } from '../../game/types';
import { liveStatus } from './live-status';
import { claimPhone, dismissRefused, stopLive } from './session';
import { HostLiveSheet, JoinLiveSheet } from './live-sheet';
import { PhonePicker } from './phone-picker';
import './live.css';

function entryText(e: Entry): string {
  const l = live.value;
  if (e.kind !== 'do') return e.kind === 'undo' ? 'Undo' : 'Redo';
  return l ? describeCommand(l.system, e.command, l.doc.setup) : e.command.type;
}

export function LiveStrip({ gameId }: { gameId: string }) {
  const st = liveStatus.value;
  void liveVersion.value; // the head changes with every entry applied
  const [sheet, setSheet] = useState<'host' | 'join' | null>(null);
  const [picking, setPicking] = useState(false);
  const connected = st?.link === 'open';
  useEffect(() => (connected ? holdWakeLock() : undefined), [connected]);
  if (!st || (st.gameId !== gameId && st.gameId !== null)) return null;
  const l = live.value;
  const players = l?.doc.setup.players ?? [];
  const name = (pid: string | null) => (pid ? (players.find((p) => p.id === pid)?.name ?? '?') : null);
  const head = l?.timeline.entries.length ?? 0;
  const hostHead = st.host?.head ?? head;
  const phones = [
    { key: 'host', label: `${name(st.host?.player ?? (st.role === 'host' ? st.me : null)) ?? 'Host'}’s phone (host)`, head: hostHead, on: st.role === 'host' || connected, me: st.role === 'host' },
    ...st.peers.map((p) => ({ key: p.peer, label: `${name(p.player) ?? 'A phone'}${p.player ? '’s phone' : ' nobody claimed'}`, head: p.head, on: p.connected, me: false })),
  ];
  const title =
    st.role === 'host'
      ? 'Live: this phone hosts'
      : connected
        ? st.resyncing || head < hostHead
          ? 'Live: resyncing…'
          : 'Live: connected to the host'
        : st.link === 'interrupted'
          ? 'Live: link interrupted, waiting for it to come back…'
          : 'Live: not connected. The game here is read-only until you reconnect; your changes wait.';

  return (
    <section class="card stack live-strip" aria-label="Live play" data-live-role={st.role} data-live-link={st.link}>
      <strong role="status" data-live-title>
        {title}
      </strong>
      <ul class="plain-list live-phones" aria-label="Phones in this game">
        {phones.map((p) => (
          <li key={p.key} class={`row live-phone${p.on ? '' : ' off'}`} data-live-phone={p.key}>
            <span class="grow">
              {p.label}
              {p.me ? ' · this one' : ''}
            </span>
            <span class="badge" data-live-head={p.head}>
              {p.on ? `log ${p.head}` : `offline at ${p.head}`}
            </span>
          </li>
        ))}
        {st.role === 'guest' && (
          <li class="row live-phone" data-live-phone="me">
            <span class="grow">This phone{st.me ? ` (${name(st.me)})` : ''}</span>
            <span class="badge" data-live-head={head}>
              log {head}
            </span>
          </li>
        )}
      </ul>
      {st.pending > 0 && (
        <p role="status" data-live-pending={st.pending}>
          {st.pending === 1 ? '1 change of yours waits' : `${st.pending} changes of yours wait`} for the host{connected ? '…' : ' (sent when you reconnect)'}.
        </p>
      )}
      {st.refused.map((r) => (
        <div key={r.p.id} class="row live-refused" role="alert">
          <p class="grow">
            The host refused “{entryText(r.p.entry)}”: {r.reason}
          </p>
          <button onClick={() => dismissRefused(r.p.id)}>OK</button>
        </div>
      ))}
      {st.broken && (
        <p class="error" role="alert">
          {st.broken}
        </p>
      )}
      {(st.me === null && (connected || st.role === 'host')) || picking ? (
        <PhonePicker
          players={players}
          label="Whose phone is this? (hidden tokens open only on their owner’s phone)"
          onPick={(p) => {
            claimPhone(p);
            setPicking(false);
          }}
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
        {st.me !== null && !picking && (
          <button class="grow" onClick={() => setPicking(true)}>
            Not {name(st.me)}’s phone?
          </button>
        )}
        <button class="grow" onClick={stopLive}>
          {st.pending > 0 ? `Leave live (${st.pending} not sent)` : 'Leave live'}
        </button>
      </div>
      {sheet === 'host' && <HostLiveSheet onClose={() => setSheet(null)} />}
      {sheet === 'join' && <JoinLiveSheet onClose={() => setSheet(null)} />}
    </section>
  );
}
