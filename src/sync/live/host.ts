// Issue 14 §2: the hosting phone. Its journal is the truth: a guest's proposal is checked by
// the same rules as a tap on the host (env.apply is the game's own timeline push), gets the next
// journal index, and every connected guest is sent what it lacks. Pure: the caller moves the
// messages (WebRTC in the app, an array in the tests).
//
// Issue 31: a link is one phone. The caller names each link (a data channel) it opens and
// passes that name with every message; the host binds the link to the peer id of its first
// hello and ignores any other id on it. A phone that comes back on a new link proves it is the
// same phone with the secret its first hello carried (made on that phone, sent only to the host),
// never with its peer id, which every phone reads in 'peers'. Decisions are kept per phone, and everything a
// phone can make the host keep is bounded (limits.ts): a phone over a limit is dropped with a
// reason (`droppedPhones`, shown on the host's strip) and the others carry on.
//
// Issue 39: a seat belongs to a phone until the table says otherwise. A claimed seat stays with
// the phone that holds its secret through a lost link and a reload of either phone; another phone
// asking for it is refused and its request waits for the host's player (`seatRequests`,
// `giveSeat`). A phone gets the face-down kinds of the seat it was given and no others, and the
// host forgets a kind only once the seat's own phone kept the very kinds it was sent. The host
// keeps its phones (secrets as SHA-256 hashes, `phones`/`restorePhones`) across its own reload.
// Every proposal is answered, one that throws anywhere in the host included.

import type { Entry, GameDoc } from '../../game/types';
import type { HeldOpenings } from '../../rules/core/commitment';
import type { Command } from '../../rules/core/model';
import { HistoryTargets } from './history-target';
import { LIVE_LIMITS } from './limits';
import {
  type AnswerValue,
  answers,
  entryKey,
  type GuestMsg,
  type HostInfo,
  type HostMsg,
  type Origin,
  type PeerInfo,
  type Proposal,
  type Rolling,
  refusalWords,
  tipOf,
} from './messages';
import { checkProposedEntry } from './payload';
import { seatRefusal } from './seat-check';
import { heldSeats, type SavedPhone, type SeatHolder, type SeatRequest, secretHash, toSavedPhones } from './seats';

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
  /**
   * Issue 39: every player a command acts for on the game as it stands (none: a shared command any
   * seated phone may make), and the payload fields that are neither its type's subjects nor read
   * by its rules (game/acts-for.ts). Unset: no command is tied to a seat. See LiveHost.seatRefusal().
   */
  actsFor?(command: Command): { players: readonly string[]; undeclared: readonly string[] };
  /** The player whose step the next undo (or redo) takes back (or brings back); null: the table's. */
  historyPlayer?(kind: 'undo' | 'redo'): string | null;
  /** A player's name, for a refusal in players' words. */
  playerName?(id: string): string;
  /** Whether `id` is a player of this game: a claim of any other seat is not listened to. */
  isPlayer?(id: string): boolean;
  /**
   * A proposed command with only the payload fields the rules read (game/read-fields.ts): what is
   * recorded and sent to every phone. Unset: recorded as proposed.
   */
  trim?(command: Command): Command;
  /** Milliseconds, for the proposals-per-second limit; the default is Date.now. */
  now?(): number;
  /**
   * Issue 32: the face-down kinds of `player`'s tokens this host phone holds (the forces were built
   * on it): handed to that seat's phone once it holds the seat, and forgotten here once it says it
   * kept them (`dropHeld`). Unset or {}: nothing to hand over.
   */
  heldFor?(player: string): HeldOpenings;
  dropHeld?(player: string, ids: readonly string[]): void;
}

