#!/usr/bin/env node
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
// Lighthouse (mobile) against the production build.
//
//   npm run build && npm run lighthouse
//
// Starts `vite preview` on 127.0.0.1:418x, runs lighthouse@12.8.2 through npx with Debian's
// chromium (CHROME_PATH), writes reports/lighthouse.json and prints the category scores,
// the failing accessibility / best-practices audits and the main performance metrics.
// Exits 1 when performance < 95, accessibility < 100 or best-practices < 100.
import { CHROMIUM_ARGS } from './chromium-args.mjs';
import { requireDist, root, startPreview } from './preview-server.mjs';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const THRESHOLDS = { performance: 95, accessibility: 100, 'best-practices': 100 };
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS].join(' ');

requireDist();
const reports = join(root, 'reports');
const out = join(reports, 'lighthouse.json');
mkdirSync(reports, { recursive: true });
rmSync(out, { force: true }); // never report a stale run

const server = await startPreview();
console.log(`serving dist/ at ${server.url}`);

let code;
try {
  code = await new Promise((resolve, reject) => {
    const child = spawn(
      'npx',
      [
        '--yes',
        LIGHTHOUSE,
        server.url,
        '--output=json',
        `--output-path=${out}`,
        '--only-categories=performance,accessibility,best-practices',
        '--form-factor=mobile',
        '--screenEmulation.mobile',
        `--chrome-flags=${CHROME_FLAGS}`,
        '--quiet',
      ],
      {
        cwd: root,
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    child.on('error', reject);
    child.on('exit', (c) => resolve(c));
  });
} finally {
  server.stop();
}

if (!existsSync(out)) {
  console.error(`lighthouse produced no report (exit code ${code})`);
  process.exit(2);
}
if (code !== 0) console.warn(`(lighthouse exited with code ${code}; the report was written, reading it anyway)`);

const lhr = JSON.parse(readFileSync(out, 'utf8'));
if (lhr.runtimeError) {
  console.error(`lighthouse runtime error: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  process.exit(2);
}
for (const w of lhr.runWarnings ?? []) console.warn(`lighthouse warning: ${w}`);

const pct = (s) => (s === null || s === undefined ? null : Math.round(s * 100));
const scores = Object.fromEntries(Object.keys(THRESHOLDS).map((k) => [k, pct(lhr.categories[k]?.score)]));

console.log(
  `\nLighthouse ${lhr.lighthouseVersion}, ${lhr.configSettings.formFactor}, ${lhr.finalDisplayedUrl ?? lhr.finalUrl}`,
);
console.log('\ncategory          score  min');
for (const [k, min] of Object.entries(THRESHOLDS)) {
  const s = scores[k];
  console.log(
    `${k.padEnd(16)}  ${String(s ?? 'n/a').padStart(5)}  ${String(min).padStart(3)}  ${s !== null && s >= min ? 'ok' : 'FAIL'}`,
  );
}

const metrics = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'Speed Index'],
  ['interactive', 'TTI'],
];
console.log('\nperformance metrics (simulated mobile throttling)');
for (const [id, label] of metrics) {
  const a = lhr.audits[id];
  if (!a) continue;
  console.log(`  ${label.padEnd(12)} ${String(a.displayValue ?? a.numericValue).padStart(10)}   score ${pct(a.score)}`);
}

/** Short description of up to 3 failing items of an audit (nodes, URLs). */
function itemsOf(audit) {
  const items = audit.details?.items ?? [];
  return items.slice(0, 3).map((it) => {
    const node = it.node ?? it.relatedNode;
    if (node)
      return (
        `${node.selector ?? ''} ${node.snippet ?? ''}`.trim() +
        (node.explanation ? ` -- ${node.explanation.split('\n').slice(0, 2).join(' ')}` : '')
      );
    if (it.description) return String(it.description);
    if (it.source?.url) return `${it.source.url}:${it.source.line ?? ''}`;
    if (it.url) return it.url;
    return JSON.stringify(it).slice(0, 200);
  });
}

const failing = {};
for (const cat of ['accessibility', 'best-practices', 'performance']) {
  const list = [];
  for (const ref of lhr.categories[cat]?.auditRefs ?? []) {
    const a = lhr.audits[ref.id];
    if (!a || a.score === null || a.score >= 1) continue;
    if (['notApplicable', 'informative', 'manual'].includes(a.scoreDisplayMode)) continue;
    if (cat === 'performance' && ref.weight === 0 && !ref.group) continue;
    list.push({
      id: a.id,
      title: a.title,
      score: a.score,
      weight: ref.weight,
      displayValue: a.displayValue,
      items: itemsOf(a),
    });
  }
  failing[cat] = list;
}
for (const cat of ['accessibility', 'best-practices']) {
  console.log(`\nfailing ${cat} audits: ${failing[cat].length === 0 ? 'none' : ''}`);
  for (const f of failing[cat]) {
    console.log(`  - ${f.id}: ${f.title} (score ${f.score}${f.displayValue ? `, ${f.displayValue}` : ''})`);
    for (const i of f.items) console.log(`      ${i}`);
  }
}
const perfOpps = failing.performance.filter((f) => f.score < 0.9);
if (perfOpps.length) {
  console.log('\nperformance audits below 0.9:');
  for (const f of perfOpps)
    console.log(`  - ${f.id}: ${f.title} (score ${f.score}${f.displayValue ? `, ${f.displayValue}` : ''})`);
}

console.log(`\nfull report: ${relative(root, out)}`);
const ok = Object.entries(THRESHOLDS).every(([k, min]) => scores[k] !== null && scores[k] >= min);
console.log(ok ? 'PASS' : 'FAIL');
process.exit(ok ? 0 : 1);
