// Roster building and validation (A5). Each check returns the blocking reason with its code
// (V-DW-n) or null; the reducer throws it and the roster screen shows it, so nothing is ever
// clamped silently. Random draws read the dice faces their command carries.

import type { Setup } from '../core/model';
import {
  CAR_TYPES,
  type CarTypeId,
  type ConfigId,
  carTypeRow,
  MAX_TRAITS,
  MAX_UPGRADES,
  POINT_BUDGET,
  RANDOM_WEAPONS,
  SCENERY_MAX_HEAVY,
  SCENERY_MAX_LIGHT,
  type SlotId,
  STATS,
  type StatRow,
  statRow,
  statRowOfFace,
  type TraitId,
  traitOfFace,
  traitRow,
  type UpgradeId,
  upgradeOfFace,
  upgradeRow,
  type WeaponId,
  weaponRow,
} from './data';
import type { DwDriver, DwHouseRules, DwState, DwWeapon } from './model';

// ---- A5.2 type and weapons --------------------------------------------------------------------

/** V-DW-1..6: whether `weapons` are legal for `type` in `config`; null when they are. */
export function weaponsProblem(
  type: CarTypeId | null,
  config: ConfigId | null,
  weapons: readonly DwWeapon[],
): string | null {
  const t = CAR_TYPES.find((x) => x.id === type);
  if (!t) return 'V-DW-1: choose the car type first (racer, standard or truck).';
  const c = t.configs.find((x) => x.id === config);
  if (!c)
    return t.id === 'truck'
      ? 'V-DW-2: a truck always uses configuration T.'
      : `V-DW-2: a ${t.name.toLowerCase()} uses configuration A or B.`;
  const seen = new Set<SlotId>();
  for (const w of weapons) {
    const row = weaponRow(w.weaponId);
    if (!row) return `Unknown weapon "${String(w.weaponId)}".`;
    const slot = c.slots.find((s) => s.slot === w.slot);
    const code = config === 'A' ? 'V-DW-3' : config === 'B' ? 'V-DW-4' : 'V-DW-5';
    if (!slot)
      return `${code}: configuration ${config} has no ${w.slot === 'turret' ? 'turret' : 'fixed'} slot${config === 'A' ? ' (fixed weapons only)' : config === 'B' ? ' (one turret only)' : ''}.`;
    if (seen.has(w.slot)) return `${code}: one weapon per slot.`;
    seen.add(w.slot);
    if (!slot.classes.includes(row.class)) {
      return `${code}: ${row.name} is heavy; ${t.id === 'racer' ? "a racer's turret takes light weapons only" : 'fixed slots take light weapons only'}.`;
    }
  }
  return null;
}

/** The slot order of a configuration (random weapons fill them in this order). */
export function configSlots(type: CarTypeId, config: ConfigId) {
  return carTypeRow(type).configs.find((c) => c.id === config)?.slots ?? [];
}

/** Which dice a random weapon draw needs [A5.2]: the config D6, the turret D6, then one die per slot. */
export function randomWeaponDice(
  type: CarTypeId,
  configDie?: number,
  turretDie?: number,
): { needsConfigDie: boolean; needsTurretDie: boolean; slots: { slot: SlotId; sides: 3 | 4 | null }[] } {
  const needsConfigDie = type !== 'truck';
  const config: ConfigId | null =
    type === 'truck' ? 'T' : configDie === undefined ? null : configDie >= RANDOM_WEAPONS.configBFrom ? 'B' : 'A';
  if (!config) return { needsConfigDie, needsTurretDie: false, slots: [] };
  const slots = configSlots(type, config);
  const needsTurretDie = slots.some((s) => s.classes.length > 1);
  return {
    needsConfigDie,
    needsTurretDie,
    slots: slots.map((s) => ({
      slot: s.slot,
      sides:
        s.classes.length === 1
          ? 4
          : turretDie === undefined
            ? null
            : turretDie >= RANDOM_WEAPONS.heavyTurretFrom
              ? 3
              : 4,
    })),
  };
}

