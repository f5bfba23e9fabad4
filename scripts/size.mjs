#!/usr/bin/env node
// Bundle size report and budgets (issue 15) for a production build.
//
//   npm run build && npm run size            (reads dist/)
//   node scripts/size.mjs --dist /tmp/dist-x (or SIZE_DIST=/tmp/dist-x)
//
// All figures are gzip level 9 bytes of the files as built. Sections:
// - first paint: index.html (the games list is prerendered into it) + the stylesheets it links.
//   Module scripts do not block the paint; they are counted in the next line.
// - start page: everything the start page fetches with no tap: the above + every script and
//   modulepreload index.html names + their static imports (recursively) + the chunks it loads
//   by itself after first paint (workbox-window, the install hint) + the icon and manifest links.
// - precache: every entry of dist/sw.js's precache manifest (read from sw.js, not guessed) plus
//   sw.js and its workbox runtime; the QR decoder (ZXing wasm + barcode-detector ponyfill) on its
//   own line whether or not it is precached. Since issue 15 it is not: sw.js keeps it in a
//   CacheFirst runtime cache that the page fills in the background on phones without native QR
//   reading (src/pwa/qr-warm.ts); the report says so only when sw.js has that route. The tools not
//   needed to play (OFF_PRECACHE below: the sheet editor since issue 33, the print view since
//   issue 39, the QR tools since issue 40; each an entry module's chunk and stylesheet) likewise, each on a line of its own:
//   not precached either, but kept in a CacheFirst runtime cache that the page fills on the
//   player's first interest (src/pwa/warm.ts).
// - per rule system: the chunks its registration loads (src/systems/<id>.ts and what it imports,
//   statically and dynamically, from the build's .vite/manifest.json) and its table's
//   (src/ui/systems/<id>/index.ts, registered in src/ui/systems/index.ts), minus the start page's.
// Budgets (non-zero exit when over): start page <= 14,336 B (one TCP initial window),
// precache <= 307,200 B (300 KB, issue 33: every system precached, the sheets in). Writes reports/size.json.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const START_BUDGET = 14_336;
const PRECACHE_BUDGET = 307_200;
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const argDist = process.argv.indexOf('--dist');
const dist = resolve(argDist > 0 ? process.argv[argDist + 1] : (process.env.SIZE_DIST ?? join(root, 'dist')));
const reports = join(root, 'reports');

for (const need of ['index.html', 'sw.js', '.vite/manifest.json']) {
  if (!existsSync(join(dist, need))) {
    console.error(`size: ${dist}/${need} not found - run npm run build first`);
    process.exit(2);
  }
}

const gz = (buf) => gzipSync(buf, { level: 9 }).length;
/** @type {Map<string, {file: string, raw: number, gzip: number}>} keyed by path relative to dist */
const sizes = new Map();
function measure(rel) {
  const hit = sizes.get(rel);
  if (hit) return hit;
  const buf = readFileSync(join(dist, rel));
  const row = { file: rel, raw: buf.length, gzip: gz(buf) };
  sizes.set(rel, row);
  return row;
}
const sum = (rels) => [...rels].reduce((s, r) => s + measure(r).gzip, 0);
const fmt = (n) => n.toLocaleString('en-US');

// ---- every file -------------------------------------------------------------------------------
const all = [];
const walk = (dir) => {
  for (const f of readdirSync(dir).sort()) {
    const p = join(dir, f);
    const rel = relative(dist, p).split('\\').join('/');
    if (rel.startsWith('.vite')) continue;
    if (statSync(p).isDirectory()) walk(p);
    else all.push(rel);
  }
};
walk(dist);

