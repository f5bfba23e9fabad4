import type { Locator, Page } from '@playwright/test';
import { createGame, expect, logRows, startGame, startWlfRound, tapCounter, test } from './fixtures';

// Table tempo (issue 9): the common actions must be quicker on the phone than on paper. Each
// figure is measured with the tap counter from the first tap on the table screen to the applied
// result, printed on one line `table tempo: <action>: <N> taps (budget <M>)`, and fails over
// budget. Setup steps are not counted. Typed dice throughout (app dice are one tap per pool).
//
// Budgets: a speed change and a hit are one tap on the card (paper: one erase-and-write). A
// control check: open it, one die, Apply (3). A White Line Fever shot with any modifiers: open,
// target, die, pick the result, Apply (5, the budget). A Road Wolf ram with typed dice for
// both sides and up to 5 dice a side: 8 (the budget), counted from the Ram button (the
// Move before it is the move, not the ram). A ram with a Veteran reroll: the
// ram's 8 plus the reroll's own two (which die, its new face) = 10. A wipeout check with a skid,
// to the skid's end: open, the vehicle's and the Road's dice (a pair each), the skid die, Apply,
// then "Skid ends on the road" (the "Where did it end up?" answers as they stand ride on that
// tap, issue 30) = 6; it was 7 with the sheet's own Apply. Face-down tokens (issue 32 must not
// slow them): buying one during force building, from the player's Tokens button to the token in
// the owner's list on the card: Tokens, then the picker (a native select: open it, pick) = 3 (Done,
// which hides them again, comes after); using one in play: Owner: look on its card, then the
// token's button (a Nitro: Fire it) = 2, to its log row. Both were 3 and 2 before issue 32
// (30b2a69) and are 3 and 2 with it. Issue 39 adds one tap to the use on one phone passed round:
// "Pass the phone to Ann", I'm Ann: show (so a curious tap shows nothing) = 3. Issue 42: the
// game's story is one tap from the table, mid-game and once the game is over (the Log's "Game story").

const dialog = (page: Page) => page.getByRole('dialog');
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
/** A button for `car` on its card, or in the pinned bar of what is pending (either place works). */
const carButton = (page: Page, car: string, name: string | RegExp) =>
  page
    .getByRole('region', { name: 'Pending' })
    .getByRole('button', { name })
    .or(card(page, car).getByRole('button', { name }))
    .first();

function figure(action: string, taps: number, budget: number) {
  console.log(`table tempo: ${action}: ${taps} taps (budget ${budget})`);
  expect(taps, `${action}: ${taps} taps, budget ${budget}`).toBeLessThanOrEqual(budget);
}

/**
 * Taps a thrown pool on the sheet's pad, two dice a tap where it can ("6 5"), highest first,
 * as a player reading the dice off the table would.
 */
async function typePool(t: ReturnType<typeof tapCounter>, page: Page, label: string, faces: number[]) {
  const sorted = [...faces].sort((a, b) => b - a);
  expect(sorted, 'list the faces highest first, as they are entered').toEqual(faces);
  for (let i = 0; i < sorted.length; i += 2) {
    const [hi, lo] = [sorted[i], sorted[i + 1]];
    await t.tap(
      dialog(page).getByRole('button', {
        name: lo === undefined ? `${label}: ${hi}` : `${label}: ${hi} ${lo}`,
        exact: true,
      }),
    );
  }
  await expect(dialog(page).getByLabel(`${label}: ${faces.join(' ')}`, { exact: true })).toBeVisible();
}

async function untimedApply(page: Page) {
  await dialog(page).getByRole('button', { name: 'Apply' }).click();
  await expect(dialog(page)).toHaveCount(0);
}

// ---- White Line Fever ---------------------------------------------------------------------------

async function wlfGame(page: Page) {
  await startWlfRound(page, 'Tempo WLF', [
    ['Red Fury', 'Ann', 3],
    ['Blue Bolt', 'Bo', 3],
    ['Rust Bucket', 'Ann', 2],
    ['Green Ghost', 'Bo', 4],
  ]);
}

