import type { CarStory } from '../../game/story/story';
import { CHART_H, CHART_W, chartShape, chartWords } from './chart';

/**
 * Issue 42: one car's tracker by round (hull, damage boxes, speed), 0..max, in the car's colour,
 * with a dot and a word at the round it was wrecked, flipped, taken over or left the road. Drawn
 * by hand (no charting library): the same shape as the shared picture's (chart.ts). Its words
 * (role="img", aria-label) say the whole series.
 */
export function TrackChart({ car, rounds, from }: { car: CarStory; rounds: number; from: number }) {
  const s = chartShape(car, rounds, from);
  return (
    <svg
      class="track-chart"
      viewBox={`0 0 ${CHART_W} ${CHART_H}`}
      role="img"
      aria-label={chartWords(car)}
      data-car={car.carId}
    >
      <g class="tc-scale">
        <line x1={s.left} x2={s.right} y1={s.y0} y2={s.y0} />
        <line x1={s.left} x2={s.right} y1={s.y1} y2={s.y1} />
        <text x={s.left - 12} y={s.y0 + 5} text-anchor="end">
          {s.top}
        </text>
        <text x={s.left - 12} y={s.y1 + 5} text-anchor="end">
          {s.bottom}
        </text>
        {s.ticks.map((t, i) => (
          <text
            key={t.round}
            x={t.x}
            y={CHART_H - 4}
            text-anchor={i === 0 ? 'start' : i === s.ticks.length - 1 ? 'end' : 'middle'}
          >
            R{t.round}
          </text>
        ))}
      </g>
      <polyline class="tc-line" points={s.line.map(([x, y]) => `${x},${y}`).join(' ')} stroke={car.color} fill="none" />
      {s.line.length === 1 && <circle cx={s.line[0]?.[0]} cy={s.line[0]?.[1]} r="4" fill={car.color} />}
      {s.marks.map((m) => (
        <g key={m.round} class="tc-mark">
          <line x1={m.x} x2={m.x} y1={m.ty + 4} y2={m.y} />
          <circle cx={m.x} cy={m.y} r="6" stroke={car.color} />
          <text x={m.tx} y={m.ty} text-anchor={m.align}>
            {m.what}
          </text>
        </g>
      ))}
    </svg>
  );
}
