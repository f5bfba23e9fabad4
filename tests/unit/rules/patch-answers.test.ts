import { describe, expect, it } from 'vitest';
import { keptDiceMismatch, patchAnswers } from '../../../src/rules/core/answers';
import type { Question } from '../../../src/rules/core/procedure';

// Issue 40 (three phones at a table): changing the Ram sheet's target and changing it back cleared
// the rammer's dice, so a player could re-roll by retargeting. Dice stay with the sheet until Apply
// or Cancel (this replaces issue 31's "a changed fact drops the dice thrown after it").
const questions: Question[] = [
  { kind: 'car', id: 'other', label: 'What did it hit?', carIds: ['viper', 'brute'] },
  { kind: 'dice', id: 'att', label: 'Hammerhead rams', count: 3, sides: 6 },
  { kind: 'dice', id: 'def', label: 'Viper defends', count: 2, sides: 6 },
];

describe('patchAnswers: dice stay with the sheet (issue 40, no reroll by retargeting)', () => {
  it('changing the car hit, and changing it back, keeps every die entered', () => {
    const a = { other: 'viper', att: [6, 5, 1], def: [4, 4] };
    const away = patchAnswers(questions, a, { other: 'brute' });
    expect(away).toEqual({ other: 'brute', att: [6, 5, 1], def: [4, 4] });
    expect(patchAnswers(questions, away, { other: 'viper' })).toEqual(a);
    expect(patchAnswers(questions, {}, { other: 'viper' })).toEqual({ other: 'viper' });
  });

  it('only the dice a patch sets change (Change clears one pool, not the others)', () => {
    const a = { other: 'viper', att: [6, 5, 1], def: [4, 4] };
    expect(patchAnswers(questions, a, { att: [2, 2, 2] })).toEqual({ ...a, att: [2, 2, 2] });
    expect(patchAnswers(questions, a, { def: undefined })).toEqual({ ...a, def: undefined });
  });
});

describe('keptDiceMismatch: kept dice that no longer fit are shown and asked about', () => {
  const def = questions[2] as Extract<Question, { kind: 'dice' }>;
  it('more faces than the question now takes: the faces, for the sheet to ask', () => {
    expect(keptDiceMismatch(def, [6, 5, 3])).toEqual([6, 5, 3]);
  });
  it('faces that fit, fewer (the pad asks for the rest) or none: nothing to ask', () => {
    expect(keptDiceMismatch(def, [6, 5])).toBeNull();
    expect(keptDiceMismatch(def, [6])).toBeNull();
    expect(keptDiceMismatch(def, undefined)).toBeNull();
  });
});
