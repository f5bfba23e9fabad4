// Starts what the WebKit suite drives: a virtual display (MiniBrowser has no headless mode), the
// production build on its own port, and WebKitWebDriver. Torn down after the run.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
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

export async function setup(): Promise<void> {
  if (!existsSync(`${WEBKIT.dist}/index.html`)) throw new Error(`No build in ${WEBKIT.dist}: run npm run build first.`);
  const start = (cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env) => {
    const p = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    procs.push(p);
    return p;
  };
  start('Xvfb', [WEBKIT.display, '-screen', '0', '1280x1024x24', '-nolisten', 'tcp']);
  // The display is up once its socket exists; a browser started before that cannot open it.
  const socket = `/tmp/.X11-unix/X${WEBKIT.display.replace(/^:/, '')}`;
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
