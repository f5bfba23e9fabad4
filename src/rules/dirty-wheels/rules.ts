// Dirty Wheels' derived values (A4, never stored) and the checks the reducer and the UI share
// (`*Problem()`: a reason a player can read, or null). Pure functions of the state.
import { normaliseHouseRules } from '../core/guards';
import type { HouseRuleValue, Setup } from '../core/model';
import {
  CAR_TYPES,
  carTypeRow,
  HEAVY_PENALTY,
  HOUSE_RULES,
  SPEED_DEMON_BONUS,
  sceneryProfileRow,
  type TraitId,
  type UpgradeId,
  type WeaponRow,
  weaponRow,
} from './data';
import type { DwActivation, DwCar, DwDriver, DwHouseRules, DwScenery, DwState, EntityId } from './model';

export const DW_RULES_REVISION = 1;

export function houseRules(values: Readonly<Record<string, HouseRuleValue>>): DwHouseRules {
  return normaliseHouseRules<DwHouseRules>(HOUSE_RULES, values);
}

export function initialState(setup: Setup): DwState {
  const cars: DwState['cars'] = {};
  for (const c of setup.cars) {
    cars[c.id] = {
      id: c.id,
      playerId: c.playerId,
      type: null,
      config: null,
      weapons: [],
      upgrades: [],
      driver: null,
      done: { type: false, weapons: false, upgrades: false, stats: false, traits: false },
      damage: 0,
      tyreHits: 0,
      status: 'in_play',
      wreck: false,
      harpoonUsed: false,
      activated: false,
    };
  }
  return {
    phase: 'roster',
    round: 0,
    house: houseRules(setup.houseRules),
    carOrder: setup.cars.map((c) => c.id),
    cars,
    sceneryOrder: [],
    scenery: {},
    nextSceneryNo: 1,
    deploymentOrder: [],
    initiativePasses: [],
    order: [],
    orderIndex: 0,
    activation: null,
    roundLog: { attackedBy: {}, rammed: [], rammers: [] },
    tethers: [],
    pending: [],
    result: null,
  };
}

// ---- entities ---------------------------------------------------------------------------------

export type Entity = { kind: 'car'; car: DwCar } | { kind: 'scenery'; scenery: DwScenery };

export function entity(s: DwState, id: unknown): Entity | undefined {
  if (typeof id !== 'string') return undefined;
  if (Object.hasOwn(s.cars, id)) return { kind: 'car', car: s.cars[id] as DwCar };
  if (Object.hasOwn(s.scenery, id)) return { kind: 'scenery', scenery: s.scenery[id] as DwScenery };
  return undefined;
}

export const isCar = (s: DwState, id: unknown): boolean => typeof id === 'string' && Object.hasOwn(s.cars, id);
export const isScenery = (s: DwState, id: unknown): boolean => typeof id === 'string' && Object.hasOwn(s.scenery, id);

export function inPlay(s: DwState, id: EntityId): boolean {
  const e = entity(s, id);
  return !!e && (e.kind === 'car' ? e.car.status : e.scenery.status) === 'in_play';
}

/** The player an entity belongs to; "neutral" for neutral scenery. */
export function controllerOf(s: DwState, id: EntityId): string | undefined {
  const e = entity(s, id);
  return e ? (e.kind === 'car' ? e.car.playerId : e.scenery.controller) : undefined;
}

/** Enemies: different controllers; neutral scenery is everyone's enemy [DW-A43]. */
export function areEnemies(s: DwState, a: EntityId, b: EntityId): boolean {
  const ca = controllerOf(s, a);
  const cb = controllerOf(s, b);
  return ca !== undefined && cb !== undefined && (ca !== cb || ca === 'neutral');
}

/** The driver of a car, or the gunner of a scenery piece. */
export function driverOf(s: DwState, id: EntityId): DwDriver | undefined {
  const e = entity(s, id);
  if (!e) return undefined;
  return e.kind === 'car' ? (e.car.driver ?? undefined) : e.scenery.gunner;
}

