// Issue 31, "Three phones at a real table": every phone is told when another phone changes the
// game (who and what; an undo says whose step it takes back and who asked), Undo of another
// player's step says so on the button (and on a guest, which may not take it back, says why when
// tapped), and a change made offline shows at once on its phone, marked as not confirmed yet. The phones join as in
// live-sync.spec.ts: the offer and answer codes go through the QR scanner's test hook.
import type { Page } from '@playwright/test';
import { buildRoadWolf, dumpDb, expect, lockRoadWolf, test } from './fixtures';
import {
  checkGuestProblems,
  connect,
  feed,
  myHead as head,
  join,
  LIVE_LAUNCH,
  newPhone,
  qrText,
  shot,
  strip,
} from './live-phones';

test.use(LIVE_LAUNCH);
test.afterEach(checkGuestProblems);

const toast = (page: Page) => page.locator('.toast');
const dialog = (page: Page) => page.getByRole('dialog');
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const pending = (page: Page) => page.getByRole('region', { name: 'Pending' });
/** The bottom bar's Undo, named by its text ("Undo Bo’s step: …", issue 30). */
const undoButton = (page: Page) => page.locator('.bottombar').getByRole('button', { name: /^Undo\b/ });
const pad = async (page: Page, label: string, ...faces: number[]) => {
  for (const f of faces)
    await dialog(page)
      .getByRole('button', { name: `${label}: ${f}`, exact: true })
      .click();
};

