// Issue 41: the next step is on screen. After the last White Line Fever car is placed, the roll-off
// for the first Driver is in view; Road Wolf's token pickers leave "Done with <player>'s tokens" in
// view.

import { buildRoadWolf, expect, gotoStart, lockRoadWolf, startGame, test } from './fixtures';
import { audit } from './layout-audit';

const SIZES = [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
];

for (const viewport of SIZES) {
  test(`White Line Fever: the last car placed, "Roll off for first Driver" is in view at ${viewport.width}x${viewport.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const cars: [string, 'Ann' | 'Bo'][] = [
      ['Red Fury', 'Ann'],
      ['Blue Bolt', 'Bo'],
      ['Green Goblin', 'Ann'],
      ['Black Cat', 'Bo'],
    ];
    await startGame(page, {
      system: /^White Line Fever/,
      name: 'Night run',
      players: { Ann: ['Red Fury', 'Green Goblin'], Bo: ['Blue Bolt', 'Black Cat'] },
    });
    const sheet = page.getByRole('dialog');
    await page.getByRole('button', { name: 'Choose deployment' }).click();
    await sheet.getByRole('button', { name: 'Highway' }).click();
    await sheet.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('button', { name: 'Roll off for placement' }).click();
    await sheet.getByRole('button', { name: 'Ann: 8' }).click();
    await sheet.getByRole('button', { name: 'Bo: 1' }).click();
    await sheet.getByRole('button', { name: 'Apply' }).click();
    await expect(sheet).toHaveCount(0);
    for (const [car] of cars) await page.getByRole('button', { name: `Place ${car} at speed 2` }).click();
    await expect(page.getByRole('button', { name: 'Roll off for first Driver' })).toBeInViewport();
    await page.screenshot({ path: `test-results/wlf-first-driver-${viewport.width}.png` });
  });

  test(`Road Wolf: picking tokens leaves "Done with Ann's tokens" in view at ${viewport.width}x${viewport.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await buildRoadWolf(
      page,
      'Token run',
      {
        Ann: [
          ['Viper', 'roadster'],
          ['Hammer', 'coupe'],
        ],
        Bo: [['Nail', 'coupe']],
      },
      6,
    );
    await page.getByRole('button', { name: 'Ann: pick hidden tokens' }).click();
    const done = page.getByRole('button', { name: "Done with Ann's tokens" });
    await expect(page.getByLabel('Add a token to Viper')).toBeFocused();
    await expect(page.getByLabel('Add a token to Viper')).toBeInViewport();
    await expect(done).toBeInViewport();
    await page.getByLabel('Add a token to Viper').selectOption('GUNNER');
    await expect(done).toBeInViewport();
    // Further down, at Hammer's picker, Done is still in view.
    await page.getByLabel('Add a token to Hammer').scrollIntoViewIfNeeded();
    await page.getByLabel('Add a token to Hammer').selectOption('BRAWLER');
    await expect(done).toBeInViewport();
    await page.screenshot({ path: `test-results/rw-tokens-${viewport.width}.png` });
    await done.click();
    await expect(page.getByRole('button', { name: 'Ann: pick hidden tokens' })).toBeVisible();
  });
}

for (const viewport of SIZES) {
  test(`Reference at ${viewport.width}x${viewport.height}: a hit shows its sentence and opens at its match, not the section top`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/#/reference/road-wolf');
    await page.getByRole('searchbox', { name: 'Search the rules' }).fill('nitro');
    const hits = page.getByRole('navigation', { name: 'Matches' });
    // The hit list names the sentence that matched, the word marked.
    const hit = hits.getByRole('button', { name: /^Actions Nitro · / });
    await expect(hit).toBeVisible();
    await expect(hit.locator('mark').first()).toHaveText('Nitro');
    await page.screenshot({ path: `test-results/ref-hits-${viewport.width}.png` });
    await hit.click();
    const card = page.getByRole('article', { name: 'Actions' });
    const match = card.locator(':scope > :not(h2) mark').first();
    await expect(match).toBeInViewport();
    await expect(card.getByRole('heading', { name: 'Actions' })).toBeFocused();
    // The match is far into the card: the section's top is off screen above it.
    await expect(card.getByRole('heading', { name: 'Actions' })).not.toBeInViewport();
    await page.screenshot({ path: `test-results/ref-match-${viewport.width}.png` });
  });
}

