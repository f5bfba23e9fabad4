// The app's live state as signals, and the actions that change it. Components read signals and
// call actions; rules are decided in src/rules and src/game, never here.
import { signal } from '@preact/signals';
import { gameOver } from '../game/game-over';
import { MAX_IMPORT_BYTES } from '../game/limits';
import type { Refusal } from '../game/restore';
import type { Snapshot, Timeline } from '../game/timeline';
import {
  type Command,
  type Entry,
  type GameDoc,
  type GameState,
  SCHEMA_VERSION,
  type Setup,
  type Thrown,
} from '../game/types';
import * as store from '../persist/db';
import { forgetPicture } from '../persist/last-screen-write';
import { rememberOpened } from '../persist/open-hint';
import { GameSaver, type SaveStatus } from '../persist/saver';
import { SNAPSHOT_EVERY, type StoredSnapshot, snapshotDue, stamp, usableSnapshot } from '../persist/snapshot';
import type { HeldOpening, HeldOpenings } from '../rules/core/commitment';
import type { RuleSystem } from '../rules/system';
import type { GameShare } from '../share/envelope';
import { loadSystem, type SystemId } from '../systems';
import { dropEarlyRead, fetchedChunks, HINT_BUILD, takeEarlyDb, takeEarlyRead } from './early-open';
import { commitHeld } from './held';
import { newId } from './ids';
import { navigate } from './router';
import type { Settings } from './settings';
import { replayMissed, startGames, startSettings, takeStartDb } from './start-list';
import { copyName, importedName } from './unique-name';

export interface LiveGame {
  doc: GameDoc;
  system: RuleSystem;
  timeline: Timeline<GameState>;
  saver: GameSaver;
  /**
   * Issue 31: on a guest with changes waiting for the host, the journal as the host confirmed it
   * (what is stored and sent); `timeline` then shows the waiting changes on top (see showQueued).
   */
  confirmed?: Timeline<GameState>;
}

/** The game's journal as stored: the host's confirmed one on a guest showing its queued changes. */
export function truthOf(l: LiveGame): Timeline<GameState> {
  return l.confirmed ?? l.timeline;
}

/**
 * Issue 31: a guest shows its own changes that wait for the host applied on top of the journal,
 * not stored (the host's entries are), up to one that cannot apply now; [] shows the journal alone.
 */
export function showQueued(entries: readonly Entry[]): void {
  const l = live.value;
  if (!l) return;
  const base = truthOf(l);
  if (!entries.length && !l.confirmed) return;
  let t = base;
  if (entries.length) {
    t = base.fork();
    for (const e of entries) {
      try {
        t.push(e);
      } catch {
        break;
      }
    }
  }
  if (t.entries.length === base.entries.length) {
    l.timeline = base;
    delete l.confirmed;
  } else {
    l.timeline = t;
    l.confirmed = base;
  }
  liveVersion.value++;
}

export type StorageState =
  | { kind: 'opening' }
  | { kind: 'ok' }
  | { kind: 'unavailable'; message: string }
  | { kind: 'blocked'; message: string }
  | { kind: 'closed'; message: string }
  /** The browser closed the database under us (a full disk does this); reopening is retried. */
  | { kind: 'lost'; message: string };

export type { Settings };

export interface Toast {
  message: string;
  action?: { label: string; run: () => void };
  /** Why a tap was refused: gone at the game's next change, which may have removed the cause. */
  reason?: boolean;
}

/**
 * This build (issue 15): the entry chunk's URL carries a hash that changes with any chunk it can
 * load (hash placeholders fold each imported chunk's hash into its importer's), so a saved state
 * is only trusted by the build that computed it (persist/snapshot.ts). The dev server's URLs never
 * change while the code does: there every page load is its own build (snapshots never trusted).
 */
const BUILD = import.meta.env.DEV ? `dev ${Date.now()} ${performance.now()}` : import.meta.url;
/** Journal length at the live game's last stored (or usable) snapshot. */
let snappedAt = 0;

/** A stored game's snapshot when this build may trust it (persist/snapshot.ts), else undefined: replay. */
export function trustedSnapshot(row: store.GameRow): StoredSnapshot | undefined {
  return usableSnapshot(row.snapshot, row.head, BUILD);
}

/** A snapshot as this build stores it: trusted by this build only. */
export function stampSnapshot(snapshot: Snapshot<GameState>): StoredSnapshot {
  return stamp(snapshot, BUILD);
}

