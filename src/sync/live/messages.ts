// Issue 14 §2: what the phones of a live game say to each other over the data channel. Pure: no
// DOM, no timers. The host's journal is the truth; a sequence number is a journal length (the
// head), so "entries from 12" are journal[12], journal[13], ...

import { readThrown } from '../../game/thrown';
import type { Entry, GameDoc } from '../../game/types';
import type { HeldOpenings } from '../../rules/core/commitment';
import { LIVE_LIMITS } from './limits';

/** A guest's own change, sent to the host. `id` makes it idempotent across resends. */
export interface Proposal {
  id: string;
  /** The head of the journal the guest saw when it made the change. */
  seen: number;
  entry: Entry;
  /**
   * For an undo or a redo: the journal index of the command it takes back or brings back, as
   * the guest saw it. The host refuses the undo when its own target differs: an undo that
   * reaches another command than the one on the guest's screen is not the player's undo.
   */
  target?: number;
}

/**
 * Who made a journal entry, as the host tells the guests (issue 31: a change from another phone is
 * announced there): the seat of the phone it came from (null: a phone nobody claimed), and whether
 * that phone was the host. Entries made before live play count as the host phone's.
 */
export interface Origin {
  player: string | null;
  host?: true;
}

/**
 * Issue 31, a raced roll: the guided roll a phone has open (its sheet), so the other phones see
 * it is being rolled and by whom before they roll the same step. `key` names the step (the
 * procedure and what it is about), `title` is the sheet's title as the players read it.
 */
export interface Rolling {
  key: string;
  title: string;
  /**
   * Issue 40: the questions of this step the rules give to other players (`player`), each to be
   * answered on that player's phone; `done` once the sheet has its answer. The host accepts an
   * answer to an ask only from the phone holding its player's seat (LiveHost.answer).
   */
  asks?: Ask[];
}

/** Issue 40: one question of an open step for another player's phone (a dice pool or a choice). */
export type Ask = {
  q: string;
  player: string;
  label: string;
  done?: true;
} & ({ kind: 'dice'; count: number; sides: number } | { kind: 'choice'; options: { value: string; label: string }[] });

/** Issue 40: an answer to an Ask: a pool's faces, or a choice's value. */
export type AnswerValue = number[] | string;

export interface PeerInfo {
  peer: string;
  /** The player who said "this is my phone", or null. */
  player: string | null;
  /** The head this phone last reported having applied. */
  head: number;
  connected: boolean;
  /** The phone chose "Leave live" (not a lost link): its seat is free, it shows as "left". */
  left?: true;
  /** The guided roll it has open, if any. */
  rolling?: Rolling;
  /** Issue 40: changes still waiting on that phone (this game's or another's), as it said. */
  waiting?: number;
}

/** The host phone as every guest sees it. */
export interface HostInfo {
  player: string | null;
  head: number;
  rolling?: Rolling;
}

/** Guest → host. */
export type GuestMsg =
  /** Sent on every (re)connect: what the guest has, and what it still wants applied. */
  | {
      t: 'hello';
      peer: string;
      player: string | null;
      gameId: string | null;
      head: number;
      tip: string | null;
      pending: Proposal[];
      /**
       * Made on this phone when it first joined and sent only to the host: its proof on a later
       * link that it is the phone with this peer id (every phone reads peer ids in 'peers').
       */
      secret?: string;
    }
  /** `gameId` (issue 40): the game it was made in; a host hosting another game does not take it. */
  | { t: 'propose'; p: Proposal; gameId?: string }
  /** "This is my phone": the player picked after joining. */
  | { t: 'player'; player: string | null }
  /**
   * The guest applied entries up to `head` (for the "head on each phone" line); `waiting` (issue
   * 40): its changes not yet taken by a host, this game's and other games', for the host's warning.
   */
  | { t: 'head'; head: number; waiting?: number }
  /** The guest saw a gap: send again from `head`. */
  | { t: 'resync'; head: number }
  /** "Leave live" on the guest: it is not coming back on this link (unlike a lost link). */
  | { t: 'bye' }
  /** The guided roll this phone has open now (null: none), shown to the others. */
  | { t: 'rolling'; rolling: Rolling | null }
  /** Issue 32: the face-down kinds the host handed over are kept here: the host may forget them. */
  | { t: 'heldKept'; ids: string[] }
  /** Issue 40: this phone's player's answer to question `q` of the step `key` another phone has open. */
  | { t: 'answer'; key: string; q: string; value: AnswerValue };

