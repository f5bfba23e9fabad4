// Road cards as data (B2.4) and the deck: a configured digital deck the app shuffles with
// dice the UI rolls (the command carries the permutation), or a physical deck whose turned card
// the table names. The seeds give no deck composition: the template below is ours, and says so.

import { int, list, oneOf, record } from '../core/check';
import { RuleError } from '../core/model';
import type { CardInPlay, RoadCardKind, RwRoad, RwState } from './model';

export const ROAD_CARD_KINDS: readonly RoadCardKind[] = [
  'CLEAR',
  'SLIDE',
  'SLICK',
  'DEBRIS',
  'WRECK',
  'BRIDGE',
  'TUNNEL',
  'SUPPLIES',
];

/** When a card acts (B2.4): on the draw, when a vehicle touches it, passes it, or ends a move on it. */
export type CardTrigger = 'DRAW' | 'TOUCH' | 'PASS' | 'END_ON';

export interface RoadCardRow {
  kind: RoadCardKind;
  name: string;
  trigger: CardTrigger;
  effect: string;
  afterwards: string;
  /** DEBRIS and WRECK ram the vehicle with this many attack dice (the card's size). */
  ramSize: number | null;
}

/** B2.4 in our words. */
export const ROAD_CARDS: readonly RoadCardRow[] = [
  {
    kind: 'CLEAR',
    name: 'Clear road',
    trigger: 'DRAW',
    effect: 'Nothing happens.',
    afterwards: 'Discarded at once.',
    ramSize: null,
  },
  {
    kind: 'SLIDE',
    name: 'Slide',
    trigger: 'TOUCH',
    effect:
      'A vehicle that touches it counts as off-road: a wipeout check unless it is a Dirt vehicle; no Nitro while it touches it.',
    afterwards: 'Stays until it drifts off.',
    ramSize: null,
  },
  {
    kind: 'SLICK',
    name: 'Slick',
    trigger: 'TOUCH',
    effect: 'A vehicle that touches it makes a wipeout check.',
    afterwards: 'Stays until it drifts off.',
    ramSize: null,
  },
  {
    kind: 'DEBRIS',
    name: 'Debris',
    trigger: 'TOUCH',
    effect: 'It rams a vehicle that touches it as a size-1 object (1 attack die).',
    afterwards: 'Stays until it drifts off.',
    ramSize: 1,
  },
  {
    kind: 'WRECK',
    name: 'Wreck',
    trigger: 'TOUCH',
    effect: 'It rams a vehicle that touches it as a size-2 object (2 attack dice).',
    afterwards: 'Stays until it drifts off.',
    ramSize: 2,
  },
  {
    kind: 'BRIDGE',
    name: 'Bridge',
    trigger: 'PASS',
    effect: 'A vehicle that goes past it instead of over it makes a wipeout check.',
    afterwards: 'Stays until it drifts off.',
    ramSize: null,
  },
  {
    kind: 'TUNNEL',
    name: 'Tunnel',
    trigger: 'PASS',
    effect: 'A vehicle that goes past it instead of through it takes 1 damage and is immobilized.',
    afterwards: 'Stays until it drifts off.',
    ramSize: null,
  },
  {
    kind: 'SUPPLIES',
    name: 'Supplies',
    trigger: 'END_ON',
    effect: 'A vehicle that ends a move on it may spend an action: one crew or gear token, or repair 1 damage.',
    afterwards: 'Discarded when used.',
    ramSize: null,
  },
];

export function roadCardRow(kind: RoadCardKind): RoadCardRow {
  return ROAD_CARDS.find((c) => c.kind === kind) as RoadCardRow;
}

/**
 * the rules give no counts. An editable starting point for the deck screen, labelled as
 * ours wherever it is shown.
 */
export const HOUSE_DECK_TEMPLATE: { readonly label: string; readonly counts: Readonly<Record<RoadCardKind, number>> } =
  {
    label: 'House default, not from the rules',
    counts: { CLEAR: 4, SLIDE: 2, SLICK: 2, DEBRIS: 3, WRECK: 2, BRIDGE: 1, TUNNEL: 1, SUPPLIES: 3 },
  };

export const MAX_CARDS_PER_KIND = 30;

/** Reads the table's counts: every kind present, 0..30 each, at least one card. */
export function readCounts(x: unknown): Record<RoadCardKind, number> {
  const r = record(x, 'card counts');
  const out = {} as Record<RoadCardKind, number>;
  for (const k of Object.keys(r)) oneOf(k, ROAD_CARD_KINDS, 'A road card');
  for (const k of ROAD_CARD_KINDS)
    out[k] = int(r[k] ?? 0, 0, MAX_CARDS_PER_KIND, `The number of ${roadCardRow(k).name} cards`);
  if (deckSize(out) === 0) throw new RuleError('A deck needs at least one card.');
  return out;
}

export function deckSize(counts: Readonly<Record<RoadCardKind, number>>): number {
  return ROAD_CARD_KINDS.reduce((n, k) => n + counts[k], 0);
}

/** Cards in the canonical order (the kinds' order): what a shuffle's permutation indexes. */
export function expandCounts(counts: Readonly<Record<RoadCardKind, number>>): RoadCardKind[] {
  return ROAD_CARD_KINDS.flatMap((k) => Array<RoadCardKind>(counts[k]).fill(k));
}

