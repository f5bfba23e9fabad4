// One door into the app for a stored or imported game: validate, fill defaults, migrate old
// schema versions step by step, then the system's own payload versions (issue 10), refuse newer
// ones; openGame() then replays the journal so that a game that passes restore() is a game the
// reducer accepts. (Excalidraw's restore.ts plays this role.)
import * as v from 'valibot';
import { whyNotLoaded } from '../pwa/stored';
import type { PayloadStep } from '../rules/payload-step';
import type { RuleSystem } from '../rules/system';
import { isSystemAvailable, loadKit, SYSTEMS, systemInfo } from '../systems';
import type { SystemKit } from '../systems/kit';
import { MAX_CARS, MAX_ENTRIES, MAX_PHOTO } from './limits';
import { readThrown } from './thrown';
import { type GameDoc, SCHEMA_VERSION } from './types';

const MAX_NAME = 60;

// Ids become object keys (notes by car id): a name Object.prototype already has, like "toString",
// would read back as a function where no note was set.
const id = v.pipe(
  v.string(),
  v.minLength(1),
  v.maxLength(64),
  v.check((s) => !(s in Object.prototype), 'not a reserved name'),
);
const color = v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/, 'a colour like #ff8800'));
const name = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'a name'),
  v.maxLength(MAX_NAME, `at most ${MAX_NAME} characters`),
);
const time = v.pipe(v.number(), v.integer(), v.minValue(0));
const photo = v.pipe(
  v.string(),
  v.maxLength(MAX_PHOTO, 'a photo under 400 KB'),
  v.regex(/^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/]+=*$/, 'a JPEG, PNG or WebP image'),
);

const PlayerSchema = v.object({ id, name, color });
const CarSchema = v.object({
  id,
  playerId: id,
  name,
  color,
  photo: v.optional(photo),
  // Issue 41: a sheet game's per-car maximums; the sheet system checks each against its tracker.
  max: v.optional(
    v.pipe(
      v.record(v.pipe(v.string(), v.maxLength(64)), v.pipe(v.number(), v.integer())),
      v.check((o) => Object.keys(o).length <= 16, 'at most 16 maximums'),
    ),
  ),
});
const HouseRuleSchema = v.union([v.boolean(), v.number(), v.pipe(v.string(), v.maxLength(100))]);
const SetupSchema = v.object({
  players: v.pipe(v.array(PlayerSchema), v.minLength(2, 'at least 2 players'), v.maxLength(6, 'at most 6 players')),
  cars: v.pipe(v.array(CarSchema), v.maxLength(MAX_CARS, `at most ${MAX_CARS} cars`)),
  houseRules: v.optional(v.record(v.pipe(v.string(), v.maxLength(64)), HouseRuleSchema), {}),
  // Missing in games saved before revisions existed: they were played under revision 1.
  rulesRevision: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)), 1),
  // The system's payload version (issue 10): missing in games saved before systems had their
  // own versions, which restore() reads as 1; left absent here so such a game stays as it was.
  // A different thing from rulesRevision above: that one says which rules *behaviour* the game
  // replays under and never changes stored data; this one says which *shape* its payloads have,
  // and the system's steps (migratePayloads) rewrite older shapes on the way in.
  payloadVersion: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000))),
  // Issue 33: a game's own sheet, kept as it came; its system reads it through its own door
  // (checkSetup, after the system loads), with a limit on every count and length.
  sheet: v.optional(v.unknown()),
});

const TYPE_RE = /^[a-z][A-Za-z0-9.]{0,63}$/;
const isTime = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;

function keyCount(o: object): number {
  let n = 0;
  for (const k in o) if (Object.hasOwn(o, k)) n++;
  return n;
}

/**
 * The journal is checked by hand rather than by a valibot schema: it is the one part that grows
 * to thousands of items, and a schema per entry cost ~25 ms on a 5,000-entry open. Same rules:
 * an entry is a do (type, payload, at), an undo or a redo. Payloads are checked by the reducer.
 */
