// Initiative [B6.1, R-5] as a core roll-off (issue 10): each player with a vehicle rolls 2D6,
// the highest total goes first (house rule CONTEST: the dice compared as in combat) and only
// the tied leaders roll again. The reducer and the guided roll read the same spec.
import type { RollOffSpec } from '../core/roll-off';
import type { RwState } from './model';
import { sideOf, vehiclesOf } from './rules';
import { missionOf } from './mission';

export function initiativeRollOff(mode: RwState['house']['initiativeMode']): RollOffSpec {
  return { sides: 6, dice: 2, score: mode === 'CONTEST' ? 'CONTEST' : 'SUM', name: 'initiative roll', tied: 'the tied leaders', cite: ' [R-5]' };
}

/** Who rolls: the players, in seat order, who field a vehicle. */
export function initiativeParticipants(s: RwState): string[] {
  const first = missionOf(s).firstSide(s); // B6.1: only the side the mission names rolls
  return s.seatOrder.filter((id) => vehiclesOf(s, id).length > 0 && (first === null || sideOf(s, id)?.id === first));
}
