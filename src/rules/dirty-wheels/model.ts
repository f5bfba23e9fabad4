// Dirty Wheels' state (spec A3) and every command's payload. The journal is the log, so the
// state has no `log`. Setup holds the players and the cars (ids, names, colours); everything
// else (types, weapons, drivers, scenery) is made by commands and lives here.
import type { RollOffPass } from '../core/roll-off';
import type { CarTypeId, ConfigId, SceneryProfileId, SlotId, TraitId, UpgradeId, WeaponId } from './data';

/** Cars and scenery share one id space: car ids come from setup, scenery ids are `s1`, `s2`... */
export type EntityId = string;

export type DwPhase =
  | 'roster' // building teams (A5)
  | 'scenery' // registering scenery (A5.7)
  | 'deployment' // the deployment order is shown; the first initiative roll starts round 1
  | 'round' // activations (A7.2)
  | 'shock' // the shock round (A7.10)
  | 'initiative' // between rounds: the next initiative roll starts the next round
  | 'ended';

export interface DwHouseRules {
  statMode: 'random' | 'point_buy';
  traitMode: 'random' | 'chosen';
  traitsPerPlayer: 'cars' | number;
  upgradeMode: 'random' | 'chosen';
  upgradesPerCar: number;
  weaponMode: 'chosen' | 'random';
  /** 0: no limit [DW-A44]. */
  roundLimit: number;
  natural6AlwaysSucceeds: boolean;
  natural1AlwaysFails: boolean;
  splitFire: boolean;
  triggerHappyPenaltyBothActions: boolean;
  ramDamagePerSuccess: boolean;
  ramUpgradeWhenRammed: boolean;
  rammedPenaltyBothCars: boolean;
  shockLastsOneRound: boolean;
  speedDemonOnlyBlocksWeapons: boolean;
  bumpyAlsoTarget: boolean;
  explosionsHitScenery: boolean;
  wreckIsRammable: boolean;
  comsBoosterUnlimited: boolean;
  pipeBombsUnlimited: boolean;
  harpoonRange: 'none' | number;
  allowDuplicateUpgrades: boolean;
  allowDuplicateTraits: boolean;
  manoeuvreNeedsFullSegment: boolean;
  damageSlowsCurrentMove: boolean;
  deploymentByRoll: boolean;
  sceneryUsesDestroyedTable: boolean;
}

export interface DwWeapon {
  slot: SlotId;
  weaponId: WeaponId;
}

export interface DwDriver {
  initiative: 1 | 2 | 3;
  bravery: 3 | 4 | 5;
  aim: -1 | 0 | 1;
  skill: 3 | 4 | 5;
  traits: TraitId[];
  /** <= 0: cumulative shock penalties [DW-A27]. */
  initiativeModifier: number;
  /** Only with the house rule "shock lasts one round". */
  nextRoundModifier: number;
}

export type DwStatus = 'in_play' | 'destroyed';

export interface DwCar {
  id: EntityId;
  playerId: string;
  /** null until the roster sets it. */
  type: CarTypeId | null;
  config: ConfigId | null;
  weapons: DwWeapon[];
  upgrades: UpgradeId[];
  /** null until stats are rolled or bought. */
  driver: DwDriver | null;
  /** Which roster categories have been settled (so a rolled category is never rolled twice). */
  done: { type: boolean; weapons: boolean; upgrades: boolean; stats: boolean; traits: boolean };
  damage: number;
  tyreHits: number;
  status: DwStatus;
  destroyedRoll?: 1 | 2 | 3 | 4 | 5 | 6;
  wreck: boolean;
  harpoonUsed: boolean;
  initiativeRoll?: number;
  initiativeScore?: number;
  activated: boolean;
}

export interface DwScenery {
  id: EntityId;
  name: string;
  /** A player id, or "neutral" [DW-A43]. */
  controller: string;
  profile: SceneryProfileId;
  weapons: WeaponId[];
  /** Required when the piece has a weapon; its skill is ignored. */
  gunner?: DwDriver;
  damage: number;
  status: DwStatus;
  /** Only with the house rule sceneryUsesDestroyedTable [DW-A43]. */
  destroyedRoll?: 1 | 2 | 3 | 4 | 5 | 6;
  initiativeRoll?: number;
  initiativeScore?: number;
  activated: boolean;
}

