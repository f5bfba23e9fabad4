// Issue 14 §2: a live game on several phones, wired to the app. The protocol (who decides, in
// which order, what a reconnecting phone gets) is src/sync/live, pure and tested there; this
// file moves its messages over RtcLinks and applies its decisions to the live game through
// app-state's entry gate. Every phone keeps the whole game in its own IndexedDB: the saver
// writes every entry it applies, the host's and the guests' alike.
import { effect } from '@preact/signals';
import { commandActor, turnEndedFor } from '../../game/actor';
import { actsFor } from '../../game/acts-for';
import { describeCommand, makeReducer } from '../../game/game-reducer';
import { keepReadFields } from '../../game/read-fields';
import type { Entry, GameDoc } from '../../game/types';
import * as store from '../../persist/db';
import { hostPhones, keepHostPhones } from '../../persist/live-phones';
import type { HeldOpenings } from '../../rules/core/commitment';
import { shortRow } from '../../rules/core/log-row';
import type { Command } from '../../rules/core/model';
import {
  db,
  dropHeld,
  entryGate,
  heldOf,
  keepHeld,
  live,
  loadGame,
  refreshGames,
  showQueued,
  showToast,
  type Toast,
  toast,
  truthOf,
} from '../../state/app-state';
import { newId } from '../../state/ids';
import { navigate } from '../../state/router';
import { type GuestSaved, LiveGuest, type Made } from '../../sync/live/guest';
import type { HostEnv } from '../../sync/live/host';
import { hostSession, type HostSession as LiveSession } from '../../sync/live/host-session';
import { entryKey, type HostMsg, toHostMsg } from '../../sync/live/messages';
import { refusalAfterQueued } from '../../sync/live/queued';
import { decodeSignal } from '../../sync/live/sdp';
import { type SeatGame, seatRefusal } from '../../sync/live/seat-check';
import { heldSeats, type SeatRequest, seatRefusedWords } from '../../sync/live/seats';
import { resultMoved } from '../../sync/live/stale-result';
import { phoneOwner } from '../../sync/private-view';
import { lastTap, refuseHere, type Tap } from '../components/tap-note';
import { announceFromGuests, applyAnnounced, applyFromGuest } from './announce-incoming';
import { liveAsk } from './live-ask';
import { liveStatus, rememberHosting } from './live-status';
import { liveAnswers, rollingHere, seatOf, sendAnswer } from './rolling-here';
import { noWebRtc, RtcLink } from './rtc-link';

const randomId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(6)), (b) => b.toString(16).padStart(2, '0')).join('');

function journal(gameId: string | null): readonly Entry[] {
  const l = live.value;
  return l && l.doc.id === gameId ? truthOf(l).entries : [];
}

// "This is my phone" is asked once per game on a phone: the answer is remembered for next time.
const ownerKey = (gameId: string) => `pitwall-live-owner:${gameId}`;
function rememberOwner(gameId: string | null, player: string | null): void {
  if (!gameId) return;
  try {
    localStorage.setItem(ownerKey(gameId), JSON.stringify(player));
  } catch {
    /* not remembered: asked again next time */
  }
}
/** Asks again next time (the host refused the remembered seat: another phone holds it). */
function forgetOwner(gameId: string | null): void {
  if (!gameId) return;
  try {
    localStorage.removeItem(ownerKey(gameId));
  } catch {
    /* nothing remembered */
  }
}
/** The player this phone said it belongs to in `gameId` (null: nobody's), or undefined if never asked. */
export function rememberedOwner(gameId: string | null): string | null | undefined {
  if (!gameId) return undefined;
  try {
    const raw = localStorage.getItem(ownerKey(gameId));
    const v = raw === null ? undefined : (JSON.parse(raw) as unknown);
    return v === null || typeof v === 'string' ? v : undefined;
  } catch {
    return undefined;
  }
}

// ---- host -------------------------------------------------------------------------------------

interface HostSession {
  kind: 'host';
  gameId: string;
  /** Issue 40: the next game of the night, made on this phone and not open yet: hosted once it is. */
  next: string | null;
  /** The host's live session (src/sync/live/host-session.ts): every frame in and out goes through it. */
  live: LiveSession;
  /** The RTC link under each of its link names. */
  links: Map<string, RtcLink>;
  /** Settles once the phones kept before a reload are back (issue 39): no link opens before. */
  ready: Promise<void>;
}

