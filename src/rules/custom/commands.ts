// The reducer of a game played on a sheet (issue 33). Every command names what it changes; the
// sheet (the game's own copy, in the state) says what each change means. Never mutates its input.
import { bool, int, record, str } from '../core/check';
import { produce } from '../core/draft';
import { type Command, RuleError, type Setup } from '../core/model';
import type { CsCar, CsState } from './model';
import {
  addResource,
  applyEffects,
  carIn,
  clamp,
  current,
  type Fired,
  maxRange,
  nextInRound,
  poolOf,
  readRoll,
  roundOrder,
  setCondition,
  setupMaxProblem,
  setValue,
  standing,
  tracker,
  trackerValue,
} from './rules';
import { commitItem, openItems } from './secrets';
import type { Sheet } from './sheet';
import { problemText, readSheet } from './validate';

/** The sheet a game keeps in its setup, read through the one door; a bad one is a RuleError. */
export function sheetOf(setup: Setup): Sheet {
  const r = readSheet((setup as { sheet?: unknown }).sheet);
  if (!r.ok) throw new RuleError(`This game’s sheet cannot be played: ${problemText(r.problems)}`);
  return r.sheet;
}

export function initCs(setup: Setup): CsState {
  const sheet = sheetOf(setup);
  const cars: Record<string, CsCar> = {};
  const bad = setupMaxProblem(sheet, setup.cars);
  if (bad) throw new RuleError(bad);
  for (const c of setup.cars) {
    const values: Record<string, number> = {};
    const max: Record<string, number> = {};
    for (const t of sheet.trackers) {
      if (t.kind === 'hidden') continue;
      const own = t.perCar ? c.max?.[t.id] : undefined;
      values[t.id] = t.start;
      if (own === undefined) continue;
      // Issue 41: a maximum set at setup. A tracker that starts full (Hull 8 of 8) starts at the
      // car's own maximum; one that starts lower keeps its start, within the maximum.
      max[t.id] = own;
      values[t.id] = t.start === t.max ? own : clamp(t.start, t.min, own);
    }
    cars[c.id] = { id: c.id, ownerId: c.playerId, values, max, conditions: [], out: false, hidden: [] };
  }
  const resources: Record<string, Record<string, number>> = {};
  for (const p of setup.players) resources[p.id] = Object.fromEntries(sheet.resources.map((r) => [r.id, r.start]));
  const s: CsState = {
    sheet,
    players: setup.players.map((p) => p.id),
    cars,
    carOrder: setup.cars.map((c) => c.id),
    resources,
    turn: { round: 1, order: [], at: 0 },
  };
  const first = roundOrder(s);
  // Ties in a stat order wait for the table's first roll-off (round 0: "Roll off for the order").
  s.turn = first.tied.length ? { round: 0, order: [], at: 0 } : { round: 1, order: first.order, at: 0 };
  return s;
}

function notOver(s: CsState, what: string) {
  if (standing(s)) throw new RuleError(`${what}: the game is over.`);
}

function rollsIn(x: unknown): Record<string, number[]> {
  if (x === undefined) return {};
  const o = record(x, 'roll-off');
  const out: Record<string, number[]> = {};
  for (const [id, v] of Object.entries(o)) {
    if (!Array.isArray(v) || v.length === 0 || v.length > 20) throw new RuleError('A roll-off is a list of D6 faces.');
    out[id] = v.map((f) => int(f, 1, 6, 'A roll-off die'));
  }
  return out;
}

export function reduceCs(s: CsState, c: Command, _setup: Setup): CsState {
  return reduceFiring(s, c, []);
}

/** Issue 41: what the triggers a command crossed did, for its row (a reset leaves no trace in the state). */
export function firedBy(s: CsState, c: Omit<Command, 'at'>, _setup: Setup): Fired[] {
  const fired: Fired[] = [];
  try {
    reduceFiring(s, c, fired);
  } catch {
    return [];
  }
  return fired;
}

