// Road Wolf charts, catalogues and constants as data. The rules read these tables and the
// reference screen renders the very same rows (one source of truth). Wording is Pitwall's own.
import type { HouseRuleDef } from '../system';

/** The road cards of the digital deck and the table's own (B2.4, B12.9). */
export type RoadCardKind = 'CLEAR' | 'SLIDE' | 'SLICK' | 'DEBRIS' | 'WRECK' | 'BRIDGE' | 'TUNNEL' | 'SUPPLIES';

export const DEFAULT_POINTS = 4;
/** B2.1 advice only: any positive value is accepted. */
export const SUGGESTED_POINTS = { min: 2, max: 6 } as const;
export const MAX_POINTS = 60;
export const ACTIONS_PER_TURN = 2;
export const ACTIONS_AFTER_TAKEOVER = 1;
export const ROAD_DICE = 2;
export const NITRO_BONUS_DICE = 1;
export const SPIKES_BONUS_DICE = 1;
export const CLOSED_DEFENCE_BONUS = 1;
export const REPAIR_DICE = 1;
export const MECHANIC_REPAIR_DICE = 2;
/** Only a 6 on a repair die removes a point of damage (B7 REPAIR). */
export const REPAIR_FACE = 6;
export const DEFAULT_CARS_PER_PLAYER = 2;

export type Body = 'OPEN' | 'CLOSED';
export type Terrain = 'STREET' | 'DIRT' | 'NONE';

export type VehicleTypeId =
  | 'street_bike'
  | 'dirt_bike'
  | 'coupe'
  | 'rally_car'
  | 'roadster'
  | 'buggy'
  | 'muscle_car'
  | 'humvee'
  | 'convertible'
  | 'truck_4x4'
  | 'armored_car'
  | 'big_rig'
  // Mission-only types (B2.2, B12): bought only in their mission (missions/vehicles.ts).
  | 'monster_truck'
  | 'hijack_truck'
  | 'explosive_truck'
  | 'mutant';

/** What a mission-only type changes beyond size, body, terrain and Heavy (B2.2, B3.7). */
export interface TypeOverrides {
  /** May start melee although Closed. */
  mayMelee?: boolean;
  /** May use Nitro although Heavy. */
  mayNitro?: boolean;
  /** Never uses Nitro. */
  noNitro?: boolean;
  /** Extra dice on every melee roll it makes. */
  meleeBonus?: number;
  /** false: a ram does not end its move. */
  ramEndsMove?: boolean;
  /** Explodes on ram damage or a wipeout 1 (B12.8, R-43). */
  explosive?: boolean;
}

export interface VehicleType {
  id: VehicleTypeId;
  name: string;
  size: number;
  body: Body;
  terrain: Terrain;
  heavy: boolean;
  overrides?: TypeOverrides;
  /** Mission-only: the mission id that fields it. */
  mission?: string;
}

/** B2.2 catalogue. Heavy bodies are Closed by default; the R-4 house rule can open them. */
export const VEHICLE_TYPES: readonly VehicleType[] = [
  { id: 'street_bike', name: 'Street Bike', size: 1, body: 'OPEN', terrain: 'STREET', heavy: false },
  { id: 'dirt_bike', name: 'Dirt Bike', size: 1, body: 'OPEN', terrain: 'DIRT', heavy: false },
  { id: 'coupe', name: 'Coupe', size: 2, body: 'CLOSED', terrain: 'STREET', heavy: false },
  { id: 'rally_car', name: 'Rally Car', size: 2, body: 'CLOSED', terrain: 'DIRT', heavy: false },
  { id: 'roadster', name: 'Roadster', size: 2, body: 'OPEN', terrain: 'STREET', heavy: false },
  { id: 'buggy', name: 'Buggy', size: 2, body: 'OPEN', terrain: 'DIRT', heavy: false },
  { id: 'muscle_car', name: 'Muscle Car', size: 3, body: 'CLOSED', terrain: 'STREET', heavy: false },
  { id: 'humvee', name: 'Humvee', size: 3, body: 'CLOSED', terrain: 'DIRT', heavy: false },
  { id: 'convertible', name: 'Convertible', size: 3, body: 'OPEN', terrain: 'STREET', heavy: false },
  { id: 'truck_4x4', name: '4x4 Truck', size: 3, body: 'OPEN', terrain: 'DIRT', heavy: false },
  { id: 'armored_car', name: 'Armored Car / Limo', size: 4, body: 'CLOSED', terrain: 'NONE', heavy: true },
  { id: 'big_rig', name: 'Big Rig', size: 5, body: 'CLOSED', terrain: 'NONE', heavy: true },
];

