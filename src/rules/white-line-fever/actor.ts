// Who acts in White Line Fever (issue 30 log rows, issue 31 seats): core/log-row.ts reads this.
import { type ActorRules, actorRule, type CommandFields, setupCar, setupPlayer } from '../core/log-row';
import type { WlfState } from './model';

/**
 * Every White Line Fever command's fields (issue 39). Subjects: the car placed, activated or set,
 * and the player who calls a check (W-7). A shot's target and a collision's cars are not.
 */
const WLF_FIELDS: Record<string, CommandFields> = {
  'wlf.deployment': { other: ['deployment', 'by', 'passes', 'winner'] },
  'wlf.placementOrder': { other: ['passes', 'first'] },
  'wlf.firstDriver': { other: ['passes', 'driver'] },
  'wlf.endRound': {},
  'wlf.place': { subjects: { carId: 'car' }, other: ['speed', 'rolled'] },
  'wlf.activate': { subjects: { carId: 'car' } },
  'wlf.restore': { subjects: { carId: 'car' } },
  'wlf.setSpeed': { subjects: { carId: 'car' }, other: ['speed'] },
  'wlf.gear': { other: ['gear'] },
  'wlf.maneuver': { other: ['maneuver'] },
  'wlf.check': { subjects: { callerId: 'player' }, other: ['roll', 'pass'] },
  'wlf.fire': { other: ['targetId', 'raw', 'shortRange', 'backShot', 'adjust', 'final', 'outcome', 'blast'] },
  'wlf.collision': { other: ['carIds', 'kind', 'passes', 'loser'] },
  'wlf.adjust': { subjects: { carId: 'car' }, other: ['speed', 'status', 'flipped'] },
};

/** Who acts, per command (issue 30, issue 31, issue 39). */
export const WLF_ACTORS: ActorRules<WlfState> = {
  // The deployment, the roll-offs for placement and the first driver, and the end of a round are
  // the table's.
  shared: new Set(['wlf.deployment', 'wlf.placementOrder', 'wlf.firstDriver', 'wlf.endRound']),
  fields: WLF_FIELDS,
  subjects: { car: (id, setup) => setupCar(id, setup), player: (id, setup) => setupPlayer(id, setup) },
  // The round's car acts (its driver's seat); before a car is chosen, the driver.
  current: (s, setup) =>
    s?.phase === 'PLAY' && s.round
      ? ((s.round.carId ? setupCar(s.round.carId, setup) : null) ?? setupPlayer(s.round.driverId, setup))
      : null,
};

export const wlfActor = actorRule(WLF_ACTORS);
