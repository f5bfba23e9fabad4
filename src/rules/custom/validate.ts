// The one door for a game sheet (issue 33): from the library, a file, a code or a game's setup.
// readSheet() builds a new sheet from the fields it knows, checking every type, count and length
// against SHEET_LIMITS, then checks that the sheet can work (a move that reads a tracker that does
// not exist, a maximum below the minimum). It never throws: every refusal is a list of problems a
// player can read, each naming where it is.

import {
  type Condition,
  type CustomDie,
  dieFaces,
  type Effect,
  SHEET_LIMITS as L,
  type Move,
  type Note,
  type Resource,
  SHEET_VERSION,
  type Sheet,
  STANDARD_DICE,
  type Success,
  type Tracker,
  type TrackerKind,
  type Trigger,
  type TurnOrder,
} from './sheet';
import { upgradeSheet } from './sheet-steps';

export interface SheetProblem {
  /** Where: "Trackers › Hull", "Moves › Shoot", "Sheet". */
  at: string;
  text: string;
}

export type SheetResult = { ok: true; sheet: Sheet } | { ok: false; problems: SheetProblem[] };

const ID = /^[a-z][a-z0-9-]{0,23}$/;
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);
const KINDS: readonly TrackerKind[] = ['counter', 'boxes', 'tokens', 'speed', 'hidden'];
const SIDES = [3, 4, 6, 8, 12, 20];

class Refusal extends Error {}

type Obj = Record<string, unknown>;

/** A reader that collects problems instead of throwing past its caller. */
class Reader {
  problems: SheetProblem[] = [];
  at = 'Sheet';
  fail(text: string): never {
    throw new Refusal(text);
  }
  /** Runs `f` for one part; a refusal inside it is recorded and `fallback` returned. */
  part<T>(at: string, f: () => T, fallback: T): T {
    const outer = this.at;
    this.at = at;
    try {
      return f();
    } catch (e) {
      if (!(e instanceof Refusal)) throw e;
      // "Trackers › Hull" already names the item: its message need not again ("Hull: the maximum…").
      const named = at.split(' › ').pop() as string;
      const text = e.message.startsWith(`${named}: `) ? e.message.slice(named.length + 2) : e.message;
      this.problems.push({ at, text });
      return fallback;
    } finally {
      this.at = outer;
    }
  }
  obj(x: unknown, what: string): Obj {
    if (typeof x !== 'object' || x === null || Array.isArray(x)) this.fail(`${what} is not readable.`);
    return x as Obj;
  }
  text(x: unknown, what: string, max: number, required = true): string {
    if (x === undefined && !required) return '';
    if (typeof x !== 'string') this.fail(`${what} should be text.`);
    const t = x.trim();
    if (required && t.length === 0) this.fail(`${what} is empty.`);
    if (t.length > max) this.fail(`${what} is longer than ${max} characters.`);
    return t;
  }
  int(x: unknown, what: string, min: number = -L.value, max: number = L.value): number {
    if (typeof x !== 'number' || !Number.isInteger(x)) this.fail(`${what} should be a whole number.`);
    if (x < min || x > max) this.fail(`${what} should be from ${min} to ${max}.`);
    return x;
  }
  id(x: unknown, what: string): string {
    if (typeof x !== 'string' || !ID.test(x)) this.fail(`${what} is not a usable id.`);
    return x;
  }
  list(x: unknown, what: string, max: number): unknown[] {
    if (x === undefined) return [];
    if (!Array.isArray(x)) this.fail(`${what} should be a list.`);
    if (x.length > max) this.fail(`${what}: at most ${max}; this sheet has ${x.length}.`);
    return x;
  }
}

/**
 * The first key that could poison prototypes when the sheet is spread or assigned later, or how
 * the nesting is too deep (deeper than any sheet nests: sheet › moves › effect › field is 4);
 * null when none. Also restoreSheet()'s (src/game/restore-sheet.ts).
 */
export function forbiddenKey(x: unknown, depth = 0): string | null {
  if (depth > 12) return 'nesting deeper than 12 levels';
  if (typeof x !== 'object' || x === null) return null;
  for (const k of Object.keys(x)) {
    if (FORBIDDEN.has(k)) return `the key "${k}"`;
    const f = forbiddenKey((x as Obj)[k], depth + 1);
    if (f) return f;
  }
  return null;
}

