// A game played on a sheet at the table (issue 33), 2 players x 2 cars on the shipped starters,
// imported as a game file (the wizard's sheet picker is not part of this spec). Table tempo: a
// damage box is one tap on the card, a condition one tap, a move with typed dice four (the move,
// its target, the two faces as one pair on the D6 pad, Apply); each prints a `table tempo:` line
// and fails over budget. Then the turn order's roll-off, face-down items only their owner sees,
// a trigger that takes a car out and back in, and the result line.
import type { Page } from '@playwright/test';
import { csGameFile, openCsGame, starter } from './custom-game';
import { expect, logRows, passPhone, tapCounter, test } from './fixtures';
import { audit } from './layout-audit';

const dialog = (page: Page) => page.getByRole('dialog');
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

function figure(action: string, taps: number, budget: number) {
  console.log(`table tempo: ${action}: ${taps} taps (budget ${budget})`);
  expect(taps, `${action}: ${taps} taps, budget ${budget}`).toBeLessThanOrEqual(budget);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
]) {
  test.describe(`${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('issue 33: damage, a condition and a move with typed dice, each within its tap budget', async ({ page }) => {
      await openCsGame(page, csGameFile('Lap race', starter('lap-race')));
      await expect(page.getByRole('region', { name: 'Turn' })).toContainText('Red Fury’s turn (Ann)');
      expect(await audit(page), 'the table at once').toEqual([]);
      const t = tapCounter();

      t.start();
      await t.tap(
        card(page, 'Blue Bolt').getByRole('button', { name: 'Mark Damage 1 of 4 on Blue Bolt', exact: true }),
      );
      await expect(
        card(page, 'Blue Bolt').getByRole('button', { name: 'Clear Damage 1 of 4 on Blue Bolt', exact: true }),
      ).toBeVisible();
      await expect(logRows(page).first()).toContainText('Blue Bolt: Damage 0 → 1');
      figure('custom mark damage', t.count, 1);

      t.start();
      const pits = card(page, 'Red Fury').getByRole('button', { name: 'In the pits' });
      await t.tap(pits);
      await expect(pits).toHaveAttribute('aria-pressed', 'true');
      // What to do with the model shows on the card while the condition is on.
      await expect(card(page, 'Red Fury').getByRole('list', { name: 'On the table for Red Fury' })).toContainText(
        'park the car in the pit lane',
      );
      figure('custom condition', t.count, 1);

      t.start();
      await t.tap(card(page, 'Red Fury').getByRole('button', { name: 'Bump' }));
      await t.tap(dialog(page).getByRole('button', { name: /^Blue Bolt/ }));
      await t.tap(dialog(page).getByRole('button', { name: 'Red Fury: 2 dice, D6: 5 4', exact: true }));
      await expect(dialog(page).locator('.proc-summary')).toContainText('total 9: succeeds');
      expect(await audit(page), 'the move sheet, complete').toEqual([]);
      await t.tap(dialog(page).getByRole('button', { name: 'Apply' }));
      await expect(dialog(page)).toHaveCount(0);
      figure('custom move typed dice', t.count, 4);
      await expect(
        card(page, 'Blue Bolt').getByRole('button', { name: 'Clear Damage 2 of 4 on Blue Bolt', exact: true }),
      ).toBeVisible();
      await expect(logRows(page).first()).toContainText('Red Fury uses Bump on Blue Bolt: total 9');

      await page.getByRole('button', { name: 'Next turn' }).click();
      await expect(page.getByRole('region', { name: 'Turn' })).toContainText('Rust Bucket’s turn (Ann)');
      expect(await audit(page), 'the table after play').toEqual([]);
    });
  });
}

test('issue 33: the first order rolled off in one tap; face-down items show only on the owner’s panel', async ({
  page,
}) => {
  const sheet = starter('hull-and-hazards');
  sheet.trackers.push({ id: 'kit', name: 'Kit', kind: 'hidden', min: 0, max: 2, start: 0, kinds: ['Mines', 'Smoke'] });
  await openCsGame(page, csGameFile('Skirmish', sheet));
  const turn = page.getByRole('region', { name: 'Turn' });
  // Every car starts in gear 1: the order waits for a roll-off, which the app throws in one tap.
  await expect(turn).toContainText('All 4 cars are tied on Gear');
  await page.getByRole('button', { name: 'Roll off for the order' }).click();
  await expect(turn).toContainText('Round 1');
  await expect(turn).toContainText('rolled off');
  await expect(logRows(page).first()).toContainText('Round 1');
  // Four cars, four turns; the next round's ties are rolled off again with the same one tap.
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Next turn' }).click();
  await page.getByRole('button', { name: 'Next round' }).click();
  await expect(turn).toContainText('Round 2');
  await expect(logRows(page).first()).toContainText('ends the turn: round 2');

  const fury = card(page, 'Red Fury');
  await fury.getByRole('button', { name: 'Owner: look at Kit on Red Fury' }).click();
  await passPhone(page);
  const panel = page.getByRole('region', { name: 'Ann’s Kit on Red Fury' });
  await panel.getByRole('button', { name: 'Add Mines face down to Red Fury' }).click();
  await expect(panel.getByRole('list', { name: 'Face down on Red Fury' })).toContainText('Mines');
  await panel.getByRole('button', { name: 'Hide Kit on Red Fury' }).click();
  await expect(panel).toHaveCount(0);
  // The shared card: the count only; the log says an item was taken, not which.
  await expect(fury.getByRole('group', { name: 'Kit on Red Fury' })).toContainText('Kit: 1 face down');
  await expect(fury).not.toContainText('Mines');
  await expect(logRows(page).first()).toHaveText(/Red Fury takes a face-down Kit/);
  await expect(logRows(page).first()).not.toContainText('Mines');

  await fury.getByRole('button', { name: 'Owner: look at Kit on Red Fury' }).click();
  await passPhone(page);
  await panel.getByRole('button', { name: 'Show the table the Mines on Red Fury' }).click();
  await panel.getByRole('button', { name: 'Hide Kit on Red Fury' }).click();
  await expect(fury.getByRole('list', { name: 'Kit shown on Red Fury' })).toContainText('Mines');
  await expect(fury.getByRole('group', { name: 'Kit on Red Fury' })).toContainText('Kit: none face down');
});

test('issue 33: a trigger takes a car out with what to do with the model; back in; the last player with a car wins', async ({
  page,
}) => {
  await openCsGame(page, csGameFile('Lap race', starter('lap-race')));
  const bolt = card(page, 'Blue Bolt');
  for (let i = 1; i <= 4; i++)
    await bolt.getByRole('button', { name: `Mark Damage ${i} of 4 on Blue Bolt`, exact: true }).click();
  await expect(bolt.getByRole('status')).toContainText('Out: retired: park it off the track');
  await expect(bolt.getByRole('button', { name: 'Bump' })).toHaveCount(0);
  await bolt.getByRole('button', { name: 'Blue Bolt: back in' }).click();
  await expect(bolt.getByRole('status')).toHaveCount(0);
  await expect(bolt.getByRole('button', { name: 'Bump' })).toBeVisible();

  await bolt.getByRole('button', { name: 'Correct Blue Bolt' }).click();
  await dialog(page).getByRole('button', { name: 'Take Blue Bolt out of the game' }).click();
  await dialog(page).getByRole('button', { name: 'Done' }).click();
  await expect(bolt.getByRole('status')).toContainText('Out: taken out by the table');
  const ghost = card(page, 'Green Ghost');
  for (let i = 1; i <= 4; i++)
    await ghost.getByRole('button', { name: `Mark Damage ${i} of 4 on Green Ghost`, exact: true }).click();
  await expect(page.getByRole('region', { name: 'Result' })).toContainText('Ann wins: the last with a car in.');
  await expect(page.getByRole('region', { name: "Bo's cars" }).getByRole('heading', { level: 2 })).toContainText('Out');
  await expect(page.getByRole('button', { name: 'Game over' })).toBeDisabled();
  expect(await audit(page), 'the finished game').toEqual([]);
});
