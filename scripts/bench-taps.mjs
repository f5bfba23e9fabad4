#!/usr/bin/env node
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { chromium } from '@playwright/test';
// Does every tap that resolves a rule paint its result within one frame (at worst two) at 4x CPU
// slowdown, and does it cost the same in a long game (a game of 5,000 commands within 1.2 x of a
// fresh one)?
//
//   npm run build && npm run bench:taps           # one run of every system's scripted turn, in a
//                                                 #   fresh game and in a game of 5,000 commands
//   npm run bench:taps -- --fresh                 # only the fresh game (--long: only the long one)
//   npm run bench:taps -- --commands=20000        # another length for the long game
//   npm run bench:taps -- --smoke                 # every turn must run complete; figures printed,
//                                                 #   not judged. `npm test` (bench:smoke) runs it with
//                                                 #   --long: the long game's turn goes through every
//                                                 #   step of the fresh one (setup, reload, the same
//                                                 #   taps) and the journal writing too, for 2/3 the time
//   npm run bench:taps -- 3                       # three runs (spread of the figures)
//   npm run bench:taps -- --profile               # + a CPU profile of every measured tap (a bare
//                                                 #   mouse click, the locator resolved first): top self time printed
//   npm run bench:taps -- --profile=/tmp/prof     # + each tap's whole profile written there as
//                                                 #   <system>-<tap>.cpuprofile (DevTools opens it; build with
//                                                 #   `vite build --minify false` to read the app's own names)
//   npm run bench:taps -- --trace                 # + the renderer's trace per tap: script, style, layout, paint,
//                                                 #   the page's elements and height, and the main thread's CPU
//                                                 #   time (thread time: the steadiest A/B figure on a busy machine)
//   npm run bench:taps -- --only=dirty            # only the systems whose name contains it
//   DIST=/tmp/dist-x BENCH_PORT=4203 npm run bench:taps # another build directory / port (default:
//                                                 #   one the system says is free; PORT works too)
//   npm run bench:taps -- --shots=/tmp/shots      # + a full-page screenshot of each system after its turn
//   npm run bench:taps -- 4 --ab=/tmp/dist-old     # A/B: dist (A) against another build (B), in
//                                                 #   turn per system and run; rows "<system> [A|B]"
//
// 1. Serves the production build with `vite preview` (scripts/preview-server.mjs) and drives
//    Debian's chromium through Playwright at 390x844 (flags: scripts/chromium-args.mjs).
// 2. For each system, a fresh browser context: the new-game wizard and the setup are played
//    unthrottled with the same selectors as the e2e specs; a reload into the game; then CDP
//    Emulation.setCPUThrottlingRate {rate: 4} and a scripted turn whose every tap is measured.
//    The long game, in the same context: the journal as it was after the setup, made 5,000
//    entries long with dice rolls and car notes straight in IndexedDB (writeLongGame), a first
//    open (the app replays, saves a snapshot, folds the log into pages), a reload, the same turn.
// 3. Measurement: the Event Timing API (PerformanceObserver type 'event', durationThreshold 16,
//    buffered), installed by an init script. An interaction's duration is the longest entry with
//    its interactionId (pointerdown / pointerup / click): from the input's timestamp to the next
//    paint after its handlers, rounded by the browser to 8 ms. Entries under 16 ms are not
//    reported at all (the API's floor), so a tap with no entry is "< 16 ms".
//    Next to it, "next paint" is measured for every tap, not only the slow ones: a capture-phase
//    pointerdown listener notes event.timeStamp; a capture-phase click listener asks for a frame
//    (requestAnimationFrame, then a MessageChannel task, which runs after that frame's paint) and
//    records that moment minus the pointerdown timestamp.
//    "Result paint": the paint after the LAST page change the tap caused (a MutationObserver; the
//    save indicator excluded), which shows work the first frame does not include: a Preact effect
//    (runs after the paint), a sheet opened by one. Event Timing only sees the first frame.
// 4. One frame = Event Timing duration <= 16 ms (the 8 ms rounding means a 16 is 12..20 ms; a
//    24 is the next frame). PASS when every measured tap of every system is <= 16.
//
// Prints a table (per system: the floor = a tap on the title that runs nothing, taps measured,
// the worst tap and its duration, the median, both as ratios to the floor), the long game's
// median, worst and sum against the fresh game's of the same run ("long/fresh"), and writes
// reports/bench-taps.json (--smoke: bench-taps-smoke.json). A slow figure never changes the exit
// code: it is 1 when a step could not be done (a selector not found, a timeout, a page error, a
// tap the page never saw, a system whose setup or scripted turn did not complete, in any of its
// games), with the step named under "problems", and 0 otherwise.
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium-args.mjs';
import { requireDist, root, startPreview } from './preview-server.mjs';

const cli = process.argv.slice(2);
const PROFILE_DIR = cli.find((a) => a.startsWith('--profile='))?.slice(10);
if (PROFILE_DIR) mkdirSync(PROFILE_DIR, { recursive: true });
const PROFILE = cli.includes('--profile') || !!PROFILE_DIR;
const TRACE = cli.includes('--trace');
const VERBOSE = cli.includes('--verbose');
const only = cli.filter((a) => a.startsWith('--only=')).map((a) => a.slice(7));
const SMOKE = cli.includes('--smoke');
const RUNS = Number.parseInt(cli.find((a) => /^\d+$/.test(a)) ?? '1', 10);
/** Which games each system's turn is played in: a fresh one, one of LONG commands, or both. */
const MODES = cli.includes('--fresh') ? ['fresh'] : cli.includes('--long') ? ['long'] : ['fresh', 'long'];
const LONG = Number.parseInt(cli.find((a) => a.startsWith('--commands='))?.slice(11) ?? '5000', 10);
const LONG_LABEL = `(${LONG.toLocaleString('en-US')} cmds)`;
const LONG_RATIO = 1.2;
const AB = cli.find((a) => a.startsWith('--ab='))?.slice(5);
const SHOTS = cli.find((a) => a.startsWith('--shots='))?.slice(8);
const RATE = 4;
const FRAME_MS = 16;
const VIEWPORT = { width: 390, height: 844 };
const PORTS = process.env.PORT && !process.env.BENCH_PORT ? [Number(process.env.PORT)] : undefined;
if (!Number.isInteger(LONG) || LONG < 100 || LONG > 100_000 || !Number.isInteger(RUNS) || RUNS < 1) {
  console.error(
    'usage: node scripts/bench-taps.mjs [runs=1] [--fresh|--long] [--commands=5000] [--smoke] [--only=NAME] ...',
  );
  process.exit(2);
}

requireDist();

// ---- in the page ---------------------------------------------------------------------------------

