// A mission's own bookkeeping (B3.1 missionState, B3.2 per-player counters), kept in
// RwState.missionState. Every field is optional: a game only holds what its mission uses, and
// games without a mission hold nothing (so older games replay unchanged).

/** One Chase replacement a Cop player may bring on (B12.7, R-37). */
export interface Replacement {
  playerId: string;
  /** The size of the lost vehicle: the replacement must match it. */
  size: number;
  /** The lost vehicle it replaces. */
  forCarId: string;
  /** The highest token rank it may carry: the player's losses so far. */
  rank: number;
  /** When the loss happened (game turn x 1000 + slot): it enters from that player's next turn on. */
  lostAt?: number;
}

/** An enemy draw waiting in Gauntlet's enemy phase (B12.9). */
export interface EnemyDraw {
  playerId: string;
  /** The token drawn from the tin (with replacement). */
  kind: import('../data').TokenKind;
}

export interface MissionState {
  // ---- Interceptor (B12.1) and Chase (B12.7)
  /** Runner vehicles once stopped: a capture stays a stop, so the score never goes back. */
  runnersStopped?: string[];

  // ---- Chase (B12.7)
  /** Cop vehicles already counted as lost (each once, R-37). */
  copCounted?: string[];
  /** Per Cop player: vehicles lost, and their points. */
  copLosses?: Record<string, number>;
  copPointsLost?: Record<string, number>;
  /** Replacements owed, taken at the start of that player's next turn. */
  replacements?: Replacement[];
  /** Replacement vehicles brought on (ids), so the tally never counts them twice. */
  copReplacements?: string[];

  // ---- Gauntlet (B12.9)
  skulls?: Record<string, number>;
  enemyPoints?: Record<string, number>;
  /** Per courier: the vehicle their free Nitro goes to at the lock. */
  nitroFor?: Record<string, string>;
  /** The player whose vehicle left by the END edge first. */
  firstExit?: string | null;
  /** B12.9: road cards lying face down, nearest the lead first (kind null: a physical card not yet seen). Never shown. */
  faceDown?: { id: string; kind: import('../data').RoadCardKind | null }[];
  /** The road was covered with face-down cards before play (rw.layRoad). */
  roadLaid?: boolean;
  /** Physical deck: the table said the last card is down; exits are allowed from then. */
  lastCardPlaced?: boolean;
  /** Draws of this enemy phase still to resolve, in order. */
  draws?: EnemyDraw[];
  /** Enemy vehicles on the board (ids); all removed at the next enemy phase. */
  enemies?: string[];
  /** The enemy each kill was credited for (ids), so a kill counts once. */
  credited?: string[];
  nextEnemyNo?: number;
  /** The game turn whose enemies were drawn (draws are made once per enemy phase). */
  drawTurn?: number;
  /** The player whose draw is being resolved: a kill in the enemy phase is theirs. */
  creditTo?: string | null;
  /** The vehicle order the table entered for the next game turn, lead first. */
  order?: string[];
  /** Game turn whose vehicle order the table has entered (from game turn 2). */
  orderTurn?: number;

  // ---- Two-Wheel Terror (B12.3) and Hijackers (B12.5)
  /** The civilians' vehicle types the table named (rw.civilians), made at the lock. */
  civilianTypes?: string[];

  // ---- The Wages of Fear (B12.8)
  /** Trucks that have exploded (ids). */
  exploded?: string[];

  // ---- Derailed (B12.10)
  /** Sticks of the train's rear from START, confirmed by the table. */
  trainSticks?: number;
  /** Per crew group (`${car}:${playerId}`): the slot its two actions belong to, and how many are used. */
  groupActions?: Record<string, { slot: string; used: number }>;
  /** The slot in which the engine last moved the train (once per turn). */
  trainMoved?: string;
  /** The table declared the train gone off the far end. */
  trainExited?: boolean;
}
