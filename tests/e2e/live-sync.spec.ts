// Issue 14 §2: three phones playing one game live over WebRTC data channels, with no ICE servers
// and no signaling server: the offer and answer codes are handed between the browser contexts
// through the QR scanner's test hook (the text a camera would read), the links run over this
// machine's own interfaces. 200 commands from all three phones with random disconnects; at the
// end every phone's stored journal must be byte for byte the host's.
import type { Browser, Page } from '@playwright/test';
import { buildRoadWolf, createGame, dumpDb, expect, lockRoadWolf, tapCounter, test } from './fixtures';
import {
  checkGuestProblems,
  connect,
  feed,
  LIVE_LAUNCH,
  myHead,
  newPhone,
  qrText,
  recordHeads,
  shot,
  strip,
} from './live-phones';

test.use(LIVE_LAUNCH);
test.afterEach(checkGuestProblems);

/** A small seeded generator, so a failing run can be replayed. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The game's journal as stored in this phone's IndexedDB, in order, as text. */
/** A game of Ann, Bo and Cy (a car each) on the host, and two more phones at the games list. */
async function threePhones(host: Page, browser: Browser, baseURL: string, title: string) {
  await createGame(host, title, [
    { name: 'Ann', cars: ['Bolt'] },
    { name: 'Bo', cars: ['Crusher'] },
    { name: 'Cy', cars: ['Dart'] },
  ]);
  const b = await newPhone(browser, baseURL);
  const c = await newPhone(browser, baseURL);
  await b.page.goto('/');
  await c.page.goto('/');
  return { b, c };
}

async function storedJournal(page: Page): Promise<string> {
  const db = await dumpDb(page);
  const rows = (db.entries as { gameId: string; seq: number; entry: unknown }[]).slice().sort((a, b) => a.seq - b.seq);
  const games = db.games as { id: string; head: number }[];
  expect(games).toHaveLength(1);
  return JSON.stringify(rows.filter((r) => r.gameId === games[0]!.id && r.seq < games[0]!.head).map((r) => r.entry));
}

/** The stored journal of the game named `name` on this phone, as text. */
async function storedJournalOf(page: Page, name: string): Promise<string> {
  const db = await dumpDb(page);
  const game = (db.games as { id: string; name: string; head: number; deletedAt?: number }[]).find(
    (g) => g.name === name && g.deletedAt === undefined,
  );
  expect(game, name).toBeTruthy();
  const rows = (db.entries as { gameId: string; seq: number; entry: unknown }[])
    .filter((r) => r.gameId === game!.id && r.seq < game!.head)
    .sort((a, b) => a.seq - b.seq);
  return JSON.stringify(rows.map((r) => r.entry));
}

