// Dirty Wheels' static data (spec A2) as plain, JSON-shaped tables: the rules read these, and the
// reference cards and roster screens show these same rows. Values tagged APP DEFAULT in the spec
// (the D12 upgrade numbering, the random weapon tables, A5.2) are data here too, never code.
import type { HouseRuleDef } from '../system';

export type CarTypeId = 'racer' | 'truck' | 'standard';
export type ConfigId = 'A' | 'B' | 'T';
export type SlotId = 'fixed1' | 'fixed2' | 'turret';
export type WeaponClass = 'light' | 'heavy';
export type WeaponId =
  | 'machine_gun'
  | 'light_laser'
  | 'grenade_launcher'
  | 'flamethrower'
  | 'chain_gun'
  | 'heavy_laser'
  | 'artillery';
export type UpgradeId =
  | 'extra_armour'
  | 'ram'
  | 'coms_booster'
  | 'explosive_ram'
  | 'targeting_system'
  | 'modded_engine'
  | 'experimental_engine'
  | 'special_bullets'
  | 'gunner'
  | 'pipe_bombs'
  | 'bright_lights'
  | 'harpoon';
export type TraitId = 'trigger_happy' | 'speed_demon' | 'expert_driver' | 'sniper' | 'crazy' | 'hunter';
export type TerrainId = 'smooth' | 'thick_mud' | 'bumpy';
export type SceneryProfileId = 'standard' | 'truck';

/** What a slot of a configuration may hold [A2.1, V-DW-3..5]. */
export interface SlotRule {
  slot: SlotId;
  classes: readonly WeaponClass[];
}

export interface ConfigRow {
  id: ConfigId;
  label: string;
  slots: readonly SlotRule[];
}

export interface CarTypeRow {
  id: CarTypeId;
  name: string;
  speed: number;
  structure: number;
  armour: number;
  /** Trucks carry a heavy weapon without the −2" [DW-A07]. */
  ignoresHeavyPenalty: boolean;
  configs: readonly ConfigRow[];
}

const FIXED_LIGHT: readonly SlotRule[] = [
  { slot: 'fixed1', classes: ['light'] },
  { slot: 'fixed2', classes: ['light'] },
];

/** A2.1 */
export const CAR_TYPES: readonly CarTypeRow[] = [
  {
    id: 'racer',
    name: 'Racer',
    speed: 12,
    structure: 3,
    armour: 4,
    ignoresHeavyPenalty: false,
    configs: [
      { id: 'A', label: 'up to 2 fixed light', slots: FIXED_LIGHT },
      { id: 'B', label: 'up to 1 light turret', slots: [{ slot: 'turret', classes: ['light'] }] },
    ],
  },
  {
    id: 'truck',
    name: 'Truck',
    speed: 4,
    structure: 5,
    armour: 6,
    ignoresHeavyPenalty: true,
    configs: [
      {
        id: 'T',
        label: 'up to 2 fixed light and 1 turret (light or heavy)',
        slots: [...FIXED_LIGHT, { slot: 'turret', classes: ['light', 'heavy'] }],
      },
    ],
  },
  {
    id: 'standard',
    name: 'Standard',
    speed: 8,
    structure: 4,
    armour: 5,
    ignoresHeavyPenalty: false,
    configs: [
      { id: 'A', label: 'up to 2 fixed light', slots: FIXED_LIGHT },
      { id: 'B', label: 'up to 1 turret, light or heavy', slots: [{ slot: 'turret', classes: ['light', 'heavy'] }] },
    ],
  },
];

/** The speed a heavy weapon costs a car that is not a truck [DW-A07]. */
export const HEAVY_PENALTY = 2;

export type Attacks = { fixed: number } | { dice: '2D6' | '3D6' } | null;

export interface WeaponRow {
  id: WeaponId;
  name: string;
  class: WeaponClass;
  range: number;
  attacks: Attacks;
  strength: number | null;
  /** Flamethrower: no dice, one automatic damage [DW-A09]. */
  autoDamage?: 1;
}