function installObservers() {
  const it = { events: [], paints: [], down: 0 };
  globalThis.__taps = it;
  const describeTarget = (el) => {
    if (!el?.closest) return '';
    const b = el.closest('button, a, [role=button], input, select, label') ?? el;
    return (b.getAttribute('aria-label') || b.textContent || b.tagName).trim().replace(/\s+/g, ' ').slice(0, 60);
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      it.events.push({
        name: e.name,
        interactionId: e.interactionId,
        startTime: e.startTime,
        duration: e.duration,
        processingStart: e.processingStart,
        processingEnd: e.processingEnd,
        target: describeTarget(e.target),
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  addEventListener('pointerdown', (e) => (it.down = e.timeStamp), true);
  // The result painted: the paint after the last change to the page that a tap caused, even when
  // it comes in a later frame (an effect that runs after the first paint, a sheet opened by it).
  // The save indicator ([data-save]) changes when IndexedDB answers; that is not the result.
  it.result = [];
  const onMutate = (records) => {
    if (records.every((r) => r.target.parentElement?.closest?.('[data-save]') || r.target.closest?.('[data-save]')))
      return;
    const down = it.down;
    requestAnimationFrame(() => {
      const ch = new MessageChannel();
      ch.port1.onmessage = () => it.result.push(performance.now() - down);
      ch.port2.postMessage(0);
    });
  };
  const start = () =>
    new MutationObserver(onMutate).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  if (document.documentElement) start();
  else addEventListener('DOMContentLoaded', start);
  addEventListener(
    'click',
    () => {
      const down = it.down;
      requestAnimationFrame(() => {
        const ch = new MessageChannel();
        ch.port1.onmessage = () => it.paints.push(performance.now() - down);
        ch.port2.postMessage(0);
      });
    },
    true,
  );
}

const settle = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 60))));
const take = () => {
  const it = globalThis.__taps;
  const out = { events: it.events, paints: it.paints, result: it.result };
  it.events = [];
  it.paints = [];
  it.result = [];
  return out;
};

// ---- driving -------------------------------------------------------------------------------------

const dialog = (page) => page.getByRole('dialog');
const card = (page, name) => page.getByRole('article', { name, exact: true });
const pending = (page) => page.getByRole('region', { name: 'Pending' });
const activation = (page) => page.getByRole('region', { name: 'Activation', exact: true });
const primary = (page) => page.locator('.bottombar .primary');
const undoButton = (page) => page.getByRole('button', { name: /^Undo/ }).first();
const visible = (l, timeout = 15_000) => l.first().waitFor({ state: 'visible', timeout });
const gone = (l) => l.first().waitFor({ state: 'detached', timeout: 15_000 });
const centred = async (l) => {
  await l.evaluate((e) => e.scrollIntoView({ block: 'center' }));
  return l;
};

async function apply(page) {
  await dialog(page).getByRole('button', { name: 'Apply' }).click();
  await gone(dialog(page));
}

async function startGame(page, url, spec) {
  await page.goto(url);
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByLabel('Game name').fill(spec.name);
  await page.getByRole('button', { name: spec.system }).click();
  if (spec.options) await spec.options(page);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  const players = Object.entries(spec.players);
  for (let i = 2; i < players.length; i++) await page.getByRole('button', { name: /^Add player/ }).click();
  for (const [i, [p]] of players.entries()) await page.getByLabel(`Player ${i + 1} name`).fill(p);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  for (const [p, cars] of players) {
    const slots = await page.getByLabel(new RegExp(`^${p} car \\d+ name$`)).count();
    for (let k = slots; k > cars.length; k--)
      await page.getByRole('button', { name: `Remove ${p}'s car ${k}` }).click();
    for (let k = slots; k < cars.length; k++) await page.getByRole('button', { name: `Add a car for ${p}` }).click();
    for (const [i, car] of cars.entries()) await page.getByLabel(`${p} car ${i + 1} name`).fill(car);
  }
  await page.getByRole('button', { name: 'Start game' }).click();
}

/**
 * Each system: setup (unmeasured) and turn (every `tap` measured). `tap(label, locator, done)`
 * clicks, waits for `done` (the result on screen), then collects the interaction's entries.
 */
