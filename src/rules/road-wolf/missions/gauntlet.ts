// B12.9 GAUNTLET [R-44]: every player a Courier (4 points, 4 tokens, a free Nitro); couriers
// never attack one another; two road cards a road turn; after each road turn an enemy phase
// (enemies leave, tin draws, attacks on each player's lead vehicle, skulls); kills earn skulls
// and points; no exit before the last card; from game turn 2 one slot per vehicle, in the order
// the table enters; scores at the end.

import { bool, int, list, oneOf, record, str } from '../../core/check';
import { RuleError } from '../../core/model';
import { ramContest } from '../combat';
import { TOKEN_KINDS, type TokenKind, type VehicleTypeId } from '../data';
import { blankVehicle, dealDamage, destroy, loseCrew, newToken, place, pushPending, reveal } from '../effects';
import { type HandlerTable, type Payload, wipeout } from '../handler';
import type { BeforePlayStep, Mission } from '../mission';
import type { RoadCardKind, RwState, RwVehicle, Slot } from '../model';
import { checkRecorded, contest, readPool } from '../pools';
import { ROAD_CARD_KINDS, roadCardRow } from '../road-deck';
import {
  canAct,
  crewCount,
  currentPlayer,
  freshTurn,
  mayRerollDefence,
  meleeDefenceDice,
  onBoard,
  remainingHits,
  rerollWhy,
  shootDefenceDice,
  stats,
} from '../rules';
import { fromCatalogue, withSides } from './base';
import { byScore, ENEMY } from './common';
import type { MissionState } from './state';

export const COURIER_POINTS = 4;

/** R-44: the tin holds one token of each kind; draws are made with replacement. */
export const GAUNTLET_TIN: readonly TokenKind[] = TOKEN_KINDS;

/** B12.9: a mutant dies whenever it loses as the defender (the shot's R-32 and the bookkeeping read this). */
const isMutant = (v: RwVehicle): boolean => v.typeId === 'mutant';

export type EnemyKind = 'MUTANT' | 'BUGGY' | 'BIKE';
export type EnemyAttack = 'SHOOT' | 'SPIKES' | 'RAM' | 'MELEE' | 'NONE';

export interface EnemyRow {
  kind: TokenKind;
  enemy: EnemyKind | null;
  attack: EnemyAttack;
  /** Attack dice; SPIKES: null (the target's size + 1). */
  dice: number | null;
  text: string;
}

/** B12.9's enemy table, in our words. */
export const ENEMY_TABLE: Readonly<Record<TokenKind, EnemyRow>> = {
  AMBUSH: { kind: 'AMBUSH', enemy: 'MUTANT', attack: 'SHOOT', dice: 2, text: 'A mutant shoots with 2 dice.' },
  GUNNER: { kind: 'GUNNER', enemy: 'MUTANT', attack: 'SHOOT', dice: 1, text: 'A mutant shoots with 1 die.' },
  SHOTGUN: { kind: 'SHOTGUN', enemy: 'MUTANT', attack: 'SHOOT', dice: 2, text: 'A mutant shoots with 2 dice.' },
  MOLOTOV: { kind: 'MOLOTOV', enemy: 'MUTANT', attack: 'SHOOT', dice: 3, text: 'A mutant throws a Molotov: 3 dice.' },
  SPIKES: {
    kind: 'SPIKES',
    enemy: null,
    attack: 'SPIKES',
    dice: null,
    text: 'Spikes on the road: the vehicle’s size + 1 dice against its hits left.',
  },
  VETERAN: {
    kind: 'VETERAN',
    enemy: 'BUGGY',
    attack: 'RAM',
    dice: 3,
    text: 'An enemy Buggy rams with 3 dice (2 if the vehicle is off-road).',
  },
  NITRO: {
    kind: 'NITRO',
    enemy: 'BUGGY',
    attack: 'RAM',
    dice: 3,
    text: 'An enemy Buggy rams with 3 dice (2 if the vehicle is off-road).',
  },
  DRIVER: { kind: 'DRIVER', enemy: 'BIKE', attack: 'MELEE', dice: 3, text: 'An enemy bike melees with 3 dice.' },
  BRAWLER: { kind: 'BRAWLER', enemy: 'BIKE', attack: 'MELEE', dice: 3, text: 'An enemy bike melees with 3 dice.' },
  MECHANIC: { kind: 'MECHANIC', enemy: null, attack: 'NONE', dice: null, text: 'Nothing happens.' },
};

