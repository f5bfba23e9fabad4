// Issue 40, "each player rolls and answers on their own phone": a roll the rules give to a player
// (an initiative row, a defender's dice, the Road's dice of a wipeout check) is rolled on that
// player's phone, shown on the acting phone as "Bo is rolling…" and filled in when it arrives; the
// step stays one command applied by one phone. Two phones with the same step open see "the first
// Apply counts" pinned by Apply, and the one that did not apply sees "Done on Bo's phone" with the
// result, not a collapsed sheet. And no reroll by retargeting (one phone).
import type { Locator, Page } from '@playwright/test';
import type { Thrown } from '../../src/rules/core/model';
import { buildRoadWolf, dumpDb, expect, lockRoadWolf, logRows, saved, test } from './fixtures';
import { audit } from './layout-audit';
import { card, checkGuestProblems, dialog, join, LIVE_LAUNCH, newPhone, pending, shot, strip } from './live-phones';

test.use(LIVE_LAUNCH);
test.afterEach(checkGuestProblems);

const tapFaces = async (scope: Locator, label: string, ...faces: number[]) => {
  for (const f of faces) await scope.getByRole('button', { name: `${label}: ${f}`, exact: true }).click();
};
/** The layout audit (targets, text size, nothing off screen) at this phone's size and at 360x640. */
const fits = async (page: Page, what: string) => {
  const size = page.viewportSize();
  for (const v of [size, { width: 360, height: 640 }]) {
    if (!v) continue;
    await page.setViewportSize(v);
    expect(await audit(page), `${what} at ${v.width}x${v.height}`).toEqual([]);
  }
  if (size) await page.setViewportSize(size);
};
/** The prompt a player's phone shows for a question another phone's step asks of them. */
const prompt = (page: Page) => dialog(page).filter({ has: page.locator('[data-answer-prompt]') });
type Row = { id: string; setup: { players: { id: string; name: string }[] } };
const sheet = (page: Page) => dialog(page).filter({ hasNot: page.locator('[data-answer-prompt]') });