interface GuestSession {
  kind: 'guest';
  guest: LiveGuest;
  link: RtcLink | null;
  /** Host messages are handled one after another (taking a whole game is asynchronous). */
  chain: Promise<void>;
}

let session: HostSession | GuestSession | null = null;
let unwatch: (() => void) | null = null;

/** Issue 40: this phone's seat, recorded on a step it makes for another player ("Ann, for Cy"). */
function makerOf(c: Command): string | undefined {
  const me = phoneOwner.value;
  const acting = me ? seatInOpenGame(c) : null;
  return me && acting !== null && acting !== me ? me : undefined;
}

/** Whose seat may make `c` in the open game (the host's check, LiveHost.seatRefusal), for the sheets. */

/**
 * What the seat check (sync/live/seat-check.ts) reads of game `gameId` while it is the open one:
 * the host's HostEnv and a guest's check before it proposes ask the same questions (issue 40).
 */
function seatGame(gameId: () => string | null): SeatGame {
  const open = () => {
    const g = live.value;
    return g && g.doc.id === gameId() ? g : null;
  };
  return {
    // Issue 31: a seat acts for its own player; the rules say whose each command is (issue 39:
    // every subject its type declares, game/acts-for.ts).
    actsFor: (c) => {
      const g = open();
      return g ? actsFor(g.system, c, g.doc.setup, g.timeline.state) : { players: [], undeclared: [] };
    },
    historyPlayer: (kind) => {
      const g = open();
      if (!g) return null;
      // What this phone shows (a guest's waiting changes on top): they reach the host first.
      const t = g.timeline;
      const c = kind === 'undo' ? t.undoTarget : t.redoTarget;
      const before = kind === 'undo' && c ? t.beforeOf(c) : t.state;
      return c ? (commandActor(g.system, c, g.doc.setup, before)?.playerId ?? null) : null;
    },
    playerName: (id) => open()?.doc.setup.players.find((p) => p.id === id)?.name ?? 'another player',
  };
}

/**
 * Whose seat may make `c` in the open game, for the sheets: another seat's when it acts for one
 * (every subject, issue 40: not only the first), else this phone's own or the table's (null).
 */
function seatInOpenGame(c: Command): string | null {
  const g = live.value;
  if (!g) return null;
  const players = actsFor(g.system, c, g.doc.setup, g.timeline.state).players;
  const me = liveStatus.value?.me ?? null;
  return players.find((p) => p !== me) ?? players[0] ?? null;
}

// Issue 31, a raced roll: the guided roll open on this phone goes to the others (the host puts it
// in every 'peers' list; a guest sends it to the host, and again when its link opens).
effect(() => {
  const r = rollingHere.value;
  const s = session;
  if (!s) return;
  if (s.kind === 'host') {
    s.live.rolling(r);
    hostStatus(s);
  } else if (s.guest.view.connected) s.link?.send({ t: 'rolling', rolling: r });
});

/**
 * Live play is about one game: opening another one on this phone ends it (the table screen asks
 * first). The table screen's Back keeps a live game open (issue 31): the host keeps taking the
 * guests' changes while its player looks at the games list, the rules or the settings. A host
 * whose game is closed all the same ends it (its journal is the truth only while it is open); a
 * guest keeps its session and takes the host's entries into its stored copy.
 */
function watchGame(gameId: () => string | null, host: boolean): void {
  unwatch?.();
  unwatch = effect(() => {
    const l = live.value;
    const id = gameId();
    if ((l && id && l.doc.id !== id) || (host && !l)) queueMicrotask(stopLive);
  });
}

/**
 * Issue 40: the host's live play follows its next game. Made on this phone while hosting (New game,
 * "Next game"), it is hosted as soon as it is open here: the phones, seats and secrets carry over and
 * every connected phone is sent it. Until then the game it hosts stays open; any other game ends it.
 */
function watchHost(s: HostSession): void {
  unwatch?.();
  unwatch = effect(() => {
    const id = live.value?.doc.id;
    if (id !== undefined && id === s.next) queueMicrotask(() => nextHosted(s, id));
    else if (id !== s.gameId) queueMicrotask(stopLive);
  });
}

function nextHosted(s: HostSession, id: string): void {
  if (session !== s || s.next !== id || live.value?.doc.id !== id) return;
  s.gameId = id;
  s.next = null;
  s.live.next(hostEnv(id));
  const me = s.live.host.player;
  rememberOwner(id, me);
  rememberHosting(id);
  phoneOwner.value = me;
  if (db.value) void keepHostPhones(db.value, id, s.live.host.phones()).catch(() => undefined);
  hostStatus(s);
}

