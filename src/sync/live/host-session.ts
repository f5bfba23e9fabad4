// Issue 39: the hosting phone's whole live session below the UI, the one object every frame a
// guest sends goes through: one bounded HostInbox per link (reassembly, parsing), the LiveHost
// behind them, the 'peers' throttle and the 'dropped' hand-off. It is fed frames per link and a
// clock, and sends frames per link; src/ui/live/session.ts only connects it to RTC links and the
// app's signals. The tests drive this very object. Pure: no timers of its own (the clock's).
import { toFrames } from './frames';
import { type DroppedPhone, type HostEnv, LiveHost, type Out } from './host';
import { HostInbox } from './inbox';
import type { AnswerValue, HostMsg, PeerInfo, Rolling } from './messages';
import type { SavedPhone, SeatHolder, SeatRequest } from './seats';

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
  /**
   * The host's phones changed (a phone joined, took or lost a seat): keep them, so that a reload of
   * the host phone changes nothing for the guests (restore() them when hosting again).
   */
  keep?(phones: SavedPhone[]): void;
}

/**
 * The phones list (heads, who is connected) goes out at most every 300 ms: sent after every entry
 * it was most of the traffic, and a head a moment old is as good to read.
 */
export const PEERS_EVERY_MS = 300;

/** The host's live session; see hostSession(). */
export interface HostSession {
  readonly host: LiveHost;
  /** A new data channel under the caller's name for it (never reused). */
  open(link: string): void;
  /** One frame as link `link`'s data channel delivered it. Frames on a closed link are not read. */
  frame(link: string, frame: string): void;
  /** The link closed (or was cancelled): what was in flight is lost, the phone shows offline. */
  closed(link: string): void;
  /** After any change to the host's journal (a tap here, a guest's accepted proposal). */
  changed(): void;
  /** The phone bound to `link` (its first hello's), or null: no phone has spoken on it. */
  peerOf(link: string): string | null;
  /** "This is my phone" on the host: refused (the holder returned) when a guest phone holds the seat. */
  claim(player: string | null): SeatHolder | undefined;
  /** The guided roll open on this phone (issue 31, a raced roll): every phone hears of it at once. */
  rolling(r: Rolling | null): void;
  /** Issue 40: this host phone's player answers a question another phone's open step asks of them. */
  give(key: string, q: string, value: AnswerValue): void;
  /** What the host's strip shows. */
  status(): HostStatus;
  /** After a reload of the host phone: the phones kept (wires.keep), before any link opens. */
  restore(saved: unknown): void;
  /** The host's player's answer to a seat request: Give (the phone gets the seat) or Keep (asked no more). */
  answer(request: SeatRequest, give: boolean): void;
  /** Live play ends here: every guest learns the host left (not a lost link to wait for). */
  end(): void;
  /**
   * Issue 40, a game night is one live session: the host now hosts the game `env` is about (its
   * next game, just made with the same players). The phones, seats and secrets carry over; each
   * connected phone is sent the new game with its seat.
   */
  next(env: HostEnv): void;
}

export interface HostStatus {
  player: string | null;
  head: number;
  peers: PeerInfo[];
  /** Some guest phone is connected. */
  connected: boolean;
  droppedPhones: DroppedPhone[];
  /** Phones asking for a seat another phone holds, for the host's player (not those it kept). */
  requests: SeatRequest[];
  /** Issue 40: the answers collected from players' phones for the step open on this phone. */
  answers: Record<string, AnswerValue>;
}

