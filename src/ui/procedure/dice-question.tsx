import type { Question } from '../../rules/core/procedure';
import { rollPool } from '../../rules/core/dice';
import { tapHaptic } from '../../pwa/haptics';
import { appRng } from '../dice/app-rng';

type DiceQ = Extract<Question, { kind: 'dice' }>;

/** How many of one face a single tap can add: up to the dice still missing, at most 5. */
const MAX_MULTIPLE = 5;

/**
 * Dice, typed or rolled. For a pool the pad has a row per count: "5" adds one 5, "5 ×2" adds two,
 * so a throw of 6 5 5 2 is three taps instead of four and every face is still recorded
 * (issue 9: big pools faster than paper). The ×1 row keeps the plain names ("Label: 5").
 */
export function DiceQuestion({ q, value, onAnswer }: { q: DiceQ; value: unknown; onAnswer: (v: number[] | undefined) => void }) {
  const faces = Array.isArray(value) ? (value as number[]) : [];
  const done = faces.length === q.count;
  const left = q.count - faces.length;
  const rows = Array.from({ length: Math.min(left, MAX_MULTIPLE) }, (_, i) => i + 1);
  const sides = Array.from({ length: q.sides }, (_, i) => i + 1);
  return (
    <fieldset class="q">
      <legend>
        {q.label}
        {q.roller && <span class="muted small nowrap"> · {q.roller} rolls</span>}
        {q.count > 1 && !done && <span class="muted small nowrap"> · {left === q.count ? `${q.count} dice` : `${left} more`}</span>}
      </legend>
      {done ? (
        <div class="row">
          <div class="faces grow" aria-label={`${q.label}: ${faces.join(' ')}`}>
            {faces.map((f, i) => (
              <span key={i} class="face">
                {f}
              </span>
            ))}
          </div>
          <button type="button" aria-label={`Change ${q.label}`} onClick={() => onAnswer(undefined)}>
            Change
          </button>
        </div>
      ) : (
        <>
          <div class={`pad${q.sides === 6 ? ' pad-d6' : ''}`} role="group" aria-label={`${q.label}: tap the face${q.count > 1 ? 's' : ''} you threw`}>
            {rows.flatMap((k) =>
              sides.map((f) => (
                <button
                  key={`${k}.${f}`}
                  type="button"
                  class={k > 1 ? 'multi' : undefined}
                  aria-label={k === 1 ? `${q.label}: ${f}` : `${q.label}: ${f} ×${k}`}
                  onClick={() => onAnswer([...faces, ...Array<number>(k).fill(f)])}
                >
                  {f}
                  {k > 1 && <span class="times">×{k}</span>}
                </button>
              )),
            )}
          </div>
          {faces.length > 0 && (
            <div class="row">
              <span class="grow">
                Entered: <strong>{faces.join(' ')}</strong>
              </span>
              <button type="button" aria-label={`Clear ${q.label}`} onClick={() => onAnswer(undefined)}>
                Clear
              </button>
            </div>
          )}
          <div class="row">
            <button
              type="button"
              class="grow"
              onClick={() => {
                onAnswer([...faces, ...rollPool(appRng, left, q.sides)]);
                tapHaptic();
              }}
            >
              Roll {q.count > 1 ? `${left}` : ''}D{q.sides} for me
            </button>
          </div>
        </>
      )}
    </fieldset>
  );
}
