// The sheet editor's logic that is not UI (issue 33): ids made from names, the items "Add" puts
// in, and the small rewrites a field makes (a tracker's kind, a die's number of faces). The
// editor works on a plain Sheet draft; readSheet (src/rules/custom/validate.ts) judges it.
import {
  type Condition,
  type CustomDie,
  type Effect,
  type Move,
  type Note,
  type Resource,
  SHEET_LIMITS,
  type Sheet,
  STANDARD_DICE,
  type Tracker,
  type TrackerKind,
  type Trigger,
} from '../../rules/custom/sheet';

/** What validate.ts accepts as an id. */
export const ID = /^[a-z][a-z0-9-]{0,23}$/;
const ID_MAX = 24;

/**
 * A name as an id: lower-case letters, digits and dashes, at most 24, starting with a letter
 * ("Hull" → "hull", "On fire!" → "on-fire", "2nd gear" → `${fallback}-2nd-gear`, "" → fallback).
 */
export function slug(name: string, fallback: string): string {
  let s = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (s === '') return fallback;
  if (!/^[a-z]/.test(s)) s = `${fallback}-${s}`;
  return s.slice(0, ID_MAX).replace(/-+$/, '');
}

/** slug(name), made unique among `taken` with "-2", "-3"… (still at most 24 characters). */
export function uniqueId(name: string, taken: Iterable<string>, fallback: string): string {
  const used = new Set(taken);
  const base = slug(name, fallback);
  if (!used.has(base)) return base;
  for (let k = 2; ; k++) {
    const tail = `-${k}`;
    const id = `${base.slice(0, ID_MAX - tail.length).replace(/-+$/, '')}${tail}`;
    if (!used.has(id)) return id;
  }
}

/** The trackers a number can be read from (a hidden tracker counts items, moves cannot use it). */
export const numericTrackers = (s: Sheet): Tracker[] => s.trackers.filter((t) => t.kind !== 'hidden');

/** The first name from `names` not yet used in the list, else "<word> <n>". */
function freshName(used: readonly { name: string }[], names: readonly string[], word: string): string {
  const taken = new Set(used.map((x) => x.name.trim().toLowerCase()));
  const pick = names.find((n) => !taken.has(n.toLowerCase()));
  if (pick) return pick;
  for (let n = used.length + 1; ; n++) if (!taken.has(`${word} ${n}`.toLowerCase())) return `${word} ${n}`;
}

/**
 * "Add tracker": a Hull counter 0 to 4 starting full first (what "Add move" shoots at), then a
 * counter 0 to 6 from 0 (Ammo, Hazard: what a second tracker usually is).
 */
export function newTracker(s: Sheet): Tracker {
  const name = freshName(s.trackers, ['Hull'], 'Tracker');
  const first = s.trackers.length === 0;
  const id = uniqueId(
    name,
    s.trackers.map((t) => t.id),
    'tracker',
  );
  return first
    ? { id, name, kind: 'counter', min: 0, max: 4, start: 4 }
    : { id, name, kind: 'counter', min: 0, max: 6, start: 0 };
}

/** A tracker turned into another kind, its numbers moved to what that kind allows. */
export function withKind(t: Tracker, kind: TrackerKind): Tracker {
  const { kinds: _k, ...rest } = t;
  const next: Tracker = { ...rest, kind };
  const num = (v: number, d: number) => (Number.isFinite(v) ? v : d);
  let min = num(t.min, 0);
  let max = num(t.max, 4);
  let start = num(t.start, 0);
  if (kind === 'boxes' || kind === 'tokens' || kind === 'hidden') min = 0;
  if (kind === 'boxes' || kind === 'hidden') max = Math.min(max, 30);
  if (kind === 'speed') {
    if (max - min > 20) max = min + 20;
    if (max === min) max = min + 5;
  }
  if (max < min) max = min;
  start = kind === 'hidden' ? 0 : Math.min(Math.max(start, min), max);
  // Damage boxes start clear; a Hull counter that started full would start fully ticked.
  if (kind === 'boxes' && t.kind !== 'boxes') start = 0;
  next.min = min;
  next.max = max;
  next.start = start;
  if (kind === 'hidden') next.kinds = t.kinds?.length ? t.kinds : ['Mines', 'Smoke'];
  return next;
}

export function newCondition(s: Sheet): Condition {
  const name = freshName(s.conditions, [], 'Condition');
  return {
    id: uniqueId(
      name,
      s.conditions.map((c) => c.id),
      'condition',
    ),
    name,
  };
}

/** Points first, as the score when no resource is yet. */
export function newResource(s: Sheet): Resource {
  const name = freshName(s.resources, ['Points'], 'Resource');
  const r: Resource = {
    id: uniqueId(
      name,
      s.resources.map((x) => x.id),
      'resource',
    ),
    name,
    min: 0,
    max: 99,
    start: 0,
  };
  if (!s.resources.some((x) => x.score)) r.score = true;
  return r;
}

/** Faces 1 to n with their numbers, kept where a die already has them. */
export function withFaces(d: CustomDie, n: number): CustomDie {
  const faces = Array.from({ length: n }, (_, i) => d.faces[i] ?? { name: String(i + 1), value: i + 1 });
  return { ...d, faces };
}

/** A six-sided die reading 1 to 6, to rename face by face. */
export function newDie(s: Sheet): CustomDie {
  const name = freshName(s.dice, [], 'Die');
  const id = uniqueId(name, [...s.dice.map((d) => d.id), ...STANDARD_DICE], 'die');
  return withFaces({ id, name, faces: [] }, 6);
}

