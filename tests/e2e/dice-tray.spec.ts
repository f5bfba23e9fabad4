// The dice tray (src/ui/dice): the result of the roll just tapped is in view without scrolling,
// on a small phone and a common one, for one die and for a full pool; and the tray's log writes a
// roll in the game log's words.

import type { Locator, Page } from '@playwright/test';
import { createGame, expect, logRows, saved, startWlfRound, test } from './fixtures';

const tray = (page: Page) => page.getByRole('dialog', { name: 'Dice' });

/** Sets the die type and the count (1..20) with the tray's own buttons. */
async function pick(page: Page, sides: number, count: number): Promise<void> {
  const t = tray(page);
  await t.getByRole('button', { name: `D${sides}`, exact: true }).click();
  const now = async () => Number(await t.getByLabel('Dice count').textContent());
  while ((await now()) < count) await t.getByRole('button', { name: 'One die more' }).click();
  while ((await now()) > count) await t.getByRole('button', { name: 'One die fewer' }).click();
  await expect(t.getByLabel('Dice count')).toHaveText(String(count));
}

/**
 * Where an element falls short of being seen whole: outside the viewport, or covered at an edge
 * (the sheet's sticky title, the backdrop, the end of the sheet). Empty when it is fully in view.
 */
async function hidden(el: Locator): Promise<string[]> {
  return el.evaluate((node) => {
    const r = node.getBoundingClientRect();
    const out: string[] = [];
    if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth) {
      out.push(`box ${Math.round(r.top)}..${Math.round(r.bottom)} outside ${innerWidth}x${innerHeight}`);
    }
    // The middle of each edge, 3 px in (a corner is rounded: it shows what is behind it).
    const cx = (r.left + r.right) / 2;
    const cy = (r.top + r.bottom) / 2;
    for (const [x, y] of [
      [cx, r.top + 3],
      [cx, r.bottom - 3],
      [r.left + 3, cy],
      [r.right - 3, cy],
    ] as const) {
      const hit = document.elementFromPoint(x, y);
      if (!hit || !(hit === node || node.contains(hit)))
        out.push(`covered at ${Math.round(x)},${Math.round(y)} by ${hit?.className || hit?.tagName}`);
    }
    return out;
  });
}

/** Rolls the picked pool and checks what a player must see right away: total, faces, Roll. */
async function rollAndLook(page: Page, label: string, count: number): Promise<Record<string, string[]>> {
  const t = tray(page);
  const roll = t.getByRole('button', { name: `Roll ${label}`, exact: true });
  await roll.click();
  const result = t.getByLabel('Result');
  // The pools alternate, so each roll changes the number of faces shown.
  await expect(result.locator('.face')).toHaveCount(count);
  const found: Record<string, string[]> = { result: await hidden(result), roll: await hidden(roll) };
  if (count > 1) {
    const total = result.locator('.total');
    const faces = (await result.locator('.face').allTextContents()).map(Number);
    await expect(total).toHaveText(`Total ${faces.reduce((a, b) => a + b, 0)}`);
    found.total = await hidden(total);
    // The programmatic check of the review: the total's bottom edge is above the fold.
    const box = await total.boundingBox();
    expect(box, `${label}: the total has a box`).not.toBeNull();
    expect(box!.y + box!.height, `${label}: the total's bottom`).toBeLessThanOrEqual(page.viewportSize()!.height);
  }
  found.lastFace = await hidden(result.locator('.face').last());
  // The card says what was rolled: the Roll button may already show another pool. (Soft: the
  // geometry above is still reported when this fails.)
  await expect.soft(result).toContainText(label);
  return found;
}

const pools = [
  { label: 'D6', sides: 6, count: 1 },
  { label: '3D20', sides: 20, count: 3 },
  { label: '20D6', sides: 6, count: 20 },
  { label: '8D8', sides: 8, count: 8 },
  { label: '20D20', sides: 20, count: 20 },
];