/** Host → guest. */
export type HostMsg =
  /** The whole game, for a guest that does not have it (or whose copy is not a prefix of the host's). */
  /** `seat` (issue 40): the next game of a game night, where this phone keeps its player's seat. */
  | { t: 'game'; doc: GameDoc; seat?: string }
  /** `by`, when sent, is one Origin per entry (who made it). */
  | { t: 'entries'; from: number; entries: Entry[]; by?: Origin[] }
  | { t: 'decided'; id: string; seq: number | null; reason?: string }
  | { t: 'peers'; host: HostInfo; peers: PeerInfo[] }
  /**
   * The answer to a guest's claim of a seat ("this is my phone", or the player in its hello):
   * `player` is the seat the host now records for it; `taken` is set when the claim was refused
   * because another phone holds that seat, with `asked` when the host's player is asked to give
   * it to this phone (issue 39).
   */
  | { t: 'seat'; player: string | null; taken?: { player: string; by: 'host' | 'phone'; asked?: true } }
  /** The host phone left live play (not a lost link): no point waiting for it to come back. */
  | { t: 'end' }
  /** The host closes this link, and why (a limit, or a hello that did not prove the phone). */
  | { t: 'dropped'; reason: string }
  /**
   * Issue 32: the face-down kinds of this phone's player that the host phone held (the forces were
   * built on it, passed around). Sent to that seat's phone only, once it holds the seat.
   */
  | { t: 'held'; gameId: string; tokens: HeldOpenings }
  /**
   * Issue 40: the answers the host collected for the step `key` from the players' own phones, by
   * question, sent to the phones with that step open and to the phone that answered.
   */
  | { t: 'answers'; key: string; answers: Record<string, AnswerValue> };

/** What a phone shows for a change that is not one of the open game's rules' commands (issue 31). */
export const NOT_THIS_GAMES =
  'This game’s rules do not know this change: it was made in another game, or the phones run different versions of Pitwall (update Pitwall on both).';

/**
 * A refusal in players' words: the reducers' "Unknown command "rw.endTurn"." names a command,
 * which no player should read (issue 31). Any other refusal is already in players' words.
 */
export function refusalWords(reason: string): string {
  return /^Unknown command\b/i.test(reason) ? NOT_THIS_GAMES : reason;
}

/** A compact fingerprint of a journal entry, to check that two journals agree at a point. */
export function entryKey(e: Entry): string {
  return JSON.stringify(e);
}

/** The fingerprint of the entry just below `head` (null for an empty journal). */
export function tipOf(journal: readonly Entry[], head = journal.length): string | null {
  const e = journal[head - 1];
  return e ? entryKey(e) : null;
}

const isTime = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x >= 0;
const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * A journal entry received from another phone, checked for shape and copied with only the
 * fields an entry has (the reducer checks the payload). Returns null for anything else.
 */
export function toEntry(x: unknown): Entry | null {
  if (!isObj(x)) return null;
  if (x.kind === 'do') {
    const c = x.command;
    if (!isObj(c) || typeof c.type !== 'string' || c.type.length === 0 || c.type.length > 64 || !isTime(c.at))
      return null;
    const command = { type: c.type, payload: c.payload, at: c.at };
    // Issue 40: the seat of the phone that made it for another player (the host checks it).
    if (x.by !== undefined && !isId(x.by)) return null;
    const entry: Extract<Entry, { kind: 'do' }> = { kind: 'do', command };
    if (x.by !== undefined) entry.by = x.by;
    // Issue 42: the dice it threw, kept when they have the shape (dropped otherwise, as restore() does).
    const thrown = readThrown(x.thrown);
    if (thrown) entry.thrown = thrown;
    return entry;
  }
  if ((x.kind === 'undo' || x.kind === 'redo') && isTime(x.at)) return { kind: x.kind, at: x.at };
  return null;
}