/** The configuration and weapons the dice give [A5.2]; throws nothing, returns a problem instead. */
export function rollWeapons(
  type: CarTypeId,
  configDie: number | undefined,
  turretDie: number | undefined,
  weaponDice: readonly number[],
): { config: ConfigId; weapons: DwWeapon[] } | { problem: string } {
  const d6 = (x: number | undefined) => x !== undefined && Number.isInteger(x) && x >= 1 && x <= 6;
  if (type !== 'truck' && !d6(configDie)) return { problem: 'Roll a D6 for the configuration (1–3: A, 4–6: B).' };
  if (type === 'truck' && configDie !== undefined)
    return { problem: 'A truck has only configuration T: no configuration die.' };
  const plan = randomWeaponDice(type, configDie, turretDie);
  if (plan.needsTurretDie && !d6(turretDie)) return { problem: 'Roll a D6 for the turret (1–3: light, 4–6: heavy).' };
  if (!plan.needsTurretDie && turretDie !== undefined)
    return { problem: 'This configuration has no light-or-heavy turret: no turret die.' };
  if (weaponDice.length !== plan.slots.length)
    return { problem: `Roll one die per weapon slot: ${plan.slots.length}.` };
  const weapons: DwWeapon[] = [];
  for (let i = 0; i < plan.slots.length; i++) {
    const slot = plan.slots[i]!;
    const face = weaponDice[i]!;
    const table = slot.sides === 3 ? RANDOM_WEAPONS.heavy : RANDOM_WEAPONS.light;
    if (!Number.isInteger(face) || face < 1 || face > table.length)
      return {
        problem: `A ${slot.sides === 3 ? 'heavy weapon is a D3' : 'light weapon is a D4'}: 1 to ${table.length}.`,
      };
    weapons.push({ slot: slot.slot, weaponId: table[face - 1] as WeaponId });
  }
  return { config: type === 'truck' ? 'T' : configDie! >= RANDOM_WEAPONS.configBFrom ? 'B' : 'A', weapons };
}

// ---- A5.3 upgrades ----------------------------------------------------------------------------

/** V-DW-7 and the chosen-mode count [DW-A32]. */
export function upgradesProblem(upgrades: readonly string[], house: DwHouseRules, chosen: boolean): string | null {
  for (const u of upgrades) if (!upgradeRow(u)) return `Unknown upgrade "${u}".`;
  if (!house.allowDuplicateUpgrades && new Set(upgrades).size !== upgrades.length)
    return 'V-DW-7: each upgrade at most once per car.';
  if (upgrades.length > MAX_UPGRADES) return `V-DW-7: at most ${MAX_UPGRADES} upgrades per car.`;
  if (chosen && upgrades.length > house.upgradesPerCar)
    return `Up to ${house.upgradesPerCar} chosen upgrade${house.upgradesPerCar === 1 ? '' : 's'} per car (as agreed).`;
  return null;
}

/** Why a draw's faces are not a result; `more` says the draw only needs another die (a sheet asks for it). */
export type DrawProblem = { problem: string; more?: true };

/** True when the draw is short of dice (a repeat was rolled again), not wrong. */
export const needsMoreDice = (r: unknown): boolean =>
  !!r && typeof r === 'object' && 'more' in r && (r as DrawProblem).more === true;

/**
 * Walks D12 faces (or D6 faces for traits) re-rolling duplicates until `count` are drawn. The
 * faces must end exactly there; returns the draw or a problem saying what is missing.
 */
function drawUnique<T extends string>(
  count: number,
  faces: readonly number[],
  sides: number,
  lookup: (f: number) => T | undefined,
  allowDup: boolean,
  reject: (x: T) => boolean,
  what: string,
): T[] | DrawProblem {
  const out: T[] = [];
  let i = 0;
  for (; i < faces.length && out.length < count; i++) {
    const f = faces[i]!;
    const x = Number.isInteger(f) && f >= 1 && f <= sides ? lookup(f) : undefined;
    if (x === undefined) return { problem: `A D${sides} shows 1 to ${sides}.` };
    if ((!allowDup && out.includes(x)) || reject(x)) continue; // re-rolled
    out.push(x);
  }
  if (out.length < count)
    return { problem: `One more D${sides} for the ${what} (a repeat is rolled again).`, more: true };
  if (i < faces.length) return { problem: `Too many dice: the ${what} were settled after ${i}.` };
  return out;
}

