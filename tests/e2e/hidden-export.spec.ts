// Issue 32: a face-down token's kind stays on the phone that holds it. A plain export carries the
// commitments only; "Export with my hidden tokens" adds this phone's kinds; a phone that imports a
// plain file knows no kinds, and the owner sets them again from the physical tokens (a logged
// correction), after which they work as before.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { buildRoadWolf, expect, lockRoadWolf, logRows, passPhone, test } from './fixtures';
import { newPhone } from './live-phones';

const dialog = (page: Page) => page.getByRole('dialog');
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const panel = (page: Page) => page.getByRole('region', { name: 'Ann’s hidden tokens' });

async function pad(page: Page, label: string, ...faces: number[]) {
  for (const f of faces)
    await dialog(page)
      .getByRole('button', { name: `${label}: ${f}`, exact: true })
      .click();
}

async function download(page: Page, button: string): Promise<{ name: string; text: string; path: string }> {
  await page.getByRole('button', { name: 'Game options' }).click();
  const [d] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  const path = await d.path();
  return { name: d.suggestedFilename(), text: readFileSync(path, 'utf8'), path };
}

/** Another phone: its own storage; the file imported from the games list, then the game opened. */
async function importOn(browser: Browser, baseURL: string, path: string): Promise<Page> {
  const { page } = await newPhone(browser, baseURL);
  await page.goto('/');
  await expect(page.getByText('No games yet')).toBeVisible();
  await page.getByLabel('Game file to import').setInputFiles(path);
  await page.getByRole('button', { name: 'Open Keepers' }).click();
  await expect(card(page, 'Hammer')).toBeVisible();
  return page;
}

test('issue 32: a plain export holds no face-down kind; one "with my hidden tokens" does; a phone without them sets them again from the table', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await buildRoadWolf(page, 'Keepers', {
    Ann: [['Hammer', 'buggy']],
    Bo: [
      ['Nail', 'coupe'],
      ['Screw', 'coupe'],
    ],
  });
  await page.getByRole('button', { name: 'Ann: pick hidden tokens' }).click();
  await page.getByLabel('Add a token to Hammer').selectOption('SPIKES');
  await page.getByLabel('Add a token to Hammer').selectOption('AMBUSH');
  await page.getByRole('button', { name: "Done with Ann's tokens" }).click();
  await lockRoadWolf(page);
  await page.getByRole('button', { name: 'Roll for initiative' }).click();
  await pad(page, 'Ann', 6, 6);
  await pad(page, 'Bo', 1, 1);
  await dialog(page).getByRole('button', { name: 'Apply' }).click();
  await expect(dialog(page)).toHaveCount(0);

  // The plain export: commitments, no kind, nothing beside the game.
  const plain = await download(page, 'Export to file');
  expect(plain.name).toMatch(/^pitwall-keepers-\d{4}-\d{2}-\d{2}\.json$/);
  expect(plain.text).not.toMatch(/SPIKES|AMBUSH/);
  const plainDoc = JSON.parse(plain.text);
  expect(plainDoc.hidden).toBeUndefined();
  const buys = plainDoc.journal
    .filter((e: any) => e.command?.type === 'rw.buyToken')
    .map((e: any) => e.command.payload);
  expect(buys).toHaveLength(2);
  for (const b of buys) expect(b).toMatchObject({ cat: 'GEAR', commit: expect.stringMatching(/^[0-9a-f]{64}$/) });

  // With my hidden tokens: the kinds and salts beside the game, and the file says so in its name.
  const withHidden = await download(page, 'Export with my hidden tokens');
  expect(withHidden.name).toMatch(/-with-hidden-tokens\.json$/);
  const hidden = Object.values(JSON.parse(withHidden.text).hidden as Record<string, { kind: string }>).map(
    (o) => o.kind,
  );
  expect(hidden.sort()).toEqual(['AMBUSH', 'SPIKES']);

  // A phone that imports the plain file knows no kinds: the owner's panel says so and offers to set them again.
  const b = await importOn(browser, baseURL as string, plain.path);
  await b.getByRole('button', { name: 'Ann: use a hidden token' }).click();
  await passPhone(b);
  await expect(panel(b)).toContainText('This phone does not hold the kind of 2 face-down tokens');
  await expect(panel(b).getByRole('button', { name: /Drop them/ })).toHaveCount(0);
  await panel(b)
    .getByRole('combobox', { name: /^Face-down token \(Hammer, gear 1\)/ })
    .selectOption('SPIKES');
  await panel(b).getByRole('button', { name: 'Set the face-down token (Hammer, gear 1)' }).click();
  await expect(logRows(b).first()).toHaveText(/Ann resets a face-down token from the table \(correction\)/);
  await expect(panel(b)).toContainText('This phone does not hold the kind of one face-down token');
  // Set again, it works: Spikes start from the panel as on the phone that bought them.
  await expect(panel(b).getByRole('button', { name: 'Spikes on Hammer: Drop them (1 action)' })).toBeVisible();
  await b.screenshot({ path: 'test-results/hidden-set-again-390.png' });
  await b.setViewportSize({ width: 360, height: 640 });
  await panel(b).getByRole('combobox').scrollIntoViewIfNeeded();
  await b.screenshot({ path: 'test-results/hidden-set-again-360.png' });
  await b.context().close();

  // A phone that imports the file with the hidden tokens holds them at once.
  const c = await importOn(browser, baseURL as string, withHidden.path);
  await c.getByRole('button', { name: 'Ann: use a hidden token' }).click();
  await passPhone(c);
  await expect(panel(c)).toContainText('Spikes');
  await expect(panel(c)).toContainText('Ambush');
  await expect(panel(c)).not.toContainText('does not hold');
  await c.context().close();
});
