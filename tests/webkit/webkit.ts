// A thin layer over selenium-webdriver for the WebKit suite: sessions in WebKitGTK's MiniBrowser,
// and the few queries the flows need, by what a player reads (a button's name, a field's label),
// the way the Playwright suite finds things. Playwright cannot drive this engine here: its own
// WebKit build cannot be downloaded, so WebDriver it is.

import { Builder, Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import { afterEach, beforeEach } from 'vitest';
import { appUrl, WEBKIT } from './webkit-env';

export type { WebDriver, WebElement };

export async function newSession(): Promise<WebDriver> {
  const d = await new Builder()
    .usingServer(`http://127.0.0.1:${WEBKIT.driverPort}`)
    .withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: WEBKIT.miniBrowser, args: ['--automation'] },
    })
    .build();
  // A phone-sized window; the engine's minimum inner width may be a little wider than 390.
  await d.manage().window().setRect({ width: 390, height: 844 });
  return d;
}

export async function open(d: WebDriver, path = '/'): Promise<void> {
  await d.get(appUrl(path));
}

/** Polls `fn` until it returns a truthy value (or the time is up, then throws with `what`). */
export async function until<T>(what: string, fn: () => Promise<T | null | undefined | false>, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  let last: unknown;
  for (;;) {
    try {
      const v = await fn();
      if (v) return v;
    } catch (e) {
      if (e instanceof Misclick) throw e;
      last = e;
    }
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

type Name = string | RegExp;
const pattern = (n: Name) =>
  typeof n === 'string'
    ? { source: `^${n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, flags: '' }
    : { source: n.source, flags: n.flags };

/**
 * The visible element of `role` whose accessible name (aria-label, else its text, spaces
 * folded) matches `name`; inside the open dialog when one is open, as a player would see it.
 */
async function findByRole(
  d: WebDriver,
  role: 'button' | 'link',
  name: Name,
  within?: string,
): Promise<WebElement | null> {
  const p = pattern(name);
  return (await d.executeScript(
    `const [role, source, flags, within] = arguments;
     const re = new RegExp(source, flags);
     const scope = (within ? document.querySelector(within) : null) ?? document.querySelector('dialog[open]') ?? document;
     const sel = role === 'button' ? 'button, [role=button], summary' : 'a[href]';
     // The name as a screen reader reads it: aria-label, else the text less what is hidden from it
     // (Undo's "↶" is aria-hidden: its name is "Undo Ann passes the turn", issue 30).
     const text = (n) =>
       n.nodeType === 3
         ? n.data
         : n.nodeType === 1 && !n.hidden && n.getAttribute('aria-hidden') !== 'true'
           ? [...n.childNodes].map(text).join('')
           : '';
     const nameOf = (el) => (el.getAttribute('aria-label') ?? text(el)).replace(/\\s+/g, ' ').trim();
     return [...scope.querySelectorAll(sel)].find((el) => el.getClientRects().length > 0 && re.test(nameOf(el))) ?? null;`,
    role,
    p.source,
    p.flags,
    within ?? null,
  )) as WebElement | null;
}

export async function button(d: WebDriver, name: Name, ms?: number, within?: string): Promise<WebElement> {
  return until(
    `button ${String(name)}${within ? ` in ${within}` : ''}`,
    () => findByRole(d, 'button', name, within),
    ms,
  );
}

/** A click that landed on another control (its handler ran): never retried, the test fails. */
class Misclick extends Error {}

/**
 * Clicks a button by its name; `within` (a CSS selector) narrows where to look, e.g. one car's card.
 *
 * Why more than scrollIntoView + click: a traced lost click (the Undo/Redo/Next steps that
 * `retry: 2` used to hide) had WebKitGTK hit-test WebDriver's synthesized mousedown to <html>,
 * although elementFromPoint just before and the mouseup 3 ms later found the button; the click
 * then fires on <html> (their common ancestor) and the button never sees it. A WebDriver artefact,
 * not the app: the layout was stable around it. So, like Playwright: scroll only a button that is
 * not already the element at its centre (the old scroll of the sticky bottom bar "to the centre"
 * scrolled the whole page before every Undo), let two frames settle, and check where the click
 * landed: one that reached no control is clicked again, one that hit another control fails.
 */
export async function click(d: WebDriver, name: Name, within?: string): Promise<void> {
  // Like Playwright's actionability wait: a sheet still closing may cover the button for a moment.
  await until(`a click on ${String(name)}`, async () => {
    const b = await button(d, name, undefined, within);
    await d.executeAsyncScript(
      `const [el, done] = arguments;
       const r = el.getBoundingClientRect();
       const at = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
       if (!at || !el.contains(at)) el.scrollIntoView({ block: 'center' });
       // Two frames: the scroll (if any) is painted and the layout settled before the click.
       requestAnimationFrame(() => requestAnimationFrame(() => done()));
       setTimeout(done, 500);`,
      b,
    );
    await d.executeScript(
      `const el = arguments[0];
       window.__clickLanded = 'nowhere';
       document.addEventListener('click', (e) => {
         const t = e.target instanceof Element ? e.target : null;
         window.__clickLanded = t && el.contains(t) ? 'on it' : (t?.closest('button, a[href], input, select, textarea, label, summary, [role=button]')?.outerHTML.slice(0, 120) ?? 'missed');
       }, { capture: true, once: true });`,
      b,
    );
    await b.click();
    // Undefined when the click loaded another page (a link): it landed.
    const landed = (await d.executeScript('return window.__clickLanded')) as string | undefined;
    if (landed === 'missed' || landed === 'nowhere') {
      console.warn(`[webkit] the click on ${String(name)} reached no control; clicking again`);
      throw new Error(`the click on ${String(name)} reached no control`);
    }
    if (landed && landed !== 'on it') throw new Misclick(`the click on ${String(name)} landed on ${landed}`);
    return true;
  });
}

/** A form control by its label text (a <label> around or for it) or its aria-label. */
export async function field(d: WebDriver, label: Name): Promise<WebElement> {
  const p = pattern(label);
  return until(
    `field ${String(label)}`,
    async () =>
      (await d.executeScript(
        `const re = new RegExp(arguments[0], arguments[1]);
       const scope = document.querySelector('dialog[open]') ?? document;
       const fold = (s) => (s ?? '').replace(/\\s+/g, ' ').trim();
       const byAria = [...scope.querySelectorAll('input, select, textarea')].find((el) => re.test(fold(el.getAttribute('aria-label'))));
       if (byAria) return byAria;
       // A label's own words: without the text of the control inside it (a select's options).
       const own = (l) => { const c = l.cloneNode(true); c.querySelectorAll('input, select, textarea').forEach((x) => x.remove()); return fold(c.textContent); };
       const lab = [...scope.querySelectorAll('label')].find((l) => re.test(own(l)));
       return lab ? (lab.control ?? lab.querySelector('input, select, textarea')) : null;`,
        p.source,
        p.flags,
      )) as WebElement | null,
  );
}

export async function fill(d: WebDriver, label: Name, text: string): Promise<void> {
  // WebDriver's clear() empties the box without an input event, so a controlled input would keep
  // (and then append to) its old value: select everything and type over it, as a person does.
  // Retried like a click: a sheet still opening may not let the box take focus yet.
  await until(`typing into ${String(label)}`, async () => {
    const f = await field(d, label);
    await d.executeScript('arguments[0].focus(); arguments[0].select();', f);
    await f.sendKeys(Key.BACK_SPACE);
    await f.sendKeys(text);
    return (await f.getAttribute('value')) === text;
  });
}

/** Picks an option of a <select> (WebKitGTK's native popup is not scriptable over WebDriver). */
export async function select(d: WebDriver, label: Name, value: string): Promise<void> {
  const f = await field(d, label);
  await d.executeScript(
    'arguments[0].value = arguments[1]; arguments[0].dispatchEvent(new Event("change", { bubbles: true }));',
    f,
    value,
  );
}

export async function text(d: WebDriver): Promise<string> {
  return (await d.executeScript('return document.body.innerText')) as string;
}

export async function seeText(d: WebDriver, t: Name, ms?: number): Promise<void> {
  const p = pattern(t);
  const re = typeof t === 'string' ? null : new RegExp(p.source, p.flags);
  await until(
    `text ${String(t)}`,
    async () => {
      const body = await text(d);
      return re ? re.test(body) : body.includes(t as string);
    },
    ms,
  );
}

/** Texts of the game log's rows, newest first, with "(undone)" where struck. */
export async function logRows(d: WebDriver): Promise<string[]> {
  return (await d.executeScript(
    `return [...document.querySelectorAll('[aria-label="Game log, newest first"] li')].map((li) => (li.classList.contains('struck') ? '(undone) ' : '') + li.querySelector('.text')?.textContent);`,
  )) as string[];
}

/**
 * The new-game wizard for any system: players in order, each player's cars by name (extra
 * default car slots are removed, missing ones added). Stops on the table screen.
 */
export async function startGame(
  d: WebDriver,
  system: RegExp,
  name: string,
  players: Record<string, string[]>,
): Promise<void> {
  await open(d, '/');
  await click(d, 'New game');
  await fill(d, 'Game name', name);
  await click(d, system);
  await click(d, 'Next');
  const list = Object.entries(players);
  for (let i = 2; i < list.length; i++) await click(d, /^Add player/);
  for (const [i, [p]] of list.entries()) await fill(d, `Player ${i + 1} name`, p);
  await click(d, 'Next');
  for (const [p, cars] of list) {
    await field(d, `${p} car 1 name`);
    const slots = (await d.executeScript(
      `const re = new RegExp('^' + arguments[0] + ' car \\\\d+ name$');
       return [...document.querySelectorAll('label')].filter((l) => re.test(l.textContent.replace(/\\s+/g, ' ').trim())).length;`,
      p,
    )) as number;
    for (let k = slots; k > cars.length; k--) await click(d, `Remove ${p}'s car ${k}`);
    for (let k = slots; k < cars.length; k++) await click(d, `Add a car for ${p}`);
    for (const [i, car] of cars.entries()) await fill(d, `${p} car ${i + 1} name`, car);
  }
  await click(d, 'Start game');
}

/** A Free play game (the shortest path to a table): Ann with Red, Bo with Blue. */
export async function freePlayGame(d: WebDriver, name: string): Promise<void> {
  await startGame(d, /^Free play/, name, { Ann: ['Red'], Bo: ['Blue'] });
  await seeText(d, 'Ann to play');
}

/** Saves a PNG of the screen under test-results/webkit/ (git-ignored). */
export async function saveScreenshot(d: WebDriver, name: string): Promise<string> {
  const { mkdirSync, writeFileSync } = await import('node:fs');
  mkdirSync('test-results/webkit', { recursive: true });
  const path = `test-results/webkit/${name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}.png`;
  writeFileSync(path, Buffer.from(await d.takeScreenshot(), 'base64'));
  return path;
}

/** The CSS selector of a car card (an <article> named after the car). */
export const cardOf = (car: string) => `article[aria-label="${car.replace(/"/g, '\\"')}"]`;

/**
 * A fresh browser session (fresh storage) for each test of the file that calls this; a failed
 * test leaves a screenshot of its screen. Returns a getter for the current session.
 */
export function sessionPerTest(): () => WebDriver {
  let d: WebDriver | undefined;
  beforeEach(async () => {
    d = await newSession();
  });
  afterEach(async (ctx) => {
    if (d && ctx.task.result?.state === 'fail') await saveScreenshot(d, ctx.task.name).catch(() => undefined);
    await d?.quit();
    d = undefined;
  });
  return () => {
    if (!d) throw new Error('no WebKit session: call inside a test');
    return d;
  };
}

/** Taps Apply on the open sheet and waits until the sheet has closed (as the Playwright suite does). */
export async function apply(d: WebDriver): Promise<void> {
  await click(d, 'Apply');
  await until(
    'the sheet to close',
    async () => (await d.executeScript('return document.querySelector("dialog[open]") === null')) as boolean,
  );
}
