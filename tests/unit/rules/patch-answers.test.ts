import { describe, expect, it } from 'vitest';
import { patchAnswers } from '../../../src/rules/core/answers';
import type { Question } from '../../../src/rules/core/procedure';

// Issue 31 (three phones at a real table): the Ram sheet kept the old defender's dice after the
// target changed. Dice thrown after a fact belong to that fact's value.
const questions: Question[] = [
  { kind: 'car', id: 'other', label: 'What did it hit?', carIds: ['viper', 'brute'] },
  { kind: 'dice', id: 'att', label: 'Hammerhead rams', count: 3, sides: 6 },
  { kind: 'dice', id: 'def', label: 'Viper defends', count: 2, sides: 6 },
];

describe('patchAnswers: a changed fact drops the dice thrown after it', () => {
  it('changing the car hit asks again for both pools; the first answer keeps nothing to drop', () => {
    const a = { other: 'viper', att: [6, 5, 1], def: [4, 4] };
    expect(patchAnswers(questions, a, { other: 'brute' })).toEqual({ other: 'brute' });
    expect(patchAnswers(questions, {}, { other: 'viper' })).toEqual({ other: 'viper' });
  });

  it('the same value again, or a die changed, keeps every other die (no quiet re-roll)', () => {
    const a = { other: 'viper', att: [6, 5, 1], def: [4, 4] };
    expect(patchAnswers(questions, a, { other: 'viper' })).toEqual(a);
    expect(patchAnswers(questions, a, { att: [2, 2, 2] })).toEqual({ ...a, att: [2, 2, 2] });
  });
});
