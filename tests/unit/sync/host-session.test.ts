// Issue 39: the host's live session below the UI, driven as the app drives it: frames in per
// link, frames out per link (read back as each phone reads them), a fake clock for the peers tick.
import { describe, expect, it } from 'vitest';
import { Timeline } from '../../../src/game/timeline';
import type { Entry } from '../../../src/game/types';
import { FRAME_CHARS, toFrames, Unframer } from '../../../src/sync/live/frames';
import { NOT_OURS, TOO_MANY_HELLOS } from '../../../src/sync/live/host';
import { type HostSession, hostSession, PEERS_EVERY_MS } from '../../../src/sync/live/host-session';
import { type GuestMsg, type HostMsg, toHostMsg } from '../../../src/sync/live/messages';
import type { SavedPhone } from '../../../src/sync/live/seats';
import { add, doc, guestPhone, reduce, tryPush } from './live-harness';
import { fakeClock } from './live-table';

/** A host phone on the toy counter game, with fake links that keep what each phone was sent. */
function hostPhone(journal: Entry[] = []) {
  const t = Timeline.load(reduce, 0, journal);
  const { clock, tick, pending } = fakeClock();
  const frames = new Map<string, string[]>();
  const read = new Map<string, HostMsg[]>();
  const unframers = new Map<string, Unframer>();
  const closes: string[] = [];
  const kept: SavedPhone[][] = [];
  const session: HostSession = hostSession(
    {
      gameId: 'g1',
      journal: () => t.entries,
      apply: (e) => {
        const refusal = tryPush(t, e);
        if (refusal === null) session.changed(); // as the app's entry gate does
        return refusal;
      },
      doc: () => doc(t.entries.slice()),
      isPlayer: (id) => ['ann', 'bo'].includes(id),
    },
    {
      send: (link, frame) => {
        frames.set(link, [...(frames.get(link) ?? []), frame]);
        const u = unframers.get(link) ?? new Unframer();
        unframers.set(link, u);
        const m = toHostMsg(u.push(frame) ?? null);
        if (m) read.set(link, [...(read.get(link) ?? []), m]);
      },
      close: (link) => void closes.push(link),
      keep: (phones) => void kept.push(phones),
    },
    clock,
  );
  const said = (link: string) => read.get(link) ?? [];
  const say = (link: string, msg: GuestMsg | Record<string, unknown>, max?: number) => {
    for (const f of toFrames(msg, max)) session.frame(link, f);
  };
  /** An honest guest on `link`: says hello and answers what it is sent, as LiveGuest does. */
  const guest = (peer: string, link: string, player: string | null = null) => {
    const g = guestPhone(peer, t.entries.slice());
    g.guest.player = player;
    session.open(link);
    say(link, g.guest.connected());
    return g;
  };
  return { t, session, frames, said, say, guest, closes, kept, tick, pending };
}

const count = (msgs: HostMsg[], kind: HostMsg['t']) => msgs.filter((m) => m.t === kind).length;

