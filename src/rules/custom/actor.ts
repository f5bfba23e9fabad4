// Who acts in a sheet game (issue 30 log rows, issue 31 seats, issue 39 every field): core/log-row.ts reads this.
import { type ActorRules, setupCar, setupPlayer, withCommon } from '../core/log-row';
import type { Setup } from '../core/model';
import type { CsState } from './model';

/** The owner of a hidden item, as an actor. */
function itemOwner(id: string, setup: Setup, s: CsState | null) {
  const car = s && Object.values(s.cars).find((c) => c.hidden.some((h) => h.id === id));
  return car ? setupPlayer(car.ownerId, setup) : null;
}

/**
 * Every sheet command's fields (issue 39). Subjects: the car a tracker, condition, move or hidden
 * item is on, the player whose resource changes, the items shown (each its owner's); a move's
 * target is not. Every command may carry the openings of the items it shows (`open`, issue 33).
 */
const CS_FIELDS = withCommon(
  {
    'cs.track': { subjects: { carId: 'car' }, other: ['tracker', 'to', 'by'] },
    'cs.max': { subjects: { carId: 'car' }, other: ['tracker', 'max'] },
    'cs.condition': { subjects: { carId: 'car' }, other: ['condition', 'on'] },
    'cs.resource': { subjects: { playerId: 'player' }, other: ['resource', 'by'] },
    'cs.out': { subjects: { carId: 'car' }, other: ['out'] },
    'cs.move': { subjects: { carId: 'car' }, other: ['move', 'targetId', 'faces', 'source'] },
    'cs.next': { other: ['rolls'] },
    'cs.hide': { subjects: { carId: 'car' }, other: ['tracker', 'kind', 'itemId', 'commit'] },
    'cs.reveal': { subjects: { itemIds: 'item' }, other: ['owed'] },
    'cs.drop': { subjects: { carId: 'car' }, other: ['itemId'] },
  },
  ['open'],
);

export const CS_ACTORS: ActorRules<CsState> = {
  shared: new Set(),
  turnFlow: new Set(['cs.next']),
  fields: CS_FIELDS,
  subjects: {
    car: (id, setup) => setupCar(id, setup),
    player: (id, setup) => setupPlayer(id, setup),
    item: itemOwner,
  },
  current: (s, setup) => {
    const id = s?.turn.order[s.turn.at];
    if (!s || !id) return null;
    return s.sheet.turns.by === 'car' ? setupCar(id, setup) : setupPlayer(id, setup);
  },
};
