import { describe, expect, it } from 'vitest';
import { nextToActivate } from '../../../src/rules/dirty-wheels/effects';
import type { DwState } from '../../../src/rules/dirty-wheels/model';
import { orderStatus, tiedGroups } from '../../../src/rules/dirty-wheels/order';
import { speed } from '../../../src/rules/dirty-wheels/rules';
import { activate, apply, CHOSEN, duel, MG, makeSetup, refused, rosters, toRound } from './helpers';

describe('A7.1 initiative', () => {
  const setup = makeSetup(2, 2);
  const specs = {
    P1c1: { type: 'standard' as const, rows: [3, 2, 1, 2] as [number, number, number, number] }, // initiative 3
    P1c2: { type: 'racer' as const, rows: [1, 2, 2, 2] as [number, number, number, number] }, // initiative 1
    P2c1: { type: 'truck' as const, rows: [2, 2, 2, 2] as [number, number, number, number] }, // initiative 2
    P2c2: { type: 'racer' as const, rows: [2, 2, 2, 2] as [number, number, number, number] }, // initiative 2
  };

  it('A7.1 steps 1–3 [DW-A16]: D6 + initiative, highest first; equal scores go to the higher initiative', () => {
    // P1c1 2+3=5, P1c2 4+1=5, P2c1 1+2=3, P2c2 6+2=8
    const s = toRound(setup, specs, { P1c1: 2, P1c2: 4, P2c1: 1, P2c2: 6 }, [], [{ P2c1: 6, P2c2: 1 }]);
    expect(s.order).toEqual(['P2c2', 'P1c1', 'P1c2', 'P2c1']);
    expect(s.cars.P1c1!.initiativeScore).toBe(5);
    expect(s.round).toBe(1);
  });

  it('A7.1 step 4: still tied (same score and initiative) → D6 roll-off, re-rolled until settled', () => {
    let s = rosters(setup, specs);
    s = apply(s, 'dw.deploy', { passes: [{ P2c1: 6, P2c2: 1 }] }, setup);
    const rolls = { P1c1: 1, P1c2: 1, P2c1: 3, P2c2: 3 }; // P2c1 and P2c2: 5 with initiative 2
    refused(s, 'dw.initiative', { rolls, passes: [] }, setup, /Still tied/);
    refused(s, 'dw.initiative', { rolls, passes: [{ P1c1: 3, P2c1: 4 }] }, setup, /Only tied/);
    const t = apply(
      s,
      'dw.initiative',
      {
        rolls,
        passes: [
          { P2c1: 2, P2c2: 2 },
          { P2c1: 5, P2c2: 3 },
        ],
      },
      setup,
    );
    expect(t.order).toEqual(['P2c1', 'P2c2', 'P1c1', 'P1c2']);
    expect(t.initiativePasses).toHaveLength(2);
    expect(
      orderStatus(tiedGroups(s, ['P2c1', 'P2c2'], { P2c1: 3, P2c2: 3 }).groups, [{ P2c1: [2], P2c2: [2] }]),
    ).toEqual({ done: false, next: ['P2c1', 'P2c2'] });
  });

  it('A7.1: one D6 for every activating entity, no more, no less', () => {
    const s = apply(rosters(setup, specs), 'dw.deploy', { passes: [{ P2c1: 6, P2c2: 1 }] }, setup);
    refused(s, 'dw.initiative', { rolls: { P1c1: 1 }, passes: [] }, setup, /4 dice/);
    refused(s, 'dw.initiative', { rolls: { P1c1: 7, P1c2: 1, P2c1: 1, P2c2: 2 }, passes: [] }, setup, /D6/);
  });

  it('A7.1: the order is fixed for the round; a destroyed entity is skipped', () => {
    let s = toRound(setup, specs, { P1c1: 6, P1c2: 5, P2c1: 1, P2c2: 2 }, [], [{ P2c1: 6, P2c2: 1 }]);
    expect(s.order).toEqual(['P1c1', 'P1c2', 'P2c2', 'P2c1']);
    refused(s, 'dw.activate', { entityId: 'P1c2' }, setup, /order is fixed/);
    s = activate(s, setup, 'P1c1');
    s = apply(s, 'dw.endActivation', {}, setup);
    // A correction destroys P2c2 before its turn (table roll pending), then the table rolls a wreck.
    s = apply(s, 'dw.adjust', { entityId: 'P2c2', damage: 3 }, setup);
    s = apply(s, 'dw.destroyed', { entityId: 'P2c2', roll: 1, within3: [] }, setup);
    s = activate(s, setup, 'P1c2');
    s = apply(s, 'dw.endActivation', {}, setup);
    expect(nextToActivate(s)).toBe('P2c1');
    expect(s.order).toEqual(['P1c1', 'P1c2', 'P2c2', 'P2c1']);
    s = activate(s, setup, 'P2c1');
    s = apply(s, 'dw.endActivation', {}, setup);
    expect(s.phase).toBe('shock');
  });

  it('A7.1b [DW-A17]: deployment by driver initiative, ties by D6 roll-off; house rule: D6 + initiative', () => {
    const s = apply(rosters(setup, specs), 'dw.deploy', { passes: [{ P2c1: 2, P2c2: 5 }] }, setup);
    expect(s.deploymentOrder).toEqual(['P1c1', 'P2c2', 'P2c1', 'P1c2']);
    const h = makeSetup(2, 2, { ...CHOSEN, deploymentByRoll: true });
    const r = apply(rosters(h, specs), 'dw.deploy', { rolls: { P1c1: 1, P1c2: 6, P2c1: 3, P2c2: 2 }, passes: [] }, h);
    expect(r.deploymentOrder).toEqual(['P1c2', 'P2c1', 'P1c1', 'P2c2']);
  });
});

