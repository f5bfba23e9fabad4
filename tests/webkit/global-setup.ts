// Starts what the WebKit suite drives: a virtual display (MiniBrowser has no headless mode), the
// production build on its own port, and WebKitWebDriver. Torn down after the run.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { WEBKIT } from './webkit-env';

const procs: ChildProcess[] = [];

async function waitFor(url: string, ms: number): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    try {
      const r = await fetch(url);
      if (r.status < 500) return;
    } catch {
      // not up yet
    }
    if (Date.now() > end) throw new Error(`${url} did not answer within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** True when nothing listens on the port (so this run's server, not another's, will answer). */
function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

export async function setup(): Promise<void> {
  if (!existsSync(`${WEBKIT.dist}/index.html`)) throw new Error(`No build in ${WEBKIT.dist}: run npm run build first.`);
  // Another WebKit run on this machine would answer on these ports and share its browser
  // sessions with this one: refuse clearly instead (override with WEBKIT_* variables).
  const socket = `/tmp/.X11-unix/X${WEBKIT.display.replace(/^:/, '')}`;
  if (existsSync(socket))
    throw new Error(`Display ${WEBKIT.display} is in use (another WebKit run?): set WEBKIT_DISPLAY to a free one.`);
  for (const [what, port] of [
    ['WEBKIT_APP_PORT', WEBKIT.appPort],
    ['WEBKIT_APP_PORT + 1 (offline test)', WEBKIT.appPort + 1],
    ['WEBKIT_DRIVER_PORT', WEBKIT.driverPort],
  ] as const) {
    if (!(await portFree(port)))
      throw new Error(`Port ${port} is in use (another WebKit run?): set ${what} to a free one.`);
  }
  const start = (cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env) => {
    const p = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    procs.push(p);
    return p;
  };
  start('Xvfb', [WEBKIT.display, '-screen', '0', '1280x1024x24', '-nolisten', 'tcp']);
  // The display is up once its socket exists; a browser started before that cannot open it.
  for (const end = Date.now() + 10_000; !existsSync(socket); ) {
    if (Date.now() > end) throw new Error(`Xvfb did not open ${WEBKIT.display} within 10 s`);
    await new Promise((r) => setTimeout(r, 50));
  }
  start('node', ['scripts/serve.mjs', '--port', String(WEBKIT.appPort), '--dir', WEBKIT.dist]);
  start('WebKitWebDriver', [`--port=${WEBKIT.driverPort}`], { ...process.env, DISPLAY: WEBKIT.display });
  await waitFor(`http://127.0.0.1:${WEBKIT.appPort}/`, 20_000);
  await waitFor(`http://127.0.0.1:${WEBKIT.driverPort}/status`, 20_000);
}

export async function teardown(): Promise<void> {
  for (const p of procs.reverse()) p.kill();
}
