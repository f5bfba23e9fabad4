// Issue 40, "whose move it is, on every phone", Road Wolf live on two and three phones (390x844 and
// 360x640): the active player's phone says "Your turn"; the others read the move prompt as news,
// not buttons; a guest's End turn in another player's turn is refused and the turn stays; the host
// phone asks once before ending another phone's player's turn or undoing their step; the log says
// who acted for whom ("Ann, for Cy: …"); a game the table ended offers no turn. Shots with SHOTS=dir.
import type { Page } from '@playwright/test';
import { buildRoadWolf, dumpDb, expect, lockRoadWolf, startWlfRound, test } from './fixtures';
import { card, checkGuestProblems, dialog, join, LIVE_LAUNCH, newPhone, pending, shot, strip } from './live-phones';

test.use(LIVE_LAUNCH);
test.afterEach(checkGuestProblems);

const toast = (page: Page) => page.locator('.toast');
const turn = (page: Page) => page.getByRole('region', { name: 'Turn' });
const yourTurn = (page: Page) => turn(page).locator('[data-your-turn]');
const undoButton = (page: Page) => page.locator('.bottombar').getByRole('button', { name: /^Undo\b/ });
const firstLogRow = (page: Page) => page.locator('[aria-label="Game log, newest first"] li').first();

/** Rolls initiative on the host: each player's two dice, given as [name, face] (both dice the same face). */
async function initiative(host: Page, faces: [string, number][]) {
  await host.getByRole('button', { name: 'Roll for initiative' }).click();
  for (const [who, f] of faces)
    for (let i = 0; i < 2; i++)
      await dialog(host)
        .getByRole('button', { name: `${who}: ${f}`, exact: true })
        .click();
  await dialog(host).getByRole('button', { name: 'Apply' }).click();
  await expect(dialog(host)).toHaveCount(0);
}

/** Taps End turn, and "End the turn" when actions are left unused. */
async function tapEndTurn(page: Page) {
  await page.getByRole('button', { name: 'End turn' }).click();
  const sure = page.getByRole('dialog', { name: 'Actions left' });
  if (await sure.isVisible().catch(() => false)) await sure.getByRole('button', { name: 'End the turn' }).click();
}

