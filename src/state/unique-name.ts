/** Longest game name (the rename form and the wizard allow the same). */
export const MAX_GAME_NAME = 60;

/**
 * The name an imported game gets (issue 9). A game moved from another phone keeps its name; one
 * imported beside a game of the same name (a backup restored next to the original) becomes
 * "Name (imported)", then "Name (imported 2)"..., so the list never shows two games a player
 * cannot tell apart. The suffix says where the copy came from, which "(2)" would not.
 */
export function importedName(name: string, taken: readonly string[]): string {
  const used = new Set(taken.map((t) => t.trim().toLowerCase()));
  if (!used.has(name.trim().toLowerCase())) return name;
  return suffixed(name, 'imported', used);
}

/**
 * The name a duplicated game gets: "Name (copy)", then "Name (copy 2)"... A copy of a copy counts
 * on from its original's name ("Name (copy 2)", never "Name (copy) (copy)"), and a long name is
 * shortened before the suffix, so the suffix always shows.
 */
export function copyName(name: string, taken: readonly string[]): string {
  const used = new Set(taken.map((t) => t.trim().toLowerCase()));
  return suffixed(name.replace(/ \(copy(?: \d+)?\)$/, ''), 'copy', used);
}

/**
 * Issue 40: a new game's default name, distinct from every game's: the second game of the night
 * is "Game night Dec 7 (2)", not a second "Game night Dec 7".
 */
export function freshName(name: string, taken: readonly string[]): string {
  const used = new Set(taken.map((t) => t.trim().toLowerCase()));
  if (!used.has(name.trim().toLowerCase())) return name;
  for (let n = 2; ; n++) {
    const suffix = ` (${n})`;
    const candidate = `${name.slice(0, MAX_GAME_NAME - suffix.length).trimEnd()}${suffix}`;
    if (!used.has(candidate.toLowerCase())) return candidate;
  }
}

/** The first of "base (word)", "base (word 2)"... not in `used` (lower case), within MAX_GAME_NAME. */
function suffixed(base: string, word: string, used: ReadonlySet<string>): string {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? ` (${word})` : ` (${word} ${n})`;
    const candidate = `${base.slice(0, MAX_GAME_NAME - suffix.length).trimEnd()}${suffix}`;
    if (!used.has(candidate.toLowerCase())) return candidate;
  }
}
