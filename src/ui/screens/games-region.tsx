// Issue 15: the part of the games list that depends on storage (the saved games, or the card shown
// while they load and when there are none), with no hooks and no signals. It is prerendered into
// index.html; the start page fills in the saved games from games-html.ts (the same markup as
// text, checked against this by a unit test) before Preact has loaded; games-screen.tsx renders
// it with its handlers once the app has, taking over those very nodes.
import type { ComponentChildren, VNode } from 'preact';
import type { GameRow } from '../../persist/db-open';
import { cardIds, cardLines, describedBy, EMPTY_TITLE, GAMES_INTRO, LOADING_TITLE } from './games-html';

export function MoreIcon() {
  return (
    <svg
      width="26"
      height="26"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      stroke-width="2"
    >
      <circle cx="5" cy="12" r="1.5" fill="currentColor" stroke="none" />
      <circle cx="12" cy="12" r="1.5" fill="currentColor" stroke="none" />
      <circle cx="19" cy="12" r="1.5" fill="currentColor" stroke="none" />
    </svg>
  );
}

interface CardProps {
  g: GameRow;
  menu?: boolean;
  onOpen?: () => void;
  onMore?: () => void;
  /** The open menu (games-screen.tsx). */
  children?: ComponentChildren;
}

/** One saved game: open it, or its menu. */
export function GameCard({ g, menu = false, onOpen, onMore, children }: CardProps) {
  const [facts, players] = cardLines(g);
  // Named "Open <name>", described by its badge and lines (games-html.ts, cardIds). The button lies
  // over the card's text (start.css, .game-body) and shows no words of its own: named "Open WLF
  // mid" while it showed "WLF mid White Line Fever · 2 players…", its name left out what it showed
  // (WCAG 2.5.3, issue 30).
  const ids = cardIds(g);
  return (
    <li class="card stack game-card">
      <div class="game-item">
        <div class="game-body">
          <span class="name">
            <strong>{g.name}</strong>
            {g.endedAt !== undefined && (
              <span class="badge" id={ids[0]}>
                Finished
              </span>
            )}
          </span>
          <span class="muted small line" id={ids[1]}>
            {facts}
          </span>
          <span class="muted small line" id={ids[2]}>
            {players}
          </span>
          <button class="open" onClick={onOpen} aria-label={`Open ${g.name}`} aria-describedby={describedBy(g, ids)} />
        </div>
        <button class="icon-btn ghost" aria-expanded={menu} aria-label={`More for ${g.name}`} onClick={onMore}>
          <MoreIcon />
        </button>
      </div>
      {children}
    </li>
  );
}

type RegionProps = { list: GameRow[] | null; item?: (g: GameRow) => VNode };

/**
 * The games, or one card while they load and when there are none. The card's paragraph is the
 * same text in both states (only the heading changes), so the start page's largest text is
 * painted from the prerendered HTML and never replaced (issue 15: LCP).
 */
export function GamesBody({ list, item = (g) => <GameCard key={g.id} g={g} /> }: RegionProps) {
  return list === null || list.length === 0 ? (
    <div class="card stack">
      <h2>{list === null ? LOADING_TITLE : EMPTY_TITLE}</h2>
      <p class="muted">{GAMES_INTRO}</p>
    </div>
  ) : (
    <ul class="stack plain-list" aria-label="Saved games">
      {list.map(item)}
    </ul>
  );
}

/** GamesBody in its box (the start page fills in the box's contents, src/main.tsx). */
export function GamesRegion(props: RegionProps) {
  return (
    <div class="games-list">
      <GamesBody {...props} />
    </div>
  );
}
