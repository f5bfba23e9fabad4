// Issue 10: whichever Road Wolf module a screen or test loads first, every export must be ready.
// Since issue 29 the modules import each other in one direction only (npm run layers), so no
// table is built at load time from a module still loading; this keeps that true.
import { describe, expect, it, vi } from 'vitest';
import { makeSetup, toPlay } from './helpers';

const ENTRIES = [
  'forces',
  'turn',
  'movement',
  'combat',
  'crew',
  'road',
  'actions',
  'table-view',
  'mission',
  'effects',
  'handler',
  'rules',
  'commands',
  'index',
  'road-deck',
  'road-turn',
];

describe('Road Wolf modules load in any order', () => {
  for (const entry of ENTRIES) {
    it(`${entry}.ts first`, async () => {
      vi.resetModules();
      await import(`../../../src/rules/road-wolf/${entry}.ts`);
      const view = await import('../../../src/rules/road-wolf/table-view');
      const forces = await import('../../../src/rules/road-wolf/forces');
      const actions = await import('../../../src/rules/road-wolf/actions');
      const commands = await import('../../../src/rules/road-wolf/commands');
      expect(commands.RW_TYPES.length).toBe(33 + commands.MISSION_TYPES.length); // issue 13: + the missions' commands
      const setup = makeSetup(2, 1);
      const s = toPlay(setup, { P1c1: { type: 'coupe' }, P2c1: { type: 'coupe' } });
      expect(view.publicView(s).vehicles).toHaveLength(2);
      expect(forces.validateForces(s).errors).toEqual([]);
      expect(actions.availableActions(s, 'P1c1')).toContain('MOVE');
    });
  }
});