export const db = signal<store.Db | null>(null);
export const storage = signal<StorageState>({ kind: 'opening' });
// Issue 15: the list the start page already read (src/main.tsx), so the first render shows it.
export const games = signal<store.GameRow[] | null>(startGames());
export const live = signal<LiveGame | null>(null);
/** Bumped after every change to the live game's timeline (the timeline itself is mutable). */
export const liveVersion = signal(0);
export const liveError = signal<string | null>(null);
export const saveStatus = signal<SaveStatus>({ kind: 'saved' });
// Issue 15: as the start page read them, if it did (then a tap on it never waits for them).
export const settings = signal<Settings>({ keepAwake: true, haptics: true, ...startSettings() });
/** The stored settings have been read (so a dismissed hint does not flash on start). */
export const settingsReady = signal(startSettings() !== null);
export const trayRolls = signal<store.TrayRoll[]>([]);
export const trayOpen = signal(false);
export const toast = signal<Toast | null>(null);
/**
 * Issue 32: the kinds and salts of the face-down tokens this phone holds for the open game (its
 * own player's while live; every player's on a phone passed around the table). Never in the
 * journal: stored apart (persist hidden store) and merged into what this phone shows.
 */
export const heldTokens = signal<HeldOpenings>({});
/** game/seal.ts, loaded with the game code (it brings the hash): set once a game has been opened. */
let sealer: typeof import('../game/seal').seal | null = null;

/** Set when a new version is waiting; calling it activates the new version and reloads. */
export const updateReady = signal<(() => void) | null>(null);

/**
 * Tabs of this app tell each other what they wrote. A tab showing the same game reloads it when
 * another tab moved its head; a tab with unsaved changes of its own gets the conflict banner
 * from the saver instead (its write is refused, never silently merged or overwritten).
 */
type TabMessage = { kind: 'head'; gameId: string; head: number } | { kind: 'games' };
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('pitwall');
function tell(m: TabMessage): void {
  channel?.postMessage(m);
}
if (channel) {
  channel.onmessage = (e: MessageEvent<TabMessage>) => {
    const m = e.data;
    void refreshGames();
    if (m?.kind !== 'head') return;
    const l = live.value;
    if (!l || l.doc.id !== m.gameId || truthOf(l).entries.length >= m.head) return;
    if (l.saver.pendingCount === 0) void loadGame(m.gameId, true);
  };
}

let toastTimer: ReturnType<typeof setTimeout> | undefined;
export function showToast(t: Toast, ms = 6000): void {
  toast.value = t;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => {
    if (toast.value === t) toast.value = null;
  }, ms);
}

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

// ---- storage ---------------------------------------------------------------------------------

const REOPEN_MS = 4000;
let reopenTimer: ReturnType<typeof setTimeout> | null = null;

/**
 * After the browser closed the database (a full disk makes Chromium drop the connection), tries
 * to open it again every few seconds; once it opens, the live game's pending entries are written
 * and "Saved" returns by itself. A reload here would lose them, so none is offered.
 */
function reopenLater(): void {
  if (reopenTimer) return;
  reopenTimer = setTimeout(() => {
    reopenTimer = null;
    void store
      .open(storageHandlers())
      .then((handle) => {
        db.value = handle;
        storage.value = { kind: 'ok' };
        live.value?.saver.reattach(handle);
      })
      .catch(reopenLater);
  }, REOPEN_MS);
}

function storageHandlers(): store.OpenHandlers {
  return {
    onBlocked: () => {
      storage.value = { kind: 'blocked', message: 'Close other Pitwall tabs to finish updating.' };
    },
    onBlocking: () => {
      // A newer version wants the database: save what is pending, then let go of it.
      void (async () => {
        await live.value?.saver.flush();
        db.value?.close();
        db.value = null;
        live.value?.saver.reattach(null);
        storage.value = { kind: 'closed', message: 'Pitwall was updated in another tab. Reload to keep saving.' };
      })();
    },
    onTerminated: () => {
      db.value = null;
      live.value?.saver.reattach(null);
      storage.value = {
        kind: 'lost',
        message:
          'Storage stopped working (the device may be out of space): recent changes are only in this tab. Pitwall keeps trying; export now to be safe.',
      };
      reopenLater();
    },
  };
}

