// Issue 13 (first half): road cards as data and the deck (B2.4, R-20), the road turn as a
// checklist (B11.1), drifting objects' rams (R-15, R-16), card contacts (B11.2, R-20) and the
// Supplies card. Pure rules, fixed dice and fixed shuffles; no UI yet.

import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { availableActions } from '../../../src/rules/road-wolf/actions';
import { describeRw } from '../../../src/rules/road-wolf/index';
import { LAST_SIDE_STANDING } from '../../../src/rules/road-wolf/missions/last-side-standing';
import type { RoadCardKind, RwState } from '../../../src/rules/road-wolf/model';
import {
  cardsToShuffle,
  expandCounts,
  HOUSE_DECK_TEMPLATE,
  newRoad,
  permutation,
  publicRoad,
  ROAD_CARD_KINDS,
  ROAD_CARDS,
  shuffled,
  sideways,
} from '../../../src/rules/road-wolf/road-deck';
import { cardContactTitle, ROAD_PROCEDURES } from '../../../src/rules/road-wolf/road-procedures';
import { contactableCards, driftList, roadTurnChecklist, roadTurnOf } from '../../../src/rules/road-wolf/road-turn';
import { publicView } from '../../../src/rules/road-wolf/table-view';
import { apply, car, type Loadout, makeSetup, patch, refused, TWIN_FORCES, toPlay } from './helpers';

const setup = makeSetup(2, 2);
const FORCES: Record<string, Loadout> = {
  P1c1: { type: 'coupe' },
  P1c2: { type: 'truck_4x4' },
  P2c1: { type: 'muscle_car' },
  P2c2: { type: 'coupe' },
};

const counts = (c: Partial<Record<RoadCardKind, number>>) =>
  ({ ...Object.fromEntries(ROAD_CARD_KINDS.map((k) => [k, 0])), ...c }) as Record<RoadCardKind, number>;

/** Play with a physical deck, in P1's first turn. */
function physical(forces = FORCES): RwState {
  return apply(toPlay(setup, forces), 'rw.roadDeck', { mode: 'PHYSICAL' }, setup);
}

/** From any player turn to the road turn (both players end their turns). */
function toRoadTurn(s: RwState): RwState {
  while (s.phase === 'PLAYER_TURN') s = apply(s, 'rw.endTurn', {}, setup);
  expect(s.phase).toBe('ROAD_TURN');
  return s;
}

/** A road turn with nothing to drift: the new card, then the end. */
function passRoadTurn(s: RwState, kind: RoadCardKind): RwState {
  s = apply(s, 'rw.roadCard', { kind }, setup);
  return apply(s, 'rw.endTurn', {}, setup);
}

/** A physical-deck game with one card of `kind` in play, back in P1's turn (game turn 2). */
function withCard(kind: RoadCardKind, forces = FORCES): RwState {
  const s = passRoadTurn(toRoadTurn(physical(forces)), kind);
  expect(s.phase).toBe('PLAYER_TURN');
  expect(s.road!.inPlay).toEqual([{ id: 'k1', kind, from: 'PHYSICAL', drawnTurn: 1 }]);
  return s;
}

afterEach(() => vi.restoreAllMocks());

