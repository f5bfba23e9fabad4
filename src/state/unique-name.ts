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
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? ' (imported)' : ` (imported ${n})`;
    const candidate = `${name.slice(0, MAX_GAME_NAME - suffix.length).trimEnd()}${suffix}`;
    if (!used.has(candidate.toLowerCase())) return candidate;
  }
}