function checkJournal(journal: unknown): { ok: true; journal: GameDoc['journal'] } | { ok: false; error: string } {
  if (!Array.isArray(journal)) return { ok: false, error: 'journal: expected a list' };
  if (journal.length > MAX_ENTRIES) return { ok: false, error: `journal: at most ${MAX_ENTRIES} log entries` };
  // Copy-on-write: the app's own entries are returned as they are; only an entry carrying keys
  // the schema does not know is replaced by a stripped copy.
  let out = journal as GameDoc['journal'];
  const put = (i: number, e: GameDoc['journal'][number]) => {
    if (out === journal) out = journal.slice() as GameDoc['journal'];
    out[i] = e;
  };
  for (let i = 0; i < journal.length; i++) {
    const e = journal[i] as Record<string, unknown> | null;
    const bad = (field: string, why: string) => ({ ok: false as const, error: `journal[${i}]${field}: ${why}` });
    if (typeof e !== 'object' || e === null || Array.isArray(e)) return bad('', 'expected an entry');
    if (e.kind === 'do') {
      const c = e.command as Record<string, unknown> | null;
      if (typeof c !== 'object' || c === null || Array.isArray(c)) return bad('.command', 'expected a command');
      if (typeof c.type !== 'string' || !TYPE_RE.test(c.type)) return bad('.command.type', 'expected a command type');
      if (!isTime(c.at)) return bad('.command.at', 'expected a time');
      // Issue 40: who made it for its actor, a player id, when it is not the actor's phone.
      const by = e.by;
      if (by !== undefined && (typeof by !== 'string' || by.length === 0 || by.length > 80))
        return bad('.by', 'expected a player id');
      // Issue 42: the dice it threw, always copied (only their own keys). A list that is not one is
      // dropped, not the game refused: the step is sound, and no game is lost over its dice record.
      const thrown = e.thrown === undefined ? null : readThrown(e.thrown);
      if (
        e.thrown !== undefined ||
        keyCount(e) !== (by === undefined ? 2 : 3) ||
        keyCount(c) !== ('payload' in c ? 3 : 2)
      ) {
        const command = { type: c.type, payload: c.payload, at: c.at };
        const entry: Extract<GameDoc['journal'][number], { kind: 'do' }> = { kind: 'do', command };
        if (by !== undefined) entry.by = by;
        if (thrown) entry.thrown = thrown;
        put(i, entry);
      }
    } else if (e.kind === 'undo' || e.kind === 'redo') {
      if (!isTime(e.at)) return bad('.at', 'expected a time');
      if (keyCount(e) !== 2) put(i, { kind: e.kind, at: e.at });
    } else {
      return bad('.kind', 'expected do, undo or redo');
    }
  }
  return { ok: true, journal: out };
}

const GameSchema = v.object({
  schemaVersion: v.literal(SCHEMA_VERSION),
  id,
  name,
  system: v.picklist(SYSTEMS.map((s) => s.id)),
  createdAt: time,
  updatedAt: v.optional(time),
  setup: SetupSchema,
});

/**
 * A step from schema version n to n+1: the document-level chain, for changes to the shape every
 * game shares (setup, journal entries). A change to one system's command payloads is that
 * system's own step instead (PayloadStep, in its registration src/systems/<id>.ts), so it
 * bumps no other system's version.
 */
export type Migration = (doc: Record<string, unknown>) => Record<string, unknown>;

/**
 * MIGRATIONS[n] turns a version-n document into version n+1. Version 1 is the first shipped
 * schema, so the chain is empty today; each later version adds its step here and a fixture of
 * the old shape under tests/fixtures/.
 */
export const MIGRATIONS: Readonly<Record<number, Migration>> = {};

/** The part of a game a refusal is about, as a player would name it (see importRefusal). */
export type GamePart = 'details' | 'name' | 'system' | 'setup' | 'players' | 'cars' | 'houseRules' | 'sheet' | 'log';

