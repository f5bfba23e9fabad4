import { describe, expect, it } from 'vitest';
import {
  buyDriver,
  pointCost,
  randomWeaponDice,
  rollDriver,
  rollTraits,
  rollUpgrades,
  rollWeapons,
  rosterWarnings,
  sceneryWeaponsProblem,
  weaponsProblem,
} from '../../../src/rules/dirty-wheels/roster';
import { houseRules, initialState } from '../../../src/rules/dirty-wheels/rules';
import { apply, CHOSEN, MG, makeSetup, refused, rosters } from './helpers';

const H = houseRules({});

describe('A5.2 type and weapons', () => {
  it('V-DW-1/V-DW-2: a type first; racer and standard use A or B, a truck T', () => {
    expect(weaponsProblem(null, 'A', [])).toMatch(/V-DW-1/);
    expect(weaponsProblem('truck', 'A', [])).toMatch(/V-DW-2/);
    expect(weaponsProblem('racer', 'T', [])).toMatch(/V-DW-2/);
    expect(weaponsProblem('truck', 'T', [])).toBeNull();
  });
  it('V-DW-3: config A takes fixed light weapons only', () => {
    expect(weaponsProblem('standard', 'A', [MG, { slot: 'fixed2', weaponId: 'flamethrower' }])).toBeNull();
    expect(weaponsProblem('standard', 'A', [{ slot: 'turret', weaponId: 'machine_gun' }])).toMatch(/V-DW-3/);
    expect(weaponsProblem('standard', 'A', [{ slot: 'fixed1', weaponId: 'chain_gun' }])).toMatch(/V-DW-3.*heavy/);
  });
  it("V-DW-4: config B is one turret; a racer's turret is light, a standard's may be heavy", () => {
    expect(weaponsProblem('racer', 'B', [{ slot: 'turret', weaponId: 'artillery' }])).toMatch(/V-DW-4.*racer/);
    expect(weaponsProblem('standard', 'B', [{ slot: 'turret', weaponId: 'artillery' }])).toBeNull();
    expect(weaponsProblem('standard', 'B', [MG])).toMatch(/V-DW-4/);
  });
  it('V-DW-5/V-DW-6 [DW-A08]: a truck has two fixed light and a turret; empty slots and doubles are fine', () => {
    expect(
      weaponsProblem('truck', 'T', [
        MG,
        { slot: 'fixed2', weaponId: 'machine_gun' },
        { slot: 'turret', weaponId: 'heavy_laser' },
      ]),
    ).toBeNull();
    expect(weaponsProblem('truck', 'T', [{ slot: 'fixed2', weaponId: 'heavy_laser' }])).toMatch(/V-DW-5/);
    expect(weaponsProblem('racer', 'A', [])).toBeNull();
    expect(weaponsProblem('racer', 'A', [MG, { ...MG }])).toMatch(/one weapon per slot/);
  });
  it('A5.2 random weapons [DW-A46]: config D6, turret D6, D4 light / D3 heavy, every slot filled', () => {
    expect(randomWeaponDice('standard', 5, 4)).toEqual({
      needsConfigDie: true,
      needsTurretDie: true,
      slots: [{ slot: 'turret', sides: 3 }],
    });
    expect(rollWeapons('standard', 2, undefined, [1, 4])).toEqual({
      config: 'A',
      weapons: [MG, { slot: 'fixed2', weaponId: 'flamethrower' }],
    });
    expect(rollWeapons('standard', 6, 5, [3])).toEqual({
      config: 'B',
      weapons: [{ slot: 'turret', weaponId: 'artillery' }],
    });
    expect(rollWeapons('racer', 4, undefined, [2])).toEqual({
      config: 'B',
      weapons: [{ slot: 'turret', weaponId: 'light_laser' }],
    });
    expect(rollWeapons('truck', undefined, 1, [1, 1, 4])).toEqual({
      config: 'T',
      weapons: [MG, { slot: 'fixed2', weaponId: 'machine_gun' }, { slot: 'turret', weaponId: 'flamethrower' }],
    });
    expect(rollWeapons('standard', 6, 5, [4])).toEqual({ problem: expect.stringMatching(/D3/) });
    expect(rollWeapons('standard', undefined, undefined, [])).toEqual({
      problem: expect.stringMatching(/configuration/),
    });
    expect(rollWeapons('truck', undefined, 1, [1])).toEqual({
      problem: expect.stringMatching(/one die per weapon slot: 3/),
    });
  });
});