test('initiative on three phones: each player rolls on their own phone, the host applies one step with everyone’s dice', async ({
  page: host,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await buildRoadWolf(host, 'Own dice', {
    Ann: [['Red Fury', 'roadster']],
    Bo: [['Blue Bolt', 'coupe']],
    Cy: [['Dart', 'coupe']],
  });
  await lockRoadWolf(host);
  const b = await newPhone(browser, baseURL as string);
  const c = await newPhone(browser, baseURL as string);
  await join(host, b.page, 'Bo', true, /Own dice/);
  await join(host, c.page, 'Cy', false, /Own dice/);
  await c.page.setViewportSize({ width: 360, height: 640 });

  await host.getByRole('button', { name: 'Roll for initiative' }).click();
  // The host's sheet: Ann's own row has the pad; Bo's and Cy's rows wait for their phones.
  await expect(sheet(host).getByText('Bo is rolling…')).toBeVisible();
  await expect(sheet(host).getByText('Cy is rolling…')).toBeVisible();
  await expect(sheet(host).getByRole('button', { name: 'Enter for Bo here' })).toBeVisible();
  await expect(sheet(host).getByRole('button', { name: /^Bo: \d$/ })).toHaveCount(0);
  await shot(host, 'rolls-initiative-host');
  await fits(host, 'the sheet waiting for Bo and Cy');

  // Bo's phone: a prompt for his own row, with the pad (not "Roll 2D6 for me" on every row).
  await expect(prompt(b.page)).toBeVisible();
  await expect(prompt(b.page)).toHaveAccessibleName('Ann’s Who goes first');
  await expect(prompt(b.page).getByRole('group', { name: /^Cy: roll/ })).toHaveCount(0);
  await shot(b.page, 'rolls-initiative-prompt');
  await fits(b.page, 'Bo’s prompt');
  // Bo opens the whole sheet on his phone instead: his row has the pad, Ann's and Cy's wait.
  await prompt(b.page).getByRole('button', { name: 'Close' }).click();
  await b.page.getByRole('button', { name: 'Roll for initiative' }).click();
  await expect(sheet(b.page).getByText('Ann is rolling…')).toBeVisible();
  await expect(sheet(b.page).locator('.proc-elsewhere')).toContainText('Ann’s phone has this open now');
  await tapFaces(sheet(b.page), 'Bo', 3, 1);
  // Cy's phone at 360x640: the pad is on screen without scrolling.
  await expect(prompt(c.page).getByRole('button', { name: 'Cy: roll your 2D6: 6', exact: true })).toBeInViewport();
  await shot(c.page, 'rolls-initiative-prompt-cy');
  await tapFaces(prompt(c.page), 'Cy: roll your 2D6', 2, 2);

  // The host's sheet fills in Bo's and Cy's dice as they arrive; Ann rolls hers there.
  await expect(sheet(host).getByRole('group', { name: 'Bo: 3 1', exact: true })).toBeVisible();
  await expect(sheet(host).getByRole('group', { name: 'Cy: 2 2', exact: true })).toBeVisible();
  await tapFaces(sheet(host), 'Ann', 6, 5);
  await expect(sheet(host).getByLabel('Outcome')).toContainText('Ann goes first');
  await shot(host, 'rolls-initiative-filled');
  // Bo's sheet has everyone's dice too.
  await expect(sheet(b.page).getByRole('group', { name: 'Ann: 6 5', exact: true })).toBeVisible();
  await expect(sheet(b.page).getByRole('group', { name: 'Cy: 2 2', exact: true })).toBeVisible();
  await sheet(host).getByRole('button', { name: 'Apply' }).click();
  await expect(dialog(host)).toHaveCount(0);
  // Bo's sheet: done on Ann's phone, with the result and nothing left to roll or apply.
  await expect(sheet(b.page).getByText('Done on Ann’s phone')).toBeVisible();
  await expect(sheet(b.page).getByLabel('Outcome')).toContainText('Bo 3+1');
  await expect(sheet(b.page).getByRole('button', { name: /^(Apply|Roll .*)$/ })).toHaveCount(0);
  await expect(sheet(b.page).getByRole('button', { name: /: \d$/ })).toHaveCount(0);
  await shot(b.page, 'rolls-initiative-done');
  await sheet(b.page).getByRole('button', { name: 'Close', exact: true }).last().click();
  // One step, with everyone's own dice, on every phone; the prompts are gone.
  for (const p of [host, b.page, c.page]) {
    await expect(p.getByLabel('Turn')).toContainText('Ann’s turn');
    await expect(logRows(p).first()).toContainText('Bo 3+1');
    await expect(logRows(p).first()).toContainText('Cy 2+2');
    await expect(dialog(p)).toHaveCount(0);
  }
  // Issue 42: the step records whose dice these were, typed from the table (Bo's and Cy's came
  // from their own phones, whose answers do not say how they were entered: typed), on the host and
  // on Bo's phone alike.
  for (const p of [host, b.page]) {
    await saved(p);
    const stored = await dumpDb(p);
    const row = stored.games?.find((g) => (g as { name: string }).name.startsWith('Own dice')) as Row;
    const names = new Map(row.setup.players.map((x) => [x.id, x.name]));
    const last = (stored.entries as { gameId: string; seq: number; entry: { thrown?: Thrown[] } }[])
      .filter((e) => e.gameId === row.id)
      .sort((x, y) => x.seq - y.seq)
      .at(-1);
    const thrown = (last?.entry.thrown ?? []).map(
      (t) => `${names.get(t.by ?? '')} ${t.source} D${t.sides} ${t.faces.join(' ')}`,
    );
    expect(thrown.sort()).toEqual(['Ann typed D6 6 5', 'Bo typed D6 3 1', 'Cy typed D6 2 2']);
  }
  await b.context.close();
  await c.context.close();
});

test('a ram on Bo’s car: Bo rolls his defence on his own phone; then the wipeout check open on two phones says “the first Apply counts” pinned by Apply, and “Done on Bo’s phone” after Bo applies', async ({
  page: host,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await buildRoadWolf(host, 'Ram defence', { Ann: [['Red Fury', 'roadster']], Bo: [['Blue Bolt', 'coupe']] });
  await lockRoadWolf(host);
  await host.getByRole('button', { name: 'Roll for initiative' }).click();
  await tapFaces(dialog(host), 'Ann', 6, 6);
  await tapFaces(dialog(host), 'Bo', 1, 1);
  await dialog(host).getByRole('button', { name: 'Apply' }).click();
  await expect(host.getByLabel('Turn')).toContainText('Ann’s turn');
  const b = await newPhone(browser, baseURL as string);
  await join(host, b.page, 'Bo', true, /Ram defence/);

  // Ann's Red Fury rams Blue Bolt on the host phone: Bo's dice are Bo's.
  await card(host, 'Red Fury').getByRole('button', { name: 'Move (1 action)' }).click();
  await pending(host).getByRole('button', { name: 'Ram Blue Bolt', exact: true }).click();
  await expect(sheet(host).getByText('Bo is rolling…')).toBeVisible();
  await expect(sheet(host).getByRole('button', { name: /^Roll \d*D6 for me$/ })).toHaveCount(1); // Ann's own pool only
  await tapFaces(sheet(host), 'Red Fury rams', 6, 5);
  await expect(prompt(b.page)).toHaveAccessibleName('Ann’s Ram');
  const defend = prompt(b.page).getByRole('group', { name: /^Blue Bolt defends: roll your 2D6: tap the faces/ });
  await expect(defend).toBeVisible();
  await shot(b.page, 'rolls-ram-defence-prompt');
  await tapFaces(prompt(b.page), 'Blue Bolt defends: roll your 2D6', 6, 4);
  await expect(sheet(host).getByRole('group', { name: 'Blue Bolt defends: 6 4', exact: true })).toBeVisible();
  // Bo's Veteran reroll choice is his too: the host's sheet waits, Bo's phone asks.
  await expect(sheet(host).getByText('Bo is choosing…')).toBeVisible();
  await expect(sheet(host).getByRole('button', { name: 'Apply' })).toBeDisabled();
  await expect(prompt(b.page).getByRole('group', { name: 'Blue Bolt defends: Veteran reroll?' }).last()).toBeVisible();
  await shot(b.page, 'rolls-ram-reroll-prompt');
  await fits(b.page, 'Bo’s reroll choice');
  await prompt(b.page).getByRole('button', { name: 'Keep the dice' }).click();
  await expect(sheet(host).getByText('Bo is choosing…')).toHaveCount(0);
  await expect(sheet(host).getByLabel('Outcome')).toContainText('wipeout check');
  await sheet(host).getByRole('button', { name: 'Apply' }).click();
  await expect(dialog(host)).toHaveCount(0);
  await expect(prompt(b.page)).toHaveCount(0);

  // The wipeout check, open on both phones: Bo's car's dice are Bo's, the Road's are Ann's.
  await host.setViewportSize({ width: 360, height: 640 });
  await pending(host).getByRole('button', { name: 'Wipeout check' }).click();
  // Bo's phone is asked for his dice at once; he opens the whole check on his phone instead.
  await expect(prompt(b.page)).toHaveAccessibleName('Ann’s Wipeout check');
  await prompt(b.page).getByRole('button', { name: 'Close' }).click();
  await pending(b.page).getByRole('button', { name: 'Wipeout check' }).click();
  await expect(sheet(b.page).getByText('Ann is rolling…')).toBeVisible();
  const notice = sheet(host).locator('.proc-elsewhere');
  await expect(notice).toContainText('Bo’s phone has this open now: the first Apply counts.');
  await expect(notice).toBeInViewport();
  await expect(sheet(b.page).locator('.proc-elsewhere')).toContainText('Ann’s phone has this open now');
  await expect(sheet(b.page).locator('.proc-elsewhere')).toBeInViewport();
  await shot(host, 'rolls-two-sheets');
  await fits(host, 'two phones with one step open');
  await tapFaces(sheet(host), 'The Road', 5, 5);
  await tapFaces(sheet(b.page), 'Blue Bolt holds on', 6, 6);
  // Each phone's sheet is filled with the other's dice; still pinned after scrolling to the foot.
  await expect(sheet(b.page).getByRole('group', { name: 'The Road: 5 5', exact: true })).toBeVisible();
  await expect(sheet(host).getByRole('group', { name: 'Blue Bolt holds on: 6 6', exact: true })).toBeVisible();
  await expect(notice).toBeInViewport();
  await sheet(b.page).getByRole('button', { name: 'Apply' }).click();
  await expect(sheet(b.page)).toHaveCount(0);

  // Ann's sheet does not collapse: it says where it was done and what came of it, with Close only.
  await expect(sheet(host).getByText('Done on Bo’s phone')).toBeVisible();
  const row = 'Blue Bolt wipeout check: 6 6 against the Road 5 5';
  await expect(logRows(host).first()).toContainText(row);
  await expect(sheet(host).getByLabel('Outcome')).toContainText(row);
  await expect(sheet(host).getByRole('button', { name: 'Apply' })).toHaveCount(0);
  await expect(sheet(host).getByRole('button', { name: /: \d$/ })).toHaveCount(0);
  await shot(host, 'rolls-done-elsewhere');
  await fits(host, 'done on Bo’s phone');
  await sheet(host).getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog(host)).toHaveCount(0);
  await expect(strip(host).locator('[data-live-rolling]')).toHaveCount(0);
  await b.context.close();
});

test('no reroll by retargeting: the Ram sheet keeps the rammer’s dice when the target changes and changes back', async ({
  page,
}) => {
  await buildRoadWolf(page, 'Retarget', {
    Ann: [['Red Fury', 'roadster']],
    Bo: [['Blue Bolt', 'coupe']],
    Cy: [['Dart', 'coupe']],
  });
  await lockRoadWolf(page);
  await page.getByRole('button', { name: 'Roll for initiative' }).click();
  await tapFaces(dialog(page), 'Ann', 6, 6);
  await tapFaces(dialog(page), 'Bo', 1, 1);
  await tapFaces(dialog(page), 'Cy', 1, 2);
  await dialog(page).getByRole('button', { name: 'Apply' }).click();
  await card(page, 'Red Fury').getByRole('button', { name: 'Move (1 action)' }).click();
  await pending(page).getByRole('button', { name: 'Ram Blue Bolt', exact: true }).click();
  await tapFaces(dialog(page), 'Red Fury rams', 6, 2);
  await expect(dialog(page).getByRole('group', { name: 'Red Fury rams: 6 2', exact: true })).toBeVisible();
  await dialog(page).getByRole('button', { name: /^Dart/ }).click();
  await expect(dialog(page).getByRole('group', { name: 'Red Fury rams: 6 2', exact: true })).toBeVisible();
  await dialog(page)
    .getByRole('button', { name: /^Blue Bolt/ })
    .click();
  await expect(dialog(page).getByRole('group', { name: 'Red Fury rams: 6 2', exact: true })).toBeVisible();
  await expect(dialog(page).getByRole('button', { name: 'Red Fury rams: 6', exact: true })).toHaveCount(0);
  await shot(page, 'rolls-retarget');
});
