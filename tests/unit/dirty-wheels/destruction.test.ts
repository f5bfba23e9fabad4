import { describe, expect, it } from 'vitest';
import type { Setup } from '../../../src/rules/core/model';
import { describeChanges, destroyedInstruction } from '../../../src/rules/dirty-wheels/changes';
import type { DwState } from '../../../src/rules/dirty-wheels/model';
import { activate, apply, CHOSEN, FLAMER, MG, makeSetup, refused, rosters } from './helpers';

/** Three players: P1 (flamethrower, Hunter), P2 (two racers), P3 (one racer). */
function arena(house = {}): { setup: Setup; s: DwState } {
  const setup = makeSetup(3, 1, { ...CHOSEN, ...house });
  setup.cars.push({ id: 'P2c2', playerId: 'P2', name: 'Car P2.2', color: '#445566' });
  let s = rosters(setup, {
    P1c1: { type: 'standard', weapons: [FLAMER, MG], traits: ['hunter'] },
    P2c1: { type: 'racer' },
    P2c2: { type: 'racer' },
    P3c1: { type: 'racer' },
  });
  s = apply(s, 'dw.deploy', { passes: [{ P1c1: 6, P2c1: 5, P3c1: 4, P2c2: 3 }] }, setup);
  s = apply(s, 'dw.initiative', { rolls: { P1c1: 6, P2c1: 5, P3c1: 4, P2c2: 3 }, passes: [] }, setup);
  // Everyone but P1 on their last structure point.
  for (const id of ['P2c1', 'P2c2', 'P3c1']) s = apply(s, 'dw.adjust', { entityId: id, damage: 2 }, setup);
  return { setup, s: activate(s, setup, 'P1c1') };
}

