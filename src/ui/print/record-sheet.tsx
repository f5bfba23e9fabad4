import type { GameStory } from '../../game/story/story';
import { HitBoxes } from '../components/hit-boxes';
import { StatLine } from '../components/stat-line';
import { TokenList } from '../components/token-list';
import { Track } from '../components/track';
import { RecordStory } from '../story/game-story';
import type { RecordSheet as Sheet, SheetCar } from './sheet-data';

function Car({ c }: { c: SheetCar }) {
  return (
    <section class="rs-car" aria-label={`Record of ${c.name}`}>
      <h3 class="break">{c.name}</h3>
      {c.stats && c.stats.length > 0 && <StatLine items={c.stats} />}
      {c.checks && c.checks.length > 0 && (
        <ul class="rs-checks" aria-label={`State of ${c.name}`}>
          {c.checks.map((k) => (
            <li key={k.label}>
              <span class="rs-tick" aria-hidden="true">
                {k.on ? '✕' : ''}
              </span>
              {k.label}
              <span class="sr-only">{k.on ? ': yes' : ': no'}</span>
            </li>
          ))}
        </ul>
      )}
      {c.boxes?.map((b) => (
        <div key={b.label} class="rs-row">
          <span class="rs-label">
            {b.label} ({b.total - b.marked} of {b.total} left)
          </span>
          <HitBoxes total={b.total} marked={b.marked} label={`${b.label} on ${c.name}`} live={false} />
        </div>
      ))}
      {c.tracks?.map((t) => (
        <div key={t.label} class="rs-row">
          <span class="rs-label">{t.label}</span>
          <Track
            label={`${t.label} of ${c.name}`}
            slots={t.slots}
            {...(t.looks ? { looks: t.looks } : {})}
            slotLabel={(i, s) => `${t.label} ${s.label ?? i + 1}: ${s.token ? 'marked' : 'empty'}`}
          />
        </div>
      ))}
      {c.tokens && (
        <div class="rs-row">
          <span class="rs-label">Tokens</span>
          {c.tokens.shown.length + c.tokens.hidden > 0 ? (
            <TokenList boxes label={`Tokens on ${c.name}`} shown={c.tokens.shown} hidden={c.tokens.hidden} />
          ) : (
            <span>none</span>
          )}
        </div>
      )}
      <div class="rs-notes">
        <span class="rs-label">Notes</span>
        {c.note && <p class="break">{c.note}</p>}
        <span class="rs-line" aria-hidden="true" />
        <span class="rs-line" aria-hidden="true" />
      </div>
    </section>
  );
}

/**
 * The record sheet on paper (issue 10): one block per car with its stats, its boxes and tracks as
 * they stand, its tokens with a box to tick each, and lines for notes; on the table's copy, the
 * game's story after them (issue 42). The same element is the on-screen preview and, in the print
 * root, what the printer gets.
 */
export function RecordSheet({ sheet, printedAt, story }: { sheet: Sheet; printedAt: string; story?: GameStory }) {
  const own = sheet.viewer.kind === 'PLAYER';
  return (
    <article class="record-sheet" aria-label="Record sheet">
      <header class="rs-head">
        <h1 class="break">{sheet.title}</h1>
        <p>
          {sheet.system}
          {sheet.summary ? ` · ${sheet.summary}` : ''} · printed {printedAt}
        </p>
        {sheet.secret && (
          <p class="rs-copy">
            {own
              ? `${sheet.viewerName}’s own copy: it names face-down tokens. Keep it out of sight.`
              : 'Table copy: face-down tokens are empty boxes; write each in when it is shown.'}
          </p>
        )}
      </header>
      {sheet.groups.map((g) => (
        <section key={g.player.id} class="rs-player" aria-label={`Record of ${g.player.name}`}>
          <h2 class="break">{g.player.name}</h2>
          {g.stats && g.stats.length > 0 && <StatLine items={g.stats} />}
          {g.tokens && (
            <div class="rs-row">
              <span class="rs-label">Off the vehicles</span>
              <TokenList
                boxes
                label={`${g.player.name}’s other tokens`}
                shown={g.tokens.shown}
                hidden={g.tokens.hidden}
              />
            </div>
          )}
          <div class="rs-cars">
            {g.cars.map((c) => (
              <Car key={c.id} c={c} />
            ))}
          </div>
          {g.cars.length === 0 && <p>No cars.</p>}
        </section>
      ))}
      {story && <RecordStory story={story} />}
    </article>
  );
}