export const VEHICLE_TYPE_IDS: readonly VehicleTypeId[] = VEHICLE_TYPES.map((t) => t.id);

/** B2.2 mission-only types: not in the ordinary catalogue; a mission lets its sides buy them. */
export const MISSION_VEHICLE_TYPES: readonly VehicleType[] = [
  {
    id: 'monster_truck',
    name: 'Monster Truck',
    size: 4,
    body: 'CLOSED',
    terrain: 'DIRT',
    heavy: true,
    mission: 'MONSTERS',
    overrides: { mayMelee: true, mayNitro: true, meleeBonus: 1, ramEndsMove: false },
  },
  {
    id: 'hijack_truck',
    name: 'The Truck',
    size: 4,
    body: 'CLOSED',
    terrain: 'STREET',
    heavy: false,
    mission: 'HIJACKERS',
  },
  {
    id: 'explosive_truck',
    name: 'Explosives Truck',
    size: 4,
    body: 'CLOSED',
    terrain: 'NONE',
    heavy: false,
    mission: 'WAGES_OF_FEAR',
    overrides: { noNitro: true, explosive: true },
  },
  // B12.9: not a vehicle in the rules' sense; tracked as one so it can be attacked. It defends with 1 die against
  // anything (size 1, Open, one crew).
  { id: 'mutant', name: 'Mutant', size: 1, body: 'OPEN', terrain: 'NONE', heavy: false, mission: 'GAUNTLET' },
];

export const ALL_VEHICLE_TYPE_IDS: readonly VehicleTypeId[] = [
  ...VEHICLE_TYPE_IDS,
  ...MISSION_VEHICLE_TYPES.map((t) => t.id),
];

export function vehicleType(id: VehicleTypeId): VehicleType {
  return (VEHICLE_TYPES.find((t) => t.id === id) ?? MISSION_VEHICLE_TYPES.find((t) => t.id === id)) as VehicleType;
}

/** a vehicle costs its size in points. */
export function vehicleCost(t: VehicleType): number {
  return t.size;
}

export type TokenKind =
  | 'DRIVER'
  | 'VETERAN'
  | 'BRAWLER'
  | 'GUNNER'
  | 'MECHANIC'
  | 'SHOTGUN'
  | 'MOLOTOV'
  | 'AMBUSH'
  | 'SPIKES'
  | 'NITRO';
export type TokenCategory = 'CREW' | 'GEAR';

export const TOKEN_KINDS: readonly TokenKind[] = [
  'DRIVER',
  'VETERAN',
  'BRAWLER',
  'GUNNER',
  'MECHANIC',
  'SHOTGUN',
  'MOLOTOV',
  'AMBUSH',
  'SPIKES',
  'NITRO',
];
export const CREW_KINDS: readonly TokenKind[] = ['DRIVER', 'VETERAN', 'BRAWLER', 'GUNNER', 'MECHANIC'];
export const GEAR_KINDS: readonly TokenKind[] = ['SHOTGUN', 'MOLOTOV', 'AMBUSH', 'SPIKES', 'NITRO'];

export function tokenCategory(kind: TokenKind): TokenCategory {
  return CREW_KINDS.includes(kind) ? 'CREW' : 'GEAR';
}

export interface TokenRow {
  kind: TokenKind;
  name: string;
  category: TokenCategory;
  effect: string;
  cost: string;
  afterUse: string;
}

