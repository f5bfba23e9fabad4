// A Road Wolf live host and the phones talking to it, driven the way the data channel feeds the
// host: frames per link into the app's own HostSession (issue 39: its HostInbox per link, LiveHost,
// the peers throttle on a fake clock), frames out per link read back as each phone would, with the
// real reducer behind it: the harness of issue 31's attack tests and its fast-check property.
import { commandActor } from '../../../src/game/actor';
import { actsFor } from '../../../src/game/acts-for';
import { initialState, makeReducer } from '../../../src/game/game-reducer';
import { keepReadFields } from '../../../src/game/read-fields';
import { seal } from '../../../src/game/seal';
import { Timeline } from '../../../src/game/timeline';
import type { Entry, GameDoc, GameState } from '../../../src/game/types';
import type { HeldOpenings } from '../../../src/rules/core/commitment';
import type { Command } from '../../../src/rules/core/model';
import roadWolf from '../../../src/rules/road-wolf';
import type { RwState } from '../../../src/rules/road-wolf/model';
import { toFrames, Unframer } from '../../../src/sync/live/frames';
import { type GuestEnv, LiveGuest } from '../../../src/sync/live/guest';
import type { HostEnv, Out } from '../../../src/sync/live/host';
import { type HostClock, type HostSession, hostSession } from '../../../src/sync/live/host-session';
import type { HostMsg, Rolling } from '../../../src/sync/live/messages';
import type { SeatRequest } from '../../../src/sync/live/seats';
import fixture from '../../fixtures/road-wolf-v1.json';

export const game = fixture as unknown as GameDoc;
export const setup = game.setup;
export const reduce = makeReducer(roadWolf, setup);
export const init = () => initialState(roadWolf, setup);
/** The fixture up to its first rw.buy: force building, nothing bought yet. */
export const START = game.journal.slice(0, 1);
export const fixtureBuy = game.journal[1] as Extract<Entry, { kind: 'do' }>;

export function tryPush(t: Timeline<GameState>, e: Entry): string | null {
  try {
    t.push(e);
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
}

let clock = 1_800_000_000_000;
/** A new, later time for an entry. */
export const nextAt = (): number => ++clock;
export const doStep = (type: string, payload: unknown): Entry => ({
  kind: 'do',
  command: { type, payload, at: nextAt() },
});

/** A clock the test moves by hand: `tick(ms)` runs the calls that fall due on the way. */
export function fakeClock() {
  let now = 0;
  let timers: { at: number; fn: () => void }[] = [];
  const clock: HostClock = {
    now: () => now,
    later: (ms, fn) => {
      const t = { at: now + ms, fn };
      timers.push(t);
      return () => {
        timers = timers.filter((x) => x !== t);
      };
    },
  };
  const tick = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const due = timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      timers = timers.filter((t) => t !== due);
      now = due.at;
      due.fn();
    }
    now = end;
  };
  return { clock, tick, pending: () => timers.length };
}

/**
 * A Road Wolf host and the phones talking to it. With `seatCheck`, the host checks seats as the
 * app's session does: the rules say whose each command is (src/game/actor.ts).
 */
