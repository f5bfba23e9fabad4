// Issue 14 §2: the hosting phone. Its journal is the truth: a guest's proposal is checked by
// the same rules as a tap on the host (env.apply is the game's own timeline push), gets the next
// journal index, and every connected guest is sent what it lacks. Pure: the caller moves the
// messages (WebRTC in the app, an array in the tests).
import type { Entry, GameDoc } from '../../game/types';
import { HistoryTargets } from './history-target';
import { entryKey, type GuestMsg, type HostMsg, type PeerInfo, type Proposal, tipOf } from './messages';
import { heldSeats, type SeatHolder } from './seats';

export interface HostEnv {
  gameId: string;
  /** The host's journal as it is now (it only grows). */
  journal(): readonly Entry[];
  /** Applies an entry with the game's rules; returns the refusal, or null once it is in the journal. */
  apply(entry: Entry): string | null;
  /** The whole game, for a guest that does not have it. */
  doc(): GameDoc;
  /**
   * True when a step worked out on the game as it stood after `seen` entries would now turn out
   * differently (stale-result.ts); such a proposal is refused, not recorded with a result nobody saw.
   */
  moved?(entry: Extract<Entry, { kind: 'do' }>, seen: number): boolean;
}

export interface Out {
  to: string;
  msg: HostMsg;
}

interface PeerState {
  player: string | null;
  head: number;
  connected: boolean;
  /** The guest chose "Leave live" (sent 'bye'): not a lost link, its seat is free. */
  left?: true;
  /** Entries below this index went out on the current link (sent in order, so they arrive). */
  sent: number;
}

export interface Decision {
  seq: number | null;
  reason?: string;
}

export const MOVED_ON =
  'The game moved on before this reached the host: it would now take back a different step. Look at the log and try again.';
export const CHANGED_MEANWHILE =
  'The game moved on before this reached the host, and it would now turn out differently from what this phone showed. Look at the table, then do it again (you can type the same dice).';

export class LiveHost {
  readonly peers = new Map<string, PeerState>();
  /** Every proposal decided this session, by id: a resent one gets the same answer, never a second entry. */
  readonly decided = new Map<string, Decision>();
  /** The player whose phone this is. */
  player: string | null = null;
  private targets = new HistoryTargets();

  constructor(private readonly env: HostEnv) {}

  receive(peer: string, msg: GuestMsg): Out[] {
    const out: Out[] = [];
    switch (msg.t) {
      case 'hello':
        this.hello(peer, msg, out);
        break;
      case 'propose':
        if (this.peers.get(peer)?.connected) this.decide(peer, msg.p, out);
        break;
      case 'player': {
        const p = this.peers.get(peer);
        if (p?.connected) {
          this.seat(peer, p, msg.player, out);
          out.push(...this.peerList());
        }
        break;
      }
      case 'bye': {
        const p = this.peers.get(peer);
        if (p) {
          p.connected = false;
          p.left = true;
          out.push(...this.peerList());
        }
        break;
      }
      case 'head': {
        const p = this.peers.get(peer);
        if (p && p.head !== msg.head) {
          p.head = msg.head;
          out.push(...this.peerList());
        }
        break;
      }
      case 'resync': {
        const p = this.peers.get(peer);
        if (p?.connected) {
          p.sent = Math.min(msg.head, this.env.journal().length);
          out.push(...this.flush());
        }
        break;
      }
    }
    return out;
  }

  /** The link to `peer` closed: what was in flight is lost, the next hello says where it stands. */
  dropped(peer: string): Out[] {
    const p = this.peers.get(peer);
    if (!p?.connected) return [];
    p.connected = false;
    return this.peerList();
  }

  /**
   * Sends every connected guest the entries it has not been sent. Call after any change to the
   * host's journal (a tap on the host, an accepted proposal); calling it again sends nothing.
   */
  flush(): Out[] {
    const journal = this.env.journal();
    const out: Out[] = [];
    for (const [peer, p] of this.peers) {
      if (!p.connected || p.sent >= journal.length) continue;
      out.push({ to: peer, msg: { t: 'entries', from: p.sent, entries: journal.slice(p.sent) } });
      p.sent = journal.length;
    }
    return out;
  }

