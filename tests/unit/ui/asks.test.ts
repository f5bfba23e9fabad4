// Issue 40: what an open sheet tells the other phones it asks of their players: only questions
// the rules give to another player than this phone's, in the live limits, or none.
import { describe, expect, it } from 'vitest';
import type { Question } from '../../../src/rules/core/procedure';
import { toGuestMsg } from '../../../src/sync/live/messages';
import { askOf, asksOf } from '../../../src/ui/procedure/asks';

const qs: Question[] = [
  { kind: 'car', id: 'other', label: 'What did it hit?', carIds: ['a'] },
  { kind: 'dice', id: 'att', label: 'Hammer rams', count: 3, sides: 6, player: 'cy' },
  { kind: 'dice', id: 'def', label: 'Vandal defends', count: 3, sides: 6, player: 'bo' },
  {
    kind: 'choice',
    id: 'def.reroll',
    label: 'Veteran reroll?',
    options: [{ value: 'none', label: 'Keep the dice' }],
    default: 'none',
    player: 'bo',
  },
];

describe('asksOf', () => {
  it('asks the other players’ questions, not this phone’s player’s, each done once the sheet has its answer (a default is no answer)', () => {
    const asks = asksOf(qs, { def: [4, 4, 2] }, 'cy');
    expect(asks.map((a) => [a.q, a.player, a.done ?? false])).toEqual([
      ['def', 'bo', true],
      ['def.reroll', 'bo', false],
    ]);
  });

  it('what it sends is a valid rolling message for the host; a question over the limits is left out', () => {
    const asks = asksOf(qs, {}, null);
    expect(toGuestMsg({ t: 'rolling', rolling: { key: 'rw.ram:1', title: 'Ram', asks } })).toEqual({
      t: 'rolling',
      rolling: { key: 'rw.ram:1', title: 'Ram', asks },
    });
    expect(
      askOf({ kind: 'dice', id: 'x', label: 'Huge pool', count: 41, sides: 6, player: 'bo' }, null, false),
    ).toBeNull();
  });
});
