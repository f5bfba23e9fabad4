// Issue 31, done when: random frame and message streams from a hostile phone, interleaved with two
// honest phones playing the Road Wolf fixture through the same path the data channel feeds. The
// host never throws, its journal always replays, every entry's acting player is the seat that
// proposed it (or it is the table's), the honest phones' proposals are all answered and meet the
// same fate as without the hostile one unless it made one of the table's own steps (open to every
// phone), and what the host keeps stays under its bounds.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actingPlayer, commandActor } from '../../../src/game/actor';
import { Timeline } from '../../../src/game/timeline';
import type { Entry } from '../../../src/game/types';
import roadWolf from '../../../src/rules/road-wolf';
import { toFrames } from '../../../src/sync/live/frames';
import { LIVE_LIMITS } from '../../../src/sync/live/limits';
import { entryKey } from '../../../src/sync/live/messages';
import { game, init, reduce, START, setup, table } from './live-table';

/** The fixture's entries after START, each proposed by the phone whose seat acts for it. */
const SCRIPT = game.journal.slice(START.length) as Entry[];

type Eve =
  | { k: 'frame'; link: number; text: string }
  | { k: 'msg'; link: number; msg: unknown; max: number }
  | { k: 'honest'; n: number }
  | { k: 'join'; link: number; peer: string; player: string | null }
  | { k: 'mimic'; link: number; ahead: number };

const peerArb = fc.constantFrom('ann-phone', 'bo-phone', 'eve', 'eve-2', '__proto__', '');
const playerArb = fc.constantFrom<string | null>('ann', 'bo', 'cat', null, '__proto__');
const entryArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...SCRIPT),
  // The script's own steps made anew (another time, so not the honest entry): legal when they come.
  fc
    .constantFrom(...SCRIPT)
    .chain((e) =>
      fc
        .integer({ min: 1, max: 1e6 })
        .map((d) =>
          e.kind === 'do' ? { ...e, command: { ...e.command, at: e.command.at + d } } : { ...e, at: e.at + d },
        ),
    ),
  fc.record({
    kind: fc.constantFrom('do', 'undo', 'redo', 'nope'),
    command: fc.record({
      type: fc.constantFrom('rw.buy', 'rw.buyToken', 'rw.lockForces', 'rw.endTurn', 'turn.pass', 'x'),
      payload: fc.dictionary(fc.constantFrom('carId', 'playerId', 'kind', 'typeId', '__proto__'), fc.jsonValue()),
      at: fc.integer(),
    }),
    at: fc.integer(),
  }),
);
const msgArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.record({
    t: fc.constant('hello'),
    peer: peerArb,
    player: playerArb,
    gameId: fc.constantFrom(game.id, 'other'),
    head: fc.oneof(fc.nat(60), fc.constant(9e15), fc.constant(-1)),
    tip: fc.constantFrom(null, 'x'),
    pending: fc.array(fc.record({ id: fc.string(), seen: fc.oneof(fc.nat(60), fc.constant(9e15)), entry: entryArb }), {
      maxLength: 3,
    }),
    secret: fc.option(fc.string(), { nil: undefined }),
  }),
  fc.record({
    t: fc.constant('propose'),
    p: fc.record({ id: fc.string({ maxLength: 12 }), seen: fc.nat(60), entry: entryArb }),
  }),
  fc.record({ t: fc.constant('player'), player: playerArb }),
  fc.record({ t: fc.constantFrom('bye', 'resync', 'head'), head: fc.oneof(fc.nat(60), fc.constant(9e15)) }),
  // Issue 31, a raced roll: the sheet a phone has open, well-formed or not.
  fc.record({
    t: fc.constant('rolling'),
    rolling: fc.oneof(
      fc.constant(null),
      fc.record({ key: fc.string({ maxLength: 200 }), title: fc.string({ maxLength: 120 }) }),
      fc.jsonValue(),
    ),
  }),
  fc.jsonValue(),
);
const eveArb: fc.Arbitrary<Eve> = fc.oneof(
  { weight: 2, arbitrary: fc.record({ k: fc.constant('frame' as const), link: fc.nat(3), text: fc.string() }) },
  {
    weight: 5,
    arbitrary: fc.record({
      k: fc.constant('msg' as const),
      link: fc.nat(3),
      msg: msgArb,
      max: fc.integer({ min: 8, max: 400 }),
    }),
  },
  { weight: 3, arbitrary: fc.record({ k: fc.constant('honest' as const), n: fc.integer({ min: 1, max: 4 }) }) },
  // A phone that says hello properly, then replays the step the honest phones are about to make.
  {
    weight: 2,
    arbitrary: fc.record({ k: fc.constant('join' as const), link: fc.nat(3), peer: peerArb, player: playerArb }),
  },
  { weight: 4, arbitrary: fc.record({ k: fc.constant('mimic' as const), link: fc.nat(3), ahead: fc.nat(2) }) },
);

