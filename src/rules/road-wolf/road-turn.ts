// The road turn as a checklist (B11.1) and road cards at work (B11.2, R-15, R-16, R-20): what
// drifts, in the order the table names (rearmost first is theirs to see: the app never measures),
// the rams of drifting objects with their sideways slide, card contacts once per contact, removals
// past the back edge, and the new card. Only for games with road cards set up (RwState.road).

import { bool, int, oneOf, str } from '../core/check';
import { RuleError } from '../core/model';
import { peek } from '../core/pending';
import { plural } from '../core/words';
import { ramContest } from './combat';
import { dealDamage, pushPending } from './effects';
import { type HandlerTable, type Payload, veh, wipeout } from './handler';
import { pool, verdict } from './log';
import { missionOf } from './mission';
import type { CardInPlay, RoadCardKind, RoadTurn, RwRoad, RwState, RwVehicle } from './model';
import {
  cardInPlay,
  cardsToShuffle,
  deckSize,
  newRoad,
  ROAD_CARD_KINDS,
  readCounts,
  readPermutation,
  removeCard,
  roadCardRow,
  shuffled,
  sideways,
} from './road-deck';
import { allVehicles, isObject, isWreck, offRoadExempt, onBoard, stats } from './rules';

export type DriftKind = 'WRECK' | 'IMMOBILIZED' | 'ABANDONED' | 'CARD';

/** One line of the drift step: a known object the table moves 2 sticks back. */
export interface DriftItem {
  /** `car:<id>` or `card:<id>`. */
  ref: string;
  carId: string | null;
  cardId: string | null;
  kind: DriftKind;
  cardKind: RoadCardKind | null;
  /** Its dice when it rams (R-15): the object's size; a Debris card 1, a Wreck card 2; null: a card that does not ram. */
  attackDice: number | null;
  drifted: boolean;
}

const carRef = (id: string) => `car:${id}`;
const cardRef = (id: string) => `card:${id}`;

function refOf(p: Payload): string {
  if (p.carId !== undefined && p.cardId !== undefined)
    throw new RuleError('Name one object: a vehicle or a road card.');
  if (p.carId !== undefined) return carRef(str(p.carId, 'The object'));
  return cardRef(str(p.cardId, 'The object'));
}

/** Objects now (B3.5, R-16): wrecks, immobilized and abandoned vehicles on the board, and road cards in play. */
function objectRefs(s: RwState): string[] {
  const cars = allVehicles(s).filter((v) => onBoard(s, v) && (v.destroyed ? isWreck(s, v) : isObject(v)));
  return [...cars.map((v) => carRef(v.id)), ...(s.road?.inPlay ?? []).map((c) => cardRef(c.id))];
}

/**
 * This road turn's checklist. A stale one (an earlier game turn's) reads as fresh; the objects
 * are fixed when the road turn starts, so a vehicle immobilized during it drifts from the next.
 */
export function roadTurnOf(s: RwState): RoadTurn {
  const t = s.road?.turn;
  if (t && t.gameTurn === s.gameTurn) return t;
  return {
    gameTurn: s.gameTurn,
    drifted: [],
    drifting: null,
    drawn: [],
    objects: s.phase === 'ROAD_TURN' ? objectRefs(s) : [],
  };
}

/** The draft's checklist for this road turn, stored (a fresh one fixes the objects now). */
function turnDraft(d: RwState): RoadTurn {
  const t = roadTurnOf(d);
  (d.road as RwRoad).turn = t;
  return t;
}

function carOf(s: RwState, ref: string): RwVehicle | null {
  return ref.startsWith('car:') ? (s.vehicles[ref.slice(4)] ?? null) : null;
}

function cardOf(s: RwState, ref: string): CardInPlay | null {
  return ref.startsWith('card:') ? (s.road?.inPlay.find((c) => c.id === ref.slice(5)) ?? null) : null;
}

/** The drift step's list (B11.1 step 1), objects still on the board, in the state's order: the table picks the rearmost. */
export function driftList(s: RwState): DriftItem[] {
  const t = roadTurnOf(s);
  const out: DriftItem[] = [];
  for (const ref of t.objects) {
    const v = carOf(s, ref);
    const c = cardOf(s, ref);
    if (v && onBoard(s, v)) {
      out.push({
        ref,
        carId: v.id,
        cardId: null,
        kind: v.destroyed ? 'WRECK' : v.immobilized ? 'IMMOBILIZED' : 'ABANDONED',
        cardKind: null,
        attackDice: stats(s, v).size,
        drifted: t.drifted.includes(ref),
      });
    } else if (c) {
      out.push({
        ref,
        carId: null,
        cardId: c.id,
        kind: 'CARD',
        cardKind: c.kind,
        attackDice: roadCardRow(c.kind).ramSize,
        drifted: t.drifted.includes(ref),
      });
    }
  }
  return out;
}

