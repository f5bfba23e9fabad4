// Issue 10: the section files and rules.ts import each other (rules.ts re-exports validateForces,
// actionProblem and the table view). Whichever module a screen or test loads first, every export
// must be ready: no table built at load time from a module still loading.
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
      const rules = await import('../../../src/rules/road-wolf/rules');
      const commands = await import('../../../src/rules/road-wolf/commands');
      expect(commands.RW_TYPES.length).toBe(32 + commands.MISSION_TYPES.length); // issue 13: + the missions' commands
      const setup = makeSetup(2, 1);
      const s = toPlay(setup, { P1c1: { type: 'coupe' }, P2c1: { type: 'coupe' } });
      expect(rules.publicView(s).vehicles).toHaveLength(2);
      expect(rules.validateForces(s).errors).toEqual([]);
      expect(rules.availableActions(s, 'P1c1')).toContain('MOVE');
    });
  }
});