/** An effect that works with the move as it stands: on the target's (or the car's own) first tracker. */
export function newEffect(s: Sheet, m: Move): Effect {
  const t = numericTrackers(s)[0];
  const face = m.read === 'each' ? (firstFace(s, m) ?? '1') : undefined;
  const e: Effect = {
    who: m.target ? 'target' : 'self',
    what: 'tracker',
    id: t?.id ?? '',
    sign: m.target ? -1 : 1,
    amount: face !== undefined ? 'face' : 'result',
    n: 1,
  };
  if (face !== undefined) e.face = face;
  return e;
}

/**
 * "Add move": it works at once with the first tracker: two D6 at a target, each 4 or more
 * counts, the count taken off the target's first tracker (a shot at Hull).
 */
export function newMove(s: Sheet): Move {
  const name = freshName(s.moves, ['Shoot'], 'Move');
  const m: Move = {
    id: uniqueId(
      name,
      s.moves.map((x) => x.id),
      'move',
    ),
    name,
    pool: { n: 2 },
    die: 'd6',
    target: true,
    success: { kind: 'atLeast', n: 4 },
    read: 'count',
    effects: [],
  };
  if (numericTrackers(s).length > 0) m.effects.push(newEffect(s, m));
  return m;
}

/** What a new trigger that takes the car out says to do with the model. */
const OFF_THE_TABLE = 'take it off the table';

/** "Hull 0 or less: out, take it off the table" on the first tracker. */
export function newTrigger(s: Sheet): Trigger {
  const t = numericTrackers(s)[0];
  return {
    tracker: t?.id ?? '',
    when: 'atMost',
    value: t && Number.isFinite(t.min) ? t.min : 0,
    does: 'out',
    model: OFF_THE_TABLE,
  };
}

/**
 * A trigger switched between "the car is out" and "set a condition". Issue 41: the new trigger's
 * "take it off the table" goes with "out": set a condition, the condition's own model text shows
 * (a trigger's would win over it); back to out, it comes back if the field was left empty.
 */
export function withDoes(s: Sheet, t: Trigger, does: Trigger['does']): Trigger {
  const { condition: _c, model, ...rest } = t;
  if (does === 'condition') {
    const kept = model && model !== OFF_THE_TABLE ? { model } : {};
    return { ...rest, ...kept, does, condition: t.condition ?? s.conditions[0]?.id ?? '' };
  }
  return { ...rest, does, model: model || OFF_THE_TABLE };
}

/**
 * Issue 41: faces of one die with the same name and different values are two buttons that look
 * the same and count differently: the editor refuses them, saying so. (Same name, same value is
 * fine: a skid die's three Shift faces.) The door (validate.ts) still reads such a sheet, so a
 * game saved with one keeps opening.
 */
export function faceClashes(s: Sheet): { at: string; text: string }[] {
  const out: { at: string; text: string }[] = [];
  s.dice.forEach((d, i) => {
    const seen = new Map<string, number>();
    for (const f of d.faces) {
      const name = f.name.trim();
      const v = seen.get(name);
      if (v === undefined) seen.set(name, f.value);
      else if (v !== f.value) {
        out.push({
          at: itemAt('Dice', d.name, i),
          text: `Two faces are called “${name}” with different values (${v} and ${f.value}): the pad would show two “${name}” buttons. Name them apart, or give them one value.`,
        });
        break;
      }
    }
  });
  return out;
}

export function newNote(s: Sheet): Note {
  return {
    title: freshName(
      s.notes.map((n) => ({ name: n.title })),
      [],
      'Note',
    ),
    body: '',
  };
}

/** The distinct face names of a move's die (a custom die may repeat one: Shift, Shift, Shift). */
export function faceNames(s: Sheet, die: string): string[] {
  const m = /^d(3|4|6|8|12|20)$/.exec(die);
  if (m) return Array.from({ length: Number(m[1]) }, (_, i) => String(i + 1));
  return [...new Set(s.dice.find((d) => d.id === die)?.faces.map((f) => f.name) ?? [])];
}

function firstFace(s: Sheet, m: Move): string | undefined {
  return faceNames(s, m.die)[0];
}

/** The list with item i moved by one place up (-1) or down (1). */
export function moveItem<T>(list: readonly T[], i: number, by: -1 | 1): T[] {
  const j = i + by;
  if (j < 0 || j >= list.length) return [...list];
  const out = [...list];
  [out[i], out[j]] = [out[j] as T, out[i] as T];
  return out;
}

/** How many of each list a sheet may hold (the Add button says when it is full). */
export const LIST_MAX = {
  trackers: SHEET_LIMITS.trackers,
  conditions: SHEET_LIMITS.conditions,
  resources: SHEET_LIMITS.resources,
  dice: SHEET_LIMITS.dice,
  moves: SHEET_LIMITS.moves,
  triggers: SHEET_LIMITS.triggers,
  notes: SHEET_LIMITS.notes,
} as const;

/**
 * The name validate.ts gives an item where it reports a problem ("Trackers › Hull", or its place
 * when it has no name), so a problem can be shown on the item it is about.
 */
export function itemAt(section: string, label: string | undefined, i: number): string {
  const l = label?.trim();
  return `${section} › ${l ? l.slice(0, SHEET_LIMITS.label) : i + 1}`;
}
