// The frame every make-<system>-fixture.mjs script shares: a whole game played through the real
// reducer and Timeline, exported as the app exports it. Each script gives only its game. Every
// command is applied as it is written, so a command the rules refuse stops the script; the file
// is a journal that replays.
//
// Options every script takes:
//   --force       replace the committed fixture (it is old data that must keep opening, so an
//                 existing file is not overwritten without it)
//   --out=<path>  write somewhere else instead (e.g. to compare with the committed file)
//   --dry         play and print, write nothing
import { existsSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createServer } from 'vite';

/**
 * @param {object} spec
 * @param {string} spec.file        the fixture's name under tests/fixtures/
 * @param {string} spec.system      the system id (its rules live in /src/rules/<system>/)
 * @param {string} spec.id          the exported game's id
 * @param {string} spec.name        the exported game's name
 * @param {number} spec.createdAt   the game's clock start (ms)
 * @param {number} spec.stepMs      the clock's step between journal entries (ms)
 * @param {object[]} spec.players
 * @param {object[]} spec.cars
 * @param {(load: (path: string) => Promise<any>) => Promise<object>} [spec.sheet]
 *   the game's own sheet (issue 33: a system that plays a sheet keeps it in setup.sheet)
 * @param {(g: object) => Promise<{ verify?: () => void, summary: (doc: object) => string, dry?: (doc: object) => string }>} play
 *   plays the game on g = { load, rules, setup, t, s, run, undo, redo, explain, dry, step }; verify() throws unless the
 *   game ended as it should (checked before anything is written); summary() is the line printed.
 */
export async function makeFixture(spec, play) {
  const args = process.argv.slice(2);
  const dry = args.includes('--dry');
  const outArg = args.find((a) => a.startsWith('--out='));
  const rel = `tests/fixtures/${spec.file}`;
  const out = outArg ? pathToFileURL(resolve(outArg.slice('--out='.length))) : new URL(`../${rel}`, import.meta.url);
  if (!dry && !outArg && existsSync(out) && !args.includes('--force')) {
    console.error(`${rel} exists; pass --force to replace it.`);
    process.exit(1);
  }

  const vite = await createServer({
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
    logLevel: 'error',
  });
  try {
    const load = (path) => vite.ssrLoadModule(path);
    const { default: rules } = await load(`/src/rules/${spec.system}/index.ts`);
    // A system with no house rules (issue 33: a sheet game's rules are its sheet) has no data.ts.
    const { HOUSE_RULES } = spec.sheet ? { HOUSE_RULES: [] } : await load(`/src/rules/${spec.system}/data.ts`);
    const { makeReducer, initialState } = await load('/src/game/game-reducer.ts');
    const { Timeline } = await load('/src/game/timeline.ts');
    const { openGame } = await load('/src/game/open-game.ts');
    const { loadKit } = await load('/src/systems/index.ts');

    const setup = {
      players: spec.players,
      cars: spec.cars,
      houseRules: Object.fromEntries(HOUSE_RULES.map((h) => [h.id, h.default])),
      ...(spec.sheet ? { sheet: await spec.sheet(load) } : {}),
      ...(rules.rulesRevision ? { rulesRevision: rules.rulesRevision } : {}),
      payloadVersion: (await loadKit(spec.system)).payloadVersion,
    };
    let at = spec.createdAt;
    const t = new Timeline(makeReducer(rules, setup), initialState(rules, setup));
    const s = () => t.state.sys;
    const step = () => (at += spec.stepMs);
    let onRefuse = () => '';
    const run = (type, payload = {}) => {
      try {
        t.push({ kind: 'do', command: { type, payload, at: step() } });
      } catch (e) {
        console.error(`refused: ${type} ${JSON.stringify(payload)}\n${onRefuse()}`);
        throw e;
      }
    };
    const undo = () => t.push({ kind: 'undo', at: step() });
    const redo = () => t.push({ kind: 'redo', at: step() });
    /** What a refused command prints after itself (a script's view of the state). */
    const explain = (fn) => {
      onRefuse = fn;
    };

    const ending = await play({ load, rules, setup, t, s, run, undo, redo, explain, dry, step });

    const doc = {
      schemaVersion: 1,
      id: spec.id,
      name: spec.name,
      system: spec.system,
      createdAt: spec.createdAt,
      updatedAt: at,
      setup,
      journal: t.entries,
      // An export "with my hidden tokens" (issue 32) carries the kinds its phone held beside the game.
      ...(ending.hidden ? { hidden: ending.hidden() } : {}),
    };
    const opened = await openGame(JSON.parse(JSON.stringify(doc)));
    if (!opened.ok) throw new Error(opened.error);
    if (dry) {
      console.log(`(dry) ${ending.dry ? ending.dry(doc) : ending.summary(doc)}`);
      return;
    }
    ending.verify?.();
    writeFileSync(out, `${JSON.stringify(doc, null, 1)}\n`);
    console.log(`wrote ${outArg ? out.pathname : rel}: ${ending.summary(doc)}`);
  } finally {
    await vite.close();
  }
}
