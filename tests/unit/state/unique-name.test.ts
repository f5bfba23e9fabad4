import { describe, expect, it } from 'vitest';
import { MAX_GAME_NAME, importedName } from '../../../src/state/unique-name';

describe('issue 9: an imported game is told apart from a game of the same name', () => {
  it('keeps its name when no game on this device has it', () => {
    expect(importedName('Road trip', [])).toBe('Road trip');
    expect(importedName('Road trip', ['Derby', 'Road trip (copy)'])).toBe('Road trip');
  });

  it('becomes "(imported)", then "(imported 2)", when the name is taken (case-insensitively)', () => {
    expect(importedName('Road trip', ['road trip'])).toBe('Road trip (imported)');
    expect(importedName('Road trip', ['Road trip', 'Road trip (imported)'])).toBe('Road trip (imported 2)');
    expect(importedName('Road trip', ['Road trip', 'Road trip (imported)', 'Road trip (imported 2)'])).toBe('Road trip (imported 3)');
  });

  it('stays within the 60-character limit and keeps the suffix', () => {
    const long = 'X'.repeat(MAX_GAME_NAME);
    const got = importedName(long, [long]);
    expect(got).toHaveLength(MAX_GAME_NAME);
    expect(got.endsWith(' (imported)')).toBe(true);
  });
});
