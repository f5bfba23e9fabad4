/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import { defineConfig, type Plugin } from 'vite';
import { type ManifestOptions, VitePWA } from 'vite-plugin-pwa';
import { prerenderShell } from './scripts/prerender-shell';

// manifest.webmanifest at the top level is the one source of the manifest; the plugin
// writes it into dist and links it from index.html.
const manifest = JSON.parse(
  readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'),
) as Partial<ManifestOptions>;

// The barcode-detector ponyfill (issue 14) defaults to fetching its ZXing wasm from a CDN; the
// app always passes its own same-origin URL (src/ui/share/qr-detector.ts). This drops the CDN
// address from the bundle so no code path could reach it, and fails the build if the package
// changes shape (the security e2e test also scans the build for foreign URLs).
const CDN_DEFAULT = /`https:\/\/fastly\.jsdelivr\.net\/npm\/zxing-wasm@[^`]*`/;
const noZxingCdn: Plugin = {
  name: 'pitwall-no-zxing-cdn',
  enforce: 'pre',
  transform(code, id) {
    if (!id.includes('barcode-detector') || !id.endsWith('zxing-exported.js')) return null;
    if (!CDN_DEFAULT.test(code)) throw new Error('barcode-detector: its CDN default moved; update vite.config.ts');
    return { code: code.replace(CDN_DEFAULT, "'/no-cdn/zxing.wasm'"), map: null };
  },
};

// The build fails on a cycle of static imports between chunks: the kit group below takes modules
// out of automatic chunking, and a cycle would make evaluation order depend on which chunk loads
// first.
const noChunkCycles: Plugin = {
  name: 'pitwall-no-chunk-cycles',
  apply: 'build',
  generateBundle(_options, bundle) {
    const state = new Map<string, 1 | 2>();
    const visit = (file: string, path: string[]): void => {
      state.set(file, 1);
      const out = bundle[file];
      for (const dep of out?.type === 'chunk' ? out.imports : []) {
        if (state.get(dep) === 1)
          throw new Error(`pitwall-no-chunk-cycles: ${[...path.slice(path.indexOf(dep)), dep].join(' -> ')}`);
        if (!state.has(dep)) visit(dep, [...path, dep]);
      }
      state.set(file, 2);
    };
    for (const file of Object.keys(bundle)) if (!state.has(file)) visit(file, [file]);
  },
};
// The rule systems' shared kit, one chunk (build.rolldownOptions below).
const KIT_MODULES = /[\\/]src[\\/](?:rules[\\/]core|ui[\\/]components|ui[\\/]procedure|ui[\\/]dice)[\\/]/;
const SYSTEM_RULES = /[\\/]src[\\/]rules[\\/](road-wolf|dirty-wheels|car-cult-d20|white-line-fever)[\\/]/;
// Issue 42: what only the game's story reads (each system's StorySource, rules/<system>/story.ts,
// and the dice's fairness test, rules/core/fairness.ts) goes with the story's chunk, off the
// precache, not with the rules or the kit the table loads (the print view imports the story too,
// which made the kit take the fairness test: +1.9 KB gzip of precache).
const JOURNAL_ROLLS = /[\\/]src[\\/]game[\\/]journal-rolls\.ts$/;
const STORY_ONLY = /[\\/]src[\\/]rules[\\/](?:[\w-]+[\\/]story|core[\\/]fairness)\.ts$/;
// Issue 33: the sheets in one chunk, the rules that play them (src/rules/custom: the evaluator,
// the validator, the starters) and their table (src/ui/systems/custom: -980 B gzip of precache
// against a chunk of its own) with the library (its state and rows, the file and QR door, its
// screens and the setup's picker): see the group below.
const SHEETS =
  /[\\/]src[\\/](?:rules[\\/]custom[\\/]|ui[\\/]systems[\\/]custom[\\/]|(?:state|persist)[\\/]sheets\.ts$|game[\\/]restore-sheet\.ts$|share[\\/]sheet-link\.ts$|ui[\\/]screens[\\/](?:sheets?-screen\.tsx|sheet-link\.tsx|sheet-picker\.tsx|sheet-words\.ts|sheets\.css)$)/;
// Issue 39: live play in one chunk: its session, links and host (src/sync/live, what only they
// use) and its screens (the strip, the host's and the joining sheets, the bar of a game live
// elsewhere, src/ui/live), not rolling-here (the kit's roll presence imports it).
const LIVE_PLAY =
  /[\\/]src[\\/](?:ui[\\/]live[\\/](?!rolling-here\.)|sync[\\/]live[\\/]|game[\\/](?:read-fields|acts-for)\.ts$|persist[\\/]live-phones\.ts$)/;
// Issue 15 (open a long game): what a game's reload runs, in two chunks instead of ~15 files
// that the service worker serves one after another: boot-*.js, the app (ui/boot.tsx: Preact,
// signals, app state, what it imports statically), and game-*.js, the table screen and the replay
// code (open-game: game reducer, restore) beyond that. Without what the entry (the start page,
// main.tsx) imports itself: that stays in the entry, so the start page does not grow; and the
// first tap on the start page still loads the app alone. A rule system's own code stays in its
// chunks. game imports boot, never the other way round (boot loads the table screen lazily).
const START_ENTRY = 'src/main.tsx';
const APP_ROOT = 'src/ui/boot.tsx';
const GAME_ROOTS = ['src/ui/screens/table-screen.tsx', 'src/game/open-game.ts'];
type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };
const gameRouteChunks = new WeakMap<ModuleGraph, Map<string, string>>();
const staticClosure = (ctx: ModuleGraph, roots: string[]): Set<string> => {
  const seen = new Set<string>();
  const stack = [...roots];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
};
const gameRouteChunk = (id: string, ctx: ModuleGraph): string | null => {
  let chunks = gameRouteChunks.get(ctx);
  if (!chunks) {
    const abs = (p: string) => fileURLToPath(new URL(`./${p}`, import.meta.url));
    const start = staticClosure(ctx, [abs(START_ENTRY)]);
    const app = staticClosure(ctx, [abs(APP_ROOT)]);
    chunks = new Map();
    for (const m of staticClosure(ctx, GAME_ROOTS.map(abs))) if (!start.has(m) && !app.has(m)) chunks.set(m, 'game');
    for (const m of app) if (!start.has(m)) chunks.set(m, 'boot');
    gameRouteChunks.set(ctx, chunks);
  }
  return chunks.get(id) ?? null;
};
// Issue 15: the QR decoder (ZXing wasm + barcode-detector ponyfill, ~475 KB gzip, three times the
// rest of the app) is left out of the precache. Phones with a native QR BarcodeDetector never
// fetch it; the others store it once in the background (src/pwa/qr-warm.ts) in the cache
// the service worker serves it from, CacheFirst, so a scan still works in airplane mode.
// The ponyfill is emitted as its own chunk named qr-decoder, so its URL is known to the page
// (virtual:pitwall-qr-decoder) and the service worker's route matches it by name. The build
// fails if anything else matches, or the decoder does not.
const QR_DECODER_CACHE = 'pitwall-qr-decoder';
const QR_DECODER_FILES = /\/assets\/(?:qr-decoder-[\w-]+\.js|zxing_reader-[\w-]+\.wasm)$/;
const QR_VIRTUAL = 'virtual:pitwall-qr-decoder';
const qrDecoder = (): Plugin => {
  let build = false;
  let ref = '';
  return {
    name: 'pitwall-qr-decoder',
    configResolved(config) {
      build = config.command === 'build';
    },
    buildStart() {
      if (build) ref = this.emitFile({ type: 'chunk', id: 'barcode-detector/ponyfill', name: 'qr-decoder' });
    },
    resolveId: (id) => (id === QR_VIRTUAL ? `\0${QR_VIRTUAL}` : null),
    load(id) {
      if (id !== `\0${QR_VIRTUAL}`) return null;
      const cache = `export const decoderCache = ${JSON.stringify(QR_DECODER_CACHE)};`;
      if (!build) return `export const decoderFiles = [];\n${cache}`;
      return `import wasm from 'zxing-wasm/reader/zxing_reader.wasm?url';\nexport const decoderFiles = [wasm, import.meta.ROLLUP_FILE_URL_${ref}];\n${cache}`;
    },
    generateBundle(_options, bundle) {
      const matched = Object.keys(bundle).filter((f) => QR_DECODER_FILES.test(`/${f}`));
      const chunk = Object.values(bundle).find(
        (o) =>
          o.type === 'chunk' && o.moduleIds.some((m) => /barcode-detector[\\/]dist[\\/]es[\\/]ponyfill\.js$/.test(m)),
      );
      if (matched.length !== 2 || !chunk || !matched.includes(chunk.fileName)) {
        throw new Error(
          `pitwall-qr-decoder: expected the ponyfill chunk and the ZXing wasm to match QR_DECODER_FILES, got ${matched.join(', ') || 'nothing'} (ponyfill in ${chunk?.fileName ?? 'no chunk'})`,
        );
      }
    },
  };
};

// Parts of the app not needed to play are out of the precache too, so the systems stay within its
// 300 KB: the sheet editor (issue 33, src/ui/sheets, ~11.5 KB gzip of js and css), the print
// view (issue 39, src/ui/print, ~2.9 KB) and the QR tools (issue 40, ~9.2 KB). Each is stored in the background (src/pwa/warm.ts) in
// the cache the service worker serves it from, CacheFirst, on the player's first interest (the
// editor: the Game sheets library opens, or "Your own game" is picked at setup; the print view: a
// game opens on the table screen; the QR tools: a game, the sheets library or a live sheet
// opens): written from the page, so one online visit is enough to use it
// in airplane mode. The page learns the URLs of the part's chunk (loaded by import(), named after
// its entry module) and of its stylesheet from virtual:pitwall-off-precache/<name> (default export
// { files, cache }), whose placeholder is replaced once the files are named; the route matches
// them by name. Not an emitted chunk: that is an entry of its own, and the print view reaches the
// start page's modules (app state, through the kit), which would then leave the entry chunk.
// The placeholder's chunk imports the part, so its content hash covers the part's names (and the
// part's covers its stylesheet's); the build fails otherwise, or if the names match anything else.
const OFF_PRECACHE_VIRTUAL = 'virtual:pitwall-off-precache/';
const OFF_PRECACHE = [
  { name: 'sheet-editor', entry: 'src/ui/sheets/sheet-editor.tsx' },
  { name: 'print-view', entry: 'src/ui/print/print-view.tsx' },
  // Issue 40: the QR display (uqr), the scanner and the game and sheet transfer sheets
  // (src/ui/share), loaded through src/ui/share/qr-part.tsx. One entry re-exporting the five, so
  // one chunk and share.css: 9,153 B gzip against 10,448 B as the five chunks and the stylesheet
  // they were (measured), and a chunk per part keeps the checks below as they are.
  { name: 'qr-tools', entry: 'src/ui/share/qr-tools.ts' },
  // Issue 42: the game's story (its charts, the shared picture, the dice and across-games figures),
  // stored with the print view when a game opens; the print view imports it for its story section.
  { name: 'game-story', entry: 'src/ui/story/game-story.tsx' },
].map((p) => ({
  ...p,
  cache: `pitwall-${p.name}`,
  files: new RegExp(String.raw`\/assets\/${p.name}-[\w-]+\.(?:js|css)$`),
  id: fileURLToPath(new URL(`./${p.entry}`, import.meta.url)),
  placeholder: `__pitwall_off_precache_${p.name}__`,
}));
const offPrecache = (): Plugin => {
  let build = false;
  let base = '/';
  return {
    name: 'pitwall-off-precache',
    configResolved(config) {
      build = config.command === 'build';
      base = config.base;
    },
    resolveId: (source) => (source.startsWith(OFF_PRECACHE_VIRTUAL) ? `\0${source}` : null),
    load(source) {
      const p = OFF_PRECACHE.find((q) => source === `\0${OFF_PRECACHE_VIRTUAL}${q.name}`);
      if (!p) return null;
      return `export default { files: ${build ? `[${JSON.stringify(p.placeholder)}]` : '[]'}, cache: ${JSON.stringify(p.cache)} };`;
    },
    generateBundle(_options, bundle) {
      for (const p of OFF_PRECACHE) {
        const fail = (why: string) => {
          throw new Error(`pitwall-off-precache: ${p.name}: ${why}`);
        };
        const chunks = Object.values(bundle).flatMap((o) => (o.type === 'chunk' ? [o] : []));
        const chunk = chunks.find((o) => o.facadeModuleId === p.id) ?? fail(`no chunk for ${p.entry}`);
        const want = [chunk.fileName, ...(chunk.viteMetadata?.importedCss ?? [])].sort();
        const matched = Object.keys(bundle).filter((f) => p.files.test(`/${f}`));
        if (want.length !== 2 || matched.sort().join() !== want.join())
          fail(
            `expected its chunk and stylesheet (${want.join(', ')}) to be all that matches ${p.files}, got ${matched.join(', ') || 'nothing'}`,
          );
        const quoted = new RegExp(`(["'\`])${p.placeholder}\\1`, 'g');
        const holders = chunks.filter((o) => o.code.includes(p.placeholder));
        if (!holders.length) fail('nothing reads its files');
        for (const o of holders) {
          if (!o.dynamicImports.includes(chunk.fileName) && !o.imports.includes(chunk.fileName))
            fail(`${o.fileName} names its files without importing it: its hash would not follow them`);
          o.code = o.code.replace(quoted, want.map((f) => JSON.stringify(`${base}${f}`)).join());
        }
      }
    },
  };
};
/**
 * dist/.vite/modules.json: which chunk holds each source module. scripts/size.mjs reads it to list
 * what each rule system loads (its registration shares one chunk with the others').
 */