/** A tracker's or resource's minimum, maximum and start, in order. */
function readRange(r: Reader, o: Obj, name: string): { min: number; max: number; start: number } {
  const min = r.int(o.min, `${name}: the minimum`);
  const max = r.int(o.max, `${name}: the maximum`);
  const start = r.int(o.start, `${name}: the start`);
  if (max < min) r.fail(`${name}: the maximum (${max}) is below the minimum (${min}).`);
  if (start < min || start > max) r.fail(`${name}: the start (${start}) is outside ${min} to ${max}.`);
  return { min, max, start };
}

function readTracker(r: Reader, x: unknown): Tracker {
  const o = r.obj(x, 'A tracker');
  const name = r.text(o.name, 'Its name', L.label);
  const kind = o.kind as TrackerKind;
  if (!KINDS.includes(kind)) r.fail(`${name}: the kind should be one of ${KINDS.join(', ')}.`);
  const t: Tracker = { id: r.id(o.id, name), name, kind, ...readRange(r, o, name) };
  if (o.perCar === true) t.perCar = true;
  const help = r.text(o.help, `${name}: the help`, L.help, false);
  if (help) t.help = help;
  if (kind === 'hidden') {
    const kinds = r
      .list(o.kinds, `${name}: the kinds`, L.hiddenKinds)
      .map((k) => r.text(k, `${name}: a kind`, L.label));
    if (kinds.length === 0) r.fail(`${name}: a hidden tracker needs at least one kind (Mines, Smoke…).`);
    if (new Set(kinds).size !== kinds.length) r.fail(`${name}: two kinds share a name.`);
    t.kinds = kinds;
  }
  if ((kind === 'boxes' || kind === 'tokens' || kind === 'hidden') && t.min !== 0)
    r.fail(`${name}: ${kind} start counting at 0, so the minimum is 0.`);
  if (kind === 'hidden' && t.start !== 0) r.fail(`${name}: a hidden tracker starts empty (0).`);
  if ((kind === 'boxes' || kind === 'hidden') && t.max > 30)
    r.fail(`${name}: at most 30 ${kind === 'boxes' ? 'boxes' : 'items'}.`);
  if (kind === 'speed' && t.max - t.min > 20) r.fail(`${name}: a speed row holds at most 21 values.`);
  return t;
}

function readCondition(r: Reader, x: unknown): Condition {
  const o = r.obj(x, 'A condition');
  const name = r.text(o.name, 'Its name', L.label);
  const c: Condition = { id: r.id(o.id, name), name };
  const model = r.text(o.model, `${name}: what to do with the model`, L.help, false);
  if (model) c.model = model;
  if (o.out !== undefined && typeof o.out !== 'boolean') r.fail(`${name}: out of the game is yes or no.`);
  if (o.out === true) c.out = true;
  return c;
}

function readResource(r: Reader, x: unknown): Resource {
  const o = r.obj(x, 'A resource');
  const name = r.text(o.name, 'Its name', L.label);
  const res: Resource = { id: r.id(o.id, name), name, ...readRange(r, o, name) };
  if (o.score === true) res.score = true;
  return res;
}

function readTurns(r: Reader, x: unknown): TurnOrder {
  if (x === undefined) return { by: 'player', order: 'seats' };
  const o = r.obj(x, 'The turn order');
  if (o.by !== 'player' && o.by !== 'car') r.fail('Turns go by player or by car.');
  if (o.order !== 'seats' && o.order !== 'stat' && o.order !== 'free')
    r.fail('The order is clockwise seats, by a tracker, or free.');
  const t: TurnOrder = { by: o.by, order: o.order };
  if (o.order === 'stat') t.stat = r.id(o.stat, 'The tracker the order reads');
  return t;
}

