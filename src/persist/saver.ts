import type { Entry } from '../game/types';
import { appendEntries, type Db, type GameRow, HeadConflictError } from './db';

export type SaveStatus =
  | { kind: 'saved' }
  | { kind: 'saving' }
  /** Writing failed (quota, disk, closed database); entries are kept in memory and retried. */
  | { kind: 'failed'; message: string }
  /** Another tab moved this game's head: this tab stops writing rather than overwrite. */
  | { kind: 'conflict'; message: string }
  /** No database at all (private mode, blocked): nothing is written this session. */
  | { kind: 'unavailable'; message: string };

const RETRY_MS = 4000;

/**
 * Writes a game's new journal entries in order, one transaction per batch, and reports when
 * they are durable. Nothing is dropped: a failed batch stays pending and is retried (on the
 * next action, on a timer, and on flush), so saving resumes once space is back.
 */
export class GameSaver {
  #pending: Entry[] = [];
  #patch: Partial<GameRow> = {};
  #writing: Promise<void> | null = null;
  #retryTimer: ReturnType<typeof setTimeout> | null = null;
  #status: SaveStatus = { kind: 'saved' };

  #db: Db | null;
  /** Entries already durable. */
  #savedHead: number;
  readonly #onStatus: (s: SaveStatus) => void;

  constructor(
    db: Db | null,
    readonly gameId: string,
    savedHead: number,
    onStatus: (s: SaveStatus) => void,
  ) {
    this.#db = db;
    this.#savedHead = savedHead;
    this.#onStatus = onStatus;
    if (!db)
      this.#setStatus({ kind: 'unavailable', message: 'Storage is not available: this game is not being saved.' });
  }

  get durableHead(): number {
    return this.#savedHead;
  }

  get pendingCount(): number {
    return this.#pending.length;
  }

  /**
   * Queues entries (and a row patch, merged) and starts writing them, inside the tap (a write put
   * off past the paint lost WebKit's last action on a reload right after a tap). Row-only changes
   * (a fresh snapshot) go through here too, so no write can move the head behind another.
   */
  enqueue(entries: Entry[], patch: Partial<GameRow>): void {
    this.#pending.push(...entries);
    this.#patch = { ...this.#patch, ...patch };
    void this.flush();
  }

  /** Resolves when everything queued so far has been attempted once more. */
  async flush(): Promise<void> {
    while (this.#writing !== null) await this.#writing;
    const hasPatch = Object.keys(this.#patch).length > 0;
    if ((this.#pending.length === 0 && !hasPatch) || this.#status.kind === 'conflict') return;
    if (!this.#db) {
      // Never claim "Saved" for what only lives in memory (the database was closed under us).
      if (this.#pending.length > 0 && this.#status.kind !== 'unavailable') {
        this.#setStatus({ kind: 'failed', message: 'Storage is closed: recent changes are only in this tab.' });
      }
      return;
    }
    this.#writing = this.#writeBatch(this.#db).finally(() => {
      this.#writing = null;
    });
    await this.#writing;
    if (this.#pending.length > 0 && this.#status.kind === 'saving') await this.flush();
  }

  /** Points the saver at a newly opened database (after a blocking upgrade or termination). */
  reattach(db: Db | null): void {
    this.#db = db;
    void this.flush();
  }

  dispose(): void {
    if (this.#retryTimer) clearTimeout(this.#retryTimer);
    this.#retryTimer = null;
  }

  async #writeBatch(db: Db): Promise<void> {
    const batch = this.#pending.slice();
    const patch = this.#patch;
    this.#setStatus({ kind: 'saving' });
    try {
      await appendEntries(db, this.gameId, this.#savedHead, batch, patch);
      this.#savedHead += batch.length;
      this.#pending.splice(0, batch.length);
      if (this.#patch === patch) this.#patch = {};
      this.#setStatus(this.#pending.length ? { kind: 'saving' } : { kind: 'saved' });
    } catch (e) {
      if (e instanceof HeadConflictError) {
        this.#setStatus({ kind: 'conflict', message: e.message });
        return;
      }
      const quota = e instanceof DOMException && e.name === 'QuotaExceededError';
      this.#setStatus({
        kind: 'failed',
        message: quota
          ? 'The device is out of storage space: recent changes are not saved.'
          : 'Saving failed: recent changes are not saved.',
      });
      this.#scheduleRetry();
    }
  }

  #scheduleRetry(): void {
    if (this.#retryTimer) return;
    this.#retryTimer = setTimeout(() => {
      this.#retryTimer = null;
      void this.flush();
    }, RETRY_MS);
  }

  #setStatus(s: SaveStatus): void {
    this.#status = s;
    this.#onStatus(s);
  }
}
