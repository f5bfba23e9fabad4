// Issue 42, the game's story on the committed fixtures: each system's StorySource with the generic
// story (game/story/story.ts), replayed from the journal as every phone replays it. The figures
// are the games' own: the fixture tests (fixture-*.test.ts) pin the ends these stories tell.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openGame } from '../../../src/game/open-game';
import { seal } from '../../../src/game/seal';
import { storySource } from '../../../src/game/story/sources';
import { buildStory, type CarStory, type GameStory } from '../../../src/game/story/story';
import type { GameDoc } from '../../../src/game/types';
import type { HeldOpenings } from '../../../src/rules/core/commitment';
import type { Command } from '../../../src/rules/core/model';
import custom from '../../../src/rules/custom';
import { initCs, reduceCs } from '../../../src/rules/custom/commands';
import { TOKEN_KINDS, tokenRow } from '../../../src/rules/road-wolf/data';
import { sheetWith, table } from '../custom/helpers';

const raw = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../fixtures/${name}.json`, import.meta.url), 'utf8')) as Record<string, any>;

async function storyOf(doc: Record<string, any>): Promise<GameStory> {
  const r = await openGame(doc);
  if (!r.ok) throw new Error(r.error);
  return buildStory(r.game.doc, r.game.system, storySource(r.game.doc.system));
}

/** A car's chart, totals, marks and end, as [round, value] / [round, what, index] / [round, index, by]. */
function brief(c: CarStory) {
  return {
    points: c.points.map((p) => [p.round, p.value]),
    dealt: c.dealt,
    taken: c.taken,
    marks: c.marks.map((m) => [m.round, m.what, m.index]),
    out: c.out && [c.out.round, c.out.index, c.out.by],
  };
}
const cars = (s: GameStory) => Object.fromEntries(s.cars.map((c) => [c.carId, brief(c)]));
const hits = (s: GameStory) => s.hits.map((h) => [h.from, h.fromName, h.to, h.amount]);
const turning = (s: GameStory) => s.turning.map((t) => [t.index, t.round, t.weight, t.what]);

describe('the game’s story of each committed fixture', () => {
  it('White Line Fever: speed by round, two flips, and the explosion whose blast ends the game', async () => {
    const s = await storyOf(raw('white-line-fever-v1'));
    expect([s.systemName, s.rounds, s.steps, s.trackLabel]).toEqual(['White Line Fever', 3, 22, 'Speed']);
    expect(s.cars.map((c) => c.track)).toEqual(Array(4).fill({ label: 'Speed', min: 1, max: 6 }));
    expect(cars(s)).toEqual({
      fury: {
        points: [
          [1, 4],
          [2, 1],
          [3, 1],
        ],
        dealt: 0,
        taken: 0,
        marks: [[2, 'flipped', 18]],
        out: null,
      },
      rust: {
        points: [
          [1, 2],
          [2, 2],
          [3, 2],
        ],
        dealt: 0,
        taken: 0,
        marks: [],
        out: null,
      },
      bolt: {
        points: [
          [1, 1],
          [2, 1],
          [3, 1],
        ],
        dealt: 0,
        taken: 0,
        marks: [
          [1, 'flipped', 10],
          [3, 'destroyed', 23],
        ],
        out: [3, 23, 'Rust Bucket'],
      },
      ghost: {
        points: [
          [1, 4],
          [2, 3],
          [3, 3],
        ],
        dealt: 0,
        taken: 0,
        marks: [[3, 'exploded', 23]],
        out: [3, 23, 'Rust Bucket'],
      },
    });
    expect(s.hits).toEqual([]); // W-9: conditions, never damage
    expect(s.cars.find((c) => c.carId === 'ghost')?.out?.row).toBe(
      'Rust Bucket fires at Green Ghost: Explode (D8 8 +1 short range = 9); blast: Blue Bolt 1 Flip Over',
    );
    expect(turning(s)).toEqual([
      [23, 3, 8, 'Blue Bolt destroyed, Green Ghost exploded'],
      [10, 1, 1, 'Blue Bolt flipped'],
      [18, 2, 1, 'Red Fury flipped'],
    ]);
    expect(s.result).toBe('Ann wins: the last driver with cars on the table.');
  });

  it('Road Wolf: Hammerhead’s two rams wreck Brute; Viper abandoned and taken over', async () => {
    const s = await storyOf(raw('road-wolf-v1'));
    expect([s.rounds, s.steps, s.trackLabel]).toEqual([2, 41, 'Hits left']);
    expect(cars(s)).toEqual({
      hammer: {
        points: [
          [1, 3],
          [2, 3],
        ],
        dealt: 4,
        taken: 0,
        marks: [],
        out: null,
      },
      sandfly: {
        points: [
          [1, 2],
          [2, 2],
        ],
        dealt: 0,
        taken: 0,
        marks: [],
        out: null,
      },
      brute: {
        points: [
          [1, 2],
          [2, 0],
        ],
        dealt: 0,
        taken: 4,
        marks: [
          [1, 'immobilized', 35],
          [2, 'wrecked', 41],
        ],
        out: [2, 41, 'Hammerhead'],
      },
      viper: {
        points: [
          [1, 2],
          [2, 2],
        ],
        dealt: 0,
        taken: 0,
        marks: [
          [1, 'abandoned', 20],
          [1, 'taken over', 26],
        ],
        out: null,
      },
    });
    expect(hits(s)).toEqual([['hammer', 'Hammerhead', 'brute', 4]]);
    expect(turning(s)).toEqual([
      [41, 2, 6, '2 damage, Brute wrecked'],
      [16, 1, 2, '2 damage'],
      [20, 1, 1, 'Viper abandoned'],
    ]);
    expect(s.turning[0]?.row).toBe('Hammerhead rams Brute: 6 6 4 against 2 1, rammer wins, overkill 3');
    expect(s.result).toBe('Ann wins: the last side with vehicles in the fight.');
  });

  it('Road Wolf mission: the Couriers drive off the end edge on their own, and the result card’s reason', async () => {
    const s = await storyOf(raw('road-wolf-mission-v1'));
    expect([s.rounds, s.steps]).toEqual([3, 79]);
    const escaped = (index: number, value: number) => ({
      points: [
        [1, value],
        [2, value],
        [3, value],
      ],
      dealt: 0,
      taken: 0,
      marks: [[3, 'escaped', index]],
      out: [3, index, null],
    });
    expect(cars(s)).toEqual({ mule: escaped(74, 3), wasp: escaped(77, 1), dart: escaped(71, 2), crab: escaped(80, 2) });
    expect(s.hits).toEqual([]);
    expect(turning(s)).toEqual([
      [71, 3, 4, 'Dart escaped'],
      [74, 3, 4, 'Mule escaped'],
      [77, 3, 4, 'Wasp escaped'],
    ]);
    expect(s.result).toBe('Di wins. No Courier vehicle is left on the road.');
  });

  it('Dirty Wheels: a shot destroys Red Fury and two explosions chain through Blue Bolt to Green Ghost', async () => {
    const s = await storyOf(raw('dirty-wheels-v1'));
    expect([s.rounds, s.steps, s.trackLabel]).toEqual([2, 52, 'Damage']);
    expect(s.cars.map((c) => c.track?.max)).toEqual([3, 5, 4, 3]);
    expect(cars(s)).toEqual({
      fury: {
        points: [
          [0, 0],
          [1, 2],
          [2, 3],
        ],
        dealt: 4,
        taken: 3,
        marks: [
          [2, 'destroyed', 50],
          [2, 'exploded', 51],
        ],
        out: [2, 50, 'Blue Bolt'],
      },
      bucket: {
        points: [
          [0, 0],
          [1, 1],
          [2, 1],
        ],
        dealt: 2,
        taken: 1,
        marks: [],
        out: null,
      },
      bolt: {
        points: [
          [0, 0],
          [1, 3],
          [2, 4],
        ],
        dealt: 3,
        taken: 4,
        marks: [
          [2, 'destroyed', 51],
          [2, 'exploded', 52],
        ],
        out: [2, 51, 'Red Fury'],
      },
      ghost: {
        points: [
          [0, 0],
          [1, 1],
          [2, 3],
        ],
        dealt: 1,
        taken: 3,
        marks: [
          [2, 'destroyed', 52],
          [2, 'wrecked', 53],
        ],
        out: [2, 52, 'Blue Bolt'],
      },
    });
    // A7.3: Rust Bucket's failed hop is its own damage, no car's.
    expect(hits(s)).toEqual([
      ['bolt', 'Blue Bolt', 'fury', 2],
      ['ghost', 'Green Ghost', 'fury', 1],
      ['fury', 'Red Fury', 'bolt', 4],
      [null, 'The road', 'bucket', 1],
      ['bucket', 'Rust Bucket', 'ghost', 2],
      ['bolt', 'Blue Bolt', 'ghost', 1],
    ]);
    expect(turning(s)).toEqual([
      [51, 2, 6, '1 damage, Red Fury exploded, Blue Bolt destroyed'],
      [52, 2, 6, '1 damage, Blue Bolt exploded, Green Ghost destroyed'],
      [50, 2, 5, '1 damage, Red Fury destroyed'],
    ]);
    expect(s.turning.map((t) => t.row)).toEqual([
      'Red Fury is destroyed: D6 2; caught: Blue Bolt',
      'Blue Bolt is destroyed: D6 4; caught: Green Ghost',
      'Blue Bolt shoots Red Fury: Red Fury destroyed (no dice)',
    ]);
    expect(s.result).toBe('Ann wins: the last player with cars in play.');
  });

  it('Car Cult D20: Damage Tokens against every AZ until Brick and Flea explode', async () => {
    const s = await storyOf(raw('car-cult-d20-v1'));
    expect([s.rounds, s.steps, s.trackLabel]).toEqual([3, 79, 'Damage']);
    expect(s.cars.map((c) => c.track?.max)).toEqual([13, 10, 12, 6]);
    expect(cars(s)).toEqual({
      hammer: {
        points: [
          [0, 0],
          [1, 1],
          [2, 1],
          [3, 1],
        ],
        dealt: 5,
        taken: 1,
        marks: [],
        out: null,
      },
      wasp: {
        points: [
          [0, 0],
          [1, 1],
          [2, 1],
          [3, 1],
        ],
        dealt: 3,
        taken: 1,
        marks: [],
        out: null,
      },
      brick: {
        points: [
          [0, 0],
          [1, 6],
          [2, 12],
          [3, 12],
        ],
        dealt: 0,
        taken: 12,
        marks: [[2, 'exploded', 68]],
        out: [2, 68, 'Wasp'],
      },
      flea: {
        points: [
          [0, 0],
          [1, 2],
          [2, 5],
          [3, 6],
        ],
        dealt: 3,
        taken: 6,
        marks: [[3, 'exploded', 79]],
        out: [3, 79, 'Hammer'],
      },
    });
    // Down shifts, rough and blocking terrain are the road's; Brick's blast is nobody's attack
    // (B8.10); the mine Flea set off is Wasp's, which laid it.
    expect(hits(s)).toEqual([
      ['hammer', 'Hammer', 'brick', 4],
      [null, 'The road', 'brick', 5],
      ['flea', 'Flea', 'hammer', 1],
      [null, 'The road', 'flea', 2],
      ['flea', 'Flea', 'brick', 2],
      [null, 'The road', 'wasp', 1],
      ['wasp', 'Wasp', 'brick', 1],
      [null, 'An explosion', 'flea', 1],
      ['wasp', 'Wasp', 'flea', 2],
      ['hammer', 'Hammer', 'flea', 1],
    ]);
    expect(turning(s)).toEqual([
      [68, 2, 5, '1 damage, Brick exploded'],
      [79, 3, 5, '1 damage, Flea exploded'],
      [64, 2, 2, '2 damage'],
    ]);
    expect(s.result).toBe('Ann wins: the last player with cars in play.');
  });

  it('a game sheet: Hull by round, conditions as marks, two wrecks by Red Fury’s rams, the score line', async () => {
    const s = await storyOf(raw('custom-v1'));
    expect([s.systemName, s.rounds, s.steps, s.trackLabel]).toEqual(['Your own game', 3, 29, 'Hull']);
    expect(cars(s)).toEqual({
      fury: {
        points: [
          [0, 4],
          [1, 3],
          [2, 1],
          [3, 1],
        ],
        dealt: 5,
        taken: 3,
        marks: [[1, 'on fire', 8]],
        out: null,
      },
      streak: {
        points: [
          [0, 4],
          [1, 2],
          [2, 2],
          [3, 2],
        ],
        dealt: 4,
        taken: 2,
        marks: [],
        out: null,
      },
      viper: {
        points: [
          [0, 4],
          [1, 2],
          [2, 0],
          [3, 0],
        ],
        dealt: 3,
        taken: 4,
        marks: [
          [1, 'spun', 4],
          [2, 'out', 23],
        ],
        out: [2, 23, 'Red Fury'],
      },
      hammer: {
        points: [
          [0, 6],
          [1, 3],
          [2, 1],
          [3, 0],
        ],
        dealt: 2,
        taken: 6,
        marks: [[3, 'out', 29]],
        out: [3, 29, 'Red Fury'],
      },
    });
    // Hammer's Hull set by hand (4 → 3) is no car's damage; its maximum set to 6 is none at all.
    expect(hits(s)).toEqual([
      ['viper', 'Viper', 'fury', 3],
      ['fury', 'Red Fury', 'viper', 4],
      ['streak', 'Blue Streak', 'hammer', 4],
      [null, 'The road', 'hammer', 1],
      ['hammer', 'Hammer', 'streak', 2],
      ['fury', 'Red Fury', 'hammer', 1],
    ]);
    expect(turning(s)).toEqual([
      [23, 2, 6, '2 damage, Viper out'],
      [29, 3, 5, '1 damage, Hammer out'],
      [7, 1, 2, '2 damage'],
    ]);
    expect(s.result).toBe('Ann wins: the last with a car in. Cans: Ann 2, Bo 3');
  });

  it('free play: no tracker, no hits; the rounds, the steps, and no result while the game goes on', async () => {
    const s = await storyOf(raw('game-v1'));
    expect([s.systemName, s.rounds, s.steps, s.trackLabel, s.result]).toEqual(['Free play', 2, 9, null, null]);
    expect(s.cars.map(brief)).toEqual(Array(4).fill({ points: [], dealt: 0, taken: 0, marks: [], out: null }));
    expect([s.hits, s.turning]).toEqual([[], []]);
  });

  it('every fixture’s hits add up to the damage its cars took', async () => {
    for (const name of ['road-wolf-v1', 'dirty-wheels-v1', 'car-cult-d20-v1', 'custom-v1']) {
      const s = await storyOf(raw(name));
      const taken = s.cars.reduce((a, c) => a + c.taken, 0);
      expect(
        s.hits.reduce((a, h) => a + h.amount, 0),
        name,
      ).toBe(taken);
      expect(s.cars.reduce((a, c) => a + c.dealt, 0) + s.hits.reduce((a, h) => a + (h.from ? 0 : h.amount), 0)).toBe(
        taken,
      );
    }
  });
});

describe('hidden stays hidden in the story', () => {
  it('B3.4 Road Wolf: with the Gunner still face down, the story names no token kind', async () => {
    const r = raw('road-wolf-v2');
    const { hidden: _kept, ...plain } = r; // the shared journal: no kinds beside it
    const s = await storyOf({ ...plain, journal: r.journal.slice(0, 43) });
    expect(s.cars.find((c) => c.carId === 'brute')?.out?.by).toBe('Hammerhead');
    const text = JSON.stringify(s);
    expect(text).not.toContain('GUNNER');
    expect(text).not.toContain(tokenRow('GUNNER').name);
    for (const k of TOKEN_KINDS) expect(text).not.toContain(k);
  });

  it('a sheet whose only tracker is hidden: the chart is its public count, never a kind', () => {
    const kinds = ['Mines', 'Smoke', 'Nitro'];
    const sheet = sheetWith({
      trackers: [{ id: 'kit', name: 'Hidden gear', kind: 'hidden', min: 0, max: 3, start: 0, kinds }],
    });
    const setup = table(sheet, 2, 1);
    let s = initCs(setup);
    let held: HeldOpenings = {};
    let n = 0;
    const random = () => Uint8Array.from({ length: 20 }, (_, i) => (n * 37 + i * 11) % 256);
    const journal: Command[] = [];
    for (const [type, payload] of [
      ['cs.hide', { carId: 'ann1', tracker: 'kit', kind: 'Mines' }],
      ['cs.hide', { carId: 'ann1', tracker: 'kit', kind: 'Smoke' }],
      ['cs.next', {}],
      ['cs.hide', { carId: 'bo1', tracker: 'kit', kind: 'Nitro' }],
      ['cs.next', {}],
    ] as const) {
      n += 1;
      const sealed = seal(custom, setup, s, held, { type, payload, at: 1_800_000_000_000 + n }, random);
      if (sealed.kept) held = { ...held, [sealed.kept.tokenId]: sealed.kept.opening };
      s = reduceCs(s, sealed.command, setup);
      journal.push(sealed.command);
    }
    const doc: GameDoc = {
      schemaVersion: 1,
      id: 'g',
      name: 'Hidden gear',
      system: 'custom',
      createdAt: 0,
      updatedAt: 0,
      setup,
      journal: journal.map((command) => ({ kind: 'do', command })),
    };
    const story = buildStory(doc, custom, storySource('custom'));
    expect(story.trackLabel).toBe('Hidden gear');
    expect(story.cars.map((c) => [c.carId, c.points.map((p) => [p.round, p.value])])).toEqual([
      [
        'ann1',
        [
          [1, 2],
          [2, 2],
        ],
      ],
      [
        'bo1',
        [
          [1, 1],
          [2, 1],
        ],
      ],
    ]);
    const text = JSON.stringify(story);
    for (const k of kinds) expect(text).not.toContain(k);
  });
});
