// Issue 42: the story's generic core on a toy system, so what it adds up is checked apart from any
// one system's rules: who dealt each point, what took each car out, the turning points' order.
import { describe, expect, it } from 'vitest';
import { buildStory, NO_CAR, OUT_WEIGHT } from '../../../src/game/story/story';
import type { Entry, GameDoc } from '../../../src/game/types';
import { setupCar } from '../../../src/rules/core/log-row';
import type { Command, Setup } from '../../../src/rules/core/model';
import type { StorySource } from '../../../src/rules/core/story-source';
import type { RuleSystem } from '../../../src/rules/system';

/** Hull 4 per car; "toy.hit" from a car (or from nobody: the road), "toy.round" starts the next round. */
interface Toy {
  round: number;
  hull: Record<string, number>;
  flipped: string[];
}

const setup: Setup = {
  players: [
    { id: 'ann', name: 'Ann', color: '#e53935' },
    { id: 'bo', name: 'Bo', color: '#1e88e5' },
  ],
  cars: [
    { id: 'red', playerId: 'ann', name: 'Red Fury', color: '#e53935' },
    { id: 'vip', playerId: 'bo', name: 'Viper', color: '#1e88e5' },
  ],
  houseRules: {},
};

type Hit = { from?: string; to: string; n: number; flip?: boolean };

const toy: RuleSystem<Toy> = {
  id: 'toy',
  name: 'Toy',
  handles: (t) => t.startsWith('toy.'),
  init: () => ({ round: 1, hull: { red: 4, vip: 4 }, flipped: [] }),
  reduce(s, c) {
    if (c.type === 'toy.round') return { ...s, round: s.round + 1 };
    const p = c.payload as Hit;
    const hull = { ...s.hull, [p.to]: Math.max(0, (s.hull[p.to] ?? 0) - p.n) };
    return { ...s, hull, flipped: p.flip ? [...s.flipped, p.to] : s.flipped };
  },
  describe(c) {
    const p = c.payload as Hit;
    return c.type === 'toy.round' ? 'Next round' : `hits ${p.to} for ${p.n}`;
  },
  actor: (c, st) => {
    const from = (c.payload as Hit).from;
    return from ? setupCar(from, st) : null;
  },
  outcome: (s) => (s.hull.vip === 0 ? { winnerIds: ['ann'] } : s.hull.red === 0 ? { winnerIds: ['bo'] } : null),
};

const source: StorySource<Toy> = {
  track: (s, id) => ({ label: 'Hull', value: s.hull[id] ?? 0, max: 4 }),
  damage: (s, id) => 4 - (s.hull[id] ?? 0),
  marks: (s, id) => [...(s.flipped.includes(id) ? ['flipped'] : []), ...(s.hull[id] === 0 ? ['wrecked'] : [])],
  out: (s, id) => s.hull[id] === 0,
  round: (s) => s.round,
};

let at = 0;
const step = (type: string, payload: unknown = {}): Entry => ({
  kind: 'do',
  command: { type, payload, at: ++at } as Command,
});
const doc = (journal: Entry[]): GameDoc => ({
  schemaVersion: 1,
  id: 'g',
  name: 'Toy night',
  system: 'freeplay',
  createdAt: 0,
  updatedAt: 0,
  setup,
  journal,
});

describe('the game story on a toy system (issue 42)', () => {
  const journal = [
    step('toy.hit', { from: 'red', to: 'vip', n: 1 }), // 0
    step('toy.round'), // 1
    step('toy.hit', { to: 'red', n: 1, flip: true }), // 2: the road, a flip
    step('toy.hit', { from: 'vip', to: 'red', n: 2 }), // 3: undone below
    { kind: 'undo', at: ++at } as Entry,
    step('toy.round'), // 5
    step('toy.hit', { from: 'red', to: 'vip', n: 5 }), // 6: overkill, Viper out
  ];
  const story = buildStory(doc(journal), toy as RuleSystem, source as StorySource<unknown>);
  const car = (id: string) => story.cars.find((c) => c.carId === id);

  it('charts each car by round, the last value of each round, from the state before play', () => {
    expect(car('vip')?.points).toEqual([
      { round: 1, value: 3 },
      { round: 2, value: 3 },
      { round: 3, value: 0 },
    ]);
    expect(car('red')?.points).toEqual([
      { round: 1, value: 4 },
      { round: 2, value: 3 },
      { round: 3, value: 3 },
    ]);
    expect(car('red')?.track).toEqual({ label: 'Hull', min: 0, max: 4 });
    expect(story.trackLabel).toBe('Hull');
  });

  it('leaves undone steps out: they are not part of what happened', () => {
    expect(story.steps).toBe(5);
    expect(car('vip')?.dealt).toBe(0);
    expect(car('red')?.taken).toBe(1);
  });

  it('counts damage as the tracker moved: overkill counts only what the car had left', () => {
    expect(car('vip')?.taken).toBe(4);
    expect(car('red')?.dealt).toBe(4);
    expect(story.hits).toEqual([
      { from: 'red', fromName: 'Red Fury', to: 'vip', amount: 4 },
      { from: null, fromName: NO_CAR, to: 'red', amount: 1 },
    ]);
    const dealt = story.cars.reduce((n, c) => n + c.dealt, 0);
    const byNoCar = story.hits.filter((h) => h.from === null).reduce((n, h) => n + h.amount, 0);
    expect(dealt + byNoCar).toBe(story.cars.reduce((n, c) => n + c.taken, 0));
  });

  it('names what took a car out, with its round and log row', () => {
    expect(car('vip')?.out).toEqual({ round: 3, index: 6, row: 'Red Fury: hits vip for 5', by: 'Red Fury' });
    expect(car('red')?.out).toBeNull();
    expect(car('red')?.marks).toEqual([{ round: 2, what: 'flipped', index: 2 }]);
    expect(car('vip')?.marks).toEqual([{ round: 3, what: 'wrecked', index: 6 }]);
  });

  it('ranks the turning points by what they changed, earlier first on a tie', () => {
    expect(story.turning.map((t) => [t.index, t.weight, t.what])).toEqual([
      [6, 3 + OUT_WEIGHT + 1, '3 damage, Viper wrecked'],
      [2, 2, '1 damage, Red Fury flipped'],
      [0, 1, '1 damage'],
    ]);
  });

  it('says the result the way the end of the game does: the winners by name', () => {
    expect(story.result).toBe('Ann won.');
    expect(story.rounds).toBe(3);
  });

  it('tells a game with no source (free play) its rounds and steps only', () => {
    const plain = buildStory(doc(journal), toy as RuleSystem, null);
    expect(plain.cars.every((c) => c.track === null && c.points.length === 0)).toBe(true);
    expect(plain.turning).toEqual([]);
    expect(plain.steps).toBe(5);
  });
});
