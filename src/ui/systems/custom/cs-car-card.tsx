// A car's card in a game played on a sheet (issue 33): every tracker the sheet names, drawn by
// its kind (a counter's − and +, boxes ticked one tap at a time, tokens, a speed row, face-down
// items), the sheet's conditions as one-tap chips with what to do with the model, and a button
// for each move. The sheet says what each is; the rules apply it (rules/custom). One tap each:
// mark damage, set a condition, set the speed (issue 33's table tempo).
import { useState } from 'preact/hooks';
import type { Car } from '../../../game/types';
import type { CsCar, CsState } from '../../../rules/custom/model';
import { moveProblem } from '../../../rules/custom/procedures';
import { maxOf, trackerValue } from '../../../rules/custom/rules';
import type { Tracker } from '../../../rules/custom/sheet';
import { dispatch } from '../../../state/app-state';
import { CarCardHead } from '../../components/car-card-head';
import { Counter } from '../../components/counter';
import { ErrorNote } from '../../components/error-note';
import { HitBoxes } from '../../components/hit-boxes';
import { pure } from '../../components/pure';
import { ReasonButton } from '../../components/reason-button';
import { type Stat, StatLine } from '../../components/stat-line';
import { CsHidden } from './cs-hidden';

/** A sheet opened from a card: a move's guided roll, or the card's corrections. */
export type CsOpen = { kind: 'move'; moveId: string; carId: string } | { kind: 'correct'; carId: string };

const range = (lo: number, hi: number) => Array.from({ length: Math.max(0, hi - lo + 1) }, (_, i) => lo + i);

/** A tracker as a line of text (an out car's record, the print). */
export function trackerText(info: CsCar, t: Tracker): string {
  const v = trackerValue(info, t);
  if (t.kind === 'hidden') {
    const mine = info.hidden.filter((h) => h.tracker === t.id);
    const shown = mine.filter((h) => h.revealed).map((h) => h.kind ?? '?');
    return `${mine.length - shown.length} face down${shown.length ? `, shown ${shown.join(', ')}` : ''}`;
  }
  return t.kind === 'speed' || (t.kind === 'counter' && !t.perCar) ? String(v) : `${v} of ${maxOf(info, t)}`;
}

function TrackerView({
  s,
  car,
  info,
  t,
  ownerName,
  live,
  run,
}: {
  s: CsState;
  car: Car;
  info: CsCar;
  t: Tracker;
  ownerName: string;
  live: boolean;
  run: (type: string, payload: Record<string, unknown>) => void;
}) {
  const v = trackerValue(info, t);
  const max = maxOf(info, t);
  const track = (p: { by: number } | { to: number }) => run('cs.track', { carId: car.id, tracker: t.id, ...p });
  switch (t.kind) {
    case 'hidden':
      return <CsHidden s={s} car={car} info={info} t={t} ownerName={ownerName} live={live} />;
    case 'boxes': {
      const total = max - t.min;
      return (
        <div class="stack cs-part">
          <span>
            {t.name}: <strong>{v}</strong> of {max}
          </span>
          {/* One tap on an empty box marks the next one; a tap on a marked box clears the last. */}
          <HitBoxes
            total={total}
            marked={v - t.min}
            label={`${t.name} on ${car.name}`}
            live={live}
            boxLabel={(i, hit) => {
              // Named by what a tap does; a box away from the edge adds its place ("(box 4)").
              const edge = hit ? i === v - t.min - 1 : i === v - t.min;
              const what = hit ? `Clear ${t.name} ${v} of ${max}` : `Mark ${t.name} ${v + 1} of ${max}`;
              return `${what} on ${car.name}${edge ? '' : ` (box ${i + 1})`}`;
            }}
            onToggle={(_, hit) => track({ by: hit ? -1 : 1 })}
          />
        </div>
      );
    }
    case 'speed': {
      const values = range(t.min, max);
      return (
        <div class="stack cs-part">
          <span>
            {t.name}: <strong>{v}</strong>
          </span>
          <div class="cs-speed" role="group" aria-label={`${t.name} on ${car.name}`}>
            {values.map((x) => (
              <button
                key={x}
                type="button"
                aria-pressed={x === v}
                aria-label={`${car.name} ${t.name} ${x}`}
                onClick={() => x !== v && track({ to: x })}
              >
                {x}
              </button>
            ))}
          </div>
        </div>
      );
    }
    default: {
      const tokens = t.kind === 'tokens';
      return (
        <Counter
          label={t.name}
          value={v}
          min={t.min}
          max={max}
          onChange={(n) => track({ by: n - v })}
          decLabel={`${tokens ? 'Take a' : 'Lower'} ${t.name} ${tokens ? 'off' : 'on'} ${car.name}`}
          incLabel={`${tokens ? 'Add a' : 'Raise'} ${t.name} ${tokens ? 'to' : 'on'} ${car.name}`}
        >
          {(tokens || t.perCar) && <span class="muted"> of {max}</span>}
        </Counter>
      );
    }
  }
}

