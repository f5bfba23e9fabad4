// Issue 10: the printable record sheet. Game options → Print record sheet shows a preview and
// Print (window.print()); on paper only the sheet remains (no top bar, bottom bar, log, dialog or
// buttons), black on white, one block per car. The table's copy of a Road Wolf game never names a
// face-down token (issue 9); a player's own copy does, and leaves nothing behind when closed.
import type { Page } from '@playwright/test';
import { csGameFile, openCsGame, starter } from './custom-game';
import { createGame, expect, saved, startGame, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

const dialog = (page: Page) => page.getByRole('dialog');
const sheetRoot = (page: Page) => page.locator('body > .print-root');

async function openPrint(page: Page) {
  await page.getByRole('button', { name: 'Game options' }).click();
  await page.getByRole('button', { name: 'Print record sheet' }).click();
  await expect(dialog(page).getByRole('article', { name: 'Record sheet' })).toBeVisible();
}

/** With PRINT_PDF_DIR set, the PDFs and a screenshot of the Print sheet go there to be looked at. */
async function look(page: Page, name: string) {
  const dir = process.env.PRINT_PDF_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png` });
}

/** Counts window.print() calls instead of opening the browser's print dialog. */
async function stubPrint(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __prints: number };
    w.__prints = 0;
    window.print = () => void w.__prints++;
  });
}

/** In print media: the sheet is shown and nothing of the app is (no visible button anywhere). */
async function expectPaperOnly(page: Page) {
  await page.emulateMedia({ media: 'print' });
  await expect(sheetRoot(page)).toBeVisible();
  for (const chrome of ['header.topbar', 'nav.bottombar', 'main', 'dialog'])
    await expect(page.locator(chrome).first()).toBeHidden();
  await expect(page.locator('button:visible')).toHaveCount(0);
  // Black on white.
  const colours = await sheetRoot(page)
    .locator('.record-sheet')
    .evaluate((el) => {
      const cs = getComputedStyle(el);
      return [cs.color, cs.backgroundColor, getComputedStyle(document.body).backgroundColor];
    });
  expect(colours).toEqual(['rgb(0, 0, 0)', 'rgb(255, 255, 255)', 'rgb(255, 255, 255)']);
}

/**
 * A PDF of the page in a paper size: its page count (Chromium writes one /Type /Page per page).
 * Written to the test's output folder, or to PRINT_PDF_DIR to look at the pages.
 */
async function pdfPages(page: Page, format: 'A4' | 'Letter', path: string): Promise<number> {
  const dir = process.env.PRINT_PDF_DIR;
  const pdf = await page.pdf({ format, path: dir ? `${dir}/${path.split('/').pop()}` : path, printBackground: true });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  return (pdf.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? []).length;
}

test('Road Wolf: the table’s copy shows face-down tokens only as boxes; a player’s own copy names them', async ({
  page,
}, info) => {
  await startGame(page, {
    system: /^Road Wolf/,
    name: 'Print run',
    players: { Cat: ['Scorpion', 'Hornet'], Dan: ['Jackal', 'Viper'] },
  });
  await page.getByRole('button', { name: 'More points' }).click(); // 5 points each
  await page.getByLabel('Vehicle for Scorpion').selectOption('truck_4x4');
  await page.getByLabel('Vehicle for Hornet').selectOption('coupe');
  await page.getByLabel('Vehicle for Jackal').selectOption('muscle_car');
  await page.getByLabel('Vehicle for Viper').selectOption('roadster');
  await page.getByRole('button', { name: 'Cat: pick hidden tokens' }).click();
  for (const k of ['VETERAN', 'SPIKES']) await page.getByLabel('Add a token to Scorpion').selectOption(k);
  await page.getByRole('button', { name: "Done with Cat's tokens" }).click();
  await page.getByRole('button', { name: 'Dan: pick hidden tokens' }).click();
  for (const k of ['VETERAN', 'MOLOTOV']) await page.getByLabel('Add a token to Jackal').selectOption(k);
  await page.getByRole('button', { name: "Done with Dan's tokens" }).click();
  await page.getByRole('button', { name: 'Lock the forces' }).click();
  await dialog(page).getByRole('button', { name: 'Lock anyway' }).click(); // 2 of 5 tokens each
  await page.getByRole('button', { name: 'Roll for initiative' }).click();
  for (const [who, faces] of [
    ['Cat', [6, 6]],
    ['Dan', [1, 1]],
  ] as const)
    for (const f of faces)
      await dialog(page)
        .getByRole('button', { name: `${who}: ${f}`, exact: true })
        .click();
  await dialog(page).getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('button', { name: 'Mark a hit on Jackal (box 1 of 3)' }).click();
  await page.getByLabel('Notes on a vehicle').selectOption({ label: 'Viper' });
  await page.getByRole('button', { name: 'Add note' }).click();
  await page.getByLabel('Note for Viper').fill('Bent bumper');
  await page.getByRole('button', { name: 'Save note' }).click();
  await page.getByRole('button', { name: 'Done with notes' }).click();
  await saved(page);

  await openPrint(page);
  const preview = dialog(page).getByRole('article', { name: 'Record sheet' });
  await expect(dialog(page).getByRole('button', { name: 'The table’s copy' })).toHaveAttribute('aria-pressed', 'true');
  await expect(preview).toContainText('Table copy');
  await expect(preview).toContainText('Turn 1 · Cat to play');
  const jackal = preview.getByRole('region', { name: 'Record of Jackal' });
  await expect(jackal).toContainText('Vehicle: Muscle Car');
  await expect(jackal).toContainText('Hits (2 of 3 left)');
  await expect(jackal.getByRole('img', { name: 'Box 1 of 3: hit' })).toBeVisible();
  await expect(jackal.getByRole('img', { name: 'Box 3 of 3: clear' })).toBeVisible();
  await expect(jackal).toContainText('Nitro (gear)'); // the free Street Nitro is face up
  await expect(jackal).toContainText('2 hidden tokens: face down'); // the Veteran in the seat and the Molotov
  await expect(preview.getByRole('region', { name: 'Record of Viper' })).toContainText('Bent bumper');
  await expect(preview).not.toContainText(/Veteran|Spikes|Molotov/);

  await look(page, 'road-wolf-print-sheet');
  await stubPrint(page);
  await dialog(page).getByRole('button', { name: 'Print', exact: true }).click();
  expect(await page.evaluate(() => (window as unknown as { __prints: number }).__prints)).toBe(1);

  // On paper: the same sheet alone, still without a face-down token's name.
  await expectPaperOnly(page);
  const paper = sheetRoot(page);
  await expect(paper.locator('.rs-car')).toHaveCount(4);
  await expect(paper).toContainText('Bent bumper');
  expect(await paper.innerText()).not.toMatch(/Veteran|Spikes|Molotov/);
  const a4 = await pdfPages(page, 'A4', info.outputPath('road-wolf-table-a4.pdf'));
  const letter = await pdfPages(page, 'Letter', info.outputPath('road-wolf-table-letter.pdf'));
  console.log(
    `record sheet: Road Wolf, 2 players x 2 vehicles, table copy: ${a4} A4 page(s), ${letter} Letter page(s)`,
  );
  expect(a4).toBeGreaterThanOrEqual(1);
  expect(a4).toBeLessThanOrEqual(2);
  expect(letter).toBeLessThanOrEqual(2);

  // Cat's own copy: only Cat's block, the face-down tokens named where they sit.
  await page.emulateMedia({ media: 'screen' });
  await dialog(page).getByRole('button', { name: 'Cat’s own copy' }).click();
  // Hidden stays hidden: nothing of Cat's shows until Cat has the phone and asks for it.
  await expect(preview).toHaveCount(0);
  await expect(dialog(page)).not.toContainText('Veteran');
  await expect(sheetRoot(page)).not.toContainText('Veteran');
  await look(page, 'road-wolf-own-copy-ask');
  await dialog(page).getByRole('button', { name: 'Cat: show my copy' }).click();
  await expect(preview).toContainText('Cat’s own copy');
  await expect(preview).toContainText('Veteran (driver, face down)');
  await expect(preview).toContainText('Spikes (gear, face down)');
  await expect(preview.getByRole('region', { name: 'Record of Dan' })).toHaveCount(0);
  await expect(preview).not.toContainText('Molotov');
  await look(page, 'road-wolf-own-copy');
  await page.emulateMedia({ media: 'print' });
  await expect(sheetRoot(page)).toContainText('Veteran (driver, face down)');
  await expect(sheetRoot(page)).not.toContainText('Jackal');
  await page.emulateMedia({ media: 'screen' });

  // Closing takes the printable copy out of the page.
  await dialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(sheetRoot(page)).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText('Veteran');
});

test('Free play: players, cars and notes print on A4 and Letter; the app is not on the paper', async ({
  page,
}, info) => {
  await createGame(page, 'Garage night', [
    { name: 'Ann', cars: ['Red Fury', 'Rust Bucket'] },
    { name: 'Bo', cars: ['Blue Bolt'] },
  ]);
  await page.getByRole('article', { name: 'Blue Bolt' }).getByRole('button', { name: 'Add note' }).click();
  await page.getByRole('button', { name: 'Save note' }).waitFor();
  await page.getByLabel('Note for Blue Bolt').fill('Loose wheel, rear left');
  await page.getByRole('button', { name: 'Save note' }).click();
  await saved(page);

  await openPrint(page);
  const preview = dialog(page).getByRole('article', { name: 'Record sheet' });
  await expect(dialog(page).getByRole('group', { name: 'Which copy?' })).toHaveCount(0); // nothing hidden in free play
  await expect(preview).toContainText('Free play · Round 1');
  await expect(preview).not.toContainText('Table copy'); // nothing is face down in free play
  await expect(preview.getByRole('region', { name: 'Record of Ann' })).toContainText('Red Fury');
  await expect(preview.getByRole('region', { name: 'Record of Ann' })).toContainText('Rust Bucket');
  await expect(preview.getByRole('region', { name: 'Record of Blue Bolt' })).toContainText('Loose wheel, rear left');

  await expectPaperOnly(page);
  await expect(sheetRoot(page).locator('.rs-car')).toHaveCount(3);
  expect(await pdfPages(page, 'A4', info.outputPath('free-play-a4.pdf'))).toBe(1);
  expect(await pdfPages(page, 'Letter', info.outputPath('free-play-letter.pdf'))).toBe(1);
});

test('White Line Fever: each car’s speed prints on a 1-6 track with its face marked', async ({ page }, info) => {
  await startGame(page, {
    system: /^White Line Fever/,
    name: 'Highway print',
    players: { Ann: ['Red Fury'], Bo: ['Blue Bolt'] },
  });
  await page.getByRole('button', { name: 'Choose deployment' }).click();
  await dialog(page).getByRole('button', { name: 'Highway' }).click();
  await dialog(page).getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('button', { name: 'Roll off for placement' }).click();
  await dialog(page).getByRole('button', { name: 'Ann: 7' }).click();
  await dialog(page).getByRole('button', { name: 'Bo: 2' }).click();
  await dialog(page).getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('button', { name: 'Place Red Fury at speed 4' }).click();
  await page.getByRole('button', { name: 'Place Blue Bolt at speed 2' }).click();
  await saved(page);

  await openPrint(page);
  const fury = dialog(page).getByRole('region', { name: 'Record of Red Fury' });
  await expect(fury).toContainText('Speed: 4 (40 mph)');
  await expect(fury.getByRole('img', { name: 'Speed 4: marked' })).toBeVisible();
  await expect(fury.getByRole('img', { name: 'Speed 3: empty' })).toBeVisible();
  await expect(fury).toContainText('Flipped');
  await look(page, 'wlf-print-sheet');
  await expectPaperOnly(page);
  expect(await pdfPages(page, 'A4', info.outputPath('white-line-fever-a4.pdf'))).toBe(1);
  await expect(sheetRoot(page).getByRole('img', { name: 'Speed 2: marked' })).toHaveCount(1);
});

test('Your own game: every car’s own trackers, conditions and the players’ score print from the sheet', async ({
  page,
}, info) => {
  // Issue 33: the record sheet prints what the game's own sheet tracks (Lap Race: laps, a speed
  // row, damage boxes, conditions; the score), as the journal left it.
  const at = 1790000000000;
  const journal = [
    { type: 'cs.track', payload: { carId: 'bolt', tracker: 'damage', by: 2 } },
    { type: 'cs.track', payload: { carId: 'fury', tracker: 'speed', to: 4 } },
    { type: 'cs.track', payload: { carId: 'fury', tracker: 'laps', by: 1 } },
    { type: 'cs.condition', payload: { carId: 'bolt', condition: 'pits', on: true } },
    { type: 'cs.resource', payload: { playerId: 'ann', resource: 'points', by: 3 } },
  ].map((command, i) => ({ kind: 'do', command: { ...command, at: at + i } }));
  await openCsGame(page, csGameFile('Lap print', starter('lap-race'), journal));
  await openPrint(page);
  const preview = dialog(page).getByRole('article', { name: 'Record sheet' });
  const fury = preview.getByRole('region', { name: 'Record of Red Fury' });
  await expect(fury).toContainText('Laps');
  await expect(fury.getByRole('img', { name: 'Speed 4: marked' })).toBeVisible();
  await expect(fury.getByRole('img', { name: 'Speed 3: empty' })).toBeVisible();
  const bolt = preview.getByRole('region', { name: 'Record of Blue Bolt' });
  await expect(bolt).toContainText('Damage');
  await expect(bolt).toContainText('In the pits');
  await expect(preview.getByRole('region', { name: 'Record of Ann' })).toContainText('Points (score)');
  await expect(preview.getByRole('region', { name: 'Record of Ann' })).toContainText('3');
  await look(page, 'custom-print-sheet');
  await expect(preview.getByRole('region', { name: 'The game’s story' })).toContainText('Who hit whom');
  await expectPaperOnly(page);
  // The cars on the first page, the game's story (issue 42) on the second.
  expect(await pdfPages(page, 'A4', info.outputPath('custom-a4.pdf'))).toBe(2);
});
