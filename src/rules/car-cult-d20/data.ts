// Car Cult D20's cards as data (car-cult-d20.md B3): the seed's weapons, crew, armour, mines and
// ram (B3.1), and the four APP DEFAULT engines and crew symbols (B3.2, CC-A29). The rules, the
// roster screen and the reference all read these rows. A card is copied onto a car's track when
// it is added, so a saved game never depends on this table staying the same.
import type { HouseRuleDef } from '../system';

export type CardKind = 'engine' | 'crew' | 'weapon' | 'armour' | 'mines' | 'ram' | 'custom';

export const CARD_KINDS: readonly CardKind[] = ['engine', 'crew', 'weapon', 'armour', 'mines', 'ram', 'custom'];

/** A card's printed data (B3.2 custom shape, CC-A31): `{id, kind, n, symbols[], speeds?, accel?, range?, blast?, damage?, shots?}`. */
export interface CardDef {
  id: string;
  kind: CardKind;
  name: string;
  /** Action Zones on its track. */
  n: number;
  /** Positions (1-based) that print "+ST". */
  symbols: number[];
  /** Engine: the speed printed over each AZ, never decreasing. */
  speeds?: number[];
  /** Engine: the spark-plug acceleration. */
  accel?: number;
  /** Weapon: range in inches (mines: the trigger radius; ram: 0, contact). */
  range?: number;
  blast?: number;
  /** DT per hit; the ram's is the rammer's engine ST at contact. */
  damage?: number | 'engineST';
  shots?: number;
  /** One line in our own words for the roster and reference. */
  text?: string;
}

export const MACHINE_GUN = 'machine_gun';
export const CANNON = 'cannon';
export const FLAMETHROWER = 'flamethrower';
export const RIFLE = 'rifle';
export const MINES = 'mines';
export const REINFORCED_RAM = 'reinforced_ram';
export const DANGEROUS_DRIVER = 'dangerous_driver';
export const GUTSY_GUNNER = 'gutsy_gunner';
export const FANATICAL_FIXER = 'fanatical_fixer';

/** B3.2 APP DEFAULT engines: every AZ prints +ST [CC-A29]. */
export const ENGINES: readonly CardDef[] = [
  {
    id: 'buggy',
    kind: 'engine',
    name: 'Buggy',
    n: 4,
    accel: 3,
    speeds: [3, 6, 10, 14],
    symbols: [1, 2, 3, 4],
    text: 'Small and quick to wind up; few Speed Tokens.',
  },
  {
    id: 'street',
    kind: 'engine',
    name: 'Street car',
    n: 5,
    accel: 2,
    speeds: [2, 4, 7, 11, 14],
    symbols: [1, 2, 3, 4, 5],
    text: 'The all-rounder.',
  },
  {
    id: 'muscle',
    kind: 'engine',
    name: 'Muscle car',
    n: 6,
    accel: 2,
    speeds: [3, 5, 7, 9, 12, 15],
    symbols: [1, 2, 3, 4, 5, 6],
    text: 'A fast top end.',
  },
  {
    id: 'hauler',
    kind: 'engine',
    name: 'Hauler',
    n: 7,
    accel: 1,
    speeds: [1, 2, 4, 6, 8, 10, 12],
    symbols: [1, 2, 3, 4, 5, 6, 7],
    text: 'Big and slow: lots of Speed Tokens and a big blast.',
  },
];

/** B3.1 weapons, mines and ram: no +ST symbols (APP DEFAULT). */
export const WEAPONS: readonly CardDef[] = [
  {
    id: MACHINE_GUN,
    kind: 'weapon',
    name: 'Machine gun',
    n: 2,
    symbols: [],
    range: 12,
    blast: 1,
    damage: 1,
    shots: 3,
    text: 'Three dice of light fire.',
  },
  {
    id: CANNON,
    kind: 'weapon',
    name: 'Cannon',
    n: 2,
    symbols: [],
    range: 24,
    blast: 6,
    damage: 2,
    shots: 1,
    text: 'One long, heavy shot.',
  },
  {
    id: FLAMETHROWER,
    kind: 'weapon',
    name: 'Flamethrower',
    n: 3,
    symbols: [],
    range: 6,
    blast: 8,
    damage: 1,
    shots: 1,
    text: 'Short range, easy to hit with; it rolls to hit like any weapon.',
  },
  {
    id: RIFLE,
    kind: 'weapon',
    name: 'Rifle',
    n: 2,
    symbols: [],
    range: 18,
    blast: 3,
    damage: 1,
    shots: 2,
    text: 'Two aimed shots.',
  },
  {
    id: MINES,
    kind: 'mines',
    name: 'Mines',
    n: 4,
    symbols: [],
    range: 4,
    blast: 10,
    damage: 2,
    shots: 1,
    text: 'Each Speed Token lays one marker along the route; its AZ then holds a Damage Token for good.',
  },
  {
    id: REINFORCED_RAM,
    kind: 'ram',
    name: 'Reinforced ram',
    n: 2,
    symbols: [],
    range: 0,
    blast: 10,
    damage: 'engineST',
    shots: 1,
    text: 'Hitting a model with it is an attack; damage equals your engine Speed Tokens. Needs no Speed Tokens.',
  },
];