/**
 * Why a game was refused, for a door that words the refusal for players (importRefusal, the
 * import button's). `error` stays the detailed account the other doors show.
 */
export type Refusal =
  | { kind: 'not-a-game' }
  | { kind: 'newer' } // a newer Pitwall saved it
  | { kind: 'unknown-system' } // a rule system this version does not have
  | { kind: 'system-not-stored' } // a known system whose code is not on this phone yet (offline, not cached)
  | { kind: 'system-failed' } // a known system whose code is on this phone and still did not load
  | { kind: 'not-upgraded' } // an older game this version failed to bring up to date
  | { kind: 'unknown-entry' } // a log entry of a kind this version does not know (a newer Pitwall's, most likely)
  | { kind: 'damaged'; part?: GamePart; missing?: boolean };

export type Refused = { ok: false; error: string; why: Refusal };
export type RestoreResult = { ok: true; game: GameDoc } | Refused;

const refused = (error: string, why: Refusal): Refused => ({ ok: false, error, why });
const damaged = (error: string, part?: GamePart, missing?: boolean): Refused =>
  refused(
    error,
    part === undefined ? { kind: 'damaged' } : missing ? { kind: 'damaged', part, missing } : { kind: 'damaged', part },
  );

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Finds a key that could poison prototypes when code spreads or assigns the object later. */
function findForbiddenKey(x: unknown, depth = 0): string | null {
  if (depth > 64) return 'nesting deeper than 64 levels';
  if (Array.isArray(x)) {
    for (const item of x) {
      const f = findForbiddenKey(item, depth + 1);
      if (f) return f;
    }
  } else if (typeof x === 'object' && x !== null) {
    for (const k of Object.keys(x)) {
      if (FORBIDDEN_KEYS.has(k)) return `the key "${k}"`;
      const f = findForbiddenKey((x as Record<string, unknown>)[k], depth + 1);
      if (f) return f;
    }
  }
  return null;
}

function pathOf(issue: v.BaseIssue<unknown>): string {
  return (issue.path ?? [])
    .map((p) => (typeof p.key === 'number' ? `[${p.key}]` : `.${String(p.key)}`))
    .join('')
    .replace(/^\./, '');
}

type Migrated = { ok: true; doc: Record<string, unknown> } | Refused;

/** Runs the migration chain from the document's version up to `current`. */
export function migrate(
  doc: Record<string, unknown>,
  migrations: Readonly<Record<number, Migration>>,
  current: number,
): Migrated {
  const version = doc.schemaVersion;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return refused('This is not a Pitwall game file (no schema version).', { kind: 'not-a-game' });
  }
  if (version > current) {
    return refused(
      `This game was saved by a newer Pitwall (format ${version}; this app reads up to ${current}). Update the app, then open it again.`,
      { kind: 'newer' },
    );
  }
  let out = doc;
  for (let n = version; n < current; n++) {
    const step = migrations[n];
    if (!step) return refused(`No way to upgrade a format-${n} game in this version.`, { kind: 'not-upgraded' });
    try {
      out = { ...step(out), schemaVersion: n + 1 };
    } catch (e) {
      return refused(`This format-${n} game could not be upgraded: ${e instanceof Error ? e.message : String(e)}`, {
        kind: 'not-upgraded',
      });
    }
  }
  return { ok: true, doc: out };
}

