import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../src/rules/core/model';
import {
  compactPasses,
  parsePasses,
  passesLogText,
  passText,
  type RollOffPass,
  type RollOffSpec,
  rollOffAsk,
  rollOffDiceQuestions,
  rollOffPassLabel,
  rollOffQuestions,
  rollOffRanking,
  rollOffRankingAsk,
  rollOffResult,
  rollOffStatus,
} from '../../../src/rules/core/roll-off';

const D8: RollOffSpec = { sides: 8, dice: 1 };
const D8_LOWEST: RollOffSpec = { sides: 8, dice: 1, pick: 'LOWEST' };
const INITIATIVE: RollOffSpec = {
  sides: 6,
  dice: 2,
  score: 'SUM',
  name: 'initiative roll',
  tied: 'the tied leaders',
  cite: ' [R-5]',
};
const INITIATIVE_CONTEST: RollOffSpec = { ...INITIATIVE, score: 'CONTEST' };
const D6: RollOffSpec = { sides: 6, dice: 1 };
const D20: RollOffSpec = { sides: 20, dice: 1 };
const ABC = ['A', 'B', 'C'];
const one = (p: Record<string, number>): RollOffPass => Object.fromEntries(Object.entries(p).map(([k, v]) => [k, [v]]));

describe('W-2 D8 roll-offs (White Line Fever)', () => {
  it('W-2 HIGHEST: the single highest face wins in one pass', () => {
    expect(rollOffResult(ABC, [one({ A: 3, B: 7, C: 5 })], D8)).toBe('B');
  });

  it('W-2 LOWEST: the single lowest face is picked (the collision loser)', () => {
    expect(rollOffResult(ABC, [one({ A: 3, B: 7, C: 5 })], D8_LOWEST)).toBe('A');
  });

  it('W-2 a tie on the deciding value re-rolls only the tied; a tie elsewhere does not', () => {
    expect(rollOffStatus(ABC, [one({ A: 8, B: 8, C: 2 })], D8)).toEqual({ done: false, next: ['A', 'B'] });
    expect(rollOffStatus(ABC, [one({ A: 2, B: 8, C: 2 })], D8_LOWEST)).toEqual({ done: false, next: ['A', 'C'] });
    expect(rollOffResult(ABC, [one({ A: 6, B: 3, C: 3 })], D8)).toBe('A');
    expect(rollOffResult(ABC, [one({ A: 8, B: 8, C: 2 }), one({ A: 1, B: 4 })], D8)).toBe('B');
  });

  it('W-2 refuses a pass for the wrong people, a face off the die, passes after the result, an unsettled roll-off', () => {
    expect(() => rollOffResult(ABC, [one({ A: 8, B: 8, C: 2 }), one({ A: 1, B: 4, C: 8 })], D8)).toThrow(
      /only those tied roll again/,
    );
    expect(() => rollOffResult(['A', 'B'], [one({ A: 9, B: 2 })], D8)).toThrow(/a D8 \(1 to 8\)/);
    expect(() => rollOffResult(['A', 'B'], [{ A: [3, 4], B: [2] }], D8)).toThrow(/D8/);
    expect(() => rollOffResult(ABC, [one({ A: 8, B: 2, C: 1 }), one({ A: 8, B: 2, C: 1 })], D8)).toThrow(
      /already settled/,
    );
    expect(() => rollOffResult(ABC, [one({ A: 4, B: 4, C: 1 })], D8)).toThrow(/still tied/);
    expect(() => rollOffStatus([], [], D8)).toThrow(RuleError);
    expect(rollOffResult(['A'], [], D8)).toBe('A');
  });

  it('W-2 parsePasses reads the saved one-die form (bare faces) and compactPasses writes it back', () => {
    const saved = [
      { A: 5, B: 5, C: 1 },
      { A: 2, B: 6 },
    ];
    const passes = parsePasses(saved, D8);
    expect(passes).toEqual([
      { A: [5], B: [5], C: [1] },
      { A: [2], B: [6] },
    ]);
    expect(compactPasses(passes)).toEqual(saved);
    expect(rollOffResult(ABC, passes, D8)).toBe('B');
    expect(() => parsePasses('x', D8)).toThrow(RuleError);
    expect(() => parsePasses([null], D8)).toThrow(RuleError);
    expect(() => parsePasses([[1, 2]], D8)).toThrow(RuleError);
    // A bare face is only a one-die roll-off's form.
    expect(() => parsePasses([{ A: 7 }], INITIATIVE)).toThrow(/2D6/);
  });
});

