import type { Question } from '../../rules/core/procedure';

type ChoiceQ = Extract<Question, { kind: 'outcome-choice' }>;

/**
 * The results a player may reach, side by side, each with what it takes; one tap picks one.
 * Nothing is preselected: until a pick, Apply says what is missing (issue 9).
 */
export function OutcomeChoice({ q, value, onPick }: { q: ChoiceQ; value: unknown; onPick: (v: string) => void }) {
  return (
    <fieldset class="q">
      <legend>{q.label}</legend>
      <div class="outcome-choices">
        {q.options.map((o) => (
          <button
            key={o.value}
            type="button"
            aria-pressed={value === o.value}
            aria-label={`${o.result}: ${o.takes}`}
            onClick={() => onPick(o.value)}
          >
            <strong>{o.result}</strong> <span class="small">{o.takes}</span>
          </button>
        ))}
      </div>
      {q.help && <p class="muted small">{q.help}</p>}
    </fieldset>
  );
}
