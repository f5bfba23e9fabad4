import { describe, expect, it } from 'vitest';
import { sheetCards } from '../../../src/rules/custom';
import { STARTERS } from '../../../src/rules/custom/starters';
import { highlight, parseQuery, searchCards, searchSystems, stem, words } from '../../../src/rules/reference-search';
import { REFERENCE as RW } from '../../../src/rules/road-wolf/reference';
import type { ReferenceCard } from '../../../src/rules/system';
import { REFERENCE as WLF } from '../../../src/rules/white-line-fever/reference';

const ids = (cards: { card: ReferenceCard }[]) => cards.map((h) => h.card.id);
const marked = (text: string, q: string) =>
  highlight(text, q)
    .filter((s) => s.mark)
    .map((s) => s.text);

describe('issue 9: rules search in the players’ words', () => {
  it('stems query words without eating short ones', () => {
    expect(stem('flipped')).toBe('flip');
    expect(stem('skidding')).toBe('skid');
    expect(stem('explodes')).toBe('explod');
    expect(stem('crashed')).toBe('crash');
    expect(stem('rams')).toBe('ram');
    expect(stem('speed')).toBe('speed');
    expect(stem('rolling')).toBe('roll');
    expect(stem('dice')).toBe('dice');
  });

  it('splits words on punctuation and folds case and curly apostrophes', () => {
    expect(words('Off-road, DRIVER’s “Check!”')).toEqual(['off', 'road', 'drivers', 'check']);
  });

  it('reads known phrases as one term ("blew up" is blow up, "ran into" is run into)', () => {
    expect(parseQuery('blew up').map((t) => t.said)).toEqual(['blow up']);
    expect(parseQuery('car ran into wall').map((t) => t.said)).toEqual(['car', 'run into', 'wall']);
    expect(parseQuery('   ')).toEqual([]);
  });

  it('crash finds collisions (White Line Fever) and rams (Road Wolf)', () => {
    expect(ids(searchCards(WLF, 'crash'))[0]).toBe('collisions');
    expect(ids(searchCards(RW, 'crash'))).toContain('combat');
    expect(ids(searchCards(WLF, 'crashed'))[0]).toBe('collisions');
  });

  it('explode, exploded, blow up and blew up find the explosion card first', () => {
    for (const q of ['explode', 'exploded', 'exploding', 'blow up', 'blew up', 'boom'])
      expect(ids(searchCards(WLF, q))[0], q).toBe('explosion');
  });

  it('flip, flipped and upside down find flipping; skid finds the spin-out in WLF and the wipeout in RW', () => {
    for (const q of ['flip', 'flipped', 'upside down', 'roll over'])
      expect(ids(searchCards(WLF, q)), q).toContain('conditions');
    expect(ids(searchCards(WLF, 'skid'))).toContain('conditions');
    // Road Wolf's flip is the wipeout's Roll: found there, not on every card that rolls dice.
    expect(ids(searchCards(RW, 'flipped'))[0]).toBe('wipeout');
    expect(ids(searchCards(RW, 'flipped'))).not.toContain('contest');
    expect(ids(searchCards(RW, 'skid'))[0]).toBe('wipeout');
    expect(ids(searchCards(RW, 'skidded'))[0]).toBe('wipeout');
  });

  it('wreck finds destroyed vehicles in Road Wolf', () => {
    expect(ids(searchCards(RW, 'wreck'))).toContain('damage');
    expect(ids(searchCards(RW, 'wrecked'))).toContain('damage');
  });

  it('every word must match somewhere; an empty query lists every card in the book’s order', () => {
    expect(searchCards(WLF, 'explosion zebra')).toEqual([]);
    expect(ids(searchCards(WLF, ''))).toEqual(WLF.map((c) => c.id));
  });

  it('a title hit outranks a mention elsewhere (fire opens on the fire chart)', () => {
    expect(ids(searchCards(WLF, 'fire'))[0]).toBe('fire');
    expect(ids(searchCards(WLF, 'maneuver'))[0]).toBe('maneuvers');
  });

  it('matches spec ids and table cells, which are the rules’ own data', () => {
    expect(ids(searchCards(WLF, 'W-10'))).toEqual(['explosion', 'house-rules']); // the blast house rule cites W-10
    expect(ids(searchCards(RW, 'humvee'))).toEqual(['vehicles']);
  });

  it('lists the open system first, then the others; an empty query browses the open system only', () => {
    const systems = [
      { id: 'white-line-fever', name: 'White Line Fever', cards: WLF },
      { id: 'road-wolf', name: 'Road Wolf', cards: RW },
    ];
    const res = searchSystems(systems, 'road-wolf', 'crash');
    expect(res.map((s) => s.id)).toEqual(['road-wolf', 'white-line-fever']);
    expect(res.every((s) => s.hits.length > 0)).toBe(true);
    // Overkill is a Road Wolf word: White Line Fever has nothing, Road Wolf has hits to fall back on.
    const fallback = searchSystems(systems, 'white-line-fever', 'overkill');
    expect(fallback[0]?.hits).toEqual([]);
    expect(fallback[1]?.hits.length).toBeGreaterThan(0);
    const browse = searchSystems(systems, 'white-line-fever', '');
    expect(browse.map((s) => s.id)).toEqual(['white-line-fever']);
    expect(browse[0]?.hits).toHaveLength(WLF.length);
  });

  it('issue 33: a game sheet’s own notes are searched with the built systems’ cards, the open game first', () => {
    const sheet = STARTERS.find((x) => x.id === 'hull-and-hazards')!.sheet;
    const systems = [
      { id: 'road-wolf', name: 'Road Wolf', cards: RW },
      { id: 'custom', name: sheet.name, cards: sheetCards(sheet) },
    ];
    const res = searchSystems(systems, 'custom', 'skidded');
    expect(res.map((s) => s.id)).toEqual(['custom', 'road-wolf']);
    expect(ids(res[0]!.hits)[0]).toBe('note-2'); // "Skids"
    expect(res[1]!.hits.length).toBeGreaterThan(0);
    expect(ids(searchSystems(systems, 'custom', 'gear')[0]!.hits)).toEqual(['note-1']);
  });
});

describe('issue 9: highlighting what matched', () => {
  it('marks whole words, synonyms included, and gives the text back exactly', () => {
    const text = 'Car into car: every car involved spins out. Collisions end the round.';
    const segs = highlight(text, 'crash');
    expect(segs.map((s) => s.text).join('')).toBe(text);
    expect(marked(text, 'crash')).toEqual(['Collisions']);
    expect(marked('A ram ends the move; the rammer checks.', 'crashed')).toEqual(['ram', 'rammer']);
  });

  it('marks a phrase as one run, and several terms each', () => {
    expect(marked('Steam: it might blow up soon.', 'blow up')).toEqual(['blow up']);
    expect(marked('Flipped cars explode.', 'flip explode')).toEqual(['Flipped', 'explode']);
  });

  it('short query words match only whole words (8 is not 80)', () => {
    expect(marked('Roll a D8: 8 or 80.', '8')).toEqual(['8']);
  });

  it('leaves text alone when nothing matches or the query is empty; markup in text stays text', () => {
    expect(highlight('No match here', 'zebra')).toEqual([{ text: 'No match here', mark: false }]);
    expect(highlight('Anything', '')).toEqual([{ text: 'Anything', mark: false }]);
    expect(highlight('', 'x')).toEqual([]);
    const hostile = '<img src=x onerror=alert(1)> explode';
    expect(
      highlight(hostile, 'explode')
        .map((s) => s.text)
        .join(''),
    ).toBe(hostile);
  });
});