function readDie(r: Reader, x: unknown): CustomDie {
  const o = r.obj(x, 'A die');
  const name = r.text(o.name, 'Its name', L.label);
  const faces = r.list(o.faces, `${name}: its faces`, 20).map((f, i) => {
    const fo = r.obj(f, `${name}: face ${i + 1}`);
    return {
      name: r.text(fo.name, `${name}: face ${i + 1}'s name`, L.label),
      value: r.int(fo.value, `${name}: face ${i + 1}'s value`, -99, 99),
    };
  });
  if (!SIDES.includes(faces.length)) r.fail(`${name}: a die has 3, 4, 6, 8, 12 or 20 faces; it has ${faces.length}.`);
  const id = r.id(o.id, name);
  if ((STANDARD_DICE as readonly string[]).includes(id)) r.fail(`${name}: the id "${id}" is a standard die's.`);
  return { id, name, faces };
}

function readSuccess(r: Reader, x: unknown, name: string): Success {
  const o = r.obj(x ?? { kind: 'none' }, `${name}: what succeeds`);
  switch (o.kind) {
    case 'none':
      return { kind: 'none' };
    case 'atLeast':
      return { kind: 'atLeast', n: r.int(o.n, `${name}: the number to reach`, -99, 999) };
    case 'target':
      return { kind: 'target', tracker: r.id(o.tracker, `${name}: the target's tracker`) };
    case 'face':
      return { kind: 'face', face: r.text(o.face, `${name}: the face`, L.label) };
    default:
      return r.fail(`${name}: what succeeds should be none, a number or more, the target's tracker, or a face.`);
  }
}

function readEffect(r: Reader, x: unknown, name: string): Effect {
  const o = r.obj(x, `${name}: an effect`);
  if (o.who !== 'self' && o.who !== 'target') r.fail(`${name}: an effect is on the acting car or the target.`);
  if (o.what !== 'tracker' && o.what !== 'condition' && o.what !== 'resource')
    r.fail(`${name}: an effect changes a tracker, a condition or a resource.`);
  if (o.sign !== 1 && o.sign !== -1) r.fail(`${name}: an effect adds or takes off.`);
  if (o.amount !== 'result' && o.amount !== 'once' && o.amount !== 'face')
    r.fail(`${name}: an effect's amount is the result, once, or per face.`);
  const e: Effect = {
    who: o.who,
    what: o.what,
    id: r.id(o.id, `${name}: what the effect changes`),
    sign: o.sign,
    amount: o.amount,
    n: r.int(o.n ?? 1, `${name}: the effect's number`, 0, 99),
  };
  if (o.amount === 'face') e.face = r.text(o.face, `${name}: the face the effect counts`, L.label);
  return e;
}

function readMove(r: Reader, x: unknown): Move {
  const o = r.obj(x, 'A move');
  const name = r.text(o.name, 'Its name', L.label);
  const p = r.obj(o.pool, `${name}: the pool`);
  const pool =
    p.tracker !== undefined
      ? { tracker: r.id(p.tracker, `${name}: the pool's tracker`) }
      : { n: r.int(p.n, `${name}: the number of dice`, 1, L.pool) };
  const die = typeof o.die === 'string' ? o.die : r.fail(`${name}: which die it rolls is missing.`);
  // A die is a standard one's id or a custom die's: an id's length, so a problem naming it stays short.
  if (!ID.test(die)) r.fail(`${name}: the die is not a usable id.`);
  const read = o.read;
  if (read !== 'count' && read !== 'highest' && read !== 'sum' && read !== 'each')
    r.fail(`${name}: the dice are read as a count of successes, the highest, the sum, or each face.`);
  const m: Move = {
    id: r.id(o.id, name),
    name,
    pool,
    die,
    target: o.target === true,
    success: readSuccess(r, o.success, name),
    read,
    effects: r.list(o.effects, `${name}: its effects`, L.effects).map((e) => readEffect(r, e, name)),
  };
  const help = r.text(o.help, `${name}: the help`, L.help, false);
  if (help) m.help = help;
  return m;
}

function readTrigger(r: Reader, x: unknown): Trigger {
  const o = r.obj(x, 'A trigger');
  const tracker = r.id(o.tracker, 'The tracker it watches');
  if (o.when !== 'atMost' && o.when !== 'atLeast')
    r.fail('A trigger fires at a value or below, or at a value or above.');
  if (o.does !== 'out' && o.does !== 'condition') r.fail('A trigger takes the car out or sets a condition.');
  const t: Trigger = { tracker, when: o.when, value: r.int(o.value, 'Its value'), does: o.does };
  if (o.does === 'condition') t.condition = r.id(o.condition, 'The condition it sets');
  if (o.reset !== undefined) t.reset = r.int(o.reset, 'The value it resets to');
  const model = r.text(o.model, 'What to do with the model', L.help, false);
  if (model) t.model = model;
  return t;
}

