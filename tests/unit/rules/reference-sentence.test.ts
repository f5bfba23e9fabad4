import { describe, expect, it } from 'vitest';
import { highlight, matchSentence, searchCards } from '../../../src/rules/reference-search';
import { REFERENCE as RW } from '../../../src/rules/road-wolf/reference';
import type { ReferenceCard } from '../../../src/rules/system';
import { REFERENCE as WLF } from '../../../src/rules/white-line-fever/reference';

const card: ReferenceCard = {
  id: 'x',
  title: 'Nitro and more',
  body: ['Cars move first. A Nitro run is a free move! Then they fire.', 'Heavy cars never use Nitro in the mud.'],
  table: { caption: 'Actions', columns: ['Action', 'When'], rows: [['Ram', 'During a move.']] },
  specs: ['R-26'],
};

describe('issue 41: a hit shows the sentence that matched, not the whole section', () => {
  it('gives the first sentence below the title that holds the word, cut at its neighbours', () => {
    expect(matchSentence(card, 'nitro')).toBe('A Nitro run is a free move!');
    expect(matchSentence(card, 'fire')).toBe('Then they fire.');
  });

  it('prefers a sentence that holds every word over an earlier one that holds some', () => {
    expect(matchSentence(card, 'nitro mud')).toBe('Heavy cars never use Nitro in the mud.');
  });

  it('reads a table row as its cells in a line, and synonyms count (crash is a ram)', () => {
    expect(matchSentence(card, 'crash')).toBe('Ram · During a move.');
  });

  it('is null when only the title matches, or nothing is asked', () => {
    expect(matchSentence(card, 'more')).toBeNull();
    expect(matchSentence(card, '  ')).toBeNull();
  });

  it('every Road Wolf and White Line Fever hit for the players’ words shows a sentence with the word marked', () => {
    for (const [cards, q] of [
      [RW, 'nitro'],
      [RW, 'skid'],
      [WLF, 'crash'],
      [WLF, 'bootleg'],
    ] as const) {
      const hits = searchCards(cards, q);
      expect(hits.length, q).toBeGreaterThan(0);
      for (const h of hits) {
        const s = matchSentence(h.card, q);
        // Null only for a hit on its title alone.
        if (s === null)
          expect(
            highlight(h.card.title, q).some((x) => x.mark),
            `${q}: ${h.card.id}`,
          ).toBe(true);
        else
          expect(
            highlight(s, q).some((x) => x.mark),
            `${q}: ${h.card.id}: ${s}`,
          ).toBe(true);
      }
    }
    // Road Wolf's "nitro" (issue 41): the Actions card's Nitro row, not the opening paragraph.
    const actions = RW.find((c) => c.id === 'actions') as ReferenceCard;
    expect(matchSentence(actions, 'nitro')).toMatch(/^Nitro · /);
  });
});
