// Who acts in White Line Fever (issue 30 log rows, issue 31 seats): core/log-row.ts reads this.
import { type ActorRules, actorRule, setupCar, setupPlayer } from '../core/log-row';
import type { WlfState } from './model';

/** Who acts, per command (issue 30, issue 31, issue 39). */
export const WLF_ACTORS: ActorRules<WlfState> = {
  // The deployment and the roll-offs for placement and the first driver are the table's.
  shared: new Set(['wlf.deployment', 'wlf.placementOrder', 'wlf.firstDriver']),
  // Issue 40: the end of a round is its driver's act (W-5).
  turnFlow: new Set(['wlf.endRound']),
  // Issue 39: a car placed or set; a check is called by a player on the driver (the caller acts,
  // W-7). A shot's target and a collision's cars are not subjects; the round's car acts for them.
  subjects: {
    'wlf.place': 'carId',
    'wlf.activate': 'carId',
    'wlf.restore': 'carId',
    'wlf.setSpeed': 'carId',
    'wlf.check': 'callerId',
    'wlf.adjust': 'carId',
  },
  resolve: { carId: (id, setup) => setupCar(id, setup), callerId: (id, setup) => setupPlayer(id, setup) },
  // The round's car acts (its driver's seat); before a car is chosen, the driver.
  current: (s, setup) =>
    s?.phase === 'PLAY' && s.round
      ? ((s.round.carId ? setupCar(s.round.carId, setup) : null) ?? setupPlayer(s.round.driverId, setup))
      : null,
};

export const wlfActor = actorRule(WLF_ACTORS);