describe('A7.2 activation and movement', () => {
  const start = (spec = {}, house = {}) => duel({ type: 'racer', weapons: [MG], ...spec }, { type: 'standard' }, house);

  function segments(s: DwState, setup: ReturnType<typeof start>['setup']): number[] {
    const out: number[] = [];
    while (!s.activation!.movementEnded) {
      const before = s.activation!.remaining;
      s = apply(s, 'dw.segment', {}, setup);
      out.push(before - s.activation!.remaining);
    }
    return out;
  }

  it('A7.2 [DW-A14]: segments are fixed chunks min(L, R): speed 11 → 4/4/3; 3" Expert → 3/3/3/2', () => {
    const { setup, s } = start({ upgrades: ['modded_engine'] }); // racer 12 + 3 = 15
    const a = apply(s, 'dw.adjust', { entityId: 'P1c1', damage: 0, tyreHits: 2 }, setup); // 15 − 4 = 11
    expect(speed(a, 'P1c1')).toBe(11);
    expect(segments(activate(a, setup, 'P1c1'), setup)).toEqual([4, 4, 3]);
    const { setup: h, s: e } = start({ upgrades: ['modded_engine'], traits: ['expert_driver'] });
    const b = apply(e, 'dw.adjust', { entityId: 'P1c1', tyreHits: 2 }, h);
    expect(segments(activate(b, h, 'P1c1', { expert: true }), h)).toEqual([3, 3, 3, 2]);
    refused(s, 'dw.activate', { entityId: 'P1c1', expert: true }, setup, /Expert/);
  });

  it('A7.2 step 3 / A7.11 [DW-A29]: mud costs 1" once per activation, at the start or later', () => {
    const { setup, s } = start();
    let a = activate(s, setup, 'P1c1', { startsInMud: true });
    expect(a.activation!.remaining).toBe(11);
    refused(a, 'dw.mud', {}, setup, /once per activation/);
    a = activate(s, setup, 'P1c1');
    a = apply(a, 'dw.segment', {}, setup);
    a = apply(a, 'dw.mud', {}, setup);
    expect(a.activation!.remaining).toBe(7);
  });

  it('A7.2 boundary options: speed demon +4" [DW-A13] then no shooting; stop; end of activation', () => {
    const { setup, s } = start({ traits: ['speed_demon'] });
    let a = activate(s, setup, 'P1c1');
    a = apply(a, 'dw.speedDemon', {}, setup);
    expect(a.activation!.remaining).toBe(16);
    refused(a, 'dw.shoot', { targetId: 'P2c1', fire: [{ weapon: 0, hit: true }] }, setup, /speed demon/);
    refused(a, 'dw.speedDemon', {}, setup, /once/);
    a = apply(a, 'dw.stop', {}, setup);
    expect(a.activation).toMatchObject({ remaining: 0, movementEnded: true });
    refused(a, 'dw.segment', {}, setup, /movement has ended/);
    // Speed demon cannot follow an attack.
    let b = activate(s, setup, 'P1c1');
    b = apply(b, 'dw.shoot', { targetId: 'P2c1', fire: [{ weapon: 0, hit: false }] }, setup);
    refused(b, 'dw.speedDemon', {}, setup, /Not after an attack/);
    a = apply(a, 'dw.endActivation', {}, setup);
    expect(a.cars.P1c1!.activated).toBe(true);
    expect(nextToActivate(a)).toBe('P2c1');
  });

  it('DW-A06: damage in its own activation does not shrink the move under way (house rule: it does)', () => {
    const { setup, s } = start({ upgrades: ['experimental_engine'] });
    let a = activate(s, setup, 'P1c1');
    a = apply(a, 'dw.adjust', { entityId: 'P1c1', damage: 1 }, setup);
    expect(a.activation!.remaining).toBe(12);
    expect(speed(a, 'P1c1')).toBe(11);
    const h = start({}, { damageSlowsCurrentMove: true });
    let b = activate(h.s, h.setup, 'P1c1');
    b = apply(
      b,
      'dw.ram',
      { rammerId: 'P1c1', targetId: 'P2c1', rem: 4, direction: 'forward', via: 'move', diceA: [], diceB: [6] },
      h.setup,
    );
    expect(b.cars.P1c1!.damage).toBe(1);
  });
});

