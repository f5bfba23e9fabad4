#!/usr/bin/env node
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { chromium } from '@playwright/test';
// How long does opening a long game take in Chromium, against the production build?
//
//   npm run build && npm run bench             # 5,000 logged commands, 7 runs
//   npm run bench -- 20000                     # another journal length
//   npm run bench -- 20000 11                  # ... and another number of runs
//   npm run bench -- 5000,20000 3              # several lengths, one after the other, and a table
//                                              #   of their ratios at the end
//   npm run bench -- 500 2 --smoke             # the check in `npm test`: the same steps, figures
//                                              #   printed but not judged
//   npm run bench -- --profile                 # + a CPU profile of one more game open:
//                                              #   top functions by self time, reports/bench-open.cpuprofile
//   npm run bench -- --trace                   # + a Chrome trace of one more game open: the renderer's
//                                              #   main thread from navigation to the first log row, by
//                                              #   task kind and as a timeline; reports/bench-open.trace.json
//   npm run bench -- --heap-snapshot=/tmp/heap # + a heap snapshot with the game open, after GC:
//                                              #   DIR/game-<commands>.heapsnapshot; node scripts/heap-top.mjs FILE
//                                              #   sums it by kind of object
//   npm run bench -- --fixture=road-wolf-v1    # another system: tests/fixtures/<name>.json's setup
//                                              #   and journal, then core commands (dice rolls, car
//                                              #   notes) up to the length; default a free-play game
//   DIST=/tmp/my-dist npm run bench            # another build directory than dist/
//   BENCH_PORT=4211 npm run bench              # a fixed port (default: one the system says is free)
//
// 1. Starts `vite preview` (127.0.0.1, a free port) and Debian's chromium via Playwright, 390x844.
// 2. Shell, cold: `/` in a fresh browser context (no HTTP cache, no service worker) until the
//    "New game" button is in the DOM. Repeated in a new context each run.
// 3. Seeds IndexedDB 'pitwall' (created by the app itself: opened here without an upgrade) with
//    a game 'bench' of N journal entries, in one transaction.
// 4. Shell, warm: reloads of `/` in that context (service worker in control once installed).
// 5. Game open: fresh loads of `/#/game/bench` until the first row of the game log is in the
//    DOM; the time is performance.now() in the page at that moment (= ms since navigation
//    start), read by page.waitForFunction (polls every animation frame). A MutationObserver
//    added by an init script records the same moment without polling (column "observer").
// 6. JS heap used (CDP Runtime.getHeapUsage) with the game open, before and after a forced GC.
//
// 7. The first animation frame after each is in the page (the frame that paints it): the warm
//    shell's "New game", the game's last picture (issue 15, ui/last-screen/show.ts), the live
//    table's first log row; the picture is the first thing a reload into the game shows.
//
// Prints a table and writes reports/bench-open.json (reports/bench-open-<N>.json for N other
// than 5000). Every figure is also printed as a ratio to a baseline of the same run (ratios hold
// on a shared, noisy machine; absolute times do not): game open to the warm shell reload (target
// <= 1.3 x up to 5,000 commands, <= 1.4 x beyond), the JS heap with the game open after GC to the
// games list's (target <= 2 x); and median game open <= 100 ms. PASS/FAIL is printed
// for each, but a slow figure never changes the exit code: it is 1 only when a step could not be
// done (a page that never got ready, undo or redo that did nothing, a page error, a log with the
// wrong number of rows), with the step named, and 2 for bad arguments.
import { CHROMIUM_ARGS } from './chromium-args.mjs';
import { requireDist, root, startPreview } from './preview-server.mjs';

const cli = process.argv.slice(2);
const PROFILE = cli.includes('--profile');
const TRACE = cli.includes('--trace');
const HEAP_SNAPSHOT = cli.find((a) => a.startsWith('--heap-snapshot='))?.slice(16);
const FIXTURE = cli
  .find((a) => a.startsWith('--fixture='))
  ?.slice('--fixture='.length)
  .replace(/\.json$/, '');
const SMOKE = cli.includes('--smoke');
const positional = cli.filter((a) => !a.startsWith('--'));
const COUNT = Number.parseInt(positional[0] ?? '5000', 10);
const RUNS = Number.parseInt(positional[1] ?? '7', 10);
if (!Number.isInteger(COUNT) || COUNT < 1 || COUNT > 100_000 || !Number.isInteger(RUNS) || RUNS < 1) {
  console.error(
    'usage: node scripts/bench-open.mjs [commandCount=5000 (1..100000), or several: 5000,20000] [runs=7] [--profile] [--trace] [--fixture=NAME] [--smoke]',
  );
  process.exit(2);
}
const BUDGET_MS = 100;
// The targets: open / warm shell reload <= 1.3 x at 5,000 commands, <= 1.4 x at 20,000.
const RATIO_BUDGET = COUNT > 5000 ? 1.4 : 1.3;
const HEAP_RATIO_BUDGET = 2;
const reportFile = (count) =>
  join(root, 'reports', `bench-open${FIXTURE ? `-${FIXTURE}` : ''}${count === 5000 ? '' : `-${count}`}.json`);

