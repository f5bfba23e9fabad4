import type { Page } from '@playwright/test';
import { test, expect, tapCounter, logRows, saved, startGame } from './fixtures';

// Car Cult D20 (issue 12) at the table: the roster, starting speeds, activations with the
// allocation tapped onto the cards, attacks, Damage Tokens tapped on by their placers, a tie, a
// down shift, braking, undo and a reload. Tempo lines as in tempo.spec.ts:
//
// Budgets, against cardboard tokens: allocating an activation's Speed Tokens is one token picked
// up and put down per ST on paper, so the phone gets one tap per ST plus one to confirm (and says
// what would be lost before it). An attack with 3 shots and typed D20s: the target (tapped on the
// weapon's row), in range, three faces, Apply = 6 (the budget): on paper it is three dice,
// a modifier sum per die and a table look-up. Placing a hit's Damage Tokens: one tap per token,
// the same as putting a cardboard token down, with armour-first, the right-most free AZ and a
// displaced Speed Token done for you.

const dialog = (page: Page) => page.getByRole('dialog');
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const pending = (page: Page) => page.getByRole('region', { name: 'Pending' });
const activation = (page: Page) => page.getByRole('region', { name: 'Activation' });
const az = (where: ReturnType<typeof activation>, trackOfCar: string, n: number) => where.getByRole('button', { name: new RegExp(`^${trackOfCar}, AZ ${n}\\b`) });
/** Brings a control to the middle of the screen, clear of the sticky bars, as a thumb would scroll. */
async function centred<L extends ReturnType<typeof activation>>(l: L): Promise<L> {
  await l.evaluate((e) => e.scrollIntoView({ block: 'center' }));
  return l;
}
const primary = (page: Page) => page.locator('.bottombar .primary');

function figure(action: string, taps: number, budget: number) {
  console.log(`table tempo: ${action}: ${taps} taps (budget ${budget})`);
  expect(taps, `${action}: ${taps} taps, budget ${budget}`).toBeLessThanOrEqual(budget);
}

async function apply(page: Page) {
  await dialog(page).getByRole('button', { name: 'Apply' }).click();
  await expect(dialog(page)).toHaveCount(0);
}

const die = (page: Page, label: string, f: number) => dialog(page).getByRole('button', { name: `${label}: ${f}`, exact: true });

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `/tmp/shots-f/${name}.png`, fullPage: false });
}

async function addCards(page: Page, car: string, ids: string[]) {
  for (const id of ids) await page.getByLabel(`Add a card to ${car}`).selectOption(id);
}

/** From the wizard to round 1: two cars each, built under the 30 AZ limit, starting speeds set. */
async function buildAndStart(page: Page) {
  await startGame(page, { system: /^Car Cult D20/, name: 'Scrapyard', players: { Ann: ['Red Fury', 'Rust Bucket'], Bo: ['Blue Bolt', 'Green Ghost'] } });
  const roster = page.getByRole('region', { name: 'Roster' });
  await expect(roster).toContainText('Ann uses 0 of 30 AZ');
  // V-CC-1 blocks the lock, with its reason.
  await expect(primary(page)).toHaveAttribute('aria-disabled', 'true');
  await addCards(page, 'Red Fury', ['street', 'machine_gun', 'gutsy_gunner', 'armour_1']);
  await addCards(page, 'Rust Bucket', ['buggy', 'rifle']);
  await addCards(page, 'Blue Bolt', ['muscle', 'cannon', 'dangerous_driver']);
  await addCards(page, 'Green Ghost', ['buggy', 'flamethrower', 'fanatical_fixer', 'hauler']);
  // V-CC-1 (two engines) and V-CC-4 (over the limit) say why, and the lock says so too.
  await expect(roster.getByLabel('Problems')).toContainText('Green Ghost needs exactly one engine (has 2).');
  await expect(roster).toContainText('Bo uses 26 of 30 AZ');
  for (let i = 0; i < 5; i++) await page.getByRole('button', { name: 'Lower build limit' }).click();
  await expect(roster.getByLabel('Problems')).toContainText('Bo uses 26 of 25 AZ.');
  for (let i = 0; i < 5; i++) await page.getByRole('button', { name: 'Raise build limit' }).click();
  await shot(page, '01-roster');
  await card(page, 'Green Ghost').getByRole('button', { name: 'Remove Hauler from Green Ghost' }).click();
  await expect(roster).toContainText('Bo uses 19 of 30 AZ');
  await expect(roster.getByLabel('Problems')).toHaveCount(0);
  await primary(page).click(); // Lock the roster
  await expect(page.getByRole('region', { name: 'Setup' })).toBeVisible();
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'More starting Speed Tokens for Red Fury' }).click();
  for (let i = 0; i < 2; i++) await page.getByRole('button', { name: 'More starting Speed Tokens for Blue Bolt' }).click();
  await expect(page.getByRole('region', { name: 'Setup' })).toContainText('Red Fury 3, Blue Bolt 2');
  await shot(page, '02-setup');
  await primary(page).click(); // Start round 1
  await expect(page.getByRole('region', { name: 'Round' })).toContainText('Next: Red Fury (Ann)');
}