function readNote(r: Reader, x: unknown): Note {
  const o = r.obj(x, 'A note');
  return { title: r.text(o.title, 'Its title', L.noteTitle), body: r.text(o.body, 'Its text', L.noteBody, false) };
}

/** Reads every item of a list; a bad one is recorded under its own name and left out. */
function items<T>(r: Reader, raw: unknown, what: string, max: number, read: (x: unknown) => T): T[] {
  const xs = r.part(what, () => r.list(raw, what, max), []);
  const out: T[] = [];
  xs.forEach((x, i) => {
    const label = (x as Obj | null)?.name ?? (x as Obj | null)?.title;
    const at = `${what} › ${typeof label === 'string' && label.trim() ? label.trim().slice(0, L.label) : i + 1}`;
    const v = r.part(at, () => read(x), null);
    if (v !== null) out.push(v);
  });
  return out;
}

function unique(r: Reader, what: string, ids: string[]) {
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) r.problems.push({ at: what, text: `Two share the id "${id}".` });
    seen.add(id);
  }
}

/** Does the sheet work? Every name a move, trigger or order uses must exist, and make sense there. */
export function sheetProblems(s: Sheet): SheetProblem[] {
  const out: SheetProblem[] = [];
  const tracker = (id: string) => s.trackers.find((t) => t.id === id);
  const numeric = (id: string) => {
    const t = tracker(id);
    return t && t.kind !== 'hidden' ? t : undefined;
  };
  const condition = (id: string) => s.conditions.some((c) => c.id === id);
  const resource = (id: string) => s.resources.some((x) => x.id === id);
  if (s.turns.order === 'stat') {
    if (!s.turns.stat || !numeric(s.turns.stat))
      out.push({ at: 'Turns', text: `The order reads a tracker that does not exist ("${s.turns.stat ?? ''}").` });
  }
  if (s.resources.filter((x) => x.score).length > 1)
    out.push({ at: 'Resources', text: 'Only one resource can be the score.' });
  for (const m of s.moves) {
    const at = `Moves › ${m.name}`;
    const faces = dieFaces(s, m.die);
    if (faces === null) out.push({ at, text: `It rolls a die the sheet does not have ("${m.die}").` });
    const hasFace = (f: string) => !!faces?.some((x) => x.name === f);
    if ('tracker' in m.pool && !numeric(m.pool.tracker))
      out.push({ at, text: `Its pool reads a tracker that does not exist ("${m.pool.tracker}").` });
    if (m.success.kind === 'target') {
      if (!m.target) out.push({ at, text: 'It reads the target’s tracker but has no target.' });
      if (!numeric(m.success.tracker))
        out.push({ at, text: `It reads a target’s tracker that does not exist ("${m.success.tracker}").` });
    }
    if (m.success.kind === 'face' && !hasFace(m.success.face))
      out.push({ at, text: `Its die has no face named "${m.success.face}".` });
    if (m.read === 'count' && m.success.kind === 'none')
      out.push({ at, text: 'It counts successes but says nothing of what succeeds.' });
    if (m.effects.length === 0) out.push({ at, text: 'It does nothing yet: give it an effect.' });
    for (const e of m.effects) {
      if (e.who === 'target' && !m.target) out.push({ at, text: 'An effect is on the target, but the move has none.' });
      if (e.what === 'tracker' && !numeric(e.id))
        out.push({ at, text: `An effect changes a tracker that does not exist ("${e.id}").` });
      if (e.what === 'condition' && !condition(e.id))
        out.push({ at, text: `An effect sets a condition that does not exist ("${e.id}").` });
      if (e.what === 'resource' && !resource(e.id))
        out.push({ at, text: `An effect changes a resource that does not exist ("${e.id}").` });
      if (e.amount === 'face' && e.face !== undefined && !hasFace(e.face))
        out.push({ at, text: `An effect counts a face its die does not have ("${e.face}").` });
      if (e.amount === 'result' && m.read === 'each')
        out.push({ at, text: 'An effect uses the result, but each face is read on its own: count a face instead.' });
    }
  }
  for (const t of s.triggers) {
    const tr = numeric(t.tracker);
    const at = `Triggers › ${tr?.name ?? t.tracker}`;
    if (!tr) {
      out.push({ at, text: `It watches a tracker that does not exist ("${t.tracker}").` });
      continue;
    }
    if (t.does === 'condition' && (!t.condition || !condition(t.condition)))
      out.push({ at, text: `It sets a condition that does not exist ("${t.condition ?? ''}").` });
    if (t.value < tr.min || t.value > tr.max)
      out.push({ at, text: `${tr.name} never reaches ${t.value}: it runs from ${tr.min} to ${tr.max}.` });
    if (t.reset !== undefined && (t.reset < tr.min || t.reset > tr.max))
      out.push({ at, text: `It resets ${tr.name} to ${t.reset}, outside ${tr.min} to ${tr.max}.` });
  }
  return out;
}