/** A2.2, in the seed's order (the random tables below number them in this order). */
export const WEAPONS: readonly WeaponRow[] = [
  { id: 'machine_gun', name: 'Machine gun', class: 'light', range: 6, attacks: { fixed: 6 }, strength: 0 },
  { id: 'light_laser', name: 'Light laser', class: 'light', range: 30, attacks: { fixed: 3 }, strength: 2 },
  {
    id: 'grenade_launcher',
    name: 'Grenade launcher',
    class: 'light',
    range: 10,
    attacks: { dice: '2D6' },
    strength: 1,
  },
  { id: 'flamethrower', name: 'Flamethrower', class: 'light', range: 2, attacks: null, strength: null, autoDamage: 1 },
  { id: 'chain_gun', name: 'Chain gun', class: 'heavy', range: 10, attacks: { fixed: 10 }, strength: 1 },
  { id: 'heavy_laser', name: 'Heavy laser', class: 'heavy', range: 40, attacks: { fixed: 5 }, strength: 3 },
  { id: 'artillery', name: 'Artillery', class: 'heavy', range: 15, attacks: { dice: '3D6' }, strength: 2 },
];

/** APP DEFAULT random weapons [A5.2, DW-A46]: a light weapon is a D4, a heavy one a D3, in A2.2 order. */
export const RANDOM_WEAPONS = {
  light: ['machine_gun', 'light_laser', 'grenade_launcher', 'flamethrower'] as readonly WeaponId[],
  heavy: ['chain_gun', 'heavy_laser', 'artillery'] as readonly WeaponId[],
  /** Racer and standard: D6 1–3 → config A, 4–6 → B. */
  configBFrom: 4,
  /** A turret that may be light or heavy: D6 1–3 → light, 4–6 → heavy. */
  heavyTurretFrom: 4,
} as const;

export interface UpgradeRow {
  id: UpgradeId;
  /** APP DEFAULT D12 face for random draws [DW-A32]. */
  d12: number;
  name: string;
  effect: string;
  /** How often it can be used (an app mark on the car card). */
  use: 'passive' | 'activation' | 'game';
  spec?: string;
}

/** A2.3 (effects in our own words). */
export const UPGRADES: readonly UpgradeRow[] = [
  { id: 'extra_armour', d12: 1, name: 'Extra armour', effect: 'Armour +1.', use: 'passive' },
  {
    id: 'ram',
    d12: 2,
    name: 'Ram',
    effect: '+2 ram attacks when this car does the ramming.',
    use: 'passive',
    spec: 'DW-A22',
  },
  {
    id: 'coms_booster',
    d12: 3,
    name: 'Coms booster',
    effect: 'Once per activation: give up one of your segments so a friendly car can move that far.',
    use: 'activation',
    spec: 'DW-A39',
  },
  {
    id: 'explosive_ram',
    d12: 4,
    name: 'Explosive ram',
    effect: 'When ramming: D3+2 ram attacks whatever the armour, and D3+2 ram attacks against itself.',
    use: 'passive',
    spec: 'DW-A23',
  },
  { id: 'targeting_system', d12: 5, name: 'Targeting system', effect: 'Aim +1.', use: 'passive' },
  { id: 'modded_engine', d12: 6, name: 'Modded engine', effect: 'Speed +3".', use: 'passive' },
  {
    id: 'experimental_engine',
    d12: 7,
    name: 'Experimental engine',
    effect: 'Once per activation: D3+3" more movement, then on a D6 of 4+ the car takes 1 damage.',
    use: 'activation',
    spec: 'DW-A40',
  },
  {
    id: 'special_bullets',
    d12: 8,
    name: 'Special bullets',
    effect: 'Weapon strength +1 (weapons that have a strength).',
    use: 'passive',
  },
  {
    id: 'gunner',
    d12: 9,
    name: 'Gunner',
    effect:
      'Once per activation, at an enemy car within 3": tyres (D6 4+: −2" speed for good) or driver (D6 6: the car is destroyed).',
    use: 'activation',
    spec: 'DW-A37',
  },
  {
    id: 'pipe_bombs',
    d12: 10,
    name: 'Pipe bombs',
    effect: 'Once per activation: D3 attacks at strength 1 against each car behind within 6".',
    use: 'activation',
    spec: 'DW-A36',
  },
  {
    id: 'bright_lights',
    d12: 11,
    name: 'Bright lights',
    effect: "A car shooting while facing this car's front gets −1 aim.",
    use: 'passive',
    spec: 'DW-A42',
  },
  {
    id: 'harpoon',
    d12: 12,
    name: 'Harpoon',
    effect: 'Once per game: D6 3+ deals 1 damage and ties the two together.',
    use: 'game',
    spec: 'DW-A38',
  },
];

