// The app past the start page (issue 15): its state (signals, app-state), the router, every
// screen and the rest of the styles. src/main.tsx loads this chunk on the first tap on the games
// list, at once on any other route, or when an update or a storage event needs the app's banners.
// It is precached like every chunk, so a tap offline finds it.
import { render } from 'preact';
import { flushNow, initStorage, loadGame, updateReady } from '../state/app-state';
import { route, startRouter } from '../state/router';
import { App } from './app';
import './styles.css';

let started = false;
let shown: Promise<void> = Promise.resolve();

/**
 * Resolves once the first screen has what it reads: storage opened and, on a game's URL, that
 * game loaded (or failed to). Issue 15: the service worker's registration waits for it there.
 */
export function firstScreen(): Promise<void> {
  return shown;
}

/**
 * Renders the app into `mount` (once). On the games list it takes over the start page's nodes.
 * Resolves once storage is open and the settings are read (a tap the start page held is given
 * again then: the screen it opens must see the players' settings, e.g. keep the screen on).
 */
export function boot(mount: HTMLElement): Promise<void> {
  if (started) return Promise.resolve();
  started = true;
  startRouter();
  const start = route.value;
  let opening: Promise<void> | undefined;
  const ready = initStorage(() => {
    if (start.name === 'game' && route.value.name === 'game') opening = loadGame(route.value.id);
  });
  shown = ready.then(() => opening);
  // Hidden is the last moment a phone reliably lets us write: flush what is pending.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void flushNow();
  });
  window.addEventListener('pagehide', () => void flushNow());
  // index.html carries the games list prerendered at build time (scripts/prerender-shell.ts). On
  // that route the first render() reuses its nodes (Preact diffs a first render against the
  // mount's existing children). Not hydrate(): in Preact 11 its flag stays on <App />'s vnode and
  // later renders skip prop updates (a game then stuck at "Opening the game…"). Any other route
  // (a reload inside a game) starts from an empty mount rather than patching the games list.
  if (start.name !== 'games') mount.textContent = '';
  render(<App />, mount);
  return ready;
}

/** A new version is waiting: the banner's Update button runs `activate`. */
export function offerUpdate(activate: () => void): void {
  updateReady.value = activate;
}