/**
 * Reads any value as a sheet: upgraded from an older format, every field checked, then the
 * sheet's own consistency. Never throws.
 */
export function readSheet(raw: unknown): SheetResult {
  const r = new Reader();
  try {
    if (typeof raw === 'string') {
      if (raw.length > L.bytes) return refuse('Sheet', `The sheet is larger than ${L.bytes / 1024} KB.`);
      try {
        raw = JSON.parse(raw) as unknown;
      } catch {
        return refuse('Sheet', 'This is not a game sheet (not JSON).');
      }
    }
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
      return refuse('Sheet', 'This is not a game sheet.');
    const bad = forbiddenKey(raw);
    if (bad) return refuse('Sheet', `The sheet contains ${bad}.`);
    const up = upgradeSheet(raw as Obj);
    if (!up.ok) return refuse('Sheet', up.error);
    const o = up.sheet;
    const name = r.part('Sheet', () => r.text(o.name, 'The sheet’s name', L.name), '');
    const about = r.part('Sheet', () => r.text(o.about, 'The description', L.about, false), '');
    const sheet: Sheet = {
      v: SHEET_VERSION,
      name,
      trackers: items(r, o.trackers, 'Trackers', L.trackers, (x) => readTracker(r, x)),
      conditions: items(r, o.conditions, 'Conditions', L.conditions, (x) => readCondition(r, x)),
      resources: items(r, o.resources, 'Resources', L.resources, (x) => readResource(r, x)),
      turns: r.part('Turns', () => readTurns(r, o.turns), { by: 'player', order: 'seats' }),
      dice: items(r, o.dice, 'Dice', L.dice, (x) => readDie(r, x)),
      moves: items(r, o.moves, 'Moves', L.moves, (x) => readMove(r, x)),
      triggers: items(r, o.triggers, 'Triggers', L.triggers, (x) => readTrigger(r, x)),
      notes: items(r, o.notes, 'Notes', L.notes, (x) => readNote(r, x)),
    };
    if (about) sheet.about = about;
    const { trackers, conditions, resources, dice, moves } = sheet;
    for (const [what, xs] of Object.entries({
      Trackers: trackers,
      Conditions: conditions,
      Resources: resources,
      Dice: dice,
      Moves: moves,
    }))
      unique(
        r,
        what,
        xs.map((x) => x.id),
      );
    const problems = [...r.problems, ...sheetProblems(sheet)];
    return problems.length ? { ok: false, problems } : { ok: true, sheet };
  } catch (e) {
    // A bug here must still not throw past the door: the sheet is refused, with what went wrong.
    return refuse('Sheet', `The sheet could not be read: ${e instanceof Error ? e.message : String(e)}`);
  }
}

function refuse(at: string, text: string): SheetResult {
  return { ok: false, problems: [{ at, text }] };
}

/** The problems as one sentence list, for a refusal that has room for one line each. */
export function problemText(problems: readonly SheetProblem[], max = 3): string {
  const shown = problems.slice(0, max).map((p) => (p.at === 'Sheet' ? p.text : `${p.at}: ${p.text}`));
  const more = problems.length - shown.length;
  return `${shown.join(' ')}${more > 0 ? ` (${more} more.)` : ''}`;
}
