// A long game opens from its snapshot and the journal's tail; the older entries are read once the
// table is on screen. What a player sees must be what the whole replay shows: the screen, the
// log's oldest rows once scrolled to, and undo far below the snapshot.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, logRows, seedGame as seed, test } from './fixtures';

/** The free-play fixture and then `n` entries in all: rolls, passes, an undo and its redo now and then. */
function longGame(n: number) {
  const doc = JSON.parse(readFileSync(new URL('../fixtures/game-v1.json', import.meta.url), 'utf8')) as {
    id: string;
    journal: unknown[];
  };
  const journal = doc.journal.slice();
  let at = 1_717_500_000_000;
  while (journal.length < n) {
    at += 1000;
    const k = journal.length % 37;
    if (k === 5) journal.push({ kind: 'undo', at }, { kind: 'redo', at: at + 1 });
    else if (k === 11) journal.push({ kind: 'undo', at });
    else if (k % 2)
      journal.push({
        kind: 'do',
        command: {
          type: 'dice.roll',
          payload: { purpose: 'Shot', pools: [{ sides: 6, faces: [(k % 6) + 1] }], source: 'app' },
          at,
        },
      });
    else journal.push({ kind: 'do', command: { type: 'turn.pass', payload: {}, at } });
  }
  return { ...doc, journal: journal.slice(0, n) };
}

/** The stored row's snapshot: its seq, and `build` rewritten when asked (a snapshot another build wrote). */
const snapshotOf = (page: Page, id: string, rewriteBuild = false) =>
  page.evaluate(
    async ([gameId, rewrite]) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open('pitwall');
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      const tx = db.transaction(['games', 'pages'], 'readwrite');
      const row = await new Promise<{ snapshot?: { seq: number; build?: string } } | undefined>((resolve) => {
        const req = tx.objectStore('games').get(gameId as string);
        req.onsuccess = () => resolve(req.result);
      });
      const pages = await new Promise<number>((resolve) => {
        const req = tx.objectStore('pages').count(IDBKeyRange.bound([gameId, 0], [gameId, Number.MAX_SAFE_INTEGER]));
        req.onsuccess = () => resolve(req.result);
      });
      if (rewrite && row?.snapshot) {
        row.snapshot.build = 'another build';
        tx.objectStore('games').put(row);
      }
      await new Promise((resolve) => {
        tx.oncomplete = resolve;
      });
      db.close();
      return { seq: row?.snapshot?.seq ?? 0, pages };
    },
    [id, rewriteBuild] as const,
  );

const marks = (page: Page) => page.evaluate(() => performance.getEntriesByType('mark').map((m) => m.name));

/** The page's text, the log's newest rows, and its oldest rows (the log scrolled to the bottom). */
async function screen(page: Page) {
  await expect(logRows(page).first()).toBeVisible();
  const text = await page.locator('body').innerText();
  const newest = await logRows(page).allInnerTexts();
  const log = page.getByRole('region', { name: 'Game log, newest first' });
  await log.evaluate((el) => {
    el.scrollTop = el.scrollHeight;
  });
  await expect(page.getByText('Loading older rows…')).toHaveCount(0);
  const setsize = (await logRows(page).first().getAttribute('aria-setsize')) ?? '';
  await expect(logRows(page).last()).toHaveAttribute('aria-posinset', setsize);
  const oldest = await logRows(page).allInnerTexts();
  await log.evaluate((el) => {
    el.scrollTop = 0;
  });
  return { text, newest, oldest };
}

test('a game of 1,700 entries opened from its snapshot and tail shows what the whole replay shows, undo far below it too', async ({
  page,
}) => {
  const doc = longGame(1700);
  await seed(page, doc);
  await page.goto(`/#/game/${encodeURIComponent(doc.id)}`);
  await page.reload();
  const replayed = await screen(page);
  expect(await marks(page)).toContain('pitwall:replayed');
  // Leaving stores the state at the head; the open has folded the entries into pages.
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  await expect.poll(() => snapshotOf(page, doc.id)).toEqual({ seq: 1700, pages: 3 });

  await page.reload();
  const fromTail = await screen(page);
  expect(await marks(page)).toContain('pitwall:loaded-from-snapshot');
  expect(fromTail).toEqual(replayed);

  // Undo 80 steps (below the state the snapshot keeps under its head), then the same game
  // replayed from its whole journal (its snapshot made another build's) shows the same.
  const undo = page.locator('button.history-btn.undo');
  for (let i = 0; i < 80; i++) await undo.click();
  const undone = await screen(page);
  expect(undone.newest).not.toEqual(fromTail.newest);
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  await expect.poll(async () => (await snapshotOf(page, doc.id)).seq).toBe(1780);
  await snapshotOf(page, doc.id, true);
  await page.reload();
  const whole = await screen(page);
  expect(await marks(page)).toContain('pitwall:replayed');
  // (The page text differs by the last undo's toast.)
  expect({ newest: whole.newest, oldest: whole.oldest }).toEqual({ newest: undone.newest, oldest: undone.oldest });
});
