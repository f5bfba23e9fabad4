#!/usr/bin/env node
// Bundle size report for the production build in dist/.
//
//   npm run build && npm run size
//
// Prints raw and gzip (level 9) bytes for every file in dist/assets plus index.html, sw.js,
// workbox-*.js and manifest.webmanifest, then the "first screen" total: index.html + every
// JS/CSS the HTML references directly (script src, link rel=stylesheet / modulepreload) +
// the static imports of those JS files, followed recursively. Dynamic import("./x.js")
// chunks are not counted. Exits 1 when the first screen is over budget.
// Also writes reports/size.json.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET = 25_600;
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const reports = join(root, 'reports');

if (!existsSync(join(dist, 'index.html'))) {
  console.error(`size: ${relative(root, dist)}/index.html not found - run npm run build first`);
  process.exit(2);
}

const gz = (buf) => gzipSync(buf, { level: 9 }).length;

/** @type {Map<string, {file: string, raw: number, gzip: number}>} keyed by path relative to dist, posix */
const sizes = new Map();
function measure(rel) {
  const hit = sizes.get(rel);
  if (hit) return hit;
  const buf = readFileSync(join(dist, rel));
  const row = { file: rel, raw: buf.length, gzip: gz(buf) };
  sizes.set(rel, row);
  return row;
}

// ---- per-file table -------------------------------------------------------------------------
const listed = [];
const top = ['index.html', 'sw.js', 'manifest.webmanifest'];
for (const f of readdirSync(dist)) if (/^workbox-.*\.js$/.test(f)) top.push(f);
for (const f of top) if (existsSync(join(dist, f))) listed.push(f);
const assetsDir = join(dist, 'assets');
if (existsSync(assetsDir)) {
  const walk = (dir) => {
    for (const f of readdirSync(dir).sort()) {
      const p = join(dir, f);
      if (statSync(p).isDirectory()) walk(p);
      else listed.push(relative(dist, p).split('\\').join('/'));
    }
  };
  walk(assetsDir);
}
const rows = listed.map(measure);

// ---- first screen -----------------------------------------------------------------------------
const html = readFileSync(join(dist, 'index.html'), 'utf8');

/** Resolves a URL found in index.html (absolute "/assets/x.js" or relative) to a dist path. */
function fromHtml(url) {
  if (/^[a-z]+:|^\/\//i.test(url)) return null; // external
  const clean = url.split(/[?#]/)[0];
  const rel = clean.startsWith('/') ? clean.slice(1) : posix.normalize(clean);
  return existsSync(join(dist, rel)) ? rel : null;
}

const attr = (tag, name) => {
  const m = tag.match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'));
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
};

const direct = [];
for (const m of html.matchAll(/<script\b[^>]*>/gi)) {
  const src = attr(m[0], 'src');
  if (src) direct.push({ url: src, via: 'script' });
}
for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
  const rel = (attr(m[0], 'rel') ?? '').toLowerCase().split(/\s+/);
  const href = attr(m[0], 'href');
  if (!href) continue;
  if (rel.includes('stylesheet')) direct.push({ url: href, via: 'stylesheet' });
  else if (rel.includes('modulepreload')) direct.push({ url: href, via: 'modulepreload' });
}

// Static imports in minified ES modules: `from"./x.js"`, `import"./x.js"` (any quote style,
// optional whitespace). `import("./x.js")` (dynamic) has a paren and is not matched.
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*(["'`])(\.{1,2}\/[^"'`]+?\.m?js)\1/g;

const firstScreen = new Map(); // rel -> reason
const queue = [];
for (const d of direct) {
  const rel = fromHtml(d.url);
  if (!rel) {
    console.warn(`size: warning: ${d.url} referenced by index.html is not in dist/`);
    continue;
  }
  if (!firstScreen.has(rel)) {
    firstScreen.set(rel, `html ${d.via}`);
    if (/\.m?js$/.test(rel)) queue.push(rel);
  }
}
while (queue.length) {
  const rel = queue.shift();
  const code = readFileSync(join(dist, rel), 'utf8');
  for (const m of code.matchAll(STATIC_IMPORT)) {
    const dep = posix.normalize(posix.join(posix.dirname(rel), m[2]));
    if (!existsSync(join(dist, dep))) {
      console.warn(`size: warning: ${rel} imports ${m[2]}, not found in dist/`);
      continue;
    }
    if (!firstScreen.has(dep)) {
      firstScreen.set(dep, `static import from ${posix.basename(rel)}`);
      queue.push(dep);
    }
  }
}

const fsRows = [{ ...measure('index.html'), why: 'document' }];
for (const [rel, why] of firstScreen) fsRows.push({ ...measure(rel), why });
const fsTotal = fsRows.reduce((s, r) => s + r.gzip, 0);
const fsRaw = fsRows.reduce((s, r) => s + r.raw, 0);

// ---- output -----------------------------------------------------------------------------------
const fmt = (n) => n.toLocaleString('en-US');
const nameW = Math.max(4, ...rows.map((r) => r.file.length), ...fsRows.map((r) => r.file.length));
const line = (a, b, c, d = '') => `${a.padEnd(nameW)}  ${b.padStart(9)}  ${c.padStart(9)}${d ? `  ${d}` : ''}`;

console.log(line('file', 'raw', 'gzip'));
console.log('-'.repeat(nameW + 22));
for (const r of rows) console.log(line(r.file, fmt(r.raw), fmt(r.gzip), firstScreen.has(r.file) || r.file === 'index.html' ? '*' : ''));
const allRaw = rows.reduce((s, r) => s + r.raw, 0);
const allGz = rows.reduce((s, r) => s + r.gzip, 0);
console.log('-'.repeat(nameW + 22));
console.log(line('total (listed files)', fmt(allRaw), fmt(allGz)));
console.log('\n* = first screen:');
for (const r of fsRows) console.log(line(r.file, fmt(r.raw), fmt(r.gzip), r.why));
console.log('');

const over = fsTotal > BUDGET;
console.log(`first screen: ${fmt(fsTotal)} bytes gzip (budget ${BUDGET})${over ? `  OVER by ${fmt(fsTotal - BUDGET)}` : `  ${fmt(BUDGET - fsTotal)} to spare`}`);

mkdirSync(reports, { recursive: true });
writeFileSync(
  join(reports, 'size.json'),
  JSON.stringify(
    {
      generatedAt: new Date().toISOString(),
      gzipLevel: 9,
      files: rows,
      total: { raw: allRaw, gzip: allGz },
      firstScreen: { files: fsRows, raw: fsRaw, gzip: fsTotal, budget: BUDGET, pass: !over },
    },
    null,
    2,
  ) + '\n',
);
console.log(`wrote ${relative(root, join(reports, 'size.json'))}`);
process.exit(over ? 1 : 0);