const SYSTEMS = {
  'free play': {
    async setup(page, url) {
      await startGame(page, url, {
        system: /^Free play/,
        name: 'Bench free play',
        players: { Ann: ['Red Fury'], Bo: ['Blue Bolt'] },
      });
    },
    // The table at the start of the turn: after the setup and after every reload into the game.
    ready: (page, timeout) => visible(page.getByRole('button', { name: 'Pass turn' }), timeout),
    async turn(page, tap) {
      // Free play has no speed or hit boxes: its rule taps are a roll, passing the turn, undo.
      await page.getByRole('button', { name: 'Dice tray' }).click();
      const tray = page.getByRole('dialog', { name: 'Dice' });
      await tap('dice tray: roll 1D6', tray.getByRole('button', { name: /^Roll (1)?D6$/ }), () =>
        visible(tray.getByLabel('Result')),
      );
      await tray.getByRole('button', { name: 'Close' }).click();
      await gone(tray);
      await tap('pass turn', page.getByRole('button', { name: 'Pass turn' }), () =>
        visible(page.getByLabel('Turn').filter({ hasText: 'Bo to play' })),
      );
      await tap('undo (pass turn)', undoButton(page), () =>
        visible(page.getByLabel('Turn').filter({ hasText: 'Ann to play' })),
      );
    },
  },

  'White Line Fever': {
    async setup(page, url) {
      const placements = [
        ['Red Fury', 'Ann', 3],
        ['Blue Bolt', 'Bo', 3],
        ['Rust Bucket', 'Ann', 2],
        ['Green Ghost', 'Bo', 4],
      ];
      await startGame(page, url, {
        system: /^White Line Fever/,
        name: 'Bench WLF',
        players: { Ann: ['Red Fury', 'Rust Bucket'], Bo: ['Blue Bolt', 'Green Ghost'] },
      });
      const sheet = dialog(page);
      await page.getByRole('button', { name: 'Choose deployment' }).click();
      await sheet.getByRole('button', { name: 'Highway' }).click();
      await apply(page);
      await page.getByRole('button', { name: 'Roll off for placement' }).click();
      await sheet.getByRole('button', { name: 'Ann: 8' }).click();
      await sheet.getByRole('button', { name: 'Bo: 1' }).click();
      await apply(page);
      for (const [car, , speed] of placements)
        await page.getByRole('button', { name: `Place ${car} at speed ${speed}` }).click();
      await page.getByRole('button', { name: 'Roll off for first Driver' }).click();
      await sheet.getByRole('button', { name: 'Ann: 8' }).click();
      await sheet.getByRole('button', { name: 'Bo: 2' }).click();
      await apply(page);
    },
    ready: (page, timeout) => visible(page.getByLabel('Round').filter({ hasText: 'Ann drives' }), timeout),
    async turn(page, tap) {
      await tap('speed tap (Red Fury 4)', page.getByRole('button', { name: 'Red Fury speed 4' }), () =>
        visible(card(page, 'Red Fury').getByRole('button', { name: /^Speed 4, 40 mph/ })),
      );
      await tap('manoeuvre: Straight', page.getByRole('button', { name: 'Straight' }), () =>
        visible(page.getByRole('button', { name: 'Check!' })),
      );
      await tap('open control check', page.getByRole('button', { name: 'Check!' }), () => visible(dialog(page)));
      await tap('control die 6', dialog(page).getByRole('button', { name: /Control roll.*: 6$/ }), () =>
        visible(dialog(page).getByLabel('Outcome').filter({ hasText: 'passed' })),
      );
      await tap('control check Apply', dialog(page).getByRole('button', { name: 'Apply' }), () => gone(dialog(page)));
      await tap('open shot (Fire)', page.getByRole('button', { name: 'Fire' }), () => visible(dialog(page)));
      await tap('shot target', dialog(page).getByRole('button', { name: /^Blue Bolt/ }));
      // W-8: short range and back shot are facts the table declares before the roll.
      await tap('shot facts: Both', dialog(page).getByRole('button', { name: 'Both', exact: true }));
      await tap('shot die 2', dialog(page).getByRole('button', { name: 'Fire roll: 2' }));
      await tap(
        'shot result pick',
        dialog(page).getByRole('button', { name: /^Spin Out: \+1 short range, \+1 back shot \(4\)/ }),
        () => visible(dialog(page).getByLabel('Outcome').filter({ hasText: '= 4' })),
      );
      await tap('shot Apply', dialog(page).getByRole('button', { name: 'Apply' }), () => gone(dialog(page)));
      await tap('undo (shot)', undoButton(page), () => visible(page.getByRole('button', { name: /^Redo/ })));
    },
  },

  'Road Wolf': {
    async setup(page, url) {
      await startGame(page, url, {
        system: /^Road Wolf/,
        name: 'Bench RW',
        players: { Ann: ['Hammer', 'Anvil'], Bo: ['Nail', 'Screw'] },
      });
      for (const [car, type] of [
        ['Hammer', 'roadster'],
        ['Anvil', 'roadster'],
        ['Nail', 'coupe'],
        ['Screw', 'coupe'],
      ])
        await page.getByLabel(`Vehicle for ${car}`).selectOption(type);
      // Face-down tokens picked on this phone for both players (a phone passed around the table
      // holds every kind), so every command goes through the seal's checks (issue 32).
      for (const [player, picks] of [
        [
          'Ann',
          [
            ['Hammer', 'SPIKES'],
            ['Anvil', 'AMBUSH'],
          ],
        ],
        [
          'Bo',
          [
            ['Nail', 'SPIKES'],
            ['Screw', 'AMBUSH'],
          ],
        ],
      ]) {
        await page.getByRole('button', { name: `${player}: pick hidden tokens` }).click();
        for (const [car, kind] of picks) await page.getByLabel(`Add a token to ${car}`).selectOption(kind);
        await page.getByRole('button', { name: `Done with ${player}'s tokens` }).click();
      }
      await page.getByRole('button', { name: 'Lock the forces' }).click();
      const anyway = page.getByRole('button', { name: 'Lock anyway' });
      await visible(page.getByRole('button', { name: 'Roll for initiative' }).or(anyway));
      if (await anyway.isVisible()) await anyway.click();
      // A one-card road deck, so the road turn has a step to take.
      await page
        .getByRole('button', { name: /^(Deck|Set up road cards)$/ })
        .first()
        .click();
      const sheet = page.getByRole('dialog', { name: 'Road cards' });
      await sheet.getByRole('button', { name: 'The app’s deck' }).click();
      await sheet.getByRole('button', { name: 'All 0' }).click();
      await sheet.getByRole('button', { name: 'One Debris card more' }).click();
      await sheet.getByRole('button', { name: 'Use this deck (1 card)' }).click();
      await gone(sheet);
      await page.getByRole('button', { name: 'Roll for initiative' }).click();
      await dialog(page).getByRole('button', { name: 'Ann: 6 6', exact: true }).click();
      await dialog(page).getByRole('button', { name: 'Bo: 1 1', exact: true }).click();
      await apply(page);
    },
    ready: (page, timeout) => visible(page.getByLabel('Turn').filter({ hasText: 'Ann’s turn' }), timeout),
    async turn(page, tap) {
      const carButton = (car, name) =>
        pending(page).getByRole('button', { name }).or(card(page, car).getByRole('button', { name })).first();
      await tap('mark a hit (Screw)', page.getByRole('button', { name: 'Mark a hit on Screw (box 1 of 2)' }), () =>
        visible(card(page, 'Screw').filter({ hasText: 'Hits: 1 of 2 left' })),
      );
      await tap('undo (hit)', undoButton(page), () =>
        visible(card(page, 'Screw').filter({ hasText: 'Hits: 2 of 2 left' })),
      );
      await tap('move (Hammer)', card(page, 'Hammer').getByRole('button', { name: 'Move (1 action)' }), () =>
        visible(carButton('Hammer', 'Ram Nail')),
      );
      await tap('ram: Ram Nail', carButton('Hammer', 'Ram Nail'), () => visible(dialog(page)));
      await tap('ram die 5 and 3', dialog(page).getByRole('button', { name: 'Hammer rams: 5 3', exact: true }));
      await tap(
        'defend die 5 and 2',
        dialog(page).getByRole('button', { name: 'Nail defends: 5 2', exact: true }),
        () => visible(dialog(page).getByLabel('Outcome')),
      );
      await tap('ram Apply', dialog(page).getByRole('button', { name: 'Apply' }), () => gone(dialog(page)));
      await tap('undo (ram)', undoButton(page), () => visible(page.getByRole('button', { name: /^Redo/ })));
      await tap('move ends', pending(page).getByRole('button', { name: 'Move ends', exact: true }), () =>
        visible(dialog(page)),
      );
      await tap('move ends Apply', dialog(page).getByRole('button', { name: 'Apply' }), () => gone(dialog(page)));
      // To the road turn: both players end their turns (confirming unused actions), then a step.
      // Both have actions left, so the question comes; at 4x on a slow machine it may take seconds.
      for (let i = 0; i < 2; i++) {
        await page.getByRole('button', { name: 'End turn' }).click();
        const ask = page.getByRole('dialog', { name: 'Actions left' });
        if (
          await ask.waitFor({ timeout: 5000 }).then(
            () => true,
            () => false,
          )
        )
          await ask.getByRole('button', { name: 'End the turn' }).click();
        await gone(page.getByRole('dialog', { name: 'Actions left' }));
      }
      await visible(page.getByLabel('Turn').filter({ hasText: 'The road turn' }));
      await tap('road turn: draw the new card', page.getByRole('button', { name: 'Draw the new card (1 left)' }), () =>
        visible(page.getByLabel('Turn').filter({ hasText: 'New card: Debris' })),
      );
    },
  },

  'Dirty Wheels': {
    async setup(page, url) {
      await startGame(page, url, {
        system: /^Dirty Wheels/,
        name: 'Bench DW',
        players: { Ann: ['Hawk', 'Mule'], Bo: ['Shark', 'Crab'] },
        async options(p) {
          await p
            .getByRole('group', { name: 'Driver stats' })
            .getByRole('button', { name: /^8 points/ })
            .click();
          await p
            .getByRole('group', { name: 'Traits', exact: true })
            .getByRole('button', { name: /^Chosen/ })
            .click();
          await p
            .getByRole('group', { name: 'Upgrades', exact: true })
            .getByRole('button', { name: /^Chosen/ })
            .click();
        },
      });
      const build = async (car, type, [slot, weapon], config) => {
        const c = card(page, car);
        await c.getByRole('button', { name: `${car} is a ${type}` }).click();
        if (config)
          await c
            .getByRole('group', { name: `Weapon configuration of ${car}` })
            .getByRole('button', { name: new RegExp(`^${config}:`) })
            .click();
        await c.getByLabel(`${slot} of ${car}`).selectOption(weapon);
        await c.getByRole('button', { name: `Buy the even driver for ${car}` }).click();
      };
      await build('Hawk', 'standard', ['Fixed 1', 'light_laser'], 'A');
      await build('Mule', 'truck', ['Turret', 'heavy_laser']);
      await build('Shark', 'standard', ['Fixed 1', 'light_laser'], 'A');
      await build('Crab', 'truck', ['Turret', 'chain_gun']);
      await page.getByRole('button', { name: 'Lock the rosters' }).click();
      await page.getByRole('button', { name: 'Scenery done: deployment order' }).click();
      await visible(dialog(page));
      for (let i = 0; i < 12; i++) {
        const b = dialog(page).getByRole('button', { name: /^Roll \d*D\d+ for me$/ });
        if ((await b.count()) === 0) break;
        await b.first().click();
      }
      await apply(page);
      await page.getByRole('button', { name: 'Type the dice' }).click();
      for (const [car, f] of [
        ['Hawk', 6],
        ['Shark', 5],
        ['Mule', 1],
        ['Crab', 2],
      ])
        await dialog(page)
          .getByRole('button', { name: `${car} (initiative +2): ${f}`, exact: true })
          .click();
      await apply(page);
      await activation(page).getByRole('button', { name: 'Activate Hawk', exact: true }).click();
    },
    ready: (page, timeout) => visible(activation(page).getByRole('button', { name: 'Shoot Shark' }), timeout),
    async turn(page, tap) {
      await tap('open shot (Shoot Shark)', activation(page).getByRole('button', { name: 'Shoot Shark' }), () =>
        visible(dialog(page)),
      );
      await tap(
        'shot dice 4 and 2',
        // A pair's button is named by its two faces ("4 2"), as the pad reads them.
        dialog(page).getByRole('button', { name: 'Light laser: 3 dice, 4+ succeeds: 4 2', exact: true }),
      );
      await tap(
        'shot die 1',
        dialog(page).getByRole('button', { name: 'Light laser: 3 dice, 4+ succeeds: 1', exact: true }),
      );
      await tap('shot Apply', dialog(page).getByRole('button', { name: 'Apply' }), () => gone(dialog(page)));
      await tap(
        'mark a damage (Mule)',
        card(page, 'Mule').getByRole('button', { name: /^Mark a damage on Mule \(box 1 of/ }),
        () => visible(card(page, 'Mule').getByRole('button', { name: /^Clear a damage on Mule \(box 1 of/ })),
      );
      await tap('undo (damage)', undoButton(page), () =>
        visible(card(page, 'Mule').getByRole('button', { name: /^Mark a damage on Mule \(box 1 of/ })),
      );
      await tap('undo (shot)', undoButton(page), () =>
        visible(activation(page).getByRole('button', { name: 'Shoot Shark' })),
      );
    },
  },

  'Car Cult D20': {
    async setup(page, url) {
      await startGame(page, url, {
        system: /^Car Cult D20/,
        name: 'Bench CC',
        players: { Ann: ['Red Fury', 'Rust Bucket'], Bo: ['Blue Bolt', 'Green Ghost'] },
      });
      const add = async (car, ids) => {
        for (const id of ids) await page.getByLabel(`Add a card to ${car}`).selectOption(id);
      };
      await add('Red Fury', ['street', 'machine_gun', 'gutsy_gunner', 'armour_1']);
      await add('Rust Bucket', ['buggy', 'rifle']);
      await add('Blue Bolt', ['muscle', 'cannon', 'dangerous_driver']);
      await add('Green Ghost', ['buggy', 'flamethrower', 'fanatical_fixer']);
      await primary(page).click(); // Lock the roster
      await visible(page.getByRole('region', { name: 'Setup' }));
      for (let i = 0; i < 3; i++)
        await page.getByRole('button', { name: 'More starting Speed Tokens for Red Fury' }).click();
      await card(page, 'Blue Bolt')
        .getByRole('button', { name: /^Muscle car of Blue Bolt, AZ 2\b/ })
        .click();
      await primary(page).click(); // Start round 1
      await visible(page.getByRole('region', { name: 'Round' }).filter({ hasText: 'Next: Red Fury (Ann)' }));
      await primary(page).click(); // Activate Red Fury
    },
    ready: (page, timeout) => visible(activation(page).filter({ hasText: '0 of 3 Speed Tokens placed' }), timeout),
    async turn(page, tap) {
      const act = activation(page);
      const az = (track, n) => act.getByRole('button', { name: new RegExp(`^${track}, AZ ${n}\\b`) });
      await tap('allocate: Street car AZ 4', await centred(az('Street car of Red Fury', 4)), () =>
        visible(act.filter({ hasText: '1 of 3 Speed Tokens placed' })),
      );
      await tap('allocate: Machine gun AZ 1', await centred(az('Machine gun of Red Fury', 1)), () =>
        visible(act.filter({ hasText: '2 of 3 Speed Tokens placed' })),
      );
      await tap('allocate: Gutsy Gunner AZ 2', await centred(az('Gutsy Gunner of Red Fury', 2)), () =>
        visible(act.filter({ hasText: '3 of 3 Speed Tokens placed' })),
      );
      await tap('Allocate (3 of 3)', primary(page), () => visible(act.filter({ hasText: 'Move Red Fury between' })));
      await tap(
        'open attack (Machine gun at Blue Bolt)',
        act.getByRole('button', { name: 'Machine gun attacks Blue Bolt' }),
        () => visible(dialog(page)),
      );
      await tap('in range: Yes', dialog(page).getByRole('button', { name: 'Yes' }));
      for (const f of [20, 1, 12])
        await tap(
          `attack die ${f}`,
          dialog(page).getByRole('button', { name: `Machine gun: 3 D20s: ${f}`, exact: true }),
        );
      await tap('attack Apply', dialog(page).getByRole('button', { name: 'Apply' }), () => gone(dialog(page)));
      await tap(
        'place DT: Cannon AZ 1',
        await centred(pending(page).getByRole('button', { name: /^Cannon of Blue Bolt, AZ 1/ })),
        () => visible(pending(page).getByRole('button', { name: /^Dangerous Driver of Blue Bolt, AZ 2/ })),
      );
      await tap(
        'place DT: Dangerous Driver AZ 2',
        await centred(pending(page).getByRole('button', { name: /^Dangerous Driver of Blue Bolt, AZ 2/ })),
        () => gone(pending(page)),
      );
      await tap('undo (DT)', undoButton(page), () => visible(pending(page)));
    },
  },
};

// ---- statistics and profiles -------------------------------------------------------------------

const median = (xs) => {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const r1 = (x) => (x == null ? null : Math.round(x * 10) / 10);

/** Self time per function (ms) from a CDP CPU profile, largest first. */
function topSelfTime(profile, n) {
  const byId = new Map(profile.nodes.map((x) => [x.id, x]));
  const self = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const cf = byId.get(profile.samples[i]).callFrame;
    const file = cf.url ? cf.url.replace(/^.*\//, '') : '';
    const key = `${cf.functionName || '(anonymous)'} ${file}${file ? `:${cf.lineNumber + 1}:${cf.columnNumber + 1}` : ''}`;
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    self.set(key, (self.get(key) ?? 0) + dt);
  }
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([fn, ms]) => ({ fn, ms: r1(ms) }));
}

/** Renderer time by kind (ms) from trace events: script, style, layout, paint; element counts. */
function renderCost(events) {
  const kinds = {
    FunctionCall: 'script',
    EventDispatch: 'script',
    TimerFire: 'script',
    FireAnimationFrame: 'script',
    RunMicrotasks: 'script',
    UpdateLayoutTree: 'style',
    Layout: 'layout',
    Paint: 'paint',
    PrePaint: 'paint',
    Layerize: 'paint',
    Commit: 'paint',
    'v8.compile': 'compile',
    'V8.CompileCode': 'compile',
    'V8.CompileLazy': 'compile',
    'v8.parseOnBackground': 'bgcompile',
    MinorGC: 'gc',
    MajorGC: 'gc',
    'V8.GC_SCAVENGER': 'gc',
    'V8.GC_MC_BACKGROUND_MARKING': 'bggc',
    'V8.GCScavenger': 'gc',
    ParseHTML: 'parse',
    'v8.compileModule': 'compile',
    'v8.run': 'v8run',
  };
  const out = { script: 0, compile: 0, gc: 0, style: 0, layout: 0, paint: 0, styleElements: 0, layoutObjects: 0 };
  const names = {};
  // The renderer main thread's CPU time over the tap (thread time of its top-level tasks, so a
  // busy machine's waiting is not in it): the steadiest A/B figure on a shared machine.
  const mains = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  out.cpu = r1(
    events
      .filter((e) => e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask' && mains.has(`${e.pid}:${e.tid}`))
      .reduce((a, e) => a + (e.tdur ?? 0), 0) / 1000,
  );
  for (const e of events) {
    const k = kinds[e.name];
    if (e.ph === 'X' && /compile|parse|gc/i.test(e.name)) names[e.name] = (names[e.name] ?? 0) + (e.dur ?? 0) / 1000;
    if (e.ph !== 'X' || !k) continue;
    out[k] += (e.dur ?? 0) / 1000;
    if (e.name === 'UpdateLayoutTree') out.styleElements = Math.max(out.styleElements, e.args?.elementCount ?? 0);
    if (e.name === 'Paint' && VERBOSE) {
      out.paints ??= [];
      out.paints.push(
        `${e.args?.data?.nodeName ?? '?'} ${(e.args?.data?.clip ?? []).filter((_, i) => i % 2 === 0).join(',')}|${(e.args?.data?.clip ?? []).filter((_, i) => i % 2).join(',')} ${r1(e.dur / 1000)}`,
      );
    }
    if (e.name === 'Layout') out.layoutObjects = Math.max(out.layoutObjects, e.args?.beginData?.dirtyObjects ?? 0);
  }
  for (const k of ['script', 'compile', 'gc', 'style', 'layout', 'paint']) out[k] = r1(out[k]);
  if (VERBOSE) out.names = Object.fromEntries(Object.entries(names).map(([k, v]) => [k, r1(v)]));
  return out;
}

// ---- the long game -------------------------------------------------------------------------------

/** In the page: opens the app's own IndexedDB at the version its build made (never upgrades it). */
async function openAppDb() {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open('pitwall');
    req.onupgradeneeded = () => {
      req.transaction.abort();
      reject(new Error("IndexedDB 'pitwall' does not exist yet (the app should have created it)"));
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
    req.onblocked = () => reject(new Error('opening pitwall was blocked'));
  });
}

/**
 * In the page: a game's row and journal as stored (src/persist/db-open.ts: the `games` row with
 * its head, `pages` of 500 entries as JSON, loose `entries` records), and how it is stored.
 */
async function readGame(gameId) {
  const db = await globalThis.__openAppDb();
  try {
    const tx = db.transaction(['games', 'pages', 'entries'], 'readonly');
    const range = IDBKeyRange.bound([gameId, 0], [gameId, Number.MAX_SAFE_INTEGER]);
    const req = (r) =>
      new Promise((res, rej) => {
        r.onsuccess = () => res(r.result);
        r.onerror = () => rej(r.error);
      });
    const [row, pages, loose] = await Promise.all([
      req(tx.objectStore('games').get(gameId)),
      req(tx.objectStore('pages').getAll(range)),
      req(tx.objectStore('entries').getAll(range)),
    ]);
    if (!row) throw new Error(`no game ${gameId} in IndexedDB`);
    const { snapshot, ...fields } = row; // the saved state stays in the page (a cache of the journal)
    const entries = [];
    for (const p of pages) entries.push(...JSON.parse(p.json));
    for (const r of loose) if (r.seq === entries.length) entries.push(r.entry);
    entries.length = Math.min(entries.length, row.head);
    return { row: fields, entries, pages: pages.length, loose: loose.length, snapshotSeq: snapshot?.seq ?? null };
  } finally {
    db.close();
  }
}

/**
 * In the page: rewrites the game as `base` (its journal at the start of the turn) followed by
 * core commands every system accepts, up to `count` entries: dice rolls (as the dice tray records
 * them) and car notes, with now and then an undo and straight away its redo. They change no
 * counter a rule reads, so the scripted turn plays the same as in the fresh game, over a log of
 * `count` rows. Written as an older build leaves a game (loose entry records, no saved state):
 * the app's first open replays it, saves a snapshot and folds the entries into pages, as it does
 * for any game it did not write itself.
 */
async function writeLongGame({ gameId, base, count }) {
  let seed = 0x5eed1234; // mulberry32: the same journal every run
  const rand = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const pick = (xs) => xs[Math.floor(rand() * xs.length)];
  const entries = [...base.entries];
  const last = entries[entries.length - 1];
  const from = (last ? (last.kind === 'do' ? last.command.at : last.at) : 0) || Date.now() - 60_000;
  const step = Math.max(1, Math.floor((Date.now() - 1000 - from) / (count - entries.length + 1)));
  let at = from;
  let undos = 0;
  let fillers = 0;
  const carIds = base.row.setup.cars.map((c) => c.id);
  while (entries.length < count) {
    at += step;
    if (fillers > 0 && count - entries.length >= 2 && rand() < 0.03) {
      entries.push({ kind: 'undo', at }, { kind: 'redo', at: at + 1 });
      undos++;
      continue;
    }
    let command;
    if (rand() < 0.6) {
      const sides = pick([6, 6, 6, 20, 8, 12]);
      const faces = Array.from({ length: 1 + Math.floor(rand() * 3) }, () => 1 + Math.floor(rand() * sides));
      command = {
        type: 'dice.roll',
        payload: { purpose: pick(['Shot', 'Ram', 'Skid', 'Hazard', '']), pools: [{ sides, faces }], source: 'app' },
        at,
      };
    } else {
      command = { type: 'car.note', payload: { carId: pick(carIds), text: `note ${entries.length}` }, at };
    }
    entries.push({ kind: 'do', command });
    fillers++;
  }
  const db = await globalThis.__openAppDb();
  try {
    await new Promise((resolve, reject) => {
      const tx = db.transaction(['games', 'pages', 'entries'], 'readwrite');
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error ?? new Error('transaction aborted'));
      const range = IDBKeyRange.bound([gameId, 0], [gameId, Number.MAX_SAFE_INTEGER]);
      tx.objectStore('pages').delete(range);
      const es = tx.objectStore('entries');
      es.delete(range);
      entries.forEach((entry, seq) => {
        es.put({ gameId, seq, entry });
      });
      // base.row comes without its snapshot: the app replays the new journal on its first open.
      tx.objectStore('games').put({ ...base.row, head: entries.length, updatedAt: at });
    });
  } finally {
    db.close();
  }
  return { entries: entries.length, fillers, undoRedoPairs: undos };
}

// ---- serving -------------------------------------------------------------------------------------

/** `vite preview` of a second build (--ab=<dir>), on PORT_B or a free port, stopped with its group. */
const serveB = (dir) => startPreview(process.env.PORT_B ? [Number(process.env.PORT_B)] : undefined, dir);

// ---- run -----------------------------------------------------------------------------------------

const server = await startPreview(PORTS);
const serverB = AB ? await serveB(AB) : null;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
/** Steps that could not be done: the bench did not do what it says, so it fails (exit 1). */
const problems = [];
/** Printed, not failed on: console errors, the app's housekeeping not seen. */
const warnings = [];

/**
 * One system: a fresh context, the setup (unmeasured), then for each of MODES a reload into the
 * game and the scripted turn, every tap measured: 'fresh' the game as set up, 'long' the same game
 * with its journal made LONG entries long (writeLongGame) before the reload. Both turns start
 * from a reload, so they differ only in the journal. Returns { fresh, long }: the taps, or null
 * when that turn did not complete (the reason is in `problems`).
 */
async function runSystem(name, sys, run, url = server.url) {
  // BENCH_CSS=<rules>: an experiment's extra stylesheet (CSP bypassed for it only).
  const ctx = await browser.newContext({ viewport: VIEWPORT, ...(process.env.BENCH_CSS ? { bypassCSP: true } : {}) });
  await ctx.addInitScript(installObservers);
  await ctx.addInitScript(`globalThis.__openAppDb = ${openAppDb.toString()};`);
  if (process.env.BENCH_CSS)
    await ctx.addInitScript(
      (css) =>
        addEventListener('DOMContentLoaded', () =>
          document.head.append(Object.assign(document.createElement('style'), { textContent: css })),
        ),
      process.env.BENCH_CSS,
    );
  const page = await ctx.newPage();
  page.setDefaultTimeout(15_000);
  let mode = 'setup';
  const label = () => (mode === 'long' ? `${name} ${LONG_LABEL}` : name);
  page.on('pageerror', (e) => problems.push(`${label()}: page error: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && warnings.push(`${label()}: console error: ${m.text()}`));
  const cdp = await ctx.newCDPSession(page);
  const out = { fresh: null, long: null };
  const pageText = () => page.evaluate(() => document.body?.innerText.slice(0, 800)).catch(() => '(unreadable)');
  const saved = () => page.locator('[data-save="saved"]').first().waitFor({ state: 'attached', timeout: 15_000 });
  let gameUrl;
  let base;
  try {
    await sys.setup(page, url);
    await sys.ready(page);
    await saved();
    gameUrl = page.url();
    const id = /#\/game\/([^/?#]+)/.exec(gameUrl)?.[1];
    if (!id) throw new Error(`the setup did not end on a game's URL (${gameUrl})`);
    if (MODES.includes('long')) base = await page.evaluate(readGame, decodeURIComponent(id));
    if (base) base.id = decodeURIComponent(id);
  } catch (e) {
    problems.push(`${name}: the setup did not complete: ${brief(e)}\n--- page text ---\n${await pageText()}\n---`);
    await ctx.close();
    return out;
  }

  for (mode of MODES) {
    const taps = [];
    let stage = 'reload into the game';
    try {
      if (mode === 'long') {
        stage = `make the journal ${LONG.toLocaleString('en-US')} entries long`;
        if (base.entries.length >= LONG)
          throw new Error(`the game already has ${base.entries.length} entries after its setup`);
        const w = await page.evaluate(writeLongGame, { gameId: base.id, base, count: LONG });
        stage = 'first open of the long game (it replays, then saves a snapshot and compacts)';
        await page.reload();
        await sys.ready(page, 60_000);
        await saved();
        // The app's housekeeping after opening a game it did not write (a snapshot, pages of 500):
        // a player's long game is stored that way, so the turn is measured on it. Not seen in 30 s
        // (another storage design?): a warning, and the turn runs on whatever is stored.
        const deadline = Date.now() + 30_000;
        let st;
        for (;;) {
          st = await page.evaluate(readGame, base.id);
          if (st.snapshotSeq === st.row.head && st.pages === Math.floor(st.row.head / 500)) break;
          if (Date.now() > deadline) {
            warnings.push(
              `${label()}: after the first open, no snapshot at the head and pages within 30 s (snapshot at ${st.snapshotSeq}, ${st.pages} pages, ${st.loose} loose entries, head ${st.row.head})`,
            );
            break;
          }
          await page.waitForTimeout(200);
        }
        if (st.row.head !== w.entries)
          throw new Error(`the stored head is ${st.row.head} after the first open, ${w.entries} were written`);
        stage = 'reload into the long game';
      }
      // A reload before either turn, so both start from a game opened from storage.
      await page.reload();
      await sys.ready(page, mode === 'long' ? 60_000 : 15_000);
      await saved();
      if (mode === 'long') {
        const n = await page.evaluate(readGame, base.id);
        if (n.row.head !== LONG) throw new Error(`the game's head is ${n.row.head}, not ${LONG}`);
      }
      await page.waitForTimeout(300); // the app's after-open work (service worker check) settles
      await page.evaluate(settle);
      await page.evaluate(take); // what happened before is not counted
      stage = 'the scripted turn';
      await measureTurn(page, cdp, sys, label(), run, taps);
      out[mode] = taps;
    } catch (e) {
      problems.push(
        `${label()}: ${stage === 'the scripted turn' ? `the scripted turn stopped after ${taps.length} taps` : `could not ${stage}`}: ${brief(e)}\n--- page text ---\n${await pageText()}\n---`,
      );
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => {});
    }
  }
  await ctx.close();
  return out;
}

/** Playwright's error in a line: what failed, and the locator it was waiting for. */
const brief = (e) => {
  const lines = stripVTControlCharacters(String(e?.message ?? e)).split('\n'); // its colour codes out
  const waiting = lines.find((l) => /waiting for /.test(l))?.trim();
  return `${lines[0]}${waiting && !lines[0].includes(waiting) ? ` (${waiting})` : ''}`;
};

/** The scripted turn at RATE x slowdown, every tap measured into `taps`; throws when a tap fails. */
async function measureTurn(page, cdp, sys, name, run, taps) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
  if (PROFILE) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  }
  const tap = (label, locator, done) =>
    measureTap(label, locator, done).catch((e) => {
      throw new Error(`tap "${label}": ${brief(e)}`);
    });
  const measureTap = async (label, locator, done) => {
    let profile = null;
    let trace = null;
    if (TRACE) {
      // Where the frame goes: the renderer's own trace events around a bare click.
      await locator.scrollIntoViewIfNeeded();
      const box = await locator.boundingBox();
      await browser.startTracing(page, {
        categories: [
          'toplevel',
          'devtools.timeline',
          'v8',
          'disabled-by-default-v8.compile',
          'disabled-by-default-devtools.timeline',
        ],
      });
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await page.evaluate(settle);
      trace = renderCost(JSON.parse((await browser.stopTracing()).toString()).traceEvents);
      if (done) await done();
    } else if (PROFILE) {
      // Profile only this tap: the locator is resolved (Playwright's own script runs) first,
      // then a bare mouse click at its centre between Profiler.start and stop.
      await locator.scrollIntoViewIfNeeded();
      const box = await locator.boundingBox();
      await cdp.send('Profiler.start');
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await page.evaluate(settle);
      profile = (await cdp.send('Profiler.stop')).profile;
      if (PROFILE_DIR)
        writeFileSync(
          join(PROFILE_DIR, `${name}-${label}.cpuprofile`.replace(/[^\w.-]+/g, '_')),
          JSON.stringify(profile),
        );
      if (done) await done();
    } else {
      await locator.click();
      if (done) await done();
    }
    await page.evaluate(settle);
    const { events, paints, result } = await page.evaluate(take);
    // The page's own click listener saw no click: the tap did not reach the page.
    if (!paints.length) throw new Error('the page saw no click');
    // What the frame has to style, lay out and paint: the page's elements and height after the tap.
    const dom = await page.evaluate(() => ({
      elements: document.getElementsByTagName('*').length,
      height: document.documentElement.scrollHeight,
    }));
    // One click = one interaction (pointerdown, pointerup, click share an interactionId).
    const byId = new Map();
    for (const e of events) if (e.interactionId) byId.set(e.interactionId, [...(byId.get(e.interactionId) ?? []), e]);
    const inter = [...byId.values()].map((es) => {
      const worst = es.reduce((a, b) => (b.duration > a.duration ? b : a));
      return {
        duration: worst.duration,
        event: worst.name,
        inputDelay: r1(worst.processingStart - worst.startTime),
        processing: r1(Math.max(...es.map((e) => e.processingEnd)) - Math.min(...es.map((e) => e.processingStart))),
        presentation: r1(worst.startTime + worst.duration - Math.max(...es.map((e) => e.processingEnd))),
        target: worst.target,
      };
    });
    const worst = inter.reduce((a, b) => (a && a.duration >= b.duration ? a : b), null);
    taps.push({
      tap: label,
      // No entry: under the API's 16 ms threshold.
      duration: worst?.duration ?? null,
      under16: !worst,
      nextPaint: r1(paints.length ? Math.max(...paints) : null),
      resultPaint: r1(result.length ? Math.max(...result) : null),
      ...(worst
        ? {
            event: worst.event,
            inputDelay: worst.inputDelay,
            processing: worst.processing,
            presentation: worst.presentation,
          }
        : {}),
      interactions: inter.length,
      dom,
      ...(trace ? { trace } : {}),
      ...(profile
        ? { profile: topSelfTime(profile, 10).filter((f) => !/^\((idle|garbage collector)\)/.test(f.fn)) }
        : {}),
    });
  };
  // The machine's own floor: a tap on the page title, which runs no handler and changes nothing.
  // Reported beside the system's figures (not in its worst/median): what any tap costs here.
  await tap('(floor: a tap that changes nothing)', page.locator('h1').first());
  await sys.turn(page, tap);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    // Screen by screen, as a player scrolls it (a full page would be scaled down to nothing).
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0, k = 1; y < height; y += VIEWPORT.height - 120, k++) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.screenshot({ path: join(SHOTS, `${name.replace(/\W+/g, '-')}-${run + 1}-${k}.png`) });
    }
  }
  if (TRACE) {
    console.log(`\n${name} run ${run + 1}: renderer time per tap (ms, 4x slowdown; nested events overlap)`);
    for (const t of taps)
      console.log(
        `  ${String(t.duration ?? '≤16').padStart(4)}  ${JSON.stringify(t.trace)}  ${t.dom.elements} el ${t.dom.height} px  ${t.tap}`,
      );
  }
  if (PROFILE) {
    console.log(`\n${name} run ${run + 1}: self time per tap over one frame (4x slowdown)`);
    for (const t of taps) {
      if ((t.duration ?? 0) <= FRAME_MS) continue;
      console.log(
        `  ${t.tap}: ${t.duration} ms (input delay ${t.inputDelay}, processing ${t.processing}, to paint ${t.presentation})`,
      );
      for (const { fn, ms } of t.profile) console.log(`    ${String(ms).padStart(7)} ms  ${fn}`);
    }
  }
}