/** B2.3 token catalogue, in our words. */
export const TOKENS: readonly TokenRow[] = [
  {
    kind: 'DRIVER',
    name: 'Driver',
    category: 'CREW',
    effect: 'Drives; no special ability. Every vehicle gets one free unless a Veteran takes the seat.',
    cost: '—',
    afterUse: 'Only lost as a casualty.',
  },
  {
    kind: 'VETERAN',
    name: 'Veteran',
    category: 'CREW',
    effect:
      'When driving: one die of each roll may be thrown again, and the new face stands. A Heavy vehicle’s Veteran gets no reroll when defending.',
    cost: '—',
    afterUse: 'Stays.',
  },
  {
    kind: 'BRAWLER',
    name: 'Brawler',
    category: 'CREW',
    effect: 'As a passenger: one extra die when your vehicle attacks in melee.',
    cost: '—',
    afterUse: 'Stays.',
  },
  {
    kind: 'GUNNER',
    name: 'Gunner',
    category: 'CREW',
    effect:
      'As a passenger: a free shot every turn, either a single die or with a Shotgun or Molotov. The Veteran cannot reroll it.',
    cost: 'Free',
    afterUse: 'Stays.',
  },
  {
    kind: 'MECHANIC',
    name: 'Mechanic',
    category: 'CREW',
    effect: 'As a passenger: a free repair every turn with 2 dice. The Veteran cannot reroll it.',
    cost: 'Free',
    afterUse: 'Stays.',
  },
  {
    kind: 'SHOTGUN',
    name: 'Shotgun',
    category: 'GEAR',
    effect: 'Shoot with 2 dice at up to 1 stick. Each Shotgun fires at most once a turn.',
    cost: 'An action, or a Gunner’s free shot',
    afterUse: 'Thrown away once a shot with it kills any crew.',
  },
  {
    kind: 'MOLOTOV',
    name: 'Molotov',
    category: 'GEAR',
    effect: 'Shoot with 3 dice at up to 1 stick.',
    cost: 'An action, or a Gunner’s free shot',
    afterUse: 'Thrown away after one use.',
  },
  {
    kind: 'AMBUSH',
    name: 'Ambush',
    category: 'GEAR',
    effect:
      'A 2-dice shot at up to 2 sticks from either end of the board or a Bridge, Tunnel, Wreck or Supplies card. No Veteran reroll.',
    cost: 'Free, in your turn',
    afterUse: 'Thrown away after use. Kept by the player if its vehicle is destroyed.',
  },
  {
    kind: 'SPIKES',
    name: 'Spikes',
    category: 'GEAR',
    effect: 'Ram an enemy within a stick behind you, rolling its size + 1 dice. Losing or tying does nothing.',
    cost: '1 action',
    afterUse: 'Thrown away after use.',
  },
  {
    kind: 'NITRO',
    name: 'Nitro',
    category: 'GEAR',
    effect:
      'On the road: drive exactly 2 sticks straight ahead at once, stopping at the first contact; a ram on the way gets 1 extra die. One per vehicle per turn.',
    cost: 'Free',
    afterUse: 'Thrown away when used.',
  },
];

export function tokenRow(kind: TokenKind): TokenRow {
  return TOKENS.find((t) => t.kind === kind) as TokenRow;
}

export type ActionId =
  | 'MOVE'
  | 'FREE_MOVE'
  | 'BRAKE'
  | 'MELEE'
  | 'FREE_MELEE'
  | 'SHOOT'
  | 'GUNNER_SHOT'
  | 'SPIKES'
  | 'NITRO'
  | 'REPAIR'
  | 'MECHANIC_REPAIR'
  | 'TAKEOVER'
  | 'PICK_UP'
  | 'TRANSFER'
  | 'TURN_AROUND'
  | 'SUPPLIES';

export interface ActionRow {
  id: ActionId;
  name: string;
  /** true: spends one of the vehicle's two actions. */
  costsAction: boolean;
  when: string;
  spec: string;
}