/**
 * Issue 40: the game `id` just made on this hosting phone is the night's next game: the table opens
 * it, and live play moves to it with every phone (not ended, as opening another game would).
 */
export function hostNextGame(id: string): void {
  const s = session;
  if (s?.kind !== 'host') return;
  s.next = id;
  hostStatus(s);
}

/** Issue 40: the answers relayed for a step, when they differ from what the sheets have. */
function showAnswers(a: { key: string; answers: Record<string, unknown> } | null): void {
  const next = a && Object.keys(a.answers).length ? a : null;
  if (JSON.stringify(next) !== JSON.stringify(liveAnswers.value)) liveAnswers.value = next as typeof liveAnswers.value;
}

function hostStatus(s: HostSession): void {
  if (session !== s) return;
  const st = s.live.status();
  showAnswers(s.live.host.rolling ? { key: s.live.host.rolling.key, answers: st.answers } : null);
  liveStatus.value = {
    role: 'host',
    self: null,
    asked: true,
    gameId: s.next ?? s.gameId,
    me: st.player,
    link: st.connected ? 'open' : 'none',
    host: { player: st.player, head: st.head },
    peers: st.peers,
    head: st.head,
    resyncing: false,
    broken: null,
    pending: [],
    heldElsewhere: 0,
    held: [],
    seatRefused: null,
    ended: false,
    droppedPhones: st.droppedPhones,
    seatRequests: st.requests,
  };
}

/**
 * Issue 40: on the host phone, ending the turn of a player whose own phone is in live play, or
 * undoing their step, is asked once first (live-ask.tsx). Returns null (held for the answer), or
 * undefined to let the entry apply at once.
 */
function hostAsk(s: HostSession, entry: Entry): null | undefined {
  const g = live.value;
  if (session !== s || g?.doc.id !== s.gameId) return undefined;
  const st = s.live.status();
  const theirs = (p: string | null): p is string =>
    p !== null && p !== st.player && st.peers.some((x) => x.player === p && !x.left);
  const name = (p: string) => g.doc.setup.players.find((x) => x.id === p)?.name ?? 'another player';
  if (entry.kind === 'do') {
    const p = turnEndedFor(g.system, entry.command, g.doc.setup, g.timeline.state);
    if (!theirs(p)) return undefined;
    const n = name(p);
    liveAsk.value = { question: `End ${n}’s turn?`, note: `${n}’s phone can end it too.`, confirm: 'End it', entry };
    return null;
  }
  const c = entry.kind === 'undo' ? g.timeline.undoTarget : undefined;
  const before = c ? g.timeline.beforeOf(c) : null;
  const p = c ? (commandActor(g.system, c, g.doc.setup, before)?.playerId ?? null) : null;
  if (!c || !theirs(p)) return undefined;
  const row = describeCommand(g.system, c, g.doc.setup, before);
  const n = name(p);
  liveAsk.value = {
    question: `Undo ${n}’s step (${shortRow(row)})?`,
    note: `${n}’s phone can undo it too.`,
    confirm: 'Undo it',
    entry,
    done: `Undone: ${row}`,
  };
  return null;
}

let linkCount = 0;

/** The host's view of the game `gameId` while it is the open game (issue 40: one per game of the night). */
function hostEnv(gameId: string): HostEnv {
  return {
    gameId,
    journal: () => journal(gameId),
    apply: (e) => (live.value?.doc.id === gameId ? applyFromGuest(e) : 'The host closed the game.'),
    moved: (e, seen) => {
      const g = live.value;
      return (
        g?.doc.id === gameId &&
        resultMoved({ system: g.system, setup: g.doc.setup, timeline: g.timeline }, e.command, seen)
      );
    },
    doc: (): GameDoc => {
      const g = live.value as NonNullable<typeof live.value>;
      return { ...g.doc, updatedAt: Date.now(), journal: g.timeline.entries.slice() };
    },
    // The seat check's questions, asked of this game (seatGame).
    ...seatGame(() => gameId),
    isPlayer: (id) => live.value?.doc.id === gameId && live.value.doc.setup.players.some((p) => p.id === id),
    // Issue 32: a seat's face-down kinds go to its own phone, and are forgotten here once kept there.
    heldFor: (player) => (live.value?.doc.id === gameId ? heldOf(player) : {}),
    dropHeld: (player, ids) => {
      if (live.value?.doc.id === gameId) void dropHeld(gameId, player, ids);
    },
    // Issue 31: only what the rules read is recorded and sent on.
    trim: (c) => {
      const g = live.value;
      return g?.doc.id === gameId ? keepReadFields(g.system, g.doc.setup, g.timeline.state, c) : c;
    },
  };
}

