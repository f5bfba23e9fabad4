// Missions as hooks (issue 10, B11-B12). Everything a mission may change is asked of the
// mission in force, in the one place the rules decide it:
//   force validation   forces.ts validateForces (mandatory Big Rig or Limo, bikes only ...)
//   budgets            forces.ts config and rw.mission: a side's points (Breakout 10 / 12)
//   vehicle types      forces.ts buy: mission-only types (Monster Truck, Explosives Truck)
//   who rolls first    initiative.ts: only the side the mission names (B6.1)
//   turn-order slots   rules.ts turnOrderFrom (Civilians' and the Truck's slots); turn.ts
//                      startSlot asks skipsSlot (B12.3: no Enforcers' turn in game turn 1) and
//                      playsSlot (a mission slot with work to do: MISSION_SLOT)
//   stat overrides     rules.ts stats (Monster Trucks, the Hijackers' Truck)
//   damage cap         effects.ts dealDamage (the Truck never loses its last hit)
//   wipeout override   road.ts wipeout check (a 1 on an explosive truck's dice: EXPLODE)
//   exits              movement.ts moveEnd asks exitProblem (Gauntlet: not before the last card)
//   bookkeeping        effects.ts settle, after every command (Chase's losses, Gauntlet's kills)
//   victory and score  effects.ts settle, after every command; score for the scoreboard
//   road cards         road-turn.ts: how many new cards a road turn draws (B11.1 step 5; B12.9)
//   before play        commands.ts: a setup step the mission requires blocks the turn (B12.9)
// "Last side standing" is the default mission. The ten missions of B12 are missions/<id>.ts,
// listed in missions/hooks.ts; their texts are missions/catalogue.ts. RwState.mission names the
// mission (null: the default).

import type { VehicleTypeId, WipeoutResult } from './data';
import type { Issue, Names, RoadCardKind, RwResult, RwSide, RwState, RwVehicle, Slot, Stats } from './model';

/**
 * A setup step the mission's rules require before play (B12.9: the Gauntlet covers the road with
 * face-down cards): until it is done the turn cannot start (commands.ts refuses the rest).
 * ROAD_CARDS: the road deck is not set up yet; COVER_ROAD: rw.layRoad is due.
 */
export interface BeforePlayStep {
  id: 'ROAD_CARDS' | 'COVER_ROAD';
  /** Why the turn waits, with its rule: the refusal and the UI's reason. */
  message: string;
}

/** A wipeout check's outcome after the mission's say: EXPLODE replaces it (B12.8, R-43). */
export type MissionWipeout = 'PASSED' | WipeoutResult | 'EXPLODE';