/** runs[run][row] = taps, or null when that turn did not complete; a row is a system, its long game apart. */
const runs = [];
const expected = [];
try {
  console.log(
    `serving ${server.outDir} at ${server.url}; CPU throttling ${RATE}x; ${RUNS} run(s); ${MODES.map((m) => (m === 'long' ? `a game of ${LONG.toLocaleString('en-US')} commands` : 'a fresh game')).join(' and ')} per system${SMOKE ? ' (smoke: figures not judged)' : ''}\n`,
  );
  for (let run = 0; run < RUNS; run++) {
    const rows = {};
    for (const [name, sys] of Object.entries(SYSTEMS)) {
      if (only.length && !only.some((o) => name.toLowerCase().includes(o.toLowerCase()))) continue;
      // A/B: both builds in the same minute, in turn (B first on odd runs), so the machine's
      // load, which swings the figures by 2-3x here, falls on both alike.
      const variants = serverB ? (run % 2 ? ['B', 'A'] : ['A', 'B']) : [null];
      for (const v of variants) {
        const row = v ? `${name} [${v}]` : name;
        const r = await runSystem(row, sys, run, v === 'B' ? serverB.url : server.url);
        for (const m of MODES) {
          const key = m === 'long' ? `${row} ${LONG_LABEL}` : row;
          rows[key] = r[m];
          if (run === 0) expected.push(key);
        }
      }
    }
    runs.push(rows);
  }
} finally {
  await browser.close();
  server.stop();
  serverB?.stop();
}

