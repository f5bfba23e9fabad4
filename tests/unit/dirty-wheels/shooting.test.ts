import { describe, expect, it } from 'vitest';
import { shotResult } from '../../../src/rules/dirty-wheels/combat';
import { weaponRow } from '../../../src/rules/dirty-wheels/data';
import {
  armour,
  attackCount,
  baseAim,
  heavyPenalty,
  maxShootingActions,
  needOf,
  needText,
  speed,
  strength,
} from '../../../src/rules/dirty-wheels/rules';
import { activate, apply, duel, FLAMER, LASER, MG, refused } from './helpers';

describe('A4 derived values', () => {
  it('A4 speed example: standard + artillery 6; + modded engine 9; + 2 damage 7; truck with chain gun 4', () => {
    const art = { slot: 'turret' as const, weaponId: 'artillery' as const };
    const { setup, s } = duel(
      { type: 'standard', config: 'B', weapons: [art] },
      { type: 'truck', weapons: [{ slot: 'turret', weaponId: 'chain_gun' }] },
    );
    expect(speed(s, 'P1c1')).toBe(6);
    expect(heavyPenalty(s.cars.P1c1!)).toBe(2);
    expect(speed(s, 'P2c1')).toBe(4);
    const m = duel({ type: 'standard', config: 'B', weapons: [art], upgrades: ['modded_engine'] }, { type: 'racer' });
    expect(speed(m.s, 'P1c1')).toBe(9);
    expect(speed(apply(m.s, 'dw.adjust', { entityId: 'P1c1', damage: 2 }, m.setup), 'P1c1')).toBe(7);
    void setup;
  });
  it('A4: armour, aim, strength and attack counts read the upgrades and traits', () => {
    const { s } = duel(
      {
        type: 'racer',
        weapons: [MG],
        upgrades: ['extra_armour', 'targeting_system', 'special_bullets'],
        traits: ['sniper'],
        rows: [2, 2, 3, 1],
      },
      { type: 'truck' },
    );
    expect(armour(s, 'P1c1')).toBe(5);
    expect(baseAim(s, 'P1c1')).toBe(3); // +1 row 3, +1 targeting, +1 sniper
    expect(strength(s, weaponRow('machine_gun')!, 'P1c1')).toBe(1);
    expect(strength(s, weaponRow('flamethrower')!, 'P1c1')).toBeNull();
    expect(attackCount(s, weaponRow('machine_gun')!, 'P1c1')).toBe(5);
    expect(attackCount(s, weaponRow('grenade_launcher')!, 'P1c1', 7)).toBe(6);
    expect(maxShootingActions(s, 'P1c1', { speedDemonUsed: false } as never)).toBe(1);
  });
  it('DW-A04: need = T − aim + 1; ≤ 1 every die, ≥ 7 cannot; house switches clamp it', () => {
    const off = { natural6AlwaysSucceeds: false, natural1AlwaysFails: false };
    expect(needOf(5, 0, off)).toBe(6);
    expect(needText(needOf(0, 1, off))).toBe('every die succeeds');
    expect(needText(needOf(6, 0, off))).toBe('cannot succeed');
    expect(needOf(6, 0, { ...off, natural6AlwaysSucceeds: true })).toBe(6);
    expect(needOf(0, 1, { ...off, natural1AlwaysFails: true })).toBe(2);
  });
});

