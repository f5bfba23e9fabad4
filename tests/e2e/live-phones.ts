// The live-play e2e specs' shared phones (issue 14 §2, issue 31): extra browser contexts guarded
// like the fixture's page, the QR scanner's test hook that hands the offer and answer codes between
// them, and the host-and-guest handshake. Each spec calls test.use(LIVE_LAUNCH) and
// test.afterEach(checkGuestProblems).
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium-args.mjs';
import { expect, type tapCounter } from './fixtures';

// Chromium hides host addresses behind mDNS names unless told otherwise; on one machine there is
// no mDNS responder to resolve them, so the addresses are shown (a real phone resolves the names
// on its Wi-Fi). Loopback is allowed as a candidate too, so a machine with no other interface
// (a CI container) still has one.
export const LIVE_LAUNCH = {
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--disable-features=WebRtcHideLocalIpsWithMdns', '--allow-loopback-in-peer-connection'],
  },
};

export const qrText = (page: Page) => page.locator('.qr-loop').first().getAttribute('data-qr-text');

export async function feed(page: Page, text: string): Promise<void> {
  await page.waitForFunction(() => typeof window.__pitwallQrFeed === 'function');
  await page.evaluate((t) => window.__pitwallQrFeed?.(t), text);
}

/** Records when this phone's own log head changes: [epoch ms, head]. */
export function recordHeads(): void {
  const w = window as unknown as { __heads: [number, number][] };
  w.__heads = [];
  let last = -1;
  new MutationObserver(() => {
    const el =
      document.querySelector('[data-live-phone="me"] [data-live-head]') ??
      document.querySelector('[data-live-role="host"] [data-live-phone="host"] [data-live-head]');
    const h = el ? Number(el.getAttribute('data-live-head')) : -1;
    if (h !== last) {
      last = h;
      w.__heads.push([Date.now(), h]);
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-live-head'] });
}

/** The other phones get the same guards as the fixture's: no CSP violation, no request off the origin. */
const guestProblems: string[] = [];
export function checkGuestProblems(): void {
  const found = guestProblems.splice(0);
  expect(found, 'guest phones: CSP violations and requests that left the origin').toEqual([]);
}

export async function newPhone(browser: Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const origin = new URL(baseURL).origin;
  context.on('request', (r) => {
    const u = new URL(r.url());
    if ((u.protocol === 'http:' || u.protocol === 'https:') && u.origin !== origin)
      guestProblems.push(`request ${r.url()}`);
  });
  await context.exposeBinding('__reportCsp', (_src, v: string) => void guestProblems.push(`CSP ${v}`));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCsp: (v: string) => void }).__reportCsp(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  await context.addInitScript(recordHeads);
  const page = await context.newPage();
  return { context, page };
}

export const strip = (page: Page) => page.getByRole('region', { name: 'Live play' });
export const myHead = async (page: Page, role: 'host' | 'guest') =>
  Number(
    await page
      .locator(`[data-live-phone="${role === 'host' ? 'host' : 'me'}"] [data-live-head]`)
      .getAttribute('data-live-head'),
  );

/** SHOTS=<dir>: the page at 390x844 and 360x640 for a person to look at (no assertion). */
export async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS;
  if (!dir) return;
  const size = page.viewportSize();
  await page.screenshot({ path: `${dir}/${name}-390.png` });
  await page.setViewportSize({ width: 360, height: 640 });
  await page.screenshot({ path: `${dir}/${name}-360.png` });
  if (size) await page.setViewportSize(size);
}

/**
 * Host side: a new offer (Host live the first time, Add a phone after), the guest scans it,
 * shows its answer, the host scans that. `first`: the guest has not joined before.
 */
export async function connect(
  host: Page,
  guest: Page,
  opts: {
    /** 'again': hosting a game this phone hosted before (whose phone it is is not asked again). */
    firstHost: boolean | 'again';
    fromList: boolean | 'menu';
    taps?: ReturnType<typeof tapCounter>;
    /** The guest's host ended live play (its Reconnect asks the host to host again). */
    ended?: boolean;
    /** Whose phone the host is, the first time it hosts; Ann’s unless said. */
    hostSeat?: string;
    /**
     * Issue 40: the host's sheet is still open on the last phone's "Connected" (it was not closed):
     * "Add another phone" there, rather than Done and "Add a phone".
     */
    another?: true;
    /** Issue 40: leave the host's sheet open once connected (the next phone follows). */
    keepOpen?: true;
  },
): Promise<void> {
  const tap = async (l: ReturnType<Page['getByRole']>) => (opts.taps ? opts.taps.tap(l) : l.click());
  if (opts.another) {
    await tap(host.getByRole('button', { name: 'Add another phone' }));
  } else if (opts.firstHost) {
    await tap(host.getByRole('button', { name: 'Game options' }));
    await tap(host.getByRole('button', { name: 'Host live on several phones' }));
    if (opts.firstHost !== 'again') await tap(host.getByRole('button', { name: opts.hostSeat ?? 'Ann’s phone' }));
  } else {
    await tap(strip(host).getByRole('button', { name: 'Add a phone' }));
  }
  const offer = await qrText(host);
  expect(offer).toMatch(/^PWL1~o~/);
  if (opts.firstHost)
    console.log(
      `live: offer code ${offer!.length} characters, QR version ${await host.locator('.qr-code').first().getAttribute('data-qr-version')} at ecc L`,
    );
  if (opts.fromList === 'menu') {
    await tap(guest.getByRole('button', { name: 'Game options' }));
    await tap(guest.getByRole('button', { name: 'Join live from the host’s phone' }));
  } else if (opts.fromList) await tap(guest.getByRole('button', { name: 'Join live from another phone' }));
  else await tap(strip(guest).getByRole('button', { name: 'Reconnect' }));
  // What the host taps to show its code: "Add a phone" once it is live ("Host live" is gone then).
  await expect(guest.locator('[data-live-host-step]')).toHaveAttribute(
    'data-live-host-step',
    opts.fromList === false && !opts.ended ? 'reconnect' : 'join',
  );
  await feed(guest, offer as string);
  await expect(guest.locator('.qr-loop')).toBeVisible();
  const answer = await qrText(guest);
  expect(answer).toMatch(/^PWL1~a~/);
  await tap(host.getByRole('button', { name: '2. Scan the code it shows' }));
  await feed(host, answer as string);
  await expect(host.getByRole('status').filter({ hasText: /^Connected: / })).toBeVisible();
  if (!opts.keepOpen) await tap(host.getByRole('button', { name: 'Done' }));
  await expect(strip(guest)).toHaveAttribute('data-live-link', 'open');
}

export const dialog = (page: Page) => page.getByRole('dialog');
export const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
export const pending = (page: Page) => page.getByRole('region', { name: 'Pending' });
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Taps `face` on the dice question `label` (its text, or a pattern for it) until it has all its dice. */
export async function fill(page: Page, label: string | RegExp, face: number): Promise<void> {
  const name = typeof label === 'string' ? esc(label) : label.source;
  const pad = dialog(page).getByRole('group', { name: new RegExp(`^${name}: tap the faces? you threw$`) });
  await expect(pad).toBeVisible();
  for (let i = 0; i < 12 && (await pad.count()) > 0; i++)
    await pad.getByRole('button', { name: new RegExp(`^${name}: ${face}$`) }).click();
  await expect(pad).toHaveCount(0);
}

/**
 * Issue 40: a question another connected phone's player answers shows "Bo is rolling…" on this
 * phone; "Enter for Bo here" takes it over (the table's phone entering for a player).
 */
export async function enterHere(page: Page, player: string): Promise<void> {
  await dialog(page)
    .getByRole('button', { name: `Enter for ${player} here` })
    .click();
}

/** Taps the faces thrown for the dice question `label`. */
export async function pad(page: Page, label: string, ...faces: number[]): Promise<void> {
  for (const f of faces)
    await dialog(page)
      .getByRole('button', { name: `${label}: ${f}`, exact: true })
      .click();
  await expect(dialog(page).getByRole('group', { name: `${label}: ${faces.join(' ')}`, exact: true })).toBeVisible();
}

export async function apply(page: Page): Promise<void> {
  await dialog(page).getByRole('button', { name: 'Apply' }).click();
  await expect(dialog(page)).toHaveCount(0);
}

/** Uses a face-down token from its owner's private panel on the car's card. */
export async function useHidden(page: Page, car: string, button: string): Promise<void> {
  await card(page, car)
    .getByRole('button', { name: `Owner: look at the hidden tokens of ${car}` })
    .click();
  await card(page, car).getByRole('button', { name: button }).click();
}

export async function endTurn(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'End turn' }).click();
  await dialog(page).getByRole('button', { name: 'End the turn' }).click();
  await expect(dialog(page)).toHaveCount(0);
}

// ---- Road Wolf live: sheets, hidden tokens and seats (hidden-live, hidden-trust) ----

/** Joins a new phone as `player`'s: the game arrives, the seat is claimed, the host shows it up to date. */
export async function join(host: Page, guest: Page, player: string, first: boolean, game: RegExp) {
  await guest.goto('/');
  await connect(host, guest, { firstHost: first, fromList: true });
  await expect(guest.getByRole('heading', { level: 1, name: game })).toBeVisible();
  await strip(guest)
    .getByRole('button', { name: `${player}’s phone` })
    .click();
  await expect(
    strip(host)
      .locator('[data-live-phone]')
      .filter({ hasText: `${player} · up to date` }),
  ).toHaveCount(1);
}
