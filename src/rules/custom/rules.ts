// The evaluator of a game sheet (issue 33): pure functions of the state, the sheet and dice faces.
// A move is read here (readRoll), its effects are worked out (moveEffects) and applied with the
// triggers they set off (setValue): the reducer (commands.ts) and the guided roll's preview run
// the same code, so the result shown is the result applied.
import { RuleError } from '../core/model';
import type { CsCar, CsState } from './model';
import { dieFaces, type Effect, type Move, type Sheet, type Tracker } from './sheet';

export const tracker = (sheet: Sheet, id: string): Tracker | undefined => sheet.trackers.find((t) => t.id === id);

/** This car's maximum for a tracker: its own when set at setup (perCar), else the sheet's. */
export function maxOf(car: CsCar, t: Tracker): number {
  return t.perCar && Object.hasOwn(car.max, t.id) ? (car.max[t.id] as number) : t.max;
}

/**
 * The range a car's own maximum may take: the sheet's limits on a row of boxes (30) and a speed
 * row (21 values) hold for it too (validate.ts).
 */
export function maxRange(t: Tracker): [number, number] {
  return [t.min, t.kind === 'boxes' ? 30 : t.kind === 'speed' ? t.min + 20 : 999];
}

/**
 * Issue 41: a car's maximums as set in New game, checked against the sheet: per-car trackers
 * only, whole numbers in maxRange. Null when they are fine, else the first problem in words.
 */
export function setupMaxProblem(sheet: Sheet, cars: readonly { name: string; max?: Record<string, number> }[]) {
  for (const c of cars)
    for (const [id, v] of Object.entries(c.max ?? {})) {
      const t = tracker(sheet, id);
      if (!t?.perCar || t.kind === 'hidden') return `${c.name}: the sheet sets no maximum per car for "${id}".`;
      const [lo, hi] = maxRange(t);
      if (!Number.isInteger(v) || v < lo || v > hi) return `${c.name}: ${t.name}’s maximum is ${lo} to ${hi}.`;
    }
  return null;
}

/** A tracker's value on a car: a hidden tracker's is its count of items. */
export function trackerValue(car: CsCar, t: Tracker): number {
  if (t.kind === 'hidden') return car.hidden.filter((h) => h.tracker === t.id).length;
  return car.values[t.id] ?? t.start;
}

export const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

export function carIn(s: CsState, id: unknown): CsCar {
  const c = typeof id === 'string' && Object.hasOwn(s.cars, id) ? s.cars[id] : undefined;
  if (!c) throw new RuleError('No such car in this game.');
  return c;
}

/** What a change to a tracker set off: trigger lines for the log and the result card. */
export interface Fired {
  carId: string;
  text: string;
  /** The condition it set, if any. */
  condition?: string;
  /** Issue 41: a trigger with a reset: the value that set it off, gone by the time the row is read ("Hazard 2 → 6 → 0"). */
  reached?: { tracker: string; value: number };
}

/**
 * Sets a numeric tracker on a draft car, clamped to its range, then fires each trigger the change
 * crosses (it held before, it holds now: a trigger fires once per crossing) in sheet order.
 */