export interface Mission {
  id: string;
  /** Mission checks added to B4's at force lock: errors refuse the lock. */
  forceIssues(s: RwState, names: Names): { errors: Issue[]; warnings: Issue[] };
  /** A side's points to spend (B4 step 1); null: the game's points value. */
  sideBudget(s: RwState, side: RwSide): number | null;
  /** Whether this player buys tokens at all (B12.7: the Cops buy none). */
  buysTokens(s: RwState, playerId: string): boolean;
  /** The setup step due before play (B12.9), or null; games under rules revision 3 or older have none. */
  beforePlay(s: RwState): BeforePlayStep | null;
  /** Mission-only vehicle types this player may buy (B2.2). */
  buyable(s: RwState, playerId: string): readonly VehicleTypeId[];
  /** The side whose players roll for first player (B6.1), or null: everyone with a vehicle. */
  firstSide(s: RwState): string | null;
  /** One game turn's slots, given the players' slots clockwise from the first player (B6.1). */
  turnSlots(s: RwState, players: Slot[]): Slot[];
  /** Whether a player's slot is passed over this game turn (B12.3); `s.gameTurn` says which. */
  skipsSlot(s: RwState, slot: Slot): boolean;
  /**
   * A mission slot starts (B12.3 Civilians, B12.5 the Truck): queue its work on `d` and return
   * true to play it (phase MISSION_SLOT until rw.endTurn), false to pass over it.
   */
  playsSlot(d: RwState, slot: Extract<Slot, { kind: 'MISSION' }>): boolean;
  /** A vehicle's stats after the mission's overrides (B12.5, B12.6). */
  stats(s: RwState, v: RwVehicle, base: Stats): Stats;
  /** The most damage a vehicle can take; reaching its size destroys it (B10.1, B12.5). */
  damageCap(s: RwState, v: RwVehicle, size: number): number;
  /** The result of a wipeout check after the mission's say (B12.8); `faces` are the vehicle's final dice. */
  wipeout(s: RwState, v: RwVehicle, faces: readonly number[], outcome: 'PASSED' | WipeoutResult): MissionWipeout;
  /** Why the vehicle may not leave by the END edge now (B12.9), or null. */
  exitProblem(s: RwState, v: RwVehicle): string | null;
  /** Why a vehicle of `attackerPlayer` may not attack `target` (B12.9: couriers never attack couriers), or null. */
  attackProblem(s: RwState, attackerPlayer: string, target: RwVehicle): string | null;
  /** A model that dies whenever it loses as the defender (B12.9's mutants), so an attack that beats it removes it (R-32). */
  diesWhenBeaten(s: RwState, v: RwVehicle): boolean;
  /** The road turn ended: true when the mission's own phase follows (B12.9's enemy phase: ENEMY_PHASE). */
  afterRoadTurn(d: RwState): boolean;
  /** What keeps the mission's own phase from ending (ENEMY_PHASE), or null; `endPhase` then readies the next game turn. */
  phaseEndProblem(s: RwState): string | null;
  endPhase(d: RwState): void;
  /** B12.3: whether touching a Supplies card repairs this vehicle 1 damage at once (no action; the card is used up). */
  autoSupplies(s: RwState, v: RwVehicle): boolean;
  /** B11.2: a vehicle drove over a Bridge card (`over`): nothing happens, unless the mission says (B12.7 Bridge Out). */
  bridgeOver(d: RwState, v: RwVehicle): void;
  /** At force lock, after the free Drivers and Nitros: the mission's free tokens (B4 step 5; B12.9 a Courier's Nitro). */
  atLock(d: RwState): void;
  /** Mission bookkeeping after every command, on the draft (B12.7 losses, B12.9 kills). */
  bookkeeping(d: RwState): void;
  /** Asked when no consequence is pending: the result once the game is over, else null. */
  victory(s: RwState): RwResult | null;
  /** B12.9: new road cards are laid face down (turned later, rw.revealCard); `layFaceDown` keeps one (kind null: a physical card nobody has seen). */
  faceDownCards(s: RwState): boolean;
  layFaceDown(d: RwState, cardId: string, kind: RoadCardKind | null): void;
  /** New road cards drawn in one road turn (B11.1 step 5: one; Gauntlet two, R-44). */
  cardsPerRoadTurn(s: RwState): number;
  /** Points per side id for missions that score (B12.1), or null. */
  score(s: RwState): Record<string, number> | null;
}

// The missions plug in here: missions/hooks.ts installs every mission (last side standing, the
// default, included) when the reducer or the system's index loads it. The missions import the
// rules, which ask missionOf: a table filled from above keeps this module below them all.
let installed: Readonly<Record<string, Mission>> | null = null;

export function installMissions(missions: readonly Mission[]): void {
  installed = Object.fromEntries(missions.map((m) => [m.id, m]));
}

/** Every mission by id. */
export function missionTable(): Readonly<Record<string, Mission>> {
  if (installed === null)
    throw new Error('Road Wolf missions are not installed: import rules/road-wolf/missions/hooks.');
  return installed;
}

export const DEFAULT_MISSION = 'LAST_SIDE_STANDING';

export function missionOf(s: RwState): Mission {
  const table = missionTable();
  return (s.mission !== null && table[s.mission]) || (table[DEFAULT_MISSION] as Mission);
}
