import { appendEntries, HeadConflictError, type Db, type GameRow } from './db';
import type { Entry } from '../game/types';

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
 * Runs `fn` after the next frame has painted, or on the next task where no frame will come (a
 * hidden page, no DOM), and within 100 ms in any case (a window behind another may get no
 * frames while still visible). Returns a function that cancels it. Issue 15: a tap's result
 * paints first; its save (the IndexedDB write and the "Saving…" status) starts just after.
 */
export function afterPaint(fn: () => void): () => void {
  let frame: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
    frame = timer = undefined;
  };
  const run = () => {
    cancel();
    fn();
  };
  if (typeof requestAnimationFrame === 'function' && typeof document !== 'undefined' && document.visibilityState === 'visible') {
    frame = requestAnimationFrame(() => {
      frame = undefined;
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(run, 0); // a task after the frame: after its paint
    });
    timer = setTimeout(run, 100);
  } else timer = setTimeout(run, 0);
  return cancel;
}

/**
 * Writes a game's new journal entries in order, one transaction per batch, and reports when
 * they are durable. Nothing is dropped: a failed batch stays pending and is retried (on the
 * next action, on a timer, and on flush), so saving resumes once space is back.
 */
export class GameSaver {
  private pending: Entry[] = [];
  private patch: Partial<GameRow> = {};
  private writing: Promise<void> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private status: SaveStatus = { kind: 'saved' };
  /** Cancels the write enqueue() scheduled; null when none is waiting. */
  private cancelScheduled: (() => void) | null = null;

  constructor(
    private db: Db | null,
    readonly gameId: string,
    /** Entries already durable. */
    private savedHead: number,
    private readonly onStatus: (s: SaveStatus) => void,
    /** When enqueue()'s write starts; flush() starts it at once. */
    private readonly schedule: (fn: () => void) => () => void = afterPaint,
  ) {
    if (!db) this.setStatus({ kind: 'unavailable', message: 'Storage is not available: this game is not being saved.' });
  }

  get durableHead(): number {
    return this.savedHead;
  }

  get pendingCount(): number {
    return this.pending.length;
  }

  /**
   * Queues entries (and a row patch, merged) and has them written once the frame has painted
   * (`schedule`). Row-only changes (a fresh snapshot) go through here too, so no write can move
   * the head behind another. Leaving the page flushes at once (app-state: pagehide).
   */
  enqueue(entries: Entry[], patch: Partial<GameRow>): void {
    this.pending.push(...entries);
    this.patch = { ...this.patch, ...patch };
    // The status says so at once ("Saving…" is true from now); only the write waits.
    if (this.db && this.status.kind !== 'conflict') this.setStatus({ kind: 'saving' });
    this.cancelScheduled ??= this.schedule(() => {
      this.cancelScheduled = null;
      void this.flush();
    });
  }

  /** Starts writing what is queued now; resolves when all of it has been attempted once more. */
  async flush(): Promise<void> {
    this.cancelScheduled?.();
    this.cancelScheduled = null;
    while (this.writing) await this.writing;
    const hasPatch = Object.keys(this.patch).length > 0;
    if ((this.pending.length === 0 && !hasPatch) || this.status.kind === 'conflict') return;
    if (!this.db) {
      // Never claim "Saved" for what only lives in memory (the database was closed under us).
      if (this.pending.length > 0 && this.status.kind !== 'unavailable') {
        this.setStatus({ kind: 'failed', message: 'Storage is closed: recent changes are only in this tab.' });
      }
      return;
    }
    this.writing = this.writeBatch(this.db).finally(() => {
      this.writing = null;
    });
    await this.writing;
    if (this.pending.length > 0 && this.status.kind === 'saving') await this.flush();
  }

  /** Points the saver at a newly opened database (after a blocking upgrade or termination). */
  reattach(db: Db | null): void {
    this.db = db;
    void this.flush();
  }

  dispose(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private async writeBatch(db: Db): Promise<void> {
    const batch = this.pending.slice();
    const patch = this.patch;
    this.setStatus({ kind: 'saving' });
    try {
      await appendEntries(db, this.gameId, this.savedHead, batch, patch);
      this.savedHead += batch.length;
      this.pending.splice(0, batch.length);
      if (this.patch === patch) this.patch = {};
      this.setStatus(this.pending.length ? { kind: 'saving' } : { kind: 'saved' });
    } catch (e) {
      if (e instanceof HeadConflictError) {
        this.setStatus({ kind: 'conflict', message: e.message });
        return;
      }
      const quota = e instanceof DOMException && e.name === 'QuotaExceededError';
      this.setStatus({
        kind: 'failed',
        message: quota ? 'The device is out of storage space: recent changes are not saved.' : 'Saving failed: recent changes are not saved.',
      });
      this.scheduleRetry();
    }
  }

  private scheduleRetry(): void {
    if (this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.flush();
    }, RETRY_MS);
  }

  private setStatus(s: SaveStatus): void {
    if (s.kind === 'saving' && this.status.kind === 'saving') return; // already said
    this.status = s;
    this.onStatus(s);
  }
}
