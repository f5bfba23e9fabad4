// White Line Fever setup (A3 estimatedMinutes, seed: about 10 minutes of play per car): the
// estimate the new-game wizard shows follows the cars chosen (issue 30).
import { describe, expect, it } from 'vitest';
import { whiteLineFever } from '../../../src/rules/white-line-fever';
import { MINUTES_PER_CAR } from '../../../src/rules/white-line-fever/data';

describe('White Line Fever play-time estimate', () => {
  it('estimatedMinutes is 10 x cars per player', () => {
    expect(MINUTES_PER_CAR).toBe(10);
    expect(whiteLineFever.estimatedMinutes?.(3)).toBe(30);
    expect(whiteLineFever.estimatedMinutes?.(1)).toBe(10);
    expect(whiteLineFever.estimatedMinutes?.(5)).toBe(50);
  });
});
