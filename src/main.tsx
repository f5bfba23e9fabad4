import { storedPicture } from './persist/last-screen';
import { startPwa } from './pwa/start';
import { HINT_BUILD } from './state/early-open'; // issue 15: first, so a game's read starts before the rest runs
import { parseRoute } from './state/route-parse';
import { dismissInstallHint, installHintWanted, listStart, startNeeds, startSettings } from './state/start-list';
import { toDom } from './ui/dom-tree';
import { showPicture } from './ui/last-screen/show';
import { EMPTY_TITLE, gamesListTree } from './ui/screens/games-html';
import './ui/start.css';

// Issue 15: this entry chunk is the start page and nothing else. index.html carries the games
// list prerendered (scripts/prerender-shell.ts); this reads the saved games and fills them in as
// the same markup Preact draws (ui/screens/games-html.ts), with no framework, no app state and no
// other screen loaded. The app itself (ui/boot.tsx: Preact, signals, every screen, the rest of
// the styles) loads on the first tap, and then answers that tap: the start page fetches one
// small script, and every chunk is precached, so a tap offline finds the app.
const mount = document.getElementById('app') as HTMLElement;
const first = parseRoute(location.hash);

let app: Promise<typeof import('./ui/boot')> | null = null;
function loadApp(): Promise<typeof import('./ui/boot')> {
  app ??= import('./ui/boot').then((m) => {
    mount.removeEventListener('click', onTap, true);
    mount.removeEventListener('change', onPicked, true);
    const ready = m.boot(mount);
    // A held tap is answered once the app has the players' settings (keep the screen on...):
    // at once when the start page read them, else when storage has, but never after more than
    // a second (storage that hangs, another tab blocking an upgrade, must not swallow the tap).
    return (
      startSettings() !== null ? Promise.resolve() : Promise.race([ready, new Promise((r) => setTimeout(r, 1000))])
    ).then(() => m);
  });
  return app;
}
startNeeds.app = () => void loadApp();

/** Where `el` sits under the mount, as child indexes (the app's first render keeps the nodes). */
function pathOf(el: Element): number[] {
  const path: number[] = [];
  for (let n: Element | null = el; n && n !== mount; n = n.parentElement)
    path.unshift(Array.prototype.indexOf.call(n.parentElement?.children ?? [], n));
  return path;
}
function atPath(path: number[]): HTMLElement | null {
  let n: Element | undefined = mount;
  for (const i of path) n = n?.children[i];
  return n instanceof HTMLElement ? n : null;
}

/**
 * The first tap on the start page: held, the app loaded, then the tap given again to the same
 * button, which now has the app's handler. A file picker must open inside the tap itself: Import
 * opens its input now, and the app (loaded meanwhile) reads the file the input reports.
 */
function onTap(e: MouseEvent): void {
  const el = (e.target as Element | null)?.closest('button, a, input, select, textarea, summary');
  if (!el || !mount.contains(el)) return;
  e.preventDefault();
  e.stopImmediatePropagation();
  if (held) return; // a second tap while the first is being answered
  const hint = el.closest<HTMLElement>('[data-install-hint]');
  if (hint && el.hasAttribute('data-dismiss-hint')) {
    // "Got it" needs no app: hidden and stored here.
    hint.hidden = true;
    void dismissInstallHint();
    return;
  }
  const file = el.hasAttribute('data-opens-file') ? el.parentElement?.querySelector('input[type=file]') : null;
  if (file instanceof HTMLInputElement) {
    file.click();
    void loadApp();
    return;
  }
  held = true;
  const path = pathOf(el);
  void loadApp().then(() => atPath(path)?.click());
}
let held = false;

/** A file chosen before the app was there: told again to the same input once it is. */
function onPicked(e: Event): void {
  const input = e.target;
  if (!(input instanceof HTMLInputElement) || input.type !== 'file') return;
  e.stopImmediatePropagation();
  void loadApp().then(() => input.dispatchEvent(new Event('change', { bubbles: true })));
}

if (first.name === 'games') {
  mount.addEventListener('click', onTap, true);
  mount.addEventListener('change', onPicked, true);
  // A finger on the screen is the first interaction: the app starts loading before the tap's
  // click arrives (a phone's tap takes ~100 ms from touch to click).
  mount.addEventListener('pointerdown', () => void loadApp(), { once: true, passive: true });
  window.addEventListener('hashchange', () => void loadApp(), { once: true });
  const listed = listStart();
  void listed.then(
    (rows) => {
      const box = mount.querySelector('.games-list');
      // Not once the app has the screen: from then on its render owns these nodes.
      if (app !== null || !box) return;
      if (rows.length > 0) box.replaceChildren(toDom(gamesListTree(rows)));
      else {
        // Only the heading changes: the card's paragraph, the largest text, stays as painted.
        const h = box.querySelector('h2');
        if (h) h.textContent = EMPTY_TITLE;
      }
    },
    () => void loadApp(), // storage unavailable: the app says so, and what still works
  );
  void installHintWanted(listed.then((rows) => rows.length > 0)).then(
    (want) => {
      const hint = mount.querySelector<HTMLElement>('[data-install-hint]');
      if (want && hint && !app) hint.hidden = false;
    },
    () => undefined,
  );
} else {
  // Opening straight into a game (reload, resume): its screen and the replay code are fetched
  // with the app, not after it.
  if (first.name === 'game') {
    // The game as it last stood, over the start page's HTML until the live table paints (issue 15).
    const picture = storedPicture(first.id, HINT_BUILD);
    if (picture) showPicture(picture);
    void import('./ui/screens/table-screen');
    void import('./game/open-game');
  }
  void loadApp();
}
startPwa(
  (activate) => void loadApp().then((m) => m.offerUpdate(activate)),
  first.name === 'games' ? undefined : loadApp().then((m) => m.firstScreen()),
);
