// Issue 14 §2, "hidden stays hidden": one phone per player while live.
import { describe, expect, it } from 'vitest';
import { type HostMsg, type PeerInfo, toGuestMsg, toHostMsg } from '../../../src/sync/live/messages';
import { heldBy, heldSeats, seatRefusedWords } from '../../../src/sync/live/seats';
import { add, guestPhone, hostPhone, wire } from './live-harness';

const peer = (id: string, player: string | null, connected = true, left = false): PeerInfo =>
  left ? { peer: id, player, head: 0, connected, left: true } : { peer: id, player, head: 0, connected };

describe('held seats (issue 14 §2)', () => {
  it('a guest sees the host’s seat and other connected guests’ seats as taken, never its own', () => {
    const peers = [peer('a', 'bo'), peer('b', 'cy'), peer('c', null)];
    expect([...heldSeats('ann', peers, { role: 'guest', peer: 'a' })]).toEqual([
      ['ann', { by: 'host' }],
      ['cy', { by: 'phone', peer: 'b' }],
    ]);
  });

  it('the host sees the guests’ seats, not its own', () => {
    expect([...heldSeats('ann', [peer('a', 'bo')], { role: 'host' })]).toEqual([['bo', { by: 'phone', peer: 'a' }]]);
  });

  it('a guest that left holds nothing; one that lost its link still holds its seat (issue 39); a host nobody claimed holds nothing', () => {
    expect([
      ...heldSeats(null, [peer('a', 'bo', false), peer('b', 'cy', false, true)], { role: 'guest', peer: 'z' }),
    ]).toEqual([['bo', { by: 'phone', peer: 'a' }]]);
  });

  it('says why, in words', () => {
    expect(`Ann’s phone: ${heldBy({ by: 'host' })}`).toBe('Ann’s phone: the host');
    expect(seatRefusedWords('Ann', { by: 'host' })).toMatch(/^Ann’s seat is the host phone’s/);
    expect(seatRefusedWords('Cy', { by: 'phone' })).toMatch(/^Cy’s seat is another phone’s/);
    expect(seatRefusedWords('Cy', { by: 'phone', asked: true })).toMatch(
      /^Cy’s seat stays with the phone that has it\. The host phone now asks whether to give Cy’s seat to this phone/,
    );
  });
});

const to = (outs: { to: string; msg: HostMsg }[], who: string) => outs.filter((o) => o.to === who).map((o) => o.msg);

describe('the host refuses a seat another phone holds (issue 14 §2)', () => {
  it('refuses the host’s own player and a connected guest’s, confirms a free one', () => {
    const { host } = hostPhone([add(1)]);
    host.player = 'ann';
    const a = guestPhone('a', []);
    const b = guestPhone('b', []);
    for (const m of to(host.receive('a', wire(a.guest.connected())), 'a')) a.guest.receive(wire(m));
    for (const m of to(host.receive('b', wire(b.guest.connected())), 'b')) b.guest.receive(wire(m));

    // a claims the host's player: refused, and a's phone is nobody's (asked again).
    let outs = host.receive('a', wire(a.guest.claim('ann')!));
    expect(to(outs, 'a')).toContainEqual({ t: 'seat', player: null, taken: { player: 'ann', by: 'host' } });
    for (const m of to(outs, 'a')) a.guest.receive(wire(m));
    expect(a.guest.player).toBeNull();
    expect(a.guest.asked).toBe(false);
    expect(a.guest.view.seatRefused).toEqual({ player: 'ann', by: 'host' });
    expect(host.peers.get('a')?.player).toBeNull();

    // a claims Bo: confirmed.
    outs = host.receive('a', wire(a.guest.claim('bo')!));
    expect(to(outs, 'a')[0]).toEqual({ t: 'seat', player: 'bo' });
    for (const m of to(outs, 'a')) a.guest.receive(wire(m));
    expect(a.guest.view).toMatchObject({ seatRefused: null, seatConfirmed: true });
    expect(host.peers.get('a')?.player).toBe('bo');

    // b races for Bo: refused, a keeps it; the host's player is asked (issue 39).
    outs = host.receive('b', wire(b.guest.claim('bo')!));
    expect(to(outs, 'b')[0]).toEqual({ t: 'seat', player: null, taken: { player: 'bo', by: 'phone', asked: true } });
    expect(host.peers.get('a')?.player).toBe('bo');
    // The host cannot take a guest's seat either.
    expect(host.holder('bo', { role: 'host' })).toEqual({ by: 'phone', peer: 'a' });
    expect(host.holder('cy', { role: 'host' })).toBeUndefined();
  });

  it('issue 39: a phone that lost its link keeps its seat; another phone’s claim waits for the host, the first comes back to it', () => {
    const { host } = hostPhone([add(1)]);
    const a = guestPhone('a', []);
    host.receive('a', wire(a.guest.connected()));
    host.receive('a', wire(a.guest.claim('bo')!));
    host.dropped('a');
    a.guest.dropped();
    const b = guestPhone('b', []);
    host.receive('b', wire(b.guest.connected()));
    // Before issue 39 a lost link freed the seat: b got it and a was refused its own seat.
    expect(to(host.receive('b', wire(b.guest.claim('bo')!)), 'b')[0]).toEqual({
      t: 'seat',
      player: null,
      taken: { player: 'bo', by: 'phone', asked: true },
    });
    expect(host.seatRequests()).toEqual([{ peer: 'b', player: 'bo' }]);
    const outs = to(host.receive('a', wire(a.guest.connected())), 'a');
    expect(outs[0]).toEqual({ t: 'seat', player: 'bo' });
    for (const m of outs) a.guest.receive(wire(m));
    expect(a.guest.player).toBe('bo');
    expect(host.peers.get('a')?.player).toBe('bo');
    expect(host.peers.get('b')?.player).toBeNull();
  });

  it('an older refusal does not undo a newer claim', () => {
    const a = guestPhone('a', []);
    a.guest.connected();
    a.guest.claim('cy');
    a.guest.receive({ t: 'seat', player: null, taken: { player: 'bo', by: 'host' } });
    expect(a.guest.player).toBe('cy');
    expect(a.guest.view.seatRefused).toBeNull();
  });
});