/** Starts hosting the open game; `me` is the player whose phone this is. */
export function startHost(me: string | null): void {
  const l = live.value;
  if (!l) return;
  stopLive();
  const gameId = l.doc.id;
  const links = new Map<string, RtcLink>();
  const env = hostEnv(gameId);
  const s: HostSession = {
    kind: 'host',
    gameId,
    next: null,
    links,
    ready: Promise.resolve(),
    live: hostSession(
      env,
      {
        send: (name, frame) => links.get(name)?.sendFrame(frame),
        close: (name) => {
          links.get(name)?.closeSoon();
          links.delete(name);
        },
        // Issue 39: a reload of this page changes nothing for the guests (restored below).
        keep: (phones) => {
          if (db.value) void keepHostPhones(db.value, s.gameId, phones).catch(() => undefined);
        },
      },
      {
        now: Date.now,
        later: (ms, fn) => {
          const t = setTimeout(fn, ms);
          return () => clearTimeout(t);
        },
      },
    ),
  };
  s.live.host.player = me;
  const handle = db.value;
  if (handle)
    s.ready = hostPhones(handle, gameId).then(
      (saved) => {
        if (session !== s) return;
        s.live.restore(saved);
        hostStatus(s);
      },
      () => undefined,
    );
  seatOf.value = seatInOpenGame;
  entryGate.by = makerOf;
  entryGate.take = (entry) => hostAsk(s, entry);
  sendAnswer.value = (key, q, value) => {
    if (session !== s) return;
    s.live.give(key, q, value);
    hostStatus(s);
  };
  rememberOwner(gameId, me);
  rememberHosting(gameId);
  session = s;
  watchHost(s);
  phoneOwner.value = me;
  // Every change on this phone (a tap here, a guest's accepted proposal) goes to every guest.
  entryGate.changed = () => {
    if (session !== s) return;
    s.live.changed();
    hostStatus(s);
  };
  hostStatus(s);
}

/** A new link for one more phone (or a phone coming back): its offer line for the QR code. */
export async function hostOffer(): Promise<{
  line: string;
  accept: (answer: string) => Promise<string | null>;
  cancel: () => void;
  joined: Promise<void>;
  /** Settles when this link closes before any phone spoke on it (issue 31: "try again for Bo"). */
  failed: Promise<void>;
}> {
  const s = session;
  if (s?.kind !== 'host') throw new Error('Not hosting.');
  const missing = noWebRtc();
  if (missing) throw new Error(missing);
  await s.ready;
  if (session !== s) throw new Error('Not hosting.');
  const link = new RtcLink();
  const name = `link-${++linkCount}`;
  s.live.open(name);
  s.links.set(name, link);
  let joinedNow: () => void = () => undefined;
  const joined = new Promise<void>((done) => {
    joinedNow = done;
  });
  let failedNow: () => void = () => undefined;
  const failed = new Promise<void>((done) => {
    failedNow = done;
  });
  // Every frame goes through the host's session: its bounded inbox for this link (reassembly,
  // parsing), then LiveHost, which binds this link to the phone of its first hello (issue 31).
  link.onFrame = (frame) => {
    if (session !== s || s.links.get(name) !== link) return;
    s.live.frame(name, frame);
    if (s.live.peerOf(name) !== null) joinedNow();
    hostStatus(s);
    announceFromGuests((i) => s.live.host.originOf(i));
  };
  link.onState = (st) => {
    if (session !== s) return;
    if (st === 'closed' && s.live.peerOf(name) === null) failedNow();
    if (st === 'closed' && s.links.get(name) === link) {
      s.links.delete(name);
      s.live.closed(name);
    }
    hostStatus(s);
  };
  const line = await link.offer();
  return {
    line,
    accept: (answer) => link.accept(answer),
    cancel: () => {
      if (s.live.peerOf(name) !== null) return;
      s.links.delete(name);
      s.live.closed(name);
      link.close();
    },
    joined,
    failed,
  };
}

// ---- guest ------------------------------------------------------------------------------------

