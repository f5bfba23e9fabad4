import type { Sheet } from './sheet';

/** One face-down item of a hidden tracker (issue 32's commitments): its kind is null until shown. */
export interface HiddenItem {
  id: string;
  tracker: string;
  kind: string | null;
  /** sha-256 of kind, id and salt; absent for an item taken in the open. */
  commit?: string;
  revealed: boolean;
}

export interface CsCar {
  id: string;
  ownerId: string;
  /** Every numeric tracker's value, by tracker id (hidden trackers count their items instead). */
  values: Record<string, number>;
  /** A maximum set for this car (a per-car tracker), by tracker id. */
  max: Record<string, number>;
  /** Condition ids that are on, in the sheet's order. */
  conditions: string[];
  out: boolean;
  /** What took it out (a trigger's model instruction, or a correction). */
  outWhy?: string;
  hidden: HiddenItem[];
}

export interface CsTurn {
  /** 0 while the first order waits for a roll-off. */
  round: number;
  /** Player or car ids in this round's order (empty for free order). */
  order: string[];
  at: number;
  /** The roll-off that broke ties in this round's order, by id. */
  rolls?: Record<string, number[]>;
}

export interface CsState {
  /** The game's own copy of its sheet (setup.sheet, read once). */
  sheet: Sheet;
  players: string[];
  cars: Record<string, CsCar>;
  carOrder: string[];
  /** Per player, per resource id. */
  resources: Record<string, Record<string, number>>;
  turn: CsTurn;
}