describe('R-5 2D6 initiative (Road Wolf)', () => {
  it('R-5 the highest total goes first; only the tied leaders roll again', () => {
    const passes: RollOffPass[] = [
      { P1: [6, 1], P2: [3, 4], P3: [2, 2] },
      { P1: [2, 2], P2: [5, 1] },
    ];
    expect(rollOffStatus(['P1', 'P2', 'P3'], passes.slice(0, 1), INITIATIVE)).toEqual({
      done: false,
      next: ['P1', 'P2'],
    });
    expect(rollOffResult(['P1', 'P2', 'P3'], passes, INITIATIVE)).toBe('P2');
    expect(() => rollOffResult(['P1', 'P2', 'P3'], [passes[0]!, { P1: [2, 2], P3: [5, 1] }], INITIATIVE)).toThrow(
      /only the tied leaders roll again \[R-5\]/,
    );
    expect(() => rollOffResult(['P1', 'P2', 'P3'], passes.slice(0, 1), INITIATIVE)).toThrow(/still tied.*\[R-5\]/);
    expect(() => rollOffResult(['P1', 'P2'], [{ P1: [6], P2: [1, 1] }], INITIATIVE)).toThrow(/2D6/);
  });

  it('R-5 house rule CONTEST: the dice are compared highest first, as in combat', () => {
    // 6+1 = 7 loses on total to 4+4 = 8, but wins the comparison (6 beats 4).
    expect(rollOffResult(['P1', 'P2'], [{ P1: [6, 1], P2: [4, 4] }], INITIATIVE)).toBe('P2');
    expect(rollOffResult(['P1', 'P2'], [{ P1: [6, 1], P2: [4, 4] }], INITIATIVE_CONTEST)).toBe('P1');
    // Equal top dice: the next die decides (5 beats 3).
    expect(rollOffResult(['P1', 'P2'], [{ P1: [6, 3], P2: [5, 6] }], INITIATIVE_CONTEST)).toBe('P2');
    // 3+4 and 5+2 tie on total, not on comparison; 6+1 and 1+6 tie on both.
    expect(rollOffStatus(['P1', 'P2'], [{ P1: [3, 4], P2: [5, 2] }], INITIATIVE)).toEqual({
      done: false,
      next: ['P1', 'P2'],
    });
    expect(rollOffStatus(['P1', 'P2'], [{ P1: [3, 4], P2: [5, 2] }], INITIATIVE_CONTEST)).toEqual({
      done: true,
      pick: 'P2',
    });
    expect(rollOffStatus(['P1', 'P2'], [{ P1: [6, 1], P2: [1, 6] }], INITIATIVE_CONTEST)).toEqual({
      done: false,
      next: ['P1', 'P2'],
    });
  });

  it('W-2 / R-5 passesLogText: a saved roll-off for the log, never throwing', () => {
    expect(
      passesLogText(
        [
          { A: 5, B: 5 },
          { A: 2, B: 6 },
        ],
        (id) => id,
      ),
    ).toBe('A 5, B 5 / then A 2, B 6');
    expect(passesLogText([{ P1: [3, 4], P2: [1, 1] }, { P1: [6, 6] }], (id) => id, ' / re-roll: ')).toBe(
      'P1 3+4, P2 1+1 / re-roll: P1 6+6',
    );
    expect(passesLogText('junk', (id) => id)).toBe('');
    expect(passesLogText([null], (id) => id)).toBe('?');
  });

  it('R-5 passText shows each roller’s dice and total', () => {
    expect(passText({ P1: [6, 1], P2: [3, 4] }, (id) => `Player ${id.slice(1)}`)).toBe(
      'Player 1 6+1 = 7, Player 2 3+4 = 7',
    );
    expect(passText({ A: [5] }, (id) => id)).toBe('A 5');
  });
});