// ---- report --------------------------------------------------------------------------------------

// A tap under the threshold counts as 16 in the worst/median figures ("≤ 16").
const dur = (t) => t.duration ?? FRAME_MS;
const fmt = (ms, under) => (under ? '≤16' : String(ms));
const summary = {};
for (const name of expected) {
  summary[name] = runs.map((r) => {
    const all = r[name];
    if (!all) return null;
    const floor = all.find((t) => t.tap.startsWith('(floor'));
    const taps = all.filter((t) => t !== floor);
    const worst = taps.reduce((a, b) => (a && dur(a) >= dur(b) ? a : b), null);
    return {
      taps: taps.length,
      floor: floor ? { duration: floor.duration, under16: floor.under16, nextPaint: floor.nextPaint } : null,
      worst: worst
        ? { tap: worst.tap, duration: dur(worst), under16: worst.under16, nextPaint: worst.nextPaint }
        : null,
      median: median(taps.map(dur)),
      total: taps.reduce((a, t) => a + dur(t), 0),
      medianNextPaint: r1(median(taps.map((t) => t.nextPaint).filter((x) => x != null))),
      medianResultPaint: r1(median(taps.map((t) => t.resultPaint).filter((x) => x != null))),
      worstResultPaint: taps.reduce(
        (a, t) => (t.resultPaint != null && (!a || t.resultPaint > a.ms) ? { tap: t.tap, ms: t.resultPaint } : a),
        null,
      ),
      overFrame: taps.filter((t) => dur(t) > FRAME_MS).map((t) => `${t.tap} (${t.duration})`),
      // The handlers' time with the render they cause (Preact renders in a microtask of the
      // click, a layout effect in the same commit): what a change to the UI code moves first.
      medianProcessing: r1(median(taps.map((t) => t.processing).filter((x) => x != null))),
      // --trace: the renderer main thread's CPU time per tap (median) and the floor's.
      ...(TRACE
        ? {
            medianCpu: r1(median(taps.map((t) => t.trace?.cpu).filter((x) => x != null))),
            floorCpu: floor?.trace?.cpu ?? null,
          }
        : {}),
    };
  });
}

