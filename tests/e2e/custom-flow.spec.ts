import type { Page } from '@playwright/test';
import { dumpDb, expect, gotoStart, tapCounter, test } from './fixtures';

// Issue 33: a table describes its own game from the blank starter (one tracker, one move: within
// 25 taps plus typing), starts a game of 2 players x 2 cars on it, plays a move with app-rolled
// dice, undoes it, and the game reloads as it was left. At both phone sizes.

const dialog = (page: Page) => page.getByRole('dialog');
type SheetRow = { name: string; sheet: { name: string; trackers: { name: string }[]; moves: { name: string }[] } };

for (const viewport of [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('a one-tracker one-move sheet from the blank starter, then a game on it: a rolled move, undo, reload', async ({
      page,
    }) => {
      await gotoStart(page);
      const taps = tapCounter();
      await taps.tap(page.getByRole('button', { name: 'Game sheets' }));
      await taps.tap(
        page.getByRole('group', { name: 'New sheet from a starter' }).getByRole('button', { name: 'Blank' }),
      );
      await expect(page.getByRole('heading', { level: 1, name: 'Game sheet' })).toBeVisible();
      const about = page.getByRole('region', { name: 'Name and about' });
      await taps.tap(about.getByLabel('Name', { exact: true }));
      await page.keyboard.type('Scrap Derby');
      await taps.tap(page.getByRole('button', { name: 'Add tracker' }));
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('Armour');
      await taps.tap(page.getByRole('button', { name: 'Add move' }));
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('Smash');
      await taps.tap(page.getByRole('button', { name: 'Save', exact: true }));
      await expect(page.getByRole('heading', { level: 1, name: 'Game sheets' })).toBeVisible();
      console.log(`table tempo: custom sheet from blank: ${taps.count} taps (budget 25)`);
      expect(taps.count).toBeLessThanOrEqual(25);
      const saved = ((await dumpDb(page)).sheets ?? []) as SheetRow[];
      const mine = saved.find((r) => r.sheet.name === 'Scrap Derby');
      expect(mine?.sheet.trackers.map((t) => t.name)).toEqual(['Armour']);
      expect(mine?.sheet.moves.map((m) => m.name)).toEqual(['Smash']);

      // A game of 2 players x 2 cars on it, from the setup screen.
      await page.getByRole('button', { name: 'Back' }).click();
      await page.getByRole('button', { name: 'New game' }).click();
      await page.getByRole('button', { name: /^Your own game/ }).click();
      const picker = page.getByRole('group', { name: 'Game sheet' });
      await picker
        .getByRole('button', { name: /^Scrap Derby/ })
        .first()
        .click();
      await expect(page.getByLabel('Game name')).toHaveValue('Scrap Derby');
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.getByRole('button', { name: 'Start game' }).click();
      await expect(page.getByRole('region', { name: 'Turn' })).toBeVisible();

      // A move with app-rolled dice: target, "Roll for me", Apply; the log row names who did what.
      const first = page
        .getByRole('article')
        .filter({ has: page.getByRole('button', { name: /^Smash/ }) })
        .first();
      const carName = (await first.getByRole('heading').first().textContent())?.trim() ?? '';
      await first.getByRole('button', { name: /^Smash/ }).click();
      await dialog(page).getByRole('group', { name: 'Target' }).getByRole('button').first().click();
      await dialog(page)
        .getByRole('button', { name: /^Roll .*for me$/ })
        .click();
      await dialog(page).getByRole('button', { name: 'Apply' }).click();
      await expect(dialog(page)).toHaveCount(0);
      const log = page.locator('[aria-label="Game log, newest first"] li');
      await expect(log.first()).toContainText(/uses Smash on /);
      expect(((await log.first().textContent()) ?? '').replace(/’/g, "'")).toContain(
        `${carName.replace(/’/g, "'")} uses Smash`,
      );

      // Undo takes it back; a reload shows the game as it was left.
      await page.getByRole('button', { name: /Undo/ }).click();
      await expect(page.getByRole('button', { name: /Redo/ })).toBeEnabled();
      const before = await page.getByRole('region', { name: 'Turn' }).textContent();
      await page.reload();
      await expect(page.getByRole('region', { name: 'Turn' })).toHaveText(before ?? '');
      await expect(page.getByRole('button', { name: /Redo/ })).toBeEnabled();
    });
  });
}