describe('DW-A16 / CC-A01 D6 and D20 roll-offs (Dirty Wheels, Car Cult D20)', () => {
  it('DW-A16 a D6 roll-off among entities still tied on initiative: the higher goes first', () => {
    const ids = ['car1', 'car2', 'gun'];
    expect(rollOffStatus(ids, [one({ car1: 4, car2: 4, gun: 4 })], D6)).toEqual({ done: false, next: ids });
    expect(
      rollOffResult(
        ids,
        [one({ car1: 4, car2: 4, gun: 4 }), one({ car1: 2, car2: 6, gun: 6 }), one({ car2: 1, gun: 3 })],
        D6,
      ),
    ).toBe('gun');
    expect(() => rollOffResult(['a', 'b'], [one({ a: 7, b: 1 })], D6)).toThrow(/a D6 \(1 to 6\)/);
  });

  it('CC-A01 a D20 tie-break: equal highs re-roll until one value is highest', () => {
    const ids = ['x', 'y', 'z'];
    expect(rollOffResult(ids, [one({ x: 20, y: 20, z: 3 })].concat([one({ x: 11, y: 17 })]), D20)).toBe('y');
    expect(rollOffStatus(ids, [one({ x: 20, y: 20, z: 3 })], D20)).toEqual({ done: false, next: ['x', 'y'] });
    expect(() => rollOffResult(ids, [one({ x: 21, y: 1, z: 2 })], D20)).toThrow(/a D20 \(1 to 20\)/);
  });
});

describe('DW-A16 / DW-A17 ranking roll-offs: tied groups re-roll among themselves', () => {
  it('DW-A16 one pass with no ties orders everyone, highest first', () => {
    expect(rollOffRanking(['a', 'b', 'c'], [one({ a: 2, b: 6, c: 4 })], D6)).toEqual({
      done: true,
      order: ['b', 'c', 'a'],
    });
  });

  it('DW-A16 two tied groups re-roll, each among itself, in one pass', () => {
    const ids = ['a', 'b', 'c', 'd', 'e'];
    const first = one({ a: 5, b: 2, c: 5, d: 2, e: 1 });
    expect(rollOffRanking(ids, [first], D6)).toEqual({
      done: false,
      next: ['a', 'c', 'b', 'd'],
      groups: [['a', 'c'], ['b', 'd'], ['e']],
    });
    // a and c tie again; d beats b.
    const second = one({ a: 3, c: 3, b: 1, d: 4 });
    expect(rollOffRanking(ids, [first, second], D6)).toEqual({
      done: false,
      next: ['a', 'c'],
      groups: [['a', 'c'], ['d'], ['b'], ['e']],
    });
    expect(rollOffRanking(ids, [first, second, one({ a: 2, c: 6 })], D6)).toEqual({
      done: true,
      order: ['c', 'a', 'd', 'b', 'e'],
    });
  });

  it('DW-A16 LOWEST orders worst first; refusals as for a single pick', () => {
    expect(rollOffRanking(['a', 'b', 'c'], [one({ a: 2, b: 6, c: 4 })], { ...D6, pick: 'LOWEST' })).toEqual({
      done: true,
      order: ['a', 'c', 'b'],
    });
    expect(() => rollOffRanking(['a', 'b'], [one({ a: 2, b: 2 }), one({ a: 1 })], D6)).toThrow(
      /only those tied roll again/,
    );
    expect(() => rollOffRanking(['a', 'b'], [one({ a: 2, b: 3 }), one({ a: 1, b: 2 })], D6)).toThrow(/already settled/);
    expect(() => rollOffRanking(['a', 'b'], [one({ a: 7, b: 3 })], D6)).toThrow(/a D6/);
    expect(rollOffRanking(['a'], [], D6)).toEqual({ done: true, order: ['a'] });
  });

  it('DW-A16 rollOffRankingAsk asks only the tied groups on the next pass, keeping every die', () => {
    const a = { 'dw.0.a': [5], 'dw.0.b': [2], 'dw.0.c': [5] };
    const r = rollOffRankingAsk(['a', 'b', 'c'], a, 'dw', D6);
    expect(r.questions.map((q) => q.id)).toEqual(['dw.1.a', 'dw.1.c']);
    expect(r.dice.map((q) => q.id)).toEqual(['dw.0.a', 'dw.0.b', 'dw.0.c', 'dw.1.a', 'dw.1.c']);
    expect(
      rollOffDiceQuestions(
        r.dice,
        D6,
        (id) => id.toUpperCase(),
        (id) => id,
      ).map((q) => q.kind === 'dice' && `${q.label} ${q.count}D${q.sides}`),
    ).toEqual(['A 1D6', 'B 1D6', 'C 1D6', 'A (tied: roll again) 1D6', 'C (tied: roll again) 1D6']);
    expect(rollOffRankingAsk(['a', 'b', 'c'], { ...a, 'dw.1.a': [1], 'dw.1.c': [4] }, 'dw', D6).status).toEqual({
      done: true,
      order: ['c', 'a', 'b'],
    });
  });
});

