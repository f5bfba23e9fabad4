// Issue 40, "A game night is one live session": three phones into Road Wolf (every tap on every
// phone counted, the four scans apart), then the same phones into White Line Fever with "Next game"
// on the host: the players are not typed again, the host is not asked whose phone it is, no guest
// scans or claims a seat again, and the new game gets a distinct default name. The host's Next in
// New game is tapped for real while the live bar is shown (it lay under the bar before). Prints
//   table tempo: three phones into a game (4 scans): N taps (budget 12)
//   table tempo: the same phones into the next game (0 scans): N taps (budget 8)
// A second run at 360x640 with two phones. Screens in /tmp/shots-gamenight/. Last, a game over on
// a hosting phone: its bottom bar offers "Next game" and the guest follows with its seat.
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { createGame, expect, gotoStart, tapCounter, test } from './fixtures';
import { checkGuestProblems, connect, LIVE_LAUNCH, newPhone, strip } from './live-phones';

test.use(LIVE_LAUNCH);
test.afterEach(checkGuestProblems);

const SHOTS = '/tmp/shots-gamenight';

function figure(action: string, taps: number, budget: number) {
  console.log(`table tempo: ${action}: ${taps} taps (budget ${budget})`);
  expect(taps, `${action}: ${taps} taps, budget ${budget}`).toBeLessThanOrEqual(budget);
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const upToDate = (host: Page, player: string) =>
  expect(
    strip(host)
      .locator('[data-live-phone]')
      .filter({ hasText: `${player} · up to date` }),
  ).toHaveCount(1);

async function photo(page: Page, name: string) {
  const { width } = page.viewportSize()!;
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
}

for (const run of [
  { size: { width: 390, height: 844 }, guests: ['Bo', 'Cy'] },
  { size: { width: 360, height: 640 }, guests: ['Bo'] },
]) {
  const { size, guests } = run;
  const phones = guests.length + 1;
  test(`game night on ${phones} phones: into Road Wolf, then the same phones into White Line Fever with Next game (${size.width}x${size.height})`, async ({
    page: host,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    mkdirSync(SHOTS, { recursive: true });
    await host.setViewportSize(size);
    const others: Page[] = [];
    for (const _ of guests) {
      const p = await newPhone(browser, baseURL as string);
      await p.page.setViewportSize(size);
      others.push(p.page);
    }
    const players = ['Ann', ...guests];

    // Road Wolf on the host, under the day's default name (not counted: the game is made first).
    await gotoStart(host);
    await host.getByRole('button', { name: 'New game' }).click();
    const first = await host.getByLabel('Game name').inputValue();
    expect(first).toMatch(/^Game night /);
    await host.getByRole('button', { name: /^Road Wolf/ }).click();
    await host.getByRole('button', { name: 'Next', exact: true }).click();
    for (let i = 2; i < players.length; i++) await host.getByRole('button', { name: /^Add player/ }).click();
    for (const [i, p] of players.entries()) await host.getByLabel(`Player ${i + 1} name`).fill(p);
    await host.getByRole('button', { name: 'Next', exact: true }).click();
    await host.getByRole('button', { name: 'Start game' }).click();
    await expect(heading(host)).toHaveText(first);
    for (const g of others) await gotoStart(g);

    // ---- every phone into the game: each guest scans the host's code, the host scans the guest's.
    const taps = tapCounter();
    taps.start();
    for (const [i, g] of others.entries()) {
      const last = i === others.length - 1;
      await connect(host, g, {
        firstHost: i === 0,
        fromList: true,
        taps,
        // The host's sheet stays open on "Connected": the next phone is "Add another phone" there.
        ...(i > 0 ? { another: true as const } : {}),
        ...(last ? {} : { keepOpen: true as const }),
      });
      await expect(heading(g)).toHaveText(first);
      await taps.tap(strip(g).getByRole('button', { name: `${guests[i]}’s phone` }));
    }
    for (const p of guests) await upToDate(host, p);
    if (phones === 3) figure('three phones into a game (4 scans)', taps.count, 12);
    else figure(`${phones} phones into a game at ${size.width}x${size.height} (2 scans)`, taps.count, 12);

    // ---- the next game: the host picks the rules and the cars; the phones follow by themselves.
    taps.start();
    await taps.tap(strip(host).getByRole('button', { name: 'Live options' }));
    await taps.tap(strip(host).getByRole('button', { name: 'Next game with these phones' }));
    await expect(host.locator('.live-away')).toBeVisible();
    // A distinct name: the day's second game.
    await expect(host.getByLabel('Game name')).toHaveValue(`${first} (2)`);
    await taps.tap(host.getByRole('button', { name: /^White Line Fever/ }));
    await photo(host, 'next-game-rules');
    // The live bar is shown: Next is the page's own and takes the tap (it lay under the bar).
    await taps.tap(host.getByRole('button', { name: 'Next', exact: true }));
    for (const [i, p] of players.entries()) await expect(host.getByLabel(`Player ${i + 1} name`)).toHaveValue(p);
    await photo(host, 'next-game-players');
    await taps.tap(host.getByRole('button', { name: 'Next', exact: true }));
    await photo(host, 'next-game-cars');
    await taps.tap(host.getByRole('button', { name: 'Start game' }));
    const second = `${first} (2)`;
    await expect(heading(host)).toHaveText(second);
    await expect(strip(host)).toHaveAttribute('data-live-role', 'host');
    for (const [i, g] of others.entries()) {
      await expect(heading(g)).toHaveText(second);
      await expect(strip(g)).toHaveAttribute('data-live-link', 'open');
      // Its player kept: not asked again whose phone this is.
      await expect(strip(g).locator('[data-live-phone="me"]')).toContainText(`${guests[i]} · this phone`);
      await expect(strip(g).getByText(/Whose phone is this/)).toHaveCount(0);
    }
    for (const p of guests) await upToDate(host, p);
    await expect(strip(host).getByText(/Whose phone is this/)).toHaveCount(0);
    await photo(host, 'next-game-host');
    await photo(others[0] as Page, 'next-game-guest');
    if (phones === 3) figure('the same phones into the next game (0 scans)', taps.count, 8);
    else figure(`the same phones into the next game at ${size.width}x${size.height} (0 scans)`, taps.count, 8);

    // Two games, two names in the host's list.
    await host.getByRole('button', { name: 'Back' }).click();
    await expect(host.getByText(first, { exact: true })).toBeVisible();
    await expect(host.getByText(second, { exact: true })).toBeVisible();
  });
}

test('game over while hosting: the bottom bar offers the next game with the same phones (390x844)', async ({
  page: host,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await createGame(host, 'Derby', [
    { name: 'Ann', cars: ['Bolt'] },
    { name: 'Bo', cars: ['Crusher'] },
  ]);
  const b = await newPhone(browser, baseURL as string);
  await gotoStart(b.page);
  await connect(host, b.page, { firstHost: true, fromList: true });
  await strip(b.page).getByRole('button', { name: 'Bo’s phone' }).click();
  await upToDate(host, 'Bo');
  await host.getByRole('button', { name: 'Game options' }).click();
  await host.getByRole('button', { name: 'End the game…' }).click();
  await host.getByRole('button', { name: 'Declare a draw' }).click();
  await expect(host.getByLabel('Result')).toBeVisible();
  // Game over: the bar's main button is the night's next game, not a dead "Game over".
  await host.locator('.bottombar').getByRole('button', { name: 'Next game' }).click();
  await expect(host.getByLabel('Game name')).toBeVisible();
  await host.getByRole('button', { name: /^Free play/ }).click();
  await host.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(host.getByLabel('Player 2 name')).toHaveValue('Bo');
  await host.getByRole('button', { name: 'Next', exact: true }).click();
  await host.getByRole('button', { name: 'Start game' }).click();
  await expect(heading(host)).toHaveText(/^Game night /);
  await expect(heading(b.page)).toHaveText((await heading(host).textContent()) ?? '');
  await expect(strip(b.page).locator('[data-live-phone="me"]')).toContainText('Bo · this phone');
  await upToDate(host, 'Bo');
});