export interface TraitRow {
  id: TraitId;
  /** The seed's own D6 numbering. */
  d6: number;
  name: string;
  effect: string;
  /** A movement trait: a scenery gunner cannot have it [DW-A43]. */
  movement: boolean;
  spec?: string;
}

/** A2.4 */
export const TRAITS: readonly TraitRow[] = [
  {
    id: 'trigger_happy',
    d6: 1,
    name: 'Trigger happy',
    effect: 'A second shooting action each activation, at −1 aim.',
    movement: false,
    spec: 'DW-A12',
  },
  {
    id: 'speed_demon',
    d6: 2,
    name: 'Speed demon',
    effect: '+4" of movement this activation, but then no optional attacks this activation.',
    movement: true,
    spec: 'DW-A13',
  },
  {
    id: 'expert_driver',
    d6: 3,
    name: 'Expert driver',
    effect: 'May use 3" segments this activation instead of 4" (chosen as the activation starts).',
    movement: true,
  },
  {
    id: 'sniper',
    d6: 4,
    name: 'Sniper',
    effect: 'Aim +1; each weapon rolls one attack die fewer (not the flamethrower).',
    movement: false,
    spec: 'DW-A11',
  },
  { id: 'crazy', d6: 5, name: 'Crazy', effect: 'May re-roll each bravery test once.', movement: false, spec: 'DW-A28' },
  {
    id: 'hunter',
    d6: 6,
    name: 'Hunter',
    effect: 'After destroying an enemy car, a bonus move of up to 4" at once.',
    movement: true,
    spec: 'DW-A41',
  },
];

export interface StatRow {
  row: 1 | 2 | 3;
  /** D6 faces that give this row in random mode. */
  d6: readonly number[];
  cost: number;
  initiative: 1 | 2 | 3;
  /** The N of N+. */
  bravery: 3 | 4 | 5;
  aim: -1 | 0 | 1;
  /** The N of N+. */
  skill: 3 | 4 | 5;
}

/** A2.5 */
export const STAT_ROWS: readonly StatRow[] = [
  { row: 1, d6: [1, 2], cost: 1, initiative: 1, bravery: 5, aim: -1, skill: 5 },
  { row: 2, d6: [3, 4], cost: 2, initiative: 2, bravery: 4, aim: 0, skill: 4 },
  { row: 3, d6: [5, 6], cost: 3, initiative: 3, bravery: 3, aim: 1, skill: 3 },
];

export const STATS = ['initiative', 'bravery', 'aim', 'skill'] as const;
export type StatId = (typeof STATS)[number];

/** Point-buy budget per driver [A5.4, DW-A34]. */
export const POINT_BUDGET = 8;

export type DestroyedResult = 'wreck' | 'explode' | 'tumble' | 'drive_on';

export interface DestroyedRow {
  faces: readonly number[];
  result: DestroyedResult;
  text: string;
  explodes: boolean;
}

/** A2.6 */
export const DESTROYED_TABLE: readonly DestroyedRow[] = [
  { faces: [1], result: 'wreck', text: 'The wreck stays where it is, as an obstacle.', explodes: false },
  { faces: [2, 3], result: 'explode', text: 'It explodes where it stands.', explodes: true },
  {
    faces: [4, 5],
    result: 'tumble',
    text: 'It tumbles 3" straight away from whatever destroyed it, then explodes.',
    explodes: true,
  },
  {
    faces: [6],
    result: 'drive_on',
    text: 'It drives straight ahead as far as its speed, then explodes.',
    explodes: true,
  },
];

/** Explosion radius and the tumble distance, in inches [A2.6]. */
export const EXPLOSION_RADIUS = 3;
export const TUMBLE = 3;

export interface TerrainRow {
  id: TerrainId;
  name: string;
  effect: string;
}

/** A2.7 */
export const TERRAIN: readonly TerrainRow[] = [
  { id: 'smooth', name: 'Smooth', effect: 'No effect.' },
  { id: 'thick_mud', name: 'Thick mud', effect: '−1" of movement (once per activation) and −1 to skill tests.' },
  { id: 'bumpy', name: 'Bumpy', effect: '−1 aim for a car shooting from it.' },
];

export interface SceneryProfileRow {
  id: SceneryProfileId;
  name: string;
  structure: number;
  armour: number;
}

/** A2.8: weapons are all turrets, up to 1 heavy or up to 2 light [V-DW-11]. */
export const SCENERY_PROFILES: readonly SceneryProfileRow[] = [
  { id: 'standard', name: 'Like a standard car', structure: 4, armour: 5 },
  { id: 'truck', name: 'Like a truck', structure: 5, armour: 6 },
];
export const SCENERY_MAX_LIGHT = 2;
export const SCENERY_MAX_HEAVY = 1;