export function upgradeCount(s: DwState, id: EntityId, u: UpgradeId): number {
  const e = entity(s, id);
  return e?.kind === 'car' ? e.car.upgrades.filter((x) => x === u).length : 0;
}
export const hasUpgrade = (s: DwState, id: EntityId, u: UpgradeId): boolean => upgradeCount(s, id, u) > 0;
export const hasTrait = (s: DwState, id: EntityId, t: TraitId): boolean => !!driverOf(s, id)?.traits.includes(t);
function traitCount(s: DwState, id: EntityId, t: TraitId): number {
  return driverOf(s, id)?.traits.filter((x) => x === t).length ?? 0;
}

/** The weapon rows an entity carries, in slot order. */
export function weaponsOf(s: DwState, id: EntityId): WeaponRow[] {
  const e = entity(s, id);
  if (!e) return [];
  const ids = e.kind === 'car' ? e.car.weapons.map((w) => w.weaponId) : e.scenery.weapons;
  return ids.map((w) => weaponRow(w)).filter((w): w is WeaponRow => !!w);
}

/** Cars in play and armed scenery in play with a gunner activate (A6). */
export function activates(s: DwState, id: EntityId): boolean {
  const e = entity(s, id);
  if (!e || !inPlay(s, id)) return false;
  return e.kind === 'car' || (e.scenery.weapons.length > 0 && !!e.scenery.gunner);
}

export function activatingIds(s: DwState): EntityId[] {
  return [...s.carOrder, ...s.sceneryOrder].filter((id) => activates(s, id));
}

// ---- A4 derived values ------------------------------------------------------------------------

/** armour(c): type armour + extra armour (stacking with the duplicates house rule); scenery: its profile. */
export function armour(s: DwState, id: EntityId): number {
  const e = entity(s, id);
  if (!e) return 0;
  if (e.kind === 'scenery') return sceneryProfileRow(e.scenery.profile).armour;
  return (e.car.type ? carTypeRow(e.car.type).armour : 0) + upgradeCount(s, id, 'extra_armour');
}

export function structure(s: DwState, id: EntityId): number {
  const e = entity(s, id);
  if (!e) return 0;
  if (e.kind === 'scenery') return sceneryProfileRow(e.scenery.profile).structure;
  return e.car.type ? carTypeRow(e.car.type).structure : 0;
}

/** 2 if the car carries any heavy weapon and is not a truck, else 0 [DW-A07]. */
export function heavyPenalty(car: Pick<DwCar, 'type' | 'weapons'>): number {
  if (!car.type || carTypeRow(car.type).ignoresHeavyPenalty) return 0;
  return car.weapons.some((w) => weaponRow(w.weaponId)?.class === 'heavy') ? HEAVY_PENALTY : 0;
}

/** speed(c) = max(0, type speed + 3 per modded engine − heavy penalty − damage − 2 per tyre hit). Scenery: 0. */
export function speed(s: DwState, id: EntityId): number {
  const e = entity(s, id);
  if (!e || e.kind === 'scenery' || !e.car.type) return 0;
  const c = e.car;
  return Math.max(
    0,
    carTypeRow(c.type!).speed + 3 * upgradeCount(s, id, 'modded_engine') - heavyPenalty(c) - c.damage - 2 * c.tyreHits,
  );
}

/** effInit(d) = initiative + shock modifiers (no floor) [DW-A27]. */
export function effInit(d: DwDriver | undefined): number {
  return d ? d.initiative + d.initiativeModifier + d.nextRoundModifier : 0;
}

/** baseAim(c) = driver aim + targeting system + sniper. */
export function baseAim(s: DwState, id: EntityId): number {
  const d = driverOf(s, id);
  return (d?.aim ?? 0) + upgradeCount(s, id, 'targeting_system') + traitCount(s, id, 'sniper');
}

/** strength(w, c) = w.strength + special bullets; null for the flamethrower. */
export function strength(s: DwState, w: WeaponRow, id: EntityId): number | null {
  return w.strength === null ? null : w.strength + upgradeCount(s, id, 'special_bullets');
}

