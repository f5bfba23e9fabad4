import type { ComponentChildren } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { patchAnswers } from '../../rules/core/answers';
import type { Command, Setup } from '../../rules/core/model';
import {
  type Answers,
  answerPick,
  applyDefaults,
  isAnswered,
  type Procedure,
  type Question,
} from '../../rules/core/procedure';
import { dispatch } from '../../state/app-state';
import { ReasonButton } from '../components/reason-button';
import { Sheet } from '../dice/sheet';
import { DiceQuestion } from './dice-question';
import { OutcomeChoice } from './outcome-choice';
import { useRollPresence } from './roll-presence';
import './procedure-sheet.css';
import { RuleText } from '../components/rule-text';

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
  /** A line for whoever holds this phone, at the top (never sent to other phones, as the title is). */
  note?: string | null;
}

function carName(setup: Setup, id: string) {
  return setup.cars.find((c) => c.id === id)?.name ?? id;
}

/** A question answered by tapping buttons in a row that wraps (choice, car, cars). */
function Choices({ label, foot, children }: { label: string; foot?: ComponentChildren; children: ComponentChildren }) {
  return (
    <fieldset class="q">
      <legend>{label}</legend>
      <div class="choices" role="group" aria-label={label}>
        {children}
      </div>
      {foot}
    </fieldset>
  );
}

function CarButton({
  name,
  detail,
  pressed,
  onTap,
}: {
  name: string;
  detail: string | undefined;
  pressed: boolean;
  onTap: () => void;
}) {
  return (
    <button type="button" aria-pressed={pressed} onClick={onTap}>
      {name}
      {detail !== undefined && <span class="muted small">{detail}</span>}
    </button>
  );
}

function QuestionView({
  q,
  value,
  setup,
  carDetail,
  onAnswer,
  onAnswers,
}: {
  q: Question;
  value: Answers[string];
  setup: Setup;
  carDetail?: (id: string) => string;
  onAnswer: (v: Answers[string]) => void;
  onAnswers: (a: Answers) => void;
}) {
  switch (q.kind) {
    case 'dice':
      return <DiceQuestion q={q} value={value} onAnswer={onAnswer} />;
    case 'outcome-choice':
      return <OutcomeChoice q={q} value={value} onPick={(v) => onAnswers(answerPick(q, v))} />;
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
        <Choices label={q.label} foot={q.help && <p class="muted small">{q.help}</p>}>
          {q.options.map((o) => (
            <button key={o.value} type="button" aria-pressed={value === o.value} onClick={() => onAnswer(o.value)}>
              {o.label}
            </button>
          ))}
        </Choices>
      );
    case 'car':
      return (
        <Choices label={q.label} foot={q.carIds.length === 0 && <p class="muted">No car to pick.</p>}>
          {q.carIds.map((id) => (
            <CarButton
              key={id}
              name={carName(setup, id)}
              detail={carDetail?.(id)}
              pressed={value === id}
              onTap={() => onAnswer(id)}
            />
          ))}
        </Choices>
      );
    case 'cars': {
      const chosen = Array.isArray(value) ? (value as string[]) : [];
      return (
        <Choices label={q.label} foot={q.help && <p class="muted small">{q.help}</p>}>
          {q.carIds.map((id) => (
            <CarButton
              key={id}
              name={carName(setup, id)}
              detail={q.each ? [q.each, carDetail?.(id)].filter(Boolean).join(' · ') : carDetail?.(id)}
              pressed={chosen.includes(id)}
              onTap={() => onAnswer(chosen.includes(id) ? chosen.filter((x) => x !== id) : [...chosen, id])}
            />
          ))}
        </Choices>
      );
    }
    case 'number':
      return (
        <label class="q field">
          {q.label}
          <input
            type="number"
            inputMode="numeric"
            min={q.min}
            max={q.max}
            value={typeof value === 'number' ? value : ''}
            onInput={(e) => onAnswer(e.currentTarget.value === '' ? undefined : Number(e.currentTarget.value))}
          />
        </label>
      );
  }
}

function missingNoun(q: Question): string {
  switch (q.kind) {
    case 'dice':
      return q.count > 1 ? 'dice' : 'a die';
    case 'outcome-choice':
      return 'your pick of result';
    case 'car':
    case 'cars':
      return 'a car';
    case 'number':
      return 'a number';
    default:
      return 'an answer';
  }
}

/** Brings `el` fully into the scroll box (or its top, when it is taller than the box). */
function reveal(box: HTMLElement, el: HTMLElement) {
  const b = box.getBoundingClientRect();
  const r = el.getBoundingClientRect();
  if (r.top >= b.top && r.bottom <= b.bottom) return;
  const delta = r.height > b.height || r.top < b.top ? r.top - b.top - 8 : r.bottom - b.bottom + 8;
  box.scrollBy({ top: delta, behavior: 'smooth' });
}

/**
 * One sheet for every guided roll of every system: facts first, then dice (roll, or tap the
 * faces thrown), then the outcome with its reasons, then Apply as one undoable command.
 * The result's summary and Apply are pinned below the questions' scroll area, so the result is
 * on screen whenever Apply can be used, and nothing to tap sits under them (issue 9).
 */
