// Shared builders for the Road Wolf rule tests: a setup, one-line command application, forces
// built through real commands, and small payload builders.
import { expect } from 'vitest';
import type { HouseRuleValue, Setup } from '../../../src/rules/core/model';
import { reduceRw } from '../../../src/rules/road-wolf/commands';
import type { TokenKind, VehicleTypeId } from '../../../src/rules/road-wolf/data';
import type { RwState, RwToken, RwVehicle } from '../../../src/rules/road-wolf/model';
import { initialState } from '../../../src/rules/road-wolf/rules';
import { commandKit, type Payload, tableSetup } from '../kit-helpers';

export type { Payload };

/** Players P1..Pn (clockwise); cars `${player}c${k}`, e.g. P2c1. */
export function makeSetup(players: number, cars = 2, houseRules: Record<string, HouseRuleValue> = {}): Setup {
  return tableSetup(players, cars, houseRules);
}

export const { apply, refused } = commandKit(reduceRw);

/** [kind, place?] per bought token; place defaults to PASSENGER (crew) or GEAR (gear). */
export type Loadout = { type: VehicleTypeId; tokens?: ([TokenKind] | [TokenKind, 'SEAT' | 'PASSENGER'])[] };

export interface BuildOptions {
  points?: number;
  teams?: string[][];
}

/** Force building through commands; stops before rw.lockForces. */
export function buildForces(setup: Setup, forces: Record<string, Loadout>, opts: BuildOptions = {}): RwState {
  let s = initialState(setup);
  s = apply(s, 'rw.config', { pointsValue: opts.points ?? 6, ...(opts.teams ? { teams: opts.teams } : {}) }, setup);
  for (const [carId, l] of Object.entries(forces)) {
    s = apply(s, 'rw.buy', { carId, typeId: l.type }, setup);
    const playerId = setup.cars.find((c) => c.id === carId)!.playerId;
    for (const [kind, where] of l.tokens ?? [])
      s = apply(s, 'rw.buyToken', { playerId, kind, carId, ...(where ? { place: where } : {}) }, setup);
  }
  return s;
}

/**
 * Two forces for makeSetup(2, 2) that differ only in which face-down tokens were bought, the same
 * number per vehicle (issue 9's table view and issue 10's record sheet must not tell them apart).
 */
export const TWIN_FORCES: readonly [Record<string, Loadout>, Record<string, Loadout>] = [
  {
    P1c1: { type: 'truck_4x4', tokens: [['VETERAN', 'SEAT'], ['SPIKES'], ['AMBUSH']] },
    P1c2: { type: 'coupe', tokens: [['GUNNER'], ['SHOTGUN']] },
    P2c1: { type: 'muscle_car', tokens: [['VETERAN', 'SEAT'], ['MECHANIC']] },
    P2c2: { type: 'dirt_bike', tokens: [['NITRO']] },
  },
  {
    P1c1: { type: 'truck_4x4', tokens: [['DRIVER', 'SEAT'], ['MECHANIC'], ['BRAWLER']] },
    P1c2: { type: 'coupe', tokens: [['MOLOTOV'], ['NITRO']] },
    P2c1: { type: 'muscle_car', tokens: [['DRIVER', 'SEAT'], ['SPIKES']] },
    P2c2: { type: 'dirt_bike', tokens: [['MOLOTOV']] },
  },
];

/** Forces locked and initiative won by `first` in one pass. */
export function toPlay(
  setup: Setup,
  forces: Record<string, Loadout>,
  opts: BuildOptions & { first?: string } = {},
): RwState {
  let s = apply(buildForces(setup, forces, opts), 'rw.lockForces', {}, setup);
  const first = opts.first ?? 'P1';
  const pass: Record<string, number[]> = {};
  for (const id of s.seatOrder.filter((p) => Object.values(s.vehicles).some((v) => v.ownerId === p)))
    pass[id] = id === first ? [6, 6] : [1, 2];
  s = apply(s, 'rw.initiative', { passes: [pass], first }, setup);
  expect(s.phase).toBe('PLAYER_TURN');
  return s;
}

export function car(s: RwState, id: string): RwVehicle {
  const v = s.vehicles[id];
  if (!v) throw new Error(`no vehicle ${id}`);
  return v;
}

export function tokensOf(s: RwState, carId: string, kind?: TokenKind): RwToken[] {
  const v = car(s, carId);
  return [v.driverSeat, ...v.passengers, ...v.gear]
    .filter((x): x is string => x !== null)
    .map((id) => s.tokens[id]!)
    .filter((t) => !kind || t.kind === kind);
}

export function tokenOf(s: RwState, carId: string, kind: TokenKind): string {
  const t = tokensOf(s, carId, kind)[0];
  if (!t) throw new Error(`no ${kind} on ${carId}`);
  return t.id;
}

/** Replaces a vehicle in the state (for building positions tests need, e.g. damage). */
export function patch(s: RwState, id: string, change: Partial<RwVehicle>): RwState {
  return { ...s, vehicles: { ...s.vehicles, [id]: { ...car(s, id), ...change } } };
}

/** A move with no contact: rw.move then rw.moveEnd. */
export function quietMove(
  s: RwState,
  carId: string,
  setup: Setup,
  mode: 'MOVE' | 'FREE_MOVE' | 'BRAKE' = 'MOVE',
  end: Payload = {},
): RwState {
  s = apply(s, 'rw.move', { carId, mode }, setup);
  return apply(s, 'rw.moveEnd', { carId, offRoad: false, exited: 'NONE', ...end }, setup);
}
