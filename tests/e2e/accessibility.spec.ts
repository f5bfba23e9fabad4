import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  buildRoadWolf,
  createGame,
  expect,
  gotoStart,
  lockRoadWolf,
  logRows,
  passPhone,
  startGame,
  startWlfRound,
  test,
} from './fixtures';

// Issue 30: axe-core (WCAG 2.0/2.1/2.2 A and AA, and best practices) on the main screen states of
// every system, in the dark theme (the app's default) and the light one (the system's setting,
// start.css). Any violation fails. axe lives in the tests only, never in the app's bundle.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

const dialog = (page: Page) => page.getByRole('dialog');
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const pad = async (page: Page, label: string, ...faces: number[]) => {
  for (const f of faces)
    await dialog(page)
      .getByRole('button', { name: `${label}: ${f}`, exact: true })
      .click();
};
async function apply(page: Page) {
  await dialog(page).getByRole('button', { name: 'Apply' }).click();
  await expect(dialog(page)).toHaveCount(0);
}

/** Screen name and theme -> one line per violation: rule, node count, the first targets. */
type Found = Record<string, string[]>;

async function scan(page: Page, found: Found, screen: string): Promise<void> {
  for (const colorScheme of ['dark', 'light'] as const) {
    // Reduced motion: no colour is read halfway through a transition.
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    found[`${screen} (${colorScheme})`] = violations.map(
      (v) =>
        `${v.id} ×${v.nodes.length}: ${v.nodes
          .slice(0, 4)
          .map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`)
          .join(' | ')}`,
    );
  }
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
}

function report(found: Found) {
  for (const [k, v] of Object.entries(found))
    console.log(`axe: ${k}: ${v.reduce((m, l) => m + Number(/×(\d+)/.exec(l)?.[1] ?? 0), 0)} elements`);
  const bad = Object.entries(found).filter(([, v]) => v.length > 0);
  console.log(
    `axe: ${Object.keys(found).length} screen states, ${bad.length} with violations, ${bad.reduce(
      (n, [, v]) => n + v.reduce((m, l) => m + Number(/×(\d+)/.exec(l)?.[1] ?? 0), 0),
      0,
    )} elements`,
  );
  expect(Object.fromEntries(bad)).toEqual({});
}

test.use({ viewport: { width: 390, height: 844 } });
// Two axe runs per screen state on a shared 2-CPU machine.
test.describe.configure({ timeout: 240_000 });

test('axe: start page, new game wizard, games list, a free play table with its log, the dice tray, game options, settings', async ({
  page,
}) => {
  const found: Found = {};
  await gotoStart(page);
  await expect(page.getByRole('button', { name: 'New game' })).toBeVisible();
  await scan(page, found, 'start page, no games');
  await page.getByRole('button', { name: 'New game' }).click();
  await scan(page, found, 'wizard: rules');
  await page.getByRole('button', { name: 'Next' }).click();
  await scan(page, found, 'wizard: players');
  await page.getByRole('button', { name: 'Next' }).click();
  await scan(page, found, 'wizard: cars');
  await createGame(page, 'Free run', [
    { name: 'Ann', cars: ['Red Fury'] },
    { name: 'Bo', cars: ['Blue Bolt'] },
  ]);
  await page.getByRole('button', { name: 'Pass turn' }).click();
  await page.getByRole('button', { name: 'Pass turn' }).click();
  await expect(logRows(page)).not.toHaveCount(0);
  await scan(page, found, 'free play table with a log');
  // From 560 px Redo shows what it would bring back, as Undo does: both names hold their words.
  const bar = page.getByRole('navigation', { name: 'Game actions' });
  await page.setViewportSize({ width: 600, height: 900 });
  await bar.getByRole('button', { name: /^Undo\b/ }).click();
  await expect(bar.getByRole('button', { name: /^Redo\b/ })).toBeEnabled();
  await scan(page, found, 'free play table at 600 px, Undo and Redo with what they do');
  await bar.getByRole('button', { name: /^Redo\b/ }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await logRows(page).first().click();
  await expect(page.getByRole('dialog', { name: 'Log entry' })).toBeVisible();
  await scan(page, found, 'a log entry');
  await dialog(page).getByRole('button', { name: 'Close' }).first().click();
  await page.getByRole('button', { name: 'Game options' }).click();
  await scan(page, found, 'game options');
  await dialog(page).getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Dice tray' }).click();
  await page.getByRole('dialog', { name: 'Dice' }).getByRole('button', { name: 'Roll D6' }).click();
  await scan(page, found, 'dice tray');
  await page.getByRole('dialog', { name: 'Dice' }).getByRole('button', { name: 'Enter table dice' }).click();
  await scan(page, found, 'dice tray, typing');
  await gotoStart(page);
  await expect(page.locator('.game-card')).toHaveCount(1);
  await scan(page, found, 'games list');
  await page.goto('/#/settings');
  await expect(page.getByText('Keep the screen on during a game')).toBeVisible();
  await scan(page, found, 'settings');
  report(found);
});

test('axe: White Line Fever table, a Fire sheet, the reference', async ({ page }) => {
  const found: Found = {};
  await startWlfRound(page, 'WLF mid', [
    ['Hammerhead', 'Ann', 4],
    ['Viper', 'Bo', 3],
  ]);
  await page.getByRole('button', { name: 'Hammerhead speed 4' }).click();
  await page.getByRole('button', { name: 'Straight', exact: true }).click();
  await scan(page, found, 'WLF table');
  await page.getByRole('button', { name: 'Fire', exact: true }).click();
  await dialog(page)
    .getByRole('button', { name: /^Viper/ })
    .click();
  await dialog(page).getByRole('button', { name: 'Fire roll: 8' }).click();
  await scan(page, found, 'WLF fire sheet');
  await dialog(page).getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Rules reference' }).click();
  await expect(page.getByRole('table', { name: 'Fire chart (first match wins)' })).toBeVisible();
  await scan(page, found, 'WLF reference');
  await gotoStart(page);
  await expect(page.locator('.game-card')).toHaveCount(1);
  await scan(page, found, 'games list with a WLF game');
  report(found);
});

test('axe: Road Wolf forces, the owner’s panels, a ram sheet, the reference', async ({ page }) => {
  const found: Found = {};
  await buildRoadWolf(page, 'RW run', {
    Ann: [['Hammerhead', 'roadster']],
    Bo: [['Viper', 'coupe']],
  });
  await page.getByRole('button', { name: 'Ann: pick hidden tokens' }).click();
  await page.getByLabel('Add a token to Hammerhead').selectOption('SHOTGUN');
  await page.getByLabel('Add a token to Hammerhead').selectOption('SPIKES');
  await scan(page, found, 'RW forces, picking tokens');
  await page.getByRole('button', { name: "Done with Ann's tokens" }).click();
  await lockRoadWolf(page);
  await page.getByRole('button', { name: 'Roll for initiative' }).click();
  await pad(page, 'Ann', 6, 5);
  await pad(page, 'Bo', 2, 1);
  await scan(page, found, 'RW initiative sheet');
  await apply(page);
  await scan(page, found, 'RW table');
  await card(page, 'Hammerhead')
    .getByRole('button', { name: 'Owner: look at the hidden tokens of Hammerhead' })
    .click();
  await passPhone(page);
  await expect(card(page, 'Hammerhead').getByRole('region', { name: 'Ann’s hidden tokens' })).toBeVisible();
  await scan(page, found, 'RW card’s hidden tokens');
  await card(page, 'Hammerhead').getByRole('button', { name: 'Hide the tokens of Hammerhead' }).click();
  await page.getByRole('button', { name: 'Ann: use a hidden token' }).click();
  await passPhone(page);
  await scan(page, found, 'RW player’s hidden-token panel');
  await page.getByRole('button', { name: 'Hide', exact: true }).click();
  await card(page, 'Hammerhead').getByRole('button', { name: 'Move (1 action)' }).click();
  await page.getByRole('button', { name: 'Ram Viper', exact: true }).click();
  await pad(page, 'Hammerhead rams', 6, 1);
  await scan(page, found, 'RW ram sheet');
  await dialog(page).getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Rules reference' }).click();
  await expect(page.getByRole('table', { name: 'Vehicle catalogue' })).toBeVisible();
  await scan(page, found, 'RW reference');
  report(found);
});

test('axe: Dirty Wheels roster, activation, a shoot sheet, the reference', async ({ page }) => {
  const found: Found = {};
  const p1 = "Player 1's car";
  const p2 = "Player 2's car";
  await startGame(page, { system: /^Dirty Wheels/, name: 'DW run', players: { 'Player 1': [p1], 'Player 2': [p2] } });
  const car1 = card(page, p1);
  const car2 = card(page, p2);
  await car1.getByRole('button', { name: `${p1} is a standard` }).click();
  await car1
    .getByRole('group', { name: `Weapon configuration of ${p1}` })
    .getByRole('button', { name: /^A:/ })
    .click();
  await car1.getByLabel(`Fixed 1 of ${p1}`).selectOption('machine_gun');
  await scan(page, found, 'DW roster');
  for (const what of ['upgrades', 'driver', 'traits'])
    await car1.getByRole('button', { name: `App rolls ${what} for ${p1}` }).click();
  await car2.getByRole('button', { name: `${p2} is a truck` }).click();
  await car2.getByLabel(`Turret of ${p2}`).selectOption('artillery');
  for (const what of ['upgrades', 'driver', 'traits'])
    await car2.getByRole('button', { name: `App rolls ${what} for ${p2}` }).click();
  await page.getByRole('button', { name: 'Lock the rosters' }).click();
  await page.getByRole('button', { name: 'Scenery done: deployment order' }).click();
  await expect(dialog(page).or(page.getByRole('button', { name: 'Type the dice' }))).toBeVisible();
  if (await dialog(page).count()) {
    for (let i = 0; i < 12 && (await dialog(page).getByRole('button', { name: 'Roll D6 for me' }).count()); i++)
      await dialog(page).getByRole('button', { name: 'Roll D6 for me' }).first().click();
    await apply(page);
  }
  await page.getByRole('button', { name: 'Type the dice' }).click();
  await dialog(page)
    .getByRole('group', { name: new RegExp(`^${p1} \\(initiative`) })
    .getByRole('button', { name: /: 6$/ })
    .click();
  await dialog(page)
    .getByRole('group', { name: new RegExp(`^${p2} \\(initiative`) })
    .getByRole('button', { name: /: 1$/ })
    .click();
  await scan(page, found, 'DW initiative sheet');
  await apply(page);
  const act = page.getByRole('region', { name: 'Activation', exact: true });
  await act.getByRole('button', { name: `Activate ${p1}`, exact: true }).click();
  await scan(page, found, 'DW activation');
  await act.getByRole('button', { name: `Shoot ${p2}` }).click();
  await expect(dialog(page)).toBeVisible();
  await scan(page, found, 'DW shoot sheet');
  await dialog(page).getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Rules reference' }).click();
  await scan(page, found, 'DW reference');
  report(found);
});

test('axe: Car Cult D20 roster, activation, an attack sheet, a Damage Token, the reference', async ({ page }) => {
  const found: Found = {};
  const primary = page.locator('.bottombar .primary');
  await startGame(page, {
    system: /^Car Cult D20/,
    name: 'CC run',
    players: { Ann: ['Hammer'], Bo: ['Anvil'] },
  });
  for (const id of ['street', 'machine_gun']) await page.getByLabel('Add a card to Hammer').selectOption(id);
  for (const id of ['muscle', 'cannon']) await page.getByLabel('Add a card to Anvil').selectOption(id);
  await scan(page, found, 'CC roster');
  await primary.click(); // Lock the roster
  for (let i = 0; i < 2; i++) await page.getByRole('button', { name: 'More starting Speed Tokens for Hammer' }).click();
  await page.getByRole('button', { name: 'More starting Speed Tokens for Anvil' }).click();
  await primary.click(); // Start round 1
  // A dent from an earlier game: a Damage Token on Anvil's engine (a filled slot's label on --danger).
  await card(page, 'Anvil').getByRole('button', { name: 'Correct the tokens of Anvil' }).click();
  await dialog(page).getByRole('button', { name: 'Raise Muscle car Damage Tokens' }).click();
  await scan(page, found, 'CC correction sheet');
  await dialog(page).getByRole('button', { name: 'Done' }).click();
  await expect(
    card(page, 'Anvil')
      .getByRole('img', { name: /Damage Token/ })
      .first(),
  ).toBeVisible();
  await primary.click(); // Activate Hammer
  await scan(page, found, 'CC activation with a Damage Token');
  const act = page.getByRole('region', { name: 'Activation' });
  await act
    .getByRole('button', { name: /^Machine gun of Hammer, AZ 1\b/ })
    .evaluate((e) => e.scrollIntoView({ block: 'center' }));
  await act.getByRole('button', { name: /^Machine gun of Hammer, AZ 1\b/ }).click();
  await primary.click();
  const lose = dialog(page).getByRole('button', { name: /^Lose \d+$/ });
  if (await lose.count()) await lose.click();
  await act.getByRole('button', { name: 'Machine gun attacks Anvil' }).click();
  await dialog(page).getByRole('button', { name: 'Yes' }).click();
  await scan(page, found, 'CC attack sheet');
  await dialog(page).getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Rules reference' }).click();
  await scan(page, found, 'CC reference');
  report(found);
});

/** Where the focus is: "body" when it fell to the page (issue 30). */
const focusIsOnBody = (page: Page) =>
  page.evaluate(() => !document.activeElement || document.activeElement === document.body);

test('focus never falls to the page body: the hidden-token panels, a sheet opened from one, Print from Game options', async ({
  page,
}) => {
  await buildRoadWolf(page, 'Focus run', {
    Ann: [['Hammerhead', 'roadster']],
    Bo: [['Viper', 'coupe']],
  });
  await page.getByRole('button', { name: 'Ann: pick hidden tokens' }).click();
  await page.getByLabel('Add a token to Hammerhead').selectOption('SHOTGUN');
  await page.getByRole('button', { name: "Done with Ann's tokens" }).click();
  await lockRoadWolf(page);
  await page.getByRole('button', { name: 'Roll for initiative' }).click();
  await pad(page, 'Ann', 6, 5);
  await pad(page, 'Bo', 2, 1);
  await apply(page);

  // The panel replaces its button: the focus moves into the panel, then back to the button.
  const useToken = page.getByRole('button', { name: 'Ann: use a hidden token' });
  await useToken.click();
  await passPhone(page);
  const panel = page.getByRole('region', { name: 'Ann’s hidden tokens' });
  await expect(panel).toBeFocused();
  await expect(panel).toBeInViewport();
  await panel.getByRole('button', { name: 'Hide', exact: true }).click();
  await expect(useToken).toBeFocused();

  // The card's own panel, and its "Hide the tokens".
  const look = page.getByRole('button', { name: 'Owner: look at the hidden tokens of Hammerhead' });
  await look.click();
  await passPhone(page);
  await expect(card(page, 'Hammerhead').getByRole('region', { name: 'Ann’s hidden tokens' })).toBeFocused();
  await page.getByRole('button', { name: 'Hide the tokens of Hammerhead' }).click();
  await expect(look).toBeFocused();

  // A Shoot sheet opened from the panel (which closes): closing it gives the focus to the panel's button.
  await useToken.click();
  await passPhone(page);
  await panel.getByRole('button', { name: 'Shotgun on Hammerhead: Shoot (1 action)' }).click();
  await expect(dialog(page)).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(useToken).toBeFocused();
  expect(await focusIsOnBody(page)).toBe(false);

  // Print, opened from Game options (a sheet that closes as Print opens): back on Game options.
  const options = page.getByRole('button', { name: 'Game options' });
  await options.click();
  await page.getByRole('button', { name: 'Print record sheet' }).click();
  await expect(page.getByRole('dialog', { name: /Print/ })).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(options).toBeFocused();
  expect(await focusIsOnBody(page)).toBe(false);
});

/**
 * How many times a sheet shows a text (its screen-reader-only copies left out) and how many times a
 * screen reader reads it (aria-hidden copies left out).
 */
async function said(page: Page, text: string): Promise<{ shown: number; read: number }> {
  const d = dialog(page);
  const shown = await d.evaluate((el, t) => {
    const only = [...el.querySelectorAll<HTMLElement>('.sr-only')];
    for (const o of only) o.style.display = 'none';
    const n = (el as HTMLElement).innerText.split(t).length - 1;
    for (const o of only) o.style.display = '';
    return n;
  }, text);
  const read = (await d.ariaSnapshot()).split(text).length - 1;
  return { shown, read };
}

test('a guided sheet says each thing once: the roll-off winner, what is still needed, nothing changed yet', async ({
  page,
}) => {
  await startGame(page, {
    system: /^White Line Fever/,
    name: 'Once',
    players: { Ann: ['Red Fury'], Bo: ['Blue Bolt'] },
  });
  await page.getByRole('button', { name: 'Choose deployment' }).click();
  await dialog(page).getByRole('button', { name: 'Highway' }).click();
  await apply(page);
  await page.getByRole('button', { name: 'Roll off for placement' }).click();
  await dialog(page).getByRole('button', { name: 'Ann: 8' }).click();
  await dialog(page).getByRole('button', { name: 'Bo: 1' }).click();
  await expect(dialog(page).getByLabel('Outcome')).toContainText('Ann rolled highest');
  expect(await said(page, 'Ann rolled highest')).toEqual({ shown: 1, read: 1 });
  await apply(page);
  await page.getByRole('button', { name: 'Place Red Fury at speed 4' }).click();
  await page.getByRole('button', { name: 'Place Blue Bolt at speed 3' }).click();
  await page.getByRole('button', { name: 'Roll off for first Driver' }).click();
  await dialog(page).getByRole('button', { name: 'Ann: 8' }).click();
  await dialog(page).getByRole('button', { name: 'Bo: 2' }).click();
  await apply(page);
  await page.getByRole('button', { name: 'Red Fury speed 4' }).click();
  await page.getByRole('button', { name: 'Straight', exact: true }).click();
  await page.getByRole('button', { name: 'Collision', exact: true }).click();
  await dialog(page).getByRole('button', { name: 'Another car' }).click();
  await expect(dialog(page)).toContainText('Still needed: which cars were hit');
  expect(await said(page, 'Still needed: which cars were hit')).toEqual({ shown: 1, read: 1 });
  await dialog(page).getByRole('button', { name: 'Close' }).first().click();
  await page.getByRole('button', { name: 'Correct Blue Bolt' }).click();
  await expect(dialog(page)).toContainText('Nothing changed yet');
  expect(await said(page, 'Nothing changed yet')).toEqual({ shown: 1, read: 1 });
});
