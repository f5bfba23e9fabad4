import { describe, expect, it } from 'vitest';
import dirtyWheels from '../../../src/rules/dirty-wheels';
import { ramResult, shotResult } from '../../../src/rules/dirty-wheels/combat';
import { HOUSE_RULES } from '../../../src/rules/dirty-wheels/data';
import { PROCEDURES } from '../../../src/rules/dirty-wheels/procedures';
import { REFERENCE } from '../../../src/rules/dirty-wheels/reference';
import { armour, baseAim, houseRules } from '../../../src/rules/dirty-wheels/rules';
import { activate, apply, CHOSEN, duel, LASER, MG, makeSetup, refused, rosters } from './helpers';

describe('A8 house rules', () => {
  it('A8: every switch is read with its default when missing or unknown, and shown in the reference', () => {
    const h = houseRules({ natural6AlwaysSucceeds: 'nonsense', harpoonRange: 12 });
    expect(h.natural6AlwaysSucceeds).toBe(false);
    expect(h.harpoonRange).toBe(12);
    expect(Object.keys(h).sort()).toEqual(HOUSE_RULES.map((d) => d.id).sort());
    const card = REFERENCE.find((c) => c.id === 'dw-house')!;
    for (const d of HOUSE_RULES) expect(card.table!.rows.some((row) => row[0] === `${d.label} (${d.spec})`)).toBe(true);
    expect(dirtyWheels.houseRules).toBe(HOUSE_RULES);
  });

  it('DW-A04 natural6AlwaysSucceeds / natural1AlwaysFails, for shooting and ram dice', () => {
    // Machine gun vs a truck: T 6 → cannot hit; with natural 6 a 6 hits.
    const n6 = duel({ type: 'standard', weapons: [MG] }, { type: 'truck' }, { natural6AlwaysSucceeds: true });
    const a = activate(n6.s, n6.setup, 'P1c1');
    expect(shotResult(a, { targetId: 'P2c1', fire: [{ weapon: 0, dice: [6, 1, 1, 1, 1, 1] }] }).shots[0]).toMatchObject(
      { need: 6, hit: true },
    );
    // Heavy laser with special bullets vs a racer: T 0, every die; with natural 1 a 1 fails.
    const n1 = duel(
      { type: 'truck', weapons: [{ slot: 'turret', weaponId: 'heavy_laser' }], upgrades: ['special_bullets'] },
      { type: 'racer' },
      { natural1AlwaysFails: true },
    );
    const b = activate(n1.s, n1.setup, 'P1c1');
    expect(shotResult(b, { targetId: 'P2c1', fire: [{ weapon: 0, dice: [1, 1, 1, 1, 1] }] }).shots[0]).toMatchObject({
      need: 2,
      hit: false,
    });
    refused(b, 'dw.shoot', { targetId: 'P2c1', fire: [{ weapon: 0 }] }, n1.setup, /Roll 5/);
    const r = ramResult(b, {
      rammerId: 'P1c1',
      targetId: 'P2c1',
      rem: 3,
      direction: 'forward',
      via: 'move',
      diceA: [1, 1],
      diceB: [],
    });
    expect(r.a).toMatchObject({ need: 3, hit: false });
  });

  it('DW-A29 bumpyAlsoTarget: −1 aim when the target is on bumpy ground', () => {
    const { setup, s } = duel({ type: 'standard', weapons: [LASER] }, { type: 'standard' }, { bumpyAlsoTarget: true });
    expect(
      shotResult(activate(s, setup, 'P1c1'), {
        targetId: 'P2c1',
        fire: [{ weapon: 0, hit: true }],
        targetOnBumpy: true,
      }).aim,
    ).toBe(-1);
  });

  it('DW-A02 splitFire: each weapon may pick its own target', () => {
    const setup = makeSetup(2, 2, { ...CHOSEN, splitFire: true });
    let s = rosters(setup, { P1c1: { type: 'standard', weapons: [MG, { slot: 'fixed2', weaponId: 'flamethrower' }] } });
    s = apply(s, 'dw.deploy', { passes: [{ P1c1: 4, P1c2: 3, P2c1: 2, P2c2: 1 }] }, setup);
    s = apply(s, 'dw.initiative', { rolls: { P1c1: 6, P1c2: 5, P2c1: 4, P2c2: 3 }, passes: [] }, setup);
    s = apply(
      activate(s, setup, 'P1c1'),
      'dw.shoot',
      {
        targetId: 'P2c1',
        fire: [
          { weapon: 0, hit: true },
          { weapon: 1, targetId: 'P2c2' },
        ],
      },
      setup,
    );
    expect([s.cars.P2c1!.damage, s.cars.P2c2!.damage]).toEqual([1, 1]);
    expect(s.roundLog.attackedBy).toEqual({ P2c1: ['P1c1'], P2c2: ['P1c1'] });
    const off = duel(
      { type: 'standard', weapons: [MG, { slot: 'fixed2', weaponId: 'flamethrower' }] },
      { type: 'racer' },
    );
    refused(
      activate(off.s, off.setup, 'P1c1'),
      'dw.shoot',
      { targetId: 'P2c1', fire: [{ weapon: 1, targetId: 'P1c1' }] },
      off.setup,
      /One target/,
    );
  });

  it('DW-A02 splitFire sheet: each weapon asks its target; the pinned result names every target hit or missed', () => {
    const setup = makeSetup(2, 2, { ...CHOSEN, splitFire: true });
    let s = rosters(setup, { P1c1: { type: 'standard', weapons: [MG, { slot: 'fixed2', weaponId: 'flamethrower' }] } });
    s = apply(s, 'dw.deploy', { passes: [{ P1c1: 4, P1c2: 3, P2c1: 2, P2c2: 1 }] }, setup);
    s = apply(s, 'dw.initiative', { rolls: { P1c1: 6, P1c2: 5, P2c1: 4, P2c2: 3 }, passes: [] }, setup);
    const a = activate(s, setup, 'P1c1');
    const ctx = { setup };
    expect(PROCEDURES.shoot.ask(a, ctx, { target: 'P2c1' }).map((q) => q.id)).toEqual(
      expect.arrayContaining(['wt.0', 'wt.1']),
    );
    const both = PROCEDURES.shoot.resolve(a, ctx, { target: 'P2c1', 'w0.how': 'hit', 'wt.1': 'P2c2' });
    if ('error' in both) throw new Error(both.error);
    expect(both.command.payload).toMatchObject({
      targetId: 'P2c1',
      fire: [
        { weapon: 0, hit: true },
        { weapon: 1, targetId: 'P2c2' },
      ],
    });
    expect(both.summary).toBe('Hit Car P2.1 and Car P2.2');
    expect(both.reasons).toContain('Flamethrower: 1 automatic damage, no dice [DW-A09].');
    const half = PROCEDURES.shoot.resolve(a, ctx, { target: 'P2c1', 'w0.how': 'miss', 'wt.1': 'P2c2' });
    if ('error' in half) throw new Error(half.error);
    expect(half.summary).toBe('Hit Car P2.2; missed Car P2.1');
  });

  it('DW-A32/DW-A33 duplicates: two extra armour stack to +2; a driver may take a trait twice', () => {
    const { s } = duel(
      { type: 'racer', upgrades: ['extra_armour', 'extra_armour'], traits: ['sniper', 'sniper'] },
      { type: 'racer' },
      { allowDuplicateUpgrades: true, allowDuplicateTraits: true },
    );
    expect(armour(s, 'P1c1')).toBe(6);
    expect(baseAim(s, 'P1c1')).toBe(2);
    expect(() => duel({ type: 'racer', traits: ['sniper', 'sniper'] }, { type: 'racer' })).toThrow(/V-DW-9/);
  });

  it('DW-A39/DW-A36 comsBoosterUnlimited, pipeBombsUnlimited: no once-per-activation limit', () => {
    const setup = makeSetup(2, 2, { ...CHOSEN, comsBoosterUnlimited: true, pipeBombsUnlimited: true });
    let s = rosters(setup, { P1c1: { type: 'racer', upgrades: ['coms_booster', 'pipe_bombs'] } });
    s = apply(s, 'dw.deploy', { passes: [{ P1c1: 4, P1c2: 3, P2c1: 2, P2c2: 1 }] }, setup);
    s = apply(s, 'dw.initiative', { rolls: { P1c1: 6, P1c2: 5, P2c1: 4, P2c2: 3 }, passes: [] }, setup);
    s = activate(s, setup, 'P1c1');
    s = apply(apply(s, 'dw.coms', { friendId: 'P1c2' }, setup), 'dw.coms', { friendId: 'P1c2' }, setup);
    expect(s.activation!.remaining).toBe(4);
    s = apply(
      apply(s, 'dw.pipeBombs', { targets: [{ id: 'P2c1', countDie: 1, hit: false }] }, setup),
      'dw.pipeBombs',
      { targets: [{ id: 'P2c1', countDie: 1, hit: true }] },
      setup,
    );
    expect(s.cars.P2c1!.damage).toBe(1);
  });

  it('DW-A31 wreckIsRammable: a wreck takes ram attacks like scenery with its armour, and is not pushed', () => {
    const setup = makeSetup(2, 2, { ...CHOSEN, wreckIsRammable: true });
    let s = rosters(setup, { P1c1: { type: 'racer' }, P2c2: { type: 'truck' } });
    s = apply(s, 'dw.deploy', { passes: [{ P1c1: 4, P1c2: 3, P2c1: 2, P2c2: 1 }] }, setup);
    s = apply(s, 'dw.initiative', { rolls: { P1c1: 6, P1c2: 5, P2c1: 4, P2c2: 3 }, passes: [] }, setup);
    s = apply(s, 'dw.adjust', { entityId: 'P2c2', damage: 5 }, setup);
    s = apply(s, 'dw.destroyed', { entityId: 'P2c2', roll: 1, within3: [] }, setup);
    s = activate(s, setup, 'P1c1');
    const r = ramResult(s, {
      rammerId: 'P1c1',
      targetId: 'P2c2',
      rem: 6,
      direction: 'forward',
      via: 'move',
      diceA: [],
      diceB: [6, 1],
    });
    expect(r).toMatchObject({ push: 0, wreck: false, nA: 0, nB: 2 });
    s = apply(
      s,
      'dw.ram',
      { rammerId: 'P1c1', targetId: 'P2c2', rem: 6, direction: 'forward', via: 'move', diceA: [], diceB: [6, 1] },
      setup,
    );
    expect(s.cars.P1c1!.damage).toBe(1);
  });

  it('DW-A43 sceneryUsesDestroyedTable: destroyed scenery rolls, 4–6 read as 2–3', () => {
    const setup = makeSetup(2, 1, { ...CHOSEN, sceneryUsesDestroyedTable: true });
    let s = rosters(setup, { P1c1: { type: 'standard', weapons: [{ slot: 'fixed1', weaponId: 'flamethrower' }] } });
    s = apply(s, 'dw.addScenery', { name: 'Tank', controller: 'neutral', profile: 'standard', weapons: [] }, setup);
    s = apply(s, 'dw.deploy', { passes: [{ P1c1: 2, P2c1: 1 }] }, setup);
    s = apply(s, 'dw.initiative', { rolls: { P1c1: 6, P2c1: 1 }, passes: [] }, setup);
    s = apply(s, 'dw.adjust', { entityId: 's1', damage: 3 }, setup);
    s = apply(activate(s, setup, 'P1c1'), 'dw.shoot', { targetId: 's1', fire: [{ weapon: 0 }] }, setup);
    expect(s.pending).toEqual([{ kind: 'DESTROYED', entityId: 's1', destroyerId: 'P1c1', cause: 'shooting' }]);
    const before = s;
    s = apply(s, 'dw.destroyed', { entityId: 's1', roll: 6, within3: ['P2c1'] }, setup);
    expect(s.cars.P2c1!.damage).toBe(1);
    expect(
      dirtyWheels.explain!(
        before,
        s,
        { type: 'dw.destroyed', payload: { entityId: 's1', roll: 6, within3: ['P2c1'] }, at: 0 },
        setup,
      ).lines,
    ).toContain('Tank explodes where it stands: every car within 3" takes 1 damage; remove the model.');
  });
});

describe('Reference cards', () => {
  it("the tables are the rules' own data (one row per car type, weapon, upgrade, trait, stat row, destroyed result)", () => {
    const rows = (id: string) => REFERENCE.find((c) => c.id === id)!.table!.rows;
    expect(rows('dw-cars').map((r) => r[0])).toEqual(['Racer', 'Truck', 'Standard']);
    expect(rows('dw-weapons')).toContainEqual(['Grenade launcher', 'light', '10"', '2D6', '1']);
    expect(rows('dw-upgrades')).toHaveLength(12);
    expect(rows('dw-traits')[3]).toEqual(['4', 'Sniper', expect.stringMatching(/Aim \+1/)]);
    expect(rows('dw-stats')[0]).toEqual(['1–2', '1', '1', '5+', '−1', '5+']);
    expect(rows('dw-destroyed').map((r) => r[0])).toEqual(['1', '2–3', '4–5', '6']);
    expect(REFERENCE.find((c) => c.id === 'dw-shooting')!.body.join(' ')).toMatch(/4\+ on each of its 3 dice/);
    expect(REFERENCE.find((c) => c.id === 'dw-ramming')!.body.join(' ')).toMatch(
      /the truck rolls 2 dice, each succeeding on 3\+/,
    );
  });
});
