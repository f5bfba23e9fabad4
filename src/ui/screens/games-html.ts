// Issue 15: the games list as plain data for the start page's entry chunk, which fills in the
// saved games with DOM calls before Preact (or any of the app) has loaded. games-region.tsx is the
// source: a unit test (tests/unit/ui/games-html.test.tsx) serialises these trees beside Preact's
// render of GamesBody and requires the same markup, so the app's first render takes over these
// very nodes and the list never jumps. Built with ../dom-tree.ts: no HTML text is ever parsed.
import type { GameRow } from '../../persist/db-open';
import { systemInfo } from '../../systems';
import type { El } from '../dom-tree';
import { ago, factsLine } from '../format';

export const LOADING_TITLE = 'Loading games…';
export const EMPTY_TITLE = 'No games yet';
export const GAMES_INTRO =
  'Start a game to track cars, turns and every roll. The dice tray (the die at the top right) works any time, with or without a game.';

const el = (t: string, a?: El['a'], ...c: (El | string)[]): El => ({ t, a, c });

const dot = (cx: string) => el('circle', { cx, cy: '12', r: '1.5', fill: 'currentColor', stroke: 'none' });
const MORE_ICON = el(
  'svg',
  {
    width: '26',
    height: '26',
    viewBox: '0 0 24 24',
    'aria-hidden': 'true',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '2',
  },
  dot('5'),
  dot('12'),
  dot('19'),
);

/** How much of a card's players line is names: two lines at 360 px in a wide font (DejaVu Sans). */
const PLAYERS_FIT = 44;

/**
 * The players as a card lists them: names in seating order while they fit two lines of a narrow
 * phone, then how many are left out ("Annabelle-Marguerite, Bo, Cy and 3 more"). The count is in
 * the text, not a CSS ellipsis, so no name is hidden without saying so, and the start page and the
 * app draw the same words. The first name always shows (a 60-letter one wraps).
 */
export function playersLine(names: readonly string[]): string {
  for (let k = names.length; ; k--) {
    const more = names.length - k;
    const line = names.slice(0, k).join(', ') + (more ? ` and\u00a0${more}\u00a0more` : '');
    if (k < 2 || line.length <= PLAYERS_FIT) return line;
  }
}

/** A card's lines under the name: its facts (system · players · when) and its players. */
export function cardLines(g: GameRow, now = Date.now()): [facts: string, players: string] {
  const names = g.setup.players.map((p) => p.name);
  return [
    factsLine([systemInfo(g.system)?.name ?? '', `${names.length} players`, ago(g.updatedAt, now)]),
    playersLine(names),
  ];
}

/**
 * The ids of a card's "Finished" badge and lines: its open button is named "Open <name>" alone (a
 * short name to find it by) and described by these, so a screen reader still reads the players.
 * An imported game keeps its id, any text: encoded, it has no space to split the id list on.
 */
export const cardIds = (g: GameRow) =>
  ['b', 'f', 'p'].map((k) => `game-${encodeURIComponent(g.id)}-${k}`) as [
    badge: string,
    facts: string,
    players: string,
  ];

/** The open button's aria-describedby: the badge (if finished), the facts and the players. */
export const describedBy = (g: GameRow, ids = cardIds(g)): string =>
  ids.slice(g.endedAt === undefined ? 1 : 0).join(' ');

/** One saved game, as GameCard draws it with its menu closed. */
export function gameCardTree(g: GameRow, now = Date.now()): El {
  const [facts, players] = cardLines(g, now);
  const ids = cardIds(g);
  const title: El[] = [el('strong', {}, g.name)];
  if (g.endedAt !== undefined) title.push(el('span', { class: 'badge', id: ids[0] }, 'Finished'));
  return el(
    'li',
    { class: 'card stack game-card' },
    el(
      'div',
      { class: 'game-item' },
      el(
        'div',
        { class: 'game-body' },
        el('span', { class: 'name' }, ...title),
        el('span', { class: 'muted small line', id: ids[1] }, facts),
        el('span', { class: 'muted small line', id: ids[2] }, players),
        el('button', { class: 'open', 'aria-label': `Open ${g.name}`, 'aria-describedby': describedBy(g, ids) }),
      ),
      el(
        'button',
        { class: 'icon-btn ghost', 'aria-expanded': 'false', 'aria-label': `More for ${g.name}` },
        MORE_ICON,
      ),
    ),
  );
}

/** The saved games' list (non-empty), as GamesBody draws it. */
export function gamesListTree(rows: readonly GameRow[], now = Date.now()): El {
  return el('ul', { class: 'stack plain-list', 'aria-label': 'Saved games' }, ...rows.map((g) => gameCardTree(g, now)));
}
