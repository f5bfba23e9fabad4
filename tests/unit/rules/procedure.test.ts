import { describe, expect, it } from 'vitest';
import { compare, describeContest } from '../../../src/rules/core/contest';
import type { Answers, Outcome, Procedure, Question } from '../../../src/rules/core/procedure';
import { applyDefaults, isAnswered, missingAnswers } from '../../../src/rules/core/procedure';

const questions: Question[] = [
  { kind: 'yesno', id: 'rammed', label: 'Was it a ram?', default: false },
  { kind: 'number', id: 'speed', label: 'Speed', min: 0, max: 6, default: 2 },
  {
    kind: 'choice',
    id: 'facing',
    label: 'Facing',
    options: [
      { value: 'front', label: 'Front' },
      { value: 'side', label: 'Side' },
    ],
  },
  { kind: 'car', id: 'target', label: 'Target', carIds: ['c1', 'c2'] },
  { kind: 'dice', id: 'attack', label: 'Attack dice', count: 3, sides: 6 },
];

const complete: Answers = {
  rammed: true,
  speed: 4,
  facing: 'side',
  target: 'c2',
  attack: [6, 1, 3],
};

describe('missingAnswers', () => {
  it('lists every id, in question order, when nothing is answered', () => {
    expect(missingAnswers(questions, {})).toEqual(['rammed', 'speed', 'facing', 'target', 'attack']);
  });

  it('returns nothing when every question has a valid answer', () => {
    expect(missingAnswers(questions, complete)).toEqual([]);
  });

  it('returns nothing for no questions', () => {
    expect(missingAnswers([], {})).toEqual([]);
  });

  it('accepts false and 0 as real answers', () => {
    expect(missingAnswers(questions, { ...complete, rammed: false, speed: 0 })).toEqual([]);
  });

  it('treats undefined as unanswered', () => {
    expect(missingAnswers(questions, { ...complete, facing: undefined })).toEqual(['facing']);
  });

  it('rejects answers of the wrong type', () => {
    expect(missingAnswers(questions, { rammed: 'yes', speed: '4', facing: 1, target: true, attack: 6 })).toEqual([
      'rammed',
      'speed',
      'facing',
      'target',
      'attack',
    ]);
  });

  it('rejects numbers outside min..max or not finite', () => {
    expect(missingAnswers(questions, { ...complete, speed: 7 })).toEqual(['speed']);
    expect(missingAnswers(questions, { ...complete, speed: -1 })).toEqual(['speed']);
    expect(missingAnswers(questions, { ...complete, speed: Number.NaN })).toEqual(['speed']);
    expect(missingAnswers(questions, { ...complete, speed: 6 })).toEqual([]);
  });

  it('rejects a choice or car that is not offered', () => {
    expect(missingAnswers(questions, { ...complete, facing: 'rear', target: 'c3' })).toEqual(['facing', 'target']);
  });

  it('needs exactly count dice, each a valid face', () => {
    expect(missingAnswers(questions, { ...complete, attack: [6, 1] })).toEqual(['attack']);
    expect(missingAnswers(questions, { ...complete, attack: [6, 1, 3, 2] })).toEqual(['attack']);
    expect(missingAnswers(questions, { ...complete, attack: [6, 7, 3] })).toEqual(['attack']);
    expect(missingAnswers(questions, { ...complete, attack: [6, 0, 3] })).toEqual(['attack']);
    expect(missingAnswers(questions, { ...complete, attack: [6, 2.5, 3] })).toEqual(['attack']);
    expect(missingAnswers(questions, { ...complete, attack: [] })).toEqual(['attack']);
  });

  it('checks dice faces against the question’s die size', () => {
    const d3: Question[] = [{ kind: 'dice', id: 'd', label: 'D3', count: 2, sides: 3 }];
    expect(missingAnswers(d3, { d: [3, 1] })).toEqual([]);
    expect(missingAnswers(d3, { d: [4, 1] })).toEqual(['d']);
  });

  it('a zero-dice question is answered by an empty array', () => {
    const none: Question[] = [{ kind: 'dice', id: 'd', label: 'No dice', count: 0, sides: 6 }];
    expect(missingAnswers(none, { d: [] })).toEqual([]);
    expect(missingAnswers(none, {})).toEqual(['d']);
  });

  it('does not count a default as an answer', () => {
    const { rammed: _r, speed: _s, ...rest } = complete;
    expect(missingAnswers(questions, rest)).toEqual(['rammed', 'speed']);
  });
});

describe('applyDefaults', () => {
  it('fills defaults only where no answer is set, without mutating', () => {
    const given: Answers = { speed: 5 };
    const filled = applyDefaults(questions, given);
    expect(filled).toEqual({ rammed: false, speed: 5 });
    expect(given).toEqual({ speed: 5 });
    expect(missingAnswers(questions, filled)).toEqual(['facing', 'target', 'attack']);
  });
});

describe('isAnswered', () => {
  it('checks one question', () => {
    const q: Question = { kind: 'yesno', id: 'x', label: 'X' };
    expect(isAnswered(q, true)).toBe(true);
    expect(isAnswered(q, undefined)).toBe(false);
  });
});

describe('Procedure shape', () => {
  it('a procedure can ask, refuse incomplete answers, and resolve', () => {
    type Cmd = { type: 'damage'; amount: number };
    const proc: Procedure<null, null, Cmd> = {
      id: 'test.contest',
      title: 'Contest',
      ask: () => [
        { kind: 'dice', id: 'a', label: 'Ram', count: 2, sides: 6 },
        { kind: 'dice', id: 'b', label: 'Viper', count: 2, sides: 6 },
      ],
      resolve(state, ctx, answers): Outcome<Cmd> | { error: string } {
        const missing = missingAnswers(this.ask(state, ctx, answers), answers);
        if (missing.length > 0) return { error: `Missing: ${missing.join(', ')}` };
        const r = compare(answers.a as number[], answers.b as number[]);
        return {
          summary: r.winner === 'tie' ? 'No winner' : `${r.winner} wins`,
          reasons: [describeContest(r, 'Ram', 'Viper')],
          command: { type: 'damage', amount: r.overkill },
        };
      },
    };
    expect(proc.resolve(null, null, { a: [6, 1] })).toEqual({ error: 'Missing: b' });
    expect(proc.resolve(null, null, { a: [6, 1], b: [5, 5] })).toEqual({
      summary: 'A wins',
      reasons: ['6 beats 5 at the first die: Ram wins, overkill 1'],
      command: { type: 'damage', amount: 1 },
    });
  });
});
