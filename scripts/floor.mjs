#!/usr/bin/env node
// The floor (issue 15): Pitwall beside an empty Preact + vite-plugin-pwa shell.
//
//   npm run floor                      (builds Pitwall and the floor, 3 rounds)
//   node scripts/floor.mjs --rounds 5 --dist /tmp/dist-x --port 4201 --no-build
//
// Builds the floor from scripts/floor/ (index.html, main.tsx, style.css) into a temp dir, and
// Pitwall into a temp dir (or takes --dist with --no-build), then runs Lighthouse 12.8.2 (mobile,
// simulated throttling, Debian's chromium) on the two ALTERNATING, N rounds, and prints medians:
// - bytes fetched before first paint: gzip (level 9) of every same-origin file whose request
//   started before the run's observed first contentful paint (HTML, CSS, JS, preloads, and
//   workbox-window if it was asked for by then);
// - LCP and FCP, simulated mobile.
// with the ratios Pitwall / floor and PASS/FAIL against the targets (<= 14,336 B; LCP <= floor
// x 1.10). Ratios, not absolute times, are what hold on a shared machine. Writes reports/floor.json.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS } from './chromium-args.mjs';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const BYTES_TARGET = 14_336;
const LCP_RATIO_TARGET = 1.1;
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const rounds = Number(opt('rounds', 3));
const port = Number(opt('port', process.env.FLOOR_PORT ?? 4191));
const noBuild = args.includes('--no-build');

const tmp = mkdtempSync(join(tmpdir(), 'pitwall-floor-'));
const floorDist = join(tmp, 'floor');
const appDist = noBuild ? resolve(opt('dist', join(root, 'dist'))) : join(tmp, 'pitwall');
const reportDir = join(tmp, 'lh');
mkdirSync(reportDir);