// A guest's identity and undecided changes outlive a reload of its page (a phone that ran out of
// memory, a tap on the browser's reload): joining the same game again resumes them.
const SAVED_KEY = 'pitwall-live-guest';
function saveGuest(g: LiveGuest | null): void {
  try {
    if (g) localStorage.setItem(SAVED_KEY, JSON.stringify(g.saved()));
    else localStorage.removeItem(SAVED_KEY);
  } catch {
    /* storage refused: the session still works, only not across a reload */
  }
}
function savedGuest(gameId: string | null): GuestSaved | null {
  try {
    const raw = JSON.parse(localStorage.getItem(SAVED_KEY) ?? 'null') as GuestSaved | null;
    return raw && raw.gameId === gameId && typeof raw.peer === 'string' && Array.isArray(raw.pending) ? raw : null;
  } catch {
    return null;
  }
}

/** Issue 40: the tap each waiting proposal was made by, and how many refusals the host sent (e2e). */
const tapOf = new Map<string, Tap | null>();
let refusedCount = 0;

function guestStatus(s: GuestSession): void {
  const g = s.guest;
  // Issue 40: what the host refused shows once, next to the tap when it was a moment ago, else as
  // one toast; nothing waits for an OK, and the same words again replace, never stack.
  const why = [...new Set(g.refused.map((r) => `The host refused “${entryText(r.p.entry)}”: ${r.reason}`))];
  const last = g.refused[g.refused.length - 1];
  if (last) refuseHere(why.join(' · '), tapOf.get(last.p.id) ?? null, 4000);
  refusedCount += g.refused.length;
  for (const r of g.refused) {
    g.dismiss(r.p.id);
    tapOf.delete(r.p.id);
  }
  saveGuest(g);
  if (live.value?.doc.id === g.gameId) showQueued(g.unconfirmed());
  showAnswers(g.view.answers);
  liveStatus.value = {
    role: 'guest',
    self: g.peer,
    asked: g.asked,
    gameId: g.gameId,
    me: g.player,
    link: s.link?.state ?? 'none',
    host: g.view.host,
    peers: g.view.peers,
    head: journal(g.gameId).length,
    resyncing: g.view.resyncing,
    broken: g.view.broken,
    pending: g.pending.map((p) => p.entry),
    heldElsewhere: g.heldCount(),
    held: g.heldList().map((h) => ({ id: h.id, gameId: h.gameId, what: g.labels.get(h.id) ?? 'a change' })),
    seatRefused: g.view.seatRefused,
    ended: g.view.ended,
    droppedPhones: [],
    seatRequests: [],
  };
}

/** Makes the host's whole game this phone's copy (same id), checked by the same door as an import. */
async function takeGame(doc: GameDoc): Promise<string | null> {
  const { openGame } = await import('../../game/open-game');
  const opened = await openGame(doc);
  if (!opened.ok) {
    const { DOORS, refusalWords } = await import('../../game/import-words');
    return refusalWords(opened, DOORS.live);
  }
  const handle = db.value;
  if (!handle) return 'This phone cannot store games right now, so the host’s game cannot be kept here.';
  const l = live.value;
  if (l?.doc.id === doc.id) await l.saver.flush();
  const existing = await store.getGame(handle, doc.id).catch(() => undefined);
  if (existing) {
    const mine = store.toDoc(existing.row, existing.entries);
    const prefix =
      mine.journal.length <= doc.journal.length &&
      mine.journal.every((e, i) => entryKey(e) === entryKey(doc.journal[i] as Entry));
    if (!prefix && existing.row.deletedAt === undefined) {
      // This phone played its copy on its own: kept as a copy, never overwritten.
      const now = Date.now();
      await store.putGame(handle, {
        ...mine,
        id: newId(),
        name: `${mine.name} (this phone’s copy)`.slice(0, 60),
        createdAt: now,
        updatedAt: now,
      });
    }
    // The old copy's records (its log may be folded into pages) go before the host's are written;
    // the same purge as at start-up, which only takes deletions more than a minute old.
    await store.patchGame(handle, doc.id, { deletedAt: Date.now() - 120_000 });
    await store.purgeDeleted(handle, Date.now() - 60_000);
  }
  await store.putGame(handle, { ...opened.game.doc, journal: opened.game.timeline.entries.slice() });
  await refreshGames();
  await loadGame(doc.id, true);
  return null;
}

