// Issue 40, "whose move it is": ending a turn or an activation is the act of the player whose turn
// it is (their phone or the host's), declared once in each system's actor.ts (the turn flow) and
// read by the host's seat check (game/acts-for.ts). Each system's end of a turn, named by its spec
// section, driven through a live host with the game's own rules behind it.
import { beforeAll, describe, expect, it } from 'vitest';
import { turnEndedFor } from '../../../src/game/actor';
import { actsFor } from '../../../src/game/acts-for';
import { describeCommand, makeReducer } from '../../../src/game/game-reducer';
import { openGame } from '../../../src/game/open-game';
import { Timeline } from '../../../src/game/timeline';
import type { Entry, GameState } from '../../../src/game/types';
import { heardOf } from '../../../src/sync/live/announce';
import { NOT_ITS_MAKER } from '../../../src/sync/live/host';
import { toEntry } from '../../../src/sync/live/messages';
import { anyTable, type Fixture, loadFixture } from './live-any-table';
import { doStep, init, reduce, table } from './live-table';

/** Each system's end of a turn, the spec section that gives it to the player on turn, and its fixture. */
const ENDS = [
  { spec: 'Road Wolf B6.3 (the player taps End turn)', type: 'rw.endTurn', fixture: 'road-wolf-v1.json' },
  { spec: 'White Line Fever W-5 (the driver’s round)', type: 'wlf.endRound', fixture: 'white-line-fever-v1.json' },
  { spec: 'Dirty Wheels A7.2 (End activation)', type: 'dw.endActivation', fixture: 'dirty-wheels-v1.json' },
  { spec: 'Car Cult D20 B8.2 (the car’s activation)', type: 'cc.endActivation', fixture: 'car-cult-d20-v1.json' },
  { spec: 'sheet game turns (by player or car)', type: 'cs.next', fixture: 'custom-v1.json' },
  { spec: 'free play (Pass turn)', type: 'turn.pass', fixture: 'game-v1.json' },
];

const fixtures = new Map<string, Fixture>();
beforeAll(async () => {
  for (const e of ENDS) fixtures.set(e.fixture, await loadFixture(e.fixture));
});

/** The journal before the first `type` whose player on turn has a seat, and that player. */
function beforeEnd(f: Fixture, type: string): { start: Entry[]; player: string; other: string } {
  const t = Timeline.load(makeReducer(f.system, f.doc.setup), f.initial, []);
  for (const [i, e] of (f.doc.journal as Entry[]).entries()) {
    if (e.kind === 'do' && e.command.type === type) {
      const player = turnEndedFor(f.system, e.command, f.doc.setup, t.state as GameState);
      const other = f.doc.setup.players.find((p) => p.id !== player)?.id;
      if (player && other) return { start: (f.doc.journal as Entry[]).slice(0, i), player, other };
    }
    t.push(e);
  }
  throw new Error(`no ${type} with a seated player in ${f.doc.id}`);
}

describe('issue 40: ending a turn is the act of the player whose turn it is', () => {
  for (const { spec, type, fixture } of ENDS) {
    it(`${spec}: ${type} acts for the player on turn; another seat is refused, theirs accepted`, () => {
      const f = fixtures.get(fixture) as Fixture;
      const { start, player, other } = beforeEnd(f, type);
      const { hostT, phone } = anyTable(f, start);
      const end = (f.doc.journal as Entry[])[start.length] as Extract<Entry, { kind: 'do' }>;
      expect(actsFor(f.system, end.command, f.doc.setup, hostT.state).players).toEqual([player]);
      const name = f.doc.setup.players.find((p) => p.id === player)?.name;
      const wrong = phone('other-phone', 'link-other', other);
      expect(wrong.propose(end)).toBe(`This is ${name}’s to do: only ${name}’s phone (or the host phone) can make it.`);
      expect(hostT.entries).toHaveLength(start.length);
      const right = phone('right-phone', 'link-right', player);
      expect(right.propose(end)).toBeNull();
      expect(hostT.entries).toHaveLength(start.length + 1);
    });
  }
});

describe('issue 40: Road Wolf on the live host (the app’s HostSession, frames per link)', () => {
  /** What the host answered a live-table phone's proposal: null accepted, else its reason. */
  const answer = (ph: ReturnType<ReturnType<typeof table>['phone']>, e: Entry): string | null => {
    const p = ph.propose(e);
    return ph.guest.refused.find((r) => r.p.id === p.id)?.reason ?? null;
  };
  /** The fixture in play up to its first End turn: Ann's or Bo's turn. */
  const inTurn = async () => {
    const f = await loadFixture('road-wolf-v1.json');
    return beforeEnd(f, 'rw.endTurn');
  };

  it('during Cy’s turn Bo’s End turn is refused: the turn stays; the player on turn ends it', async () => {
    const { start, player, other } = await inTurn();
    const { hostT, phone } = table({ seatCheck: true, start });
    const turnOf = () => (hostT.state.sys as { turn?: { playerId?: string } }).turn;
    const before = JSON.stringify(turnOf());
    const wrong = phone('wrong-phone', 'link-wrong', other);
    const refused = answer(wrong, doStep('rw.endTurn', {}));
    expect(refused).toMatch(/^This is \w+’s to do: only \w+’s phone \(or the host phone\) can make it\.$/);
    expect(hostT.entries).toHaveLength(start.length);
    expect(JSON.stringify(turnOf())).toBe(before);
    // The phone of the player on turn ends it.
    const right = phone('right-phone', 'link-right', player);
    expect(answer(right, doStep('rw.endTurn', {}))).toBeNull();
    expect(hostT.entries).toHaveLength(start.length + 1);
  });

  it('Bo’s undo of the End turn of another player is refused; that player’s phone may undo it', async () => {
    const { start, player, other } = await inTurn();
    const { hostT, phone } = table({ seatCheck: true, start });
    const right = phone('right-phone', 'link-right', player);
    expect(answer(right, doStep('rw.endTurn', {}))).toBeNull();
    const n = hostT.entries.length;
    const wrong = phone('wrong-phone', 'link-wrong', other);
    expect(answer(wrong, { kind: 'undo', at: 1_900_000_000_000 })).toMatch(
      /^That step is \w+’s: only \w+’s phone \(or the host phone\) can undo it\.$/,
    );
    expect(hostT.entries).toHaveLength(n);
    expect(answer(right, { kind: 'undo', at: 1_900_000_000_001 })).toBeNull();
    expect(hostT.entries).toHaveLength(n + 1);
  });
});

