import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../src/rules/core/model';
import {
  type EndsTrack,
  emptySlots,
  flip,
  markerVisible,
  place,
  placeProblem,
  remove,
  type TrackEnd,
  tap,
  tapProblem,
  trackProblem,
  trackSlots,
  visibleMarkers,
} from '../../../src/rules/core/track';

const T = (n: number, start: number, end: number): EndsTrack => ({ n, start, end });
const ALL = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('B2 two-ended track (Car Cult D20 action zones)', () => {
  it('B2 ST fill positions 1..st, DT fill n-dt+1..n, the rest empty', () => {
    expect(trackSlots(T(6, 2, 1))).toEqual(['START', 'START', null, null, null, 'END']);
    expect(trackSlots(T(4, 0, 0))).toEqual([null, null, null, null]);
    expect(trackSlots(T(3, 1, 2))).toEqual(['START', 'END', 'END']);
    expect(emptySlots(T(6, 2, 1))).toBe(3);
  });

  it('B2 invariant: st + dt <= n, whole counts, at least one slot', () => {
    expect(trackProblem(T(5, 3, 2))).toBeNull();
    expect(trackProblem(T(5, 3, 3))).toMatch(/at most 5/);
    expect(trackProblem(T(0, 0, 0))).toMatch(/at least one slot/);
    expect(trackProblem(T(4, -1, 0))).toMatch(/whole numbers/);
    expect(trackProblem(T(4, 1.5, 0))).toMatch(/whole numbers/);
    expect(() => trackSlots(T(2, 2, 1))).toThrow(RuleError);
  });

  it('B2 a symbol at p is visible iff st < p <= n - dt; B5 visibleSymbols counts them', () => {
    const t = T(5, 2, 1);
    expect([1, 2, 3, 4, 5].map((p) => markerVisible(t, p))).toEqual([false, false, true, true, false]);
    expect(visibleMarkers(t, ALL(5))).toBe(2);
    // B3.2 Dangerous Driver prints +ST on AZ 1 and 2: it generates 2 with no token on it, 1 with one ST.
    expect(visibleMarkers(T(2, 0, 0), [1, 2])).toBe(2);
    expect(visibleMarkers(T(2, 1, 0), [1, 2])).toBe(1);
    // Weapons print no symbols (B3.1 APP DEFAULT).
    expect(visibleMarkers(T(2, 0, 0), [])).toBe(0);
  });

  it('B2 ST go on from the left, DT from the right, while a slot is empty', () => {
    expect(place(T(5, 1, 1), 'START')).toEqual(T(5, 2, 1));
    expect(place(T(5, 1, 1), 'END')).toEqual(T(5, 1, 2));
  });

  it('CC-A09 a DT on a track with no empty AZ first discards the right-most ST', () => {
    expect(place(T(4, 3, 1), 'END')).toEqual(T(4, 2, 2));
    expect(place(T(4, 4, 0), 'END')).toEqual(T(4, 3, 1));
    expect(trackSlots(place(T(4, 3, 1), 'END'))).toEqual(['START', 'START', 'END', 'END']);
  });

  it('B2 a full track takes no ST, and a track full of DT takes no more DT', () => {
    expect(placeProblem(T(4, 2, 2), 'START')).toMatch(/No empty slot/);
    expect(() => place(T(4, 2, 2), 'START')).toThrow(RuleError);
    expect(placeProblem(T(4, 0, 4), 'END')).toMatch(/already holds a damage token/);
    expect(() => place(T(4, 0, 4), 'END')).toThrow(RuleError);
  });

  it('B2 removing a token re-packs: the innermost one of that kind goes', () => {
    expect(remove(T(5, 2, 2), 'START')).toEqual(T(5, 1, 2));
    expect(remove(T(5, 2, 2), 'END')).toEqual(T(5, 2, 1));
    expect(() => remove(T(5, 0, 2), 'START')).toThrow(/no such token/);
  });

  it('B2 a tap places on an empty slot and clears a slot of the same kind; the other kind is refused', () => {
    // Tapping empty slot 4 of 5 while placing ST still packs the ST onto slot 2.
    expect(tap(T(5, 1, 0), 3, 'START')).toEqual(T(5, 2, 0));
    expect(tap(T(5, 2, 0), 0, 'START')).toEqual(T(5, 1, 0));
    expect(tap(T(5, 0, 1), 2, 'END')).toEqual(T(5, 0, 2));
    expect(tap(T(5, 0, 2), 4, 'END')).toEqual(T(5, 0, 1));
    expect(tapProblem(T(5, 1, 1), 4, 'START')).toMatch(/other kind/);
    expect(tapProblem(T(5, 1, 1), 5, 'START')).toMatch(/No slot 6/);
    expect(() => tap(T(5, 1, 1), 0, 'END')).toThrow(RuleError);
  });

  it('B2 any run of places, removes and taps keeps st + dt <= n and the slots agree with the counts', () => {
    const op = fc.record({
      kind: fc.constantFrom<TrackEnd>('START', 'END'),
      what: fc.constantFrom('place', 'remove', 'tap'),
      i: fc.nat(7),
    });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.array(op, { maxLength: 30 }), (n, ops) => {
        let t = T(n, 0, 0);
        for (const o of ops) {
          const before = t;
          try {
            t = o.what === 'place' ? place(t, o.kind) : o.what === 'remove' ? remove(t, o.kind) : tap(t, o.i, o.kind);
          } catch (e) {
            expect(e).toBeInstanceOf(RuleError);
            expect(t).toBe(before);
          }
          expect(trackProblem(t)).toBeNull();
          const slots = trackSlots(t);
          expect(slots.filter((x) => x === 'START').length).toBe(t.start);
          expect(slots.filter((x) => x === 'END').length).toBe(t.end);
          expect(slots.lastIndexOf('START')).toBeLessThan(slots.indexOf('END') === -1 ? n : slots.indexOf('END'));
          expect(visibleMarkers(t, ALL(n))).toBe(emptySlots(t));
        }
      }),
    );
  });

  it('B2/CC-A20: flip turns one token into the other kind and re-packs; counts conserved', () => {
    expect(flip(T(4, 2, 1), 'START')).toEqual(T(4, 1, 2));
    expect(flip(T(4, 2, 2), 'END')).toEqual(T(4, 3, 1));
    expect(trackSlots(flip(T(4, 3, 1), 'START'))).toEqual(['START', 'START', 'END', 'END']);
    expect(() => flip(T(4, 0, 2), 'START')).toThrow(RuleError);
    expect(() => flip(T(4, 2, 0), 'END')).toThrow(RuleError);
  });
});
