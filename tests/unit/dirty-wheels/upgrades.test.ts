import { describe, expect, it } from 'vitest';
import { speed } from '../../../src/rules/dirty-wheels/rules';
import { activate, apply, CHOSEN, duel, MG, makeSetup, refused, rosters } from './helpers';

describe('A7.8 upgrades', () => {
  it('A7.8.1 [DW-A39]: the coms booster spends a segment so a friendly car moves that far; it may ram', () => {
    const setup = makeSetup(2, 2);
    let s = rosters(setup, {
      P1c1: { type: 'standard', upgrades: ['coms_booster'] },
      P1c2: { type: 'truck' },
      P2c1: { type: 'racer' },
    });
    s = apply(s, 'dw.deploy', { passes: [{ P1c1: 4, P1c2: 3, P2c1: 2, P2c2: 1 }] }, setup);
    s = apply(s, 'dw.initiative', { rolls: { P1c1: 6, P1c2: 5, P2c1: 4, P2c2: 3 }, passes: [] }, setup);
    let a = activate(s, setup, 'P1c1');
    refused(a, 'dw.coms', { friendId: 'P2c1' }, setup, /friendly/);
    a = apply(a, 'dw.coms', { friendId: 'P1c2' }, setup);
    expect(a.activation).toMatchObject({ remaining: 4, comsUsed: true, coms: { friendId: 'P1c2', budget: 4 } });
    refused(a, 'dw.coms', { friendId: 'P1c2' }, setup, /once per activation/);
    a = apply(
      a,
      'dw.ram',
      { rammerId: 'P1c2', targetId: 'P2c1', rem: 2, direction: 'forward', via: 'coms', diceA: [1, 6], diceB: [] },
      setup,
    );
    expect(a.cars.P2c1!.damage).toBe(1);
    expect(a.activation!.remaining).toBe(4); // the booster's own car keeps its movement
    expect(a.cars.P1c2!.activated).toBe(false);
  });

  it('A7.8.2 [DW-A40]: experimental engine +(D3+3)"; a 4+ is 1 damage that does not cut R', () => {
    const { setup, s } = duel({ type: 'standard', upgrades: ['experimental_engine'] }, { type: 'standard' });
    let a = activate(s, setup, 'P1c1');
    a = apply(a, 'dw.expEngine', { d3: 2, d6: 4 }, setup);
    expect(a.activation!.remaining).toBe(13);
    expect(a.cars.P1c1!.damage).toBe(1);
    expect(a.roundLog.attackedBy).toEqual({});
    refused(a, 'dw.expEngine', { d3: 2, d6: 1 }, setup, /once per activation/);
  });

  it('A7.8.3 [DW-A37]: gunner at tyres (4+: −2" for good) or driver (6: destroyed, table roll follows)', () => {
    const { setup, s } = duel({ type: 'standard', upgrades: ['gunner'] }, { type: 'racer' });
    let a = activate(s, setup, 'P1c1');
    a = apply(a, 'dw.gunner', { targetId: 'P2c1', aimAt: 'tyres', roll: 4 }, setup);
    expect(a.cars.P2c1!.tyreHits).toBe(1);
    expect(speed(a, 'P2c1')).toBe(10);
    expect(a.roundLog.attackedBy.P2c1).toEqual(['P1c1']);
    refused(a, 'dw.gunner', { targetId: 'P2c1', aimAt: 'driver', roll: 6 }, setup, /once per activation/);
    const b = apply(activate(s, setup, 'P1c1'), 'dw.gunner', { targetId: 'P2c1', aimAt: 'driver', roll: 6 }, setup);
    expect(b.cars.P2c1!.status).toBe('destroyed');
    expect(b.pending).toEqual([{ kind: 'DESTROYED', entityId: 'P2c1', destroyerId: 'P1c1', cause: 'gunner' }]);
    const c = apply(activate(s, setup, 'P1c1'), 'dw.gunner', { targetId: 'P2c1', aimAt: 'driver', roll: 5 }, setup);
    expect(c.cars.P2c1!.status).toBe('in_play');
  });

  it('A7.8.4 [DW-A36]: pipe bombs: own D3 per car behind, strength 1, driver aim, at most 1 damage each', () => {
    const setup = makeSetup(2, 2);
    let s = rosters(setup, {
      P1c1: { type: 'standard', upgrades: ['pipe_bombs', 'special_bullets'] },
      P2c1: { type: 'racer' },
      P2c2: { type: 'truck' },
    });
    s = apply(s, 'dw.deploy', { passes: [{ P1c1: 4, P1c2: 3, P2c1: 2, P2c2: 1 }] }, setup);
    s = apply(s, 'dw.initiative', { rolls: { P1c1: 6, P1c2: 5, P2c1: 4, P2c2: 3 }, passes: [] }, setup);
    let a = activate(s, setup, 'P1c1');
    refused(a, 'dw.pipeBombs', { targets: [{ id: 'P2c1', countDie: 2, dice: [6] }] }, setup, /Roll 2/);
    // Racer: armour 4 − 1 = 3, need 4; truck: 6 − 1 = 5, need 6 (special bullets do not apply). Friends are hit too.
    a = apply(
      a,
      'dw.pipeBombs',
      {
        targets: [
          { id: 'P2c1', countDie: 2, dice: [4, 4] },
          { id: 'P2c2', countDie: 1, dice: [5] },
          { id: 'P1c2', countDie: 1, hit: true },
        ],
      },
      setup,
    );
    expect([a.cars.P2c1!.damage, a.cars.P2c2!.damage, a.cars.P1c2!.damage]).toEqual([1, 0, 1]);
    expect(Object.keys(a.roundLog.attackedBy).sort()).toEqual(['P1c2', 'P2c1', 'P2c2']);
    refused(a, 'dw.pipeBombs', { targets: [] }, setup, /once per activation/);
  });

  it('A7.8.5 [DW-A38]: harpoon once per game, 3+ is 1 damage and a tether; a pulled tether halves R once', () => {
    const { setup, s } = duel({ type: 'standard', upgrades: ['harpoon'] }, { type: 'standard' });
    let a = activate(s, setup, 'P1c1');
    refused(a, 'dw.tetherPulled', {}, setup, /not tethered/);
    a = apply(a, 'dw.harpoon', { targetId: 'P2c1', roll: 3, lengthIn: 5.5 }, setup);
    expect(a.cars.P2c1!.damage).toBe(1);
    expect(a.tethers).toEqual([{ from: 'P1c1', to: 'P2c1', lengthIn: 5.5 }]);
    a = apply(a, 'dw.segment', {}, setup);
    a = apply(a, 'dw.tetherPulled', {}, setup);
    expect(a.activation!.remaining).toBe(2);
    refused(a, 'dw.tetherPulled', {}, setup, /once per activation/);
    a = apply(a, 'dw.endActivation', {}, setup);
    a = apply(activate(a, setup, 'P2c1'), 'dw.endActivation', {}, setup);
    a = apply(a, 'dw.shock', { tests: [{ id: 'P2c1', roll: 6 }] }, setup);
    a = apply(a, 'dw.initiative', { rolls: { P1c1: 6, P2c1: 1 }, passes: [] }, setup);
    refused(activate(a, setup, 'P1c1'), 'dw.harpoon', { targetId: 'P2c1', roll: 6 }, setup, /once per game/);
  });

  it('A7.8.5: a dragged car pulled into something rams with rem 0: no push, normal ram attacks', () => {
    const setup = makeSetup(2, 2);
    let s = rosters(setup, {
      P1c1: { type: 'truck', upgrades: ['harpoon'] },
      P2c1: { type: 'standard' },
      P2c2: { type: 'racer' },
    });
    s = apply(s, 'dw.deploy', { passes: [{ P1c1: 4, P1c2: 3, P2c1: 2, P2c2: 1 }] }, setup);
    s = apply(s, 'dw.initiative', { rolls: { P1c1: 6, P1c2: 5, P2c1: 4, P2c2: 3 }, passes: [] }, setup);
    let a = apply(activate(s, setup, 'P1c1'), 'dw.harpoon', { targetId: 'P2c1', roll: 5 }, setup);
    refused(
      a,
      'dw.ram',
      { rammerId: 'P2c2', targetId: 'P1c2', rem: 0, direction: 'forward', via: 'tether', diceA: [], diceB: [] },
      setup,
      /tether/,
    );
    a = apply(
      a,
      'dw.ram',
      { rammerId: 'P2c1', targetId: 'P2c2', rem: 5, direction: 'forward', via: 'tether', diceA: [6], diceB: [] },
      setup,
    );
    expect(a.cars.P2c2!.damage).toBe(1);
    expect(a.activation!.movementEnded).toBe(false); // the active truck's own move goes on
    expect(a.roundLog.rammed).toEqual(['P2c2']);
  });

  it('DW-A13: after speed demon no gunner, pipe bombs or harpoon (house rule: only shooting is given up)', () => {
    const spec = { type: 'standard' as const, upgrades: ['gunner' as const], traits: ['speed_demon' as const] };
    const { setup, s } = duel(spec, { type: 'racer' });
    const a = apply(activate(s, setup, 'P1c1'), 'dw.speedDemon', {}, setup);
    refused(a, 'dw.gunner', { targetId: 'P2c1', aimAt: 'tyres', roll: 4 }, setup, /speed demon/);
    const h = duel(spec, { type: 'racer' }, { speedDemonOnlyBlocksWeapons: true });
    const b = apply(
      apply(activate(h.s, h.setup, 'P1c1'), 'dw.speedDemon', {}, h.setup),
      'dw.gunner',
      { targetId: 'P2c1', aimAt: 'tyres', roll: 4 },
      h.setup,
    );
    expect(b.cars.P2c1!.tyreHits).toBe(1);
  });

  it('A7.12 [DW-A43]: armed scenery rolls initiative with its gunner and only shoots', () => {
    const setup = makeSetup(2, 1, CHOSEN);
    let s = rosters(setup, {});
    s = apply(
      s,
      'dw.addScenery',
      {
        name: 'Tower',
        controller: 'P2',
        profile: 'standard',
        weapons: ['machine_gun'],
        gunner: { rows: { initiative: 3, bravery: 2, aim: 2, skill: 1 } },
      },
      setup,
    );
    s = apply(s, 'dw.deploy', { passes: [{ P1c1: 2, P2c1: 1 }] }, setup);
    refused(s, 'dw.initiative', { rolls: { P1c1: 1, P2c1: 1 }, passes: [] }, setup, /3 dice/);
    s = apply(s, 'dw.initiative', { rolls: { P1c1: 1, P2c1: 1, s1: 1 }, passes: [{ P1c1: 2, P2c1: 1 }] }, setup);
    expect(s.order[0]).toBe('s1');
    s = activate(s, setup, 's1');
    expect(s.activation).toMatchObject({ remaining: 0, movementEnded: true });
    refused(s, 'dw.segment', {}, setup, /Scenery cannot move/);
    s = apply(s, 'dw.shoot', { targetId: 'P1c1', fire: [{ weapon: 0, dice: [6, 1, 1, 1, 1, 1] }] }, setup);
    expect(s.cars.P1c1!.damage).toBe(1);
    void MG;
  });
});
