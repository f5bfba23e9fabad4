import type { Page } from '@playwright/test';
import { createGame, expect, test } from './fixtures';

// Issue 40: the QR tools (the code display loop, the camera scanner, the game and sheet transfer
// sheets: src/ui/share/qr-tools.ts) are out of the precache, as the print view is. Opening a game
// once with a connection stores them in the service worker's runtime cache, so codes show and scan
// at a table with no signal; a phone that never got them says so where they were asked for, and
// live play's text code stays usable.

const QR = /\/assets\/qr-tools-[\w-]+\.(?:js|css)$/;
const CACHE = 'pitwall-qr-tools';
const PLAYERS = [
  { name: 'Ann', cars: ['Rust Bucket'] },
  { name: 'Bo', cars: ['Hornet'] },
];
const NOT_HERE = /QR codes are not on this phone yet.*with a connection/;

/** Every URL in every Cache Storage cache, by cache name. */
const cached = (page: Page) =>
  page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) out[name] = (await (await caches.open(name)).keys()).map((r) => r.url);
    return out;
  });

const option = async (page: Page, name: string) => {
  await page.getByRole('button', { name: 'Game options' }).click();
  await page.getByRole('button', { name }).click();
};

test('one online visit that opens a game stores the QR tools outside the precache, and codes show offline', async ({
  page,
  context,
}) => {
  await createGame(page, 'Codes later', PLAYERS);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(async () => ((await cached(page))[CACHE] ?? []).length, { timeout: 30_000 }).toBe(2);
  const caches = await cached(page);
  expect(caches[CACHE]!.every((u) => QR.test(u))).toBe(true);
  expect(caches[CACHE]!.filter((u) => u.endsWith('.css'))).toHaveLength(1);
  const precache = Object.entries(caches).filter(([name]) => name.includes('precache'));
  expect(precache.length).toBeGreaterThan(0);
  for (const [, urls] of precache) expect(urls.filter((u) => QR.test(u.split('?')[0]!))).toEqual([]);
  const game = page.url();

  await context.setOffline(true);
  const offline = await context.newPage();
  const served: string[] = [];
  offline.on('response', (r) => {
    if (QR.test(new URL(r.url()).pathname) && r.fromServiceWorker()) served.push(r.url());
  });
  expect((await offline.goto(game))?.fromServiceWorker()).toBe(true);
  await expect(offline.getByRole('heading', { level: 1, name: 'Codes later' })).toBeVisible();
  await option(offline, 'Show on screen (QR)');
  const show = offline.getByRole('dialog', { name: 'Show on screen' });
  await expect(show.locator('.qr-loop svg.qr-code')).toBeVisible();
  await expect(show.getByRole('alert')).toHaveCount(0);
  expect(served.sort()).toEqual([...caches[CACHE]!].sort());
  // The live code too (the host's QR loop, in live play's chunk).
  await offline.getByRole('button', { name: 'Close' }).click();
  await option(offline, 'Host live on several phones');
  await offline.getByRole('button', { name: 'Ann’s phone' }).click();
  await expect(offline.getByRole('dialog', { name: 'Host live' }).locator('.qr-loop svg.qr-code')).toBeVisible();
  await context.setOffline(false);
});

test('offline before the QR tools were stored: each door says so in place, and live play’s text code still works', async ({
  context,
}) => {
  // The first visit's background download of the QR tools fails (the connection dropped).
  const failed: string[] = [];
  await context.route(QR, (r) => r.abort());
  context.on('requestfailed', (r) => failed.push(r.url()));
  // navigator.onLine reads true (as in Chromium after going offline, or behind a captive portal):
  // the message must come from the caches.
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'onLine', { get: () => true }));
  const first = await context.newPage();
  await createGame(first, 'Codes never', PLAYERS);
  await first.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => failed.filter((u) => QR.test(u)).length, { timeout: 30_000 }).toBeGreaterThan(0);
  expect((await cached(first))[CACHE] ?? []).toEqual([]);

  await context.setOffline(true);
  const page = await context.newPage();
  expect((await page.goto(first.url()))?.fromServiceWorker()).toBe(true);
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Codes never' })).toBeVisible();

  // The games list: Scan a game says why under the button; Join live offers the paste box first.
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Scan a game from another phone' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(NOT_HERE);
  await page.getByRole('button', { name: 'Join live from another phone' }).click();
  const join = page.getByRole('dialog', { name: 'Join live' });
  await expect(join.getByRole('textbox', { name: "the host's code" })).toBeVisible();
  await expect(join.getByRole('alert')).toHaveText(NOT_HERE);
  await expect(join.getByRole('button', { name: 'Connect', exact: true })).toBeEnabled();
  await page.setViewportSize({ width: 360, height: 640 });
  await page.screenshot({ path: 'test-results/qr-offline-join-360.png' });
  await join.getByRole('button', { name: 'Close' }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open Codes never' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Codes never' })).toBeVisible();

  // Show on screen: a sheet that says why, with its close button.
  await option(page, 'Show on screen (QR)');
  const show = page.getByRole('dialog', { name: 'Show on screen' });
  await expect(show.getByRole('alert')).toHaveText(NOT_HERE);
  await page.screenshot({ path: 'test-results/qr-offline-show-390.png' });
  await show.getByRole('button', { name: 'Close' }).click();
  await expect(show).toHaveCount(0);

  // Host live: the code cannot be drawn; sharing it as text is still there.
  await option(page, 'Host live on several phones');
  await page.getByRole('button', { name: 'Ann’s phone' }).click();
  const host = page.getByRole('dialog', { name: 'Host live' });
  await expect(host.getByRole('alert')).toHaveText(NOT_HERE);
  await expect(host.getByRole('button', { name: 'Share as text' })).toBeVisible();
  await expect(host.locator('.qr-loop')).toHaveCount(0);
  await host.getByRole('button', { name: 'Close' }).click();

  await context.setOffline(false);
});
