// Issue 42: the guided-roll sheet records which dice the app rolled and which were typed, and whose.
import { describe, expect, it } from 'vitest';
import type { DiceSource } from '../../../src/rules/core/model';
import { APP_ROLLER, type Question } from '../../../src/rules/core/procedure';
import { nextSources, thrownOf, whoseDice } from '../../../src/ui/procedure/thrown-record';
import { fixture } from '../share/helpers';

type DiceQ = Extract<Question, { kind: 'dice' }>;
const setup = fixture('game-v1.json').setup; // Ana p-ana, Ben p-ben, Cat p-cat
const dice = (id: string, count: number, more: Partial<DiceQ> = {}): DiceQ => ({
  kind: 'dice',
  id,
  label: id,
  count,
  sides: 6,
  ...more,
});

describe('where each face came from (nextSources)', () => {
  it('two typed, then the Roll button for the rest; Clear forgets; Keep keeps the first ones', () => {
    let s = nextSources(undefined, 0, [3], 'typed');
    s = nextSources(s, 1, [3, 4], 'typed');
    s = nextSources(s, 2, [3, 4, 6, 1, 2], 'app');
    expect(s).toEqual(['typed', 'typed', 'app', 'app', 'app']);
    expect(nextSources(s, 5, [3, 4, 6], undefined)).toEqual(['typed', 'typed', 'app']);
    expect(nextSources(s, 5, undefined, undefined)).toEqual([]);
    // Faces this sheet never saw added (given before it opened) count as typed.
    expect(nextSources(undefined, 2, [5, 5, 1], 'app')).toEqual(['typed', 'typed', 'app']);
  });
});

describe('whose dice (whoseDice)', () => {
  it('the question’s player; the app’s none; a roller by name; no roller: the acting player', () => {
    expect(whoseDice(dice('a', 1, { player: 'p-cat', roller: 'Ana' }), setup, 'p-ana')).toBe('p-cat');
    expect(whoseDice(dice('a', 1, { roller: APP_ROLLER }), setup, 'p-ana')).toBeNull();
    expect(whoseDice(dice('a', 1, { roller: ' ben' }), setup, 'p-ana')).toBe('p-ben');
    expect(whoseDice(dice('a', 1, { roller: 'an opponent' }), setup, 'p-ana')).toBeNull();
    expect(whoseDice(dice('a', 1), setup, 'p-ana')).toBe('p-ana');
  });
});

describe('the dice Apply records (thrownOf)', () => {
  it('a mixed question gives two lists; a relayed answer is its player’s typed dice; unanswered and other questions none', () => {
    const qs: Question[] = [
      dice('att', 4),
      dice('def', 2, { player: 'p-ben', sides: 20 }),
      dice('app', 1, { roller: APP_ROLLER }),
      dice('later', 2),
      { kind: 'yesno', id: 'cover', label: 'Cover?' },
    ];
    const answers = { att: [6, 5, 1, 2], def: [20, 3], app: [4], cover: true };
    const sources: Record<string, DiceSource[]> = {
      att: ['typed', 'typed', 'app', 'app'],
      def: ['app', 'app'],
      app: ['app'],
    };
    const got = thrownOf(
      qs,
      answers,
      sources,
      (id) => id === 'def',
      (q) => whoseDice(q, setup, 'p-ana'),
    );
    expect(got).toEqual([
      { sides: 6, faces: [1, 2], source: 'app', by: 'p-ana' },
      { sides: 6, faces: [6, 5], source: 'typed', by: 'p-ana' },
      { sides: 20, faces: [20, 3], source: 'typed', by: 'p-ben' },
      { sides: 6, faces: [4], source: 'app' },
    ]);
  });
});