/** Brings any document to the current schema, or explains why it cannot. No replay. */
export function restoreShape(raw: unknown, what = 'This file is not a valid game'): RestoreResult {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return refused('This is not a Pitwall game file.', { kind: 'not-a-game' });
  const bad = findForbiddenKey(raw);
  if (bad) return damaged(`${what}: it contains ${bad}.`);
  const migrated = migrate(raw as Record<string, unknown>, MIGRATIONS, SCHEMA_VERSION);
  if (!migrated.ok) return migrated;
  const parsed = v.safeParse(GameSchema, migrated.doc);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const where = pathOf(issue);
    const error = `${what}: ${where ? `${where}: ` : ''}${issue.message}.`;
    // A rule system this version does not list (one added later, most likely) says so even when
    // other fields are wrong too: the update is what the player needs first.
    const system = migrated.doc.system;
    if (typeof system === 'string' && SYSTEM_ID_RE.test(system) && !SYSTEMS.some((s) => s.id === system))
      return refused(error, { kind: 'unknown-system' });
    const keys = (issue.path ?? []).map((p) => p.key);
    const part = partOf(keys);
    // Missing: the part itself is absent (not some field inside it, such as one player's name).
    return damaged(
      error,
      part,
      issue.input === undefined && keys.length === (part === 'setup' || keys[0] !== 'setup' ? 1 : 2),
    );
  }
  const journal = checkJournal(migrated.doc.journal);
  if (!journal.ok) return damaged(`${what}: ${journal.error}.`, 'log', migrated.doc.journal === undefined);
  const game = { ...parsed.output, journal: journal.journal } as GameDoc;
  game.updatedAt ??= game.createdAt;
  return checkReferences(game);
}

/** What a schema issue's path (its keys) is about, in the parts a player knows. */
function partOf([top, sub]: readonly unknown[]): GamePart {
  if (top === 'name') return 'name';
  if (top === 'system') return 'system';
  if (top === 'journal') return 'log';
  if (top !== 'setup') return 'details'; // the id, the dates
  if (sub === 'players') return 'players';
  if (sub === 'cars') return 'cars';
  if (sub === 'houseRules') return 'houseRules';
  if (sub === 'sheet') return 'sheet';
  return 'setup';
}

/** How a rule system's id looks (SystemId): a string like this that is not listed is a newer system. */
const SYSTEM_ID_RE = /^[a-z][a-z0-9-]{0,63}$/;

function checkReferences(game: GameDoc): RestoreResult {
  const ids = new Set<string>();
  for (const p of game.setup.players) {
    if (ids.has(p.id)) return damaged(`Two players share the id "${p.id}".`, 'players');
    ids.add(p.id);
  }
  for (const c of game.setup.cars) {
    if (ids.has(c.id)) return damaged(`Two entries share the id "${c.id}".`, 'cars');
    ids.add(c.id);
    if (!game.setup.players.some((p) => p.id === c.playerId))
      return damaged(`The car "${c.name}" belongs to no player.`, 'cars');
  }
  return { ok: true, game };
}

/**
 * Runs a system's own payload steps (issue 10) from the game's setup.payloadVersion (missing: 1)
 * up to `current`, after the document-level chain. Steps rewrite setup and commands only, never
 * the journal's order or its undo/redo entries; the returned game records `current`.
 */
export function migratePayloads(
  game: GameDoc,
  steps: readonly PayloadStep[],
  current: number,
  systemName: string,
): RestoreResult {
  const version = game.setup.payloadVersion ?? 1;
  if (version > current) {
    return refused(
      `This ${systemName} game was saved by a newer Pitwall (${systemName} data version ${version}; this app reads up to ${current}). Update the app, then open it again.`,
      { kind: 'newer' },
    );
  }
  if (version === current) return { ok: true, game };
  let { setup, journal } = game;
  for (let n = version; n < current; n++) {
    const step = steps[n - 1];
    if (!step)
      return refused(`No way to upgrade ${systemName} data version ${n} in this version.`, { kind: 'not-upgraded' });
    try {
      if (step.setup) setup = step.setup(setup);
      const command = step.command;
      if (command) {
        journal = journal.map((e) => {
          if (e.kind !== 'do') return e;
          const c = command(e.command);
          return c === e.command ? e : { ...e, command: c };
        });
      }
    } catch (e) {
      return refused(
        `This ${systemName} game could not be upgraded from data version ${n} (${step.what}): ${e instanceof Error ? e.message : String(e)}`,
        { kind: 'not-upgraded' },
      );
    }
  }
  // What a step made is checked like any stored game (its commands by the replay that follows);
  // a refusal here is this version's upgrade at fault, not the file.
  const checked = restoreShape(
    { ...game, setup: { ...setup, payloadVersion: current }, journal },
    `This ${systemName} game's upgrade went wrong`,
  );
  return checked.ok ? checked : refused(checked.error, { kind: 'not-upgraded' });
}

