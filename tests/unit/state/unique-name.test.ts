import { describe, expect, it } from 'vitest';
import { copyName, freshName, importedName, MAX_GAME_NAME } from '../../../src/state/unique-name';

describe('issue 9: an imported game is told apart from a game of the same name', () => {
  it('keeps its name when no game on this device has it', () => {
    expect(importedName('Road trip', [])).toBe('Road trip');
    expect(importedName('Road trip', ['Derby', 'Road trip (copy)'])).toBe('Road trip');
  });

  it('becomes "(imported)", then "(imported 2)", when the name is taken (case-insensitively)', () => {
    expect(importedName('Road trip', ['road trip'])).toBe('Road trip (imported)');
    expect(importedName('Road trip', ['Road trip', 'Road trip (imported)'])).toBe('Road trip (imported 2)');
    expect(importedName('Road trip', ['Road trip', 'Road trip (imported)', 'Road trip (imported 2)'])).toBe(
      'Road trip (imported 3)',
    );
  });

  it('stays within the 60-character limit and keeps the suffix', () => {
    const long = 'X'.repeat(MAX_GAME_NAME);
    const got = importedName(long, [long]);
    expect(got).toHaveLength(MAX_GAME_NAME);
    expect(got.endsWith(' (imported)')).toBe(true);
  });
});

describe('a duplicated game gets a name the list tells apart', () => {
  it('"(copy)", then "(copy 2)"; a copy of a copy counts on instead of stacking "(copy) (copy)"', () => {
    expect(copyName('Garage night', ['Garage night'])).toBe('Garage night (copy)');
    expect(copyName('Garage night', ['Garage night', 'Garage night (copy)'])).toBe('Garage night (copy 2)');
    expect(copyName('Garage night (copy)', ['Garage night', 'Garage night (copy)'])).toBe('Garage night (copy 2)');
    expect(copyName('Garage night (copy 2)', ['Garage night', 'Garage night (copy)', 'Garage night (copy 2)'])).toBe(
      'Garage night (copy 3)',
    );
  });

  it('shortens a long name so the suffix shows, within the 60-character limit', () => {
    const long = 'Demolition Derby at the community hall, second Saturday of May';
    const got = copyName(long.slice(0, MAX_GAME_NAME), [long.slice(0, MAX_GAME_NAME)]);
    expect(got).toHaveLength(MAX_GAME_NAME);
    expect(got.endsWith(' (copy)')).toBe(true);
  });
});

describe('issue 40: a second game on the same day gets a distinct default name', () => {
  it('is the day’s name first, then "(2)", "(3)"… past every name taken (case-insensitively)', () => {
    expect(freshName('Game night Dec 7', [])).toBe('Game night Dec 7');
    expect(freshName('Game night Dec 7', ['game night dec 7'])).toBe('Game night Dec 7 (2)');
    expect(freshName('Game night Dec 7', ['Game night Dec 7', 'Game night Dec 7 (2)'])).toBe('Game night Dec 7 (3)');
  });

  it('keeps the number whole inside the longest name', () => {
    const long = 'x'.repeat(MAX_GAME_NAME);
    const name = freshName(long, [long]);
    expect(name).toHaveLength(MAX_GAME_NAME);
    expect(name.endsWith(' (2)')).toBe(true);
  });
});
