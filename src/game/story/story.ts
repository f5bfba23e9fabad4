// Issue 42, the game's story: how each car fared, who hit whom and the steps that changed the most,
// drawn from the journal alone, so every phone that holds the game tells the same story. Generic:
// a rule system says what decides a car through its StorySource (rules/<system>/story.ts).
import type { StorySource } from '../../rules/core/story-source';
import type { RuleSystem } from '../../rules/system';
import { commandActor } from '../actor';
import { gameOver } from '../game-over';
import { describeCommand, initialState, makeReducer } from '../game-reducer';
import { Timeline } from '../timeline';
import type { Entry, GameDoc, GameState } from '../types';

/** One point of a car's chart: the tracker's value at the end of a round (round 0: before play). */
export interface StoryPoint {
  round: number;
  value: number;
}

/** A mark on a car's chart: the round a condition first showed ("wrecked", "flipped"). */
export interface StoryMark {
  round: number;
  what: string;
  /** The journal index of the step that did it. */
  index: number;
}

export interface CarStory {
  carId: string;
  name: string;
  color: string;
  playerId: string;
  /** The tracker's label and scale; null when the car never took the table (or the system has none). */
  track: { label: string; min: number; max: number } | null;
  points: StoryPoint[];
  marks: StoryMark[];
  dealt: number;
  taken: number;
  /** What took it out: the step, its log row and who did it (null: no car, the road or the rules). */
  out: { round: number; index: number; row: string; by: string | null } | null;
}

/** Damage one dealer did to one car over the game. */
export interface StoryHit {
  /** A car's id, or null for no car (the road, a mission's enemy, the rules). */
  from: string | null;
  /** The dealer's name as the log row says it ("Hammerhead", "The enemy", or "The road"). */
  fromName: string;
  to: string;
  amount: number;
}

/** A step that changed the game the most (issue 42: a chained explosion, an overkill wipeout). */
export interface TurningPoint {
  /** Journal index: the log row it opens. */
  index: number;
  round: number;
  row: string;
  /** Its weight: damage done, plus OUT_WEIGHT per car taken out and MARK_WEIGHT per other mark. */
  weight: number;
  /** What it did, in words ("4 damage, Viper wrecked", "Red Fury flipped"). */
  what: string;
}

export interface GameStory {
  name: string;
  systemName: string;
  /** Rounds played: the round the game is in (or ended in). */
  rounds: number;
  /** Steps in effect (undone steps are not part of the story). */
  steps: number;
  cars: CarStory[];
  hits: StoryHit[];
  turning: TurningPoint[];
  /** The result as the table's banner says it; null while the game goes on. */
  result: string | null;
  /** The tracker's name when every car's is the same ("Hull"); the legend of the charts. */
  trackLabel: string | null;
}

/** A car taken out weighs as much as this much damage; any other new mark (flipped) this much. */
export const OUT_WEIGHT = 3;
export const MARK_WEIGHT = 1;
/** Turning points the story lists. */
export const TURNING_POINTS = 3;
/** The name damage goes under when no car dealt it. */
export const NO_CAR = 'The road';

/**
 * The story of `doc`, replayed from its journal with `system`'s rules. `source`: the system's
 * StorySource, or null (free play: no tracker, only the rounds, the steps and the result).
 */
