// Who acts in White Line Fever (issue 30 log rows, issue 31 seats): core/log-row.ts reads this.
import { type ActorRules, actorRule, setupCar, setupPlayer } from '../core/log-row';
import type { WlfState } from './model';

/** Who acts, per command (issue 30, issue 31). */
export const WLF_ACTORS: ActorRules<WlfState> = {
  // The deployment, the roll-offs for placement and the first driver, and the end of a round are
  // the table's.
  shared: new Set(['wlf.deployment', 'wlf.placementOrder', 'wlf.firstDriver', 'wlf.endRound']),
  // A car placed or set; a check is called by a player on the driver (the caller acts, W-7).
  carKeys: ['carId'],
  playerKeys: ['callerId'],
  car: (id, setup) => setupCar(id, setup),
  // The round's car acts (its driver's seat); before a car is chosen, the driver.
  current: (s, setup) =>
    s?.phase === 'PLAY' && s.round
      ? ((s.round.carId ? setupCar(s.round.carId, setup) : null) ?? setupPlayer(s.round.driverId, setup))
      : null,
  byType: {
    'wlf.check': (p, setup) => setupPlayer(p.callerId, setup),
  },
};

export const wlfActor = actorRule(WLF_ACTORS);
