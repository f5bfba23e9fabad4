import { describe, expect, it } from 'vitest';
import dirtyWheels from '../../../src/rules/dirty-wheels';
import { apply, MG, makeSetup, toRound } from './helpers';

describe('Dirty Wheels skeleton', () => {
  it('A6: rosters, deployment, initiative and a first shot run through the RuleSystem', () => {
    const setup = makeSetup(2, 1);
    // Ties at deployment: both drivers initiative 2 → one D6 roll-off pass.
    let s = toRound(
      setup,
      { P1c1: { type: 'standard', weapons: [MG] }, P2c1: { type: 'racer' } },
      { P1c1: 5, P2c1: 2 },
      [],
      [{ P1c1: 6, P2c1: 1 }],
    );
    expect(s.phase).toBe('round');
    expect(s.deploymentOrder).toEqual(['P1c1', 'P2c1']);
    expect(s.order).toEqual(['P1c1', 'P2c1']);
    s = apply(s, 'dw.activate', { entityId: 'P1c1' }, setup);
    expect(s.activation?.remaining).toBe(8);
    // Machine gun: strength 0 against armour 4, aim +0 → need 5+.
    s = apply(s, 'dw.shoot', { targetId: 'P2c1', fire: [{ weapon: 0, dice: [1, 2, 5, 6, 6, 3] }] }, setup);
    expect(s.cars.P2c1!.damage).toBe(1);
    expect(s.roundLog.attackedBy.P2c1).toEqual(['P1c1']);
    expect(
      dirtyWheels.describe(
        { type: 'dw.shoot', payload: { targetId: 'P2c1', fire: [{ weapon: 0, dice: [5] }] }, at: 0 },
        setup,
      ),
    ).toMatch(/Shoots at Car P2.1/);
  });
});

describe('Dirty Wheels log lines', () => {
  it("every command type has a log line, even from a damaged payload; other systems' types have none", async () => {
    const { DW_TYPES } = await import('../../../src/rules/dirty-wheels/commands');
    const setup = makeSetup(2, 1);
    expect(DW_TYPES.length).toBe(34);
    for (const type of DW_TYPES) {
      const line = dirtyWheels.describe({ type, payload: {}, at: 0 }, setup);
      expect(typeof line === 'string' && line.length > 0, type).toBe(true);
      expect(dirtyWheels.handles(type)).toBe(true);
    }
    expect(dirtyWheels.describe({ type: 'wlf.fire', payload: {}, at: 0 }, setup)).toBeNull();
    expect(dirtyWheels.handles('rw.shoot')).toBe(false);
  });
});
