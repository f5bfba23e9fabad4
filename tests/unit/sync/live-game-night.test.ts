// Issue 40: a game night is one live session. The host's next game goes to the phones it has, each
// keeping its player's seat; a change made in the old game is never applied to the new one; each
// phone tells the host how many of its changes still wait. Driven through the app's own HostSession
// (live-table.ts), Road Wolf behind it.
import { describe, expect, it } from 'vitest';
import { LiveGuest } from '../../../src/sync/live/guest';
import { type HostMsg, toGuestMsg, toHostMsg } from '../../../src/sync/live/messages';
import { doStep, game, setup, table } from './live-table';

const games = (msgs: HostMsg[] | undefined) =>
  (msgs ?? []).filter((m): m is Extract<HostMsg, { t: 'game' }> => m.t === 'game');
const NEXT = 'rw-next-game';
const boBuys = () => doStep('rw.buy', { carId: 'brute', typeId: 'truck_4x4' });

describe('issue 40: the next game of a game night keeps the phones and their seats', () => {
  it('each connected phone is sent the next game with its seat, and plays it without being asked again', () => {
    const tb = table({ seatCheck: true });
    tb.session.claim('ann');
    const bo = tb.phone('bo-phone', 'b1', 'bo');
    const nobody = tb.phone('shared-phone', 's1', null);
    bo.propose(boBuys());
    expect(tb.hostT.entries).toHaveLength(2);
    const before = bo.t;

    bo.deliver(tb.next(NEXT));
    nobody.deliver([]);
    expect(games(tb.got.get('b1')).at(-1)).toMatchObject({ doc: { id: NEXT }, seat: 'bo' });
    expect(bo.guest.gameId).toBe(NEXT);
    expect(bo.guest.player).toBe('bo');
    expect(bo.guest.asked).toBe(true);
    expect(tb.host.player).toBe('ann');
    expect(tb.session.status().peers.find((p) => p.peer === 'bo-phone')?.player).toBe('bo');
    // The shared phone was nobody's: it gets the game and stays nobody's.
    expect(games(tb.got.get('s1')).at(-1)?.seat).toBeUndefined();

    // Bo's phone acts for Bo in the new game at once; the old game's copy is not touched.
    bo.propose(boBuys());
    expect(bo.guest.refused).toEqual([]);
    expect(tb.current().t.entries).toHaveLength(2);
    expect(bo.t.entries).toEqual(tb.current().t.entries);
    expect(before.entries).toHaveLength(2);
    expect(bo.copies.get(game.id)?.entries).toHaveLength(2);
  });

  it('a change made in the old game and still on its way is held for that game, never applied to the next', () => {
    const tb = table({ seatCheck: true });
    const bo = tb.phone('bo-phone', 'b1', 'bo');
    const made = bo.guest.propose(boBuys());
    const outs = tb.next(NEXT);
    // The proposal reaches the host after it moved on: not taken, not answered as this game's.
    const late = tb.send('b1', made.send);
    expect(late.filter((o) => o.msg.t === 'decided')).toEqual([]);
    expect(tb.current().t.entries).toHaveLength(1);
    bo.deliver([...outs, ...late]);
    expect(bo.guest.pending).toEqual([]);
    expect(bo.guest.held.get(game.id)?.map((p) => p.id)).toEqual([made.p.id]);
    // The host hears that one change waits on Bo's phone (its warning before ending live play).
    tb.tick(1000);
    expect(tb.session.status().peers.find((p) => p.peer === 'bo-phone')?.waiting).toBe(1);
    // The player may discard it: then nothing waits.
    expect(bo.guest.discardHeld(made.p.id)).toBe(true);
    expect(bo.guest.heldCount()).toBe(0);
  });

  it('a phone offline at the switch comes back from the old game and keeps its seat; a player not in the next game is asked', () => {
    const tb = table({ seatCheck: true });
    const bo = tb.phone('bo-phone', 'b1', 'bo');
    tb.closed('b1');
    bo.guest.dropped();
    tb.next(NEXT);
    bo.rejoin('b2');
    expect(bo.guest.gameId).toBe(NEXT);
    expect(bo.guest.player).toBe('bo');
    expect(tb.host.peers.get('bo-phone')?.player).toBe('bo');
    expect(bo.t.entries).toEqual(tb.current().t.entries);

    // The night's third game has Ann and Cy: Bo's phone is asked whose phone it is now.
    const cy = { id: 'cy', name: 'Cy', color: '#43a047' };
    const ann = setup.players[0] as (typeof setup.players)[number];
    bo.deliver(tb.next('rw-third', [ann, cy]));
    expect(bo.guest.gameId).toBe('rw-third');
    expect(bo.guest.player).toBeNull();
    expect(bo.guest.asked).toBe(false);
    expect(tb.host.peers.get('bo-phone')?.player).toBeNull();
  });

  it('a change queued for the old game goes out when that game is hosted again', () => {
    const tb = table({ seatCheck: true });
    const bo = tb.phone('bo-phone', 'b1', 'bo');
    const made = bo.guest.propose(boBuys());
    const outs = tb.next(NEXT);
    bo.deliver([...outs, ...tb.send('b1', made.send)]);
    expect(bo.guest.heldCount()).toBe(1);
    // Back to the first game (its journal as it was): the held change is sent and taken once.
    bo.deliver(tb.next(game.id));
    expect(bo.guest.heldCount()).toBe(0);
    expect(bo.guest.pending).toEqual([]);
    expect(tb.current().t.entries.filter((e) => e.kind === 'do' && e.command.type === 'rw.buy')).toHaveLength(1);
  });
});

describe('issue 40: the messages a game night adds, as a phone reads them off the wire', () => {
  it('a game with the seat carried over, a head with the changes waiting, a proposal naming its game', () => {
    const doc = { ...game, id: NEXT };
    expect(toHostMsg({ t: 'game', doc, seat: 'bo' })).toEqual({ t: 'game', doc, seat: 'bo' });
    expect(toHostMsg({ t: 'game', doc, seat: 7 })).toEqual({ t: 'game', doc });
    expect(toGuestMsg({ t: 'head', head: 3, waiting: 2 })).toEqual({ t: 'head', head: 3, waiting: 2 });
    expect(toGuestMsg({ t: 'head', head: 3, waiting: 0 })).toEqual({ t: 'head', head: 3 });
    expect(toGuestMsg({ t: 'head', head: 3, waiting: -1 })).toBeNull();
    const p = { id: 'x.1', seen: 1, entry: boBuys() };
    expect(toGuestMsg({ t: 'propose', p, gameId: NEXT })).toMatchObject({ t: 'propose', gameId: NEXT });
    expect(toGuestMsg({ t: 'propose', p, gameId: 5 })).toBeNull();
  });

  it('a phone reloaded keeps the words of a change held for another game', () => {
    const tb = table({ seatCheck: true });
    const bo = tb.phone('bo-phone', 'b1', 'bo');
    const made = bo.guest.propose(boBuys(), 'Bo buys a 4x4 for Brute');
    bo.deliver([...tb.next(NEXT), ...tb.send('b1', made.send)]);
    const saved = JSON.parse(JSON.stringify(bo.guest.saved()));
    const again = LiveGuest.resume(saved, { journal: () => [], append: () => null, replace: () => undefined });
    expect(again.heldList()).toEqual([{ id: made.p.id, gameId: game.id, entry: made.p.entry }]);
    expect(again.labels.get(made.p.id)).toBe('Bo buys a 4x4 for Brute');
  });
});