describe('B2.4 road cards as data', () => {
  it('B2.4 the eight cards, when each acts, and the sizes of the two that ram', () => {
    expect(ROAD_CARDS.map((c) => c.kind)).toEqual([
      'CLEAR',
      'SLIDE',
      'SLICK',
      'DEBRIS',
      'WRECK',
      'BRIDGE',
      'TUNNEL',
      'SUPPLIES',
    ]);
    const trigger = Object.fromEntries(ROAD_CARDS.map((c) => [c.kind, c.trigger]));
    expect(trigger).toEqual({
      CLEAR: 'DRAW',
      SLIDE: 'TOUCH',
      SLICK: 'TOUCH',
      DEBRIS: 'TOUCH',
      WRECK: 'TOUCH',
      BRIDGE: 'PASS',
      TUNNEL: 'PASS',
      SUPPLIES: 'END_ON',
    });
    expect(ROAD_CARDS.filter((c) => c.ramSize !== null).map((c) => [c.kind, c.ramSize])).toEqual([
      ['DEBRIS', 1],
      ['WRECK', 2],
    ]);
  });

  it('R-20 the only counts shipped are a template labelled as the house’s, covering every card', () => {
    expect(HOUSE_DECK_TEMPLATE.label).toBe('House default, not from the rules');
    expect(Object.keys(HOUSE_DECK_TEMPLATE.counts).sort()).toEqual([...ROAD_CARD_KINDS].sort());
  });

  it('B2.4 the table enters the counts; the whole deck waits for a shuffle and no card is drawn before it', () => {
    let s = apply(
      toPlay(setup, FORCES),
      'rw.roadDeck',
      { mode: 'DIGITAL', counts: { SLICK: 2, DEBRIS: 1, CLEAR: 1 } },
      setup,
    );
    expect(s.road).toMatchObject({
      mode: 'DIGITAL',
      counts: counts({ SLICK: 2, DEBRIS: 1, CLEAR: 1 }),
      drawPile: [],
      inPlay: [],
    });
    expect(cardsToShuffle(s.road!)).toEqual(['CLEAR', 'SLICK', 'SLICK', 'DEBRIS']);
    s = toRoadTurn(s);
    refused(s, 'rw.roadCard', { kind: 'SLICK' }, setup, /Shuffle the road deck first/);
    refused(s, 'rw.roadDeck', { mode: 'DIGITAL', counts: { SLICK: 0 } }, setup, /at least one card/);
    refused(s, 'rw.roadDeck', { mode: 'DIGITAL', counts: { OIL: 2 } }, setup, /road card/);
    refused(s, 'rw.roadDeck', { mode: 'DIGITAL', counts: { SLICK: -1 } }, setup);
    refused(s, 'rw.roadDeck', { mode: 'PHYSICAL', counts: { SLICK: 1 } }, setup, /no counts/);
  });

  it('B2.4 the log counts the app’s deck in words: 1 card, 4 cards', () => {
    const line = (type: string, payload: Record<string, unknown>) => describeRw({ type, payload, at: 0 }, setup);
    expect(line('rw.roadDeck', { mode: 'DIGITAL', counts: { SLICK: 1 } })).toBe('Road cards: the app’s deck of 1 card');
    expect(line('rw.roadDeck', { mode: 'DIGITAL', counts: { SLICK: 1 }, order: [0] })).toBe(
      'Road cards: the app’s deck of 1 card, shuffled',
    );
    expect(line('rw.roadDeck', { mode: 'DIGITAL', counts: { SLICK: 2, DEBRIS: 1, CLEAR: 1 } })).toBe(
      'Road cards: the app’s deck of 4 cards',
    );
    expect(line('rw.roadShuffle', { order: [0] })).toBe('Road deck shuffled (1 card)');
    expect(line('rw.roadShuffle', { order: [1, 0] })).toBe('Road deck shuffled (2 cards)');
  });

  it('B2.4 the app’s deck is set up and shuffled in one command (one log line, one undo); the old two-command journal gives the same deck', () => {
    const start = toPlay(setup, FORCES);
    const deck = { mode: 'DIGITAL', counts: { SLICK: 2, DEBRIS: 1, CLEAR: 1 } };
    const one = apply(start, 'rw.roadDeck', { ...deck, order: [3, 0, 1, 2] }, setup);
    expect(one.road!.drawPile).toEqual(['DEBRIS', 'CLEAR', 'SLICK', 'SLICK']);
    const two = apply(apply(start, 'rw.roadDeck', deck, setup), 'rw.roadShuffle', { order: [3, 0, 1, 2] }, setup);
    expect(one).toEqual(two);
    expect(describeRw({ type: 'rw.roadDeck', payload: { ...deck, order: [3, 0, 1, 2] }, at: 1 }, setup)).toBe(
      'Road cards: the app’s deck of 4 cards, shuffled',
    );
    refused(start, 'rw.roadDeck', { ...deck, order: [0, 1, 2] }, setup, /all 4 cards/);
    refused(start, 'rw.roadDeck', { mode: 'PHYSICAL', order: [] }, setup, /digital deck/);
  });

  it('B2.4 the shuffle is the command’s permutation (dice rolled by the UI); a wrong one is refused', () => {
    let s = apply(
      toPlay(setup, FORCES),
      'rw.roadDeck',
      { mode: 'DIGITAL', counts: { SLICK: 2, DEBRIS: 1, CLEAR: 1 } },
      setup,
    );
    refused(s, 'rw.roadShuffle', { order: [0, 1, 2] }, setup, /all 4 cards/);
    refused(s, 'rw.roadShuffle', { order: [0, 1, 1, 2] }, setup, /each once/);
    refused(s, 'rw.roadShuffle', { order: [0, 1, 2, 4] }, setup);
    s = apply(s, 'rw.roadShuffle', { order: [3, 0, 1, 2] }, setup);
    expect(s.road!.drawPile).toEqual(['DEBRIS', 'CLEAR', 'SLICK', 'SLICK']);
    expect(s.road!.discard).toEqual([]);
    refused(
      apply(s, 'rw.roadDeck', { mode: 'PHYSICAL' }, setup),
      'rw.roadShuffle',
      { order: [] },
      setup,
      /digital deck/,
    );
  });

  it('B2.4 drawing takes the top card; the command records it and a wrong record is refused; CLEAR is discarded at once', () => {
    let s = apply(toPlay(setup, FORCES), 'rw.roadDeck', { mode: 'DIGITAL', counts: { CLEAR: 1, DEBRIS: 1 } }, setup);
    s = apply(s, 'rw.roadShuffle', { order: [0, 1] }, setup); // CLEAR, DEBRIS
    s = toRoadTurn(s);
    refused(s, 'rw.roadCard', { kind: 'DEBRIS' }, setup, /not the one on top/);
    refused(s, 'rw.roadCard', {}, setup);
    s = apply(s, 'rw.roadCard', { kind: 'CLEAR' }, setup);
    expect(s.road!.inPlay).toEqual([]);
    expect(s.road!.discard).toEqual(['CLEAR']);
    expect(s.road!.drawPile).toEqual(['DEBRIS']);
    s = passRoadTurn(toRoadTurn(apply(s, 'rw.endTurn', {}, setup)), 'DEBRIS');
    expect(s.road!.inPlay).toEqual([{ id: 'k2', kind: 'DEBRIS', from: 'DIGITAL', drawnTurn: 2 }]);
  });

  it('B2.4 physical deck: the players name the card they turned; cards in play say where they came from', () => {
    let s = toRoadTurn(physical());
    refused(s, 'rw.roadCard', {}, setup, /card turned/);
    s = apply(s, 'rw.roadCard', { kind: 'BRIDGE' }, setup);
    expect(s.road!.inPlay).toEqual([{ id: 'k1', kind: 'BRIDGE', from: 'PHYSICAL', drawnTurn: 1 }]);
    expect(s.road!.drawPile).toEqual([]);
    // switching to the app's deck later: the counts are the whole deck, the card on the table is one of them
    const digital = apply(s, 'rw.roadDeck', { mode: 'DIGITAL', counts: { BRIDGE: 2, SLICK: 1 } }, setup);
    expect(digital.road!.inPlay).toEqual(s.road!.inPlay);
    expect(cardsToShuffle(digital.road!)).toEqual(['SLICK', 'BRIDGE']);
  });

  it('B2.4 a drawn deck is a permutation of its configuration (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 8, maxLength: 8 }),
        fc.array(fc.nat(), { maxLength: 60 }),
        (ns, seeds) => {
          const c = counts(Object.fromEntries(ROAD_CARD_KINDS.map((k, i) => [k, ns[i] as number])));
          const road = newRoad('DIGITAL', c, null);
          const n = cardsToShuffle(road).length;
          let i = 0;
          const order = permutation(n, (k) => (seeds[i++] ?? 0) % k);
          expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, j) => j));
          const pile = shuffled(road, order);
          expect([...pile].sort()).toEqual([...expandCounts(c)].sort());
        },
      ),
    );
  });

  it('B2.4 the table sees the cards in play and how many wait, never their order', () => {
    const base = apply(
      toPlay(setup, FORCES),
      'rw.roadDeck',
      { mode: 'DIGITAL', counts: { SLICK: 1, DEBRIS: 1, TUNNEL: 1 } },
      setup,
    );
    const a = apply(base, 'rw.roadShuffle', { order: [0, 1, 2] }, setup);
    const b = apply(base, 'rw.roadShuffle', { order: [2, 1, 0] }, setup);
    expect(a.road!.drawPile).not.toEqual(b.road!.drawPile);
    expect(publicRoad(a)).toEqual(publicRoad(b));
    expect(publicRoad(a)).toMatchObject({ mode: 'DIGITAL', drawPileCount: 3, inPlay: [], discard: [] });
    expect(publicView(a)).toEqual(publicView(b));
    expect(publicRoad(toPlay(setup, FORCES))).toBeNull();
  });
});

