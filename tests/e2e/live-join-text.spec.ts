// Issue 39, "Join without a camera": a joining phone whose camera is missing (getUserMedia rejects
// NotFoundError) joins by the host's code pasted as text, and its answer goes back the same way:
// the host shares its code (Web Share), the guest has no Web Share and copies its code, the host
// pastes it. No QR test hook is used: every code goes through the pasted text. Both phones then
// play the same game. At 390x844 and 360x640, the new sheets photographed into
// /tmp/shots-joinshare/ and audited (16 px text, 48 px targets, nothing off the screen's width).
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { createGame, expect, test } from './fixtures';
import { audit } from './layout-audit';
import { checkGuestProblems, LIVE_LAUNCH, myHead, newPhone, strip } from './live-phones';

test.use(LIVE_LAUNCH);
test.afterEach(checkGuestProblems);

const SHOTS = '/tmp/shots-joinshare';
const sheet = (page: Page) => page.getByRole('dialog');

/** The layout audit, and every control and line of the open sheet inside the screen's width. */
async function check(page: Page, what: string) {
  expect(await audit(page), what).toEqual([]);
  const width = page.viewportSize()!.width;
  const out = await sheet(page)
    .locator('button, textarea, p, svg')
    .evaluateAll(
      (els, w) =>
        els
          .filter((e) => e.getBoundingClientRect().width > 0)
          .map((e) => ({ r: e.getBoundingClientRect(), t: (e.textContent ?? e.tagName).slice(0, 30) }))
          .filter(({ r }) => r.left < 0 || r.right > w + 0.5)
          .map(({ r, t }) => `${t}: ${Math.round(r.left)}..${Math.round(r.right)}`),
      width,
    );
  expect(out, `${what}: off the screen's width`).toEqual([]);
}

async function photo(page: Page, name: string) {
  const { width } = page.viewportSize()!;
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
}

