import type { Page } from '@playwright/test';
import { expect, gotoStart, test } from './fixtures';

// Issue 33: the sheet editor is out of the precache (its 300 KB budget). Opening the Game sheets
// library once with a connection stores it in the service worker's runtime cache, so the editor
// opens at a table with no signal; a phone that never got it says so instead of loading forever.

const EDITOR = /\/assets\/sheet-editor-[\w-]+\.(?:js|css)$/;
const CACHE = 'pitwall-sheet-editor';

/** Every URL in every Cache Storage cache, by cache name. */
const cached = (page: Page) =>
  page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) out[name] = (await (await caches.open(name)).keys()).map((r) => r.url);
    return out;
  });

const openLibrary = async (page: Page) => {
  await page.getByRole('button', { name: 'Game sheets' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Game sheets' })).toBeVisible();
};

test('one online visit to the sheet library (never reloaded) stores the editor outside the precache, and it opens offline', async ({
  page,
  context,
}) => {
  await gotoStart(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull(); // a first visit
  await openLibrary(page);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(async () => ((await cached(page))[CACHE] ?? []).length, { timeout: 30_000 }).toBe(2);
  const caches = await cached(page);
  expect(caches[CACHE]!.every((u) => EDITOR.test(u))).toBe(true);
  expect(caches[CACHE]!.filter((u) => u.endsWith('.css'))).toHaveLength(1);
  const precache = Object.entries(caches).filter(([name]) => name.includes('precache'));
  expect(precache.length).toBeGreaterThan(0);
  for (const [, urls] of precache) expect(urls.filter((u) => EDITOR.test(u.split('?')[0]!))).toEqual([]);

  await context.setOffline(true);
  const offline = await context.newPage();
  const served: string[] = [];
  offline.on('response', (r) => {
    if (EDITOR.test(new URL(r.url()).pathname) && r.fromServiceWorker()) served.push(r.url());
  });
  expect((await offline.goto('/'))?.fromServiceWorker()).toBe(true);
  await openLibrary(offline);
  await offline
    .getByRole('group', { name: 'New sheet from a starter' })
    .getByRole('button', { name: 'Hull and Hazards' })
    .click();
  await expect(offline.getByRole('heading', { level: 1, name: 'Game sheet' })).toBeVisible();
  await expect(offline.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Hull and Hazards');
  await expect(offline.locator('.se')).toHaveCSS('display', 'flex'); // its stylesheet came too
  expect(served.sort()).toEqual([...caches[CACHE]!].sort());
  await context.setOffline(false);
});

test('offline before the editor was stored: opening a sheet says what to do instead of loading forever', async ({
  context,
}) => {
  // The first visit's background download of the editor fails (the connection dropped).
  const failed: string[] = [];
  await context.route(EDITOR, (r) => r.abort());
  context.on('requestfailed', (r) => failed.push(r.url()));
  // Every page reads navigator.onLine as true, as Chromium does in a page opened after the browser
  // went offline and a phone behind a captive portal does: the message must come from the caches.
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'onLine', { get: () => true }));
  const first = await context.newPage();
  await gotoStart(first);
  await openLibrary(first);
  await first.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => failed.filter((u) => EDITOR.test(u)).length, { timeout: 30_000 }).toBeGreaterThan(0);
  expect((await cached(first))[CACHE] ?? []).toEqual([]);

  await context.setOffline(true);
  const page = await context.newPage();
  expect((await page.goto('/'))?.fromServiceWorker()).toBe(true);
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  await openLibrary(page);
  await page.getByRole('group', { name: 'New sheet from a starter' }).getByRole('button', { name: 'Blank' }).click();
  await expect(page.getByRole('alert')).toHaveText(/sheet editor is not on this phone yet.*with a connection/);
  await context.setOffline(false);
});
