// Issue 42, "were the dice fair?": the dice a game threw, grouped per die size, per source and
// (typed) per player, and each group's check in plain words.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diceGroups, gameThrows, phoneThrows } from '../../../src/game/dice-stats';
import type { Entry, GameDoc, Thrown } from '../../../src/game/types';
import { fixture } from '../share/helpers';

type Do = Extract<Entry, { kind: 'do' }>;

/** The Free play fixture (Ana, Ben, Cat) with steps that recorded their dice, the last one undone. */
function playedWithThrown(): GameDoc {
  const doc = fixture('game-v1.json');
  let at = doc.updatedAt;
  const step = (thrown: Thrown[]): Do => ({
    kind: 'do',
    command: { type: 'turn.pass', payload: {}, at: ++at },
    thrown,
  });
  return {
    ...doc,
    journal: [
      ...doc.journal,
      step([
        { sides: 6, faces: [6, 6, 5], source: 'typed', by: 'p-ben' },
        { sides: 6, faces: [2], source: 'app', by: 'p-ben' },
      ]),
      step([{ sides: 20, faces: [20, 1], source: 'typed', by: 'p-ana' }]),
      step([{ sides: 6, faces: [1, 1], source: 'typed', by: 'p-ben' }]),
      { kind: 'undo', at: ++at },
    ],
  };
}

describe('the dice a game threw (gameThrows)', () => {
  it('the fixtures, which predate recorded dice: their tray rolls (dice.roll) only, as the table’s', () => {
    expect(gameThrows(fixture('game-v1.json'))).toEqual([
      { sides: 6, faces: [4, 2], source: 'app' },
      { sides: 8, faces: [7], source: 'typed' },
      { sides: 6, faces: [3, 3, 1], source: 'typed' },
      { sides: 20, faces: [17], source: 'typed' },
    ]);
    expect(gameThrows(fixture('white-line-fever-v1.json'))).toEqual([{ sides: 6, faces: [4], source: 'typed' }]);
    for (const name of ['car-cult-d20-v1.json', 'custom-v1.json', 'dirty-wheels-v1.json', 'road-wolf-v1.json'])
      expect(gameThrows(fixture(name))).toEqual([]);
  });

  it('a game with recorded dice: every step’s, the undone step’s too (the dice were thrown)', () => {
    const t = gameThrows(playedWithThrown());
    expect(t).toHaveLength(8);
    expect(t.slice(4)).toEqual([
      { sides: 6, faces: [6, 6, 5], source: 'typed', by: 'p-ben' },
      { sides: 6, faces: [2], source: 'app', by: 'p-ben' },
      { sides: 20, faces: [20, 1], source: 'typed', by: 'p-ana' },
      { sides: 6, faces: [1, 1], source: 'typed', by: 'p-ben' },
    ]);
  });
});

