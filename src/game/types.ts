import type { Command, Setup, Thrown } from '../rules/core/model';
import type { SystemId } from '../systems';

export type { Car, Command, DicePool, DiceSource, HouseRuleValue, Player, Setup, Thrown } from '../rules/core/model';

/** Bumped whenever the stored or exported shape of a game changes; see restore.ts. */
export const SCHEMA_VERSION = 1;

/**
 * One step of a game's journal. The journal is append-only: undo and redo are entries too, so
 * every command ever made stays in the record (struck through when undone) and a write never
 * has to delete anything.
 */
export type Entry =
  | {
      kind: 'do';
      command: Command;
      /**
       * Issue 40, who acted for whom: in live play, the seat of the phone that made the step when
       * it is not the step's actor's ("Ann, for Cy: …"); the host checks it is that phone's seat.
       */
      by?: string;
      /**
       * Issue 42: the dice this step threw, by die size, with who threw them and whether the app
       * rolled them or they were typed from the table (for "were the dice fair?"). Absent in
       * entries made before it was recorded, and in steps that threw no dice.
       */
      thrown?: Thrown[];
    }
  | { kind: 'undo'; at: number }
  | { kind: 'redo'; at: number };

export interface GameEnd {
  at: number;
  /** Player ids; empty for a draw. */
  winnerIds: string[];
}

/** State every game has, whatever its rule system. */
export interface CoreState {
  turnPlayerId: string;
  round: number;
  notes: Record<string, string>;
  ended: GameEnd | null;
}

export interface GameState {
  core: CoreState;
  sys: unknown;
}

/** A whole game as it is exported, imported and restored. */
export interface GameDoc {
  schemaVersion: number;
  id: string;
  name: string;
  system: SystemId;
  createdAt: number;
  updatedAt: number;
  setup: Setup;
  journal: Entry[];
}