const moduleChunks: Plugin = {
  name: 'pitwall-module-chunks',
  apply: 'build',
  generateBundle(_, bundle) {
    const root = fileURLToPath(new URL('.', import.meta.url));
    const map: Record<string, string> = {};
    for (const o of Object.values(bundle))
      if (o.type === 'chunk')
        for (const id of o.moduleIds) if (id.startsWith(root)) map[id.slice(root.length)] = o.fileName;
    this.emitFile({ type: 'asset', fileName: '.vite/modules.json', source: JSON.stringify(map) });
  },
};
/**
 * Issue 42: a dynamic import preloads the chunks it needs (vite's __vite__mapDeps lists), except
 * those its own chunk imports statically: they ran before the import could (-255 B gzip of
 * precache, measured). The bundle's import graph is read before vite writes the lists.
 */
let bundleGraph: Record<string, { imports?: readonly string[] }> = {};
const readBundleGraph: Plugin = {
  name: 'pitwall-bundle-graph',
  apply: 'build',
  generateBundle: {
    order: 'pre',
    handler(_options, bundle) {
      bundleGraph = bundle as typeof bundleGraph;
    },
  },
};
const loadedWith = (host: string): Set<string> => {
  const seen = new Set<string>();
  const visit = (f: string) => {
    if (seen.has(f)) return;
    seen.add(f);
    for (const i of bundleGraph[f]?.imports ?? []) visit(i);
  };
  visit(host);
  return seen;
};
// Files the service worker keeps out of its precache, each in a CacheFirst runtime cache.
const RUNTIME_CACHED = [{ files: QR_DECODER_FILES, cache: QR_DECODER_CACHE }, ...OFF_PRECACHE];

