import { describe, expect, it } from 'vitest';
import { legendNotes } from '../../../src/ui/procedure/dice-question';

// The dice question's legend says who rolls and how many dice are left, never twice.
describe('dice question legend', () => {
  it('names the roller when the label does not', () => {
    expect(legendNotes({ label: 'Tie: Red Fury', count: 1, roller: 'Ann' }, 0)).toEqual({
      roller: 'Ann rolls',
      count: null,
    });
  });

  it('leaves the roller out of a roll-off die labelled with their name, tied passes included', () => {
    expect(legendNotes({ label: 'Ann', count: 1, roller: 'Ann' }, 0).roller).toBeNull();
    expect(legendNotes({ label: 'Ann (tied: roll again)', count: 1, roller: 'Ann' }, 0).roller).toBeNull();
    // A car named after its owner is still a different label.
    expect(legendNotes({ label: 'Annihilator', count: 1, roller: 'Ann' }, 0).roller).toBe('Ann rolls');
  });

  it('gives a pool its size before the first face, unless the label already does', () => {
    expect(legendNotes({ label: 'Attack', count: 3 }, 0)).toEqual({ roller: null, count: '3 dice' });
    expect(legendNotes({ label: 'Machine gun: 6 dice, 6+ succeeds', count: 6, roller: 'Ann' }, 0)).toEqual({
      roller: 'Ann rolls',
      count: null,
    });
  });

  it('counts what is left once faces are entered, and nothing when all are in', () => {
    expect(legendNotes({ label: 'Machine gun: 6 dice, 6+ succeeds', count: 6 }, 2).count).toBe('4 more');
    expect(legendNotes({ label: 'Attack', count: 3 }, 3).count).toBeNull();
    expect(legendNotes({ label: 'Skid', count: 1 }, 0).count).toBeNull();
  });
});

describe('issue 40: the prompt on a player’s phone', () => {
  it('"Vandal defends: roll your 3D6" already says the count', () => {
    expect(legendNotes({ label: 'Vandal defends: roll your 3D6', count: 3 }, 0)).toEqual({ roller: null, count: null });
  });
});
