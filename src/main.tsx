import { render } from 'preact';
import { App } from './ui/app';
import { flushNow, initStorage } from './state/app-state';
import { startRouter } from './state/router';
import { startPwa } from './pwa/start';
import './ui/styles.css';

startRouter();
void initStorage();
// Hidden is the last moment a phone reliably lets us write: flush what is pending.
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') void flushNow();
});
window.addEventListener('pagehide', () => void flushNow());
render(<App />, document.getElementById('app') as HTMLElement);
startPwa();
