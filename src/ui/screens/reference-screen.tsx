import { useEffect, useState } from 'preact/hooks';
import { SYSTEMS, loadSystem } from '../../rules';
import type { ReferenceCard, RuleSystem } from '../../rules/system';
import { navigate } from '../../state/router';
import { TopBar } from '../components/top-bar';

const WITH_REFERENCE = SYSTEMS.filter((s) => s.load && s.id !== 'freeplay');

function matches(card: ReferenceCard, words: string[]): boolean {
  const text = [card.title, ...card.body, ...(card.specs ?? []), ...(card.table ? [card.table.caption, ...card.table.columns, ...card.table.rows.flat()] : [])].join(' ').toLowerCase();
  return words.every((w) => text.includes(w));
}

function Card({ card }: { card: ReferenceCard }) {
  return (
    <article class="card stack ref-card" aria-labelledby={`ref-${card.id}`}>
      <h2 id={`ref-${card.id}`}>{card.title}</h2>
      {card.body.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
      {card.table && (
        <div class="table-wrap">
          <table>
            <caption>{card.table.caption}</caption>
            <thead>
              <tr>
                {card.table.columns.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {card.table.rows.map((r, i) => (
                <tr key={i}>
                  {r.map((cell, j) => (j === 0 ? <th key={j} scope="row">{cell}</th> : <td key={j}>{cell}</td>))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {card.specs && card.specs.length > 0 && <p class="muted small">Rulings: {card.specs.join(', ')}</p>}
    </article>
  );
}

/** Quick-reference cards, searchable, offline: the tables are the rules' own data. */
export function ReferenceScreen({ system }: { system?: string }) {
  const id = WITH_REFERENCE.some((s) => s.id === system) ? (system as string) : WITH_REFERENCE[0]?.id;
  const [rules, setRules] = useState<RuleSystem | null>(null);
  const [query, setQuery] = useState('');
  useEffect(() => {
    if (!id) return;
    let alive = true;
    void loadSystem(id).then((r) => alive && setRules(r));
    return () => {
      alive = false;
    };
  }, [id]);
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  // Cards whose title matches come first (searching "fire" should open on the fire chart).
  const titleHit = (c: ReferenceCard) => (words.length > 0 && words.every((w) => c.title.toLowerCase().includes(w)) ? 1 : 0);
  const cards = (rules && rules.id === id ? (rules.reference ?? []) : []).filter((c) => matches(c, words)).sort((a, b) => titleHit(b) - titleHit(a));
  return (
    <>
      <TopBar title="Rules reference" back={() => history.back()} />
      <main>
        {WITH_REFERENCE.length > 1 && (
          <div class="choices" role="group" aria-label="Rule system">
            {WITH_REFERENCE.map((s) => (
              <button key={s.id} type="button" aria-pressed={s.id === id} onClick={() => navigate({ name: 'reference', system: s.id }, true)}>
                {s.name}
              </button>
            ))}
          </div>
        )}
        <label class="field">
          <span class="sr-only">Search the rules</span>
          <input type="search" value={query} placeholder={`Search ${WITH_REFERENCE.find((s) => s.id === id)?.name ?? 'the rules'}…`} onInput={(e) => setQuery(e.currentTarget.value)} />
        </label>
        {!rules ? (
          <p class="muted">Loading…</p>
        ) : cards.length === 0 ? (
          <p class="muted">Nothing matches “{query}”. Try fewer words.</p>
        ) : (
          cards.map((c) => <Card key={c.id} card={c} />)
        )}
      </main>
    </>
  );
}
