import { describe, expect, it } from 'vitest';
import {
  type ChoosableModifier,
  hasChoice,
  pickedResult,
  reachableOptions,
  reachableResults,
  reachableValue,
  takesText,
} from '../../../src/rules/core/modifier-choice';
import { answerPick, isAnswered, missingAnswers, type Question } from '../../../src/rules/core/procedure';
import { rollOffPassLabel } from '../../../src/rules/core/roll-off';

// A chart like White Line Fever's against a speed-3 target: below misses, equal flips, above spins,
// 7-8 destroys, 9+ explodes (A2.2, W-9).
const chart = (f: number) => (f >= 9 ? 'EXPLODE' : f >= 7 ? 'DESTROY' : f < 3 ? 'MISS' : f === 3 ? 'FLIP' : 'SPIN');
const SR: ChoosableModifier = { id: 'SR', name: 'short range', fact: 'shortRange' };
const BS: ChoosableModifier = { id: 'BS', name: 'back shot', fact: 'backShot' };
const HL: ChoosableModifier = { id: 'HL', name: 'helpless' };
const show = (raw: number, mods: ChoosableModifier[]) =>
  reachableResults(raw, mods, chart).map((r) => `${r.result} ${takesText(r, mods)} = ${r.total}`);

describe('W-8 reachableResults: every result the ±1 modifiers reach, each with the least it takes', () => {
  it('W-8 no modifiers: the roll as rolled, and nothing to choose', () => {
    const list = reachableResults(5, [], chart);
    expect(list).toEqual([{ result: 'SPIN', total: 5, adjust: {}, facts: [] }]);
    expect(hasChoice(list)).toBe(false);
  });

  it('W-8 one fact modifier: -1 and +1 around the roll, asserting the fact only when used', () => {
    expect(show(3, [SR])).toEqual(['MISS −1 short range = 2', 'FLIP as rolled = 3', 'SPIN +1 short range = 4']);
    expect(reachableResults(3, [SR], chart).map((r) => r.facts)).toEqual([['shortRange'], [], ['shortRange']]);
  });

  it('W-8 two fact modifiers: each way to a result that asserts a different fact is offered; a superset of facts is not', () => {
    expect(show(2, [SR, BS])).toEqual([
      'MISS as rolled = 2',
      'FLIP +1 short range = 3',
      'FLIP +1 back shot = 3',
      'SPIN +1 short range, +1 back shot = 4',
    ]);
  });

  it('W-8 a modifier that asserts no fact (Helpless) beats any that does', () => {
    // 5 at speed 3: Helpless alone reaches 4 (still Spin, as rolled wins) and 6; -2 needs a fact.
    expect(show(3, [SR, BS, HL])).toEqual(['MISS −1 helpless = 2', 'FLIP as rolled = 3', 'SPIN +1 helpless = 4']);
    expect(show(7, [SR, HL])).toEqual([
      'SPIN −1 helpless = 6',
      'DESTROY as rolled = 7',
      'EXPLODE +1 short range, +1 helpless = 9',
    ]);
  });

  it('W-8 values name the result and every step, and a stale value finds nothing', () => {
    const list = reachableResults(2, [SR, BS], chart);
    const spin = list.find((r) => r.result === 'SPIN')!;
    expect(reachableValue(spin, [SR, BS])).toBe('SPIN|SR1,BS1');
    expect(pickedResult(list, [SR, BS], 'SPIN|SR1,BS1')).toBe(spin);
    // The same steps after a different roll reach a different result: the old pick is gone.
    expect(pickedResult(reachableResults(5, [SR, BS], chart), [SR, BS], 'SPIN|SR1,BS1')).toBeUndefined();
    expect(pickedResult(list, [SR, BS], 42)).toBeUndefined();
  });

  it('W-8 options carry the result, what it takes and the facts they imply', () => {
    const opts = reachableOptions(reachableResults(2, [SR, BS], chart), [SR, BS], (r) => r.toLowerCase());
    expect(opts.map((o) => [o.result, o.takes, o.implies])).toEqual([
      ['miss', 'as rolled (2)', {}],
      ['flip', '+1 short range (3)', { shortRange: true }],
      ['flip', '+1 back shot (3)', { backShot: true }],
      ['spin', '+1 short range, +1 back shot (4)', { shortRange: true, backShot: true }],
    ]);
  });
});

describe('issue 9 outcome-choice questions', () => {
  const q: Extract<Question, { kind: 'outcome-choice' }> = {
    kind: 'outcome-choice',
    id: 'pick',
    label: 'Which result?',
    options: [
      { value: 'a', result: 'Miss', takes: 'as rolled' },
      { value: 'b', result: 'Spin Out', takes: '+1 short range', implies: { shortRange: true } },
    ],
  };

  it('W-8 is answered only by one of its options, and has no default to fall back on', () => {
    expect(isAnswered(q, 'b')).toBe(true);
    expect(isAnswered(q, 'c')).toBe(false);
    expect(isAnswered(q, undefined)).toBe(false);
    expect(missingAnswers([q], {})).toEqual(['pick']);
  });

  it('W-8 a pick records the facts its option implies along with it', () => {
    expect(answerPick(q, 'b')).toEqual({ shortRange: true, pick: 'b' });
    expect(answerPick(q, 'a')).toEqual({ pick: 'a' });
  });
});

describe('W-2 / R-5 roll-off passes stay on the sheet', () => {
  it('W-2 names each pass so no two dice questions share a label', () => {
    expect([0, 1, 2, 3].map(rollOffPassLabel)).toEqual([
      '',
      ' (tied: roll again)',
      ' (tied again: roll 3)',
      ' (tied again: roll 4)',
    ]);
  });
});