export const ENEMY_POINTS: Readonly<Record<EnemyKind, number>> = { MUTANT: 1, BUGGY: 2, BIKE: 1 };
const ENEMY_TYPE: Readonly<Record<EnemyKind, VehicleTypeId>> = { MUTANT: 'mutant', BUGGY: 'buggy', BIKE: 'dirt_bike' };
const ENEMY_ID: Readonly<Record<EnemyKind, string>> = { MUTANT: 'mutant', BUGGY: 'enemy-buggy', BIKE: 'enemy-bike' };

const ms = (s: RwState): MissionState => s.missionState ?? {};
function msDraft(d: RwState): MissionState {
  d.missionState ??= {};
  return d.missionState;
}

export const isEnemy = (v: RwVehicle): boolean => v.ownerId === ENEMY;

/** The couriers' vehicles (every player's). */
export function courierVehicles(s: RwState): RwVehicle[] {
  return s.vehicleOrder.map((id) => s.vehicles[id] as RwVehicle).filter((v) => !isEnemy(v));
}

/** Courier vehicles still in the race: on the board and not destroyed. */
export function couriersOnBoard(s: RwState): RwVehicle[] {
  return courierVehicles(s).filter((v) => onBoard(s, v) && !v.destroyed);
}

export function enemyKindOf(v: RwVehicle): EnemyKind | null {
  if (!isEnemy(v)) return null;
  return v.typeId === 'mutant' ? 'MUTANT' : v.typeId === 'buggy' ? 'BUGGY' : 'BIKE';
}

/** B12.9: exits are allowed once the last road card is down (digital: the pile is empty). */
export function lastCardPlaced(s: RwState): boolean {
  if (ms(s).lastCardPlaced) return true;
  const r = s.road;
  return r?.mode === 'DIGITAL' && r.nextCardNo > 1 && r.drawPile.length === 0;
}

/** Players who draw this enemy phase: those with a courier vehicle on the board. */
export function drawingPlayers(s: RwState): string[] {
  return s.seatOrder.filter((p) => couriersOnBoard(s).some((v) => v.controllerId === p));
}

export function skullsOf(s: RwState, playerId: string): number {
  return ms(s).skulls?.[playerId] ?? 0;
}

/** Where the enemy phase stands (the screen's checklist). */
export function enemyPhaseView(s: RwState): {
  drawn: boolean;
  draws: { playerId: string; kind: TokenKind; row: EnemyRow }[];
  orderEntered: boolean;
  skulls: Record<string, number>;
} {
  const m = ms(s);
  return {
    drawn: m.drawTurn === s.gameTurn,
    draws: (m.draws ?? []).map((x) => ({ ...x, row: ENEMY_TABLE[x.kind] })),
    orderEntered: m.orderTurn === s.gameTurn + 1,
    skulls: { ...(m.skulls ?? {}) },
  };
}

function score(s: RwState): Record<string, number> {
  const m = ms(s);
  const out: Record<string, number> = {};
  for (const side of s.sides) out[side.id] = 0;
  const sideOfPlayer = (p: string) => s.sides.find((x) => x.players.includes(p))?.id;
  for (const v of courierVehicles(s)) {
    if (v.offBoard !== 'END' || v.drifted) continue;
    const side = sideOfPlayer(v.ownerId);
    if (side) out[side] = (out[side] ?? 0) + 1;
  }
  const first = m.firstExit ? sideOfPlayer(m.firstExit) : undefined;
  if (first) out[first] = (out[first] ?? 0) + 1;
  const points = m.enemyPoints ?? {};
  const top = Math.max(0, ...Object.values(points));
  if (top > 0)
    for (const [p, n] of Object.entries(points))
      if (n === top) {
        const side = sideOfPlayer(p);
        if (side) out[side] = (out[side] ?? 0) + 1;
      }
  return out;
}