/** One Origin per entry, checked; null when absent or not that (the entries still count). */
function toOrigins(x: unknown, n: number): Origin[] | null {
  if (!Array.isArray(x) || x.length !== n) return null;
  const out: Origin[] = [];
  for (const o of x) {
    if (!isObj(o) || (o.player !== null && !isId(o.player)) || (o.host !== undefined && o.host !== true)) return null;
    out.push(o.host ? { player: o.player as string | null, host: true } : { player: o.player as string | null });
  }
  return out;
}

/** A journal length or index: a non-negative safe integer (the host also checks it against its journal). */
const isSeq = (x: unknown): x is number => Number.isSafeInteger(x) && (x as number) >= 0;
const isId = (x: unknown): x is string => typeof x === 'string' && x.length > 0 && x.length <= 80;
const SALT = /^[0-9a-f]{32}$/;
/** Openings as the host sent them, checked for shape (the reducer checks them against the commitments). */
function toHeld(x: unknown): HeldOpenings | null {
  if (!isObj(x)) return null;
  const entries = Object.entries(x);
  if (entries.length > LIVE_LIMITS.heldTokens) return null;
  const out: HeldOpenings = {};
  for (const [id, o] of entries) {
    if (!isId(id) || !isObj(o)) return null;
    const { kind, salt, playerId } = o;
    if (typeof kind !== 'string' || kind.length > 40 || typeof salt !== 'string' || !SALT.test(salt) || !isId(playerId))
      return null;
    out[id] = { kind, salt, playerId };
  }
  return out;
}

const isText = (x: unknown, max: number): x is string => typeof x === 'string' && x.length > 0 && x.length <= max;
const isKey = (x: unknown): x is string => isText(x, LIVE_LIMITS.rollingKey);

/** An Ask as another phone sent it, checked and copied; null when it is not one. */
function toAsk(x: unknown): Ask | null {
  if (!isObj(x) || !isKey(x.q) || !isId(x.player) || !isText(x.label, LIVE_LIMITS.askLabel)) return null;
  const head = { q: x.q, player: x.player, label: x.label, ...(x.done === true ? { done: true as const } : {}) };
  if (x.kind === 'dice') {
    const { count, sides } = x;
    const int = (n: unknown, lo: number, hi: number) =>
      Number.isSafeInteger(n) && (n as number) >= lo && (n as number) <= hi;
    return int(count, 1, LIVE_LIMITS.askDice) && int(sides, 2, 100)
      ? { ...head, kind: 'dice', count: count as number, sides: sides as number }
      : null;
  }
  if (x.kind !== 'choice' || !Array.isArray(x.options) || x.options.length > LIVE_LIMITS.askOptions) return null;
  const options: { value: string; label: string }[] = [];
  for (const o of x.options) {
    if (!isObj(o) || !isText(o.value, 80) || !isText(o.label, LIVE_LIMITS.askLabel)) return null;
    options.push({ value: o.value, label: o.label });
  }
  return { ...head, kind: 'choice', options };
}

/** An answer's value: faces (whole numbers) or a short text; undefined when it is not one. */
function toAnswerValue(x: unknown): AnswerValue | undefined {
  if (isText(x, 80)) return x;
  return Array.isArray(x) && x.length <= LIVE_LIMITS.askDice && x.every((f) => Number.isSafeInteger(f))
    ? (x as number[]).slice()
    : undefined;
}

/** Whether `value` answers `ask`: as many faces as its dice, each on the die; or one of its options. */
export function answers(ask: Ask, value: AnswerValue): boolean {
  if (ask.kind === 'choice') return typeof value === 'string' && ask.options.some((o) => o.value === value);
  return Array.isArray(value) && value.length === ask.count && value.every((f) => f >= 1 && f <= ask.sides);
}

