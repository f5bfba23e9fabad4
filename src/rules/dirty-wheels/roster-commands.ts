// Roster and scenery commands (A5, A5.7, A7.1b). Rolled categories carry their dice faces, so
// every draw is in the log; a category the table agreed to roll cannot be chosen and vice versa.

import { int, list, oneOf, str } from '../core/check';
import { names } from '../core/guards';
import { RuleError } from '../core/model';
import { passesLogText } from '../core/roll-off';
import {
  CAR_TYPES,
  type CarTypeId,
  type ConfigId,
  carTypeRow,
  SCENERY_PROFILES,
  type SlotId,
  type TraitId,
  traitRow,
  type UpgradeId,
  upgradeRow,
  WEAPONS,
  type WeaponId,
  weaponRow,
} from './data';
import { type HandlerTable, inPhase, need, type Payload } from './handler';
import type { DwCar, DwDriver, DwState } from './model';
import { deploymentOrder, parseRolls } from './order';
import {
  buyDriver,
  rollDriver,
  rollTraits,
  rollUpgrades,
  rollWeapons,
  rosterProblem,
  type StatRows,
  sceneryWeaponsProblem,
  traitsProblem,
  upgradesProblem,
  weaponsProblem,
} from './roster';

function car(d: DwState, id: unknown): DwCar {
  const c = typeof id === 'string' && Object.hasOwn(d.cars, id) ? d.cars[id] : undefined;
  if (!c) throw new RuleError('No such car.');
  return c;
}

function mode(
  d: DwState,
  key: 'weaponMode' | 'upgradeMode' | 'traitMode' | 'statMode',
  wanted: string,
  what: string,
): void {
  if (d.house[key] !== wanted)
    throw new RuleError(
      `The table agreed that ${what} are ${d.house[key] === 'random' ? 'rolled' : d.house[key] === 'point_buy' ? 'bought with points' : 'chosen'} (A5.1).`,
    );
}

function unrolled(flag: boolean, what: string): void {
  if (flag) throw new RuleError(`This car's ${what} were already rolled: undo that roll to roll again.`);
}

function faces(x: unknown, what: string): number[] {
  return list(x, what, (v) => int(v, 1, 12, 'A die'), 60);
}

function rows(x: unknown): StatRows {
  const r = (x ?? {}) as Record<string, unknown>;
  return {
    initiative: int(r.initiative, 1, 3, 'Initiative row'),
    bravery: int(r.bravery, 1, 3, 'Bravery row'),
    aim: int(r.aim, 1, 3, 'Aim row'),
    skill: int(r.skill, 1, 3, 'Skill row'),
  };
}

function got<T extends object>(x: T): Exclude<T, { problem: string }> {
  if ('problem' in x) throw new RuleError((x as { problem: string }).problem);
  return x as Exclude<T, { problem: string }>;
}

const weaponName = (id: unknown) => weaponRow(String(id))?.name ?? '?';
const stat = (dr: DwDriver) =>
  `initiative ${dr.initiative}, bravery ${dr.bravery}+, aim ${dr.aim >= 0 ? '+' : '−'}${Math.abs(dr.aim)}, skill ${dr.skill}+`;

