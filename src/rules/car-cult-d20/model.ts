// Car Cult D20 state (car-cult-d20.md B4) and every command's payload. The players, seating
// order and car names live in the game's setup; this is the rest. A car is a stack of tracks,
// one per card, each described by its two counts (B2): `st` Speed Tokens packed from AZ 1 and
// `dt` Damage Tokens packed from AZ n. Positions are derived (core/track.ts), never stored.
import type { RollOffPass } from '../core/roll-off';
import type { CardDef } from './data';

export type CcPhase = 'roster' | 'setup' | 'round' | 'ended';

/** One card on a car: its printed data (copied from data.ts or a custom card) and its tokens. */
export interface CcTrack extends Omit<CardDef, 'id' | 'text'> {
  /** Unique in the game: `${carId}/${k}/${defId}` (the log names the card from it). */
  id: string;
  /** The card it was made from (data.ts id, or `custom:<id>`). */
  defId: string;
  st: number;
  dt: number;
  /** Weapon: attack actions already declared this activation (B8.8 step 1). */
  actionsUsed?: number;
}

/**
 * Where an activation is (B8.2, CC-A15): START (cleared; a down shift is allowed, then the
 * allocation), ACT (allocated: swaps, then move and attacks in any order). The activation ends
 * with cc.endActivation (or an explosion).
 */
export type CcStep = 'START' | 'ACT';

export type CcMove = 'NOT_STARTED' | 'MOVING' | 'DONE';

export interface CcActivation {
  step: CcStep;
  downShifted: number;
  downShiftDice: number[];
  generated: number;
  bonusST: number;
  wasted: number;
  /** ST added to the engine by allocation (and swaps under swapsCountTowardAccel): counts toward accel. */
  stAddedToEngine: number;
  move: CcMove;
  /** Any move event or attack happened: Fixer swaps are over unless swapsAnyTime (CC-A20). */
  acted: boolean;
  minesPlacedThisActivation: string[];
}

export interface CcCar {
  id: string;
  playerId: string;
  components: CcTrack[];
  /** removed: taken off the table by hand (Part D: a model leaving the table), no blast. */
  status: 'in_play' | 'exploded' | 'removed';
  activated: boolean;
  rerollsSpent: number;
  swapsSpent: number;
  act: CcActivation | null;
}

export interface CcMine {
  id: string;
  ownerPlayerId: string;
  ownerCarId: string;
  /** The mines card that laid it. */
  trackId: string;
  laidInRound: number;
  /** False until the laying car's activation ends (CC-A26). */
  armedForOwnerCar: boolean;
}

/** Why a Damage Token is waiting to be placed (for the pending bar and the log). */
export type DtCause = 'hit' | 'braking' | 'rough' | 'blocked' | 'collision' | 'explosion' | 'mine';

/**
 * The consequence queue (core/pending.ts): Damage Tokens waiting for their placer's tap, and
 * explosions waiting for the table to say which models were within the blast (B8.10).
 */
export type CcPending =
  | {
      kind: 'DT';
      carId: string;
      /** The player who chooses the track (B8.8 step 7, CC-A11). */
      placerId: string;
      cause: DtCause;
      /** Braking: the opponent may decline (B8.7.2 step 3). */
      optional?: boolean;
    }
  | { kind: 'EXPLOSION'; carId: string; radius: number };

export interface CcResult {
  winnerIds: string[];
  /** RULE: at most one player has cars in play (CC-A32); AGREED: ended by hand. */
  by: 'RULE' | 'AGREED';
}

export interface CcState {
  phase: CcPhase;
  buildLimit: number;
  round: number;
  cars: Record<string, CcCar>;
  activeCarId: string | null;
  /** D20 tie-break results for this round [CC-A01]. */
  tieRolls: Record<string, number>;
  /** activationOrderFixed: the engine ST each car had when the round started (CC-A01 house rule). */
  roundStartST: Record<string, number> | null;
  mines: CcMine[];
  pending: CcPending[];
  /** Ids for tracks and mines. */
  nextId: number;
  result: CcResult | null;
}

// ---- command payloads ---------------------------------------------------------------------------

