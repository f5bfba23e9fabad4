// Issue 33's whole flow on a phone, at 390x844 and 360x640: a sheet made from the blank starter
// (one tracker and one move, named by typing; its taps counted from the games list's "Game
// sheets" to Save), a copy of a starter changed the same way, a game of 2 players x 2 cars on it
// from the setup screen, a round with a typed and an app-rolled move, a trigger that takes a car
// out (its model instruction shown), Undo and Redo, a reload, export and import of the game, and
// the sheet sent by QR to a second phone. Live play on two phones is custom-live's.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium-args.mjs';
import { CAMERA_ARGS } from './fake-camera';
import { dumpDb, expect, gotoStart, logRows, saved, tapCounter, test } from './fixtures';
import { audit } from './layout-audit';

test.use({
  launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...CAMERA_ARGS] },
  permissions: ['camera'],
});

const dialog = (page: Page) => page.getByRole('dialog');
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });
const libraryCard = (page: Page, name: string) =>
  page
    .getByRole('list', { name: /^Your sheets/ })
    .getByRole('listitem')
    .filter({ has: page.getByText(name, { exact: true }) });

type SheetRow = { name: string; sheet: { trackers: { name: string }[]; moves: { name: string }[] } };

function figure(action: string, taps: number, budget: number) {
  console.log(`table tempo: ${action}: ${taps} taps (budget ${budget})`);
  expect(taps, `${action}: ${taps} taps, budget ${budget}`).toBeLessThanOrEqual(budget);
}