/** B6.4 action matrix (AMBUSH is the player's, not a vehicle's: see AMBUSH_ROW). */
export const ACTIONS: readonly ActionRow[] = [
  {
    id: 'MOVE',
    name: 'Move',
    costsAction: true,
    when: 'Up to 1 stick forward or sideways. Not while immobilized.',
    spec: 'B7',
  },
  {
    id: 'FREE_MOVE',
    name: 'Bike free move',
    costsAction: false,
    when: 'Bikes only, once a turn: a full move that costs nothing.',
    spec: 'R-27',
  },
  {
    id: 'BRAKE',
    name: 'Brake',
    costsAction: true,
    when: 'Up to 1 stick backward. Whatever you back into rams you. Not while immobilized.',
    spec: 'B7',
  },
  {
    id: 'MELEE',
    name: 'Melee',
    costsAction: true,
    when: 'Open vehicles only, against an adjacent vehicle.',
    spec: 'B8.2',
  },
  {
    id: 'FREE_MELEE',
    name: 'Free melee',
    costsAction: false,
    when: 'Open vehicles, right after a move or bike free move (one per move).',
    spec: 'R-26',
  },
  {
    id: 'SHOOT',
    name: 'Shoot',
    costsAction: true,
    when: 'With a Shotgun not fired this turn or a Molotov, at a target within 1 stick.',
    spec: 'R-8',
  },
  {
    id: 'GUNNER_SHOT',
    name: 'Gunner free shot',
    costsAction: false,
    when: 'One per Gunner passenger each turn: 1 die, or a Shotgun/Molotov.',
    spec: 'B8.3',
  },
  {
    id: 'SPIKES',
    name: 'Spikes',
    costsAction: true,
    when: 'Spikes aboard; an enemy within 1 stick behind.',
    spec: 'R-30',
  },
  {
    id: 'NITRO',
    name: 'Nitro',
    costsAction: false,
    when: 'Nitro aboard, on the road, not Heavy; one per turn.',
    spec: 'R-26',
  },
  {
    id: 'REPAIR',
    name: 'Repair',
    costsAction: true,
    when: 'Damaged: roll 1 die, each 6 removes a damage.',
    spec: 'B7',
  },
  {
    id: 'MECHANIC_REPAIR',
    name: 'Mechanic free repair',
    costsAction: false,
    when: 'One per Mechanic passenger each turn: roll 2 dice, each 6 removes a damage.',
    spec: 'R-13',
  },
  {
    id: 'TAKEOVER',
    name: 'Takeover',
    costsAction: true,
    when: 'Put one of your crew in the seat of an adjacent abandoned vehicle (a moving one only from an open vehicle).',
    spec: 'B10.5',
  },
  {
    id: 'PICK_UP',
    name: 'Pick up',
    costsAction: true,
    when: 'Take all the gear from one adjacent wreck, abandoned vehicle or gear marker.',
    spec: 'R-22',
  },
  {
    id: 'TRANSFER',
    name: 'Transfer',
    costsAction: true,
    when: 'Hand crew and gear to an adjacent friendly vehicle that has a driver. Allowed while immobilized.',
    spec: 'R-34',
  },
  {
    id: 'TURN_AROUND',
    name: 'Turn around',
    costsAction: true,
    when: 'Immobilized: face forward again and drive on.',
    spec: 'B10.4',
  },
  {
    id: 'SUPPLIES',
    name: 'Supplies',
    costsAction: true,
    when: 'Ended a move on a Supplies card: take one token, or repair 1 damage.',
    spec: 'R-21',
  },
];

export const AMBUSH_ROW = {
  name: 'Ambush',
  when: 'Free, in your own turn: an Ambush you hold in reserve or aboard one of your crewed vehicles.',
  spec: 'R-31',
} as const;

export function actionRow(id: ActionId): ActionRow {
  return ACTIONS.find((a) => a.id === id) as ActionRow;
}

export type Weapon = 'BASIC' | 'SHOTGUN' | 'MOLOTOV' | 'AMBUSH';

/** B8.3: attack dice per weapon (BASIC = a Gunner's plain shot, or any vehicle's under R-8). */
export const WEAPON_DICE: Record<Weapon, number> = { BASIC: 1, SHOTGUN: 2, MOLOTOV: 3, AMBUSH: 2 };
export const WEAPON_NAMES: Record<Weapon, string> = {
  BASIC: 'plain shot',
  SHOTGUN: 'Shotgun',
  MOLOTOV: 'Molotov',
  AMBUSH: 'Ambush',
};
export const AMBUSH_RANGE_STICKS = 2;
export const SHOOT_RANGE_STICKS = 1;