function addEnemy(d: RwState, kind: EnemyKind): RwVehicle {
  const m = msDraft(d);
  const no = m.nextEnemyNo ?? 1;
  m.nextEnemyNo = no + 1;
  const id = `${ENEMY_ID[kind]}-${no}`;
  const v = blankVehicle(id, ENEMY_TYPE[kind], ENEMY, freshTurn(0));
  d.vehicles[id] = v;
  d.vehicleOrder.push(id);
  const driver = newToken(d, 'DRIVER', ENEMY, true);
  place(d, driver, { at: 'SEAT', carId: id });
  if (kind === 'BIKE') place(d, newToken(d, 'BRAWLER', ENEMY, true), { at: 'PASSENGER', carId: id }); // B2.2: a Driver and a Brawler
  reveal(d, ...[v.driverSeat, ...v.passengers]);
  m.enemies = [...(m.enemies ?? []), id];
  return v;
}

// ---- commands --------------------------------------------------------------------------------

function inEnemyPhase(s: RwState): void {
  if (s.mission !== 'GAUNTLET') throw new RuleError('Only the Gauntlet has an enemy phase.');
  if (s.phase !== 'ENEMY_PHASE') throw new RuleError('Not during the enemy phase.');
  if (s.pending.length) throw new RuleError('Finish the wipeout check or skid first.');
}

/** B12.9 (2), R-44: every player with a courier on the board draws one token, the lead player two. */
function enemyDraw(d: RwState, p: Payload, s: RwState): void {
  inEnemyPhase(s);
  if (ms(s).drawTurn === s.gameTurn) throw new RuleError('The enemies are drawn already this enemy phase.');
  const players = drawingPlayers(s);
  const lead = oneOf(p.leadPlayerId, players, 'The player with the lead vehicle');
  const draws = list(
    p.draws,
    'The draws',
    (x) => {
      const r = record(x, 'A draw');
      return {
        playerId: oneOf(r.playerId, players, 'The drawing player'),
        kind: oneOf(r.kind, GAUNTLET_TIN, 'The token drawn'),
      };
    },
    20,
  );
  for (const pl of players) {
    const want = pl === lead ? 2 : 1;
    if (draws.filter((x) => x.playerId === pl).length !== want)
      throw new RuleError(`Each player draws one token, the lead player two [R-44].`);
  }
  const m = msDraft(d);
  m.drawTurn = s.gameTurn;
  m.draws = draws;
}

