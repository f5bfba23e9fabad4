// The parts of a game that every rule system reads. They live in src/rules so that rules code
// never imports from the app; src/game re-exports them.
import type { Sides } from './dice';

export interface Player {
  id: string;
  name: string;
  /** A CSS colour, #rrggbb. */
  color: string;
}

export interface Car {
  id: string;
  playerId: string;
  name: string;
  color: string;
  /** A downscaled JPEG as a data: URL (at most 512px on the long side), or absent. */
  photo?: string;
  /**
   * Issue 41: a game sheet's per-car maximums as set in New game, by tracker id (a truck's Hull
   * 12 where the sheet says 8). Read by the sheet system only; the sheet's default when absent.
   */
  max?: Record<string, number>;
}

export type HouseRuleValue = boolean | number | string;

export interface Setup {
  players: Player[];
  cars: Car[];
  houseRules: Record<string, HouseRuleValue>;
  /**
   * The rules revision the game was started under (RuleSystem.rulesRevision). A game replays
   * under the behaviour it was played with; restore() reads a missing one as 1, so games saved
   * before a system had revisions keep their old behaviour.
   */
  rulesRevision?: number;
  /**
   * The version of the system's payload shapes this game was saved with (issue 10; see
   * rules/payload-step.ts): restore() reads a missing one as 1 and upgrades older ones. Not the
   * rules revision, which is about behaviour and never changes stored data.
   */
  payloadVersion?: number;
  /**
   * A game sheet (issue 33): the game a table described itself, the game's own copy. Read and
   * checked by the system that plays sheets (rules/custom/validate.ts); absent for the others.
   */
  sheet?: unknown;
}

/** A change to a game, as data. It carries the dice faces it used so replay never re-rolls. */
export interface Command<P = unknown> {
  type: string;
  payload: P;
  /** Epoch milliseconds when it was made. */
  at: number;
}

export interface DicePool {
  sides: Sides;
  faces: number[];
}

export type DiceSource = 'app' | 'typed';

/**
 * Issue 42, "were the dice fair?": the dice one step threw, as the table threw them. A guided
 * roll's payload carries its faces in the system's own words; this says their die size, whether
 * the app rolled them or a player typed them from the table, and whose they were.
 */
export interface Thrown {
  sides: number;
  faces: number[];
  source: DiceSource;
  /** The player id whose dice these are; absent when no player throws them (the app's, the table's). */
  by?: string;
}

/** A rule system rejects a command it cannot apply by throwing this. */
export class RuleError extends Error {
  override name = 'RuleError';
}
