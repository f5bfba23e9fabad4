// Issue 31, "Three phones at a real table": who made each entry goes with it to the guests, a
// change from another phone is put in words there (who and what; an undo says whose step and who
// asked), this phone's own changes are not announced, and an offline change is not queued twice.
import { describe, expect, it } from 'vitest';
import { initialState, makeReducer } from '../../../src/game/game-reducer';
import { Timeline } from '../../../src/game/timeline';
import type { Entry, GameState, Setup } from '../../../src/game/types';
import freeplay from '../../../src/rules/freeplay';
import { announcement, type Heard, heardOf, heardWords } from '../../../src/sync/live/announce';
import type { Made } from '../../../src/sync/live/guest';
import { LiveGuest } from '../../../src/sync/live/guest';
import { LiveHost } from '../../../src/sync/live/host';
import { type HostMsg, toHostMsg } from '../../../src/sync/live/messages';
import { refusalAfterQueued } from '../../../src/sync/live/queued';
import { add, reduce as toyReduce, tryPush } from './live-harness';

const setup: Setup = {
  players: [
    { id: 'ann', name: 'Ann', color: '#e53935' },
    { id: 'bo', name: 'Bo', color: '#1e88e5' },
    { id: 'cy', name: 'Cy', color: '#43a047' },
  ],
  cars: [],
  houseRules: {},
};
const names: Record<string, string> = { ann: 'Ann', bo: 'Bo', cy: 'Cy' };
const name = (id: string) => names[id];
let at = 5_000;
const pass = (): Entry => ({ kind: 'do', command: { type: 'turn.pass', payload: {}, at: ++at } });
const undo = (): Entry => ({ kind: 'undo', at: ++at });

describe('an announced change (issue 31)', () => {
  it('reads each entry against the game before it: the row and whose step, for a do, an undo and a redo', () => {
    const t = new Timeline(makeReducer(freeplay, setup), initialState(freeplay, setup));
    const g = { system: freeplay, setup, timeline: t };
    const p = pass();
    // Issue 40: passing the turn is the act of the player whose turn it is; an undo names them.
    expect(heardOf(g, p)).toEqual({ kind: 'do', row: 'Ann passes the turn', player: 'ann' });
    t.push(p);
    t.push(pass()); // Bo passes
    expect(heardOf(g, undo())).toEqual({ kind: 'undo', row: 'Bo passes the turn', player: 'bo' });
    t.push(undo());
    expect(heardOf(g, { kind: 'redo', at: ++at })).toEqual({ kind: 'redo', row: 'Bo passes the turn', player: 'bo' });
    expect(
      heardOf({ ...g, timeline: new Timeline(makeReducer(freeplay, setup), initialState(freeplay, setup)) }, undo()),
    ).toEqual({ kind: 'undo', row: null, player: null });
  });

  it('says who asked an undo and whose step it takes back', () => {
    const bos: Heard = { kind: 'undo', row: 'Bo passes the turn', player: 'bo' };
    expect(heardWords(bos, { player: 'ann', host: true }, name)).toBe(
      'Ann (host phone) undid Bo’s step: Bo passes the turn',
    );
    expect(heardWords(bos, { player: 'cy' }, name)).toBe('Cy undid Bo’s step: Bo passes the turn');
    expect(heardWords(bos, { player: 'bo' }, name)).toBe('Bo undid their own step: Bo passes the turn');
    expect(heardWords(bos, null, name)).toBe('Another phone undid Bo’s step: Bo passes the turn');
    expect(heardWords({ kind: 'redo', row: 'Turn 2', player: null }, { player: null }, name)).toBe(
      'A phone nobody claimed redid the table’s step: Turn 2',
    );
  });

  it('a change names the phone only when the row does not already start with its player', () => {
    const row: Heard = { kind: 'do', row: 'Bo passes the turn', player: 'bo' };
    expect(heardWords(row, { player: 'bo' }, name)).toBe('Bo passes the turn');
    expect(heardWords(row, { player: 'ann', host: true }, name)).toBe('Ann (host phone): Bo passes the turn');
    expect(heardWords(row, { player: null, host: true }, name)).toBe('The host phone: Bo passes the turn');
  });

  it('one sentence per batch: several changes say how many, from whom, and the latest in full', () => {
    const h = (row: string, player: string): Heard => ({ kind: 'do', row, player });
    expect(announcement([], name)).toBeNull();
    expect(
      announcement(
        [
          { heard: h('Bo passes the turn', 'bo'), by: { player: 'bo' } },
          { heard: h('Cy passes the turn', 'cy'), by: { player: 'cy' } },
          { heard: h('Ann passes the turn', 'ann'), by: { player: 'cy' } },
        ],
        name,
      ),
    ).toBe('3 changes from Bo and Cy. Latest: Cy: Ann passes the turn');
  });
});