test('three phones: only Cy’s phone says Your turn and asks about Cy’s move; Bo’s End turn in Cy’s turn is refused; the host asks before ending Cy’s turn or undoing it; the log says Ann acted for Cy', async ({
  page: host,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await buildRoadWolf(host, 'Whose move', {
    Ann: [['Red Fury', 'roadster']],
    Bo: [['Blue Bolt', 'coupe']],
    Cy: [['Dart', 'coupe']],
  });
  await lockRoadWolf(host);
  await initiative(host, [
    ['Ann', 1],
    ['Bo', 2],
    ['Cy', 6],
  ]);
  await expect(turn(host)).toContainText('Cy’s turn');
  const b = await newPhone(browser, baseURL as string);
  const c = await newPhone(browser, baseURL as string);
  await join(host, b.page, 'Bo', true, /Whose move/);
  await join(host, c.page, 'Cy', false, /Whose move/);
  const phones = [host, b.page, c.page];

  // Cy's phone says it is his turn and what to do; Ann's (the host) and Bo's say whose turn it is.
  await expect(yourTurn(c.page)).toHaveText('Your turn');
  await expect(turn(c.page)).toContainText('Act with each of your vehicles');
  for (const p of [host, b.page]) {
    await expect(turn(p)).toContainText('Cy’s turn');
    await expect(yourTurn(p)).toHaveCount(0);
    await expect(turn(p)).not.toContainText('Act with each of your vehicles');
  }
  await shot(c.page, 'turns-your-turn');
  await shot(b.page, 'turns-their-turn');

  // Cy moves Dart on his phone: his phone asks; Bo's reads it as news, no buttons; the host reads
  // it too and may still answer for Cy, with plain buttons (none primary).
  await card(c.page, 'Dart').getByRole('button', { name: 'Move (1 action)' }).click();
  await expect(pending(c.page)).toContainText('Dart is moving. Did it hit anything?');
  await expect(pending(c.page).getByRole('button', { name: 'Move ends' })).toHaveClass(/primary/);
  await expect(pending(b.page)).toHaveText(/Cy is moving Dart/);
  await expect(pending(b.page).getByRole('button')).toHaveCount(0);
  await expect(pending(host)).toContainText('Cy is moving Dart');
  await expect(pending(host)).not.toContainText('Did it hit anything?');
  await expect(pending(host).locator('button.primary')).toHaveCount(0);
  await shot(b.page, 'turns-their-move-guest');
  await shot(host, 'turns-their-move-host');
  await pending(c.page).getByRole('button', { name: 'Move ends' }).click();
  await dialog(c.page).getByRole('button', { name: 'Apply' }).click();
  for (const p of phones) await expect(pending(p)).toHaveCount(0);

  // Ann moves Dart for Cy on the host phone: every phone's log says who acted for whom.
  await card(host, 'Dart').getByRole('button', { name: 'Move (1 action)' }).click();
  for (const p of phones) await expect(firstLogRow(p)).toContainText('Ann, for Cy: Dart');
  // Each phone keeps who made it in its own store: the step Ann made for Cy carries her seat; Cy's
  // own step before it carries none.
  const makers: (string | undefined)[] = [];
  for (const p of phones) {
    const rows = (await dumpDb(p)).entries as { seq: number; entry: { by?: string; command?: { type: string } } }[];
    const [own, forCy] = rows.sort((x, y) => x.seq - y.seq).slice(-2);
    expect(forCy?.entry.command?.type).toBe('rw.move');
    expect(own?.entry.by).toBeUndefined();
    makers.push(forCy?.entry.by);
  }
  expect(makers[0]).toEqual(expect.any(String));
  expect(new Set(makers).size).toBe(1);
  await pending(c.page).getByRole('button', { name: 'Move ends' }).click();
  await dialog(c.page).getByRole('button', { name: 'Apply' }).click();
  for (const p of phones) await expect(pending(p)).toHaveCount(0);
  await shot(b.page, 'turns-log-for');

  // Bo taps End turn during Cy's turn: refused, and it stays Cy's turn on every phone.
  await tapEndTurn(b.page);
  await expect(b.page.getByText(/This is Cy’s to do/).first()).toBeVisible();
  await expect(strip(b.page)).toHaveAttribute('data-live-waiting', '0');
  for (const p of phones) await expect(turn(p)).toContainText('Cy’s turn');
  await shot(b.page, 'turns-end-refused');

  // Ann ends Cy's turn on the host phone: asked once, then Ann's (clockwise from Cy).
  await tapEndTurn(host);
  const ask = host.getByRole('dialog', { name: 'End Cy’s turn?' });
  await expect(ask).toBeVisible();
  await shot(host, 'turns-end-ask');
  await ask.getByRole('button', { name: 'End it' }).click();
  await expect(ask).toHaveCount(0);
  for (const p of phones) await expect(turn(p)).toContainText('Ann’s turn');
  await expect(yourTurn(host)).toHaveText('Your turn');
  await expect(yourTurn(c.page)).toHaveCount(0);
  for (const p of phones) await expect(firstLogRow(p)).toContainText('Ann, for Cy: Cy’s turn ends');

  // On Bo's phone Undo names Cy's step and may not take it back; on the host it asks once.
  await expect(undoButton(b.page)).toContainText('Cy’s step: Cy’s turn ends');
  await expect(undoButton(b.page)).toHaveAttribute('aria-disabled', 'true');
  await shot(b.page, 'turns-undo-guest');
  await expect(undoButton(host)).toContainText('Cy’s step: Cy’s turn ends');
  await undoButton(host).click();
  const undoAsk = host.getByRole('dialog', { name: 'Undo Cy’s step (Cy’s turn ends)?' });
  await expect(undoAsk).toBeVisible();
  await shot(host, 'turns-undo-ask');
  await undoAsk.getByRole('button', { name: 'Undo it' }).click();
  for (const p of [b.page, c.page])
    await expect(toast(p)).toContainText('Ann (host phone) undid Cy’s step: Cy’s turn ends');
  for (const p of phones) await expect(turn(p)).toContainText('Cy’s turn');

  // Cy ends his own turn on his phone: no question.
  await tapEndTurn(c.page);
  for (const p of phones) await expect(turn(p)).toContainText('Ann’s turn');

  // The table ends the game on the host: no phone offers a turn.
  await host.getByRole('button', { name: 'Game options' }).click();
  await host.getByRole('button', { name: 'End the game…' }).click();
  await host.getByRole('region', { name: 'End the game' }).getByRole('checkbox').nth(2).check();
  await host.getByRole('button', { name: 'Declare winner' }).click();
  for (const p of phones) {
    await expect(p.getByText('Cy won.')).toBeVisible();
    await expect(turn(p)).toHaveCount(0);
    await expect(p.getByRole('button', { name: 'End turn' })).toHaveCount(0);
    await expect(pending(p)).toHaveCount(0);
    await expect(p.getByText('Playing', { exact: true })).toHaveCount(0);
  }
  await shot(c.page, 'turns-game-over');
  await b.context.close();
  await c.context.close();
});

test('two phones at 360x640: Ann’s host phone says Your turn, Bo’s reads her move as news and his End turn is refused', async ({
  page: host,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await host.setViewportSize({ width: 360, height: 640 });
  await buildRoadWolf(host, 'Two phones', { Ann: [['Red Fury', 'roadster']], Bo: [['Blue Bolt', 'coupe']] });
  await lockRoadWolf(host);
  await initiative(host, [
    ['Ann', 6],
    ['Bo', 1],
  ]);
  const b = await newPhone(browser, baseURL as string);
  await b.page.setViewportSize({ width: 360, height: 640 });
  await join(host, b.page, 'Bo', true, /Two phones/);
  await expect(yourTurn(host)).toHaveText('Your turn');
  await expect(yourTurn(b.page)).toHaveCount(0);
  await expect(turn(b.page)).toContainText('Ann’s turn');
  await expect(turn(b.page)).not.toContainText('Act with each of your vehicles');
  await yourTurn(host).scrollIntoViewIfNeeded();
  await shot(host, 'turns-360-your-turn');

  await card(host, 'Red Fury').getByRole('button', { name: 'Move (1 action)' }).click();
  await expect(pending(b.page)).toHaveText(/Ann is moving Red Fury/);
  await expect(pending(b.page).getByRole('button')).toHaveCount(0);
  await expect(pending(host).getByRole('button', { name: 'Move ends' })).toHaveClass(/primary/);
  await shot(b.page, 'turns-360-their-move');
  await pending(host).getByRole('button', { name: 'Move ends' }).click();
  await dialog(host).getByRole('button', { name: 'Apply' }).click();
  await expect(pending(b.page)).toHaveCount(0);
  // The host's own step carries no "for".
  await expect(firstLogRow(b.page)).not.toContainText(', for ');

  await tapEndTurn(b.page);
  await expect(b.page.getByText(/This is Ann’s to do/).first()).toBeVisible();
  for (const p of [host, b.page]) await expect(turn(p)).toContainText('Ann’s turn');

  // Ann ends her own turn: no question; Bo's phone now says Your turn.
  await tapEndTurn(host);
  await expect(host.getByRole('dialog', { name: /turn\?$/ })).toHaveCount(0);
  await expect(yourTurn(b.page)).toHaveText('Your turn');
  await shot(b.page, 'turns-360-bo-turn');
  await b.context.close();
});

test('White Line Fever: after the table ends the game, the round card offers nothing', async ({ page }) => {
  await startWlfRound(page, 'Over', [
    ['Red Fury', 'Ann', 4],
    ['Blue Bolt', 'Bo', 3],
  ]);
  await expect(page.getByRole('region', { name: 'Round' })).toBeVisible();
  await page.getByRole('button', { name: 'Game options' }).click();
  await page.getByRole('button', { name: 'End the game…' }).click();
  await page.getByRole('region', { name: 'End the game' }).getByRole('checkbox').nth(1).check();
  await page.getByRole('button', { name: 'Declare winner' }).click();
  await expect(page.getByText('Bo won.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Round' })).toHaveCount(0);
  await shot(page, 'turns-wlf-over');
});
