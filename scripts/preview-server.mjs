// Shared by scripts/lighthouse.mjs, bench-open.mjs and bench-taps.mjs: serves dist/ with
// `vite preview` on 127.0.0.1 and stops it (whole process group) when done.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The build to serve: dist/, or another directory given as DIST=<dir> (parallel builds). */
export const distDir = process.env.DIST ? resolve(process.env.DIST) : join(root, 'dist');

export function requireDist() {
  if (!existsSync(join(distDir, 'index.html'))) {
    console.error(`${distDir}/index.html not found - run npm run build first`);
    process.exit(2);
  }
}

const ping = (url) =>
  new Promise((res) => {
    const req = get(url, (r) => {
      r.resume();
      res(r.statusCode !== undefined && r.statusCode < 500);
    });
    req.on('error', () => res(false));
    req.setTimeout(1000, () => {
      req.destroy();
      res(false);
    });
  });

/**
 * Copies dist/ to a private temporary directory, so a `npm run build` started by someone else
 * while we measure (it empties dist/ first) cannot pull files from under the server. Checks the
 * copy is a whole build: index.html, sw.js and every /assets/ file index.html names.
 */
function snapshotDist(from) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const dir = mkdtempSync(join(tmpdir(), 'pitwall-dist-'));
    try {
      cpSync(from, dir, { recursive: true });
      const html = readFileSync(join(dir, 'index.html'), 'utf8');
      const refs = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]);
      if (existsSync(join(dir, 'sw.js')) && refs.every((r) => existsSync(join(dir, r)))) return dir;
    } catch {
      /* dist/ changed while copying */
    }
    rmSync(dir, { recursive: true, force: true });
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1000); // a build is running: wait
  }
  throw new Error('dist/ is incomplete (a build in progress?) - run npm run build first');
}

/** A port the system says is free now (an ephemeral one: never the e2e suite's E2E_PORT, 4183). */
const freePort = () =>
  new Promise((res, rej) => {
    const srv = createServer();
    srv.once('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => res(port));
    });
  });

/**
 * Starts `vite preview` of `dir` (a private copy of it) on the first free port of `ports`
 * (strictPort, so a busy port fails fast and the next is tried). Without `ports`: BENCH_PORT when
 * set, else ports the system hands out as free, so a benchmark never takes the port of a
 * Playwright run or another benchmark. Resolves to { url, port, stop, outDir }.
 */
export async function startPreview(ports, dir = distDir) {
  const given = ports ?? (process.env.BENCH_PORT ? [Number(process.env.BENCH_PORT)] : null);
  if (!given) {
    ports = [];
    for (let i = 0; i < 4; i++) ports.push(await freePort());
  } else ports = given;
  const bin = join(root, 'node_modules', '.bin', 'vite');
  const outDir = snapshotDist(dir);
  const cleanup = () => rmSync(outDir, { recursive: true, force: true });
  for (const port of ports) {
    const url = `http://127.0.0.1:${port}/`;
    if (await ping(url)) continue; // someone else is on it
    const child = spawn(
      bin,
      ['preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
      {
        cwd: root,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    let exited = false;
    child.on('exit', (code, signal) => {
      exited = true;
      if (served && !killed) console.error(`vite preview on ${url} exited (${signal ?? code}):\n${out}`);
    });
    let served = false;
    let killed = false;
    const kill = () => {
      if (killed) return;
      killed = true;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
    };
    const stop = () => {
      kill();
      cleanup();
    };
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline && !exited) {
      if (await ping(url)) {
        served = true;
        process.once('exit', stop);
        for (const sig of ['SIGINT', 'SIGTERM'])
          process.once(sig, () => {
            stop();
            process.exit(130);
          });
        return { url, port, stop, outDir };
      }
      await new Promise((r) => setTimeout(r, 150));
    }
    kill();
    if (!exited && Date.now() >= deadline) {
      cleanup();
      throw new Error(`vite preview did not answer on ${url}:\n${out}`);
    }
    // exited: most likely the port was taken between the ping and the bind; try the next one.
  }
  cleanup();
  throw new Error(`vite preview could not start on any of ports ${ports.join(', ')}`);
}