function guestEnv(s: () => GuestSession) {
  return {
    journal: () => journal(s().guest.gameId),
    append: (entries: Entry[], made: Made[]) => applyAnnounced(entries, made),
    replace: () => undefined, // done by takeGame() before the message reaches the guest
    // Issue 32: this seat's face-down kinds, handed over by the host phone the forces were built on.
    keepHeld: (gameId: string, tokens: HeldOpenings) => void keepHeld(gameId, tokens),
  };
}

/**
 * Issue 31: the host sent a game; another game than this phone's holds back the changes queued
 * for the old one (they go only to that game's host) and asks again whose phone this is.
 */
function enterGame(g: LiveGuest, gameId: string): void {
  if (g.gameId !== null && g.gameId !== gameId) phoneOwner.value = null;
  g.enter(gameId);
}

function onHostMessage(s: GuestSession, m: HostMsg): Promise<void> {
  const run = async () => {
    if (session !== s) return;
    const g = s.guest;
    if (m.t === 'game') {
      enterGame(g, m.doc.id); // before the load, so that opening it does not end the session
      g.view.resyncing = true;
      guestStatus(s);
      const err = await takeGame(m.doc);
      if (session !== s) return;
      if (err) {
        g.view.broken = err;
        return guestStatus(s);
      }
      navigate({ name: 'game', id: m.doc.id });
      const known = rememberedOwner(m.doc.id);
      if (!g.asked && known !== undefined) {
        // Claimed again below; the host confirms the seat before its hidden tokens open here.
        g.player = known;
        g.asked = true;
        phoneOwner.value = null;
      }
    } else if (g.gameId && live.value?.doc.id !== g.gameId) {
      await loadGame(g.gameId); // the table was left: entries still go into this phone's copy
    }
    // A phone's seat is claimed before the changes it queued for this game go out (issue 31: the
    // host checks each against the seat of the phone that sent it).
    if (m.t === 'game' && g.player) s.link?.send({ t: 'player', player: g.player });
    for (const reply of g.receive(m)) s.link?.send(reply);
    if (m.t === 'game' && m.seat !== undefined) {
      // Issue 40: the host's next game, where this phone keeps its player (not asked again).
      rememberOwner(g.gameId, g.player);
      phoneOwner.value = g.player;
    }
    if (m.t === 'seat') {
      // The host's word on this phone's seat: a refused one never opens that player's tokens here.
      if (g.view.seatRefused) forgetOwner(g.gameId);
      else if (g.view.seatConfirmed) rememberOwner(g.gameId, g.player);
      phoneOwner.value = g.view.seatRefused || g.view.seatConfirmed ? g.player : phoneOwner.value;
    }
    guestStatus(s);
  };
  s.chain = s.chain.then(run, run);
  return s.chain;
}

/** The last "link lost / host left" notice: stale once the link is up again (it hid the seat picker). */
let linkToast: Toast | null = null;
function clearLinkToast(): void {
  if (linkToast && toast.value === linkToast) toast.value = null;
  linkToast = null;
}

/**
 * Issue 31: a change this phone made offline is not on its screen until the host takes it; a tap
 * that the rules refuse after it (the same "Move ends" again) is refused here, not queued twice.
 */
function queuedRefusal(gs: GuestSession, command: Command): string | null {
  const l = live.value;
  const queued = gs.guest.unconfirmed();
  if (!l || !queued.length) return null;
  const why = refusalAfterQueued(makeReducer(l.system, l.doc.setup), truthOf(l).state, queued, command);
  if (why === null) return null;
  const last = queued[queued.length - 1] as Entry;
  const what = last.kind === 'do' ? describeCommand(l.system, last.command, l.doc.setup, null) : 'an undo or redo';
  return `Waiting to send (not confirmed yet): ${what}. After it, this cannot be done: ${why}`;
}

/**
 * What the host phone taps to show a code for this phone. A phone coming back (its session is
 * still here): the host is live already, and "Host live" is no longer in its Game options.
 */
export function hostStep(reconnect: boolean): string {
  return reconnect
    ? 'On the host phone: tap “Add a phone” at the top of its table (under “Live: this phone hosts”).'
    : 'On the host phone: Game options → “Host live on several phones”. If it already hosts: “Add a phone” at the top of its table.';
}

/**
 * Joins from the host's offer line. The guest keeps its identity and its waiting changes across
 * links: joining again after a drop resumes the same session.
 */
