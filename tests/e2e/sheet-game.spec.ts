// Issue 41, "a described game needs no workaround", on phones at 390x844 and 360x640: a per-car
// maximum is asked in New game (the sheet's default in the box, one tap and the number per car),
// the game starts with it, and a second phone joining live play shows the same maximums. A tie
// roll-off typed from the table's dice, and a Wrecked condition that means out: one trigger, one
// row, on both phones.
import type { Page } from '@playwright/test';
import { csGameFile, openCsGame, starter } from './custom-game';
import { expect, gotoStart, logRows, pad, tapCounter, test } from './fixtures';
import { audit } from './layout-audit';
import { checkGuestProblems, connect, dialog, LIVE_LAUNCH, myHead, newPhone, strip } from './live-phones';

test.use(LIVE_LAUNCH);
test.afterEach(checkGuestProblems);

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

    test('issue 41: a per-car Hull maximum is asked in New game and both phones start with it', async ({
      page: host,
      browser,
      baseURL,
    }, info) => {
      test.setTimeout(120_000);
      await gotoStart(host);
      await host.getByRole('button', { name: 'New game' }).click();
      await host.getByRole('button', { name: /^Your own game/ }).click();
      await host
        .getByRole('group', { name: 'Game sheet' })
        .getByRole('button', { name: /^Hull and Hazards/ })
        .click();
      await host.getByRole('button', { name: 'Next', exact: true }).click();
      await host.getByLabel('Player 1 name').fill('Ann');
      await host.getByLabel('Player 2 name').fill('Bo');
      await host.getByRole('button', { name: 'Next', exact: true }).click();
      const names: [string, string, number][] = [
        ['Ann car 1', 'Red Fury', 6],
        ['Ann car 2', 'Rust Bucket', 3],
        ['Bo car 1', 'Blue Bolt', 12],
        ['Bo car 2', 'Green Ghost', 10],
      ];
      for (const [label, name] of names) await host.getByLabel(`${label} name`).fill(name);
      // The sheet's default (Hull 10) is in every car's box before anyone touches it.
      for (const [label] of names) await expect(host.getByLabel(`${label} Hull maximum`)).toHaveValue('10');
      const t = tapCounter();
      t.start();
      for (const [label, , max] of names) {
        if (max === 10) continue;
        const box = host.getByLabel(`${label} Hull maximum`);
        await t.tap(box);
        await host.keyboard.press('ControlOrMeta+A');
        await host.keyboard.type(String(max));
        await expect(box).toHaveValue(String(max));
      }
      figure('a per-car maximum at setup', t.count, names.length);
      await host.screenshot({ path: info.outputPath(`setup-max-${viewport.width}.png`), fullPage: false });
      await host.getByRole('button', { name: 'Start game' }).click();
      await expect(host.getByRole('heading', { level: 1, name: 'Hull and Hazards' })).toBeVisible();
      // Hull starts at 4 (the sheet's start), never above the car's own maximum; no correction rows.
      const hull: Record<string, string> = {
        'Red Fury': '4 of 6',
        'Rust Bucket': '3 of 3',
        'Blue Bolt': '4 of 12',
        'Green Ghost': '4 of 10',
      };
      const hullOn = (page: Page, car: string) => card(page, car).getByRole('group', { name: 'Hull', exact: true });
      for (const [c, v] of Object.entries(hull)) await expect(hullOn(host, c)).toContainText(v);
      await expect(logRows(host)).toHaveCount(0);

      // Bo's phone joins live play: the same maximums there.
      const b = await newPhone(browser, baseURL as string);
      await b.page.setViewportSize(viewport);
      await b.page.goto('/');
      await connect(host, b.page, { firstHost: true, fromList: true });
      await strip(b.page).getByRole('button', { name: 'Bo’s phone' }).click();
      for (const [c, v] of Object.entries(hull)) await expect(hullOn(b.page, c)).toContainText(v);
      await b.context.close();
    });

    test('issue 41: a tie roll-off typed from table dice, and a Wrecked that means out, on two phones', async ({
      page: host,
      browser,
      baseURL,
    }, info) => {
      test.setTimeout(120_000);
      const sheet = starter('hull-and-hazards');
      sheet.conditions.push({ id: 'wrecked', name: 'Wrecked', model: 'take it off the table', out: true });
      sheet.triggers = sheet.triggers.map((t) =>
        t.does === 'out' ? { tracker: 'hull', when: 'atMost', value: 0, does: 'condition', condition: 'wrecked' } : t,
      );
      await openCsGame(host, csGameFile('Wreck night', sheet));
      const b = await newPhone(browser, baseURL as string);
      await b.page.setViewportSize(viewport);
      await b.page.goto('/');
      await connect(host, b.page, { firstHost: true, fromList: true });
      await strip(b.page).getByRole('button', { name: 'Bo’s phone' }).click();
      const settle = async () => {
        await expect(strip(b.page)).toHaveAttribute('data-live-waiting', '0');
        await expect.poll(async () => (await myHead(b.page, 'guest')) === (await myHead(host, 'host'))).toBe(true);
      };

      // Every car starts in Gear 1: the table throws its own dice and types them, a tie rolled again.
      await host.getByRole('button', { name: 'Roll off with table dice' }).scrollIntoViewIfNeeded();
      await host.screenshot({ path: info.outputPath(`turn-${viewport.width}.png`) });
      expect(await audit(host), 'the turn panel before round 1').toEqual([]);
      await host.getByRole('button', { name: 'Roll off with table dice' }).click();
      await pad(host, 'Red Fury', 6);
      await pad(host, 'Rust Bucket', 3);
      await pad(host, 'Blue Bolt', 4);
      await pad(host, 'Green Ghost', 6);
      await pad(host, 'Red Fury (tied: roll again)', 1);
      await pad(host, 'Green Ghost (tied: roll again)', 2);
      await expect(dialog(host)).toContainText('Green Ghost first');
      await host.screenshot({ path: info.outputPath(`roll-off-${viewport.width}.png`) });
      expect(await audit(host), 'the typed roll-off').toEqual([]);
      await dialog(host).getByRole('button', { name: 'Apply' }).click();
      await expect(dialog(host)).toHaveCount(0);
      const row =
        'Round 1, Green Ghost first (roll-off, tied on Gear: Red Fury 6 then 1, Rust Bucket 3, Blue Bolt 4, Green Ghost 6 then 2)';
      await settle();
      for (const p of [host, b.page]) {
        await expect(logRows(p).first()).toContainText(row);
        await expect(p.getByRole('region', { name: 'Turn' })).toContainText('Green Ghost’s turn (Bo)');
      }

      // Bo's phone wrecks Blue Bolt: Hull to 0 sets Wrecked, which takes it off the table. One row.
      const bolt = (p: Page) => card(p, 'Blue Bolt');
      for (let i = 0; i < 4; i++) await bolt(b.page).getByRole('button', { name: 'Lower Hull on Blue Bolt' }).click();
      await settle();
      for (const p of [host, b.page]) {
        await expect(bolt(p).getByRole('status')).toContainText('Out: Wrecked: take it off the table');
        await expect(logRows(p).first()).toContainText('Blue Bolt is Wrecked (out of the game): take it off the table');
        await expect(logRows(p).filter({ hasText: 'Wrecked' })).toHaveCount(1);
        await expect(logRows(p).filter({ hasText: 'is out' })).toHaveCount(0);
      }
      await b.page.screenshot({ path: info.outputPath(`wrecked-${viewport.width}.png`) });
      await b.context.close();
    });
  });
}
