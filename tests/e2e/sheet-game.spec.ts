// Issue 41, "a described game needs no workaround", on phones at 390x844 and 360x640: a per-car
// maximum is asked in New game (the sheet's default in the box, one tap and the number per car),
// the game starts with it, and a second phone joining live play shows the same maximums.
import type { Page } from '@playwright/test';
import { expect, gotoStart, logRows, tapCounter, test } from './fixtures';
import { checkGuestProblems, connect, LIVE_LAUNCH, newPhone, strip } from './live-phones';

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
  });
}
