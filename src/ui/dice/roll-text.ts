import { describeCore, type RollPayload } from '../../game/core-commands';
import type { Setup } from '../../rules/core/model';

// A roll's text never names a player or a car, so the game log's formatter needs no real setup.
const NO_SETUP: Setup = { players: [], cars: [], houseRules: {} };

/**
 * A roll as one line, in the game log's own words ("Ram: 3D20 10 3 17", "Roll: D6 4 (table
 * dice)"): the tray's log and the game's log print the same roll the same way, because both go
 * through describeCore (src/game/core-commands.ts).
 */
export function rollText(roll: RollPayload): string {
  return describeCore({ type: 'dice.roll', payload: roll, at: 0 }, NO_SETUP);
}
