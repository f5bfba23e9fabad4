import './state/early-open'; // issue 15: first, so a game's read starts before the rest runs
import { render } from 'preact';
import { App } from './ui/app';
import { flushNow, initStorage, loadGame } from './state/app-state';
import { route, startRouter } from './state/router';
import { startPwa } from './pwa/start';
import './ui/styles.css';

startRouter();
const start = route.value;
if (start.name === 'game') {
  // Opening straight into a game (reload, resume): fetch its screen and the replay code while
  // storage opens, instead of one after the other.
  void import('./ui/screens/table-screen');
  void import('./game/open-game');
}
void initStorage(() => {
  if (start.name === 'game' && route.value.name === 'game') void loadGame(route.value.id);
});
// Hidden is the last moment a phone reliably lets us write: flush what is pending.
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') void flushNow();
});
window.addEventListener('pagehide', () => void flushNow());
// Issue 15: index.html carries the games list prerendered at build time (scripts/prerender-shell.ts).
// On that route the first render() reuses its nodes (Preact diffs a first render against the
// mount's existing children). Not hydrate(): in Preact 11 its flag stays on <App />'s vnode and
// later renders skip prop updates (a game then stuck at "Opening the game…"). Any other route (a
// reload inside a game) starts from an empty mount rather than patching the games list.
const mount = document.getElementById('app') as HTMLElement;
if (start.name !== 'games') mount.textContent = '';
render(<App />, mount);
startPwa();
