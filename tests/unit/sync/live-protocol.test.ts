import { describe, expect, it } from 'vitest';
import { historyTargets } from '../../../src/sync/live/history-target';
import { MOVED_ON } from '../../../src/sync/live/host';
import { entryKey, type HostMsg, toGuestMsg, toHostMsg } from '../../../src/sync/live/messages';
import { add, guestPhone, hostPhone, redo, undo, wire } from './live-harness';

const msgsTo = (outs: { to: string; msg: HostMsg }[], to: string) => outs.filter((o) => o.to === to).map((o) => o.msg);

describe('live host: sequencing (issue 14 §2)', () => {
  it('gives an accepted proposal the next index, sends it to every guest and answers the proposer', () => {
    const { t, host } = hostPhone([add(1), add(2)]);
    const a = guestPhone('a', t.entries.slice());
    const b = guestPhone('b', t.entries.slice());
    host.receive('a', wire(a.guest.connected()));
    host.receive('b', wire(b.guest.connected()));
    const { p, send } = a.guest.propose(add(5));
    expect(send).not.toBeNull();
    const outs = host.receive('a', wire(send!));
    expect(t.entries).toHaveLength(3);
    expect(t.state).toBe(8);
    expect(msgsTo(outs, 'a')).toEqual([
      { t: 'entries', from: 2, entries: [p.entry], by: [{ player: null }] },
      { t: 'decided', id: p.id, seq: 2 },
    ]);
    expect(msgsTo(outs, 'b')).toEqual([{ t: 'entries', from: 2, entries: [p.entry], by: [{ player: null }] }]);
  });

  it('refuses with the rules’ own reason and changes nothing', () => {
    const { t, host } = hostPhone([add(1)]);
    const a = guestPhone('a', t.entries.slice());
    host.receive('a', wire(a.guest.connected()));
    const { p, send } = a.guest.propose(add(-3));
    const outs = host.receive('a', wire(send!));
    expect(t.entries).toHaveLength(1);
    expect(outs).toEqual([
      { to: 'a', msg: { t: 'decided', id: p.id, seq: null, reason: 'The total cannot go below 0.' } },
    ]);
    a.guest.receive(wire(outs[0]!.msg));
    expect(a.guest.pending).toEqual([]);
    expect(a.guest.refused.map((r) => r.reason)).toEqual(['The total cannot go below 0.']);
  });

  it('answers a resent proposal with the same decision and never applies it twice', () => {
    const { t, host } = hostPhone();
    const a = guestPhone('a', []);
    host.receive('a', wire(a.guest.connected()));
    const { p, send } = a.guest.propose(add(4));
    host.receive('a', wire(send!));
    const again = host.receive('a', { t: 'propose', p: wire(p) });
    expect(t.entries).toHaveLength(1);
    expect(again).toEqual([{ to: 'a', msg: { t: 'decided', id: p.id, seq: 0 } }]);
  });

  it('after a host restart, finds a resent proposal in its journal instead of applying it again', async () => {
    const { t, host } = hostPhone();
    const a = guestPhone('a', []);
    host.receive('a', wire(a.guest.connected()));
    const { p, send } = a.guest.propose(add(4));
    host.receive('a', wire(send!)); // applied, but the answer is lost with the link
    a.guest.dropped();
    const { LiveHost } = await import('../../../src/sync/live/host');
    const fresh = new LiveHost({
      gameId: 'g1',
      journal: () => t.entries,
      apply: () => 'must not be called',
      doc: () => {
        throw new Error('no');
      },
    });
    const outs = fresh.receive('a', wire(a.guest.connected()));
    expect(t.entries).toHaveLength(1);
    expect(msgsTo(outs, 'a')).toContainEqual({ t: 'decided', id: p.id, seq: 0 });
  });

  it('undo and redo are proposals like any other: accepted when they reach what the guest saw', () => {
    const { t, host } = hostPhone([add(1), add(2)]);
    const a = guestPhone('a', t.entries.slice());
    host.receive('a', wire(a.guest.connected()));
    const u = a.guest.propose(undo());
    expect(u.p.target).toBe(1);
    const outs = host.receive('a', wire(u.send!));
    expect(t.state).toBe(1);
    for (const o of outs) a.guest.receive(wire(o.msg));
    expect(a.guest.pending).toEqual([]);
    const r = a.guest.propose(redo());
    expect(r.p.target).toBe(1);
    host.receive('a', wire(r.send!));
    expect(t.state).toBe(3);
    expect(t.entries.map((e) => e.kind)).toEqual(['do', 'do', 'undo', 'redo']);
  });

  it('refuses an undo that would now take back another command (no reordered undo)', () => {
    const { t, host } = hostPhone([add(1)]);
    const a = guestPhone('a', t.entries.slice());
    host.receive('a', wire(a.guest.connected()));
    const u = a.guest.propose(undo()); // meant for entry 0
    t.push(add(7)); // the host played meanwhile
    host.flush();
    const outs = host.receive('a', wire(u.send!));
    expect(t.state).toBe(8);
    expect(msgsTo(outs, 'a')).toContainEqual({ t: 'decided', id: u.p.id, seq: null, reason: MOVED_ON });
  });

  it('sends a reconnecting guest only the tail after its head, and the whole game to one that does not match', () => {
    const { t, host } = hostPhone([add(1), add(2), add(3)]);
    const a = guestPhone('a', t.entries.slice(0, 1));
    const outs = host.receive('a', wire(a.guest.connected()));
    expect(msgsTo(outs, 'a')[0]).toEqual({
      t: 'entries',
      from: 1,
      entries: t.entries.slice(1),
      by: [
        { player: null, host: true },
        { player: null, host: true },
      ],
    });
    const stranger = guestPhone('s', [add(1)]); // same length, different entry
    const o2 = msgsTo(host.receive('s', wire(stranger.guest.connected())), 's');
    expect(o2[0]).toMatchObject({ t: 'game' });
    const fresh = guestPhone('f');
    const o3 = msgsTo(host.receive('f', wire(fresh.guest.connected())), 'f');
    expect(o3[0]).toMatchObject({ t: 'game', doc: { id: 'g1', journal: t.entries } });
    for (const m of o3) fresh.guest.receive(wire(m));
    expect(fresh.t.entries.map(entryKey)).toEqual(t.entries.map(entryKey));
  });

  it('lists who is connected and the head each phone reported', () => {
    const { t, host } = hostPhone([add(1)]);
    host.player = 'p1';
    const a = guestPhone('a', []);
    host.receive('a', wire(a.guest.connected()));
    const outs = host.receive('a', { t: 'head', head: 1 });
    expect(outs).toEqual([
      {
        to: 'a',
        msg: {
          t: 'peers',
          host: { player: 'p1', head: t.entries.length },
          peers: [{ peer: 'a', player: null, head: 1, connected: true }],
        },
      },
    ]);
    expect(host.dropped('a')).toEqual([]); // nobody left to tell
    expect(host.peers.get('a')?.connected).toBe(false);
  });
});

