import { test as base, expect, type Locator, type Page } from '@playwright/test';

/**
 * Every e2e test runs with two guards: zero Content-Security-Policy violations and zero requests
 * that leave the app's origin. Both are collected across reloads and asserted when the test ends.
 */
export const test = base.extend<{ guard: undefined }>({
  guard: [
    async ({ context, baseURL }, use) => {
      const origin = new URL(baseURL as string).origin;
      const offOrigin: string[] = [];
      const violations: string[] = [];
      context.on('request', (r) => {
        const u = new URL(r.url());
        if ((u.protocol === 'http:' || u.protocol === 'https:') && u.origin !== origin) offOrigin.push(r.url());
      });
      await context.exposeBinding('__reportCsp', (_src, v: string) => void violations.push(v));
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          (window as unknown as { __reportCsp: (v: string) => void }).__reportCsp(
            `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
          );
        });
      });
      await use(undefined);
      expect(offOrigin, 'requests that left the origin').toEqual([]);
      expect(violations, 'CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export interface PlayerSpec {
  name: string;
  cars: string[];
}

/** Sets up a Free play game through the wizard and waits for the table screen. */
export async function createGame(page: Page, name: string, players: PlayerSpec[]): Promise<void> {
  await gotoStart(page);
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByLabel('Game name').fill(name);
  await page.getByRole('button', { name: /^Free play/ }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  for (let i = 2; i < players.length; i++) await page.getByRole('button', { name: /^Add player/ }).click();
  for (const [i, p] of players.entries()) await page.getByLabel(`Player ${i + 1} name`).fill(p.name);
  await page.getByRole('button', { name: 'Next' }).click();
  for (const p of players) {
    for (let i = 1; i < p.cars.length; i++) await page.getByRole('button', { name: `Add a car for ${p.name}` }).click();
    for (const [i, car] of p.cars.entries()) await page.getByLabel(`${p.name} car ${i + 1} name`).fill(car);
  }
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(name) })).toBeVisible();
}

export const logRows = (page: Page) => page.locator('[aria-label="Game log, newest first"] li');

/** Every record of every store of the app's database, for before/after comparisons. */
export function dumpDb(page: Page): Promise<Record<string, unknown[]>> {
  return page.evaluate(
    () =>
      new Promise<Record<string, unknown[]>>((resolve, reject) => {
        const req = indexedDB.open('pitwall');
        req.onerror = () => reject(req.error);
        req.onsuccess = () => {
          const db = req.result;
          const names = Array.from(db.objectStoreNames);
          const tx = db.transaction(names, 'readonly');
          const out: Record<string, unknown[]> = {};
          for (const n of names) {
            const r = tx.objectStore(n).getAll();
            r.onsuccess = () => (out[n] = r.result);
          }
          tx.oncomplete = () => {
            db.close();
            resolve(out);
          };
        };
      }),
  );
}

/** Waits until the live game's changes are on disk. */
export async function saved(page: Page): Promise<void> {
  await expect(page.locator('[data-save]')).toHaveAttribute('data-save', 'saved');
}

/** Counts taps, so the table-tempo figures in the issues are measured, not guessed. */
export function tapCounter() {
  let taps = 0;
  return {
    async tap(target: Locator) {
      await target.click();
      taps++;
    },
    /** A native select on a phone is two taps: one opens its list, one picks the option. */
    async pick(select: Locator, value: string) {
      await select.selectOption(value);
      taps += 2;
    },
    start() {
      taps = 0;
    },
    get count() {
      return taps;
    },
  };
}

export interface GameSpec {
  /** The system's button in the wizard, e.g. /^Road Wolf/. */
  system: RegExp;
  name: string;
  /** Players in seating order, each with the names of their cars. */
  players: Record<string, string[]>;
}

/**
 * `page.goto('/')` from a page that may still be stepping back out of a sheet's history entry (a
 * sheet closed by Apply pops its entry with history.back(), issue 9): that traversal can abort the
 * test's navigation (net::ERR_ABORTED, seen once in CI). A player never navigates this way; the
 * test goes again once the traversal is done.
 */
export async function gotoStart(page: Page): Promise<void> {
  // A sheet closed just before steps back over its own history entry, and history.back() is
  // asynchronous: landing after this navigation, that step takes the page back to the game it was
  // leaving. Wait until no sheet's entry is the current one (at most 2 s: a sheet left open on
  // purpose keeps its entry), and go again if the page still ended up on a game.
  await page
    .waitForFunction(
      () => {
        const s = history.state as { sheetDepth?: unknown } | null;
        return !(typeof s?.sheetDepth === 'number' && s.sheetDepth > 0);
      },
      null,
      { timeout: 2000 },
    )
    .catch(() => undefined);
  for (let attempt = 1; ; attempt++) {
    try {
      await page.goto('/');
    } catch (e) {
      if (!String(e).includes('ERR_ABORTED')) throw e;
      await page.waitForLoadState();
      await page.goto('/');
    }
    if (attempt === 3 || !new URL(page.url()).hash.startsWith('#/game/')) return;
  }
}

/**
 * The new-game wizard for any system: players in order, then each player's cars by name (extra
 * default car slots are removed, missing ones added). Stops on the table screen.
 */
export async function startGame(page: Page, spec: GameSpec): Promise<void> {
  await gotoStart(page);
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByLabel('Game name').fill(spec.name);
  await page.getByRole('button', { name: spec.system }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  const players = Object.entries(spec.players);
  for (let i = 2; i < players.length; i++) await page.getByRole('button', { name: /^Add player/ }).click();
  for (const [i, [p]] of players.entries()) await page.getByLabel(`Player ${i + 1} name`).fill(p);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  for (const [p, cars] of players) {
    const slots = await page.getByLabel(new RegExp(`^${p} car \\d+ name$`)).count();
    for (let k = slots; k > cars.length; k--)
      await page.getByRole('button', { name: `Remove ${p}'s car ${k}` }).click();
    for (let k = slots; k < cars.length; k++) await page.getByRole('button', { name: `Add a car for ${p}` }).click();
    for (const [i, car] of cars.entries()) await page.getByLabel(`${p} car ${i + 1} name`).fill(car);
  }
  await page.getByRole('button', { name: 'Start game' }).click();
}

/**
 * White Line Fever from the wizard to Ann's first round: Highway deployment, Ann wins both
 * roll-offs (typed dice), then the cars are placed at the given speeds in the placement order.
 */
export async function startWlfRound(
  page: Page,
  name: string,
  placements: [car: string, owner: 'Ann' | 'Bo', speed: number][],
): Promise<void> {
  const players: Record<string, string[]> = { Ann: [], Bo: [] };
  for (const [car, owner] of placements) players[owner]!.push(car);
  await startGame(page, { system: /^White Line Fever/, name, players });
  const sheet = page.getByRole('dialog');
  const apply = async () => {
    await sheet.getByRole('button', { name: 'Apply' }).click();
    await expect(sheet).toHaveCount(0);
  };
  await page.getByRole('button', { name: 'Choose deployment' }).click();
  await sheet.getByRole('button', { name: 'Highway' }).click();
  await apply();
  await page.getByRole('button', { name: 'Roll off for placement' }).click();
  await sheet.getByRole('button', { name: 'Ann: 8' }).click();
  await sheet.getByRole('button', { name: 'Bo: 1' }).click();
  await apply();
  for (const [car, , speed] of placements)
    await page.getByRole('button', { name: `Place ${car} at speed ${speed}` }).click();
  await page.getByRole('button', { name: 'Roll off for first Driver' }).click();
  await sheet.getByRole('button', { name: 'Ann: 8' }).click();
  await sheet.getByRole('button', { name: 'Bo: 2' }).click();
  await apply();
  await expect(page.getByLabel('Round')).toContainText('Ann drives');
}

/**
 * Road Wolf from the wizard to locked forces (issue 13): each player's cars as [name, vehicle
 * type id] (in seating order), the points value, then Lock (confirming unbought tokens). Stops
 * before initiative, where road cards and a mission may still be set up.
 */
export async function buildRoadWolf(
  page: Page,
  name: string,
  players: Record<string, [car: string, type: string][]>,
  points = 4,
): Promise<void> {
  await startGame(page, {
    system: /^Road Wolf/,
    name,
    players: Object.fromEntries(Object.entries(players).map(([p, cars]) => [p, cars.map(([c]) => c)])),
  });
  for (let p = 4; p < points; p++) await page.getByRole('button', { name: 'More points' }).click();
  for (let p = 4; p > points; p--) await page.getByRole('button', { name: 'Fewer points' }).click();
  for (const cars of Object.values(players))
    for (const [car, type] of cars) if (type) await page.getByLabel(`Vehicle for ${car}`).selectOption(type);
}

/** Locks Road Wolf forces, confirming when tokens are left unbought. */
export async function lockRoadWolf(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Lock the forces' }).click();
  const anyway = page.getByRole('button', { name: 'Lock anyway' });
  // The next step: the initiative roll, or a setup step the mission requires first (the Gauntlet's road, issue 30).
  const next = page
    .getByRole('button', { name: 'Roll for initiative' })
    .or(page.getByRole('region', { name: 'Before play' }));
  await expect(next.or(anyway)).toBeVisible();
  if (await anyway.isVisible()) await anyway.click();
  await expect(next).toBeVisible();
}

/** Stores a game document in the app's own database without a snapshot, as an import would. */
export async function seedGame(page: Page, doc: { id: string; journal: unknown[] }): Promise<void> {
  await page.goto('/');
  await expect(
    page
      .getByRole('button', { name: 'New game' })
      .or(page.getByRole('link', { name: 'New game' }))
      .first(),
  ).toBeVisible();
  await page.waitForFunction(async () => (await indexedDB.databases()).some((d) => d.name === 'pitwall'));
  await page.evaluate(async (game) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('pitwall');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    await new Promise((resolve, reject) => {
      const tx = db.transaction(['games', 'entries'], 'readwrite');
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
      const { journal, ...row } = game;
      tx.objectStore('games').put({ ...row, head: journal.length });
      journal.forEach((entry, seq) => {
        tx.objectStore('entries').put({ gameId: game.id, seq, entry });
      });
    });
    db.close();
  }, doc);
}

/**
 * Issue 39: on a shared screen (one phone passed round) a private view first asks to pass the
 * phone to its owner; this is the owner saying they hold it.
 */
export async function passPhone(scope: Page | Locator, name?: string): Promise<void> {
  await scope.getByRole('button', { name: name ? `I’m ${name}: show` : /^I’m .+: show$/ }).click();
}

/** Taps `faces` on the open sheet's dice pad labelled `label` ("Ann: 6"), one after another. */
export const pad = (page: Page, label: string, ...faces: number[]) =>
  faces.reduce<Promise<void>>(
    (p, f) =>
      p.then(() =>
        page
          .getByRole('dialog')
          .getByRole('button', { name: `${label}: ${f}`, exact: true })
          .click(),
      ),
    Promise.resolve(),
  );
