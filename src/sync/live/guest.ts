// Issue 14 §2: a guest phone. It never changes its journal by itself: its own taps become
// proposals for the host, and it applies what the host sends, in order. A proposal made while
// the link is down waits in `pending` and goes out with the next hello; the host's answer
// (accepted at an index, or refused with a reason) is the only thing that removes it, so nothing
// is lost, and the host's decision table means nothing is applied twice. Pure.
//
// Issue 31: a queued change belongs to its game. When the host sends another game (it hosts a
// different one now), the changes queued for the old game are held, never sent to the new one,
// and go out again when that game's host sends it back. A new game asks again whose phone this is.
import type { Entry, GameDoc } from '../../game/types';
import type { HeldOpenings } from '../../rules/core/commitment';
import { historyTargets } from './history-target';
import {
  type AnswerValue,
  entryKey,
  type GuestMsg,
  type HostInfo,
  type HostMsg,
  type Origin,
  type PeerInfo,
  type Proposal,
  refusalWords,
  tipOf,
} from './messages';

export interface GuestEnv {
  /** This phone's copy of the journal (only ever changed through append and replace). */
  journal(): readonly Entry[];
  /**
   * Applies the host's entries with the game's rules; returns the refusal, or null. `made` says,
   * per entry, who made it (when the host said) and whether it is this phone's own change.
   */
  append(entries: Entry[], made: Made[]): string | null;
  /** Takes the host's whole game in place of this phone's copy. */
  replace(doc: GameDoc): void;
  /** Issue 32: keeps the face-down kinds the host handed to this phone's seat (memory now, storage soon). */
  keepHeld?(gameId: string, tokens: HeldOpenings): void;
}

/** Who made an entry the host sent (issue 31: another phone's change is announced, this phone's is not). */
export interface Made {
  by: Origin | null;
  mine: boolean;
}

export interface Refused {
  p: Proposal;
  reason: string;
}

export interface GuestView {
  connected: boolean;
  /** Waiting for the entries that fill a gap or the whole game. */
  resyncing: boolean;
  /** Set when this phone cannot apply what the host sent (a different version of the rules). */
  broken: string | null;
  host: HostInfo | null;
  peers: PeerInfo[];
  /**
   * The host refused this phone's claim of a seat another phone holds (until the next claim);
   * `asked`: the host's player was asked whether to give it to this phone (issue 39).
   */
  seatRefused: { player: string; by: 'host' | 'phone'; asked?: true } | null;
  /** The host confirmed this phone's seat (player) since the last claim. */
  seatConfirmed: boolean;
  /** The host phone left live play ("Leave live" there), until this phone joins again. */
  ended: boolean;
  /** The host dropped this phone's link, and why (issue 31: a limit), until it joins again. */
  dropped: string | null;
  /** Issue 40: the answers the host collected from players' phones, for the step with this key. */
  answers: { key: string; answers: Record<string, AnswerValue> } | null;
}

/** What a guest must keep across a page reload to resume: its identity and its undecided changes. */
export interface GuestSaved {
  peer: string;
  n: number;
  player: string | null;
  gameId: string | null;
  pending: Proposal[];
  asked?: boolean;
  /** This phone's proof to the host that it is the phone with `peer` (issue 31). */
  secret?: string;
  /** Changes queued for other games than `gameId`, by game (issue 31). */
  held?: Record<string, Proposal[]>;
  /** Issue 40: each undecided change in players' words, by proposal id. */
  labels?: Record<string, string>;
}

