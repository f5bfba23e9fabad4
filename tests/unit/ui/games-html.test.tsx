// Issue 15: the start page fills in the saved games from data (games-html.ts) before Preact has
// loaded; the app's first render then takes over those nodes. Both must be the same markup, or the
// list would jump when the app arrives.

import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import type { GameRow } from '../../../src/persist/db-open';
import type { El } from '../../../src/ui/dom-tree';
import { factsLine } from '../../../src/ui/format';
import {
  EMPTY_TITLE,
  gameCardTree,
  gamesListTree,
  LOADING_TITLE,
  playersLine,
} from '../../../src/ui/screens/games-html';
import { GamesBody, GamesRegion } from '../../../src/ui/screens/games-region';

/** The tree as HTML, escaped the way renderToString escapes (the DOM the browser builds from it is the same either way). */
function html(n: El | string): string {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  if (typeof n === 'string') return esc(n);
  const attrs = Object.entries(n.a ?? {})
    .map(([k, v]) => ` ${k}="${esc(v)}"`)
    .join('');
  return `<${n.t}${attrs}>${(n.c ?? []).map(html).join('')}</${n.t}>`;
}

function row(over: Partial<GameRow>): GameRow {
  return {
    schemaVersion: 1,
    id: 'g1',
    name: 'Derby',
    system: 'white-line-fever',
    createdAt: Date.now() - 3_600_000,
    updatedAt: Date.now() - 5 * 60_000,
    setup: { players: [{ name: 'Ann' }, { name: 'Bo' }] } as unknown as GameRow['setup'],
    head: 3,
    ...over,
  } as GameRow;
}

// Every row is minutes old, so "5 min ago" reads the same whenever each side takes its clock.
const rows = [
  row({}),
  row({ id: 'g2', name: 'Tom & "Jerry" <Cup>', system: 'road-wolf', endedAt: Date.now() - 60_000 }),
  row({
    id: 'g3',
    name: 'Free & easy',
    system: 'freeplay',
    setup: { players: [{ name: 'A<b>' }, { name: 'C&D' }, { name: 'E' }] } as unknown as GameRow['setup'],
  }),
  row({
    id: 'g4',
    name: 'Supercalifragilisticexpialidociousderbys',
    endedAt: Date.now() - 60_000,
    setup: {
      players: ['Annabelle-Marguerite', 'Bartholomew', 'Cyrillus', 'Dominique', 'Evangeline', 'Cat'].map((name) => ({
        name,
      })),
    } as unknown as GameRow['setup'],
  }),
];

describe('issue 15: the start page draws the games list as the app does', () => {
  it('each saved game: the same markup as GameCard (finished badge, names and players with & < " in them)', () => {
    for (const g of rows) {
      expect(html(gameCardTree(g))).toBe(renderToString(<GamesBody list={[g]} />).replace(/^<ul[^>]*>|<\/ul>$/g, ''));
    }
    expect(html(gameCardTree(rows[1] as GameRow))).toContain('<span class="badge" id="game-g2-b">Finished</span>');
    expect(html(gameCardTree(rows[0] as GameRow))).toContain(
      'White\u00a0Line\u00a0Fever\u00a0· 2\u00a0players\u00a0· 5\u00a0min\u00a0ago',
    );
    // The name and its badge are one text; the players line says how many it leaves out.
    expect(html(gameCardTree(rows[3] as GameRow))).toContain(
      '<span class="name"><strong>Supercalifragilisticexpialidociousderbys</strong><span class="badge" id="game-g4-b">Finished</span></span>' +
        '<span class="muted small line" id="game-g4-f">White\u00a0Line\u00a0Fever\u00a0· 6\u00a0players\u00a0· 5\u00a0min\u00a0ago</span>' +
        '<span class="muted small line" id="game-g4-p">Annabelle-Marguerite, Bartholomew and\u00a04\u00a0more</span>',
    );
  });

  it('the open button is named "Open <name>" alone and described by the badge (if finished), the facts and the players', () => {
    expect(html(gameCardTree(rows[0] as GameRow))).toContain(
      '<button class="open" aria-label="Open Derby" aria-describedby="game-g1-f game-g1-p">',
    );
    expect(html(gameCardTree(rows[1] as GameRow))).toContain('aria-describedby="game-g2-b game-g2-f game-g2-p"');
    // An imported game keeps its id, which may hold spaces: each id in the list stays one token.
    const spaced = row({ id: 'a b' });
    expect(html(gameCardTree(spaced))).toContain('aria-describedby="game-a%20b-f game-a%20b-p"');
    expect(html(gameCardTree(spaced))).toContain('<span class="muted small line" id="game-a%20b-p">Ann, Bo</span>');
  });

  it('the whole list: the same markup as GamesBody with games', () => {
    expect(html(gamesListTree(rows))).toBe(renderToString(<GamesBody list={rows} />));
  });

  it('the card while loading and with no games differ only in the heading (the paragraph is the LCP, painted once)', () => {
    const loading = renderToString(<GamesRegion list={null} />);
    const empty = renderToString(<GamesRegion list={[]} />);
    expect(loading).toContain(`<h2>${LOADING_TITLE}</h2>`);
    expect(empty).toBe(loading.replace(LOADING_TITLE, EMPTY_TITLE));
  });
});