export interface DwActivation {
  entityId: EntityId;
  segmentLength: 3 | 4;
  /** R: movement still available, inches of allowance. */
  remaining: number;
  segmentsStarted: number;
  movementEnded: boolean;
  mudApplied: boolean;
  shootingActionsUsed: number;
  optionalAttackMade: boolean;
  speedDemonUsed: boolean;
  expBoostUsed: boolean;
  comsUsed: boolean;
  gunnerUsed: boolean;
  pipeBombsUsed: boolean;
  tetherPulled: boolean;
  /** A skid or hop was just made: a ram now may be its contact (the ram sheet asks) [A7.3]. Absent in older saves. */
  manoeuvreMoved?: boolean;
  /** The friendly car a coms booster moved this activation, and its budget [DW-A39]. */
  coms: { friendId: EntityId; budget: number } | null;
}

export type DwCause =
  | 'shooting'
  | 'ram'
  | 'gunner'
  | 'pipe_bombs'
  | 'harpoon'
  | 'explosion'
  | 'manoeuvre'
  | 'experimental_engine'
  | 'explosive_ram'
  | 'correction';

/**
 * The destruction queue (A7.6, core/pending FIFO): a destroyed entity whose table roll, explosion
 * and Hunter offer are still to come, and Hunter moves offered (A7.9). Only the command that
 * resolves the head is accepted while it is waiting.
 */
export type DwPending =
  | { kind: 'DESTROYED'; entityId: EntityId; destroyerId: EntityId | null; cause: DwCause }
  | { kind: 'HUNTER'; carId: EntityId; victimId: EntityId };

export interface DwTether {
  from: EntityId;
  to: EntityId;
  lengthIn?: number;
}

export interface DwState {
  phase: DwPhase;
  round: number;
  house: DwHouseRules;
  /** Setup's car order (seat order, then each player's cars). */
  carOrder: EntityId[];
  cars: Record<EntityId, DwCar>;
  sceneryOrder: EntityId[];
  scenery: Record<EntityId, DwScenery>;
  nextSceneryNo: number;
  /** A7.1b: advisory, fixed when scenery is done. */
  deploymentOrder: EntityId[];
  /** The last initiative roll's tie-break passes (A7.1 step 4), for the log and the screen. */
  initiativePasses: RollOffPass[];
  order: EntityId[];
  orderIndex: number;
  activation: DwActivation | null;
  /** Cleared each round: who attacked whom [DW-A25], who was rammed [DW-A26], who rammed (house rule rammedPenaltyBothCars). */
  roundLog: { attackedBy: Record<EntityId, EntityId[]>; rammed: EntityId[]; rammers: EntityId[] };
  tethers: DwTether[];
  /** The pending queue: chained destructions FIFO [A7.6 step 4.3], then Hunter offers. */
  pending: DwPending[];
  /** Set at game end [A6.1]: the players with a car still in play, and why it ended. */
  result: { survivors: string[]; by: 'last_player' | 'agreement' | 'round_limit' } | null;
}

// ---- command payloads (type -> payload) -------------------------------------------------------

export type DieFace = number;

