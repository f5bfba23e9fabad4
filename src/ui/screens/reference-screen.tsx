import { useEffect, useRef, useState } from 'preact/hooks';
import type { Sheet } from '../../rules/custom/sheet';
import {
  highlight,
  matchSentence,
  parseQuery,
  type SystemCards,
  type SystemHits,
  searchSystems,
  type Term,
} from '../../rules/reference-search';
import type { ReferenceCard } from '../../rules/system';
import { live } from '../../state/app-state';
import { navigate } from '../../state/router';
import { loadSystem, SYSTEMS } from '../../systems';
import { RuleText } from '../components/rule-text';
import { TopBar } from '../components/top-bar';
import { cardHeadId, jumpToMatch, ReferenceIndex } from './reference-index';

/** A cell this short ("1–2", "5+", "−1") stays on one line: "1–2" broke at its dash into "1–" / "2". */
const SHORT_CELL = 6;

// Systems not built yet (Dirty Wheels, Car Cult D20) have no reference; Free play has no rules;
// Your own game's rules are each sheet's notes (sheetBooks).
const WITH_REFERENCE = SYSTEMS.filter((s) => s.load && s.id !== 'freeplay' && s.id !== 'custom');

/**
 * Issue 33: the notes of the open game's sheet (as 'custom', the id the top bar opens from a game)
 * and of the library's sheets, one book each, searched with the systems' cards.
 */
async function sheetBooks(): Promise<SystemCards[]> {
  const [{ refreshSheets, sheets }, { readSheet }] = await Promise.all([
    import('../../state/sheets'),
    import('../../rules/custom/validate'),
  ]);
  await refreshSheets();
  const found: [string, Sheet][] = [];
  const seen = new Set<string>();
  const add = (id: string, s: Sheet) => {
    const same = JSON.stringify([s.name, s.notes]);
    if (s.notes.length === 0 || seen.has(same)) return;
    seen.add(same);
    found.push([id, s]);
  };
  const l = live.value;
  const own = l?.doc.system === 'custom' ? readSheet(l.doc.setup.sheet) : null;
  if (own?.ok) add('custom', own.sheet);
  for (const s of sheets.value ?? []) if (s.sheet) add(`sheet-${s.id}`, s.sheet);
  if (found.length === 0) return [];
  const { sheetCards } = await import('../../rules/custom');
  return found.map(([id, s]) => ({ id, name: s.name, cards: sheetCards(s) }));
}

const NOT_YET = SYSTEMS.filter((s) => !s.load).map((s) => s.name);

/** Text with the search's matches in <mark>: segments become text nodes, never markup. */
function Marked({ text, terms }: { text: string; terms: Term[] }) {
  if (terms.length === 0) return <>{text}</>;
  return <>{highlight(text, terms).map((s, i) => (s.mark ? <mark key={i}>{s.text}</mark> : s.text))}</>;
}

/** Rules text highlighted, its citations ("(CC-A06)") kept whole on their line. */
function Hl({ text, terms }: { text: string; terms: Term[] }) {
  return <RuleText text={text} render={(piece) => <Marked text={piece} terms={terms} />} />;
}

/**
 * A table with three or more columns and sentences in its cells cannot fit 360px without
 * breaking words (issue 9): on a narrow screen its rows become small cards, each cell labelled
 * with its column (styles.css, .ref-table.stackable).
 */
function stackable(table: NonNullable<ReferenceCard['table']>): boolean {
  return table.columns.length >= 3 && table.rows.some((r) => r.some((c) => c.length > 12));
}