describe('factsLine: a card line that wraps between its facts, never inside one', () => {
  it('keeps each fact whole with no-break spaces, joins them with " · " (the dot bound to the fact before it) and leaves out empty ones', () => {
    expect(factsLine(['Car Cult D20', '', '6 players', 'just now'])).toBe(
      'Car\u00a0Cult\u00a0D20\u00a0· 6\u00a0players\u00a0· just\u00a0now',
    );
    expect(factsLine(['just now'])).toBe('just\u00a0now');
  });
});

describe('playersLine: the players a card lists, and how many it leaves out', () => {
  const shown = (line: string) => line.replace(/ and\u00a0\d+\u00a0more$/, '').split(', ');
  const more = (line: string) => Number(/ and\u00a0(\d+)\u00a0more$/.exec(line)?.[1] ?? 0);

  it('names everyone when they fit two lines of a narrow card', () => {
    expect(playersLine(['Ann', 'Bo'])).toBe('Ann, Bo');
    expect(playersLine(['Annabelle-Marguerite', 'Bo', 'Cy', 'Dee', 'Eve', 'Cat'])).toBe(
      'Annabelle-Marguerite, Bo, Cy, Dee, Eve, Cat',
    );
  });

  it('past that, the first names in seating order then the real count of the rest, which the names shown and the count add up to', () => {
    const six = ['Annabelle-Marguerite', 'Bartholomew', 'Cyrillus', 'Dominique', 'Evangeline', 'Cat'];
    expect(playersLine(six)).toBe('Annabelle-Marguerite, Bartholomew and\u00a04\u00a0more');
    const kids = ['Alexander', 'Benjamin', 'Charlotte', 'Dominic', 'Eleanor', 'Frederick'];
    expect(playersLine(kids)).toBe('Alexander, Benjamin, Charlotte and\u00a03\u00a0more');
    for (const names of [
      six,
      kids,
      ['Alexander', 'Benjamin', 'Charlotte', 'Dominic'],
      ['X'.repeat(30), 'Y'.repeat(30), 'Z'],
    ]) {
      const line = playersLine(names);
      expect(line.length).toBeLessThanOrEqual(44);
      expect(shown(line)).toEqual(names.slice(0, names.length - more(line)));
      expect(shown(line).length + more(line)).toBe(names.length);
    }
  });

  it('always shows the first name whole, however long (it wraps), with the others counted', () => {
    const w = 'W'.repeat(60);
    expect(playersLine([w, 'Bo', 'Cy'])).toBe(`${w} and\u00a02\u00a0more`);
    expect(playersLine([w])).toBe(w);
  });
});
