// Issue 39: a live host for any fixture game and the phones talking to it, driven the way the data
// channel feeds the host (frames → HostInbox → LiveHost), with the game's own rule system behind it
// and the host wired as the app's session wires it: the seat check reads actsFor (game/actor.ts),
// and what is recorded keeps only the fields the rules read (game/read-fields.ts).
import { readFileSync } from 'node:fs';
import { commandActor } from '../../../src/game/actor';
import { actsFor } from '../../../src/game/acts-for';
import { initialState, makeReducer } from '../../../src/game/game-reducer';
import { openGame } from '../../../src/game/open-game';
import { keepReadFields } from '../../../src/game/read-fields';
import { Timeline } from '../../../src/game/timeline';
import type { Entry, GameDoc, GameState } from '../../../src/game/types';
import type { Command } from '../../../src/rules/core/model';
import type { RuleSystem } from '../../../src/rules/system';
import { toFrames } from '../../../src/sync/live/frames';
import { LiveGuest } from '../../../src/sync/live/guest';
import { LiveHost, type Out } from '../../../src/sync/live/host';
import { HostInbox } from '../../../src/sync/live/inbox';

export interface Fixture {
  doc: GameDoc;
  system: RuleSystem;
  /** The game's state before its first entry. */
  initial: GameState;
}

/** A committed fixture, opened the way the app opens a file. */
export async function loadFixture(name: string): Promise<Fixture> {
  const raw = JSON.parse(readFileSync(new URL(`../../fixtures/${name}`, import.meta.url), 'utf8'));
  const r = await openGame(raw);
  if (!r.ok) throw new Error(r.error);
  const doc = { ...r.game.doc, journal: r.game.timeline.entries.slice() };
  return { doc, system: r.game.system, initial: initialState(r.game.system, doc.setup) };
}

function tryPush(t: Timeline<GameState>, e: Entry): string | null {
  try {
    t.push(e);
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
}

/** A host holding `start` of the fixture's journal, checking seats as the app does, and its phones. */
export function anyTable(f: Fixture, start: readonly Entry[]) {
  const { doc, system } = f;
  const reduce = makeReducer(system, doc.setup);
  const hostT = Timeline.load(reduce, f.initial, start);
  let now = 0;
  const host = new LiveHost({
    gameId: doc.id,
    journal: () => hostT.entries,
    apply: (e) => tryPush(hostT, e),
    doc: () => ({ ...doc, journal: hostT.entries.slice() }),
    now: () => now,
    trim: (c: Command) => keepReadFields(system, doc.setup, hostT.state, c),
    actsFor: (c: Command) => actsFor(system, c, doc.setup, hostT.state),
    historyPlayer: (kind) => {
      const c = kind === 'undo' ? hostT.undoTarget : hostT.redoTarget;
      const before = kind === 'undo' && c ? hostT.beforeOf(c) : hostT.state;
      return c ? (commandActor(system, c, doc.setup, before)?.playerId ?? null) : null;
    },
    playerName: (id) => doc.setup.players.find((p) => p.id === id)?.name ?? '?',
    isPlayer: (id) => doc.setup.players.some((p) => p.id === id),
  });
  const inboxes = new Map<string, HostInbox>();
  const send = (link: string, msg: unknown): Out[] => {
    let inbox = inboxes.get(link);
    if (!inbox) {
      inbox = new HostInbox(host, link);
      inboxes.set(link, inbox);
    }
    const outs: Out[] = [];
    for (const frame of toFrames(msg)) outs.push(...inbox.push(frame));
    return outs;
  };
  /** A guest phone seated as `player` (its own copy of the game) on link `link`. */
  const phone = (peer: string, link: string, player: string | null) => {
    const t = Timeline.load(reduce, f.initial, hostT.entries);
    const guest = new LiveGuest(peer, player, doc.id, {
      journal: () => t.entries,
      append: (es) => es.reduce<string | null>((err, e) => err ?? tryPush(t, e), null),
      replace: () => undefined,
    });
    const deliver = (outs: Out[]) => {
      for (const o of outs) if (o.to === link) for (const r of guest.receive(o.msg)) deliver(send(link, r));
    };
    deliver(send(link, guest.connected()));
    return {
      guest,
      /** The phone's own copy of the game (what a guest's own checks read). */
      t,
      /** Proposes `e`; the host's refusal in words, or null once it is in the host's journal. */
      propose(e: Entry): string | null {
        now += 1_000; // well under the rate limit
        const { p, send: m } = guest.propose(e);
        deliver(send(link, m));
        return guest.refused.find((r) => r.p.id === p.id)?.reason ?? null;
      },
    };
  };
  return { hostT, host, phone, reduce };
}

let clock = 1_900_000_000_000;
/** A step of `type` made now (a new time: never the same entry as one in the journal). */
export const step = (type: string, payload: unknown): Entry => ({
  kind: 'do',
  command: { type, payload, at: ++clock },
});