function randomSecret(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export class LiveGuest {
  gameId: string | null;
  /** "This is my phone" was answered on this phone (player may be null: nobody's). */
  asked = false;
  /** This phone's undecided changes to the game it is in now (`gameId`), oldest first. */
  pending: Proposal[] = [];
  /**
   * Undecided changes to other games, by game id (issue 31): held when the host sent another
   * game, and sent again only to the host of their own game.
   */
  held = new Map<string, Proposal[]>();
  refused: Refused[] = [];
  /**
   * Issue 40: each undecided change in players' words, by proposal id, as this phone said it when
   * it was made (a change held for another game is named without that game's rules).
   */
  labels = new Map<string, string>();
  readonly view: GuestView = {
    connected: false,
    resyncing: false,
    broken: null,
    host: null,
    peers: [],
    seatRefused: null,
    seatConfirmed: false,
    ended: false,
    dropped: null,
    answers: null,
  };
  #n = 0;
  #askedFrom: number | null = null;
  /** Changes taken out of `held` by enter(): the host of their game has not seen them on this link. */
  #restored: Proposal[] = [];

  constructor(
    readonly peer: string,
    public player: string | null,
    gameId: string | null,
    private readonly env: GuestEnv,
    /**
     * Sent with every hello, to the host only (issue 31): on a new link it proves this is the
     * phone with `peer`, which every phone can read in 'peers'. Made here at the first join.
     */
    readonly secret: string = randomSecret(),
  ) {
    this.gameId = gameId;
  }

  /**
   * This phone now follows the game `gameId` (the host sent it). Changes queued for the game it
   * was in are held for that game; those held for `gameId` are queued again and go out with the
   * next 'game' answer. A different game asks again whose phone this is (its players are others).
   */
  enter(gameId: string): void {
    if (gameId === this.gameId) return;
    if (this.gameId === null) {
      // The first game this phone follows: anything queued before it came is for it.
      this.#restored = this.pending.slice();
      this.gameId = gameId;
      return;
    }
    if (this.pending.length) this.held.set(this.gameId, [...(this.held.get(this.gameId) ?? []), ...this.pending]);
    this.pending = this.held.get(gameId) ?? [];
    this.#restored = this.pending.slice();
    this.held.delete(gameId);
    this.gameId = gameId;
    this.player = null;
    this.asked = false;
    this.view.seatRefused = null;
    this.view.seatConfirmed = false;
  }

  /** Where this phone stands, with its changes still waiting for any host (issue 40: the host warns of them). */
  head(): GuestMsg {
    const waiting = this.pending.length + this.heldCount();
    const head = this.env.journal().length;
    return waiting ? { t: 'head', head, waiting } : { t: 'head', head };
  }

  /**
   * Issue 40: drops the change `id` held for another game (the player discarded it, after a
   * confirm). Returns whether there was one.
   */
  discardHeld(id: string): boolean {
    for (const [game, q] of this.held) {
      const left = q.filter((p) => p.id !== id);
      if (left.length === q.length) continue;
      if (left.length) this.held.set(game, left);
      else this.held.delete(game);
      this.labels.delete(id);
      return true;
    }
    return false;
  }

  /** Issue 40: every change held for another game, oldest first per game, with its game. */
  heldList(): { id: string; gameId: string; entry: Entry }[] {
    return [...this.held].flatMap(([gameId, q]) => q.map((p) => ({ id: p.id, gameId, entry: p.entry })));
  }

  /** How many changes wait for other games than this one, and for which (issue 31). */
  heldCount(): number {
    let n = 0;
    for (const q of this.held.values()) n += q.length;
    return n;
  }

  /** The link is up: say where this phone stands and resend what is still undecided. */
  connected(): GuestMsg {
    this.view.connected = true;
    this.view.ended = false;
    this.view.dropped = null;
    this.view.resyncing = true;
    this.#askedFrom = null;
    const journal = this.env.journal();
    const hello: Extract<GuestMsg, { t: 'hello' }> = {
      t: 'hello',
      peer: this.peer,
      player: this.player,
      gameId: this.gameId,
      head: journal.length,
      tip: tipOf(journal),
      pending: this.pending.slice(),
    };
    hello.secret = this.secret;
    return hello;
  }

  dropped(): void {
    this.view.connected = false;
    this.view.resyncing = false;
  }

  /**
   * A change made on this phone. It is queued until the host decides; the message is returned
   * only while connected (otherwise the next hello carries it).
   */
  propose(entry: Entry, label?: string): { p: Proposal; send: GuestMsg | null } {
    const journal = this.env.journal();
    const p: Proposal = { id: `${this.peer}.${++this.#n}`, seen: journal.length, entry };
    if (label) this.labels.set(p.id, label);
    if (entry.kind !== 'do') {
      // Its target as this phone shows the game: its own queued changes on top (issue 31), where
      // the host will put them; if another phone's change comes first, the host refuses the undo.
      const t = historyTargets([...journal, ...this.unconfirmed()]).targetOf(entry);
      if (t !== undefined) p.target = t;
    }
    this.pending.push(p);
    const send: GuestMsg = this.gameId === null ? { t: 'propose', p } : { t: 'propose', p, gameId: this.gameId };
    return { p, send: this.view.connected ? send : null };
  }

  receive(msg: HostMsg): GuestMsg[] {
    switch (msg.t) {
      case 'game': {
        this.env.replace(msg.doc);
        this.enter(msg.doc.id);
        if (msg.seat !== undefined) {
          // Issue 40: the host's next game, where this phone keeps its player: not asked again.
          this.player = msg.seat;
          this.asked = true;
          this.view.seatConfirmed = true;
        }
        this.view.resyncing = false;
        this.view.broken = null;
        this.view.answers = null; // a step of another game's
        // Changes queued for this game while this phone followed another: its host has not seen them.
        const again = this.#restored.map((p): GuestMsg => ({ t: 'propose', p }));
        this.#restored = [];
        return [this.head(), ...again];
      }
      case 'entries': {
        if (this.view.broken) return [];
        const have = this.env.journal().length;
        if (msg.from > have) {
          // A gap (cannot happen on one ordered channel, but costs nothing to mend): ask once
          // for what this phone lacks; the batches already on their way are skipped meanwhile.
          this.view.resyncing = true;
          if (this.#askedFrom === have) return [];
          this.#askedFrom = have;
          return [{ t: 'resync', head: have }];
        }
        const fresh = msg.entries.slice(have - msg.from);
        if (fresh.length) {
          const refusal = this.env.append(fresh, this.#made(fresh, msg.by?.slice(have - msg.from)));
          if (refusal !== null) {
            this.view.broken = `This phone cannot apply the host’s step ${have + 1}: ${refusal} Update Pitwall on both phones, then join again.`;
            return [];
          }
        }
        this.view.resyncing = false;
        return [this.head()];
      }
      case 'decided': {
        const i = this.pending.findIndex((p) => p.id === msg.id);
        if (i < 0) return [];
        const [p] = this.pending.splice(i, 1) as [Proposal];
        this.labels.delete(p.id);
        if (msg.seq === null) this.refused.push({ p, reason: refusalWords(msg.reason ?? 'The host refused it.') });
        // Issue 40: the host knows how many changes still wait here (it warns before ending live play).
        return [this.head()];
      }
      case 'seat':
        if (msg.taken) {
          // Only the answer to the latest claim counts (an older one may still be on its way); a
          // seat this phone asked the host's player for is answered later (Keep).
          const asked = this.view.seatRefused?.asked && this.view.seatRefused.player === msg.taken.player;
          if (this.player !== msg.taken.player && !asked) return [];
          this.player = msg.player;
          this.asked = false;
          this.view.seatRefused = msg.taken;
          this.view.seatConfirmed = false;
        } else if (
          msg.player === this.player ||
          // Issue 39: the host's player gave this phone the seat it asked for.
          (msg.player !== null && this.view.seatRefused?.asked && this.view.seatRefused.player === msg.player)
        ) {
          if (msg.player !== this.player) this.asked = true; // given: "whose phone is this" is answered
          this.player = msg.player;
          this.view.seatRefused = null;
          this.view.seatConfirmed = true;
        }
        return [];
      case 'held': {
        // Only this phone's own player's kinds are kept; anything else the host sent is not ours to hold.
        const mine = Object.fromEntries(Object.entries(msg.tokens).filter(([, o]) => o.playerId === this.player));
        const ids = Object.keys(mine);
        if (!ids.length || !this.env.keepHeld) return [];
        this.env.keepHeld(msg.gameId, mine);
        return [{ t: 'heldKept', ids }];
      }
      case 'end':
        this.view.ended = true;
        return [];
      case 'dropped':
        this.view.dropped = msg.reason;
        return [];
      case 'answers':
        this.view.answers = { key: msg.key, answers: msg.answers };
        return [];
      case 'peers':
        this.view.host = msg.host;
        this.view.peers = msg.peers;
        if (this.env.journal().length >= msg.host.head) this.view.resyncing = false;
        return [];
    }
  }

  /**
   * Who made each of `fresh`: the host's word (`by`), and whether it is one of this phone's own
   * queued changes (the same entry, or a guest phone with this phone's seat: seats are one phone's).
   */
  #made(fresh: readonly Entry[], by: readonly Origin[] | undefined): Made[] {
    const mine = new Set(this.pending.map((p) => entryKey(p.entry)));
    return fresh.map((e, i) => {
      const o = by?.[i] ?? null;
      const seat = o !== null && !o.host && o.player !== null && o.player === this.player;
      return { by: o, mine: seat || mine.has(entryKey(e)) };
    });
  }

  /**
   * Issue 31: this phone's changes still to be shown on top of its journal, oldest first: the
   * queued ones, less any the host's entries already hold (its answer may come a message later).
   */
  unconfirmed(): Entry[] {
    const journal = this.env.journal();
    return this.pending
      .filter((p) => {
        const key = entryKey(p.entry);
        for (let i = Math.min(p.seen, journal.length); i < journal.length; i++)
          if (entryKey(journal[i] as Entry) === key) return false;
        return true;
      })
      .map((p) => p.entry);
  }

  /** What to keep so that a reloaded page resumes as the same guest (see resume()). */
  saved(): GuestSaved {
    return {
      peer: this.peer,
      n: this.#n,
      player: this.player,
      gameId: this.gameId,
      pending: this.pending.slice(),
      asked: this.asked,
      secret: this.secret,
      held: Object.fromEntries(this.held),
      labels: Object.fromEntries(this.labels),
    };
  }

  /**
   * The guest of a page that was reloaded or closed: same peer id and proposal numbering, its
   * undecided changes still queued, so the host's decision table (or its journal) recognises a
   * change it already took and nothing is applied twice or dropped.
   */
  static resume(saved: GuestSaved, env: GuestEnv): LiveGuest {
    // A page saved before phones had secrets makes one now (its next link is a new phone's).
    const g = new LiveGuest(
      saved.peer,
      saved.player,
      saved.gameId,
      env,
      typeof saved.secret === 'string' ? saved.secret : undefined,
    );
    g.#n = saved.n;
    g.pending = saved.pending.slice();
    g.asked = saved.asked === true;
    if (saved.held && typeof saved.held === 'object')
      for (const [id, q] of Object.entries(saved.held)) if (Array.isArray(q) && q.length) g.held.set(id, q.slice());
    if (saved.labels && typeof saved.labels === 'object')
      for (const [id, w] of Object.entries(saved.labels)) if (typeof w === 'string') g.labels.set(id, w.slice(0, 200));
    return g;
  }

  /**
   * "This is my phone": the seat this phone claims. The host answers with a 'seat' message; until
   * then (while connected) the claim is not confirmed. Returns the message to send, or null.
   */
  claim(player: string | null): GuestMsg | null {
    this.player = player;
    this.asked = true;
    this.view.seatRefused = null;
    this.view.seatConfirmed = false;
    return this.view.connected ? { t: 'player', player } : null;
  }

  /** The player read the refusal. */
  dismiss(id: string): void {
    this.refused = this.refused.filter((r) => r.p.id !== id);
  }
}