/** attackCount(w, c, rolled) = max(0, fixed or rolled − sniper) [DW-A10, DW-A11]; null for the flamethrower. */
export function attackCount(s: DwState, w: WeaponRow, id: EntityId, rolled?: number): number | null {
  if (!w.attacks) return null;
  const base = 'fixed' in w.attacks ? w.attacks.fixed : (rolled ?? 0);
  return Math.max(0, base - traitCount(s, id, 'sniper'));
}

/** The number of count dice a variable weapon rolls (2 for 2D6, 3 for 3D6), 0 for a fixed one. */
export function countDiceOf(w: WeaponRow): number {
  return w.attacks && 'dice' in w.attacks ? Number(w.attacks.dice[0]) : 0;
}

export const isDestroyedBy = (damage: number, struct: number): boolean => damage >= struct;

/** maxShootingActions = 0 after speed demon, else 1 + trigger happy [A4]. */
export function maxShootingActions(s: DwState, id: EntityId, a: DwActivation): number {
  if (a.speedDemonUsed) return 0;
  return 1 + (hasTrait(s, id, 'trigger_happy') ? 1 : 0);
}

export const nextSegmentBudget = (a: DwActivation): number => Math.min(a.segmentLength, a.remaining);

/**
 * One attack die's verdict [DW-A04]: d + aim > T, with the A8 natural 6 / natural 1 switches.
 */
export function dieSucceeds(
  d: number,
  aim: number,
  T: number,
  house: Pick<DwHouseRules, 'natural6AlwaysSucceeds' | 'natural1AlwaysFails'>,
): boolean {
  if (house.natural6AlwaysSucceeds && d === 6) return true;
  if (house.natural1AlwaysFails && d === 1) return false;
  return d + aim > T;
}

/**
 * need = T − aim + 1, the lowest face that succeeds, as shown with the house switches: natural 1
 * fails raises it to at least 2, natural 6 succeeds caps it at 6 [DW-A04].
 */
export function needOf(
  T: number,
  aim: number,
  house: Pick<DwHouseRules, 'natural6AlwaysSucceeds' | 'natural1AlwaysFails'>,
): number {
  let n = T - aim + 1;
  if (house.natural1AlwaysFails) n = Math.max(n, 2);
  if (house.natural6AlwaysSucceeds) n = Math.min(n, 6);
  return n;
}

/** "every die succeeds" (need ≤ 1), "cannot succeed" (need ≥ 7), or "N+". */
export function needText(need: number): string {
  return need <= 1 ? 'every die succeeds' : need >= 7 ? 'cannot succeed' : `${need}+`;
}

/** Speed demon's +4" [A2.4]. */
export const SPEED_DEMON = SPEED_DEMON_BONUS;

/** Whether gunner, pipe bombs and harpoon are still allowed this activation [DW-A13]. */
export function optionalAttacksAllowed(s: DwState, a: DwActivation): boolean {
  return !a.speedDemonUsed || s.house.speedDemonOnlyBlocksWeapons;
}

/** The players with at least one car in play, in seat order. */
export function playersInPlay(s: DwState, setup: Setup): string[] {
  return setup.players
    .map((p) => p.id)
    .filter((pid) => s.carOrder.some((id) => s.cars[id]!.playerId === pid && s.cars[id]!.status === 'in_play'));
}

export function typeName(id: string | null): string {
  return CAR_TYPES.find((t) => t.id === id)?.name ?? 'no type';
}

/**
 * The game-over line [DW-A44, A6.1]: a winner only by the end rule "at most one player has cars in
 * play"; an agreed end or round limit reports the survivors and scores nothing.
 */
export function resultText(result: NonNullable<DwState['result']>, player: (id: string) => string): string {
  const names = result.survivors.map(player).join(' and ');
  if (result.by === 'last_player') {
    return result.survivors.length === 1
      ? `${names} wins: the last player with cars in play.`
      : 'A draw: no car is left in play.';
  }
  const left = result.survivors.length ? `Still in play: ${names}.` : 'No car is left in play.';
  return `${left} ${result.by === 'round_limit' ? 'The agreed round limit is reached.' : 'Ended by agreement.'}`;
}