/** B3.2 crew symbols (APP DEFAULT): Dangerous Driver +2, Gutsy Gunner +1, Fanatical Fixer +1. */
export const CREW: readonly CardDef[] = [
  {
    id: DANGEROUS_DRIVER,
    kind: 'crew',
    name: 'Dangerous Driver',
    n: 2,
    symbols: [1, 2],
    text: 'Each Speed Token here: enemy attacks on this car get −2.',
  },
  {
    id: GUTSY_GUNNER,
    kind: 'crew',
    name: 'Gutsy Gunner',
    n: 2,
    symbols: [1],
    text: 'Each Speed Token here: re-roll one attack die this car rolls.',
  },
  {
    id: FANATICAL_FIXER,
    kind: 'crew',
    name: 'Fanatical Fixer',
    n: 2,
    symbols: [1],
    text: 'Each Speed Token here: swap a Speed Token and a Damage Token between two other cards.',
  },
];

/** B3.1 armour 1..4: Damage Tokens must go here before anywhere else [CC-A10]. */
export const ARMOUR: readonly CardDef[] = [1, 2, 3, 4].map((n) => ({
  id: `armour_${n}`,
  kind: 'armour' as const,
  name: `Armour ${n}`,
  n,
  symbols: [],
  text: 'Damage Tokens fill this card first.',
}));

export const CARDS: readonly CardDef[] = [...ENGINES, ...CREW, ...WEAPONS, ...ARMOUR];

export function cardDef(id: string): CardDef | undefined {
  return CARDS.find((c) => c.id === id);
}

export const DEFAULT_BUILD_LIMIT = 30;
/** Every test is one D20 needing this after modifiers (B1). */
export const TARGET = 10;
export const TEST_DIE = 20 as const;
/** Engine AZ bounds (V-CC-1), armour AZ bounds (V-CC-2). */
export const ENGINE_AZ = { min: 4, max: 7 } as const;
export const ARMOUR_AZ = { min: 1, max: 4 } as const;
/** A custom card's AZ (no rule bounds it; a track wider than this cannot fit a phone). */
export const CUSTOM_AZ = { min: 1, max: 7 } as const;
/** B8.8: −2 to enemy attack rolls per Dangerous Driver ST. */
export const DD_PER_ST = 2;

const yesNo = (yes: string, no: string) =>
  [
    { value: false, label: no },
    { value: true, label: yes },
  ] as const;

