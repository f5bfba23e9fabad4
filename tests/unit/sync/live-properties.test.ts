import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LiveHost } from '../../../src/sync/live/host';
import { entryKey, type GuestMsg, type HostMsg, type Proposal } from '../../../src/sync/live/messages';
import { add, doc, guestPhone, hostPhone, redo, tryPush, undo, wire } from './live-harness';

type Act =
  | { k: 'hostDo'; n: number }
  | { k: 'hostUndo' }
  | { k: 'hostRedo' }
  | { k: 'guestDo'; g: number; n: number }
  | { k: 'guestUndo'; g: number }
  | { k: 'guestRedo'; g: number }
  | { k: 'toHost'; g: number }
  | { k: 'toGuest'; g: number }
  | { k: 'drop'; g: number }
  | { k: 'connect'; g: number }
  | { k: 'hostRestart' };

const g = fc.nat({ max: 2 });
const n = fc.integer({ min: -3, max: 4 }); // negative ones are sometimes refused by the rules
const actArb: fc.Arbitrary<Act> = fc.oneof(
  { weight: 2, arbitrary: fc.record({ k: fc.constant('hostDo' as const), n }) },
  { weight: 1, arbitrary: fc.constant({ k: 'hostUndo' as const }) },
  { weight: 1, arbitrary: fc.constant({ k: 'hostRedo' as const }) },
  { weight: 4, arbitrary: fc.record({ k: fc.constant('guestDo' as const), g, n }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('guestUndo' as const), g }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('guestRedo' as const), g }) },
  { weight: 6, arbitrary: fc.record({ k: fc.constant('toHost' as const), g }) },
  { weight: 6, arbitrary: fc.record({ k: fc.constant('toGuest' as const), g }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('drop' as const), g }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('connect' as const), g }) },
  { weight: 1, arbitrary: fc.constant({ k: 'hostRestart' as const }) },
);

/** One host and three guests (the first two start with the game, the third has nothing). */
function simulate(acts: Act[]) {
  const h = hostPhone([add(1)]);
  const newHost = () =>
    new LiveHost({
      gameId: 'g1',
      journal: () => h.t.entries,
      apply: (e) => tryPush(h.t, e),
      doc: () => doc(h.t.entries.slice()),
    });
  let host = newHost();
  const phones = [guestPhone('a', h.t.entries.slice()), guestPhone('b', []), guestPhone('c')];
  const links = phones.map(() => ({ up: false, toHost: [] as GuestMsg[], toGuest: [] as HostMsg[] }));
  const made: Proposal[] = [];
  const accepted = new Map<string, number>();

  const route = (outs: { to: string; msg: HostMsg }[]) => {
    for (const o of outs) links[phones.findIndex((p) => p.guest.peer === o.to)]!.toGuest.push(wire(o.msg));
  };
  const drop = (i: number) => {
    const l = links[i]!;
    if (!l.up) return;
    l.up = false;
    l.toHost.length = 0; // in flight: lost with the link
    l.toGuest.length = 0;
    phones[i]!.guest.dropped();
    route(host.dropped(phones[i]!.guest.peer));
  };
  const propose = (i: number, e: ReturnType<typeof add>) => {
    const { p, send } = phones[i]!.guest.propose(e);
    made.push(p);
    if (send) links[i]!.toHost.push(wire(send));
  };
  const step = (a: Act) => {
    switch (a.k) {
      case 'hostDo':
      case 'hostUndo':
      case 'hostRedo':
        if (tryPush(h.t, a.k === 'hostDo' ? add(a.n) : a.k === 'hostUndo' ? undo() : redo()) === null)
          route(host.flush());
        return;
      case 'guestDo':
        return propose(a.g, add(a.n));
      case 'guestUndo':
        return propose(a.g, undo());
      case 'guestRedo':
        return propose(a.g, redo());
      case 'toHost': {
        const l = links[a.g]!;
        const m = l.up ? l.toHost.shift() : undefined;
        if (m) route(host.receive(phones[a.g]!.guest.peer, m));
        return;
      }
      case 'toGuest': {
        const l = links[a.g]!;
        const m = l.up ? l.toGuest.shift() : undefined;
        if (!m) return;
        if (m.t === 'decided' && m.seq !== null) accepted.set(m.id, m.seq);
        for (const r of phones[a.g]!.guest.receive(m)) l.toHost.push(wire(r));
        return;
      }
      case 'drop':
        return drop(a.g);
      case 'connect': {
        const l = links[a.g]!;
        if (l.up) return;
        l.up = true;
        l.toHost.push(wire(phones[a.g]!.guest.connected()));
        return;
      }
      case 'hostRestart':
        // The host's page reloads: its journal is on disk, its links and its decision table are not.
        phones.forEach((_, i) => {
          drop(i);
        });
        host = newHost();
        return;
    }
  };
  for (const a of acts) step(a);
  // The table settles: everyone reconnects and every message is delivered.
  phones.forEach((_, i) => {
    step({ k: 'connect', g: i });
  });
  for (let guard = 0; links.some((l) => l.toHost.length || l.toGuest.length); guard++) {
    if (guard > 10_000) throw new Error('never settled');
    phones.forEach((_, i) => {
      step({ k: 'toHost', g: i });
      step({ k: 'toGuest', g: i });
    });
  }
  return { h, phones, made, accepted };
}

describe('live play: any interleaving converges (issue 14 §2, fast-check)', () => {
  const seen = { accepted: 0, refused: 0, guestUndos: 0, hostEntries: 0 };
  it('ends with every phone’s journal identical to the host’s and every accepted proposal in it exactly once', () => {
    fc.assert(
      fc.property(fc.array(actArb, { minLength: 10, maxLength: 150, size: 'max' }), (acts) => {
        const { h, phones, made, accepted } = simulate(acts);
        const hostKeys = h.t.entries.map(entryKey);
        for (const p of phones) {
          expect(p.t.entries.map(entryKey)).toEqual(hostKeys);
          expect(p.t.state).toBe(h.t.state);
          expect(p.guest.pending).toEqual([]); // nothing left undecided
        }
        const refused = new Map(phones.flatMap((p) => p.guest.refused.map((r) => [r.p.id, r.reason] as const)));
        seen.accepted += accepted.size;
        seen.refused += refused.size;
        seen.hostEntries += hostKeys.length;
        seen.guestUndos += made.filter((p) => p.entry.kind !== 'do' && accepted.has(p.id)).length;
        for (const p of made) {
          const key = entryKey(p.entry);
          const count = hostKeys.filter((k) => k === key).length;
          // Decided exactly one way: accepted (then in the host's journal once, where it was
          // acknowledged) or refused with a reason (then not in it at all).
          expect(accepted.has(p.id) !== refused.has(p.id)).toBe(true);
          if (accepted.has(p.id)) {
            expect(count).toBe(1);
            expect(hostKeys[accepted.get(p.id)!]).toBe(key);
          } else {
            expect(count).toBe(0);
            expect(refused.get(p.id)).toBeTruthy();
          }
        }
      }),
      { numRuns: 300 },
    );
    // The runs exercised what they claim to: accepted and refused proposals, guests' undos.
    expect(seen.accepted).toBeGreaterThan(1000);
    expect(seen.refused).toBeGreaterThan(100);
    expect(seen.guestUndos).toBeGreaterThan(5);
    console.log('live-properties', JSON.stringify(seen));
  }, 30_000); // 300 interleavings through the real reducers: over 5 s on a loaded 2-core machine
});
