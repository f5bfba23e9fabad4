import type { ComponentChildren } from 'preact';

/**
 * A line of rules text whose citations ("[CC-A16]", "[B8.1]", "(CC-A06)") never break inside: at
 * 360 px "[CC-A16]" broke at its hyphen, leaving "[CC-" at a line's end. The text is unchanged;
 * each citation is kept on one line. `render` draws each piece (the reference highlights them).
 */
export function RuleText({ text, render = (t) => t }: { text: string; render?: (piece: string) => ComponentChildren }) {
  const parts = text.split(CITATION);
  if (parts.length === 1) return <>{render(text)}</>;
  return (
    <>
      {parts.map((p, i) =>
        p === '' ? null : i % 2 === 1 ? (
          <span key={i} class="nowrap">
            {render(p)}
          </span>
        ) : (
          render(p)
        ),
      )}
    </>
  );
}

/**
 * A citation of the specs' ids or the rulebook's sections, bracketed ("[CC-A16]", "[B8.1, B9]") or
 * after a name in parentheses ("Traits (A5.1)", "Turns counted on (CC-A06)"); the capture keeps
 * it in split's output.
 */
const CITATION = /(\[[A-Z][A-Za-z0-9.\-–, ]*\]|\((?:[A-Z]{1,2}-)?[A-Z]?\d+(?:\.\d+)*\))/;