/**
 * Several lengths in one invocation: this script once per length, in turn (a fresh browser each,
 * so one length's caches do not flatter the next), then their ratios side by side.
 */
function runEach(counts) {
  const rest = cli.filter((a) => a !== positional[0]);
  const failed = [];
  const rows = [];
  for (const c of counts) {
    const n = Number.parseInt(c, 10);
    console.log(`\n===== ${n.toLocaleString('en-US')} logged commands =====`);
    const file = reportFile(n);
    const before = existsSync(file) ? readFileSync(file, 'utf8') : null;
    const r = spawnSync(process.execPath, [process.argv[1], String(n), ...rest], { stdio: 'inherit' });
    if (r.status !== 0) {
      failed.push(`${n}: exit ${r.status ?? r.signal}`);
      continue;
    }
    const text = existsSync(file) ? readFileSync(file, 'utf8') : null;
    if (!text || text === before) {
      failed.push(`${n}: no report written`);
      continue;
    }
    rows.push(JSON.parse(text));
  }
  if (rows.length) {
    console.log('\nratios to the same run (each length a run of its own):');
    console.log(
      `${'commands'.padStart(8)}  ${'open / warm shell'.padEnd(26)}${'heap after GC / games list'.padEnd(30)}open median`,
    );
    for (const r of rows)
      console.log(
        `${r.commands.toLocaleString('en-US').padStart(8)}  ${`${r.ratioToShellWarm.toFixed(2)} x (<= ${r.ratioBudget} ${r.passRatio ? 'PASS' : 'FAIL'})`.padEnd(26)}${`${r.heapRatio.toFixed(2)} x (<= ${r.heapRatioBudget} ${r.passHeap ? 'PASS' : 'FAIL'})`.padEnd(30)}${r.gameOpen.median.toFixed(1)} ms`,
      );
  }
  if (failed.length) {
    console.error(`\nbench-open could not run for: ${failed.join('; ')}`);
    process.exit(1);
  }
  process.exit(0);
}
if (positional[0]?.includes(',')) runEach(positional[0].split(','));
const GAME_ID = 'bench';
const VIEWPORT = { width: 390, height: 844 };
const ARGS = CHROMIUM_ARGS;

requireDist();
/** The game to seed the journal from (--fixture), or null for the built-in free-play game. */
const BASE = FIXTURE ? JSON.parse(readFileSync(join(root, 'tests', 'fixtures', `${FIXTURE}.json`), 'utf8')) : null;
if (BASE && (!Array.isArray(BASE.journal) || BASE.journal.length >= COUNT)) {
  console.error(`--fixture=${FIXTURE}: needs a journal shorter than ${COUNT} entries`);
  process.exit(2);
}

// Records, without polling, when the log's first row / the "New game" button first appear, and
// when the game's last picture (issue 15: ui/last-screen/show.ts, a closed shadow root the page's
// queries cannot see) is shown: its 'pitwall:picture' mark. For each, `<name>Frame` is the
// animation frame after it, the frame that paints it: one method for the shell, the picture and
// the live table, so their ratios compare like with like.
function observeMarks() {
  const marks = {};
  globalThis.__benchMarks = marks;
  const seen = (name, t) => {
    marks[name] = t;
    requestAnimationFrame(() => (marks[`${name}Frame`] = performance.now()));
  };
  const check = () => {
    if (marks.log === undefined && document.querySelector('[aria-label="Game log, newest first"] li'))
      seen('log', performance.now());
    if (marks.newGame === undefined) {
      for (const b of document.querySelectorAll('button, a')) {
        if (b.textContent?.trim() === 'New game') {
          seen('newGame', performance.now());
          break;
        }
      }
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const m of list.getEntries())
      if (m.name === 'pitwall:picture' && marks.picture === undefined) seen('picture', m.startTime);
  }).observe({ type: 'mark' });
}

const newGameReady = () => {
  for (const b of document.querySelectorAll('button, a'))
    if (b.textContent?.trim() === 'New game') return performance.now();
  return false;
};
const logReady = () => document.querySelector('[aria-label="Game log, newest first"] li') && performance.now();