/** A message for the phone on link `to` (a 'dropped' message: send it, then close that link). */
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
  /** The link this phone is on now (the last one it proved itself on). */
  link: string;
  /** The SHA-256 of what its first hello carried (null: none); a hello on another link must carry it. */
  secretHash: string | null;
  /** Face-down kinds sent to this phone for its seat and not yet kept there: token id → player. */
  sentHeld: Map<string, string>;
  /** The seats whose face-down kinds this phone was sent: it changes seat only when the host gives it. */
  sawKindsOf: Set<string>;
  /** This phone's decisions by proposal id, oldest first, at most LIVE_LIMITS.decidedPerPhone. */
  decided: Map<string, Decision>;
  /** Proposals per second. */
  proposals: Bucket;
  /** The guided roll it has open (issue 31: a raced roll), cleared when its link goes. */
  rolling: Rolling | null;
  /** The same for what is not a proposal (head, resync, seat claims): each makes the host send. */
  chatter: Bucket;
  /** Issue 40: changes waiting on that phone (for this game or another), as it last said. */
  waiting?: number;
}

/** A rate limit: what is left to spend, and when it was last filled. */
interface Bucket {
  left: number;
  at: number;
}

interface LinkState {
  /** The phone this link is bound to (its first hello's), or null before any hello. */
  peer: string | null;
  hellos: number;
}

export interface Decision {
  seq: number | null;
  reason?: string;
}

/** A phone the host dropped for a limit or a failed proof, as the host's strip lists it. */
export interface DroppedPhone {
  /** Counts drops this session (a key for the list). */
  n: number;
  peer: string | null;
  player: string | null;
  reason: string;
}

export const MOVED_ON =
  'The game moved on before this reached the host: it would now take back a different step. Look at the log and try again.';
export const CHANGED_MEANWHILE =
  'The game moved on before this reached the host, and it would now turn out differently from what this phone showed. Look at the table, then do it again (you can type the same dice).';
export const SEEN_AHEAD = 'This phone says it saw more of the game than the host has. Join again.';
export const NOT_PROVEN =
  'Another phone is already in this game under this phone’s id, and this one could not prove it is that phone. Join again from the host’s code.';
export const TABLE_FULL = `This game already has ${LIVE_LIMITS.peers} phones. A phone that left must be removed first.`;
export const TOO_MANY_HELLOS = 'This link sent more greetings than a phone does.';
export const TOO_FAST = `This phone sent more than ${LIVE_LIMITS.proposalsPerSecond} changes a second.`;
export const TOO_CHATTY = 'This phone asked the host for the game or a seat more often than a phone does.';
export const TOO_LARGE = 'This phone sent a message too large for live play.';
export { NOT_ITS_FIELDS, NOT_ITS_MAKER } from './seat-check';
export const NOT_OURS = 'This phone sent something that is not a Pitwall live message.';
export const HOST_FAILED =
  'The host phone could not work this change out, so it was not made. Check the table, then try it another way.';

export class LiveHost {
  /** Every guest phone by its peer id (at most LIVE_LIMITS.peers). */
  readonly peers = new Map<string, PeerState>();
  /** Every open link by the caller's name for it, and the phone it is bound to. */
  readonly links = new Map<string, LinkState>();
  /** Phones dropped for a limit, newest last (at most LIVE_LIMITS.droppedShown). */
  readonly droppedPhones: DroppedPhone[] = [];
  /** The player whose phone this is. */
  player: string | null = null;
  /** The guided roll open on this host phone (set by the session; sent in every 'peers'). */
  rolling: Rolling | null = null;
  #targets = new HistoryTargets();
  #drops = 0;
  /** The seat of the guest phone each accepted proposal came from, by journal index (the rest are this phone's). */
  readonly #made = new Map<number, string | null>();
  /** Phones asking for a seat the host's player must give them, by peer id (the latest ask). */
  readonly #requests = new Map<string, string>();
  /** Issue 40: the games this session hosted before the one it hosts now (a game night). */
  readonly #earlier = new Set<string>();
  /**
   * Issue 40: the answers players gave on their own phones, by step key: the journal length they
   * were given at (a step applied, or any other change, leaves them behind) and each question's value.
   */
  readonly #collected = new Map<
    string,
    { head: number; values: Map<string, { player: string; value: AnswerValue }> }
  >();

  #env: HostEnv;

  constructor(env: HostEnv) {
    this.#env = env;
  }

