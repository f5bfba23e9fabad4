// Issue 15: the start page's storage, without the app's state. The entry chunk (src/main.tsx)
// opens IndexedDB (the connection early-open.ts started) and reads the games list with this
// module alone; app-state.ts takes the same connection and list when the rest of the app loads
// (on the first tap), so nothing is opened or read twice.
import {
  type Db,
  type GameRow,
  getSetting,
  listGames,
  type OpenHandlers,
  open,
  purgeDeleted,
  putSetting,
} from '../persist/db-open';
import { isInstalled, storagePersisted } from '../pwa/storage-keep';
import { takeEarlyDb } from './early-open';
import { installHintShows } from './install-hint-shows';
import type { Settings } from './settings';

type Event = keyof OpenHandlers;

/** Where the connection's events go once app-state has taken it. */
const forward: OpenHandlers = {};
/** Events that came before app-state was there; it hears them when it takes the connection. */
const missed: Event[] = [];
/** Called on an event nobody handles yet: src/main.tsx loads the app, whose banners say what happened. */
export const startNeeds: { app?: () => void } = {};

const on = (k: Event) => () => {
  const h = forward[k];
  if (h) h();
  else {
    missed.push(k);
    startNeeds.app?.();
  }
};

let db: Promise<Db> | null = null;
let taken = false;
let rows: GameRow[] | null = null;

/** Opens storage once (the early connection when there is one). */
export function openStart(): Promise<Db> {
  if (!db) {
    const handlers: OpenHandlers = {
      onBlocked: on('onBlocked'),
      onBlocking: on('onBlocking'),
      onTerminated: on('onTerminated'),
    };
    db = takeEarlyDb(handlers) ?? open(handlers);
  }
  return db;
}

/** The start page's games list (deleted games left out, newest first). */
export async function listStart(): Promise<GameRow[]> {
  const handle = await openStart();
  rows = await listGames(handle);
  // Housekeeping once the list is in: games deleted over a minute ago (not the last minute's:
  // another tab may still be offering their Undo) go for good. app-state does it again on load.
  void purgeDeleted(handle, Date.now() - 60_000).catch(() => 0);
  return rows;
}

/** The list as last read here, for the app's first render; null before it is in. */
export function startGames(): GameRow[] | null {
  return rows;
}

/**
 * The connection for app-state, once, with its handlers from now on; null when the start page
 * never opened one (the app was opened on another route).
 */
export function takeStartDb(handlers: OpenHandlers): Promise<Db> | null {
  if (!db || taken) return null;
  taken = true;
  Object.assign(forward, handlers);
  return db;
}

/** The events that came before app-state took the connection, once it holds it. */
export function replayMissed(): void {
  for (const k of missed.splice(0)) forward[k]?.();
}

/** The stored settings as the start page read them; null: not read here. */
let settingsRead: Partial<Settings> | null = null;
/** The start page showed the install hint (so the app's first render keeps it shown). */
let hintShown = false;

export function startSettings(): Partial<Settings> | null {
  return settingsRead;
}
export function startHintShown(): boolean {
  return hintShown;
}

/** Issue 16's hint on the start page (installHintShows), once storage has answered (`hasGames`: the list read). */
export async function installHintWanted(hasGames: Promise<boolean>): Promise<boolean> {
  if (isInstalled()) return false;
  const handle = await openStart();
  const [persisted, s] = await Promise.all([storagePersisted(), getSetting<Partial<Settings>>(handle, 'settings')]);
  settingsRead = s ?? {};
  hintShown = installHintShows(persisted, s, await hasGames);
  return hintShown;
}

/** "Got it" on the start page: stored as the app's saveSettings() stores it. */
export async function dismissInstallHint(): Promise<void> {
  hintShown = false;
  settingsRead = { ...settingsRead, installHintDismissed: true };
  await putSetting(await openStart(), 'settings', settingsRead);
}
