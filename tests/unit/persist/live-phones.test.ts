// Issue 39: the host phone keeps its guest phones in IndexedDB (a settings record), so that a
// reload of the host's page changes nothing for the guests: the app's HostSession keeps them
// (wires.keep) and a new HostSession on the reloaded page restores them before any link opens.
import { afterEach, describe, expect, it } from 'vitest';
import { Timeline } from '../../../src/game/timeline';
import { type Db, open } from '../../../src/persist/db';
import { hostPhones, keepHostPhones } from '../../../src/persist/live-phones';
import { toFrames, Unframer } from '../../../src/sync/live/frames';
import { NOT_PROVEN } from '../../../src/sync/live/host';
import { type HostSession, hostSession } from '../../../src/sync/live/host-session';
import { type GuestMsg, type HostMsg, toHostMsg } from '../../../src/sync/live/messages';
import type { SavedPhone } from '../../../src/sync/live/seats';
import { add, doc, guestPhone, reduce, tryPush } from '../sync/live-harness';
import { fakeClock } from '../sync/live-table';

let counter = 0;
const opened: Db[] = [];
const name = () => `pitwall-live-phones-${++counter}-${Date.now()}`;
async function openDb(dbName: string): Promise<Db> {
  const db = await open({}, dbName);
  opened.push(db);
  return db;
}
afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

const hash = (c: string) => c.repeat(64);

describe('issue 39: the host’s phones in IndexedDB', () => {
  it('keeps the phones of the game hosted; another game reads none; null forgets them', async () => {
    const dbName = name();
    const db = await openDb(dbName);
    expect(await hostPhones(db, 'g1')).toEqual([]);
    const phones: SavedPhone[] = [{ peer: 'bo-phone', secretHash: hash('a'), player: 'bo' }];
    await keepHostPhones(db, 'g1', phones);
    db.close();
    const again = await openDb(dbName); // the page reloaded
    expect(await hostPhones(again, 'g1')).toEqual(phones);
    expect(await hostPhones(again, 'g2')).toEqual([]);
    await keepHostPhones(again, null);
    expect(await hostPhones(again, 'g1')).toEqual([]);
  });

  it('a host reload changes nothing for the guests: Bo’s phone gets its seat back, a phone with Bo’s id and no secret does not', async () => {
    const db = await openDb(name());
    const t = Timeline.load(reduce, 0, [add(1)]);
    const writes: Promise<void>[] = [];
    /** One page of the host phone: its own session, reading and writing the same database. */
    const page = () => {
      const read = new Map<string, HostMsg[]>();
      const unframers = new Map<string, Unframer>();
      const session: HostSession = hostSession(
        {
          gameId: 'g1',
          journal: () => t.entries,
          apply: (e) => tryPush(t, e),
          doc: () => doc(t.entries.slice()),
          isPlayer: (id) => ['ann', 'bo'].includes(id),
        },
        {
          send: (link, frame) => {
            const u = unframers.get(link) ?? new Unframer();
            unframers.set(link, u);
            const m = toHostMsg(u.push(frame) ?? null);
            if (m) read.set(link, [...(read.get(link) ?? []), m]);
          },
          close: () => undefined,
          keep: (phones) => void writes.push(keepHostPhones(db, 'g1', phones)),
        },
        fakeClock().clock,
      );
      const say = (link: string, m: GuestMsg) => {
        session.open(link);
        for (const f of toFrames(m)) session.frame(link, f);
        return read.get(link) ?? [];
      };
      return { session, say };
    };
    const first = page();
    const bo = guestPhone('bo-phone', t.entries.slice());
    bo.guest.player = 'bo';
    expect(first.say('link-1', bo.guest.connected())).toContainEqual({ t: 'seat', player: 'bo' });
    await Promise.all(writes);
    const kept = await hostPhones(db, 'g1');
    expect(kept).toEqual([{ peer: 'bo-phone', secretHash: expect.stringMatching(/^[0-9a-f]{64}$/), player: 'bo' }]);
    expect(JSON.stringify(kept)).not.toContain(bo.guest.secret);

    // The host's page reloads: a new session, its phones read back before any link opens.
    const second = page();
    second.session.restore(await hostPhones(db, 'g1'));
    expect(second.session.status().peers).toEqual([
      expect.objectContaining({ peer: 'bo-phone', player: 'bo', connected: false }),
    ]);
    // Another phone read Bo's id in 'peers' and says hello first, without Bo's secret.
    const eve = guestPhone('bo-phone', t.entries.slice());
    eve.guest.player = 'bo';
    expect(second.say('link-9', eve.guest.connected())).toContainEqual({ t: 'dropped', reason: NOT_PROVEN });
    // Bo's phone comes back with its secret: its seat, as before the reload.
    bo.guest.dropped();
    expect(second.say('link-2', bo.guest.connected())).toContainEqual({ t: 'seat', player: 'bo' });
    expect(second.session.status().peers).toEqual([
      expect.objectContaining({ peer: 'bo-phone', player: 'bo', connected: true }),
    ]);
  });
});
