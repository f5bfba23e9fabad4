// Issue 15: the games list paints before the app's JavaScript runs. At build time this writes
// the start screen's markup (scripts/render-shell.mjs, run as a child process) into index.html's
// <div id="app">; src/main.tsx fills in the saved games without Preact, and the app's first
// render (src/ui/boot.tsx, on the first tap) reuses those nodes (no flash, no layout shift). No
// inline script: the CSP stays strict.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const MOUNT = '<div id="app"></div>';

export function prerenderShell(): Plugin {
  let define: Record<string, unknown> = {};
  return {
    name: 'pitwall-prerender-shell',
    apply: 'build',
    configResolved(c) {
      define = c.define ?? {};
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(MOUNT)) throw new Error(`prerender: index.html has no ${MOUNT}`);
        const script = fileURLToPath(new URL('./render-shell.mjs', import.meta.url));
        const shell = execFileSync(process.execPath, [script], {
          encoding: 'utf8',
          timeout: 60_000,
          env: { ...process.env, PITWALL_DEFINE: JSON.stringify(define) },
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        if (!shell.startsWith('<')) throw new Error('prerender: render-shell printed no markup');
        // The CSP has no 'unsafe-inline' for styles: a style="" attribute in the shell would be
        // dropped by the browser and the page would shift when hydrated.
        if (/\sstyle=/.test(shell)) throw new Error('prerender: the start screen shell has an inline style attribute');
        return html.replace(MOUNT, `<div id="app">${shell}</div>`);
      },
    },
  };
}
