// Issue 40, "a refusal appears where the finger is": on a guest phone, Bo's taps on Cy's Move,
// Brake, Supplies (a guided sheet, as Shoot) or a hit box are checked on his phone by the host's
// own seat check before anything is sent; the refusal is a small note next to the control tapped
// (on screen, role=alert), nothing reaches the host, and two taps show one note, never a stack of
// notices needing OK. Cy's card says whose car it is before any tap.
import type { Locator, Page } from '@playwright/test';
import { buildRoadWolf, expect, lockRoadWolf, test } from './fixtures';
import {
  card,
  checkGuestProblems,
  dialog,
  enterHere,
  fill,
  myHead as head,
  join,
  LIVE_LAUNCH,
  newPhone,
  shot,
  strip,
} from './live-phones';

test.use(LIVE_LAUNCH);
test.afterEach(checkGuestProblems);

const note = (page: Page) => page.locator('.tap-note');

/** The note is on screen and within ~100 px of the control tapped. */
async function nextTo(page: Page, control: Locator): Promise<void> {
  await expect(note(page)).toHaveCount(1);
  await expect(note(page)).toHaveAttribute('role', 'alert');
  const n = await note(page).boundingBox();
  const c = await control.boundingBox();
  const vp = page.viewportSize();
  expect(n && c && vp).toBeTruthy();
  if (!n || !c || !vp) return;
  // Distance between the two boxes (0 when they touch or overlap).
  const dx = Math.max(0, c.x - (n.x + n.width), n.x - (c.x + c.width));
  const dy = Math.max(0, c.y - (n.y + n.height), n.y - (c.y + c.height));
  expect(Math.hypot(dx, dy), 'the note is next to the control tapped').toBeLessThanOrEqual(100);
  expect(n.x).toBeGreaterThanOrEqual(0);
  expect(n.y).toBeGreaterThanOrEqual(0);
  expect(n.x + n.width).toBeLessThanOrEqual(vp.width);
  expect(n.y + n.height).toBeLessThanOrEqual(vp.height);
}

for (const [width, height] of [
  [390, 844],
  [360, 640],
] as const) {
  test(`Bo taps Cy’s Move, Brake, Supplies and a hit box on his phone: one note next to each, nothing sent (${width}x${height})`, async ({
    page: host,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await buildRoadWolf(host, 'Finger table', {
      Ann: [['Bolt', 'roadster']],
      Bo: [['Crusher', 'coupe']],
      Cy: [['Dart', 'coupe']],
    });
    await lockRoadWolf(host);
    const b = await newPhone(browser, baseURL as string);
    await join(host, b.page, 'Bo', true, /Finger table/);
    await b.page.setViewportSize({ width, height });
    // Cy wins the initiative: his turn first.
    await host.getByRole('button', { name: 'Roll for initiative' }).click();
    for (const [who, f] of [
      ['Ann', 1],
      ['Bo', 3],
      ['Cy', 6],
    ] as const) {
      if (who === 'Bo') await enterHere(host, 'Bo'); // Bo's phone is linked: the host enters for him
      await fill(host, who, f);
    }
    await dialog(host).getByRole('button', { name: 'Apply' }).click();
    await expect(b.page.getByLabel('Turn')).toContainText('Cy’s turn');

    // Before any tap: Cy's card on Bo's phone says whose it is; Bo's own card does not.
    const dart = card(b.page, 'Dart');
    await expect(dart.locator('[data-not-yours]')).toHaveText('Cy’s car');
    await expect(card(b.page, 'Crusher').locator('[data-not-yours]')).toHaveCount(0);
    // The host phone may act for anyone: nothing is marked there.
    await expect(card(host, 'Dart').locator('[data-not-yours]')).toHaveCount(0);
    await dart.locator('[data-not-yours]').scrollIntoViewIfNeeded();
    await shot(b.page, 'refusal-here-card');

    const h0 = await head(host, 'host');
    const move = dart.getByRole('button', { name: 'Move (1 action)' });
    await move.scrollIntoViewIfNeeded();
    await move.click();
    await expect(note(b.page)).toContainText('This is Cy’s to do: only Cy’s phone (or the host phone) can make it.');
    await nextTo(b.page, move);
    await shot(b.page, 'refusal-here-move');
    // A second tap: still one note, no notice in the live panel, no toast, nothing waiting or sent.
    await move.click();
    await nextTo(b.page, move);
    await expect(strip(b.page).getByRole('button', { name: 'OK' })).toHaveCount(0);
    await expect(b.page.locator('.toast')).toHaveCount(0);
    await expect(strip(b.page)).toHaveAttribute('data-live-waiting', '0');

    const brake = dart.getByRole('button', { name: /^Brake/ });
    await brake.click();
    await nextTo(b.page, brake);

    // An action that opens a guided sheet (Supplies, as Shoot): no sheet opens, the note says why.
    const supplies = dart.getByRole('button', { name: /^Supplies/ });
    await supplies.click();
    await nextTo(b.page, supplies);
    await expect(note(b.page)).toContainText('This is Cy’s car: only Cy’s phone (or the host phone) can act for it.');
    await expect(dialog(b.page)).toHaveCount(0);

    const box = dart.getByRole('button', { name: /^Mark a hit on Dart \(box 1 of/ });
    await box.scrollIntoViewIfNeeded();
    await box.click();
    await nextTo(b.page, box);
    await expect(note(b.page)).toContainText('only Cy’s phone (or the host phone)');
    await expect(box).toBeVisible(); // the box is still unmarked on Bo's phone
    await shot(b.page, 'refusal-here-hit');
    // The next tap elsewhere takes the note away.
    await b.page.getByRole('heading', { level: 1 }).click();
    await expect(note(b.page)).toHaveCount(0);

    // Nothing reached the host: its journal is as it was, Dart unmoved and unhit everywhere.
    await b.page.waitForTimeout(500);
    expect(await head(host, 'host')).toBe(h0);
    await expect(card(host, 'Dart').getByRole('button', { name: /^Mark a hit on Dart \(box 1 of/ })).toBeVisible();

    // Bo's own car is his: a tap on its hit box goes through.
    await card(b.page, 'Crusher')
      .getByRole('button', { name: /^Mark a hit on Crusher \(box 1 of/ })
      .click();
    await expect.poll(() => head(host, 'host')).toBe(h0 + 1);
    await expect(note(b.page)).toHaveCount(0);
    await b.context.close();
  });
}