export default defineConfig({
  plugins: [
    noZxingCdn,
    qrDecoder(),
    offPrecache(),
    noChunkCycles,
    moduleChunks,
    readBundleGraph,
    preact(),
    // Issue 15: the games-list shell prerendered into index.html, hydrated by src/main.tsx.
    prerenderShell(),
    VitePWA({
      // 'prompt': a new version waits for the players to tap "Update", never reloads mid-game.
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      // Issue 33: the manifest's PNG icons and apple-touch-icon.png are not precached (~10.8 KB
      // gzip): no page uses them; the browser fetches them itself when the app is installed, and
      // the home screen keeps its own copy. favicon.svg is the page's own icon.
      includeAssets: ['favicon.svg'],
      includeManifestIcons: false,
      workbox: {
        // Every chunk, every rule system included, is precached: a chunk fetched only on
        // first use would be missing at a table with no signal. Except the QR decoder (issue
        // 15): runtime cache, warmed by the page where the phone has no native QR reading; and
        // the tools not needed to play (OFF_PRECACHE): runtime caches, warmed on first interest.
        globPatterns: ['**/*.{js,css,html}'],
        manifestTransforms: [
          async (entries) => ({
            manifest: entries.filter((e) => !RUNTIME_CACHED.some((r) => r.files.test(`/${e.url}`))),
            warnings: [],
          }),
        ],
        runtimeCaching: RUNTIME_CACHED.map((r) => ({
          urlPattern: r.files,
          handler: 'CacheFirst' as const,
          options: { cacheName: r.cache },
        })),
        navigateFallback: '/index.html',
        cleanupOutdatedCaches: true,
        // The workbox runtime inside sw.js rather than a second file: ~0.5 KB less gzip, one
        // request fewer at install (issue 15).
        inlineWorkboxRuntime: true,
      },
    }),
  ],
  define: {
    __APP_VERSION__: JSON.stringify(process.env.npm_package_version ?? '0.0.0'),
  },
  build: {
    target: 'es2022',
    // Issue 42: no modulepreload polyfill in the start page: every browser the app supports but
    // Firefox < 115 and Safari < 17 preloads modules itself, and those two load the same modules
    // without it, only without the head start (-212 B gzip of start page and of precache, measured).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostId, hostType }) => {
        if (hostType !== 'js') return deps;
        const loaded = loadedWith(hostId);
        return deps.filter((d) => !loaded.has(d));
      },
    },
    // No data: URLs in the bundle: the CSP allows scripts and styles from 'self' only.
    assetsInlineLimit: 0,
    sourcemap: false,
    // dist/.vite/manifest.json: scripts/size.mjs reads which chunks each rule system loads.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Issue 15: the shared kit that two or more rule systems load (rules core, components,
          // the guided sheet, the dice) in one chunk instead of ~15 small ones: -5.4 KB gzip of
          // precache (fewer per-file headers and cross-chunk import lists, better compression).
          // Its own dependencies stay where they were (not pulled in), so the start page does
          // not grow; no chunk cycle results (noChunkCycles fails the build otherwise).
          groups: [
            // First: the app (boot) and the game route (game), see gameRouteChunk; a kit module
            // they import statically goes with them.
            { name: gameRouteChunk, includeDependenciesRecursively: false },
            {
              name: 'kit',
              // The journal's dice fields (game/journal-rolls.ts) are read by the dice tray and the
              // story: here, not a chunk of their own (+231 B gzip of precache, measured).
              test: (id: string) => (KIT_MODULES.test(id) || JOURNAL_ROLLS.test(id)) && !STORY_ONLY.test(id),
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
            // The six system registrations (a few hundred bytes each: what each system's rules, UI
            // and fixture are) in one chunk instead of six: -1.6 KB gzip of precache, measured (five files
            {
              name: 'systems',
              test: /\/src\/systems\/(?!index|kit)[\w-]+\.ts$/,
              includeDependenciesRecursively: false,
            },
            // Issue 39: live play in one chunk instead of four (the session, the strip, the sheets,
            // the away bar): a live game loads them all anyway (the strip imports the sheet, each
            // imports the session). -1.7 KB gzip of precache, measured. The QR code and scanner
            // load only when a live sheet shows them (issue 40: off the precache, qr-part.tsx).
            { name: 'live', test: LIVE_PLAY, includeDependenciesRecursively: false },
            // Each system's rules in one chunk (its rules index loads them all anyway; the UI
            // importing a few of them had split them into 2-4 chunks): -4.7 KB gzip. Not the UI
            // too: that makes a chunk cycle (car-cult-d20's UI index and its table).
            {
              name: (id) => SYSTEM_RULES.exec(id)?.[1] ?? null,
              test: (id: string) => SYSTEM_RULES.test(id) && !STORY_ONLY.test(id),
              includeDependenciesRecursively: false,
            },
            // Issue 33: the sheets' rules and library in one chunk instead of eight (the rules,
            // the validator, the library's state, two screens, the picker, two small shared ones):
            // -2.8 KB gzip of precache, measured. A custom game's reload also reads the library's
            // screens (~3 KB gzip, from the precache); not the QR drawing (show-sheet-sheet is in
            // the QR tools, off the precache since issue 40). With the
            // editor's URLs (the virtual module and the modules of its stylesheet's ?url).
            {
              name: 'sheets',
              test: (id: string) =>
                (SHEETS.test(id) && !STORY_ONLY.test(id)) ||
                id === `\0${OFF_PRECACHE_VIRTUAL}sheet-editor` ||
                /sheet-editor\.css\?/.test(id),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
    setupFiles: ['tests/unit/setup.ts'],
  },
});