describe('A5.3 upgrades [DW-A32]', () => {
  it('random: D3 count, D12 each, a repeat is rolled again; the faces end when the count is reached', () => {
    expect(rollUpgrades(2, [5, 5, 12], H)).toEqual(['targeting_system', 'harpoon']);
    expect(rollUpgrades(2, [5, 5], H)).toEqual({ problem: expect.stringMatching(/One more D12/), more: true });
    expect(rollUpgrades(1, [5, 6], H)).toEqual({ problem: expect.stringMatching(/Too many/) });
    expect(rollUpgrades(2, [1, 1], houseRules({ allowDuplicateUpgrades: true }))).toEqual([
      'extra_armour',
      'extra_armour',
    ]);
  });
  it('V-DW-7: chosen upgrades are unique and at most the agreed number (cap 3)', () => {
    const setup = makeSetup(2, 1, { ...CHOSEN, upgradesPerCar: 2 });
    let s = initialState(setup);
    s = apply(s, 'dw.type', { carId: 'P1c1', type: 'racer' }, setup);
    refused(s, 'dw.upgrades', { carId: 'P1c1', upgrades: ['ram', 'ram'] }, setup, /V-DW-7/);
    refused(s, 'dw.upgrades', { carId: 'P1c1', upgrades: ['ram', 'gunner', 'harpoon'] }, setup, /Up to 2/);
    s = apply(s, 'dw.upgrades', { carId: 'P1c1', upgrades: ['ram', 'gunner'] }, setup);
    expect(s.cars.P1c1!.upgrades).toEqual(['ram', 'gunner']);
  });
});

describe('A5.4 driver stats', () => {
  it('random: one D6 per stat in order initiative, bravery, aim, skill', () => {
    expect(rollDriver([1, 3, 5, 6])).toMatchObject({ initiative: 1, bravery: 4, aim: 1, skill: 3 });
  });
  it('V-DW-8 [DW-A34]: each stat costs its row; 8 points at most (4 × row 3 = 12 is refused)', () => {
    expect(pointCost({ initiative: 3, bravery: 3, aim: 1, skill: 1 })).toBe(8);
    expect(buyDriver({ initiative: 3, bravery: 3, aim: 1, skill: 1 })).toMatchObject({
      initiative: 3,
      bravery: 3,
      aim: -1,
      skill: 5,
    });
    expect(buyDriver({ initiative: 3, bravery: 3, aim: 3, skill: 3 })).toEqual({
      problem: expect.stringMatching(/V-DW-8.*12/),
    });
  });
});

describe('A5.5 traits [DW-A33]', () => {
  it('random: D3 − 1 traits, repeats rolled again; a gunner re-rolls movement traits', () => {
    expect(rollTraits(1, [], H, false)).toEqual([]);
    expect(rollTraits(3, [4, 4, 5], H, false)).toEqual(['sniper', 'crazy']);
    expect(rollTraits(2, [2, 6, 1], H, true)).toEqual(['trigger_happy']);
  });
  it('V-DW-9: chosen traits at most 2 per driver, unique, within the player total', () => {
    const setup = makeSetup(2, 2, { ...CHOSEN, traitsPerPlayer: 'cars' });
    let s = initialState(setup);
    s = apply(s, 'dw.stats', { carId: 'P1c1', rows: { initiative: 2, bravery: 2, aim: 2, skill: 2 } }, setup);
    s = apply(s, 'dw.stats', { carId: 'P1c2', rows: { initiative: 2, bravery: 2, aim: 2, skill: 2 } }, setup);
    refused(s, 'dw.traits', { carId: 'P1c1', traits: ['crazy', 'crazy'] }, setup, /V-DW-9/);
    refused(s, 'dw.traits', { carId: 'P1c1', traits: ['crazy', 'sniper', 'hunter'] }, setup, /V-DW-9/);
    s = apply(s, 'dw.traits', { carId: 'P1c1', traits: ['crazy', 'sniper'] }, setup);
    refused(s, 'dw.traits', { carId: 'P1c2', traits: ['hunter'] }, setup, /V-DW-9: 3 traits.*2/);
    s = apply(s, 'dw.traits', { carId: 'P1c1', traits: ['crazy'] }, setup); // changing a driver's own traits frees them
    s = apply(s, 'dw.traits', { carId: 'P1c2', traits: ['hunter'] }, setup);
    expect(s.cars.P1c2!.driver!.traits).toEqual(['hunter']);
  });
});

