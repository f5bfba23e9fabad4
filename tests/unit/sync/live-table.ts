// A Road Wolf live host and the phones talking to it, driven the way the data channel feeds the
// host (frames → HostInbox: reassembly, message parsing, LiveHost), with the real reducer behind
// it: the harness of issue 31's attack tests and its fast-check property.
import { actingPlayer, commandActor } from '../../../src/game/actor';
import { initialState, makeReducer } from '../../../src/game/game-reducer';
import { keepReadFields } from '../../../src/game/read-fields';
import { seal } from '../../../src/game/seal';
import { Timeline } from '../../../src/game/timeline';
import type { Entry, GameDoc, GameState } from '../../../src/game/types';
import type { HeldOpenings } from '../../../src/rules/core/commitment';
import type { Command } from '../../../src/rules/core/model';
import roadWolf from '../../../src/rules/road-wolf';
import type { RwState } from '../../../src/rules/road-wolf/model';
import { toFrames } from '../../../src/sync/live/frames';
import { type GuestEnv, LiveGuest } from '../../../src/sync/live/guest';
import { type HostEnv, LiveHost, type Out } from '../../../src/sync/live/host';
import { HostInbox } from '../../../src/sync/live/inbox';
import type { HostMsg } from '../../../src/sync/live/messages';
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

/**
 * A Road Wolf host and the phones talking to it. With `seatCheck`, the host checks seats as the
 * app's session does: the rules say whose each command is (src/game/actor.ts).
 */
export function table(opts: { seatCheck?: boolean; start?: readonly Entry[]; env?: Partial<HostEnv> } = {}) {
  const hostT = Timeline.load(reduce, init(), opts.start ?? START);
  let now = 0;
  const host = new LiveHost({
    gameId: game.id,
    journal: () => hostT.entries,
    apply: (e) => tryPush(hostT, e),
    doc: () => ({ ...game, journal: hostT.entries.slice() }),
    now: () => now,
    trim: (c: Command) => keepReadFields(roadWolf, setup, hostT.state, c),
    ...(opts.seatCheck
      ? {
          actingPlayer: (c: Command) => actingPlayer(roadWolf, c, setup, hostT.state),
          historyPlayer: (kind: 'undo' | 'redo') => {
            const c = kind === 'undo' ? hostT.undoTarget : hostT.redoTarget;
            const before = kind === 'undo' && c ? hostT.beforeOf(c) : hostT.state;
            return c ? (commandActor(roadWolf, c, setup, before)?.playerId ?? null) : null;
          },
          playerName: (id: string) => setup.players.find((p) => p.id === id)?.name ?? '?',
          isPlayer: (id: string) => setup.players.some((p) => p.id === id),
        }
      : {}),
    ...opts.env,
  });
  const inboxes = new Map<string, HostInbox>();
  /** Everything each link was sent, as the phone on it would read it. */
  const got = new Map<string, HostMsg[]>();
  const route = (outs: Out[]) => {
    for (const o of outs) {
      const list = got.get(o.to) ?? [];
      list.push(JSON.parse(JSON.stringify(o.msg)) as HostMsg);
      got.set(o.to, list);
    }
    return outs;
  };
  /** A new data channel to the host, named as the session names it. */
  const open = (link: string) => {
    const inbox = new HostInbox(host, link);
    inboxes.set(link, inbox);
    return inbox;
  };
  /** What a phone sends on `link`, cut into frames and fed in as the data channel would. */
  const send = (link: string, msg: unknown, max?: number) => {
    const inbox = inboxes.get(link) ?? open(link);
    const outs: Out[] = [];
    for (const f of toFrames(msg, max)) outs.push(...inbox.push(f));
    return route(outs);
  };
  /** An honest guest phone with its own copy of the game, on link `link`. */
  const phone = (peer: string, link: string, player: string | null, keepHeld?: GuestEnv['keepHeld']) => {
    const t = Timeline.load(reduce, init(), hostT.entries);
    const guest = new LiveGuest(peer, player, game.id, {
      journal: () => t.entries,
      append: (es) => es.reduce<string | null>((err, e) => err ?? tryPush(t, e), null),
      replace: () => undefined,
      ...(keepHeld ? { keepHeld } : {}),
    });
    const ph = { t, guest, link };
    const deliver = (outs: Out[]) => {
      for (const o of outs) if (o.to === ph.link) for (const r of guest.receive(o.msg)) deliver(send(ph.link, r));
    };
    deliver(send(link, guest.connected()));
    return {
      ...ph,
      deliver,
      /** The same phone (its peer id and secret) back on a new data channel, after a blip or a reload. */
      rejoin: (to: string) => {
        ph.link = to;
        deliver(send(to, guest.connected()));
      },
      propose: (e: Entry) => {
        const { p, send: m } = guest.propose(e);
        deliver(send(ph.link, m));
        return p;
      },
    };
  };
  /** One raw frame on `link`, whatever it holds. */
  const raw = (link: string, frame: string) => route((inboxes.get(link) ?? open(link)).push(frame));
  return {
    hostT,
    host,
    send,
    raw,
    phone,
    got,
    tick: (ms: number) => {
      now += ms;
    },
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