/** Random upgrades [A5.3]: D3 count, then D12s, duplicates re-rolled. */
export function rollUpgrades(
  countDie: number,
  faces: readonly number[],
  house: DwHouseRules,
): UpgradeId[] | DrawProblem {
  if (!Number.isInteger(countDie) || countDie < 1 || countDie > 3)
    return { problem: 'The number of upgrades is a D3: 1 to 3.' };
  return drawUnique<UpgradeId>(
    countDie,
    faces,
    12,
    (f) => upgradeOfFace(f)?.id,
    house.allowDuplicateUpgrades,
    () => false,
    'upgrades',
  );
}

// ---- A5.4 driver stats ------------------------------------------------------------------------

export type StatRows = { initiative: number; bravery: number; aim: number; skill: number };

function driverOfRows(rows: Record<(typeof STATS)[number], StatRow>, traits: TraitId[] = []): DwDriver {
  return {
    initiative: rows.initiative.initiative,
    bravery: rows.bravery.bravery,
    aim: rows.aim.aim,
    skill: rows.skill.skill,
    traits,
    initiativeModifier: 0,
    nextRoundModifier: 0,
  };
}

/** The point cost of a bought driver: each stat costs its row number [DW-A34]. */
export function pointCost(rows: StatRows): number {
  return rows.initiative + rows.bravery + rows.aim + rows.skill;
}

/** V-DW-8: a bought driver, or the reason it cannot be bought. */
export function buyDriver(rows: StatRows): DwDriver | { problem: string } {
  const got = {} as Record<(typeof STATS)[number], StatRow>;
  for (const k of STATS) {
    const r = statRow(rows[k]);
    if (!r) return { problem: `Pick a row from 1 to 3 for ${k}.` };
    got[k] = r;
  }
  const cost = pointCost(rows);
  if (cost > POINT_BUDGET)
    return { problem: `V-DW-8: this driver costs ${cost} points; the budget is ${POINT_BUDGET}.` };
  return driverOfRows(got);
}

/** Random stats: one D6 per stat, in the order initiative, bravery, aim, skill [A5.4]. */
export function rollDriver(faces: readonly number[]): DwDriver | { problem: string } {
  if (faces.length !== 4) return { problem: 'Roll 4 D6: initiative, bravery, aim, skill.' };
  const got = {} as Record<(typeof STATS)[number], StatRow>;
  for (let i = 0; i < 4; i++) {
    const r = statRowOfFace(faces[i]!);
    if (!r) return { problem: 'A D6 shows 1 to 6.' };
    got[STATS[i]!] = r;
  }
  return driverOfRows(got);
}

// ---- A5.5 traits ------------------------------------------------------------------------------

/** Random traits [A5.5]: D3 − 1 of them, D6 each, duplicates (and a gunner's movement traits) re-rolled. */
export function rollTraits(
  countDie: number,
  faces: readonly number[],
  house: DwHouseRules,
  gunner: boolean,
): TraitId[] | DrawProblem {
  if (!Number.isInteger(countDie) || countDie < 1 || countDie > 3)
    return { problem: 'The number of traits is a D3 − 1: roll 1 to 3.' };
  return drawUnique<TraitId>(
    countDie - 1,
    faces,
    6,
    (f) => traitOfFace(f)?.id,
    house.allowDuplicateTraits,
    (t) => gunner && !!traitRow(t)?.movement,
    'traits',
  );
}

/** The chosen-traits allowance of a player [DW-A33]: the agreed number, or their number of cars. */
export function traitAllowance(s: DwState, playerId: string): number {
  return s.house.traitsPerPlayer === 'cars'
    ? s.carOrder.filter((id) => s.cars[id]!.playerId === playerId).length
    : s.house.traitsPerPlayer;
}

/** Traits a player has already given out, other than to `exceptId` (cars and scenery gunners they control). */
export function traitsGiven(s: DwState, playerId: string, exceptId?: string): number {
  let n = 0;
  for (const id of s.carOrder)
    if (id !== exceptId && s.cars[id]!.playerId === playerId) n += s.cars[id]!.driver?.traits.length ?? 0;
  for (const id of s.sceneryOrder)
    if (id !== exceptId && s.scenery[id]!.controller === playerId) n += s.scenery[id]!.gunner?.traits.length ?? 0;
  return n;
}