/** A drift under way, other than a new card being laid (which the next card or the end of the road turn closes). */
function driftUnderWay(s: RwState): string | null {
  const t = roadTurnOf(s);
  if (!t.drifting) return null;
  const id = t.drifting.ref;
  return t.drawn.some((c) => cardRef(c) === id) ? null : id;
}

/** How many new cards this road turn still owes (B11.1 step 5): 0 once the mission's number is drawn or the deck is spent. */
export function cardsDue(s: RwState): number {
  const r = s.road;
  if (!r) return 0;
  const left = missionOf(s).cardsPerRoadTurn(s) - roadTurnOf(s).drawn.length;
  if (r.mode === 'DIGITAL' && r.drawPile.length + r.discard.length === 0) return 0;
  return Math.max(0, left);
}

function roadTurnProblem(s: RwState): string | null {
  if (!s.road) return 'No road cards are set up for this game.';
  if (s.phase !== 'ROAD_TURN') return 'Not during the road turn.';
  if (s.pending.length) return 'Finish the wipeout check or skid first.';
  return null;
}

/** Why an object cannot start drifting now. */
export function driftProblem(s: RwState): string | null {
  const base = roadTurnProblem(s);
  if (base) return base;
  const under = driftUnderWay(s);
  if (under) return 'Finish the drift under way first.';
  if (roadTurnOf(s).drawn.length) return 'Objects drift before the new card [B11.1].';
  return null;
}

/** Why the new card cannot be turned now. */
export function newCardProblem(s: RwState): string | null {
  const base = roadTurnProblem(s);
  if (base) return base;
  if (driftUnderWay(s)) return 'Finish the drift under way first.';
  if (driftList(s).some((x) => !x.drifted)) return 'Drift every object back first, rearmost first [B11.1].';
  if (cardsDue(s) === 0)
    return (s.road as RwRoad).mode === 'DIGITAL' && deckLeft(s) === 0
      ? 'The road deck is used up.'
      : 'This road turn’s new card is out.';
  const r = s.road as RwRoad;
  if (r.mode === 'DIGITAL' && r.drawPile.length === 0) return 'Shuffle the road deck first.';
  return null;
}

function deckLeft(s: RwState): number {
  return (s.road?.drawPile.length ?? 0) + (s.road?.discard.length ?? 0);
}

/** What keeps the road turn from ending (turn.ts asks it); null for a game without road cards. */
export function roadTurnEndProblem(s: RwState): string | null {
  if (!s.road || s.phase !== 'ROAD_TURN') return null;
  if (driftUnderWay(s)) return 'Finish the drift under way first.';
  if (driftList(s).some((x) => !x.drifted)) return 'Drift every object back first, rearmost first [B11.1].';
  if (cardsDue(s) > 0) return 'Draw the new road card first [B11.1].';
  return null;
}

export type RoadStepId = 'DRIFT' | 'NEW_CARD' | 'END';

/** B11.1 as the checklist the road-turn screen lists; contacts and removals are declared within the drift of each object. */
export function roadTurnChecklist(s: RwState): {
  steps: { id: RoadStepId; done: boolean }[];
  objects: DriftItem[];
  drifting: string | null;
  drawn: string[];
} {
  const t = roadTurnOf(s);
  const objects = driftList(s);
  const drifted = objects.every((x) => x.drifted) && !driftUnderWay(s);
  return {
    steps: [
      { id: 'DRIFT', done: drifted },
      { id: 'NEW_CARD', done: drifted && cardsDue(s) === 0 },
      { id: 'END', done: s.phase === 'ENDED' },
    ],
    objects,
    drifting: t.drifting?.ref ?? null,
    drawn: [...t.drawn],
  };
}

// ---- the handlers ---------------------------------------------------------------------------------

