// Issue 42, the game's story for a game sheet: a car's chart is the tracker that decides it (the
// one a trigger takes the car out by, else the first tracker shown in the open). A hidden tracker
// is drawn only as its public count of items: its kinds are never read (issue 32).
import type { StorySource } from '../core/story-source';
import type { CsState } from './model';
import { maxOf, resultLines, trackerValue } from './rules';
import type { Sheet, Tracker } from './sheet';

/** The deciding tracker and which way is damage: down (a Hull) or up (boxes, Hazard). */
function decider(sheet: Sheet): { t: Tracker; down: boolean } | null {
  const outConditions = new Set(sheet.conditions.filter((c) => c.out).map((c) => c.id));
  const outs = sheet.triggers.filter(
    (tr) => tr.does === 'out' || (tr.does === 'condition' && tr.condition && outConditions.has(tr.condition)),
  );
  const by = (id: string) => sheet.trackers.find((t) => t.id === id);
  const open = outs.find((tr) => by(tr.tracker) && by(tr.tracker)?.kind !== 'hidden') ?? outs[0];
  const t = open ? by(open.tracker) : (sheet.trackers.find((x) => x.kind !== 'hidden') ?? sheet.trackers[0]);
  if (!t) return null;
  return { t, down: open ? open.when === 'atMost' : t.kind !== 'boxes' };
}

export const csStory: StorySource<CsState> = {
  track(s, carId) {
    const d = decider(s.sheet);
    const car = s.cars[carId];
    if (!d || !car) return null;
    return { label: d.t.name, value: trackerValue(car, d.t), min: d.t.min, max: maxOf(car, d.t) };
  },
  damage(s, carId) {
    const d = decider(s.sheet);
    const car = s.cars[carId];
    if (!d || !car) return 0;
    const v = trackerValue(car, d.t);
    // From the sheet's own bounds, so a car's maximum set in play (cs.max) is no damage.
    return d.down ? d.t.max - v : v - d.t.min;
  },
  marks(s, carId) {
    const car = s.cars[carId];
    if (!car) return [];
    const words = car.conditions.map((id) => (s.sheet.conditions.find((c) => c.id === id)?.name ?? id).toLowerCase());
    const outByCondition = car.conditions.some((id) => s.sheet.conditions.some((c) => c.id === id && c.out));
    return car.out && !outByCondition ? [...words, 'out'] : words;
  },
  out: (s, carId) => !!s.cars[carId]?.out,
  round: (s) => s.turn.round,
  dealer(_before, _after, payload, type, _setup, carId) {
    // A move's effects on its target are the mover's; on itself, and a tracker set by hand, nobody's.
    if (type === 'cs.move' && (payload as { carId?: unknown }).carId !== carId) return undefined;
    return null;
  },
  result: (s, setup) => resultLines(s, (id) => setup.players.find((p) => p.id === id)?.name ?? '?')?.join(' ') ?? null,
};
