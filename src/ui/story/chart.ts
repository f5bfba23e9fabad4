// Issue 42: the geometry of a car's chart, one source for the screen's SVG (track-chart.tsx), the
// shared picture (story-picture.ts) and the printed sheet, so all three draw the same line.
import type { CarStory, GameStory } from '../../game/story/story';

export interface ChartShape {
  /** The line, as [x, y] in the box. */
  line: [number, number][];
  /** Where each mark sits on the line, and its word. */
  marks: { x: number; y: number; what: string; round: number }[];
  /** The scale: the value at the top and at the bottom, the first and last round. */
  top: number;
  bottom: number;
  lastRound: number;
  /** The plot's edges inside the box (room left for the scale's numbers and the rounds). */
  left: number;
  right: number;
  y0: number;
  y1: number;
}

/** Room in the box, in its units, for the scale's numbers (left) and the rounds (below). */
export const CHART_W = 300;
export const CHART_H = 120;

/**
 * The chart of `car` in a box of `w` x `h`, over rounds 0..`rounds`. `unit`: the size of the
 * numbers along the edges (the box leaves them room).
 */
export function chartShape(car: CarStory, rounds: number, w = CHART_W, h = CHART_H, unit = 16): ChartShape {
  const top = car.track?.max ?? 1;
  const bottom = car.track?.min ?? 0;
  const lastRound = Math.max(1, rounds, ...car.points.map((p) => p.round));
  const left = unit * 2;
  const right = w - unit;
  const y0 = unit;
  const y1 = h - unit * 1.6;
  const x = (round: number) => left + ((right - left) * round) / lastRound;
  const y = (v: number) => y1 - ((y1 - y0) * (v - bottom)) / (top - bottom || 1);
  const line = car.points.map((p): [number, number] => [x(p.round), y(p.value)]);
  const valueAt = (round: number) => {
    let v = car.points[0]?.value ?? bottom;
    for (const p of car.points) if (p.round <= round) v = p.value;
    return v;
  };
  const marks = car.marks.map((m) => ({ x: x(m.round), y: y(valueAt(m.round)), what: m.what, round: m.round }));
  return { line, marks, top, bottom, lastRound, left, right, y0, y1 };
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The chart in words, for a screen reader and the picture's caption: the series and the marks. */
export function chartWords(car: CarStory): string {
  if (!car.track) return `${car.name}: never on the table.`;
  const series = car.points.map((p) => `round ${p.round}: ${p.value}`).join(', ');
  const marks = car.marks.map((m) => `${m.what} in round ${m.round}`).join('; ');
  return `${car.track.label} of ${car.name}, ${car.track.min} to ${car.track.max}, by round: ${series}.${marks ? ` ${cap(marks)}.` : ''}`;
}

/** "Out in round 4: Brute rams Sandfly: …", or null for a car still in the game. */
export const outLine = (car: CarStory) => (car.out ? `Out in round ${car.out.round}: ${car.out.row}` : null);

/** A car's name by id ("The road" style names of hits that no car dealt are kept as they are). */
export const carName = (story: GameStory, id: string) => story.cars.find((c) => c.carId === id)?.name ?? id;

/** Per car, what it hit and what hit it, in words: "Sandfly 4, Viper 1". */
export function hitsOf(story: GameStory, carId: string): { gave: string; got: string } {
  const gave = story.hits.filter((h) => h.from === carId).map((h) => `${carName(story, h.to)} ${h.amount}`);
  const got = story.hits.filter((h) => h.to === carId).map((h) => `${h.fromName} ${h.amount}`);
  return { gave: gave.join(', '), got: got.join(', ') };
}

/** The rounds and steps line under the result. */
export const playedLine = (story: GameStory) =>
  `${story.systemName} · ${story.rounds} ${story.rounds === 1 ? 'round' : 'rounds'} · ${story.steps} ${story.steps === 1 ? 'step' : 'steps'}`;

/** Whether any car has a chart: free play (and a system without a tracker) has none. */
export const hasCharts = (story: GameStory) => story.cars.some((c) => c.track);