test('table tempo, White Line Fever: speed change, control check, a shot with two modifiers', async ({ page }) => {
  const t = tapCounter();
  await wlfGame(page);

  t.start();
  await t.tap(page.getByRole('button', { name: 'Red Fury speed 4' }));
  await expect(card(page, 'Red Fury').getByRole('button', { name: /^Speed 4, 40 mph/ })).toBeVisible();
  figure('speed change', t.count, 1);

  await page.getByRole('button', { name: 'Straight' }).click();
  t.start();
  await t.tap(page.getByRole('button', { name: 'Check!' }));
  await t.tap(dialog(page).getByRole('button', { name: /Control roll.*: 6$/ }));
  await expect(dialog(page).getByLabel('Outcome')).toContainText('6 ≥ 4, passed');
  await t.tap(dialog(page).getByRole('button', { name: 'Apply' }));
  await expect(dialog(page)).toHaveCount(0);
  figure('control check', t.count, 3);

  // D8 2 at Blue Bolt (speed 3): short range and back shot both used, 2 +1 +1 = 4, a Spin Out.
  // Issue 41 (W-8): both are declared facts, asked in one tap before the roll.
  t.start();
  await t.tap(page.getByRole('button', { name: 'Fire' }));
  await t.tap(dialog(page).getByRole('button', { name: /^Blue Bolt/ }));
  await t.tap(dialog(page).getByRole('button', { name: 'Both', exact: true }));
  await t.tap(dialog(page).getByRole('button', { name: 'Fire roll: 2' }));
  await t.tap(dialog(page).getByRole('button', { name: /^Spin Out: \+1 short range, \+1 back shot \(4\)/ }));
  await expect(dialog(page).getByLabel('Outcome')).toContainText('D8 2 +1 short range +1 back shot = 4');
  await t.tap(dialog(page).getByRole('button', { name: 'Apply' }));
  await expect(dialog(page)).toHaveCount(0);
  figure('WLF shot with two modifiers', t.count, 6);
  // Every modifier chosen is in the log.
  await expect(logRows(page).first()).toContainText('Spin Out (D8 2 +1 short range +1 back shot = 4)');
});

// ---- Road Wolf ----------------------------------------------------------------------------------

interface RwForce {
  cars: [string, string][]; // [name, vehicle type id or '' for none]
  tokens?: [string, string][]; // [car name, token kind]
}

/** From the wizard to Ann's first turn; `building` runs on the table screen just before Lock. */
async function rwGame(page: Page, name: string, ann: RwForce, bo: RwForce, points = 4, building?: () => Promise<void>) {
  await startGame(page, {
    system: /^Road Wolf/,
    name,
    players: { Ann: ann.cars.map(([c]) => c), Bo: bo.cars.map(([c]) => c) },
  });
  for (let p = 4; p < points; p++) await page.getByRole('button', { name: 'More points' }).click();
  for (const f of [ann, bo])
    for (const [car, type] of f.cars) if (type) await page.getByLabel(`Vehicle for ${car}`).selectOption(type);
  for (const [who, f] of [
    ['Ann', ann],
    ['Bo', bo],
  ] as const) {
    if (!f.tokens?.length) continue;
    await page.getByRole('button', { name: `${who}: pick hidden tokens` }).click();
    for (const [car, kind] of f.tokens) await page.getByLabel(`Add a token to ${car}`).selectOption(kind);
    await page.getByRole('button', { name: `Done with ${who}'s tokens` }).click();
  }
  if (building) await building();
  await page.getByRole('button', { name: 'Lock the forces' }).click();
  // Locking with tokens left unbought asks to confirm.
  const anyway = page.getByRole('button', { name: 'Lock anyway' });
  await expect(page.getByRole('button', { name: 'Roll for initiative' }).or(anyway)).toBeVisible();
  if (await anyway.isVisible()) await anyway.click();
  await page.getByRole('button', { name: 'Roll for initiative' }).click();
  await dialog(page).getByRole('button', { name: 'Ann: 6 6', exact: true }).click();
  await dialog(page).getByRole('button', { name: 'Bo: 1 1', exact: true }).click();
  await untimedApply(page);
  await expect(page.getByLabel('Turn')).toContainText('Ann’s turn');
}

