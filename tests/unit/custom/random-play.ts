// Random valid game sheets, tables and legal play for property tests (moved here from
// properties.test.ts so the game's story, issue 42, plays the same games): built from a tape of
// numbers fast-check draws, every command through the phone's seal as the app dispatches.
import fc from 'fast-check';
import { expect } from 'vitest';
import { seal } from '../../../src/game/seal';
import type { HeldOpenings } from '../../../src/rules/core/commitment';
import type { Command, Setup } from '../../../src/rules/core/model';
import custom from '../../../src/rules/custom';
import { initCs, reduceCs } from '../../../src/rules/custom/commands';
import type { CsState } from '../../../src/rules/custom/model';
import { carsIn, maxOf, poolOf, roundOrder, standing, takers } from '../../../src/rules/custom/rules';
import {
  type CustomDie,
  dieFaces,
  type Effect,
  type Move,
  SHEET_VERSION,
  type Sheet,
  STANDARD_DICE,
  type Success,
  type Tracker,
} from '../../../src/rules/custom/sheet';
import { type Cmd, Tape } from '../kit-helpers';
import { deepFreeze, table } from './helpers';

const WORDS = ['Hull', 'Armour', 'Crew', 'Heat', 'Fuel', 'Ammo', 'Speed', 'Laps', 'Grip', 'Nerve', 'Rust', 'Boost'];
const FACES = ['Hit', 'Miss', 'Spin', 'Boost', 'Blank', 'Crash'];
const KINDS = ['Mines', 'Smoke', 'Nitro', 'Oil', 'Spikes'];
const SIDES = [3, 4, 6, 8, 12, 20];

export const tapeArb = (n: number) =>
  fc.array(fc.nat({ max: 1 << 20 }), { minLength: n, maxLength: n }).map((xs) => new Tape(xs));

/** A number from lo to hi. */
const between = (t: Tape, lo: number, hi: number) => lo + t.pick(hi - lo + 1);

function numericTracker(t: Tape, i: number): Tracker {
  const kind = t.one(['counter', 'boxes', 'tokens', 'speed'] as const);
  let min = 0;
  let max: number;
  if (kind === 'counter') {
    min = between(t, -5, 5);
    max = min + between(t, 0, 15);
  } else if (kind === 'boxes') max = between(t, 1, 30);
  else if (kind === 'tokens') max = between(t, 1, 20);
  else {
    min = between(t, 0, 3);
    max = min + between(t, 1, 20);
  }
  const tr: Tracker = { id: `t${i}`, name: `${t.one(WORDS)} ${i}`, kind, min, max, start: between(t, min, max) };
  if (t.pick(4) === 0) tr.perCar = true;
  if (t.pick(3) === 0) tr.help = `What ${tr.name} means.`;
  return tr;
}

function die(t: Tape, i: number): CustomDie {
  const sides = t.one(SIDES);
  return {
    id: `die-${i}`,
    name: `Die ${i}`,
    faces: Array.from({ length: sides }, () => ({ name: t.one(FACES), value: between(t, -3, 6) })),
  };
}

/** A move that works on this sheet (so far: trackers, conditions, resources and dice made). */
function move(t: Tape, s: Sheet, i: number): Move {
  const numeric = s.trackers.filter((x) => x.kind !== 'hidden');
  const dieId = s.dice.length && t.pick(2) === 0 ? t.one(s.dice).id : t.one(STANDARD_DICE);
  const faces = dieFaces(s, dieId)!;
  const target = t.pick(3) !== 0;
  const read = t.one(['count', 'highest', 'sum', 'each'] as const);
  const kinds: Success['kind'][] = [
    'atLeast',
    'face',
    ...(target ? (['target'] as const) : []),
    ...(read === 'count' ? [] : (['none'] as const)),
  ];
  let success: Success;
  switch (t.one(kinds)) {
    case 'atLeast':
      success = { kind: 'atLeast', n: between(t, -2, 12) };
      break;
    case 'face':
      success = { kind: 'face', face: t.one(faces).name };
      break;
    case 'target':
      success = { kind: 'target', tracker: t.one(numeric).id };
      break;
    default:
      success = { kind: 'none' };
  }
  const effects: Effect[] = Array.from({ length: between(t, 1, 3) }, () => {
    const what = t.one([
      'tracker',
      'tracker',
      'condition',
      ...(s.resources.length ? (['resource'] as const) : []),
    ] as const);
    const amount = t.one(['once', 'face', ...(read === 'each' ? [] : (['result'] as const))] as const);
    const e: Effect = {
      who: target && t.pick(2) === 0 ? 'target' : 'self',
      what,
      id:
        what === 'tracker' ? t.one(numeric).id : what === 'condition' ? t.one(s.conditions).id : t.one(s.resources).id,
      sign: t.pick(2) === 0 ? 1 : -1,
      amount,
      n: between(t, 0, 3),
    };
    if (amount === 'face') e.face = t.one(faces).name;
    return e;
  });
  const m: Move = {
    id: `m${i}`,
    name: `Move ${i}`,
    pool: t.pick(3) === 0 ? { tracker: t.one(numeric).id } : { n: between(t, 1, 4) },
    die: dieId,
    target,
    success,
    read,
    effects,
  };
  if (t.pick(3) === 0) m.help = 'Roll and see.';
  return m;
}

