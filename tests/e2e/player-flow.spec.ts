import { deflateSync } from 'node:zlib';
import { createGame, expect, logRows, saved, test } from './fixtures';

/** A real PNG of w x h pixels (a flat colour), made here so the test needs no binary fixture. */
function png(w: number, h: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = (crcTable[(c ^ x) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type), data]);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, c]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(w * 3, 0x80)]);
  const raw = Buffer.concat(Array.from({ length: h }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('every listed rule system can be picked: none is coming soon any more (issues 11, 12)', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'New game' }).click();
  for (const name of ['White Line Fever', 'Road Wolf', 'Dirty Wheels', 'Car Cult D20', 'Free play']) {
    const option = page.getByRole('button', { name: new RegExp(`^${name}`) });
    await expect(option).toBeEnabled();
    await expect(option).not.toContainText('Coming soon');
  }
});

test('a new game with players, cars and a photo, then turns, dice, undo, redo and a reload', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByLabel('Game name').fill('Friday crash');
  await page.getByRole('button', { name: /^Free play/ }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: /^Add player/ }).click();
  await page.getByLabel('Player 1 name').fill('Ann');
  await page.getByLabel('Player 2 name').fill('Bo');
  await page.getByLabel('Player 3 name').fill('Cy');
  // Colours are picked from a palette.
  await page.getByRole('button', { name: /Player 3 colour: .*Change colour/ }).click();
  await page.getByRole('button', { name: 'purple' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Ann car 1 name').fill('Red Fury');
  await page.getByRole('button', { name: 'Add a car for Ann' }).click();
  await page.getByLabel('Ann car 2 name').fill('Rust Bucket');
  await page.getByLabel('Bo car 1 name').fill('Blue Bolt');
  await page.getByLabel('Cy car 1 name').fill('Violet Vandal');
  // A photo from the "camera": a 1600x1200 image is stored at most 512px on its long side.
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'car.png', mimeType: 'image/png', buffer: png(1600, 1200) });
  const photo = page.getByRole('img', { name: 'Photo of Red Fury' });
  await expect(photo).toBeVisible();
  const size = await photo.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
  expect(size).toEqual([512, 384]);
  await page.getByRole('button', { name: 'Start game' }).click();

  // The table: every car as a card, whose turn it is, the log.
  await expect(page.getByRole('heading', { level: 1, name: /Friday crash/ })).toBeVisible();
  for (const car of ['Red Fury', 'Rust Bucket', 'Blue Bolt', 'Violet Vandal'])
    await expect(page.getByRole('article', { name: car })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Photo of Red Fury' })).toBeVisible();
  await expect(page.getByLabel('Turn')).toContainText('Ann to play');
  await page.getByRole('button', { name: 'Pass turn' }).click();
  await expect(page.getByLabel('Turn')).toContainText('Bo to play');

  // A note on a car.
  await page.getByRole('article', { name: 'Blue Bolt' }).getByRole('button', { name: 'Add note' }).click();
  // The tap on "Add note" puts the cursor in the note: typing needs no second tap.
  await expect(page.getByLabel('Note for Blue Bolt')).toBeFocused();
  await page.keyboard.type('Lost a wheel');
  await expect(page.getByLabel('Note for Blue Bolt')).toHaveValue('Lost a wheel');
  await page.getByLabel('Note for Blue Bolt').fill('Lost a wheel on the ramp');
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByRole('article', { name: 'Blue Bolt' })).toContainText('Lost a wheel on the ramp');

  // The dice tray: a digital pool and physical dice typed in.
  await page.getByRole('button', { name: 'Dice tray' }).click();
  const tray = page.getByRole('dialog', { name: 'Dice' });
  await tray.getByRole('button', { name: 'One die more' }).click();
  await tray.getByRole('button', { name: 'One die more' }).click();
  await tray.getByRole('button', { name: 'One die more' }).click();
  await tray.getByLabel('What the roll is for').fill('Ram');
  await tray.getByRole('button', { name: 'Roll 4D6' }).click();
  const faces = await tray.getByLabel('Result').locator('.face').allTextContents();
  expect(faces).toHaveLength(4);
  for (const f of faces) expect(Number(f)).toBeGreaterThanOrEqual(1);
  for (const f of faces) expect(Number(f)).toBeLessThanOrEqual(6);
  await tray.getByRole('button', { name: 'D20' }).click();
  await tray.getByRole('button', { name: 'One die fewer' }).click();
  await tray.getByRole('button', { name: 'One die fewer' }).click();
  await tray.getByRole('button', { name: 'One die fewer' }).click();
  await tray.getByLabel('What the roll is for').fill('Skill test');
  await tray.getByRole('button', { name: 'Enter table dice' }).click();
  await tray.getByRole('button', { name: 'Face 17', exact: true }).click();
  await tray.getByRole('button', { name: 'Log D20' }).click();
  await expect(tray.getByRole('list', { name: 'Roll log' })).toContainText('Skill test: D20 17 (table dice)');
  await expect(tray.getByRole('list', { name: 'Roll log' })).toContainText(`Ram: 4D6 ${faces.join(' ')}`);
  await tray.getByRole('button', { name: 'Close' }).click();

  await expect(logRows(page).first()).toContainText('Skill test: D20 17 (table dice)');
  // The windowed log really shows its rows (a zero-height box once hid them all).
  await expect(logRows(page).first()).toBeVisible();
  expect((await page.getByLabel('Game log, newest first').boundingBox())?.height).toBeGreaterThan(4 * 48);
  await expect(logRows(page)).toHaveCount(4);

  // Undo: the roll stays in the log, struck through. Redo brings it back.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(logRows(page).first()).toHaveClass(/struck/);
  await expect(logRows(page).first()).toContainText('undone');
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(logRows(page).first()).not.toHaveClass(/struck/);
  // Undo twice, then a new command: the undone entries stay visible, struck, and redo is gone.
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.getByRole('button', { name: 'Pass turn' }).click();
  await expect(page.getByLabel('Turn')).toContainText('Cy to play');
  await expect(page.getByRole('button', { name: 'Redo' })).toBeDisabled();
  await expect(logRows(page)).toHaveCount(5);
  await expect(logRows(page).nth(1)).toHaveClass(/struck/);
  await expect(logRows(page).nth(2)).toHaveClass(/struck/);
  await saved(page);

  // Kill the page and come back: exactly as it was, undo history included.
  const before = await logRows(page).evaluateAll((rows) => rows.map((r) => `${r.className}|${r.textContent}`));
  await page.reload();
  await expect(page.getByLabel('Turn')).toContainText('Cy to play');
  await expect(page.getByRole('article', { name: 'Blue Bolt' })).toContainText('Lost a wheel on the ramp');
  await expect(logRows(page)).toHaveCount(5);
  expect(await logRows(page).evaluateAll((rows) => rows.map((r) => `${r.className}|${r.textContent}`))).toEqual(before);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByLabel('Turn')).toContainText('Bo to play');
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(page.getByLabel('Turn')).toContainText('Cy to play');
});

