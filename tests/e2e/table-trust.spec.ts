// Issue 9 on a White Line Fever table: results say what to do with the model (in the sheet and in
// the log entry), a car can be corrected from its card, Undo/Redo say what they take back, and
// the phone's Back closes a half-filled sheet without leaving the game.
import type { Page } from '@playwright/test';
import { createGame, expect, logRows, startWlfRound, tapCounter, test } from './fixtures';

const dialog = (page: Page) => page.getByRole('dialog');
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

async function apply(page: Page) {
  await dialog(page).getByRole('button', { name: 'Apply' }).click();
  await expect(dialog(page)).toHaveCount(0);
}

/** Ann (Red Fury 4) and Bo (Blue Bolt 3), Ann drives Red Fury and has made one straight. */
async function wlfInPlay(page: Page): Promise<void> {
  await startWlfRound(page, 'Trust', [
    ['Red Fury', 'Ann', 4],
    ['Blue Bolt', 'Bo', 3],
  ]);
  await page.getByRole('button', { name: 'Red Fury speed 4' }).click();
  await page.getByRole('button', { name: 'Straight' }).click();
  await expect(page.getByLabel('Round')).toContainText('Maneuvers: 1 of 4');
}

async function shoot(page: Page, w: number, h: number, name: string) {
  await page.setViewportSize({ width: w, height: h });
  await page.screenshot({ path: `/tmp/shots-c/${name}-${w}x${h}.png` });
}

