import type { ComponentChildren } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { actingPlayer } from '../../game/actor';
import { patchAnswers } from '../../rules/core/answers';
import type { Command, DiceSource, Setup } from '../../rules/core/model';
import {
  type Answers,
  answerPick,
  applyDefaults,
  isAnswered,
  type Procedure,
  placeholderCommand,
  type Question,
} from '../../rules/core/procedure';
import { dispatch, live } from '../../state/app-state';
import { ReasonButton } from '../components/reason-button';
import { Sheet } from '../dice/sheet';
import { liveStatus } from '../live/live-status';
import { liveAnswers, madeElsewhere, seatElsewhere, sendAnswer } from '../live/rolling-here';
import { asksOf } from './asks';
import { DiceQuestion } from './dice-question';
import { OutcomeChoice } from './outcome-choice';
import { useRollPresence } from './roll-presence';
import { nextSources, thrownOf, whoseDice } from './thrown-record';
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

/** The player a command acts for in the open game, or null (none, or not known). */
function actorOf(command: Cmd): string | null {
  const l = live.peek();
  if (!l) return null;
  try {
    return actingPlayer(l.system, { ...command, at: 0 }, l.doc.setup, l.timeline.state);
  } catch {
    return null;
  }
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
  forName,
  onAnswer,
  onAnswers,
}: {
  q: Question;
  value: Answers[string];
  setup: Setup;
  carDetail?: (id: string) => string;
  /** Issue 40: another player's dice entered here: "Roll 3D6 for Bo", not "for me". */
  forName?: string | undefined;
  onAnswer: (v: Answers[string], source?: DiceSource) => void;
  onAnswers: (a: Answers) => void;
}) {
  switch (q.kind) {
    case 'dice':
      return <DiceQuestion q={q} value={value} onAnswer={onAnswer} forName={forName} />;
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

/** Issue 40: "Bo is rolling…" in place of the pad, while Bo answers on his own phone. */
function Waiting({ q, who, onHere }: { q: Question; who: string; onHere: () => void }) {
  return (
    <fieldset class="q">
      <legend>{q.label}</legend>
      <div class="row">
        <p class="grow proc-waiting" role="status">
          {who} is {q.kind === 'dice' ? 'rolling' : 'choosing'}…
        </p>
        <button type="button" onClick={onHere}>
          Enter for {who} here
        </button>
      </div>
    </fieldset>
  );
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
  // Issue 40: players whose questions this phone enters after all ("Enter for Bo here": all of Bo's).
  const [here, setHere] = useState<readonly string[]>([]);
  const st = liveStatus.value;
  const me = st?.me ?? null;
  const nameOf = (id: string) => ctx.setup.players.find((p) => p.id === id)?.name ?? 'Another player';
  const questions = procedure.ask(state, ctx, answers);
  const withDefaults = applyDefaults(questions, answers);
  // A question whose player's seat is held by another connected phone is answered there.
  const elsewhere = (q: Question): string | null =>
    st && (q.kind === 'dice' || q.kind === 'choice') && q.player && !here.includes(q.player) && seatElsewhere(q.player)
      ? q.player
      : null;
  const firstMissing = questions.find(
    (q) => (elsewhere(q) !== null && answers[q.id] === undefined) || !isAnswered(q, withDefaults[q.id]),
  );
  const complete = !firstMissing;
  const outcome = useMemo(() => (complete ? procedure.resolve(state, ctx, answers) : null), [complete, answers, state]);
  const scroll = useRef<HTMLDivElement>(null);
  // Issue 31: live play names another phone that has this step open, and a roll that is another
  // player's is not rolled here at all (before any die). Issue 40: with the questions it asks of
  // other players, so each answers on their own phone.
  const presence = useRollPresence(
    procedure as Procedure<S, Ctx, unknown>,
    state,
    ctx,
    st ? asksOf(questions, answers, me, here) : [],
  );

  // Issue 40: answers from the players' own phones fill their questions, unless entered here.
  const relayed = liveAnswers.value?.key === presence.key ? liveAnswers.value.answers : null;
  const fromRelay = useRef<Record<string, string>>({});
  useEffect(() => {
    if (!relayed) return;
    let next = answers;
    for (const [id, v] of Object.entries(relayed)) {
      const cur = next[id];
      if (cur !== undefined && JSON.stringify(cur) !== fromRelay.current[id]) continue; // typed here
      fromRelay.current[id] = JSON.stringify(v);
      if (JSON.stringify(cur) !== JSON.stringify(v)) next = { ...next, [id]: v };
    }
    if (next !== answers) setAnswers(next);
  }, [relayed]);

  // Issue 40: the step made on another phone while this sheet is open (its command type, or the
  // procedure's own id) is shown as done there, with its log row, never collapsed with its dice gone.
  // The placeholder command (worked out on the game as it was at opening) only once a step arrives.
  const atOpen = useRef({ state, n: madeElsewhere.peek()?.n ?? 0 });
  const doneRef = useRef<typeof madeElsewhere.value>(null);
  const made = madeElsewhere.value;
  if (!doneRef.current && made && made.n > atOpen.current.n) {
    atOpen.current.n = made.n; // each step arriving is looked at once
    if (
      made.type === procedure.id ||
      made.type === (placeholderCommand(procedure, atOpen.current.state, ctx) as Cmd | null)?.type
    )
      doneRef.current = made;
  }
  const done = doneRef.current;

  // Issue 42: per dice question, where each face came from (the Roll button or the pad).
  const sources = useRef<Record<string, DiceSource[]>>({});
  const track = (q: Question, v: Answers[string], source: DiceSource | undefined) => {
    if (q.kind !== 'dice') return;
    const had = withDefaults[q.id];
    sources.current[q.id] = nextSources(
      sources.current[q.id],
      Array.isArray(had) ? had.length : 0,
      Array.isArray(v) ? (v as number[]) : undefined,
      source,
    );
  };

  // Answers accumulate: a question that disappears is ignored by ask(), and a die once entered
  // stays with the sheet until Apply or Cancel, whatever fact changes (issue 40, core/answers).
  const answerAll = (patch: Answers) => {
    setError(null);
    setAnswers(patchAnswers(questions, answers, patch));
    // Issue 40: this phone's own player's answer also goes to the phones that have this step open.
    for (const q of questions)
      if (Object.hasOwn(patch, q.id) && q.kind !== 'outcome-choice' && 'player' in q && q.player && q.player === me) {
        const v = patch[q.id];
        if ((typeof v === 'string' || Array.isArray(v)) && isAnswered(q, v))
          sendAnswer.value?.(presence.key, q.id, v as number[] | string);
      }
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

  if (done) {
    const by = done.by;
    const phone = by?.player ? `${nameOf(by.player)}’s phone` : by?.host ? 'the host phone' : 'another phone';
    return (
      <Sheet title={procedure.title} onClose={onClose}>
        <div class="proc-scroll">
          <section class="result outcome" aria-label="Outcome" data-done-elsewhere>
            <p role="status">
              <strong>Done on {phone}</strong>
            </p>
            <p>
              <RuleText text={done.row} />
            </p>
          </section>
        </div>
        <div class="proc-foot">
          <button type="button" class="primary wide" onClick={onClose}>
            Close
          </button>
        </div>
      </Sheet>
    );
  }

  const ok = !presence.notHere && outcome && !('error' in outcome) ? outcome : null;
  const refused = presence.notHere !== null || (outcome !== null && 'error' in outcome && !outcome.notYet);
  const waitingOn = firstMissing ? elsewhere(firstMissing) : null;
  const blocked =
    presence.notHere ??
    error ??
    (outcome && 'error' in outcome
      ? outcome.error
      : waitingOn !== null
        ? `Waiting for ${nameOf(waitingOn)}’s answer on ${nameOf(waitingOn)}’s phone.`
        : firstMissing
          ? `Still needed: ${firstMissing.label}.`
          : null);
  // The pinned line names what is missing without repeating the question's own words (the
  // question is highlighted and scrolled into view); a tap on Apply gives the full reason.
  const waiting =
    presence.notHere ??
    error ??
    (outcome && 'error' in outcome
      ? outcome.error
      : waitingOn !== null
        ? `Waiting for ${nameOf(waitingOn)}…`
        : firstMissing
          ? `Still needed: ${missingNoun(firstMissing)}, highlighted above.`
          : null);

  return (
    <Sheet title={procedure.title} onClose={onClose}>
      <div class="proc-scroll" ref={scroll}>
        {note && <p class="proc-elsewhere">{note}</p>}
        {!presence.notHere &&
          questions.map((q) => {
            const who = answers[q.id] === undefined ? elsewhere(q) : null;
            return (
              <div key={q.id} class="proc-q" data-pending={q === firstMissing ? '' : undefined}>
                {who !== null ? (
                  <Waiting q={q} who={nameOf(who)} onHere={() => setHere([...here, who])} />
                ) : (
                  <QuestionView
                    q={q}
                    value={withDefaults[q.id]}
                    setup={ctx.setup}
                    carDetail={carDetail}
                    forName={q.kind === 'dice' && q.player && q.player !== me && st ? nameOf(q.player) : undefined}
                    onAnswer={(v, source) => {
                      track(q, v, source);
                      answerAll({ [q.id]: v });
                    }}
                    onAnswers={answerAll}
                  />
                )}
              </div>
            );
          })}
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
          this line only, next to Apply and red as the alert it is. Issue 40: another phone with
          this step open is said here too, pinned, never scrolled out of view. */}
      <div class="proc-foot">
        {presence.elsewhere && !presence.notHere && (
          <p class="proc-elsewhere small" role="status">
            {presence.elsewhere}
          </p>
        )}
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
            // One guided roll is one command: one journal entry, one undo (issue 10). Issue 42: with
            // the dice it threw, the questions still asked (a relayed answer: its player's typed dice).
            const actor = actorOf(ok.command);
            const thrown = thrownOf(
              questions,
              answers,
              sources.current,
              (id) => fromRelay.current[id] !== undefined && fromRelay.current[id] === JSON.stringify(answers[id]),
              (q) => whoseDice(q, ctx.setup, actor),
            );
            const err = dispatch(ok.command, thrown);
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
