// White Line Fever charts and constants as data. The rules read these tables and the reference
// screen renders the very same rows (one source of truth). Wording is Pitwall's own.
import type { RollOffSpec } from '../core/roll-off';
import type { HouseRuleDef } from '../system';

export const SPEED_MIN = 1;
export const SPEED_MAX = 6;
export const MPH_PER_SPEED = 10;
export const MINUTES_PER_CAR = 10;
export const DEFAULT_CARS_PER_PLAYER = 3;
export const SPEED_CHANGE_LIMIT = 2;
export const BOOTLEG_COST = 4;
export const BOOTLEG_MIN_SPEED = 5;
export const FIRE_DIE = 8;
/** A4.1 roll-offs [W-2]: one D8 each, highest wins; a collision picks the lowest, who flips. */
export const ROLL_OFF: RollOffSpec = { sides: FIRE_DIE, dice: 1 };
export const ROLL_OFF_LOWEST: RollOffSpec = { sides: FIRE_DIE, dice: 1, pick: 'LOWEST' };

export type Condition = 'SPIN_OUT' | 'FLIP_OVER' | 'DESTROY' | 'EXPLODE';
export type FireOutcome = Condition | 'MISS';

export interface ConditionRow {
  id: Condition;
  name: string;
  /** Speed lost (0 where the car leaves the table). */
  speedLoss: number;
  effect: string;
  /** A2.1 "Physical reminder": what to do with the model, `{car}` standing for its name (issue 9). */
  reminder: string;
  /** The reminder as the reference card shows it. */
  onTable: string;
}

/** Fills a reminder template: `{car}` becomes the car's name, `{its}` its possessive. */
export function fillReminder(template: string, car: string, its = `${car}’s`): string {
  return template.replaceAll('{car}', car).replaceAll('{its}', its);
}

const asCard = (t: string) => {
  const s = fillReminder(t, 'the car', 'its');
  return `${s.charAt(0).toUpperCase()}${s.slice(1)}.`;
};

/** A2.1 */
export const CONDITIONS: readonly ConditionRow[] = (
  [
    {
      id: 'SPIN_OUT',
      name: 'Spin Out',
      speedLoss: 1,
      effect: 'Speed drops by 1 (never below 1).',
      reminder: 'turn {car} to face the other way',
    },
    {
      id: 'FLIP_OVER',
      name: 'Flip Over',
      speedLoss: 2,
      effect:
        'Speed drops by 2 (never below 1) and the car is flipped. A car that is already flipped is destroyed instead.',
      reminder: 'turn {car} upside down',
    },
    {
      id: 'DESTROY',
      name: 'Destroy',
      speedLoss: 0,
      effect: 'The car is out of the game.',
      reminder: 'take {car} off the table',
    },
    {
      id: 'EXPLODE',
      name: 'Explode',
      speedLoss: 0,
      effect: 'The car is out of the game and every car within a template length takes a blast roll.',
      reminder: 'take {car} off the table',
    },
  ] as const
).map((r) => ({
  ...r,
  onTable: r.id === 'EXPLODE' ? `${asCard(r.reminder).slice(0, -1)}, then resolve the blast.` : asCard(r.reminder),
}));

/**
 * What to do with the model for changes that are not fire-chart conditions (issue 9): turning a
 * flipped car back over, a car put back by a correction, and the D6 speed marker beside the car.
 */
export const TABLE_REMINDERS = {
  RESTORE: 'turn {car} back onto its wheels',
  RETURN: 'put {car} back on the table',
  SPEED_DIE: 'set {its} speed die to {speed}',
} as const;

export function conditionRow(id: Condition): ConditionRow {
  return CONDITIONS.find((c) => c.id === id) as ConditionRow;
}

export type ChartTest =
  | { kind: 'atLeast'; value: number }
  | { kind: 'between'; min: number; max: number }
  | { kind: 'vsSpeed'; compare: 'below' | 'equal' | 'above' };

export interface ChartRow {
  test: ChartTest;
  outcome: FireOutcome;
  /** How the row reads on the reference card. */
  when: string;
}

/** A2.2: read top to bottom, the first row that matches decides [W-9]. */
export const FIRE_CHART: readonly ChartRow[] = [
  { test: { kind: 'atLeast', value: 9 }, outcome: 'EXPLODE', when: '9 or more' },
  { test: { kind: 'between', min: 7, max: 8 }, outcome: 'DESTROY', when: '7 or 8' },
  { test: { kind: 'vsSpeed', compare: 'below' }, outcome: 'MISS', when: "below the target's speed" },
  { test: { kind: 'vsSpeed', compare: 'equal' }, outcome: 'FLIP_OVER', when: "equal to the target's speed" },
  { test: { kind: 'vsSpeed', compare: 'above' }, outcome: 'SPIN_OUT', when: "above the target's speed" },
];

export type Modifier = 'SHORT_RANGE' | 'BACK_SHOT' | 'HELPLESS';

export interface ModifierRow {
  id: Modifier;
  name: string;
  when: string;
}