/** B12.9 (3): the next draw, ignored for a skull or resolved against the player's lead vehicle. */
function enemyAttack(d: RwState, p: Payload, s: RwState): void {
  inEnemyPhase(s);
  const m = msDraft(d);
  const draw = (ms(s).draws ?? [])[0];
  if (!draw) throw new RuleError(ms(s).drawTurn === s.gameTurn ? 'Every draw is resolved.' : 'Draw the enemies first.');
  m.draws = (m.draws ?? []).slice(1);
  m.creditTo = draw.playerId;
  if (p.kind !== undefined && p.kind !== draw.kind) throw new RuleError('The recorded draw is not the next one.');
  if (p.skull === true) {
    const have = skullsOf(s, draw.playerId);
    if (have < 1) throw new RuleError('No skull to spend.');
    m.skulls = { ...(m.skulls ?? {}), [draw.playerId]: have - 1 };
    return;
  }
  const row = ENEMY_TABLE[draw.kind];
  if (row.attack === 'NONE') return;
  const target = d.vehicles[str(p.carId, 'The lead vehicle')];
  if (!target || isEnemy(target) || target.controllerId !== draw.playerId || !onBoard(d, target) || target.destroyed)
    throw new RuleError('The enemy attacks a vehicle of the drawing player on the board: their lead vehicle.');
  const defReroll = mayRerollDefence(d, target);
  if (row.attack === 'SPIKES') {
    const att = readPool(p, 'attack', stats(d, target).size + 1, false, 'The Spikes', 'the enemy never rerolls');
    const def = readPool(p, 'defence', remainingHits(d, target), defReroll, 'The vehicle', rerollWhy(d, target));
    const c = contest(att.final, def.final);
    checkRecorded(p.result, c);
    if (def.reroll) reveal(d, target.driverSeat);
    if (c.winner === 'ATTACKER' && c.overkill >= 1) dealDamage(d, target, c.overkill, true);
    else if (c.winner === 'ATTACKER') pushPending(d, wipeout(target.id, 'SPIKES'));
    return;
  }
  const enemy = addEnemy(d, row.enemy as EnemyKind);
  if (row.attack === 'RAM') {
    const dice = bool(p.offRoad ?? false, 'Off-road') ? 2 : (row.dice as number);
    ramContest(d, p, enemy, false, dice, target);
    return;
  }
  const defDice = row.attack === 'SHOOT' ? shootDefenceDice(d, target) : meleeDefenceDice(d, target);
  const att = readPool(p, 'attack', row.dice as number, false, 'The enemy', 'the enemy never rerolls');
  const def = readPool(p, 'defence', defDice, defReroll, 'The vehicle', rerollWhy(d, target));
  const c = contest(att.final, def.final);
  checkRecorded(p.result, c);
  if (def.reroll) reveal(d, target.driverSeat);
  const losses =
    p.losses === undefined || p.losses === null
      ? null
      : list(p.losses, 'The casualties', (x) => str(x, 'A casualty'), 12);
  if (c.winner === 'ATTACKER' && c.overkill >= 1) loseCrew(d, target, c.overkill, losses);
  else if (c.winner === 'ATTACKER') pushPending(d, wipeout(target.id, row.attack === 'SHOOT' ? 'SHOT' : 'MELEE'));
  else if (row.attack === 'MELEE' && c.winner === 'DEFENDER' && c.overkill >= 1) loseCrew(d, enemy, c.overkill, null); // the bike's own losses
}

function vehicleOrder(d: RwState, p: Payload, s: RwState): void {
  inEnemyPhase(s);
  const due = couriersOnBoard(s).filter((v) => canAct(v));
  const ids = list(p.carIds, 'The order', (x) => str(x, 'A vehicle'), 40);
  if (
    ids.length !== due.length ||
    new Set(ids).size !== ids.length ||
    ids.some((id) => !due.some((v) => v.id === id))
  ) {
    throw new RuleError('Name every courier vehicle that can act, once each, lead vehicle first [B12.9].');
  }
  const m = msDraft(d);
  m.order = ids;
  m.orderTurn = s.gameTurn + 1;
}

/** B12.9: the vehicle that gets the courier's free Nitro at the lock (default: their first). */
function courierNitro(d: RwState, p: Payload, s: RwState): void {
  if (s.mission !== 'GAUNTLET') throw new RuleError('Only the Gauntlet gives a courier’s Nitro.');
  if (s.phase !== 'FORCE_BUILDING') throw new RuleError('The courier’s Nitro is placed while the forces are built.');
  const v = s.vehicles[str(p.carId, 'The vehicle')];
  if (!v) throw new RuleError('Buy that vehicle first.');
  const m = msDraft(d);
  m.nitroFor = { ...(m.nitroFor ?? {}), [v.ownerId]: v.id };
}