export type WipeoutResult = 'SKID' | 'SPIN' | 'ROLL';

export interface WipeoutRow {
  result: WipeoutResult;
  name: string;
  /** The Road's overkill this row covers (max null = and above). */
  min: number;
  max: number | null;
  effect: string;
}

/** B2.5: read only when the Road wins. */
export const WIPEOUT_CHART: readonly WipeoutRow[] = [
  { result: 'SKID', name: 'Skid', min: 0, max: 0, effect: 'Slide 1 stick toward a rolled clock direction.' },
  { result: 'SPIN', name: 'Spin', min: 1, max: 1, effect: 'Immobilized first, then the skid.' },
  { result: 'ROLL', name: 'Roll', min: 2, max: null, effect: '1 damage, then the skid.' },
];

export function wipeoutRow(roadOverkill: number): WipeoutRow {
  return WIPEOUT_CHART.find((r) => roadOverkill >= r.min && (r.max === null || roadOverkill <= r.max)) as WipeoutRow;
}

/** B9.2: a D6 doubled gives the clock direction; 12 is straight ahead. */
export function skidClock(face: number): number {
  return face * 2;
}

const CLOCK_WORDS: Record<number, string> = {
  2: 'ahead and to the right',
  4: 'back and to the right',
  6: 'straight back',
  8: 'back and to the left',
  10: 'ahead and to the left',
  12: 'straight ahead',
};

export function clockWords(clock: number): string {
  return CLOCK_WORDS[clock] ?? `${clock} o’clock`;
}

/**
 * What to do with the model when a vehicle's status changes (B9.2, B10.1, B10.3, B10.4, B10.7):
 * the spec's physical reminders, `{car}` standing for the vehicle's name (issue 9).
 */
export type TableStatus =
  | 'WRECK'
  | 'BIKE_GONE'
  | 'IMMOBILIZED'
  | 'MOBILE'
  | 'ABANDONED'
  | 'CREWED'
  | 'OFF_BOARD'
  | 'SKID';

export const VEHICLE_STATUS: Record<TableStatus, { name: string; spec: string; reminder: string }> = {
  WRECK: { name: 'Wreck', spec: 'B10.1', reminder: 'turn {car} upside down across the road' },
  BIKE_GONE: { name: 'Bike destroyed', spec: 'R-29', reminder: 'take {car} off the table' },
  IMMOBILIZED: { name: 'Immobilized', spec: 'B10.4', reminder: 'turn {car} to face backwards' },
  MOBILE: { name: 'Turned around', spec: 'B10.4', reminder: 'turn {car} to face forward' },
  ABANDONED: { name: 'Abandoned', spec: 'B10.3', reminder: 'put a skull by {car}' },
  CREWED: { name: 'Crewed again', spec: 'B10.5', reminder: 'take the skull away from {car}' },
  OFF_BOARD: { name: 'Left the board', spec: 'B10.7', reminder: 'take {car} off the table' },
  SKID: { name: 'Skid', spec: 'B9.2', reminder: 'move {car} 1 stick toward {clock} o’clock' },
};

export type Edge = 'END' | 'BACK' | 'SIDE';
export const EDGES: readonly Edge[] = ['END', 'BACK', 'SIDE'];

/** B5.3 in words, for the reference card. */
export const DICE_SUMMARY: readonly { contest: string; attacker: string; defender: string }[] = [
  {
    contest: 'Ram',
    attacker: 'Its size (+1 on a Nitro run). Damage never lowers it.',
    defender: 'Hits left (a wreck: its size)',
  },
  {
    contest: 'Ram by an object',
    attacker: 'The object’s size (an immobilized or abandoned vehicle: its size)',
    defender: 'Hits left',
  },
  { contest: 'Spikes', attacker: 'Target’s size + 1', defender: 'Target’s hits left' },
  { contest: 'Melee', attacker: 'Crew + 1 per Brawler passenger', defender: 'Crew + 1 if Closed' },
  { contest: 'Shooting', attacker: 'Gunner plain shot 1, Shotgun 2, Molotov 3, Ambush 2', defender: '1 + 1 if Closed' },
  { contest: 'Wipeout check', attacker: 'The vehicle: hits left, at least 1', defender: 'The Road: 2' },
  { contest: 'Repair (no contest)', attacker: '1 die; a Mechanic’s free repair 2', defender: '—' },
];

