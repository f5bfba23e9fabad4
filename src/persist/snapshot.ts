// Issue 15: the saved state of a game, so opening it does not replay its whole journal. A
// snapshot is only a cache of replay(journal): it is used when it provably belongs to this
// journal and this build of the rules, and otherwise ignored (the game replays, as it always
// could). Timeline.load() checks it against the journal (seq within the head, undo depth equal).
import type { Snapshot } from '../game/timeline';
import type { GameState } from '../game/types';

export interface StoredSnapshot extends Snapshot<GameState> {
  /**
   * The build that computed the state. A new version of a system may shape or decide its state
   * differently without any change to the journal, so a state from another build is not trusted.
   * Missing (written before issue 15): not trusted either.
   */
  build?: string;
}

/** Entries after the stored snapshot that make opening worth writing a fresh one. */
export const SNAPSHOT_EVERY = 200;

/**
 * The snapshot to start from, or undefined to replay everything: none stored, another build's,
 * or one that claims more entries than the stored head (a row from a failed or foreign write).
 */
export function usableSnapshot(
  snapshot: StoredSnapshot | undefined,
  head: number,
  build: string,
): StoredSnapshot | undefined {
  if (!snapshot || snapshot.build !== build) return undefined;
  if (!Number.isInteger(snapshot.seq) || snapshot.seq < 1 || snapshot.seq > head) return undefined;
  if (!Number.isInteger(snapshot.depth) || snapshot.depth < 0 || snapshot.depth > snapshot.seq) return undefined;
  // A `below` that does not sit under the snapshot is left unused by Timeline.load.
  return snapshot;
}

export function stamp(snapshot: Snapshot<GameState>, build: string): StoredSnapshot {
  return { ...snapshot, build };
}

/** Is a fresh snapshot worth writing after opening (or on leaving) a game at `head`? */
export function snapshotDue(usable: StoredSnapshot | undefined, head: number, every = SNAPSHOT_EVERY): boolean {
  return head - (usable?.seq ?? 0) >= every;
}
