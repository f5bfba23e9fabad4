import type { Mission } from '../mission';
import { sidesInPlay } from '../rules';
import { RULES_AS_WRITTEN } from './defaults';

/** The brief's game: the last side with a vehicle that can act wins; none left is a draw. */
export const LAST_SIDE_STANDING: Mission = {
  ...RULES_AS_WRITTEN,
  id: 'LAST_SIDE_STANDING',
  forceIssues: () => ({ errors: [], warnings: [] }),
  turnSlots: (_s, players) => [...players, { kind: 'ROAD' }],
  skipsSlot: () => false,
  stats: (_s, _v, base) => base,
  damageCap: (_s, _v, size) => size,
  wipeout: (_s, _v, _faces, outcome) => outcome,
  victory: (s) => {
    const left = sidesInPlay(s);
    if (left.length > 1) return null;
    return left.length === 1 ? { winnerSide: left[0] as string, by: 'LAST_SIDE' } : { draw: true, by: 'LAST_SIDE' };
  },
  cardsPerRoadTurn: () => 1,
  score: () => null,
};
