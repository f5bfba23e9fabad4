// Issue 42, "across games on this phone": games per system and per month, wins per player (one
// player across games by name, or by the table's aliases), the longest game.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acrossGames, type GameSummary, playerKey, summarize } from '../../../src/game/across-games';
import { fixture } from '../share/helpers';

const DAY = 86_400_000;
const MIN = 60_000;
const dec1 = Date.UTC(2026, 11, 1, 19, 0);

function game(id: string, over: Partial<GameSummary>): GameSummary {
  return {
    id,
    name: `Game ${id}`,
    system: 'road-wolf',
    createdAt: dec1,
    updatedAt: dec1 + 60 * MIN,
    steps: 50,
    players: ['Ann', 'Bo'],
    winners: [],
    over: false,
    ...over,
  };
}

describe('a game summed up (summarize)', () => {
  it('the Free play fixture: its players and winners by name', () => {
    const doc = fixture('game-v1.json');
    expect(summarize(doc, { winnerIds: ['p-ben'] }, 11)).toEqual({
      id: doc.id,
      name: doc.name,
      system: 'freeplay',
      createdAt: 1_717_430_400_000,
      updatedAt: 1_717_431_045_000,
      steps: 11,
      players: ['Ana', 'Ben', 'Cat'],
      winners: ['Ben'],
      over: true,
    });
    expect(summarize(doc, { winnerIds: [] }, 11)).toMatchObject({ winners: [], over: true }); // a draw
    expect(summarize(doc, null, 11)).toMatchObject({ winners: [], over: false });
  });
});

describe('one player across games (playerKey)', () => {
  it('spacing and case aside; an alias maps a name to another, chains followed, a loop stopped', () => {
    expect(playerKey('  Bo ', {})).toBe('bo');
    expect(playerKey('Mary  Ann', {})).toBe('mary ann');
    expect(playerKey('Bobby', { bobby: 'Bob', bob: 'Robert' })).toBe('robert');
    expect(playerKey('Bobby', { bobby: 'Bob', bob: 'bobby' })).toBe('bob');
  });
});

describe('the phone’s games together (acrossGames)', () => {
  const games = [
    game('1', { winners: ['Ann'], over: true }),
    game('2', {
      createdAt: dec1 + DAY,
      updatedAt: dec1 + DAY + 150 * MIN,
      steps: 120,
      players: ['ann ', 'Bo', 'Cy'],
      winners: ['Bo'],
      over: true,
    }),
    game('3', {
      system: 'freeplay',
      createdAt: Date.UTC(2026, 10, 30, 20),
      updatedAt: Date.UTC(2026, 10, 30, 22, 30),
      steps: 140,
      winners: [],
      over: true,
    }),
    game('4', {
      system: 'white-line-fever',
      createdAt: Date.UTC(2027, 0, 2),
      updatedAt: Date.UTC(2027, 0, 2) + 10 * MIN,
      players: ['Bobby', 'Cy'],
    }),
  ];

  it('per system, per month (UTC unless told), wins and finished games per player, the longest game', () => {
    expect(acrossGames(games, {})).toEqual({
      games: 4,
      perSystem: [
        { system: 'road-wolf', count: 2 },
        { system: 'freeplay', count: 1 },
        { system: 'white-line-fever', count: 1 },
      ],
      perMonth: [
        { month: '2026-11', count: 1 },
        { month: '2026-12', count: 2 },
        { month: '2027-01', count: 1 },
      ],
      // Named as the latest game spells them ("ann " in game 2).
      wins: [
        { player: 'ann', wins: 1, played: 3 },
        { player: 'Bo', wins: 1, played: 3 },
        { player: 'Cy', wins: 0, played: 1 },
        { player: 'Bobby', wins: 0, played: 0 },
      ],
      // Games 2 and 3 both took 150 minutes: the one with more steps.
      longest: { id: '3', name: 'Game 3', minutes: 150, steps: 140 },
    });
  });

  it('Bobby is Bo when the table says so; the phone’s calendar when given', () => {
    const a = acrossGames(games, { bobby: 'Bo' }, (ms) => (ms < dec1 ? 'before' : 'after'));
    expect(a.wins).toEqual([
      { player: 'ann', wins: 1, played: 3 },
      { player: 'Bo', wins: 1, played: 3 },
      { player: 'Cy', wins: 0, played: 1 },
    ]);
    expect(a.perMonth).toEqual([
      { month: 'after', count: 3 },
      { month: 'before', count: 1 },
    ]);
  });

  it('no games: nothing, and no longest game', () => {
    expect(acrossGames([], {})).toEqual({ games: 0, perSystem: [], perMonth: [], wins: [], longest: null });
  });

  it('the per-system and per-month counts each add up to the games (property)', () => {
    const systems = ['freeplay', 'road-wolf', 'white-line-fever', 'dirty-wheels', 'car-cult-d20', 'custom'] as const;
    const summary = fc.record({
      system: fc.constantFrom(...systems),
      createdAt: fc.integer({ min: 0, max: 4_000_000_000_000 }),
      minutes: fc.integer({ min: 0, max: 600 }),
      players: fc.array(fc.constantFrom('Ann', 'ann', 'Bo', 'Cy '), { minLength: 2, maxLength: 4 }),
      over: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(summary, { maxLength: 30 }), (xs) => {
        const gs = xs.map((x, i) =>
          game(String(i), {
            system: x.system,
            createdAt: x.createdAt,
            updatedAt: x.createdAt + x.minutes * MIN,
            players: x.players,
            winners: x.over ? [x.players[0] as string] : [],
            over: x.over,
          }),
        );
        const a = acrossGames(gs, {});
        expect(a.perSystem.reduce((n, s) => n + s.count, 0)).toBe(a.games);
        expect(a.perMonth.reduce((n, s) => n + s.count, 0)).toBe(a.games);
        expect(a.wins.reduce((n, w) => n + w.wins, 0)).toBe(gs.filter((g) => g.over).length);
      }),
    );
  });
});
