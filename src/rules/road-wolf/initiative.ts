// Initiative [B6.1, R-5] as a core roll-off (issue 10): each player with a vehicle rolls 2D6,
// the highest total goes first (house rule CONTEST: the dice compared as in combat) and only
// the tied leaders roll again. The reducer and the guided roll read the same spec.
import { type RollOffSpec, rollOffStatus } from '../core/roll-off';
import { missionOf } from './mission';
import { roleOfSide, rolesOf } from './missions/common';
import type { InitiativePass, RwState } from './model';
import { sideOf, vehiclesOf } from './rules';

export function initiativeRollOff(mode: RwState['house']['initiativeMode']): RollOffSpec {
  return {
    sides: 6,
    dice: 2,
    score: mode === 'CONTEST' ? 'CONTEST' : 'SUM',
    name: 'initiative roll',
    tied: 'the tied leaders',
    cite: ' [R-5]',
  };
}

/** Who rolls: the players, in seat order, who field a vehicle. */
export function initiativeParticipants(s: RwState): string[] {
  const first = missionOf(s).firstSide(s); // B6.1: only the side the mission names rolls
  return s.seatOrder.filter((id) => vehiclesOf(s, id).length > 0 && (first === null || sideOf(s, id)?.id === first));
}

/**
 * B6.1 in words for the Who-goes-first panel and sheet: who rolls, and when nobody needs to. With
 * the mission's first side fielded by one player, that player goes first with no roll at all.
 */
export function initiativeNote(s: RwState, name: (playerId: string) => string): { roll: boolean; text: string } {
  const who = initiativeParticipants(s);
  const first = missionOf(s).firstSide(s);
  const role = first === null ? null : roleOfSide(s, first);
  const side = role ? (rolesOf(s).find((r) => r.id === role)?.name ?? 'first side') : null;
  if (who.length === 1) {
    const only = name(who[0] as string);
    return {
      roll: false,
      text: side
        ? `The mission says the ${side} go first, and ${only} is the only one of them: ${only} goes first, no roll needed [B6.1].`
        : `${only} is the only player with a vehicle: ${only} goes first, no roll needed [B6.1].`,
    };
  }
  return {
    roll: true,
    text: `${side ? `The mission says the ${side} go first: only they roll, ` : 'Everyone with a vehicle rolls '}2 dice; the highest total goes first, then play goes clockwise [B6.1].`,
  };
}

export type InitiativeStatus = { done: true; first: string } | { done: false; next: string[] };

/** Where the initiative stands after these passes: the core roll-off under initiative.ts's spec. */
export function initiativeStatus(
  participants: readonly string[],
  passes: readonly InitiativePass[],
  mode: 'SUM' | 'CONTEST',
): InitiativeStatus {
  const st = rollOffStatus(participants, passes, initiativeRollOff(mode));
  return st.done ? { done: true, first: st.pick } : st;
}