test('Gauntlet (issue 41): a Courier is offered no ram on a Courier; after a move or a drift the face-down card is asked about; new cards count "1 of 2"', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  const dialog = page.getByRole('dialog');
  const pending = page.getByRole('region', { name: 'Pending' });
  const road = page.getByRole('region', { name: 'Road cards' });
  await buildRoadWolf(page, 'Courier run', {
    Ann: [
      ['Red Fury', 'roadster'],
      ['Rust Bucket', 'roadster'],
    ],
    Bo: [
      ['Blue Bolt', 'coupe'],
      ['Green Ghost', 'coupe'],
    ],
  });
  await page.getByRole('button', { name: 'Choose a mission' }).click();
  await dialog.getByRole('button', { name: 'Play Gauntlet' }).click();
  await lockRoadWolf(page);
  const before = page.getByRole('region', { name: 'Before play' });
  await before.getByRole('button', { name: 'Set up road cards' }).click();
  await dialog.getByRole('button', { name: 'All 0' }).click();
  // Debris only: a turned card stays on the road and drifts in the road turn.
  for (let i = 0; i < 4; i++) await dialog.getByRole('button', { name: 'One Debris card more' }).click();
  await dialog.getByRole('button', { name: 'Use this deck (4 cards)' }).click();
  for (let i = 0; i < 2; i++) await before.getByRole('button', { name: 'One card fewer on the road' }).click();
  await before.getByRole('button', { name: /^Cover the road with/ }).click();
  await page.getByRole('button', { name: 'Roll for initiative' }).click();
  await dialog.getByRole('button', { name: 'Ann: 6 6', exact: true }).click();
  await dialog.getByRole('button', { name: 'Bo: 1 1', exact: true }).click();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(road).toContainText('2 cards face down on the road.');

  // B12.9: every vehicle on the road is a Courier's: a moving one is offered no ram at all.
  await page
    .getByRole('article', { name: 'Red Fury', exact: true })
    .getByRole('button', { name: 'Move (1 action)' })
    .click();
  await expect(pending.getByRole('button', { name: 'Move ends' })).toBeVisible();
  await expect(pending.getByRole('button', { name: /^Ram/ })).toHaveCount(0);
  await expect(pending.getByRole('group', { name: 'Ram' })).toHaveCount(0);
  await pending.getByRole('button', { name: 'Move ends' }).click();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toHaveCount(0);

  // The move over, the table is asked about the nearest face-down card, on screen.
  const ask = page.getByRole('group', { name: 'Face-down card' });
  await expect(ask).toBeInViewport();
  await page.screenshot({ path: 'test-results/gauntlet-turn-card-360.png' });
  await ask.getByRole('button', { name: 'Yes: turn it' }).click();
  await expect(road).toContainText('1 card face down on the road.');
  await expect(ask).toHaveCount(0);

  // The road turn lays two new cards: the button and the note count them.
  for (let i = 0; i < 2; i++) {
    await page.getByRole('button', { name: 'End turn' }).click();
    const left = page.getByRole('dialog', { name: 'Actions left' });
    const asked = await left.waitFor({ timeout: 1500 }).then(
      () => true,
      () => false,
    );
    if (asked) await left.getByRole('button', { name: 'End the turn' }).click();
    await expect(page.getByRole('dialog', { name: 'Actions left' })).toHaveCount(0);
  }
  // The Debris drifts back 2 sticks: once it has, the table is asked again.
  await page.getByRole('button', { name: 'Drift Debris' }).click();
  await expect(ask).toHaveCount(0);
  await page.getByRole('button', { name: 'Drift done, still on the board' }).click();
  await expect(ask).toBeInViewport();
  await ask.getByRole('button', { name: 'Not yet' }).click();
  await expect(ask).toHaveCount(0);
  await page.getByRole('button', { name: /^Lay a new card face down \(1 of 2\)/ }).click();
  await expect(page.getByText(/New card laid face down \(1 of 2\)/)).toBeVisible();
  await page.getByRole('button', { name: /^Lay a new card face down \(2 of 2\)/ }).click();
  await expect(page.getByText(/New card laid face down \(2 of 2\)/)).toBeVisible();
  await expect(road).toContainText('3 cards face down on the road.');
});