/** Movement (4", or 3" for an Expert driver), speed demon, ram and shock numbers [A7]. */
export const SEGMENT = 4;
export const EXPERT_SEGMENT = 3;
export const SPEED_DEMON_BONUS = 4;
export const HUNTER_MOVE = 4;
export const RAM_AIM = 2;
export const SKID = 3;
export const MAX_UPGRADES = 3;
export const MAX_TRAITS = 2;
export const DEFAULT_CARS_PER_PLAYER = 3;

// ---- lookups ----------------------------------------------------------------------------------

export const carTypeRow = (id: CarTypeId): CarTypeRow => CAR_TYPES.find((t) => t.id === id) as CarTypeRow;
export const weaponRow = (id: string): WeaponRow | undefined => WEAPONS.find((w) => w.id === id);
export const upgradeRow = (id: string): UpgradeRow | undefined => UPGRADES.find((u) => u.id === id);
export const traitRow = (id: string): TraitRow | undefined => TRAITS.find((t) => t.id === id);
export const sceneryProfileRow = (id: SceneryProfileId): SceneryProfileRow =>
  SCENERY_PROFILES.find((p) => p.id === id) as SceneryProfileRow;
export const statRowOfFace = (face: number): StatRow | undefined => STAT_ROWS.find((r) => r.d6.includes(face));
export const statRow = (row: number): StatRow | undefined => STAT_ROWS.find((r) => r.row === row);
export const destroyedRow = (face: number): DestroyedRow | undefined =>
  DESTROYED_TABLE.find((r) => r.faces.includes(face));
export const upgradeOfFace = (d12: number): UpgradeRow | undefined => UPGRADES.find((u) => u.d12 === d12);
export const traitOfFace = (d6: number): TraitRow | undefined => TRAITS.find((t) => t.d6 === d6);

// ---- A5.1 agreement and A8 house rules --------------------------------------------------------

const onOff = (id: string, spec: string, label: string, help: string): HouseRuleDef => ({
  id,
  spec,
  label,
  help,
  options: [
    { value: false, label: 'Off' },
    { value: true, label: 'On' },
  ],
  default: false,
});

const mode = (
  id: string,
  label: string,
  help: string,
  first: [string, string],
  second: [string, string],
): HouseRuleDef => ({
  id,
  spec: 'A5.1',
  label,
  help,
  options: [
    { value: first[0], label: first[1] },
    { value: second[0], label: second[1] },
  ],
  default: first[0],
});

/**
 * The pre-game agreement (A5.1) and the house-rule switches (A8), defaults first. The agreement
 * lives here too so the setup screen asks it once with the rest and the reference shows it.
 */
