// Issue 31, "Three phones at a real table": a change queued on a guest belongs to its game (never
// sent into the game the host hosts now), a second game asks again whose phone this is, and a
// refusal never names a command.
import { describe, expect, it } from 'vitest';
import type { Entry } from '../../../src/game/types';
import { LiveGuest } from '../../../src/sync/live/guest';
import { type HostMsg, NOT_THIS_GAMES, refusalWords } from '../../../src/sync/live/messages';
import { add, guestPhone, hostPhone, wire } from './live-harness';

type Outs = { to: string; msg: HostMsg }[];

/** Delivers the host's answers to the guest and the guest's replies to the host until both are quiet. */
function settle(
  host: ReturnType<typeof hostPhone>['host'],
  phone: ReturnType<typeof guestPhone>,
  link: string,
  outs: Outs,
) {
  let queue = outs;
  for (let guard = 0; queue.length; guard++) {
    if (guard > 100) throw new Error('never settled');
    const next: Outs = [];
    for (const o of queue)
      if (o.to === link) for (const r of phone.guest.receive(wire(o.msg))) next.push(...host.receive(link, wire(r)));
    queue = next;
  }
}

describe('a queued change belongs to its game (issue 31)', () => {
  it('is held while the host hosts another game, never decided there, and is applied once when its own game’s host is back', () => {
    const first = hostPhone([add(1)], 'g1');
    const bo = guestPhone('bo', first.t.entries.slice());
    settle(first.host, bo, 'l1', first.host.receive('l1', wire(bo.guest.connected())));
    bo.guest.dropped();
    first.host.dropped('l1');
    bo.guest.propose(add(2)); // made offline: queued for g1
    expect(bo.guest.pending).toHaveLength(1);

    // The host phone now hosts another game (same rules, so a wrong delivery would be accepted).
    const second = hostPhone([], 'g2');
    const hello = bo.guest.connected();
    expect(hello.t === 'hello' && hello.pending).toHaveLength(1);
    const outs = second.host.receive('l2', wire(hello));
    expect(outs.some((o) => o.msg.t === 'decided')).toBe(false);
    settle(second.host, bo, 'l2', outs);
    expect(second.t.entries).toEqual([]); // not in the other game
    expect(bo.guest.gameId).toBe('g2');
    expect(bo.guest.pending).toEqual([]);
    expect(bo.guest.heldCount()).toBe(1);
    expect(bo.guest.refused).toEqual([]);
    // A change on the second game goes there, and only there.
    const { send } = bo.guest.propose(add(5));
    settle(second.host, bo, 'l2', second.host.receive('l2', wire(send!)));
    expect(second.t.state).toBe(5);

    // Across a reload of Bo's page, still held for g1.
    const saved = wire(bo.guest.saved());
    bo.guest = LiveGuest.resume(
      saved,
      (bo.guest as unknown as { env: ConstructorParameters<typeof LiveGuest>[3] }).env,
    );
    expect(bo.guest.heldCount()).toBe(1);

    // Back to the first game: it gets the whole g1, then the change queued for it.
    bo.guest.dropped();
    second.host.dropped('l2');
    settle(first.host, bo, 'l3', first.host.receive('l3', wire(bo.guest.connected())));
    expect(first.t.state).toBe(3);
    expect(first.t.entries).toHaveLength(2);
    expect(bo.t.entries).toEqual(first.t.entries);
    expect(bo.guest.pending).toEqual([]);
    expect(bo.guest.heldCount()).toBe(0);
    expect(second.t.entries).toHaveLength(1);
  });

  it('a command the game’s rules do not know is refused in players’ words, never by its name', () => {
    const { host } = hostPhone([], 'g1');
    const bo = guestPhone('bo', []);
    settle(host, bo, 'l1', host.receive('l1', wire(bo.guest.connected())));
    const endTurn: Entry = { kind: 'do', command: { type: 'rw.endTurn', payload: { n: 1 }, at: 5 } };
    const { send } = bo.guest.propose(endTurn);
    settle(host, bo, 'l1', host.receive('l1', wire(send!)));
    expect(bo.guest.refused.map((r) => r.reason)).toEqual([NOT_THIS_GAMES]);
    expect(bo.guest.refused[0]!.reason).not.toMatch(/rw\.|command/i);
    // An older host still sends the rules' text: the guest shows the words too.
    expect(refusalWords('Unknown command "rw.endTurn".')).toBe(NOT_THIS_GAMES);
    expect(refusalWords('The total cannot go below 0.')).toBe('The total cannot go below 0.');
  });
});

describe('a second live game asks again whose phone this is (issue 31)', () => {
  it('the seat of the first game is not carried into the second, on the guest nor on the host', () => {
    const first = hostPhone([add(1)], 'g1');
    const bo = guestPhone('bo', first.t.entries.slice());
    settle(first.host, bo, 'l1', first.host.receive('l1', wire(bo.guest.connected())));
    const claim = bo.guest.claim('p-bo-1');
    settle(first.host, bo, 'l1', first.host.receive('l1', wire(claim!)));
    expect(bo.guest.view.seatConfirmed).toBe(true);
    expect(first.host.peerInfos()[0]!.player).toBe('p-bo-1');

    const second = hostPhone([], 'g2');
    bo.guest.dropped();
    settle(second.host, bo, 'l2', second.host.receive('l2', wire(bo.guest.connected())));
    expect(bo.guest.gameId).toBe('g2');
    expect(bo.guest.player).toBeNull();
    expect(bo.guest.asked).toBe(false); // the seat picker shows again
    expect(bo.guest.view.seatConfirmed).toBe(false);
    expect(second.host.peerInfos()[0]!.player).toBeNull(); // not a seat of g1's players
    const again = bo.guest.claim('p-bo-2');
    settle(second.host, bo, 'l2', second.host.receive('l2', wire(again!)));
    expect(second.host.peerInfos()[0]!.player).toBe('p-bo-2');
  });
});
