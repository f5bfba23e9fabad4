// The sheet library (issue 33): the game sheets this phone keeps, and what a player does with
// them. A game never reads these: it starts with a copy of one in its setup, so editing, renaming
// or deleting a sheet here changes no game. Every row is read back through readSheet(); a row that
// no longer reads is listed as damaged with its problem, so one bad row never hides the others.
import { signal } from '@preact/signals';
import { kb, restoreSheet, sheetBytes } from '../game/restore-sheet';
import { deleteSheetRow, getSheetRow, listSheetRows, putSheetRow, type SheetRow } from '../persist/sheets';
import { SHEET_LIMITS, type Sheet } from '../rules/custom/sheet';
import { STARTERS } from '../rules/custom/starters';
import { problemText, readSheet } from '../rules/custom/validate';
import { db, fileSlug, offerFile, showToast, storage } from './app-state';
import { newId } from './ids';
import { copyName, importedName, MAX_GAME_NAME } from './unique-name';

export type LibrarySheet = { id: string; name: string; updatedAt: number } & (
  | { sheet: Sheet; problem?: undefined }
  /** The stored row no longer reads as a sheet: `problem` says why. */
  | { sheet: null; problem: string }
);

/** The library, newest first; null until it has been read. */
export const sheets = signal<LibrarySheet[] | null>(null);

function readRow(row: SheetRow): LibrarySheet {
  const name = typeof row.name === 'string' && row.name ? row.name : 'Unnamed sheet';
  const base = { id: row.id, name, updatedAt: row.updatedAt };
  const r = readSheet(row.sheet);
  return r.ok ? { ...base, sheet: r.sheet } : { ...base, sheet: null, problem: problemText(r.problems) };
}

const NO_STORAGE = 'Pitwall cannot store sheets on this phone right now. Do what the note on the games list says.';

/** Reads the library again (after a change, or when storage opens). */
export async function refreshSheets(): Promise<void> {
  const handle = db.value;
  if (!handle) {
    if (storage.value.kind !== 'opening') sheets.value = [];
    return;
  }
  try {
    sheets.value = (await listSheetRows(handle)).map(readRow);
  } catch {
    sheets.value ??= [];
  }
}

/** One sheet of the library, read now (the editor's route), or null when it is not here. */
export async function readLibrarySheet(id: string): Promise<LibrarySheet | null> {
  const handle = db.value;
  if (!handle) return null;
  const row = await getSheetRow(handle, id).catch(() => undefined);
  return row ? readRow(row) : null;
}

const names = () => (sheets.value ?? []).map((s) => s.name);

/** `name` when no sheet here has it, else "name 2", "name 3"... (a new sheet from a starter). */
export function freeName(name: string, taken: readonly string[]): string {
  const used = new Set(taken.map((t) => t.trim().toLowerCase()));
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : ` ${n}`;
    const candidate = `${name.slice(0, MAX_GAME_NAME - suffix.length).trimEnd()}${suffix}`;
    if (!used.has(candidate.toLowerCase())) return candidate;
  }
}

async function put(sheet: Sheet, id = newId()): Promise<string> {
  const handle = db.value;
  if (!handle) throw new Error(NO_STORAGE);
  await putSheetRow(handle, { id, name: sheet.name, updatedAt: Date.now(), sheet });
  await refreshSheets();
  return id;
}

/** A copy of a starter under a name no sheet here has, saved; its id, or null (said in a toast). */
export async function newSheetFrom(starterId: string): Promise<string | null> {
  const starter = STARTERS.find((s) => s.id === starterId);
  if (!starter) return null;
  await refreshSheets();
  const sheet: Sheet = { ...structuredClone(starter.sheet), name: freeName(starter.sheet.name, names()) };
  try {
    return await put(sheet);
  } catch (e) {
    showToast({ message: e instanceof Error ? e.message : String(e) });
    return null;
  }
}

/**
 * Saves `raw` as sheet `id`: only a sheet readSheet() accepts, no larger than a file of it may
 * be. Returns why it was refused (nothing changed), or null.
 */
export async function saveSheet(id: string, raw: unknown): Promise<string | null> {
  const r = readSheet(raw);
  if (!r.ok) return problemText(r.problems);
  const size = sheetBytes(r.sheet);
  if (size > SHEET_LIMITS.bytes)
    return `This sheet is ${kb(size)}; a sheet may be ${kb(SHEET_LIMITS.bytes)} at most, so it can be sent and saved to a file. Shorten its notes.`;
  try {
    await put(r.sheet, id);
    return null;
  } catch (e) {
    return `The sheet could not be saved: ${e instanceof Error ? e.message : String(e)}`;
  }
}

