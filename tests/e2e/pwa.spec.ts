import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, DIST } from '../../playwright.config';
import { createGame, dumpDb, expect, gotoStart, logRows, saved, test } from './fixtures';

test('after the first visit the app and a saved game open offline', async ({ page, context }) => {
  await createGame(page, 'Offline night', [
    { name: 'Ann', cars: ['Red'] },
    { name: 'Bo', cars: ['Blue'] },
  ]);
  await page.getByRole('button', { name: 'Pass turn' }).click();
  await saved(page);
  // registerType 'prompt': the first load is not controlled; once the worker is ready, reload.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  const response = await page.reload();
  expect(response?.fromServiceWorker()).toBe(true);
  await expect(page.getByLabel('Turn')).toContainText('Bo to play');
  await expect(logRows(page)).toHaveCount(1);
  // Every screen's chunk is precached: the dice tray and the setup wizard load with no network.
  await page.getByRole('button', { name: 'Dice tray' }).click();
  await page.getByRole('dialog', { name: 'Dice' }).getByRole('button', { name: 'Roll D6' }).click();
  await expect(page.getByRole('dialog', { name: 'Dice' }).getByLabel('Result').locator('.face')).toHaveCount(1);
  await page.getByRole('dialog', { name: 'Dice' }).getByRole('button', { name: 'Close' }).click();
  // The closed sheet pops its own history entry (history.back(), after the history settles): a
  // goto before that lands is undone by it (1 run in 5 under load).
  await expect(page.getByRole('dialog', { name: 'Dice' })).toBeHidden();
  await page.waitForFunction(() => !(history.state as { sheetDepth?: number } | null)?.sheetDepth);
  await page.goto('/#/new');
  await expect(page.getByRole('button', { name: /^Free play/ })).toBeVisible();
  await page.goto('/#/settings');
  await expect(page.getByText('Keep the screen on during a game')).toBeVisible();
  await context.setOffline(false);
});

test('the manifest makes the app installable', async ({ baseURL }) => {
  // Installability is only reported outside incognito, so this test uses a persistent profile.
  const dir = mkdtempSync(join(tmpdir(), 'pitwall-profile-'));
  const ctx = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    viewport: { width: 390, height: 844 },
  });
  try {
    const page = ctx.pages()[0] ?? (await ctx.newPage());
    await page.goto(baseURL as string);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const cdp = await ctx.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: unknown[];
    };
    expect(installabilityErrors).toEqual([]);
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({
      id: '/',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      short_name: 'Pitwall',
    });
    expect(manifest.theme_color).toMatch(/^#/);
    expect(manifest.background_color).toMatch(/^#/);
    const purposes = (manifest.icons as { sizes: string; purpose: string }[]).map((i) => `${i.sizes} ${i.purpose}`);
    expect(purposes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  } finally {
    await ctx.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the screen stays awake during a game when the setting is on', async ({ page }) => {
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { __wake: string[] }).__wake = calls;
    Object.defineProperty(navigator, 'wakeLock', {
      value: {
        request: async (type: string) => {
          calls.push(type);
          return {
            release: async () => void calls.push('release'),
            released: false,
            type,
            addEventListener() {},
            removeEventListener() {},
          };
        },
      },
    });
  });
  await createGame(page, 'Awake', [
    { name: 'Ann', cars: ['Red'] },
    { name: 'Bo', cars: ['Blue'] },
  ]);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __wake: string[] }).__wake)).toEqual(['screen']);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __wake: string[] }).__wake))
    .toEqual(['screen', 'release']);
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByLabel(/Keep the screen on/).uncheck();
  // Navigating away before the setting reached IndexedDB raced it (the test, not the app).
  await expect
    .poll(() =>
      dumpDb(page).then(
        (d) =>
          (d.settings as { key: string; value: { keepAwake?: boolean } }[] | undefined)?.find(
            (r) => r.key === 'settings',
          )?.value.keepAwake,
      ),
    )
    .toBe(false);
  await page.goto('/');
  await page.getByRole('button', { name: 'Open Awake' }).click();
  await expect(page.getByLabel('Turn')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __wake: string[] }).__wake)).toEqual([]);
});

test('a new version waits for the players: "Update ready", and after the tap the game is as it was', async ({
  page,
}) => {
  await createGame(page, 'Update night', [
    { name: 'Ann', cars: ['Red'] },
    { name: 'Bo', cars: ['Blue'] },
  ]);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.getByRole('button', { name: 'Pass turn' }).click();
  await page.getByRole('button', { name: 'Undo' }).click();
  await saved(page);

  // Deploy a new version: the served service worker changes (the server reads dist/ per request).
  const swPath = resolve(DIST, 'sw.js');
  const original = readFileSync(swPath, 'utf8');
  writeFileSync(swPath, `${original}\n// next deploy ${Date.now()}\n`);
  try {
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    await expect(page.getByText('Update ready')).toBeVisible();
    // Nothing reloads by itself: the page is the same document, mid-game.
    await page.evaluate(() => ((window as unknown as { __sameDoc: boolean }).__sameDoc = true));
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => (window as unknown as { __sameDoc?: boolean }).__sameDoc)).toBe(true);

    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Update', exact: true }).click()]);
    expect(await page.evaluate(() => (window as unknown as { __sameDoc?: boolean }).__sameDoc)).toBeUndefined();
    // Same screen, same game, same undo history.
    await expect(page.getByLabel('Turn')).toContainText('Ann to play');
    await expect(logRows(page)).toHaveCount(1);
    await expect(logRows(page).first()).toHaveClass(/struck/);
    await expect(page.getByRole('button', { name: 'Redo' })).toBeEnabled();
    await expect(page.getByText('Update ready')).toHaveCount(0);
  } finally {
    writeFileSync(swPath, original);
  }
});

test('in a browser tab the games list says once how to keep the games (install, export); Settings shows what the browser promised', async ({
  page,
}) => {
  await gotoStart(page);
  const hint = page.getByRole('region', { name: 'Keep your games' });
  // A first visit has no game to lose yet: the empty list alone.
  await expect(page.getByRole('heading', { name: 'No games yet' })).toBeVisible();
  await expect(hint).toBeHidden();
  await createGame(page, 'Worth keeping', [
    { name: 'Ann', cars: ['Red'] },
    { name: 'Bo', cars: ['Blue'] },
  ]);
  await saved(page);
  await gotoStart(page);
  await expect(hint).toContainText('Add Pitwall to your home screen');
  await expect(hint).toContainText('Share, then Add to Home Screen');
  await hint.getByRole('button', { name: 'Got it' }).click();
  await expect(hint).toHaveCount(0);
  await expect
    .poll(() =>
      dumpDb(page).then(
        (d) =>
          (d.settings as { key: string; value: { installHintDismissed?: boolean } }[] | undefined)?.find(
            (r) => r.key === 'settings',
          )?.value.installHintDismissed,
      ),
    )
    .toBe(true);
  await page.reload();
  await expect(page.getByRole('button', { name: 'New game' })).toBeVisible();
  await expect(hint).toHaveCount(0);
  // Headless Chromium answers navigator.storage.persisted() with false.
  await page.getByRole('button', { name: 'Settings' }).click();
  const keep = page.getByRole('region', { name: 'Your games on this device' });
  await expect(keep.locator('[data-persisted="false"]')).toContainText('may clear your games');
  await keep.getByRole('button', { name: 'Show how to install again' }).click();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(hint).toBeVisible();
});
