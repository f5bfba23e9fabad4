import editor from 'virtual:pitwall-off-precache/sheet-editor';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { warm } from '../../pwa/warm';
import type { Sheet } from '../../rules/custom/sheet';
import { STARTERS } from '../../rules/custom/starters';
import { db, storage } from '../../state/app-state';
import { route } from '../../state/router';
import {
  deleteSheet,
  duplicateSheet,
  exportSheet,
  importSheetFile,
  type LibrarySheet,
  newSheetFrom,
  refreshSheets,
  renameSheet,
  sheets,
} from '../../state/sheets';
import { EditText } from '../components/edit-text';
import { TopBar } from '../components/top-bar';
import { ago, factsLine } from '../format';
import { ScanGameSheet, ShowSheetSheet, warmQrTools } from '../share/qr-part';
import { MoreIcon } from './games-region';
import { SheetLinkOffer, sendSheetLink } from './sheet-link';
import { openSheet } from './sheet-screen';
import { sheetFacts, starterName } from './sheet-words';
import './sheets.css';

function SheetItem({ s, onSend }: { s: LibrarySheet; onSend: (sheet: Sheet) => void }) {
  const [menu, setMenu] = useState(false);
  const [renaming, setRenaming] = useState(false);
  // A link neither the share sheet nor the clipboard took: shown to copy by hand.
  const [link, setLink] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  // Escape closes the menu and gives the focus back to More, as on the games list (issue 30).
  useLayoutEffect(() => {
    if (!menu || renaming) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setMenu(false);
      box.current?.closest('li')?.querySelector<HTMLElement>('[aria-expanded]')?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menu, renaming]);
  const close = () => {
    setMenu(false);
    setRenaming(false);
    setLink(null);
  };
  return (
    <li class="card stack sheet-card">
      <div class="row sheet-item">
        <div class="grow">
          <strong class="line">{s.name}</strong>
          {s.sheet ? (
            <span class="muted small line">{factsLine([...sheetFacts(s.sheet), ago(s.updatedAt)])}</span>
          ) : (
            <span class="error line">Cannot be read: {s.problem}</span>
          )}
        </div>
        {s.sheet && (
          <button onClick={() => openSheet(s.id)} aria-label={`Edit ${s.name}`}>
            Edit
          </button>
        )}
        <button
          class="icon-btn ghost"
          aria-expanded={menu}
          aria-label={`More for ${s.name}`}
          onClick={() => setMenu(!menu)}
        >
          <MoreIcon />
        </button>
      </div>
      {menu && (
        <div ref={box} class="menu">
          {renaming ? (
            <EditText
              label="New name"
              initial={s.name}
              maxLength={60}
              saveLabel="Save name"
              onCancel={() => setRenaming(false)}
              onSave={async (text) => {
                const m = await renameSheet(s.id, text);
                if (!m) close();
                return m;
              }}
            />
          ) : (
            <>
              {s.sheet && (
                <>
                  <button onClick={() => setRenaming(true)}>Rename</button>
                  <button onClick={() => void duplicateSheet(s.id).then(close)}>Duplicate</button>
                  <button onClick={() => onSend(s.sheet as Sheet)}>Send by QR</button>
                  <button onClick={() => void sendSheetLink(s.sheet as Sheet).then(setLink)}>Send as a link</button>
                </>
              )}
              {link && <textarea readOnly value={link} aria-label="The link: copy it" />}
              <button onClick={() => void exportSheet(s.id)}>Export to file</button>
              <button class="danger" onClick={() => void deleteSheet(s.id)}>
                Delete
              </button>
            </>
          )}
        </div>
      )}
    </li>
  );
}

/**
 * Game sheets (issue 33): the library of this phone's sheets. New from a starter opens the copy in
 * the editor; a sheet comes in from a file or another phone's codes, and goes out the same ways.
 */
export function SheetsScreen() {
  const list = sheets.value;
  const r = route.value;
  const ready = db.value !== null;
  const noStorage = storage.value.kind === 'unavailable';
  const fileInput = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [imported, setImported] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  const [sending, setSending] = useState<Sheet | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => void refreshSheets(), [ready]);
  // The editor and the QR tools are off the precache (vite.config.ts): stored now, for the table
  // with no signal.
  useEffect(() => {
    void warm(editor);
    void warmQrTools();
  }, []);
  const start = async (starterId: string) => {
    setBusy(true);
    const id = await newSheetFrom(starterId);
    setBusy(false);
    if (id) openSheet(id);
  };
  return (
    <>
      <TopBar title="Game sheets" back={() => history.back()} />
      <main>
        {r.name === 'sheets' && r.link !== undefined && ready && <SheetLinkOffer key={r.link} packed={r.link} />}
        <section class="stack" aria-labelledby="sheets-new">
          <h2 id="sheets-new">New sheet from a starter</h2>
          <div class="choices" role="group" aria-labelledby="sheets-new">
            {STARTERS.map((s) => (
              <button key={s.id} type="button" disabled={busy || !ready} onClick={() => void start(s.id)}>
                {starterName(s.id, s.sheet)}
              </button>
            ))}
          </div>
        </section>
        <div class="row">
          <button class="grow" disabled={!ready} onClick={() => fileInput.current?.click()}>
            Import from file
          </button>
          <input
            ref={fileInput}
            type="file"
            accept=".json,application/json"
            class="sr-only"
            aria-label="Sheet file to import"
            tabIndex={-1}
            onChange={(e) => {
              const f = e.currentTarget.files?.[0];
              e.currentTarget.value = '';
              if (!f) return;
              setError(null);
              setImported(null);
              void importSheetFile(f).then((r) => (r.ok ? setImported(r.message) : setError(r.error)));
            }}
          />
          <button class="grow" disabled={!ready} onClick={() => setScanning(true)}>
            Scan a sheet
          </button>
        </div>
        {error && (
          <p class="error" role="alert">
            {error}
          </p>
        )}
        {imported && (
          <p class="card" role="status">
            {imported}
          </p>
        )}
        {noStorage && (
          <p class="error" role="alert">
            Storage is not available on this phone, so sheets cannot be kept here.
          </p>
        )}
        <section class="stack" aria-labelledby="sheets-yours">
          <h2 id="sheets-yours">Your sheets{list && list.length > 0 ? ` (${list.length})` : ''}</h2>
          {list === null ? (
            <p class="muted" aria-busy="true">
              Loading…
            </p>
          ) : list.length === 0 ? (
            <p class="card muted">
              None yet. A sheet describes a game Pitwall does not carry: its trackers, dice, moves and notes. Start one
              from a starter above, or import one.
            </p>
          ) : (
            <ul class="stack plain-list" aria-labelledby="sheets-yours">
              {list.map((s) => (
                <SheetItem key={s.id} s={s} onSend={setSending} />
              ))}
            </ul>
          )}
          <p class="muted small">
            A game keeps its own copy of the sheet it started on: changing a sheet changes no game.
          </p>
        </section>
        {scanning && <ScanGameSheet sheet onClose={() => setScanning(false)} />}
        {sending && <ShowSheetSheet sheet={sending} onClose={() => setSending(null)} />}
      </main>
    </>
  );
}