describe('A7.6 destroyed table and explosions', () => {
  it('A7.6 step 3: roll 1 is a wreck, no explosion; the queue blocks other commands until it is rolled', () => {
    const { setup, s } = arena();
    let a = apply(s, 'dw.shoot', { targetId: 'P2c1', fire: [{ weapon: 0 }] }, setup);
    refused(a, 'dw.segment', {}, setup, /pending/);
    refused(a, 'dw.destroyed', { entityId: 'P2c1', roll: 1, within3: ['P3c1'] }, setup, /does not explode/);
    a = apply(a, 'dw.destroyed', { entityId: 'P2c1', roll: 1, within3: [] }, setup);
    expect(a.cars.P2c1).toMatchObject({ status: 'destroyed', wreck: true, destroyedRoll: 1 });
    // Hunter [DW-A41]: P1c1 destroyed an enemy car: a bonus move is offered.
    expect(a.pending).toEqual([{ kind: 'HUNTER', carId: 'P1c1', victimId: 'P2c1' }]);
    a = apply(a, 'dw.hunter', { carId: 'P1c1' }, setup);
    expect(a.pending).toEqual([]);
  });

  it('A7.6 step 4 [DW-A30]: an explosion deals 1 damage to each car named within 3"; chained destructions go FIFO, each its own command', () => {
    const { setup, s } = arena();
    let a = apply(s, 'dw.shoot', { targetId: 'P2c1', fire: [{ weapon: 0 }] }, setup);
    const before = a;
    a = apply(a, 'dw.destroyed', { entityId: 'P2c1', roll: 4, within3: ['P3c1', 'P2c2', 'P1c1'] }, setup);
    expect(a.cars.P1c1!.damage).toBe(1);
    // Explosions are not attacks [DW-A25]; the Hunter offer comes first, then the chain in order.
    expect(a.roundLog.attackedBy).toEqual({ P2c1: ['P1c1'] });
    expect(a.pending.map((p) => `${p.kind}:${'entityId' in p ? p.entityId : p.carId}`)).toEqual([
      'HUNTER:P1c1',
      'DESTROYED:P3c1',
      'DESTROYED:P2c2',
    ]);
    const lines = describeChanges(before, a, setup);
    expect(lines).toContain(
      'Move Car P2.1 3" directly away from Car P1.1, then it explodes: every car within 3" takes 1 damage, and the model is removed.',
    );
    a = apply(a, 'dw.hunter', { carId: 'P1c1' }, setup);
    refused(a, 'dw.destroyed', { entityId: 'P2c2', roll: 2, within3: [] }, setup, /order they happened/);
    refused(a, 'dw.destroyed', { entityId: 'P3c1', roll: 6, within3: ['P2c2'] }, setup, /in play/); // already destroyed: not caught again
    a = apply(a, 'dw.destroyed', { entityId: 'P3c1', roll: 6, within3: [] }, setup);
    expect(a.cars.P2c2!.damage).toBe(3);
    // No Hunter for explosion kills [DW-A41].
    expect(a.pending).toEqual([{ kind: 'DESTROYED', entityId: 'P2c2', destroyerId: null, cause: 'explosion' }]);
    expect(destroyedInstruction(a, setup, a.pending[0] as never, 5)).toMatch(/away from the explosion/);
    const last = a;
    a = apply(a, 'dw.destroyed', { entityId: 'P2c2', roll: 3, within3: [] }, setup);
    expect(a.phase).toBe('ended');
    expect(a.result).toEqual({ survivors: ['P1'], by: 'last_player' });
    // The sheet says what the banner says [DW-A44]: a winner, not "Cars still running".
    const winner = setup.players.find((p) => p.id === 'P1')!.name;
    expect(describeChanges(last, a, setup)).toContain(`Game over. ${winner} wins: the last player with cars in play.`);
  });

  it('A7.6: destroyed-table 6 drives on its speed after the final damage [DW-A06]', () => {
    const { setup, s } = arena();
    const a = apply(s, 'dw.shoot', { targetId: 'P3c1', fire: [{ weapon: 0 }] }, setup);
    expect(destroyedInstruction(a, setup, a.pending[0] as never, 6)).toBe(
      'Drive Car P3.1 straight ahead 9" (stop at the first contact, no ram), then it explodes: every car within 3" takes 1 damage, and the model is removed.',
    );
  });

  it('DW-A30/DW-A43: only cars are caught unless explosionsHitScenery; scenery becomes rubble with no roll', () => {
    const { setup, s } = arena();
    const a = apply(s, 'dw.shoot', { targetId: 'P2c1', fire: [{ weapon: 0 }] }, setup);
    refused(a, 'dw.destroyed', { entityId: 'P2c1', roll: 2, within3: ['nope'] }, setup, /Only cars/);
    const setup2 = makeSetup(2, 1, { ...CHOSEN, explosionsHitScenery: true });
    let t = rosters(setup2, { P1c1: { type: 'standard', weapons: [FLAMER] }, P2c1: { type: 'standard' } });
    t = apply(t, 'dw.addScenery', { name: 'Shed', controller: 'neutral', profile: 'standard', weapons: [] }, setup2);
    t = apply(t, 'dw.deploy', { passes: [{ P1c1: 2, P2c1: 1 }] }, setup2);
    t = apply(t, 'dw.initiative', { rolls: { P1c1: 6, P2c1: 1 }, passes: [] }, setup2);
    t = apply(t, 'dw.adjust', { entityId: 's1', damage: 3 }, setup2);
    t = apply(t, 'dw.adjust', { entityId: 'P2c1', damage: 3 }, setup2);
    t = activate(t, setup2, 'P1c1');
    t = apply(t, 'dw.shoot', { targetId: 'P2c1', fire: [{ weapon: 0 }] }, setup2);
    t = apply(t, 'dw.destroyed', { entityId: 'P2c1', roll: 2, within3: ['s1'] }, setup2);
    expect(t.scenery.s1!.status).toBe('destroyed');
    expect(t.pending).toEqual([]); // rubble, no roll
  });

  it('A7.6 step 1: a car destroyed in its own activation ends it, exactly once', () => {
    const setup = makeSetup(2, 1);
    let s = rosters(setup, { P1c1: { type: 'racer', upgrades: ['experimental_engine'] } });
    s = apply(s, 'dw.deploy', { passes: [{ P1c1: 2, P2c1: 1 }] }, setup);
    s = apply(s, 'dw.initiative', { rolls: { P1c1: 6, P2c1: 1 }, passes: [] }, setup);
    s = apply(s, 'dw.adjust', { entityId: 'P1c1', damage: 2 }, setup);
    s = activate(s, setup, 'P1c1');
    s = apply(s, 'dw.expEngine', { d3: 1, d6: 4 }, setup);
    expect(s.activation).toBeNull();
    expect(s.orderIndex).toBe(1);
    s = apply(s, 'dw.destroyed', { entityId: 'P1c1', roll: 5, within3: [] }, setup);
    expect(
      destroyedInstruction(
        s,
        setup,
        { kind: 'DESTROYED', entityId: 'P1c1', destroyerId: null, cause: 'experimental_engine' },
        5,
      ),
    ).toMatch(/straight backwards/);
    expect(s.phase).toBe('ended');
  });

  it('DW-A38: a tether ends when either end leaves the table; a wreck keeps it', () => {
    const { setup, s } = arena();
    let a = apply(s, 'dw.adjust', { entityId: 'P2c1', damage: 1 }, setup);
    a = {
      ...a,
      tethers: [
        { from: 'P1c1', to: 'P2c1' },
        { from: 'P1c1', to: 'P3c1' },
      ],
    };
    a = apply(a, 'dw.shoot', { targetId: 'P3c1', fire: [{ weapon: 0 }] }, setup);
    a = apply(a, 'dw.destroyed', { entityId: 'P3c1', roll: 2, within3: [] }, setup);
    expect(a.tethers).toEqual([{ from: 'P1c1', to: 'P2c1' }]);
  });
});
