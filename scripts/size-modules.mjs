#!/usr/bin/env node
// What the precached app code is made of (issue 15): builds with source maps into a scratch
// folder, attributes every minified byte of every precached .js and .css file to the source
// module its source map names, and prints the modules and packages by bytes.
//
//   node scripts/size-modules.mjs [--dist /tmp/x] [--top 40]   (default dist: /tmp/pitwall-size-modules)
//
// Gzip per module is the file's gzip size shared out in proportion to the module's minified
// bytes in it (modules are compressed together, so this is an estimate; the files' totals are
// exact). Also lists modules that end up in more than one file (duplicated code).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, dflt) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : dflt;
};
const dist = resolve(arg('--dist', '/tmp/pitwall-size-modules'));
const top = Number(arg('--top', '40'));
execFileSync(join(root, 'node_modules/.bin/vite'), ['build', '--outDir', dist, '--emptyOutDir', '--sourcemap'], {
  cwd: root,
  stdio: 'ignore',
});

const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
const precached = [...sw.matchAll(/\burl\s*:\s*"([^"]+)"/g)]
  .map((m) => m[1].replace(/^\//, ''))
  .filter((f) => /\.(js|css)$/.test(f));

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const decodeVlq = (s) => {
  const out = [];
  let v = 0;
  let shift = 0;
  for (const ch of s) {
    const d = B64.indexOf(ch);
    v += (d & 31) << shift;
    if (d & 32) shift += 5;
    else {
      out.push(v & 1 ? -(v >>> 1) : v >>> 1);
      v = 0;
      shift = 0;
    }
  }
  return out;
};

/** bytes per source of one generated file, from its map (unmapped bytes under '(unmapped)'). */
function attribute(code, map) {
  const lines = code.split('\n');
  const per = new Map();
  const addTo = (k, n) => per.set(k, (per.get(k) ?? 0) + n);
  let src = 0;
  const mlines = map.mappings.split(';');
  for (let li = 0; li < lines.length; li++) {
    const line = lines[li];
    const segs = (mlines[li] ?? '').split(',').filter(Boolean);
    let col = 0;
    let prevCol = 0;
    let prevSrc = null;
    const bytes = (a, b) => Buffer.byteLength(line.slice(a, b));
    for (const seg of segs) {
      const f = decodeVlq(seg);
      col += f[0];
      if (prevSrc === null) addTo('(unmapped)', bytes(0, col));
      else addTo(prevSrc, bytes(prevCol, col));
      if (f.length >= 4) src += f[1];
      prevSrc = f.length >= 4 ? map.sources[src] : '(unmapped)';
      prevCol = col;
    }
    if (prevSrc === null) addTo('(unmapped)', bytes(0) + 1);
    else addTo(prevSrc, bytes(prevCol) + 1);
  }
  return per;
}

const modules = new Map(); // module -> { raw, gzip, files:Set }
const norm = (s) => {
  const abs = resolve(dist, 'assets', s);
  const rel = relative(root, abs);
  return rel.startsWith('..') ? s : rel;
};
let total = 0;
let totalRaw = 0;
for (const f of precached) {
  const file = join(dist, f);
  const code = readFileSync(file, 'utf8');
  const gz = gzipSync(code, { level: 9 }).length;
  total += gz;
  totalRaw += Buffer.byteLength(code);
  const mapFile = `${file}.map`;
  const per = existsSync(mapFile)
    ? attribute(code, JSON.parse(readFileSync(mapFile, 'utf8')))
    : new Map([[`(no map) ${f}`, Buffer.byteLength(code)]]);
  const raw = [...per.values()].reduce((a, b) => a + b, 0);
  for (const [k, n] of per) {
    const key = k.startsWith('(') ? `${k} ${f.endsWith('.css') ? 'css' : 'js'}` : norm(k);
    const m = modules.get(key) ?? { raw: 0, gzip: 0, files: new Set() };
    m.raw += n;
    m.gzip += (gz * n) / raw;
    m.files.add(f);
    modules.set(key, m);
  }
}
const pkgOf = (m) => {
  const i = m.lastIndexOf('node_modules/');
  if (i < 0)
    return m.startsWith('src/')
      ? m
          .split('/')
          .slice(0, m.startsWith('src/rules/') || m.startsWith('src/ui/') ? 3 : 2)
          .join('/')
      : m;
  const rest = m.slice(i + 13).split('/');
  return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
};
const fmt = (n) => Math.round(n).toLocaleString('en-US');
console.log(
  `precached .js/.css: ${precached.length} files, ${fmt(totalRaw)} B minified, ${fmt(total)} B gzip (per file, level 9)\n`,
);
const groups = new Map();
for (const [k, m] of modules) {
  const g = pkgOf(k);
  const e = groups.get(g) ?? { raw: 0, gzip: 0 };
  e.raw += m.raw;
  e.gzip += m.gzip;
  groups.set(g, e);
}
console.log('by package / source folder (gzip share, minified bytes):');
for (const [g, e] of [...groups].sort((a, b) => b[1].gzip - a[1].gzip))
  console.log(`  ${fmt(e.gzip).padStart(8)}  ${fmt(e.raw).padStart(9)}  ${g}`);
console.log(`\ntop ${top} modules:`);
for (const [k, m] of [...modules].sort((a, b) => b[1].gzip - a[1].gzip).slice(0, top))
  console.log(`  ${fmt(m.gzip).padStart(8)}  ${fmt(m.raw).padStart(9)}  ${k}`);
const dup = [...modules].filter(([k, m]) => m.files.size > 1 && !k.startsWith('('));
console.log(`\nmodules in more than one precached file: ${dup.length ? '' : 'none'}`);
for (const [k, m] of dup) console.log(`  ${fmt(m.raw).padStart(9)}  ${k}  (${[...m.files].join(', ')})`);