function reduceFiring(s: CsState, c: Omit<Command, 'at'>, fired: Fired[]): CsState {
  const p = record(c.payload);
  return produce(s, (d) => {
    openItems(d, p);
    switch (c.type) {
      case 'cs.track': {
        const car = carIn(d, p.carId);
        const t = tracker(d.sheet, str(p.tracker, 'The tracker'));
        if (!t || t.kind === 'hidden') throw new RuleError('No such tracker.');
        const from = trackerValue(car, t);
        const to = p.to !== undefined ? int(p.to, -999, 999, t.name) : from + int(p.by, -999, 999, t.name);
        setValue(d, car, t, to, fired);
        return;
      }
      case 'cs.max': {
        const car = carIn(d, p.carId);
        const t = tracker(d.sheet, str(p.tracker, 'The tracker'));
        if (!t?.perCar || t.kind === 'hidden') throw new RuleError('That tracker’s maximum is the same for every car.');
        const [lo, hi] = maxRange(t);
        car.max[t.id] = int(p.max, lo, hi, `${t.name}’s maximum`);
        // Through setValue, so a value brought down to a trigger's (Hull 0) fires it.
        setValue(d, car, t, trackerValue(car, t), fired);
        return;
      }
      case 'cs.condition': {
        const car = carIn(d, p.carId);
        const id = str(p.condition, 'The condition');
        if (!d.sheet.conditions.some((x) => x.id === id)) throw new RuleError('No such condition.');
        setCondition(d.sheet, car, id, bool(p.on, 'On or off'));
        return;
      }
      case 'cs.resource': {
        const pid = str(p.playerId, 'The player');
        if (!d.players.includes(pid)) throw new RuleError('No such player.');
        addResource(d, pid, str(p.resource, 'The resource'), int(p.by, -999, 999, 'The change'));
        return;
      }
      case 'cs.out': {
        const car = carIn(d, p.carId);
        car.out = bool(p.out, 'Out or back in');
        if (car.out) car.outWhy = 'taken out by the table';
        else {
          delete car.outWhy;
          // Issue 41: back in, it is no longer Wrecked (a condition that means out).
          car.conditions = car.conditions.filter((id) => !d.sheet.conditions.some((x) => x.id === id && x.out));
        }
        return;
      }
      case 'cs.move': {
        notOver(d, 'No more moves');
        const move = d.sheet.moves.find((m) => m.id === p.move);
        if (!move) throw new RuleError('No such move on this sheet.');
        const car = carIn(d, p.carId);
        if (car.out) throw new RuleError('That car is out of the game.');
        let target: CsCar | null = null;
        if (move.target) {
          target = carIn(d, p.targetId);
          if (target.out) throw new RuleError('The target is out of the game.');
          if (target.id === car.id) throw new RuleError('A car cannot target itself.');
        }
        const n = poolOf(d, move, car);
        if (n < 1) throw new RuleError(`${move.name} has no dice to roll.`);
        const faces = p.faces;
        if (!Array.isArray(faces) || faces.length !== n) throw new RuleError(`${move.name} rolls ${n} dice.`);
        applyEffects(d, move, car, target, readRoll(d, move, faces as number[], target), fired);
        return;
      }
      case 'cs.next': {
        notOver(d, 'No more turns');
        const next = d.turn.round > 0 ? nextInRound(d) : null;
        if (next !== null && d.sheet.turns.order !== 'free') {
          d.turn.at = d.turn.order.indexOf(next);
          return;
        }
        const rolls = rollsIn(p.rolls);
        const { order, tied } = roundOrder(d, rolls);
        if (tied.length)
          throw new RuleError(`Roll off first: ${tied.map((g) => g.length).join(' and ')} are tied for the order.`);
        const used = Object.fromEntries(Object.entries(rolls).filter(([id]) => order.includes(id)));
        d.turn = { round: d.turn.round + 1, order, at: 0, ...(Object.keys(used).length ? { rolls: used } : {}) };
        return;
      }
      case 'cs.hide': {
        const car = carIn(d, p.carId);
        const t = tracker(d.sheet, str(p.tracker, 'The tracker'));
        if (t?.kind !== 'hidden') throw new RuleError('No such hidden tracker.');
        if (trackerValue(car, t) >= t.max) throw new RuleError(`${t.name}: at most ${t.max}.`);
        if (p.commit !== undefined) {
          commitItem(d, car, t, p);
          return;
        }
        const kind = str(p.kind, 'The kind', 30);
        if (!t.kinds?.includes(kind)) throw new RuleError(`${t.name} has no kind "${kind}".`);
        // The next free number: after a drop, the count + 1 may name an item still held.
        const taken = new Set(Object.values(d.cars).flatMap((x) => x.hidden.map((h) => h.id)));
        const idOf = (n: number) => `i${n}-${t.id}-${car.id}`.slice(0, 64);
        let n = car.hidden.length + 1;
        while (taken.has(idOf(n))) n++;
        car.hidden.push({ id: idOf(n), tracker: t.id, kind, revealed: true });
        return;
      }
      case 'cs.reveal': {
        const ids = p.itemIds;
        if (!Array.isArray(ids) || ids.length === 0 || ids.length > 60) throw new RuleError('Which items are shown?');
        for (const id of ids) {
          const item = Object.values(d.cars)
            .flatMap((x) => x.hidden)
            .find((h) => h.id === id);
          if (!item)
            throw new RuleError(
              typeof id === 'string' ? `There is no item ${id} to show.` : 'There is no such item to show.',
            );
          if (item.kind === null)
            throw new RuleError('An item is shown with its kind and salt: only its owner’s phone has them.');
          item.revealed = true;
        }
        return;
      }
      case 'cs.drop': {
        const car = carIn(d, p.carId);
        const id = str(p.itemId, 'The item');
        if (!car.hidden.some((h) => h.id === id)) throw new RuleError('No such item on that car.');
        car.hidden = car.hidden.filter((h) => h.id !== id);
        return;
      }
      default:
        throw new RuleError(`Unknown command "${c.type}".`);
    }
  });
}

/** Whose turn it is now, as the turn panel names it. */
export { current };
