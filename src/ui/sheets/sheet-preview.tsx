// A car card as the sheet stands (issue 33), redrawn on every change in the editor: the trackers
// at their start, the conditions as chips, the moves as buttons. A picture, not a control: no
// part of it takes a tap.
import type { Sheet, Tracker } from '../../rules/custom/sheet';
import { PALETTE } from '../components/color-picker';
import { HitBoxes } from '../components/hit-boxes';

const n = (v: number, d = 0) => (Number.isFinite(v) ? v : d);
/** How many boxes, pips or values to draw: never more than a row of the validator's limits. */
const many = (v: number, cap = 30) => Math.max(0, Math.min(cap, Math.trunc(n(v))));

function TrackerView({ s, t }: { s: Sheet; t: Tracker }) {
  const name = t.name.trim() || 'Unnamed';
  const min = n(t.min);
  const max = n(t.max);
  const start = n(t.start);
  const of = t.perCar ? `${max}, set per car` : String(max);
  const triggers = s.triggers.filter((x) => x.tracker === t.id);
  let body = null;
  if (t.kind === 'counter')
    body = (
      <div class="row">
        <span class="grow">
          {name}: <strong class="se-pv-value">{start}</strong> <span class="muted">of {of}</span>
        </span>
        <span class="btn se-pv-step" aria-hidden="true">
          −
        </span>
        <span class="btn se-pv-step" aria-hidden="true">
          +
        </span>
      </div>
    );
  else if (t.kind === 'boxes')
    body = (
      <>
        <span>
          {name}: {start} of {of}
        </span>
        <HitBoxes total={many(max)} marked={many(start)} label={name} live={false} />
      </>
    );
  else if (t.kind === 'tokens')
    body = (
      <>
        <span>
          {name}: <strong>{start}</strong> <span class="muted">of {of}</span>
        </span>
        <div class="pips" aria-hidden="true">
          {Array.from({ length: many(max) }, (_, i) => (
            <span key={i} class={i < start ? 'on' : undefined} />
          ))}
        </div>
      </>
    );
  else if (t.kind === 'speed')
    body = (
      <>
        <span>{name}</span>
        <div class="se-pv-speed" role="img" aria-label={`${name}: ${start}, from ${min} to ${max}`}>
          {Array.from({ length: many(max - min + 1, 21) }, (_, i) => (
            <span key={i} class={min + i === start ? 'on' : undefined}>
              {min + i}
            </span>
          ))}
        </div>
      </>
    );
  else
    body = (
      <span>
        {name}: <strong>0 face down</strong>{' '}
        <span class="muted">(up to {max}; only its owner’s phone shows the kinds)</span>
      </span>
    );
  return (
    <div class="stack se-pv-tracker">
      {body}
      {t.help?.trim() && <span class="muted small">{t.help}</span>}
      {triggers.map((tr, i) => {
        const what =
          tr.does === 'out' ? 'out' : (s.conditions.find((c) => c.id === tr.condition)?.name ?? 'a condition');
        return (
          <span key={i} class="muted small">
            At {tr.value} or {tr.when === 'atMost' ? 'less' : 'more'}: {what}
            {tr.model?.trim() ? ` (${tr.model.trim()})` : ''}
          </span>
        );
      })}
    </div>
  );
}

export function SheetPreview({ sheet: s }: { sheet: Sheet }) {
  const score = s.resources.find((r) => r.score);
  const order =
    s.turns.order === 'seats'
      ? 'clockwise'
      : s.turns.order === 'free'
        ? 'in no set order'
        : `highest ${s.trackers.find((t) => t.id === s.turns.stat)?.name ?? 'tracker'} first`;
  return (
    <div class="stack se-preview">
      <article
        class="card car"
        style={{ '--car-color': PALETTE[0] }}
        aria-label="Preview of a car card"
        data-testid="sheet-preview"
      >
        <div class="grow stack" style={{ gap: '10px' }}>
          <h3 class="break">Example car</h3>
          {s.trackers.length === 0 && <p class="muted">No trackers yet: add one and it shows here.</p>}
          {s.trackers.map((t, i) => (
            <TrackerView key={i} s={s} t={t} />
          ))}
          {s.conditions.length > 0 && (
            <div class="row wrap" role="list" aria-label="Conditions">
              {s.conditions.map((c, i) => (
                <span key={i} role="listitem" class="badge se-pv-chip">
                  {c.name.trim() || 'Unnamed'}
                </span>
              ))}
            </div>
          )}
          {s.moves.length > 0 && (
            <div class="se-pv-moves" role="list" aria-label="Moves">
              {s.moves.map((m, i) => (
                <span key={i} role="listitem" class="btn">
                  {m.name.trim() || 'Unnamed'}
                </span>
              ))}
            </div>
          )}
        </div>
      </article>
      <p class="muted small">
        Turns: each {s.turns.by}, {order}.
        {s.resources.length > 0 &&
          ` Each player has ${s.resources.map((r) => `${r.name.trim() || 'Unnamed'} ${n(r.start)}`).join(', ')}${score ? ` (the score: ${score.name.trim() || 'Unnamed'})` : ''}.`}
      </p>
    </div>
  );
}
