import { useEffect, useRef, useState } from 'preact/hooks';
import type { FunctionComponent } from 'preact';
import { deleteGame, duplicateGame, exportGame, games, importFile, renameGame, storage } from '../../state/app-state';
import { navigate } from '../../state/router';
import { systemInfo } from '../../systems';
import type { GameRow } from '../../persist/db';
import { TopBar } from '../components/top-bar';
import { Banners } from '../components/banners';
import { ago } from '../format';
import { GearIcon, MoreIcon } from '../components/icons';
import { EditText } from '../components/edit-text';
import { lazy } from '../lazy';

// Issue 14: the camera and QR decoder load only when Scan is tapped.
const ScanGameSheet = lazy(() => import('../share/scan-game-sheet').then((m) => m.ScanGameSheet));

function GameItem({ g }: { g: GameRow }) {
  const [menu, setMenu] = useState(false);
  const [renaming, setRenaming] = useState<string | null>(null);
  const players = g.setup.players.map((p) => p.name).join(', ');
  return (
    <li class="card stack" style={{ padding: '0', gap: '0' }}>
      <div class="game-item">
        <button class="open" onClick={() => navigate({ name: 'game', id: g.id })} aria-label={`Open ${g.name}`}>
          <span class="row">
            <strong class="ellipsis grow">{g.name}</strong>
            {g.endedAt !== undefined && <span class="badge">Finished</span>}
          </span>
          <span class="muted small ellipsis" style={{ display: 'block' }}>
            {systemInfo(g.system)?.name} · {g.setup.players.length} players · {ago(g.updatedAt)}
          </span>
          <span class="muted small ellipsis" style={{ display: 'block' }}>
            {players}
          </span>
        </button>
        <button class="icon-btn ghost" aria-expanded={menu} aria-label={`More for ${g.name}`} onClick={() => setMenu(!menu)}>
          <MoreIcon />
        </button>
      </div>
      {menu && (
        <div class="menu" style={{ padding: '0 12px 12px' }}>
          {renaming === null ? (
            <>
              <button onClick={() => setRenaming(g.name)}>Rename</button>
              <button onClick={() => void duplicateGame(g.id).then(() => setMenu(false))}>Duplicate</button>
              <button onClick={() => void exportGame(g.id)}>Export to file</button>
              <button class="danger" onClick={() => void deleteGame(g.id)}>
                Delete
              </button>
            </>
          ) : (
            <EditText
              label="New name"
              initial={renaming}
              maxLength={60}
              saveLabel="Save name"
              onCancel={() => setRenaming(null)}
              onSave={async (text) => {
                const m = await renameGame(g.id, text);
                if (!m) {
                  setRenaming(null);
                  setMenu(false);
                }
                return m;
              }}
            />
          )}
        </div>
      )}
    </li>
  );
}

/** The install hint is not part of the first paint: its code arrives after, below the list. */
function LaterInstallHint() {
  const [Hint, setHint] = useState<FunctionComponent | null>(null);
  useEffect(() => {
    let alive = true;
    void import('../components/install-hint').then((m) => alive && setHint(() => m.InstallHint));
    return () => {
      alive = false;
    };
  }, []);
  return Hint ? <Hint /> : null;
}

export function GamesScreen() {
  const list = games.value;
  const fileInput = useRef<HTMLInputElement>(null);
  const [importError, setImportError] = useState<string | null>(null);
  // Issue 14 §2: the live-play code loads only when Join is tapped (not in the first screen's bytes).
  const [JoinLive, setJoinLive] = useState<typeof import('../live/live-sheet').JoinLiveSheet | null>(null);
  const [scanning, setScanning] = useState(false);
  const noStorage = storage.value.kind === 'unavailable';
  return (
    <>
      <TopBar title="Pitwall">
        <button class="icon-btn ghost" aria-label="Settings" onClick={() => navigate({ name: 'settings' })}>
          <GearIcon />
        </button>
      </TopBar>
      <Banners />
      <main>
        <div class="row">
          <button class="primary grow" onClick={() => navigate({ name: 'new' })}>
            New game
          </button>
          <button class="grow" disabled={noStorage} onClick={() => fileInput.current?.click()}>
            Import game
          </button>
          <input
            ref={fileInput}
            type="file"
            accept=".json,application/json"
            class="sr-only"
            aria-label="Game file to import"
            tabIndex={-1}
            onChange={(e) => {
              const f = e.currentTarget.files?.[0];
              e.currentTarget.value = '';
              if (f) void importFile(f).then(setImportError);
            }}
          />
        </div>
        <button onClick={() => setScanning(true)} disabled={noStorage}>
          Scan a game from another phone
        </button>
        {scanning && <ScanGameSheet onClose={() => setScanning(false)} />}
        <button disabled={noStorage} onClick={() => void import('../live/live-sheet').then((m) => setJoinLive(() => m.JoinLiveSheet))}>
          Join a live game on another phone
        </button>
        {JoinLive && <JoinLive onClose={() => setJoinLive(null)} />}
        {importError && (
          <p class="error" role="alert">
            {importError}
          </p>
        )}
        {list === null ? (
          <p class="muted">Loading games…</p>
        ) : list.length === 0 ? (
          <div class="card stack">
            <h2>No games yet</h2>
            <p class="muted">Start a game to track cars, turns and every roll. The dice tray (the die at the top right) works any time, with or without a game.</p>
          </div>
        ) : (
          <ul class="stack plain-list" aria-label="Saved games">
            {list.map((g) => (
              <GameItem key={g.id} g={g} />
            ))}
          </ul>
        )}
        <LaterInstallHint />
      </main>
    </>
  );
}
