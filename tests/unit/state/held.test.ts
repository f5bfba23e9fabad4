import { afterEach, describe, expect, it, vi } from 'vitest';
import { commitHeld, HELD_PAUSE_MS, heldCount, hold } from '../../../src/state/held';

describe('held values (issue 41)', () => {
  afterEach(() => {
    commitHeld();
    vi.useRealTimers();
  });

  it('counts what waits and commits it by itself after a short pause without a tap', () => {
    vi.useFakeTimers();
    const made: number[] = [];
    const owner = {};
    hold(owner, () => made.push(1));
    expect(heldCount.value).toBe(1);
    vi.advanceTimersByTime(HELD_PAUSE_MS - 100);
    hold(owner, () => made.push(2)); // another tap: the pause starts again
    vi.advanceTimersByTime(HELD_PAUSE_MS - 100);
    expect(made).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(made).toEqual([2]);
    expect(heldCount.value).toBe(0);
  });

  it('a commit by hand clears the count and leaves no timer to commit twice', () => {
    vi.useFakeTimers();
    const made: string[] = [];
    hold({}, () => made.push('a'));
    commitHeld();
    expect(heldCount.value).toBe(0);
    vi.advanceTimersByTime(HELD_PAUSE_MS * 2);
    expect(made).toEqual(['a']);
  });
});
