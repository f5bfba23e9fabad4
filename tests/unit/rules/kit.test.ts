import { describe, expect, it } from 'vitest';
import { bool, cars, face, faces, str, strOrDefault } from '../../../src/rules/core/answers';
import { carName, inPhase, names, need, normaliseHouseRules, playerName } from '../../../src/rules/core/guards';
import { type Command, RuleError, type Setup } from '../../../src/rules/core/model';
import type { Question } from '../../../src/rules/core/procedure';
import { missingText, procedureKit } from '../../../src/rules/core/procedure-kit';

const setup: Setup = {
  players: [{ id: 'P1', name: 'Ann', color: '#000000' }],
  cars: [{ id: 'c1', playerId: 'P1', name: 'Blue Bolt', color: '#0000ff' }],
  houseRules: {},
};

describe('issue 10 core guards', () => {
  it('0.3 need throws the problem as a RuleError, and passes on null', () => {
    expect(() => need('Finish the move first.')).toThrow(RuleError);
    expect(() => need('Finish the move first.')).toThrow('Finish the move first.');
    expect(() => need(null)).not.toThrow();
  });

  it('0.3 inPhase refuses a command outside its phase, in the rule’s words', () => {
    const s = { phase: 'SETUP' as 'SETUP' | 'PLAY' };
    expect(() => inPhase(s, 'PLAY', 'Firing')).toThrow('Firing is not possible now.');
    expect(() => inPhase(s, 'SETUP', 'Placing a car')).not.toThrow();
  });

  it('W-4 / R-5 house rules: every rule present, unknown or missing values read as the default', () => {
    const defs = [
      { id: 'initiativeMode', options: [{ value: 'SUM' }, { value: 'CONTEST' }], default: 'SUM' },
      { id: 'basicShot', options: [{ value: false }, { value: true }], default: false },
    ];
    expect(
      normaliseHouseRules<{ initiativeMode: string; basicShot: boolean }>(defs, {
        initiativeMode: 'CONTEST',
        basicShot: 'yes',
        stray: 1,
      }),
    ).toEqual({ initiativeMode: 'CONTEST', basicShot: false });
    expect(normaliseHouseRules(defs, {})).toEqual({ initiativeMode: 'SUM', basicShot: false });
  });

  it('0.3 name lookups read "?" for an unknown id', () => {
    expect(playerName(setup, 'P1')).toBe('Ann');
    expect(carName(setup, 'c1')).toBe('Blue Bolt');
    expect(carName(setup, 'nope')).toBe('?');
    const n = names(setup);
    expect([n.player('P1'), n.car('c1'), n.player(undefined)]).toEqual(['Ann', 'Blue Bolt', '?']);
  });
});

describe('issue 10 answer readers', () => {
  const a = { one: [5], bare: 3, pool: [6, 2, 1], bad: [1, 'x'], name: 'c1', yes: true, hit: ['c1', 7, 'c2'] } as never;
  it('W-8 / R-10 face, faces, str, bool and cars read typed values or undefined', () => {
    expect([face(a, 'one'), face(a, 'bare'), face(a, 'name'), face(a, 'none')]).toEqual([5, 3, undefined, undefined]);
    expect([faces(a, 'pool'), faces(a, 'bad'), faces(a, 'bare')]).toEqual([[6, 2, 1], undefined, undefined]);
    expect([str(a, 'name'), str(a, 'yes')]).toEqual(['c1', undefined]);
    expect([bool(a, 'yes'), bool(a, 'name')]).toEqual([true, undefined]);
    expect([cars(a, 'hit'), cars(a, 'none')]).toEqual([['c1', 'c2'], []]);
  });

  it('R-5 strOrDefault takes the question’s default when unanswered', () => {
    const qs: Question[] = [
      {
        kind: 'choice',
        id: 'mode',
        label: 'Mode',
        options: [
          { value: 'A', label: 'A' },
          { value: 'B', label: 'B' },
        ],
        default: 'A',
      },
    ];
    expect(strOrDefault({}, 'mode', qs)).toBe('A');
    expect(strOrDefault({ mode: 'B' }, 'mode', qs)).toBe('B');
  });
});

