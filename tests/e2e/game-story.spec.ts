// Issue 42: the game's story, one tap from the table in every system, mid-game and at the end: the
// result as the banner says it, a chart per car, who hit whom, the turning points (each opens its
// log row), and the story shared as one PNG drawn on the phone. The layout audit and axe run on the
// open story at 390x844 and 360x640. The story is off the precache: after one online visit it
// opens with the network off; before that, it says why where it was tapped.
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { createGame, expect, gotoStart, test } from './fixtures';
import { audit } from './layout-audit';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];
const STORY = /\/assets\/game-story-[\w-]+\.(?:js|css)$/;
const CACHE = 'pitwall-game-story';

interface Doc {
  id: string;
  name: string;
  journal: { kind: string; command?: { type: string } }[];
}

/**
 * With STORY_SHOT_DIR set, screenshots of the open story, a screen at a time down to its end (and
 * the shared PNGs) go there to be looked at.
 */
async function look(page: Page, name: string) {
  const dir = process.env.STORY_SHOT_DIR;
  if (!dir) return;
  const sheet = page.locator('dialog.story-sheet');
  for (let i = 0; i < 12; i++) {
    await page.screenshot({ path: `${dir}/${name}-${i}.png` });
    const more = await sheet.evaluate((d) => {
      const before = d.scrollTop;
      d.scrollBy(0, d.clientHeight - 80);
      return d.scrollTop > before;
    });
    if (!more) break;
  }
  await sheet.evaluate((d) => d.scrollTo(0, 0));
}

/** The share sheet stubbed: canShare takes files, share keeps the file it was given (base64). */
async function stubShare(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shared: unknown[] };
    w.__shared = [];
    Navigator.prototype.canShare = (d?: ShareData) => !!d?.files?.length;
    Navigator.prototype.share = async (d?: ShareData) => {
      const f = d?.files?.[0];
      if (!f) return;
      const bytes = new Uint8Array(await f.arrayBuffer());
      let bin = '';
      for (const b of bytes) bin += String.fromCharCode(b);
      w.__shared.push({ name: f.name, type: f.type, title: d?.title, base64: btoa(bin) });
    };
  });
}

