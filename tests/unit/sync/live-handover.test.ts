// Issue 39, "Give Bo's seat to this phone?": a phone asking for a seat another phone holds waits
// for the host's player; given it, that phone holds the seat and Bo's face-down kinds, and Bo's
// old phone neither. Honest LiveGuest phones on both ends, through the app's HostSession.
import { describe, expect, it } from 'vitest';
import type { HeldOpenings } from '../../../src/rules/core/commitment';
import type { GuestMsg } from '../../../src/sync/live/messages';
import { seatRefusedWords } from '../../../src/sync/live/seats';
import { builtOnHost, heldStore, table } from './live-table';

describe('issue 39: the host’s player hands a seat over', () => {
  it('Bo’s phone is offline; a new phone asks for his seat: Keep leaves it with Bo, Give moves the seat and his kinds to the new phone', () => {
    const { start, held } = builtOnHost();
    const store = heldStore(held);
    const tb = table({ seatCheck: true, start, env: store.env });
    // Bo's phone does not keep his kinds (an old build): the host still holds them.
    const bo = tb.phone('bo-phone', 'link-bo', 'bo');
    expect(bo.guest.player).toBe('bo');
    expect(Object.values(store.left()).filter((o) => o.playerId === 'bo')).toHaveLength(2);
    tb.closed('link-bo'); // his phone walked out of Wi-Fi range
    bo.guest.dropped();
    const newKept: HeldOpenings[] = [];
    const next = tb.phone('new-phone', 'link-new', null, (_g, t) => newKept.push(t));
    next.deliver(tb.send('link-new', next.guest.claim('bo') as GuestMsg));
    // Refused, asked: the new phone is told the host's player decides, and gets nothing of Bo's.
    expect(next.guest.view.seatRefused).toEqual({ player: 'bo', by: 'phone', asked: true });
    expect(next.guest.player).toBeNull();
    expect(tb.session.status().requests).toEqual([{ peer: 'new-phone', player: 'bo' }]);
    // Keep: the request goes from the host's screen; the seat stays Bo's.
    tb.session.answer({ peer: 'new-phone', player: 'bo' }, false);
    expect(tb.session.status().requests).toEqual([]);
    expect(tb.host.peers.get('bo-phone')?.player).toBe('bo');
    // The new phone asks again: asked again. Give: it holds Bo's seat and Bo's kinds.
    tb.tick(1_000);
    next.deliver(tb.send('link-new', next.guest.claim('bo') as GuestMsg));
    expect(tb.session.status().requests).toEqual([{ peer: 'new-phone', player: 'bo' }]);
    next.deliver(tb.session.answer({ peer: 'new-phone', player: 'bo' }, true));
    expect(next.guest.player).toBe('bo');
    expect(next.guest.view).toMatchObject({ seatRefused: null, seatConfirmed: true });
    expect(next.guest.asked).toBe(true);
    expect(newKept.map((t) => Object.values(t).map((o) => o.playerId))).toEqual([['bo', 'bo']]);
    expect(Object.values(store.left()).map((o) => o.playerId)).toEqual(['ann', 'ann']); // it said it kept them
    expect(tb.host.peers.get('bo-phone')?.player).toBeNull();
    // Bo's old phone comes back: the seat is the new phone's now, so it asks in turn.
    bo.rejoin('link-bo-2');
    expect(bo.guest.player).toBeNull();
    expect(bo.guest.view.seatRefused).toEqual({ player: 'bo', by: 'phone', asked: true });
    expect(tb.session.status().requests).toEqual([{ peer: 'bo-phone', player: 'bo' }]);
  });

  it('Keep answers the phone that asked: it stops waiting (told Bo’s seat is another phone’s), holds no seat and nothing of Bo’s', () => {
    const { start, held } = builtOnHost();
    const store = heldStore(held);
    const tb = table({ seatCheck: true, start, env: store.env });
    const bo = tb.phone('bo-phone', 'link-bo', 'bo');
    tb.closed('link-bo');
    bo.guest.dropped();
    const got: HeldOpenings[] = [];
    const next = tb.phone('new-phone', 'link-new', null, (_g, t) => got.push(t));
    next.deliver(tb.send('link-new', next.guest.claim('bo') as GuestMsg));
    expect(next.guest.view.seatRefused).toEqual({ player: 'bo', by: 'phone', asked: true });
    next.deliver(tb.session.answer({ peer: 'new-phone', player: 'bo' }, false));
    expect(next.guest.view.seatRefused).toEqual({ player: 'bo', by: 'phone' });
    expect(seatRefusedWords('Bo', next.guest.view.seatRefused!)).toMatch(/^Bo’s seat is another phone’s: /);
    expect(next.guest.player).toBeNull();
    expect(got).toEqual([]);
    expect(tb.session.status().requests).toEqual([]);
    expect(tb.host.peers.get('bo-phone')?.player).toBe('bo');
  });
});