/** A4.8 and W-8: each applicable modifier is set to +1, -1 or unused after the D8 is seen. */
export const MODIFIERS: readonly ModifierRow[] = [
  { id: 'SHORT_RANGE', name: 'Short range', when: 'The target is within one template length (3"), wheel to wheel.' },
  { id: 'BACK_SHOT', name: 'Back shot', when: 'The shot comes from behind the target.' },
  { id: 'HELPLESS', name: 'Helpless', when: 'The target is flipped (offered automatically).' },
];

export const OUTCOME_NAMES: Record<FireOutcome, string> = {
  MISS: 'Miss',
  SPIN_OUT: 'Spin Out',
  FLIP_OVER: 'Flip Over',
  DESTROY: 'Destroy',
  EXPLODE: 'Explode',
};

export type Deployment = 'ARENA' | 'HIGHWAY';

export const DEPLOYMENTS: readonly { id: Deployment; name: string; rule: string }[] = [
  {
    id: 'ARENA',
    name: 'Arena',
    rule: 'Each player sets up only in their own part of the table (split it in halves lengthwise or widthwise; with three or more players, agree the zones first).',
  },
  {
    id: 'HIGHWAY',
    name: 'Highway',
    rule: 'Set up anywhere, but never within one template length (3") of another car.',
  },
];

export type Maneuver = 'STRAIGHT' | 'TURN' | 'BOOTLEG' | 'FORCED_STRAIGHT';

export const MANEUVERS: readonly { id: Maneuver; name: string; cost: number; howTo: string }[] = [
  {
    id: 'STRAIGHT',
    name: 'Straight',
    cost: 1,
    howTo: 'Move 1" to 3" along the car\'s length, measured from the same point on the car.',
  },
  {
    id: 'TURN',
    name: 'Turn',
    cost: 1,
    howTo: 'Pivot up to 90°, with the short edge of the template at the rear wheels.',
  },
  {
    id: 'BOOTLEG',
    name: 'Bootleg',
    cost: BOOTLEG_COST,
    howTo: 'Spin the car to face the other way and slide it 1" to either side.',
  },
  {
    id: 'FORCED_STRAIGHT',
    name: 'Forced straight',
    cost: 1,
    howTo: 'After a failed control check, the caller aims the car and drives it one straight.',
  },
];

export function maneuverCost(m: Maneuver): number {
  return m === 'BOOTLEG' ? BOOTLEG_COST : 1;
}

export function isTurn(m: Maneuver): boolean {
  return m === 'TURN' || m === 'BOOTLEG';
}

/** The house-rule switches of the spec (W-4, W-5, W-6, W-7, W-10, W-12) with their defaults. */
export const HOUSE_RULES: readonly HouseRuleDef[] = [
  {
    id: 'flippedMaySetSpeed',
    spec: 'W-4',
    label: 'Flipped cars may change speed',
    help: 'Off: a flipped car spends step 1 turning back over. On: it may change speed instead and keeps driving upside down (still Helpless).',
    options: [
      { value: false, label: 'Off' },
      { value: true, label: 'On' },
    ],
    default: false,
  },
  {
    id: 'activationRule',
    spec: 'W-5',
    label: 'Which car acts',
    help: 'Free: any of your cars, every round. Rotation: each of your cars once before any car goes again.',
    options: [
      { value: 'FREE', label: 'Free' },
      { value: 'ROTATION', label: 'Rotation' },
    ],
    default: 'FREE',
  },
  {
    id: 'setupSpeedMode',
    spec: 'W-6',
    label: 'Starting speed',
    help: 'Chosen by the player placing the car, or rolled on a D6.',
    options: [
      { value: 'CHOSEN', label: 'Chosen' },
      { value: 'ROLLED', label: 'Rolled' },
    ],
    default: 'CHOSEN',
  },
  {
    id: 'fireTiming',
    spec: 'W-7',
    label: 'When to fire',
    help: 'After any maneuver (then keep driving), or only once every maneuver is done.',
    options: [
      { value: 'AFTER_ANY_MANEUVER', label: 'After any maneuver' },
      { value: 'AFTER_LAST_MANEUVER', label: 'After the last maneuver' },
    ],
    default: 'AFTER_ANY_MANEUVER',
  },
  {
    id: 'blastIncludesShooter',
    spec: 'W-10',
    label: 'Blast can hit the shooter',
    help: 'On: the shooting car takes a blast roll too when it is within a template length of the explosion.',
    options: [
      { value: true, label: 'On' },
      { value: false, label: 'Off' },
    ],
    default: true,
  },
  {
    id: 'outnumberedMode',
    spec: 'W-12',
    label: 'Outnumbered means',
    help: 'A driver down to one car cannot be checked while outnumbered. Default: some single opponent still has two or more cars. Alternative: the opponents’ cars added together outnumber it.',
    options: [
      { value: 'ANY_OPPONENT_HAS_MORE', label: 'Any opponent has more' },
      { value: 'TOTAL_OPPONENT_CARS_MORE', label: 'Opponents together have more' },
    ],
    default: 'ANY_OPPONENT_HAS_MORE',
  },
];