/** V-DW-9 for chosen traits of one driver (or gunner) of `playerId`. */
export function traitsProblem(
  s: DwState,
  playerId: string,
  traits: readonly string[],
  ownerId: string | undefined,
  gunner: boolean,
): string | null {
  for (const t of traits) if (!traitRow(t)) return `Unknown trait "${t}".`;
  if (traits.length > MAX_TRAITS) return `V-DW-9: at most ${MAX_TRAITS} traits per driver.`;
  if (!s.house.allowDuplicateTraits && new Set(traits).size !== traits.length)
    return 'V-DW-9: each trait at most once per driver.';
  if (gunner && traits.some((t) => traitRow(t)?.movement))
    return 'A scenery gunner cannot have a movement trait (speed demon, expert driver, hunter) [DW-A43].';
  if (playerId !== 'neutral') {
    const total = traitsGiven(s, playerId, ownerId) + traits.length;
    const allowed = traitAllowance(s, playerId);
    if (total > allowed) return `V-DW-9: ${total} traits for this player; the agreed total is ${allowed}.`;
  }
  return null;
}

// ---- A5.6 team, A5.7 scenery ------------------------------------------------------------------

/** What still blocks locking the rosters (the first reason), or null [A5.1–A5.6]. */
export function rosterProblem(s: DwState, setup: Setup, names: (id: string) => string): string | null {
  for (const p of setup.players)
    if (!s.carOrder.some((id) => s.cars[id]!.playerId === p.id)) return `V-DW-10: ${p.name} has no car.`;
  for (const id of s.carOrder) {
    const c = s.cars[id]!;
    const n = names(id);
    if (!c.type) return `${n}: choose its type.`;
    if (!c.done.weapons) return `${n}: ${s.house.weaponMode === 'random' ? 'roll' : 'choose'} its weapons.`;
    const w = weaponsProblem(c.type, c.config, c.weapons);
    if (w) return `${n}: ${w}`;
    if (s.house.upgradeMode === 'random' && !c.done.upgrades) return `${n}: roll its upgrades.`;
    const u = upgradesProblem(c.upgrades, s.house, s.house.upgradeMode === 'chosen');
    if (u) return `${n}: ${u}`;
    if (!c.driver) return `${n}: ${s.house.statMode === 'random' ? 'roll' : 'buy'} its driver's stats.`;
    if (s.house.traitMode === 'random' && !c.done.traits) return `${n}: roll its driver's traits.`;
  }
  if (s.house.traitMode === 'chosen') {
    for (const p of setup.players) {
      const given = traitsGiven(s, p.id);
      if (given > traitAllowance(s, p.id))
        return `V-DW-9: ${p.name} has ${given} traits; the agreed total is ${traitAllowance(s, p.id)}.`;
    }
  }
  return null;
}

/** A5.6 / DW-A35: a warning (never a block) when teams differ in size. */
export function rosterWarnings(s: DwState, setup: Setup): string[] {
  const counts = setup.players.map((p) => s.carOrder.filter((id) => s.cars[id]!.playerId === p.id).length);
  return new Set(counts).size > 1
    ? [`Teams differ in size (${counts.join(', ')} cars): fine if the table agrees.`]
    : [];
}

/** V-DW-11: up to 1 heavy or up to 2 light, never both; all turrets. */
export function sceneryWeaponsProblem(weapons: readonly string[]): string | null {
  const rows = weapons.map((w) => weaponRow(w));
  if (rows.some((r) => !r)) return 'Unknown weapon.';
  const heavy = rows.filter((r) => r!.class === 'heavy').length;
  const light = rows.length - heavy;
  if (heavy && light) return 'V-DW-11: a scenery piece carries heavy or light weapons, never both.';
  if (heavy > SCENERY_MAX_HEAVY) return 'V-DW-11: at most 1 heavy weapon.';
  if (light > SCENERY_MAX_LIGHT) return 'V-DW-11: at most 2 light weapons.';
  return null;
}