/** A ram from the card's Ram button to Apply; the move itself was tapped before, uncounted. */
async function ram(
  t: ReturnType<typeof tapCounter>,
  page: Page,
  rammer: string,
  target: string,
  att: number[],
  def: number[],
  between?: () => Promise<void>,
) {
  await card(page, rammer).getByRole('button', { name: 'Move (1 action)' }).click();
  t.start();
  // The pending bar names the vehicles it may have hit: one tap is Ram and the target.
  await t.tap(carButton(page, rammer, `Ram ${target}`));
  await expect(
    dialog(page).getByRole('group', { name: 'What did it hit?' }).getByRole('button', { pressed: true }),
  ).toContainText(target);
  await typePool(t, page, `${rammer} rams`, att);
  await typePool(t, page, `${target} defends`, def);
  if (between) await between();
  await expect(dialog(page).getByLabel('Outcome')).toBeVisible();
  await t.tap(dialog(page).getByRole('button', { name: 'Apply' }));
  await expect(dialog(page)).toHaveCount(0);
  // Every face is in the log, in the order typed.
  await expect(
    logRows(page)
      .filter({ hasText: `${rammer} rams ${target}` })
      .first(),
  ).toContainText(`${att.join(' ')}`);
  await expect(
    logRows(page)
      .filter({ hasText: `${rammer} rams ${target}` })
      .first(),
  ).toContainText(`against ${def.join(' ')}`);
}

test('table tempo, Road Wolf: mark a hit, ram 2v2 (then the wipeout with a skid)', async ({ page }) => {
  const t = tapCounter();
  await rwGame(
    page,
    'Tempo RW',
    {
      cars: [
        ['Hammer', 'roadster'],
        ['Anvil', 'roadster'],
      ],
    },
    {
      cars: [
        ['Nail', 'coupe'],
        ['Screw', 'coupe'],
      ],
    },
  );

  t.start();
  await t.tap(page.getByRole('button', { name: 'Mark a hit on Screw (box 1 of 2)' }));
  await expect(card(page, 'Screw')).toContainText('Hits: 1 of 2 left');
  figure('mark a hit', t.count, 1);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(card(page, 'Screw')).toContainText('Hits: 2 of 2 left');

  // 5 3 against 5 2: the rammer wins on the second die, overkill 0, so Nail makes a wipeout check.
  await ram(t, page, 'Hammer', 'Nail', [5, 3], [5, 2]);
  figure('RW ram 2v2', t.count, 8);

  // The wipeout: 4 1 against the Road's 4 2, the Road wins on its second die: a skid.
  t.start();
  await t.tap(carButton(page, 'Nail', /wipeout check/i));
  await typePool(t, page, 'Nail holds on', [4, 1]);
  await typePool(t, page, 'The Road', [4, 2]);
  await t.tap(dialog(page).getByRole('button', { name: 'Skid direction (doubled for the clock): 2', exact: true }));
  await expect(dialog(page).getByLabel('Outcome')).toContainText('Skid toward 4 o’clock');
  await t.tap(dialog(page).getByRole('button', { name: 'Apply' }));
  await expect(dialog(page)).toHaveCount(0);
  // The model is moved; it stayed on the road: one tap records where it ended up.
  await t.tap(page.getByRole('region', { name: 'Pending' }).getByRole('button', { name: 'Skid ends on the road' }));
  await expect(logRows(page).first()).toHaveText(/Nail stops/);
  await expect(page.getByRole('region', { name: 'Pending' }).getByRole('img', { name: /^Skid toward/ })).toHaveCount(0);
  figure('wipeout with skid', t.count, 6);
});

test('table tempo, Road Wolf: ram 4v3 with typed dice for both sides', async ({ page }) => {
  const t = tapCounter();
  await rwGame(
    page,
    'Tempo RW big',
    {
      cars: [
        ['Tank', 'armored_car'],
        ['Spare', ''],
      ],
    },
    {
      cars: [
        ['Brick', 'muscle_car'],
        ['Extra', ''],
      ],
    },
  );
  // Any 4 against any 3 is the same count: two taps for four dice, two for three.
  await ram(t, page, 'Tank', 'Brick', [6, 5, 5, 2], [4, 4, 1]);
  figure('RW ram 4v3', t.count, 8);
});

test('table tempo, Road Wolf: ram 5v5, the largest pools the budget covers', async ({ page }) => {
  const t = tapCounter();
  await rwGame(
    page,
    'Tempo RW rigs',
    {
      cars: [
        ['Rig A', 'big_rig'],
        ['Spare', ''],
      ],
    },
    {
      cars: [
        ['Rig B', 'big_rig'],
        ['Extra', ''],
      ],
    },
    5,
  );
  // Five dice take three taps a side however they fall (pairs, then one): Ram Rig B + 3 + 3 + Apply = 8.
  await ram(t, page, 'Rig A', 'Rig B', [6, 5, 4, 2, 1], [6, 5, 3, 3, 1]);
  figure('RW ram 5v5', t.count, 8);
});