test.use({ viewport: { width: 390, height: 844 } });

test('Car Cult D20: build, allocate by taps, attack with a crack and a crap shot, place Damage Tokens, tie, down shift, braking, undo, reload, continue', async ({ page }) => {
  const t = tapCounter();
  await buildAndStart(page);

  // ---- Red Fury activates: 2 +ST showing on the engine and 1 on the Gutsy Gunner --------------
  await primary(page).click(); // Activate Red Fury
  const act = activation(page);
  await expect(act).toContainText('Red Fury activates');
  await expect(act).toContainText('0 of 3 Speed Tokens placed');
  await expect(act).toContainText('3 are lost if you finish now');
  await shot(page, '03-allocate-start');
  t.start();
  await t.tap(await centred(az(act, 'Street car of Red Fury', 4)));
  await t.tap(await centred(az(act, 'Machine gun of Red Fury', 1)));
  await t.tap(await centred(az(act, 'Gutsy Gunner of Red Fury', 2)));
  await expect(act).toContainText('3 of 3 Speed Tokens placed');
  await expect(primary(page)).toHaveAccessibleName('Allocate 3 of 3 Speed Tokens');
  await shot(page, '04-allocate-done');
  await t.tap(primary(page));
  figure('CC activation with allocation (3 ST)', t.count, 3 + 1);
  await expect(card(page, 'Red Fury')).toHaveCount(1);
  await expect(act).toContainText('Move Red Fury between 7" and 11"');

  // ---- the attack: Machine gun at Blue Bolt, 3 typed D20s: a crack shot, a crap shot, a 12 ---------
  t.start();
  await t.tap(act.getByRole('button', { name: 'Machine gun attacks Blue Bolt' }));
  await t.tap(dialog(page).getByRole('button', { name: 'Yes' }));
  for (const f of [20, 1, 12]) await t.tap(die(page, 'Machine gun: 3 D20s', f));
  await expect(dialog(page).getByLabel('Outcome')).toContainText('Die 1: 20: crack shot, hits');
  await expect(dialog(page).getByLabel('Outcome')).toContainText('Die 2: 1: crap shot, misses');
  await expect(dialog(page).getByLabel('Outcome')).toContainText('Die 3: 12 − 2 = 10: hits');
  await shot(page, '05-attack');
  await t.tap(dialog(page).getByRole('button', { name: 'Apply' }));
  await expect(dialog(page)).toHaveCount(0);
  // Bo places the first (and only) DT of each hit: one tap on the card it goes on.
  await expect(pending(page)).toContainText('Bo: a Damage Token on Blue Bolt from a hit (1 more after this)');
  await shot(page, '06-place-dt');
  await t.tap(await centred(pending(page).getByRole('button', { name: /^Cannon of Blue Bolt, AZ 1/ })));
  await t.tap(await centred(pending(page).getByRole('button', { name: /^Dangerous Driver of Blue Bolt, AZ 2/ })));
  await expect(pending(page)).toHaveCount(0);
  figure('CC attack, 3 shots with typed D20s, and its 2 Damage Tokens placed', t.count, 6 + 2);
  await expect(card(page, 'Blue Bolt').getByRole('img', { name: /^Cannon of Blue Bolt, AZ 2: Damage Token/ })).toHaveCount(1);

  // ---- the move: rough terrain, then the end of the move ---------------------------------------
  await act.getByRole('button', { name: 'Rough terrain…' }).click();
  await dialog(page).getByLabel('Inches through the rough piece').fill('2');
  await die(page, 'D20, minus the inches: 10+ is unharmed', 14).click();
  await apply(page);
  await act.getByRole('button', { name: 'Move ends…' }).click();
  await dialog(page).getByRole('button', { name: 'Moved within the limits' }).click();
  await apply(page);
  await expect(primary(page)).toHaveText('End activation');
  await primary(page).click();

  // ---- Blue Bolt: a free down shift, 2 ST lost, a missed cannon shot, braking short ----------------
  await expect(page.getByRole('region', { name: 'Round' })).toContainText('Next: Blue Bolt (Bo)');
  await primary(page).click();
  await act.getByRole('button', { name: 'Down shift 1 (free)' }).click();
  await expect(act).toContainText('Down shifted 1 (free)');
  // 5 +ST on the engine, 1 on the Driver (its AZ 2 is damaged): 6; the engine takes 2 (accel).
  await expect(act).toContainText('0 of 6 Speed Tokens placed');
  await (await centred(az(act, 'Muscle car of Blue Bolt', 2))).click();
  await (await centred(az(act, 'Muscle car of Blue Bolt', 3))).click();
  // A third engine ST would pass the acceleration: the tap says why and changes nothing.
  await expect(az(act, 'Muscle car of Blue Bolt', 4)).toHaveAttribute('aria-disabled', 'true');
  await az(act, 'Muscle car of Blue Bolt', 4).click({ force: true });
  await expect(page.locator('.toast')).toContainText("The engine's acceleration allows 2 more");
  await shot(page, '06b-toast');
  await (await centred(az(act, 'Dangerous Driver of Blue Bolt', 1))).click();
  await expect(primary(page)).toHaveAccessibleName('Allocate 3 of 6 Speed Tokens, 3 lost');
  await primary(page).click();
  await expect(act).toContainText('Move Blue Bolt between 5" and 7"');
  // Braked 2" after 5" minimum... 3" short: 5 − 3 fails, Ann places the optional DT.
  await act.getByRole('button', { name: 'Move ends…' }).click();
  await dialog(page).getByRole('button', { name: 'Braked short of the minimum' }).click();
  await dialog(page).getByLabel('Inches moved').fill('2');
  await die(page, 'D20 − 3 inches short: 10+ is safe', 5).click();
  await apply(page);
  await expect(pending(page)).toContainText('Ann: a Damage Token on Blue Bolt from braking short');
  // The Driver is full (1 ST, 1 DT): the DT knocks its Speed Token off (CC-A09).
  await expect(pending(page)).toContainText('full: knocks off a Speed Token');
  t.start();
  await t.tap(await centred(pending(page).getByRole('button', { name: /^Dangerous Driver of Blue Bolt, AZ 1/ })));
  figure('CC one Damage Token placed, displacing a Speed Token', t.count, 1);
  await expect(act.getByRole('img', { name: /^Dangerous Driver of Blue Bolt, AZ 1: Damage Token/ })).toHaveCount(1);

  // Undo the placement: the token comes back to the pending bar; tap it on again.
  await page.getByRole('button', { name: /^Undo/ }).click();
  await expect(pending(page)).toContainText('Ann: a Damage Token on Blue Bolt from braking short');
  await (await centred(pending(page).getByRole('button', { name: /^Dangerous Driver of Blue Bolt, AZ 1/ }))).click();
  await primary(page).click(); // End activation

  // ---- a tie: Rust Bucket and Green Ghost both on 0 engine ST ---------------------------------
  await expect(page.getByRole('region', { name: 'Round' })).toContainText('Tied for next: Rust Bucket, Green Ghost');
  await primary(page).click(); // Roll for the tie
  await die(page, 'Rust Bucket', 14).click();
  await die(page, 'Green Ghost', 6).click();
  await apply(page);
  await expect(act).toContainText('Rust Bucket activates');
  await saved(page);
  await shot(page, '07-before-reload');

  // ---- reload: the game and the activation carry on where they were ----------------------------
  await page.reload();
  await expect(activation(page)).toContainText('Rust Bucket activates');
  await expect(card(page, 'Blue Bolt').getByRole('img', { name: /^Dangerous Driver of Blue Bolt, AZ 1: Damage Token/ })).toHaveCount(1);
  await expect(logRows(page).first()).toContainText('Rust Bucket activates');
  const act2 = activation(page);
  await (await centred(az(act2, 'Buggy of Rust Bucket', 1))).click();
  await (await centred(az(act2, 'Buggy of Rust Bucket', 2))).click();
  await (await centred(az(act2, 'Rifle of Rust Bucket', 1))).click();
  await expect(primary(page)).toHaveAccessibleName('Allocate 3 of 4 Speed Tokens, 1 lost');
  await primary(page).click();
  await expect(act2).toContainText('Move Rust Bucket between 3" and 6"');
});
