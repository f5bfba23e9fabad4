import { useMemo, useState } from 'preact/hooks';
import { applyDefaults, isAnswered, type Answers, type Procedure, type Question } from '../../rules/core/procedure';
import { rollPool } from '../../rules/core/dice';
import type { Command, Setup } from '../../rules/core/model';
import { dispatch } from '../../state/app-state';
import { tapHaptic } from '../../pwa/haptics';
import { appRng } from '../dice/app-rng';
import { Sheet } from '../dice/sheet';

type Cmd = Omit<Command, 'at'>;

interface Props<S, Ctx> {
  procedure: Procedure<S, Ctx, Cmd>;
  state: S;
  ctx: Ctx & { setup: Setup };
  onClose: () => void;
  /** Extra text on a car button (e.g. its speed). */
  carDetail?: (id: string) => string;
  /** Answers given before the sheet opens (e.g. the button tapped chose the mode). */
  initial?: Answers;
}

function carName(setup: Setup, id: string) {
  return setup.cars.find((c) => c.id === id)?.name ?? id;
}

function DiceQuestion({ q, value, onAnswer }: { q: Extract<Question, { kind: 'dice' }>; value: Answers[string]; onAnswer: (v: number[] | undefined) => void }) {
  const faces = Array.isArray(value) ? (value as number[]) : [];
  const done = faces.length === q.count;
  return (
    <fieldset class="q">
      <legend>
        {q.label}
        {q.roller && <span class="muted small"> · {q.roller} rolls</span>}
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
          <button type="button" onClick={() => onAnswer(undefined)}>
            Change
          </button>
        </div>
      ) : (
        <>
          <div class="pad" role="group" aria-label={`${q.label}: tap the face${q.count > 1 ? 's' : ''} you threw`}>
            {Array.from({ length: q.sides }, (_, i) => i + 1).map((f) => (
              <button
                key={f}
                type="button"
                aria-label={`${q.label}: ${f}`}
                onClick={() => {
                  const next = [...faces, f];
                  onAnswer(next);
                }}
              >
                {f}
              </button>
            ))}
          </div>
          <div class="row">
            {faces.length > 0 && <span class="muted grow">Entered: {faces.join(' ')}</span>}
            <button
              type="button"
              class="grow"
              onClick={() => {
                onAnswer([...faces, ...rollPool(appRng, q.count - faces.length, q.sides)]);
                tapHaptic();
              }}
            >
              Roll {q.count > 1 ? `${q.count - faces.length}` : ''}D{q.sides} for me
            </button>
          </div>
        </>
      )}
    </fieldset>
  );
}

function QuestionView({ q, value, setup, carDetail, onAnswer }: { q: Question; value: Answers[string]; setup: Setup; carDetail?: (id: string) => string; onAnswer: (v: Answers[string]) => void }) {
  switch (q.kind) {
    case 'dice':
      return <DiceQuestion q={q} value={value} onAnswer={onAnswer} />;
    case 'yesno':
      return (
        <div class="q switch-row">
          <span class="grow">{q.label}</span>
          <div class="seg2" role="group" aria-label={q.label}>
            <button type="button" aria-pressed={value === false} onClick={() => onAnswer(false)}>
              No
            </button>
            <button type="button" aria-pressed={value === true} onClick={() => onAnswer(true)}>
              Yes
            </button>
          </div>
        </div>
      );
    case 'choice':
      return (
        <fieldset class="q">
          <legend>{q.label}</legend>
          <div class="choices" role="group" aria-label={q.label}>
            {q.options.map((o) => (
              <button key={o.value} type="button" aria-pressed={value === o.value} onClick={() => onAnswer(o.value)}>
                {o.label}
              </button>
            ))}
          </div>
          {q.help && <p class="muted small">{q.help}</p>}
        </fieldset>
      );
    case 'car':
      return (
        <fieldset class="q">
          <legend>{q.label}</legend>
          <div class="choices" role="group" aria-label={q.label}>
            {q.carIds.map((id) => (
              <button key={id} type="button" aria-pressed={value === id} onClick={() => onAnswer(id)}>
                {carName(setup, id)}
                {carDetail && <span class="muted small">{carDetail(id)}</span>}
              </button>
            ))}
          </div>
          {q.carIds.length === 0 && <p class="muted">No car to pick.</p>}
        </fieldset>
      );
    case 'cars': {
      const chosen = Array.isArray(value) ? (value as string[]) : [];
      return (
        <fieldset class="q">
          <legend>{q.label}</legend>
          <div class="choices" role="group" aria-label={q.label}>
            {q.carIds.map((id) => (
              <button key={id} type="button" aria-pressed={chosen.includes(id)} onClick={() => onAnswer(chosen.includes(id) ? chosen.filter((x) => x !== id) : [...chosen, id])}>
                {carName(setup, id)}
                {carDetail && <span class="muted small">{carDetail(id)}</span>}
              </button>
            ))}
          </div>
          {q.help && <p class="muted small">{q.help}</p>}
        </fieldset>
      );
    }
    case 'number':
      return (
        <label class="q field">
          {q.label}
          <input type="number" inputMode="numeric" min={q.min} max={q.max} value={typeof value === 'number' ? value : ''} onInput={(e) => onAnswer(e.currentTarget.value === '' ? undefined : Number(e.currentTarget.value))} />
        </label>
      );
  }
}

/**
 * One sheet for every guided roll of every system: facts first, then dice (roll, or tap the
 * faces thrown), then the outcome with its reasons, then Apply as one undoable command.
 */
export function ProcedureSheet<S, Ctx>({ procedure, state, ctx, onClose, carDetail, initial }: Props<S, Ctx>) {
  const [answers, setAnswers] = useState<Answers>(initial ?? {});
  const [error, setError] = useState<string | null>(null);
  const questions = procedure.ask(state, ctx, answers);
  const withDefaults = applyDefaults(questions, answers);
  const complete = questions.every((q) => isAnswered(q, withDefaults[q.id]));
  const outcome = useMemo(() => (complete ? procedure.resolve(state, ctx, answers) : null), [complete, answers, state]);

  // Answers only accumulate: a question that disappears (a changed target) is ignored by ask(),
  // and a die once entered stays until the player taps Change: no quiet re-rolls.
  const answer = (id: string, v: Answers[string]) => {
    setError(null);
    setAnswers({ ...answers, [id]: v });
  };

  return (
    <Sheet title={procedure.title} onClose={onClose}>
      {questions.map((q) => (
        <QuestionView key={q.id} q={q} value={withDefaults[q.id]} setup={ctx.setup} carDetail={carDetail} onAnswer={(v) => answer(q.id, v)} />
      ))}
      {outcome && 'error' in outcome && (
        <p class="error" role="alert">
          {outcome.error}
        </p>
      )}
      {outcome && !('error' in outcome) && (
        <section class="result outcome" aria-label="Outcome" aria-live="polite">
          <strong class="total">{outcome.summary}</strong>
          <ul class="reasons">
            {outcome.reasons.map((r, i) => (
              <li key={i}>{r}</li>
            ))}
          </ul>
        </section>
      )}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      <div class="sheet-actions">
        <button
          type="button"
          class="primary wide"
          disabled={!outcome || 'error' in outcome}
          onClick={() => {
            if (!outcome || 'error' in outcome) return;
            for (const c of outcome.commands) {
              const err = dispatch(c);
              if (err) {
                setError(err);
                return;
              }
            }
            onClose();
          }}
        >
          Apply
        </button>
      </div>
    </Sheet>
  );
}
