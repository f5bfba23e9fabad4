// Issue 15 (open a long game): the table screen leaves a picture of itself for the next reload
// of the same game (persist/last-screen.ts says why; show.ts beside this shows it). Taken when
// the browser is idle a second after a change, and when the page is hidden or left: never work
// inside a tap.

import { storePicture } from '../../persist/last-screen-write';
import { HINT_BUILD } from '../../state/early-open';
import type { El } from '../dom-tree';

/**
 * Never in a picture: an open sheet (a roll or a choice in progress), a toast, what only the live
 * page can say ([data-status]: the save state, the banners, the live-play link), and a player's
 * private panel ([data-private], issue 9): the picture is shown to whoever reloads the page, so it
 * holds what the shared screen shows.
 */
const LEFT_OUT = 'dialog, .toast, [data-status], [data-private]';

let css = { key: '', text: '' };
/** The page's stylesheets as text, worked out again only when the set of sheets changes. */
function pageCss(): string {
  const sheets = Array.from(document.styleSheets);
  const key = sheets.map((s) => s.href ?? '').join(' ');
  if (key !== css.key) {
    const rules = (s: CSSStyleSheet) => {
      try {
        return Array.from(s.cssRules, (r) => r.cssText).join('\n');
      } catch {
        return ''; // not readable (another origin): none here, but never fail for it
      }
    };
    css = { key, text: sheets.map(rules).join('\n') };
  }
  return css.text;
}

/**
 * Drops from `copy` what lies wholly below the first screen of `live` (its twin, node for node):
 * a reload shows the top of the page, and what is not there is style and layout the picture
 * would pay for before its first frame. Pinned bars (sticky, fixed) stay wherever they are.
 */
function belowTheFold(live: Element, copy: Element, fold: number): void {
  const twins = copy.children;
  Array.from(live.children).forEach((el, i) => {
    const twin = twins[i];
    if (!twin) return;
    const { position } = getComputedStyle(el);
    if (position === 'sticky' || position === 'fixed') return;
    const r = el.getBoundingClientRect();
    if (r.top + scrollY >= fold) twin.setAttribute('data-below', '');
    else if (r.bottom + scrollY > fold) belowTheFold(el, twin, fold);
  });
}

/**
 * A node as data (dom-tree.ts's toDom, backwards); comments and the like are left out. An inline
 * style travels as data-style: the CSP forbids style attributes, show.ts sets it through the CSSOM.
 */
function treeOf(n: Node): El | string | null {
  if (n.nodeType === Node.TEXT_NODE) return n.textContent ?? '';
  if (!(n instanceof Element)) return null;
  const a: Record<string, string> = {};
  for (const { name, value } of Array.from(n.attributes)) a[name === 'style' ? 'data-style' : name] = value;
  return { t: n.localName, a, c: kidsOf(n) };
}
const kidsOf = (n: Node) => Array.from(n.childNodes, treeOf).filter((c): c is El | string => c !== null);

/** The game screen under `app` as a picture: what the table shows, with nothing private. */
export function pictureScreen(app: HTMLElement): (El | string)[] {
  const copy = app.cloneNode(true) as HTMLElement;
  belowTheFold(app, copy, innerHeight); // marked, then removed: the twins' indexes stay aligned meanwhile
  for (const el of copy.querySelectorAll(`${LEFT_OUT}, [data-below]`)) el.remove();
  // A car's photo is a blob: URL that ends with the page; the photo's box keeps its colour.
  for (const img of copy.querySelectorAll('img')) for (const a of ['src', 'srcset', 'alt']) img.removeAttribute(a);
  return kidsOf(copy);
}

/** Takes the picture of game `gameId` now. */
export function takePicture(gameId: string): void {
  const app = document.getElementById('app');
  if (!app || !HINT_BUILD) return; // the dev server: no build id, no pictures
  storePicture({ id: gameId, build: HINT_BUILD, css: pageCss(), screen: pictureScreen(app) });
}

let cancel: (() => void) | null = null;

/**
 * Takes the picture a second after the last change, when the browser is next idle: never inside
 * a tap, nor in the gap before the next one while the table is being played (on a phone it is a
 * few milliseconds of main thread). A newer call replaces an older one; leaving takes it at once.
 * Returns the cancel: the table leaving the screen first must not leave a picture of the next one.
 */
export function pictureSoon(gameId: string): () => void {
  cancel?.();
  const wait = setTimeout(() => {
    const run = () => {
      cancel = null;
      takePicture(gameId);
    };
    if (typeof requestIdleCallback === 'function') {
      const h = requestIdleCallback(run, { timeout: 2000 });
      cancel = () => cancelIdleCallback(h);
    } else run(); // WebKit has no requestIdleCallback
  }, 1000);
  cancel = () => clearTimeout(wait);
  return () => {
    cancel?.();
    cancel = null;
  };
}

/** Takes the picture when the page is hidden or left (the last chance before a reload). Returns the cleanup. */
export function pictureOnHide(gameId: string): () => void {
  const now = () => {
    cancel?.();
    cancel = null;
    takePicture(gameId);
  };
  const onHidden = () => document.visibilityState === 'hidden' && now();
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', now); // a reload: fired while the page is still visible
  return () => {
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', now);
  };
}
