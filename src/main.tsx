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
render(<App />, document.getElementById('app') as HTMLElement);
startPwa();
