// Issue 30: the reference answers the question asked. A player's word finds the section that
// states the rule (its title, its opening lines, a table row named by the word) before a table
// that only mentions it, and before the house rules' variants of it.
import { describe, expect, it } from 'vitest';
import { REFERENCE as CC } from '../../../src/rules/car-cult-d20/reference';
import { REFERENCE as DW } from '../../../src/rules/dirty-wheels/reference';
import { searchCards, searchSystems } from '../../../src/rules/reference-search';
import { REFERENCE as RW } from '../../../src/rules/road-wolf/reference';
import type { ReferenceCard } from '../../../src/rules/system';
import { REFERENCE as WLF } from '../../../src/rules/white-line-fever/reference';

/** What a player types, and the card (by id) they mean. */
const MEANT: Record<string, { cards: readonly ReferenceCard[]; words: Record<string, string> }> = {
  'Road Wolf': {
    cards: RW,
    words: {
      nitro: 'actions',
      wipeout: 'wipeout',
      overkill: 'contest',
      ram: 'combat',
      crash: 'combat',
      flip: 'wipeout',
      shoot: 'combat',
      skid: 'wipeout',
      spin: 'wipeout',
      veteran: 'tokens',
      damage: 'damage',
      abandoned: 'damage',
      takeover: 'actions',
      turn: 'turn',
    },
  },
  'Dirty Wheels': {
    cards: DW,
    words: {
      shock: 'dw-round',
      explode: 'dw-destroyed',
      ram: 'dw-ramming',
      crash: 'dw-ramming',
      shoot: 'dw-shooting',
      skid: 'dw-manoeuvres',
      spin: 'dw-manoeuvres',
      initiative: 'dw-round',
      upgrade: 'dw-upgrades',
      trait: 'dw-traits',
      scenery: 'dw-scenery',
    },
  },
  'Car Cult D20': {
    cards: CC,
    words: {
      'down shift': 'cc-activation',
      explode: 'cc-damage',
      ram: 'cc-weapons',
      crash: 'cc-terrain',
      collision: 'cc-terrain',
      shoot: 'cc-weapons',
      mine: 'cc-weapons',
      armour: 'cc-crew',
      brake: 'cc-terrain',
      engine: 'cc-engines',
      immobile: 'cc-damage',
    },
  },
  'White Line Fever': {
    cards: WLF,
    words: {
      bootleg: 'maneuvers',
      explode: 'explosion',
      crash: 'collisions',
      collision: 'collisions',
      flip: 'conditions',
      spin: 'conditions',
      shoot: 'fire',
      control: 'control-check',
      turn: 'maneuvers',
      modifier: 'modifiers',
    },
  },
};

describe('the reference answers the question asked (issue 30)', () => {
  for (const [system, { cards, words }] of Object.entries(MEANT)) {
    it(`${system}: the top hit for ${Object.keys(words).length} players' words is the section they mean`, () => {
      expect(Object.keys(words).length).toBeGreaterThanOrEqual(10);
      const top = Object.fromEntries(Object.keys(words).map((w) => [w, searchCards(cards, w)[0]?.card.id]));
      expect(top).toEqual(words);
    });
  }

  it('the house rules never come first for a rule another card states ("nitro", "shock", "down shift")', () => {
    for (const [cards, word] of [
      [RW, 'nitro'],
      [DW, 'shock'],
      [CC, 'down shift'],
    ] as const) {
      const hits = searchCards(cards, word);
      expect(hits.map((h) => h.card.title)).toContain('House rules');
      expect(hits[0]?.card.title).not.toBe('House rules');
    }
  });

  it('a card that only mentions the word in a table ranks below one whose prose says it', () => {
    const cards: ReferenceCard[] = [
      {
        id: 'table',
        title: 'Chart',
        body: ['Read the dice.'],
        table: { caption: 'x', columns: ['a', 'b'], rows: [['Roll', 'nitro nitro nitro']] },
      },
      { id: 'prose', title: 'Moving', body: ['Go.', 'A nitro adds a move.'] },
    ];
    expect(searchCards(cards, 'nitro').map((h) => h.card.id)).toEqual(['prose', 'table']);
  });

  it('the open game’s system is listed first', () => {
    const systems = [
      { id: 'road-wolf', name: 'Road Wolf', cards: RW },
      { id: 'car-cult-d20', name: 'Car Cult D20', cards: CC },
    ];
    expect(searchSystems(systems, 'car-cult-d20', 'ram').map((s) => s.id)).toEqual(['car-cult-d20', 'road-wolf']);
  });
});