export async function joinLive(offer: string): Promise<{ ok: true; line: string } | { ok: false; error: string }> {
  const missing = noWebRtc();
  if (missing) return { ok: false, error: missing };
  const info = decodeSignal(offer);
  if (!info)
    return {
      ok: false,
      error: `That is not a Pitwall live code. ${hostStep(session?.kind === 'guest' && !session.guest.view.ended)}`,
    };
  if (info.kind !== 'offer')
    return { ok: false, error: 'That is a joining phone’s code: scan the code on the host phone.' };
  let s = session;
  if (s?.kind !== 'guest') {
    stopLive();
    const gameId = live.value?.doc.id ?? null;
    const created: GuestSession = {
      kind: 'guest',
      guest: null as unknown as LiveGuest,
      link: null,
      chain: Promise.resolve(),
    };
    const saved = savedGuest(gameId);
    const known = rememberedOwner(gameId);
    created.guest = saved
      ? LiveGuest.resume(
          saved,
          guestEnv(() => created),
        )
      : new LiveGuest(
          randomId(),
          known ?? null,
          gameId,
          guestEnv(() => created),
        );
    created.guest.asked = saved !== null || known !== undefined;
    s = created;
    session = s;
    watchGame(() => created.guest.gameId, false);
    phoneOwner.value = created.guest.player;
    seatOf.value = seatInOpenGame;
    entryGate.by = makerOf;
    sendAnswer.value = (key, q, value) => {
      if (session === created && created.guest.view.connected) created.link?.send({ t: 'answer', key, q, value });
    };
    const gs = s;
    entryGate.take = (entry) => {
      if (session !== gs || live.value?.doc.id !== gs.guest.gameId) return undefined;
      // Issue 40: the host's own seat check, run here first: another seat's step is not sent, not
      // applied, and the refusal shows where the finger is ('' tells the caller it is shown).
      const notMine = seatRefusal(
        gs.guest.player,
        entry,
        seatGame(() => gs.guest.gameId),
      );
      if (notMine) {
        refuseHere(notMine);
        return '';
      }
      if (entry.kind === 'do') {
        // The same rules answer at once on this phone; the host checks again against the truth.
        const afterWaiting = queuedRefusal(gs, entry.command);
        if (afterWaiting) return afterWaiting;
        try {
          live.value.timeline.preview(entry.command);
        } catch (e) {
          return e instanceof Error ? e.message : String(e);
        }
      }
      // Issue 40: its words now, while its game's rules are here (it may wait for another game).
      const label =
        entry.kind === 'do'
          ? describeCommand(live.value.system, entry.command, live.value.doc.setup, truthOf(live.value).state)
          : entry.kind === 'undo'
            ? 'Undo'
            : 'Redo';
      const { p, send } = gs.guest.propose(entry, label);
      // The tap that made it: the host's answer, if it is a refusal, shows there while recent.
      tapOf.set(p.id, lastTap());
      if (tapOf.size > 64) tapOf.delete(tapOf.keys().next().value as string);
      if (send) gs.link?.send(send);
      else {
        // Stale once the link is up again (cleared then, as the link-lost notice is).
        linkToast = {
          message: `Not connected to the host: this change shows here, not confirmed yet, and waits (${gs.guest.pending.length} waiting). Reconnect at the top of the table.`,
        };
        showToast(linkToast);
      }
      guestStatus(gs);
      return null;
    };
  }
  const gs = s;
  const old = gs.link;
  gs.link = null; // first, so that closing the old link is not reported as a loss
  old?.close();
  const link = new RtcLink();
  gs.link = link;
  link.onMessage = (raw) => {
    const m = toHostMsg(raw);
    if (m && session === gs && gs.link === link) void onHostMessage(gs, m);
  };
  link.onState = (st) => {
    if (session !== gs || gs.link !== link) return;
    if (st === 'open') {
      link.send(gs.guest.connected());
      if (rollingHere.value) link.send({ t: 'rolling', rolling: rollingHere.value });
      clearLinkToast();
    }
    if (st === 'closed') {
      gs.guest.dropped();
      linkToast = {
        message: gs.guest.view.ended
          ? `The host phone left live play. This phone keeps the game as it is. To play on together: ${hostStep(false)}`
          : gs.guest.view.dropped
            ? `The host phone dropped this phone: ${gs.guest.view.dropped} This phone keeps the game.`
            : 'The live link to the host is lost. This phone keeps the game; Reconnect at the top of the table.',
      };
      showToast(linkToast);
    }
    guestStatus(gs);
  };
  const answered = await link.answer(offer);
  guestStatus(gs);
  return answered;
}

