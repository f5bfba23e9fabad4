import { describe, expect, it } from 'vitest';
import { DICE_SIDES, isValidFace, rollPool } from '../../../src/rules/core/dice';
import { createSeededRng as seededRng } from '../../../src/rules/core/rng';

describe('D4 (Dirty Wheels random light weapons, A5.2)', () => {
  it('a D4 question rolls and checks faces 1 to 4; the tray does not list it', () => {
    const faces = rollPool(seededRng(7), 100, 4);
    expect(new Set(faces)).toEqual(new Set([1, 2, 3, 4]));
    expect(isValidFace(4, 4)).toBe(true);
    expect(isValidFace(5, 4)).toBe(false);
    expect(DICE_SIDES).not.toContain(4);
  });
});