/** A random sheet that can work, built so: every reference names something it has. */
export function randomSheet(t: Tape): Sheet {
  const s: Sheet = {
    v: SHEET_VERSION,
    name: `Game ${t.pick(1000)}`,
    trackers: Array.from({ length: between(t, 1, 5) }, (_, i) => numericTracker(t, i)),
    conditions: Array.from({ length: between(t, 1, 4) }, (_, i) => ({ id: `c${i}`, name: `Cond ${i}` })),
    resources: [],
    turns: { by: 'player', order: 'seats' },
    dice: Array.from({ length: between(t, 0, 2) }, (_, i) => die(t, i)),
    moves: [],
    triggers: [],
    notes: Array.from({ length: between(t, 0, 2) }, (_, i) => ({ title: `Note ${i}`, body: 'Play fair.' })),
  };
  if (t.pick(2) === 0) s.about = 'A random game.';
  for (const c of s.conditions) if (t.pick(2) === 0) c.model = 'do something to the model';
  if (t.pick(2) === 0)
    s.trackers.push({
      id: 'kit',
      name: 'Kit',
      kind: 'hidden',
      min: 0,
      max: between(t, 1, 4),
      start: 0,
      kinds: KINDS.slice(0, between(t, 1, 3)),
    });
  const score = t.pick(3);
  s.resources = Array.from({ length: between(t, 0, 3) }, (_, i) => {
    const min = between(t, -3, 0);
    const max = min + between(t, 0, 20);
    return {
      id: `r${i}`,
      name: `Res ${i}`,
      min,
      max,
      start: between(t, min, max),
      ...(i === score ? { score: true } : {}),
    };
  });
  const numeric = s.trackers.filter((x) => x.kind !== 'hidden');
  const order = t.one(['seats', 'stat', 'free'] as const);
  s.turns = { by: t.one(['player', 'car'] as const), order, ...(order === 'stat' ? { stat: t.one(numeric).id } : {}) };
  s.moves = Array.from({ length: between(t, 1, 4) }, (_, i) => move(t, s, i));
  s.triggers = Array.from({ length: between(t, 0, 3) }, () => {
    const tr = t.one(numeric);
    const does = t.one(['out', 'condition'] as const);
    return {
      tracker: tr.id,
      when: t.one(['atMost', 'atLeast'] as const),
      value: between(t, tr.min, tr.max),
      does,
      ...(does === 'condition' ? { condition: t.one(s.conditions).id } : {}),
      ...(t.pick(3) === 0 ? { reset: between(t, tr.min, tr.max) } : {}),
      ...(t.pick(2) === 0 ? { model: 'move the model' } : {}),
    };
  });
  return s;
}

/** 2 to 4 players with 1 to 3 cars each. */
function randomTable(t: Tape, sheet: Sheet): Setup {
  const players = between(t, 2, 4);
  return table(
    sheet,
    players,
    Array.from({ length: players }, () => between(t, 1, 3)),
  );
}

/**
 * What is out of range or ill-formed in a state: every car's trackers within [min, that car's max],
 * hidden items within their tracker's max, resources within theirs, conditions known and in the
 * sheet's order. (Plain checks, one expect per state: thousands of expects per game cost seconds.)
 */
