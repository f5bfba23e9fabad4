/**
 * A line of rules text whose citations ("[CC-A16]", "[B8.1]") never break inside: at 360 px
 * "[CC-A16]" broke at its hyphen, leaving "[CC-" at a line's end. The text is unchanged; each
 * bracketed citation is kept on one line.
 */
export function RuleText({ text }: { text: string }) {
  const parts = text.split(CITATION);
  if (parts.length === 1) return <>{text}</>;
  return (
    <>
      {parts.map((p, i) =>
        i % 2 === 1 ? (
          <span key={i} class="nowrap">
            {p}
          </span>
        ) : (
          p
        ),
      )}
    </>
  );
}

/** A bracketed citation of the specs' ids or the rulebook's sections; the capture keeps it in split's output. */
const CITATION = /(\[[A-Z][A-Za-z0-9.\-–, ]*\])/;
