// Issue 33 live: a game on a sheet with one hidden tracker (Kit: Mines or Smoke, face down), played
// on two phones: host Ann, guest Bo, joined as in hidden-live.spec.ts. Each player takes face-down
// items on their own cars from their own phone (the seal turns each kind into a commitment), then a
// round is played, each phone moving its own cars (a typed Ram, an app-rolled Skid). Before Bo shows
// one of his items, each phone's bytes are read: its whole IndexedDB (the `hidden` store too), its
// storages, every data channel frame it sent and received (an init script) and its plain export. No
// phone may hold the other player's unrevealed item's salt, or pair its id with its kind; no phone
// may send or export an unrevealed salt at all. The shared card shows the other player's cars' count
// only; the other's private panel does not open; a guest's tap on Ann's car is refused by the host.
// Bo shows one item from his panel: both phones then name it, and the rest stay face down.
import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { csGameFile, openCsGame, starter } from './custom-game';
import { expect, logRows, test } from './fixtures';
import {
  dumpAllDbs,
  exportText,
  type Frame,
  framesOf,
  leaksIn,
  messagesOf,
  recordFrames,
  storages,
  type Tok,
  walk,
} from './hidden-bytes';
import { audit as layoutAudit } from './layout-audit';
import { checkGuestProblems, connect, LIVE_LAUNCH, myHead, newPhone, strip } from './live-phones';

test.use(LIVE_LAUNCH);
test.afterEach(checkGuestProblems);

type Player = 'Ann' | 'Bo';
const KINDS = ['Mines', 'Smoke'];
const CARS: Record<Player, string[]> = { Ann: ['Red Fury', 'Rust Bucket'], Bo: ['Blue Bolt', 'Green Ghost'] };
const IDS: Record<Player, string> = { Ann: 'ann', Bo: 'bo' };
// What each player takes face down, on their own phone.
const ITEMS: Record<Player, [string, string[]][]> = {
  Ann: [
    ['Red Fury', ['Mines', 'Smoke']],
    ['Rust Bucket', ['Smoke']],
  ],
  Bo: [
    ['Blue Bolt', ['Mines', 'Smoke']],
    ['Green Ghost', ['Mines']],
  ],
};
const other = (p: Player): Player => (p === 'Ann' ? 'Bo' : 'Ann');
const ownerOf = (car: string): Player => (CARS.Ann.includes(car) ? 'Ann' : 'Bo');

const dialog = (page: Page) => page.getByRole('dialog');
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const turn = (page: Page) => page.getByRole('region', { name: 'Turn' });
const kit = (page: Page, car: string) => card(page, car).getByRole('group', { name: `Kit on ${car}` });
const panelOf = (page: Page, player: Player, car: string) =>
  page.getByRole('region', { name: `${player}’s Kit on ${car}` });

/** Opens the owner's private panel of `car`'s Kit (on the owner's phone). */
async function look(page: Page, player: Player, car: string) {
  await card(page, car)
    .getByRole('button', { name: `Owner: look at Kit on ${car}` })
    .click();
  const panel = panelOf(page, player, car);
  await expect(panel).toBeVisible();
  return panel;
}