/** Types into the focused field (the editor focuses a new item's name with its default selected). */
async function typeOver(page: Page, field: Locator, text: string) {
  await expect(field).toBeFocused();
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/** Every frame text of the loop on screen, read off the drawn loop's attributes (qr-handoff.spec.ts). */
async function readLoop(page: Page): Promise<string[]> {
  const loop = page.locator('figure.qr-loop');
  await expect(loop).toBeVisible();
  const count = Number(await loop.getAttribute('data-qr-count'));
  const frames = new Map<number, string>();
  const until = Date.now() + 20_000;
  while (frames.size < count && Date.now() < until) {
    const [i, t] = await loop.evaluate(
      (el) => [Number(el.getAttribute('data-qr-index')), el.getAttribute('data-qr-text') ?? ''] as const,
    );
    frames.set(i, t);
    if (frames.size < count) await page.waitForTimeout(100);
  }
  expect(frames.size).toBe(count);
  return [...frames.keys()].sort((a, b) => a - b).map((k) => frames.get(k) as string);
}

/** What a game shows: each car's card, the turn and the log, as text. */
async function tableText(page: Page) {
  return {
    cars: await page.getByRole('article').allInnerTexts(),
    turn: await page.getByRole('region', { name: 'Turn' }).innerText(),
    log: await logRows(page).allInnerTexts(),
  };
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
]) {
  test.describe(`${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('issue 33: a sheet from the blank starter and one from a copy, a game on it, a round, undo, reload, export and import, the sheet by QR', async ({
      page,
      browser,
    }, info) => {
      let step = 0;
      // E2E_SHOTS=1 keeps a screenshot of each step (to look at; the audit measures).
      const shot = async (name: string, on = page, fullPage = false) => {
        if (process.env.E2E_SHOTS) await on.screenshot({ path: info.outputPath(`${++step}-${name}.png`), fullPage });
      };

      // 1. A sheet from the blank starter: a name, a tracker and a move, each named by typing.
      await gotoStart(page);
      const t = tapCounter();
      await t.tap(page.getByRole('button', { name: 'Game sheets' }));
      await t.tap(page.getByRole('group', { name: 'New sheet from a starter' }).getByRole('button', { name: 'Blank' }));
      const name = page.getByLabel('Name', { exact: true }).first();
      await t.tap(name);
      await expect(name).toBeFocused();
      await page.keyboard.type('Jousting');
      await expect(name).toHaveValue('Jousting');
      await t.tap(page.getByRole('button', { name: 'Add tracker' }));
      const trackers = page.locator('#se-trackers');
      await typeOver(page, trackers.getByLabel('Name', { exact: true }), 'Shield');
      await t.tap(page.getByRole('button', { name: 'Add move' }));
      const moves = page.locator('#se-moves');
      await typeOver(page, moves.getByLabel('Name', { exact: true }), 'Lance');
      await expect(page.getByRole('heading', { name: 'Ready to save' })).toBeAttached();
      await shot('blank-editor');
      expect(await audit(page), 'the editor, blank starter').toEqual([]);
      await t.tap(page.getByRole('button', { name: 'Save', exact: true }));
      await expect(libraryCard(page, 'Jousting')).toContainText('1 tracker');
      figure('custom sheet from blank', t.count, 25);
      await expect(libraryCard(page, 'Jousting')).toContainText('1 move');
      const jousting = (((await dumpDb(page)).sheets ?? []) as SheetRow[]).find((r) => r.name === 'Jousting');
      expect(jousting?.sheet.trackers.map((x) => x.name)).toEqual(['Shield']);
      expect(jousting?.sheet.moves.map((x) => x.name)).toEqual(['Lance']);

      // A copy of a starter, changed the same way.
      await page
        .getByRole('group', { name: 'New sheet from a starter' })
        .getByRole('button', { name: 'Hull and Hazards' })
        .click();
      await page.getByRole('button', { name: 'Add tracker' }).click();
      await typeOver(page, trackers.getByLabel('Name', { exact: true }), 'Nitro');
      await page.getByRole('button', { name: 'Add move' }).click();
      await typeOver(page, moves.getByLabel('Name', { exact: true }), 'Sideswipe');
      await shot('copy-editor');
      expect(await audit(page), 'the editor, a copy of a starter').toEqual([]);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(libraryCard(page, 'Hull and Hazards')).toContainText('6 trackers');
      await expect(libraryCard(page, 'Hull and Hazards')).toContainText('4 moves');
      await shot('library');
      expect(await audit(page), 'the library').toEqual([]);

      // 2. A game on the copy: 2 players x 2 cars from the setup screen.
      await page.getByRole('button', { name: 'Back', exact: true }).click();
      await page.getByRole('button', { name: 'New game' }).click();
      await page.getByRole('button', { name: /^Your own game/ }).click();
      const picked = page
        .getByRole('group', { name: 'Game sheet' })
        .getByRole('button', { name: /^Hull and Hazards\s*6 trackers/ });
      await expect(picked).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByLabel('Game name')).toHaveValue('Hull and Hazards');
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.getByLabel('Player 1 name').fill('Ann');
      await page.getByLabel('Player 2 name').fill('Bo');
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      const cars: [string, string[]][] = [
        ['Ann', ['Red Fury', 'Rust Bucket']],
        ['Bo', ['Blue Bolt', 'Green Ghost']],
      ];
      for (const [p, names] of cars) {
        await expect(page.getByLabel(new RegExp(`^${p} car \\d+ name$`))).toHaveCount(2);
        for (const [i, n] of names.entries()) await page.getByLabel(`${p} car ${i + 1} name`).fill(n);
      }
      await shot('setup-cars');
      await page.getByRole('button', { name: 'Start game' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Hull and Hazards' })).toBeVisible();
      // The sheet's own tracker and move are on every card.
      for (const c of ['Red Fury', 'Rust Bucket', 'Blue Bolt', 'Green Ghost']) {
        await expect(card(page, c).getByRole('group', { name: 'Nitro', exact: true })).toBeVisible();
        await expect(card(page, c).getByRole('button', { name: 'Sideswipe' })).toBeVisible();
      }

      // 3. A round. Every car starts in gear 1: the order is rolled off first.
      const turn = page.getByRole('region', { name: 'Turn' });
      await page.getByRole('button', { name: 'Roll off for the order' }).click();
      await expect(turn).toContainText('Round 1');
      await shot('table-round-1');
      expect(await audit(page), 'the table, round 1').toEqual([]);

      // The car whose turn it is (the roll-off decides) is the one the round wrecks; one of the
      // other player's cars acts on it.
      const owner: Record<string, string> = {
        'Red Fury': 'Ann',
        'Rust Bucket': 'Ann',
        'Blue Bolt': 'Bo',
        'Green Ghost': 'Bo',
      };
      const first = /^(.+)’s turn/m.exec(await turn.innerText())?.[1] as string;
      expect(Object.keys(owner)).toContain(first);
      const [foe, other] = Object.keys(owner).filter((c) => owner[c] !== owner[first]) as [string, string];

      // A move with typed dice: the foe sideswipes it, 5 and 4 tapped on the D6 pad (2 successes).
      await card(page, foe).getByRole('button', { name: 'Sideswipe' }).click();
      await dialog(page)
        .getByRole('button', { name: new RegExp(`^${first}`) })
        .click();
      await dialog(page)
        .getByRole('button', { name: /: 5 4$/ })
        .click();
      await expect(dialog(page)).toContainText(`${first}: Hull 4 → 2.`);
      await shot('move-typed');
      expect(await audit(page), 'the move sheet, typed').toEqual([]);
      await dialog(page).getByRole('button', { name: 'Apply' }).click();
      await expect(dialog(page)).toHaveCount(0);
      await expect(logRows(page).first()).toContainText(`${foe} uses Sideswipe on ${first}: `);
      const hull = card(page, first).getByRole('group', { name: 'Hull', exact: true });
      await expect(hull).toContainText('Hull: 2 of 10');

      // A move the app rolls: it shoots back at the other foe.
      await card(page, first).getByRole('button', { name: 'Shoot' }).click();
      await dialog(page)
        .getByRole('button', { name: new RegExp(`^${other}`) })
        .click();
      await dialog(page)
        .getByRole('button', { name: /^Roll .* for me$/ })
        .click();
      await expect(dialog(page).getByRole('group', { name: /: \d \d$/ })).toBeVisible();
      await shot('move-app-rolled');
      expect(await audit(page), 'the move sheet, app-rolled').toEqual([]);
      await dialog(page).getByRole('button', { name: 'Apply' }).click();
      await expect(dialog(page)).toHaveCount(0);
      await expect(logRows(page).first()).toContainText(`${first} uses Shoot on ${other}: `);

      // The trigger: its Hull to 0 takes it out, with what to do with the model.
      const victim = card(page, first);
      const wrecked = 'Out: wrecked: take it off the table';
      await victim.getByRole('button', { name: `Lower Hull on ${first}` }).click();
      await victim.getByRole('button', { name: `Lower Hull on ${first}` }).click();
      await expect(victim.getByRole('status')).toContainText(wrecked);
      await expect(logRows(page).first()).toContainText(`${first} is out: wrecked: take it off the table`);
      await victim.scrollIntoViewIfNeeded();
      await shot('trigger-out');
      expect(await audit(page), 'the table, a car out').toEqual([]);
      // Undo brings it back in (Hull 1); Redo takes it out again.
      await page.getByRole('button', { name: /^Undo/ }).click();
      await expect(victim.getByRole('status')).toHaveCount(0);
      await expect(hull).toContainText('Hull: 1 of 10');
      await expect(victim.getByRole('button', { name: 'Sideswipe' })).toBeVisible();
      await shot('undone');
      await page.getByRole('button', { name: /^Redo/ }).click();
      await expect(victim.getByRole('status')).toContainText(wrecked);
      // Wrecked on its own turn: the panel says so, not "<car>’s turn".
      await expect(turn).toContainText(`${first} is out: on to the next turn`);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot('redone');

      // The rest of the round: the turns go past the car that is out.
      const then = /Then: (.+)/.exec(await turn.innerText())?.[1]?.split(', ') ?? [];
      expect([...then].sort()).toEqual(
        Object.keys(owner)
          .filter((c) => c !== first)
          .sort(),
      );
      for (const c of then) {
        await page.getByRole('button', { name: 'Next turn' }).click();
        await expect(turn).toContainText(`${c}’s turn (${owner[c]})`);
      }
      await page.getByRole('button', { name: 'Next round' }).click();
      await expect(turn).toContainText('Round 2');
      await saved(page);
      const before = await tableText(page);

      // 4. A reload reopens the game as it was.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Hull and Hazards' })).toBeVisible();
      await expect(turn).toContainText('Round 2');
      expect(await tableText(page)).toEqual(before);

      // 5. Export to a file, import it: the same cars, trackers and log.
      await page.getByRole('button', { name: 'Game options' }).click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export to file' }).click(),
      ]);
      const path = await download.path();
      const exported = JSON.parse(readFileSync(path, 'utf8'));
      expect(exported.system).toBe('custom');
      expect(exported.setup.sheet.trackers.map((x: { name: string }) => x.name)).toContain('Nitro');
      await page.getByRole('button', { name: 'Back', exact: true }).click();
      await page.getByLabel('Game file to import').setInputFiles(path);
      await expect(toast(page, 'Imported “Hull and Hazards” as “Hull and Hazards (imported)”')).toBeVisible();
      await page.getByRole('button', { name: 'Open Hull and Hazards (imported)' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Hull and Hazards (imported)' })).toBeVisible();
      expect(await tableText(page)).toEqual(before);
      await shot('imported');

      // 6. The sheet by QR to a second phone.
      await gotoStart(page);
      await page.getByRole('button', { name: 'Game sheets' }).click();
      await page.getByRole('button', { name: 'More for Jousting' }).click();
      await page.getByRole('button', { name: 'Send by QR' }).click();
      const frames = await readLoop(page);
      await shot('send-by-qr');
      expect(await audit(page), 'Send by QR').toEqual([]);
      const phone2 = await browser.newContext({ viewport, permissions: ['camera'], isMobile: true, hasTouch: true });
      try {
        const other = await phone2.newPage();
        await other.goto('/');
        await other.getByRole('button', { name: 'Game sheets' }).click();
        await expect(other.getByText(/^None yet/)).toBeVisible();
        await other.getByRole('button', { name: 'Scan a sheet' }).click();
        const scan = other.getByRole('dialog', { name: 'Scan a sheet' });
        await expect(scan.locator('.qr-scanner')).toHaveAttribute('data-decoder', /native|zxing/);
        await expect.poll(() => other.evaluate(() => typeof window.__pitwallQrFeed)).toBe('function');
        await shot('scan-a-sheet', other);
        expect(await audit(other), 'Scan a sheet').toEqual([]);
        for (const f of frames) await other.evaluate((x) => window.__pitwallQrFeed?.(x), f);
        await expect(toast(other, /Jousting/)).toBeVisible();
        await expect(scan).toHaveCount(0);
        await expect(libraryCard(other, 'Jousting')).toContainText('1 tracker');
        await shot('scanned', other);
        const got = ((await dumpDb(other)).sheets ?? []) as { sheet: unknown }[];
        expect(got.map((r) => r.sheet)).toEqual([jousting?.sheet]);
      } finally {
        await phone2.close();
      }
    });
  });
}