test('three phones: a change from another phone is announced on the others, who and what; an undo says whose step and who asked', async ({
  page: host,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // Road Wolf force building: each car's vehicle is its owner's step (passing the turn is the table's).
  await buildRoadWolf(host, 'Told table', {
    Ann: [['Bolt', 'roadster']],
    Bo: [['Crusher', 'coupe']],
    Cy: [['Dart', 'coupe']],
  });
  const b = await newPhone(browser, baseURL as string);
  const c = await newPhone(browser, baseURL as string);
  await join(host, b.page, 'Bo', true, /Told table/);
  await join(host, c.page, 'Cy', false, /Told table/);
  await expect(toast(b.page)).toHaveCount(0);

  // Ann changes Bolt on the host: Bo's and Cy's phones say so; the host's own change is not announced.
  await host.getByLabel('Vehicle for Bolt').selectOption('buggy');
  for (const p of [b.page, c.page]) await expect(toast(p)).toContainText('Ann (host phone): Bolt is a Buggy');
  await expect(toast(host)).toHaveCount(0);

  // Bo changes Crusher on his phone: the host and Cy are told, Bo is not.
  await b.page.getByRole('button', { name: 'Dismiss' }).click();
  await b.page.getByLabel('Vehicle for Crusher').selectOption('rally_car');
  // The phone that made it is named: Bo's, not the host that recorded it.
  for (const p of [host, c.page]) await expect(toast(p)).toContainText('Bo: Crusher is a Rally Car');
  await expect(toast(b.page)).toHaveCount(0);
  await shot(c.page, 'live-announce-guest');

  // Ann takes Bo's step back on the host (issue 40: asked once, Bo's phone being live): Bo and Cy
  // read whose step it was and who asked.
  await undoButton(host).click();
  await dialog(host).getByRole('button', { name: 'Undo it' }).click();
  for (const p of [b.page, c.page])
    await expect(toast(p)).toContainText('Ann (host phone) undid Bo’s step: Crusher is a Rally Car');
  await expect(b.page.getByLabel('Vehicle for Crusher')).toHaveValue('coupe');
  await shot(b.page, 'live-announce-undo');
  await b.context.close();
  await c.context.close();
});

test('Undo of another player’s step says whose on the button: the host may take it back, a guest says why when tapped', async ({
  page: host,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await buildRoadWolf(host, 'Whose step', { Ann: [['Bolt', 'roadster']], Bo: [['Crusher', 'coupe']] });
  const b = await newPhone(browser, baseURL as string);
  await join(host, b.page, 'Bo', true, /Whose step/);
  // Ann's own step: the button names no one else, on the host.
  await host.getByLabel('Vehicle for Bolt').selectOption('buggy');
  await expect(undoButton(host)).toContainText('Bolt is a Buggy');
  await expect(undoButton(host)).not.toContainText('’s step');
  // On Bo's phone, Ann's step is hers: the button says so, and a tap says only Ann's phone or the host can.
  await expect(undoButton(b.page)).toContainText('Ann’s step: Bolt is a Buggy');
  await expect(undoButton(b.page)).toHaveAttribute('aria-disabled', 'true');
  await shot(b.page, 'live-undo-others-guest');
  const h0 = await head(host, 'host');
  await undoButton(b.page).click({ force: true });
  await expect(toast(b.page)).toContainText('Only Ann’s phone (or the host phone) can undo Ann’s step');
  await expect(strip(b.page)).toHaveAttribute('data-live-waiting', '0');
  expect(await head(host, 'host')).toBe(h0);

  // Bo changes Crusher on his phone: on the host, Undo says it is Bo's step, and takes it back.
  await b.page.getByRole('button', { name: 'Dismiss' }).click();
  await b.page.getByLabel('Vehicle for Crusher').selectOption('rally_car');
  await expect(undoButton(b.page)).toContainText('Crusher is a Rally Car');
  await expect(undoButton(b.page)).not.toHaveAttribute('aria-disabled', 'true');
  await expect(undoButton(host)).toContainText('Bo’s step: Crusher is a Rally Car');
  await shot(host, 'live-undo-others-host');
  await undoButton(host).click();
  // Issue 40: Bo has a phone of his own: the host asks once.
  await expect(dialog(host)).toHaveAccessibleName('Undo Bo’s step (Crusher is a Rally Car)?');
  await dialog(host).getByRole('button', { name: 'Undo it' }).click();
  await expect.poll(() => head(b.page, 'guest')).toBe(h0 + 2);
  await expect(undoButton(b.page)).toContainText('Ann’s step: Bolt is a Buggy');
  await b.context.close();
});

test('a change made offline shows at once on the phone that made it, marked not confirmed, and reaches the host once; the chip never says up to date while it waits (Road Wolf)', async ({
  page: host,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await buildRoadWolf(host, 'Offline move', { Ann: [['Red Fury', 'roadster']], Bo: [['Blue Bolt', 'coupe']] });
  await lockRoadWolf(host);
  await host.getByRole('button', { name: 'Roll for initiative' }).click();
  await pad(host, 'Ann', 1, 1);
  await pad(host, 'Bo', 6, 6);
  await dialog(host).getByRole('button', { name: 'Apply' }).click();
  await expect(host.getByLabel('Turn')).toContainText('Bo’s turn');
  const b = await newPhone(browser, baseURL as string);
  await join(host, b.page, 'Bo', true, /Offline move/);

  // Bo starts Blue Bolt's move while connected, then walks out of range and ends it.
  await card(b.page, 'Blue Bolt').getByRole('button', { name: 'Move (1 action)' }).click();
  await expect(pending(host)).toContainText('Blue Bolt');
  const h0 = await head(host, 'host');
  await b.page.evaluate(() => window.__pitwallLive!.drop());
  await expect(strip(b.page)).toHaveAttribute('data-live-link', 'closed');
  const endMove = async () => {
    await pending(b.page).getByRole('button', { name: 'Move ends' }).click();
    await dialog(b.page).getByRole('button', { name: 'Apply' }).click();
  };
  await endMove();
  await expect(strip(b.page)).toHaveAttribute('data-live-waiting', '1');
  const me = strip(b.page).locator('[data-live-phone="me"]');
  await expect(me).toContainText('1 waiting to send');
  await expect(me).not.toContainText('up to date');
  // His screen shows the move over at once, marked as not confirmed yet: nothing asks him to
  // end it again (it asked "Move ends" once more, and he queued it twice).
  await expect(pending(b.page)).toHaveCount(0);
  await expect(b.page.getByRole('button', { name: 'Move ends' })).toHaveCount(0);
  const log = b.page.locator('[aria-label="Game log, newest first"] li').first();
  await expect(log).toContainText('Blue Bolt');
  await expect(log).toContainText('(not confirmed yet)');
  await expect(strip(b.page).locator('[data-live-pending]')).toContainText('Shown here, not confirmed yet.');
  await expect(pending(host)).toContainText('Blue Bolt');
  await shot(b.page, 'live-offline-shown');
  if (process.env.SHOTS) {
    await b.page.getByRole('button', { name: 'Dismiss' }).click();
    await log.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await shot(b.page, 'live-offline-log');
  }
  await strip(b.page).scrollIntoViewIfNeeded();
  await shot(b.page, 'live-offline-strip');

  // Back on the link: the host takes the move's end once.
  await connect(host, b.page, { firstHost: false, fromList: false });
  await expect(strip(b.page)).toHaveAttribute('data-live-waiting', '0');
  await expect.poll(() => head(host, 'host')).toBe(h0 + 1);
  await expect(pending(host)).toHaveCount(0);
  await expect(log).not.toContainText('(not confirmed yet)');
  await expect(me).toContainText('up to date');
  const db = await dumpDb(host);
  const types = (db.entries as { entry: { kind: string; command?: { type: string } } }[]).map(
    (r) => r.entry.command?.type,
  );
  expect(types.filter((t) => t === types.at(-1))).toHaveLength(1);
  await b.context.close();
});

test('a raced roll: the roll open on one phone shows on the others before any die, and another player’s roll is not rolled on a guest (Road Wolf)', async ({
  page: host,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await buildRoadWolf(host, 'Raced roll', {
    Ann: [['Red Fury', 'roadster']],
    Bo: [['Blue Bolt', 'coupe']],
    Cy: [['Dart', 'coupe']],
  });
  await lockRoadWolf(host);
  await host.getByRole('button', { name: 'Roll for initiative' }).click();
  await pad(host, 'Ann', 1, 1);
  await pad(host, 'Bo', 6, 6);
  await pad(host, 'Cy', 2, 2);
  await dialog(host).getByRole('button', { name: 'Apply' }).click();
  await expect(host.getByLabel('Turn')).toContainText('Bo’s turn');
  const b = await newPhone(browser, baseURL as string);
  const c = await newPhone(browser, baseURL as string);
  await join(host, b.page, 'Bo', true, /Raced roll/);
  await join(host, c.page, 'Cy', false, /Raced roll/);
  await card(b.page, 'Blue Bolt').getByRole('button', { name: 'Move (1 action)' }).click();
  for (const p of [host, c.page]) await expect(pending(p)).toContainText('Blue Bolt');

  // Cy's phone: the move's end is Bo's to say (issue 40: the prompt is news there, no buttons).
  await expect(pending(c.page)).toHaveText(/Bo is moving Blue Bolt/);
  await expect(pending(c.page).getByRole('button')).toHaveCount(0);
  await shot(c.page, 'live-roll-not-here');

  // Bo opens it on his phone: the host's and Cy's strips say he is rolling it.
  await pending(b.page).getByRole('button', { name: 'Move ends' }).click();
  const title = (await dialog(b.page).getAttribute('aria-label')) ?? '';
  expect(title.length).toBeGreaterThan(0);
  for (const p of [host, c.page])
    await expect(strip(p).locator('[data-live-phone]').filter({ hasText: 'Bo' })).toContainText(`has “${title}” open`);
  // The host phone opens the same step: told before any die that Bo has it open.
  await pending(host).getByRole('button', { name: 'Move ends' }).click();
  await expect(dialog(host).locator('.proc-elsewhere')).toContainText(
    'Bo’s phone has this open now: the first Apply counts.',
  );
  await shot(host, 'live-roll-elsewhere');
  // And Bo's sheet names the host phone's in turn.
  await expect(dialog(b.page).locator('.proc-elsewhere')).toContainText('Ann’s phone has this open now');
  await dialog(host).getByRole('button', { name: 'Close' }).click();
  await expect(dialog(b.page).locator('.proc-elsewhere')).toHaveCount(0);

  // Bo applies on his phone: the move ends once, and nobody is rolling any more.
  const h0 = await head(host, 'host');
  await dialog(b.page).getByRole('button', { name: 'Apply' }).click();
  await expect.poll(() => head(host, 'host')).toBe(h0 + 1);
  await expect(pending(host)).toHaveCount(0);
  for (const p of [host, c.page]) await expect(strip(p).locator('[data-live-rolling]')).toHaveCount(0);
  await b.context.close();
  await c.context.close();
});

test('a reconnect that fails (the phone dropped again before the link opened) offers “Try again for Bo’s phone” on the host, and its new code brings Bo back', async ({
  page: host,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await buildRoadWolf(host, 'Try again', { Ann: [['Bolt', 'roadster']], Bo: [['Crusher', 'coupe']] });
  const b = await newPhone(browser, baseURL as string);
  await join(host, b.page, 'Bo', true, /Try again/);
  await b.page.evaluate(() => window.__pitwallLive!.drop());
  await expect(strip(b.page)).toHaveAttribute('data-live-link', 'closed');

  // Bo reconnects, but his phone goes off again before the host has scanned his code.
  await strip(host).getByRole('button', { name: 'Add a phone' }).click();
  const offer = await qrText(host);
  await strip(b.page).getByRole('button', { name: 'Reconnect' }).click();
  await feed(b.page, offer as string);
  await expect(b.page.locator('.qr-loop')).toBeVisible();
  const answer = await qrText(b.page);
  await b.page.evaluate(() => window.__pitwallLive!.drop());
  await host.getByRole('button', { name: '2. Scan the code it shows' }).click();
  await feed(host, answer as string);
  const again = host.getByRole('button', { name: 'Try again for Bo’s phone' });
  await expect(again).toBeVisible({ timeout: 30_000 });
  await shot(host, 'live-try-again');
  await again.click();

  // The new code: Bo reconnects with it and is up to date.
  await expect(host.locator('.qr-loop')).toBeVisible();
  const offer2 = await qrText(host);
  const stale = dialog(b.page).getByRole('button', { name: 'Close' });
  if (await stale.isVisible()) await stale.click();
  await strip(b.page).getByRole('button', { name: 'Reconnect' }).click();
  await feed(b.page, offer2 as string);
  await expect(b.page.locator('.qr-loop')).toBeVisible();
  const answer2 = await qrText(b.page);
  await host.getByRole('button', { name: '2. Scan the code it shows' }).click();
  await feed(host, answer2 as string);
  await expect(host.getByRole('status').filter({ hasText: /^Connected: / })).toBeVisible();
  await expect(strip(b.page)).toHaveAttribute('data-live-link', 'open');
  await expect(strip(host).locator('[data-live-phone]').filter({ hasText: 'Bo · up to date' })).toHaveCount(1);
  await b.context.close();
});

test('Road Wolf force building offers Host live at the top of the forces, not only in Game options at the foot of the page', async ({
  page: host,
}) => {
  await host.setViewportSize({ width: 360, height: 640 });
  await buildRoadWolf(host, 'Garage', {
    Ann: [['Red Fury', 'roadster']],
    Bo: [['Blue Bolt', 'coupe']],
    Cy: [['Dart', 'coupe']],
  });
  await host.evaluate(() => window.scrollTo(0, 0));
  const forces = host.getByRole('region', { name: 'Forces' });
  const hostLive = forces.getByRole('button', { name: 'Host live', exact: true });
  const bottom = await hostLive.evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
  const page = await host.evaluate(() => document.documentElement.scrollHeight);
  // Within the first screen and a half of a page several screens long.
  expect(bottom).toBeLessThan(640 * 1.5);
  expect(page).toBeGreaterThan(640 * 3);
  console.log(`live offer: Host live ends ${Math.round(bottom)} px down a ${page} px force-building page at 360x640`);
  await forces.scrollIntoViewIfNeeded();
  await shot(host, 'live-forces-offer');
  await hostLive.click();
  await expect(dialog(host)).toContainText('Whose phone is this?');
  await host.getByRole('button', { name: 'Ann’s phone' }).click();
  await expect(host.locator('.qr-loop')).toBeVisible();
  await dialog(host).getByRole('button', { name: 'Close' }).click();
  // Live now: the offer is gone from the forces.
  await expect(forces.getByRole('button', { name: 'Host live', exact: true })).toHaveCount(0);
});
