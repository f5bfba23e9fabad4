import { useEffect, useRef, useState } from 'preact/hooks';
import type { ReferenceCard } from '../../rules/system';

/** The id of a card's heading: the index jumps to it, the card is labelled by it. */
export const cardHeadId = (system: string, card: ReferenceCard): string => `ref-${system}-${card.id}`;

/** Brings a card to the top of the screen (clear of the top bar) and gives its heading focus. */
function jumpTo(headId: string): void {
  const head = document.getElementById(headId);
  if (!head) return;
  head.closest('article')?.scrollIntoView({ block: 'start' });
  head.focus({ preventScroll: true });
}

/**
 * Issue 41: a search hit opens at its match: the card's first marked word below its title comes
 * into view (Road Wolf's "nitro" is ~1,500 px into Actions), its heading takes the focus.
 */
export function jumpToMatch(headId: string): void {
  const head = document.getElementById(headId);
  const mark = head?.closest('article')?.querySelector(':scope > :not(h2) mark');
  if (!mark) {
    jumpTo(headId);
    return;
  }
  mark.scrollIntoView({ block: 'center' });
  head?.focus({ preventScroll: true });
}

/**
 * The sections of a system's reference, a tap from each (Road Wolf's runs to ~34 screens at
 * 360 px): a list under the search field, folded by default, and once it has scrolled away a
 * "Sections" button at the screen's foot that brings it back open. Shown only while nothing is
 * searched: a search already narrows the cards to its hits.
 */
export function ReferenceIndex({ cards, system }: { cards: readonly ReferenceCard[]; system: string }) {
  const index = useRef<HTMLDetailsElement>(null);
  const [away, setAway] = useState(false);
  useEffect(() => {
    const el = index.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const seen = new IntersectionObserver(([e]) => setAway(!!e && !e.isIntersecting && e.boundingClientRect.top < 0));
    seen.observe(el);
    return () => seen.disconnect();
  }, [system]);
  const pick = (headId: string) => {
    if (index.current) index.current.open = false;
    // After the list has folded, so the card's place is where it will stay.
    requestAnimationFrame(() => jumpTo(headId));
  };
  const back = () => {
    const el = index.current;
    if (!el) return;
    el.open = true;
    el.scrollIntoView({ block: 'start' });
    el.querySelector('summary')?.focus({ preventScroll: true });
  };
  return (
    <>
      <details ref={index} class="card ref-index" key={system}>
        <summary>Sections ({cards.length})</summary>
        <nav aria-label="Sections">
          <ul>
            {cards.map((c) => (
              <li key={c.id}>
                <button type="button" class="ghost" onClick={() => pick(cardHeadId(system, c))}>
                  {c.title}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      </details>
      {away && (
        <button type="button" class="ref-back" onClick={back}>
          ↑ Sections
        </button>
      )}
    </>
  );
}