describe('live guest: catch-up (issue 14 §2)', () => {
  it('applies the host’s entries in order, skips what it already has and asks once across a gap', () => {
    const a = guestPhone('a', []);
    a.guest.connected();
    const e = [add(1), add(2), add(3)];
    expect(a.guest.receive({ t: 'entries', from: 0, entries: e.slice(0, 2) })).toEqual([{ t: 'head', head: 2 }]);
    expect(a.guest.receive({ t: 'entries', from: 1, entries: e.slice(1, 3) })).toEqual([{ t: 'head', head: 3 }]);
    expect(a.t.state).toBe(6);
    const later = [add(4), add(5)];
    expect(a.guest.receive({ t: 'entries', from: 4, entries: later })).toEqual([{ t: 'resync', head: 3 }]);
    expect(a.guest.view.resyncing).toBe(true);
    expect(a.guest.receive({ t: 'entries', from: 5, entries: [add(6)] })).toEqual([]);
    expect(a.t.entries).toHaveLength(3);
  });

  it('queues a change made while disconnected and sends it with the next hello', () => {
    const a = guestPhone('a', [add(1)]);
    const { p, send } = a.guest.propose(add(2));
    expect(send).toBeNull();
    expect(a.t.entries).toHaveLength(1); // a guest never applies its own change
    const hello = a.guest.connected();
    expect(hello).toMatchObject({ t: 'hello', head: 1, pending: [p] });
  });

  it('resumes after a page reload as the same guest: a change the host already took is not applied twice', async () => {
    const { LiveGuest } = await import('../../../src/sync/live/guest');
    const { t, host } = hostPhone([add(1)]);
    const a = guestPhone('a', t.entries.slice());
    host.receive('a', wire(a.guest.connected()));
    const taken = a.guest.propose(add(2));
    host.receive('a', wire(taken.send!)); // applied; the answer is lost with the page
    a.guest.dropped();
    const queued = a.guest.propose(add(3)); // made offline, then the page reloads
    const saved = wire(a.guest.saved());
    const env = { journal: () => a.t.entries, append: () => null, replace: () => undefined };
    const back = LiveGuest.resume(saved, env);
    expect(back.pending.map((p) => p.id)).toEqual([taken.p.id, queued.p.id]);
    const later = back.propose(add(4));
    expect(later.p.id).toBe('a.3'); // numbering goes on: no id is reused
    const outs = host.receive('a', wire(back.connected()));
    for (const o of outs) if (o.to === 'a' && o.msg.t === 'decided') back.receive(o.msg);
    expect(t.entries.slice(1).map(entryKey)).toEqual([taken.p.entry, queued.p.entry, later.p.entry].map(entryKey));
    expect(back.pending).toEqual([]);
  });

  it('stops, with the reason, when it cannot apply what the host sent', () => {
    const a = guestPhone('a', []);
    a.guest.connected();
    expect(a.guest.receive({ t: 'entries', from: 0, entries: [add(-1)] })).toEqual([]);
    expect(a.guest.view.broken).toMatch(/cannot apply the host’s step 1: The total cannot go below 0/);
  });

  it('a refused change stays listed with its reason until the player dismisses it', () => {
    const a = guestPhone('a', []);
    const { p } = a.guest.propose(add(-1));
    a.guest.receive({ t: 'decided', id: p.id, seq: null, reason: 'No.' });
    expect(a.guest.refused).toEqual([{ p, reason: 'No.' }]);
    a.guest.dismiss(p.id);
    expect(a.guest.refused).toEqual([]);
  });
});