// ---- start page -------------------------------------------------------------------------------
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const attr = (tag, name) => {
  const m = tag.match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'));
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
};
const local = (url) => {
  if (/^[a-z]+:|^\/\//i.test(url)) return null;
  const rel = url.split(/[?#]/)[0].replace(/^\//, '');
  return existsSync(join(dist, rel)) ? rel : null;
};

const why = new Map(); // rel -> why it is on the start page
const firstPaint = ['index.html'];
why.set('index.html', 'document (prerendered games list)');
const queue = [];
const add = (rel, reason) => {
  if (!rel || why.has(rel)) return;
  why.set(rel, reason);
  if (/\.m?js$/.test(rel)) queue.push(rel);
};
for (const m of html.matchAll(/<script\b[^>]*>/gi)) add(local(attr(m[0], 'src') ?? ''), 'html script');
for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
  const rel = (attr(m[0], 'rel') ?? '').toLowerCase().split(/\s+/);
  const file = local(attr(m[0], 'href') ?? '');
  if (!file) continue;
  if (rel.includes('stylesheet')) {
    add(file, 'html stylesheet (blocks the paint)');
    firstPaint.push(file);
  } else if (rel.includes('modulepreload')) add(file, 'html modulepreload');
  else if (rel.includes('manifest')) add(file, 'html manifest link');
  else if (rel.includes('icon') || rel.includes('apple-touch-icon')) add(file, `html ${rel.join(' ')}`);
}
// Loaded by the start page itself after first paint, with no tap (src/pwa/start.ts, games-screen).
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const bySrc = (re) =>
  Object.entries(manifest)
    .filter(([k]) => re.test(k))
    .map(([, v]) => v);
for (const e of bySrc(/workbox-window/))
  add(e.file, 'after first paint: service worker registration (src/pwa/start.ts)');
for (const e of bySrc(/install-hint\.tsx$/)) add(e.file, 'after first paint: install hint (games-screen)');
for (const e of bySrc(/install-hint\.tsx$/)) for (const c of e.css ?? []) add(c, 'after first paint: install hint css');
// By name too: when another chunk imports it statically it is keyed by its file, not its source.
for (const e of Object.entries(manifest)
  .filter(([k, v]) => /qr-warm\.ts$/.test(k) || v.name === 'qr-warm')
  .map(([, v]) => v))
  add(e.file, 'after the service worker is ready: QR decoder warm-up (src/pwa/start.ts)');

const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*(["'`])(\.{1,2}\/[^"'`]+?\.m?js)\1/g;
while (queue.length) {
  const rel = queue.shift();
  const code = readFileSync(join(dist, rel), 'utf8');
  for (const m of code.matchAll(STATIC_IMPORT)) {
    const dep = posix.normalize(posix.join(posix.dirname(rel), m[2]));
    if (existsSync(join(dist, dep))) add(dep, `static import from ${posix.basename(rel)}`);
  }
}
const start = [...why.keys()];
const firstPaintBytes = sum(firstPaint);
const startBytes = sum(start);

// ---- precache (read from sw.js) ----------------------------------------------------------------
const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
const precached = [...sw.matchAll(/\burl\s*:\s*"([^"]+)"/g)].map((m) => m[1].replace(/^\//, ''));
const swRuntime = ['sw.js', ...all.filter((f) => /^workbox-[^/]*\.js$/.test(f))];
const decoderFiles = [
  ...bySrc(/zxing_reader\.wasm$/).map((e) => e.file),
  ...bySrc(/barcode-detector\/dist\/es\/ponyfill\.js$/).map((e) => e.file),
];
// The parts kept out of the precache (vite.config.ts OFF_PRECACHE), and when the page stores them.
const OFF_PRECACHE = [
  {
    key: 'sheetEditor',
    label: 'sheet editor',
    src: 'src/ui/sheets/sheet-editor.tsx',
    when: 'the sheets are first opened',
  },
  { key: 'printView', label: 'print view', src: 'src/ui/print/print-view.tsx', when: 'a game is first opened' },
  {
    key: 'qrTools',
    label: 'QR tools',
    src: 'src/ui/share/qr-tools.ts',
    when: 'a game, the sheets or a live sheet first opens',
  },
  { key: 'gameStory', label: 'game story', src: 'src/ui/story/game-story.tsx', when: 'a game is first opened' },
].map((p) => ({ ...p, files: (manifest[p.src] ? [manifest[p.src]] : []).flatMap((e) => [e.file, ...(e.css ?? [])]) }));
// A runtime route: a regex literal in sw.js that matches every one of `files`, followed by the
// cacheName of its strategy (the workbox runtime may be inlined and minified into sw.js).
const routes = [...sw.matchAll(/(\/\\\/assets(?:\\\/|[^/\n])*\/[a-z]*)\s*,/g)].map((m) => ({
  re: new Function(`return ${m[1]}`)(),
  cache: sw.slice(m.index).match(/cacheName\s*:\s*"([^"]+)"/)?.[1],
}));
const routeFor = (files) => routes.find((r) => files.length > 0 && files.every((f) => r.re.test(`/${f}`)));
const runtimeRoute = routeFor(decoderFiles);
const missing = precached.filter((f) => !existsSync(join(dist, f)));
if (missing.length) console.warn(`size: warning: precache entries not in the build: ${missing.join(', ')}`);
const pre = [...new Set([...precached.filter((f) => !missing.includes(f)), ...swRuntime])];
const decoderIn = decoderFiles.filter((f) => pre.includes(f));
const precacheBytes = sum(pre);
const decoderBytes = sum(decoderFiles);
for (const p of OFF_PRECACHE) {
  const route = routeFor(p.files);
  p.in = p.files.filter((f) => pre.includes(f));
  p.gzip = sum(p.files);
  p.cache = route?.cache ?? null;
  p.state =
    p.in.length === p.files.length
      ? 'precached'
      : p.in.length > 0
        ? `partly precached (${p.in.join(', ')})`
        : route
          ? `not precached: runtime cache, warmed when ${p.when} (cache '${route.cache}', src/pwa/warm.ts)`
          : `NOT precached and no runtime cache route in sw.js: no offline ${p.label}`;
}
const notPrecached = all.filter((f) => !pre.includes(f));

// ---- per rule system ---------------------------------------------------------------------------
const startSet = new Set(start);
// Which chunk holds each source module (vite.config.ts moduleChunks): the registrations share one
// chunk, so a system's own chunks are found from the modules its registration imports.
const modules = JSON.parse(readFileSync(join(dist, '.vite/modules.json'), 'utf8'));
const keyOfFile = new Map(Object.entries(manifest).map(([k, e]) => [e.file, k]));
const systems = readdirSync(join(root, 'src/systems'))
  .filter((f) => f.endsWith('.ts') && !/^(index|kit)\.ts$/.test(f))
  .map((f) => {
    const id = posix.basename(f, '.ts');
    const reg = `src/systems/${f}`;
    const files = new Set();
    const seen = new Set();
    // What the registration imports (its rules, its UI's registry) and everything they import
    // statically; not the dynamic imports of the chunks they share with the app (the app chunk
    // imports every screen lazily: those load on their own taps, not with the system).
    const visit = (key, dynamic) => {
      if (!key || seen.has(key)) return;
      seen.add(key);
      const e = manifest[key];
      if (!e || e.isEntry) return; // the app's entry (index.html) is the start page, counted above
      if (!startSet.has(e.file)) files.add(e.file);
      for (const c of e.css ?? []) if (!startSet.has(c)) files.add(c);
      for (const i of e.imports ?? []) visit(i);
      for (const i of dynamic ?? []) visit(i);
    };
    const src = readFileSync(join(root, reg), 'utf8');
    const targets = [...src.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => posix.join('src/systems', m[1]));
    const chunkOf = (t) => modules[`${t}.ts`] ?? modules[`${t}/index.ts`] ?? modules[`${t}.tsx`];
    visit(
      keyOfFile.get(modules[reg]),
      targets.map((t) => keyOfFile.get(chunkOf(t))),
    );
    visit(`src/ui/systems/${id}/index.ts`); // its own table, loaded from the UI's registry since issue 29
    return { id, files: [...files].sort() };
  });
const owners = new Map();
for (const s of systems) for (const f of s.files) owners.set(f, (owners.get(f) ?? 0) + 1);

// ---- output ------------------------------------------------------------------------------------
const W = Math.max(40, ...all.map((f) => f.length));
const line = (a, b, c, d = '') => `${a.padEnd(W)}  ${b.padStart(9)}  ${c.padStart(9)}${d ? `  ${d}` : ''}`;
console.log(`build: ${dist}\n`);
console.log(line('file', 'raw', 'gzip', 'S = start page, P = precached'));
for (const f of all) {
  const r = measure(f);
  console.log(line(f, fmt(r.raw), fmt(r.gzip), `${startSet.has(f) ? 'S' : ' '}${pre.includes(f) ? 'P' : ' '}`));
}
console.log('\nstart page, what it fetches with no tap:');
for (const f of start) console.log(line(f, fmt(measure(f).raw), fmt(measure(f).gzip), why.get(f)));
console.log(
  '\nper rule system (chunks its registration loads, beyond the start page; * = shared with another system):',
);
for (const s of systems) {
  console.log(`  ${s.id}: ${fmt(sum(s.files))} B gzip in ${s.files.length} files`);
  for (const f of s.files)
    console.log(`    ${f.padEnd(W - 4)}  ${fmt(measure(f).gzip).padStart(9)}${owners.get(f) > 1 ? ' *' : ''}`);
}
console.log('');
const decoderState =
  decoderIn.length === decoderFiles.length
    ? 'precached'
    : decoderIn.length > 0
      ? `partly precached (${decoderIn.join(', ')})`
      : runtimeRoute
        ? `not precached: runtime cache on devices without native QR detection (cache '${runtimeRoute.cache}', warmed by src/pwa/qr-warm.ts)`
        : 'NOT precached and no runtime cache route in sw.js: no offline scan without native QR';
console.log(`QR decoder (ZXing wasm + ponyfill): ${fmt(decoderBytes)} B gzip, ${decoderState}`);
for (const f of decoderFiles)
  console.log(`    ${f.padEnd(W - 4)}  ${fmt(measure(f).gzip).padStart(9)}${pre.includes(f) ? '  precached' : ''}`);
for (const p of OFF_PRECACHE) {
  console.log(`${p.label} (js + css): ${fmt(p.gzip)} B gzip, ${p.state}`);
  for (const f of p.files)
    console.log(`    ${f.padEnd(W - 4)}  ${fmt(measure(f).gzip).padStart(9)}${pre.includes(f) ? '  precached' : ''}`);
}
console.log(`not precached: ${notPrecached.length ? notPrecached.join(', ') : 'nothing'}`);
console.log('');
const verdict = (n, b) => (n > b ? `OVER by ${fmt(n - b)}  FAIL` : `${fmt(b - n)} to spare  PASS`);
console.log(
  `first paint (index.html + blocking css):  ${fmt(firstPaintBytes).padStart(9)} B gzip  (budget ${fmt(START_BUDGET)})  ${verdict(firstPaintBytes, START_BUDGET)}`,
);
console.log(
  `start page (all it fetches, no tap):      ${fmt(startBytes).padStart(9)} B gzip  (budget ${fmt(START_BUDGET)})  ${verdict(startBytes, START_BUDGET)}`,
);
console.log(
  `precache (${pre.length} files incl. sw.js, workbox, icons, manifest${decoderIn.length ? ', decoder' : ''}): ${fmt(precacheBytes)} B gzip  (budget ${fmt(PRECACHE_BUDGET)})  ${verdict(precacheBytes, PRECACHE_BUDGET)}`,
);
console.log(
  `  of which QR decoder: ${fmt(sum(decoderIn))}; precache without it: ${fmt(precacheBytes - sum(decoderIn))}`,
);
if (!decoderIn.length && runtimeRoute)
  console.log(
    `  installed in the background on a phone without native QR reading: ${fmt(precacheBytes + decoderBytes)} B gzip (precache + QR decoder ${fmt(decoderBytes)})`,
  );

const pass = {
  firstPaint: firstPaintBytes <= START_BUDGET,
  startPage: startBytes <= START_BUDGET,
  precache: precacheBytes <= PRECACHE_BUDGET,
};
mkdirSync(reports, { recursive: true });
writeFileSync(
  join(reports, 'size.json'),
  `${JSON.stringify(
    {
      generatedAt: new Date().toISOString(),
      dist,
      gzipLevel: 9,
      files: all.map(measure),
      firstPaint: { files: firstPaint, gzip: firstPaintBytes, budget: START_BUDGET, pass: pass.firstPaint },
      startPage: {
        files: start.map((f) => ({ ...measure(f), why: why.get(f) })),
        gzip: startBytes,
        budget: START_BUDGET,
        pass: pass.startPage,
      },
      precache: {
        files: pre,
        gzip: precacheBytes,
        budget: PRECACHE_BUDGET,
        pass: pass.precache,
        decoder: {
          files: decoderFiles,
          gzip: decoderBytes,
          precached: decoderIn,
          runtimeCache: runtimeRoute?.cache ?? null,
          state: decoderState,
        },
        ...Object.fromEntries(
          OFF_PRECACHE.map((p) => [
            p.key,
            { files: p.files, gzip: p.gzip, precached: p.in, runtimeCache: p.cache, state: p.state },
          ]),
        ),
      },
      systems: systems.map((s) => ({
        id: s.id,
        gzip: sum(s.files),
        files: s.files.map((f) => ({ ...measure(f), shared: owners.get(f) > 1 })),
      })),
    },
    null,
    2,
  )}\n`,
);
console.log(`\nwrote ${relative(root, join(reports, 'size.json'))}`);
process.exit(Object.values(pass).every(Boolean) ? 0 : 1);