/** Opens the database; `onOpen` runs as soon as it is usable, before the housekeeping. */
export async function initStorage(onOpen?: () => void): Promise<void> {
  try {
    performance.mark('pitwall:db-open');
    // Usually already open (the start page's, issue 15) or under way (early-open.ts, with the
    // game of the URL being read).
    const handlers = storageHandlers();
    const handle = await (takeStartDb(handlers) ?? takeEarlyDb(handlers) ?? store.open(handlers));
    performance.mark('pitwall:db-ready');
    db.value = handle;
    storage.value = { kind: 'ok' };
    replayMissed(); // a tab that asked the start page to let go, before this code had loaded
    // Ready now: a game being opened reads in parallel with the housekeeping below.
    onOpen?.();
    dropEarlyRead();
    void (async () => {
      // A game opening from the URL goes first: the list is not on screen meanwhile.
      await loading?.done;
      // Not the last minute's deletions: another tab may still be offering their Undo.
      await store.purgeDeleted(handle, Date.now() - 60_000).catch(() => 0);
      await refreshGames();
    })();
    const [s, rolls] = await Promise.all([
      store.getSetting<Partial<Settings>>(handle, 'settings'),
      store.listTrayRolls(handle),
    ]);
    if (s) settings.value = { ...settings.value, ...s };
    settingsReady.value = true;
    trayRolls.value = rolls;
  } catch (e) {
    storage.value = {
      kind: 'unavailable',
      message: `Storage is not available (${message(e)}): games cannot be saved on this device. Dice and the game you start now still work; export before closing.`,
    };
    games.value = [];
  }
}

export async function refreshGames(): Promise<void> {
  const handle = db.value;
  games.value = handle ? await store.listGames(handle).catch(() => games.value ?? []) : (games.value ?? []);
}

/** Refreshes this tab's list and tells the other tabs to refresh theirs. */
async function gamesChanged(): Promise<void> {
  await refreshGames();
  tell({ kind: 'games' });
}

export async function saveSettings(patch: Partial<Settings>): Promise<void> {
  settings.value = { ...settings.value, ...patch };
  if (db.value) await store.putSetting(db.value, 'settings', settings.value).catch(() => undefined);
}

/**
 * Flushes pending writes; called when the page is hidden (the last moment we can count on). The
 * state at the head goes with them, so the next open replays nothing (one row write per hide,
 * not per tap).
 */
export function flushNow(): Promise<void> {
  commitHeld();
  const l = live.value;
  if (l && truthOf(l).entries.length !== snappedAt) writeSnapshot(l);
  return l?.saver.flush() ?? Promise.resolve();
}

function writeSnapshot(l: LiveGame): void {
  snappedAt = truthOf(l).entries.length;
  l.saver.enqueue([], { snapshot: stampSnapshot(truthOf(l).snapshot()) });
}

// ---- games list ------------------------------------------------------------------------------

export interface NewGameInput {
  name: string;
  system: SystemId;
  setup: Setup;
}

let askedPersist = false;

/**
 * `before` (issue 40): runs with the new game's id once it is stored, before the table opens it
 * (a hosting phone moves live play to it).
 */
export async function createGame(input: NewGameInput, before?: (id: string) => Promise<void>): Promise<string | null> {
  const now = Date.now();
  const doc: GameDoc = {
    schemaVersion: SCHEMA_VERSION,
    id: newId(),
    name: input.name,
    system: input.system,
    createdAt: now,
    updatedAt: now,
    setup: input.setup,
    journal: [],
  };
  const { restoreNew } = await import('../game/restore');
  const checked = await restoreNew(doc, 'Check the setup');
  if (!checked.ok) return checked.error;
  if (!askedPersist && navigator.storage?.persist) {
    // Asked once, on a user gesture: a persisted origin is not evicted under storage pressure.
    askedPersist = true;
    void navigator.storage.persist().catch(() => false);
  }
  if (db.value) {
    try {
      await store.putGame(db.value, checked.game);
    } catch (e) {
      return `The game could not be saved: ${message(e)}`;
    }
    await gamesChanged();
    await before?.(doc.id);
    navigate({ name: 'game', id: doc.id });
  } else {
    await adopt(checked.game);
    navigate({ name: 'game', id: doc.id });
  }
  return null;
}

export async function renameGame(id: string, name: string): Promise<string | null> {
  const trimmed = name.trim();
  if (!trimmed || trimmed.length > 60) return 'A game name has 1 to 60 characters.';
  const l = live.value;
  if (l?.doc.id === id) {
    l.doc = { ...l.doc, name: trimmed };
    liveVersion.value++;
  }
  if (db.value) await store.patchGame(db.value, id, { name: trimmed });
  await gamesChanged();
  return null;
}

export async function readDoc(id: string): Promise<GameDoc | null> {
  const l = live.value;
  // The live game may hold entries not yet on disk (storage full): export those too.
  if (l?.doc.id === id) return { ...l.doc, updatedAt: Date.now(), journal: truthOf(l).entries.slice() };
  if (!db.value) return null;
  const got = await store.getGame(db.value, id);
  return got ? store.toDoc(got.row, got.entries) : null;
}