export const CsCarCard = pure(function CsCarCard({
  s,
  car,
  info,
  note,
  ownerName,
  turn,
  over,
  open,
}: {
  s: CsState;
  car: Car;
  info: CsCar;
  note: string;
  ownerName: string;
  /** It is this car's turn. */
  turn: boolean;
  over: boolean;
  open: (sheet: CsOpen) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const run = (type: string, payload: Record<string, unknown>) => setError(dispatch({ type, payload }));
  const live = !over && !info.out;
  const sheet = s.sheet;
  const on = sheet.conditions.filter((c) => info.conditions.includes(c.id));
  const badges = [turn && !info.out ? 'Turn' : null, info.out ? 'Out' : null].filter((b): b is string => !!b);
  // An out car's trackers (and every car's once the game is over) are a record: values, no buttons.
  const record: Stat[] = sheet.trackers
    .filter((t) => t.kind !== 'boxes')
    .map((t) => ({ label: t.name, value: trackerText(info, t) }));
  return (
    <article
      class={`card car cs-car${turn && !info.out ? ' active' : ''}${info.out ? ' out' : ''}`}
      style={{ '--car-color': car.color }}
      aria-label={car.name}
    >
      <CarCardHead
        car={car}
        badges={badges}
        hot={['Turn', 'Out']}
        note={note}
        aside={
          !over && (
            <button
              type="button"
              class="ghost correct-btn"
              aria-label={`Correct ${car.name}`}
              onClick={() => open({ kind: 'correct', carId: car.id })}
            >
              Correct…
            </button>
          )
        }
      />
      {info.out && (
        <div class="cs-out row wrap" role="status">
          <p class="grow">
            <strong>Out:</strong> {info.outWhy ?? 'out of the game'}
          </p>
          {!over && (
            <button
              type="button"
              aria-label={`${car.name}: back in`}
              onClick={() => run('cs.out', { carId: car.id, out: false })}
            >
              Back in
            </button>
          )}
        </div>
      )}
      {!live ? (
        <>
          {record.length > 0 && <StatLine items={record} />}
          {sheet.trackers
            .filter((t) => t.kind === 'boxes')
            .map((t) => (
              <HitBoxes
                key={t.id}
                total={maxOf(info, t) - t.min}
                marked={trackerValue(info, t) - t.min}
                label={`${t.name} on ${car.name}`}
                live={false}
              />
            ))}
          {on.length > 0 && <p>{on.map((c) => c.name).join(', ')}</p>}
        </>
      ) : (
        <>
          {sheet.trackers.map((t) => (
            <TrackerView key={t.id} s={s} car={car} info={info} t={t} ownerName={ownerName} live={live} run={run} />
          ))}
          {sheet.conditions.length > 0 && (
            <div class="cs-conds" role="group" aria-label={`Conditions on ${car.name}`}>
              {sheet.conditions.map((c) => {
                const has = info.conditions.includes(c.id);
                return (
                  <button
                    key={c.id}
                    type="button"
                    aria-pressed={has}
                    onClick={() => run('cs.condition', { carId: car.id, condition: c.id, on: !has })}
                  >
                    {c.name}
                  </button>
                );
              })}
            </div>
          )}
          {on.some((c) => c.model) && (
            <ul class="cs-model" aria-label={`On the table for ${car.name}`}>
              {on
                .filter((c) => c.model)
                .map((c) => (
                  <li key={c.id}>
                    <strong>{c.name}:</strong> {c.model}
                  </li>
                ))}
            </ul>
          )}
          {sheet.moves.length > 0 && (
            <div class="cs-moves" role="group" aria-label={`Moves for ${car.name}`}>
              {sheet.moves.map((m) => (
                <ReasonButton
                  key={m.id}
                  reason={moveProblem(s, m, car.id)}
                  onClick={() => open({ kind: 'move', moveId: m.id, carId: car.id })}
                >
                  {m.name}
                </ReasonButton>
              ))}
            </div>
          )}
        </>
      )}
      <ErrorNote error={error} />
    </article>
  );
});