function Card({ card, system, terms }: { card: ReferenceCard; system: string; terms: Term[] }) {
  const head = cardHeadId(system, card);
  const t = card.table;
  return (
    <article class="card stack ref-card" aria-labelledby={head}>
      {/* Focusable by script only: the section index moves focus here with the jump. */}
      <h2 id={head} tabIndex={-1}>
        <Hl text={card.title} terms={terms} />
      </h2>
      {card.body.map((p, i) => (
        <p key={i}>
          <Hl text={p} terms={terms} />
        </p>
      ))}
      {t && (
        // A table wider than the phone scrolls sideways: its box takes focus so a keyboard can scroll it (WCAG 2.1.1, axe).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must take focus so a keyboard can scroll it
        <div class="table-wrap" role="region" aria-label={t.caption} tabIndex={0}>
          {/* Explicit roles: a stacked table is restyled as blocks and must still read as a table. */}
          <table role="table" class={stackable(t) ? 'ref-table stackable' : 'ref-table'}>
            <caption>
              <Hl text={t.caption} terms={terms} />
            </caption>
            <thead>
              <tr role="row">
                {t.columns.map((c) => (
                  <th key={c} scope="col" role="columnheader">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {t.rows.map((r, i) => (
                <tr key={i} role="row">
                  {r.map((cell, j) =>
                    j === 0 ? (
                      <th key={j} scope="row" role="rowheader" class={cell.length <= SHORT_CELL ? 'nowrap' : undefined}>
                        <Hl text={cell} terms={terms} />
                      </th>
                    ) : (
                      <td
                        key={j}
                        role="cell"
                        data-label={t.columns[j]}
                        class={cell.length <= SHORT_CELL ? 'nowrap' : undefined}
                      >
                        <Hl text={cell} terms={terms} />
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {card.specs && card.specs.length > 0 && (
        <p class="muted">
          Rulings: {/* Each id whole on its line ("R-/32" broke at the hyphen at 360); an id cited twice once. */}
          {[...new Set(card.specs)].map((id, i) => (
            <span key={id}>
              {i > 0 && ', '}
              <span class="nowrap">
                <Hl text={id} terms={terms} />
              </span>
            </span>
          ))}
        </p>
      )}
    </article>
  );
}

/**
 * Issue 41: the hits of a search as a list, each card's title and the sentence that matched; a tap
 * opens the card at that match (not at its top, a long table above it).
 */
function HitList({ books, terms }: { books: SystemHits[]; terms: Term[] }) {
  const all = books.flatMap((b, i) => b.hits.map((h) => ({ id: b.id, name: i > 0 ? b.name : '', card: h.card })));
  if (all.length === 0) return null;
  return (
    <details open class="card ref-index">
      <summary>Matches ({all.length})</summary>
      <nav aria-label="Matches">
        <ul>
          {all.map(({ id, name, card }) => {
            const line = matchSentence(card, terms);
            return (
              <li key={`${id}-${card.id}`}>
                <button type="button" class="ghost" onClick={() => jumpToMatch(cardHeadId(id, card))}>
                  <span>
                    <strong>
                      <Marked text={card.title} terms={terms} />
                    </strong>
                    {name && ` (${name})`}
                    {line && (
                      <span class="ref-line">
                        <Marked text={line} terms={terms} />
                      </span>
                    )}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
    </details>
  );
}

/**
 * Quick-reference cards, searchable offline across every built system, the open one first
 * (issue 9). The cards and tables are the rules' own data; this screen only lays them out.
 */
export function ReferenceScreen({ system }: { system?: string }) {
  const [books, setBooks] = useState<SystemCards[] | null>(null);
  const shelf = books ?? WITH_REFERENCE;
  const id = shelf.some((s) => s.id === system) ? (system as string) : (WITH_REFERENCE[0]?.id ?? '');
  const [query, setQuery] = useState('');
  const search = useRef<HTMLInputElement>(null);
  const clear = () => {
    setQuery('');
    search.current?.focus();
  };
  useEffect(() => {
    let alive = true;
    void Promise.all([
      ...WITH_REFERENCE.map((s) =>
        loadSystem(s.id).then((r) => [{ id: s.id, name: s.name, cards: r.reference ?? [] }]),
      ),
      sheetBooks().catch(() => []),
    ]).then((b) => alive && setBooks(b.flat()));
    return () => {
      alive = false;
    };
  }, []);
  const terms = parseQuery(query);
  const results = books ? searchSystems(books, id, query) : [];
  const open = results[0];
  const others = results.slice(1).filter((s) => s.hits.length > 0);
  const openName = shelf.find((s) => s.id === id)?.name ?? 'the rules';
  return (
    <>
      <TopBar title="Rules reference" back={() => history.back()} />
      <main>
        {shelf.length > 1 && (
          <div class="choices" role="group" aria-label="Rule system">
            {shelf.map((s) => (
              <button
                key={s.id}
                type="button"
                aria-pressed={s.id === id}
                onClick={() => navigate({ name: 'reference', system: s.id }, true)}
              >
                {s.name}
              </button>
            ))}
          </div>
        )}
        {/* The clear button sits beside the label, not in it (a label holds one control), drawn
            over the field's end; the browser's own ~12 px "×" is hidden (styles.css). */}
        <div class="search-box">
          <label class="field">
            <span class="sr-only">Search the rules</span>
            <input
              ref={search}
              type="search"
              value={query}
              placeholder={`Search ${openName}…`}
              onInput={(e) => setQuery(e.currentTarget.value)}
              onKeyDown={(e) => {
                // Escape empties the field, as the native search field did.
                if (e.key === 'Escape' && query !== '') {
                  e.preventDefault();
                  setQuery('');
                }
              }}
            />
          </label>
          {query !== '' && (
            <button type="button" class="icon-btn search-clear" aria-label="Clear the search" onClick={clear}>
              ×
            </button>
          )}
        </div>
        {!books || !open ? (
          <p class="muted">Loading…</p>
        ) : (
          <>
            {open.hits.length === 0 && (
              <p class="muted" role="status">
                {others.length === 0 ? (
                  <>
                    Nothing matches “{query.trim()}” in any rules here. Try fewer or other words.
                    {NOT_YET.length > 0 &&
                      ` ${NOT_YET.join(' and ')} ${NOT_YET.length > 1 ? 'have' : 'has'} no reference yet.`}
                  </>
                ) : (
                  <>
                    Nothing in {open.name} for “{query.trim()}”. Found in {others.map((s) => s.name).join(' and ')}:
                  </>
                )}
              </p>
            )}
            {terms.length === 0 ? (
              <ReferenceIndex cards={open.hits.map((h) => h.card)} system={open.id} />
            ) : (
              <HitList books={[open, ...others]} terms={terms} />
            )}
            {open.hits.map((h) => (
              <Card key={`${open.id}-${h.card.id}`} card={h.card} system={open.id} terms={terms} />
            ))}
            {others.map((s) => (
              <section key={s.id} class="stack" aria-labelledby={`ref-in-${s.id}`}>
                <h2 id={`ref-in-${s.id}`} class="ref-system">
                  {open.hits.length > 0 ? `Also in ${s.name}` : s.name} ({s.hits.length})
                </h2>
                {s.hits.map((h) => (
                  <Card key={`${s.id}-${h.card.id}`} card={h.card} system={s.id} terms={terms} />
                ))}
              </section>
            ))}
          </>
        )}
      </main>
    </>
  );
}