export function ProcedureSheet<S, Ctx>({ procedure, state, ctx, onClose, carDetail, initial, note }: Props<S, Ctx>) {
  const [answers, setAnswers] = useState<Answers>(initial ?? {});
  const [error, setError] = useState<string | null>(null);
  const questions = procedure.ask(state, ctx, answers);
  const withDefaults = applyDefaults(questions, answers);
  const firstMissing = questions.find((q) => !isAnswered(q, withDefaults[q.id]));
  const complete = !firstMissing;
  const outcome = useMemo(() => (complete ? procedure.resolve(state, ctx, answers) : null), [complete, answers, state]);
  const scroll = useRef<HTMLDivElement>(null);
  // Issue 31: live play names another phone that has this step open, and a roll that is another
  // player's is not rolled here at all (before any die).
  const presence = useRollPresence(procedure as Procedure<S, Ctx, unknown>, state, ctx);

  // Answers accumulate: a question that disappears is ignored by ask(), and a die once entered
  // stays until the player taps Change (no quiet re-rolls), unless a fact asked before it changes:
  // then it was thrown for the old car and is asked again (core/answers patchAnswers).
  const answerAll = (patch: Answers) => {
    setError(null);
    setAnswers(patchAnswers(questions, answers, patch));
  };

  // On opening and after each answer, bring the next question (or, once complete, the outcome)
  // into view when it is not already (answers given before opening may put it below the fold).
  const opened = useRef(false);
  useEffect(() => {
    const box = scroll.current;
    // On opening, only a pending question: a sheet complete from the start stays at its top, so
    // the defaults it shows are seen before Apply.
    const next =
      box?.querySelector<HTMLElement>('[data-pending]') ??
      (opened.current ? box?.querySelector<HTMLElement>('.outcome') : null);
    opened.current = true;
    if (box && next) reveal(box, next);
  }, [answers]);

  const ok = !presence.notHere && outcome && !('error' in outcome) ? outcome : null;
  const refused = presence.notHere !== null || (outcome !== null && 'error' in outcome);
  const blocked =
    presence.notHere ??
    error ??
    (outcome && 'error' in outcome ? outcome.error : firstMissing ? `Still needed: ${firstMissing.label}.` : null);
  // The pinned line names what is missing without repeating the question's own words (the
  // question is highlighted and scrolled into view); a tap on Apply gives the full reason.
  const waiting =
    presence.notHere ??
    error ??
    (outcome && 'error' in outcome
      ? outcome.error
      : firstMissing
        ? `Still needed: ${missingNoun(firstMissing)}, highlighted above.`
        : null);

  return (
    <Sheet title={procedure.title} onClose={onClose}>
      <div class="proc-scroll" ref={scroll}>
        {note && <p class="proc-elsewhere">{note}</p>}
        {presence.elsewhere && !presence.notHere && (
          <p class="proc-elsewhere" role="status">
            {presence.elsewhere}
          </p>
        )}
        {!presence.notHere &&
          questions.map((q) => (
            <div key={q.id} class="proc-q" data-pending={q === firstMissing ? '' : undefined}>
              <QuestionView
                q={q}
                value={withDefaults[q.id]}
                setup={ctx.setup}
                carDetail={carDetail}
                onAnswer={(v) => answerAll({ [q.id]: v })}
                onAnswers={answerAll}
              />
            </div>
          ))}
        {ok && (
          <section class="result outcome" aria-label="Outcome" aria-live="polite">
            {/* Shown once, pinned by Apply (below); read here with its reasons. */}
            <strong class="total sr-only">{ok.summary}</strong>
            <ul class="reasons">
              {ok.reasons.map((r, i) => (
                <li key={i} class={r.startsWith('On the table:') ? 'on-table' : undefined}>
                  <RuleText text={r} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      {/* Issue 30: the sheet says each thing once. The outcome's summary ("Ann rolled highest") shows
          here, pinned by Apply; a screen reader reads it once, with its reasons in the Outcome above.
          What stops Apply (a refusal, "Still needed: which cars were hit", "Nothing changed yet…") is
          this line only, next to Apply and red as the alert it is. */}
      <div class="proc-foot">
        {ok && !error ? (
          <p class="proc-summary" aria-hidden="true">
            <strong>{ok.summary}</strong>
          </p>
        ) : (
          <p
            class={`proc-summary${error || refused ? ' error' : ' muted'}`}
            role={error || refused ? 'alert' : undefined}
          >
            {waiting}
          </p>
        )}
        <ReasonButton
          class="primary wide"
          reason={ok && !error ? null : blocked}
          onReason={(r) => {
            setError(r);
            const box = scroll.current;
            const next = box?.querySelector<HTMLElement>('[data-pending]');
            if (box && next) reveal(box, next);
          }}
          onClick={() => {
            if (!ok) return;
            // One guided roll is one command: one journal entry, one undo (issue 10).
            const err = dispatch(ok.command);
            if (err) {
              setError(err);
              return;
            }
            onClose();
          }}
        >
          Apply
        </ReasonButton>
      </div>
    </Sheet>
  );
}
