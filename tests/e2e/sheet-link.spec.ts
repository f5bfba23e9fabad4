// Issue 40, "a game sheet as a link" and "join without a camera": Ann sends a sheet from her
// library as a link (no share sheet here: the clipboard, said on screen); Bo's phone, offline,
// opens the link in the installed app, which offers to add the sheet and adds it through the same
// door as a file; a cut link says what is wrong and adds nothing. A phone with no camera (no fake
// device, nothing granted) gets the no-camera way at once wherever the scanner opens: Scan a sheet
// takes the pasted link, Scan a game says to send a file, Join live takes the host's code as text.
import type { Page } from '@playwright/test';
import { createGame, expect, gotoStart, test } from './fixtures';
import { audit } from './layout-audit';
import { checkGuestProblems, LIVE_LAUNCH, newPhone, shot, strip } from './live-phones';

test.use(LIVE_LAUNCH);
test.afterEach(checkGuestProblems);

const sheetCard = (page: Page, name: string) => page.locator('.sheet-card').filter({ hasText: name });
const offer = (page: Page) => page.getByRole('region', { name: 'A sheet sent as a link' });
const dialog = (page: Page) => page.getByRole('dialog');

/** No share sheet; a clipboard that records what it is given. */
async function recordClipboard(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __copied: string[] };
    w.__copied = [];
    Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (t: string) => void w.__copied.push(t) },
    });
  });
}
const copied = async (page: Page) =>
  (await (
    await page.waitForFunction(() => (window as unknown as { __copied: string[] }).__copied.at(-1))
  ).jsonValue()) as string;

async function sendAsLink(page: Page, name: string): Promise<string> {
  await page.getByRole('button', { name: `More for ${name}`, exact: true }).click();
  await page.getByRole('button', { name: 'Send as a link' }).click();
  await expect(page.locator('.toast')).toContainText(`Link to “${name}” copied.`);
  return copied(page);
}