describe('live messages', () => {
  it('checks what a guest sends and keeps only an entry’s own fields', () => {
    const p = {
      id: 'a.1',
      seen: 0,
      entry: { kind: 'do', command: { type: 'add', payload: { n: 1 }, at: 5, extra: 1 } },
    };
    expect(toGuestMsg({ t: 'propose', p })).toEqual({
      t: 'propose',
      p: { id: 'a.1', seen: 0, entry: { kind: 'do', command: { type: 'add', payload: { n: 1 }, at: 5 } } },
    });
    expect(toGuestMsg({ t: 'propose', p: { ...p, seen: -1 } })).toBeNull();
    expect(toGuestMsg({ t: 'propose', p: { ...p, entry: { kind: 'drop' } } })).toBeNull();
    expect(
      toGuestMsg({ t: 'hello', peer: 'a', player: null, gameId: null, head: 0, tip: null, pending: [p] }),
    ).toMatchObject({ t: 'hello', pending: [{ id: 'a.1' }] });
    expect(toGuestMsg({ t: 'nope' })).toBeNull();
    expect(toGuestMsg('hello')).toBeNull();
  });

  it('checks what the host sends: every message the host makes passes, malformed ones do not', () => {
    const { t, host } = hostPhone([add(1), add(2)]);
    const a = guestPhone('a');
    const outs = host.receive('a', wire(a.guest.connected()));
    const { send } = a.guest.propose(add(-9));
    outs.push(...host.receive('a', wire(send!)), ...host.receive('a', { t: 'head', head: 2 }));
    t.push(add(3));
    outs.push(...host.flush());
    expect(new Set(outs.map((o) => o.msg.t))).toEqual(new Set(['game', 'entries', 'decided', 'peers']));
    for (const o of outs) expect(toHostMsg(wire(o.msg))).toEqual(o.msg);
    expect(toHostMsg(wire({ t: 'entries', from: 0, entries: t.entries }))).toEqual({
      t: 'entries',
      from: 0,
      entries: t.entries,
    });
    expect(toHostMsg({ t: 'entries', from: 0, entries: [{ kind: 'zap' }] })).toBeNull();
    expect(toHostMsg({ t: 'entries', from: -1, entries: [] })).toBeNull();
    expect(toHostMsg({ t: 'decided', id: 'a.1', seq: 'x' })).toBeNull();
    expect(
      toHostMsg({ t: 'peers', host: { player: null, head: 1 }, peers: [{ peer: 'b', player: null, head: 1 }] }),
    ).toBeNull();
    expect(toHostMsg({ t: 'game', doc: { id: 'g' } })).toBeNull();
    expect(toHostMsg(null)).toBeNull();
  });

  it('history targets follow the timeline’s undo and redo stacks', () => {
    const j = [add(1), add(2), undo(), undo(), redo()];
    const h = historyTargets(j);
    expect(h.undo).toBe(0);
    expect(h.redo).toBe(1);
    expect(historyTargets([...j, add(3)]).redo).toBeUndefined();
  });
});

describe('live input from another phone never throws (fast-check)', () => {
  it('toGuestMsg and decodeSignal answer null or a checked value for anything', async () => {
    const fc = (await import('fast-check')).default;
    const { decodeSignal } = await import('../../../src/sync/live/sdp');
    fc.assert(
      fc.property(fc.anything(), (x) => {
        const m = toGuestMsg(x);
        expect(m === null || typeof m.t === 'string').toBe(true);
        const h = toHostMsg(x);
        expect(h === null || typeof h.t === 'string').toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (x) => {
        const d = decodeSignal(`PWL1~${x}`);
        expect(d === null || d.fingerprint.length === 32).toBe(true);
      }),
    );
  });
});
