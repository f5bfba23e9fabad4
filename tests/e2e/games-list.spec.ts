// The saved games' cards on a phone: a long table of players says how many it leaves out (and
// the card's menu names them all), a name that is one very long word is cut with "…" instead of
// split across lines, and the start page's card and the app's are the same text. Its open button
// is named "Open <name>" and described by the rest of the card, on the start page and in the app.

import type { Page } from '@playwright/test';
import { createGame, expect, gotoStart, saved, test } from './fixtures';

const LONG_WORD = 'Supercalifragilisticexpialidociousderbys'; // 40 letters
const SIX = ['Annabelle-Marguerite', 'Bartholomew', 'Cyrillus', 'Dominique', 'Evangeline', 'Cat'];
const SHORT = ['Annabelle-Marguerite', 'Bo', 'Cy', 'Dee', 'Eve', 'Flo'];

const card = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Saved games' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `Open ${name}`, exact: true }) });
const openButton = (page: Page, name: string) =>
  card(page, name).getByRole('button', { name: `Open ${name}`, exact: true });

/**
 * What a screen reader says of each card's open button: a short name, "Open <name>", and the rest
 * of the card (its "Finished" badge, facts and players) as the description, not hidden by the name.
 */
async function announced(page: Page) {
  // The lines keep facts whole with no-break spaces, which a pattern's " " would not match.
  const said = (pattern: string) => new RegExp(`^${pattern.replace(/ /g, '\\s')}$`);
  const long = openButton(page, LONG_WORD);
  await expect(long).toHaveAccessibleName(`Open ${LONG_WORD}`);
  await expect(long).toHaveAccessibleDescription(
    said('Free play · 6 players · .+ Annabelle-Marguerite, Bartholomew and 4 more'),
  );
  await expect(openButton(page, 'Friday league')).toHaveAccessibleDescription(
    said(`Free play · 6 players · .+ ${SHORT.join(', ')}`),
  );
  await expect(openButton(page, 'Derby')).toHaveAccessibleName('Open Derby');
  await expect(openButton(page, 'Derby')).toHaveAccessibleDescription(
    said('Finished Free play · 2 players · .+ Ann, Bo'),
  );
}

/**
 * What a player sees of a card: its lines' texts, how many lines each takes, whether its name
 * overflows its box (so the "…" of text-overflow is drawn), and any word split across two lines
 * (a run between spaces and hyphens whose pieces sit on different lines).
 */
function look(page: Page, name: string) {
  return card(page, name)
    .getByRole('button', { name: `Open ${name}`, exact: true })
    .evaluate((open) => {
      // The button lies over the card's text (issue 30); the text is its siblings in .game-body.
      const body = open.parentElement as HTMLElement;
      const [title, facts, players] = [...body.children] as HTMLElement[];
      const lines = (el: HTMLElement) =>
        Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight));
      const split: string[] = [];
      const range = document.createRange();
      const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        for (const m of (n.textContent ?? '').matchAll(/[^\s-]{2,}/g)) {
          range.setStart(n, m.index);
          range.setEnd(n, m.index + m[0].length);
          const tops = [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top));
          if (new Set(tops).size > 1) split.push(m[0]);
        }
      }
      return {
        texts: [title, facts, players].map((e) => e?.textContent?.replace(/\u00a0/g, ' ')),
        lines: { players: lines(players as HTMLElement) },
        nameCut:
          (title as HTMLElement).scrollWidth > (title as HTMLElement).clientWidth &&
          getComputedStyle(title as HTMLElement).textOverflow === 'ellipsis',
        split,
        html: body.outerHTML,
      };
    });
}

const appLoaded = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').some((e) => /\/assets\/boot-/.test(e.name)));