/** Plays the honest script, with `eve` interleaved; returns the fates and the table. */
function play(eve: Eve[]) {
  const tb = table({ seatCheck: true });
  const ann = tb.phone('ann-phone', 'link-ann', 'ann');
  const bo = tb.phone('bo-phone', 'link-bo', 'bo');
  const fates: (number | string)[] = [];
  /** Journal key → the player whose phone proposed it. */
  const proposedBy = new Map<string, string>();
  let next = 0;
  const honest = (n: number) => {
    for (let i = 0; i < n && next < SCRIPT.length; i++, next++) {
      const e = SCRIPT[next] as Entry;
      const t = tb.hostT;
      const who =
        e.kind === 'do'
          ? actingPlayer(roadWolf, e.command, setup, t.state)
          : (() => {
              const c = e.kind === 'undo' ? t.undoTarget : t.redoTarget;
              return c
                ? (commandActor(roadWolf, c, setup, e.kind === 'undo' ? t.beforeOf(c) : t.state)?.playerId ?? null)
                : null;
            })();
      const ph = who === 'bo' ? bo : ann;
      proposedBy.set(entryKey(e), who ?? 'ann');
      tb.tick(1_000); // honest phones stay well under the rate limit
      const sent = ph.propose(e);
      const key = entryKey(e);
      const refusal = ph.guest.refused.find((r) => r.p.id === sent.id);
      fates.push(t.entries.some((x) => entryKey(x) === key) ? 'accepted' : (refusal?.reason ?? 'pending'));
    }
  };
  for (const step of eve) {
    const link = `link-eve-${'link' in step ? step.link : 0}`;
    if (step.k === 'honest') honest(step.n);
    else if (step.k === 'frame') tb.raw(link, step.text);
    else if (step.k === 'join') {
      const hello = {
        t: 'hello',
        peer: step.peer,
        player: step.player,
        gameId: game.id,
        head: 0,
        tip: null,
        pending: [],
      };
      for (const f of toFrames(hello)) tb.raw(link, f);
    } else if (step.k === 'mimic') {
      const e = SCRIPT[next + step.ahead];
      if (!e) continue;
      const made = e.kind === 'do' ? { ...e, command: { ...e.command, at: e.command.at + 7 } } : { ...e, at: e.at + 7 };
      const msg = { t: 'propose', p: { id: `eve-${next}-${step.ahead}`, seen: tb.hostT.entries.length, entry: made } };
      for (const f of toFrames(msg)) tb.raw(link, f);
    } else for (const f of safeFrames(step.msg, step.max)) tb.raw(link, f);
  }
  honest(SCRIPT.length);
  return { tb, fates, proposedBy };
}

function safeFrames(msg: unknown, max: number): string[] {
  try {
    return toFrames(msg, max);
  } catch {
    return [];
  }
}

const BASELINE = play([]);

describe('issue 31: a hostile phone cannot act for a seat, change another phone’s fate or exhaust the host (fast-check)', () => {
  it('the honest script alone is accepted step by step', () => {
    expect(BASELINE.fates.every((f) => f === 'accepted')).toBe(true);
    expect(BASELINE.tb.hostT.entries.length).toBe(game.journal.length);
  });

  it('any stream of frames and messages: no throw, the journal replays, seats hold, fates unchanged, bounded', () => {
    fc.assert(
      fc.property(fc.array(eveArb, { maxLength: 80 }), (eve) => {
        const { tb, fates, proposedBy } = play(eve);
        const { hostT, host } = tb;
        // A step the hostile phone got in is one of the table's (any phone may make those, a
        // shared screen too). Without one, the honest proposals meet the fates they met alone.
        const theirs = hostT.entries.filter((e) => !proposedBy.has(entryKey(e)));
        if (theirs.length === 0) {
          expect(fates).toEqual(BASELINE.fates);
          expect(hostT.entries.map(entryKey)).toEqual(BASELINE.tb.hostT.entries.map(entryKey));
        }
        // The journal replays, and every step that acts for a player was proposed by that player's phone.
        const replay = new Timeline(reduce, init());
        for (const e of hostT.entries) {
          if (e.kind === 'do') {
            const acting = actingPlayer(roadWolf, e.command, setup, replay.state);
            if (acting !== null) expect(proposedBy.get(entryKey(e))).toBe(acting);
          }
          replay.push(e);
        }
        expect(replay.state).toEqual(hostT.state);
        // Every honest proposal was answered, by the host's rules or its journal, never left open.
        expect(fates.includes('pending')).toBe(false);
        // What the host keeps is bounded.
        expect(host.peers.size).toBeLessThanOrEqual(LIVE_LIMITS.peers);
        for (const p of host.peers.values()) expect(p.decided.size).toBeLessThanOrEqual(LIVE_LIMITS.decidedPerPhone);
        expect(JSON.stringify(host.peerInfos()).length).toBeLessThan(20_000);
      }),
      { numRuns: 60 },
    );
  }, 30_000); // 60 games through the app's HostSession (every change sends the phones list): seconds on a loaded 2-core machine
});
