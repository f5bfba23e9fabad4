// Issue 15 (open a long game in 100 ms): a reload straight into a game asks for the code its
// last reload fetched all at once (persist/open-hint.ts), opens from the saved state, and the
// game it shows is the live one: Undo right after the reload takes back the last command across
// the snapshot's boundary exactly as it does on a game replayed from its first entry.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, logRows, seedGame as seed, test } from './fixtures';

const marks = (page: Page) => page.evaluate(() => performance.getEntriesByType('mark').map((m) => m.name));

/** What a player sees of the game: the log's rows in view and the table's text (no toasts). */
async function screen(page: Page) {
  await expect(logRows(page).first()).toBeVisible();
  return { rows: await logRows(page).allInnerTexts(), main: await page.locator('main').innerText() };
}

test('issue 15: a reload preloads the code the last reload of the game fetched, and Undo right after it works across the snapshot', async ({
  page,
}) => {
  const doc = JSON.parse(readFileSync(new URL('../fixtures/road-wolf-v1.json', import.meta.url), 'utf8')) as {
    id: string;
    journal: unknown[];
  };
  await seed(page, doc);
  const url = `/#/game/${encodeURIComponent(doc.id)}`;

  // 1. Straight into the game, replayed from its first entry (no snapshot yet): the hint is written.
  await page.goto(url);
  await page.reload();
  const replayed = await screen(page);
  expect(await marks(page)).toContain('pitwall:replayed');
  const hint = await page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('pitwall:open-hint') ?? 'null') as {
        id: string;
        system: string;
        chunks?: string[];
      } | null,
  );
  expect(hint?.id).toBe(doc.id);
  expect(hint?.system).toBe('road-wolf');
  const chunks = hint?.chunks ?? [];
  // The system's files that came one hop after another (the registrations' chunk, then its rules);
  // what the entry asks for itself at once (the app, the table screen) it does not need to name.
  expect(chunks.filter((c) => /\/assets\/systems-[\w-]+\.js$/.test(c))).toHaveLength(1);
  expect(chunks.filter((c) => /\/assets\/road-wolf-[\w-]+\.js$/.test(c)).length).toBeGreaterThanOrEqual(1);
  // ...and nothing loaded in the background on every start (the service worker's helper, the QR warm-up).
  expect(chunks.filter((c) => /\/assets\/(workbox-window|qr-)/.test(c))).toEqual([]);

  // Undo on the replayed game, then Redo: what Undo must show, and the game back as it was.
  await page.getByRole('button', { name: 'Undo' }).click();
  const undone = await screen(page);
  expect(undone.rows[0]).toContain('undone');
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(logRows(page).first()).not.toContainText('undone');
  // Leaving writes the state at the head (the snapshot the next open starts from).
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  await page.waitForTimeout(300);

  // 2. The next reload: every remembered file is asked for up front, each fetched once.
  const fetched: string[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.pathname.startsWith('/assets/')) fetched.push(u.pathname);
  });
  await page.reload();
  const reopened = await screen(page);
  const m = await marks(page);
  expect(m).toContain('pitwall:preloaded');
  expect(m).toContain('pitwall:loaded-from-snapshot');
  expect(m).not.toContain('pitwall:replayed');
  const preloads = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload], link[rel=preload]')].map(
      (l) => new URL(l.href).pathname,
    ),
  );
  for (const c of chunks.filter((x) => x.endsWith('.js'))) expect(preloads).toContain(c);
  expect(
    fetched.filter((f, i) => fetched.indexOf(f) !== i),
    'files fetched twice',
  ).toEqual([]);
  expect(reopened.rows).toEqual(replayed.rows);
  expect(reopened.main).toBe(replayed.main);

  // 3. Undo right away: below the snapshot's state, recomputed, the same screen as on the replayed game.
  await page.getByRole('button', { name: 'Undo' }).click();
  expect(await screen(page)).toEqual(undone);
});