describe('A7.4 shooting', () => {
  it('DW-A04/DW-A05: a die succeeds when die + aim > armour − strength; a weapon deals at most 1 damage', () => {
    // Machine gun (S0) at a standard (armour 5), aim +0: need 6.
    const { setup, s } = duel({ type: 'standard', weapons: [MG, { ...LASER, slot: 'fixed2' }] }, { type: 'standard' });
    let a = activate(s, setup, 'P1c1');
    const r = shotResult(a, {
      targetId: 'P2c1',
      fire: [
        { weapon: 0, dice: [5, 5, 6, 6, 6, 1] },
        { weapon: 1, dice: [3, 4, 1] },
      ],
    });
    expect(r.shots.map((x) => [x.T, x.need, x.successes, x.damage])).toEqual([
      [5, 6, 3, 1],
      [3, 4, 1, 1],
    ]);
    a = apply(
      a,
      'dw.shoot',
      {
        targetId: 'P2c1',
        fire: [
          { weapon: 0, dice: [5, 5, 6, 6, 6, 1] },
          { weapon: 1, dice: [3, 4, 1] },
        ],
      },
      setup,
    );
    expect(a.cars.P2c1!.damage).toBe(2);
    expect(speed(a, 'P2c1')).toBe(6);
    expect(a.activation).toMatchObject({ shootingActionsUsed: 1, optionalAttackMade: true });
  });

  it('A7.4 step 5 [DW-A25]: a miss still counts as an attack for shock; step 3: no firing weapon is no action', () => {
    const { setup, s } = duel({ type: 'standard', weapons: [MG] }, { type: 'standard' });
    let a = activate(s, setup, 'P1c1');
    refused(a, 'dw.shoot', { targetId: 'P2c1', fire: [] }, setup, /not spent/);
    a = apply(a, 'dw.shoot', { targetId: 'P2c1', fire: [{ weapon: 0, dice: [1, 2, 3, 4, 5, 5] }] }, setup);
    expect(a.cars.P2c1!.damage).toBe(0);
    expect(a.roundLog.attackedBy.P2c1).toEqual(['P1c1']);
    refused(a, 'dw.shoot', { targetId: 'P2c1', fire: [{ weapon: 0, hit: true }] }, setup, /One shooting action/);
  });

  it('A7.4: a target is an enemy car or scenery in play, not a friend; one target unless split fire', () => {
    const { setup, s } = duel({ type: 'standard', weapons: [MG, { ...MG, slot: 'fixed2' }] }, { type: 'standard' });
    const a = activate(s, setup, 'P1c1');
    refused(a, 'dw.shoot', { targetId: 'P1c1', fire: [{ weapon: 0, hit: true }] }, setup, /itself/);
    refused(
      a,
      'dw.shoot',
      {
        targetId: 'P2c1',
        fire: [
          { weapon: 0, hit: true },
          { weapon: 0, hit: true },
        ],
      },
      setup,
      /once per action/,
    );
    refused(a, 'dw.shoot', { targetId: 'P2c1', fire: [{ weapon: 0, dice: [6, 6] }] }, setup, /Roll 6 attack dice/);
  });

  it('DW-A09: the flamethrower deals 1 automatic damage, no dice, ignoring aim and armour', () => {
    const { setup, s } = duel({ type: 'racer', weapons: [FLAMER], rows: [2, 2, 1, 2] }, { type: 'truck' });
    let a = activate(s, setup, 'P1c1');
    refused(a, 'dw.shoot', { targetId: 'P2c1', fire: [{ weapon: 0, dice: [6] }] }, setup, /no dice/);
    a = apply(a, 'dw.shoot', { targetId: 'P2c1', fire: [{ weapon: 0 }] }, setup);
    expect(a.cars.P2c1!.damage).toBe(1);
  });

  it('DW-A10/DW-A11: variable counts are rolled each time; Sniper rolls one die fewer (not the flamethrower)', () => {
    const gl = { slot: 'fixed1' as const, weaponId: 'grenade_launcher' as const };
    const { setup, s } = duel({ type: 'standard', weapons: [gl, FLAMER], traits: ['sniper'] }, { type: 'standard' });
    const a = activate(s, setup, 'P1c1');
    refused(a, 'dw.shoot', { targetId: 'P2c1', fire: [{ weapon: 0, dice: [1, 1, 1] }] }, setup, /2D6/);
    const r = shotResult(a, {
      targetId: 'P2c1',
      fire: [{ weapon: 0, countDice: [1, 3], dice: [1, 2, 4] }, { weapon: 1 }],
    });
    expect(r.shots[0]).toMatchObject({ n: 3, T: 4, aim: 1, need: 4, successes: 1, damage: 1 });
    expect(r.shots[1]).toMatchObject({ auto: true, damage: 1 });
  });

  it('DW-A12: Trigger happy gives a second action at −1 aim (house rule: both actions)', () => {
    const { setup, s } = duel({ type: 'standard', weapons: [LASER], traits: ['trigger_happy'] }, { type: 'standard' });
    let a = activate(s, setup, 'P1c1');
    expect(shotResult(a, { targetId: 'P2c1', fire: [{ weapon: 0, dice: [4, 4, 4] }] }).aim).toBe(0);
    a = apply(a, 'dw.shoot', { targetId: 'P2c1', fire: [{ weapon: 0, dice: [1, 1, 1] }] }, setup);
    const second = shotResult(a, { targetId: 'P2c1', fire: [{ weapon: 0, dice: [4, 4, 4] }] });
    expect(second.aim).toBe(-1);
    expect(second.shots[0]!.hit).toBe(false);
    const h = duel(
      { type: 'standard', weapons: [LASER], traits: ['trigger_happy'] },
      { type: 'standard' },
      { triggerHappyPenaltyBothActions: true },
    );
    expect(shotResult(activate(h.s, h.setup, 'P1c1'), { targetId: 'P2c1', fire: [{ weapon: 0, hit: true }] }).aim).toBe(
      -1,
    );
  });

  it('DW-A29/DW-A42: bumpy ground −1; facing bright lights −1, asked only when an enemy has them', () => {
    const { setup, s } = duel(
      { type: 'standard', weapons: [LASER] },
      { type: 'standard', upgrades: ['bright_lights'] },
    );
    const a = activate(s, setup, 'P1c1');
    expect(
      shotResult(a, { targetId: 'P2c1', fire: [{ weapon: 0, hit: true }], onBumpy: true, brightLights: true }).aim,
    ).toBe(-2);
    const n = duel({ type: 'standard', weapons: [LASER] }, { type: 'standard' });
    refused(
      activate(n.s, n.setup, 'P1c1'),
      'dw.shoot',
      { targetId: 'P2c1', fire: [{ weapon: 0, hit: true }], brightLights: true },
      n.setup,
      /bright lights/,
    );
  });

  it('tempo: "any die N+?" answers yes/no in one tap; impossible or certain results need no dice', () => {
    const hl = { slot: 'turret' as const, weaponId: 'heavy_laser' as const };
    const { setup, s } = duel({ type: 'truck', weapons: [hl, MG], rows: [2, 2, 1, 2] }, { type: 'racer' });
    const a = activate(s, setup, 'P1c1');
    // Heavy laser S3 vs armour 4, aim −1: T 1, need 3. Machine gun S0: T 4, need 6.
    const b = apply(
      a,
      'dw.shoot',
      {
        targetId: 'P2c1',
        fire: [
          { weapon: 0, hit: true },
          { weapon: 1, hit: false },
        ],
      },
      setup,
    );
    expect(b.cars.P2c1!.damage).toBe(1);
    const c = duel(
      { type: 'truck', weapons: [hl], upgrades: ['special_bullets'], rows: [2, 2, 3, 1] },
      { type: 'racer' },
    ); // T 0, aim +1 → every die
    const d = apply(activate(c.s, c.setup, 'P1c1'), 'dw.shoot', { targetId: 'P2c1', fire: [{ weapon: 0 }] }, c.setup);
    expect(d.cars.P2c1!.damage).toBe(1);
    refused(
      activate(c.s, c.setup, 'P1c1'),
      'dw.shoot',
      { targetId: 'P2c1', fire: [{ weapon: 0, hit: false }] },
      c.setup,
      /Every die/,
    );
  });

  it('A7.4 step 6: once the target is destroyed the other hits are lost', () => {
    const { setup, s } = duel({ type: 'standard', weapons: [FLAMER, { ...MG, slot: 'fixed1' }] }, { type: 'racer' });
    let a = apply(s, 'dw.adjust', { entityId: 'P2c1', damage: 2 }, setup);
    a = activate(a, setup, 'P1c1');
    a = apply(a, 'dw.shoot', { targetId: 'P2c1', fire: [{ weapon: 0 }, { weapon: 1, hit: true }] }, setup);
    expect(a.cars.P2c1).toMatchObject({ damage: 3, status: 'destroyed' });
    expect(a.pending).toEqual([{ kind: 'DESTROYED', entityId: 'P2c1', destroyerId: 'P1c1', cause: 'shooting' }]);
  });
});