export async function duplicateSheet(id: string): Promise<void> {
  const got = await readLibrarySheet(id);
  if (!got?.sheet) return;
  const name = copyName(got.name, names());
  await put({ ...got.sheet, name });
  showToast({ message: `Made a copy: “${name}”.` });
}

export async function renameSheet(id: string, name: string): Promise<string | null> {
  const trimmed = name.trim();
  if (!trimmed || trimmed.length > MAX_GAME_NAME) return `A sheet’s name has 1 to ${MAX_GAME_NAME} characters.`;
  const got = await readLibrarySheet(id);
  if (!got?.sheet) return 'This sheet is no longer here.';
  return saveSheet(id, { ...got.sheet, name: trimmed });
}

/** Deletes a sheet, with Undo in the toast (its row is kept in memory meanwhile). No game changes. */
export async function deleteSheet(id: string): Promise<void> {
  const handle = db.value;
  if (!handle) return;
  const row = await getSheetRow(handle, id).catch(() => undefined);
  if (!row) return;
  await deleteSheetRow(handle, id);
  await refreshSheets();
  showToast(
    {
      message: `Deleted “${row.name}”. Games played on it keep their own copy.`,
      action: {
        label: 'Undo',
        run: () => void putSheetRow(handle, row).then(refreshSheets),
      },
    },
    10000,
  );
}

export function sheetFileName(name: string): string {
  return `pitwall-sheet-${fileSlug(name, 'sheet')}.json`;
}

/** Export to file: the sheet as JSON, which Import a sheet (restoreSheet) reads back. */
export async function exportSheet(id: string): Promise<void> {
  const handle = db.value;
  const row = handle ? await getSheetRow(handle, id).catch(() => undefined) : undefined;
  if (!row) return;
  const got = readRow(row);
  const name = sheetFileName(got.name);
  // A damaged row goes out as it is stored, so it can be mended elsewhere rather than lost.
  const file = new File([JSON.stringify(got.sheet ?? row.sheet)], name, { type: 'application/json' });
  if (await offerFile(file, got.name)) showToast({ message: `Exported ${name}.` });
}

/** Stores a sheet that came through restoreSheet(), beside any of the same name. */
async function keep(sheet: Sheet): Promise<{ id: string; name: string }> {
  await refreshSheets();
  const name = importedName(sheet.name, names());
  return { id: await put({ ...sheet, name }), name };
}

/**
 * Import a sheet from a file: its size is checked before it is read. Issue 41: what came of it
 * either way, for the line under Import that stays until the next try (a toast went unseen).
 */
export async function importSheetFile(
  file: File,
): Promise<{ ok: true; message: string } | { ok: false; error: string }> {
  const no = (error: string) => ({ ok: false as const, error });
  if (!db.value) return no(NO_STORAGE);
  if (file.size > SHEET_LIMITS.bytes)
    return no(
      `That file is ${kb(file.size)}, larger than any game sheet (at most ${kb(SHEET_LIMITS.bytes)}): pick the file that Export to file made for a sheet.`,
    );
  let text: string;
  try {
    text = await file.text();
  } catch {
    return no('That file could not be read. Pick it again.');
  }
  const r = restoreSheet(text);
  if (!r.ok) return no(r.error);
  try {
    const { name } = await keep(r.sheet);
    const as = name === r.sheet.name ? '' : ` as “${name}”`;
    return { ok: true, message: `Imported “${r.sheet.name}”${as}: it is in Your sheets below.` };
  } catch (e) {
    return no(`The sheet could not be saved: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** A sheet received by QR (issue 33) or a link (issue 40, `what` names it), through the same door as a file. */
export async function receiveSheet(
  raw: unknown,
  what = 'The sheet in these codes',
): Promise<{ ok: true; id: string; message: string } | { ok: false; error: string }> {
  if (!db.value) return { ok: false, error: NO_STORAGE };
  const r = restoreSheet(raw, what);
  if (!r.ok) return r;
  try {
    const { id, name } = await keep(r.sheet);
    return { ok: true, id, message: `Received the sheet “${name}”: it is in Game sheets.` };
  } catch (e) {
    return { ok: false, error: `The sheet could not be saved: ${e instanceof Error ? e.message : String(e)}` };
  }
}
