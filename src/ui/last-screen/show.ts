// Issue 15 (open a long game): shows the last picture of the game being reloaded
// (persist/last-screen.ts) until the live table paints. In the start page's entry chunk: run as
// the entry runs, with no file to fetch first, it paints the game ~35-45 ms before the app can
// (npm run bench: "first frame with it").
import type { Picture } from '../../persist/last-screen';
import { toDom } from '../dom-tree';

const HOST = 'last-screen';
/** The host covers the screen and takes every tap: nothing beneath answers one meanwhile. */
const HOST_CSS = ':host{position:fixed;inset:0;z-index:1000;overflow:hidden;background:var(--bg)}';

/** Shows `p` over the page. Never throws: a browser without what it takes shows no picture. */
export function showPicture(p: Picture): void {
  try {
    const host = document.createElement('div');
    host.id = HOST;
    host.setAttribute('aria-hidden', 'true');
    // Closed: the page's own queries (and a test's) see the live screen only, never the picture.
    const root = host.attachShadow({ mode: 'closed' });
    // Constructed, not a <style> element (the CSP allows no inline style), and scoped to the
    // shadow root: the page's own stylesheets stay as they are. (Safari before 16.4 has no
    // constructed stylesheets: the constructor throws and there is no picture.)
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(p.css + HOST_CSS);
    root.adoptedStyleSheets = [sheet];
    const app = document.createElement('div');
    app.id = 'app';
    app.inert = true; // no focus, no hit: a tap lands on the host
    // Built with DOM calls, no HTML parsed. The tree is this origin's own localStorage: whatever
    // could write it can already run script here, and the CSP still refuses inline handlers.
    for (const n of p.screen) app.appendChild(toDom(n));
    // Inline styles travel as data-style (an inline style attribute breaks the CSP); set through
    // the CSSOM, which the CSP allows, as Preact sets them.
    for (const el of app.querySelectorAll<HTMLElement>('[data-style]')) el.style.cssText = el.dataset.style ?? '';
    root.append(app);
    document.body.append(host);
  } catch {
    return;
  }
  performance.mark('pitwall:picture');
  // Gone with the route, or after 4 s if the live table never came (storage that hangs, say).
  addEventListener('hashchange', dropPicture, { once: true });
  setTimeout(dropPicture, 4000);
}

/** The live table is painting (or cannot open): the picture goes in the same frame. */
export function dropPicture(): void {
  document.getElementById(HOST)?.remove();
}