describe('the groups and their words (diceGroups)', () => {
  it('the Free play fixture: the app’s D6s, then the table’s typed dice by size', () => {
    const doc = fixture('game-v1.json');
    const g = diceGroups(gameThrows(doc), doc.setup.players);
    expect(g.map((x) => [x.key, x.label, x.playerId, x.counts])).toEqual([
      ['app::d6', 'The app’s D6s', null, [0, 1, 0, 1, 0, 0]],
      ['typed::d6', 'Typed D6s', null, [1, 0, 2, 0, 0, 0]],
      ['typed::d8', 'Typed D8s', null, [0, 0, 0, 0, 0, 0, 1, 0]],
      ['typed::d20', 'Typed D20s', null, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0]],
    ]);
    expect(g[0]?.sentence).toBe('The app’s D6s: too few rolls to tell (at least 30 needed, 2 so far).');
  });

  it('a game with recorded dice: the app’s dice in one group whoever asked; typed dice per player, by name', () => {
    const doc = playedWithThrown();
    const g = diceGroups(gameThrows(doc), doc.setup.players);
    expect(g.map((x) => [x.label, x.playerId, x.check.rolls])).toEqual([
      ['The app’s D6s', null, 3],
      ['Ana’s typed D20s', 'p-ana', 2],
      ['Ben’s typed D6s', 'p-ben', 5],
      ['Typed D6s', null, 3],
      ['Typed D8s', null, 1],
      ['Typed D20s', null, 1],
    ]);
    expect(g[2]?.counts).toEqual([2, 0, 0, 0, 1, 2]);
  });

  it('Bo’s loaded D6s: flagged, in the issue’s words; fair-looking dice are not', () => {
    const bo = { id: 'p-bo', name: 'Bo' };
    const faces = (counts: number[]) => counts.flatMap((n, i) => new Array<number>(n).fill(i + 1));
    const loaded: Thrown = { sides: 6, faces: faces([40, 16, 16, 16, 16, 16]), source: 'typed', by: 'p-bo' };
    const [g] = diceGroups([loaded], [bo]);
    expect(g?.check.chiSquare).toBeCloseTo(24, 12);
    expect(g?.check.flagged).toBe(true);
    expect(g?.sentence).toBe(
      'Bo’s typed D6s: 40 ones in 120 rolls; fair dice give about 20. That happens by chance about 1 time in 4,600.',
    );
    const even: Thrown = { sides: 6, faces: faces([21, 19, 20, 22, 18, 20]), source: 'app' };
    const [e] = diceGroups([even], [bo]);
    expect(e?.check.flagged).toBe(false);
    expect(e?.sentence).toBe(
      'The app’s D6s: 120 rolls, nothing unusual: fair dice give results like these about 99 times in 100.',
    );
  });

  it('dice named for someone who is no player of the game count as the table’s', () => {
    const g = diceGroups([{ sides: 6, faces: [1], source: 'typed', by: 'p-gone' }], [{ id: 'p-bo', name: 'Bo' }]);
    expect(g.map((x) => [x.label, x.playerId])).toEqual([['Typed D6s', null]]);
  });

  it('every face thrown is counted once, in one group (property)', () => {
    const players = [
      { id: 'a', name: 'Ann' },
      { id: 'b', name: 'Bo' },
    ];
    const thrown = fc.integer({ min: 2, max: 20 }).chain((sides) =>
      fc.record({
        sides: fc.constant(sides),
        faces: fc.array(fc.integer({ min: 1, max: sides }), { maxLength: 30 }),
        source: fc.constantFrom('app' as const, 'typed' as const),
        by: fc.constantFrom('a', 'b', 'c'),
      }),
    );
    fc.assert(
      fc.property(fc.array(thrown, { maxLength: 20 }), (throws) => {
        const groups = diceGroups(throws, players);
        const total = throws.reduce((n, t) => n + t.faces.length, 0);
        expect(groups.reduce((n, g) => n + g.counts.reduce((a, b) => a + b, 0), 0)).toBe(total);
        expect(new Set(groups.map((g) => g.key)).size).toBe(groups.length);
      }),
    );
  });
});

describe('all games on the phone (phoneThrows)', () => {
  it('players matched by name across games, the tray’s rolls as the table’s, aliases applied', () => {
    const one = playedWithThrown();
    // The same table another night: new ids, "ben " typed differently, and Ana as "Annie".
    const two: GameDoc = {
      ...one,
      id: 'g-two',
      updatedAt: one.updatedAt + 86_400_000,
      setup: {
        ...one.setup,
        players: [
          { id: 'x1', name: 'Annie', color: '#000000' },
          { id: 'x2', name: 'ben ', color: '#111111' },
        ],
      },
      journal: [
        {
          kind: 'do',
          command: { type: 'turn.pass', payload: {}, at: one.updatedAt + 86_400_000 },
          thrown: [
            { sides: 6, faces: [3, 4], source: 'typed', by: 'x2' },
            { sides: 20, faces: [7], source: 'typed', by: 'x1' },
          ],
        },
      ],
    };
    const tray = [
      { pools: [{ sides: 6, faces: [5, 5] }], source: 'typed' },
      { pools: [{ sides: 6, faces: [1] }], source: 'app' },
    ];
    const { throws, players } = phoneThrows([one, two], tray, { annie: 'Ana' });
    const g = diceGroups(throws, players);
    expect(g.map((x) => [x.label, x.check.rolls])).toEqual([
      ['The app’s D6s', 4],
      ['Ana’s typed D20s', 3],
      ['ben’s typed D6s', 7],
      ['Typed D6s', 5],
      ['Typed D8s', 1],
      ['Typed D20s', 1],
    ]);
  });
});
