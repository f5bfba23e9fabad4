import type { ComponentChildren } from 'preact';
import './token-list.css';

/** A token the table may see: its kind's name, where it sits, whether it is used up. */
export interface ShownToken {
  name: string;
  /** "driver", "gear", "reserve". */
  where?: string;
  spent?: boolean;
}

const text = (t: ShownToken) => `${t.name}${t.where ? ` (${t.where})` : ''}`;
const countText = (n: number) => `${n} hidden ${n === 1 ? 'token' : 'tokens'}`;

/**
 * Crew and gear tokens as the shared screen may show them (issue 9, "hidden stays hidden"): the
 * face-up ones by name, spent ones struck through, and face-down ones only as a number. The props
 * cannot carry a hidden token's kind, so no caller can leak one by mistake. `children` sit beside
 * the count (the owner's "look" button). `boxes` is the paper form: a box to tick by each token
 * and an empty box for each face-down one, to fill in when it is shown.
 */
export function TokenList({
  label,
  shown,
  hidden,
  boxes,
  children,
}: {
  label: string;
  shown: readonly ShownToken[];
  hidden: number;
  boxes?: boolean;
  children?: ComponentChildren;
}) {
  if (boxes) {
    return (
      <ul class="token-boxes" aria-label={label}>
        {shown.map((t, i) => (
          <li key={i} class={t.spent ? 'spent' : undefined}>
            <span class="tick-box" aria-hidden="true">
              {t.spent ? '✕' : ''}
            </span>
            {t.spent ? <s>{text(t)}</s> : text(t)}
            {t.spent && <span class="sr-only"> (spent)</span>}
          </li>
        ))}
        {hidden > 0 && (
          <li class="token-hidden">
            <span class="tick-row" aria-hidden="true">
              {Array.from({ length: hidden }, (_, i) => (
                <span key={i} class="tick-box" />
              ))}
            </span>
            {countText(hidden)}: face down
          </li>
        )}
      </ul>
    );
  }
  return (
    <>
      {shown.length > 0 && (
        <p class="small">
          {shown.map((t, i) => (
            <span key={i}>
              {i > 0 && ', '}
              {t.spent ? <s>{text(t)}</s> : text(t)}
              {t.spent && <span class="sr-only"> (spent)</span>}
            </span>
          ))}
        </p>
      )}
      {hidden > 0 && (
        <div class="row wrap">
          <span class="grow">{countText(hidden)}</span>
          {children}
        </div>
      )}
    </>
  );
}