  /** Every guest phone as the status lines show it. */
  peerInfos(): PeerInfo[] {
    return [...this.peers].map(([peer, p]) =>
      p.left
        ? { peer, player: p.player, head: p.head, connected: p.connected, left: true }
        : { peer, player: p.player, head: p.head, connected: p.connected },
    );
  }

  /** The phone that holds `player`'s seat, other than `asker` (undefined: the seat is free). */
  holder(player: string, asker: { role: 'host' } | { role: 'guest'; peer: string }): SeatHolder | undefined {
    return heldSeats(this.player, this.peerInfos(), asker).get(player);
  }

  /** Who is connected and how far each phone is, for every phone's status line. */
  peerList(): Out[] {
    const peers = this.peerInfos();
    const host = { player: this.player, head: this.env.journal().length };
    return [...this.peers].filter(([, p]) => p.connected).map(([to]) => ({ to, msg: { t: 'peers', host, peers } }));
  }

  private hello(peer: string, msg: Extract<GuestMsg, { t: 'hello' }>, out: Out[]): void {
    const journal = this.env.journal();
    const p: PeerState = { player: null, head: msg.head, connected: true, sent: 0 };
    this.peers.set(peer, p);
    // A phone coming back claims its seat again: refused when another phone took it meanwhile.
    if (msg.player !== null) this.seat(peer, p, msg.player, out);
    // The guest's copy must be a prefix of ours to receive only the tail ("tail since head").
    if (msg.gameId === this.env.gameId && msg.head <= journal.length && msg.tip === tipOf(journal, msg.head)) {
      p.sent = msg.head;
    } else {
      out.push({ to: peer, msg: { t: 'game', doc: this.env.doc() } });
      p.sent = journal.length;
      p.head = journal.length;
    }
    out.push(...this.flush());
    for (const prop of msg.pending) this.decide(peer, prop, out);
    out.push(...this.peerList());
  }

  /** A guest's claim of `player`'s seat: taken, or refused when another phone holds it. */
  private seat(peer: string, p: PeerState, player: string | null, out: Out[]): void {
    const holder = player === null ? undefined : this.holder(player, { role: 'guest', peer });
    if (player !== null && holder) {
      out.push({ to: peer, msg: { t: 'seat', player: p.player, taken: { player, by: holder.by } } });
      return;
    }
    p.player = player;
    // A phone that left with this seat is gone from the list once the seat is someone's again.
    for (const [id, q] of this.peers) if (q.left && id !== peer && q.player === player) this.peers.delete(id);
    if (player !== null) out.push({ to: peer, msg: { t: 'seat', player } });
  }

  private decide(peer: string, prop: Proposal, out: Out[]): void {
    const reply = (d: Decision) => out.push({ to: peer, msg: { t: 'decided', id: prop.id, ...d } });
    const known = this.decided.get(prop.id);
    if (known) return void reply(known);
    const journal = this.env.journal();
    // Already in the journal (this host restarted and forgot its decisions, and the guest sent it
    // again): the same entry made at the same millisecond is the same proposal.
    const key = entryKey(prop.entry);
    for (let i = Math.min(prop.seen, journal.length); i < journal.length; i++) {
      if (entryKey(journal[i] as Entry) === key) {
        const d = { seq: i };
        this.decided.set(prop.id, d);
        return void reply(d);
      }
    }
    let d: Decision;
    const target = this.targets.advance(journal).targetOf(prop.entry);
    if (prop.entry.kind !== 'do' && target !== prop.target) {
      d = { seq: null, reason: MOVED_ON };
    } else if (prop.entry.kind === 'do' && prop.seen < journal.length && this.env.moved?.(prop.entry, prop.seen)) {
      d = { seq: null, reason: CHANGED_MEANWHILE };
    } else {
      const refusal = this.env.apply(prop.entry);
      d = refusal === null ? { seq: this.env.journal().length - 1 } : { seq: null, reason: refusal };
    }
    this.decided.set(prop.id, d);
    if (d.seq !== null) out.push(...this.flush());
    reply(d);
  }
}
