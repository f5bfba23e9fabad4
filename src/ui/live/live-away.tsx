// Issue 31: live play outlives the table screen. The host's Back no longer ends it for every
// phone: while this phone looks at another screen, a bar at the top leads back to the live table;
// opening another game asks first, saying what it does to the other phones.
import { useRef } from 'preact/hooks';
import { games, live } from '../../state/app-state';
import { navigate } from '../../state/router';
import { usePublishedHeight } from '../components/published-height';
import { liveStatus } from './live-status';
import { stopLive } from './session';
import './live.css';

function liveGameName(gameId: string): string {
  const l = live.value;
  if (l?.doc.id === gameId) return l.doc.name;
  return games.value?.find((g) => g.id === gameId)?.name ?? 'the live game';
}

/** On every screen but the live table: where live play goes on, and the way back to it. */
export function LiveAway() {
  const st = liveStatus.value;
  const gameId = st?.gameId;
  if (!st || !gameId) return null;
  return <AwayBar gameId={gameId} role={st.role} />;
}

function AwayBar({ gameId, role }: { gameId: string; role: string }) {
  // Issue 40: its height, for every page to leave it room (live.css).
  const bar = useRef<HTMLDivElement>(null);
  usePublishedHeight(bar, '--live-away-h');
  return (
    <div class="live-away" data-live-away={role} ref={bar}>
      <button class="primary" onClick={() => navigate({ name: 'game', id: gameId })}>
        <span class="live-dot" aria-hidden="true" />
        Live: {liveGameName(gameId)} · back to the table
      </button>
    </div>
  );
}

/** Opening game `id` while this phone plays another one live: what that does, asked first. */
export function LiveElsewhere({ id }: { id: string }) {
  const st = liveStatus.value;
  const gameId = st?.gameId;
  if (!st || !gameId) return null;
  const live = liveGameName(gameId);
  const others = st.peers.filter((p) => p.connected && p.peer !== st.self).length;
  const queued = st.pending.length + st.heldElsewhere;
  const what =
    st.role === 'host'
      ? `This phone hosts ${live} live${others ? ` for ${others === 1 ? 'one other phone' : `${others} other phones`}` : ''}. Opening ${liveGameName(id)} ends live play there: the other phones keep the game as it is, and join again by scanning this phone’s code when you host it again.`
      : `This phone plays ${live} live with the host phone. Opening ${liveGameName(id)} takes it out of live play${queued ? `, and ${queued === 1 ? 'its change not yet sent is' : `its ${queued} changes not yet sent are`} dropped` : ''}.`;
  return (
    <main>
      <section class="card stack live-strip" aria-label="Live play goes on">
        <p role="alert">{what}</p>
        <button class="primary" onClick={() => navigate({ name: 'game', id: gameId })}>
          Back to {live}
        </button>
        <button onClick={stopLive}>{st.role === 'host' ? 'End live play and open' : 'Leave live play and open'}</button>
      </section>
    </main>
  );
}