describe('A7.3 manoeuvre', () => {
  const start = (house = {}) => duel({ type: 'standard', rows: [2, 2, 2, 2] }, { type: 'standard' }, house); // skill 4+

  it('A7.3: the segment is spent; a pass leaves the car to the table', () => {
    const { setup, s } = start();
    const a = apply(activate(s, setup, 'P1c1'), 'dw.manoeuvre', { kind: 'hairpin', roll: 4 }, setup);
    expect(a.activation).toMatchObject({ remaining: 4, segmentsStarted: 1 });
    expect(a.cars.P1c1!.damage).toBe(0);
  });
  it('A7.3 step 4 [DW-A18]: fail by 1–2 stays put; by 3 or more also takes 1 damage; mud is −1', () => {
    const { setup, s } = start();
    const two = apply(activate(s, setup, 'P1c1'), 'dw.manoeuvre', { kind: 'skid', roll: 2 }, setup);
    expect(two.cars.P1c1!.damage).toBe(0);
    const three = apply(activate(s, setup, 'P1c1'), 'dw.manoeuvre', { kind: 'hop', roll: 2, inMud: true }, setup);
    expect(three.cars.P1c1!.damage).toBe(1);
    expect(three.activation!.remaining).toBe(4); // not an attack, and R is not reduced [DW-A06]
    expect(three.roundLog.attackedBy).toEqual({});
  });
  it('DW-A14: a short final segment may be used (house rule: needs a full segment)', () => {
    const { setup, s } = start();
    let a = apply(activate(s, setup, 'P1c1', { startsInMud: true }), 'dw.segment', {}, setup); // 7 → 3
    a = apply(a, 'dw.manoeuvre', { kind: 'hairpin', roll: 6 }, setup);
    expect(a.activation).toMatchObject({ remaining: 0, movementEnded: true });
    const h = start({ manoeuvreNeedsFullSegment: true });
    const b = apply(activate(h.s, h.setup, 'P1c1', { startsInMud: true }), 'dw.segment', {}, h.setup);
    refused(b, 'dw.manoeuvre', { kind: 'hairpin', roll: 6 }, h.setup, /full 4" segment/);
  });
});