function rangeProblems(s: CsState): string[] {
  const out: string[] = [];
  const ids = new Set<string>();
  const order = s.sheet.conditions.map((x) => x.id);
  for (const id of s.carOrder) {
    const c = s.cars[id]!;
    for (const t of s.sheet.trackers) {
      if (t.kind === 'hidden') {
        const n = c.hidden.filter((h) => h.tracker === t.id).length;
        if (n > t.max) out.push(`${id} ${t.id}: ${n} items, max ${t.max}`);
        continue;
      }
      const v = c.values[t.id];
      const max = maxOf(c, t);
      if (!Number.isInteger(v) || (v as number) < t.min || (v as number) > max)
        out.push(`${id} ${t.id} = ${v}, outside ${t.min}..${max}`);
      if (Object.hasOwn(c.max, t.id) && (c.max[t.id] as number) < t.min) out.push(`${id} ${t.id} max below min`);
    }
    for (const h of c.hidden) {
      if (ids.has(h.id)) out.push(`item ${h.id} twice`);
      ids.add(h.id);
    }
    const sorted = order.filter((x) => c.conditions.includes(x));
    if (sorted.join() !== c.conditions.join()) out.push(`${id} conditions ${c.conditions.join()}`);
    if (c.out !== (c.outWhy !== undefined)) out.push(`${id} out without why`);
  }
  for (const p of s.players)
    for (const r of s.sheet.resources) {
      const v = s.resources[p]?.[r.id];
      if (!Number.isInteger(v) || (v as number) < r.min || (v as number) > r.max)
        out.push(`${p} ${r.id} = ${v}, outside ${r.min}..${r.max}`);
    }
  if (s.turn.order.length ? s.turn.at >= s.turn.order.length : s.turn.at !== 0) out.push(`turn at ${s.turn.at}`);
  return out;
}

export interface Counts {
  games: number;
  commands: number;
  moves: number;
  byType: Record<string, number>;
  readings: Record<string, number>;
  triggered: number;
  ended: number;
  rollOffs: number;
  committed: number;
  opened: number;
}

/** Roll-offs that split every tie: distinct (first, second) D6 pairs, in an order from the tape. */
function rollOff(t: Tape, ids: string[]): Record<string, number[]> {
  const pairs = ids.map((_, i) => [(i % 6) + 1, Math.floor(i / 6) + 1]);
  const out: Record<string, number[]> = {};
  for (const id of ids) out[id] = pairs.splice(t.pick(pairs.length), 1)[0]!;
  return out;
}

/** A legal next command for the state, or null when the tape's pick has nothing to do. */
export function nextCommand(t: Tape, s: CsState, held: HeldOpenings): Cmd | null {
  const over = standing(s) !== null;
  const numeric = s.sheet.trackers.filter((x) => x.kind !== 'hidden');
  const hidden = s.sheet.trackers.filter((x) => x.kind === 'hidden');
  const anyCar = t.one(s.carOrder);
  switch (t.pick(18)) {
    case 0:
    case 1:
    case 2:
    case 3:
    case 4:
    case 5: {
      if (over) return null;
      const m = t.one(s.sheet.moves);
      const actors = carsIn(s).filter((id) => poolOf(s, m, s.cars[id]!) >= 1);
      if (!actors.length) return null;
      const carId = t.one(actors);
      const targets = carsIn(s).filter((id) => id !== carId);
      if (m.target && !targets.length) return null;
      const n = poolOf(s, m, s.cars[carId]!);
      const sides = dieFaces(s.sheet, m.die)!.length;
      return {
        type: 'cs.move',
        payload: { move: m.id, carId, ...(m.target ? { targetId: t.one(targets) } : {}), faces: t.dice(n, sides) },
      };
    }
    case 6:
    case 7: {
      const tr = t.one(numeric);
      return {
        type: 'cs.track',
        payload:
          t.pick(3) === 0
            ? { carId: anyCar, tracker: tr.id, to: between(t, tr.min - 3, tr.max + 3) }
            : { carId: anyCar, tracker: tr.id, by: between(t, -4, 4) },
      };
    }
    case 8: {
      const per = numeric.filter((x) => x.perCar);
      if (!per.length) return null;
      const tr = t.one(per);
      // A car's own maximum stays within the row limits the validator sets (30 boxes, 21 speeds).
      const top = tr.kind === 'boxes' ? 30 : tr.kind === 'speed' ? tr.min + 20 : tr.max + 10;
      return {
        type: 'cs.max',
        payload: { carId: anyCar, tracker: tr.id, max: between(t, tr.min, Math.min(top, tr.max + 10)) },
      };
    }
    case 9:
      return {
        type: 'cs.condition',
        payload: { carId: anyCar, condition: t.one(s.sheet.conditions).id, on: t.pick(3) !== 0 },
      };
    case 10:
      return s.sheet.resources.length
        ? {
            type: 'cs.resource',
            payload: { playerId: t.one(s.players), resource: t.one(s.sheet.resources).id, by: between(t, -5, 5) },
          }
        : null;
    case 11:
    case 12: {
      if (over) return null;
      const rolls = s.sheet.turns.order === 'stat' ? rollOff(t, takers(s)) : undefined;
      return { type: 'cs.next', payload: rolls ? { rolls } : {} };
    }
    case 13: {
      // Out by the table, or (more often, so games go on) back in.
      const c = s.cars[anyCar]!;
      return { type: 'cs.out', payload: { carId: anyCar, out: c.out ? t.pick(4) === 0 : t.pick(3) === 0 } };
    }
    case 14:
    case 15: {
      if (!hidden.length) return null;
      const tr = t.one(hidden);
      const room = s.carOrder.filter((id) => s.cars[id]!.hidden.filter((h) => h.tracker === tr.id).length < tr.max);
      if (!room.length) return null;
      // Half the time a car that holds items already: piles, discards and ids in between.
      const holding = room.filter((id) => s.cars[id]!.hidden.length > 0);
      const carId = holding.length && t.pick(2) === 0 ? t.one(holding) : t.one(room);
      const payload = { carId, tracker: tr.id, kind: t.one(tr.kinds!) };
      // Mostly face down through the seal; now and then in the open (a journal written without one).
      return { type: t.pick(3) === 0 ? 'open:cs.hide' : 'cs.hide', payload };
    }
    default: {
      const items = s.carOrder.flatMap((id) => s.cars[id]!.hidden.map((h) => ({ id, h })));
      if (!items.length) return null;
      const { id, h } = t.one(items);
      // A face-down item is shown by its owner's phone (which holds its kind); one in the open by anyone.
      if (t.pick(2) === 0 && (h.kind !== null || held[h.id]))
        return { type: 'cs.reveal', payload: { itemIds: [h.id] } };
      return { type: 'cs.drop', payload: { carId: id, itemId: h.id } };
    }
  }
}