export async function duplicateGame(id: string): Promise<void> {
  const doc = await readDoc(id);
  if (!doc || !db.value) return;
  const now = Date.now();
  const name = copyName(
    doc.name,
    (games.value ?? []).map((g) => g.name),
  );
  // A copy of a finished game is finished too: the list's badge reads the row, not the journal.
  const endedAt = games.value?.find((g) => g.id === id)?.endedAt;
  const copyId = newId();
  await store.putGame(
    db.value,
    { ...doc, id: copyId, name, createdAt: now, updatedAt: now },
    endedAt === undefined ? {} : { endedAt },
  );
  // Issue 32: the copy's face-down tokens are the same tokens; this phone keeps their kinds for it too.
  await keepHeld(copyId, await heldFor(id));
  await gamesChanged();
  showToast({ message: `Made a copy: “${name}”.` });
}

export async function deleteGame(id: string): Promise<void> {
  const handle = db.value;
  if (!handle) return;
  const row = games.value?.find((g) => g.id === id);
  await store.patchGame(handle, id, { deletedAt: Date.now() });
  forgetPicture(id);
  await gamesChanged();
  showToast(
    {
      message: `Deleted “${row?.name ?? 'game'}”.`,
      action: {
        label: 'Undo',
        run: () => {
          void store.patchGame(handle, id, { deletedAt: undefined }).then(gamesChanged);
        },
      },
    },
    10000,
  );
}

/** A name as a file name's part: "Hull and Hazards" -> "hull-and-hazards". */
export function fileSlug(name: string, fallback: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || fallback
  );
}

export function exportFileName(doc: GameDoc): string {
  return `pitwall-${fileSlug(doc.name, 'game')}-${new Date().toISOString().slice(0, 10)}.json`;
}

/** What came with a file or codes besides the game (issue 32): "With 2 face-down tokens kept on this phone only." */
function hiddenWords(held: HeldOpenings): string {
  const n = Object.keys(held).length;
  return `With ${n} face-down ${n === 1 ? 'token' : 'tokens'} kept on this phone only.`;
}

/** The face-down kinds this phone holds for a game (issue 32): {} when none or no storage. */
export async function heldFor(id: string): Promise<HeldOpenings> {
  if (live.value?.doc.id === id) return heldTokens.value;
  return db.value ? store.getHeld(db.value, id).catch(() => ({})) : {};
}

/**
 * Hands `file` to the phone's share sheet, or downloads it where there is none. False when nothing
 * more is to be said (shared, or the player closed the share sheet); true after a download.
 */
export async function offerFile(file: File, title: string): Promise<boolean> {
  if (navigator.canShare?.({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title });
      return false;
    } catch (e) {
      if (e instanceof DOMException && e.name === 'AbortError') return false;
    }
  }
  const url = URL.createObjectURL(file);
  const a = document.createElement('a');
  a.href = url;
  a.download = file.name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return true;
}

/**
 * Export to file. A plain export carries the journal, whose face-down tokens are commitments only
 * (issue 32); `withHidden` adds the kinds this phone holds, for a player moving to another phone.
 */
export async function exportGame(id: string, withHidden = false): Promise<void> {
  const doc = await readDoc(id);
  if (!doc) return;
  const hidden = withHidden ? await heldFor(id) : {};
  const keys = Object.keys(hidden).length;
  const name = keys ? exportFileName(doc).replace(/\.json$/, '-with-hidden-tokens.json') : exportFileName(doc);
  const file = new File([JSON.stringify(keys ? { ...doc, hidden } : doc)], name, { type: 'application/json' });
  // Said before the share sheet opens, and up for a minute: the player has to read it.
  const tooBig = file.size > MAX_IMPORT_BYTES ? (await import('../game/import-words')).exportTooBig(file.size) : null;
  if (tooBig) showToast({ message: tooBig }, 60_000);
  if (!(await offerFile(file, doc.name)) || tooBig) return;
  showToast({
    message: keys ? `Exported ${name}, with your face-down tokens: keep this file to yourself.` : `Exported ${name}.`,
  });
}

/**
 * Imports a game file as a new game. Returns an error message, or null on success. The messages
 * are for a player at the table: what the file seems to be, then what to do (the file's own
 * refusals are worded in src/game/restore.ts, "the import button's words"; openGame() hands on
 * restore()'s refusal, and its `why`, as it is).
 */