export type RestoredGame = { ok: true; game: GameDoc; system: RuleSystem } | Refused;

/**
 * A system's code that did not load: one this version lacks, one not on this phone yet, or one on
 * the phone that failed anyway. Which of the last two is read from the caches (src/pwa/stored.ts);
 * where the import error names no file (WebKit), any stored chunk of the system's name counts.
 */
async function notLoaded(id: string, e: unknown): Promise<Refused> {
  const error = e instanceof Error ? e.message : String(e);
  if (!isSystemAvailable(id)) return refused(error, { kind: 'unknown-system' });
  // The chunks vite.config.ts names: a system's rules by its id, the sheets' rules 'sheets'.
  const chunk = id === 'custom' ? 'sheets' : id;
  const why = await whyNotLoaded(e, [], new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`));
  return refused(error, { kind: why === 'not-stored' ? 'system-not-stored' : 'system-failed' });
}

/**
 * The one door for every load and import: restoreShape() (shape, defaults, the document-level
 * chain), then the game's rule system is loaded and its own payload steps run. No replay: that
 * is openGame()'s.
 */
export async function restore(raw: unknown, what?: string): Promise<RestoredGame> {
  const shaped = restoreShape(raw, what);
  if (!shaped.ok) return shaped;
  const name = systemInfo(shaped.game.system)?.name ?? shaped.game.system;
  let system: RuleSystem;
  let kit: SystemKit;
  try {
    kit = await loadKit(shaped.game.system);
    system = await kit.rules();
  } catch (e) {
    return await notLoaded(shaped.game.system, e);
  }
  // A game started under newer rules than this version plays would replay under the older ones
  // and could quietly end in another state: refused like any other newer game.
  const revision = shaped.game.setup.rulesRevision ?? 1;
  if (revision > (system.rulesRevision ?? 1)) {
    return refused(
      `This ${name} game was started under newer rules (revision ${revision}; this app plays up to ${system.rulesRevision ?? 1}). Update the app, then open it again.`,
      { kind: 'newer' },
    );
  }
  const migrated = migratePayloads(shaped.game, kit.steps, kit.payloadVersion, name);
  if (!migrated.ok) return migrated;
  const setupProblem = system.checkSetup?.(migrated.game.setup) ?? null;
  if (setupProblem) return damaged(`${what ?? 'This file is not a valid game'}: ${setupProblem}`, 'sheet');
  return { ok: true, game: migrated.game, system };
}

/**
 * A new game's check: restoreShape(), with setup.payloadVersion set to its system's current
 * version (issue 10) so that restore() never upgrades it.
 */
export async function restoreNew(doc: GameDoc, what?: string): Promise<RestoreResult> {
  let kit: SystemKit;
  try {
    kit = await loadKit(doc.system);
  } catch (e) {
    return await notLoaded(doc.system, e);
  }
  const shaped = restoreShape({ ...doc, setup: { ...doc.setup, payloadVersion: kit.payloadVersion } }, what);
  if (!shaped.ok) return shaped;
  // Issue 41: what the system checks on every load (a sheet game's per-car maximums) is checked
  // before the game is made, so a setup the game cannot open is never saved.
  const problem = (await kit.rules()).checkSetup?.(shaped.game.setup) ?? null;
  return problem ? damaged(`${what ?? 'This setup cannot be played'}: ${problem}`, 'setup') : shaped;
}
