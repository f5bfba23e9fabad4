// Issue 42: what the story's charts, the shared picture and the printed story draw from a
// GameStory (src/ui/story/chart.ts): one shape for all three, and the words a screen reader hears.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { diceGroups } from '../../../src/game/dice-stats';
import { openGame } from '../../../src/game/open-game';
import { storySource } from '../../../src/game/story/sources';
import { buildStory, type GameStory } from '../../../src/game/story/story';
import {
  CHART_H,
  CHART_W,
  chartShape,
  chartWords,
  firstRound,
  hitsOf,
  markWords,
  outLine,
  playedLine,
} from '../../../src/ui/story/chart';
import { barsWords, lasted } from '../../../src/ui/story/dice-section';
import { pictureName } from '../../../src/ui/story/story-picture';

async function story(name: string): Promise<GameStory> {
  const doc = JSON.parse(readFileSync(new URL(`../../fixtures/${name}.json`, import.meta.url), 'utf8'));
  const r = await openGame(doc);
  if (!r.ok) throw new Error(r.error);
  return buildStory(r.game.doc, r.game.system, storySource(r.game.doc.system));
}
const car = (s: GameStory, name: string) => {
  const c = s.cars.find((x) => x.name === name);
  if (!c) throw new Error(name);
  return c;
};

describe('the story’s chart of a car (Dust Road Derby, Road Wolf)', () => {
  it('draws Brute’s hits left from 2 in round 1 to 0 in round 2, with both marks above the plot', async () => {
    const s = await story('road-wolf-v1');
    const brute = car(s, 'Brute');
    expect(firstRound(s)).toBe(1);
    const shape = chartShape(brute, s.rounds, firstRound(s));
    expect([shape.top, shape.bottom, shape.firstRound, shape.lastRound]).toEqual([3, 0, 1, 2]);
    expect([shape.left, shape.right]).toEqual([40, CHART_W - 16]);
    // Two rounds' words fit one row: the plot starts one row below the top.
    expect(shape.y0).toBe(16 * (0.6 + 1.25));
    expect(shape.y1).toBe(CHART_H - 16 * 1.6);
    expect(shape.line.map(([x, y]) => [Math.round(x), Math.round(y)])).toEqual([
      [40, Math.round(shape.y1 - ((shape.y1 - shape.y0) * 2) / 3)],
      [284, Math.round(shape.y1)],
    ]);
    expect(shape.marks.map((m) => [m.round, m.what, m.align])).toEqual([
      [1, 'immobilized', 'start'],
      [2, 'wrecked', 'end'],
    ]);
    expect(shape.ticks.map((t) => t.round)).toEqual([1, 2]);
  });

  it('puts a round’s marks under one label (Viper: abandoned and taken over in round 1)', async () => {
    const s = await story('road-wolf-v1');
    const shape = chartShape(car(s, 'Viper'), s.rounds, firstRound(s));
    expect(shape.marks.map((m) => [m.round, m.what])).toEqual([[1, 'abandoned, taken over']]);
  });

  it('says the series and the marks in words, and what took the car out', async () => {
    const s = await story('road-wolf-v1');
    const brute = car(s, 'Brute');
    expect(chartWords(brute)).toBe(
      'Hits left of Brute, 0 to 3, by round: round 1: 2, round 2: 0. Immobilized in round\u00a01; wrecked in round\u00a02.',
    );
    expect(markWords(car(s, 'Hammerhead'))).toBe('');
    expect(outLine(brute)).toBe('Out in round 2: Hammerhead rams Brute: 6 6 4 against 2 1, rammer wins, overkill 3');
    expect(hitsOf(s, brute.carId)).toEqual({ gave: '', got: 'Hammerhead 4' });
    expect(hitsOf(s, car(s, 'Hammerhead').carId)).toEqual({ gave: 'Brute 4', got: '' });
    expect(playedLine(s)).toBe('Road Wolf · 2 rounds · 41 steps');
  });
});

describe('the story’s words beside the charts', () => {
  it('names a round every tick while eight fit, else the first and the last', async () => {
    const s = await story('white-line-fever-v1');
    const c = car(s, 'Red Fury');
    expect(chartShape(c, 3, 1).ticks.map((t) => t.round)).toEqual([1, 2, 3]);
    expect(chartShape(c, 12, 1).ticks.map((t) => t.round)).toEqual([1, 12]);
  });

  it('says a game’s length in minutes, hours, or days for one saved over days', () => {
    expect([lasted(1), lasted(42), lasted(60), lasted(95), lasted(3000), lasted(111016)]).toEqual([
      '1 minute',
      '42 minutes',
      '1 hour',
      '1 hour 35 minutes',
      '2 days (first save to last)',
      '77 days (first save to last)',
    ]);
  });

  it('names the shared picture after the game', async () => {
    expect(pictureName(await story('road-wolf-v1'))).toBe('dust-road-derby-v1-export-story.png');
    expect(pictureName({ name: '!!!' } as GameStory)).toBe('game-story.png');
  });
});

describe('the dice bars in words', () => {
  it('says every face’s count and what fair dice give', () => {
    const [g] = diceGroups([{ sides: 6, faces: [1, 1, 3, 6], source: 'typed', by: 'bo' }], [{ id: 'bo', name: 'Bo' }]);
    expect(g && barsWords(g)).toBe(
      'Bo’s typed D6s, 4 rolls: 1: 2, 2: 0, 3: 1, 4: 0, 5: 0, 6: 1; fair dice give about 0.7 each.',
    );
  });
});
