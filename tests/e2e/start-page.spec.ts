// Issue 15: the start page is the prerendered games list plus one small script; the app loads on
// the first tap, which it then answers. Measured here in the browser, not from the build's files.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { DIST } from '../../playwright.config';
import { createGame, expect, gotoStart, tapCounter, test } from './fixtures';

const BUDGET = 14_336; // one TCP initial window (issue 15)

function figure(action: string, taps: number, budget: number) {
  console.log(`table tempo: ${action}: ${taps} taps (budget ${budget})`);
  expect(taps, `${action}: ${taps} taps, budget ${budget}`).toBeLessThanOrEqual(budget);
}

/**
 * Same-origin paths the page itself asks for. Not counted, like the service worker's precache
 * fill: the QR decoder that a phone without native QR reading stores in the background once the
 * service worker is ready (src/pwa/qr-warm.ts; npm run size reports it on its own line).
 */
function pageRequests(page: Page, origin: string): string[] {
  const paths: string[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.origin === origin && !/\/assets\/(zxing_reader-[\w-]+\.wasm|qr-decoder-[\w-]+\.js)$/.test(u.pathname))
      paths.push(u.pathname);
  });
  return paths;
}

const gz = (path: string) => {
  const file = join(DIST, path === '/' ? 'index.html' : path.replace(/^\//, ''));
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
};

test('with no tap the start page fetches one window of bytes and none of the app; the first tap loads the app and is answered', async ({
  page,
  baseURL,
}) => {
  const paths = pageRequests(page, new URL(baseURL as string).origin);
  await gotoStart(page);
  await expect(page.getByRole('heading', { name: 'No games yet' })).toBeVisible();
  // The service worker registers after load, when idle; let it and everything it starts settle.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForTimeout(1500);
  const fetched = [...new Set(paths)];
  const bytes = fetched.reduce((s, p) => s + gz(p), 0);
  console.log(`start page: ${fetched.length} requests, ${bytes} B gzip (budget ${BUDGET}): ${fetched.join(' ')}`);
  expect(bytes).toBeLessThanOrEqual(BUDGET);
  expect(fetched.filter((p) => /\/assets\/(boot|app-state|jsxRuntime|signals|preact|games-screen)/.test(p))).toEqual(
    [],
  );

  // The first tap is held while the app loads, then answered: no second tap needed.
  const before = paths.length;
  const t = tapCounter();
  await t.tap(page.getByRole('button', { name: 'Dice tray' }));
  await expect(page.getByRole('dialog', { name: 'Dice' })).toBeVisible();
  expect(paths.slice(before).some((p) => /\/assets\/boot-/.test(p))).toBe(true);
  figure('open the dice tray from the start page', t.count, 1);
});

test('the prerendered card of an empty start page is never replaced and is its largest paint (no install hint before a game exists)', async ({
  page,
}) => {
  // The install hint (a browser tab, storage not promised) would be drawn after the storage check
  // and its paragraph is larger; a first visit has no game to lose, so it is not drawn, and
  // nothing painted later is larger than the card the HTML parser made.
  await gotoStart(page);
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: Element[]; __first: Element | null };
    w.__lcp = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__lcp.push((e as unknown as { element: Element }).element);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    // Before any of the app's code has run: the node the HTML parser made.
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') w.__first = document.querySelector('.games-list p');
    });
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No games yet' })).toBeVisible();
  await page.waitForTimeout(500);
  const r = await page.evaluate(() => {
    const w = window as unknown as { __lcp: Element[]; __first: Element | null };
    const p = document.querySelector('.games-list p');
    return { kept: p !== null && p === w.__first, lcpIsIt: w.__lcp[w.__lcp.length - 1] === p };
  });
  expect(r).toEqual({ kept: true, lcpIsIt: true });
  await expect(page.getByRole('region', { name: 'Keep your games' })).toHaveCount(0);
});

test('saved games filled in by the start page are the nodes the app takes over: a game opens and its menu works with one tap each', async ({
  page,
}) => {
  await createGame(page, 'Start page', [
    { name: 'Ann', cars: ['Red'] },
    { name: 'Bo', cars: ['Blue'] },
  ]);
  await gotoStart(page);
  const open = page.getByRole('button', { name: 'Open Start page', exact: true });
  await expect(open).toBeVisible();
  await expect(page.getByText('Free play · 2 players')).toBeVisible();
  // Before any tap the app is not there: the list came from the start page alone.
  expect(
    await page.evaluate(() => performance.getEntriesByType('resource').some((e) => /\/assets\/boot-/.test(e.name))),
  ).toBe(false);
  const t = tapCounter();
  await t.tap(page.getByRole('button', { name: 'More for Start page' }));
  await expect(page.getByRole('button', { name: 'Rename' })).toBeVisible();
  figure("open a saved game's menu from the start page", t.count, 1);
  await page.getByRole('button', { name: 'More for Start page' }).click();
  await expect(page.getByRole('button', { name: 'Rename' })).toHaveCount(0);
  await page.reload();
  t.start();
  await t.tap(open);
  await expect(page.getByLabel('Turn')).toBeVisible();
  figure('open a saved game from the start page', t.count, 1);
});