/** Details of the page after a measured load. */
const pageFacts = () => {
  const nav = performance.getEntriesByType('navigation')[0];
  const li = document.querySelector('[aria-label="Game log, newest first"] li');
  const res = performance.getEntriesByType('resource').filter((r) => r.name.includes('/assets/'));
  return {
    controlled: !!navigator.serviceWorker?.controller,
    dcl: nav ? nav.domContentLoadedEventEnd : null,
    lastAssetEnd: res.length ? Math.max(...res.map((r) => r.responseEnd)) : null,
    assets: res.map((r) => ({
      file: r.name.replace(/^.*\/assets\//, ''),
      start: Math.round(r.startTime),
      end: Math.round(r.responseEnd),
    })),
    setsize: li ? Number(li.getAttribute('aria-setsize')) : null,
    firstRowText: li?.textContent ?? null,
    observer: globalThis.__benchMarks ?? {},
    appMarks: Object.fromEntries(
      performance
        .getEntriesByType('mark')
        .filter((m) => m.name.startsWith('pitwall:'))
        .map((m) => [m.name.slice(8), Math.round(m.startTime)]),
    ),
  };
};

/** Self time per function (ms) from a CDP CPU profile, largest first. */
function topSelfTime(profile, n) {
  const byId = new Map(profile.nodes.map((x) => [x.id, x]));
  const self = new Map();
  const dts = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i++) {
    const node = byId.get(profile.samples[i]);
    const cf = node.callFrame;
    const file = cf.url ? cf.url.replace(/^.*\//, '') : '';
    const key = `${cf.functionName || '(anonymous)'} ${file}${file ? `:${cf.lineNumber + 1}:${cf.columnNumber + 1}` : ''}`;
    const dt = (dts[i + 1] ?? 0) / 1000;
    // A long silence between two samples is the sampler not running (a busy machine), not
    // time spent in the function that happened to be sampled last.
    const k = dt > 5 ? '(gap between samples > 5 ms: not attributable)' : key;
    self.set(k, (self.get(k) ?? 0) + dt);
  }
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([fn, ms]) => ({ fn, ms: Math.round(ms * 10) / 10 }));
}

/**
 * The renderer main thread of a traced open: time per top-level task kind (and what ran inside
 * the script tasks) from navigation start until the first log row, and the tasks over 2 ms in
 * order, so a gap (the thread idle, waiting for a file or IndexedDB) shows between them.
 */
function summariseTrace(trace, run) {
  const events = trace.traceEvents ?? trace;
  const nav =
    events.find(
      (e) =>
        e.name === 'navigationStart' &&
        e.args?.data?.isLoadingMainFrame &&
        e.args?.data?.documentLoaderURL?.includes('#/game/'),
    ) ?? events.filter((e) => e.name === 'navigationStart').pop();
  if (!nav) return { error: 'no navigationStart in the trace' };
  const main = events.filter((e) => e.pid === nav.pid && e.tid === nav.tid);
  const t0 = nav.ts;
  const end = t0 + (run.observer.log ?? run.t) * 1000;
  const tasks = main.filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.ts >= t0 && e.ts < end);
  const inside = (task) =>
    main.filter((e) => e.ph === 'X' && e !== task && e.ts >= task.ts && e.ts < task.ts + task.dur && e.dur >= 100);
  const KINDS = [
    'ParseHTML',
    'EvaluateScript',
    'v8.evaluateModule',
    'v8.compileModule',
    'v8.compile',
    'FunctionCall',
    'EventDispatch',
    'TimerFire',
    'FireAnimationFrame',
    'UpdateLayoutTree',
    'Layout',
    'Paint',
    'PrePaint',
    'Layerize',
    'Commit',
    'ParseAuthorStyleSheet',
    'RunMicrotasks',
    'v8.run',
  ];
  const byKind = {};
  const timeline = [];
  let busy = 0;
  for (const task of tasks) {
    busy += task.dur;
    const kids = inside(task);
    // The task's kind: its longest child of a known kind.
    const known = kids.filter((k) => KINDS.includes(k.name)).sort((a, b) => b.dur - a.dur);
    const kind = known[0]?.name ?? kids.sort((a, b) => b.dur - a.dur)[0]?.name ?? 'RunTask';
    byKind[kind] = (byKind[kind] ?? 0) + task.dur / 1000;
    if (task.dur >= 2000) {
      const detail = known[0]?.args?.data?.url?.replace(/^.*\//, '') ?? known[0]?.args?.data?.functionName ?? '';
      timeline.push(
        `${((task.ts - t0) / 1000).toFixed(1)}+${(task.dur / 1000).toFixed(1)} ${kind}${detail ? ` ${detail}` : ''}`,
      );
    }
  }
  const marks = main
    .filter((e) => e.cat?.includes('blink.user_timing') && e.name.startsWith('pitwall:') && e.ts >= t0)
    .map((e) => `${e.name.slice(8)} ${((e.ts - t0) / 1000).toFixed(1)}`);
  return {
    untilMs: Math.round((end - t0) / 100) / 10,
    mainBusyMs: Math.round(busy / 100) / 10,
    byKind: Object.fromEntries(
      Object.entries(byKind)
        .sort((a, b) => b[1] - a[1])
        .map(([k, v]) => [k, Math.round(v * 10) / 10]),
    ),
    timeline,
    marks,
  };
}

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return {
    min: s[0],
    median: s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2,
    max: s[s.length - 1],
    runs: xs,
  };
};

