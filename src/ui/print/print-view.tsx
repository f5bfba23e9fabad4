import { render } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { heldView, type LiveGame } from '../../state/app-state';
import { Sheet } from '../dice/sheet';
import { gameStory } from '../story/game-story';
import { RecordSheet } from './record-sheet';
import { buildSheet, type SheetSource, type Viewer } from './sheet-data';
import './print.css';

/**
 * Game options → Print (issue 10). The sheet shows a preview and the Print button; what prints is
 * a copy of the same record sheet in a root of its own under <body>, which the print stylesheet
 * shows alone (the app, this dialog included, is hidden on paper). Closing removes the copy, so a
 * player's own copy leaves nothing behind in the page.
 */
export function PrintView({
  l,
  source,
  onClose,
}: {
  l: LiveGame;
  source: SheetSource<never> | null;
  onClose: () => void;
}) {
  const [viewer, setViewer] = useState<Viewer>({ kind: 'TABLE' });
  // Hidden stays hidden: a player's own copy names their face-down tokens, so it shows (on screen
  // and in the print root) only after that player has the phone and says so; until then, the
  // table's copy. Choosing again asks again.
  const [shownTo, setShownTo] = useState<string | null>(null);
  const choose = (v: Viewer) => {
    setViewer(v);
    setShownTo(null);
  };
  const waiting = viewer.kind === 'PLAYER' && shownTo !== viewer.playerId ? viewer.playerId : null;
  const rootRef = useRef<HTMLDivElement | null>(null);
  const state = l.timeline.state;
  // Issue 32: a player's own copy names the kinds this phone holds (the shared state has none).
  const sys = heldView(l, state.sys) as never;
  const setup = l.doc.setup;
  const name = (id: string) => setup.players.find((p) => p.id === id)?.name ?? '?';
  const own = source?.privateFor?.(sys) ?? [];
  const built = buildSheet({
    title: l.doc.name,
    system: l.system.name,
    setup,
    notes: state.core.notes,
    state: sys,
    source,
    viewer: waiting ? { kind: 'TABLE' } : viewer,
  });
  // Issue 42: the table's copy ends with the game's story (from the shared journal); a player's
  // own copy is that player's block alone.
  const story = useMemo(() => gameStory(l), [l]);
  const sheet = built.summary ? built : { ...built, summary: `Round ${state.core.round}` };
  const printedAt = useMemo(
    () =>
      new Date().toLocaleString([], {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      }),
    [],
  );

  useEffect(() => {
    const root = document.createElement('div');
    root.className = 'print-root';
    document.body.appendChild(root);
    rootRef.current = root;
    return () => {
      render(null, root);
      root.remove();
      rootRef.current = null;
    };
  }, []);
  useEffect(() => {
    if (rootRef.current)
      render(
        <RecordSheet sheet={sheet} printedAt={printedAt} story={sheet.viewer.kind === 'TABLE' ? story : undefined} />,
        rootRef.current,
      );
  });

  const mine = viewer.kind === 'PLAYER' ? name(viewer.playerId) : null;
  return (
    <Sheet title="Print record sheet" onClose={onClose}>
      {own.length > 0 && (
        <fieldset class="q">
          <legend>Which copy?</legend>
          <div class="choices">
            <button type="button" aria-pressed={viewer.kind === 'TABLE'} onClick={() => choose({ kind: 'TABLE' })}>
              The table’s copy
            </button>
            {own.map((id) => (
              <button
                key={id}
                type="button"
                aria-pressed={viewer.kind === 'PLAYER' && viewer.playerId === id}
                onClick={() => choose({ kind: 'PLAYER', playerId: id })}
              >
                {name(id)}’s own copy
              </button>
            ))}
          </div>
          <p class="small">
            {mine
              ? `Names ${mine}’s face-down tokens: only ${mine} looks, and keeps the paper.`
              : 'Face-down tokens print as empty boxes, as the table sees them.'}
          </p>
        </fieldset>
      )}
      {waiting ? (
        <div class="stack" role="group" aria-label={`${name(waiting)}’s own copy`}>
          <p>Hand the phone to {name(waiting)}.</p>
          <button type="button" class="primary" onClick={() => setShownTo(waiting)}>
            {name(waiting)}: show my copy
          </button>
        </div>
      ) : (
        <>
          <div class="print-preview">
            <RecordSheet
              sheet={sheet}
              printedAt={printedAt}
              story={sheet.viewer.kind === 'TABLE' ? story : undefined}
            />
          </div>
          <div class="sheet-actions stack" style={{ gap: '6px' }}>
            <span class="small muted">Black on white, one block per car; A4 or Letter.</span>
            <button type="button" class="primary" onClick={() => window.print()}>
              Print
            </button>
          </div>
        </>
      )}
    </Sheet>
  );
}