describe('B11.1 the road turn as a checklist', () => {
  it('B11.1 without road cards set up, the road turn ends as before (no checklist)', () => {
    const s = toRoadTurn(toPlay(setup, FORCES));
    expect(s.road).toBeUndefined();
    const next = apply(s, 'rw.endTurn', {}, setup);
    expect(next).toMatchObject({ phase: 'PLAYER_TURN', gameTurn: 2 });
    refused(s, 'rw.drift', { carId: 'P1c1' }, setup, /No road cards/);
  });

  it('B11.1 lists what drifts: wrecks, immobilized and abandoned vehicles, cards in play; the new card comes after, then the end', () => {
    let s = toRoadTurn(withCard('SLICK'));
    s = patch(s, 'P1c1', { destroyed: true, driverSeat: null });
    s = patch(s, 'P1c2', { immobilized: true });
    s = patch(s, 'P2c1', { abandoned: true, driverSeat: null });
    expect(driftList(s).map((x) => [x.ref, x.kind, x.attackDice, x.drifted])).toEqual([
      ['car:P1c1', 'WRECK', 2, false],
      ['car:P1c2', 'IMMOBILIZED', 3, false],
      ['car:P2c1', 'ABANDONED', 3, false],
      ['card:k1', 'CARD', null, false],
    ]);
    expect(roadTurnChecklist(s).steps).toEqual([
      { id: 'DRIFT', done: false },
      { id: 'NEW_CARD', done: false },
      { id: 'END', done: false },
    ]);
    refused(s, 'rw.roadCard', { kind: 'SLICK' }, setup, /Drift every object back first/);
    refused(s, 'rw.endTurn', {}, setup, /Drift every object back first/);
    refused(s, 'rw.drift', { carId: 'P2c2' }, setup, /not one of this road turn’s drifting objects/);
    // the table names the rearmost first: the app never measures
    for (const obj of [{ cardId: 'k1' }, { carId: 'P1c1' }, { carId: 'P2c1' }, { carId: 'P1c2' }]) {
      s = apply(s, 'rw.drift', obj, setup);
      refused(s, 'rw.drift', { carId: 'P1c2' }, setup, /drift under way/);
      refused(s, 'rw.endTurn', {}, setup, /drift under way/);
      s = apply(s, 'rw.driftEnd', { offBack: false }, setup);
    }
    refused(s, 'rw.drift', { cardId: 'k1' }, setup, /drifted already/);
    expect(roadTurnChecklist(s).steps.map((x) => x.done)).toEqual([true, false, false]);
    refused(s, 'rw.endTurn', {}, setup, /new road card first/);
    s = apply(s, 'rw.roadCard', { kind: 'DEBRIS' }, setup);
    refused(s, 'rw.roadCard', { kind: 'DEBRIS' }, setup, /new card is out/);
    refused(s, 'rw.drift', { carId: 'P1c2' }, setup, /before the new card/);
    expect(roadTurnChecklist(s).steps.map((x) => x.done)).toEqual([true, true, false]);
    s = apply(s, 'rw.endTurn', {}, setup); // the new card's laying closes with the road turn
    expect(s).toMatchObject({ phase: 'PLAYER_TURN', gameTurn: 3 }); // withCard played game turn 1
    expect(roadTurnOf(s)).toMatchObject({ gameTurn: 3, drifted: [], drawn: [], drifting: null });
  });

  it('B11.1 a drift that met nothing is one step and one row: the same state as a drift and its end', () => {
    let s = toRoadTurn(withCard('SUPPLIES'));
    s = patch(s, 'P1c2', { immobilized: true });
    for (const [end, offBack] of [
      ['board', false],
      ['off', true],
    ] as const) {
      for (const obj of [{ cardId: 'k1', kind: 'SUPPLIES' }, { carId: 'P1c2' }]) {
        const one = apply(s, 'rw.drift', { ...obj, end }, setup);
        const ref = 'carId' in obj ? { carId: obj.carId } : { cardId: obj.cardId };
        const two = apply(apply(s, 'rw.drift', obj, setup), 'rw.driftEnd', { ...ref, offBack }, setup);
        expect(one).toEqual(two);
      }
    }
    expect(
      describeRw({ type: 'rw.drift', payload: { cardId: 'k1', kind: 'SUPPLIES', end: 'board' }, at: 0 }, setup),
    ).toBe('The Supplies card drifts back 2 sticks, still on the board');
    expect(describeRw({ type: 'rw.drift', payload: { carId: 'P1c2', end: 'off' }, at: 0 }, setup)).toBe(
      'Car P1.2 drifts back past the back edge and is removed',
    );
    refused(s, 'rw.drift', { carId: 'P1c2', end: 'away' }, setup, /Where the drift ended/);
  });

  it('B11.1 step 4, B10.7 [R-16] removals past the back edge: a vehicle leaves as drifted, a card goes to the discard', () => {
    let s = apply(toPlay(setup, FORCES), 'rw.roadDeck', { mode: 'DIGITAL', counts: { SLICK: 1, WRECK: 1 } }, setup);
    s = apply(s, 'rw.roadShuffle', { order: [0, 1] }, setup);
    s = passRoadTurn(toRoadTurn(s), 'SLICK');
    s = toRoadTurn(patch(s, 'P1c2', { immobilized: true }));
    s = apply(apply(s, 'rw.drift', { cardId: 'k1', kind: 'SLICK' }, setup), 'rw.driftEnd', { offBack: true }, setup);
    expect(s.road!.inPlay).toEqual([]);
    expect(s.road!.discard).toEqual(['SLICK']);
    s = apply(s, 'rw.drift', { carId: 'P1c2' }, setup);
    refused(s, 'rw.driftEnd', { carId: 'P1c1', offBack: true }, setup, /not the object drifting now/);
    s = apply(s, 'rw.driftEnd', { carId: 'P1c2', offBack: true }, setup);
    expect(car(s, 'P1c2')).toMatchObject({ offBoard: 'BACK', drifted: true });
    s = apply(s, 'rw.roadCard', { kind: 'WRECK' }, setup);
    refused(s, 'rw.driftEnd', { offBack: true }, setup, /cannot pass the back edge/);
  });

  it('B11.1 the objects are fixed as the road turn starts: a vehicle immobilized during it drifts from the next one', () => {
    let s = toRoadTurn(withCard('TUNNEL'));
    s = apply(s, 'rw.drift', { cardId: 'k1' }, setup);
    s = apply(s, 'rw.cardContact', { cardId: 'k1', carId: 'P1c1', over: false }, setup);
    expect(car(s, 'P1c1')).toMatchObject({ damage: 1, immobilized: true });
    s = apply(s, 'rw.driftEnd', { offBack: false }, setup);
    expect(driftList(s).map((x) => x.ref)).toEqual(['card:k1']);
    s = passRoadTurn(s, 'CLEAR');
    expect(driftList(toRoadTurn(s)).map((x) => x.ref)).toEqual(['car:P1c1', 'card:k1']);
  });

  it('B11.1 step 5 the mission says how many new cards a road turn draws (Gauntlet: two, R-44)', () => {
    vi.spyOn(LAST_SIDE_STANDING, 'cardsPerRoadTurn').mockReturnValue(2);
    let s = toRoadTurn(physical());
    s = apply(s, 'rw.roadCard', { kind: 'SLICK' }, setup);
    refused(s, 'rw.endTurn', {}, setup, /new road card first/);
    s = apply(s, 'rw.roadCard', { kind: 'CLEAR' }, setup);
    expect(s.road!.inPlay.map((c) => c.kind)).toEqual(['SLICK']);
    expect(apply(s, 'rw.endTurn', {}, setup).gameTurn).toBe(2);
  });

  it('B11.1 step 4 then 6: the mission’s end condition is asked after each step (default: last side standing)', () => {
    const one = makeSetup(2, 1);
    let s = apply(
      toPlay(one, { P1c1: { type: 'coupe' }, P2c1: { type: 'coupe' } }),
      'rw.roadDeck',
      { mode: 'PHYSICAL' },
      one,
    );
    s = patch(s, 'P2c1', { immobilized: true });
    while (s.phase === 'PLAYER_TURN') s = apply(s, 'rw.endTurn', {}, one);
    s = apply(s, 'rw.drift', { carId: 'P2c1' }, one);
    expect(s.phase).toBe('ROAD_TURN');
    s = apply(s, 'rw.driftEnd', { offBack: true }, one);
    expect(s.phase).toBe('ENDED');
    expect(s.result).toEqual({ winnerSide: 'P1', by: 'LAST_SIDE' });
  });
});

