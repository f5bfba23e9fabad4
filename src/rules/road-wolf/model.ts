// Road Wolf state (B3). A vehicle is one of the setup's cars with a bought type; tokens live in
// one table and say where they are. Everything geometric stays on the table (B14).
import type { Body, Edge, RoadCardKind, Terrain, TokenCategory, TokenKind, TypeOverrides, VehicleTypeId } from './data';
import type { MissionState } from './missions/state';

export type Phase =
  | 'FORCE_BUILDING'
  | 'INITIATIVE'
  | 'PLAYER_TURN'
  | 'MISSION_SLOT'
  | 'ROAD_TURN'
  | 'ENEMY_PHASE'
  | 'ENDED';

export type TokenLocation =
  | { at: 'UNASSIGNED' }
  | { at: 'SEAT'; carId: string }
  | { at: 'PASSENGER'; carId: string }
  /** Gear aboard a vehicle; on a wreck this is the spec's WRECK location. */
  | { at: 'GEAR'; carId: string }
  | { at: 'MARKER'; markerId: string }
  | { at: 'RESERVE'; playerId: string }
  /** Used up (Molotov, Nitro, Spikes...) or lost with a destroyed bike. */
  | { at: 'DISCARDED' }
  /** A crew casualty. */
  | { at: 'KILLED' }
  /** B12.10: aboard a train car (Derailed); crew there act as their player's crew group, gear is that player's stash. */
  | { at: 'TRAIN'; car: 'ENGINE' | 'GONDOLA_1' | 'GONDOLA_2' };

export interface RwToken {
  id: string;
  /**
   * Null while face down under a commitment (issue 32): the kind is on its owner's phone only,
   * until a command opens it (payload.open, checked against `commit`).
   */
  kind: TokenKind | null;
  /** SHA-256 of kind, id and the owner's salt (core/commitment.ts); absent for a token bought in the open. */
  commit?: string;
  /** Crew or gear: public with the token's place on the vehicle card, so kept beside the commitment. */
  cat?: TokenCategory;
  /** Free Driver or Street Nitro (not counted against the allowance). */
  free: boolean;
  /** The player who bought it; on a pick-up it passes to the picker. */
  ownerId: string;
  loc: TokenLocation;
  /** Hidden from opponents until first used or shown (B3.4). */
  revealed: boolean;
  /**
   * Picked by its owner in play (R-21 Supplies, B12.7 a replacement's extra token): free, yet face
   * down like a bought one, so a picked Nitro is not the known free Street Nitro (issue 9).
   */
  picked?: true;
}

/** B3.6: reset at the start of the controller's turn. */
export interface TurnCounters {
  actionsLeft: number;
  freeMoveUsed: boolean;
  gunnerShotsUsed: number;
  mechanicRepairsUsed: number;
  nitroUsed: boolean;
  shotgunsFired: string[];
}

export interface RwVehicle {
  /** The setup car's id. */
  id: string;
  typeId: VehicleTypeId;
  /** The buyer (original side is derived from it). */
  ownerId: string;
  /** Changes on a takeover. */
  controllerId: string;
  damage: number;
  /** Token ids. */
  driverSeat: string | null;
  passengers: string[];
  gear: string[];
  destroyed: boolean;
  /** True iff the seat is empty and the vehicle is not destroyed [B10.3]. */
  abandoned: boolean;
  immobilized: boolean;
  offBoard: 'NONE' | Edge;
  /** B10.7: left by the BACK edge as a drifting object (immobilized, abandoned, a wreck), not by driving off. */
  drifted?: boolean;
  turn: TurnCounters;
}

/** Gear left on the road by a destroyed bike under the R-29 house rule. */
export interface GearMarker {
  id: string;
  tokenIds: string[];
}

export interface RwSide {
  id: string;
  players: string[];
}

export type MoveMode = 'MOVE' | 'FREE_MOVE' | 'BRAKE' | 'NITRO' | 'SKID';

export type WipeoutWhy =
  | 'RAM'
  | 'RAM_LOST'
  | 'MELEE'
  | 'SHOT'
  | 'SPIKES'
  | 'OFF_ROAD'
  | 'TAKEOVER'
  | 'ABANDONED'
  | 'CARD'
  | 'TRACK';

/**
 * Work the table still owes, resolved depth-first: pending[0] is next. While anything is
 * pending, only the command that resolves pending[0] is accepted. Kept with core/pending.ts.
 */
export type Pending =
  /** A move, brake, Nitro run or skid under way: contacts become rams, then rw.moveEnd gives the facts. */
  | {
      kind: 'MOVE';
      carId: string;
      mode: MoveMode;
      clock: number | null;
      stopped: boolean /** Road cards already met in this move: once per contact. */;
      cards?: string[] /** B12.6: vehicles a Monster Truck rammed in this move (each once). */;
      rammed?: string[];
    }
  | { kind: 'WIPEOUT'; carId: string; roadDice: number; why: WipeoutWhy }
  /** after an abandoned vehicle's check and its chain, it is immobilized unless destroyed. */
  | { kind: 'IMMOBILIZE'; carId: string }
  /**
   * B12.8: an explosive truck blew up; the table names the vehicles within 1 stick, each rammed with 6 dice
   * (rw.blast), then rw.blastEnd.
   */
  | { kind: 'BLAST'; carId: string; hit: string[] };

/** A player's turn; with `carId` (Gauntlet from game turn 2, B12.9) only that vehicle acts in it. */
export type Slot =
  | { kind: 'PLAYER'; playerId: string; carId?: string }
  | { kind: 'MISSION'; id: string }
  | { kind: 'ROAD' };

