import type { Deployment, Maneuver } from './data';

export type Phase = 'SETUP_DEPLOYMENT' | 'SETUP_PLACEMENT' | 'SETUP_FIRST_DRIVER' | 'PLAY' | 'ENDED';
export type CarStatus = 'UNPLACED' | 'ON_TABLE' | 'DESTROYED' | 'EXPLODED';
export type Gear = 'FORWARD' | 'REVERSE';
export type EndReason = 'COMPLETED' | 'COLLISION' | 'ACTIVE_CAR_FLIPPED' | 'ACTIVE_CAR_REMOVED';

export interface WlfCar {
  id: string;
  ownerId: string;
  status: CarStatus;
  /** 1..6 once placed; 0 while unplaced. */
  speed: number;
  flipped: boolean;
  roundsActed: number;
}

export interface CheckRecord {
  callerId: string;
  /** null when the check passed automatically at speed 1. */
  roll: number | null;
  pass: boolean;
}

/** A3.4: one Driver's activation of one car. */
export interface RoundContext {
  driverId: string;
  carId: string | null;
  /** null until step 1 is done. */
  step1: 'RESTORE' | 'SET_SPEED' | null;
  gear: Gear;
  /** Fixed when step 3 begins (W-13); null before. */
  budget: number | null;
  sequence: Maneuver[];
  checkUsed: boolean;
  check: CheckRecord | null;
  fired: boolean;
  /** Set when a collision or a hit on the active car ends the round early (W-13). */
  endReason: EndReason | null;
}

export type WlfResult = { winner: string } | { draw: string[] };

export interface WlfHouseRules {
  flippedMaySetSpeed: boolean;
  activationRule: 'FREE' | 'ROTATION';
  setupSpeedMode: 'CHOSEN' | 'ROLLED';
  fireTiming: 'AFTER_ANY_MANEUVER' | 'AFTER_LAST_MANEUVER';
  blastIncludesShooter: boolean;
  outnumberedMode: 'ANY_OPPONENT_HAS_MORE' | 'TOTAL_OPPONENT_CARS_MORE';
}

export interface WlfState {
  phase: Phase;
  /** Clockwise seating order. */
  players: string[];
  cars: Record<string, WlfCar>;
  /** Car ids in setup order (per player, as entered). */
  carOrder: string[];
  deployment: Deployment | null;
  deploymentBy: { how: 'AGREEMENT' } | { how: 'ROLL_OFF'; winner: string } | null;
  /** Players in placement order, one entry per car still to place (A4.2 step 3). */
  placementQueue: string[];
  currentDriver: string | null;
  roundNumber: number;
  round: RoundContext | null;
  /** ROTATION house rule: per player, the cars that have not acted in the current rotation. */
  rotationPending: Record<string, string[]>;
  result: WlfResult | null;
  house: WlfHouseRules;
}