describe('R-15, R-16 drifting objects ram', () => {
  function drifting(objectId: string, change: Parameters<typeof patch>[2]): RwState {
    const s = patch(toRoadTurn(physical()), objectId, change);
    return apply(s, 'rw.drift', { carId: objectId }, setup);
  }

  it('R-15 the object attacks with its size (a wreck: its original size), never rerolls; the vehicle defends with hits left', () => {
    const s = drifting('P2c1', { destroyed: true, driverSeat: null }); // a Muscle Car wreck: 3 dice
    refused(s, 'rw.objectRam', { defenderId: 'P1c1', attack: [6, 6], defence: [1, 1], side: 1 }, setup, /3 dice/);
    refused(
      s,
      'rw.objectRam',
      { defenderId: 'P1c1', attack: [6, 6, 6], attackReroll: { index: 0, newFace: 1 }, defence: [1, 1], side: 1 },
      setup,
      /objects never reroll/,
    );
    const hit = apply(s, 'rw.objectRam', { defenderId: 'P1c1', attack: [6, 5, 1], defence: [4, 2], side: 2 }, setup);
    expect(car(hit, 'P1c1').damage).toBe(2); // overkill 2 on a Coupe: 2 damage, destroyed
    expect(car(hit, 'P1c1').destroyed).toBe(true);
    const bruised = patch(s, 'P1c1', { damage: 1 });
    refused(
      bruised,
      'rw.objectRam',
      { defenderId: 'P1c1', attack: [6, 5, 1], defence: [4, 2], side: 2 },
      setup,
      /1 die/,
    );
  });

  it('R-15 R-16 the object-ram sheet (rules/road-wolf/road-procedures.ts) asks the object’s size in dice and the sideways D6; what it shows is what Apply records', () => {
    const s = drifting('P2c1', { destroyed: true, driverSeat: null }); // a Muscle Car wreck: 3 dice
    const qs = ROAD_PROCEDURES.objectRam.ask(s, { setup }, { other: 'P1c1' });
    expect(qs.map((q) => [q.id, q.kind === 'dice' ? q.count : null])).toEqual([
      ['other', null],
      ['att', 3],
      ['def', 2],
      ['side', 1],
    ]);
    const r = ROAD_PROCEDURES.objectRam.resolve(
      s,
      { setup },
      { other: 'P1c1', att: [6, 5, 1], def: [4, 2], side: [2] },
    );
    if ('error' in r) throw new Error(r.error);
    expect(r.command).toMatchObject({
      type: 'rw.objectRam',
      payload: { defenderId: 'P1c1', attack: [6, 5, 1], defence: [4, 2], side: 2 },
    });
    expect(car(apply(s, r.command.type, r.command.payload as Record<string, unknown>, setup), 'P1c1').destroyed).toBe(
      true,
    );
    expect(r.summary).toBe('Car P2.1 wins: Car P1.1 takes 2 damage; Car P2.1 slides left');
  });

  it('R-15 objects never wipe out: the vehicle winning with overkill leaves nothing pending; a win without overkill checks the vehicle', () => {
    const s = drifting('P1c2', { immobilized: true }); // immobilized 4x4: 3 dice
    const lost = apply(
      s,
      'rw.objectRam',
      { defenderId: 'P2c1', attack: [3, 2, 1], defence: [6, 6, 5], side: 5 },
      setup,
    );
    expect(lost.pending).toEqual([]);
    expect(car(lost, 'P1c2').damage).toBe(0);
    const narrow = apply(
      s,
      'rw.objectRam',
      { defenderId: 'P2c1', attack: [6, 3, 1], defence: [6, 2, 1], side: 5 },
      setup,
    );
    expect(narrow.pending).toEqual([{ kind: 'WIPEOUT', carId: 'P2c1', roadDice: 2, why: 'RAM' }]);
  });

  it('R-16 the sideways die: 1-3 left, 4-6 right; the command records the die and any recorded side must agree', () => {
    expect([1, 2, 3, 4, 5, 6].map(sideways)).toEqual(['LEFT', 'LEFT', 'LEFT', 'RIGHT', 'RIGHT', 'RIGHT']);
    const s = drifting('P2c1', { abandoned: true, driverSeat: null });
    const ram = { defenderId: 'P1c1', attack: [1, 1, 1], defence: [6, 6] };
    refused(s, 'rw.objectRam', ram, setup, /sideways die/);
    refused(s, 'rw.objectRam', { ...ram, side: 7 }, setup, /sideways die/);
    refused(s, 'rw.objectRam', { ...ram, side: 2, sideways: 'RIGHT' }, setup, /recorded side/);
    // a further contact in the same drift is a further ram
    const once = apply(s, 'rw.objectRam', { ...ram, side: 2, sideways: 'LEFT' }, setup);
    expect(apply(once, 'rw.objectRam', { ...ram, side: 6 }, setup).pending).toEqual([]);
  });

  it('R-16 only a drifting vehicle object rams this way, and only other vehicles that are not wrecks', () => {
    const s = patch(toRoadTurn(withCard('DEBRIS')), 'P2c2', { destroyed: true, driverSeat: null });
    refused(
      s,
      'rw.objectRam',
      { defenderId: 'P1c1', attack: [6], defence: [1, 1], side: 1 },
      setup,
      /Start the object’s drift first/,
    );
    const card = apply(s, 'rw.drift', { cardId: 'k1' }, setup);
    refused(card, 'rw.objectRam', { defenderId: 'P1c1', attack: [6], defence: [1, 1], side: 1 }, setup, /card contact/);
    const wreck = apply(s, 'rw.drift', { carId: 'P2c2' }, setup);
    refused(
      wreck,
      'rw.objectRam',
      { defenderId: 'P2c2', attack: [6, 6], defence: [1, 1], side: 1 },
      setup,
      /another vehicle/,
    );
  });
});

