// The floor (issue 15): the least a Preact + vite-plugin-pwa app can be. One heading and one
// paragraph drawn by Preact, a stylesheet, and a service worker registered with workbox-window
// after load. scripts/floor.mjs builds it and runs Lighthouse on it beside Pitwall.
import { render } from 'preact';
import './style.css';

render(
  <main>
    <h1>Floor</h1>
    <p>An empty app shell: Preact draws this paragraph, a service worker precaches the files, and nothing else runs.</p>
  </main>,
  document.getElementById('app') as HTMLElement,
);

window.addEventListener('load', () => {
  if ('serviceWorker' in navigator)
    void import('workbox-window').then(({ Workbox }) => new Workbox('/sw.js').register());
});