function roadDeck(d: RwState, p: Payload): void {
  if (d.phase === 'ENDED') throw new RuleError('The game is over.');
  const mode = oneOf(p.mode, ['DIGITAL', 'PHYSICAL'] as const, 'The road deck');
  const counts = mode === 'DIGITAL' ? readCounts(p.counts) : null;
  if (mode === 'PHYSICAL' && p.counts !== undefined) throw new RuleError('A physical deck has no counts to enter.');
  // A new deck: cards on the table stay where they are, and count as part of it (R-20).
  d.road = newRoad(mode, counts, d.road ?? null);
  // B2.4: the app's deck comes shuffled in the same command (one log line, one undo); journals
  // from before recorded the shuffle as its own rw.roadShuffle, which still replays.
  if (p.order !== undefined) {
    if (mode !== 'DIGITAL') throw new RuleError('Only the app’s digital deck is shuffled here.');
    roadShuffle(d, { order: p.order });
  }
}

function roadShuffle(d: RwState, p: Payload): void {
  if (d.phase === 'ENDED') throw new RuleError('The game is over.');
  const road = d.road;
  if (road?.mode !== 'DIGITAL') throw new RuleError('Only the app’s digital deck is shuffled here.');
  const n = cardsToShuffle(road).length;
  if (n === 0) throw new RuleError('Every card of the deck is on the table.');
  road.drawPile = shuffled(road, readPermutation(p.order, n));
  road.discard = [];
}

function roadCard(s: RwState, d: RwState, p: Payload): void {
  const problem = newCardProblem(s);
  if (problem) throw new RuleError(problem);
  const road = d.road as RwRoad;
  const t = turnDraft(d);
  const mission = missionOf(d);
  // B12.9: a card laid face down is turned later; its kind is neither recorded nor shown now.
  const faceDown = mission.faceDownCards(d);
  if (faceDown && p.kind !== undefined)
    throw new RuleError(
      'This mission lays new cards face down: turn one when it comes within 3 sticks of the lead vehicle [B12.9].',
    );
  let kind: RoadCardKind;
  if (road.mode === 'DIGITAL') {
    kind = road.drawPile[0] as RoadCardKind;
    // The command records the card for the log; the deck decides it.
    if (!faceDown && oneOf(p.kind, ROAD_CARD_KINDS, 'The card drawn') !== kind)
      throw new RuleError('The recorded card is not the one on top of the deck.');
    road.drawPile = road.drawPile.slice(1);
  } else kind = faceDown ? 'CLEAR' : oneOf(p.kind, ROAD_CARD_KINDS, 'The card turned');
  const id = `k${road.nextCardNo}`;
  road.nextCardNo += 1;
  t.drawn.push(id);
  t.drifting = null; // an earlier new card's laying is over
  if (faceDown) {
    mission.layFaceDown(d, id, road.mode === 'DIGITAL' ? kind : null);
    return;
  }
  if (kind === 'CLEAR') {
    if (road.mode === 'DIGITAL') road.discard.push('CLEAR'); // B2.4: discarded at once
    return;
  }
  road.inPlay.push({ id, kind, from: road.mode, drawnTurn: d.gameTurn });
  // Laid at the END edge and moved 2 sticks back: its contacts are declared like a drift's (B11.1 step 5).
  t.drifting = { ref: cardRef(id), touched: [] };
}

function drift(s: RwState, d: RwState, p: Payload): void {
  const problem = driftProblem(s);
  if (problem) throw new RuleError(problem);
  const ref = refOf(p);
  const item = driftList(s).find((x) => x.ref === ref);
  if (!item) throw new RuleError('That is not one of this road turn’s drifting objects.');
  if (item.drifted) throw new RuleError('It has drifted already this road turn.');
  if (p.kind !== undefined && p.kind !== item.cardKind) throw new RuleError('The recorded card is not that card.');
  turnDraft(d).drifting = { ref, touched: [] };
}

function driftEnd(s: RwState, d: RwState, p: Payload): void {
  const base = roadTurnProblem(s);
  if (base) throw new RuleError(base);
  const t = turnDraft(d);
  if (!t.drifting) throw new RuleError('Nothing is drifting.');
  const ref = t.drifting.ref;
  // The command may name the object for the log; it must be the one drifting.
  if ((p.carId !== undefined || p.cardId !== undefined) && refOf(p) !== ref)
    throw new RuleError('That is not the object drifting now.');
  const offBack = bool(p.offBack, 'Past the back edge');
  const isNew = t.drawn.some((c) => cardRef(c) === ref);
  if (offBack && isNew)
    throw new RuleError('A new card is laid 2 sticks from the end edge: it cannot pass the back edge.');
  t.drifting = null;
  if (!isNew) t.drifted.push(ref);
  if (!offBack) return;
  // B11.1 step 4, B10.7: removed; a vehicle is out for good, as drifted [R-16].
  const car = carOf(d, ref);
  if (car) {
    car.offBoard = 'BACK';
    car.drifted = true;
  } else removeCard(d, cardOf(d, ref) as CardInPlay);
}

