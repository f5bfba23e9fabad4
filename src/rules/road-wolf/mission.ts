// Missions as hooks (issue 10, B11-B12). Everything a mission may change is asked of the
// mission in force, in the one place the rules decide it:
//   force validation   forces.ts validateForces (mandatory Big Rig or Limo, bikes only ...)
//   turn-order slots   rules.ts turnOrderFrom (Civilians' and the Truck's slots); turn.ts
//                      startSlot asks skipsSlot (B12.3: no Enforcers' turn in game turn 1)
//   stat overrides     rules.ts stats (Monster Trucks, the Hijackers' Truck)
//   damage cap         effects.ts dealDamage (the Truck never loses its last hit)
//   wipeout override   road.ts wipeout check (a 1 on an explosive truck's dice: it explodes)
//   victory and score  effects.ts settle, after every command; score for the result screen
//   road cards         road-turn.ts: how many new cards a road turn draws (B11.1 step 5; B12.9)
// "Last side standing" is the default mission and the only one built: it changes nothing.
// A mission of the next issue is a Mission value in MISSIONS plus its data; RwState.mission
// names it (null: the default).
import type { Issue, Names, Stats } from './rules';
import type { RwResult, RwState, RwVehicle, Slot } from './model';
import type { WipeoutResult } from './data';
import { sidesInPlay } from './rules';

export interface Mission {
  id: string;
  /** Mission checks added to B4's at force lock: errors refuse the lock. */
  forceIssues(s: RwState, names: Names): { errors: Issue[]; warnings: Issue[] };
  /** One game turn's slots, given the players' slots clockwise from the first player (B6.1). */
  turnSlots(s: RwState, players: Slot[]): Slot[];
  /** Whether a player's slot is passed over this game turn (B12.3); `s.gameTurn` says which. */
  skipsSlot(s: RwState, slot: Slot): boolean;
  /** A vehicle's stats after the mission's overrides (B12.5, B12.6). */
  stats(s: RwState, v: RwVehicle, base: Stats): Stats;
  /** The most damage a vehicle can take; reaching its size destroys it (B10.1, B12.5). */
  damageCap(s: RwState, v: RwVehicle, size: number): number;
  /** The result of a wipeout check after the mission's say (B12.8); `faces` are the vehicle's final dice. */
  wipeout(s: RwState, v: RwVehicle, faces: readonly number[], outcome: 'PASSED' | WipeoutResult): 'PASSED' | WipeoutResult;
  /** Asked when no consequence is pending: the result once the game is over, else null. */
  victory(s: RwState): RwResult | null;
  /** New road cards drawn in one road turn (B11.1 step 5: one; Gauntlet two, R-44). */
  cardsPerRoadTurn(s: RwState): number;
  /** Points per side id for missions that score (B12.1), or null. */
  score(s: RwState): Record<string, number> | null;
}

/** The brief's game: the last side with a vehicle that can act wins; none left is a draw. */
export const LAST_SIDE_STANDING: Mission = {
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

export const MISSIONS: Readonly<Record<string, Mission>> = { [LAST_SIDE_STANDING.id]: LAST_SIDE_STANDING };

export function missionOf(s: RwState): Mission {
  return (s.mission !== null && MISSIONS[s.mission]) || LAST_SIDE_STANDING;
}
