// Issue 30: a default car name built from a long player name is cut after a whole word.
import { describe, expect, it } from 'vitest';
import { shortenAtWord } from '../../../src/ui/shorten';

describe('shortenAtWord', () => {
  it('keeps a name that fits', () => {
    expect(shortenAtWord('Ann', 10)).toBe('Ann');
    expect(shortenAtWord('0123456789', 10)).toBe('0123456789');
  });

  it('cuts after a whole word at a space or a hyphen, with an ellipsis, within the limit', () => {
    const name = 'Annabelle-Marguerite-the-Third-of-Somewhere-Far';
    const cut = shortenAtWord(name, 28);
    expect(cut).toBe('Annabelle-Marguerite-the…');
    expect(cut.length).toBeLessThanOrEqual(28);
    expect(shortenAtWord('Bartholomew the Unready of Kent', 20)).toBe('Bartholomew the…');
  });

  it('cuts inside a single word only when nothing else fits', () => {
    expect(shortenAtWord('Supercalifragilistic', 10)).toBe('Supercali…');
  });
});