describe('"Leave live" is not a lost link (issue 14 §2)', () => {
  it('the host lists a guest that said bye as left, frees its seat, and drops it once the seat is someone else’s', () => {
    const { host } = hostPhone([add(1)]);
    const a = guestPhone('a', []);
    host.receive('a', wire(a.guest.connected()));
    host.receive('a', wire(a.guest.claim('bo')!));
    const b = guestPhone('b', []);
    host.receive('b', wire(b.guest.connected()));
    const outs = host.receive('a', wire(toGuestMsg({ t: 'bye' })!));
    const list = to(outs, 'b')[0];
    expect(list).toMatchObject({
      t: 'peers',
      peers: [{ peer: 'a', player: 'bo', connected: false, left: true }, { peer: 'b' }],
    });
    expect(toHostMsg(wire(list))).toEqual(list);
    expect(host.dropped('a')).toEqual([]); // the link closing after it changes nothing
    expect(host.holder('bo', { role: 'guest', peer: 'b' })).toBeUndefined();
    host.receive('b', wire(b.guest.claim('bo')!));
    expect([...host.peers.keys()]).toEqual(['b']);
  });

  it('the host leaving is not a lost link either: the guest knows until it joins again', () => {
    const a = guestPhone('a', []);
    a.guest.connected();
    expect(a.guest.receive(wire(toHostMsg({ t: 'end' })!))).toEqual([]);
    a.guest.dropped();
    expect(a.guest.view).toMatchObject({ ended: true, connected: false });
    a.guest.connected();
    expect(a.guest.view.ended).toBe(false);
  });

  it('checks the new messages’ shape', () => {
    expect(toHostMsg({ t: 'end' })).toEqual({ t: 'end' });
    expect(toGuestMsg({ t: 'bye' })).toEqual({ t: 'bye' });
    expect(toHostMsg({ t: 'seat', player: 'bo' })).toEqual({ t: 'seat', player: 'bo' });
    expect(toHostMsg({ t: 'seat', player: null, taken: { player: 'bo', by: 'host' } })).toEqual({
      t: 'seat',
      player: null,
      taken: { player: 'bo', by: 'host' },
    });
    expect(toHostMsg({ t: 'seat', player: null, taken: { player: 'bo', by: 'boss' } })).toBeNull();
    expect(toHostMsg({ t: 'seat', player: 3 })).toBeNull();
    expect(
      toHostMsg({
        t: 'peers',
        host: { player: null, head: 1 },
        peers: [{ peer: 'b', player: null, head: 1, connected: false, left: 'yes' }],
      }),
    ).toBeNull();
  });
});