test('a Fire result says what to do with the model, in the sheet and in the log entry; Undo and Redo say what they did', async ({
  page,
}) => {
  await wlfInPlay(page);
  await page.getByRole('button', { name: 'Fire' }).click();
  await dialog(page)
    .getByRole('button', { name: /^Blue Bolt/ })
    .click();
  await dialog(page).getByRole('button', { name: 'Fire roll: 3' }).click();
  // Issue 41: no range or back shot declared, so nothing can change the result: it stands.
  await expect(dialog(page).getByRole('group', { name: /Which result/ })).toHaveCount(0);
  const outcome = dialog(page).getByLabel('Outcome');
  await expect(outcome).toContainText('On the table: turn Blue Bolt upside down, then set its speed die to 1.');
  for (const [w, h] of [
    [390, 844],
    [360, 640],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await outcome.getByText(/^On the table:/).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots-c/fire-reminder-${w}x${h}.png` });
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await apply(page);

  // Undo says what it would take back, before the tap (its description) and after (a toast).
  const undo = page.getByRole('navigation', { name: 'Game actions' }).getByRole('button', { name: /^Undo\b/ });
  await expect(undo).toHaveAccessibleDescription(/^Red Fury fires at Blue Bolt: Flip Over \(D8 3\)/);
  await shoot(page, 360, 640, 'bottom-bar');
  await shoot(page, 390, 844, 'bottom-bar');
  // The bar keeps one line of buttons at 360 px: all three share the same top and fit the width.
  await page.setViewportSize({ width: 360, height: 640 });
  const boxes = await page
    .getByRole('navigation', { name: 'Game actions' })
    .getByRole('button')
    .evaluateAll((bs) => bs.map((b) => b.getBoundingClientRect().toJSON() as DOMRect));
  expect(new Set(boxes.map((b) => Math.round(b.top))).size).toBe(1);
  for (const b of boxes) expect(b.right).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 390, height: 844 });

  // The log row opens the whole entry: who, the chart row, the change and the model.
  await logRows(page).first().getByRole('button').click();
  const entry = page.getByRole('dialog', { name: 'Log entry' });
  await expect(entry).toContainText('Red Fury fires at Blue Bolt: Flip Over (D8 3)');
  await expect(entry).toContainText('Ann');
  await expect(entry).toContainText("Fire chart: 3 is equal to the target's speed → Flip Over.");
  await expect(entry).toContainText('On the table: turn Blue Bolt upside down, then set its speed die to 1.');
  await shoot(page, 390, 844, 'log-entry');
  await shoot(page, 360, 640, 'log-entry');
  await page.setViewportSize({ width: 390, height: 844 });
  await entry.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(entry).toHaveCount(0);
  // Closed normally, the sheet took its history entry with it: Back is not swallowed later.
  await page.waitForFunction(() => !(history.state as { sheetDepth?: number } | null)?.sheetDepth);

  await undo.click();
  await expect(page.getByRole('status').filter({ hasText: 'Undone: Red Fury fires at Blue Bolt' })).toBeVisible();
  await expect(card(page, 'Blue Bolt')).not.toContainText('Flipped');
  const redo = page.getByRole('navigation', { name: 'Game actions' }).getByRole('button', { name: /^Redo\b/ });
  await expect(redo).toHaveAccessibleDescription(/^Red Fury fires at Blue Bolt/);
  await redo.click();
  await expect(page.getByRole('status').filter({ hasText: 'Redone: Red Fury fires at Blue Bolt' })).toBeVisible();
  await expect(card(page, 'Blue Bolt')).toContainText('Flipped');
});

test('a White Line Fever car is corrected from its card in three taps, logged as a correction', async ({ page }) => {
  await wlfInPlay(page);
  const t = tapCounter();
  t.start();
  await t.tap(page.getByRole('button', { name: 'Correct Blue Bolt' }));
  const sheet = page.getByRole('dialog', { name: 'Correct a car' });
  await expect(
    sheet.getByRole('group', { name: 'Which car?' }).getByRole('button', { name: /^Blue Bolt/ }),
  ).toHaveAttribute('aria-pressed', 'true');
  await t.tap(sheet.getByRole('group', { name: /^Speed/ }).getByRole('button', { name: '5', exact: true }));
  await expect(sheet.getByLabel('Outcome')).toContainText('On the table: set Blue Bolt’s speed die to 5.');
  await shoot(page, 390, 844, 'wlf-correct');
  await shoot(page, 360, 640, 'wlf-correct');
  await page.setViewportSize({ width: 390, height: 844 });
  await t.tap(sheet.getByRole('button', { name: 'Apply' }));
  await expect(sheet).toHaveCount(0);
  console.log(`table tempo: WLF correction (speed): ${t.count} taps (budget 3)`);
  expect(t.count).toBeLessThanOrEqual(3);
  await expect(card(page, 'Blue Bolt').getByRole('button', { name: /^Speed 5, 50 mph/ })).toBeVisible();
  await expect(logRows(page).first()).toContainText('Blue Bolt corrected: speed 5');
  await shoot(page, 390, 844, 'wlf-card');
  await shoot(page, 360, 640, 'wlf-card');
});

test('Back closes a half-filled sheet first and the game stays on screen', async ({ page }) => {
  await wlfInPlay(page);
  const url = page.url();
  await page.getByRole('button', { name: 'Fire' }).click();
  await dialog(page)
    .getByRole('button', { name: /^Blue Bolt/ })
    .click();
  await expect(dialog(page)).toHaveCount(1);
  await page.goBack();
  await expect(dialog(page)).toHaveCount(0);
  expect(page.url()).toBe(url);
  await expect(page.getByLabel('Round')).toContainText('Ann drives Red Fury');
  await expect(page.getByLabel('Round')).toContainText('Maneuvers: 1 of 4');
  // A second sheet after that behaves the same, and Back after it closes normally leaves the game as usual.
  await page.getByRole('button', { name: 'Correct Red Fury' }).click();
  await page.getByRole('dialog', { name: 'Correct a car' }).getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog(page)).toHaveCount(0);
  await page.waitForFunction(() => !(history.state as { sheetDepth?: number } | null)?.sheetDepth);
  expect(page.url()).toBe(url);
  await page.goBack();
  await expect(page).not.toHaveURL(url);
});

test('a sheet opened right after another closed stays open (the closed one’s history step does not close it)', async ({
  page,
}) => {
  await createGame(page, 'Quick hands', [
    { name: 'Ann', cars: ['Red'] },
    { name: 'Bo', cars: ['Blue'] },
  ]);
  for (let i = 0; i < 5; i++) {
    await page.getByRole('button', { name: 'Dice tray' }).click();
    const tray = page.getByRole('dialog', { name: 'Dice' });
    await expect(tray).toBeVisible();
    // Close, and reopen in the next task after the sheet has gone (a quick second tap): the closed
    // sheet's history.back() is still on its way then.
    await page.evaluate(() => {
      const d = document.querySelector('dialog[open]') as HTMLDialogElement;
      d.addEventListener(
        'close',
        () => setTimeout(() => (document.querySelector('[aria-label="Dice tray"]') as HTMLButtonElement).click(), 0),
        { once: true },
      );
      (d.querySelector('[aria-label="Close"]') as HTMLButtonElement).click();
    });
    await page.waitForTimeout(300);
    await expect(tray, `round ${i + 1}: the reopened tray is still open`).toBeVisible();
    // Back closes it and leaves the game on screen; nothing stale is left for the next Back.
    await page.goBack();
    await expect(tray).toHaveCount(0);
    await expect(page.getByLabel('Turn')).toContainText('Ann to play');
  }
});

test('a navigation right after a sheet closed lands where it was going (the sheet’s history step does not undo it)', async ({
  page,
}) => {
  await createGame(page, 'Quick feet', [
    { name: 'Ann', cars: ['Red'] },
    { name: 'Bo', cars: ['Blue'] },
  ]);
  await page.getByRole('button', { name: 'Dice tray' }).click();
  await expect(page.getByRole('dialog', { name: 'Dice' })).toBeVisible();
  await page.evaluate(() => {
    // A slow history traversal, as WebKit's can be: the sheet's step back lands 50 ms later.
    const back = history.back.bind(history);
    history.back = () => void setTimeout(back, 50);
    const d = document.querySelector('dialog[open]') as HTMLDialogElement;
    d.addEventListener(
      'close',
      () =>
        setTimeout(() => (document.querySelector('[aria-label="Rules reference"]') as HTMLButtonElement).click(), 0),
      { once: true },
    );
    (d.querySelector('[aria-label="Close"]') as HTMLButtonElement).click();
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Rules reference' })).toBeVisible();
  await page.waitForTimeout(300);
  await expect(page.getByRole('heading', { level: 1, name: 'Rules reference' })).toBeVisible();
  // Back returns to the game, not to a stale sheet entry.
  await page.goBack();
  await expect(page.getByLabel('Turn')).toContainText('Ann to play');
});
