// Dirty Wheels' view helpers (issue 11): the roster draws as guided sheets (which dice each asks,
// a repeat asking one more), "App rolls" answering them with the app's dice, the speed breakdown
// and the record sheet. They decide no rule: the draws are the roster functions' and the result
// is the reducer's.
import { describe, expect, it } from 'vitest';
import type { Command, Setup } from '../../../src/rules/core/model';
import type { Refusal } from '../../../src/rules/core/procedure';
import { reduceDw } from '../../../src/rules/dirty-wheels/commands';
import { HOUSE_RULES } from '../../../src/rules/dirty-wheels/data';
import type { DwState } from '../../../src/rules/dirty-wheels/model';
import { ROSTER_PROCEDURES } from '../../../src/rules/dirty-wheels/roster-procedures';
import { initialState } from '../../../src/rules/dirty-wheels/rules';
import { autoRoll } from '../../../src/ui/systems/dirty-wheels/dw-roster-rolls';

// The sheets are the rules' own (one copy); the UI keeps only "roll for me".
const {
  rollWeapons: rollWeaponsProc,
  rollUpgrades: rollUpgradesProc,
  rollStats: rollStatsProc,
  rollTraits: rollTraitsProc,
} = ROSTER_PROCEDURES;

import { speedParts, weaponLine } from '../../../src/ui/systems/dirty-wheels/dw-car-card';
import { dwSheet } from '../../../src/ui/systems/dirty-wheels/dw-sheet';

const setup: Setup = {
  players: [
    { id: 'ann', name: 'Ann', color: '#e53935' },
    { id: 'bo', name: 'Bo', color: '#1e88e5' },
  ],
  cars: [
    { id: 'fury', playerId: 'ann', name: 'Red Fury', color: '#e53935' },
    { id: 'bolt', playerId: 'bo', name: 'Blue Bolt', color: '#1e88e5' },
  ],
  houseRules: { ...Object.fromEntries(HOUSE_RULES.map((h) => [h.id, h.default])), weaponMode: 'random' },
};
const ctx = { setup, carId: 'fury' };

function play(cmds: [string, unknown][]): DwState {
  let s = initialState(setup);
  for (const [type, payload] of cmds) s = reduceDw(s, { type, payload, at: 0 } as Command, setup);
  return s;
}
const ids = (qs: { id: string }[]) => qs.map((q) => q.id);
const ok = <T>(r: T | Refusal): T => {
  if (r && typeof r === 'object' && 'error' in r) throw new Error((r as { error: string }).error);
  return r as T;
};