  /**
   * Issue 40, a game night is one live session: the host's next game. The phones, their secrets and
   * decisions stay; each keeps its seat when its player is in the new game (the same player ids);
   * what belonged to the old game (its journal indexes, seat requests, kinds sent) is dropped. Every
   * connected phone is sent the new game with its seat; one that comes back later from an earlier
   * game of this session gets the same (hello()).
   */
  nextGame(env: HostEnv): Out[] {
    if (env.gameId === this.#env.gameId) return [];
    this.#earlier.add(this.#env.gameId);
    this.#earlier.delete(env.gameId);
    this.#env = env;
    this.#targets = new HistoryTargets();
    this.#made.clear();
    this.#requests.clear();
    this.#collected.clear();
    this.rolling = null;
    if (this.player !== null && this.#notPlayer(this.player)) this.player = null;
    const out: Out[] = [];
    const doc = env.doc();
    const len = env.journal().length;
    for (const [id, p] of this.peers) {
      if (p.left) {
        this.peers.delete(id);
        continue;
      }
      const seat = p.player !== null && !this.#notPlayer(p.player) ? p.player : null;
      this.#leaveSeat(p);
      p.sawKindsOf.clear();
      p.rolling = null;
      p.sent = len;
      p.head = len;
      if (!p.connected) {
        p.player = seat;
        continue;
      }
      out.push({ to: p.link, msg: seat === null ? { t: 'game', doc } : { t: 'game', doc, seat } });
      if (seat !== null) this.#take(id, p, seat, out);
    }
    out.push(...this.peerList());
    return out;
  }

  /**
   * A message that came in on link `link` (the caller's name for one data channel). Never throws:
   * a proposal that fails anywhere in the host is answered with HOST_FAILED (decide()), and
   * whatever else fails sends what was worked out before it.
   */
  receive(link: string, msg: GuestMsg): Out[] {
    const out: Out[] = [];
    try {
      return this.#receiveInto(link, msg, out);
    } catch {
      return out;
    }
  }

  #receiveInto(link: string, msg: GuestMsg, out: Out[]): Out[] {
    let l = this.links.get(link);
    if (!l) {
      l = { peer: null, hellos: 0 };
      this.links.set(link, l);
    }
    if (msg.t === 'hello') {
      if (++l.hellos > LIVE_LIMITS.hellosPerLink) return this.drop(link, TOO_MANY_HELLOS);
      // A link is one phone: another id on it is not listened to.
      if (l.peer !== null && l.peer !== msg.peer) return out;
      this.#hello(link, l, msg, out);
      return out;
    }
    const peer = l.peer;
    const p = peer === null ? undefined : this.peers.get(peer);
    // Only the phone's current link speaks for it (an old link of a phone that came back is mute).
    if (peer === null || !p || p.link !== link) return out;
    // What is neither a proposal nor a goodbye makes the host send: each costs chatter, a resync
    // (the journal sent again from its head) as much as a burst of heads.
    if (
      msg.t !== 'propose' &&
      msg.t !== 'bye' &&
      !this.#spend(
        p.chatter,
        LIVE_LIMITS.chatterBurst,
        LIVE_LIMITS.chatterPerSecond,
        msg.t === 'resync' ? LIVE_LIMITS.resyncCost : 1,
      )
    )
      return this.drop(link, TOO_CHATTY);
    switch (msg.t) {
      case 'propose':
        // Issue 40: a change made in the game this host hosted before is not this game's: the phone
        // holds it for that game (it is told the new game), never applied here.
        if (!p.connected || (msg.gameId !== undefined && msg.gameId !== this.#env.gameId)) break;
        if (!this.#spendProposal(p)) return this.drop(link, TOO_FAST);
        this.#decide(p, msg.p, out);
        break;
      case 'player':
        if (p.connected) {
          this.#seat(peer, p, msg.player, out);
          out.push(...this.peerList());
        }
        break;
      case 'bye':
        p.connected = false;
        p.left = true;
        p.rolling = null;
        this.#requests.delete(peer);
        out.push(...this.peerList());
        break;
      case 'rolling':
        if (p.connected && JSON.stringify(p.rolling) !== JSON.stringify(msg.rolling)) {
          p.rolling = msg.rolling;
          this.prune();
          out.push(...this.peerList());
        }
        break;
      case 'answer':
        if (p.connected) out.push(...this.answer(p.player, msg.key, msg.q, msg.value, link));
        break;
      case 'head': {
        // A phone shows no further than the host's own journal (its status line is every phone's).
        const head = Math.min(msg.head, this.#env.journal().length);
        const waiting = msg.waiting ?? 0;
        if (p.head !== head || p.waiting !== waiting) {
          p.head = head;
          p.waiting = waiting;
          out.push(...this.peerList());
        }
        break;
      }
      case 'heldKept': {
        // Only kinds this phone was sent for the seat it holds now are forgotten, whatever ids it names.
        const seat = p.player;
        if (!p.connected || seat === null) break;
        const kept = msg.ids.filter((id) => p.sentHeld.get(id) === seat);
        for (const id of kept) p.sentHeld.delete(id);
        if (kept.length) this.#env.dropHeld?.(seat, kept);
        break;
      }
      case 'resync':
        if (p.connected) {
          p.sent = Math.min(msg.head, this.#env.journal().length);
          out.push(...this.flush());
        }
        break;
    }
    return out;
  }

  /** The link closed: what was in flight is lost, the next hello says where it stands. */
  dropped(link: string): Out[] {
    const l = this.links.get(link);
    this.links.delete(link);
    const p = l?.peer == null ? undefined : this.peers.get(l.peer);
    if (!p?.connected || p.link !== link) return [];
    p.connected = false;
    p.rolling = null; // a phone off the link is rolling nothing the others can wait for
    this.prune();
    return this.peerList();
  }

  /**
   * Drops the phone on `link` for `reason` (over a limit, a failed proof, a message that could
   * not be read): the caller sends the 'dropped' message and closes that link; the reason is listed
   * on the host's strip. The phone's seat and decisions stay, as for a lost link.
   */
  drop(link: string, reason: string): Out[] {
    const l = this.links.get(link);
    const peer = l?.peer ?? null;
    const p = peer === null ? undefined : this.peers.get(peer);
    this.droppedPhones.push({ n: ++this.#drops, peer, player: p?.player ?? null, reason });
    if (this.droppedPhones.length > LIVE_LIMITS.droppedShown) this.droppedPhones.shift();
    const out: Out[] = [{ to: link, msg: { t: 'dropped', reason } }];
    out.push(...this.dropped(link));
    return out;
  }

  /**
   * Sends every connected guest the entries it has not been sent. Call after any change to the
   * host's journal (a tap on the host, an accepted proposal); calling it again sends nothing.
   */
  flush(): Out[] {
    const journal = this.#env.journal();
    const out: Out[] = [];
    this.prune();
    for (const p of this.peers.values()) {
      if (!p.connected || p.sent >= journal.length) continue;
      const by = journal.slice(p.sent).map((_, k) => this.originOf(p.sent + k));
      out.push({ to: p.link, msg: { t: 'entries', from: p.sent, entries: journal.slice(p.sent), by } });
      p.sent = journal.length;
    }
    return out;
  }

  /**
   * Issue 40: `seat`'s answer to question `q` of the step `key` (from the phone on link `from`;
   * none: this host phone). Taken only when a phone has that step open and asks `q` of `seat`, and
   * only a value that answers it; it then goes to every phone with the step open and back to the
   * phone that answered. Anything else is ignored (the sheet asks again).
   */
  answer(seat: string | null, key: string, q: string, value: AnswerValue, from?: string): Out[] {
    this.prune();
    const ask = this.#openSteps()
      .filter((r) => r.key === key)
      .flatMap((r) => r.asks ?? [])
      .find((a) => a.q === q && a.player === seat);
    if (seat === null || !ask || !answers(ask, value)) return [];
    const head = this.#env.journal().length;
    const c = this.#collected.get(key) ?? { head, values: new Map() };
    if (c.values.size >= LIVE_LIMITS.asks && !c.values.has(q)) return [];
    c.values.set(q, { player: seat, value });
    this.#collected.set(key, c);
    const msg: HostMsg = { t: 'answers', key, answers: this.collectedFor(key) };
    return [...this.peers.values()]
      .filter((p) => p.connected && (p.rolling?.key === key || p.link === from))
      .map((p) => ({ to: p.link, msg }));
  }

  /** Issue 40: the answers collected for the step `key` while the game stands where they were given. */
  collectedFor(key: string): Record<string, AnswerValue> {
    this.prune();
    return Object.fromEntries([...(this.#collected.get(key)?.values ?? [])].map(([q, v]) => [q, v.value]));
  }

  /** The steps open on this phone and on every connected guest. */
  #openSteps(): Rolling[] {
    const open = [...this.peers.values()].filter((p) => p.connected).map((p) => p.rolling);
    return [this.rolling, ...open].filter((r): r is Rolling => r !== null);
  }

  /**
   * Forgets answers once the game moved past their step, and any no open step asks any more (the
   * sheet closed, or no longer asks that question of that player).
   */
  prune(): void {
    if (!this.#collected.size) return;
    const head = this.#env.journal().length;
    const asked = new Set(this.#openSteps().flatMap((r) => (r.asks ?? []).map((a) => `${r.key} ${a.q} ${a.player}`)));
    for (const [key, c] of this.#collected) {
      for (const [q, v] of c.values) if (!asked.has(`${key} ${q} ${v.player}`)) c.values.delete(q);
      if (c.head !== head || !c.values.size) this.#collected.delete(key);
    }
  }

  /** Every guest phone as the status lines show it. */
  peerInfos(): PeerInfo[] {
    return [...this.peers].map(([peer, p]) => {
      const info: PeerInfo = { peer, player: p.player, head: p.head, connected: p.connected };
      if (p.left) info.left = true;
      if (p.rolling) info.rolling = p.rolling;
      if (p.waiting) info.waiting = p.waiting;
      return info;
    });
  }

  /** The phone that holds `player`'s seat, other than `asker` (undefined: the seat is free). */
  holder(player: string, asker: { role: 'host' } | { role: 'guest'; peer: string }): SeatHolder | undefined {
    return heldSeats(this.player, this.peerInfos(), asker).get(player);
  }

  /** Who is connected and how far each phone is, for every phone's status line. */
  peerList(): Out[] {
    const peers = this.peerInfos();
    const host: HostInfo = { player: this.player, head: this.#env.journal().length };
    if (this.rolling) host.rolling = this.rolling;
    return [...this.peers.values()]
      .filter((p) => p.connected)
      .map((p) => ({ to: p.link, msg: { t: 'peers', host, peers } }));
  }

  /**
   * Who made the entry at journal index `i` (issue 31: announced on the other phones): the seat of
   * the guest whose proposal it was, else this host phone's.
   */
  originOf(i: number): Origin {
    return this.#made.has(i) ? { player: this.#made.get(i) ?? null } : { player: this.player, host: true };
  }

  /** The decisions kept for the phone `peer` (its window), for tests and the status lines. */
  decisionsOf(peer: string): ReadonlyMap<string, Decision> | undefined {
    return this.peers.get(peer)?.decided;
  }

  #hello(link: string, l: LinkState, msg: Extract<GuestMsg, { t: 'hello' }>, out: Out[]): void {
    const journal = this.#env.journal();
    let p = this.peers.get(msg.peer);
    if (p && l.peer !== msg.peer) {
      // A known phone on a new link: the same phone only with the secret it was given.
      if (p.secretHash === null || msg.secret === undefined || secretHash(msg.secret) !== p.secretHash)
        return void out.push(...this.drop(link, NOT_PROVEN));
      if (p.connected && p.link !== link)
        out.push({ to: p.link, msg: { t: 'dropped', reason: 'This phone joined again on a new link.' } });
    }
    if (!p) {
      if (this.peers.size >= LIVE_LIMITS.peers && !this.#forgetOne())
        return void out.push(...this.drop(link, TABLE_FULL));
      p = this.#newPeer(link, msg.secret === undefined ? null : secretHash(msg.secret), null);
      this.peers.set(msg.peer, p);
    }
    l.peer = msg.peer;
    p.link = link;
    p.connected = true;
    delete p.left;
    // Issue 40: a phone back from an earlier game of this session keeps the seat it carried over.
    const carried =
      msg.gameId !== this.#env.gameId && msg.gameId !== null && this.#earlier.has(msg.gameId) ? p.player : null;
    // Its seat is claimed again below: still its own unless the host gave it to another phone.
    this.#leaveSeat(p);
    // Issue 31: a phone that comes from another game brings that game's seat and queued changes;
    // neither is this game's. It gets this game, is asked whose phone it is here, and sends the
    // changes queued for this game (if any) once it has it; the others wait for their own host.
    const sameGame = msg.gameId === this.#env.gameId;
    // A phone coming back claims its seat again: refused when another phone took it meanwhile.
    if (msg.player !== null && sameGame) this.#seat(msg.peer, p, msg.player, out);
    const seated: Out[] = [];
    if (carried !== null) this.#seat(msg.peer, p, carried, seated);
    // The guest's copy must be a prefix of ours to receive only the tail ("tail since head").
    if (sameGame && msg.head <= journal.length && msg.tip === tipOf(journal, msg.head)) {
      p.sent = msg.head;
      p.head = msg.head;
    } else {
      const doc = this.#env.doc();
      out.push({
        to: link,
        msg: p.player !== null && carried !== null ? { t: 'game', doc, seat: p.player } : { t: 'game', doc },
      });
      p.sent = journal.length;
      p.head = journal.length;
    }
    out.push(...seated);
    out.push(...this.flush());
    // A hello's queued proposals cost what the same proposals sent one by one would, but one the
    // host already decided is answered from its table for nothing: a phone back from a blip sends
    // its whole queue again (the answers were lost with the link).
    if (sameGame)
      for (const prop of msg.pending) {
        if (!p.decided.has(prop.id) && !this.#spendProposal(p)) return void out.push(...this.drop(link, TOO_FAST));
        this.#decide(p, prop, out);
      }
    out.push(...this.peerList());
  }

  #newPeer(link: string, hash: string | null, player: string | null): PeerState {
    return {
      player,
      head: 0,
      connected: false,
      sent: 0,
      link,
      secretHash: hash,
      sentHeld: new Map(),
      sawKindsOf: new Set(),
      decided: new Map(),
      proposals: { left: LIVE_LIMITS.proposalBurst, at: this.#now() },
      chatter: { left: LIVE_LIMITS.chatterBurst, at: this.#now() },
      rolling: null,
    };
  }

  /** Makes room for a new phone: forgets the oldest one that left or lost its link with no seat. */
  #forgetOne(): boolean {
    for (const [id, q] of this.peers)
      if (!q.connected && (q.left || q.player === null)) {
        this.peers.delete(id);
        this.#requests.delete(id);
        return true;
      }
    return false;
  }

  /** Whether `id` is no player of this game (a claim of it is not listened to). */
  #notPlayer(id: string): boolean {
    return !!this.#env.isPlayer && !this.#env.isPlayer(id);
  }

  #now(): number {
    return (this.#env.now ?? Date.now)();
  }

  /** Takes one proposal from the phone's bucket; false when it is sending faster than the limit. */
  #spendProposal(p: PeerState): boolean {
    return this.#spend(p.proposals, LIVE_LIMITS.proposalBurst, LIVE_LIMITS.proposalsPerSecond, 1);
  }

  /** Takes `cost` from bucket `b` (holding at most `burst`, refilled at `perSecond`); false over the limit. */
  #spend(b: Bucket, burst: number, perSecond: number, cost: number): boolean {
    const now = this.#now();
    b.left = Math.min(burst, b.left + (Math.max(0, now - b.at) * perSecond) / 1000);
    b.at = now;
    if (b.left < cost) return false;
    b.left -= cost;
    return true;
  }

  /**
   * A guest's claim of `player`'s seat: taken, or refused when another phone holds it (connected
   * or not) or when this phone was already sent another seat's face-down kinds; a refused claim
   * waits for the host's player (seatRequests). The host phone's own seat is not asked for.
   */
  #seat(peer: string, p: PeerState, player: string | null, out: Out[]): void {
    if (player !== null && this.#notPlayer(player)) return; // no such seat
    const holder = player === null ? undefined : this.holder(player, { role: 'guest', peer });
    const switching = player !== null && [...p.sawKindsOf].some((x) => x !== player);
    if (player !== null && (holder || switching)) {
      const by = holder?.by ?? 'host';
      if (by === 'phone' || !holder) this.#requests.set(peer, player);
      const taken = by === 'phone' || !holder ? { player, by, asked: true as const } : { player, by };
      out.push({ to: p.link, msg: { t: 'seat', player: p.player, taken } });
      return;
    }
    this.#requests.delete(peer);
    this.#take(peer, p, player, out);
  }

  /** Seats phone `peer` as `player` and sends it that seat's face-down kinds the host holds. */
  #take(peer: string, p: PeerState, player: string | null, out: Out[]): void {
    if (p.player !== player) this.#leaveSeat(p);
    p.player = player;
    // A phone that left with this seat is gone from the list once the seat is someone's again.
    for (const [id, q] of this.peers) if (q.left && id !== peer && q.player === player) this.peers.delete(id);
    if (player === null) return;
    out.push({ to: p.link, msg: { t: 'seat', player } });
    const held = this.#env.heldFor?.(player) ?? {};
    const ids = Object.keys(held);
    if (!ids.length) return;
    for (const id of ids) p.sentHeld.set(id, player);
    p.sawKindsOf.add(player);
    out.push({ to: p.link, msg: { t: 'held', gameId: this.#env.gameId, tokens: held } });
  }

  /** The phone no longer holds its seat: what it was sent for that seat is off the host's books. */
  #leaveSeat(p: PeerState): void {
    p.player = null;
    p.sentHeld.clear();
  }

  /**
   * Issue 39: phones asking for a seat that another phone holds (or, having been sent one seat's
   * face-down kinds, for another seat), for the host's player to answer with giveSeat. A request
   * is kept until it is answered, the phone takes another seat, or it leaves.
   */
  seatRequests(): { peer: string; player: string }[] {
    return [...this.#requests]
      .filter(([peer, player]) => {
        const p = this.peers.get(peer);
        return p !== undefined && !p.left && p.player !== player;
      })
      .map(([peer, player]): SeatRequest => ({ peer, player }));
  }

  /**
   * Issue 39, the host's player's decision ("Give Bo's seat to this phone?"): phone `peer`
   * (connected) gets `player`'s seat and the face-down kinds the host holds for it; a phone that
   * held it loses it and is told so. The host phone's own seat is not given this way.
   */
  giveSeat(player: string, peer: string): Out[] {
    const p = this.peers.get(peer);
    if (!p?.connected || p.left || this.player === player) return [];
    if (this.#notPlayer(player)) return [];
    const out: Out[] = [];
    for (const [id, q] of this.peers) {
      if (id === peer || q.left || q.player !== player) continue;
      this.#leaveSeat(q);
      if (q.connected) out.push({ to: q.link, msg: { t: 'seat', player: null, taken: { player, by: 'phone' } } });
    }
    this.#requests.delete(peer);
    this.#take(peer, p, player, out);
    out.push(...this.peerList());
    return out;
  }

  /**
   * Issue 39, Keep: the phone that asked for `player`'s seat is told the seat stays with the phone
   * that has it, so it stops waiting for an answer. Its request stays on the host's books.
   */
  keepSeat(player: string, peer: string): Out[] {
    const p = this.peers.get(peer);
    if (!p?.connected || p.left || this.#requests.get(peer) !== player) return [];
    return [{ to: p.link, msg: { t: 'seat', player: p.player, taken: { player, by: 'phone' } } }];
  }

  /**
   * Issue 39: the phones to keep across a reload of the host phone (the caller stores them): each
   * with its seat and the SHA-256 of its secret, never the secret. Phones that left are not kept.
   */
  phones(): SavedPhone[] {
    const out: SavedPhone[] = [];
    for (const [peer, p] of this.peers)
      if (!p.left && p.secretHash !== null) out.push({ peer, secretHash: p.secretHash, player: p.player });
    return out;
  }

  /**
   * After a reload of the host phone: the phones it had, each holding its seat until it comes
   * back with its secret (an impostor with its peer id is refused). Call before any link opens.
   */
  restorePhones(saved: readonly SavedPhone[]): void {
    for (const s of toSavedPhones(saved).slice(0, LIVE_LIMITS.peers)) {
      if (this.peers.has(s.peer) || this.peers.size >= LIVE_LIMITS.peers) continue;
      const player = s.player !== null && this.#notPlayer(s.player) ? null : s.player;
      this.peers.set(s.peer, this.#newPeer('', s.secretHash, player));
    }
  }

  /**
   * Issue 31's seat check: may the phone holding seat `seat` (null: a phone nobody's) record
   * `entry`? Issue 40: seat-check.ts, the one function a guest phone also runs before it proposes.
   * The host's own taps never come here: the host phone may act for anyone.
   */
  #seatRefusal(seat: string | null, entry: Entry): string | null {
    return seatRefusal(seat, entry, this.#env);
  }

  #decide(p: PeerState, prop: Proposal, out: Out[]): void {
    const reply = (d: Decision) => out.push({ to: p.link, msg: { t: 'decided', id: prop.id, ...d } });
    const known = p.decided.get(prop.id);
    if (known) return void reply(known);
    const record = (d: Decision) => {
      p.decided.set(
        prop.id,
        d.reason === undefined ? d : { seq: d.seq, reason: d.reason.slice(0, LIVE_LIMITS.reasonChars) },
      );
      if (p.decided.size > LIVE_LIMITS.decidedPerPhone) p.decided.delete(p.decided.keys().next().value as string);
      reply(d);
    };
    const journal = this.#env.journal();
    if (prop.seen > journal.length || (prop.target !== undefined && prop.target >= journal.length))
      return void record({ seq: null, reason: SEEN_AHEAD });
    // Already in the journal (this host restarted and forgot its decisions, and the guest sent it
    // again): the same entry made at the same millisecond is the same proposal.
    const key = entryKey(prop.entry);
    for (let i = prop.seen; i < journal.length; i++) {
      if (entryKey(journal[i] as Entry) === key) return void record({ seq: i });
    }
    const checked = checkProposedEntry(prop.entry);
    if (!checked.ok) return void record({ seq: null, reason: checked.reason });
    const at = journal.length;
    let d: Decision;
    try {
      d = this.#judge(p, prop, checked.entry);
    } catch {
      // Issue 39: a proposal the host cannot work out (trimming, the seat check, the stale check or
      // the rules threw) is refused with a reason, never left unanswered.
      if (this.#env.journal().length === at) this.#made.delete(at);
      d = { seq: null, reason: HOST_FAILED };
    }
    if (d.seq !== null) out.push(...this.flush());
    record(d);
  }

  /** The decision on a proposal whose entry has the shape of one (decide()); may throw. */
  #judge(p: PeerState, prop: Proposal, proposed: Entry): Decision {
    const journal = this.#env.journal();
    // Checked as proposed, before trimming: a field no rule uses is refused, not dropped.
    const seat = this.#seatRefusal(p.player, proposed);
    if (seat !== null) return { seq: null, reason: seat };
    const entry =
      proposed.kind === 'do' && this.#env.trim ? { ...proposed, command: this.#env.trim(proposed.command) } : proposed;
    const target = this.#targets.advance(journal).targetOf(entry);
    if (entry.kind !== 'do' && target !== prop.target) return { seq: null, reason: MOVED_ON };
    if (entry.kind === 'do' && prop.seen < journal.length && this.#env.moved?.(entry, prop.seen))
      return { seq: null, reason: CHANGED_MEANWHILE };
    // Who made it is known before it is applied: applying it sends it to every phone at once
    // (the session's entryGate), and each is told who made it (originOf).
    const at = journal.length;
    this.#made.set(at, p.player);
    const refusal = this.#env.apply(entry);
    if (refusal === null) return { seq: this.#env.journal().length - 1 };
    this.#made.delete(at);
    return { seq: null, reason: refusalWords(refusal) };
  }
}