/** B12.9: before play the whole road is covered with face-down cards a stick apart. */
function layRoad(d: RwState, p: Payload, s: RwState): void {
  if (s.mission !== 'GAUNTLET') throw new RuleError('Only the Gauntlet covers the road before play.');
  if (!s.road) throw new RuleError('Set up the road cards first.');
  if (ms(s).roadLaid) throw new RuleError('The road is covered already.');
  // Revision 4: before the initiative roll too, as the setup step that blocks the first turn (beforePlay).
  const before = s.phase === 'INITIATIVE' && s.rev >= 4;
  if ((s.phase !== 'PLAYER_TURN' && !before) || s.gameTurn !== 1)
    throw new RuleError('The road is covered before play, in game turn 1.');
  const road = d.road as NonNullable<RwState['road']>;
  const n = int(p.count, 1, 40, 'The cards laid');
  if (road.mode === 'DIGITAL' && road.drawPile.length < n)
    throw new RuleError(
      road.drawPile.length
        ? `Only ${road.drawPile.length === 1 ? '1 card is' : `${road.drawPile.length} cards are`} in the pile.`
        : 'Shuffle the road deck first.',
    );
  const m = msDraft(d);
  m.roadLaid = true;
  for (let i = 0; i < n; i++) {
    const id = `k${road.nextCardNo}`;
    road.nextCardNo += 1;
    const kind = road.mode === 'DIGITAL' ? (road.drawPile[0] as RoadCardKind) : null;
    if (road.mode === 'DIGITAL') road.drawPile = road.drawPile.slice(1);
    m.faceDown = [...(m.faceDown ?? []), { id, kind }];
  }
}

/** B12.9: a face-down card comes within 3 sticks of the lead vehicle and is turned; a Clear goes at once. */
function revealCard(d: RwState, p: Payload, s: RwState): void {
  if (s.mission !== 'GAUNTLET') throw new RuleError('Only the Gauntlet has face-down road cards.');
  if (s.phase === 'FORCE_BUILDING' || s.phase === 'ENDED' || s.phase === 'INITIATIVE') throw new RuleError('Not now.');
  if (s.pending.length) throw new RuleError('Finish the move, check or skid first.');
  const down = ms(s).faceDown ?? [];
  const id = p.cardId === undefined ? down[0]?.id : str(p.cardId, 'The card');
  const card = down.find((c) => c.id === id);
  if (!card) throw new RuleError('No face-down road card to turn.');
  const road = d.road as NonNullable<RwState['road']>;
  let kind: RoadCardKind;
  if (card.kind !== null) {
    kind = card.kind;
    if (p.kind !== undefined && p.kind !== kind) throw new RuleError('The recorded card is not the one turned.');
  } else kind = oneOf(p.kind, ROAD_CARD_KINDS, 'The card turned');
  const m = msDraft(d);
  m.faceDown = down.filter((c) => c.id !== card.id);
  if (kind === 'CLEAR') {
    if (road.mode === 'DIGITAL') road.discard.push('CLEAR');
    return;
  }
  road.inPlay.push({ id: card.id, kind, from: road.mode, drawnTurn: s.gameTurn });
}

/**
 * B12.9: "before play, cover the whole road with face-down cards". From rules revision 4 the
 * cards are set up and laid before the initiative roll, and nothing else is played until then.
 */
export function gauntletBeforePlay(s: RwState): BeforePlayStep | null {
  if (s.mission !== 'GAUNTLET' || s.rev < 4 || ms(s).roadLaid) return null;
  if (s.phase === 'FORCE_BUILDING' || s.phase === 'ENDED' || s.gameTurn !== 1) return null;
  return s.road
    ? {
        id: 'COVER_ROAD',
        message: 'Cover the road with face-down cards first: the Gauntlet starts on a covered road [B12.9].',
      }
    : {
        id: 'ROAD_CARDS',
        message: 'Set up the road cards first: the Gauntlet covers the road with them before play [B12.9].',
      };
}

/** Face-down road cards on the road (their kinds stay hidden). */
export function faceDownCount(s: RwState): number {
  return (ms(s).faceDown ?? []).length;
}