/** Imports a game file from tests/fixtures through the games list and opens it at its table. */
async function openFixture(page: Page, file: string): Promise<Doc> {
  const doc = JSON.parse(readFileSync(new URL(`../fixtures/${file}`, import.meta.url), 'utf8')) as Doc;
  await gotoStart(page);
  await page.getByLabel('Game file to import').setInputFiles({
    name: `${doc.id}.json`,
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(doc)),
  });
  await page.getByRole('button', { name: `Open ${doc.name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: doc.name })).toBeVisible();
  return doc;
}

async function openStory(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Game story' }).click();
  const story = page.getByRole('dialog', { name });
  await expect(story.getByRole('button', { name: 'Share as picture' })).toBeVisible();
  return story;
}

const closeStory = (story: Locator) => story.getByRole('button', { name: 'Close' }).click();

/** Undoes `n` steps from the table's bottom bar. */
async function undo(page: Page, n: number) {
  for (let i = 0; i < n; i++)
    await page.getByRole('navigation', { name: 'Game actions' }).locator('button.history-btn.undo').click();
}

/** Shares the open story as a picture; returns the PNG's width and height from its IHDR. */
async function sharePng(page: Page, story: Locator, shot?: string): Promise<{ width: number; height: number }> {
  const before = await page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared.length);
  await story.getByRole('button', { name: 'Share as picture' }).click();
  await expect(story.getByRole('status')).toHaveText('Picture shared.');
  const all = await page.evaluate(
    () => (window as unknown as { __shared: { name: string; type: string; title: string; base64: string }[] }).__shared,
  );
  expect(all).toHaveLength(before + 1);
  const f = all[before]!;
  expect(f.type).toBe('image/png');
  expect(f.name).toMatch(/-story\.png$/);
  const png = Buffer.from(f.base64, 'base64');
  expect([...png.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  const dir = process.env.STORY_SHOT_DIR;
  if (dir && shot) (await import('node:fs')).writeFileSync(`${dir}/${shot}.png`, png);
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

async function axe(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return violations.map((v) => `${v.id} ×${v.nodes.length}: ${v.nodes[0]?.target.join(' ')}`);
}

/** What the story of a fixture shows: at its end (as exported) and two steps before (mid-game). */
interface Case {
  file: string;
  system: string;
  cars: number;
  end: { result: string; played: string; cars: Record<string, string>; out: string[]; turn: string };
  mid: { played: string; cars: Record<string, string>; out?: string[] };
}

// The figures come from the fixtures' journals (tests/unit/game/story.test.ts holds them too).
const CASES: Record<string, Case> = {
  wlf: {
    file: 'white-line-fever-v1.json',
    system: 'White Line Fever',
    cars: 4,
    end: {
      result: 'Ann wins: the last driver with cars on the table.',
      played: 'White Line Fever · 3 rounds · 22 steps',
      cars: { 'Red Fury': 'Dealt 0 · took 0' },
      // One explosion takes out Green Ghost and, in its blast, Blue Bolt.
      out: [
        'Out in round 3: Rust Bucket fires at Green Ghost: Explode (D8 8 +1 short range = 9)',
        'Out in round 3: Rust Bucket fires at Green Ghost: Explode (D8 8 +1 short range = 9)',
      ],
      turn: 'Rust Bucket fires at Green Ghost: Explode (D8 8 +1 short range = 9)',
    },
    mid: { played: 'White Line Fever · 3 rounds · 20 steps', cars: { 'Blue Bolt': 'Dealt 0 · took 0' } },
  },
  rw: {
    file: 'road-wolf-v1.json',
    system: 'Road Wolf',
    cars: 4,
    end: {
      result: 'Ann wins: the last side with vehicles in the fight.',
      played: 'Road Wolf · 2 rounds · 41 steps',
      cars: { Hammerhead: 'Dealt 4 · took 0', Brute: 'Dealt 0 · took 4' },
      out: ['Out in round 2: Hammerhead rams Brute: 6 6 4 against 2 1, rammer wins, overkill 3'],
      turn: 'Hammerhead rams Brute: 6 6 4 against 2 1, rammer wins, overkill 3',
    },
    mid: {
      played: 'Road Wolf · 2 rounds · 39 steps',
      cars: { Hammerhead: 'Dealt 2 · took 0', Brute: 'Dealt 0 · took 2' },
    },
  },
  dw: {
    file: 'dirty-wheels-v1.json',
    system: 'Dirty Wheels',
    cars: 4,
    end: {
      result: 'Ann wins: the last player with cars in play.',
      played: 'Dirty Wheels · 2 rounds · 52 steps',
      cars: { 'Red Fury': 'Dealt 4 · took 3', 'Blue Bolt': 'Dealt 3 · took 4' },
      out: ['Out in round 2: Blue Bolt shoots Red Fury: Red Fury destroyed (no dice)'],
      turn: 'Red Fury is destroyed: D6 2; caught: Blue Bolt',
    },
    mid: {
      played: 'Dirty Wheels · 2 rounds · 50 steps',
      cars: { 'Blue Bolt': 'Dealt 2 · took 4', 'Green Ghost': 'Dealt 1 · took 2' },
      out: [
        'Out in round 2: Blue Bolt shoots Red Fury: Red Fury destroyed (no dice)',
        'Out in round 2: Red Fury is destroyed: D6 2; caught: Blue Bolt',
      ],
    },
  },
  cc: {
    file: 'car-cult-d20-v1.json',
    system: 'Car Cult D20',
    cars: 4,
    end: {
      result: 'Ann wins: the last player with cars in play.',
      played: 'Car Cult D20 · 3 rounds · 79 steps',
      cars: { Brick: 'Dealt 0 · took 12' },
      out: ["Out in round 2: Wasp's Rifle attacks Brick: 1 hit (D20 8, 2)"],
      turn: "Wasp's Rifle attacks Brick: 1 hit (D20 8, 2)",
    },
    mid: {
      played: 'Car Cult D20 · 3 rounds · 77 steps',
      cars: { Hammer: 'Dealt 4 · took 1', Flea: 'Dealt 3 · took 5' },
      out: ["Out in round 2: Wasp's Rifle attacks Brick: 1 hit (D20 8, 2)"],
    },
  },
  custom: {
    file: 'custom-v1.json',
    system: 'Your own game',
    cars: 4,
    end: {
      result: 'Ann wins: the last with a car in. Cans: Ann 2, Bo 3',
      played: 'Your own game · 3 rounds · 29 steps',
      cars: { 'Red Fury': 'Dealt 5 · took 3' },
      out: ['Out in round 2: Red Fury uses Ram on Viper: highest 6: succeeds'],
      turn: 'Red Fury uses Ram on Viper: highest 6: succeeds',
    },
    mid: {
      played: 'Your own game · 3 rounds · 27 steps',
      cars: { 'Red Fury': 'Dealt 4 · took 3' },
      out: ['Out in round 2: Red Fury uses Ram on Viper: highest 6: succeeds'],
    },
  },
};

/** The story's figures as a player reads them: the result, the rounds and steps, a chart per car, who hit whom. */
async function expectStory(
  story: Locator,
  want: { result: string; played: string; cars: Record<string, string>; out?: string[] },
  charts: number,
) {
  await expect(story.locator('.story-result')).toHaveText(want.result);
  await expect(story).toContainText(want.played);
  await expect(story.locator('svg.track-chart[role="img"]')).toHaveCount(charts);
  for (const [car, figures] of Object.entries(want.cars)) {
    await expect(story.getByRole('img', { name: new RegExp(`of ${car}, `) })).toBeVisible();
    await expect(story.getByRole('listitem', { name: car, exact: true })).toContainText(figures);
  }
  if (want.out)
    for (const o of new Set(want.out))
      await expect(story.locator('.story-out').filter({ hasText: o })).toHaveCount(
        want.out.filter((x) => x === o).length,
      );
  else await expect(story.locator('.story-out')).toHaveCount(0);
}

/** One system's story: at the end (audit, axe, a turning point to its log row, the PNG), then mid-game. */
async function systemStory(page: Page, c: Case, shots: string, withAxe: boolean) {
  const doc = await openFixture(page, c.file);
  let story = await openStory(page, doc.name);
  await expectStory(story, c.end, c.cars);
  // A fixture whose dice were all guided rolls, entered before each step kept its dice apart:
  // said, not "no dice" (one with the dice tray's old in-game rolls charts those).
  if (!doc.journal.some((e) => e.kind === 'do' && e.command?.type === 'dice.roll'))
    await expect(story.getByRole('region', { name: 'Were the dice fair?' })).toContainText(
      'This game’s rolls were made before Pitwall kept each roll’s dice apart; rolls from now on are counted.',
    );
  expect(await audit(page), `${c.system} story at the end`).toEqual([]);
  if (withAxe) expect(await axe(page), `${c.system} story at the end`).toEqual([]);
  await look(page, `${shots}-end`);
  const png = await sharePng(page, story, `${shots}-end-png`);
  expect(png.width).toBe(1080);
  expect(png.height).toBeGreaterThan(1200);
  // The heaviest turning point first; a tap closes the story and opens its log row.
  const turn = story.getByRole('button', { name: c.end.turn });
  await expect(turn).toBeVisible();
  await turn.first().click();
  const entry = page.getByRole('dialog', { name: 'Log entry' });
  await expect(entry).toContainText(c.end.turn);
  await expect(page.getByRole('dialog', { name: doc.name })).toHaveCount(0);
  await entry.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(entry).toHaveCount(0);

  await undo(page, 2);
  story = await openStory(page, doc.name);
  await expectStory(story, { result: 'The game goes on.', ...c.mid }, c.cars);
  expect(await audit(page), `${c.system} story mid-game`).toEqual([]);
  await look(page, `${shots}-mid`);
  await closeStory(story);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
]) {
  const at = `${viewport.width}x${viewport.height}`;
  test.describe(`at ${at}`, () => {
    test.use({ viewport });
    test.describe.configure({ timeout: 180_000 });

    test(`White Line Fever, Road Wolf and Dirty Wheels: the story at the end and mid-game, a turning point, the PNG, audit${viewport.width === 390 ? ' and axe' : ''}`, async ({
      page,
    }) => {
      await stubShare(page);
      for (const k of ['wlf', 'rw', 'dw'] as const)
        await systemStory(page, CASES[k]!, `${k}-${at}`, viewport.width === 390);
    });

    test(`Car Cult D20, your own game and free play: the story at the end and mid-game${viewport.width === 360 ? ', axe' : ''}`, async ({
      page,
    }) => {
      await stubShare(page);
      for (const k of ['cc', 'custom'] as const)
        await systemStory(page, CASES[k]!, `${k}-${at}`, viewport.width === 360);

      // Free play keeps no tracker: one line says so, no empty charts.
      const doc = await openFixture(page, 'game-v1.json');
      let story = await openStory(page, doc.name);
      await expect(story.locator('.story-result')).toHaveText('The game goes on.');
      await expect(story).toContainText('Free play · 2 rounds · 9 steps');
      await expect(story.locator('.story-none')).toHaveText(
        'Free play keeps no tracker, so there is nothing to chart: the log holds the game.',
      );
      await expect(story.locator('svg.track-chart')).toHaveCount(0);
      await expect(story.getByRole('heading', { name: 'Turning points' })).toHaveCount(0);
      expect(await audit(page), 'free play story mid-game').toEqual([]);
      if (viewport.width === 360) expect(await axe(page), 'free play story').toEqual([]);
      await look(page, `freeplay-${at}-mid`);
      await closeStory(story);
      await page.getByRole('button', { name: 'Game options' }).click();
      await page.getByRole('button', { name: 'End the game…' }).click();
      await page.getByRole('checkbox', { name: 'Ben' }).check();
      await page.getByRole('button', { name: 'Declare winner' }).click();
      story = await openStory(page, doc.name);
      await expect(story.locator('.story-result')).toHaveText('Ben won.');
      await expect(story).toContainText('Free play · 2 rounds · 10 steps');
      const png = await sharePng(page, story, `freeplay-${at}-end-png`);
      expect(png).toEqual({ width: 1080, height: expect.any(Number) });
      expect(await audit(page), 'free play story at the end').toEqual([]);

      // Across the three games on this phone (the free play game is the one finished): wins by
      // name, and two names said to be one player count as one.
      const across = story.getByRole('region', { name: 'Across games on this phone' });
      await expect(across).toContainText('3 games on this phone');
      await expect(across).toContainText('Free play: 1');
      const wins = across.getByRole('list', { name: 'Wins' }).getByRole('listitem');
      await expect(wins).toHaveText([
        'Ben: 1 win in 1 finished game',
        'Ana: 0 wins in 1 finished game',
        'Cat: 0 wins in 1 finished game',
      ]);
      await across.getByLabel('This name').selectOption('Ana');
      await across.getByLabel('is the same player as').selectOption('Ann');
      await across.getByRole('button', { name: 'Same player' }).click();
      await expect(across).toContainText('Ana is Ann');
      await expect(wins).toHaveText([
        'Ben: 1 win in 1 finished game',
        'Ann: 0 wins in 1 finished game',
        'Cat: 0 wins in 1 finished game',
      ]);
      expect(await audit(page), 'the same-player edit').toEqual([]);
      await across.getByRole('button', { name: 'Not the same: Ana and Ann' }).click();
      await expect(wins.first()).toHaveText('Ben: 1 win in 1 finished game');
      await expect(wins.nth(1)).toHaveText('Ana: 0 wins in 1 finished game');
      // This game's dice, from its log (the free play fixture's dice tray rolls).
      const fair = story.getByRole('region', { name: 'Were the dice fair?' });
      await expect(fair.getByRole('listitem', { name: 'Typed D6s' }).first()).toContainText(
        'Typed D6s: too few rolls to tell (at least 30 needed, 3 so far).',
      );
      await expect(fair).toContainText('Pearson');
    });
  });
}

/** Every URL in every Cache Storage cache, by cache name. */
const cached = (p: Page) =>
  p.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) out[name] = (await (await caches.open(name)).keys()).map((r) => r.url);
    return out;
  });
const TWO = [
  { name: 'Ann', cars: ['Rust Bucket'] },
  { name: 'Bo', cars: ['Hornet'] },
];

test('after one online visit that opens a game, the story opens with the network off', async ({ page, context }) => {
  await createGame(page, 'Story later', TWO);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(async () => ((await cached(page))[CACHE] ?? []).length, { timeout: 30_000 }).toBe(2);
  const stored = (await cached(page))[CACHE]!;
  expect(stored.every((u) => STORY.test(u))).toBe(true);
  for (const [name, urls] of Object.entries(await cached(page)))
    if (name.includes('precache')) expect(urls.filter((u) => STORY.test(u.split('?')[0]!))).toEqual([]);
  const game = page.url();

  await context.setOffline(true);
  const offline = await context.newPage();
  const served: string[] = [];
  offline.on('response', (r) => {
    if (STORY.test(new URL(r.url()).pathname) && r.fromServiceWorker()) served.push(r.url());
  });
  expect((await offline.goto(game))?.fromServiceWorker()).toBe(true);
  const story = await openStory(offline, 'Story later');
  await expect(story.locator('.story-result')).toHaveText('The game goes on.');
  expect(served.sort()).toEqual([...stored].sort());
  await context.setOffline(false);
});

test('offline before the story was stored: Game story says why where it was tapped, instead of loading forever', async ({
  context,
}) => {
  // The first visit's background download of the story fails (the connection dropped).
  const failed: string[] = [];
  await context.route(STORY, (r) => r.abort());
  context.on('requestfailed', (r) => failed.push(r.url()));
  const first = await context.newPage();
  await createGame(first, 'Story never', TWO);
  await first.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => failed.filter((u) => STORY.test(u)).length, { timeout: 30_000 }).toBeGreaterThan(0);

  await context.setOffline(true);
  const page = await context.newPage();
  expect((await page.goto(first.url()))?.fromServiceWorker()).toBe(true);
  await page.getByRole('button', { name: 'Game story' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The story is not on this phone yet. Open a game once with a connection: from then on it works offline too.',
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await context.setOffline(false);
});