const pad = (s, n) => String(s).padEnd(n);
const W = Math.max(22, ...expected.map((n) => n.length + 2));
const x2 = (a, b) => (a != null && b ? `${(a / b).toFixed(2)}x` : '-');
const floorOf = (p) => (p.floor ? dur(p.floor) : null);
console.log(
  `\n${pad('system', W)}${pad('run', 5)}${pad('floor', 7)}${pad('taps', 6)}${pad('worst ms', 10)}${pad('median', 8)}${pad('worst/floor', 13)}${pad('median/floor', 14)}${pad('next paint med', 16)}${pad('result paint med/worst', 24)}worst tap`,
);
for (const [name, per] of Object.entries(summary)) {
  per.forEach((p, i) => {
    if (!p) {
      console.log(`${pad(name, W)}${pad(i + 1, 5)}the scripted turn did not complete (see below)`);
      return;
    }
    console.log(
      `${pad(name, W)}${pad(i + 1, 5)}${pad(p.floor ? fmt(p.floor.duration, p.floor.under16) : '-', 7)}${pad(p.taps, 6)}${pad(p.worst ? fmt(p.worst.duration, p.worst.under16) : '-', 10)}${pad(p.median == null ? '-' : p.median <= FRAME_MS ? '≤16' : p.median, 8)}${pad(x2(p.worst?.duration, floorOf(p)), 13)}${pad(x2(p.median, floorOf(p)), 14)}${pad(p.medianNextPaint ?? '-', 16)}${pad(`${p.medianResultPaint ?? '-'} / ${p.worstResultPaint?.ms ?? '-'}`, 24)}${p.worst?.tap ?? '-'}`,
    );
  });
}
console.log(
  `(floor: a tap on the title that changes nothing, same context and minute; a tap with no Event Timing entry counts as 16 ms, the API's threshold)`,
);
console.log('\nprocessing (event handlers and the render they cause, ms at 4x), median per run');
for (const [name, per] of Object.entries(summary))
  console.log(`${pad(name, W)}${per.map((p) => String(p?.medianProcessing ?? '-').padEnd(7)).join('')}`);
