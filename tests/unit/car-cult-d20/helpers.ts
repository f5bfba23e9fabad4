// Shared builders for the Car Cult D20 rule tests: a setup, one-line command application,
// cars built through real commands, and a game brought to round 1.

import { initialState, reduceCc } from '../../../src/rules/car-cult-d20/commands';
import type { CcCar, CcState, CcTrack } from '../../../src/rules/car-cult-d20/model';
import type { HouseRuleValue, Setup } from '../../../src/rules/core/model';
import { commandKit, type Payload, tableSetup } from '../kit-helpers';

export type { Payload };

/** Players P1..Pn in seating order; cars `${player}c${k}`, e.g. P2c1. */
export function makeSetup(players = 2, cars = 1, houseRules: Record<string, HouseRuleValue> = {}): Setup {
  return tableSetup(players, cars, houseRules);
}

export const { apply, refused } = commandKit(reduceCc);

/** Cards per car id (data.ts ids), added through cc.addCard; stops before the lock. */
export function buildRoster(setup: Setup, cards: Record<string, string[]>, limit?: number): CcState {
  let s = initialState(setup);
  if (limit !== undefined) s = apply(s, 'cc.config', { buildLimit: limit }, setup);
  for (const [carId, ids] of Object.entries(cards))
    for (const defId of ids) s = apply(s, 'cc.addCard', { carId, defId }, setup);
  return s;
}

/** Roster locked, starting engine ST set, round 1 begun. */
export function toRound(setup: Setup, cards: Record<string, string[]>, startST: Record<string, number> = {}): CcState {
  let s = buildRoster(setup, cards);
  s = apply(s, 'cc.lockRoster', {}, setup);
  for (const [carId, st] of Object.entries(startST)) s = apply(s, 'cc.startST', { carId, st }, setup);
  return apply(s, 'cc.start', {}, setup);
}

export function car(s: CcState, id: string): CcCar {
  const c = s.cars[id];
  if (!c) throw new Error(`no car ${id}`);
  return c;
}

/** A car's track by card id (the first one). */
export function card(s: CcState, carId: string, defId: string): CcTrack {
  const t = car(s, carId).components.find((x) => x.defId === defId || x.kind === defId);
  if (!t) throw new Error(`no ${defId} on ${carId}`);
  return t;
}

/** [st, dt] of a track. */
export const counts = (t: CcTrack): [number, number] => [t.st, t.dt];