/**
 * A new road: the digital deck waits to be shuffled (all of it in the discard, less the cards
 * already on the table: the counts are the whole deck), or physical mode.
 */
export function newRoad(
  mode: 'DIGITAL' | 'PHYSICAL',
  counts: Record<RoadCardKind, number> | null,
  keep: Pick<RwRoad, 'inPlay' | 'nextCardNo' | 'turn'> | null,
): RwRoad {
  const waiting = mode === 'DIGITAL' && counts ? expandCounts(counts) : [];
  for (const c of keep?.inPlay ?? []) {
    const i = waiting.indexOf(c.kind);
    if (i >= 0) waiting.splice(i, 1);
  }
  return {
    mode,
    counts: mode === 'DIGITAL' ? counts : null,
    drawPile: [],
    discard: waiting,
    inPlay: keep?.inPlay ?? [],
    nextCardNo: keep?.nextCardNo ?? 1,
    turn: keep?.turn ?? null,
  };
}

/** The cards a shuffle orders: the draw pile and the discard, in canonical order. */
export function cardsToShuffle(road: RwRoad): RoadCardKind[] {
  const all = [...road.drawPile, ...road.discard];
  return ROAD_CARD_KINDS.flatMap((k) => all.filter((c) => c === k));
}

/** Reads a permutation of 0..n-1. */
export function readPermutation(x: unknown, n: number): number[] {
  const order = list(x, 'The shuffle', (i) => int(i, 0, Math.max(0, n - 1), 'A card position'), 1000);
  if (order.length !== n || new Set(order).size !== n)
    throw new RuleError(`The shuffle must order all ${n} cards, each once.`);
  return order;
}

/** The draw pile after a shuffle: `order[i]` is the canonical position of the i-th card from the top. */
export function shuffled(road: RwRoad, order: readonly number[]): RoadCardKind[] {
  const cards = cardsToShuffle(road);
  return order.map((i) => cards[i] as RoadCardKind);
}

/**
 * Fisher-Yates from uniform picks: `pick(k)` returns 0..k-1 (the UI passes its dice, e.g.
 * core/rng uniformInt). Pure; the rules never roll.
 */
export function permutation(n: number, pick: (k: number) => number): number[] {
  const out = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = pick(i + 1);
    if (!Number.isInteger(j) || j < 0 || j > i) throw new RangeError('pick(k) must return 0..k-1');
    [out[i], out[j]] = [out[j] as number, out[i] as number];
  }
  return out;
}

export function cardInPlay(s: RwState, cardId: unknown): CardInPlay {
  const card = typeof cardId === 'string' ? s.road?.inPlay.find((c) => c.id === cardId) : undefined;
  if (!card) throw new RuleError('No such road card in play.');
  return card;
}

/** Road cards of this kind on the table. */
export function cardsOfKind(s: RwState, kind: RoadCardKind): CardInPlay[] {
  return s.road?.inPlay.filter((c) => c.kind === kind) ?? [];
}

/** Supplies: with road cards set up, the action needs a Supplies card in play; without, the table's word as before. */
export function suppliesProblem(s: RwState): string | null {
  if (!s.road) return null;
  return cardsOfKind(s, 'SUPPLIES').length ? null : 'No Supplies card is in play.';
}

/** the Supplies card a vehicle used, taken off the table (a digital deck's card goes to its discard). */
export function useSuppliesCard(d: RwState, cardId: unknown): void {
  if (!d.road) return;
  const all = cardsOfKind(d, 'SUPPLIES');
  let card: CardInPlay;
  if (cardId !== undefined) {
    card = cardInPlay(d, cardId);
    if (card.kind !== 'SUPPLIES') throw new RuleError('That card is not a Supplies card.');
  } else if (all.length === 1) card = all[0] as CardInPlay;
  else throw new RuleError(all.length ? 'Name the Supplies card used.' : 'No Supplies card is in play.');
  removeCard(d, card);
}

export function removeCard(d: RwState, card: CardInPlay): void {
  const road = d.road as RwRoad;
  road.inPlay = road.inPlay.filter((c) => c.id !== card.id);
  if (road.mode === 'DIGITAL') road.discard.push(card.kind); // back into the app's deck, wherever it was turned
}

export function roadProblem(s: RwState): string | null {
  return s.road ? null : 'No road cards are set up for this game.';
}

/** the object's sideways displacement, D6 1-3 left, 4-6 right. */
export function sideways(face: number): 'LEFT' | 'RIGHT' {
  return face <= 3 ? 'LEFT' : 'RIGHT';
}

export interface PublicRoad {
  mode: RwRoad['mode'];
  counts: RwRoad['counts'];
  inPlay: CardInPlay[];
  /** How many cards wait face down: never which, nor in what order. */
  drawPileCount: number;
  discard: RoadCardKind[];
}

/** What the table screen may show of the road: the draw pile's order stays hidden (B3.4's spirit). */
export function publicRoad(s: RwState): PublicRoad | null {
  const r = s.road;
  if (!r) return null;
  return {
    mode: r.mode,
    counts: r.counts ? { ...r.counts } : null,
    inPlay: r.inPlay.map((c) => ({ ...c })),
    drawPileCount: r.drawPile.length,
    discard: [...cardsToShuffle({ ...r, drawPile: [] })],
  };
}
