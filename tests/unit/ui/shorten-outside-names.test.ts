import { describe, expect, it } from 'vitest';
import { shortenOutsideNames } from '../../../src/ui/shorten';

const NAMES = ['Bo', "Bo's car 2", 'Thunderous Crimson Interceptor'];

describe('issue 41: shortenOutsideNames, an Undo label cut at a word and never inside a name', () => {
  it('leaves a label that fits alone', () => {
    expect(shortenOutsideNames('Bo passes the turn', 56, NAMES)).toBe('Bo passes the turn');
  });

  it('cuts before a name the cut would fall in, not inside it', () => {
    const text = "Bo puts a Damage Token on Bo's car 2's front left wheel";
    // At 30 characters a word cut would read "…on Bo's car…"; the name goes whole or not at all.
    expect(shortenOutsideNames(text, 30, NAMES)).toBe('Bo puts a Damage Token on…');
    expect(shortenOutsideNames(text, 40, NAMES)).toBe("Bo puts a Damage Token on Bo's car 2's…");
  });

  it('a label that starts with a long name keeps its verb, the name cut at a word', () => {
    const text = 'Thunderous Crimson Interceptor placed at speed 1';
    expect(shortenOutsideNames(text, 36, NAMES)).toBe('Thunderous… placed at speed 1');
    // No room for the verb beside any of the name: a cut at a word, as nothing else fits.
    expect(shortenOutsideNames(text, 20, NAMES)).toBe('Thunderous Crimson…');
  });

  it('never leaves a cut word: every kept word is a whole word of the label', () => {
    const text = 'Annabelle Marguerite Delacroix fires at Thunderous Crimson Interceptor: Destroy';
    for (let max = 12; max < text.length; max++) {
      const out = shortenOutsideNames(text, max, NAMES);
      expect(out.length, String(max)).toBeLessThanOrEqual(max);
      const head = out.replace(/…$/, '');
      expect(text.startsWith(head), String(max)).toBe(true);
      // What follows the kept head is a space or a colon: the cut fell between words.
      expect(text[head.length], `${max}: ${out}`).toMatch(/^[ :]$/);
    }
  });
});