export function setValue(d: CsState, car: CsCar, t: Tracker, to: number, fired: Fired[] = []): Fired[] {
  if (t.kind === 'hidden') throw new RuleError(`${t.name} is counted by its hidden items.`);
  const from = trackerValue(car, t);
  const next = clamp(to, t.min, maxOf(car, t));
  car.values[t.id] = next;
  for (const tr of d.sheet.triggers) {
    if (tr.tracker !== t.id) continue;
    const holds = (v: number) => (tr.when === 'atMost' ? v <= tr.value : v >= tr.value);
    const reached = car.values[t.id] as number;
    if (holds(from) || !holds(reached)) continue;
    const n = fired.length;
    if (tr.does === 'out' && !car.out) {
      car.out = true;
      car.outWhy = tr.model ?? `${t.name} ${tr.when === 'atMost' ? 'at' : 'reached'} ${tr.value}`;
      fired.push({ carId: car.id, text: `out${tr.model ? `: ${tr.model}` : ''}` });
    }
    if (tr.does === 'condition' && tr.condition) {
      const c = d.sheet.conditions.find((x) => x.id === tr.condition);
      if (c && !car.conditions.includes(c.id)) setCondition(d.sheet, car, c.id, true);
      if (c)
        fired.push({
          carId: car.id,
          text: `${c.name}${tr.model ? `: ${tr.model}` : c.model ? `: ${c.model}` : ''}`,
          condition: c.id,
        });
    }
    if (tr.reset !== undefined) {
      car.values[t.id] = clamp(tr.reset, t.min, maxOf(car, t));
      if (fired.length === n) fired.push({ carId: car.id, text: '' });
      for (const f of fired.slice(n)) f.reached = { tracker: t.id, value: reached };
    }
  }
  return fired;
}