/** The house-rule switches of B13 that touch the rules built here, with their defaults. */
export const HOUSE_RULES: readonly HouseRuleDef[] = [
  {
    id: 'forbidBoughtDrivers',
    spec: 'R-2',
    label: 'Plain Drivers can be bought',
    help: 'Default: extra plain Drivers are for sale as ordinary crew. No: the free Driver is the only one.',
    options: [
      { value: false, label: 'Yes' },
      { value: true, label: 'No' },
    ],
    default: false,
  },
  {
    id: 'heavyBody',
    spec: 'R-4',
    label: 'Heavy vehicles are',
    help: 'The Armored Car and Big Rig count as Closed (default) or Open.',
    options: [
      { value: 'CLOSED', label: 'Closed' },
      { value: 'OPEN', label: 'Open' },
    ],
    default: 'CLOSED',
  },
  {
    id: 'initiativeMode',
    spec: 'R-5',
    label: 'Initiative roll',
    help: 'Each player rolls 2 dice. Default: the highest total goes first. Alternative: compare the dice as in combat (highest die first).',
    options: [
      { value: 'SUM', label: 'Highest total' },
      { value: 'CONTEST', label: 'Compare dice' },
    ],
    default: 'SUM',
  },
  {
    id: 'basicShot',
    spec: 'R-8',
    label: 'Every vehicle can shoot',
    help: 'On: the Shoot action may fire a plain 1-die shot without any weapon.',
    options: [
      { value: false, label: 'Off' },
      { value: true, label: 'On' },
    ],
    default: false,
  },
  {
    id: 'skidReroll',
    spec: 'R-12',
    label: 'Veterans reroll skid direction',
    help: 'On: a Veteran driver may reroll the die that picks the skid direction.',
    options: [
      { value: false, label: 'Off' },
      { value: true, label: 'On' },
    ],
    default: false,
  },
  {
    id: 'bikeRamRule',
    spec: 'R-14',
    label: 'A bike is destroyed when',
    help: 'Default: it rams during its own move, free move, Nitro run or skid. Alternative: in any ram where it is the attacker, also when someone brakes into it.',
    options: [
      { value: 'OWN_MOVE', label: 'It rams by moving' },
      { value: 'ANY_ATTACK', label: 'It is ever the rammer' },
    ],
    default: 'OWN_MOVE',
  },
  {
    id: 'driverLeaves',
    spec: 'R-23',
    label: 'When the driver leaves',
    help: 'Default: a passenger takes the seat at once. Strict: the vehicle is abandoned even with passengers aboard.',
    options: [
      { value: 'SEAT_PASSENGER', label: 'A passenger drives' },
      { value: 'STRICT', label: 'Abandoned' },
    ],
    default: 'SEAT_PASSENGER',
  },
  {
    id: 'freeMeleeAfterNitro',
    spec: 'R-26',
    label: 'Free melee after Nitro',
    help: 'On: a Nitro run counts as a move for the free melee at its end.',
    options: [
      { value: false, label: 'Off' },
      { value: true, label: 'On' },
    ],
    default: false,
  },
  {
    id: 'destroyedBikeGear',
    spec: 'R-29',
    label: 'Gear of a destroyed bike',
    help: 'Default: lost (Ambush is kept). Alternative: left on the road as a gear marker anyone can pick up.',
    options: [
      { value: 'LOST', label: 'Lost' },
      { value: 'MARKER', label: 'Gear marker' },
    ],
    default: 'LOST',
  },
  {
    id: 'ambushFromWrecks',
    spec: 'R-31',
    label: 'Ambush from wrecked vehicles',
    help: 'On: an Ambush may also be launched from a wrecked vehicle on the board.',
    options: [
      { value: false, label: 'Off' },
      { value: true, label: 'On' },
    ],
    default: false,
  },
];
