#!/usr/bin/env node
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
// Prints the start screen's static shell (issue 15): <App /> on the games-list route with
// storage still opening, rendered with preact-render-to-string through a throwaway Vite SSR
// server. Run as its own process by scripts/prerender-shell.ts at build time: the app's modules
// open things at load (a BroadcastChannel) that would keep a build process alive; this one
// exits when it has printed.
import { createServer } from 'vite';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const define = JSON.parse(process.env.PITWALL_DEFINE ?? '{}');
try {
  const server = await createServer({
    root,
    configFile: false,
    mode: 'production',
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    // No dependency scan: it crawls index.html's whole graph, including build-only virtual modules.
    optimizeDeps: { noDiscovery: true, include: [] },
    plugins: [preact({ devToolsEnabled: false, prefreshEnabled: false })],
    define,
  });
  const { App } = await server.ssrLoadModule('/src/ui/app.tsx');
  const { route } = await server.ssrLoadModule('/src/state/router.ts');
  if (route.value.name !== 'games') throw new Error('the start route is not the games list');
  const shell = renderToString(h(App, {}));
  await server.close();
  process.stdout.write(shell, () => process.exit(0));
} catch (e) {
  console.error(e);
  process.exit(1);
}