export function buildStory(doc: GameDoc, system: RuleSystem, source: StorySource<unknown> | null): GameStory {
  const { setup } = doc;
  const timeline = Timeline.load(makeReducer(system, setup), initialState(system, setup), doc.journal);
  const roundOf = (s: GameState) => (source?.round ? source.round(s.sys) : s.core.round);
  const cars = setup.cars.map(
    (car): CarStory => ({
      carId: car.id,
      name: car.name,
      color: car.color,
      playerId: car.playerId,
      track: null,
      points: [],
      marks: [],
      dealt: 0,
      taken: 0,
      out: null,
    }),
  );
  const byName = new Map(setup.cars.map((c) => [c.name, c.id]));
  const hits = new Map<string, StoryHit>();
  const steps: TurningPoint[] = [];
  // Per car: the last value seen and the round it belongs to; a round's point is its last value.
  const record = (c: CarStory, s: GameState) => {
    const t = source?.track(s.sys, c.carId, setup);
    if (!t) return;
    const min = t.min ?? 0;
    c.track = c.track
      ? { label: t.label, min: Math.min(c.track.min, min), max: Math.max(c.track.max, t.max) }
      : { label: t.label, min, max: t.max };
    const round = roundOf(s);
    const last = c.points[c.points.length - 1];
    if (last && last.round === round) last.value = t.value;
    else c.points.push({ round, value: t.value });
  };
  const first = initialState(system, setup);
  for (const c of cars) record(c, first);
  let stepCount = 0;
  timeline.entries.forEach((e: Entry, index) => {
    if (e.kind !== 'do' || !timeline.isActive(index)) return;
    const around = timeline.around(index);
    if (!around) return;
    stepCount++;
    const { before, after } = around;
    if (!source) return;
    const round = roundOf(after);
    let rowText: string | null = null;
    const row = () => {
      rowText ??= describeCommand(system, e.command, setup, before, e.by);
      return rowText;
    };
    // Per car the step touched: who dealt it (a ram's two cars deal each other's damage).
    const dealers = new Map<string, { id: string | null; name: string }>();
    const dealer = (carId: string) => {
      const known = dealers.get(carId);
      if (known) return known;
      let id: string | null;
      let name = '';
      const own = source.dealer?.(before.sys, after.sys, e.command.payload, e.command.type, setup, carId);
      if (own !== undefined && typeof own === 'object' && own !== null) {
        id = null;
        name = own.name;
      } else if (own !== undefined) id = own;
      else {
        const actor = commandActor(system, e.command, setup, before);
        id = actor ? (byName.get(actor.name) ?? null) : null;
        if (id === null && actor) name = actor.name;
      }
      // A car's own doing (its move off the board, its own self-attack) is nobody else's hit.
      if (id === carId) {
        id = null;
        name = '';
      }
      if (id) name = setup.cars.find((c) => c.id === id)?.name ?? id;
      else name ||= NO_CAR;
      const d = { id, name };
      dealers.set(carId, d);
      return d;
    };
    let damage = 0;
    let outs = 0;
    let marks = 0;
    /** What the step did to each car, in words: "Viper wrecked", "Red Fury flipped", "Brute out". */
    const said: string[] = [];
    for (const c of cars) {
      record(c, after);
      const d = source.damage(after.sys, c.carId, setup) - source.damage(before.sys, c.carId, setup);
      if (d > 0) {
        const by = dealer(c.carId);
        damage += d;
        c.taken += d;
        const key = `${by.id ?? `~${by.name}`}>${c.carId}`;
        const hit = hits.get(key) ?? { from: by.id, fromName: by.name, to: c.carId, amount: 0 };
        hit.amount += d;
        hits.set(key, hit);
        const from = by.id ? cars.find((x) => x.carId === by.id) : undefined;
        if (from) from.dealt += d;
      }
      const was = new Set(source.marks(before.sys, c.carId, setup));
      const fresh: string[] = [];
      for (const what of source.marks(after.sys, c.carId, setup))
        if (!was.has(what) && !c.marks.some((m) => m.what === what)) {
          c.marks.push({ round, what, index });
          fresh.push(what);
        }
      marks += fresh.length;
      let out = false;
      if (!c.out && source.out(after.sys, c.carId, setup) && !source.out(before.sys, c.carId, setup)) {
        const by = dealer(c.carId);
        c.out = { round, index, row: row(), by: by.id || by.name !== NO_CAR ? by.name : null };
        outs++;
        out = true;
      }
      if (fresh.length) said.push(`${c.name} ${fresh.join(' and ')}`);
      else if (out) said.push(`${c.name} out`);
    }
    const weight = damage + OUT_WEIGHT * outs + MARK_WEIGHT * marks;
    if (weight > 0) {
      const what = [damage > 0 ? `${damage} damage` : '', ...said].filter(Boolean).join(', ');
      steps.push({ index, round, row: row(), weight, what });
    }
  });
  const final = timeline.state;
  const over = gameOver(system, final);
  const names = (ids: string[]) => ids.map((id) => setup.players.find((p) => p.id === id)?.name ?? id).join(' & ');
  const result = over
    ? (source?.result?.(final.sys, setup) ?? (over.winnerIds.length ? `${names(over.winnerIds)} won.` : 'A draw.'))
    : null;
  const labels = new Set(cars.flatMap((c) => (c.track ? [c.track.label] : [])));
  return {
    name: doc.name,
    systemName: system.name,
    rounds: roundOf(final),
    steps: stepCount,
    cars,
    hits: [...hits.values()],
    // Heaviest first; of equal weight the earlier step (it changed the game first).
    turning: steps.sort((a, b) => b.weight - a.weight || a.index - b.index).slice(0, TURNING_POINTS),
    result,
    trackLabel: labels.size === 1 ? ([...labels][0] as string) : null,
  };
}
