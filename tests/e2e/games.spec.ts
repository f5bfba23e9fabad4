import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { createGame, dumpDb, expect, logRows, saved, test } from './fixtures';

const players = [
  { name: 'Ann', cars: ['Red Fury'] },
  { name: 'Bo', cars: ['Blue Bolt'] },
];

const item = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Saved games' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `Open ${name}`, exact: true }) });

async function playSomeMoves(page: Page) {
  await page.getByRole('button', { name: 'Pass turn' }).click();
  await page.getByRole('button', { name: 'Dice tray' }).click();
  await page.getByRole('dialog', { name: 'Dice' }).getByRole('button', { name: 'Roll D6' }).click();
  await page.getByRole('dialog', { name: 'Dice' }).getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Undo' }).click();
  await saved(page);
}

test('rename, duplicate, delete with undo', async ({ page }) => {
  await createGame(page, 'Derby', players);
  await playSomeMoves(page);
  await page.getByRole('button', { name: 'Back' }).click();

  await item(page, 'Derby').getByRole('button', { name: 'More for Derby' }).click();
  await page.getByRole('button', { name: 'Rename' }).click();
  await page.getByLabel('New name').fill('Demolition Derby');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(item(page, 'Demolition Derby')).toBeVisible();

  await item(page, 'Demolition Derby').getByRole('button', { name: 'More for Demolition Derby' }).click();
  await page.getByRole('button', { name: 'Duplicate' }).click();
  await expect(item(page, 'Demolition Derby (copy)')).toBeVisible();
  // The copy carries the whole log, undone entries included.
  await item(page, 'Demolition Derby (copy)').getByRole('button', { name: 'Open Demolition Derby (copy)' }).click();
  await expect(logRows(page)).toHaveCount(2);
  await expect(logRows(page).first()).toHaveClass(/struck/);
  await page.getByRole('button', { name: 'Back' }).click();

  await item(page, 'Demolition Derby (copy)').getByRole('button', { name: 'More for Demolition Derby (copy)' }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(item(page, 'Demolition Derby (copy)')).toHaveCount(0);
  await page.getByRole('status').getByRole('button', { name: 'Undo' }).click();
  await expect(item(page, 'Demolition Derby (copy)')).toBeVisible();

  // A deleted game stays hidden; a start more than a minute later removes it for good (a second
  // tab may still be offering Undo within that minute).
  await item(page, 'Demolition Derby (copy)').getByRole('button', { name: 'More for Demolition Derby (copy)' }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(item(page, 'Demolition Derby (copy)')).toHaveCount(0);
  await page.reload();
  await expect(item(page, 'Demolition Derby')).toBeVisible();
  await expect(item(page, 'Demolition Derby (copy)')).toHaveCount(0);
  expect(await dumpDb(page).then((d) => d.games)).toHaveLength(2);
  // Let the minute pass by moving the deletion time back, then start again.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const req = indexedDB.open('pitwall');
        req.onsuccess = () => {
          const tx = req.result.transaction('games', 'readwrite');
          const store = tx.objectStore('games');
          store.getAll().onsuccess = (e) => {
            for (const g of (e.target as IDBRequest<{ deletedAt?: number }[]>).result)
              if (g.deletedAt) store.put({ ...g, deletedAt: g.deletedAt - 61_000 });
          };
          tx.oncomplete = () => {
            req.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
  await page.reload();
  await expect(item(page, 'Demolition Derby')).toBeVisible();
  await expect.poll(() => dumpDb(page).then((d) => d.games?.length)).toBe(1);
});

test('export to a file and import it as a new game', async ({ page }) => {
  await createGame(page, 'Road trip', players);
  await playSomeMoves(page);
  const before = await logRows(page).evaluateAll((rows) => rows.map((r) => `${r.className}|${r.textContent}`));
  await page.getByRole('button', { name: 'Game options' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export to file' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^pitwall-road-trip-\d{4}-\d{2}-\d{2}\.json$/);
  const path = await download.path();
  const exported = JSON.parse(readFileSync(path, 'utf8'));
  expect(exported.schemaVersion).toBe(1);
  expect(exported.journal).toHaveLength(3);

  // "Another phone": a fresh origin storage.
  await page.getByRole('button', { name: 'Back' }).click();
  await item(page, 'Road trip').getByRole('button', { name: 'More for Road trip' }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  // The delete is on disk once its Undo toast shows; a reload before that raced it.
  await expect(page.getByRole('status').filter({ hasText: 'Deleted “Road trip”' })).toBeVisible();
  await page.reload();
  await expect(page.getByText('No games yet')).toBeVisible();

  await page.getByLabel('Game file to import').setInputFiles(path);
  await expect(item(page, 'Road trip')).toBeVisible();
  await item(page, 'Road trip').getByRole('button', { name: 'Open Road trip' }).click();
  await expect(logRows(page)).toHaveCount(2);
  expect(await logRows(page).evaluateAll((rows) => rows.map((r) => `${r.className}|${r.textContent}`))).toEqual(before);
  // The import is a new game: a new id, beside the deleted original (purged a minute later).
  const live = ((await dumpDb(page)).games as { id: string; deletedAt?: number }[]).filter(
    (g) => g.deletedAt === undefined,
  );
  expect(live).toHaveLength(1);
  expect(live[0]?.id).not.toBe(exported.id);
});

test('issue 9: a game imported beside one of the same name is told apart ("Name (imported)")', async ({ page }) => {
  await createGame(page, 'Road trip', players);
  await page.getByRole('button', { name: 'Game options' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export to file' }).click(),
  ]);
  const path = await download.path();
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByLabel('Game file to import').setInputFiles(path);
  await expect(item(page, 'Road trip (imported)')).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Imported “Road trip” as “Road trip (imported)”' }),
  ).toBeVisible();
  await page.getByLabel('Game file to import').setInputFiles(path);
  await expect(item(page, 'Road trip (imported 2)')).toBeVisible();
  await expect(item(page, 'Road trip')).toHaveCount(1);
  await page.reload();
  const names = ((await dumpDb(page)).games as { name: string; deletedAt?: number }[])
    .filter((g) => g.deletedAt === undefined)
    .map((g) => g.name);
  expect(names.sort()).toEqual(['Road trip', 'Road trip (imported 2)', 'Road trip (imported)']);
});

test('issue 9: the dice tray\'s "What for?" is for one roll, and the result says what it was for', async ({ page }) => {
  await createGame(page, 'Purpose', players);
  await page.getByRole('button', { name: 'Dice tray' }).click();
  const tray = page.getByRole('dialog', { name: 'Dice' });
  await tray.getByLabel('What the roll is for').fill('Ram');
  await tray.getByRole('button', { name: 'Roll D6' }).click();
  await expect(tray.getByLabel('Result')).toContainText('Ram');
  await expect(tray.getByLabel('What the roll is for')).toHaveValue('');
  await tray.getByRole('button', { name: 'Roll D6' }).click();
  await expect(tray.getByLabel('Result')).not.toContainText('Ram');
  const rows = tray.getByRole('list', { name: 'Roll log' }).locator('li');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).not.toContainText('Ram');
  await expect(rows.nth(1).locator('.what')).toHaveText(/^Ram: D6 [1-6]$/);
});

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5a4e3a40000000049454e44ae426082',
  'hex',
);

/** A free-play game this version opens: the bad files below change one thing in it. */
const minimalGame = {
  schemaVersion: 1,
  id: 'g-min',
  name: 'Minimal',
  system: 'freeplay',
  createdAt: 1,
  setup: {
    players: [
      { id: 'p1', name: 'Ana', color: '#ff0000' },
      { id: 'p2', name: 'Ben', color: '#00ff00' },
    ],
    cars: [],
  },
  journal: [] as unknown[],
};

const badFiles: { name: string; file?: string; type?: string; body: () => string | Buffer; message: RegExp }[] = [
  {
    name: 'an empty file',
    body: () => '',
    message: /^That file is empty\. On the other phone, tap “Export to file” again/,
  },
  {
    name: 'a photo',
    file: 'car.png',
    type: 'image/png',
    body: () => PNG,
    message: /^That file is a picture, not a Pitwall game\. Pick the file that “Export to file” made/,
  },
  {
    name: 'a game file cut off',
    body: () => '{"schemaVersion": 1, "id": ',
    message: /^This game file is incomplete or damaged\. On the other phone, tap “Export to file” again/,
  },
  {
    name: 'not a game',
    body: () => JSON.stringify({ hello: 'world' }),
    message: /^That file is not a Pitwall game\. Pick the file that “Export to file” made/,
  },
  {
    name: 'a newer version',
    body: () => JSON.stringify({ schemaVersion: 99, id: 'x' }),
    message: /^This game was saved by a newer version of Pitwall\. Update Pitwall on this phone/,
  },
  {
    name: 'a __proto__ key',
    body: () =>
      '{"schemaVersion":1,"id":"x","name":"Evil","system":"freeplay","createdAt":1,"setup":{"players":[],"cars":[],"__proto__":{"polluted":true}},"journal":[]}',
    message: /^This game file is damaged and cannot be opened\./,
  },
  {
    name: 'a wrong type',
    body: () =>
      JSON.stringify({
        schemaVersion: 1,
        id: 'x',
        name: 'G',
        system: 'freeplay',
        createdAt: 1,
        setup: { players: 'two', cars: [] },
        journal: [],
      }),
    message: /^This game file is damaged: something is wrong with its players\./,
  },
  {
    name: 'a log entry from a newer Pitwall',
    body: () =>
      JSON.stringify({
        ...minimalGame,
        journal: [{ kind: 'do', command: { type: 'car.refuel', payload: {}, at: 2 } }],
      }),
    message:
      /^This game has a log entry this version of Pitwall does not know, most likely from a newer version\. Update Pitwall on this phone/,
  },
  {
    name: 'newer rules',
    body: () => JSON.stringify({ ...minimalGame, setup: { ...minimalGame.setup, rulesRevision: 99 } }),
    message: /^This game was saved by a newer version of Pitwall\. Update Pitwall/,
  },
  // A file over the limit (40 MB) is faults.spec.ts's: it is refused before it is read.
];

test('bad imports give a clear message and leave every stored game untouched', async ({ page }) => {
  await createGame(page, 'Keep me', players);
  await playSomeMoves(page);
  await page.getByRole('button', { name: 'Back' }).click();
  const before = await dumpDb(page);
  for (const bad of badFiles) {
    await page.getByLabel('Game file to import').setInputFiles({
      name: bad.file ?? 'bad.json',
      mimeType: bad.type ?? 'application/json',
      buffer: Buffer.from(bad.body()),
    });
    const alert = page.getByRole('alert').filter({ hasText: bad.message });
    await expect(alert, bad.name).toBeVisible();
    await expect(alert, bad.name).not.toContainText(/JSON|schema/);
    expect(await dumpDb(page), bad.name).toEqual(before);
  }
  expect(await page.evaluate(() => (({}) as Record<string, unknown>).polluted)).toBeUndefined();
});