export interface DwPayloads {
  // A5 roster
  'dw.type': { carId: EntityId; type: CarTypeId };
  'dw.weapons': { carId: EntityId; config: ConfigId; weapons: DwWeapon[] };
  /**
   * Random weapons [A5.2]: configDie (racer/standard D6), turretDie (D6 when light or heavy), then one die per
   * slot in slot order (D4 light, D3 heavy).
   */
  'dw.rollWeapons': { carId: EntityId; configDie?: DieFace; turretDie?: DieFace; weaponDice: DieFace[] };
  'dw.upgrades': { carId: EntityId; upgrades: UpgradeId[] };
  /** Random upgrades [A5.3]: a D3 count, then D12 faces in order; duplicates are re-rolls (skipped). */
  'dw.rollUpgrades': { carId: EntityId; countDie: DieFace; faces: DieFace[] };
  /** Point-buy rows 1..3 per stat [A5.4]. */
  'dw.stats': { carId: EntityId; rows: { initiative: number; bravery: number; aim: number; skill: number } };
  /** Random stats: 4 D6 in the order initiative, bravery, aim, skill. */
  'dw.rollStats': { carId: EntityId; faces: DieFace[] };
  'dw.traits': { carId: EntityId; traits: TraitId[] };
  /** Random traits [A5.5]: a D3 count (D3−1 traits), then D6 faces; duplicates are re-rolls. */
  'dw.rollTraits': { carId: EntityId; countDie: DieFace; faces: DieFace[] };
  'dw.lockRosters': Record<string, never>;
  // A5.7 scenery
  'dw.addScenery': {
    name: string;
    controller: string;
    profile: SceneryProfileId;
    weapons: WeaponId[];
    /** Gunner: rows (point buy) or faces (random), as for a driver; traits chosen or rolled. */
    gunner?: {
      rows?: { initiative: number; bravery: number; aim: number; skill: number };
      faces?: DieFace[];
      traits?: TraitId[];
      traitCountDie?: DieFace;
      traitFaces?: DieFace[];
    };
  };
  'dw.removeScenery': { id: EntityId };
  /** A7.1b: ends scenery; `passes` break ties (D6 roll-off); `rolls` only with deploymentByRoll. */
  'dw.deploy': { passes: RollOffPass[]; rolls?: Record<EntityId, DieFace> };
  // A7.1 initiative
  'dw.initiative': { rolls: Record<EntityId, DieFace>; passes: RollOffPass[] };
  // A7.2 activation
  'dw.activate': { entityId: EntityId; startsInMud?: boolean; expert?: boolean };
  'dw.segment': Record<string, never>;
  'dw.mud': Record<string, never>;
  'dw.speedDemon': Record<string, never>;
  'dw.stop': Record<string, never>;
  'dw.endActivation': Record<string, never>;
  'dw.tetherPulled': Record<string, never>;
  // A7.3
  'dw.manoeuvre': { kind: 'hairpin' | 'skid' | 'hop'; roll: DieFace; inMud?: boolean };
  // A7.4
  'dw.shoot': {
    targetId: EntityId;
    /** Per firing weapon, by index into the shooter's weapons: its count dice (2D6/3D6) and attack dice. */
    fire: { weapon: number; targetId?: EntityId; countDice?: DieFace[]; dice?: DieFace[]; hit?: boolean }[];
    onBumpy?: boolean;
    brightLights?: boolean;
    targetOnBumpy?: boolean;
  };
  // A7.7
  'dw.ram': {
    rammerId: EntityId;
    targetId: EntityId;
    /** rem in inches (A7.7 input). */
    rem: number;
    direction: 'forward' | 'backward' | 'sideways';
    /** Where the move came from: the active car's segment/skid/hop, a coms move, a Hunter move, a dragged tether. */
    via: 'move' | 'coms' | 'hunter' | 'tether';
    /** Via move right after a skid or hop: the contact came during it (its segment is already counted) [A7.3]. */
    inManoeuvre?: boolean;
    diceA: DieFace[];
    diceB: DieFace[];
    /** Explosive ram: the D3 for the rammer's count and the D3 for its self-attack. */
    d3A?: DieFace;
    d3Self?: DieFace;
    diceSelf?: DieFace[];
    /** Instead of a set's dice: the table's yes/no to "any die N+?" (at most 1 damage per set anyway). */
    hitA?: boolean;
    hitB?: boolean;
    hitSelf?: boolean;
  };
  // A7.8
  'dw.coms': { friendId: EntityId };
  'dw.expEngine': { d3: DieFace; d6: DieFace };
  'dw.gunner': { targetId: EntityId; aimAt: 'tyres' | 'driver'; roll: DieFace };
  'dw.pipeBombs': {
    targets: { id: EntityId; countDie: DieFace; dice?: DieFace[]; hit?: boolean }[];
    onBumpy?: boolean;
    brightLights?: boolean;
  };
  'dw.harpoon': { targetId: EntityId; roll: DieFace; lengthIn?: number };
  // A7.6 / A7.9 pending
  'dw.destroyed': { entityId: EntityId; roll?: DieFace; within3: EntityId[] };
  'dw.hunter': { carId: EntityId };
  // A7.10
  'dw.shock': { tests: { id: EntityId; roll: DieFace; reroll?: DieFace }[] };
  // corrections and the end
  'dw.adjust': { entityId: EntityId; damage?: number; tyreHits?: number; initiativeModifier?: number };
  'dw.endGame': Record<string, never>;
}

export type DwCommandType = keyof DwPayloads;
