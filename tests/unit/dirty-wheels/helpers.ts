// Shared builders for the Dirty Wheels rule tests: a setup, one-line command application, and
// teams built through real commands (chosen mode unless a test's house rules say otherwise).
import type { HouseRuleValue, Setup } from '../../../src/rules/core/model';
import { reduceDw } from '../../../src/rules/dirty-wheels/commands';
import type { CarTypeId, ConfigId, TraitId, UpgradeId } from '../../../src/rules/dirty-wheels/data';
import type { DwState, DwWeapon } from '../../../src/rules/dirty-wheels/model';
import { initialState } from '../../../src/rules/dirty-wheels/rules';
import { commandKit, type Payload, tableSetup } from '../kit-helpers';

export type { Payload };

/** Chosen weapons, upgrades and traits, bought stats: the rosters a test writes down. */
export const CHOSEN: Record<string, HouseRuleValue> = {
  statMode: 'point_buy',
  traitMode: 'chosen',
  upgradeMode: 'chosen',
  weaponMode: 'chosen',
  upgradesPerCar: 3,
  traitsPerPlayer: 6,
};

/** Players P1..Pn; cars `${player}c${k}`. */
export function makeSetup(players = 2, cars = 2, houseRules: Record<string, HouseRuleValue> = CHOSEN): Setup {
  return tableSetup(players, cars, houseRules);
}

export const { apply, refused } = commandKit(reduceDw);

export interface CarSpec {
  type: CarTypeId;
  config?: ConfigId;
  weapons?: DwWeapon[];
  upgrades?: UpgradeId[];
  /** Stat rows 1..3: initiative, bravery, aim, skill (cost ≤ 8). */
  rows?: [number, number, number, number];
  traits?: TraitId[];
}

export const DEFAULT_ROWS: [number, number, number, number] = [2, 2, 2, 2];

/** Builds every car of `setup` through chosen-mode commands and locks the rosters. */
export function rosters(setup: Setup, specs: Record<string, CarSpec>): DwState {
  let s = initialState(setup);
  for (const c of setup.cars) {
    const spec = specs[c.id] ?? { type: 'standard' };
    s = apply(s, 'dw.type', { carId: c.id, type: spec.type }, setup);
    const config = spec.config ?? (spec.type === 'truck' ? 'T' : 'A');
    s = apply(s, 'dw.weapons', { carId: c.id, config, weapons: spec.weapons ?? [] }, setup);
    if (spec.upgrades?.length) s = apply(s, 'dw.upgrades', { carId: c.id, upgrades: spec.upgrades }, setup);
    const [initiative, bravery, aim, skill] = spec.rows ?? DEFAULT_ROWS;
    s = apply(s, 'dw.stats', { carId: c.id, rows: { initiative, bravery, aim, skill } }, setup);
    if (spec.traits?.length) s = apply(s, 'dw.traits', { carId: c.id, traits: spec.traits }, setup);
  }
  return apply(s, 'dw.lockRosters', {}, setup);
}

/** Rosters, no scenery, deployment, then round 1 with the given D6s (ties broken by `passes`). */
export function toRound(
  setup: Setup,
  specs: Record<string, CarSpec>,
  rolls: Record<string, number>,
  passes: unknown[] = [],
  deployPasses: unknown[] = [],
): DwState {
  let s = rosters(setup, specs);
  s = apply(s, 'dw.deploy', { passes: deployPasses }, setup);
  return apply(s, 'dw.initiative', { rolls, passes }, setup);
}

export const MG: DwWeapon = { slot: 'fixed1', weaponId: 'machine_gun' };

export const LASER: DwWeapon = { slot: 'fixed1', weaponId: 'light_laser' };
export const FLAMER: DwWeapon = { slot: 'fixed2', weaponId: 'flamethrower' };

/** Activates whoever is next (must be `id`). */
export function activate(s: DwState, setup: Setup, id: string, extra: Payload = {}): DwState {
  return apply(s, 'dw.activate', { entityId: id, ...extra }, setup);
}

/** Two players, one car each: P1c1 goes first (rolls 6 vs 1). */
export function duel(
  p1: CarSpec,
  p2: CarSpec,
  houseRules: Record<string, HouseRuleValue> = {},
): { setup: Setup; s: DwState } {
  const setup = makeSetup(2, 1, { ...CHOSEN, ...houseRules });
  const s = toRound(setup, { P1c1: p1, P2c1: p2 }, { P1c1: 6, P2c1: 1 }, [], tiePass(p1, p2));
  return { setup, s };
}

/** The deployment roll-off both cars need when their drivers' initiative is equal. */
function tiePass(p1: CarSpec, p2: CarSpec): unknown[] {
  return (p1.rows ?? DEFAULT_ROWS)[0] === (p2.rows ?? DEFAULT_ROWS)[0] ? [{ P1c1: 6, P2c1: 1 }] : [];
}
