// Who acts in a sheet game (issue 30 log rows, issue 31 seats): core/log-row.ts reads this.
import { type ActorRules, setupCar, setupPlayer } from '../core/log-row';
import type { CsState } from './model';

function itemOwner(p: Record<string, unknown>, s: CsState | null) {
  const id = Array.isArray(p.itemIds) ? p.itemIds[0] : undefined;
  const car = s && Object.values(s.cars).find((c) => c.hidden.some((h) => h.id === id));
  return car ? car.ownerId : null;
}

export const CS_ACTORS: ActorRules<CsState> = {
  shared: new Set(),
  turnFlow: new Set(['cs.next']),
  carKeys: ['carId'],
  playerKeys: ['playerId'],
  car: (id, setup) => setupCar(id, setup),
  current: (s, setup) => {
    const id = s?.turn.order[s.turn.at];
    if (!s || !id) return null;
    return s.sheet.turns.by === 'car' ? setupCar(id, setup) : setupPlayer(id, setup);
  },
  byType: {
    'cs.reveal': (p, setup, s) => setupPlayer(itemOwner(p, s), setup),
  },
};