describe('B11.2, R-20 card contacts', () => {
  /** P1's move under way with the card in play. */
  function moving(kind: RoadCardKind, carId = 'P1c1', forces = FORCES): RwState {
    return apply(withCard(kind, forces), 'rw.move', { carId, mode: 'MOVE' }, setup);
  }

  it('R-20 SLICK in a vehicle’s own move: a wipeout check, once per contact; the next move meets it afresh', () => {
    let s = moving('SLICK');
    // reachable from the moving vehicle's card, and from nobody else's
    expect(contactableCards(s, 'P1c1').map((c) => c.id)).toEqual(['k1']);
    expect(contactableCards(s, 'P2c1')).toEqual([]);
    s = apply(s, 'rw.cardContact', { cardId: 'k1', kind: 'SLICK', carId: 'P1c1' }, setup);
    expect(s.pending[0]).toEqual({ kind: 'WIPEOUT', carId: 'P1c1', roadDice: 2, why: 'CARD' });
    s = apply(s, 'rw.wipeout', { vehicle: [6, 6], road: [1, 1] }, setup);
    refused(s, 'rw.cardContact', { cardId: 'k1', carId: 'P1c1' }, setup, /once per contact/);
    s = apply(s, 'rw.moveEnd', { carId: 'P1c1', offRoad: false }, setup);
    refused(s, 'rw.cardContact', { cardId: 'k1', carId: 'P1c1' }, setup, /own move or skid, or when the card drifts/);
    s = apply(s, 'rw.move', { carId: 'P1c1', mode: 'MOVE' }, setup);
    expect(apply(s, 'rw.cardContact', { cardId: 'k1', carId: 'P1c1' }, setup).pending[0]).toMatchObject({
      kind: 'WIPEOUT',
      why: 'CARD',
    });
    refused(s, 'rw.cardContact', { cardId: 'k1', carId: 'P2c1' }, setup, /own move or skid/);
    refused(s, 'rw.cardContact', { cardId: 'k1', kind: 'SLIDE', carId: 'P1c1' }, setup, /recorded card/);
  });

  it('B11.2 SLIDE counts as off-road: a check for a Street vehicle, none for a Dirt one', () => {
    expect(apply(moving('SLIDE'), 'rw.cardContact', { cardId: 'k1', carId: 'P1c1' }, setup).pending[0]).toMatchObject({
      kind: 'WIPEOUT',
      carId: 'P1c1',
      why: 'CARD',
    });
    expect(apply(moving('SLIDE', 'P1c2'), 'rw.cardContact', { cardId: 'k1', carId: 'P1c2' }, setup).pending).toEqual([
      { kind: 'MOVE', carId: 'P1c2', mode: 'MOVE', clock: null, stopped: false, cards: ['k1'] },
    ]);
  });

  it('B11.2, R-15 DEBRIS rams with 1 die and WRECK with 2; the vehicle defends with its hits left; the move goes on', () => {
    refused(
      moving('DEBRIS'),
      'rw.cardContact',
      { cardId: 'k1', carId: 'P1c1', attack: [6, 6], defence: [1, 1] },
      setup,
      /1 die/,
    );
    const hit = apply(
      moving('DEBRIS'),
      'rw.cardContact',
      { cardId: 'k1', carId: 'P1c1', attack: [6], defence: [5, 1] },
      setup,
    );
    expect(car(hit, 'P1c1').damage).toBe(1);
    expect(hit.pending[0]).toMatchObject({ kind: 'MOVE', stopped: false });
    const wreck = apply(
      moving('WRECK'),
      'rw.cardContact',
      { cardId: 'k1', carId: 'P1c1', attack: [5, 4], defence: [6, 1] },
      setup,
    );
    expect(car(wreck, 'P1c1').damage).toBe(0);
    expect(wreck.pending).toHaveLength(1); // the card never wipes out; the vehicle won
  });

  /** The card sheet's outcome for P1c1 meeting card k1 (rules/road-wolf/road-procedures.ts). */
  function sheet(s: RwState, answers: Record<string, unknown> = {}) {
    const r = ROAD_PROCEDURES.cardContact.resolve(s, { setup }, { card: 'k1', car: 'P1c1', ...answers } as never);
    if ('error' in r) throw new Error(r.error);
    return r;
  }

  it('R-15 a Debris or Wreck sheet says the effect first: damage, a wipeout check, or nothing, as the reducer applies it', () => {
    expect(sheet(moving('DEBRIS'), { att: [6], def: [5, 1] }).summary).toBe(
      'The Debris card wins: Car P1.1 takes 1 damage',
    );
    expect(sheet(moving('WRECK'), { att: [5, 4], def: [5, 3] }).summary).toBe(
      'The Wreck card wins: Car P1.1 makes a wipeout check',
    );
    expect(sheet(moving('DEBRIS'), { att: [4], def: [5, 1] }).summary).toBe('Car P1.1 holds: nothing happens');
    const wreck = sheet(moving('WRECK'), { att: [5, 4], def: [5, 4] });
    expect(wreck.summary).toBe('No winner: nothing happens');
    expect(wreck.reasons.at(-1)).toBe('On the table: the card stays where it is.');
  });

  it('R-20 a Slick or Slide sheet names the wipeout check once in its summary; the reasons say why', () => {
    const slick = sheet(moving('SLICK'));
    expect(slick.summary).toBe('Car P1.1 makes a wipeout check');
    expect(slick.reasons).toEqual(['Car P1.1 touched the Slick card.']); // no "Next:" line repeating the summary
    expect(sheet(moving('SLIDE')).reasons).toEqual([
      'Car P1.1 touched the Slide card: it counts as off-road.',
      'No Nitro while it touches the card.',
    ]);
    const dirt = ROAD_PROCEDURES.cardContact.resolve(moving('SLIDE', 'P1c2'), { setup }, { card: 'k1', car: 'P1c2' });
    if ('error' in dirt) throw new Error(dirt.error);
    expect(dirt.summary).toBe('Car P1.2: no wipeout check (a Dirt vehicle)');
    expect(dirt.reasons).toContain('Car P1.2 is a Dirt vehicle: off-road needs no check.');
  });

  it('R-20 the card sheet is titled by the card it is about; without a known card it stays generic', () => {
    expect(cardContactTitle(moving('DEBRIS'), { card: 'k1', car: 'P1c1' })).toBe('The Debris card');
    expect(cardContactTitle(moving('SLICK'), { card: 'k1' })).toBe('The Slick card');
    expect(cardContactTitle(moving('TUNNEL'), { card: 'k1' })).toBe('The Tunnel card');
    expect(cardContactTitle(moving('SLICK'), { card: 'k9' })).toBe('A road card'); // not in play
    expect(cardContactTitle(moving('SLICK'), {})).toBe('A road card');
    expect(ROAD_PROCEDURES.cardContact.title).toBe('A road card');
  });

  it('B11.2 BRIDGE and TUNNEL act when a vehicle goes past beside them, not over them', () => {
    refused(moving('BRIDGE'), 'rw.cardContact', { cardId: 'k1', carId: 'P1c1' }, setup, /Over the card/);
    expect(
      apply(moving('BRIDGE'), 'rw.cardContact', { cardId: 'k1', carId: 'P1c1', over: true }, setup).pending,
    ).toHaveLength(1);
    expect(
      apply(moving('BRIDGE'), 'rw.cardContact', { cardId: 'k1', carId: 'P1c1', over: false }, setup).pending[0],
    ).toMatchObject({ kind: 'WIPEOUT', why: 'CARD' });
    expect(
      car(apply(moving('TUNNEL'), 'rw.cardContact', { cardId: 'k1', carId: 'P1c1', over: true }, setup), 'P1c1'),
    ).toMatchObject({ damage: 0, immobilized: false });
    expect(
      car(apply(moving('TUNNEL'), 'rw.cardContact', { cardId: 'k1', carId: 'P1c1', over: false }, setup), 'P1c1'),
    ).toMatchObject({ damage: 1, immobilized: true });
  });

  it('R-20 a card drifting (or being laid) into vehicles acts on each once', () => {
    let s = toRoadTurn(withCard('SLICK'));
    refused(s, 'rw.cardContact', { cardId: 'k1', carId: 'P1c1' }, setup, /drifts into it/);
    s = apply(s, 'rw.drift', { cardId: 'k1' }, setup);
    expect(contactableCards(s, 'P1c1').map((c) => c.id)).toEqual(['k1']);
    s = apply(s, 'rw.cardContact', { cardId: 'k1', carId: 'P1c1' }, setup);
    s = apply(s, 'rw.wipeout', { vehicle: [6, 6], road: [1, 1] }, setup);
    expect(contactableCards(s, 'P1c1')).toEqual([]);
    expect(contactableCards(s, 'P2c1').map((c) => c.id)).toEqual(['k1']);
    refused(s, 'rw.cardContact', { cardId: 'k1', carId: 'P1c1' }, setup, /once per contact/);
    s = apply(s, 'rw.cardContact', { cardId: 'k1', carId: 'P2c1' }, setup);
    s = apply(s, 'rw.wipeout', { vehicle: [6, 6, 6], road: [1, 1] }, setup);
    s = apply(s, 'rw.driftEnd', { offBack: false }, setup);
    s = apply(s, 'rw.roadCard', { kind: 'DEBRIS' }, setup);
    s = apply(s, 'rw.cardContact', { cardId: 'k2', carId: 'P2c2', attack: [2], defence: [6, 1] }, setup);
    refused(s, 'rw.cardContact', { cardId: 'k1', carId: 'P2c2' }, setup, /drifts into it/);
    expect(apply(s, 'rw.endTurn', {}, setup).gameTurn).toBe(3);
  });

  it('R-21 SUPPLIES has no contact effect: the vehicle that ends its move on it uses the Supplies action', () => {
    refused(moving('SUPPLIES'), 'rw.cardContact', { cardId: 'k1', carId: 'P1c1' }, setup, /Supplies action/);
  });
});

