// Issue 42: the geometry of a car's chart, one source for the screen's SVG (track-chart.tsx), the
// shared picture (story-picture.ts) and the printed sheet, so all three draw the same line.
import type { CarStory, GameStory } from '../../game/story/story';

export interface ChartMark {
  /** The dot on the line. */
  x: number;
  y: number;
  /** Its words ("wrecked", "destroyed, exploded": a round's marks together) and round. */
  what: string;
  round: number;
  /** Where the words sit, in the band above the plot: their anchor point and alignment. */
  tx: number;
  ty: number;
  align: 'start' | 'middle' | 'end';
}

export interface ChartShape {
  /** The line, as [x, y] in the box. */
  line: [number, number][];
  marks: ChartMark[];
  /** The scale: the value at the top and at the bottom, the first and last round. */
  top: number;
  bottom: number;
  firstRound: number;
  lastRound: number;
  /** The rounds named below the plot, and where. */
  ticks: { round: number; x: number }[];
  /** The plot's edges inside the box (room left for the scale's numbers, the marks' words and the rounds). */
  left: number;
  right: number;
  y0: number;
  y1: number;
}

/** The box, in its units: the screen's SVG viewBox. */
export const CHART_W = 300;
export const CHART_H = 112;

/** The first round any car of the story is charted in (a car not placed yet has no point). */
export const firstRound = (story: GameStory) =>
  Math.min(...story.cars.flatMap((c) => c.points.map((p) => p.round)), story.rounds);

/**
 * The chart of `car` in a box of `w` x `h`, over rounds `from`..`rounds`. `unit`: the size of the
 * words along the edges (the box leaves them room: the scale on the left, the marks' words in a
 * band above the plot, one row or two where two rounds' words would touch, the rounds below).
 */
export function chartShape(car: CarStory, rounds: number, from = 0, w = CHART_W, h = CHART_H, unit = 16): ChartShape {
  const top = car.track?.max ?? 1;
  const bottom = car.track?.min ?? 0;
  const lastRound = Math.max(from + 1, rounds, ...car.points.map((p) => p.round));
  const left = unit * 2.5;
  const right = w - unit;
  const x = (round: number) => left + ((right - left) * (round - from)) / (lastRound - from);
  const valueAt = (round: number) => {
    let v = car.points[0]?.value ?? bottom;
    for (const p of car.points) if (p.round <= round) v = p.value;
    return v;
  };
  // A round's marks share one dot and one label.
  const byRound = new Map<number, string[]>();
  for (const m of car.marks) byRound.set(m.round, [...(byRound.get(m.round) ?? []), m.what]);
  const rowEnds: number[] = [];
  const placed = [...byRound].map(([round, whats]) => {
    const what = whats.join(', ');
    const mx = x(round);
    const width = what.length * unit * 0.6;
    const align: ChartMark['align'] = mx + width / 2 > right ? 'end' : mx - width / 2 < 0 ? 'start' : 'middle';
    const x0 = align === 'end' ? mx - width : align === 'start' ? mx : mx - width / 2;
    let row = rowEnds.findIndex((end) => end < x0);
    if (row < 0) row = rowEnds.length;
    rowEnds[row] = x0 + width + unit / 2;
    return { round, what, mx, align, row };
  });
  const rows = rowEnds.length;
  const y0 = unit * (0.6 + rows * 1.25);
  const y1 = h - unit * 1.6;
  const y = (v: number) => y1 - ((y1 - y0) * (v - bottom)) / (top - bottom || 1);
  const line = car.points.map((p): [number, number] => [x(p.round), y(p.value)]);
  const marks = placed.map(
    (m): ChartMark => ({
      x: m.mx,
      y: y(valueAt(m.round)),
      what: m.what,
      round: m.round,
      tx: m.mx,
      ty: unit * (1 + m.row * 1.25),
      align: m.align,
    }),
  );
  // Every round named below the plot while they fit (eight), else the first and the last.
  const span = lastRound - from;
  const ticks = Array.from({ length: span <= 8 ? span + 1 : 2 }, (_, i) =>
    span <= 8 ? from + i : i ? lastRound : from,
  ).map((round) => ({ round, x: x(round) }));
  return { line, marks, top, bottom, firstRound: from, lastRound, ticks, left, right, y0, y1 };
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The chart in words, for a screen reader and the picture's caption: the series and the marks. */
export function chartWords(car: CarStory): string {
  if (!car.track) return `${car.name}: never on the table.`;
  const series = car.points.map((p) => `round ${p.round}: ${p.value}`).join(', ');
  const marks = markWords(car);
  return `${car.track.label} of ${car.name}, ${car.track.min} to ${car.track.max}, by round: ${series}.${marks ? ` ${marks}` : ''}`;
}

/** "Destroyed in round 2; exploded in round 2." (empty: no marks). */
export const markWords = (car: CarStory) =>
  car.marks.length ? `${cap(car.marks.map((m) => `${m.what} in round\u00a0${m.round}`).join('; '))}.` : '';

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
