// The pending-consequence queue (issue 10): Road Wolf's depth-first order and the FIFO
// explosion chains of Dirty Wheels [DW A7.6] and Car Cult D20 [CC B8.10].
import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../src/rules/core/model';
import { peek, pushLast, pushNext, runChain, type Step, takeNext } from '../../../src/rules/core/pending';

type Item = { kind: 'WIPEOUT' | 'MOVE' | 'BOOM'; id: string };
const w = (id: string): Item => ({ kind: 'WIPEOUT', id });
const boom = (id: string): Item => ({ kind: 'BOOM', id });

describe('pending queue', () => {
  it('R-17: consequences go before the work already waiting, items[0] first', () => {
    const q = pushNext([w('a')], { kind: 'MOVE', id: 'skid' }, w('b'));
    expect(q.map((x) => x.id)).toEqual(['skid', 'b', 'a']);
    expect(peek(q)?.id).toBe('skid');
    expect(peek([])).toBeUndefined();
  });

  it('DW A7.6 / CC B8.10: chained explosions wait behind the current list (FIFO)', () => {
    const q = pushLast([boom('a'), boom('b')], boom('c'));
    expect(q.map((x) => x.id)).toEqual(['a', 'b', 'c']);
  });

  it('never changes the queue it is given', () => {
    const q = Object.freeze([w('a')]);
    pushNext(q, w('b'));
    pushLast(q, w('c'));
    takeNext(q, (x): x is Item => x.kind === 'WIPEOUT', 'none');
    runChain(q, () => 'DONE');
    expect(q).toEqual([w('a')]);
  });

  it('takeNext: only the command that resolves the head is accepted', () => {
    const q = [w('a'), { kind: 'MOVE', id: 'm' } as Item];
    const isMove = (x: Item): x is Item & { kind: 'MOVE' } => x.kind === 'MOVE';
    expect(() => takeNext(q, isMove, 'No move is under way.')).toThrow(RuleError);
    expect(() => takeNext([], isMove, 'No move is under way.')).toThrow(/No move is under way/);
    const { item, rest } = takeNext(q, (x): x is Item => x.kind === 'WIPEOUT', 'none');
    expect(item.id).toBe('a');
    expect(rest.map((x) => x.id)).toEqual(['m']);
  });

  it('runChain resolves one at a time inside one command and stops at what needs the table', () => {
    const seen: string[] = [];
    // a blows up b and c; b blows up d; c waits for the table's dice.
    const follows: Record<string, Item[]> = { a: [boom('b'), boom('c')], b: [boom('d')] };
    const step = (x: Item): Step<Item> => {
      seen.push(x.id);
      if (x.id === 'c') return 'WAIT';
      const f = follows[x.id];
      return f ? { follow: f, order: 'LAST' } : 'DONE';
    };
    expect(runChain([boom('a')], step).map((x) => x.id)).toEqual(['c', 'd']);
    expect(seen).toEqual(['a', 'b', 'c']);
  });

  it('runChain depth-first: a consequence is resolved before the rest of the list', () => {
    const seen: string[] = [];
    const step = (x: Item): Step<Item> => {
      seen.push(x.id);
      return x.id === 'a' ? { follow: [w('a1')], order: 'NEXT' } : 'DONE';
    };
    expect(runChain([w('a'), w('b')], step)).toEqual([]);
    expect(seen).toEqual(['a', 'a1', 'b']);
  });

  it('a chain that never ends is refused, not looped forever', () => {
    expect(() => runChain([boom('a')], (x) => ({ follow: [x], order: 'LAST' }), 20)).toThrow(/did not end/);
  });
});