test('the dice tray works without a game and its log survives a reload', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Dice tray' }).click();
  const tray = page.getByRole('dialog', { name: 'Dice' });
  await tray.getByRole('button', { name: 'D8' }).click();
  await tray.getByRole('button', { name: 'Roll D8' }).click();
  await expect(tray.getByLabel('Result').locator('.face')).toHaveCount(1);
  const face = await tray.getByLabel('Result').locator('.face').textContent();
  await tray.getByRole('button', { name: 'D3' }).click();
  await tray.getByRole('button', { name: 'Enter table dice' }).click();
  await expect(tray.getByRole('button', { name: /^Face/ })).toHaveCount(3);
  await tray.getByRole('button', { name: 'Face 2', exact: true }).click();
  await tray.getByRole('button', { name: 'Log D3' }).click();
  await expect(tray.getByRole('list', { name: 'Roll log' }).locator('li')).toHaveCount(2);
  await page.reload();
  await page.getByRole('button', { name: 'Dice tray' }).click();
  const log = page.getByRole('dialog', { name: 'Dice' }).getByRole('list', { name: 'Roll log' });
  await expect(log.locator('li').first()).toContainText('Roll: D3 2 (table dice)');
  await expect(log.locator('li').nth(1)).toContainText(`Roll: D8 ${face}`);
});

test('ending a game declares the winner and the game stays readable in the list', async ({ page }) => {
  // A long name: the list's "Finished" badge must stay on one line beside it.
  const name = 'Final lap at the community hall, second Saturday';
  await page.setViewportSize({ width: 360, height: 640 });
  await createGame(page, name, [
    { name: 'Ann', cars: ['Red'] },
    { name: 'Bo', cars: ['Blue'] },
  ]);
  await page.getByRole('button', { name: 'Game options' }).click();
  await page.getByRole('button', { name: 'End the game…' }).click();
  // The panel opens below the log: its buttons are brought into view, above the bottom bar.
  const declare = page.getByRole('button', { name: 'Declare a draw' });
  await expect(declare).toBeInViewport();
  const bar = await page.locator('.bottombar').boundingBox();
  expect(((await declare.boundingBox())?.y ?? 0) + ((await declare.boundingBox())?.height ?? 0)).toBeLessThanOrEqual(
    bar?.y ?? 0,
  );
  await page.getByLabel('End the game').getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Declare winner' }).click();
  // The result is at the top of the table: shown, not left above the screen.
  await expect(page.getByLabel('Result')).toContainText('Ann won.');
  await expect(page.getByLabel('Result')).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Pass turn' })).toBeDisabled();
  await saved(page);
  await page.getByRole('button', { name: 'Back' }).click();
  const list = page.getByRole('list', { name: 'Saved games' });
  const item = list.getByRole('listitem').filter({ hasText: name });
  await expect(item).toContainText('Finished');
  expect((await item.locator('.badge').boundingBox())?.height).toBeLessThan(40); // one line, not "Fin / ish / ed"
  // A copy of a finished game is finished too, under a name the list tells apart.
  await item.getByRole('button', { name: `More for ${name}`, exact: true }).click();
  await page.getByRole('button', { name: 'Duplicate' }).click();
  const copy = list.getByRole('listitem').filter({ hasText: '(copy)' });
  await expect(copy).toContainText('Finished');
  await expect(page.getByRole('status').filter({ hasText: 'Made a copy:' })).toContainText('(copy)');
  await list.getByRole('button', { name: `Open ${name}`, exact: true }).click();
  await expect(page.getByLabel('Result')).toContainText('Ann won.');
});