/** R-15, R-16, B11.1 step 2: a drifting wreck, immobilized or abandoned vehicle rams a vehicle, then slides aside. */
function objectRam(s: RwState, d: RwState, p: Payload): void {
  const base = roadTurnProblem(s);
  if (base) throw new RuleError(base);
  const ref = roadTurnOf(s).drifting?.ref ?? '';
  const attacker = carOf(d, ref);
  if (!attacker)
    throw new RuleError(
      ref ? 'A drifting road card acts through its card contact.' : 'Start the object’s drift first.',
    );
  const defender = veh(d, p.defenderId, 'rammed vehicle');
  if (defender.id === attacker.id || !onBoard(d, defender) || defender.destroyed)
    throw new RuleError('A drifting object rams another vehicle on the board, not a wreck.');
  const face = int(p.side, 1, 6, 'The sideways die (D6)');
  if (p.sideways !== undefined && p.sideways !== sideways(face))
    throw new RuleError('The recorded side does not match the die.');
  ramContest(d, p, attacker, true, stats(d, attacker).size, defender); // objects never reroll nor wipe out
}

/**
 * B11.2 [R-20]: a vehicle meets a road card, once per contact: in its own move, brake, Nitro run
 * or skid (the pending move), or when the card drifts (or is laid) into it in the road turn.
 */
/**
 * Why vehicle `carId` cannot meet road card `cardId` now, or null (R-20): in its own move, brake,
 * Nitro run or skid (the pending move), or when that card drifts or is laid into it, once per
 * contact. The vehicle's card and the road-turn screen both ask it.
 */
export function cardContactProblem(s: RwState, cardId: string, carId: string): string | null {
  const card = s.road?.inPlay.find((c) => c.id === cardId);
  if (!card) return 'No such road card in play.';
  const car = s.vehicles[carId];
  if (!car || !onBoard(s, car) || car.destroyed) return 'Only a vehicle on the board meets a road card.';
  if (card.kind === 'SUPPLIES' && !missionOf(s).autoSupplies(s, car))
    return 'Supplies work when a vehicle ends its move on the card: use the Supplies action [R-21].';
  const top = peek(s.pending);
  if (top?.kind === 'MOVE' && top.carId === car.id)
    return top.cards?.includes(card.id) ? 'This move has met that card already: once per contact [R-20].' : null;
  if (!top && s.phase === 'ROAD_TURN' && roadTurnOf(s).drifting?.ref === cardRef(card.id)) {
    return roadTurnOf(s).drifting?.touched.includes(car.id)
      ? 'This card has met that vehicle already in its drift: once per contact [R-20].'
      : null;
  }
  return 'A card acts when a vehicle meets it in its own move or skid, or when the card drifts into it [R-20].';
}

/** The road cards vehicle `carId` could meet now (cardContactProblem is null). */
export function contactableCards(s: RwState, carId: string): CardInPlay[] {
  return (s.road?.inPlay ?? []).filter((c) => cardContactProblem(s, c.id, carId) === null);
}

