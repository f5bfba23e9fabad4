import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { dumpDb, expect, gotoStart, tapCounter, test } from './fixtures';

// Issue 33: the sheet library (new from a starter, duplicate, rename, delete and Undo, export and
// import) and a game started on a sheet, at both phone sizes.

const card = (page: Page, name: string) =>
  page
    .getByRole('list', { name: /^Your sheets/ })
    .getByRole('listitem')
    .filter({ has: page.getByText(name, { exact: true }) });
const more = (page: Page, name: string) => page.getByRole('button', { name: `More for ${name}`, exact: true });
const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

/** axe-core (as accessibility.spec.ts runs it) in both themes: the violations' ids and targets. */
async function axe(page: Page): Promise<string[]> {
  const out: string[] = [];
  for (const colorScheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'])
      .analyze();
    for (const v of violations)
      out.push(`${colorScheme} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  return out;
}

type SheetRow = { id: string; name: string; sheet: { name: string; trackers: unknown[] } };
const rows = async (page: Page) => ((await dumpDb(page)).sheets ?? []) as SheetRow[];

for (const viewport of [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('the sheet library, then a game of 2 players x 2 cars on a sheet', async ({ page }) => {
      await gotoStart(page);
      await page.getByRole('button', { name: 'Game sheets' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Game sheets' })).toBeVisible();
      await expect(page.getByText(/^None yet/)).toBeVisible();

      // New from a starter: a copy, opened in the editor.
      const starters = page.getByRole('group', { name: 'New sheet from a starter' });
      await starters.getByRole('button', { name: 'Hull and Hazards' }).click();
      // The editor's top bar: "Game sheet", with the sheet's name under it.
      await expect(page.getByRole('heading', { level: 1, name: 'Game sheet' })).toBeVisible();
      await expect(page.getByRole('banner')).toContainText('Hull and Hazards');
      await page.getByRole('button', { name: 'Back' }).click();
      await expect(card(page, 'Hull and Hazards')).toContainText('5 trackers');
      expect((await rows(page)).map((r) => r.name)).toEqual(['Hull and Hazards']);

      // Duplicate.
      await more(page, 'Hull and Hazards').click();
      expect(await axe(page)).toEqual([]);
      await page.getByRole('button', { name: 'Duplicate' }).click();
      await expect(toast(page, 'Made a copy: “Hull and Hazards (copy)”.')).toBeVisible();
      await expect(card(page, 'Hull and Hazards (copy)')).toBeVisible();

      // Rename.
      await more(page, 'Hull and Hazards (copy)').click();
      await page.getByRole('button', { name: 'Rename' }).click();
      await page.getByLabel('New name').fill('Demolition');
      await page.getByRole('button', { name: 'Save name' }).click();
      await expect(card(page, 'Demolition')).toBeVisible();
      await expect(card(page, 'Hull and Hazards (copy)')).toHaveCount(0);
      await expect
        .poll(async () => (await rows(page)).find((r) => r.name === 'Demolition')?.sheet.name)
        .toBe('Demolition');

      // Delete, then Undo.
      await more(page, 'Demolition').click();
      await page.getByRole('button', { name: 'Delete' }).click();
      await expect(card(page, 'Demolition')).toHaveCount(0);
      await expect.poll(async () => (await rows(page)).length).toBe(1);
      await toast(page, 'Deleted “Demolition”').getByRole('button', { name: 'Undo' }).click();
      await expect(card(page, 'Demolition')).toBeVisible();
      await expect.poll(async () => (await rows(page)).length).toBe(2);

      // Export to file, and import it back beside the original.
      await more(page, 'Demolition').click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export to file' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('pitwall-sheet-demolition.json');
      const path = await download.path();
      const exported = JSON.parse(readFileSync(path, 'utf8'));
      expect(exported).toMatchObject({ v: 2, name: 'Demolition' });
      expect(exported.trackers).toHaveLength(5);
      await more(page, 'Demolition').click(); // closes the menu
      await page.getByLabel('Sheet file to import').setInputFiles(path);
      await expect(
        toast(page, 'Imported “Demolition” as “Demolition (imported)”: it is in Your sheets below.'),
      ).toBeVisible();
      await expect(card(page, 'Demolition (imported)')).toContainText('5 trackers');

      // A hostile file is refused and changes nothing.
      const before = await rows(page);
      const hostile = join(tmpdir(), `hostile-sheet-${viewport.width}.json`);
      writeFileSync(hostile, '{"v":1,"name":"X","__proto__":{"polluted":true}}');
      await page.getByLabel('Sheet file to import').setInputFiles(hostile);
      await expect(page.getByRole('alert')).toHaveText(
        'This sheet file contains the key "__proto__", which no game sheet has: it was refused.',
      );
      expect(await rows(page)).toEqual(before);

      // A game on a sheet: New game → Your own game → the sheet → Next → Next → Start game.
      await page.getByRole('button', { name: 'Back' }).click();
      const taps = tapCounter();
      await taps.tap(page.getByRole('button', { name: 'New game' }));
      await taps.tap(page.getByRole('button', { name: /^Your own game/ }));
      const picker = page.getByRole('group', { name: 'Game sheet' });
      await expect(picker.getByRole('heading', { name: 'Starters' })).toBeInViewport();
      await taps.tap(picker.getByRole('button', { name: /^Demolition\s*\d/ }).first());
      await expect(picker.getByRole('button', { name: /^Demolition\s*\d/ }).first()).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(page.getByLabel('Game name')).toHaveValue('Demolition');
      expect(await axe(page)).toEqual([]);
      await taps.tap(page.getByRole('button', { name: 'Next', exact: true }));
      await expect(page.getByLabel('Player 2 name')).toBeVisible();
      await taps.tap(page.getByRole('button', { name: 'Next', exact: true }));
      for (const p of ['Player 1', 'Player 2'])
        await expect(page.getByLabel(new RegExp(`^${p} car \\d+ name$`))).toHaveCount(2);
      await taps.tap(page.getByRole('button', { name: 'Start game' }));
      await expect(page.getByRole('heading', { level: 1, name: 'Demolition' })).toBeVisible();
      await expect(page.getByText('Player 1’s car 2').or(page.getByText("Player 1's car 2")).first()).toBeVisible();
      console.log(`table tempo: start a game on a library sheet: ${taps.count} taps (budget 6)`);
      expect(taps.count).toBeLessThanOrEqual(6);

      // The game keeps its own copy: renaming the sheet in the library changes no game.
      const game = async () =>
        ((await dumpDb(page)).games as { setup: { sheet: { name: string }; cars: unknown[] } }[])[0];
      await expect.poll(async () => (await game())?.setup.sheet.name).toBe('Demolition');
      expect((await game())?.setup.cars).toHaveLength(4);
      await gotoStart(page);
      await page.getByRole('button', { name: 'Game sheets' }).click();
      await more(page, 'Demolition').click();
      await page.getByRole('button', { name: 'Rename' }).click();
      await page.getByLabel('New name').fill('Demolition II');
      await page.getByRole('button', { name: 'Save name' }).click();
      await expect(card(page, 'Demolition II')).toBeVisible();
      expect((await game())?.setup.sheet.name).toBe('Demolition');
    });
  });
}