/** A Rolling as another phone sent it (short texts only), or undefined when it is not one. */
function toRolling(x: unknown): Rolling | undefined {
  if (!isObj(x)) return undefined;
  const { key, title } = x;
  if (!isKey(key) || !isText(title, LIVE_LIMITS.rollingTitle)) return undefined;
  if (x.asks === undefined) return { key, title };
  if (!Array.isArray(x.asks) || x.asks.length > LIVE_LIMITS.asks) return undefined;
  const asks: Ask[] = [];
  for (const a of x.asks) {
    const ok = toAsk(a);
    if (!ok) return undefined;
    asks.push(ok);
  }
  return { key, title, asks };
}

export function toProposal(x: unknown): Proposal | null {
  if (!isObj(x) || !isId(x.id) || !isSeq(x.seen)) return null;
  const entry = toEntry(x.entry);
  if (!entry) return null;
  if (x.target !== undefined && !isSeq(x.target)) return null;
  return x.target === undefined
    ? { id: x.id, seen: x.seen, entry }
    : { id: x.id, seen: x.seen, entry, target: x.target };
}

/** A guest's message as received by the host, checked; null when it is not one. */
export function toGuestMsg(x: unknown): GuestMsg | null {
  if (!isObj(x)) return null;
  switch (x.t) {
    case 'hello': {
      if (!isId(x.peer) || !isSeq(x.head) || !Array.isArray(x.pending)) return null;
      if (x.player !== null && !isId(x.player)) return null;
      if (x.gameId !== null && !isId(x.gameId)) return null;
      if (x.tip !== null && typeof x.tip !== 'string') return null;
      if (x.secret !== undefined && !isId(x.secret)) return null;
      // The first ones of a long offline queue; the rest go with the next hello.
      const pending: Proposal[] = [];
      for (const p of x.pending.slice(0, LIVE_LIMITS.helloPending)) {
        const ok = toProposal(p);
        if (!ok) return null;
        pending.push(ok);
      }
      const hello: Extract<GuestMsg, { t: 'hello' }> = {
        t: 'hello',
        peer: x.peer,
        player: x.player as string | null,
        gameId: x.gameId as string | null,
        head: x.head,
        tip: x.tip as string | null,
        pending,
      };
      if (x.secret !== undefined) hello.secret = x.secret;
      return hello;
    }
    case 'propose': {
      const p = toProposal(x.p);
      if (!p || (x.gameId !== undefined && !isId(x.gameId))) return null;
      return x.gameId === undefined ? { t: 'propose', p } : { t: 'propose', p, gameId: x.gameId as string };
    }
    case 'player':
      return x.player === null || isId(x.player) ? { t: 'player', player: x.player as string | null } : null;
    case 'head':
      if (!isSeq(x.head) || (x.waiting !== undefined && !isSeq(x.waiting))) return null;
      return x.waiting
        ? { t: 'head', head: x.head, waiting: Math.min(x.waiting as number, 9999) }
        : { t: 'head', head: x.head };
    case 'resync':
      return isSeq(x.head) ? { t: x.t, head: x.head } : null;
    case 'bye':
      return { t: 'bye' };
    case 'rolling': {
      if (x.rolling === null) return { t: 'rolling', rolling: null };
      const rolling = toRolling(x.rolling);
      return rolling ? { t: 'rolling', rolling } : null;
    }
    case 'heldKept':
      return Array.isArray(x.ids) && x.ids.length <= LIVE_LIMITS.heldTokens && x.ids.every(isId)
        ? { t: 'heldKept', ids: x.ids as string[] }
        : null;
    case 'answer': {
      const value = toAnswerValue(x.value);
      return isKey(x.key) && isKey(x.q) && value !== undefined ? { t: 'answer', key: x.key, q: x.q, value } : null;
    }
    default:
      return null;
  }
}