describe('issue 10 procedure kit', () => {
  type S = { phase: 'PLAY'; speed: number };
  type Ctx = { setup: Setup };
  const reduce = (s: S, c: Command): S => {
    const p = c.payload as { to: number };
    if (p.to > 6) throw new RuleError('Top speed is 6 [W-3].');
    return { ...s, speed: p.to };
  };
  const kit = procedureKit<S, Ctx, Omit<Command, 'at'>>({
    reduce,
    changes: (b, a) => (b.speed === a.speed ? [] : [`speed ${b.speed} → ${a.speed}`]),
  });
  const proc = kit.define({
    id: 't.speed',
    title: 'Speed',
    ask: () => [
      { kind: 'dice', id: 'roll', label: 'Speed roll', count: 1, sides: 8 },
      { kind: 'yesno', id: 'sure', label: 'Sure?', default: true },
    ],
    resolve(s, ctx, a) {
      const m = kit.missing(this, s, ctx, a);
      if (m) return { error: m };
      return kit.preview(s, ctx, { type: 't.speed', payload: { to: face(a, 'roll') } }, (ch) => ch[0] ?? 'no change', [
        'Rolled.',
      ]);
    },
  });
  const s: S = { phase: 'PLAY', speed: 2 };

  it('W-3 preview runs the reducer: reasons, then what changed; one command; the input untouched', () => {
    expect(proc.resolve(s, { setup }, { roll: [4] })).toEqual({
      summary: 'speed 2 → 4',
      reasons: ['Rolled.', 'speed 2 → 4'],
      command: { type: 't.speed', payload: { to: 4 } },
    });
    expect(s.speed).toBe(2);
  });

  it('B10.1 a headline the step produces (the game’s end) heads the outcome; the step becomes the first reason', () => {
    const ends = procedureKit<S, Ctx, Omit<Command, 'at'>>({
      reduce,
      changes: (b, a) => [`speed ${b.speed} → ${a.speed}`, ...(a.speed === 6 ? ['Ann wins the game!'] : [])],
      headline: (b, a) => (b.speed < 6 && a.speed === 6 ? 'Ann wins the game!' : null),
    });
    const command = { type: 't.speed', payload: { to: 6 } };
    expect(
      ends.preview(s, { setup }, command, (ch) => `Blue Bolt speeds up (${ch.length} change)`, ['Rolled.']),
    ).toEqual({
      summary: 'Ann wins the game!',
      reasons: ['Blue Bolt speeds up (1 change).', 'Rolled.', 'speed 2 → 6'],
      command,
    });
    expect(ends.preview(s, { setup }, { type: 't.speed', payload: { to: 3 } }, 'Faster!', [])).toMatchObject({
      summary: 'Faster!',
      reasons: ['speed 2 → 3'],
    });
  });

  it('W-3 a refusal by the reducer is the outcome’s error', () => {
    expect(proc.resolve(s, { setup }, { roll: [8] })).toEqual({ error: 'Top speed is 6 [W-3].' });
  });

  it('0.3 missing names the first unanswered question; a default counts as given', () => {
    expect(proc.resolve(s, { setup }, {})).toEqual({ error: 'Still needed: Speed roll.' });
    expect(missingText(proc, s, { setup }, { roll: [3] })).toBeNull();
    expect(missingText(proc, s, { setup }, { roll: [9] })).toBe('Still needed: Speed roll.');
  });

  it('0.3 fromParts: one reading of the answers for ask and resolve; problem first, then missing answers, defaults filled in', () => {
    let blocked = false;
    const p = kit.fromParts({
      id: 't.parts',
      title: 'Parts',
      parts: (st, _ctx, a) => ({
        qs: [
          { kind: 'dice', id: 'roll', label: 'Roll', count: 1, sides: 8 },
          { kind: 'yesno', id: 'twice', label: 'Twice?', default: false },
        ] as Question[],
        roll: face(a, 'roll'),
        from: st.speed,
      }),
      problem: () => (blocked ? 'Not now.' : null),
      resolve: (x, st, ctx, a) =>
        kit.preview(
          st,
          ctx,
          { type: 't.speed', payload: { to: (x.roll ?? 0) * (a.twice ? 2 : 1) } },
          `from ${x.from}`,
          [],
        ),
    });
    expect(p.ask(s, { setup }, {}).map((q) => q.id)).toEqual(['roll', 'twice']);
    expect(p.resolve(s, { setup }, {})).toEqual({ error: 'Still needed: Roll.' });
    expect(p.resolve(s, { setup }, { roll: [3] })).toMatchObject({
      summary: 'from 2',
      command: { payload: { to: 3 } },
    });
    expect(p.resolve(s, { setup }, { roll: [4], twice: true })).toEqual({ error: 'Top speed is 6 [W-3].' });
    blocked = true;
    expect(p.resolve(s, { setup }, { roll: [3] })).toEqual({ error: 'Not now.' });
  });
});
