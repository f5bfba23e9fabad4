// Issue 39: the guest phones of the game this phone hosts (peer ids, seats and the SHA-256 of each
// phone's secret, never the secret), kept across a reload of the host's page so that hosting it
// again changes nothing for the guests. One record in the settings store, for the one game a phone
// hosts at a time (as src/ui/live/live-status.ts remembers which): no schema change.
import { type Db, getSetting, putSetting } from './db-open';

const KEY = 'liveHostPhones';

/** Keeps `phones` for `gameId`; null forgets them (live play ended on purpose). */
export function keepHostPhones(db: Db, gameId: string | null, phones: readonly unknown[] = []): Promise<void> {
  return putSetting(db, KEY, gameId === null ? null : { gameId, phones });
}

/** The phones kept for `gameId` (unchecked: LiveHost.restorePhones reads their shape), or []. */
export async function hostPhones(db: Db, gameId: string): Promise<unknown[]> {
  const kept = await getSetting<{ gameId?: unknown; phones?: unknown } | null>(db, KEY);
  return kept?.gameId === gameId && Array.isArray(kept.phones) ? kept.phones : [];
}