// A closure rather than a class: its state minifies to short names (the precache budget).
export function hostSession(env: HostEnv, wires: HostWires, clock: HostClock): HostSession {
  const host = new LiveHost({ now: () => clock.now(), ...env });
  let gameEnv = env;
  /** Every link opened and not closed, with its inbox (LiveHost binds each to one phone). */
  const inboxes = new Map<string, HostInbox>();
  let peersTimer: (() => void) | null = null;
  let peersDue = false;
  let ended = false;
  /** The phones as last kept, as JSON. */
  let kept = '[]';
  /** Requests the host's player answered Keep, as `peer player` (asked again: shown again). */
  const keptSeats = new Set<string>();
  const key = (r: SeatRequest) => `${r.peer} ${r.player}`;

  const sendOn = (link: string, msg: HostMsg) => {
    for (const f of toFrames(msg)) wires.send(link, f);
  };
  const peersNow = () => {
    for (const o of host.peerList()) if (inboxes.has(o.to)) sendOn(o.to, o.msg);
  };
  const tick = () => {
    peersTimer = clock.later(PEERS_EVERY_MS, () => {
      if (peersDue && !ended) {
        peersDue = false;
        peersNow();
        tick();
      } else peersTimer = null;
    });
  };
  const out = (outs: readonly Out[]) => {
    if (ended) return;
    let peers = false;
    for (const o of outs) {
      if (o.msg.t === 'peers') peers = true;
      else if (o.msg.t === 'dropped' && inboxes.delete(o.to)) {
        // A phone over a limit (or one that did not prove itself): told why, then its link closes.
        sendOn(o.to, o.msg);
        wires.close(o.to);
      } else if (inboxes.has(o.to)) {
        if (o.msg.t === 'seat' && o.msg.taken?.asked)
          keptSeats.delete(key({ peer: inboxes.get(o.to)?.peer ?? '', player: o.msg.taken.player }));
        sendOn(o.to, o.msg);
      }
    }
    const phones = host.phones();
    if (JSON.stringify(phones) !== kept) {
      kept = JSON.stringify(phones);
      wires.keep?.(phones);
    }
    if (!peers) return;
    if (peersTimer) peersDue = true;
    else {
      peersNow();
      tick();
    }
  };

  return {
    host,
    open: (link) => {
      if (!ended && !inboxes.has(link)) inboxes.set(link, new HostInbox(host, link));
    },
    frame: (link, frame) => {
      const inbox = inboxes.get(link);
      if (inbox) out(inbox.push(frame));
    },
    closed: (link) => {
      if (inboxes.delete(link)) out(host.dropped(link));
    },
    changed: () => out([...host.flush(), ...host.peerList()]),
    peerOf: (link) => inboxes.get(link)?.peer ?? null,
    claim: (player) => {
      const holder = player === null ? undefined : host.holder(player, { role: 'host' });
      if (holder) return holder;
      host.player = player;
      out(host.peerList());
      return undefined;
    },
    rolling: (r) => {
      host.rolling = r;
      host.prune();
      peersNow();
    },
    give: (key, q, value) => out(host.answer(host.player, key, q, value)),
    status: () => {
      const peers = host.peerInfos();
      return {
        player: host.player,
        head: gameEnv.journal().length,
        peers,
        connected: peers.some((p) => p.connected),
        droppedPhones: host.droppedPhones.slice(),
        requests: host.seatRequests().filter((r) => !keptSeats.has(key(r))),
        answers: host.rolling ? host.collectedFor(host.rolling.key) : {},
      };
    },
    restore: (saved) => {
      host.restorePhones(saved as SavedPhone[]); // checked for shape there
      kept = JSON.stringify(host.phones());
    },
    answer: (r, give) => {
      if (give) out(host.giveSeat(r.player, r.peer));
      else {
        keptSeats.add(key(r));
        out(host.keepSeat(r.player, r.peer));
      }
    },
    next: (e) => {
      if (ended) return;
      gameEnv = e;
      keptSeats.clear();
      out(host.nextGame({ now: () => clock.now(), ...e }));
    },
    end: () => {
      if (ended) return;
      ended = true;
      peersTimer?.();
      peersTimer = null;
      for (const link of inboxes.keys()) {
        sendOn(link, { t: 'end' });
        wires.close(link);
      }
      inboxes.clear();
    },
  };
}