/**
 * A host's message as received by a guest, checked for shape; null when it is not one. Entries
 * are copied through toEntry(); a whole game is checked later by the same door as an import.
 */
export function toHostMsg(x: unknown): HostMsg | null {
  if (!isObj(x)) return null;
  switch (x.t) {
    case 'game': {
      if (!isObj(x.doc) || !isId(x.doc.id) || !Array.isArray(x.doc.journal)) return null;
      const doc = x.doc as unknown as GameDoc;
      return isId(x.seat) ? { t: 'game', doc, seat: x.seat } : { t: 'game', doc };
    }
    case 'entries': {
      if (!isSeq(x.from) || !Array.isArray(x.entries)) return null;
      const entries: Entry[] = [];
      for (const e of x.entries) {
        const ok = toEntry(e);
        if (!ok) return null;
        entries.push(ok);
      }
      const by = toOrigins(x.by, entries.length);
      return by ? { t: 'entries', from: x.from, entries, by } : { t: 'entries', from: x.from, entries };
    }
    case 'decided':
      if (!isId(x.id) || (x.seq !== null && !isSeq(x.seq)) || (x.reason !== undefined && typeof x.reason !== 'string'))
        return null;
      return x.reason === undefined
        ? { t: 'decided', id: x.id, seq: x.seq as number | null }
        : { t: 'decided', id: x.id, seq: x.seq as number | null, reason: x.reason.slice(0, 500) };
    case 'peers': {
      const h = x.host;
      if (!isObj(h) || !isSeq(h.head) || (h.player !== null && !isId(h.player)) || !Array.isArray(x.peers)) return null;
      const peers: PeerInfo[] = [];
      for (const p of x.peers) {
        if (
          !isObj(p) ||
          !isId(p.peer) ||
          !isSeq(p.head) ||
          typeof p.connected !== 'boolean' ||
          (p.player !== null && !isId(p.player))
        )
          return null;
        if (p.left !== undefined && p.left !== true) return null;
        const info: PeerInfo = {
          peer: p.peer,
          player: p.player as string | null,
          head: p.head,
          connected: p.connected,
        };
        if (p.left) info.left = true;
        if (isSeq(p.waiting) && p.waiting > 0) info.waiting = p.waiting;
        const rolling = toRolling(p.rolling);
        if (rolling) info.rolling = rolling;
        peers.push(info);
      }
      const host: HostInfo = { player: h.player as string | null, head: h.head };
      const rolling = toRolling(h.rolling);
      if (rolling) host.rolling = rolling;
      return { t: 'peers', host, peers };
    }
    case 'end':
      return { t: 'end' };
    case 'dropped':
      return typeof x.reason === 'string' ? { t: 'dropped', reason: x.reason.slice(0, 500) } : null;
    case 'held': {
      const tokens = toHeld(x.tokens);
      return tokens && isId(x.gameId) ? { t: 'held', gameId: x.gameId, tokens } : null;
    }
    case 'answers': {
      if (!isKey(x.key) || !isObj(x.answers)) return null;
      const entries = Object.entries(x.answers);
      if (entries.length > LIVE_LIMITS.asks) return null;
      const out: Record<string, AnswerValue> = {};
      for (const [q, v] of entries) {
        const value = toAnswerValue(v);
        if (!isKey(q) || value === undefined || q === '__proto__') return null;
        out[q] = value;
      }
      return { t: 'answers', key: x.key, answers: out };
    }
    case 'seat': {
      if (x.player !== null && !isId(x.player)) return null;
      if (x.taken === undefined) return { t: 'seat', player: x.player as string | null };
      const k = x.taken;
      if (!isObj(k) || !isId(k.player) || (k.by !== 'host' && k.by !== 'phone')) return null;
      if (k.asked !== undefined && k.asked !== true) return null;
      const by: 'host' | 'phone' = k.by;
      const taken = k.asked ? { player: k.player, by, asked: true as const } : { player: k.player, by };
      return { t: 'seat', player: x.player as string | null, taken };
    }
    default:
      return null;
  }
}