export const ROSTER = {
  'dw.type': {
    reduce(d, p) {
      inPhase(d, 'roster', 'Choosing a car type');
      const c = car(d, p.carId);
      const type = oneOf(
        p.type,
        CAR_TYPES.map((t) => t.id),
        'The type',
      ) as CarTypeId;
      if (c.done.weapons && d.house.weaponMode === 'random' && type !== c.type)
        throw new RuleError('Its weapons were rolled for this type: undo that roll first.');
      if (type !== c.type && c.done.weapons && weaponsProblem(type, c.config, c.weapons)) {
        c.weapons = []; // chosen weapons that the new type cannot carry are chosen again
        c.config = null;
        c.done.weapons = false;
      }
      c.type = type;
      if (type === 'truck' && !c.config) c.config = 'T';
      c.done.type = true;
    },
    describe: (p, n) => `${n.car(p.carId)} is a ${String(p.type)}`,
  },
  'dw.weapons': {
    reduce(d, p) {
      inPhase(d, 'roster', 'Choosing weapons');
      mode(d, 'weaponMode', 'chosen', 'weapons');
      const c = car(d, p.carId);
      const config = oneOf(p.config, ['A', 'B', 'T'], 'The configuration') as ConfigId;
      const weapons = list(
        p.weapons,
        'The weapons',
        (w) => {
          const r = (w ?? {}) as Record<string, unknown>;
          return {
            slot: oneOf(r.slot, ['fixed1', 'fixed2', 'turret'], 'The slot') as SlotId,
            weaponId: oneOf(
              r.weaponId,
              WEAPONS.map((x) => x.id),
              'The weapon',
            ) as WeaponId,
          };
        },
        3,
      );
      need(weaponsProblem(c.type, config, weapons));
      c.config = config;
      c.weapons = weapons;
      c.done.weapons = true;
    },
    describe: (p, n) =>
      `${n.car(p.carId)} arms: ${Array.isArray(p.weapons) && p.weapons.length ? (p.weapons as { weaponId: string }[]).map((w) => weaponName(w.weaponId)).join(', ') : 'no weapons'} (configuration ${String(p.config)})`,
  },
  'dw.rollWeapons': {
    reduce(d, p) {
      inPhase(d, 'roster', 'Rolling weapons');
      mode(d, 'weaponMode', 'random', 'weapons');
      const c = car(d, p.carId);
      if (!c.type) throw new RuleError('V-DW-1: choose the car type first.');
      unrolled(c.done.weapons, 'weapons');
      const r = got(
        rollWeapons(
          c.type,
          p.configDie as number | undefined,
          p.turretDie as number | undefined,
          faces(p.weaponDice, 'The weapon dice'),
        ),
      );
      c.config = r.config;
      c.weapons = r.weapons;
      c.done.weapons = true;
    },
    describe: (p, n) => {
      const rolls = [
        p.configDie !== undefined ? `configuration D6 ${String(p.configDie)}` : '',
        p.turretDie !== undefined ? `turret D6 ${String(p.turretDie)}` : '',
        `weapon dice ${Array.isArray(p.weaponDice) ? p.weaponDice.join(' ') : '?'}`,
      ];
      return `${n.car(p.carId)} rolls weapons: ${rolls.filter(Boolean).join(', ')}`;
    },
  },
  'dw.upgrades': {
    reduce(d, p) {
      inPhase(d, 'roster', 'Choosing upgrades');
      mode(d, 'upgradeMode', 'chosen', 'upgrades');
      const c = car(d, p.carId);
      const ups = list(p.upgrades, 'The upgrades', (u) => str(u, 'An upgrade') as UpgradeId, 6);
      need(upgradesProblem(ups, d.house, true));
      c.upgrades = ups;
      c.done.upgrades = true;
    },
    describe: (p, n) =>
      `${n.car(p.carId)} upgrades: ${Array.isArray(p.upgrades) && p.upgrades.length ? (p.upgrades as string[]).map((u) => upgradeRow(u)?.name ?? '?').join(', ') : 'none'}`,
  },
  'dw.rollUpgrades': {
    reduce(d, p) {
      inPhase(d, 'roster', 'Rolling upgrades');
      mode(d, 'upgradeMode', 'random', 'upgrades');
      const c = car(d, p.carId);
      unrolled(c.done.upgrades, 'upgrades');
      c.upgrades = got(rollUpgrades(int(p.countDie, 1, 3, 'The D3'), faces(p.faces, 'The D12s'), d.house));
      c.done.upgrades = true;
    },
    describe: (p, n) =>
      `${n.car(p.carId)} rolls upgrades: D3 ${String(p.countDie)}, D12 ${Array.isArray(p.faces) ? p.faces.join(' ') : '?'}`,
  },
  'dw.stats': {
    reduce(d, p) {
      inPhase(d, 'roster', 'Buying a driver');
      mode(d, 'statMode', 'point_buy', 'driver stats');
      const c = car(d, p.carId);
      const dr = got(buyDriver(rows(p.rows)));
      c.driver = { ...dr, traits: c.driver?.traits ?? [] };
      c.done.stats = true;
    },
    describe: (p, n) => {
      const dr = (() => {
        try {
          return got(buyDriver(rows(p.rows)));
        } catch {
          return null;
        }
      })();
      return `${n.car(p.carId)}'s driver bought: ${dr ? stat(dr) : '?'}`;
    },
  },
  'dw.rollStats': {
    reduce(d, p) {
      inPhase(d, 'roster', 'Rolling a driver');
      mode(d, 'statMode', 'random', 'driver stats');
      const c = car(d, p.carId);
      unrolled(c.done.stats, 'driver stats');
      const dr = got(rollDriver(faces(p.faces, 'The stat dice')));
      c.driver = { ...dr, traits: c.driver?.traits ?? [] };
      c.done.stats = true;
    },
    describe: (p, n) => `${n.car(p.carId)}'s driver rolled: D6 ${Array.isArray(p.faces) ? p.faces.join(' ') : '?'}`,
  },
  'dw.traits': {
    reduce(d, p) {
      inPhase(d, 'roster', 'Choosing traits');
      mode(d, 'traitMode', 'chosen', 'traits');
      const c = car(d, p.carId);
      if (!c.driver) throw new RuleError("Give the car its driver's stats first.");
      const traits = list(p.traits, 'The traits', (t) => str(t, 'A trait') as TraitId, 4);
      need(traitsProblem(d, c.playerId, traits, c.id, false));
      c.driver.traits = traits;
      c.done.traits = true;
    },
    describe: (p, n) =>
      `${n.car(p.carId)}'s driver traits: ${Array.isArray(p.traits) && p.traits.length ? (p.traits as string[]).map((t) => traitRow(t)?.name ?? '?').join(', ') : 'none'}`,
  },
  'dw.rollTraits': {
    reduce(d, p) {
      inPhase(d, 'roster', 'Rolling traits');
      mode(d, 'traitMode', 'random', 'traits');
      const c = car(d, p.carId);
      if (!c.driver) throw new RuleError("Give the car its driver's stats first.");
      unrolled(c.done.traits, 'traits');
      c.driver.traits = got(rollTraits(int(p.countDie, 1, 3, 'The D3'), faces(p.faces, 'The D6s'), d.house, false));
      c.done.traits = true;
    },
    describe: (p, n) =>
      `${n.car(p.carId)}'s driver rolls traits: D3 ${String(p.countDie)}${Array.isArray(p.faces) && p.faces.length ? `, D6 ${p.faces.join(' ')}` : ''}`,
  },
  'dw.lockRosters': {
    reduce(d, _p, _s, setup) {
      inPhase(d, 'roster', 'Locking the rosters');
      need(rosterProblem(d, setup, names(setup).car));
      d.phase = 'scenery';
    },
    describe: () => 'Rosters locked: place the scenery',
  },
  'dw.addScenery': {
    reduce(d, p, _s, setup) {
      inPhase(d, 'scenery', 'Adding scenery');
      const name = str(p.name, 'The name', 40);
      const controller = p.controller === 'neutral' ? 'neutral' : str(p.controller, 'The controller');
      if (controller !== 'neutral' && !setup.players.some((x) => x.id === controller))
        throw new RuleError('No such player.');
      const profile = oneOf(
        p.profile,
        SCENERY_PROFILES.map((x) => x.id),
        'The profile',
      );
      const weapons = list(
        p.weapons ?? [],
        'The weapons',
        (w) =>
          oneOf(
            w,
            WEAPONS.map((x) => x.id),
            'A weapon',
          ) as WeaponId,
        2,
      );
      need(sceneryWeaponsProblem(weapons));
      while (d.cars[`s${d.nextSceneryNo}`]) d.nextSceneryNo += 1; // one id space with the cars (A3)
      const id = `s${d.nextSceneryNo}`;
      let gunner: DwDriver | undefined;
      if (weapons.length) {
        const g = (p.gunner ?? null) as Record<string, unknown> | null;
        if (!g) throw new RuleError('An armed piece needs a gunner (A5.7).');
        gunner =
          d.house.statMode === 'random'
            ? got(rollDriver(faces(g.faces, "The gunner's stat dice")))
            : got(buyDriver(rows(g.rows)));
        if (d.house.traitMode === 'random') {
          gunner.traits = got(
            rollTraits(int(g.traitCountDie, 1, 3, 'The D3'), faces(g.traitFaces ?? [], 'The D6s'), d.house, true),
          );
        } else {
          const traits = list(g.traits ?? [], 'The traits', (t) => str(t, 'A trait') as TraitId, 4);
          need(traitsProblem(d, controller, traits, id, true));
          gunner.traits = traits;
        }
      } else if (p.gunner !== undefined) throw new RuleError('An unarmed piece has no gunner.');
      d.scenery[id] = {
        id,
        name,
        controller,
        profile,
        weapons,
        ...(gunner ? { gunner } : {}),
        damage: 0,
        status: 'in_play',
        activated: false,
      };
      d.sceneryOrder.push(id);
      d.nextSceneryNo += 1;
    },
    describe: (p, n) =>
      `Scenery: ${String(p.name)}${Array.isArray(p.weapons) && p.weapons.length ? ` armed with ${(p.weapons as string[]).map(weaponName).join(' and ')}` : ''}${p.controller === 'neutral' ? ' (neutral)' : ` (${n.player(p.controller)})`}`,
  },
  'dw.removeScenery': {
    reduce(d, p) {
      inPhase(d, 'scenery', 'Removing scenery');
      const id = str(p.id, 'The piece');
      if (!d.scenery[id]) throw new RuleError('No such scenery piece.');
      delete d.scenery[id];
      d.sceneryOrder = d.sceneryOrder.filter((x) => x !== id);
    },
    describe: () => 'Scenery removed',
  },
  'dw.deploy': {
    reduce(d, p) {
      inPhase(d, 'scenery', 'The deployment order');
      const rolls = d.house.deploymentByRoll
        ? parseRolls(
            d,
            p.rolls,
            d.carOrder.filter((id) => d.cars[id]!.status === 'in_play'),
          )
        : undefined;
      if (!d.house.deploymentByRoll && p.rolls !== undefined)
        throw new RuleError('Deployment goes by initiative alone: no dice (A7.1b).');
      d.deploymentOrder = deploymentOrder(d, p.passes ?? [], rolls);
      d.phase = 'deployment';
    },
    describe: (p, n) =>
      `Deployment order${Array.isArray(p.passes) && p.passes.length ? ` (ties: ${passesLogText(p.passes, n.car)})` : ''}: place the cars`,
  },
} satisfies HandlerTable;

/** For tests and screens: the config letter a type starts with. */
export const defaultConfig = (type: CarTypeId): ConfigId | null =>
  carTypeRow(type).configs.length === 1 ? carTypeRow(type).configs[0]!.id : null;

export type { Payload };