test('issue 9: Back closes the half-filled dice tray and stays in the game; a log row opens in full', async ({
  page,
}) => {
  await createGame(page, 'Back test', [
    { name: 'Ann', cars: ['Red Fury'] },
    { name: 'Bo', cars: ['Blue Bolt'] },
  ]);
  const url = page.url();
  await page.getByRole('button', { name: 'Pass turn' }).click();
  await page.getByRole('button', { name: 'Dice tray' }).click();
  const tray = page.getByRole('dialog', { name: 'Dice' });
  await tray.getByRole('button', { name: 'One die more' }).click();
  await tray.getByRole('button', { name: 'Enter table dice' }).click();
  await tray.getByRole('button', { name: 'Face 5', exact: true }).click();
  await page.goBack();
  await expect(tray).toHaveCount(0);
  expect(page.url()).toBe(url);
  await expect(page.getByRole('heading', { level: 1, name: /Back test/ })).toBeVisible();
  await expect(page.getByLabel('Turn')).toContainText('Bo to play');

  // The log row opens the whole entry, with its time; Back closes that sheet too.
  await logRows(page).first().getByRole('button').click();
  const entry = page.getByRole('dialog', { name: 'Log entry' });
  await expect(entry).toContainText('Ann passes the turn');
  await expect(entry).toContainText('When');
  await page.goBack();
  await expect(entry).toHaveCount(0);
  expect(page.url()).toBe(url);
  // Undo names what it takes back, and says what it did.
  const undo = page.getByRole('navigation', { name: 'Game actions' }).getByRole('button', { name: /^Undo\b/ });
  await expect(undo).toHaveAccessibleDescription('Ann passes the turn');
  await undo.click();
  await expect(page.getByRole('status').filter({ hasText: 'Undone: Ann passes the turn' })).toBeVisible();
});

test('issue 41: a note past its limit is not cut: the count says so and Save is refused, on a car (500) and on a sheet (2,000)', async ({
  page,
}) => {
  const long = 'Rules page. '.repeat(200).slice(0, 2345);
  await createGame(page, 'Long notes', [
    { name: 'Ann', cars: ['Red Fury'] },
    { name: 'Bo', cars: ['Blue Bolt'] },
  ]);
  const car = page.getByRole('article', { name: 'Blue Bolt' });
  await car.getByRole('button', { name: 'Add note' }).click();
  const field = page.getByLabel('Note for Blue Bolt');
  await field.fill(long.slice(0, 600));
  // Nothing cut: the whole paste stays in the field, and the count says what is too much.
  await expect(field).toHaveValue(long.slice(0, 600));
  await expect(car.locator('[data-count]')).toHaveText('600 characters: at most 500. Remove 100 to save.');
  await car.getByRole('button', { name: 'Save note' }).click();
  await expect(car.locator('.error').last()).toContainText('at most 500 characters');
  await expect(car.locator('.car-note')).toHaveCount(0);
  await field.fill(long.slice(0, 500));
  await expect(car.locator('[data-count]')).toHaveText('500 of 500 characters');
  await car.getByRole('button', { name: 'Save note' }).click();
  await expect(car.locator('.car-note')).toHaveText(long.slice(0, 500).trim());

  // A sheet's note: the same count, and the sheet is not ready to save.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await page.getByRole('button', { name: 'Game sheets' }).click();
  await page.getByRole('group', { name: 'New sheet from a starter' }).getByRole('button', { name: 'Blank' }).click();
  await page.getByRole('button', { name: 'Add note' }).click();
  const text = page.locator('#se-notes').getByLabel('Text', { exact: true });
  await text.fill(long);
  await expect(text).toHaveValue(long);
  await expect(page.locator('#se-notes [data-count]')).toHaveText('2345 characters: at most 2000. Remove 345 to save.');
  await expect(page.getByRole('heading', { name: 'To fix before saving' })).toBeAttached();
});