for (const [width, height] of [
  [390, 844],
  [360, 640],
] as const) {
  test(`a sheet sent as a link opens on another phone, offline, which adds it; a cut link adds nothing (${width}x${height})`, async ({
    page: ann,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await ann.setViewportSize({ width, height });
    await recordClipboard(ann);
    await gotoStart(ann);
    await ann.getByRole('button', { name: 'Game sheets' }).click();
    await ann
      .getByRole('group', { name: 'New sheet from a starter' })
      .getByRole('button', { name: 'Hull and Hazards' })
      .click();
    await expect(ann.getByRole('heading', { level: 1, name: 'Game sheet' })).toBeVisible();
    await ann.getByRole('button', { name: 'Back' }).click();
    const link = await sendAsLink(ann, 'Hull and Hazards');
    // The app's own origin and a hash route: the installed app's shell opens it, with no server.
    expect(link).toMatch(new RegExp(`^${baseURL}/#/sheets/[A-Za-z0-9_-]+$`));
    console.log(`sheet link: Hull and Hazards is ${link.length} characters`);
    await shot(ann, 'sheet-link-sent');

    // Bo's phone has opened Pitwall before (installed: the service worker holds the shell), then goes offline.
    const b = await newPhone(browser, baseURL as string);
    const bo = b.page;
    await bo.setViewportSize({ width, height });
    await gotoStart(bo);
    await bo.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await bo.reload();
    expect(await bo.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await b.context.setOffline(true);

    // A link cut short in the message: it says so, and nothing is added.
    await bo.goto(link.slice(0, -12));
    await expect(offer(bo).getByRole('alert')).toContainText('This link is cut short or was changed on the way.');
    await expect(offer(bo).getByRole('alert')).toContainText('Nothing was added.');
    expect(await audit(bo), 'a cut link').toEqual([]);
    await offer(bo).getByRole('button', { name: 'OK' }).click();
    await expect(offer(bo)).toHaveCount(0);
    await expect(bo.getByText(/^None yet/)).toBeVisible();

    // The whole link: the sheet is offered, then added.
    await bo.goto(link);
    await expect(offer(bo)).toContainText('Add the game sheet “Hull and Hazards” to your sheets?');
    await expect(offer(bo)).toContainText('5\u00a0trackers');
    expect(await audit(bo), 'the offer').toEqual([]);
    await shot(bo, 'sheet-link-offer');
    await offer(bo).getByRole('button', { name: 'Add to my sheets' }).click();
    await expect(bo.locator('.toast')).toContainText('Received the sheet “Hull and Hazards”: it is in Game sheets.');
    await expect(offer(bo)).toHaveCount(0);
    await expect(sheetCard(bo, 'Hull and Hazards')).toContainText('5 trackers');
    expect(new URL(bo.url()).hash).toBe('#/sheets');
    await b.context.close();
  });
}

test('a phone without a camera: Scan a sheet takes the pasted link at once, Scan a game says to send a file, Join live takes the code as text', async ({
  page: ann,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await recordClipboard(ann);
  await createGame(ann, 'No camera table', [
    { name: 'Ann', cars: ['Bolt'] },
    { name: 'Bo', cars: ['Crusher'] },
  ]);
  await ann.goto('/#/sheets');
  await ann
    .getByRole('group', { name: 'New sheet from a starter' })
    .getByRole('button', { name: 'Hull and Hazards' })
    .click();
  await expect(ann.getByRole('heading', { level: 1, name: 'Game sheet' })).toBeVisible();
  await ann.getByRole('button', { name: 'Back' }).click();
  const link = await sendAsLink(ann, 'Hull and Hazards');

  // Bo's phone: no camera at all (no fake device, no permission), and a clipboard it can copy to.
  const b = await newPhone(browser, baseURL as string);
  const bo = b.page;
  await recordClipboard(bo);
  await gotoStart(bo);
  await bo.getByRole('button', { name: 'Game sheets' }).click();
  await bo.getByRole('button', { name: 'Scan a sheet' }).click();
  const box = dialog(bo).getByRole('textbox', { name: 'The sheet’s link' });
  await expect(box).toBeVisible();
  await expect(dialog(bo).locator('.qr-scanner').getByRole('status')).toHaveText(/camera/i);
  expect(await audit(bo), 'Scan a sheet without a camera').toEqual([]);
  await shot(bo, 'scan-sheet-no-camera');
  await box.fill('see https://chat.example.com/x');
  await dialog(bo).getByRole('button', { name: 'Open the link' }).click();
  await expect(dialog(bo).getByRole('alert')).toHaveText(
    'That is not a sheet’s link: a sheet’s link has #/sheets/ in it.',
  );
  await box.fill(`Pitwall game sheet “Hull and Hazards”: ${link}`);
  await dialog(bo).getByRole('button', { name: 'Open the link' }).click();
  await offer(bo).getByRole('button', { name: 'Add to my sheets' }).click();
  await expect(sheetCard(bo, 'Hull and Hazards')).toBeVisible();

  // Scan a game, on the games list: the way without a camera is said at once.
  await bo.getByRole('button', { name: 'Back' }).click();
  await bo.getByRole('button', { name: /^Scan a game/ }).click();
  await expect(dialog(bo)).toContainText('Without a camera: on the other phone, Game options → Export to file');
  await dialog(bo).getByRole('button', { name: 'Close' }).click();

  // Join live: the host's code as text (Ann's phone has no camera either: the answer comes back as text).
  await ann.goto('/');
  await ann.getByRole('button', { name: /Open No camera table/ }).click();
  await ann.getByRole('button', { name: 'Game options' }).click();
  await ann.getByRole('button', { name: 'Host live on several phones' }).click();
  await ann.getByRole('button', { name: 'Ann’s phone' }).click();
  await dialog(ann).getByRole('button', { name: 'Share as text' }).click();
  const invitation = await copied(ann);
  await bo.getByRole('button', { name: 'Join live from another phone' }).click();
  await dialog(bo).getByRole('textbox', { name: "the host's code" }).fill(invitation);
  await dialog(bo).getByRole('button', { name: 'Connect', exact: true }).click();
  await dialog(bo).getByRole('button', { name: 'Share as text' }).click();
  const answer = await copied(bo);
  expect(answer).toMatch(/^My Pitwall code: PWL1~a~/);
  await dialog(ann).getByRole('button', { name: '2. Scan the code it shows' }).click();
  // No camera on the host either: its paste box is there at once, no "Paste the code instead" needed.
  await dialog(ann).getByRole('textbox', { name: "the joining phone's code" }).fill(answer);
  await dialog(ann).getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(ann.getByRole('status').filter({ hasText: /^Connected: 1 phone/ })).toBeVisible();
  await ann.getByRole('button', { name: 'Done' }).click();
  await expect(strip(bo)).toHaveAttribute('data-live-link', 'open');
  await expect(bo.getByRole('heading', { level: 1, name: /No camera table/ })).toBeVisible();
  await b.context.close();
});