export async function importFile(file: File): Promise<string | null> {
  const { FILE_UNREADABLE, fileTooBig, importRefusal, readGameFile } = await import('../game/import-words');
  const tooBig = fileTooBig(file.size);
  if (tooBig) return tooBig;
  let text: string;
  try {
    text = await file.text();
  } catch {
    return FILE_UNREADABLE;
  }
  const read = readGameFile(text, file.type);
  if (!read.ok) return read.error;
  const { openGame, heldFrom } = await import('../game/open-game');
  const opened = await openGame(read.raw);
  if (!opened.ok) return importRefusal(opened);
  const hidden = heldFrom(
    (read.raw as { hidden?: unknown }).hidden,
    opened.game.system,
    opened.game.timeline.state.sys,
  );
  const now = Date.now();
  if (!db.value) {
    return storage.value.kind === 'opening'
      ? 'Pitwall is still opening its storage. Import the file again in a moment.'
      : 'Pitwall cannot store games on this phone right now, so the game was not imported. Do what the note at the top of the screen says, then import the file again.';
  }
  const taken = (await store.listGames(db.value).catch(() => games.value ?? [])).map((g) => g.name);
  const doc: GameDoc = {
    ...opened.game.doc,
    id: newId(),
    name: importedName(opened.game.doc.name, taken),
    updatedAt: now,
    journal: opened.game.timeline.entries.slice(),
  };
  try {
    await store.putGame(db.value, doc);
    await keepHeld(doc.id, hidden);
  } catch {
    return 'This phone could not save the game; it may be out of space. Free some space, then import the file again.';
  }
  await gamesChanged();
  const source = opened.game.doc.name;
  const said =
    doc.name === source
      ? `Imported “${doc.name}”.`
      : `Imported “${source}” as “${doc.name}”: a game of that name is already here.`;
  showToast({ message: Object.keys(hidden).length ? `${said} ${hiddenWords(hidden)}` : said });
  return null;
}

/**
 * Stores a game received by QR (issue 14) through the same door as a file: openGame() (restore()
 * and the replay) must accept the result before anything is written. src/share/envelope.ts
 * plan() decides: a game not here keeps its id (so a later "new entries only" finds it), a game
 * behind here gets the new entries appended, one that went another way is added as a copy.
 */
export async function receiveShared(
  env: GameShare,
): Promise<{ ok: true; id: string; message: string } | { ok: false; error: string }> {
  const handle = db.value;
  if (!handle) return { ok: false, error: 'Storage is not available on this device, so the game cannot be received.' };
  const [{ plan }, { openGame, heldFrom }] = await Promise.all([
    import('../share/envelope'),
    import('../game/open-game'),
  ]);
  const id = env.kind === 'game' ? env.doc.id : env.id;
  const l = live.value;
  if (l?.doc.id === id) await l.saver.flush();
  let got: Awaited<ReturnType<typeof store.getGame>>;
  try {
    got = await store.getGame(handle, id);
  } catch (e) {
    return { ok: false, error: `This phone's copy of the game cannot be read: ${message(e)}` };
  }
  const p = plan(got && got.row.deletedAt === undefined ? store.toDoc(got.row, got.entries) : null, env);
  if (p.kind === 'refuse') return { ok: false, error: p.error };
  if (p.kind === 'none') return { ok: true, id, message: p.message };
  const opened = await openGame(p.doc);
  if (!opened.ok) {
    const { DOORS, refusalWords } = await import('../game/import-words');
    return { ok: false, error: refusalWords(opened, DOORS.codes) };
  }
  const now = Date.now();
  const endedAt = gameOver(opened.game.system, opened.game.timeline.state)
    ? (opened.game.timeline.state.core.ended?.at ?? now)
    : undefined;
  // Issue 32: the sender's face-down kinds, when it chose to send them, kept beside the game.
  const hidden = heldFrom(env.hidden, opened.game.system, opened.game.timeline.state.sys);
  const withHidden = (text: string) => (Object.keys(hidden).length ? `${text} ${hiddenWords(hidden)}` : text);
  try {
    if (p.kind === 'append') {
      await keepHeld(id, hidden);
      await store.appendEntries(handle, id, p.from, p.entries, { updatedAt: now, endedAt });
      tell({ kind: 'head', gameId: id, head: p.doc.journal.length }); // another tab showing it reloads
      await gamesChanged();
      if (live.value?.doc.id === id) await loadGame(id, true);
      return {
        ok: true,
        id,
        message: withHidden(
          `Added ${p.entries.length} new ${p.entries.length === 1 ? 'entry' : 'entries'} to “${p.doc.name}”.`,
        ),
      };
    }
    const taken = (await store.listGames(handle).catch(() => games.value ?? [])).map((g) => g.name);
    // A deleted game of the same id may still be in storage until it is purged: keep it apart.
    const newId_ = p.kind === 'copy' || got ? newId() : id;
    const doc: GameDoc = {
      ...opened.game.doc,
      id: newId_,
      name: importedName(opened.game.doc.name, taken),
      updatedAt: now,
      journal: opened.game.timeline.entries.slice(),
    };
    await store.putGame(handle, doc, endedAt === undefined ? {} : { endedAt });
    await keepHeld(doc.id, hidden);
    await gamesChanged();
    return { ok: true, id: doc.id, message: withHidden(p.kind === 'copy' ? p.reason : `Received “${doc.name}”.`) };
  } catch (e) {
    return { ok: false, error: `The game could not be saved: ${message(e)}` };
  }
}

