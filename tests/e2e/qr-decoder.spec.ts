import { mkdirSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { encode } from 'uqr';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium-args.mjs';
import { CAMERA_ARGS, lumaOf, writeY4m } from './fake-camera';
import { expect, test } from './fixtures';

// Issue 15: the QR decoder (ZXing wasm + barcode-detector ponyfill, ~475 KB gzip) is out of the
// precache. A phone without native QR reading (Chromium on Linux here) stores it in the service
// worker's runtime cache in the background after its first visit, so a scan works offline; a
// phone that reads QR codes itself never downloads it.

const DECODER = /\/assets\/(?:qr-decoder-[\w-]+\.js|zxing_reader-[\w-]+\.wasm)$/;
const CACHE = 'pitwall-qr-decoder';

/** Every URL in every Cache Storage cache, by cache name. */
const cached = (page: Page) =>
  page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) out[name] = (await (await caches.open(name)).keys()).map((r) => r.url);
    return out;
  });

// Issue 40: the scanner itself is one of the QR tools, off the precache too, stored on the first
// interest (a game, the sheets library or a live sheet opens): these visits open the library.
const TOOLS = 'pitwall-qr-tools';
const showInterest = async (page: Page) => {
  await page.getByRole('button', { name: 'Game sheets' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Game sheets' })).toBeVisible();
  await expect.poll(async () => ((await cached(page))[TOOLS] ?? []).length, { timeout: 30_000 }).toBe(2);
};

test('without native QR reading: one online visit (never reloaded) stores the decoder outside the precache, and a scan reads a code through ZXing offline', async ({
  baseURL,
}, info) => {
  const text = 'pitwall decoder offline check';
  const qr = encode(text, { ecc: 'M', border: 4 });
  const dir = info.outputPath('camera');
  mkdirSync(dir, { recursive: true });
  const y4m = `${dir}/code.y4m`;
  writeY4m(y4m, [lumaOf(qr.data, 6)], 10);

  const cam = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...CAMERA_ARGS, `--use-file-for-fake-video-capture=${y4m}`],
  });
  try {
    const phone = await cam.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      permissions: ['camera'],
      serviceWorkers: 'allow',
    });
    const origin = new URL(baseURL as string).origin;
    const offOrigin: string[] = [];
    phone.on('request', (r) => {
      if (/^https?:/.test(r.url()) && new URL(r.url()).origin !== origin) offOrigin.push(r.url());
    });
    const first = await phone.newPage();
    await first.goto('/');
    expect(await first.evaluate(() => navigator.serviceWorker.controller)).toBeNull(); // a first visit: not controlled
    await expect.poll(async () => ((await cached(first))[CACHE] ?? []).length, { timeout: 30_000 }).toBe(2);
    await showInterest(first);
    const caches = await cached(first);
    expect(caches[CACHE]!.every((u) => DECODER.test(u))).toBe(true);
    expect(caches[CACHE]!.filter((u) => u.endsWith('.wasm'))).toHaveLength(1);
    const precache = Object.entries(caches).filter(([name]) => name.includes('precache'));
    expect(precache.length).toBeGreaterThan(0);
    for (const [, urls] of precache) {
      expect(urls.length).toBeGreaterThan(10);
      expect(urls.filter((u) => DECODER.test(u.split('?')[0]!))).toEqual([]);
    }

    await phone.setOffline(true);
    const page = await phone.newPage();
    expect((await page.goto('/'))?.fromServiceWorker()).toBe(true);
    await page.evaluate(() => {
      (window as unknown as { reads: string[] }).reads = [];
      window.addEventListener('pitwall:qr', (e) =>
        (window as unknown as { reads: string[] }).reads.push((e as CustomEvent<string>).detail),
      );
    });
    await page.getByRole('button', { name: 'Scan a game from another phone' }).click();
    await expect(page.locator('.qr-scanner')).toHaveAttribute('data-decoder', 'zxing', { timeout: 20_000 });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { reads: string[] }).reads), { timeout: 20_000 })
      .toContain(text);
    expect(offOrigin).toEqual([]);
  } finally {
    await cam.close();
  }
});

test.use({
  launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...CAMERA_ARGS] },
  permissions: ['camera'],
});

test.describe('with native QR reading', () => {
  test('a phone whose browser reads QR codes never downloads the decoder, and its scanner uses the native one', async ({
    page,
  }) => {
    // A BarcodeDetector that reads 'qr_code', as on Android Chrome (this Chromium has none).
    await page.addInitScript(() => {
      class NativeDetector {
        static getSupportedFormats = async () => ['qr_code'];
        detect = async () => [] as Array<{ rawValue: string }>;
      }
      (window as unknown as { BarcodeDetector: unknown }).BarcodeDetector = NativeDetector;
    });
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto('/');
    // The warm-up chunk loads once the service worker is ready; run it again to its end.
    await expect
      .poll(() => requests.find((u) => /\/assets\/qr-warm-[\w-]+\.js$/.test(u)) ?? '', { timeout: 30_000 })
      .not.toBe('');
    const warm = requests.find((u) => /\/assets\/qr-warm-[\w-]+\.js$/.test(u))!;
    await page.evaluate((u) => import(u).then((m: { warmQrDecoder: () => Promise<void> }) => m.warmQrDecoder()), warm);
    await page.getByRole('button', { name: 'Scan a game from another phone' }).click();
    await expect(page.locator('.qr-scanner')).toHaveAttribute('data-decoder', 'native');
    expect(requests.filter((u) => DECODER.test(u))).toEqual([]);
    expect(await page.evaluate((name) => caches.has(name), CACHE)).toBe(false);
  });
});

test('offline before the decoder was stored: the scan says what to do instead of failing silently', async ({
  context,
}) => {
  // The first visit's background download of the decoder fails (the connection dropped).
  const failed: string[] = [];
  await context.route(/\/assets\/zxing_reader-[\w-]+\.wasm$/, (r) => r.abort());
  context.on('requestfailed', (r) => failed.push(r.url()));
  // Every page reads navigator.onLine as true, as Chromium does in a page opened after the browser
  // went offline and a phone behind a captive portal does: the message must come from the caches.
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'onLine', { get: () => true }));
  const first = await context.newPage();
  await first.goto('/');
  await first.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => failed.filter((u) => DECODER.test(u)).length, { timeout: 30_000 }).toBeGreaterThan(0);
  expect(((await cached(first))[CACHE] ?? []).filter((u) => u.endsWith('.wasm'))).toEqual([]);
  await showInterest(first);

  await context.setOffline(true);
  const page = await context.newPage();
  expect((await page.goto('/'))?.fromServiceWorker()).toBe(true);
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  await page.getByRole('button', { name: 'Scan a game from another phone' }).click();
  await expect(page.locator('.qr-scanner')).toHaveAttribute('data-decoder', 'failed', { timeout: 20_000 });
  await expect(page.locator('.qr-scanner-status')).toHaveText(
    /not on this phone yet.*with a connection.*Export to file/,
  );
  mkdirSync('/tmp/shots-p', { recursive: true });
  await page.screenshot({ path: '/tmp/shots-p/scan-offline-no-decoder-390x844.png' });
  await page.setViewportSize({ width: 360, height: 640 });
  await page.screenshot({ path: '/tmp/shots-p/scan-offline-no-decoder-360x640.png' });
});