for (const size of [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
]) {
  test(`a phone without a camera joins by pasted text, its answer goes back as text, both play one game (${size.width}x${size.height})`, async ({
    page: host,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    mkdirSync(SHOTS, { recursive: true });
    await host.setViewportSize(size);
    // The host phone has Web Share (what it shares is recorded) and a camera that is still starting.
    await host.addInitScript(() => {
      const w = window as unknown as { __shared: string[] };
      w.__shared = [];
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (d: ShareData) => void w.__shared.push(d.text ?? ''),
      });
      navigator.mediaDevices.getUserMedia = () => new Promise<MediaStream>(() => undefined);
    });
    await createGame(host, 'Text table', [
      { name: 'Ann', cars: ['Bolt'] },
      { name: 'Bo', cars: ['Crusher'] },
    ]);

    // Bo's phone: no camera, no Web Share, a clipboard that refuses the first copy (what it copies is recorded).
    const b = await newPhone(browser, baseURL as string);
    const bo = b.page;
    await bo.setViewportSize(size);
    await bo.addInitScript(() => {
      const w = window as unknown as { __copied: string[]; __refuse: number };
      w.__copied = [];
      w.__refuse = 1;
      Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: {
          writeText: async (t: string) => {
            if (w.__refuse-- > 0) throw new DOMException('Write permission denied.', 'NotAllowedError');
            w.__copied.push(t);
          },
        },
      });
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException('Requested device not found', 'NotFoundError'));
    });
    await bo.goto('/');

    // Ann hosts and shares her code as text.
    await host.getByRole('button', { name: 'Game options' }).click();
    await host.getByRole('button', { name: 'Host live on several phones' }).click();
    await host.getByRole('button', { name: 'Ann’s phone' }).click();
    await expect(host.locator('.qr-loop')).toBeVisible();
    await sheet(host).getByRole('button', { name: 'Share as text' }).click();
    const shared = await host.waitForFunction(() => (window as unknown as { __shared: string[] }).__shared[0]);
    const offerMessage = (await shared.jsonValue()) as string;
    expect(offerMessage).toMatch(/^Join my Pitwall game: PWL1~o~\S+$/);
    expect(offerMessage).toContain((await host.locator('.qr-loop').getAttribute('data-qr-text')) as string);
    console.log(`join by text: the host's message is ${offerMessage.length} characters`);
    await photo(host, 'host-offer');
    await check(host, 'host: the code with Share as text');

    // Bo: Join live. The camera is missing: the paste box comes first at once, the scanner under it saying why.
    await bo.getByRole('button', { name: 'Join live from another phone' }).click();
    const pasteBox = sheet(bo).getByRole('textbox', { name: "the host's code" });
    await expect(pasteBox).toBeVisible();
    const scanner = sheet(bo).locator('.qr-scanner');
    await expect(scanner.getByRole('status')).toHaveText('No camera found on this device.');
    expect((await pasteBox.boundingBox())!.y).toBeLessThan((await scanner.boundingBox())!.y);
    await expect(sheet(bo).getByRole('button', { name: 'Paste the code instead' })).toHaveCount(0);
    await photo(bo, 'guest-no-camera');
    await check(bo, 'guest: no camera, the paste box');

    // Another app's link is refused under the button, saying what to paste.
    const connectBo = sheet(bo).getByRole('button', { name: 'Connect', exact: true });
    await pasteBox.fill('https://chat.example.com/invite/AbCdEf123');
    await connectBo.click();
    const refusal = sheet(bo).getByRole('alert');
    await expect(refusal).toHaveText('No whole Pitwall code in that. Paste the whole message the host phone shared.');
    const below = (await refusal.boundingBox())!.y - ((await connectBo.boundingBox())!.y + 48);
    expect(below, 'the refusal is right under Connect').toBeLessThan(40);
    await photo(bo, 'guest-paste-refused');
    await check(bo, 'guest: a refused paste');

    // The whole shared message, pasted: Bo's phone makes its code. No Web Share there, and the
    // clipboard refuses: the code is shown as text to select; the next tap copies it.
    await pasteBox.fill(offerMessage);
    await connectBo.click();
    await expect(bo.locator('.qr-loop')).toBeVisible();
    await sheet(bo).getByRole('button', { name: 'Share as text' }).click();
    const asText = sheet(bo).getByRole('textbox', { name: 'The code: copy it' });
    await expect(asText).toHaveValue(/^My Pitwall code: PWL1~a~\S+$/);
    await expect(asText).toHaveJSProperty('readOnly', true);
    const shownText = await asText.inputValue();
    await asText.scrollIntoViewIfNeeded();
    await photo(bo, 'guest-answer-as-text');
    await check(bo, 'guest: its code as text to select');
    await sheet(bo).getByRole('button', { name: 'Share as text' }).click();
    await expect(sheet(bo).getByRole('status').filter({ hasText: 'Copied' })).toHaveText(
      'Copied. Send it to the other phone.',
    );
    const copied = await bo.waitForFunction(() => (window as unknown as { __copied: string[] }).__copied[0]);
    const answerMessage = (await copied.jsonValue()) as string;
    expect(answerMessage, 'what was copied is what was shown').toBe(shownText);
    expect(answerMessage).toMatch(/^My Pitwall code: PWL1~a~\S+$/);
    expect(answerMessage).toContain((await bo.locator('.qr-loop').getAttribute('data-qr-text')) as string);
    await photo(bo, 'guest-answer-copied');
    await check(bo, 'guest: its code, copied');

    // Ann: Scan the code it shows, then Paste the code instead, and the copied message.
    await sheet(host).getByRole('button', { name: '2. Scan the code it shows' }).click();
    await expect(sheet(host).locator('.qr-scanner')).toBeVisible();
    await photo(host, 'host-scan');
    await check(host, 'host: the scanner and Paste the code instead');
    await sheet(host).getByRole('button', { name: 'Paste the code instead' }).click();
    await expect(sheet(host).locator('.qr-scanner')).toHaveCount(0);
    const hostBox = sheet(host).getByRole('textbox', { name: "the joining phone's code" });
    // Her own code back is refused: it is not the joining phone's.
    await hostBox.fill(offerMessage);
    await sheet(host).getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(sheet(host).getByRole('alert')).toHaveText(
      'That is not the joining phone’s code. Paste the whole message the joining phone shared.',
    );
    await photo(host, 'host-paste-refused');
    await check(host, 'host: the paste box, a refusal');
    await hostBox.fill(answerMessage);
    await sheet(host).getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(host.getByRole('status').filter({ hasText: /^Connected: 1 phone/ })).toBeVisible();
    await host.getByRole('button', { name: 'Done' }).click();

    // One game on both phones: Bo takes his seat; Ann passes her turn; both show Bo to play at one head.
    await expect(strip(bo)).toHaveAttribute('data-live-link', 'open');
    await expect(bo.getByRole('heading', { level: 1, name: /Text table/ })).toBeVisible();
    await strip(bo).getByRole('button', { name: 'Bo’s phone' }).click();
    await expect(
      strip(host)
        .locator('[data-live-phone]')
        .filter({ hasText: /^Bo · up to date$/ }),
    ).toHaveCount(1);
    await host.locator('.bottombar button.primary').click();
    const turn = (p: Page) => p.locator('section[aria-label="Turn"] strong');
    await expect(turn(host)).toHaveText('Bo to play');
    await expect(turn(bo)).toHaveText('Bo to play');
    await expect.poll(async () => (await myHead(bo, 'guest')) === (await myHead(host, 'host'))).toBe(true);
    await b.context.close();
  });
}
