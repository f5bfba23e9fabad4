// Issue 39, hidden on one shared phone: a sheet game's item hidden on one phone passed round,
// then that phone hosts as "Nobody’s (a shared screen)". While no phone sits for Ann her item opens
// on the host (after "Pass the phone to Ann"), as it did before hosting. When a phone takes Ann's
// seat the item goes with it: that phone shows it without asking, and the host no longer.
import type { Page } from '@playwright/test';
import { csGameFile, openCsGame, starter } from './custom-game';
import { expect, passPhone, test } from './fixtures';
import { checkGuestProblems, connect, LIVE_LAUNCH, newPhone, strip } from './live-phones';

test.use(LIVE_LAUNCH);
test.afterEach(checkGuestProblems);

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const look = (page: Page) =>
  card(page, 'Red Fury').getByRole('button', { name: 'Owner: look at Kit on Red Fury' }).click();
const panel = (page: Page) => page.getByRole('region', { name: 'Ann’s Kit on Red Fury' });

for (const viewport of [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
]) {
  test(`issue 39 at ${viewport.width}x${viewport.height}: an item hidden before hosting as Nobody’s opens on the shared host, then goes with Ann’s seat to her phone`, async ({
    page: host,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await host.setViewportSize(viewport);
    const sheet = starter('hull-and-hazards');
    sheet.trackers.push({
      id: 'kit',
      name: 'Kit',
      kind: 'hidden',
      min: 0,
      max: 2,
      start: 0,
      kinds: ['Mines', 'Smoke'],
    });
    await openCsGame(host, csGameFile('Shared kit', sheet));
    await host.getByRole('button', { name: 'Roll off for the order' }).click();

    // One phone passed round: Ann takes Mines face down.
    await look(host);
    await expect(host.getByRole('region', { name: 'Pass the phone to Ann' })).toBeVisible();
    await expect(panel(host)).toHaveCount(0);
    await passPhone(host, 'Ann');
    await panel(host).getByRole('button', { name: 'Add Mines face down to Red Fury' }).click();
    await expect(panel(host).getByRole('list', { name: 'Face down on Red Fury' })).toContainText('Mines');
    await panel(host).getByRole('button', { name: 'Hide Kit on Red Fury' }).click();

    // The phone hosts as nobody's and a second phone joins, not yet anyone's. Ann has no phone: hers opens here.
    const b = await newPhone(browser, baseURL as string);
    await b.page.setViewportSize(viewport);
    await b.page.goto('/');
    await connect(host, b.page, { firstHost: true, fromList: true, hostSeat: 'Nobody’s (a shared screen)' });
    await look(host);
    await passPhone(host, 'Ann');
    await expect(panel(host).getByRole('list', { name: 'Face down on Red Fury' })).toContainText('Mines');
    await panel(host).getByRole('button', { name: 'Hide Kit on Red Fury' }).click();

    // The second phone is Ann's: the item goes with her seat, and leaves the shared host.
    await strip(b.page).getByRole('button', { name: 'Ann’s phone' }).click();
    await expect(strip(host).locator('[data-live-phone]').filter({ hasText: 'Ann · up to date' })).toHaveCount(1);
    // Its own phone: no "Pass the phone"; the kind arrives with the seat.
    await look(b.page);
    await expect(panel(b.page).getByRole('list', { name: 'Face down on Red Fury' })).toContainText('Mines');
    await look(host);
    await expect(card(host, 'Red Fury').getByRole('note')).toContainText('open only on Ann’s own phone');
    await b.context.close();
  });
}
