import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { GameRow } from '../../persist/db';
import { whyNotLoaded } from '../../pwa/stored';
import { deleteGame, duplicateGame, exportGame, games, importFile, renameGame, storage } from '../../state/app-state';
import { navigate } from '../../state/router';
import { Banners } from '../components/banners';
import { EditText } from '../components/edit-text';
import { GearIcon } from '../components/icons';
import { InstallHint } from '../components/install-hint';
import { TopBar } from '../components/top-bar';
import { lazy } from '../lazy';
import { QR_NOT_LOADED, QR_NOT_STORED, QR_TOOLS_FILES } from '../share/qr-words';
import { playersLine } from './games-html';
import { GameCard, GamesRegion } from './games-region';

// Issue 14: the camera and QR decoder load only when Scan is tapped. Issue 40: the QR tools are off
// the precache: loaded on the tap, and why not said in place (not through ui/share/qr-part.tsx, in
// the game chunk: from here that made Vite's preload helper leave the start page's chunk for one of
// its own, +0.4 KB start page, measured).
const loadQr = () => import('../share/qr-tools');
const ScanGameSheet = lazy(() => loadQr().then((m) => m.ScanGameSheet));

/** The first game's card in the middle of the screen, its Open button focused. */
function showFirst(): void {
  const open = document.querySelector<HTMLElement>('.game-card .open');
  open?.focus({ preventScroll: true });
  open?.scrollIntoView({ block: 'center' });
}

function GameItem({ g }: { g: GameRow }) {
  const [menu, setMenu] = useState(false);
  const [renaming, setRenaming] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const names = g.setup.players.map((p) => p.name);
  // Issue 30: Escape closes the menu (not while a new name is typed) and gives the focus back to More.
  // A layout effect: the key is listened for from the render that shows the menu, not a frame later
  // (an Escape pressed at once on a busy phone was lost).
  useLayoutEffect(() => {
    if (!menu || renaming !== null) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      const more = box.current?.closest('.game-card')?.querySelector<HTMLElement>('[aria-expanded]');
      setMenu(false);
      more?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menu, renaming]);
  return (
    <GameCard g={g} menu={menu} onOpen={() => navigate({ name: 'game', id: g.id })} onMore={() => setMenu(!menu)}>
      {menu && (
        <div ref={box} class="menu game-menu">
          {/* The card says "and 3 more"; its menu names them all. */}
          {playersLine(names) !== names.join(', ') && <p class="muted">Players: {names.join(', ')}</p>}
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
    </GameCard>
  );
}

export function GamesScreen() {
  const list = games.value;
  const fileInput = useRef<HTMLInputElement>(null);
  const [importError, setImportError] = useState<string | null>(null);
  // Issue 14 §2: the live-play code loads only when Join is tapped (not in the first screen's bytes).
  const [JoinLive, setJoinLive] = useState<typeof import('../live/live-sheet').JoinLiveSheet | null>(null);
  const [scanning, setScanning] = useState(false);
  const [noScan, setNoScan] = useState<'not-stored' | 'failed' | null>(null);
  const noStorage = storage.value.kind === 'unavailable';
  // Issue 41: the list comes back at its top (New game in view), not at the scroll the game left.
  useLayoutEffect(() => scrollTo(0, 0), []);
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
          {/*
            data-opens-file: on the start page, before the app has loaded, src/main.tsx opens the picker itself (a file
            picker needs the tap).
          */}
          <button class="grow" disabled={noStorage} data-opens-file onClick={() => fileInput.current?.click()}>
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
              // Issue 30: the imported game (the newest, so the first card) is shown and focused,
              // even when the list was scrolled to its bottom, under the toast.
              if (f)
                void importFile(f).then((e) => {
                  setImportError(e);
                  if (!e) requestAnimationFrame(() => showFirst());
                });
            }}
          />
        </div>
        <button
          onClick={() =>
            loadQr().then(
              () => {
                setNoScan(null);
                setScanning(true);
              },
              async (e: unknown) => setNoScan(await whyNotLoaded(e, [], QR_TOOLS_FILES)),
            )
          }
          disabled={noStorage}
        >
          Scan a game from another phone
        </button>
        {noScan && (
          <p class="error" role="alert">
            {noScan === 'failed' ? QR_NOT_LOADED : QR_NOT_STORED}
          </p>
        )}
        {scanning && <ScanGameSheet onClose={() => setScanning(false)} />}
        <button
          disabled={noStorage}
          onClick={() => void import('../live/live-sheet').then((m) => setJoinLive(() => m.JoinLiveSheet))}
        >
          Join live from another phone
        </button>
        {JoinLive && <JoinLive onClose={() => setJoinLive(null)} />}
        <button onClick={() => navigate({ name: 'sheets' })}>Game sheets</button>
        {importError && (
          <p class="error" role="alert">
            {importError}
          </p>
        )}
        <GamesRegion list={list} item={(g) => <GameItem key={g.id} g={g} />} />
        <InstallHint />
      </main>
    </>
  );
}
