// Damage Tokens and what follows them (B8.9, B8.10): placing a DT (armour first, a full track
// displaces its right-most ST [CC-A09][CC-A10]), the immobile engine (derived), explosions with
// their blast as a table fact, FIFO chains (core/pending.ts), the round's end and the game's end
// (CC-A32). `settle` runs after every command, so a chain stays inside the command that caused
// it (one journal entry, one undo) until the table must answer something.

import { int, list, str } from '../core/check';
import { RuleError } from '../core/model';
import { pushLast, takeNext } from '../core/pending';
import { place, trackProblem } from '../core/track';
import { type Ctx, carOf, type HandlerTable, need, plural, setCounts } from './handler';
import type { CcCar, CcPending, CcState, CcTrack, DtCause } from './model';
import {
  allFull,
  blastRadius,
  carsInPlay,
  ends,
  engineOf,
  immobile,
  inPlay,
  legalDtTracks,
  placeDtProblem,
  playersInPlay,
} from './rules';

/** One more DT on a track (B2: a full track first loses its right-most ST). */
export function addDT(t: CcTrack): void {
  setCounts(t, place(ends(t), 'END'));
}

/** B8.10: the car blows up. Its waiting DT are lost; its blast waits for the table (FIFO). */
export function explode(d: CcState, car: CcCar): void {
  car.status = 'exploded';
  if (d.activeCarId === car.id) d.activeCarId = null;
  d.pending = pushLast(
    d.pending.filter((x) => x.kind !== 'DT' || x.carId !== car.id),
    { kind: 'EXPLOSION', carId: car.id, radius: blastRadius(car) },
  );
}

/** After any DT: explode when every AZ holds one (B8.9 last line). */
export function checkCar(d: CcState, car: CcCar): void {
  if (inPlay(car) && allFull(car)) explode(d, car);
}

/** A forced placement (down shift → engine, mine conversion): armour-first does not apply [CC-A10]. */
export function forcedDT(d: CcState, car: CcCar, t: CcTrack): void {
  if (t.dt >= t.n) throw new RuleError(`${t.name} has no AZ left for a Damage Token.`);
  addDT(t);
  checkCar(d, car);
}

/** Queues `count` DT for a car, all placed by `placerId` (or `placers` one by one). */
export function queueDT(d: CcState, carId: string, placers: string[], cause: DtCause, optional = false): void {
  d.pending = pushLast(
    d.pending,
    ...placers.map(
      (placerId): CcPending => ({ kind: 'DT', carId, placerId, cause, ...(optional ? { optional } : {}) }),
    ),
  );
}

/**
 * Runs what needs no one's answer: a DT whose car has one legal track goes there (armour, or the
 * last open card: nothing to choose), an explosion with nothing left to hit is over. Then the
 * move of an immobilised car ends (B8.10), the round ends when every car has activated, and the
 * game ends when at most one player has cars in play (CC-A32).
 */
export function settle(d: CcState, ctx: Ctx): void {
  for (let guard = 0; guard < 1000; guard++) {
    d.pending = d.pending.filter((x) => x.kind === 'EXPLOSION' || inPlay(d.cars[x.carId] as CcCar));
    const head = d.pending[0];
    if (!head) break;
    if (head.kind === 'DT' && !head.optional) {
      const car = d.cars[head.carId] as CcCar;
      const legal = legalDtTracks(car, ctx.h);
      if (legal.length !== 1) break;
      d.pending = d.pending.slice(1);
      addDT(legal[0] as CcTrack);
      checkCar(d, car);
      continue;
    }
    if (head.kind === 'EXPLOSION' && carsInPlay(d).length === 0) {
      d.pending = d.pending.slice(1);
      continue;
    }
    break;
  }
  const active = d.activeCarId ? d.cars[d.activeCarId] : undefined;
  if (active?.act && active.act.move === 'MOVING' && immobile(active)) active.act.move = 'DONE';
  if (d.phase !== 'round' || d.pending.length) return;
  const players = playersInPlay(d, ctx.setup);
  if (players.length <= 1) {
    d.phase = 'ended';
    d.activeCarId = null;
    d.result = { winnerIds: players, by: 'RULE' };
    return;
  }
  if (!d.activeCarId && carsInPlay(d).every((c) => c.activated)) startRound(d, ctx);
}

/** B7: round += 1; every car not yet activated; tie rolls forgotten. */
export function startRound(d: CcState, ctx: Ctx): void {
  d.round += 1;
  d.tieRolls = {};
  for (const c of Object.values(d.cars)) c.activated = false;
  d.roundStartST = ctx.h.activationOrderFixed
    ? Object.fromEntries(carsInPlay(d).map((c) => [c.id, engineOf(c)?.st ?? 0]))
    : null;
}