/** Turns a condition on or off, keeping the sheet's order. */
export function setCondition(sheet: Sheet, car: CsCar, id: string, on: boolean): void {
  const has = car.conditions.includes(id);
  if (on === has) return;
  // Issue 41: a condition that means out of the game (Wrecked) takes the car out with it, and
  // clearing it brings back a car it took out (not one a trigger or the table took out).
  const c = sheet.conditions.find((x) => x.id === id);
  const why = c?.model ? `${c.name}: ${c.model}` : (c?.name ?? '');
  if (c?.out && on && !car.out) {
    car.out = true;
    car.outWhy = why;
  } else if (c?.out && !on && car.out && car.outWhy === why) {
    car.out = false;
    delete car.outWhy;
  }
  const next = on ? [...car.conditions, id] : car.conditions.filter((c) => c !== id);
  const order = sheet.conditions.map((c) => c.id);
  car.conditions = next.sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

/** The number of dice a move rolls for this car (a tracker's value, or the fixed count). */
export function poolOf(s: CsState, move: Move, car: CsCar): number {
  if ('n' in move.pool) return move.pool.n;
  const t = tracker(s.sheet, move.pool.tracker);
  return t ? clamp(trackerValue(car, t), 0, 20) : 0;
}

export interface DieRead {
  face: number;
  name: string;
  value: number;
  ok: boolean;
}

export interface RollRead {
  dice: DieRead[];
  /** The count of successes, the highest, the sum, or the number of dice (each face). */
  result: number;
  succeeded: boolean;
  /** What the result says in words: "2 successes", "highest 5: succeeds (4+)". */
  text: string;
  /** The rule that read it: "4+ succeeds", "at or above Viper's Armour (3)". */
  rule: string;
}

/** Reads typed or rolled faces (positions on the die, 1 first) by the move's success and reading. */
export function readRoll(s: CsState, move: Move, faces: readonly number[], target: CsCar | null): RollRead {
  const all = dieFaces(s.sheet, move.die);
  if (!all) throw new RuleError(`${move.name} rolls a die this sheet does not have.`);
  const succ = move.success;
  let need: number | null = null;
  let rule = 'every die counts';
  if (succ.kind === 'atLeast') {
    need = succ.n;
    rule = `${need}+ succeeds`;
  } else if (succ.kind === 'target') {
    const t = tracker(s.sheet, succ.tracker);
    if (!target || !t) throw new RuleError(`${move.name} needs a target.`);
    need = trackerValue(target, t);
    rule = `${need}+ succeeds (the target’s ${t.name})`;
  } else if (succ.kind === 'face') rule = `${succ.face} succeeds`;
  const passes = (name: string, value: number) =>
    succ.kind === 'face' ? name === succ.face : need === null || value >= need;
  const dice = faces.map((f) => {
    // Whole numbers first: a payload from a file may hold anything, and arithmetic on an object
    // whose toString is not a function throws a TypeError instead of the rules' refusal.
    const face = Number.isInteger(f) ? all[f - 1] : undefined;
    if (!face)
      throw new RuleError(
        `A ${all.length}-sided die shows 1 to ${all.length}; got ${typeof f === 'number' ? f : 'no face'}.`,
      );
    return { face: f, name: face.name, value: face.value, ok: passes(face.name, face.value) };
  });
  const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? '' : 's'}`;
  switch (move.read) {
    case 'count': {
      const n = dice.filter((d) => d.ok).length;
      return { dice, result: n, succeeded: n > 0, text: plural(n, 'success').replace('successs', 'successes'), rule };
    }
    case 'highest':
    case 'sum': {
      const v = move.read === 'sum' ? dice.reduce((a, d) => a + d.value, 0) : Math.max(...dice.map((d) => d.value));
      const ok = succ.kind === 'face' ? dice.some((d) => d.ok) : passes('', v);
      const word = move.read === 'sum' ? 'total' : 'highest';
      return {
        dice,
        result: v,
        succeeded: ok,
        text: `${word} ${v}${succ.kind === 'none' ? '' : ok ? ': succeeds' : ': fails'}`,
        rule,
      };
    }
    case 'each':
      return {
        dice,
        result: dice.length,
        succeeded: true,
        text: dice.map((d) => d.name).join(', '),
        rule: 'each face on its own',
      };
  }
}

/** How much one effect does for this reading (0: nothing). */
export function effectAmount(e: Effect, r: RollRead): number {
  if (e.amount === 'face') return e.n * r.dice.filter((d) => d.name === e.face).length;
  if (!r.succeeded) return 0;
  // A total below 0 (custom faces of negative value) does nothing: "take off" never adds.
  return e.amount === 'result' ? Math.max(0, e.n * r.result) : e.n;
}

/** The player's resource, clamped. */
export function addResource(d: CsState, playerId: string, id: string, by: number): void {
  const res = d.sheet.resources.find((r) => r.id === id);
  const mine = d.resources[playerId];
  if (!res || !mine) throw new RuleError('No such resource.');
  mine[id] = clamp((mine[id] ?? res.start) + by, res.min, res.max);
}

/** Applies a move's effects to the draft; returns what the triggers did. */
export function applyEffects(
  d: CsState,
  move: Move,
  actor: CsCar,
  target: CsCar | null,
  r: RollRead,
  fired: Fired[] = [],
): Fired[] {
  for (const e of move.effects) {
    const amount = effectAmount(e, r);
    if (amount === 0) continue;
    const car = e.who === 'self' ? actor : target;
    if (!car) throw new RuleError(`${move.name} needs a target.`);
    if (e.what === 'tracker') {
      const t = tracker(d.sheet, e.id);
      if (t && t.kind !== 'hidden') setValue(d, car, t, trackerValue(car, t) + e.sign * amount, fired);
    } else if (e.what === 'condition') {
      // Set (or cleared) when the amount is above 0 (sheet.ts Effect): a sum below 0 does nothing.
      if (amount > 0) setCondition(d.sheet, car, e.id, e.sign > 0);
    } else addResource(d, car.ownerId, e.id, e.sign * amount);
  }
  return fired;
}

/** Cars that can still act or be targeted. */
export const carsIn = (s: CsState) => s.carOrder.filter((id) => !(s.cars[id] as CsCar).out);

/** Players with a car still in (a player who brought no car stays in). */
export function playersIn(s: CsState): string[] {
  return s.players.filter((p) => {
    const mine = s.carOrder.filter((id) => s.cars[id]?.ownerId === p);
    return mine.length === 0 || mine.some((id) => !(s.cars[id] as CsCar).out);
  });
}

/** The game is over when at most one player who brought cars has one left. */
export function standing(s: CsState): { winnerIds: string[] } | null {
  const withCars = s.players.filter((p) => s.carOrder.some((id) => s.cars[id]?.ownerId === p));
  if (withCars.length < 2) return null;
  const left = withCars.filter((p) => s.carOrder.some((id) => s.cars[id]?.ownerId === p && !s.cars[id]?.out));
  return left.length <= 1 ? { winnerIds: left } : null;
}

// ---- turn order ---------------------------------------------------------------------------------

/** The stat the order reads for one id: a car's tracker, or the sum over a player's cars still in. */
export function statOf(s: CsState, id: string): number {
  const t = s.sheet.turns.stat ? tracker(s.sheet, s.sheet.turns.stat) : undefined;
  if (!t) return 0;
  if (s.sheet.turns.by === 'car') return trackerValue(s.cars[id] as CsCar, t);
  return s.carOrder
    .filter((c) => s.cars[c]?.ownerId === id && !s.cars[c]?.out)
    .reduce((a, c) => a + trackerValue(s.cars[c] as CsCar, t), 0);
}

/** Who takes turns this round, before ordering: players or cars still in, in seat order. */
export function takers(s: CsState): string[] {
  if (s.sheet.turns.by === 'player') return playersIn(s);
  const seat = (id: string) => s.players.indexOf((s.cars[id] as CsCar).ownerId);
  return carsIn(s).sort((a, b) => seat(a) - seat(b) || s.carOrder.indexOf(a) - s.carOrder.indexOf(b));
}

const cmpRolls = (a: readonly number[], b: readonly number[]) => {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (b[i] ?? 0) - (a[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
};

/**
 * A round's order by the stat, highest first, ties broken by the roll-off `rolls` (D6 each,
 * compared roll by roll). `tied` lists the groups the rolls have not split yet.
 */
export function statOrder(
  s: CsState,
  rolls: Readonly<Record<string, readonly number[]>>,
): { order: string[]; tied: string[][] } {
  const ids = takers(s);
  const key = (id: string) => rolls[id] ?? [];
  const order = [...ids].sort((a, b) => statOf(s, b) - statOf(s, a) || cmpRolls(key(a), key(b)));
  const tied: string[][] = [];
  for (let i = 0; i < order.length; ) {
    let j = i + 1;
    const a = order[i] as string;
    while (
      j < order.length &&
      statOf(s, order[j] as string) === statOf(s, a) &&
      cmpRolls(key(a), key(order[j] as string)) === 0
    )
      j++;
    if (j - i > 1) tied.push(order.slice(i, j));
    i = j;
  }
  return { order, tied };
}

/** The next round's order, or the groups that must roll off first. */
export function roundOrder(
  s: CsState,
  rolls: Readonly<Record<string, readonly number[]>> = {},
): { order: string[]; tied: string[][] } {
  if (s.sheet.turns.order === 'free') return { order: [], tied: [] };
  if (s.sheet.turns.order === 'seats') return { order: takers(s), tied: [] };
  return statOrder(s, rolls);
}

/** Whose turn it is: a player or car id, or null (free order, or the first roll-off not made). */
export function current(s: CsState): string | null {
  return s.turn.order[s.turn.at] ?? null;
}

/** The id after the current one this round that can still act, or null at the round's end. */
export function nextInRound(s: CsState): string | null {
  const ok = new Set(takers(s));
  for (let i = s.turn.at + 1; i < s.turn.order.length; i++) {
    const id = s.turn.order[i] as string;
    if (ok.has(id)) return id;
  }
  return null;
}

// ---- the result ---------------------------------------------------------------------------------

const listed = (xs: readonly string[]) =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;

/**
 * The result card's lines once the sheet's rules end the game (issue 42: the story says it in the
 * same words): the last player with a car in, then the score resource if the sheet has one.
 */
export function resultLines(s: CsState, player: (id: string) => string): string[] | null {
  const end = standing(s);
  if (!end) return null;
  const score = s.sheet.resources.find((r) => r.score);
  return [
    end.winnerIds.length
      ? `${listed(end.winnerIds.map(player))} ${end.winnerIds.length === 1 ? 'wins' : 'win'}: the last with a car in.`
      : 'Every car is out: no winner.',
    ...(score
      ? [
          `${score.name}: ${s.players.map((p) => `${player(p)} ${s.resources[p]?.[score.id] ?? score.start}`).join(', ')}`,
        ]
      : []),
  ];
}
