// Who acts in Car Cult D20 (issue 30 log rows, issue 31 seats): core/log-row.ts reads this.
import { type Actor, type ActorRules, actorRule, setupCar, setupPlayer } from '../core/log-row';
import type { Setup } from '../core/model';
import type { CcState } from './model';
import { findTrack } from './rules';

/** The car a track is on, as an actor. */
function trackCar(id: string, setup: Setup, s: CcState | null): Actor | null {
  const found = s ? findTrack(s, id) : undefined;
  return found ? setupCar(found.car.id, setup) : null;
}

/** The player the head of the pending queue waits for (B8.9: the placer chooses the track, CC-A11). */
function placer(s: CcState | null, setup: Setup): Actor | null {
  const head = s?.pending[0];
  return head?.kind === 'DT' ? setupPlayer(head.placerId, setup) : null;
}

/** Who acts, per command (issue 30, issue 31, issue 39). */
export const CC_ACTORS: ActorRules<CcState> = {
  // The roster's limit, locking it, the start, a blast's models (a table fact), a mine taken off by
  // hand and the end by agreement are the table's.
  shared: new Set(['cc.config', 'cc.lockRoster', 'cc.start', 'cc.blast', 'cc.removeMine', 'cc.endGame']),
  turnFlow: new Set(['cc.endActivation']),
  // Issue 39: a roster or activation command's car, the car hitting a mine, a track set by hand
  // (its car's). A target, a struck car, the placer's track and a blast's cars are not subjects.
  subjects: {
    'cc.addCard': 'carId',
    'cc.removeCard': 'carId',
    'cc.startST': 'carId',
    'cc.activate': 'carId',
    'cc.mine': 'carId',
    'cc.adjust': 'trackId',
    'cc.removeCar': 'carId',
  },
  resolve: { carId: (id, setup) => setupCar(id, setup), trackId: trackCar },
  current: (s, setup) => (s?.activeCarId ? setupCar(s.activeCarId, setup) : null),
  byType: {
    'cc.placeDT': (_p, setup, s) => placer(s, setup),
    'cc.declineDT': (_p, setup, s) => placer(s, setup),
  },
};

export const ccActor = actorRule(CC_ACTORS);