function lastCard(d: RwState, s: RwState): void {
  if (s.mission !== 'GAUNTLET') throw new RuleError('Only the Gauntlet waits for the last road card.');
  if (s.phase === 'FORCE_BUILDING' || s.phase === 'ENDED') throw new RuleError('Not now.');
  if (lastCardPlaced(s)) throw new RuleError('The last card is down already.');
  msDraft(d).lastCardPlaced = true;
}

export const GAUNTLET_COMMANDS = {
  'rw.enemyDraw': {
    reduce: (d, p, s) => enemyDraw(d, p, s),
    describe: (p) => `Enemy phase: ${Array.isArray(p.draws) ? p.draws.length : '?'} tokens drawn from the tins`,
  },
  'rw.enemyAttack': {
    reduce: (d, p, s) => enemyAttack(d, p, s),
    describe: (p, n) =>
      p.skull === true
        ? 'A skull is spent: the enemy is ignored'
        : p.carId
          ? `Enemy attack on ${n.car(p.carId)}${Array.isArray(p.attack) ? `: ${(p.attack as number[]).join(' ')} against ${Array.isArray(p.defence) ? (p.defence as number[]).join(' ') : '?'}` : ''}`
          : 'The draw comes to nothing',
  },
  'rw.vehicleOrder': {
    reduce: (d, p, s) => vehicleOrder(d, p, s),
    describe: (p, n) =>
      `Order for the next game turn: ${Array.isArray(p.carIds) ? p.carIds.map((id) => n.car(id)).join(', ') : '?'}`,
  },
  'rw.courierNitro': {
    reduce: (d, p, s) => courierNitro(d, p, s),
    describe: (p, n) => `${n.car(p.carId)} gets the courier’s free Nitro`,
  },
  'rw.layRoad': {
    reduce: (d, p, s) => layRoad(d, p, s),
    describe: (p) => `The road is covered with ${String(p.count)} face-down cards`,
  },
  'rw.revealCard': {
    reduce: (d, p, s) => revealCard(d, p, s),
    describe: (p, _n, at) => {
      // The kind is in the command for a physical card, in the state before it for the app's deck.
      const down = at.before ? (ms(at.before).faceDown ?? []) : [];
      const known = typeof p.cardId === 'string' ? down.find((c) => c.id === p.cardId) : down[0];
      const kind = typeof p.kind === 'string' ? p.kind : (known?.kind ?? null);
      if (!kind || !ROAD_CARD_KINDS.includes(kind as RoadCardKind)) return 'A road card is turned';
      const row = roadCardRow(kind as RoadCardKind);
      const effect = row.effect.replace(/\.$/, '');
      return `Road card turned: ${row.name}: ${effect.charAt(0).toLowerCase()}${effect.slice(1)}`;
    },
  },
  'rw.lastCard': {
    reduce: (d, _p, s) => lastCard(d, s),
    describe: () => 'The last road card is down: vehicles may now leave by the far end',
  },
} as const satisfies HandlerTable;

// ---- the hooks ---------------------------------------------------------------------------------