export function table(opts: { seatCheck?: boolean; start?: readonly Entry[]; env?: Partial<HostEnv> } = {}) {
  const hostT = Timeline.load(reduce, init(), opts.start ?? START);
  /** The game the host hosts now (issue 40: the next game of the night replaces it). */
  const cur = { id: game.id, t: hostT };
  const { clock, tick } = fakeClock();
  /** Everything each link was sent, as the phone on it would read it. */
  const got = new Map<string, HostMsg[]>();
  /** What the host sent during the current call, as {to, msg}. */
  let sent: Out[] = [];
  const unframers = new Map<string, Unframer>();
  const closedLinks = new Set<string>();
  /** The host's env for the game `id` on timeline `t` with `players` (the app's, per game). */
  const envOf = (id: string, t: Timeline<GameState>, players = setup.players): HostEnv => ({
    gameId: id,
    journal: () => t.entries,
    // As the app's entry gate does: every change to the journal goes on to the phones.
    apply: (e) => {
      const refusal = tryPush(t, e);
      if (refusal === null) session.changed();
      return refusal;
    },
    doc: () => ({ ...game, id, setup: { ...setup, players }, journal: t.entries.slice() }),
    trim: (c: Command) => keepReadFields(roadWolf, setup, t.state, c),
    ...(opts.seatCheck
      ? {
          actsFor: (c: Command) => actsFor(roadWolf, c, setup, t.state),
          historyPlayer: (kind: 'undo' | 'redo') => {
            const c = kind === 'undo' ? t.undoTarget : t.redoTarget;
            const before = kind === 'undo' && c ? t.beforeOf(c) : t.state;
            return c ? (commandActor(roadWolf, c, setup, before)?.playerId ?? null) : null;
          },
          playerName: (pid: string) => players.find((p) => p.id === pid)?.name ?? '?',
          isPlayer: (pid: string) => players.some((p) => p.id === pid),
        }
      : {}),
    ...opts.env,
  });
  const session: HostSession = hostSession(
    envOf(game.id, hostT),
    {
      send: (link, frame) => {
        const u = unframers.get(link) ?? new Unframer();
        unframers.set(link, u);
        // As JSON off the wire (a phone's own checks, toHostMsg, are tested in live-protocol).
        const m = u.push(frame) as HostMsg | undefined;
        if (m === undefined) return;
        sent.push({ to: link, msg: m });
        const list = got.get(link) ?? [];
        list.push(m);
        got.set(link, list);
      },
      close: (link) => void closedLinks.add(link),
    },
    clock,
  );
  const host = session.host;
  /** Runs `fn` against the session; returns what the host sent meanwhile. */
  const run = (fn: () => void): Out[] => {
    const outer = sent;
    const mine: Out[] = [];
    sent = mine;
    try {
      fn();
    } finally {
      sent = outer;
    }
    return mine;
  };
  const opened = new Set<string>();
  /** The first frame on a link opens it, as the app opens one per offer; a closed link stays closed. */
  const feed = (link: string, frames: readonly string[]) =>
    run(() => {
      if (!opened.has(link)) {
        opened.add(link);
        session.open(link);
      }
      for (const f of frames) session.frame(link, f);
    });
  /** What a phone sends on `link`, cut into frames and fed in as the data channel would. */
  const send = (link: string, msg: unknown, max?: number) => feed(link, toFrames(msg, max));
  /** An honest guest phone with its own copy of the game, on link `link`. */
  const phone = (peer: string, link: string, player: string | null, keepHeld?: GuestEnv['keepHeld']) => {
    const ph = { t: Timeline.load(reduce, init(), cur.t.entries), guest: null as unknown as LiveGuest, link };
    /** Issue 40: each game this phone took, by id (an old game's copy is kept as it was). */
    const copies = new Map<string, Timeline<GameState>>([[cur.id, ph.t]]);
    const guest = new LiveGuest(peer, player, cur.id, {
      journal: () => ph.t.entries,
      append: (es) => es.reduce<string | null>((err, e) => err ?? tryPush(ph.t, e), null),
      // The host's whole game in place of this phone's copy of it (another game: a copy of its own).
      replace: (doc) => {
        ph.t = Timeline.load(reduce, init(), doc.journal);
        copies.set(doc.id, ph.t);
      },
      ...(keepHeld ? { keepHeld } : {}),
    });
    ph.guest = guest;
    const deliver = (outs: Out[]) => {
      for (const o of outs) if (o.to === ph.link) for (const r of guest.receive(o.msg)) deliver(send(ph.link, r));
    };
    deliver(send(link, guest.connected()));
    return Object.assign(ph, {
      copies,
      deliver,
      /** The same phone (its peer id and secret) back on a new data channel, after a blip or a reload. */
      rejoin: (to: string) => {
        ph.link = to;
        deliver(send(to, guest.connected()));
      },
      propose: (e: Entry) => {
        const { p, send: m } = guest.propose(e);
        if (m) deliver(send(ph.link, m));
        return p;
      },
    });
  };
  /** One raw frame on `link`, whatever it holds. */
  const raw = (link: string, frame: string) => feed(link, [frame]);
  return {
    hostT,
    host,
    send,
    raw,
    phone,
    got,
    /** Links the host closed (after telling the phone on it why). */
    closedLinks,
    /** The data channel `link` closed (a walk out of Wi-Fi range). */
    closed: (link: string) => run(() => session.closed(link)),
    /** A change made on the host phone itself (its entry gate's `changed`). */
    changed: () => run(() => session.changed()),
    /** The app's session as the table screen drives it, each returning what the host sent. */
    session: {
      rolling: (r: Rolling | null) => run(() => session.rolling(r)),
      give: (key: string, q: string, value: number[] | string) => run(() => session.give(key, q, value)),
      claim: (player: string | null) => {
        let holder: ReturnType<HostSession['claim']>;
        const outs = run(() => {
          holder = session.claim(player);
        });
        return { holder, outs };
      },
      end: () => run(() => session.end()),
      answer: (r: SeatRequest, give: boolean) => run(() => session.answer(r, give)),
      status: () => session.status(),
    },
    /** Time passes: the rate limits refill and the peers tick runs. */
    tick: (ms: number) => run(() => tick(ms)),
    /**
     * Issue 40: the host's next game `id` (the same setup; `players` when some changed), hosted in
     * the same session as the app's "Next game" does. Returns what the host sent.
     */
    next: (id: string, players = setup.players) => {
      cur.id = id;
      cur.t = Timeline.load(reduce, init(), START);
      const t = cur.t;
      return run(() => session.next(envOf(id, t, players)));
    },
    /** The game the host hosts now and its journal. */
    current: () => cur,
  };
}