/** One initiative pass: player id -> their two faces. Later passes hold only the tied leaders. */
export type InitiativePass = Record<string, number[]>;

/**
 * How the game ended. MISSION: a mission's end condition (B12); `why` says which, in words, and
 * `scores` holds the points per side of a mission that scores (B12.1, B12.7, B12.9).
 */
export type RwResult = ({ winnerSide: string } | { draw: true }) & {
  by: 'LAST_SIDE' | 'AGREEMENT' | 'MISSION';
  why?: string;
  scores?: Record<string, number>;
};

export interface RwHouseRules {
  forbidBoughtDrivers: boolean;
  heavyBody: 'CLOSED' | 'OPEN';
  initiativeMode: 'SUM' | 'CONTEST';
  basicShot: boolean;
  skidReroll: boolean;
  bikeRamRule: 'OWN_MOVE' | 'ANY_ATTACK';
  driverLeaves: 'SEAT_PASSENGER' | 'STRICT';
  freeMeleeAfterNitro: boolean;
  destroyedBikeGear: 'LOST' | 'MARKER';
  ambushFromWrecks: boolean;
}

export interface RwState {
  phase: Phase;
  pointsValue: number;
  sides: RwSide[];
  /** Clockwise, teams alternating (B6.1). */
  seatOrder: string[];
  /** Per player: their share of the side's budget. */
  budgets: Record<string, number>;
  vehicles: Record<string, RwVehicle>;
  /** Vehicle ids in setup order. */
  vehicleOrder: string[];
  tokens: Record<string, RwToken>;
  nextTokenNo: number;
  markers: GearMarker[];
  nextMarkerNo: number;
  initiative: { passes: InitiativePass[]; first: string } | null;
  turnOrder: Slot[];
  currentSlot: number;
  gameTurn: number;
  pending: Pending[];
  /** Set when a move ends: that vehicle may make its free melee now (B7 MOVE step 6). */
  freeMeleeFor: string | null;
  /**
   * Road cards and the road turn's checklist (B2.4, B11, road-deck.ts, road-turn.ts); absent until
   * the table sets up a deck (rw.roadDeck), and then nothing of it changes how older games play.
   */
  road?: RwRoad;
  /** The mission in force (mission.ts MISSIONS); null: the default, last side standing. */
  mission: string | null;
  /** Mission role id -> side id, when the table named them (missions/roles.ts); absent: roles follow the sides' order. */
  missionRoles?: Record<string, string>;
  /** A mission's own bookkeeping (missions/state.ts); absent until a mission needs it. */
  missionState?: MissionState;
  result: RwResult | null;
  house: RwHouseRules;
  /**
   * The rules revision this game is played under (setup.rulesRevision). 1: games saved before
   * issue 9. 2: a player with no vehicle left keeps their turns (skipping them told the table they
   * held no Ambush), a ram stops the move (B8.1), untargeted token uses take a known token first,
   * and each further Gunner or Mechanic use shows one more of them. 3: a Shotgun whose win kills a
   * Gauntlet mutant is discarded, as one that takes out crew. 4: the Gauntlet's road is
   * covered before play (B12.9): rw.layRoad also before the initiative roll, and every other turn
   * command is refused until it is done (Mission.beforePlay).
   */
  rev: number;
}

// ---- road cards and the road turn (B2.4, B11) --------------------------------------------------

export type { RoadCardKind };

/** A road card on the table. `from`: drawn from the app's digital deck, or turned by the table. */
export interface CardInPlay {
  id: string;
  kind: RoadCardKind;
  from: 'DIGITAL' | 'PHYSICAL';
  /** The game turn whose road turn brought it in. */
  drawnTurn: number;
}

/** What is drifting now in the road turn (B11.1): `car:<id>` or `card:<id>`, and the vehicles a card met. */
export interface Drift {
  ref: string;
  /** Vehicles this drifting card has already met: once per contact. */
  touched: string[];
}

/** This game turn's road-turn checklist; read through road-turn.ts roadTurnOf (a stale one is fresh). */
export interface RoadTurn {
  gameTurn: number;
  /** The objects that drift this road turn, fixed as it starts (refs). */
  objects: string[];
  /** Objects moved back this road turn (refs). */
  drifted: string[];
  drifting: Drift | null;
  /** Cards drawn in this road turn (ids; a CLEAR is kept as its id too, though it went straight to the discard). */
  drawn: string[];
}

export interface RwRoad {
  mode: 'DIGITAL' | 'PHYSICAL';
  /** DIGITAL: the count of each card the table entered; null in PHYSICAL mode. */
  counts: Record<RoadCardKind, number> | null;
  /** DIGITAL: the face-down pile, next card first (never shown: see road-deck.ts publicRoad). */
  drawPile: RoadCardKind[];
  /** DIGITAL: cards used up, waiting for the next shuffle. */
  discard: RoadCardKind[];
  inPlay: CardInPlay[];
  nextCardNo: number;
  turn: RoadTurn | null;
}

// ---- derived values' shapes (rules.ts computes them; mission hooks take and return them) ------

/** A vehicle's card, with a mission-only type's overrides (B2.2, data.ts TypeOverrides). */
export interface Stats extends TypeOverrides {
  name: string;
  size: number;
  body: Body;
  terrain: Terrain;
  heavy: boolean;
  /** Catalogue bikes are the size-1 types. */
  isBike: boolean;
}

export interface Issue {
  spec: string;
  message: string;
  playerId?: string;
  carId?: string;
}

export interface Names {
  player(id: string): string;
  car(id: string): string;
}