/** Deterministic bytes for the seal (it asks for 20 at every command): a counter from a seed. */
function bytesFrom(seed: number): () => Uint8Array {
  let n = seed;
  return () => {
    n += 1;
    return Uint8Array.from({ length: 20 }, (_, i) => (n * 131 + i * 29 + (n >> (i % 8))) % 256);
  };
}

/** Plays a random game through the seal, checking every step; returns the journal and every state. */
export function play(t: Tape, steps: number, counts: Counts) {
  const sheet = randomSheet(t);
  const setup = randomTable(t, sheet);
  const init = initCs(setup);
  const states: CsState[] = [init];
  const journal: Command[] = [];
  let s = init;
  let held: HeldOpenings = {};
  const random = bytesFrom(t.pick(1 << 20));
  let at = 1_800_000_000_000;
  for (let i = 0; i < steps && !t.done; i++) {
    const c = nextCommand(t, s, held);
    if (!c) continue;
    at += 1;
    const open = c.type.startsWith('open:');
    const command = { type: c.type.replace(/^open:/, ''), payload: c.payload, at };
    // Through the phone's seal, as the app dispatches (an open item skips it: a journal written without one).
    const sealed = open ? { command } : seal(custom, setup, s, held, command, random);
    if ('kept' in sealed && sealed.kept) held = { ...held, [sealed.kept.tokenId]: sealed.kept.opening };
    const before = JSON.stringify(s);
    deepFreeze(s);
    const next = reduceCs(s, sealed.command, setup);
    if (JSON.stringify(s) !== before) expect(JSON.stringify(s), `${c.type} left its input as it was`).toBe(before);
    const bad = rangeProblems(next);
    if (bad.length) expect(bad, `after ${JSON.stringify(sealed.command)}`).toEqual([]);
    counts.commands++;
    counts.byType[c.type] = (counts.byType[c.type] ?? 0) + 1;
    if (open) counts.byType['cs.hide'] = (counts.byType['cs.hide'] ?? 0) + 1;
    if (c.type === 'cs.move') {
      counts.moves++;
      const m = s.sheet.moves.find((x) => x.id === (c.payload as { move: string }).move)!;
      counts.readings[m.read] = (counts.readings[m.read] ?? 0) + 1;
    }
    if (c.type !== 'cs.out' && s.carOrder.some((id) => !s.cars[id]!.out && next.cars[id]!.out)) counts.triggered++;
    if (!standing(s) && standing(next)) counts.ended++;
    if (c.type === 'cs.next' && next.turn.rolls && next.turn.round !== s.turn.round && roundOrder(s).tied.length)
      counts.rollOffs++;
    if ((sealed.command.payload as { commit?: string }).commit) counts.committed++;
    if ((sealed.command.payload as { open?: object }).open) counts.opened++;
    journal.push(sealed.command);
    states.push(next);
    s = next;
  }
  counts.games++;
  return { setup, journal, states, held };
}
