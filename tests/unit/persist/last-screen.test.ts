// Issue 15: the last screen's picture is shown on a reload only for the same game drawn by the
// same build (another build's markup and styles may not match); anything malformed, or storage
// that throws, gives no picture; a deleted game's picture goes with it, another game's stays.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PICTURE_KEY, type Picture, storedPicture } from '../../../src/persist/last-screen';
import { forgetPicture, storePicture } from '../../../src/persist/last-screen-write';

const BUILD = 'https://pitwall.test/assets/index-AAAA.js';
const OTHER = 'https://pitwall.test/assets/index-BBBB.js';
const items = new Map<string, string>();
const picture = (id: string, build = BUILD): Picture => ({
  id,
  build,
  css: '.card{contain:paint}',
  screen: [{ t: 'main', c: [{ t: 'h2', c: ['Log'] }] }],
});

beforeEach(() => {
  items.clear();
  (globalThis as { localStorage?: unknown }).localStorage = {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
});
afterEach(() => {
  delete (globalThis as { localStorage?: unknown }).localStorage;
});

describe('last screen picture (issue 15)', () => {
  it('is given back for the same game and build only', () => {
    storePicture(picture('g1'));
    expect(storedPicture('g1', BUILD)).toEqual(picture('g1'));
    expect(storedPicture('g2', BUILD)).toBeNull();
    expect(storedPicture('g1', OTHER)).toBeNull();
    expect(storedPicture('g1', '')).toBeNull(); // the dev server has no build id
  });

  it('keeps one picture: the last game shown', () => {
    storePicture(picture('g1'));
    storePicture(picture('g2'));
    expect(storedPicture('g1', BUILD)).toBeNull();
    expect(storedPicture('g2', BUILD)).toEqual(picture('g2'));
  });

  it('gives nothing for a malformed record', () => {
    for (const raw of [
      '',
      'not json',
      'null',
      '[]',
      `{"id":"g1","build":"${BUILD}"}`,
      JSON.stringify({ ...picture('g1'), screen: '<main></main>' }),
    ]) {
      items.set(PICTURE_KEY, raw);
      expect(storedPicture('g1', BUILD), raw).toBeNull();
    }
  });

  it('storage that throws (disabled, full) gives and keeps nothing, and never throws', () => {
    (globalThis as { localStorage?: unknown }).localStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => storePicture(picture('g1'))).not.toThrow();
    expect(storedPicture('g1', BUILD)).toBeNull();
    expect(() => forgetPicture('g1')).not.toThrow();
  });

  it('a deleted game takes its picture with it; another game keeps its own', () => {
    storePicture(picture('g1'));
    forgetPicture('g2');
    expect(storedPicture('g1', BUILD)).not.toBeNull();
    forgetPicture('g1');
    expect(items.has(PICTURE_KEY)).toBe(false);
  });
});
