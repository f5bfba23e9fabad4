import type { RuleSystem } from '../rules/system';
import { CORE_TYPES } from './core-commands';
import { initialState, makeReducer } from './game-reducer';
import { type Refusal, restore } from './restore';
import { type Snapshot, Timeline } from './timeline';

export { heldFrom } from './held-file';
export { seal } from './seal';

import type { GameDoc, GameState } from './types';

export interface OpenGame {
  doc: GameDoc;
  system: RuleSystem;
  timeline: Timeline<GameState>;
}

/** `why`: restore()'s reason, which the refusal's words for players follow (game/import-words.ts); none when the replay refused. */
export type OpenResult = { ok: true; game: OpenGame } | { ok: false; error: string; why?: Refusal };

/**
 * restore() (shape, document and payload migrations, the system loaded) plus replay: the only
 * way a stored or imported game becomes a live one. A journal entry the rules reject makes the
 * whole document invalid; nothing partial is returned.
 *
 * `snapshot` must come from this build (persist/snapshot.ts usableSnapshot): the entries it
 * covers were restored and replayed by this very code when it was taken, so only the entries
 * after it are checked and replayed (issue 15). If restoring would migrate the payloads, the
 * snapshot predates them and the whole journal is restored and replayed instead.
 */
export async function openGame(raw: unknown, snapshot?: Snapshot<GameState>): Promise<OpenResult> {
  const fast = snapshot ? await restoreTail(raw, snapshot.seq) : undefined;
  const restored = fast ?? (await restore(raw));
  performance.mark('pitwall:restored');
  if (!restored.ok) return restored;
  const { game: doc, system } = restored;
  const from = fast ? snapshot : undefined;
  try {
    const reduce = makeReducer(system, doc.setup);
    const timeline = Timeline.load(reduce, initialState(system, doc.setup), doc.journal, from);
    performance.mark(from ? 'pitwall:loaded-from-snapshot' : 'pitwall:replayed');
    return { ok: true, game: { doc, system, timeline } };
  } catch (e) {
    const error = e instanceof Error ? e.message : String(e);
    // Looked for only once the replay has failed (no cost to a good open): an entry no reducer
    // knows is most likely a newer Pitwall's, and the player's fix is an update, not a new copy.
    const unknown = doc.journal.find(
      (x) => x.kind === 'do' && !CORE_TYPES.has(x.command.type) && !system.handles(x.command.type),
    );
    return unknown ? { ok: false, error, why: { kind: 'unknown-entry' } } : { ok: false, error };
  }
}

type Restored = Awaited<ReturnType<typeof restore>>;

/** restore() of the document with only the entries from `seq` on; undefined: use the full path. */
async function restoreTail(raw: unknown, seq: number): Promise<Restored | undefined> {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const doc = raw as { journal?: unknown; setup?: { payloadVersion?: unknown } };
  if (!Array.isArray(doc.journal) || seq < 1 || seq > doc.journal.length) return undefined;
  const tail = await restore({ ...doc, journal: doc.journal.slice(seq) });
  if (!tail.ok) return tail; // the tail (or the setup) is bad: that is the game's answer either way
  if ((doc.setup?.payloadVersion ?? 1) !== (tail.game.setup.payloadVersion ?? 1)) return undefined; // migrated
  return {
    ...tail,
    game: { ...tail.game, journal: (doc.journal.slice(0, seq) as GameDoc['journal']).concat(tail.game.journal) },
  };
}
