// Who acts in a sheet game (issue 30 log rows, issue 31 seats, issue 39 every subject): core/log-row.ts reads this.
import { type ActorRules, setupCar, setupPlayer } from '../core/log-row';
import type { Setup } from '../core/model';
import type { CsState } from './model';

/** The owner of a hidden item, as an actor. */
function itemOwner(id: string, setup: Setup, s: CsState | null) {
  const car = s && Object.values(s.cars).find((c) => c.hidden.some((h) => h.id === id));
  return car ? setupPlayer(car.ownerId, setup) : null;
}

export const CS_ACTORS: ActorRules<CsState> = {
  shared: new Set(),
  turnFlow: new Set(['cs.next']),
  // Issue 39: the car a tracker, condition, move or item is on, the player whose resource changes,
  // every item shown (each its owner's). A move's target is not a subject.
  subjects: {
    'cs.track': 'carId',
    'cs.max': 'carId',
    'cs.condition': 'carId',
    'cs.resource': 'playerId',
    'cs.out': 'carId',
    'cs.move': 'carId',
    'cs.hide': 'carId',
    'cs.reveal': 'itemIds',
    'cs.drop': 'carId',
  },
  resolve: {
    carId: (id, setup) => setupCar(id, setup),
    playerId: (id, setup) => setupPlayer(id, setup),
    itemIds: itemOwner,
  },
  current: (s, setup) => {
    const id = s?.turn.order[s.turn.at];
    if (!s || !id) return null;
    return s.sheet.turns.by === 'car' ? setupCar(id, setup) : setupPlayer(id, setup);
  },
};