// ---- the live game ---------------------------------------------------------------------------

/** Makes `doc` the live game; null, or the refusal (its words are the caller's, for its door). */
async function adopt(
  doc: GameDoc,
  snapshot?: store.GameRow['snapshot'],
  head = doc.journal.length,
): Promise<{ error: string; why?: Refusal } | null> {
  // Loaded on first use: valibot and the replay code stay out of the first screen's bytes.
  const { openGame, seal } = await import('../game/open-game');
  sealer = seal;
  const heldP = db.value ? store.getHeld(db.value, doc.id).catch(() => ({})) : Promise.resolve({});
  const opened = await openGame(doc, snapshot);
  if (!opened.ok) return opened;
  heldTokens.value = await heldP;
  owedSent.clear();
  live.value?.saver.dispose();
  const saver: GameSaver = new GameSaver(db.value, doc.id, db.value ? head : 0, (s) => {
    saveStatus.value = s;
    if (s.kind === 'saved') tell({ kind: 'head', gameId: doc.id, head: saver.durableHead });
  });
  snappedAt = 0; // the caller knows better (loadGameNow)
  live.value = {
    doc: { ...opened.game.doc, journal: [] },
    system: opened.game.system,
    timeline: opened.game.timeline,
    saver,
  };
  liveVersion.value++;
  if (db.value) saveStatus.value = { kind: 'saved' };
  return null;
}

let loading: { id: string; done: Promise<void> } | null = null;

/**
 * Issue 15: what the table screen needs besides the rules before it can draw a game (its system's
 * UI chunk). Set by the screen's module; started as soon as the row names the system, so the
 * chunk loads while the journal is read, and the game goes live only once the screen can draw it
 * in one render.
 */
export const openHooks: { prepare?: (system: string) => Promise<void> } = {};

/** Makes the stored game `id` the live one; concurrent calls for the same game share one load. */
export function loadGame(id: string, force = false): Promise<void> {
  if (live.value?.doc.id === id && !force) return Promise.resolve();
  if (loading?.id === id) return loading.done;
  const done = loadGameNow(id).finally(() => {
    if (loading?.done === done) loading = null;
  });
  loading = { id, done };
  return done;
}

async function loadGameNow(id: string): Promise<void> {
  liveError.value = null;
  if (!db.value) {
    liveError.value = storage.value.kind === 'opening' ? null : 'This game is not on this device.';
    return;
  }
  // Fetch the code while IndexedDB reads: the replay code now, the rule system once the row is in.
  const code = import('../game/open-game');
  performance.mark('pitwall:read-start');
  let fromReload = false;
  let got: Awaited<ReturnType<typeof store.getGame>>;
  let prepared: Promise<void> | undefined;
  try {
    const onRow = (row: store.GameRow) => {
      performance.mark('pitwall:row');
      void loadSystem(row.system).catch(() => undefined);
      prepared = openHooks.prepare?.(row.system).catch(() => undefined);
      rememberOpened({ id: row.id, system: row.system, build: HINT_BUILD });
    };
    const earlyRead = takeEarlyRead(id, onRow);
    fromReload = earlyRead !== null;
    got = await (earlyRead ?? store.getGame(db.value, id, onRow));
  } catch (e) {
    liveError.value = `This game cannot be read from storage: ${message(e)} Export from a backup if you have one.`;
    return;
  }
  performance.mark('pitwall:read-end');
  await code;
  performance.mark('pitwall:code');
  if (!got || got.row.deletedAt !== undefined) {
    liveError.value = 'This game is not on this device (it may have been deleted).';
    return;
  }
  const snap = trustedSnapshot(got.row);
  await prepared;
  performance.mark('pitwall:prepared');
  const err = await adopt(store.toDoc(got.row, got.entries), snap, got.row.head);
  performance.mark('pitwall:adopted');
  if (err) {
    const { DOORS, refusalWords } = await import('../game/import-words');
    liveError.value = refusalWords(err, DOORS.stored);
    return;
  }
  // Opened by a reload: what was fetched is what this game's next reload asks for at once.
  if (fromReload && HINT_BUILD)
    rememberOpened({ id, system: got.row.system, build: HINT_BUILD, chunks: fetchedChunks() });
  // A game without a recent snapshot (imported, or written by an older build) gets one now,
  // so the next open skips the replay.
  const l = live.value;
  snappedAt = snap?.seq ?? 0;
  if (l && snapshotDue(snap, l.timeline.entries.length)) writeSnapshot(l);
  void store.compact(db.value, id).catch(() => 0);
}

