// Issue 40: "the host ends live play while Bo has a change waiting": no warning, and Bo's "A change
// made in another game waits for that game's host (never sent here)" named no game or change and
// could not be discarded. Now Bo's stranded change names its game and itself; his phone tells the
// host it waits, and the host's "End live play for every phone" says so and asks first; Bo's
// "Leave live" asks too; Bo discards the change with one tap and a confirm, and then the host ends
// live play without a question. Two phones, at 390x844 and 360x640.
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { createGame, expect, test } from './fixtures';
import { audit } from './layout-audit';
import { checkGuestProblems, connect, LIVE_LAUNCH, newPhone, strip } from './live-phones';

test.use(LIVE_LAUNCH);
test.afterEach(checkGuestProblems);

const SHOTS = '/tmp/shots-unsent';
const two = [
  { name: 'Ann', cars: ['Bolt'] },
  { name: 'Bo', cars: ['Crusher'] },
];
const liveOption = async (page: Page, name: string | RegExp) => {
  await strip(page).getByRole('button', { name: 'Live options' }).click();
  await strip(page).getByRole('button', { name }).click();
};

for (const size of [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
]) {
  test(`a change stranded in another game names its game, warns before live play ends, and can be discarded (${size.width}x${size.height})`, async ({
    page: host,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    mkdirSync(SHOTS, { recursive: true });
    await host.setViewportSize(size);
    await createGame(host, 'Wolf table', two);
    const b = await newPhone(browser, baseURL as string);
    await b.page.setViewportSize(size);
    const bo = b.page;
    await bo.goto('/');
    await connect(host, bo, { firstHost: true, fromList: true });
    await strip(bo).getByRole('button', { name: 'Bo’s phone' }).click();
    await host.locator('.bottombar button.primary').click(); // Ann passes: Bo's turn
    await expect(strip(bo).locator('[data-live-phone="me"]')).toContainText('up to date');
    // Bo's phone drops and he passes: queued for Wolf table.
    await bo.evaluate(() => window.__pitwallLive!.drop());
    await expect(strip(bo)).toHaveAttribute('data-live-link', 'closed');
    await bo.locator('.bottombar button.primary').click();
    await expect(strip(bo)).toHaveAttribute('data-live-waiting', '1');

    // Ann ends live play (Bo's phone is not connected: nothing to say) and hosts another game.
    await liveOption(host, 'End live play for every phone');
    await expect(strip(host)).toHaveCount(0);
    await createGame(host, 'Fever table', two);
    await connect(host, bo, { firstHost: true, fromList: false });
    await expect(bo.getByRole('heading', { level: 1, name: /Fever table/ })).toBeVisible();
    await strip(bo).getByRole('button', { name: 'Bo’s phone' }).click();
    // The stranded change names its game and what it is.
    const held = strip(bo).locator('[data-live-held="1"]');
    await expect(held).toContainText('Waits for “Wolf table” (sent when it is hosted again, never here): ');
    await expect(held).toContainText('Bo');
    await bo.screenshot({ path: `${SHOTS}/held-${size.width}.png` });
    expect(await audit(bo), 'the held change').toEqual([]);

    // The host hears that a change waits on Bo's phone: ending live play asks first.
    await liveOption(host, 'End live play for every phone');
    const warning = strip(host).locator('[data-live-unsent-warning]');
    await expect(strip(host).locator('[data-live-phone]').filter({ hasText: 'Bo' })).toHaveAttribute(
      'data-live-unsent',
      '1',
    );
    await expect(warning).toContainText('Not sent yet, on Bo (1): kept there for their game’s host.');
    await host.screenshot({ path: `${SHOTS}/host-warning-${size.width}.png` });
    await warning.getByRole('button', { name: 'Keep playing' }).click();
    await expect(strip(host)).toHaveAttribute('data-live-role', 'host');
    await expect(strip(bo)).toHaveAttribute('data-live-link', 'open');

    // Bo's Leave live asks too; he stays.
    await liveOption(bo, /^Leave live/);
    await expect(strip(bo).locator('[data-live-unsent-warning]')).toContainText(
      '1 not sent yet from this phone: leaving live play drops it.',
    );
    await strip(bo).getByRole('button', { name: 'Keep playing' }).click();

    // Bo discards it: one tap, then a confirm.
    await held.getByRole('button', { name: 'Discard this change' }).click();
    await held.getByRole('button', { name: 'Discard it' }).click();
    await expect(strip(bo).locator('[data-live-held]')).toHaveCount(0);
    // Nothing waits now: the host ends live play at once.
    await expect(strip(host).locator('[data-live-phone]').filter({ hasText: 'Bo · up to date' })).toHaveAttribute(
      'data-live-unsent',
      '0',
    );
    await liveOption(host, 'End live play for every phone');
    await expect(strip(host)).toHaveCount(0);
    await expect(strip(bo).locator('[data-live-title]')).toHaveText(
      'Live: the host phone left live play. This phone keeps the game.',
    );
    await b.context.close();
  });
}