for (const vp of [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
  // A phone on its side: the controls and the result side by side (20D6 was below the fold).
  { width: 844, height: 390 },
]) {
  test(`${vp.width}x${vp.height}: the result of every roll is in view without scrolling, and so is Roll`, async ({
    page,
  }) => {
    await page.setViewportSize(vp);
    await page.goto('/');
    await page.getByRole('button', { name: 'Dice tray' }).click();
    const found: Record<string, Record<string, string[]>> = {};
    const none: Record<string, Record<string, string[]>> = {};
    // Pools switched back and forth, so the log grows and the sheet reaches its full height.
    for (const p of [...pools, ...pools]) {
      await pick(page, p.sides, p.count);
      const key = `${p.label} #${Object.keys(found).filter((k) => k.startsWith(`${p.label} `)).length + 1}`;
      found[key] = await rollAndLook(page, p.label, p.count);
      none[key] = Object.fromEntries(Object.keys(found[key]!).map((k) => [k, []]));
    }
    expect(found).toEqual(none);
  });
}

// Repeated taps at the table: Roll must not move as the tray's log fills (the sheet used to grow
// upward with every line, Roll went y 349 → 274 → 239 at 360x640), and the newest result stays in view.
for (const vp of [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
]) {
  test(`${vp.width}x${vp.height}: Roll stays in place as the log fills`, async ({ page }) => {
    await page.setViewportSize(vp);
    await page.goto('/');
    await page.getByRole('button', { name: 'Dice tray' }).click();
    await pick(page, 6, 3);
    const t = tray(page);
    const roll = t.getByRole('button', { name: 'Roll 3D6', exact: true });
    const rows = t.getByRole('list', { name: 'Roll log' }).locator('li');
    // Where the player first finds Roll, before any roll.
    const ys: Record<number, number> = { 0: Math.round((await roll.boundingBox())!.y) };
    const seen: Record<number, string[]> = {};
    for (let n = 1; n <= 12; n++) {
      await roll.click();
      await expect(rows).toHaveCount(n);
      if (![1, 2, 5, 12].includes(n)) continue;
      ys[n] = Math.round((await roll.boundingBox())!.y);
      seen[n] = await hidden(t.getByLabel('Result'));
    }
    // ±1 px: the same place after 1, 2, 5 and 12 rolls.
    for (const n of [1, 2, 5, 12])
      expect(Math.abs(ys[n]! - ys[0]!), `Roll y after ${n} rolls: ${JSON.stringify(ys)}`).toBeLessThanOrEqual(1);
    expect(seen).toEqual({ 1: [], 2: [], 5: [], 12: [] });
  });
}

test('360x640 in a game: 20D6 for a long purpose, typed from the table, shows its total at once', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await createGame(page, 'Fold', [
    { name: 'Ann', cars: ['Red Fury'] },
    { name: 'Bo', cars: ['Blue Bolt'] },
  ]);
  await page.getByRole('button', { name: 'Dice tray' }).click();
  const t = tray(page);
  // A few rolls first, so the game's log fills the sheet below the result.
  for (let i = 0; i < 4; i++) await t.getByRole('button', { name: 'Roll D6', exact: true }).click();
  await pick(page, 6, 20);
  const rollY = (await t.getByRole('button', { name: 'Roll 20D6' }).boundingBox())!.y;
  await t.getByLabel('What the roll is for').fill('Smash the barricade with everything the van carries');
  await t.getByRole('button', { name: 'Enter table dice' }).click();
  for (let i = 0; i < 20; i++) await t.getByRole('button', { name: `Face ${(i % 6) + 1}`, exact: true }).click();
  await t.getByRole('button', { name: 'Log 20D6' }).click();
  const result = t.getByLabel('Result');
  // 1..6 three times, then 1 and 2: 3 × 21 + 3.
  await expect(result.locator('.total')).toHaveText('Total 66');
  await expect.soft(result).toContainText('Smash the barricade with everything the van carries: 20D6 (table dice)');
  expect({
    result: await hidden(result),
    total: await hidden(result.locator('.total')),
    roll: await hidden(t.getByRole('button', { name: 'Roll 20D6' })),
  }).toEqual({
    result: [],
    total: [],
    roll: [],
  });
  // The face pad scrolled the sheet; once it closes, Roll is back in its place.
  expect(Math.abs((await t.getByRole('button', { name: 'Roll 20D6' }).boundingBox())!.y - rollY)).toBeLessThanOrEqual(
    1,
  );
});

