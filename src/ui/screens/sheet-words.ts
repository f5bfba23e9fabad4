// How the library and the setup screen name sheets and starters (issue 33).
import type { Sheet } from '../../rules/custom/sheet';

/** A starter's name: the blank one is named for what it is, not for its placeholder name. */
export const starterName = (id: string, sheet: Sheet): string => (id === 'blank' ? 'Blank' : sheet.name);

const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** What a sheet holds: ["5 trackers", "3 moves", "2 notes"]. */
export function sheetFacts(s: Sheet): string[] {
  return [count(s.trackers.length, 'tracker'), count(s.moves.length, 'move'), count(s.notes.length, 'note')];
}
