// Issue 15: the open hint keeps, with the last opened game's system, the code files its reload
// fetched, stamped with the build; the next reload of that game asks for them all at once. Only
// a hint: another game, another build or anything malformed gives no files.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hintedChunks, hintedSystem, rememberOpened } from '../../../src/persist/open-hint';

const BUILD = 'https://pitwall.test/assets/index-AAAA.js';
const OTHER = 'https://pitwall.test/assets/index-BBBB.js';
const items = new Map<string, string>();

beforeEach(() => {
  items.clear();
  (globalThis as { localStorage?: unknown }).localStorage = {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  };
});
afterEach(() => {
  delete (globalThis as { localStorage?: unknown }).localStorage;
});

describe('open hint: code files of the last reload (issue 15)', () => {
  it('gives the files back for the same game and build only', () => {
    rememberOpened({
      id: 'g1',
      system: 'road-wolf',
      build: BUILD,
      chunks: ['/assets/road-wolf-1.js', '/assets/table-screen-2.js', '/assets/road-wolf-3.css'],
    });
    expect(hintedChunks('g1', BUILD)).toEqual([
      '/assets/road-wolf-1.js',
      '/assets/table-screen-2.js',
      '/assets/road-wolf-3.css',
    ]);
    expect(hintedSystem('g1')).toBe('road-wolf');
    expect(hintedChunks('g1', OTHER)).toEqual([]); // another build: its files may be gone
    expect(hintedChunks('g2', BUILD)).toEqual([]);
  });

  it('an open without files (from the list) keeps the files of the same game and build, drops them otherwise', () => {
    rememberOpened({ id: 'g1', system: 'road-wolf', build: BUILD, chunks: ['/assets/a.js'] });
    rememberOpened({ id: 'g1', system: 'road-wolf', build: BUILD });
    expect(hintedChunks('g1', BUILD)).toEqual(['/assets/a.js']);
    rememberOpened({ id: 'g1', system: 'road-wolf', build: OTHER });
    expect(hintedChunks('g1', OTHER)).toEqual([]);
    expect(hintedSystem('g1')).toBe('road-wolf');
    rememberOpened({ id: 'g1', system: 'road-wolf', build: BUILD, chunks: ['/assets/a.js'] });
    rememberOpened({ id: 'g2', system: 'freeplay', build: BUILD });
    expect(hintedChunks('g1', BUILD)).toEqual([]);
    expect(hintedChunks('g2', BUILD)).toEqual([]);
  });

  it('refuses what is not a same-origin path of a code or style file', () => {
    items.set(
      'pitwall:open-hint',
      JSON.stringify({
        id: 'g1',
        system: 'freeplay',
        build: BUILD,
        chunks: [
          'https://evil.test/x.js',
          '//evil.test/x.js',
          '/assets/ok.js',
          42,
          '/assets/x.wasm',
          'javascript:alert(1)',
        ],
      }),
    );
    expect(hintedChunks('g1', BUILD)).toEqual(['/assets/ok.js']);
    items.set('pitwall:open-hint', '{not json');
    expect(hintedChunks('g1', BUILD)).toEqual([]);
    items.set('pitwall:open-hint', JSON.stringify({ id: 'g1', system: 'freeplay', build: BUILD, chunks: 'nope' }));
    expect(hintedChunks('g1', BUILD)).toEqual([]);
  });
});