describe('HostSession (issue 39): the host’s live session, frames in and frames out per link', () => {
  it('binds a link to the phone of its first hello and answers it in frames the phone reads back', () => {
    const h = hostPhone([add(1), add(2)]);
    h.session.open('link-1');
    expect(h.session.peerOf('link-1')).toBeNull();
    h.guest('a', 'link-1', 'ann');
    expect(h.session.peerOf('link-1')).toBe('a');
    expect(h.said('link-1')).toContainEqual({ t: 'seat', player: 'ann' });
    expect(h.said('link-1').find((m) => m.t === 'peers')).toMatchObject({
      host: { head: 2 },
      peers: [{ peer: 'a', player: 'ann', connected: true }],
    });
    expect(h.session.status()).toMatchObject({ head: 2, connected: true, peers: [{ peer: 'a', head: 2 }] });
    // A phone with another copy gets the whole game, cut into frames no larger than a data channel's.
    const big = hostPhone(Array.from({ length: 600 }, () => add(1)));
    big.session.open('link-9');
    big.say('link-9', { t: 'hello', peer: 'b', player: null, gameId: null, head: 0, tip: null, pending: [] });
    const frames = big.frames.get('link-9') ?? [];
    expect(frames.every((f) => f.length <= FRAME_CHARS)).toBe(true);
    expect(frames.some((f) => f[0] === 'P')).toBe(true);
    expect(big.said('link-9').find((m) => m.t === 'game')).toMatchObject({ doc: { id: 'g1' } });
  });

  it('reassembles a guest’s message sent in many frames; a frame that is not Pitwall’s drops that link only', () => {
    const h = hostPhone();
    const a = h.guest('a', 'link-1');
    h.guest('b', 'link-2');
    const { p, send } = a.guest.propose(add(5));
    h.say('link-1', send as GuestMsg, 20);
    expect(h.t.entries).toHaveLength(1);
    expect(h.said('link-1')).toContainEqual({ t: 'decided', id: p.id, seq: 0 });
    expect(h.said('link-2')).toContainEqual(expect.objectContaining({ t: 'entries', from: 0 }));
    h.session.frame('link-2', 'X not a live message');
    expect(h.said('link-2').at(-1)).toEqual({ t: 'dropped', reason: NOT_OURS });
    expect(h.closes).toEqual(['link-2']);
    h.say('link-1', { t: 'head', head: 1 });
    expect(h.session.status().peers.map((p) => [p.peer, p.connected])).toEqual([
      ['a', true],
      ['b', false],
    ]);
  });

  it('a dropped link is told why, closed once, and nothing it sends afterwards is read', () => {
    const h = hostPhone();
    h.guest('a', 'link-1');
    for (let i = 0; i < 5; i++)
      h.say('link-1', { t: 'hello', peer: 'a', player: null, gameId: 'g1', head: 0, tip: null, pending: [] });
    expect(h.said('link-1').at(-1)).toEqual({ t: 'dropped', reason: TOO_MANY_HELLOS });
    expect(h.closes).toEqual(['link-1']);
    const before = h.frames.get('link-1')?.length;
    h.say('link-1', { t: 'propose', p: { id: 'a.1', seen: 0, entry: add(1) } });
    h.session.closed('link-1'); // the data channel reports the close the host asked for
    expect(h.frames.get('link-1')?.length).toBe(before);
    expect(h.t.entries).toHaveLength(0);
    expect(h.closes).toEqual(['link-1']);
    expect(h.session.status().droppedPhones.map((d) => d.reason)).toEqual([TOO_MANY_HELLOS]);
  });

  it('sends the phones list at most every 300 ms: at once, then once more for what changed meanwhile, then stops', () => {
    const h = hostPhone();
    h.guest('a', 'link-1');
    const first = count(h.said('link-1'), 'peers');
    expect(first).toBe(1);
    h.guest('b', 'link-2'); // a phone joining changes the list: due, not sent yet
    for (let head = 0; head < 3; head++) h.say('link-1', { t: 'head', head });
    expect(count(h.said('link-1'), 'peers')).toBe(first);
    h.tick(PEERS_EVERY_MS - 1);
    expect(count(h.said('link-1'), 'peers')).toBe(first);
    h.tick(1);
    expect(count(h.said('link-1'), 'peers')).toBe(first + 1);
    expect(h.said('link-1').at(-1)).toMatchObject({ t: 'peers', peers: [{ peer: 'a' }, { peer: 'b' }] });
    h.tick(PEERS_EVERY_MS * 5); // nothing changed: the tick ends
    expect(count(h.said('link-1'), 'peers')).toBe(first + 1);
    expect(h.pending()).toBe(0);
    // The host phone's own open roll is not held back by the tick.
    h.session.rolling({ key: 'k', title: 'Move ends' });
    expect(h.said('link-2').at(-1)).toMatchObject({ t: 'peers', host: { rolling: { title: 'Move ends' } } });
  });

  it('a change on the host phone goes to every connected phone once; a closed link shows that phone offline', () => {
    const h = hostPhone();
    h.guest('a', 'link-1');
    h.guest('b', 'link-2');
    h.t.push(add(3));
    h.session.changed();
    h.session.changed();
    for (const link of ['link-1', 'link-2'])
      expect(h.said(link).filter((m) => m.t === 'entries')).toEqual([
        { t: 'entries', from: 0, entries: [h.t.entries[0]], by: [{ player: null, host: true }] },
      ]);
    h.session.closed('link-2');
    expect(h.session.status().peers.find((p) => p.peer === 'b')?.connected).toBe(false);
    h.tick(PEERS_EVERY_MS);
    expect(h.said('link-1').at(-1)).toMatchObject({
      t: 'peers',
      peers: [
        { peer: 'a', connected: true },
        { peer: 'b', connected: false },
      ],
    });
    h.t.push(add(1));
    h.session.changed();
    expect(h.said('link-2').filter((m) => m.t === 'entries')).toHaveLength(1);
  });

  it('the host phone’s seat: refused while a guest phone holds it, else taken and listed', () => {
    const h = hostPhone();
    h.guest('a', 'link-1', 'ann');
    expect(h.session.claim('ann')).toEqual({ by: 'phone', peer: 'a' });
    expect(h.session.host.player).toBeNull();
    expect(h.session.claim('bo')).toBeUndefined();
    expect(h.session.status().player).toBe('bo');
    h.tick(PEERS_EVERY_MS);
    expect(h.said('link-1').at(-1)).toMatchObject({ t: 'peers', host: { player: 'bo' } });
  });

  it('ending tells every open link the host left, closes them, and sends nothing after', () => {
    const h = hostPhone();
    h.guest('a', 'link-1');
    h.guest('b', 'link-2'); // the tick is running
    h.session.end();
    expect(h.said('link-1').at(-1)).toEqual({ t: 'end' });
    expect(h.said('link-2').at(-1)).toEqual({ t: 'end' });
    expect(h.closes.sort()).toEqual(['link-1', 'link-2']);
    expect(h.pending()).toBe(0);
    const sent = [...h.frames.values()].flat().length;
    h.t.push(add(1));
    h.session.changed();
    h.session.frame('link-1', toFrames({ t: 'head', head: 1 })[0] as string);
    h.tick(PEERS_EVERY_MS * 2);
    expect([...h.frames.values()].flat()).toHaveLength(sent);
  });

  it('keeps the phones whenever they change (a phone joins, takes a seat), never their secrets', () => {
    const h = hostPhone();
    const a = h.guest('a', 'link-1');
    expect(h.kept).toEqual([[{ peer: 'a', secretHash: expect.stringMatching(/^[0-9a-f]{64}$/), player: null }]]);
    h.say('link-1', { t: 'head', head: 0 });
    expect(h.kept).toHaveLength(1); // nothing a reload needs changed
    h.say('link-1', { t: 'player', player: 'ann' });
    expect(h.kept.at(-1)).toEqual([expect.objectContaining({ peer: 'a', player: 'ann' })]);
    expect(JSON.stringify(h.kept)).not.toContain(a.guest.secret);
  });

  it('a phone asking for a seat another phone holds waits for the host’s player: Give hands it over, Keep hides the request until it asks again', () => {
    const h = hostPhone();
    h.guest('bo', 'link-1', 'bo');
    h.session.closed('link-1'); // Bo's link drops for a moment: his seat stays his
    h.guest('eve', 'link-2', 'bo');
    expect(h.said('link-2')).toContainEqual({
      t: 'seat',
      player: null,
      taken: { player: 'bo', by: 'phone', asked: true },
    });
    expect(h.session.status().requests).toEqual([{ peer: 'eve', player: 'bo' }]);
    h.session.answer({ peer: 'eve', player: 'bo' }, false);
    expect(h.session.status().requests).toEqual([]);
    expect(h.session.host.peers.get('bo')?.player).toBe('bo');
    h.tick(1_000);
    h.say('link-2', { t: 'player', player: 'bo' }); // asks again: asked again
    expect(h.session.status().requests).toEqual([{ peer: 'eve', player: 'bo' }]);
    h.session.answer({ peer: 'eve', player: 'bo' }, true);
    expect(
      h
        .said('link-2')
        .filter((m) => m.t === 'seat')
        .at(-1),
    ).toEqual({ t: 'seat', player: 'bo' });
    expect(h.session.status().requests).toEqual([]);
    expect(h.kept.at(-1)).toEqual([
      expect.objectContaining({ peer: 'bo', player: null }),
      expect.objectContaining({ peer: 'eve', player: 'bo' }),
    ]);
  });
});