export const GAUNTLET: Mission = {
  ...fromCatalogue('GAUNTLET'),
  sideBudget: () => COURIER_POINTS,
  beforePlay: gauntletBeforePlay,
  forceIssues: (s) => {
    const errors = s.sides.some((x) => x.players.length !== 1)
      ? [{ spec: 'B12.9', message: 'In the Gauntlet every player is a Courier for themselves: no teams.' }]
      : [];
    return withSides(s, 'GAUNTLET', { errors, warnings: [] });
  },
  atLock: (d) => {
    // B12.9, B4 step 5: one free Nitro per Courier, on the vehicle they named (rw.courierNitro), else their first.
    for (const playerId of d.seatOrder) {
      const chosen = ms(d).nitroFor?.[playerId];
      const own = d.vehicleOrder.map((id) => d.vehicles[id] as RwVehicle).filter((v) => v.ownerId === playerId);
      const first = own.find((v) => v.id === chosen) ?? own[0];
      if (first) place(d, newToken(d, 'NITRO', playerId, true), { at: 'GEAR', carId: first.id });
    }
  },
  diesWhenBeaten: (_s, v) => isMutant(v),
  attackProblem: (_s, attackerPlayer, target) =>
    attackerPlayer !== ENEMY && target.ownerId !== ENEMY
      ? 'Couriers never attack each other: a bump just stops the move [B12.9, R-44].'
      : null,
  cardsPerRoadTurn: () => 2,
  faceDownCards: () => true,
  layFaceDown: (d, id, kind) => {
    const m = msDraft(d);
    m.faceDown = [...(m.faceDown ?? []), { id, kind }];
  },
  exitProblem: (s, v) =>
    !isEnemy(v) && !lastCardPlaced(s)
      ? 'Nobody leaves by the far end before the last road card is laid [B12.9].'
      : null,
  afterRoadTurn: (d) => {
    // B12.9 (1): every enemy still on the board leaves.
    for (const id of ms(d).enemies ?? []) {
      const e = d.vehicles[id];
      if (e && onBoard(d, e) && !e.destroyed) e.offBoard = 'SIDE';
    }
    msDraft(d).enemies = [];
    return couriersOnBoard(d).length > 0;
  },
  phaseEndProblem: (s) => {
    const m = ms(s);
    if (m.drawTurn !== s.gameTurn) return 'Draw the enemies first.';
    if ((m.draws ?? []).length) return 'Resolve every enemy draw first (or spend a skull).';
    if (couriersOnBoard(s).some((v) => canAct(v)) && m.orderTurn !== s.gameTurn + 1)
      return 'Enter the order of the vehicles for the next game turn, lead vehicle first.';
    return null;
  },
  endPhase: (d) => {
    const order = ms(d).orderTurn === d.gameTurn + 1 ? (ms(d).order ?? []) : [];
    const slots: Slot[] = order.map((carId) => ({
      kind: 'PLAYER',
      playerId: (d.vehicles[carId] as RwVehicle).controllerId,
      carId,
    }));
    d.turnOrder = [...slots, { kind: 'ROAD' }];
  },
  bookkeeping: (d) => {
    const m = msDraft(d);
    // Mutants die whenever they lose as defenders (B12.9): a check owed, or crew lost.
    for (const id of m.enemies ?? []) {
      const e = d.vehicles[id];
      if (!e || e.destroyed || !isMutant(e)) continue;
      if (d.pending.some((x) => x.carId === id && x.kind === 'WIPEOUT') || crewCount(e) === 0) {
        d.pending = d.pending.filter((x) => x.carId !== id);
        destroy(d, e);
      }
    }
    // B12.9 kills: destroyed or its whole crew killed, credited once to the player acting.
    const by = currentPlayer(d) ?? (d.phase === 'ENEMY_PHASE' ? (m.creditTo ?? null) : null);
    for (const id of Object.keys(d.vehicles)) {
      const e = d.vehicles[id] as RwVehicle;
      const kind = enemyKindOf(e);
      if (!kind || (m.credited ?? []).includes(id) || !(e.destroyed || crewCount(e) === 0)) continue;
      m.credited = [...(m.credited ?? []), id];
      // killed: its crew is gone, so it is out (a Buggy leaves a wreck)
      if (!e.destroyed && !d.pending.some((x) => x.carId === id)) destroy(d, e);
      if (!by) continue;
      m.skulls = { ...(m.skulls ?? {}), [by]: (m.skulls?.[by] ?? 0) + 1 };
      m.enemyPoints = { ...(m.enemyPoints ?? {}), [by]: (m.enemyPoints?.[by] ?? 0) + ENEMY_POINTS[kind] };
    }
    if (!m.firstExit) m.firstExit = courierVehicles(d).find((v) => v.offBoard === 'END' && !v.drifted)?.ownerId ?? null;
  },
  score,
  victory: (s) => {
    if (courierVehicles(s).length === 0 || couriersOnBoard(s).length > 0) return null;
    return byScore(score(s), 'No Courier vehicle is left on the road.');
  },
};
