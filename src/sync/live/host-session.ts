// Issue 39: the hosting phone's whole live session below the UI, the one object every frame a
// guest sends goes through: one bounded HostInbox per link (reassembly, parsing), the LiveHost
// behind them, the 'peers' throttle and the 'dropped' hand-off. It is fed frames per link and a
// clock, and sends frames per link; src/ui/live/session.ts only connects it to RTC links and the
// app's signals. The tests drive this very object. Pure: no timers of its own (the clock's).
import { toFrames } from './frames';
import { type HostEnv, LiveHost, type Out } from './host';
import { HostInbox } from './inbox';
import type { HostMsg, Rolling } from './messages';
import type { SeatHolder } from './seats';

/** Milliseconds now, and a call `ms` from now (returns its cancel). */
export interface HostClock {
  now(): number;
  later(ms: number, fn: () => void): () => void;
}

export interface HostWires {
  /** One frame for the phone on `link` (the data channel's message). */
  send(link: string, frame: string): void;
  /** Close `link` once what was sent on it has left this phone. */
  close(link: string): void;
}

/**
 * The phones list (heads, who is connected) goes out at most every 300 ms: sent after every entry
 * it was most of the traffic, and a head a moment old is as good to read.
 */
export const PEERS_EVERY_MS = 300;

export class HostSession {
  readonly host: LiveHost;
  /** Every link opened and not closed, with its inbox (LiveHost binds each to one phone). */
  private readonly inboxes = new Map<string, HostInbox>();
  private peersTimer: (() => void) | null = null;
  private peersDue = false;
  private ended = false;

  constructor(
    private readonly env: HostEnv,
    private readonly wires: HostWires,
    private readonly clock: HostClock,
  ) {
    this.host = new LiveHost({ now: () => clock.now(), ...env });
  }

  /** A new data channel under the caller's name for it (never reused). */
  open(link: string): void {
    if (!this.ended && !this.inboxes.has(link)) this.inboxes.set(link, new HostInbox(this.host, link));
  }

  /** One frame as link `link`'s data channel delivered it. Frames on a closed link are not read. */
  frame(link: string, frame: string): void {
    const inbox = this.inboxes.get(link);
    if (inbox) this.out(inbox.push(frame));
  }

  /** The link closed (or was cancelled): what was in flight is lost, the phone shows offline. */
  closed(link: string): void {
    if (!this.inboxes.delete(link)) return;
    this.out(this.host.dropped(link));
  }

  /** After any change to the host's journal (a tap here, a guest's accepted proposal). */
  changed(): void {
    this.out([...this.host.flush(), ...this.host.peerList()]);
  }

  /** The phone bound to `link` (its first hello's), or null: no phone has spoken on it. */
  peerOf(link: string): string | null {
    return this.inboxes.get(link)?.peer ?? null;
  }

  /** The links open now, by name. */
  links(): string[] {
    return [...this.inboxes.keys()];
  }

  /** "This is my phone" on the host: refused (the holder returned) when a guest phone holds the seat. */
  claim(player: string | null): SeatHolder | undefined {
    const holder = player === null ? undefined : this.host.holder(player, { role: 'host' });
    if (holder) return holder;
    this.host.player = player;
    this.out(this.host.peerList());
    return undefined;
  }

  /** The guided roll open on this phone (issue 31, a raced roll): every phone hears of it at once. */
  rolling(r: Rolling | null): void {
    this.host.rolling = r;
    this.peersNow();
  }

  /** What the host's strip shows. */
  status() {
    const peers = this.host.peerInfos();
    return {
      player: this.host.player,
      head: this.env.journal().length,
      peers,
      connected: peers.some((p) => p.connected),
      droppedPhones: this.host.droppedPhones.slice(),
    };
  }

  /** Live play ends here: every guest learns the host left (not a lost link to wait for). */
  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.peersTimer?.();
    this.peersTimer = null;
    for (const link of this.links()) {
      this.sendOn(link, { t: 'end' });
      this.wires.close(link);
    }
    this.inboxes.clear();
  }

  private sendOn(link: string, msg: HostMsg): void {
    for (const f of toFrames(msg)) this.wires.send(link, f);
  }

  private out(outs: readonly Out[]): void {
    if (this.ended) return;
    let peers = false;
    for (const o of outs) {
      if (o.msg.t === 'peers') peers = true;
      else if (o.msg.t === 'dropped' && this.inboxes.delete(o.to)) {
        // A phone over a limit (or one that did not prove itself): told why, then its link closes.
        this.sendOn(o.to, o.msg);
        this.wires.close(o.to);
      } else if (this.inboxes.has(o.to)) this.sendOn(o.to, o.msg);
    }
    if (!peers) return;
    if (this.peersTimer) this.peersDue = true;
    else {
      this.peersNow();
      this.tick();
    }
  }

  private tick(): void {
    this.peersTimer = this.clock.later(PEERS_EVERY_MS, () => {
      if (this.peersDue && !this.ended) {
        this.peersDue = false;
        this.peersNow();
        this.tick();
      } else this.peersTimer = null;
    });
  }

  private peersNow(): void {
    for (const o of this.host.peerList()) if (this.inboxes.has(o.to)) this.sendOn(o.to, o.msg);
  }
}