const server = await startPreview();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS, headless: true });
// Page errors (the app crashed), a log with the wrong rows: the benchmark did not do what it
// says, so it fails. Console errors are printed, not failed on.
const problems = [];
const warnings = [];
const watch = (page, label) => {
  page.on('pageerror', (e) => problems.push(`${label}: page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') warnings.push(`${label}: console error: ${m.text()}`);
  });
};
/** The step under way, named in the message when the benchmark cannot go on. */
let step = 'start';

async function measure(page, url, ready, label) {
  await page.goto('about:blank');
  await page.goto(url, { waitUntil: 'commit' });
  let t;
  try {
    t = await (await page.waitForFunction(ready, undefined, { polling: 'raf', timeout: 30_000 })).jsonValue();
  } catch (e) {
    const text = await page.evaluate(() => document.body?.innerText.slice(0, 600)).catch(() => '(unreadable)');
    throw new Error(`${label}: the page never got ready at ${url}\n--- page text ---\n${text}\n---\n${e.message}`);
  }
  const facts = await page.evaluate(pageFacts);
  // A player stays on the screen: let the app finish its after-open housekeeping (snapshot,
  // log compaction) before the next navigation, outside the timed part.
  await page.waitForTimeout(1000);
  return { t, ...facts };
}

let result;
let failure = null;
try {
  console.log(`serving dist/ at ${server.url}; ${COUNT.toLocaleString('en-US')} journal entries, ${RUNS} runs each\n`);

  // ---- shell, cold: new context per run ---------------------------------------------------------
  step = 'shell cold';
  const shellCold = [];
  for (let i = 0; i < RUNS; i++) {
    const ctx = await browser.newContext({ viewport: VIEWPORT });
    await ctx.addInitScript(observeMarks);
    const page = await ctx.newPage();
    watch(page, 'shell cold');
    shellCold.push(await measure(page, server.url, newGameReady, 'shell cold'));
    await ctx.close();
  }

  // ---- seed ---------------------------------------------------------------------------------------
  step = 'seed the game into IndexedDB';
  const ctx = await browser.newContext({ viewport: VIEWPORT });
  await ctx.addInitScript(observeMarks);
  const page = await ctx.newPage();
  watch(page, 'bench');
  await page.goto(server.url);
  const dbDeadline = Date.now() + 15_000;
  while (!(await page.evaluate(async () => (await indexedDB.databases()).some((d) => d.name === 'pitwall')))) {
    if (Date.now() > dbDeadline) throw new Error("the app did not create IndexedDB 'pitwall' within 15 s");
    await page.waitForTimeout(100);
  }
  // Let the service worker install and activate so every measured load sees the same setup.
  const swReady = await page.evaluate(() =>
    Promise.race([
      navigator.serviceWorker ? navigator.serviceWorker.ready.then(() => true) : Promise.resolve(false),
      new Promise((r) => setTimeout(() => r(false), 10_000)),
    ]),
  );

  const t0 = Date.now();
  const seeded = await page.evaluate(
    async ({ count, gameId, base }) => {
      // Deterministic mix of commands (mulberry32).
      let seed = 0x5eed1234;
      const rand = () => {
        seed = (seed + 0x6d2b79f5) | 0;
        let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
        x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
        return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
      };
      const pick = (xs) => xs[Math.floor(rand() * xs.length)];
      const SIDES = [3, 6, 8, 12, 20];
      const PURPOSES = ['Shot', 'Ram', 'Skid', 'Hazard', 'Speed', ''];
      const T = Date.now() - count * 15_000;
      let at = T;
      const entries = [];
      let dos = 0;
      let undos = 0;
      let depth = 0; // commands in effect: an undo needs depth > 0
      if (base) {
        // A real game of another system first, then core commands every system accepts.
        for (const e of base.journal) {
          entries.push(e);
          if (e.kind === 'do') dos++;
        }
        depth = 1; // undo/redo pairs below only ever take back a filler command
        at = Math.max(at, ...base.journal.map((e) => (e.kind === 'do' ? e.command.at : e.at) ?? 0));
      }
      const carIds = base ? base.setup.cars.map((c) => c.id) : ['c1', 'c2', 'c3'];
      let fillers = 0;
      while (entries.length < count) {
        at += 5_000 + Math.floor(rand() * 20_000);
        const left = count - entries.length;
        if (fillers > 0 && depth > 0 && left >= 2 && rand() < 0.03) {
          // an undo, then straight away its redo
          entries.push({ kind: 'undo', at });
          entries.push({ kind: 'redo', at: at + 2_000 });
          undos++;
          continue;
        }
        const r = rand();
        let command;
        if (r < 0.6) {
          const pools = [];
          const n = rand() < 0.8 ? 1 : 2;
          for (let p = 0; p < n; p++) {
            const sides = pick(SIDES);
            const faces = [];
            const k = 1 + Math.floor(rand() * 4);
            for (let f = 0; f < k; f++) faces.push(1 + Math.floor(rand() * sides));
            pools.push({ sides, faces });
          }
          command = {
            type: 'dice.roll',
            payload: { purpose: pick(PURPOSES), pools, source: rand() < 0.9 ? 'app' : 'typed' },
            at,
          };
        } else if (r < 0.85 && !base) {
          command = { type: 'turn.pass', payload: {}, at };
        } else {
          command = { type: 'car.note', payload: { carId: pick(carIds), text: `note ${entries.length}` }, at };
        }
        fillers++;
        entries.push({ kind: 'do', command });
        dos++;
        depth++;
      }
      const game = base
        ? {
            schemaVersion: base.schemaVersion,
            id: gameId,
            name: `Bench ${count}`,
            system: base.system,
            createdAt: T,
            updatedAt: at,
            setup: base.setup,
            head: count,
          }
        : {
            schemaVersion: 1,
            id: gameId,
            name: `Bench ${count}`,
            system: 'freeplay',
            createdAt: T,
            updatedAt: at,
            setup: {
              players: [
                { id: 'p1', name: 'Ann', color: '#e53935' },
                { id: 'p2', name: 'Bo', color: '#1e88e5' },
                { id: 'p3', name: 'Cy', color: '#43a047' },
              ],
              cars: [
                { id: 'c1', playerId: 'p1', name: 'Red Fury', color: '#e53935' },
                { id: 'c2', playerId: 'p2', name: 'Blue Bolt', color: '#1e88e5' },
                { id: 'c3', playerId: 'p3', name: 'Green Ghost', color: '#43a047' },
              ],
              houseRules: {},
            },
            head: count,
          };
      const db = await new Promise((resolve, reject) => {
        // No version: whatever version the app's build made (src/persist/db-open.ts DB_VERSION); an
        // upgrade here means the app has not created its database yet.
        const req = indexedDB.open('pitwall');
        req.onupgradeneeded = () => {
          req.transaction.abort();
          reject(new Error("IndexedDB 'pitwall' does not exist yet (the app should have created it)"));
        };
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
        req.onblocked = () => reject(new Error('opening pitwall was blocked'));
      });
      try {
        await new Promise((resolve, reject) => {
          const tx = db.transaction(['games', 'entries'], 'readwrite');
          tx.oncomplete = resolve;
          tx.onerror = () => reject(tx.error);
          tx.onabort = () => reject(tx.error ?? new Error('transaction aborted'));
          const es = tx.objectStore('entries');
          es.delete(IDBKeyRange.bound([gameId, 0], [gameId, Number.MAX_SAFE_INTEGER]));
          tx.objectStore('games').put(game);
          entries.forEach((entry, seq) => {
            es.put({ gameId, seq, entry });
          });
        });
      } finally {
        db.close();
      }
      return { entries: entries.length, dos, undoRedoPairs: undos };
    },
    { count: COUNT, gameId: GAME_ID, base: BASE },
  );
  const seedMs = Date.now() - t0;

  // ---- shell, warm -------------------------------------------------------------------------------
  step = 'shell warm (reload)';
  const shellWarm = [];
  for (let i = 0; i < RUNS; i++) shellWarm.push(await measure(page, server.url, newGameReady, 'shell warm'));

  // ---- game open -------------------------------------------------------------------------------
  const gameUrl = `${server.url}#/game/${GAME_ID}`;
  // The seeded game is what no player's game looks like: 5,000 loose entry records and no saved
  // state (the app folds entries into pages every 500 and saves the state as it goes). Its first
  // open replays and then tidies up; that open is timed and reported on its own line, and the
  // measured runs open the game as a player's game is stored.
  step = 'first open of the seeded game';
  const firstOpen = await measure(page, gameUrl, logReady, 'first open');
  step = 'game open';
  await page.waitForTimeout(2000); // compaction and the snapshot write finish
  const open = [];
  for (let i = 0; i < RUNS; i++) open.push(await measure(page, gameUrl, logReady, 'game open'));

  // ---- heap with the game open (after the last run) ---------------------------------------------
  const cdp = await ctx.newCDPSession(page);
  let profile = null;
  if (PROFILE) {
    await page.goto('about:blank');
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    const r = await measure(page, gameUrl, logReady, 'game open (profiled)');
    const { profile: p } = await cdp.send('Profiler.stop');
    profile = { t: r.t, top: topSelfTime(p, 15) };
    mkdirSync(join(root, 'reports'), { recursive: true });
    writeFileSync(join(root, 'reports', 'bench-open.cpuprofile'), JSON.stringify(p));
  }
  let trace = null;
  if (TRACE) {
    await page.goto('about:blank');
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'blink.user_timing',
        'loading',
        'v8.execute',
        'disabled-by-default-devtools.timeline',
      ],
    });
    const r = await measure(page, gameUrl, logReady, 'game open (traced)');
    const buf = await browser.stopTracing();
    mkdirSync(join(root, 'reports'), { recursive: true });
    writeFileSync(join(root, 'reports', 'bench-open.trace.json'), buf);
    trace = { t: r.t, ...summariseTrace(JSON.parse(buf.toString()), r) };
  }
  step = 'heap with the game open';
  const heapOpen = await cdp.send('Runtime.getHeapUsage');
  await cdp.send('HeapProfiler.collectGarbage');
  const heapGc = await cdp.send('Runtime.getHeapUsage');
  if (HEAP_SNAPSHOT) {
    // What the heap holds with the game open, after GC, for DevTools' Memory panel (or
    // scripts/heap-top.mjs): one file per journal length.
    const chunks = [];
    const onChunk = (c) => chunks.push(c.chunk);
    cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
    mkdirSync(HEAP_SNAPSHOT, { recursive: true });
    writeFileSync(join(HEAP_SNAPSHOT, `game-${COUNT}.heapsnapshot`), chunks.join(''));
  }

  // ---- interaction on the open game: undo latency, log scrolling -------------------------------
  step = 'undo, redo and scrolling on the open game';
  const interaction = await page.evaluate(async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => r(performance.now())));
    const box = document.querySelector('[aria-label="Game log, newest first"]');
    const first = () => box.querySelector('li');
    // The history buttons are named by their text ("Undo Red Fury fires…"): found by their class.
    const btn = (label) => {
      const b = document.querySelector(`button.history-btn.${label.toLowerCase()}`);
      if (!b) throw new Error(`no ${label} button (button.history-btn.${label.toLowerCase()})`);
      return b;
    };
    const timeUntil = async (what, act, done) => {
      const t0 = performance.now();
      act();
      while (!done()) {
        if (performance.now() - t0 > 10_000) throw new Error(`${what}: no change on screen within 10 s`);
        await frame();
      }
      return performance.now() - t0;
    };
    const undoMs = [];
    const redoMs = [];
    for (let i = 0; i < 5; i++) {
      undoMs.push(
        await timeUntil(
          'Undo: the newest log row struck through',
          () => btn('Undo').click(),
          () => first()?.classList.contains('struck'),
        ),
      );
      redoMs.push(
        await timeUntil(
          'Redo: the newest log row not struck',
          () => btn('Redo').click(),
          () => !first()?.classList.contains('struck'),
        ),
      );
    }
    // Scroll the whole log in 120 steps, one per frame; the longest frame shows any jank.
    const gaps = [];
    let last = await frame();
    const step = box.scrollHeight / 120;
    for (let i = 0; i < 120; i++) {
      box.scrollTop += step;
      const now = await frame();
      gaps.push(now - last);
      last = now;
    }
    const sorted = [...gaps].sort((a, b) => a - b);
    return {
      undoMedianMs: [...undoMs].sort((a, b) => a - b)[2],
      redoMedianMs: [...redoMs].sort((a, b) => a - b)[2],
      scrollFrameMedianMs: sorted[60],
      scrollFrameMaxMs: sorted[sorted.length - 1],
      rowsInDom: box.querySelectorAll('li').length,
      reachedBottom: box.scrollTop + box.clientHeight >= box.scrollHeight - 2,
    };
  });
  // the shell alone, for comparison
  step = 'heap of the games list';
  await measure(page, server.url, newGameReady, 'shell heap');
  await cdp.send('HeapProfiler.collectGarbage');
  const heapShell = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  await ctx.close();

  const last = open[open.length - 1];
  if (last.setsize !== seeded.dos)
    problems.push(`the log shows ${last.setsize} rows, expected ${seeded.dos} (one per 'do' entry)`);
  if (!interaction.reachedBottom) problems.push('scrolling the whole log did not reach its bottom');

  result = {
    interaction,
    generatedAt: new Date().toISOString(),
    chromium: browser.version(),
    url: server.url,
    viewport: VIEWPORT,
    commands: COUNT,
    runs: RUNS,
    seeded: { ...seeded, ms: seedMs },
    serviceWorkerReady: swReady,
    budgetMs: BUDGET_MS,
    shellCold: {
      ...stats(shellCold.map((r) => r.t)),
      observer: stats(shellCold.map((r) => r.observer.newGame ?? NaN)),
      details: shellCold,
    },
    shellWarm: {
      ...stats(shellWarm.map((r) => r.t)),
      observer: stats(shellWarm.map((r) => r.observer.newGame ?? NaN)),
      details: shellWarm,
    },
    firstOpen: { t: firstOpen.t, observer: firstOpen.observer.log ?? null, appMarks: firstOpen.appMarks },
    gameOpen: {
      ...stats(open.map((r) => r.t)),
      observer: stats(open.map((r) => r.observer.log ?? NaN)),
      details: open,
    },
    heap: {
      gameOpen: { usedSize: heapOpen.usedSize, totalSize: heapOpen.totalSize },
      gameOpenAfterGc: { usedSize: heapGc.usedSize, totalSize: heapGc.totalSize },
      shellAfterGc: { usedSize: heapShell.usedSize, totalSize: heapShell.totalSize },
    },
    profile,
    trace,
    problems,
    warnings,
  };
} catch (e) {
  failure = e;
} finally {
  await browser.close().catch(() => undefined);
  server.stop();
}
if (failure) {
  for (const p of problems) console.error(`! ${p}`);
  console.error(`\nbench-open FAILED at step "${step}": ${failure.message}`);
  process.exit(1);
}