if (TRACE) {
  console.log('\nmain-thread CPU per tap (thread time, ms; --trace): median of the turn / the floor tap');
  for (const [name, per] of Object.entries(summary))
    console.log(`${pad(name, W)}${per.map((p) => (p ? `${p.medianCpu} / ${p.floorCpu}` : '-')).join('   ')}`);
}

// The long game against the fresh one of the same system and run: the same taps, in the same
// context, a minute apart (the target: within 1.2 x).
const longVsFresh = {};
if (MODES.includes('long') && MODES.includes('fresh')) {
  console.log(
    `\nlong/fresh: the same turn in a game of ${LONG.toLocaleString('en-US')} commands against the fresh game, same context and run (target <= ${LONG_RATIO} x)`,
  );
  console.log(`${pad('system', W)}${pad('run', 5)}${pad('median', 20)}${pad('worst', 20)}sum of the turn's taps`);
  for (const name of expected.filter((n) => n.endsWith(LONG_LABEL))) {
    const fresh = name.slice(0, -LONG_LABEL.length - 1);
    longVsFresh[fresh] = summary[name].map((l, i) => {
      const f = summary[fresh][i];
      if (!l || !f) {
        console.log(`${pad(fresh, W)}${pad(i + 1, 5)}-`);
        return null;
      }
      const r = { median: l.median / f.median, worst: l.worst.duration / f.worst.duration, total: l.total / f.total };
      const cell = (a, b, q) => pad(`${a}/${b} ${q.toFixed(2)}x`, 20);
      console.log(
        `${pad(fresh, W)}${pad(i + 1, 5)}${cell(l.median, f.median, r.median)}${cell(l.worst.duration, f.worst.duration, r.worst)}${l.total}/${f.total} ${r.total.toFixed(2)}x`,
      );
      return Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Math.round(v * 100) / 100]));
    });
  }
}