let n = 0;
const random = () => Uint8Array.from({ length: 20 }, (_, i) => (++n * 13 + i) % 256);

/** Issue 32: force building on one phone passed around: each purchase sealed, every kind held here. */
export function builtOnHost(): { start: Entry[]; held: HeldOpenings } {
  let s: GameState = init();
  let held: HeldOpenings = {};
  const start: Entry[] = [];
  const step = (type: string, payload: Record<string, unknown>) => {
    const e = doStep(type, payload) as Extract<Entry, { kind: 'do' }>;
    const sealed = seal(roadWolf, setup, s.sys as RwState, held, e.command, random);
    if (sealed.kept) held = { ...held, [sealed.kept.tokenId]: sealed.kept.opening };
    const entry: Entry = { kind: 'do', command: sealed.command };
    s = reduce(s, sealed.command);
    start.push(entry);
  };
  step('rw.config', { pointsValue: 5 });
  step('rw.buy', { carId: 'hammer', typeId: 'convertible' });
  step('rw.buy', { carId: 'brute', typeId: 'truck_4x4' });
  step('rw.buyToken', { playerId: 'ann', kind: 'VETERAN', carId: 'hammer', place: 'SEAT' });
  step('rw.buyToken', { playerId: 'ann', kind: 'NITRO', carId: 'hammer' });
  step('rw.buyToken', { playerId: 'bo', kind: 'GUNNER', carId: 'brute' });
  step('rw.buyToken', { playerId: 'bo', kind: 'SPIKES', carId: 'brute' });
  return { start, held };
}

/**
 * The host phone's store of held kinds (issue 32) as the app's is: heldFor and dropHeld for
 * LiveHost's env, and what is left in it.
 */
export function heldStore(held: HeldOpenings) {
  let left = held;
  return {
    env: {
      heldFor: (player: string) => Object.fromEntries(Object.entries(left).filter(([, o]) => o.playerId === player)),
      dropHeld: (player: string, ids: readonly string[]) => {
        left = Object.fromEntries(
          Object.entries(left).filter(([id, o]) => !(ids.includes(id) && o.playerId === player)),
        );
      },
    },
    left: () => left,
  };
}