describe('W-2 / R-5 rollOffAsk and rollOffQuestions', () => {
  it('W-2 asks everyone on pass 0, the whole pass while a die is missing, then only the tied', () => {
    expect(rollOffAsk(ABC, {}, 'ro', D8).questions.map((q) => q.id)).toEqual(['ro.0.A', 'ro.0.B', 'ro.0.C']);
    const partial = rollOffAsk(ABC, { 'ro.0.A': 4, 'ro.0.B': [6] }, 'ro', D8);
    expect(partial.questions.map((q) => q.participant)).toEqual(ABC);
    expect(partial.passes).toEqual([]);
    const tied = rollOffAsk(ABC, { 'ro.0.A': [7], 'ro.0.B': [2], 'ro.0.C': [7] }, 'ro', D8);
    expect(tied.questions).toEqual([
      { id: 'ro.1.A', participant: 'A', pass: 1 },
      { id: 'ro.1.C', participant: 'C', pass: 1 },
    ]);
    expect(tied.passes).toEqual([{ A: [7], B: [2], C: [7] }]);
  });

  it('W-2 / issue 9 every pass stays listed; fixing a typo that broke the tie drops the re-roll', () => {
    const tied = { 'ro.0.A': [7], 'ro.0.B': [2], 'ro.0.C': [7] };
    const settled = rollOffAsk(ABC, { ...tied, 'ro.1.A': [3], 'ro.1.C': [5] }, 'ro', D8);
    expect(settled.dice.map((d) => d.id)).toEqual(['ro.0.A', 'ro.0.B', 'ro.0.C', 'ro.1.A', 'ro.1.C']);
    expect(settled.questions).toEqual([]);
    expect(settled.status).toEqual({ done: true, pick: 'C' });
    const fixed = rollOffAsk(ABC, { ...tied, 'ro.0.A': [6], 'ro.1.A': [3], 'ro.1.C': [5] }, 'ro', D8);
    expect(fixed.dice.map((d) => d.id)).toEqual(['ro.0.A', 'ro.0.B', 'ro.0.C']);
    expect(fixed.status).toEqual({ done: true, pick: 'C' });
  });

  it('W-2 a face outside the die, or the wrong number of dice, counts as not rolled yet', () => {
    expect(rollOffAsk(['A', 'B'], { 'ro.0.A': 9, 'ro.0.B': 3 }, 'ro', D8).status.done).toBe(false);
    const ini = rollOffAsk(['P1', 'P2'], { 'ini.0.P1': [6], 'ini.0.P2': [3, 3] }, 'ini', INITIATIVE);
    expect(ini.questions.map((q) => q.id)).toEqual(['ini.0.P1', 'ini.0.P2']);
    expect(ini.passes).toEqual([]);
  });

  it('R-5 rollOffQuestions asks 2D6 per leader, labels the re-rolls and keeps the first pass', () => {
    const a = { 'ini.0.P1': [6, 1], 'ini.0.P2': [3, 4], 'ini.0.P3': [1, 1] };
    const { qs, ask } = rollOffQuestions(
      ['P1', 'P2', 'P3'],
      a,
      'ini',
      INITIATIVE,
      (id) => `Player ${id.slice(1)}`,
      (id) => id,
    );
    expect(ask.status).toEqual({ done: false, next: ['P1', 'P2'] });
    expect(qs).toEqual([
      { kind: 'dice', id: 'ini.0.P1', label: 'Player 1', count: 2, sides: 6, roller: 'P1' },
      { kind: 'dice', id: 'ini.0.P2', label: 'Player 2', count: 2, sides: 6, roller: 'P2' },
      { kind: 'dice', id: 'ini.0.P3', label: 'Player 3', count: 2, sides: 6, roller: 'P3' },
      { kind: 'dice', id: 'ini.1.P1', label: `Player 1${rollOffPassLabel(1)}`, count: 2, sides: 6, roller: 'P1' },
      { kind: 'dice', id: 'ini.1.P2', label: `Player 2${rollOffPassLabel(1)}`, count: 2, sides: 6, roller: 'P2' },
    ]);
  });

  it('W-2 / R-5 each pass is named: first roll, then the re-rolls', () => {
    expect([0, 1, 2, 3].map(rollOffPassLabel)).toEqual([
      '',
      ' (tied: roll again)',
      ' (tied again: roll 3)',
      ' (tied again: roll 4)',
    ]);
  });
});