test('the tray writes a roll as the game log does', async ({ page }) => {
  await createGame(page, 'Words', [
    { name: 'Ann', cars: ['Red Fury'] },
    { name: 'Bo', cars: ['Blue Bolt'] },
  ]);
  await page.getByRole('button', { name: 'Dice tray' }).click();
  const t = tray(page);
  const trayRows = t.getByRole('list', { name: 'Roll log' }).locator('li .what');

  await pick(page, 20, 3);
  await t.getByLabel('What the roll is for').fill('Ram');
  await t.getByRole('button', { name: 'Roll 3D20', exact: true }).click();
  const faces = (await t.getByLabel('Result').locator('.face').allTextContents()).join(' ');
  await expect(trayRows.first()).toHaveText(`Ram: 3D20 ${faces}`);

  await pick(page, 8, 1);
  await t.getByRole('button', { name: 'Enter table dice' }).click();
  await t.getByRole('button', { name: 'Face 7', exact: true }).click();
  await t.getByRole('button', { name: 'Log D8' }).click();
  await expect(trayRows.first()).toHaveText('Roll: D8 7 (table dice)');
  await expect(trayRows).toHaveCount(2);
  const inTray = await trayRows.allTextContents();
  await t.getByRole('button', { name: 'Close' }).click();

  // The game log, newest first, reads the same two lines.
  await expect(logRows(page).nth(0).locator('.text')).toHaveText(inTray[0]!);
  await expect(logRows(page).nth(1).locator('.text')).toHaveText(inTray[1]!);

  // Away from a game the tray's own log uses the same words.
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Dice tray' }).click();
  await t.getByRole('button', { name: 'D12', exact: true }).click();
  await t.getByRole('button', { name: 'Roll D12', exact: true }).click();
  const face = await t.getByLabel('Result').locator('.face').textContent();
  await expect(trayRows.first()).toHaveText(`Roll: D12 ${face}`);
});

test('issue 41: in a game with guided rolls a tray roll is no game step: Undo still takes back the table action, and "Rolls in this game" lists the game\'s rolls', async ({
  page,
}) => {
  await startWlfRound(page, 'Tray aside', [
    ['Red Fury', 'Ann', 3],
    ['Blue Bolt', 'Bo', 3],
  ]);
  const undo = page.getByRole('navigation', { name: 'Game actions' }).getByRole('button', { name: /^Undo\b/ });
  const lastStep = await undo.getAttribute('title');
  expect(lastStep).toMatch(/^Undo: .*drives first/);
  const rowsBefore = await logRows(page).count();

  await page.getByRole('button', { name: 'Dice tray' }).click();
  const t = tray(page);
  await expect(t.getByRole('heading', { name: 'Rolls in this game' })).toBeVisible();
  const rows = t.getByRole('list', { name: 'Roll log' }).locator('li .what');
  // The game's own rolls: both roll-offs of the setup (placement order, first Driver), in the log's words.
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('drives first');
  await expect(rows.nth(1)).toContainText('Ann');
  await t.getByLabel('What the roll is for').fill('Bo test pool');
  await t.getByRole('button', { name: 'Roll D6', exact: true }).click();
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toHaveText(/^Bo test pool: D6 [1-6]$/);
  await t.getByRole('button', { name: 'Close' }).click();

  // Not a step of the game: the log and Undo are as before the roll.
  await expect(logRows(page)).toHaveCount(rowsBefore);
  await expect(undo).not.toHaveAccessibleDescription(/test pool/);
  await expect(undo).toHaveAttribute('title', lastStep!);
  await saved(page);
  // The tray keeps it with this game on this phone.
  await page.reload();
  await page.getByRole('button', { name: 'Dice tray' }).click();
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText('Bo test pool');
});