describe('A5.1 modes: a category the table rolls cannot be chosen, and a roll is never repeated', () => {
  it('refuses chosen weapons in random mode and a second weapon roll; every draw is a command', () => {
    const setup = makeSetup(2, 1, { weaponMode: 'random' });
    let s = initialState(setup);
    s = apply(s, 'dw.type', { carId: 'P1c1', type: 'standard' }, setup);
    refused(s, 'dw.weapons', { carId: 'P1c1', config: 'A', weapons: [] }, setup, /rolled/);
    s = apply(s, 'dw.rollWeapons', { carId: 'P1c1', configDie: 1, weaponDice: [2, 2] }, setup);
    expect(s.cars.P1c1!.weapons.map((w) => w.weaponId)).toEqual(['light_laser', 'light_laser']);
    refused(s, 'dw.rollWeapons', { carId: 'P1c1', configDie: 1, weaponDice: [1, 1] }, setup, /already rolled/);
    refused(s, 'dw.type', { carId: 'P1c1', type: 'racer' }, setup, /undo/);
    s = apply(s, 'dw.rollStats', { carId: 'P1c1', faces: [6, 6, 6, 6] }, setup);
    s = apply(s, 'dw.rollTraits', { carId: 'P1c1', countDie: 2, faces: [3] }, setup);
    s = apply(s, 'dw.rollUpgrades', { carId: 'P1c1', countDie: 1, faces: [6] }, setup);
    expect(s.cars.P1c1!.driver).toMatchObject({ initiative: 3, traits: ['expert_driver'] });
    refused(s, 'dw.lockRosters', {}, setup, /Car P2.1: choose its type/);
  });
});

describe('A5.6 team [DW-A35] and locking', () => {
  it('unequal teams warn and do not block', () => {
    const setup = {
      ...makeSetup(2, 1),
      cars: [...makeSetup(2, 1).cars, { id: 'P1c2', playerId: 'P1', name: 'Extra', color: '#000000' }],
    };
    const s = rosters(setup, {});
    expect(s.phase).toBe('scenery');
    expect(rosterWarnings(s, setup)).toEqual([expect.stringMatching(/differ/)]);
  });
  it('the rosters lock only when every car is complete', () => {
    const setup = makeSetup(2, 1);
    let s = initialState(setup);
    s = apply(s, 'dw.type', { carId: 'P1c1', type: 'racer' }, setup);
    refused(s, 'dw.lockRosters', {}, setup, /Car P1.1: choose its weapons/);
  });
});

describe('A5.7 scenery [DW-A43]', () => {
  it('V-DW-11: up to 1 heavy or 2 light, never both; armed pieces need a gunner without movement traits', () => {
    expect(sceneryWeaponsProblem(['chain_gun', 'machine_gun'])).toMatch(/V-DW-11/);
    expect(sceneryWeaponsProblem(['chain_gun', 'artillery'])).toMatch(/V-DW-11/);
    expect(sceneryWeaponsProblem(['machine_gun', 'machine_gun', 'flamethrower'])).toMatch(/V-DW-11/);
    expect(sceneryWeaponsProblem(['machine_gun', 'light_laser'])).toBeNull();
    const setup = makeSetup(2, 1);
    let s = rosters(setup, {});
    refused(
      s,
      'dw.addScenery',
      { name: 'Bunker', controller: 'neutral', profile: 'truck', weapons: ['heavy_laser'] },
      setup,
      /gunner/,
    );
    refused(
      s,
      'dw.addScenery',
      {
        name: 'Bunker',
        controller: 'P1',
        profile: 'truck',
        weapons: ['heavy_laser'],
        gunner: { rows: { initiative: 2, bravery: 2, aim: 2, skill: 1 }, traits: ['hunter'] },
      },
      setup,
      /movement trait/,
    );
    s = apply(
      s,
      'dw.addScenery',
      {
        name: 'Bunker',
        controller: 'neutral',
        profile: 'truck',
        weapons: ['heavy_laser'],
        gunner: { rows: { initiative: 3, bravery: 2, aim: 2, skill: 1 }, traits: ['sniper'] },
      },
      setup,
    );
    s = apply(s, 'dw.addScenery', { name: 'Rock', controller: 'neutral', profile: 'standard', weapons: [] }, setup);
    expect(s.sceneryOrder).toEqual(['s1', 's2']);
    expect(s.scenery.s1!.gunner).toMatchObject({ initiative: 3, aim: 0, traits: ['sniper'] });
  });
});

describe('A3 one id space', () => {
  it('a scenery id never reuses a car id', () => {
    const base = makeSetup(2, 1);
    const setup = { ...base, cars: base.cars.map((c, i) => (i === 0 ? { ...c, id: 's1' } : c)) };
    let s = rosters(setup, {});
    s = apply(s, 'dw.addScenery', { name: 'Rock', controller: 'neutral', profile: 'standard', weapons: [] }, setup);
    expect(s.sceneryOrder).toEqual(['s2']);
  });
});