describe('R-21 Supplies', () => {
  it('R-21 without road cards set up, the Supplies action is offered as before', () => {
    const s = toPlay(setup, FORCES);
    expect(availableActions(s, 'P1c1')).toContain('SUPPLIES');
    const after = apply(s, 'rw.supplies', { carId: 'P1c1', take: 'SHOTGUN' }, setup);
    expect(car(after, 'P1c1').turn.actionsLeft).toBe(1);
  });

  it('R-21 with road cards, the action needs a Supplies card in play, and using it takes the card away', () => {
    const none = physical();
    expect(availableActions(none, 'P1c1')).not.toContain('SUPPLIES');
    refused(none, 'rw.supplies', { carId: 'P1c1', take: 'SHOTGUN' }, setup, /No Supplies card is in play/);
    const s = withCard('SUPPLIES');
    expect(availableActions(s, 'P1c1')).toContain('SUPPLIES');
    const used = apply(s, 'rw.supplies', { carId: 'P1c1', take: 'GUNNER' }, setup);
    expect(used.road!.inPlay).toEqual([]);
    expect(car(used, 'P1c1').passengers).toHaveLength(1);
    expect(availableActions(used, 'P1c2')).not.toContain('SUPPLIES');
    refused(s, 'rw.supplies', { carId: 'P1c1', take: 'GUNNER', cardId: 'k9' }, setup, /No such road card/);
  });

  it('R-21 with two Supplies cards the command names the one used; a digital deck’s card goes to its discard', () => {
    let s = apply(toPlay(setup, FORCES), 'rw.roadDeck', { mode: 'DIGITAL', counts: { SUPPLIES: 2 } }, setup);
    s = apply(s, 'rw.roadShuffle', { order: [0, 1] }, setup);
    s = passRoadTurn(toRoadTurn(s), 'SUPPLIES');
    s = apply(apply(toRoadTurn(s), 'rw.drift', { cardId: 'k1' }, setup), 'rw.driftEnd', { offBack: false }, setup);
    s = passRoadTurn(s, 'SUPPLIES');
    expect(s.road!.inPlay.map((c) => c.id)).toEqual(['k1', 'k2']);
    refused(s, 'rw.supplies', { carId: 'P1c1', take: 'SHOTGUN' }, setup, /Name the Supplies card/);
    const used = apply(s, 'rw.supplies', { carId: 'P1c1', take: 'SHOTGUN', cardId: 'k2' }, setup);
    expect(used.road!.inPlay.map((c) => c.id)).toEqual(['k1']);
    expect(used.road!.discard).toEqual(['SUPPLIES']);
  });
});