export async function closeGame(): Promise<void> {
  commitHeld();
  const l = live.value;
  if (!l) return;
  if (truthOf(l).entries.length !== snappedAt) writeSnapshot(l); // issue 15: the next open replays nothing
  await l.saver.flush();
  l.saver.dispose();
  live.value = null;
  await refreshGames();
}

function afterChange(l: LiveGame): void {
  // "Draw the new road card first" must not stay over the buttons once the card is drawn.
  if (toast.value?.reason) toast.value = null;
  const t = truthOf(l);
  const entry = t.entries[t.entries.length - 1];
  if (!entry) return;
  const patch: Partial<store.GameRow> = { updatedAt: Date.now() };
  patch.endedAt = gameOver(l.system, t.state) ? (t.state.core.ended?.at ?? Date.now()) : undefined;
  if (t.entries.length % SNAPSHOT_EVERY === 0) {
    patch.snapshot = stampSnapshot(t.snapshot());
    snappedAt = t.entries.length;
  }
  l.saver.enqueue([entry], patch);
  if (t.entries.length % store.PAGE_SIZE === 0 && db.value) {
    const handle = db.value;
    void l.saver
      .flush()
      .then(() => store.compact(handle, l.doc.id))
      .catch(() => 0);
  }
  liveVersion.value++;
  entryGate.changed?.();
  showOwed(l);
}

/**
 * Issue 14 (live play on several phones): `take` sees each entry this phone makes before it is
 * applied; a guest's session sends it to the host instead and returns what to tell the player
 * (null: sent), undefined lets it apply here. `changed` runs after every change to the live
 * game (a host's session sends the new entries on). `by` names this phone's seat when a command
 * acts for another player (issue 40: "Ann, for Cy"). src/ui/live sets them.
 */
export const entryGate: {
  take?: (entry: Entry) => string | null | undefined;
  changed?: () => void;
  by?: (command: Command) => string | undefined;
} = {};

/** Applies entries made elsewhere (by the live host), past the gate. Returns the refusal, or null. */
export function applyEntries(entries: readonly Entry[]): string | null {
  const l = live.value;
  if (!l) return 'No game is open.';
  for (const e of entries) {
    try {
      truthOf(l).push(e);
    } catch (err) {
      return message(err);
    }
    afterChange(l);
  }
  return null;
}

let viewMemo: { sys: unknown; held: HeldOpenings; view: unknown } | null = null;

/**
 * The system state as this phone shows it (issue 32): the shared state with the kinds this phone
 * holds filled in. The same object while neither changes, so memoised views keep their identity.
 */
export function heldView<S>(l: LiveGame, sys: S): S {
  const sec = l.system.secrets;
  if (!sec) return sys;
  const held = heldTokens.value;
  if (viewMemo && viewMemo.sys === sys && viewMemo.held === held) return viewMemo.view as S;
  const view = sec.withHeld(sys, held) as S;
  viewMemo = { sys, held, view };
  return view;
}

/** Keeps a face-down token's kind and salt on this phone (issue 32), in memory now and in storage. */
function keep(gameId: string, tokenId: string, opening: HeldOpening): void {
  heldTokens.value = { ...heldTokens.value, [tokenId]: opening };
  if (db.value) void store.putHeld(db.value, gameId, heldTokens.value).catch(() => undefined);
}

/**
 * Adds kinds this phone was given (an import "with my hidden tokens", a seat's kinds handed over
 * in live play); the journal is unchanged. Shown at once when it is the open game's.
 */
export async function keepHeld(gameId: string, add: HeldOpenings): Promise<void> {
  if (!Object.keys(add).length) return;
  if (live.value?.doc.id === gameId) heldTokens.value = { ...heldTokens.value, ...add };
  if (!db.value) return;
  const now = { ...(await store.getHeld(db.value, gameId).catch(() => ({}))), ...add };
  await store.putHeld(db.value, gameId, now);
  if (live.value?.doc.id === gameId) heldTokens.value = { ...heldTokens.value, ...now };
}