/**
 * "This is my phone": the player this guest (or host) belongs to. A seat another phone holds is
 * refused here (the picker shows it as taken), and again by the host, which has the last word: a
 * connected guest opens the player's hidden tokens only once the host has confirmed the seat.
 */
export function claimPhone(player: string | null, ask = false): void {
  const s = session;
  const playerName = (id: string) => live.value?.doc.setup.players.find((p) => p.id === id)?.name ?? 'That player';
  if (s?.kind === 'guest') {
    const g = s.guest;
    const holder =
      player === null
        ? undefined
        : heldSeats(g.view.host?.player, g.view.peers, { role: 'guest', peer: g.peer }).get(player);
    // Issue 39: a seat another guest phone holds is asked for: the host's player decides.
    if (player !== null && holder && !(ask && holder.by === 'phone')) {
      g.view.seatRefused = { player, by: holder.by };
      g.asked = false;
      guestStatus(s);
      return;
    }
    const send = g.claim(player);
    if (send) s.link?.send(send);
    // Offline, the claim is checked by the host on the next hello (and undone if refused).
    phoneOwner.value = send && player !== null ? null : player;
    if (!send || player === null) rememberOwner(g.gameId, player);
    guestStatus(s);
  } else if (s?.kind === 'host') {
    const holder = s.live.claim(player);
    if (player !== null && holder) return void showToast({ message: seatRefusedWords(playerName(player), holder) });
    phoneOwner.value = player;
    rememberOwner(s.gameId, player);
    hostStatus(s);
  } else {
    phoneOwner.value = player;
  }
}

/** Issue 39: the host's player answers a phone asking for a seat another phone holds. */
export function answerSeat(r: SeatRequest, give: boolean): void {
  const s = session;
  if (s?.kind !== 'host') return;
  s.live.answer(r, give);
  hostStatus(s);
}

/** Issue 40: the player discards a change held for another game (after a confirm). */
export function discardHeld(id: string): void {
  const s = session;
  if (s?.kind !== 'guest' || !s.guest.discardHeld(id)) return;
  if (s.guest.view.connected) s.link?.send(s.guest.head());
  guestStatus(s);
}

/** A waiting or refused change in the players' words. */
export function entryText(e: Entry): string {
  const l = live.value;
  if (e.kind !== 'do') return e.kind === 'undo' ? 'Undo' : 'Redo';
  const text = l ? describeCommand(l.system, e.command, l.doc.setup, l.timeline.beforeOf(e.command)) : null;
  // A command this game's rules cannot describe is never shown by its name (issue 31).
  return text === null || text.includes(e.command.type) ? 'a change this game’s rules do not know' : text;
}

/** Ends live play on this phone; its copy of the game stays as it is. */
export function stopLive(): void {
  const s = session;
  session = null;
  unwatch?.();
  unwatch = null;
  entryGate.take = undefined;
  entryGate.changed = undefined;
  entryGate.by = undefined;
  liveAsk.value = null;
  phoneOwner.value = undefined;
  seatOf.value = null;
  sendAnswer.value = null;
  liveAnswers.value = null;
  liveStatus.value = null;
  if (s?.kind === 'guest') {
    saveGuest(null);
    showQueued([]); // its waiting changes are dropped: the journal alone again
  }
  if (s?.kind === 'host') {
    rememberHosting(null);
    if (db.value) void keepHostPhones(db.value, null).catch(() => undefined);
  }
  // Every guest learns the host left (not a lost link it should wait for).
  if (s?.kind === 'host') s.live.end();
  if (s?.kind === 'guest' && s.link) {
    // "Leave live", not a lost link: the host shows "left" and frees this phone's seat.
    s.link.send({ t: 'bye' });
    s.link.closeSoon();
  }
}

declare global {
  interface Window {
    /** e2e hooks: cut this phone's link as a walk out of Wi-Fi range would, and read the traffic. */
    __pitwallLive?: { drop: () => void; bytes: () => { out: number; in: number }; refused: () => number };
  }
}
window.__pitwallLive = {
  drop: () => {
    const s = session;
    if (s?.kind === 'guest') s.link?.close();
    if (s?.kind === 'host') for (const l of s.links.values()) l.close();
  },
  bytes: () => ({ ...RtcLink.total }),
  refused: () => refusedCount,
};
