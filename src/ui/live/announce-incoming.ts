// Issue 31: changes from other phones are applied here and announced in one toast per batch
// (src/sync/live/announce.ts words it). This phone's own changes are not announced.
import type { Entry } from '../../game/types';
import { applyEntries, live, showToast, truthOf } from '../../state/app-state';
import { announcement, type Heard, heardOf } from '../../sync/live/announce';
import type { Made } from '../../sync/live/guest';
import type { Origin } from '../../sync/live/messages';
import { standing } from '../components/tap-note';
import { madeElsewhere } from './rolling-here';

function playerName(id: string): string | undefined {
  return live.value?.doc.setup.players.find((p) => p.id === id)?.name;
}

/** Reads `entry` on the open game before it is applied (null: no game open). */
export function heardNow(entry: Entry): Heard | null {
  const l = live.value;
  return l ? heardOf({ system: l.system, setup: l.doc.setup, timeline: truthOf(l) }, entry) : null;
}

/** Tells this phone what other phones changed (one toast for the batch). */
export function announce(items: readonly { heard: Heard; by: Origin | null; type?: string }[]): void {
  const message = announcement(items, playerName);
  // Issue 40: a refusal from the host that is showing stays, with the news after it.
  const held = standing();
  if (message) showToast({ message: held ? `${held.message} ${message}` : message }, 8000);
  // Issue 40: a sheet open here for the step just made elsewhere shows it as done there.
  const last = items.findLast((x) => x.type !== undefined && x.heard.row !== null);
  if (last?.type && last.heard.row)
    madeElsewhere.value = { n: (madeElsewhere.value?.n ?? 0) + 1, type: last.type, row: last.heard.row, by: last.by };
}

/**
 * A guest applies the host's entries one by one and announces those that are not its own. Only
 * the latest is put in words (a batch is summarised), so only that one is read before it applies.
 */
export function applyAnnounced(entries: readonly Entry[], made: readonly Made[]): string | null {
  const last = made.findLastIndex((m) => !m.mine);
  const items: { heard: Heard; by: Origin | null; type?: string }[] = [];
  for (const [i, e] of entries.entries()) {
    const m = made[i];
    const heard = i === last ? heardNow(e) : null;
    const refusal = applyEntries([e]);
    if (refusal !== null) return refusal;
    if (m && !m.mine)
      items.push({
        heard: heard ?? { kind: e.kind, row: null, player: null },
        by: m.by,
        ...(i === last && e.kind === 'do' ? { type: e.command.type } : {}),
      });
  }
  announce(items);
  return null;
}

/** The host: guests' entries applied since the last announcement, by journal index. */
let fromGuests: { i: number; heard: Heard; type?: string }[] = [];

/** The host applies a guest's accepted proposal, reading it first for the announcement. */
export function applyFromGuest(entry: Entry): string | null {
  const l = live.value;
  const i = l ? truthOf(l).entries.length : 0;
  const heard = heardNow(entry);
  const refusal = applyEntries([entry]);
  if (refusal === null && heard)
    fromGuests.push({ i, heard, ...(entry.kind === 'do' ? { type: entry.command.type } : {}) });
  return refusal;
}

/** The host announces what guests changed in the message just handled (`originOf`: who made entry i). */
export function announceFromGuests(originOf: (i: number) => Origin): void {
  const items = fromGuests.map((h) => ({ heard: h.heard, by: originOf(h.i), ...(h.type ? { type: h.type } : {}) }));
  fromGuests = [];
  announce(items);
}