describe('Dirty Wheels roster draws as guided sheets (A5.2-A5.5)', () => {
  it('A5.2 / DW-A46: a standard asks the configuration D6, then (B) the turret D6, then a D3 for a heavy turret', () => {
    const s = play([['dw.type', { carId: 'fury', type: 'standard' }]]);
    expect(ids(rollWeaponsProc.ask(s, ctx, {}))).toEqual(['config']);
    expect(ids(rollWeaponsProc.ask(s, ctx, { config: [5] }))).toEqual(['config', 'turret']);
    const qs = rollWeaponsProc.ask(s, ctx, { config: [5], turret: [6] });
    expect(qs.map((q) => (q.kind === 'dice' ? q.sides : 0))).toEqual([6, 6, 3]);
    const r = ok(rollWeaponsProc.resolve(s, ctx, { config: [5], turret: [6], w0: [3] }));
    expect(r.summary).toBe('Configuration B: Artillery');
    expect(r.command).toEqual({
      type: 'dw.rollWeapons',
      payload: { carId: 'fury', configDie: 5, turretDie: 6, weaponDice: [3] },
    });
  });

  it('A5.2: a truck has no configuration die; its fixed slots take a D4 each', () => {
    const s = play([['dw.type', { carId: 'fury', type: 'truck' }]]);
    const qs = rollWeaponsProc.ask(s, ctx, {});
    expect(ids(qs)).toEqual(['turret']);
    expect(rollWeaponsProc.ask(s, ctx, { turret: [1] }).map((q) => (q.kind === 'dice' ? q.sides : 0))).toEqual([
      6, 4, 4, 4,
    ]);
  });

  it('DW-A32: a repeated upgrade asks for one more D12, and the command carries every face', () => {
    const s = play([]);
    expect(ids(rollUpgradesProc.ask(s, ctx, { count: [2], u0: [1] }))).toEqual(['count', 'u0', 'u1']);
    expect(ids(rollUpgradesProc.ask(s, ctx, { count: [2], u0: [1], u1: [1] }))).toEqual(['count', 'u0', 'u1', 'u2']);
    const r = ok(rollUpgradesProc.resolve(s, ctx, { count: [2], u0: [1], u1: [1], u2: [5] }));
    expect(r.summary).toBe('Upgrades: Extra armour, Targeting system');
    expect(r.command.payload).toEqual({ carId: 'fury', countDie: 2, faces: [1, 1, 5] });
  });

  it('A5.4: four stat dice in order; A5.5: a D3 of 1 means no traits and no trait die', () => {
    const s = play([]);
    const r = ok(rollStatsProc.resolve(s, ctx, { initiative: [5], bravery: [3], aim: [4], skill: [6] }));
    expect(r.summary).toBe('Initiative 3, bravery 4+, aim 0, skill 3+');
    const s2 = reduceDw(s, { ...r.command, at: 0 }, setup);
    expect(ids(rollTraitsProc.ask(s2, ctx, { count: [1] }))).toEqual(['count']);
    expect(ok(rollTraitsProc.resolve(s2, ctx, { count: [1] })).summary).toBe('No traits');
  });

  it("App rolls: every question answered with the app's dice gives a command the reducer accepts", () => {
    let s = play([['dw.type', { carId: 'fury', type: 'racer' }]]);
    for (const p of [rollWeaponsProc, rollUpgradesProc, rollStatsProc, rollTraitsProc]) {
      const r = autoRoll(p, s, ctx);
      if ('error' in r) throw new Error(r.error);
      s = reduceDw(s, { ...r.command, at: 0 }, setup);
    }
    const c = s.cars.fury!;
    expect(c.done).toMatchObject({ weapons: true, upgrades: true, stats: true, traits: true });
    expect(c.upgrades.length).toBeGreaterThanOrEqual(1);
    expect(new Set(c.upgrades).size).toBe(c.upgrades.length);
    expect(c.driver!.traits.length).toBeLessThanOrEqual(2);
  });
});

describe('Dirty Wheels card and record sheet', () => {
  const built = play([
    ['dw.type', { carId: 'fury', type: 'standard' }],
    ['dw.rollWeapons', { carId: 'fury', configDie: 5, turretDie: 6, weaponDice: [3] }],
    ['dw.rollUpgrades', { carId: 'fury', countDie: 1, faces: [6] }],
    ['dw.rollStats', { carId: 'fury', faces: [5, 3, 4, 6] }],
    ['dw.rollTraits', { carId: 'fury', countDie: 2, faces: [4] }],
  ]);

  it('A4: the speed breakdown names each change (8 + 3 engine − 2 heavy weapon)', () => {
    expect(speedParts(built, built.cars.fury!)).toBe('base 8, +3 engine, −2 heavy weapon');
  });

  it("DW-A11: a dice weapon shows the Sniper's one die fewer; strength with special bullets stays the rules' own", () => {
    expect(weaponLine(built, 'fury', 'artillery', 'turret')).toBe(
      'Artillery (turret): 15", 3D6 − 1 attacks, strength 2',
    );
    expect(weaponLine(built, 'fury', 'flamethrower')).toBe('Flamethrower: 2", 1 damage, no dice');
  });

  it('prints type, speed now, armour, weapons, upgrades, driver and traits, with damage boxes', () => {
    const part = dwSheet.car(built, setup.cars[0]!, { kind: 'TABLE' })!;
    expect(part.stats.map((x) => `${x.label ?? ''}: ${x.value}`)).toEqual([
      'Type: Standard (B)',
      'Speed: 9"',
      'Armour: 5',
      'Structure: 4',
      'Weapons: Artillery (turret): 15", 3D6 − 1 attacks, strength 2',
      'Upgrades: Modded engine',
      'Driver: initiative 3, bravery 4+, aim 0, skill 3+',
      'Traits: Sniper',
    ]);
    expect(part.boxes?.[0]).toEqual({ label: 'Damage', total: 4, marked: 0 });
    expect(dwSheet.car(built, setup.cars[1]!, { kind: 'TABLE' })).toBeNull(); // no type yet: name and note only
  });
});