describe('issue 13: the reducer and the table view', () => {
  /** Every road command in one game: returns the states before each command. */
  function script(forces: Record<string, Loadout>): { states: RwState[]; last: RwState } {
    const cmds: [string, Record<string, unknown>][] = [
      ['rw.roadDeck', { mode: 'DIGITAL', counts: { SLICK: 1, DEBRIS: 1, SUPPLIES: 1 } }],
      ['rw.roadShuffle', { order: [1, 2, 0] }], // DEBRIS, SUPPLIES, SLICK
      ['rw.endTurn', {}],
      ['rw.endTurn', {}],
      ['rw.roadCard', { kind: 'DEBRIS' }],
      ['rw.cardContact', { cardId: 'k1', carId: 'P2c1', attack: [6], defence: [5, 4, 3] }],
      ['rw.endTurn', {}],
      ['rw.endTurn', {}],
      ['rw.endTurn', {}],
      ['rw.drift', { cardId: 'k1' }],
      ['rw.driftEnd', { offBack: true }],
      ['rw.roadCard', { kind: 'SUPPLIES' }],
    ];
    let s = toPlay(setup, forces, { points: 6 });
    const states: RwState[] = [];
    for (const [type, payload] of cmds) {
      states.push(s);
      const before = JSON.stringify(s);
      s = apply(s, type, payload, setup);
      expect(JSON.stringify(states[states.length - 1]), `${type} wrote into its input`).toBe(before);
    }
    return { states, last: s };
  }

  it('never mutates its input state', () => {
    const { states, last } = script(FORCES); // checks each input before and after its command
    expect(last.road!.inPlay.map((c) => c.kind)).toEqual(['SUPPLIES']);
    expect(last.road!.discard).toEqual(['DEBRIS']);
    expect(car(last, 'P2c1').damage).toBe(1);
    const deep = <T>(x: T): T => {
      if (x && typeof x === 'object') {
        Object.freeze(x);
        for (const v of Object.values(x)) deep(v);
      }
      return x;
    };
    const before = deep(structuredClone(states[5]!));
    expect(() =>
      apply(before, 'rw.cardContact', { cardId: 'k1', carId: 'P2c1', attack: [6], defence: [5, 4, 3] }, setup),
    ).not.toThrow();
  });

  it('B3.4 hidden stays hidden: two games that differ only in face-down tokens look the same through every road command', () => {
    const [A, B] = TWIN_FORCES;
    const a = script(A);
    const b = script(B);
    a.states.forEach((x, i) => {
      expect(publicView(x)).toEqual(publicView(b.states[i]!));
      expect(publicRoad(x)).toEqual(publicRoad(b.states[i]!));
    });
    expect(publicView(a.last)).toEqual(publicView(b.last));
  });
});
