// A game sheet (issue 33): a table's own car-combat game, described as data. Everything the app
// tracks and every roll it guides for such a game is read from one of these by the evaluator
// (rules.ts, commands.ts): no code comes with a sheet, so nothing in it is ever run. A game keeps
// its own copy in setup.sheet; editing the sheet in the library later changes no game.

/** The sheet format this version writes; sheet-steps.ts upgrades older ones. */
export const SHEET_VERSION = 2;

/** Every count and length a sheet may have: validate.ts refuses more, never trims. */
export const SHEET_LIMITS = {
  name: 60,
  label: 30,
  help: 200,
  about: 500,
  trackers: 16,
  conditions: 16,
  resources: 6,
  dice: 6,
  moves: 16,
  effects: 6,
  triggers: 16,
  notes: 40,
  noteTitle: 60,
  noteBody: 2000,
  hiddenKinds: 12,
  /** The largest value a tracker or resource may hold, either way. */
  value: 999,
  /** Dice in one move's pool. */
  pool: 20,
  /** A sheet as JSON text (a file or a code is refused above this before it is parsed). */
  bytes: 64 * 1024,
} as const;

/** What a tracker looks like on the car card; all are whole numbers from min to max. */
export type TrackerKind =
  /** A number with − and + (Hull, Crew). */
  | 'counter'
  /** Boxes ticked one tap at a time, from 0 to max (damage). */
  | 'boxes'
  /** Tokens on the car, 0 to max (Ammo, Hazard). */
  | 'tokens'
  /** Speed or gear: a row of values to tap. */
  | 'speed'
  /**
   * Face-down items only their owner's phone shows (hidden gear, a secret objective): the count is
   * public, each kind is a commitment in the journal until it is revealed (issue 32's machinery).
   */
  | 'hidden';

export interface Tracker {
  /** Lower-case letters, digits and dashes; what moves and triggers name. */
  id: string;
  name: string;
  kind: TrackerKind;
  min: number;
  max: number;
  start: number;
  /** The table sets this car's maximum at setup (a Hull that differs per car): max is the default. */
  perCar?: boolean;
  /** For 'hidden': the kinds an item may be (Mines, Smoke, Nitro). */
  kinds?: string[];
  help?: string;
}

export interface Condition {
  id: string;
  name: string;
  /** What to do with the real model when it is set ("turn it upside down"). */
  model?: string;
  /**
   * Issue 41 (format 2): the condition means the car is out of the game (Wrecked): setting it, by
   * a trigger, a move or by hand, takes the car out; clearing it brings it back.
   */
  out?: boolean;
}

/** A per-player resource (Cans, Audience votes); one may be the score. */
export interface Resource {
  id: string;
  name: string;
  min: number;
  max: number;
  start: number;
  score?: boolean;
}

export interface TurnOrder {
  /** Who takes turns. */
  by: 'player' | 'car';
  /** Seats clockwise; by a tracker, highest first, ties rolled off each round; or free (rounds only). */
  order: 'seats' | 'stat' | 'free';
  /** The tracker 'stat' reads (by car: the car's; by player: the sum over their cars still in). */
  stat?: string;
}

/** A custom die: its faces have names and values (a D6 reading Hazard, Spin, Slide, Shift, Shift, Shift). */
export interface CustomDie {
  id: string;
  name: string;
  /** 3, 4, 6, 8, 12 or 20 faces, in order: a typed face is its position. */
  faces: { name: string; value: number }[];
}

/** The standard dice a move may roll, or a custom die's id. */
export const STANDARD_DICE = ['d3', 'd4', 'd6', 'd8', 'd12', 'd20'] as const;

export type Success =
  /** Every die counts. */
  | { kind: 'none' }
  /** A face (its value) of n or more. */
  | { kind: 'atLeast'; n: number }
  /** A face at or above the value of the target car's tracker (its Armour). */
  | { kind: 'target'; tracker: string }
  /** A custom die's named face. */
  | { kind: 'face'; face: string };

/**
 * How the dice are read into the move's result: the number that succeed, the highest value, the
 * sum, or each face on its own (effects per named face).
 */
export type Reading = 'count' | 'highest' | 'sum' | 'each';

export interface Effect {
  /** On the acting car, or the target. */
  who: 'self' | 'target';
  /** A car's tracker, a condition set or cleared, or its player's resource. */
  what: 'tracker' | 'condition' | 'resource';
  id: string;
  /** Add (set a condition) or take off (clear it). */
  sign: 1 | -1;
  /**
   * How much: the result times n; n once when the move succeeds; or n for each die showing `face`.
   * A condition is set (or cleared) when the amount is above 0.
   */
  amount: 'result' | 'once' | 'face';
  n: number;
  face?: string;
}

export interface Move {
  id: string;
  name: string;
  /** A fixed number of dice, or the acting car's tracker. */
  pool: { n: number } | { tracker: string };
  /** 'd6' and the like, or a custom die's id. */
  die: string;
  /** It needs a target car. */
  target: boolean;
  success: Success;
  read: Reading;
  effects: Effect[];
  help?: string;
}

export interface Trigger {
  tracker: string;
  /** Fires when a change brings the tracker to at most (or at least) value. */
  when: 'atMost' | 'atLeast';
  value: number;
  /** Take the car out of the game, or set a condition. */
  does: 'out' | 'condition';
  condition?: string;
  /** The tracker starts again at this value once the trigger fires (Hazard back to 0 after a wipeout). */
  reset?: number;
  /** What to do with the real model ("take it off the table"). */
  model?: string;
}

export interface Note {
  title: string;
  body: string;
}

export interface Sheet {
  v: number;
  name: string;
  about?: string;
  trackers: Tracker[];
  conditions: Condition[];
  resources: Resource[];
  turns: TurnOrder;
  dice: CustomDie[];
  moves: Move[];
  triggers: Trigger[];
  notes: Note[];
}

/** The faces of a standard die or of one of the sheet's custom dice: [name, value] by position. */
export function dieFaces(sheet: Pick<Sheet, 'dice'>, die: string): { name: string; value: number }[] | null {
  const m = /^d(3|4|6|8|12|20)$/.exec(die);
  if (m) return Array.from({ length: Number(m[1]) }, (_, i) => ({ name: String(i + 1), value: i + 1 }));
  return sheet.dice.find((d) => d.id === die)?.faces ?? null;
}

/** A die's name as a player reads it: "D6", or the custom die's name. */
export function dieName(sheet: Pick<Sheet, 'dice'>, die: string): string {
  if (/^d\d+$/.test(die)) return die.toUpperCase();
  return sheet.dice.find((d) => d.id === die)?.name ?? die;
}

/** A blank sheet: the name only. */
export function blankSheet(name = 'My game'): Sheet {
  return {
    v: SHEET_VERSION,
    name,
    trackers: [],
    conditions: [],
    resources: [],
    turns: { by: 'player', order: 'seats' },
    dice: [],
    moves: [],
    triggers: [],
    notes: [],
  };
}
