// Issue 40: "The live bar never covers a page's own controls". While this phone hosts live play and
// looks at another page, the bar "Live: … back to the table" sits at the bottom of the screen; it
// covered New game's Next (bar y 779-844, Next 788-836; the same at 360x640), so the tap went back
// to the old table and the new setup was lost. Every page now leaves it its height: the layout audit
// runs with the bar shown over New game (each step), the games list, the table, the reference and
// the settings, at 390x844 and 360x640, and New game's Next and Start game are tapped for real.
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { createGame, expect, test } from './fixtures';
import { audit, liveBarClear } from './layout-audit';
import { LIVE_LAUNCH, strip } from './live-phones';

test.use(LIVE_LAUNCH);

const SHOTS = '/tmp/shots-livebar';

async function check(page: Page, what: string) {
  const { width } = page.viewportSize()!;
  await page.screenshot({ path: `${SHOTS}/${what.replace(/\W+/g, '-')}-${width}.png` });
  expect(await liveBarClear(page), `${what}: covered by the live bar`).toEqual([]);
  expect(await audit(page), `${what}: layout`).toEqual([]);
}

for (const size of [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
]) {
  test(`the live bar covers no page's controls while this phone hosts (${size.width}x${size.height})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    mkdirSync(SHOTS, { recursive: true });
    await page.setViewportSize(size);
    await createGame(page, 'Bar night', [
      { name: 'Ann', cars: ['Red Fury'] },
      { name: 'Bo', cars: ['Blue Bolt'] },
    ]);
    await page.getByRole('button', { name: 'Game options' }).click();
    await page.getByRole('button', { name: 'Host live on several phones' }).click();
    await page.getByRole('button', { name: 'Ann’s phone' }).click();
    await expect(page.locator('.qr-loop')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(strip(page)).toHaveAttribute('data-live-role', 'host');
    await check(page, 'table');

    await page.getByRole('button', { name: 'Back' }).click();
    const bar = page.locator('.live-away');
    await expect(bar).toBeVisible();
    await check(page, 'games list');

    await page.getByRole('button', { name: 'New game' }).click();
    await expect(bar).toBeVisible();
    await check(page, 'new game, rules');
    await page.getByRole('button', { name: /^Free play/ }).click();
    // A real tap (Playwright refuses to click a button another element covers).
    await page.getByRole('button', { name: 'Next', exact: true }).click({ timeout: 5000 });
    await expect(page.getByLabel('Player 1 name')).toBeVisible();
    await check(page, 'new game, players');
    await page.getByRole('button', { name: 'Next', exact: true }).click({ timeout: 5000 });
    await expect(page.getByRole('button', { name: 'Start game' })).toBeVisible();
    await check(page, 'new game, cars');

    await page.goto('/#/reference');
    await expect(bar).toBeVisible();
    await check(page, 'reference');
    await page.goto('/#/settings');
    await expect(bar).toBeVisible();
    await check(page, 'settings');
  });
}