/** B9 house rules (defaults first). */
export const HOUSE_RULES: readonly HouseRuleDef[] = [
  {
    id: 'downShiftFirstFree',
    spec: 'CC-A03',
    label: 'Down shift of 2 or more',
    help: 'Default: removing 2 or more engine Speed Tokens rolls a D20 for each. Alternative: the first stays free, so one die fewer.',
    options: yesNo('First one free', 'A die each'),
    default: false,
  },
  {
    id: 'minMoveWithOneST',
    spec: 'CC-A05',
    label: 'Minimum move with 1 engine Speed Token',
    help: 'Default: 0 (the car may stop anywhere up to its maximum). Alternative: the same as the maximum.',
    options: [
      { value: 'zero', label: 'Zero' },
      { value: 'equalsMax', label: 'Same as maximum' },
    ],
    default: 'zero',
  },
  {
    id: 'turnsExcludeDamagedAZ',
    spec: 'CC-A06',
    label: 'Damaged engine AZ give turns',
    help: 'Default: every engine AZ without a Speed Token gives a 45° turn, damaged ones too. Alternative: damaged AZ give none.',
    options: yesNo('No', 'Yes'),
    default: false,
  },
  {
    id: 'turnsCountWholeCar',
    spec: 'CC-A06',
    label: 'Turns counted on',
    help: 'Default: the engine card only. Alternative: every AZ on the car without a Speed Token.',
    options: yesNo('The whole car', 'The engine'),
    default: false,
  },
  {
    id: 'driftPerSide',
    spec: 'CC-A07',
    label: 'Drift allowance',
    help: 'Default: one total sideways shift over the move. Alternative: the allowance to the left and again to the right.',
    options: yesNo('Each side', 'In total'),
    default: false,
  },
  {
    id: 'dtPreferEmptyAZ',
    spec: 'CC-A09',
    label: 'Damage may knock off Speed Tokens',
    help: 'Default: a Damage Token may go on a full card, knocking off its last Speed Token. Alternative: only once the car has no empty AZ left.',
    options: yesNo('Only when no AZ is empty', 'Always'),
    default: false,
  },
  {
    id: 'swapsCountTowardAccel',
    spec: 'CC-A12',
    label: 'Fixer swaps into the engine',
    help: 'Default: do not use up acceleration. Alternative: they do.',
    options: yesNo('Use acceleration', 'Free'),
    default: false,
  },
  {
    id: 'swapsAnyTime',
    spec: 'CC-A20',
    label: 'Fixer swaps',
    help: 'Default: after allocation, before moving and attacking. Alternative: at any point in the activation.',
    options: yesNo('Any time', 'Before moving'),
    default: false,
  },
  {
    id: 'dangerousDriverAllEnemyAttacks',
    spec: 'CC-A19',
    label: 'Dangerous Driver protects',
    help: 'Default: only its own car. Alternative: every enemy attack roll gets the −2 per Speed Token, whatever the target.',
    options: yesNo('Every target', 'Its own car'),
    default: false,
  },
  {
    id: 'struckModelDT',
    spec: 'CC-A24',
    label: 'A model hit without a ram takes',
    help: 'Default: as many Damage Tokens as the car that hit it. Alternatives: one, or none.',
    options: [
      { value: 'equal', label: 'The same' },
      { value: 'one', label: 'One' },
      { value: 'none', label: 'None' },
    ],
    default: 'equal',
  },
  {
    id: 'inchRounding',
    spec: 'CC-A21',
    label: 'Inches to tokens and modifiers',
    help: 'For braking, rough terrain and blocking shortfall. Default: round down.',
    options: [
      { value: 'floor', label: 'Round down' },
      { value: 'nearest', label: 'Nearest' },
      { value: 'ceil', label: 'Round up' },
    ],
    default: 'floor',
  },
  {
    id: 'minesSelfTrigger',
    spec: 'CC-A26',
    label: 'A car and its own mines',
    help: 'Default: a car can set off its own mines once the activation that laid them has ended. Alternative: never.',
    options: [
      { value: 'after_activation', label: 'After laying' },
      { value: 'never', label: 'Never' },
    ],
    default: 'after_activation',
  },
  {
    id: 'brakingOpponent',
    spec: 'CC-A11',
    label: 'Braking damage in 3+ player games',
    help: 'Default: the next player in seating order places it. Alternative: the braking car’s owner names the opponent.',
    options: [
      { value: 'next_in_seating', label: 'Next player' },
      { value: 'owner_chooses', label: 'Owner names one' },
    ],
    default: 'next_in_seating',
  },
  {
    id: 'activationOrderFixed',
    spec: 'CC-A01',
    label: 'Activation order',
    help: 'Default: worked out again before every activation. Alternative: from the engine Speed Tokens at the start of the round.',
    options: yesNo('Fixed each round', 'Every activation'),
    default: false,
  },
];

export interface CcHouseRules {
  downShiftFirstFree: boolean;
  minMoveWithOneST: 'zero' | 'equalsMax';
  turnsExcludeDamagedAZ: boolean;
  turnsCountWholeCar: boolean;
  driftPerSide: boolean;
  dtPreferEmptyAZ: boolean;
  swapsCountTowardAccel: boolean;
  swapsAnyTime: boolean;
  dangerousDriverAllEnemyAttacks: boolean;
  struckModelDT: 'equal' | 'one' | 'none';
  inchRounding: 'floor' | 'nearest' | 'ceil';
  minesSelfTrigger: 'after_activation' | 'never';
  brakingOpponent: 'next_in_seating' | 'owner_chooses';
  activationOrderFixed: boolean;
}
