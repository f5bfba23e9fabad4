import { tapHaptic } from '../../pwa/device';
import { keptDiceMismatch } from '../../rules/core/answers';
import { rollPool } from '../../rules/core/dice';
import type { DiceSource } from '../../rules/core/model';
import { type Answers, APP_ROLLER, type Question } from '../../rules/core/procedure';
import { settings } from '../../state/app-state';
import { appRng } from '../dice/app-rng';

type DiceQ = Extract<Question, { kind: 'dice' }>;

/**
 * What the legend adds after a dice question's label: who rolls, and how many dice are still to
 * enter. Each is left out when the label already says it: a roll-off labels its dice with the
 * roller ("Ann", "Ann (tied: roll again)"), and a weapon's pool may carry its count ("Machine gun:
 * 6 dice, 6+ succeeds", issue 40's prompt "roll your 3D6").
 */
export function legendNotes(
  q: Pick<DiceQ, 'label' | 'count' | 'roller'>,
  entered: number,
): { roller: string | null; count: string | null } {
  const named = q.roller !== undefined && (q.label === q.roller || q.label.startsWith(`${q.roller} (`));
  const left = q.count - entered;
  const count =
    q.count < 2 || left <= 0
      ? null
      : left < q.count
        ? `${left} more`
        : q.label.includes(`${q.count} dice`) || q.label.includes(`${q.count}D`)
          ? null
          : `${q.count} dice`;
  return { roller: q.roller === undefined || named ? null : `${q.roller} rolls`, count };
}

/**
 * Dice, typed or rolled. For a pool of D6 the pad also has every pair of faces, so one tap enters
 * two dice ("6 and 5"): a pool of n dice takes at most ⌈n/2⌉ taps and every face is still
 * recorded (issue 9: big pools faster than paper). Row = the higher die, column = the lower,
 * lined up under the single faces. Single faces keep their plain names ("Label: 5").
 */
export function DiceQuestion({
  q,
  value,
  onAnswer,
  forName,
}: {
  q: DiceQ;
  value: unknown;
  /** `source` (issue 42): where the faces added came from, the Roll button ('app') or the pad ('typed'). */
  onAnswer: (v: number[] | undefined, source?: DiceSource) => void;
  /** Issue 40: the player these dice are entered for on this phone ("Roll 3D6 for Bo"); unset: "for me". */
  forName?: string | undefined;
}) {
  // Issue 40: dice kept from before a change (a new target) that no longer fit are shown and asked
  // about, never dropped quietly.
  const kept = keptDiceMismatch(q, value as Answers[string]);
  if (kept)
    return (
      <fieldset class="q">
        <legend>{q.label}</legend>
        <p>
          Entered before the change: <strong>{kept.join(' ')}</strong>. This roll takes {q.count}{' '}
          {q.count === 1 ? 'die' : 'dice'}.
        </p>
        <div class="row">
          <button type="button" class="grow" onClick={() => onAnswer(kept.slice(0, q.count))}>
            Keep {kept.slice(0, q.count).join(' ')}
          </button>
          <button type="button" aria-label={`Clear ${q.label}`} onClick={() => onAnswer(undefined)}>
            Clear
          </button>
        </div>
      </fieldset>
    );
  const faces = Array.isArray(value) ? (value as number[]) : [];
  const done = faces.length === q.count;
  const left = q.count - faces.length;
  const sides = Array.from({ length: q.sides }, (_, i) => i + 1);
  const pairs = q.sides === 6 && left >= 2 && !q.faceNames;
  // Issue 33: a custom die's faces have names; a face is still recorded by its position.
  const nameOf = (f: number) => q.faceNames?.[f - 1] ?? String(f);
  const add = (more: number[]) => onAnswer([...faces, ...more], 'typed');
  const { roller, count } = legendNotes(q, faces.length);
  // No player throws these (APP_ROLLER): the app's roll comes first, the pad is the fallback.
  const appRolls = q.roller === APP_ROLLER;
  const rollRow = (
    <div class="row">
      <button
        type="button"
        class={appRolls ? 'grow primary' : 'grow'}
        onClick={() => {
          onAnswer([...faces, ...rollPool(appRng, left, q.sides)], 'app');
          tapHaptic(settings.value.haptics);
        }}
      >
        Roll {q.count > 1 ? `${left}` : ''}
        {q.faceNames ? (q.count > 1 ? ' dice' : ' the die') : `D${q.sides}`}
        {appRolls ? '' : ` for ${forName ?? 'me'}`}
      </button>
    </div>
  );
  return (
    <fieldset class="q">
      <legend>
        {q.label}
        {roller && <span class="muted small">{` ·\u00a0${roller}`}</span>}
        {count && <span class="muted small">{` ·\u00a0${count}`}</span>}
      </legend>
      {done ? (
        <div class="row">
          <div class="faces grow" role="group" aria-label={`${q.label}: ${faces.map(nameOf).join(' ')}`}>
            {faces.map((f, i) => (
              <span key={i} class="face">
                {nameOf(f)}
              </span>
            ))}
          </div>
          <button type="button" aria-label={`Change ${q.label}`} onClick={() => onAnswer(undefined)}>
            Change
          </button>
        </div>
      ) : (
        <>
          {faces.length > 0 && (
            <div class="row">
              <span class="grow">
                Entered: <strong>{faces.map(nameOf).join(' ')}</strong>
              </span>
              <button type="button" aria-label={`Clear ${q.label}`} onClick={() => onAnswer(undefined)}>
                Clear
              </button>
            </div>
          )}
          {appRolls && rollRow}
          {appRolls && <p class="muted small">Or tap the faces thrown for it:</p>}
          <div
            class={`pad${q.faceNames ? ' pad-named' : q.sides === 6 ? ' pad-d6' : ''}`}
            role="group"
            aria-label={`${q.label}: tap the face${q.count > 1 ? 's' : ''} you threw`}
          >
            {sides.map((f) => (
              <button key={f} type="button" aria-label={`${q.label}: ${nameOf(f)}`} onClick={() => add([f])}>
                {nameOf(f)}
              </button>
            ))}
            {pairs &&
              [6, 5, 4, 3, 2, 1].flatMap((hi) =>
                sides
                  .filter((lo) => lo <= hi)
                  .map((lo) => (
                    <button
                      key={`${hi}.${lo}`}
                      type="button"
                      class={`pair${lo === 1 ? ' row-start' : ''}`}
                      // Named by the two faces it shows, "6 1" (WCAG 2.5.3, issue 30: "6 and 1" left out what it showed).
                      aria-label={`${q.label}: ${hi} ${lo}`}
                      onClick={() => add([hi, lo])}
                    >
                      <span>{hi}</span> <span>{lo}</span>
                    </button>
                  )),
              )}
          </div>
          {!appRolls && rollRow}
        </>
      )}
    </fieldset>
  );
}
