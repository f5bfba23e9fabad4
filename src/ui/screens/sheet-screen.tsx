import editor from 'virtual:pitwall-off-precache/sheet-editor';
import { useEffect, useState } from 'preact/hooks';
import { whyNotLoaded } from '../../pwa/stored';
import { warm } from '../../pwa/warm';
import { db, storage } from '../../state/app-state';
import { navigate } from '../../state/router';
import { type LibrarySheet, readLibrarySheet, saveSheet } from '../../state/sheets';
import { TopBar } from '../components/top-bar';
import { lazy } from '../lazy';

// Issue 33: the editor is its own chunk, loaded only when a sheet is opened, and not precached
// (vite.config.ts): stored for offline use when the sheets are first opened.
const loadEditor = () => import('../sheets/sheet-editor');
const SheetEditor = lazy(() => loadEditor().then((m) => m.SheetEditor));

/** The sheet the library opened, so closing its editor steps back to the library (not a new entry). */
let fromLibrary: string | null = null;

/** Opens sheet `id` in the editor from the library. */
export function openSheet(id: string): void {
  fromLibrary = id;
  navigate({ name: 'sheet', id });
}

/**
 * One sheet of the library in the editor (route #/sheet/<id>): reads the row, then hands it to
 * SheetEditor, which draws the whole screen. Saving goes through the library's saveSheet() (the
 * readSheet() door); the editor shows its refusal.
 */
export function SheetScreen({ id }: { id: string }) {
  const [got, setGot] = useState<LibrarySheet | null | undefined>(undefined);
  /** Why the editor did not load: not on this phone yet (never stored), or stored and still failed. */
  const [noEditor, setNoEditor] = useState<'not-stored' | 'failed' | null>(null);
  const ready = db.value !== null;
  useEffect(() => {
    // While the row is read; offline before the editor was ever stored, say so (from the caches).
    loadEditor().then(
      () => warm(editor),
      async (e: unknown) => setNoEditor(await whyNotLoaded(e, editor.files)),
    );
  }, []);
  useEffect(() => {
    if (!ready) return;
    let alive = true;
    void readLibrarySheet(id).then((s) => alive && setGot(s));
    return () => {
      alive = false;
    };
  }, [id, ready]);
  const close = () => {
    if (fromLibrary === id) {
      fromLibrary = null;
      history.back();
    } else navigate({ name: 'sheets' }, true);
  };
  if (got?.sheet && !noEditor)
    return <SheetEditor initial={got.sheet} onSave={(s) => saveSheet(id, s)} onClose={close} />;
  return (
    <>
      <TopBar title="Game sheet" back={close} />
      <main>
        {noEditor === 'not-stored' ? (
          <p class="error" role="alert">
            The sheet editor is not on this phone yet. Open Game sheets once with a connection: from then on it works
            offline too.
          </p>
        ) : noEditor === 'failed' ? (
          <p class="error" role="alert">
            The sheet editor is on this phone but did not load. Reload Pitwall, then open the sheet again.
          </p>
        ) : got === undefined && !ready && storage.value.kind !== 'opening' ? (
          <p class="error" role="alert">
            Storage is not available on this phone, so its sheets cannot be read.
          </p>
        ) : got === undefined ? (
          <p class="muted" aria-busy="true">
            Loading…
          </p>
        ) : (
          <p class="error" role="alert">
            {got === null
              ? 'This sheet is not on this phone (it may have been deleted).'
              : `This sheet cannot be read: ${got.problem}`}
          </p>
        )}
      </main>
    </>
  );
}
