import { afterEach, describe, expect, it } from 'vitest';
import { phoneOwner, privateHere } from '../../../src/sync/private-view';

describe('private panels while live (issue 14 §2: hidden tokens only on their owner’s phone)', () => {
  afterEach(() => {
    phoneOwner.value = undefined;
  });
  it('opens every owner’s panel when the game is not live (one phone passed around)', () => {
    expect(privateHere('p1')).toBe(true);
    expect(privateHere('p2')).toBe(true);
  });
  it('opens only the claimed player’s panel on a live phone, and none on an unclaimed one', () => {
    phoneOwner.value = 'p1';
    expect(privateHere('p1')).toBe(true);
    expect(privateHere('p2')).toBe(false);
    phoneOwner.value = null;
    expect(privateHere('p1')).toBe(false);
  });
});