const over = Object.entries(summary).flatMap(([name, per]) =>
  per.flatMap((p, i) => (p ? p.overFrame.map((o) => `${name} run ${i + 1}: ${o}`) : [])),
);
const incomplete = Object.entries(summary).flatMap(([name, per]) =>
  per.flatMap((p, i) => (p ? [] : [`${name} run ${i + 1}`])),
);
const broken = problems.length > 0 || incomplete.length > 0 || expected.length === 0;
const pass = over.length === 0 && !broken;
if (over.length && !SMOKE)
  console.log(`\nover one frame (Event Timing duration > ${FRAME_MS} ms):\n  ${over.join('\n  ')}`);
if (warnings.length) console.log(`\nwarnings (not failed on):\n  ${warnings.join('\n  ')}`);
if (problems.length) console.log(`\nproblems:\n  ${problems.join('\n  ')}`);
if (!SMOKE)
  console.log(
    `\n${pass ? 'PASS' : 'FAIL'}: every measured tap paints within one frame (Event Timing duration ≤ ${FRAME_MS} ms at ${RATE}x CPU slowdown)`,
  );

mkdirSync(join(root, 'reports'), { recursive: true });
const reportName = SMOKE ? 'bench-taps-smoke.json' : 'bench-taps.json';
writeFileSync(
  join(root, 'reports', reportName),
  JSON.stringify(
    {
      at: new Date().toISOString(),
      rate: RATE,
      frameMs: FRAME_MS,
      viewport: VIEWPORT,
      modes: MODES,
      longCommands: MODES.includes('long') ? LONG : null,
      runs,
      summary,
      longVsFresh,
      over,
      incomplete,
      problems,
      warnings,
      pass,
    },
    null,
    1,
  ),
);
console.log(`wrote reports/${reportName}`);
if (broken) {
  console.error(
    `\nbench-taps FAILED: ${incomplete.length ? `no complete scripted turn for ${incomplete.join(', ')}` : expected.length ? 'a step failed' : 'no system matched --only'} (the problems above name the step)`,
  );
  process.exit(1);
}
if (SMOKE) console.log(`\nbench-taps smoke OK: every system's scripted turn ran complete (${expected.join('; ')})`);
