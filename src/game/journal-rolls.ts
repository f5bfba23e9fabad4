// Issue 41: the dice tray's "Rolls in this game" lists the game's own rolls: the dice every guided
// roll carries in its command (DESIGN: a command carries the faces it used, so replay never
// re-rolls). Systems name those fields in their own words; these are the names they use for dice
// (checked against every system's fixture in tests/unit/game/journal-rolls.test.ts).
import type { Command } from '../rules/core/model';

const DICE_FIELDS = new Set([
  'faces', // dice.roll pools, cs.move, dw roster rolls
  'dice', // cc.attack, cc.mine, rw.repair, dw.shoot
  'diceA',
  'diceB', // dw.ram
  'attack',
  'defence', // rw contests
  'vehicle',
  'road', // rw.wipeout
  'roll', // wlf.check, dw.manoeuvre, dw.shock
  'rolls', // roll-offs (cs.next, dw.initiative)
  'passes', // roll-offs with re-rolls (wlf, rw, dw)
  'tieRolls', // cc.activate
  'countDie',
  'countDice',
  'raw', // wlf.fire
  'die', // cc.rough, cc.moveEnd
]);

/** Numbers only: a face, a pool, or a roll-off's faces by player (pass by pass). */
function facesIn(v: unknown, depth = 0): boolean {
  if (typeof v === 'number') return true;
  if (depth > 3 || v === null || typeof v !== 'object') return false;
  const parts = Array.isArray(v) ? v : Object.values(v);
  return parts.length > 0 && parts.every((x) => facesIn(x, depth + 1));
}

function walk(v: unknown, depth: number): boolean {
  if (depth > 3 || v === null || typeof v !== 'object') return false;
  if (Array.isArray(v)) return v.some((x) => walk(x, depth + 1));
  return Object.entries(v).some(([k, x]) => (DICE_FIELDS.has(k) && facesIn(x)) || walk(x, depth + 1));
}

/** Whether a step of the game threw dice: a tray roll of old, or a guided roll with its faces. */
export function threwDice(command: Command): boolean {
  return command.type === 'dice.roll' || walk(command.payload, 0);
}