/** The open game's face-down kinds this phone holds for `player` (issue 32: a live seat's hand-over). */
export function heldOf(player: string): HeldOpenings {
  return Object.fromEntries(Object.entries(heldTokens.value).filter(([, o]) => o.playerId === player));
}

/** Forgets `player`'s kinds among `ids` (issue 32): that player's own phone keeps them now. */
export async function dropHeld(gameId: string, player: string, ids: readonly string[]): Promise<void> {
  const gone = (held: HeldOpenings) =>
    Object.fromEntries(Object.entries(held).filter(([id, o]) => !(ids.includes(id) && o.playerId === player)));
  if (live.value?.doc.id === gameId) heldTokens.value = gone(heldTokens.value);
  if (db.value) await store.putHeld(db.value, gameId, gone(await store.getHeld(db.value, gameId).catch(() => ({}))));
}

const freshBytes = () => crypto.getRandomValues(new Uint8Array(20));

/** Token ids this phone has already shown the table as owed (issue 32), so one reveal is sent once. */
const owedSent = new Set<string>();

/**
 * Issue 32: tokens of this phone's the rules showed or lost while another phone acted (and every
 * one once the game is over) are shown to the table by this phone, one player's at a time.
 */
function showOwed(l: LiveGame): void {
  const sec = l.system.secrets;
  if (!sec || !Object.keys(heldTokens.value).length) return;
  const owed = sec.owed(l.timeline.state.sys, heldTokens.value);
  if (!owed) return;
  const ids = (owed.payload as { tokenIds: string[] }).tokenIds.filter((id) => !owedSent.has(id));
  if (!ids.length) return;
  for (const id of ids) owedSent.add(id);
  queueMicrotask(() => {
    if (live.value === l) dispatch({ type: owed.type, payload: owed.payload });
  });
}

/**
 * Applies a command to the live game. Returns the rule's refusal as text, or null. `thrown` (issue
 * 42): the dice the step threw, by size and source, for "were the dice fair?"; none: left off.
 */
export function dispatch(c: Omit<Command, 'at'>, thrown?: Thrown[]): string | null {
  commitHeld();
  const l = live.value;
  if (!l) return 'No game is open.';
  let command: Command = { ...c, at: Date.now() };
  if (l.system.secrets && sealer) {
    try {
      const sealed = sealer(l.system, l.doc.setup, l.timeline.state.sys, heldTokens.value, command, freshBytes);
      command = sealed.command;
      if (sealed.kept) keep(l.doc.id, sealed.kept.tokenId, sealed.kept.opening);
    } catch (e) {
      return message(e);
    }
  }
  const by = entryGate.by?.(command);
  const entry: Extract<Entry, { kind: 'do' }> = { kind: 'do', command };
  if (by) entry.by = by;
  if (thrown?.length) entry.thrown = thrown;
  const taken = entryGate.take?.(entry);
  if (taken !== undefined) return taken;
  try {
    l.timeline.push(entry);
  } catch (e) {
    return message(e);
  }
  afterChange(l);
  return null;
}

/**
 * Takes back the last command. `what` is its log text, for the toast that says what was undone
 * (issue 9: "Undone: Fire at Bomber"); the table screen passes it, so the log texts stay out of
 * the first screen's bytes.
 */
export function undo(what?: string): void {
  commitHeld();
  const l = live.value;
  if (!l?.timeline.canUndo) return;
  const taken = entryGate.take?.({ kind: 'undo', at: Date.now() });
  if (taken !== undefined) return void (taken && showToast({ message: taken }));
  l.timeline.push({ kind: 'undo', at: Date.now() });
  afterChange(l);
  if (what) showToast({ message: `Undone: ${what}` }, 4000);
}

export function redo(what?: string): void {
  commitHeld();
  const l = live.value;
  if (!l?.timeline.canRedo) return;
  const taken = entryGate.take?.({ kind: 'redo', at: Date.now() });
  if (taken !== undefined) return void (taken && showToast({ message: taken }));
  try {
    l.timeline.push({ kind: 'redo', at: Date.now() });
  } catch (e) {
    showToast({ message: message(e) });
    return;
  }
  afterChange(l);
  if (what) showToast({ message: `Redone: ${what}` }, 4000);
}

// ---- the dice tray ---------------------------------------------------------------------------

export async function logTrayRoll(roll: store.TrayRoll): Promise<void> {
  const withId = { ...roll };
  if (db.value) {
    try {
      withId.id = await store.addTrayRoll(db.value, roll);
    } catch {
      /* the tray log is a convenience; a failed write keeps it in memory only */
    }
  }
  trayRolls.value = [...trayRolls.value, withId].slice(-store.MAX_TRAY_ROLLS);
}
