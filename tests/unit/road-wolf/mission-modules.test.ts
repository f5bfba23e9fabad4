// Issue 13: the mission modules import the rules, which ask mission.ts for the mission in force;
// missions/hooks.ts installs them (issue 29). Whichever loads first, every export must be ready
// (as module-order.test.ts checks for the section files).
import { describe, expect, it, vi } from 'vitest';
import { makeSetup, toPlay } from './helpers';

const ENTRIES: Record<string, () => Promise<unknown>> = {
  'missions/index': () => import('../../../src/rules/road-wolf/missions/index'),
  'missions/hooks': () => import('../../../src/rules/road-wolf/missions/hooks'),
  'missions/breakout': () => import('../../../src/rules/road-wolf/missions/breakout'),
  'missions/base': () => import('../../../src/rules/road-wolf/missions/base'),
  'missions/common': () => import('../../../src/rules/road-wolf/missions/common'),
  'missions/commands': () => import('../../../src/rules/road-wolf/missions/commands'),
  'missions/defaults': () => import('../../../src/rules/road-wolf/missions/defaults'),
  mission: () => import('../../../src/rules/road-wolf/mission'),
};

describe('Road Wolf mission modules load in any order', () => {
  for (const [name, load] of Object.entries(ENTRIES)) {
    it(`${name}.ts first`, async () => {
      vi.resetModules();
      await load();
      const rules = await import('../../../src/rules/road-wolf/rules');
      const { validateForces } = await import('../../../src/rules/road-wolf/forces');
      const { reduceRw } = await import('../../../src/rules/road-wolf/commands');
      const setup = makeSetup(2, 1);
      const s = reduceRw(
        rules.initialState(setup),
        { type: 'rw.mission', payload: { missionId: 'BREAKOUT' }, at: 1 },
        setup,
      );
      expect(s.budgets).toEqual({ P1: 10, P2: 12 });
      expect(validateForces(s).errors.map((e) => e.spec)).toContain('B12.2');
      expect(validateForces(toPlay(setup, { P1c1: { type: 'coupe' }, P2c1: { type: 'coupe' } })).errors).toEqual([]);
    });
  }
});