async function hidePanel(page: Page, player: Player, car: string) {
  await panelOf(page, player, car)
    .getByRole('button', { name: `Hide Kit on ${car}` })
    .click();
  await expect(panelOf(page, player, car)).toHaveCount(0);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
]) {
  test.describe(`${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('issue 33: two phones live, a face-down item’s kind never leaves its owner’s phone until it is shown', async ({
      page: host,
      browser,
      baseURL,
    }) => {
      test.setTimeout(150_000);
      await host.context().addInitScript(recordFrames);
      const b = await newPhone(browser, baseURL as string);
      await b.page.setViewportSize(viewport);
      await b.context.addInitScript(recordFrames);
      const phones: Record<Player, Page> = { Ann: host, Bo: b.page };

      const sheet = starter('hull-and-hazards');
      sheet.trackers.push({ id: 'kit', name: 'Kit', kind: 'hidden', min: 0, max: 2, start: 0, kinds: KINDS });
      const game = csGameFile('Hidden kit', sheet);
      await openCsGame(host, game);
      // Every car starts in gear 1: the host rolls off the first order.
      await host.getByRole('button', { name: 'Roll off for the order' }).click();
      await expect(turn(host)).toContainText('Round 1');

      // Ann hosts; Bo's phone joins from its games list and takes his seat.
      await b.page.goto('/');
      await connect(host, b.page, { firstHost: true, fromList: true });
      await expect(b.page.getByRole('heading', { level: 1, name: /Hidden kit/ })).toBeVisible();
      await strip(b.page).getByRole('button', { name: 'Bo’s phone' }).click();
      await expect(strip(host).locator('[data-live-phone]').filter({ hasText: 'Bo · up to date' })).toHaveCount(1);

      /** Bo's phone has every entry the host has, and nothing waits to be sent. */
      const settle = async () => {
        await expect(strip(b.page)).toHaveAttribute('data-live-waiting', '0');
        await expect.poll(async () => (await myHead(b.page, 'guest')) === (await myHead(host, 'host'))).toBe(true);
      };

      // ---- face down, each player on their own phone ------------------------------------------------
      for (const who of ['Ann', 'Bo'] as const) {
        const p = phones[who];
        for (const [car, kinds] of ITEMS[who]) {
          const panel = await look(p, who, car);
          for (const [i, k] of kinds.entries()) {
            await panel.getByRole('button', { name: `Add ${k} face down to ${car}` }).click();
            await expect(panel.getByRole('list', { name: `Face down on ${car}` }).getByRole('listitem')).toHaveCount(
              i + 1,
            );
          }
          await expect(panel.getByRole('list', { name: `Face down on ${car}` })).toContainText(kinds[0] as string);
          expect(await layoutAudit(p), `${who}’s panel on ${car}`).toEqual([]);
          await hidePanel(p, who, car);
        }
        await settle();
        // The other phone's Undo names this player's step, whole, at 360 px too.
        expect(await layoutAudit(phones[other(who)]), `${other(who)}’s table after ${who}’s items`).toEqual([]);
      }

      // ---- a round: each phone moves its own cars -------------------------------------------------------
      const moved = new Set<Player>();
      for (let k = 0; k < 4; k++) {
        await settle();
        const text = await turn(host).innerText();
        const m = text.match(/(Red Fury|Rust Bucket|Blue Bolt|Green Ghost)’s turn \((Ann|Bo)\)/);
        expect(m, `a car’s turn: ${text}`).toBeTruthy();
        const [, car, who] = m as unknown as [string, string, Player];
        expect(ownerOf(car)).toBe(who);
        await expect(turn(b.page)).toContainText(`${car}’s turn (${who})`);
        const p = phones[who];
        if (!moved.has(who)) {
          // A Ram with the die typed: 5 hits, the target loses 2 Hull.
          await card(p, car).getByRole('button', { name: 'Ram', exact: true }).click();
          await dialog(p)
            .getByRole('button', { name: new RegExp(`^(${CARS[other(who)].join('|')})`) })
            .first()
            .click();
          await dialog(p)
            .getByRole('button', { name: `${car}: D6: 5`, exact: true })
            .click();
          await expect(dialog(p).locator('.proc-summary')).toContainText('succeeds');
        } else {
          // A Skid, the two skid dice rolled by the app.
          await card(p, car).getByRole('button', { name: 'Skid', exact: true }).click();
          await dialog(p)
            .getByRole('button', { name: /^Roll 2 dice/ })
            .click();
        }
        await dialog(p).getByRole('button', { name: 'Apply' }).click();
        await expect(dialog(p)).toHaveCount(0);
        moved.add(who);
        await settle();
        const row = logRows(phones[other(who)]).first();
        await expect(row).toContainText(car);
        for (const q of Object.values(phones)) expect(await layoutAudit(q), `after ${car}’s move`).toEqual([]);
        if (k < 3) {
          await p.getByRole('button', { name: 'Next turn' }).click();
          await expect(turn(host)).not.toContainText(`${car}’s turn`);
        }
      }
      await settle();

      // ---- (b) the shared card: the other player's cars show a count, no kind ------------------------
      for (const who of ['Ann', 'Bo'] as const) {
        const p = phones[who];
        for (const [car, kinds] of ITEMS[other(who)]) {
          await expect(kit(p, car)).toContainText(`Kit: ${kinds.length} face down`);
          for (const k of KINDS) await expect(card(p, car)).not.toContainText(k);
        }
        for (const row of await logRows(p).allInnerTexts())
          for (const k of KINDS) expect(row, `${who}’s log`).not.toContain(k);
      }

      // ---- (d) a phone cannot open or act for the other seat -----------------------------------------------
      for (const who of ['Ann', 'Bo'] as const) {
        const p = phones[who];
        const car = CARS[other(who)][0] as string;
        await card(p, car)
          .getByRole('button', { name: `Owner: look at Kit on ${car}` })
          .click();
        await expect(card(p, car).getByRole('note')).toContainText(
          `${other(who)}’s face-down Kit open only on ${other(who)}’s own phone while playing live.`,
        );
        await expect(panelOf(p, other(who), car)).toHaveCount(0);
        expect(await layoutAudit(p), `${who}’s phone, ${other(who)}’s Kit`).toEqual([]);
        await expect(p.getByRole('button', { name: new RegExp(`face down to ${car}$`) })).toHaveCount(0);
      }
      // Bo lowers Red Fury's Hull from his phone: his phone runs the host's seat check and refuses it
      // where he tapped (issue 40: not sent, no notice to OK); no phone records it.
      const h0 = await myHead(host, 'host');
      const hull = (p: Page) => card(p, 'Red Fury').getByRole('group', { name: 'Hull', exact: true }).locator('strong');
      const hullBefore = await hull(host).innerText();
      await expect(card(b.page, 'Red Fury').locator('[data-not-yours]')).toHaveText('Ann’s car');
      await card(b.page, 'Red Fury').getByRole('button', { name: 'Lower Hull on Red Fury' }).click();
      await expect(b.page.locator('.tap-note')).toContainText('only Ann’s phone (or the host phone) can make it');
      expect(await layoutAudit(b.page), 'the refusal on Bo’s phone').toEqual([]);
      await expect(strip(b.page).getByRole('button', { name: 'OK' })).toHaveCount(0);
      await settle();
      expect(await myHead(host, 'host')).toBe(h0);
      for (const p of Object.values(phones)) await expect(hull(p)).toHaveText(hullBefore);

      // ---- (a) what each phone holds, sends, receives and exports ----------------------------------------------
      const audit = async () => {
        await settle();
        type Bytes = {
          db: Record<string, Record<string, unknown[]>>;
          storage: unknown;
          sent: unknown[];
          sentText: string;
          recv: unknown[];
          recvText: string;
          frames: { sent: Frame[]; recv: Frame[] };
          plain: string;
        };
        const bytes = {} as Record<Player, Bytes>;
        for (const [who, p] of Object.entries(phones) as [Player, Page][]) {
          await expect(p.locator('[data-save]')).toHaveAttribute('data-save', 'saved');
          const sent = await framesOf(p, 'sent');
          const recv = await framesOf(p, 'recv');
          bytes[who] = {
            db: await dumpAllDbs(p),
            storage: await storages(p),
            sent: messagesOf(sent),
            sentText: sent.map((f) => f.text).join('\n'),
            recv: messagesOf(recv),
            recvText: recv.map((f) => f.text).join('\n'),
            frames: { sent, recv },
            plain: await exportText(p),
          };
        }
        // The recorder hears both ways: every frame one phone received, the other sent (read after
        // it, so a frame sent since the first read is there too).
        for (const who of ['Ann', 'Bo'] as const) {
          const theirs = new Set((await framesOf(phones[other(who)], 'sent')).map((f) => f.text));
          expect(bytes[who].frames.recv.length, `${who} received frames`).toBeGreaterThan(10);
          expect(
            bytes[who].frames.recv.filter((f) => !theirs.has(f.text)).map((f) => f.text.slice(0, 80)),
            `${who} received only what ${other(who)} sent`,
          ).toEqual([]);
        }
        const doc = JSON.parse(bytes.Ann.plain) as {
          id: string;
          journal: { kind: string; command?: { type: string; payload: Record<string, unknown> } }[];
        };
        // The import gave the game an id of its own: the plain export names it.
        const gameId = doc.id;
        expect(JSON.parse(bytes.Bo.plain).journal).toEqual(doc.journal);
        // Ground truth: each phone's own `hidden` record for the game.
        const toks: Tok<Player>[] = [];
        for (const who of ['Ann', 'Bo'] as const) {
          const rows = (bytes[who].db.pitwall?.hidden ?? []) as {
            gameId: string;
            tokens: Record<string, { kind: string; salt: string; playerId: string }>;
          }[];
          const row = rows.find((r) => r.gameId === gameId);
          expect(row, `${who}’s phone keeps its own face-down kinds`).toBeTruthy();
          const mine = Object.entries(row!.tokens);
          expect(mine.length, `${who}’s phone holds ${who}’s items`).toBe(ITEMS[who].flatMap(([, ks]) => ks).length);
          for (const [id, o] of mine) {
            expect(o.playerId, `${who}’s phone holds only ${who}’s items (${id})`).toBe(IDS[who]);
            expect(o.salt).toMatch(/^[0-9a-f]{32}$/);
            toks.push({ id, kind: o.kind, salt: o.salt, owner: who });
          }
          for (const r of rows) for (const o of Object.values(r.tokens)) expect(o.playerId).toBe(IDS[who]);
          expect(mine.map(([, o]) => o.kind).sort()).toEqual(ITEMS[who].flatMap(([, ks]) => ks).sort());
        }
        const leaks: string[] = [];
        // The journal's face-down items are exactly these, each under its commitment, with no kind.
        const hides = doc.journal
          .filter((e) => e.kind === 'do' && e.command?.type === 'cs.hide')
          .map((e) => e.command!.payload);
        expect(hides.map((p) => p.itemId).sort()).toEqual(toks.map((t) => t.id).sort());
        for (const t of toks) {
          const hide = hides.find((p) => p.itemId === t.id)!;
          expect(hide.commit).toBe(
            createHash('sha256').update(`pitwall-token\n${t.kind}\n${t.id}\n${t.salt}`).digest('hex'),
          );
          if ('kind' in hide) leaks.push(`cs.hide ${t.id}: kind ${JSON.stringify(hide.kind)} (${t.owner}’s ${t.kind})`);
          for (const k of KINDS)
            if (JSON.stringify(hide).includes(k)) leaks.push(`cs.hide ${t.id}: names ${k} (${t.owner}’s ${t.kind})`);
        }
        const opened = new Set<string>();
        walk(doc.journal, (o) => {
          if (o.open && typeof o.open === 'object') for (const id of Object.keys(o.open)) opened.add(id);
        });
        const closed = toks.filter((t) => !opened.has(t.id));
        // The tracers find what they look for: each phone's own salts and kinds in its own store, and
        // an opened item's salt and kind sent by its owner and received by the other phone.
        for (const t of toks) {
          const own = leaksIn('own', bytes[t.owner].db, [t]);
          expect(
            own.some((h) => h.includes('the salt of')),
            `${t.owner}’s own ${t.kind}: salt found`,
          ).toBe(true);
          expect(
            own.some((h) => h.includes(`{${t.id}: {kind`)),
            `${t.owner}’s own ${t.kind}: kind found`,
          ).toBe(true);
          if (!opened.has(t.id)) continue;
          for (const [where, value] of [
            ['sent', bytes[t.owner].sent],
            ['received', bytes[other(t.owner)].recv],
            ['stored', bytes[other(t.owner)].db],
          ] as const) {
            const hits = leaksIn(where, value, [t]);
            expect(
              hits.some((h) => h.includes('the salt of')),
              `${t.owner}’s ${t.kind} shown: salt ${where}`,
            ).toBe(true);
            expect(
              hits.some((h) => h.includes(`${t.id}`)),
              `${t.owner}’s ${t.kind} shown: kind ${where}`,
            ).toBe(true);
          }
        }
        for (const who of ['Ann', 'Bo'] as const) {
          const x = bytes[who];
          const theirs = closed.filter((t) => t.owner !== who);
          leaks.push(...leaksIn(`${who}’s IndexedDB`, x.db, theirs));
          leaks.push(...leaksIn(`${who}’s local/sessionStorage`, x.storage, theirs));
          leaks.push(...leaksIn(`${who}’s received frames`, x.recvText, theirs));
          leaks.push(...leaksIn(`${who}’s received messages`, x.recv, theirs));
          // What leaves a phone, its own items included, holds no face-down kind or salt.
          leaks.push(...leaksIn(`${who}’s sent frames`, x.sentText, closed));
          leaks.push(...leaksIn(`${who}’s sent messages`, x.sent, closed));
          leaks.push(...leaksIn(`${who}’s plain export`, x.plain, closed));
        }
        return { n: toks.length, m: closed.length, leaks, closed, toks };
      };

      const before = await audit();
      expect(before.n).toBe(6);
      expect(before.m, 'nothing shown yet').toBe(6);
      expect.soft(before.leaks, 'leaks before anything is shown').toEqual([]);

      // ---- (c) Bo shows the Mines on Blue Bolt from his panel: both phones name it ----------------------------
      const panel = await look(b.page, 'Bo', 'Blue Bolt');
      await panel.getByRole('button', { name: 'Show the table the Mines on Blue Bolt' }).click();
      await expect(panel.getByRole('list', { name: 'Face down on Blue Bolt' })).not.toContainText('Mines');
      await hidePanel(b.page, 'Bo', 'Blue Bolt');
      await settle();
      for (const p of Object.values(phones)) {
        await expect(card(p, 'Blue Bolt').getByRole('list', { name: 'Kit shown on Blue Bolt' })).toContainText('Mines');
        await expect(kit(p, 'Blue Bolt')).toContainText('Kit: 1 face down');
        await expect(logRows(p).first()).toContainText('Mines');
        await expect(card(p, 'Green Ghost')).not.toContainText('Mines');
      }
      for (const [who, p] of Object.entries(phones)) expect(await layoutAudit(p), `${who}’s table, shown`).toEqual([]);
      // Ann's phone still cannot name the rest: Bo's other items stay a count.
      await expect(card(host, 'Blue Bolt')).not.toContainText('Smoke');

      const after = await audit();
      expect(after.closed.map((t) => `${t.owner} ${t.kind}`).sort()).toEqual([
        'Ann Mines',
        'Ann Smoke',
        'Ann Smoke',
        'Bo Mines',
        'Bo Smoke',
      ]);
      const leaks = [...before.leaks, ...after.leaks];
      console.log(
        `hidden (sheet, ${viewport.width}x${viewport.height}): ${after.n} items, ${after.m} unrevealed, ${leaks.length} kinds on other phones`,
      );
      expect(leaks).toEqual([]);
      await b.context.close();
    });
  });
}
