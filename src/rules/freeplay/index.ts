import type { RuleSystem } from '../system';

/**
 * Free play: the generic tracker (car cards, notes, turns, dice) for any game the app does not
 * yet know. It adds no commands of its own; the game core handles turns, notes and rolls.
 */
export const freeplay: RuleSystem<null> = {
  id: 'freeplay',
  name: 'Free play',
  handles: () => false,
  init: () => null,
  reduce: (state) => state,
  describe: () => null,
};

export default freeplay;