describe('who made an entry travels with it (issue 31)', () => {
  function table() {
    const host = new Timeline(toyReduce, 0);
    const live = new LiveHost({
      gameId: 'g1',
      journal: () => host.entries,
      apply: (e) => tryPush(host, e),
      doc: () => {
        throw new Error('not needed');
      },
    });
    live.player = 'ann';
    const made: Made[][] = [];
    const mine = new Timeline(toyReduce, 0);
    const guest = new LiveGuest('bo-phone', 'bo', 'g1', {
      journal: () => mine.entries,
      append: (entries, m) => {
        made.push(m);
        for (const e of entries) tryPush(mine, e);
        return null;
      },
      replace: () => undefined,
    });
    const deliver = (outs: { to: string; msg: HostMsg }[]) => {
      for (const o of outs) {
        const msg = toHostMsg(JSON.parse(JSON.stringify(o.msg)));
        if (msg) guest.receive(msg);
      }
    };
    deliver(live.receive('link-1', guest.connected()));
    return { host, live, guest, made, deliver };
  }

  it('the host says which seat made each entry; the guest marks its own change as its own', () => {
    const { host, live, guest, made, deliver } = table();
    host.push(add(1)); // a tap on the host
    deliver(live.flush());
    expect(made.at(-1)).toEqual([{ by: { player: 'ann', host: true }, mine: false }]);
    const { send } = guest.propose(add(2));
    deliver(live.receive('link-1', send!));
    expect(made.at(-1)).toEqual([{ by: { player: 'bo' }, mine: true }]);
    expect(live.originOf(1)).toEqual({ player: 'bo' });
    expect(live.originOf(0)).toEqual({ player: 'ann', host: true });
  });

  it('entries sent while the proposal is applied (the app flushes at once) already name the proposing seat', () => {
    const host = new Timeline(toyReduce, 0);
    const sentDuringApply: HostMsg[] = [];
    const live: LiveHost = new LiveHost({
      gameId: 'g1',
      journal: () => host.entries,
      // As the session does: applying an entry sends it to every phone there and then.
      apply: (e) => {
        const err = tryPush(host, e);
        if (err === null) for (const o of live.flush()) sentDuringApply.push(o.msg);
        return err;
      },
      doc: () => {
        throw new Error('not needed');
      },
    });
    live.player = 'ann';
    const guest = new LiveGuest('bo-phone', 'bo', 'g1', {
      journal: () => [],
      append: () => null,
      replace: () => undefined,
    });
    live.receive('link-1', guest.connected());
    live.receive('link-1', guest.propose(add(2)).send!);
    const entries = sentDuringApply.filter((m): m is Extract<HostMsg, { t: 'entries' }> => m.t === 'entries');
    expect(entries.at(-1)?.by).toEqual([{ player: 'bo' }]);
    // A refused proposal leaves no origin behind for the next entry at that index.
    live.receive('link-1', guest.propose({ kind: 'do', command: { type: 'nope', payload: {}, at: 9 } }).send!);
    host.push(add(1));
    expect(live.originOf(1)).toEqual({ player: 'ann', host: true });
  });

  it('a queued change is shown until the host’s entries hold it, even before the host’s answer arrives', () => {
    const { host, live, guest, deliver } = table();
    live.dropped('link-1');
    guest.dropped();
    const a = guest.propose(add(2)).p;
    const b = guest.propose(add(3)).p;
    expect(guest.unconfirmed()).toEqual([a.entry, b.entry]);
    // Back on a link: the host's entries come first, its answers after.
    const outs = live.receive('link-2', guest.connected());
    const entries = outs.filter((o) => o.msg.t === 'entries');
    deliver(entries);
    expect(host.entries).toHaveLength(2);
    expect(guest.pending).toHaveLength(2);
    expect(guest.unconfirmed()).toEqual([]);
    deliver(outs.filter((o) => o.msg.t === 'decided'));
    expect(guest.pending).toHaveLength(0);
  });

  it('an undo made offline targets this phone’s own queued change, where the host will put it', () => {
    const { host, live, guest, deliver } = table();
    live.dropped('link-1');
    guest.dropped();
    guest.propose(add(2));
    const u = guest.propose({ kind: 'undo', at: 99_999 }).p;
    expect(u.target).toBe(0);
    deliver(live.receive('link-2', guest.connected()));
    expect(host.entries.map((e) => e.kind)).toEqual(['do', 'undo']);
    expect(host.state).toBe(0);
    expect(guest.refused).toEqual([]);
  });

  it('a malformed `by` is dropped, the entries still count', () => {
    const entries = [add(1)];
    const ok = toHostMsg({ t: 'entries', from: 0, entries, by: [{ player: 'bo' }] });
    expect(ok).toEqual({ t: 'entries', from: 0, entries, by: [{ player: 'bo' }] });
    for (const by of [[{ player: 5 }], [], [{ player: 'bo', host: 'yes' }], 'bo', [{ player: 'x'.repeat(81) }]])
      expect(toHostMsg({ t: 'entries', from: 0, entries, by })).toEqual({ t: 'entries', from: 0, entries });
  });
});

describe('a change made offline is not queued twice (issue 31)', () => {
  it('a command the rules refuse after this phone’s queued changes (a pass after the game’s end) is refused here, with the rule’s words', () => {
    const r = makeReducer(freeplay, setup);
    const s: GameState = initialState(freeplay, setup);
    const end: Entry = { kind: 'do', command: { type: 'game.end', payload: { winnerIds: ['ann'] }, at: ++at } };
    expect(refusalAfterQueued(r, s, [], (end as Extract<Entry, { kind: 'do' }>).command)).toBeNull();
    expect(refusalAfterQueued(r, s, [end], (pass() as Extract<Entry, { kind: 'do' }>).command)).toBe(
      'The game is over.',
    );
    // Passing twice is a game's right: not refused.
    expect(refusalAfterQueued(r, s, [pass()], (pass() as Extract<Entry, { kind: 'do' }>).command)).toBeNull();
    // An undo's target is the host's to say: not judged here.
    expect(refusalAfterQueued(r, s, [end, undo()], { type: 'game.end', payload: {}, at: ++at })).toBeNull();
  });

  it('the toy counter: a second "take 2" from 3 after one queued is refused', () => {
    const take = (n: number) => (add(n) as Extract<Entry, { kind: 'do' }>).command;
    expect(refusalAfterQueued(toyReduce, 3, [add(-2)], take(-2))).toBe('The total cannot go below 0.');
    expect(refusalAfterQueued(toyReduce, 3, [add(-2)], take(-1))).toBeNull();
  });
});