test('White Line Fever Correct… (issue 41): "Nothing changed yet" on an untouched form is plain, not a red alert', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await startGame(page, {
    system: /^White Line Fever/,
    name: 'Fix',
    players: { Ann: ['Red Fury'], Bo: ['Blue Bolt'] },
  });
  const sheet = page.getByRole('dialog');
  await page.getByRole('button', { name: 'Choose deployment' }).click();
  await sheet.getByRole('button', { name: 'Highway' }).click();
  await sheet.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('button', { name: 'Roll off for placement' }).click();
  await sheet.getByRole('button', { name: 'Ann: 8' }).click();
  await sheet.getByRole('button', { name: 'Bo: 1' }).click();
  await sheet.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('button', { name: 'Place Red Fury at speed 4' }).click();
  await page.getByRole('button', { name: 'Place Blue Bolt at speed 3' }).click();
  await page.getByRole('button', { name: 'Roll off for first Driver' }).click();
  await sheet.getByRole('button', { name: 'Ann: 8' }).click();
  await sheet.getByRole('button', { name: 'Bo: 2' }).click();
  await sheet.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('button', { name: 'Correct Blue Bolt' }).click();
  const line = sheet.locator('.proc-summary');
  await expect(line).toHaveText('Nothing changed yet: set what the table shows.');
  await expect(line).not.toHaveClass(/error/);
  await expect(sheet.getByRole('alert')).toHaveCount(0);
  // Apply still says why, when tapped: then it is the answer to the tap.
  await sheet.getByRole('button', { name: 'Apply' }).click({ force: true });
  await expect(line).toHaveClass(/error/);
});

test('60-character names at 360x640 (issue 41): a player heading wraps whole, Undo is cut at a word inside its three lines', async ({
  page,
}) => {
  const P = 'Annabelle Marguerite Delacroix of the Northern Highway Ridge';
  const C = 'Thunderous Crimson Interceptor from the Long Eastern Desert!';
  expect([P.length, C.length]).toEqual([60, 60]);
  await page.setViewportSize({ width: 360, height: 640 });
  await gotoStart(page);
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByLabel('Game name').fill('Long names');
  await page.getByRole('button', { name: /^White Line Fever/ }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByLabel('Player 1 name').fill(P);
  await page.getByLabel('Player 2 name').fill('Bo');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  // The wizard's heading for the player: the whole name, on as many lines as it takes.
  const whole = (name: string) =>
    page
      .getByRole('heading', { level: 2, name })
      .locator('.ellipsis')
      .evaluate((el) => el.scrollWidth <= el.clientWidth && !getComputedStyle(el).whiteSpace.includes('nowrap'));
  expect(await whole(P)).toBe(true);
  for (const who of ['Annabelle', 'Bo'])
    while ((await page.getByRole('button', { name: new RegExp(`^Remove ${who}.*car`) }).count()) > 1)
      await page
        .getByRole('button', { name: new RegExp(`^Remove ${who}.*car`) })
        .last()
        .click();
  await page.getByLabel(`${P} car 1 name`).fill(C);
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByRole('button', { name: 'Choose deployment' })).toBeVisible();
  expect(await whole(P)).toBe(true);
  const sheet = page.getByRole('dialog');
  await page.getByRole('button', { name: 'Choose deployment' }).click();
  await sheet.getByRole('button', { name: 'Highway' }).click();
  await sheet.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('button', { name: 'Roll off for placement' }).click();
  await sheet.getByRole('button', { name: /: 8$/ }).first().click();
  await sheet.getByRole('button', { name: 'Bo: 1' }).click();
  await sheet.getByRole('button', { name: 'Apply' }).click();
  await page
    .getByRole('button', { name: /^Place Thunderous/ })
    .first()
    .click();
  const undo = page.getByRole('button', { name: /^Undo Thunderous/ });
  await expect(undo).toBeVisible();
  // The verb kept, the long name shortened at a word; never clipped by the bar mid-word ("at spe…").
  await expect(undo.locator('.history-what')).toHaveText(/^Thunderous Crimson [\w ]+… placed at speed 1$/);
  expect((await audit(page)).filter((p) => p.startsWith('cut on the bottom bar'))).toEqual([]);
  await page.screenshot({ path: 'test-results/long-names-360.png' });
});