test('a card lists its players in at most two lines with the real count of the rest, and never splits a word', async ({
  page,
}) => {
  await createGame(
    page,
    LONG_WORD,
    SIX.map((name) => ({ name, cars: [] })),
  );
  await createGame(
    page,
    'Friday league',
    SHORT.map((name) => ({ name, cars: [] })),
  );
  await createGame(page, 'Derby', [
    { name: 'Ann', cars: [] },
    { name: 'Bo', cars: [] },
  ]);
  // Derby is over: its card has the "Finished" badge, which its description reads too.
  await page.getByRole('button', { name: 'Game options' }).click();
  await page.getByRole('button', { name: 'End the game…' }).click();
  await page.getByRole('button', { name: 'Declare a draw' }).click();
  await expect(page.getByLabel('Result')).toBeVisible();
  await saved(page);
  for (const viewport of [
    { width: 360, height: 640 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await gotoStart(page);
    await expect(card(page, LONG_WORD)).toBeVisible();
    // Drawn by the start page alone (the app has not loaded).
    expect(await appLoaded(page)).toBe(false);
    await announced(page);
    expect(await appLoaded(page)).toBe(false);
    const long = await look(page, LONG_WORD);
    expect(long.texts[0]).toBe(LONG_WORD);
    expect(long.texts[1]).toMatch(/^Free play · 6 players · /);
    expect(long.texts[2]).toBe('Annabelle-Marguerite, Bartholomew and 4 more');
    // The 40-letter name is wider than the card: cut with "…" on its line, not split in two.
    expect(long.nameCut, `${viewport.width}`).toBe(true);
    expect(long.split, `${viewport.width}`).toEqual([]);
    expect(long.lines.players, `${viewport.width}`).toBeLessThanOrEqual(2);
    const short = await look(page, 'Friday league');
    expect(short.texts[2]).toBe(SHORT.join(', '));
    expect(short).toMatchObject({ nameCut: false, split: [] });
    expect(short.lines.players).toBeLessThanOrEqual(2);
    const two = await look(page, 'Derby');
    expect(two.texts[2]).toBe('Ann, Bo');
    expect(two.lines.players).toBe(1);
  }

  // The app takes over the start page's cards with the same text (no flash), and the menu of a
  // card that counts players names them all; a card that names everyone has no such line.
  const before = await look(page, LONG_WORD);
  await card(page, LONG_WORD)
    .getByRole('button', { name: `More for ${LONG_WORD}` })
    .click();
  await expect(page.getByRole('button', { name: 'Rename' })).toBeVisible();
  expect(await appLoaded(page)).toBe(true);
  const after = await look(page, LONG_WORD);
  expect(after.texts).toEqual(before.texts);
  expect(after.html).toBe(before.html);
  await announced(page);
  await expect(card(page, LONG_WORD).getByText(`Players: ${SIX.join(', ')}`, { exact: true })).toBeVisible();
  await card(page, 'Friday league').getByRole('button', { name: 'More for Friday league' }).click();
  await expect(card(page, 'Friday league').getByRole('button', { name: 'Rename' })).toBeVisible();
  await expect(card(page, 'Friday league').getByText(/^Players:/)).toHaveCount(0);
  // Escape closes a game's menu and gives the focus back to its More button (issue 30).
  await page.keyboard.press('Escape');
  await expect(card(page, 'Friday league').getByRole('button', { name: 'Rename' })).toHaveCount(0);
  await expect(card(page, 'Friday league').getByRole('button', { name: 'More for Friday league' })).toBeFocused();
  await expect(card(page, 'Friday league').getByRole('button', { name: 'More for Friday league' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

test('after an import the list shows the new game, even from the bottom of a long list at 360x640 (issue 30)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await createGame(page, 'Road trip', [
    { name: 'Ann', cars: ['Red Fury'] },
    { name: 'Bo', cars: ['Blue Bolt'] },
  ]);
  await page.getByRole('button', { name: 'Game options' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export to file' }).click(),
  ]);
  const file = await download.path();
  await gotoStart(page);
  const list = page.getByRole('list', { name: 'Saved games' });
  for (let n = 2; n <= 10; n++) {
    await page.getByLabel('Game file to import').setInputFiles(file);
    await expect(list.getByRole('listitem')).toHaveCount(n);
  }
  // The player has scrolled to the bottom of the list, under the toast, and imports once more.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.getByLabel('Game file to import').setInputFiles(file);
  await expect(list.getByRole('listitem')).toHaveCount(11);
  const toast = page.getByRole('status').filter({ hasText: /^Imported “Road trip” as “(.+)”/ });
  const name = /as “(.+)”/.exec((await toast.last().textContent()) ?? '')?.[1] ?? '';
  const fresh = openButton(page, name);
  await expect(fresh).toBeInViewport();
  // Clear of the toast at the bottom: the new game's card is not under it.
  const [row, note] = await Promise.all([fresh.boundingBox(), toast.last().boundingBox()]);
  expect((row?.y ?? 0) + (row?.height ?? 0)).toBeLessThanOrEqual(note?.y ?? 640);
  await expect(fresh).toBeFocused();
});

test('Back from a game brings the list back at its top, New game in view, at 390x844 and 360x640 (issue 41)', async ({
  page,
}) => {
  for (const name of ['Monday derby', 'Tuesday derby', 'Wednesday derby', 'Thursday derby'])
    await createGame(page, name, [
      { name: 'Ann', cars: ['Red Fury', 'Green Goblin'] },
      { name: 'Bo', cars: ['Blue Bolt', 'Black Cat'] },
    ]);
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 360, height: 640 },
  ]) {
    await page.setViewportSize(viewport);
    await gotoStart(page);
    await openButton(page, 'Monday derby').click();
    await expect(page.getByRole('heading', { level: 1, name: /Monday derby/ })).toBeVisible();
    // The player scrolls down the table (to the log), then taps Back.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.evaluate(() => window.scrollY), `${viewport.width}: the table scrolls`).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(openButton(page, 'Monday derby')).toBeVisible();
    // The list is longer than the screen: it could have stayed scrolled.
    expect(await page.evaluate(() => document.documentElement.scrollHeight > innerHeight)).toBe(true);
    await expect(page.getByRole('button', { name: 'New game' })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY), `${viewport.width}`).toBe(0);
  }
});