function cardContact(s: RwState, d: RwState, p: Payload): void {
  const card = cardInPlay(d, p.cardId);
  if (p.kind !== undefined && p.kind !== card.kind) throw new RuleError('The recorded card is not that card.');
  const car = veh(d, p.carId);
  const problem = cardContactProblem(s, card.id, car.id);
  if (problem) throw new RuleError(problem);
  const top = peek(d.pending);
  if (top?.kind === 'MOVE')
    top.cards = [...(top.cards ?? []), card.id]; // cardContactProblem: it is this vehicle's move
  else (turnDraft(d).drifting as NonNullable<RoadTurn['drifting']>).touched.push(car.id);
  if (card.kind === 'SUPPLIES') {
    car.damage -= 1; // B12.3: a damaged civilian repairs at once, and the card is used up
    removeCard(d, card);
    return;
  }
  const row = roadCardRow(card.kind);
  if (row.ramSize !== null) return void ramContest(d, p, null, true, row.ramSize, car); // Debris, Wreck card [R-15]
  if (card.kind === 'SLIDE') {
    if (!offRoadExempt(d, car)) pushPending(d, wipeout(car.id, 'CARD'));
    return;
  }
  if (card.kind === 'SLICK') {
    pushPending(d, wipeout(car.id, 'CARD'));
    return;
  }
  // Bridge and Tunnel: only a vehicle going past beside the card, not over it (B12.7: Bridge Out).
  if (bool(p.over, 'Over the card')) {
    if (card.kind === 'BRIDGE') missionOf(d).bridgeOver(d, car);
    return;
  }
  if (card.kind === 'BRIDGE') {
    pushPending(d, wipeout(car.id, 'CARD'));
    return;
  }
  dealDamage(d, car, 1); // TUNNEL
  if (!car.destroyed) car.immobilized = true;
}

const cardName = (k: unknown): string =>
  ROAD_CARD_KINDS.includes(k as RoadCardKind) ? roadCardRow(k as RoadCardKind).name : 'road card';

export const ROAD_TURN = {
  'rw.roadDeck': {
    reduce: (d, p) => roadDeck(d, p),
    describe: (p) => {
      if (p.mode !== 'DIGITAL') return 'Road cards: turned from the table’s own deck';
      try {
        return `Road cards: the app’s deck of ${plural(deckSize(readCounts(p.counts)), 'card')}${p.order !== undefined ? ', shuffled' : ''}`;
      } catch {
        return 'Road cards: the app’s deck';
      }
    },
  },
  'rw.roadShuffle': {
    reduce: (d, p) => roadShuffle(d, p),
    describe: (p) => `Road deck shuffled (${Array.isArray(p.order) ? plural(p.order.length, 'card') : '? cards'})`,
  },
  'rw.roadCard': {
    reduce: (d, p, s) => roadCard(s, d, p),
    describe: (p) =>
      p.kind === undefined
        ? 'New road card laid face down'
        : `New road card: ${cardName(p.kind)}${p.kind === 'CLEAR' ? ', discarded' : ''}`,
  },
  'rw.drift': {
    // Issue 41: a drift that met nothing is one step and one row, its end with it ('board': still
    // on the board, 'off': past the back edge); one that meets something ends with rw.driftEnd.
    reduce: (d, p, s) => {
      drift(s, d, p);
      if (p.end === undefined) return;
      const where = oneOf(p.end, ['board', 'off'] as const, 'Where the drift ended');
      driftEnd(s, d, {
        ...(p.carId !== undefined ? { carId: p.carId } : { cardId: p.cardId }),
        offBack: where === 'off',
      });
    },
    describe: (p, n) =>
      `${p.carId ? n.car(p.carId) : p.kind ? `The ${cardName(p.kind)} card` : 'A road card'} drifts back${p.end === 'off' ? ' past the back edge and is removed' : p.end === 'board' ? ' 2 sticks, still on the board' : ''}`,
  },
  'rw.driftEnd': {
    reduce: (d, p, s) => driftEnd(s, d, p),
    describe: (p, n) => {
      const who = p.carId ? n.car(p.carId) : p.cardId ? 'The road card' : 'It';
      return p.offBack ? `${who} passes the back edge and is removed` : `${who} has drifted`;
    },
  },
  'rw.objectRam': {
    reduce: (d, p, s) => objectRam(s, d, p),
    describe: (p, n) =>
      `The drifting object rams ${n.car(p.defenderId)}: ${pool(p, 'attack')} against ${pool(p, 'defence')}, ${verdict(p, 'object', 'target')}; slides ${typeof p.side === 'number' ? sideways(p.side).toLowerCase() : '?'}`,
  },
  'rw.cardContact': {
    reduce: (d, p, s) => cardContact(s, d, p),
    describe: (p, n) => {
      const dice = Array.isArray(p.attack)
        ? `: ${pool(p, 'attack')} against ${pool(p, 'defence')}, ${verdict(p, 'card', 'vehicle')}`
        : '';
      const pass = p.over === true ? ' (over it: nothing)' : p.over === false ? ' (beside it)' : '';
      return `${n.car(p.carId)} meets ${p.kind ? `the ${cardName(p.kind)} card` : 'a road card'}${pass}${dice}`;
    },
  },
} as const satisfies HandlerTable;
