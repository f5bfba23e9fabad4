// Who acts in Car Cult D20 (issue 30 log rows, issue 31 seats): core/log-row.ts reads this.
import { type Actor, type ActorRules, actorRule, setupCar, setupPlayer } from '../core/log-row';
import type { Setup } from '../core/model';
import type { CcState } from './model';
import { findTrack } from './rules';

/** The car a track is on, as an actor. */
function trackCar(id: unknown, setup: Setup, s: CcState | null): Actor | null {
  const found = s && typeof id === 'string' ? findTrack(s, id) : undefined;
  return found ? setupCar(found.car.id, setup) : null;
}

/** The player the head of the pending queue waits for (B8.9: the placer chooses the track, CC-A11). */
function placer(s: CcState | null, setup: Setup): Actor | null {
  const head = s?.pending[0];
  return head?.kind === 'DT' ? setupPlayer(head.placerId, setup) : null;
}

/** Who acts, per command (issue 30, issue 31). */
export const CC_ACTORS: ActorRules<CcState> = {
  // The roster's limit, locking it, the start, a blast's models (a table fact), a mine taken off by
  // hand and the end by agreement are the table's.
  shared: new Set(['cc.config', 'cc.lockRoster', 'cc.start', 'cc.blast', 'cc.removeMine', 'cc.endGame']),
  turnFlow: new Set(['cc.endActivation']),
  carKeys: ['carId'],
  playerKeys: [],
  car: (id, setup) => setupCar(id, setup),
  current: (s, setup) => (s?.activeCarId ? setupCar(s.activeCarId, setup) : null),
  byType: {
    'cc.placeDT': (_p, setup, s) => placer(s, setup),
    'cc.declineDT': (_p, setup, s) => placer(s, setup),
    'cc.adjust': (p, setup, s) => trackCar(p.trackId, setup, s),
  },
};

export const ccActor = actorRule(CC_ACTORS);