describe('issue 40: who acted for whom is recorded (Entry.by), checked, replayed and exported', () => {
  const rwEnd = async () => {
    const f = await loadFixture('road-wolf-v1.json');
    return { f, ...beforeEnd(f, 'rw.endTurn') };
  };
  const roll = () =>
    doStep('dice.roll', { purpose: 'x', pools: [{ sides: 6, faces: [3] }], source: 'app' }) as Extract<
      Entry,
      { kind: 'do' }
    >;

  it('the host phone’s step for another player goes to every phone with its maker; the row says for whom', async () => {
    const { f, start, player, other } = await rwEnd();
    const tb = table({ seatCheck: true, start });
    const ph = tb.phone('p-phone', 'link-p', player);
    // The host phone is the other player's: it ends the turn for the player on turn.
    const end: Entry = { ...(doStep('rw.endTurn', {}) as Extract<Entry, { kind: 'do' }>), by: other };
    expect(tryPushOk(tb.hostT, end)).toBeNull();
    ph.deliver(tb.changed());
    expect(ph.t.entries.at(-1)).toEqual(end);
    const name = (id: string) => f.doc.setup.players.find((p) => p.id === id)?.name;
    const got = ph.t.entries.at(-1) as Extract<Entry, { kind: 'do' }>;
    const before = ph.t.beforeOf(got.command) as GameState;
    const row = describeCommand(f.system, got.command, f.doc.setup, before, got.by);
    expect(row).toBe(`${name(other)}, for ${name(player)}: ${name(player)}’s turn ends`);
    // Without a maker, or made by the actor's own seat, the row is the actor's alone.
    expect(describeCommand(f.system, end.command, f.doc.setup, before)).toBe(`${name(player)}’s turn ends`);
    expect(describeCommand(f.system, end.command, f.doc.setup, before, player)).toBe(`${name(player)}’s turn ends`);
    // The announcement on the other phones names both.
    const h = heardOf({ system: f.system, setup: f.doc.setup, timeline: Timeline.load(reduce, init(), start) }, end);
    expect(h).toEqual({ kind: 'do', row, player });
  });

  it('a guest’s step naming another phone as its maker is refused; its own seat is kept as sent', async () => {
    const { start, player, other } = await rwEnd();
    const tb = table({ seatCheck: true, start });
    const ph = tb.phone('o-phone', 'link-o', other);
    const forged = { ...roll(), by: player };
    const p1 = ph.propose(forged);
    expect(ph.guest.refused.find((r) => r.p.id === p1.id)?.reason).toBe(NOT_ITS_MAKER);
    expect(tb.hostT.entries).toHaveLength(start.length);
    const own = { ...roll(), by: other };
    const p2 = ph.propose(own);
    expect(ph.guest.refused.find((r) => r.p.id === p2.id)).toBeUndefined();
    expect(tb.hostT.entries.at(-1)).toEqual(own);
    // A maker that is not an id is not an entry at all.
    expect(toEntry({ ...roll(), by: 7 })).toBeNull();
    expect(toEntry(own)).toEqual(own);
  });

  it('a journal with makers exports, imports and replays to the same state and rows; a bad maker is refused', async () => {
    const { f, start, player, other } = await rwEnd();
    const end: Entry = { ...(doStep('rw.endTurn', {}) as Extract<Entry, { kind: 'do' }>), by: other };
    const journal = [...start, end];
    const raw = JSON.parse(JSON.stringify({ ...f.doc, journal }));
    const r = await openGame(raw);
    if (!r.ok) throw new Error(r.error);
    expect(r.game.timeline.entries.at(-1)).toEqual(end);
    expect(r.game.timeline.state).toEqual(Timeline.load(reduce, init(), journal).state);
    const name = (id: string) => f.doc.setup.players.find((p) => p.id === id)?.name;
    const c = (r.game.timeline.entries.at(-1) as Extract<Entry, { kind: 'do' }>).command;
    expect(describeCommand(f.system, c, f.doc.setup, r.game.timeline.beforeOf(c), end.by)).toMatch(
      new RegExp(`^${name(other)}, for ${name(player)}: `),
    );
    const bad = await openGame({ ...raw, journal: [...start, { ...end, by: 3 }] });
    expect(bad.ok).toBe(false);
  });
});

function tryPushOk(t: Timeline<GameState>, e: Entry): string | null {
  try {
    t.push(e);
    return null;
  } catch (err) {
    return String(err);
  }
}