test('table tempo, Road Wolf: ram with a Veteran reroll', async ({ page }) => {
  const t = tapCounter();
  await rwGame(
    page,
    'Tempo RW vet',
    {
      cars: [
        ['Hammer', 'roadster'],
        ['Anvil', 'roadster'],
      ],
      tokens: [['Anvil', 'VETERAN']],
    },
    {
      cars: [
        ['Nail', 'coupe'],
        ['Screw', 'coupe'],
      ],
    },
  );
  // Anvil's 6 1 against 5 4: the Veteran rerolls the 1 into a 6; 6 6 against 5 4 is overkill 2.
  await ram(t, page, 'Anvil', 'Screw', [6, 1], [5, 4], async () => {
    const reroll: Locator = dialog(page).getByRole('button', { name: /Reroll die 2 \(a 1\)/ });
    await t.tap(reroll);
    await t.tap(
      dialog(page)
        .getByRole('button', { name: /rerolled die: 6$/ })
        .first(),
    );
  });
  await expect(card(page, 'Screw')).toContainText(/destroyed|Wreck/i);
  figure('RW ram with a Veteran reroll', t.count, 10);
});

test('table tempo, Road Wolf: buy a face-down token, then use it', async ({ page }) => {
  const t = tapCounter();
  // Hammer is a Buggy (Dirt): no free Nitro, so the one Ann buys is face down.
  await rwGame(
    page,
    'Tempo RW tokens',
    {
      cars: [
        ['Hammer', 'buggy'],
        ['Anvil', 'buggy'],
      ],
    },
    {
      cars: [
        ['Nail', 'coupe'],
        ['Screw', 'coupe'],
      ],
    },
    4,
    async () => {
      t.start();
      await t.tap(page.getByRole('button', { name: 'Ann: pick hidden tokens' }));
      await t.pick(page.getByLabel('Add a token to Hammer'), 'NITRO');
      await expect(page.getByLabel('Tokens on Hammer')).toContainText('Nitro');
      figure('RW buy a face-down token', t.count, 3);
      await page.getByRole('button', { name: "Done with Ann's tokens" }).click();
      await expect(card(page, 'Hammer')).toContainText('1 hidden token');
    },
  );

  // Hidden gear gives the card no button: the owner fires the Nitro from the card's private panel.
  await expect(card(page, 'Hammer').getByRole('button', { name: /Nitro/ })).toHaveCount(0);
  t.start();
  await t.tap(card(page, 'Hammer').getByRole('button', { name: 'Owner: look at the hidden tokens of Hammer' }));
  await t.tap(card(page, 'Hammer').getByRole('button', { name: 'I’m Ann: show' }));
  await t.tap(card(page, 'Hammer').getByRole('button', { name: 'Nitro on Hammer: Fire it (free)' }));
  // Issue 39: the Nitro has no sheet whose Apply shows it, so it asks first (one stray tap shows nothing).
  await t.tap(card(page, 'Hammer').getByRole('button', { name: 'Fire the Nitro' }));
  await expect(logRows(page).first()).toContainText('Hammer fires its Nitro');
  await expect(page.getByRole('region', { name: 'Pending' })).toContainText('Hammer is on Nitro');
  figure('RW use a face-down token', t.count, 4);
  await expect(page.getByLabel("Ann's cars")).toContainText('Used or lost: Nitro');
});

test('table tempo: the game’s story is one tap from the table, mid-game and at the end', async ({ page }) => {
  const t = tapCounter();
  await createGame(page, 'Tempo story', [
    { name: 'Ann', cars: ['Rust Bucket'] },
    { name: 'Bo', cars: ['Hornet'] },
  ]);
  await page.getByRole('button', { name: 'Pass turn' }).click();
  const story = page.getByRole('dialog', { name: 'Tempo story' });
  t.start();
  await t.tap(page.getByRole('button', { name: 'Game story' }));
  await expect(story).toContainText('The game goes on.');
  figure("open the game's story", t.count, 1);
  await story.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Game options' }).click();
  await page.getByRole('button', { name: 'End the game…' }).click();
  await page.getByRole('checkbox', { name: 'Bo' }).check();
  await page.getByRole('button', { name: 'Declare winner' }).click();
  t.start();
  await t.tap(page.getByRole('button', { name: 'Game story' }));
  await expect(story).toContainText('Bo won.');
  figure("open the game's story at the end", t.count, 1);
});
