// Issue 15 (open a long game in 100 ms): a game opened from its saved snapshot shows exactly the
// screen the full replay shows. Each committed fixture is stored without a snapshot, opened
// (replayed), left (pagehide writes the state at the head), and opened again from the snapshot.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, logRows, seedGame as seed, test } from './fixtures';

const FIXTURES = [
  'road-wolf-v1.json',
  'white-line-fever-v1.json',
  'dirty-wheels-v1.json',
  'car-cult-d20-v1.json',
  'game-v1.json',
];

const storedSnapshot = (page: Page, id: string) =>
  page.evaluate(async (gameId) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('pitwall');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const row = await new Promise<{ snapshot?: { seq: number; build?: string } } | undefined>((resolve, reject) => {
      const req = db.transaction('games').objectStore('games').get(gameId);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    db.close();
    return row?.snapshot ? { seq: row.snapshot.seq, build: !!row.snapshot.build } : null;
  }, id);

const marks = (page: Page) => page.evaluate(() => performance.getEntriesByType('mark').map((m) => m.name));

/** What a player sees: the whole page's text and the log's first rows. */
async function screen(page: Page) {
  await expect(logRows(page).first()).toBeVisible();
  return {
    text: await page.locator('body').innerText(),
    rows: await logRows(page).allInnerTexts(),
  };
}

for (const file of FIXTURES) {
  test(`issue 15: ${file} opened from its snapshot shows the replayed screen`, async ({ page }) => {
    const doc = JSON.parse(readFileSync(new URL(`../fixtures/${file}`, import.meta.url), 'utf8')) as {
      id: string;
      journal: unknown[];
    };
    await seed(page, doc);
    expect(await storedSnapshot(page, doc.id)).toBeNull();

    await page.goto(`/#/game/${encodeURIComponent(doc.id)}`);
    await page.reload(); // straight into the game, as after a reload
    const replayed = await screen(page);
    expect(await marks(page)).toContain('pitwall:replayed');

    // Leaving (the page hidden) stores the state at the head.
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    await expect.poll(() => storedSnapshot(page, doc.id)).toEqual({ seq: doc.journal.length, build: true });

    await page.reload();
    const fromSnapshot = await screen(page);
    const m = await marks(page);
    expect(m).toContain('pitwall:loaded-from-snapshot');
    expect(m).not.toContain('pitwall:replayed');
    expect(fromSnapshot.rows).toEqual(replayed.rows);
    expect(fromSnapshot.text).toBe(replayed.text);
  });
}
