// Who acts in Car Cult D20 (issue 30 log rows, issue 31 seats): core/log-row.ts reads this.
import { type Actor, type ActorRules, actorRule, type CommandFields, setupCar, setupPlayer } from '../core/log-row';
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

/**
 * Every Car Cult D20 command's fields (issue 39). Subjects: the car a roster or activation command
 * names, the car hitting a mine, the track corrected by hand (its car's); a target, a struck car,
 * the placer's chosen track and the cars in a blast are not.
 */
const CC_FIELDS: Record<string, CommandFields> = {
  'cc.config': { other: ['buildLimit'] },
  'cc.addCard': { subjects: { carId: 'car' }, other: ['defId', 'card'] },
  'cc.removeCard': { subjects: { carId: 'car' }, other: ['trackId'] },
  'cc.lockRoster': {},
  'cc.startST': { subjects: { carId: 'car' }, other: ['st'] },
  'cc.start': {},
  'cc.activate': { subjects: { carId: 'car' }, other: ['tieRolls'] },
  'cc.downShift': { other: ['k', 'dice'] },
  'cc.allocate': { other: ['bonusST', 'alloc'] },
  'cc.swap': { other: ['stTrackId', 'dtTrackId'] },
  'cc.endActivation': {},
  'cc.rough': { other: ['inches', 'die'] },
  'cc.layMines': { other: ['trackId', 'count'] },
  'cc.moveEnd': { other: ['outcome', 'distance', 'struckId', 'die', 'dice', 'rerolls', 'opponentId'] },
  'cc.attack': { other: ['weaponId', 'targetId', 'inRange', 'dice', 'rerolls'] },
  'cc.mine': { subjects: { carId: 'car' }, other: ['mineId', 'dice', 'rerolls'] },
  'cc.placeDT': { other: ['trackId'] },
  'cc.declineDT': {},
  'cc.blast': { other: ['carIds'] },
  'cc.adjust': { subjects: { trackId: 'track' }, other: ['st', 'dt'] },
  'cc.removeCar': { subjects: { carId: 'car' } },
  'cc.removeMine': { other: ['mineId'] },
  'cc.endGame': { other: ['winnerIds'] },
};

/** Who acts, per command (issue 30, issue 31, issue 39). */
export const CC_ACTORS: ActorRules<CcState> = {
  // The roster's limit, locking it, the start, a blast's models (a table fact), a mine taken off by
  // hand and the end by agreement are the table's.
  shared: new Set(['cc.config', 'cc.lockRoster', 'cc.start', 'cc.blast', 'cc.removeMine', 'cc.endGame']),
  turnFlow: new Set(['cc.endActivation']),
  fields: CC_FIELDS,
  subjects: { car: (id, setup) => setupCar(id, setup), track: trackCar },
  current: (s, setup) => (s?.activeCarId ? setupCar(s.activeCarId, setup) : null),
  byType: {
    'cc.placeDT': (_p, setup, s) => placer(s, setup),
    'cc.declineDT': (_p, setup, s) => placer(s, setup),
  },
};

export const ccActor = actorRule(CC_ACTORS);