/** A re-roll (B8.8 step 4, CC-A18): die `index` now shows `face`. Applied in order. */
export interface Reroll {
  index: number;
  face: number;
}

export interface CcPayloads {
  /** Roster phase: the build limit in AZ per player (B1, default 30). */
  'cc.config': { buildLimit: number };
  /** Roster phase: add a card to a car, a catalogue card by id or a custom card (B3.2 shape). */
  'cc.addCard': { carId: string; defId: string } | { carId: string; card: CardDef };
  /** Roster phase. */
  'cc.removeCard': { carId: string; trackId: string };
  /** Roster → setup once V-CC-1..5 pass (B6). */
  'cc.lockRoster': Record<string, never>;
  /** Setup phase: starting engine ST, 0..maxStartST (B7, CC-A14). */
  'cc.startST': { carId: string; st: number };
  /** Setup → round 1. */
  'cc.start': Record<string, never>;
  /**
   * Starts the next activation (B8.1, B8.2 steps 1-2). `carId` must be nextActivation()'s pick;
   * `tieRolls` holds the D20 passes when the top is tied: pass 0 only for the tied cars without a
   * stored roll, later passes for those tied again.
   */
  'cc.activate': { carId: string; tieRolls?: RollOffPass[] | Record<string, number>[] };
  /** B8.3, step START only, once: remove `k` engine ST; `dice` as downShiftDiceNeeded() says. */
  'cc.downShift': { k: number; dice: number[] };
  /** B8.4 + B8.5, step START: bonus ST entered by hand, and ST per track id. Ends START. */
  'cc.allocate': { bonusST: number; alloc: Record<string, number> };
  /** B8.6: one Fixer swap: an ST on `stTrackId` trades places with a DT on `dtTrackId`. */
  'cc.swap': { stTrackId: string; dtTrackId: string };
  /** B8.7.3: a rough piece crossed: `inches` through it and the D20. */
  'cc.rough': { inches: number; die: number };
  /** B8.11: `count` mines laid from one mines card during the move. */
  'cc.layMines': { trackId: string; count: number };
  /**
   * B8.7 final report. braked/blocked/collided/rammed need `distance`; collided/rammed need
   * `struckId`; braked needs `die` (unless no roll applies); rammed needs `dice` (1 D20) and
   * optional `rerolls`; `opponentId` under brakingOpponent = owner_chooses.
   */
  'cc.moveEnd': {
    outcome: 'normal' | 'braked' | 'blocked' | 'collided' | 'rammed';
    distance?: number;
    struckId?: string;
    die?: number;
    dice?: number[];
    rerolls?: Reroll[];
    opponentId?: string;
  };
  /** B8.8: a weapon attack by the active car. `dice` are its `shots` D20s (none when out of range). */
  'cc.attack': { weaponId: string; targetId: string; inRange: boolean; dice: number[]; rerolls?: Reroll[] };
  /** B8.11 trigger: car `carId` came within 4" of mine `mineId`; one D20 and re-rolls. */
  'cc.mine': { mineId: string; carId: string; dice: number[]; rerolls?: Reroll[] };
  /** B8.9: the head DT of the pending queue goes on this track (the placer's tap). */
  'cc.placeDT': { trackId: string };
  /** B8.7.2 step 3: the opponent declines the optional braking DT. */
  'cc.declineDT': Record<string, never>;
  /** B8.10 step 2: the models within the head explosion's radius (table fact). */
  'cc.blast': { carIds: string[] };
  /** B8.2 step 8. */
  'cc.endActivation': Record<string, never>;
  /** 0.4 manual override: set a track's counts by hand (logged). */
  'cc.adjust': { trackId: string; st: number; dt: number };
  /** 0.4 / Part D: a model taken off the table by hand (it left the table); no blast. */
  'cc.removeCar': { carId: string };
  /** 0.4: a mine marker taken off the table by hand (knocked away, placed by mistake). */
  'cc.removeMine': { mineId: string };
  /** CC-A32: ended by agreement, with the winners the players name (none: a draw). */
  'cc.endGame': { winnerIds: string[] };
}

export type CcCommandType = keyof CcPayloads;