const median = (xs: number[]) => {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

test('three phones play live over WebRTC: 200 commands with random disconnects, journals identical byte for byte', async ({
  page: host,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await host.context().addInitScript(recordHeads);
  const { b, c } = await threePhones(host, browser, baseURL as string, 'Live table');

  const taps = tapCounter();
  taps.start();
  await connect(host, b.page, { firstHost: true, fromList: true, taps });
  // "This is my phone" on the guest, once the game has arrived.
  await expect(b.page.getByRole('heading', { level: 1, name: /Live table/ })).toBeVisible();
  await taps.tap(strip(b.page).getByRole('button', { name: 'Bo’s phone' }));
  console.log(`table tempo: host and join one phone (both phones' taps): ${taps.count} taps (budget 9)`);
  expect(taps.count).toBeLessThanOrEqual(9);

  await connect(host, c.page, { firstHost: false, fromList: true });
  await expect(c.page.getByRole('heading', { level: 1, name: /Live table/ })).toBeVisible();
  await strip(c.page).getByRole('button', { name: 'Cy’s phone' }).click();
  await expect(strip(host).locator('[data-live-phone]')).toHaveCount(3);
  await expect(
    strip(host)
      .locator('[data-live-phone]')
      .filter({ hasText: /^Bo · up to date$/ }),
  ).toHaveCount(1);
  await expect(
    strip(host)
      .locator('[data-live-phone]')
      .filter({ hasText: /^Cy · up to date$/ }),
  ).toHaveCount(1);
  await shot(host, 'live-host-strip');
  await shot(b.page, 'live-guest-strip');

  // 200 commands from the three phones: Pass turn mostly, Undo and Redo sometimes; now and then
  // a guest loses its link for a while (its taps wait) and comes back by scanning a new code.
  const rnd = mulberry32(14);
  const phones = [host, b.page, c.page];
  const offline = [0, 0, 0]; // steps left offline, per guest (index 1, 2)
  const bytes0 = await host.evaluate(() => window.__pitwallLive!.bytes());
  let made = 0;
  let drops = 0;
  const latency: number[] = [];
  /** Bytes all three phones sent for one guest's command, everything included (proposal, entries, answer, heads, phones list). */
  const perCommand: number[] = [];
  const headOf = (p: Page, i: number) => myHead(p, i === 0 ? 'host' : 'guest');
  /** The phone of the player whose turn it is on the host: Ann 0, Bo 1, Cy 2. */
  const turnPhone = async () =>
    ['Ann', 'Bo', 'Cy'].indexOf(
      ((await host.locator('section[aria-label="Turn"] strong').textContent()) ?? '').replace(/ to play$/, ''),
    );
  /** Waits until no change is in flight and every phone shows the host's head; returns it. */
  const settle = async () => {
    const level = async () => {
      const pending = await Promise.all([b.page, c.page].map((p) => strip(p).getAttribute('data-live-waiting')));
      const heads = await Promise.all(phones.map((p, i) => headOf(p, i)));
      return pending.every((n) => n === '0') && heads.every((h) => h === heads[0]) ? (heads[0] as number) : -1;
    };
    await expect.poll(level, { timeout: 20_000 }).toBeGreaterThanOrEqual(0);
    return level();
  };
  const reconnectTaps = tapCounter();
  let timedReconnect = false;
  for (let step = 0; made < 200; step++) {
    for (const g of [1, 2]) {
      if (offline[g]! > 0 && --offline[g]! === 0) {
        const timed = !timedReconnect;
        timedReconnect = true;
        reconnectTaps.start();
        await connect(host, phones[g]!, { firstHost: false, fromList: false, taps: timed ? reconnectTaps : undefined });
        if (timed) {
          console.log(`table tempo: reconnect a phone (both phones' taps): ${reconnectTaps.count} taps (budget 4)`);
          expect(reconnectTaps.count).toBeLessThanOrEqual(4);
        }
      }
    }
    if (step % 10 === 9 && offline[1] === 0 && offline[2] === 0) {
      // A latency probe: everyone level, a guest taps Pass turn, the time until the other two show it.
      let before = await settle();
      await host.waitForTimeout(350); // the throttled phones list of the last change has gone out
      const sent = async () =>
        (await Promise.all(phones.map((p) => p.evaluate(() => window.__pitwallLive!.bytes().out)))).reduce(
          (x, y) => x + y,
          0,
        );
      // The guest whose turn it is passes (issue 31: a seat passes only its own turn); on Ann's
      // turn the host passes first.
      if ((await turnPhone()) === 0) {
        await host.locator('.bottombar button.primary').click();
        made++;
        before = await settle();
        await host.waitForTimeout(350);
      }
      const sent0 = await sent();
      const g = await turnPhone();
      const t0 = await phones[g]!.evaluate(() => {
        const t = Date.now();
        (document.querySelector('.bottombar button.primary') as HTMLButtonElement).click();
        return t;
      });
      made++;
      for (const [i, p] of phones.entries()) {
        if (i === g) continue;
        await expect.poll(() => headOf(p, i)).toBeGreaterThan(before);
        const shown = await p.evaluate(
          (h) => (window as unknown as { __heads: [number, number][] }).__heads.find(([, x]) => x > h)?.[0] ?? NaN,
          before,
        );
        latency.push(shown - t0);
      }
      await settle();
      await host.waitForTimeout(350);
      perCommand.push((await sent()) - sent0);
      continue;
    }
    if (rnd() < 0.04) {
      const g = rnd() < 0.5 ? 1 : 2;
      if (offline[g] === 0) {
        await phones[g]!.evaluate(() => window.__pitwallLive!.drop());
        await expect(strip(phones[g]!)).toHaveAttribute('data-live-link', 'closed');
        offline[g] = 3 + Math.floor(rnd() * 8);
        drops++;
      }
    }
    const anyone = Math.floor(rnd() * 3);
    const r = rnd();
    const kind = r < 0.65 ? 'Pass turn' : r < 0.88 ? 'Undo' : 'Redo';
    // Pass turn is tapped on the phone of the player whose turn the host shows (issue 31: a seat
    // passes only its own turn); Undo and Redo on any phone (another player's step is refused).
    // Issue 40: a pass is its player's step; a guest's Undo of another player's says so and is
    // not sent, so that Undo is tapped on the host, which asks once before taking it back.
    let p = phones[kind === 'Pass turn' ? await turnPhone() : anyone]!;
    const buttonOf = (q: Page) =>
      kind === 'Pass turn'
        ? q.locator('.bottombar button.primary')
        : q.getByRole('navigation', { name: 'Game actions' }).getByRole('button', { name: new RegExp(`^${kind}\\b`) });
    if (kind === 'Undo' && (await buttonOf(p).getAttribute('aria-disabled')) === 'true') p = host;
    const button = buttonOf(p);
    if (!(await button.isEnabled())) continue;
    // Another phone's change can arrive between the check and the tap and disable Undo or Redo:
    // then the tap is not made (any other reason to fail still fails the test).
    const tapped = await button.click({ timeout: 15_000 }).then(
      () => true,
      async (e: unknown) => {
        if (kind !== 'Pass turn' && !(await button.isEnabled())) return false;
        throw e;
      },
    );
    if (tapped && kind === 'Undo' && p === host) {
      const ask = host.getByRole('dialog', { name: /^Undo .*’s step \(/ });
      await ask.waitFor({ timeout: 500 }).then(
        () => ask.getByRole('button', { name: 'Undo it' }).click(),
        () => undefined,
      );
    }
    if (tapped) made++;
  }
  for (const g of [1, 2]) if (offline[g]! > 0) await connect(host, phones[g]!, { firstHost: false, fromList: false });
  const head = await settle();
  const bytes1 = await host.evaluate(() => window.__pitwallLive!.bytes());

  // Every phone's stored journal is the host's, byte for byte.
  const journals = await Promise.all(phones.map(storedJournal));
  expect(journals[1]).toBe(journals[0]);
  expect(journals[2]).toBe(journals[0]);
  const entries = JSON.parse(journals[0]!) as unknown[];
  expect(entries.length).toBe(head);
  // Issue 40: a refusal is shown once and not kept on the strip; each phone counts what it was sent.
  const refused = (
    await Promise.all([b.page, c.page].map((p) => p.evaluate(() => window.__pitwallLive!.refused())))
  ).reduce((x, y) => x + y, 0);
  expect(head).toBeGreaterThanOrEqual(150); // most of the 200 taps became entries (the rest were refused with a reason)
  expect(head + refused).toBeLessThanOrEqual(made + 1);

  const hostBytes = bytes1.out + bytes1.in - bytes0.out - bytes0.in;
  const oneEntry = entries.map((e) => `F${JSON.stringify({ t: 'entries', from: 100, entries: [e] })}`.length);
  console.log(
    `live: ${made} taps, ${head} journal entries, ${refused} refused, ${drops} drops; host traffic ${hostBytes} bytes = ${(hostBytes / head).toFixed(0)} bytes per entry (all messages, both guests, reconnects included); one entry's message ${Math.min(...oneEntry)}-${Math.max(...oneEntry)} bytes`,
  );
  console.log(
    `live: one guest command with three phones connected: median ${median(perCommand)} bytes on the wire (all messages of all phones), max ${Math.max(...perCommand)}, over ${perCommand.length} probes`,
  );
  console.log(
    `live: guest tap to shown on the other phones: median ${median(latency)} ms, max ${Math.max(...latency)} ms over ${latency.length} (probe, phone) pairs`,
  );
  expect(Math.min(...latency)).toBeGreaterThanOrEqual(0);
  expect(Math.max(...latency)).toBeLessThan(2000);
  await b.context.close();
  await c.context.close();
});

test('hidden tokens open only on their owner’s phone while live (Road Wolf)', async ({
  page: host,
  browser,
  baseURL,
}) => {
  await buildRoadWolf(host, 'Live wolves', { Ann: [['Red Fury', 'roadster']], Bo: [['Blue Bolt', 'coupe']] });
  await host.getByRole('button', { name: 'Ann: pick hidden tokens' }).click();
  await host.getByLabel('Add a token to Red Fury').selectOption('VETERAN');
  await host.getByRole('button', { name: "Done with Ann's tokens" }).click();
  await lockRoadWolf(host);
  const b = await newPhone(browser, baseURL as string);
  await b.page.goto('/');
  await connect(host, b.page, { firstHost: true, fromList: true });
  await expect(b.page.getByRole('heading', { level: 1, name: /Live wolves/ })).toBeVisible();
  // Ann's seat is the host's: shown as taken, and a tap only says why.
  const annSeat = strip(b.page).getByRole('button', { name: 'Ann’s phone: the host' });
  await expect(annSeat).toHaveAttribute('aria-disabled', 'true');
  await annSeat.click({ force: true });
  await expect(strip(b.page).getByRole('alert')).toContainText('Ann’s seat is the host phone’s');
  await strip(b.page).getByRole('button', { name: 'Bo’s phone' }).click();

  const look = (p: Page) => p.getByRole('button', { name: 'Owner: look at the hidden tokens of Red Fury' }).click();
  // On Bo's phone, Ann's tokens stay face down; the table's view (a count) is the same on both.
  await look(b.page);
  await expect(b.page.getByText('Ann’s hidden tokens open only on Ann’s own phone')).toBeVisible();
  await expect(b.page.getByRole('region', { name: 'Ann’s hidden tokens' })).toHaveCount(0);
  await expect(b.page.locator('main')).not.toContainText('Veteran');
  // On Ann's own phone (the host), her panel opens.
  await look(host);
  await expect(host.getByRole('region', { name: 'Ann’s hidden tokens' })).toContainText('Veteran');
  await b.context.close();
});

test('a step made offline that the game has since overtaken is refused with the reason, not recorded with a result nobody saw (Road Wolf)', async ({
  page: host,
  browser,
  baseURL,
}) => {
  await buildRoadWolf(host, 'Live hits', { Ann: [['Red Fury', 'roadster']], Bo: [['Blue Bolt', 'big_rig']] }, 5);
  await lockRoadWolf(host);
  const b = await newPhone(browser, baseURL as string);
  await b.page.goto('/');
  await connect(host, b.page, { firstHost: true, fromList: true });
  await strip(b.page).getByRole('button', { name: 'Bo’s phone' }).click();
  const head = await myHead(host, 'host');
  // Bo's phone drops and marks a first hit on Blue Bolt ("now has 1 damage"); meanwhile the host
  // marks two. Recorded as it stands, Bo's step would now take a hit off (2 → 1).
  await b.page.evaluate(() => window.__pitwallLive!.drop());
  await expect(strip(b.page)).toHaveAttribute('data-live-link', 'closed');
  const card = (p: Page, name: string) => p.getByRole('article', { name, exact: true });
  const hit = (p: Page, box: number) =>
    p.getByRole('button', { name: new RegExp(`^Mark a hit on Blue Bolt \\(box ${box} of`) }).click();
  await hit(b.page, 1);
  await expect(strip(b.page)).toHaveAttribute('data-live-waiting', '1');
  await hit(host, 1);
  await hit(host, 2);
  await expect.poll(() => myHead(host, 'host')).toBe(head + 2);
  // Back on the link: the host refuses the queued step, and says why; no phone loses a hit.
  await strip(b.page).getByRole('button', { name: 'Reconnect' }).click();
  await b.page.getByRole('button', { name: 'Close' }).click();
  await connect(host, b.page, { firstHost: false, fromList: false });
  // Issue 40: said once (next to the tap when it was a moment ago, else as a toast), nothing to OK.
  await expect(
    b.page
      .locator('.tap-note, .toast')
      .filter({ hasText: 'it would now turn out differently from what this phone showed' }),
  ).toHaveCount(1);
  await expect(strip(b.page).getByRole('button', { name: 'OK' })).toHaveCount(0);
  await expect(strip(b.page)).toHaveAttribute('data-live-waiting', '0');
  await expect.poll(() => myHead(host, 'host')).toBe(head + 2);
  await expect(
    card(host, 'Blue Bolt').getByRole('button', { name: /^Clear a hit on Blue Bolt \(box 2 of/ }),
  ).toBeVisible();
  await expect(card(b.page, 'Blue Bolt')).toContainText(/Hits: \d+ of \d+ left/);
  expect(await card(b.page, 'Blue Bolt').innerText()).toBe(await card(host, 'Blue Bolt').innerText());
  await b.context.close();
});

test('force building while live: each player picks hidden tokens only on their own phone (Road Wolf)', async ({
  page: host,
  browser,
  baseURL,
}) => {
  await buildRoadWolf(host, 'Live garage', { Ann: [['Red Fury', 'roadster']], Bo: [['Blue Bolt', 'coupe']] });
  const b = await newPhone(browser, baseURL as string);
  await b.page.goto('/');
  await connect(host, b.page, { firstHost: true, fromList: true });
  await expect(b.page.getByRole('heading', { level: 1, name: /Live garage/ })).toBeVisible();
  await strip(b.page).getByRole('button', { name: 'Bo’s phone' }).click();
  // On Bo's phone, Ann's picker says why it stays shut; Bo's own opens.
  const anns = b.page.getByRole('button', { name: 'Ann: pick hidden tokens' });
  await expect(anns).toHaveAttribute('aria-disabled', 'true');
  await anns.click({ force: true }); // aria-disabled: a tap tells why
  await expect(b.page.getByText('Ann picks their hidden tokens on their own phone.').first()).toBeVisible();
  await expect(b.page.getByLabel('Add a token to Red Fury')).toHaveCount(0);
  await b.page.getByRole('button', { name: 'Bo: pick hidden tokens' }).click();
  await expect(b.page.getByLabel('Add a token to Blue Bolt')).toBeVisible();
  await b.context.close();
});

test('a change made offline survives a reload of the guest’s page and is applied once on rejoining', async ({
  page: host,
  browser,
  baseURL,
}) => {
  await createGame(host, 'Reload table', [
    { name: 'Ann', cars: ['Bolt'] },
    { name: 'Bo', cars: ['Crusher'] },
  ]);
  const b = await newPhone(browser, baseURL as string);
  await b.page.goto('/');
  await connect(host, b.page, { firstHost: true, fromList: true });
  await expect(b.page.getByRole('heading', { level: 1, name: /Reload table/ })).toBeVisible();
  await strip(b.page).getByRole('button', { name: 'Bo’s phone' }).click();
  await host.locator('.bottombar button.primary').click(); // Ann passes: Bo's turn (a seat passes its own turn)
  await expect.poll(() => myHead(b.page, 'guest')).toBe(1);
  await b.page.evaluate(() => window.__pitwallLive!.drop());
  await expect(strip(b.page)).toHaveAttribute('data-live-link', 'closed');
  await b.page.locator('.bottombar button.primary').click(); // Bo passes, queued
  await expect(strip(b.page).locator('[data-live-pending]')).toHaveAttribute('data-live-pending', '1');
  await b.page.reload();
  await expect(b.page.getByRole('heading', { level: 1, name: /Reload table/ })).toBeVisible();
  await expect(b.page.getByRole('region', { name: 'Live play' })).toHaveCount(0); // the link went with the page
  await connect(host, b.page, { firstHost: false, fromList: 'menu' });
  await expect.poll(() => myHead(host, 'host')).toBe(2);
  await expect.poll(() => myHead(b.page, 'guest')).toBe(2);
  await expect(strip(b.page)).toHaveAttribute('data-live-waiting', '0');
  // Still Bo's phone, without asking again.
  await expect(strip(b.page).locator('[data-live-phone="me"]')).toContainText('Bo');
  expect(await storedJournal(b.page)).toBe(await storedJournal(host));
  expect(JSON.parse(await storedJournal(host))).toHaveLength(2);
  await b.context.close();
});

test('a guest whose own copy went another way keeps it as a copy and takes the host’s game', async ({
  page: host,
  browser,
  baseURL,
}) => {
  await createGame(host, 'Split table', [
    { name: 'Ann', cars: ['Bolt'] },
    { name: 'Bo', cars: ['Crusher'] },
  ]);
  await host.locator('.bottombar button.primary').click();
  await host.locator('.bottombar button.primary').click();
  await expect(host.locator('[data-save]')).toHaveAttribute('data-save', 'saved');
  const hostDb = await dumpDb(host);
  const row = (hostDb.games as { id: string }[])[0]!;
  const first = (hostDb.entries as { seq: number; entry: unknown }[]).find((r) => r.seq === 0)!.entry;
  // Bo's phone got the game earlier (same id) and went its own way: Pass turn, then Undo.
  const b = await newPhone(browser, baseURL as string);
  await b.page.goto('/');
  await expect(b.page.getByRole('button', { name: 'New game' })).toBeVisible();
  await b.page.evaluate(
    ([game, e0]) =>
      new Promise<void>((done, fail) => {
        const req = indexedDB.open('pitwall');
        req.onsuccess = () => {
          const tx = req.result.transaction(['games', 'entries'], 'readwrite');
          tx.objectStore('games').put(game);
          tx.objectStore('entries').put({ gameId: (game as { id: string }).id, seq: 0, entry: e0 });
          tx.objectStore('entries').put({
            gameId: (game as { id: string }).id,
            seq: 1,
            entry: { kind: 'undo', at: 5 },
          });
          tx.oncomplete = () => {
            req.result.close();
            done();
          };
          tx.onerror = () => fail(tx.error);
        };
      }),
    [row, first] as const,
  );
  await b.page.reload();
  await b.page.getByRole('button', { name: 'Open Split table' }).click();
  await expect(b.page.getByRole('heading', { level: 1, name: /Split table/ })).toBeVisible();
  await connect(host, b.page, { firstHost: true, fromList: 'menu' });
  await expect.poll(() => myHead(b.page, 'guest')).toBe(2);
  const mine = JSON.parse(await storedJournalOf(b.page, 'Split table')) as unknown[];
  const hostJournal = await storedJournalOf(host, 'Split table');
  expect(JSON.stringify(mine)).toBe(hostJournal);
  // Nothing of Bo's own play is lost: it is a game of its own now.
  const copy = JSON.parse(await storedJournalOf(b.page, 'Split table (this phone’s copy)')) as { kind: string }[];
  expect(copy.map((e) => e.kind)).toEqual(['do', 'undo']);
  await b.context.close();
});

test('the screen stays awake while connected, even with “keep the screen on” off', async ({
  page: host,
  browser,
  baseURL,
}) => {
  await createGame(host, 'Awake table', [
    { name: 'Ann', cars: ['Bolt'] },
    { name: 'Bo', cars: ['Crusher'] },
  ]);
  const b = await newPhone(browser, baseURL as string);
  // A wake lock that counts what is held (headless Chromium has no screen to keep on).
  await b.context.addInitScript(() => {
    const held = new Set<number>();
    let n = 0;
    Object.defineProperty(navigator, 'wakeLock', {
      value: {
        request: async () => {
          const id = ++n;
          held.add(id);
          return { release: async () => void held.delete(id), addEventListener: () => undefined };
        },
      },
    });
    (window as unknown as { __wakeHeld: () => number }).__wakeHeld = () => held.size;
  });
  const held = () => b.page.evaluate(() => (window as unknown as { __wakeHeld: () => number }).__wakeHeld());
  await b.page.goto('/');
  await b.page.getByRole('button', { name: 'Settings' }).click();
  await b.page.getByLabel('Keep the screen on during a game').uncheck();
  await b.page.getByRole('button', { name: 'Back' }).click();
  await connect(host, b.page, { firstHost: true, fromList: true });
  await expect(b.page.getByRole('heading', { level: 1, name: /Awake table/ })).toBeVisible();
  await expect.poll(held).toBe(1);
  await b.page.evaluate(() => window.__pitwallLive!.drop());
  await expect.poll(held).toBe(0);
  await connect(host, b.page, { firstHost: false, fromList: false });
  await expect.poll(held).toBe(1);
  await strip(b.page).getByRole('button', { name: 'Live options' }).click();
  await strip(b.page).getByRole('button', { name: 'Leave live' }).click();
  await expect(strip(b.page)).toHaveCount(0);
  await expect.poll(held).toBe(0);
  // Hosting the same game again does not ask again whose phone this is.
  await strip(host).getByRole('button', { name: 'Live options' }).click();
  await strip(host).getByRole('button', { name: 'End live play for every phone' }).click();
  const options = host.getByRole('button', { name: 'Game options' });
  if ((await options.getAttribute('aria-expanded')) !== 'true') await options.click(); // still open from hosting the first time
  await host.getByRole('button', { name: 'Host live on several phones' }).click();
  await expect(host.locator('.qr-loop')).toBeVisible();
  await expect(host.getByRole('button', { name: 'Ann’s phone' })).toHaveCount(0);
  // The strip under the code's sheet, hidden from assistive technology while the sheet is open.
  const under = host.getByRole('region', { name: 'Live play', includeHidden: true });
  await expect(under.locator('[data-live-phone="host"]')).toContainText('Ann (host)');
  await b.context.close();
});

test('one phone per player: a guest cannot take the host’s seat or one another phone holds; queued changes and leaving show on the strip', async ({
  page: host,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { b, c } = await threePhones(host, browser, baseURL as string, 'Seat table');
  await connect(host, b.page, { firstHost: true, fromList: true });
  await expect(b.page.getByRole('heading', { level: 1, name: /Seat table/ })).toBeVisible();

  // The host's seat is taken: not tappable, with the reason; the phone stays nobody's.
  const picker = strip(b.page).getByRole('group', { name: /Whose phone is this/ });
  const annSeat = picker.getByRole('button', { name: 'Ann’s phone: the host' });
  await expect(annSeat).toHaveAttribute('aria-disabled', 'true');
  await expect(annSeat).toHaveAttribute('data-seat-taken', 'host');
  await b.page.setViewportSize({ width: 360, height: 640 });
  await annSeat.click({ force: true });
  await expect(picker.getByRole('alert')).toContainText('Ann’s seat is the host phone’s');
  // At 360x640 the reason and "Nobody’s" under it stay clear of the bottom bar.
  const above = async (l: ReturnType<Page['locator']>) => {
    const [box, bar] = await Promise.all([l.boundingBox(), b.page.locator('.bottombar').boundingBox()]);
    return box !== null && bar !== null && box.y >= 0 && box.y + box.height <= bar.y;
  };
  await expect.poll(() => above(picker.getByRole('button', { name: 'Nobody’s (a shared screen)' }))).toBe(true);
  expect(await above(picker.getByRole('alert'))).toBe(true);
  await b.page.setViewportSize({ width: 390, height: 844 });
  await expect(strip(b.page).locator('[data-live-phone="me"]')).toHaveText(/^This phone · /);
  await shot(b.page, 'live-seat-taken');
  await picker.getByRole('button', { name: 'Bo’s phone', exact: true }).click();
  await expect(
    strip(host)
      .locator('[data-live-phone]')
      .filter({ hasText: /^Bo · up to date$/ }),
  ).toHaveCount(1);

  // A second guest: Ann's and Bo's seats are taken.
  await connect(host, c.page, { firstHost: false, fromList: true });
  await expect(c.page.getByRole('heading', { level: 1, name: /Seat table/ })).toBeVisible();
  const cPicker = strip(c.page).getByRole('group', { name: /Whose phone is this/ });
  await expect(cPicker.getByRole('button', { name: 'Ann’s phone: the host' })).toHaveAttribute('aria-disabled', 'true');
  await expect(cPicker.getByRole('button', { name: 'Bo’s phone: another phone has it' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(cPicker.getByRole('button', { name: 'Cy’s phone', exact: true })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await cPicker.getByRole('button', { name: 'Nobody’s (a shared screen)' }).click();
  await host.locator('.bottombar button.primary').click(); // Ann passes: Bo's turn
  await expect.poll(() => myHead(b.page, 'guest')).toBe(1);

  // Bo's phone loses its link: his pass waits, and its strip says so instead of "up to date".
  await b.page.evaluate(() => window.__pitwallLive!.drop());
  await expect(strip(b.page)).toHaveAttribute('data-live-link', 'closed');
  await expect(
    strip(host)
      .locator('[data-live-phone]')
      .filter({ hasText: /^Bo · offline$/ }),
  ).toHaveCount(1);
  await b.page.locator('.bottombar button.primary').click();
  await expect(strip(b.page).locator('[data-live-phone="me"]')).toHaveText('Bo · this phone · 1 waiting to send');
  // Without a link, Bo's phone knows nothing current of the shared phone: no "up to date" for it.
  await expect(
    strip(b.page)
      .locator('[data-live-phone]')
      .filter({ hasText: /^A phone nobody claimed$/ }),
  ).toHaveCount(1);
  await shot(b.page, 'live-queued');

  // Meanwhile the shared phone asks for Bo's seat (issue 39: Bo's phone keeps it through a lost
  // link): the host's player is asked where they look, and gives it.
  await strip(c.page).getByRole('button', { name: 'Live options' }).click();
  await strip(c.page).getByRole('button', { name: 'Whose phone is this?' }).click();
  await strip(c.page).getByRole('button', { name: 'Bo’s phone: another phone has it' }).click({ force: true });
  await strip(c.page).getByRole('button', { name: 'Ask the host for Bo’s seat' }).click();
  await expect(strip(c.page).locator('[data-live-seat-refused]')).toContainText(
    'The host phone now asks whether to give Bo’s seat to this phone',
  );
  const request = strip(host).locator('[data-live-seat-request]');
  await expect(request).toContainText(
    'A phone nobody claimed asks for Bo’s seat (Bo’s phone is offline). Give Bo’s seat to that phone?',
  );
  await shot(host, 'live-seat-request');
  await request.getByRole('button', { name: 'Give' }).click();
  await expect(request).toHaveCount(0);
  await expect(
    strip(host)
      .locator('[data-live-phone]')
      .filter({ hasText: /^Bo · up to date$/ }),
  ).toHaveCount(1);
  await expect(strip(c.page).locator('[data-live-phone="me"]')).toHaveText(/^Bo · this phone/);

  // Bo's phone comes back: "Add a phone" is what the host taps, and the host refuses the seat now held by another phone.
  await strip(b.page).getByRole('button', { name: 'Reconnect' }).click();
  await expect(b.page.locator('[data-live-host-step]')).toContainText(
    'On the host phone: tap “Add a phone” at the top of its table',
  );
  await b.page.getByRole('button', { name: 'Close' }).click();
  await connect(host, b.page, { firstHost: false, fromList: false });
  await expect(strip(b.page).locator('[data-live-seat-refused]')).toContainText(
    'Bo’s seat stays with the phone that has it',
  );
  await expect(strip(host).locator('[data-live-seat-request]')).toHaveCount(1);
  await expect(strip(b.page).locator('[data-live-phone="me"]')).toHaveText(/^This phone · /);
  await expect(strip(b.page).getByRole('button', { name: 'Bo’s phone: another phone has it' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  // Its pass was decided once and none waits: the seat went to the shared phone meanwhile, so the
  // host refused it with the reason, shown once on Bo's phone.
  await expect(strip(b.page)).toHaveAttribute('data-live-waiting', '0');
  expect(await b.page.evaluate(() => window.__pitwallLive!.refused())).toBe(1);
  await expect(b.page.getByRole('alert').filter({ hasText: /^The host refused “Bo passes the turn”/ })).toContainText(
    'This is Bo’s to do: only Bo’s phone (or the host phone) can make it.',
  );
  expect(await myHead(host, 'host')).toBe(1); // Ann's pass only

  // "Leave live" on the shared phone: the host shows it left (not offline) and the seat is free.
  await strip(c.page).getByRole('button', { name: 'Live options' }).click();
  await strip(c.page).getByRole('button', { name: 'Leave live' }).click();
  await expect(
    strip(host)
      .locator('[data-live-phone]')
      .filter({ hasText: /^Bo left$/ }),
  ).toHaveCount(1);
  await strip(b.page).getByRole('button', { name: 'Bo’s phone', exact: true }).click();
  await expect(
    strip(host)
      .locator('[data-live-phone]')
      .filter({ hasText: /^Bo · up to date$/ }),
  ).toHaveCount(1);
  await expect(strip(host).locator('[data-live-phone]')).toHaveCount(2); // the left entry goes once its seat is someone's again

  // The host leaves live play: the guest is told so, not asked to wait for a lost link.
  await strip(host).getByRole('button', { name: 'Live options' }).click();
  await strip(host).getByRole('button', { name: 'End live play for every phone' }).click();
  await expect(strip(b.page).locator('[data-live-title]')).toHaveText(
    'Live: the host phone left live play. This phone keeps the game.',
  );
  await expect(strip(b.page).locator('[data-live-phone="host"]')).toHaveText('Ann (host) left');
  await strip(b.page).getByRole('button', { name: 'Reconnect' }).click();
  await expect(b.page.locator('[data-live-host-step]')).toHaveAttribute('data-live-host-step', 'join');
  await b.context.close();
  await c.context.close();
});

// ---- issue 31: three phones at a real table ---------------------------------------------------

/** The new-game wizard from the games list, in the app (no page load: live play goes on). */
async function newGameInApp(page: Page, name: string, players: { name: string; cars: string[] }[]) {
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByLabel('Game name').fill(name);
  await page.getByRole('button', { name: /^Free play/ }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  for (let i = 2; i < players.length; i++) await page.getByRole('button', { name: /^Add player/ }).click();
  for (const [i, p] of players.entries()) await page.getByLabel(`Player ${i + 1} name`).fill(p.name);
  await page.getByRole('button', { name: 'Next' }).click();
  for (const p of players)
    for (const [i, car] of p.cars.entries()) await page.getByLabel(`${p.name} car ${i + 1} name`).fill(car);
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(name) })).toBeVisible();
}

/** The host ends live play for every phone (the old build's button said "Leave live"). */
async function endLive(host: Page) {
  await strip(host).getByRole('button', { name: 'Live options' }).click();
  await strip(host)
    .getByRole('button', { name: /^(End live play for every phone|Leave live)$/ })
    .click();
  await expect(strip(host)).toHaveCount(0);
}

const chip = (page: Page, text: RegExp) => strip(page).locator('[data-live-phone]').filter({ hasText: text });

test('the host’s Back keeps live play running for every phone; another game asks first; only “End live play” ends it', async ({
  page: host,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await createGame(host, 'Other table', [
    { name: 'Ann', cars: ['Bolt'] },
    { name: 'Bo', cars: ['Crusher'] },
  ]);
  const { b, c } = await threePhones(host, browser, baseURL as string, 'Back table');
  await connect(host, b.page, { firstHost: true, fromList: true });
  await strip(b.page).getByRole('button', { name: 'Bo’s phone' }).click();
  await connect(host, c.page, { firstHost: false, fromList: true });
  await strip(c.page).getByRole('button', { name: 'Cy’s phone' }).click();
  await expect(chip(host, /^Cy · up to date$/)).toHaveCount(1);
  await host.locator('.bottombar button.primary').click(); // Ann passes: Bo's turn
  await expect.poll(() => myHead(b.page, 'guest')).toBe(1);

  // Ann goes back to the games list: the guests stay connected, and a bar leads back to the table.
  await host.getByRole('button', { name: 'Back' }).click();
  await expect(host.getByRole('button', { name: 'New game' })).toBeVisible();
  await host.waitForTimeout(500); // what an ended session would have told the guests by now
  await expect(strip(b.page).locator('[data-live-title]')).toHaveText('Live: connected');
  await expect(strip(c.page).locator('[data-live-title]')).toHaveText('Live: connected');
  const away = host.locator('[data-live-away]').getByRole('button', { name: /Live: Back table/ });
  await expect(away).toBeInViewport();
  await shot(host, 'live-away-games');
  // Bo plays on while Ann looks at the list: the host still takes it, and Cy's phone shows it.
  await b.page.locator('.bottombar button.primary').click();
  await expect.poll(() => myHead(c.page, 'guest')).toBe(2);
  await expect(strip(b.page)).toHaveAttribute('data-live-waiting', '0');

  // Opening another game would end live play: asked first, saying what it does to the other phones.
  await host.getByRole('button', { name: 'Open Other table' }).click();
  await expect(host.getByRole('alert')).toContainText(
    'This phone hosts Back table live for 2 other phones. Opening Other table ends live play there',
  );
  await shot(host, 'live-elsewhere');
  await host.getByRole('button', { name: 'Back to Back table' }).click();
  await expect(host.getByRole('heading', { level: 1, name: /Back table/ })).toBeVisible();
  await expect.poll(() => myHead(host, 'host')).toBe(2);
  await expect(chip(host, /^Bo · up to date$/)).toHaveCount(1);
  await expect(chip(host, /^Cy · up to date$/)).toHaveCount(1);

  // Back again, then the bar: the same live table, nobody scanned anything.
  await host.getByRole('button', { name: 'Back' }).click();
  await away.click();
  await expect(strip(host).locator('[data-live-title]')).toHaveText('Live: this phone hosts');
  await host.locator('.bottombar button.primary').click();
  // Issue 40: it is Cy's turn and Cy has a phone of his own: the host asks once.
  await host.getByRole('dialog', { name: 'End Cy’s turn?' }).getByRole('button', { name: 'End it' }).click();
  await expect.poll(() => myHead(b.page, 'guest')).toBe(3);

  // Only the explicit end ends it, and the guests are told.
  await endLive(host);
  await expect(strip(b.page).locator('[data-live-title]')).toHaveText(
    'Live: the host phone left live play. This phone keeps the game.',
  );
  await b.context.close();
  await c.context.close();
});

test('a change queued offline belongs to its game: never sent into the host’s next game, applied once when its own game is live again', async ({
  page: host,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const two = [
    { name: 'Ann', cars: ['Bolt'] },
    { name: 'Bo', cars: ['Crusher'] },
  ];
  await createGame(host, 'Wolf table', two);
  const b = await newPhone(browser, baseURL as string);
  await b.page.goto('/');
  await connect(host, b.page, { firstHost: true, fromList: true });
  await strip(b.page).getByRole('button', { name: 'Bo’s phone' }).click();
  await expect(chip(host, /^Bo · up to date$/)).toHaveCount(1);
  await host.locator('.bottombar button.primary').click(); // Ann passes: Bo's turn
  await expect.poll(() => myHead(b.page, 'guest')).toBe(1);
  // Bo's phone drops and he passes: queued.
  await b.page.evaluate(() => window.__pitwallLive!.drop());
  await expect(strip(b.page)).toHaveAttribute('data-live-link', 'closed');
  await b.page.locator('.bottombar button.primary').click();
  await expect(strip(b.page)).toHaveAttribute('data-live-waiting', '1');

  // Meanwhile Ann ends live play and hosts another game (same rules: a wrong delivery would be taken).
  await endLive(host);
  await host.getByRole('button', { name: 'Back' }).click();
  await newGameInApp(host, 'Fever table', two);
  await host.locator('.bottombar button.primary').click(); // Ann passes here too: Bo's pass would be taken
  await connect(host, b.page, { firstHost: true, fromList: false });
  await expect(b.page.getByRole('heading', { level: 1, name: /Fever table/ })).toBeVisible();
  await expect(strip(b.page)).toHaveAttribute('data-live-waiting', '0');
  expect(await myHead(host, 'host')).toBe(1); // Bo's pass is not in this game
  expect(await b.page.evaluate(() => window.__pitwallLive!.refused())).toBe(0); // nor refused there (and lost)
  // Issue 40: it names its game and itself.
  await expect(strip(b.page).locator('[data-live-held="1"]')).toContainText(
    'Waits for “Wolf table” (sent when it is hosted again, never here): Bo',
  );
  await strip(b.page).getByRole('button', { name: 'Bo’s phone' }).click();
  await shot(b.page, 'live-held');
  expect(JSON.parse(await storedJournalOf(host, 'Fever table'))).toHaveLength(1);

  // Ann hosts the first game again: Bo's pass goes there, once. Issue 40: ending live play here
  // first says that a change waits on Bo's phone, and asks.
  await strip(host).getByRole('button', { name: 'Live options' }).click();
  await strip(host).getByRole('button', { name: 'End live play for every phone' }).click();
  await expect(strip(host).locator('[data-live-unsent-warning]')).toContainText('Not sent yet, on Bo (1)');
  await strip(host).getByRole('button', { name: 'End live play', exact: true }).click();
  await expect(strip(host)).toHaveCount(0);
  await host.getByRole('button', { name: 'Back' }).click();
  await host.getByRole('button', { name: 'Open Wolf table' }).click();
  await connect(host, b.page, { firstHost: 'again', fromList: false, ended: true });
  await expect(b.page.getByRole('heading', { level: 1, name: /Wolf table/ })).toBeVisible();
  await expect.poll(() => myHead(host, 'host')).toBe(2);
  await expect(strip(b.page)).toHaveAttribute('data-live-waiting', '0');
  await expect(strip(b.page).locator('[data-live-held]')).toHaveCount(0);
  expect(await b.page.evaluate(() => window.__pitwallLive!.refused())).toBe(0);
  await expect(strip(b.page).locator('[data-live-phone="me"]')).toContainText('Bo'); // remembered for this game
  expect(JSON.parse(await storedJournalOf(host, 'Wolf table'))).toHaveLength(2);
  expect(JSON.parse(await storedJournalOf(host, 'Fever table'))).toHaveLength(1);
  await expect.poll(() => storedJournalOf(b.page, 'Wolf table')).toBe(await storedJournalOf(host, 'Wolf table'));
  await b.context.close();
});

test('a second live game asks every guest whose phone it is, as the first did', async ({
  page: host,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { b, c } = await threePhones(host, browser, baseURL as string, 'First seats');
  await connect(host, b.page, { firstHost: true, fromList: true });
  await strip(b.page).getByRole('button', { name: 'Bo’s phone' }).click();
  await connect(host, c.page, { firstHost: false, fromList: true });
  await strip(c.page).getByRole('button', { name: 'Cy’s phone' }).click();
  await expect(chip(host, /^Cy · up to date$/)).toHaveCount(1);

  await endLive(host);
  await host.getByRole('button', { name: 'Back' }).click();
  await newGameInApp(host, 'Second seats', [
    { name: 'Ann', cars: ['Bolt'] },
    { name: 'Bo', cars: ['Crusher'] },
    { name: 'Cy', cars: ['Dart'] },
  ]);
  await connect(host, b.page, { firstHost: true, fromList: false, ended: true });
  await expect(b.page.getByRole('heading', { level: 1, name: /Second seats/ })).toBeVisible();
  const picker = strip(b.page).getByRole('group', { name: /Whose phone is this/ });
  await expect(picker).toBeVisible();
  await expect(strip(b.page).locator('[data-live-phone="me"]')).toHaveText(/^This phone · /);
  await shot(b.page, 'live-second-game-seat');
  await picker.getByRole('button', { name: 'Bo’s phone', exact: true }).click();
  await connect(host, c.page, { firstHost: false, fromList: false, ended: true });
  await expect(c.page.getByRole('heading', { level: 1, name: /Second seats/ })).toBeVisible();
  const cPicker = strip(c.page).getByRole('group', { name: /Whose phone is this/ });
  await expect(cPicker.getByRole('button', { name: 'Bo’s phone: another phone has it' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await cPicker.getByRole('button', { name: 'Cy’s phone', exact: true }).click();
  await expect(chip(host, /^Bo · up to date$/)).toHaveCount(1);
  await expect(chip(host, /^Cy · up to date$/)).toHaveCount(1);
  await expect(strip(host).locator('[data-live-phone]').filter({ hasText: /\?/ })).toHaveCount(0);
  await expect(strip(b.page).locator('[data-live-phone="me"]')).toHaveText(/^Bo · this phone/);
  await b.context.close();
  await c.context.close();
});

test('a host whose page reloaded is offered to host the game again; the guest reconnects to it with its seat', async ({
  page: host,
  browser,
  baseURL,
}) => {
  await createGame(host, 'Reload host', [
    { name: 'Ann', cars: ['Bolt'] },
    { name: 'Bo', cars: ['Crusher'] },
  ]);
  const b = await newPhone(browser, baseURL as string);
  await b.page.goto('/');
  await connect(host, b.page, { firstHost: true, fromList: true });
  await strip(b.page).getByRole('button', { name: 'Bo’s phone' }).click();
  await expect(chip(host, /^Bo · up to date$/)).toHaveCount(1);
  await host.reload();
  await expect(host.getByRole('heading', { level: 1, name: /Reload host/ })).toBeVisible();
  await expect(strip(b.page)).toHaveAttribute('data-live-link', 'closed');
  const again = host.getByRole('button', { name: 'Host live again' });
  await expect(again).toBeVisible();
  await shot(host, 'live-host-again');
  await again.click();
  const offer = await qrText(host); // Ann's seat is remembered: not asked again
  await strip(b.page).getByRole('button', { name: 'Reconnect' }).click();
  await feed(b.page, offer as string);
  await expect(b.page.locator('.qr-loop')).toBeVisible();
  const answer = await qrText(b.page);
  await host.getByRole('button', { name: '2. Scan the code it shows' }).click();
  await feed(host, answer as string);
  await host.getByRole('button', { name: 'Done' }).click();
  await expect(strip(b.page)).toHaveAttribute('data-live-link', 'open');
  await expect(chip(host, /^Bo · up to date$/)).toHaveCount(1);
  await host.locator('.bottombar button.primary').click();
  await expect.poll(() => myHead(b.page, 'guest')).toBe(1);
  // Ended on purpose, it is not offered again.
  await endLive(host);
  await host.reload();
  await expect(host.getByRole('heading', { level: 1, name: /Reload host/ })).toBeVisible();
  await expect(host.getByRole('button', { name: 'Host live again' })).toHaveCount(0);
  await b.context.close();
});