export const DAMAGE: HandlerTable = {
  'cc.placeDT': {
    reduce(d, p, ctx) {
      const trackId = str(p.trackId, 'The card');
      need(placeDtProblem(d, trackId, ctx.h));
      const { item, rest } = takeNext(
        d.pending,
        (x): x is Extract<CcPending, { kind: 'DT' }> => x.kind === 'DT',
        'No Damage Token is waiting to be placed.',
      );
      d.pending = rest;
      const car = carOf(d, item.carId);
      addDT(car.components.find((t) => t.id === trackId) as CcTrack);
      checkCar(d, car);
    },
    describe: (p, n, at) => `${at.who ? `${at.who} puts a Damage Token` : 'Damage Token'} on ${n.track(p.trackId)}`,
  },
  'cc.declineDT': {
    reduce(d) {
      const { rest } = takeNext(
        d.pending,
        (x): x is Extract<CcPending, { kind: 'DT' }> => x.kind === 'DT' && x.optional === true,
        'Only a braking Damage Token may be declined [B8.7.2].',
      );
      d.pending = rest;
    },
    describe: (_p, _n, at) =>
      at.who ? `${at.who} declines the braking Damage Token` : 'Braking Damage Token declined',
  },
  'cc.blast': {
    reduce(d, p) {
      const { item, rest } = takeNext(
        d.pending,
        (x): x is Extract<CcPending, { kind: 'EXPLOSION' }> => x.kind === 'EXPLOSION',
        'No explosion is waiting.',
      );
      const ids = list(p.carIds, 'The cars in the blast', (v) => str(v, 'A car'));
      if (new Set(ids).size !== ids.length) throw new RuleError('Name each car in the blast once.');
      for (const id of ids)
        if (id === item.carId || !inPlay(carOf(d, id)))
          throw new RuleError('Only cars still in play take blast damage.');
      d.pending = rest;
      // B8.10 step 3 [CC-A27]: one DT each, placed by its owner, armour first; chains FIFO.
      for (const id of ids) queueDT(d, id, [carOf(d, id).playerId], 'explosion');
    },
    describe: (p, n) => {
      const ids = Array.isArray(p.carIds) ? p.carIds : [];
      return ids.length
        ? `Blast: ${ids.map((x) => n.car(x)).join(', ')} take 1 Damage Token each`
        : 'Blast: no car within reach';
    },
  },
  'cc.adjust': {
    reduce(d, p) {
      if (d.phase === 'roster') throw new RuleError('Tokens go on the cars once the roster is locked.');
      const trackId = str(p.trackId, 'The card');
      const car = Object.values(d.cars).find((c) => c.components.some((t) => t.id === trackId));
      if (!car || !inPlay(car)) throw new RuleError('That card is not on a car in play.');
      const t = car.components.find((x) => x.id === trackId) as CcTrack;
      const st = int(p.st, 0, t.n, 'Speed Tokens');
      const dt = int(p.dt, 0, t.n, 'Damage Tokens');
      need(trackProblem({ n: t.n, start: st, end: dt }));
      if (st > 0 && (t.kind === 'armour' || t.kind === 'ram'))
        throw new RuleError(`${t.name} never holds Speed Tokens [CC-A13].`);
      t.st = st;
      t.dt = dt;
      checkCar(d, car);
    },
    describe: (p, n) =>
      `${n.track(p.trackId)} corrected to ${plural(Number(p.st), 'Speed Token')}, ${plural(Number(p.dt), 'Damage Token')}`,
  },
  'cc.removeCar': {
    reduce(d, p) {
      if (d.phase !== 'round') throw new RuleError('Cars leave the table during a round.');
      const car = carOf(d, p.carId);
      if (!inPlay(car)) throw new RuleError('That car is no longer in play.');
      car.status = 'removed';
      if (d.activeCarId === car.id) d.activeCarId = null;
      d.pending = d.pending.filter((x) => x.kind !== 'DT' || x.carId !== car.id);
    },
    describe: (p, n) => `${n.car(p.carId)} taken off the table by hand`,
  },
  'cc.removeMine': {
    reduce(d, p) {
      const id = str(p.mineId, 'The mine');
      if (!d.mines.some((m) => m.id === id)) throw new RuleError('That mine is no longer on the table.');
      d.mines = d.mines.filter((m) => m.id !== id);
    },
    describe: () => 'A mine marker taken off the table by hand',
  },
  'cc.endGame': {
    reduce(d, p, ctx) {
      if (d.phase === 'ended') throw new RuleError('The game is already over.');
      const ids = list(p.winnerIds, 'The winners', (v) => str(v, 'A player'), 16);
      for (const id of ids)
        if (!ctx.setup.players.some((x) => x.id === id)) throw new RuleError('A winner must be a player in this game.');
      d.phase = 'ended';
      d.activeCarId = null;
      d.pending = [];
      d.result = { winnerIds: [...new Set(ids)], by: 'AGREED' };
    },
    describe: (p, n) => {
      const ids = Array.isArray(p.winnerIds) ? p.winnerIds : [];
      return `Game ended by agreement: ${ids.length ? `${ids.map((x) => n.player(x)).join(' and ')} win${ids.length === 1 ? 's' : ''}` : 'a draw'}`;
    },
  },
};