// ---- report -------------------------------------------------------------------------------------
const ms = (x) => (Number.isFinite(x) ? `${x.toFixed(1)}` : 'n/a');
const mb = (b) => `${(b / 1048576).toFixed(2)} MB`;
const row = (label, s, note = '') =>
  `${label.padEnd(26)} ${ms(s.min).padStart(7)} ${ms(s.median).padStart(7)} ${ms(s.max).padStart(7)}   ${ms(s.observer.median).padStart(8)}  ${note}`;
const ctl = (s) => `SW controlled ${s.details.filter((d) => d.controlled).length}/${s.details.length}`;

console.log(
  `seeded ${result.seeded.entries.toLocaleString('en-US')} entries (${result.seeded.dos} commands, ${result.seeded.undoRedoPairs} undo+redo pairs) in ${result.seeded.ms} ms; service worker ready: ${result.serviceWorkerReady}\n`,
);
console.log(
  `${'ms since navigation start'.padEnd(26)} ${'min'.padStart(7)} ${'median'.padStart(7)} ${'max'.padStart(7)}   ${'observer'.padStart(8)}`,
);
console.log('-'.repeat(70));
console.log(row('shell "/" cold (new ctx)', result.shellCold, ctl(result.shellCold)));
console.log(row('shell "/" warm (reload)', result.shellWarm, ctl(result.shellWarm)));
console.log(row(`game open (${COUNT})`, result.gameOpen, ctl(result.gameOpen)));
console.log('-'.repeat(70));
console.log(`game open runs: ${result.gameOpen.runs.map((x) => x.toFixed(1)).join(', ')}`);
console.log(
  `first open of the seeded game (not in the runs: loose entries and no saved state, so it replays, then compacts and saves one): ${ms(result.firstOpen.t)} ms (observer ${ms(result.firstOpen.observer ?? NaN)})`,
);
const d = result.gameOpen.details;
console.log(
  `game open: DOMContentLoaded median ${ms(stats(d.map((x) => x.dcl)).median)} ms, last /assets/ response median ${ms(stats(d.map((x) => x.lastAssetEnd ?? NaN)).median)} ms, /assets/ requests median ${stats(d.map((x) => x.assets.length)).median} (before the first log row ${stats(d.map((x) => x.assets.filter((a) => a.start <= (x.observer.log ?? x.t)).length)).median}), log rows ${d[d.length - 1].setsize}`,
);
console.log(
  `game open, last run, /assets/ fetched (start-end ms): ${d[d.length - 1].assets.map((a) => `${a.file.replace(/-[\w-]{8}\.(js|css)$/, '')} ${a.start}-${a.end}`).join(', ')}`,
);
{
  // Where the time goes: the app's own marks (performance.mark('pitwall:...')), median per mark
  // over the runs, then the observer's first log row.
  const names = [...new Set(d.flatMap((x) => Object.keys(x.appMarks ?? {})))];
  const med = (k) => stats(d.map((x) => x.appMarks?.[k]).filter((v) => v !== undefined)).median;
  const marks = [...names.map((k) => [k, med(k)]), ['log row (observer)', result.gameOpen.observer.median]].sort(
    (a, b) => a[1] - b[1],
  );
  result.gameOpen.marksMedian = Object.fromEntries(marks);
  console.log(
    `game open, app marks, median over the runs (ms): ${marks.map(([k, v]) => `${k} ${Math.round(v)}`).join(', ')}`,
  );
}
if (result.profile) {
  console.log(
    `\nprofiled game open: ${ms(result.profile.t)} ms; self time by function (ms), see reports/bench-open.cpuprofile:`,
  );
  for (const f of result.profile.top) console.log(`  ${String(f.ms).padStart(7)}  ${f.fn}`);
  console.log('');
}
if (result.trace) {
  const tr = result.trace;
  console.log(
    `\ntraced game open: ${ms(tr.t)} ms; renderer main thread busy ${tr.mainBusyMs} of the ${tr.untilMs} ms to the first log row (reports/bench-open.trace.json)`,
  );
  if (tr.byKind)
    console.log(
      `  by task kind (ms): ${Object.entries(tr.byKind)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
    );
  if (tr.timeline) console.log(`  tasks >= 2 ms (start+duration): ${tr.timeline.join(' | ')}`);
  if (tr.marks) console.log(`  marks: ${tr.marks.join(', ')}`);
  if (tr.error) console.log(`  ${tr.error}`);
  console.log('');
}
const heapRatio = result.heap.gameOpenAfterGc.usedSize / result.heap.shellAfterGc.usedSize;
console.log(
  `JS heap used with the game open: ${mb(result.heap.gameOpen.usedSize)} (after GC ${mb(result.heap.gameOpenAfterGc.usedSize)}; the games list alone after GC ${mb(result.heap.shellAfterGc.usedSize)})`,
);
{
  const i = result.interaction;
  const r1 = (x) => Math.round(x * 10) / 10;
  console.log(
    `with the game open: undo median ${r1(i.undoMedianMs)} ms, redo median ${r1(i.redoMedianMs)} ms; scrolling the whole log in 120 frames: median frame ${r1(i.scrollFrameMedianMs)} ms, longest ${r1(i.scrollFrameMaxMs)} ms, ${i.rowsInDom} rows in the DOM${i.reachedBottom ? '' : ' (did not reach the bottom!)'}`,
  );
}
for (const w of result.warnings.slice(0, 10)) console.log(`(warning) ${w}`);
for (const p of result.problems.slice(0, 10)) console.log(`! ${p}`);
// --smoke (npm test) prints the figures but judges none: a slow figure is not a broken script.
const verdict = (ok) => (SMOKE ? '(not judged in --smoke)' : ok ? 'PASS' : 'FAIL');

const ratio = result.gameOpen.median / result.shellWarm.median;
const passMs = result.gameOpen.median <= BUDGET_MS;
const passRatio = ratio <= RATIO_BUDGET;
const passHeap = heapRatio <= HEAP_RATIO_BUDGET;
const pass = passMs && passRatio;
Object.assign(result, {
  ratioToShellWarm: Math.round(ratio * 100) / 100,
  ratioBudget: RATIO_BUDGET,
  heapRatio: Math.round(heapRatio * 100) / 100,
  heapRatioBudget: HEAP_RATIO_BUDGET,
  passMs,
  passRatio,
  passHeap,
  pass,
  fixture: FIXTURE ?? null,
});
// The observer column (no polling) as a ratio too: the polled figure carries up to a frame of
// requestAnimationFrame latency on both sides.
const obsRatio = result.gameOpen.observer.median / result.shellWarm.observer.median;
console.log(
  `\n${FIXTURE ? `${FIXTURE} (${BASE.system})` : 'free play'}: game open median ${ms(result.gameOpen.median)} ms (target <= ${BUDGET_MS} ms): ${verdict(passMs)}`,
);
console.log(
  `game open / warm shell reload, same run: ${ms(result.gameOpen.median)} / ${ms(result.shellWarm.median)} = ${ratio.toFixed(2)} x (target <= ${RATIO_BUDGET} x): ${verdict(passRatio)}  (observer: ${obsRatio.toFixed(2)} x)`,
);
console.log(
  `JS heap after GC, game open / games list, same run: ${mb(result.heap.gameOpenAfterGc.usedSize)} / ${mb(result.heap.shellAfterGc.usedSize)} = ${heapRatio.toFixed(2)} x (target <= ${HEAP_RATIO_BUDGET} x): ${verdict(passHeap)}`,
);
console.log(`overall (open time and open ratio): ${verdict(pass)}`);
// Issue 15: what a player sees first on a reload into a game, the game's last picture, against
// the live table and the warm shell, each as the animation frame after it is in the page.
const frames = {
  shell: stats(result.shellWarm.details.map((r) => r.observer.newGameFrame ?? NaN)),
  picture: stats(result.gameOpen.details.map((r) => r.observer.pictureFrame ?? NaN)),
  table: stats(result.gameOpen.details.map((r) => r.observer.logFrame ?? NaN)),
};
const runs = result.gameOpen.details.length;
const shown = result.gameOpen.details.filter((r) => r.observer.picture !== undefined).length;
result.frames = { ...frames, pictureShown: shown };
const x = (s) => (s.median / frames.shell.median).toFixed(2);
console.log(
  `first frame with it (median): warm shell ${ms(frames.shell.median)} ms; game picture ${shown ? `${ms(frames.picture.median)} ms (${x(frames.picture)} x the shell; shown in ${shown}/${runs} runs)` : 'none shown'}; live table ${ms(frames.table.median)} ms (${x(frames.table)} x)`,
);

const reports = join(root, 'reports');
mkdirSync(reports, { recursive: true });
const file = reportFile(COUNT);
writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
console.log(`wrote ${relative(root, file)}`);
if (result.problems.length) {
  console.error(
    `\nbench-open FAILED: ${result.problems.length} step(s) did not do what the benchmark expects (the lines with "!" above)`,
  );
  process.exit(1);
}
if (SMOKE) console.log(`\nbench-open smoke OK: every step ran (${COUNT} commands, ${RUNS} runs)`);
process.exit(0);