function run(cmd, argv, env = {}) {
  return new Promise((res, rej) => {
    const c = spawn(cmd, argv, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    c.stdout.on('data', (d) => (out += d));
    c.on('error', rej);
    c.on('exit', (code) =>
      code === 0 ? res(out) : rej(new Error(`${cmd} ${argv.join(' ')} exited ${code}\n${out.slice(-2000)}`)),
    );
  });
}

// ---- builds ------------------------------------------------------------------------------------
const vite = join(root, 'node_modules', '.bin', 'vite');
const floorConfig = join(tmp, 'floor.config.mjs');
writeFileSync(
  floorConfig,
  `import preact from '@preact/preset-vite';
import { VitePWA } from 'vite-plugin-pwa';
export default {
  root: ${JSON.stringify(join(root, 'scripts', 'floor'))},
  logLevel: 'warn',
  plugins: [preact(), VitePWA({ registerType: 'prompt', injectRegister: false,
    manifest: { name: 'Floor', short_name: 'Floor', start_url: '/', display: 'standalone', icons: [] },
    workbox: { globPatterns: ['**/*.{js,css,html}'] } })],
  build: { target: 'es2022', outDir: ${JSON.stringify(floorDist)}, emptyOutDir: true, assetsInlineLimit: 0 },
};
`,
);
// The config imports its plugins from this repo's node_modules: put it where they resolve.
const floorConfigInRepo = join(root, 'scripts', 'floor', `.floor.config.${process.pid}.mjs`);
writeFileSync(floorConfigInRepo, readFileSync(floorConfig));
try {
  console.log('building the floor...');
  await run(vite, ['build', '--config', floorConfigInRepo]);
} finally {
  rmSync(floorConfigInRepo, { force: true });
}
if (!noBuild) {
  console.log('building Pitwall...');
  await run(vite, ['build', '--outDir', appDist, '--emptyOutDir', '--logLevel', 'warn']);
}
for (const d of [floorDist, appDist]) if (!existsSync(join(d, 'index.html'))) throw new Error(`no index.html in ${d}`);

// ---- serving -----------------------------------------------------------------------------------
const ping = (url) =>
  new Promise((res) => {
    const r = get(url, (x) => {
      x.resume();
      res(true);
    });
    r.on('error', () => res(false));
    r.setTimeout(1000, () => {
      r.destroy();
      res(false);
    });
  });
async function serve(dir) {
  const url = `http://127.0.0.1:${port}/`;
  if (await ping(url)) throw new Error(`port ${port} is busy (use --port)`);
  const child = spawn(process.execPath, [join(root, 'scripts', 'serve.mjs'), '--dir', dir, '--port', String(port)], {
    stdio: 'ignore',
  });
  for (let i = 0; i < 100 && !(await ping(url)); i++) await new Promise((r) => setTimeout(r, 100));
  return {
    url,
    stop: () =>
      new Promise((r) => {
        child.once('exit', r);
        child.kill('SIGTERM');
      }),
  };
}

// ---- lighthouse ---------------------------------------------------------------------------------
const gzCache = new Map();
function gzOf(dir, url) {
  const rel = new URL(url).pathname.replace(/^\//, '') || 'index.html';
  const file = join(dir, rel);
  if (!existsSync(file)) return 0;
  if (!gzCache.has(file)) gzCache.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gzCache.get(file);
}

async function lighthouse(name, dir, i) {
  const out = join(reportDir, `${name}-${i}.json`);
  const server = await serve(dir);
  try {
    await run(
      'npx',
      [
        '--yes',
        LIGHTHOUSE,
        server.url,
        '--output=json',
        `--output-path=${out}`,
        '--only-categories=performance',
        '--form-factor=mobile',
        '--screenEmulation.mobile',
        `--chrome-flags=${['--headless=new', ...CHROMIUM_ARGS].join(' ')}`,
        '--quiet',
      ],
      { CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    );
  } finally {
    await server.stop();
  }
  const lhr = JSON.parse(readFileSync(out, 'utf8'));
  if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const m = lhr.audits.metrics.details.items[0];
  // network-requests times and observed metrics are both ms from the navigation's start.
  const fcpAt = m.observedFirstContentfulPaint;
  const origin = new URL(server.url).origin;
  const before = lhr.audits['network-requests'].details.items.filter(
    (r) => r.url.startsWith(origin) && r.networkRequestTime < fcpAt,
  );
  const files = before.map((r) => ({ url: new URL(r.url).pathname, gzip: gzOf(dir, r.url) }));
  // Which element the LCP was, and its phases (TTFB, load delay, load time, render delay).
  const lcpEl = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = lcpEl[0]?.items?.[0]?.node;
  const phases = Object.fromEntries((lcpEl[1]?.items ?? []).map((x) => [x.phase, Math.round(x.timing)]));
  return {
    lcpElement: node ? `${node.selector ?? ''} "${(node.nodeLabel ?? '').slice(0, 60)}"` : null,
    lcpPhases: phases,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    performance: Math.round(lhr.categories.performance.score * 100),
    bytesBeforePaint: files.reduce((s, f) => s + f.gzip, 0),
    files,
  };
}

const runs = { floor: [], pitwall: [] };
for (let i = 0; i < rounds; i++) {
  for (const [name, dir] of [
    ['floor', floorDist],
    ['pitwall', appDist],
  ]) {
    const r = await lighthouse(name, dir, i);
    runs[name].push(r);
    console.log(
      `round ${i + 1}/${rounds} ${name.padEnd(7)} LCP ${Math.round(r.lcp)} ms  FCP ${Math.round(r.fcp)} ms  before paint ${r.bytesBeforePaint} B  perf ${r.performance}`,
    );
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const med = (name, k) => median(runs[name].map((r) => r[k]));
const f = { bytes: med('floor', 'bytesBeforePaint'), lcp: med('floor', 'lcp'), fcp: med('floor', 'fcp') };
const p = { bytes: med('pitwall', 'bytesBeforePaint'), lcp: med('pitwall', 'lcp'), fcp: med('pitwall', 'fcp') };
const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
const ms = (x) => `${Math.round(x)} ms`;
const bytesPass = p.bytes <= BYTES_TARGET;
const lcpPass = p.lcp <= f.lcp * LCP_RATIO_TARGET;
const rows = [
  ['figure', 'floor', 'Pitwall', 'Pitwall/floor', 'target', ''],
  ['---', '---', '---', '---', '---', '---'],
  [
    'bytes fetched before first paint (gzip)',
    kb(f.bytes),
    kb(p.bytes),
    (p.bytes / f.bytes).toFixed(2),
    '<= 14 KB',
    bytesPass ? 'PASS' : 'FAIL',
  ],
  [
    'LCP (simulated mobile)',
    ms(f.lcp),
    ms(p.lcp),
    (p.lcp / f.lcp).toFixed(2),
    '<= floor x 1.10',
    lcpPass ? 'PASS' : 'FAIL',
  ],
  ['FCP (simulated mobile)', ms(f.fcp), ms(p.fcp), (p.fcp / f.fcp).toFixed(2), '', ''],
];
console.log(`\nLighthouse 12.8.2 mobile, medians of ${rounds}, alternating floor / Pitwall:\n`);
for (const r of rows) console.log(`| ${r.join(' | ')} |`);
const last = runs.pitwall[runs.pitwall.length - 1];
console.log(
  `\nPitwall's files before first paint (last run): ${last.files.map((x) => `${x.url} ${x.gzip}`).join(', ')}`,
);
for (const [name, r] of [
  ['floor', runs.floor[runs.floor.length - 1]],
  ['Pitwall', last],
]) {
  console.log(
    `${name}'s LCP element (last run): ${r.lcpElement ?? 'not reported'}; phases ${JSON.stringify(r.lcpPhases)}`,
  );
}

mkdirSync(join(root, 'reports'), { recursive: true });
writeFileSync(
  join(root, 'reports', 'floor.json'),
  `${JSON.stringify(
    {
      generatedAt: new Date().toISOString(),
      lighthouse: LIGHTHOUSE,
      rounds,
      medians: { floor: f, pitwall: p },
      pass: { bytes: bytesPass, lcp: lcpPass },
      runs,
    },
    null,
    2,
  )}\n`,
);
console.log('wrote reports/floor.json');
rmSync(tmp, { recursive: true, force: true });
process.exit(bytesPass && lcpPass ? 0 : 1);