export const HOUSE_RULES: readonly HouseRuleDef[] = [
  mode(
    'statMode',
    'Driver stats',
    'Roll a D6 per stat on the stat table, or buy rows with 8 points per driver.',
    ['random', 'Rolled'],
    ['point_buy', '8 points'],
  ),
  mode(
    'traitMode',
    'Traits',
    'Roll D3−1 traits per driver, or share a number of chosen traits among your drivers.',
    ['random', 'Rolled'],
    ['chosen', 'Chosen'],
  ),
  {
    id: 'traitsPerPlayer',
    spec: 'DW-A33',
    label: 'Chosen traits per player',
    help: 'Only when traits are chosen. "As many as cars" is the average of the rolled count.',
    options: [
      { value: 'cars', label: 'As many as cars' },
      ...[0, 1, 2, 3, 4, 5, 6].map((n) => ({ value: n, label: String(n) })),
    ],
    default: 'cars',
  },
  mode(
    'upgradeMode',
    'Upgrades',
    'Roll D3 upgrades on the D12 table per car, or choose them.',
    ['random', 'Rolled'],
    ['chosen', 'Chosen'],
  ),
  {
    id: 'upgradesPerCar',
    spec: 'DW-A32',
    label: 'Chosen upgrades per car',
    help: 'Only when upgrades are chosen: up to this many per car (the hard cap is 3).',
    options: [0, 1, 2, 3].map((n) => ({ value: n, label: String(n) })),
    default: 2,
  },
  mode(
    'weaponMode',
    'Weapons',
    "Choose weapons for each car, or roll them on the app's tables.",
    ['chosen', 'Chosen'],
    ['random', 'Rolled'],
  ),
  {
    id: 'roundLimit',
    spec: 'DW-A44',
    label: 'Round limit',
    help: 'The game also ends after this many rounds. Off: it ends when at most one player has a car left, or by agreement.',
    options: [{ value: 0, label: 'Off' }, ...[3, 4, 5, 6, 8, 10, 12].map((n) => ({ value: n, label: String(n) }))],
    default: 0,
  },
  onOff(
    'natural6AlwaysSucceeds',
    'DW-A04',
    'A natural 6 always succeeds',
    'Shooting, ram and pipe bomb dice: an unmodified 6 always succeeds.',
  ),
  onOff(
    'natural1AlwaysFails',
    'DW-A04',
    'A natural 1 always fails',
    'Shooting, ram and pipe bomb dice: an unmodified 1 always fails.',
  ),
  onOff('splitFire', 'DW-A02', 'Split fire', 'Each weapon in a shooting action may pick its own target.'),
  onOff(
    'triggerHappyPenaltyBothActions',
    'DW-A12',
    'Trigger happy: −1 on both actions',
    'The −1 aim applies to both shooting actions, not only the extra one.',
  ),
  onOff(
    'ramDamagePerSuccess',
    'DW-A21',
    'Ram damage per success',
    'Every successful ram die deals 1 damage, instead of at most 1 per side.',
  ),
  onOff(
    'ramUpgradeWhenRammed',
    'DW-A22',
    'Ram upgrade also when rammed',
    'The Ram upgrade adds +2 also when its car is the one rammed.',
  ),
  onOff(
    'rammedPenaltyBothCars',
    'DW-A26',
    'Rammer also shaken',
    'The −1 to the bravery test applies to the rammer as well.',
  ),
  onOff(
    'shockLastsOneRound',
    'DW-A27',
    'Shock lasts one round',
    "Shock penalties only count for the next round's initiative, instead of for good.",
  ),
  onOff(
    'speedDemonOnlyBlocksWeapons',
    'DW-A13',
    'Speed demon only stops shooting',
    'Speed demon gives up only shooting actions; gunner, pipe bombs and harpoon stay allowed.',
  ),
  onOff('bumpyAlsoTarget', 'DW-A29', 'Bumpy target', '−1 aim also when the target is on bumpy ground.'),
  onOff('explosionsHitScenery', 'DW-A30', 'Explosions hit scenery', 'Explosions also damage scenery within 3".'),
  onOff(
    'wreckIsRammable',
    'DW-A31',
    'Wrecks can be rammed',
    "A wreck acts as scenery with the car's armour: ram attacks allowed, no push.",
  ),
  onOff(
    'comsBoosterUnlimited',
    'DW-A39',
    'Coms booster unlimited',
    'No once-per-activation limit on the coms booster.',
  ),
  onOff('pipeBombsUnlimited', 'DW-A36', 'Pipe bombs unlimited', 'No once-per-activation limit on pipe bombs.'),
  {
    id: 'harpoonRange',
    spec: 'DW-A38',
    label: 'Harpoon range',
    help: 'How far the harpoon reaches; the rules set no limit (any target in sight).',
    options: [{ value: 'none', label: 'No limit' }, ...[6, 12, 18, 24].map((n) => ({ value: n, label: `${n}"` }))],
    default: 'none',
  },
  onOff(
    'allowDuplicateUpgrades',
    'DW-A32',
    'Duplicate upgrades',
    'A car may take the same upgrade twice; it stacks where that makes sense.',
  ),
  onOff('allowDuplicateTraits', 'DW-A33', 'Duplicate traits', 'A driver may take the same trait twice.'),
  onOff(
    'manoeuvreNeedsFullSegment',
    'DW-A14',
    'Manoeuvre needs a full segment',
    'A manoeuvre needs a whole segment of movement left.',
  ),
  onOff(
    'damageSlowsCurrentMove',
    'DW-A06',
    'Damage slows the current move',
    'Each damage taken mid-activation also takes 1" from the movement left.',
  ),
  onOff(
    'deploymentByRoll',
    'DW-A17',
    'Deployment by roll',
    'The deployment order uses D6 + initiative instead of initiative alone.',
  ),
  onOff(
    'sceneryUsesDestroyedTable',
    'DW-A43',
    'Scenery rolls when destroyed',
    'Destroyed scenery rolls the destroyed table, 4–6 read as 2–3.',
  ),
];
