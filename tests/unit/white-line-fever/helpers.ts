// Shared builders for the White Line Fever rule tests: a setup, one-line command application and a
// helper that drives a game from setup to the first round of play through real commands.
import { expect } from 'vitest';
import { type HouseRuleValue, RuleError, type Setup } from '../../../src/rules/core/model';
import { reduceWlf } from '../../../src/rules/white-line-fever/commands';
import type { WlfCar, WlfState } from '../../../src/rules/white-line-fever/model';
import { carsOnTable, initialState, remaining } from '../../../src/rules/white-line-fever/rules';
import { carId, playerId, tableSetup } from '../kit-helpers';

export type Payload = Record<string, unknown>;

export { carId, playerId };

/**
 * N players x K cars (K may be a list for unequal counts, W-16), with optional house rules.
 */
export function makeSetup(
  players: number,
  cars: number | readonly number[] = 2,
  houseRules: Record<string, HouseRuleValue> = {},
): Setup {
  return tableSetup(players, cars, houseRules);
}

let clock = 1_700_000_000_000;
const FALLBACK_SETUP: Setup = { players: [], cars: [], houseRules: {} };

/** Applies one command with the WLF reducer (throws RuleError like the app would). */
export function apply(state: WlfState, type: string, payload: Payload = {}, setup: Setup = FALLBACK_SETUP): WlfState {
  clock += 1;
  return reduceWlf(state, { type, payload, at: clock }, setup);
}

/** Applies a list of [type, payload] commands in order. */
export function applyAll(state: WlfState, cmds: readonly (readonly [string, Payload?])[]): WlfState {
  return cmds.reduce((s, [t, p]) => apply(s, t, p ?? {}), state);
}

/** Asserts that a command is refused with a RuleError (optionally matching the message). */
export function refused(state: WlfState, type: string, payload: Payload = {}, message?: RegExp | string): RuleError {
  let err: unknown;
  try {
    apply(state, type, payload);
  } catch (e) {
    err = e;
  }
  expect(err, `${type} ${JSON.stringify(payload)} should be refused`).toBeInstanceOf(RuleError);
  if (message !== undefined) expect((err as Error).message).toMatch(message);
  return err as RuleError;
}

/** A roll-off pass as White Line Fever saves it: participant id -> D8 face. */
export type RollOffPass = Record<string, number>;

/** A single roll-off pass that `pick` wins outright: 8 for the winner (1 for LOWEST), others between. */
export function winPass(ids: readonly string[], pick: string, mode: 'HIGHEST' | 'LOWEST' = 'HIGHEST'): RollOffPass {
  const pass: RollOffPass = {};
  for (const id of ids) pass[id] = id === pick ? (mode === 'HIGHEST' ? 8 : 1) : mode === 'HIGHEST' ? 3 : 6;
  return pass;
}

export interface PlayOptions {
  /** Starting speed per car id (default 3). */
  speeds?: Record<string, number>;
  /** Who wins the first-driver roll-off (default the first player). */
  firstDriver?: string;
  /** Who wins the placement roll-off (default the first player). */
  firstPlacer?: string;
}

/** Runs deployment, the placement roll-off, every placement (following the queue) and the first-driver roll-off. */
export function playToPlay(setup: Setup, opts: PlayOptions = {}): WlfState {
  const players = setup.players.map((p) => p.id);
  let s = initialState(setup);
  s = apply(s, 'wlf.deployment', { deployment: 'ARENA', by: 'AGREEMENT' }, setup);
  const firstPlacer = opts.firstPlacer ?? (players[0] as string);
  s = apply(s, 'wlf.placementOrder', { passes: [winPass(players, firstPlacer)], first: firstPlacer }, setup);
  const rolled = s.house.setupSpeedMode === 'ROLLED';
  while (s.phase === 'SETUP_PLACEMENT') {
    const who = s.placementQueue[0] as string;
    const car = s.carOrder
      .map((id) => s.cars[id] as WlfCar)
      .find((c) => c.ownerId === who && c.status === 'UNPLACED') as WlfCar;
    s = apply(s, 'wlf.place', { carId: car.id, speed: opts.speeds?.[car.id] ?? 3, rolled }, setup);
  }
  const driver = opts.firstDriver ?? (players[0] as string);
  s = apply(s, 'wlf.firstDriver', { passes: [winPass(players, driver)], driver }, setup);
  expect(s.phase).toBe('PLAY');
  return s;
}

// ---- round helpers ------------------------------------------------------------------------------

export function carOf(s: WlfState, id: string): WlfCar {
  const c = s.cars[id];
  if (!c) throw new Error(`no car ${id}`);
  return c;
}

/** Activates `id` and does step 1: restore when flipped, else set speed (default: keep it). */
export function begin(s: WlfState, id: string, speed?: number): WlfState {
  const c = carOf(s, id);
  if (c.flipped && speed === undefined) return apply(s, 'wlf.restore', { carId: id });
  return apply(s, 'wlf.setSpeed', { carId: id, speed: speed ?? c.speed });
}

export function moves(s: WlfState, ...ms: ('STRAIGHT' | 'TURN' | 'BOOTLEG')[]): WlfState {
  return ms.reduce((st, m) => apply(st, 'wlf.maneuver', { maneuver: m }), s);
}

/** Drives straights until no maneuver remains. */
export function spendAll(s: WlfState): WlfState {
  let st = s;
  while (st.round && !st.round.endReason && (st.round.budget === null || remaining(st.round) > 0))
    st = apply(st, 'wlf.maneuver', { maneuver: 'STRAIGHT' });
  return st;
}

/** A whole quiet round: activate, keep speed, drive straights, end. */
export function quietRound(s: WlfState, id: string): WlfState {
  return apply(spendAll(begin(s, id)), 'wlf.endRound');
}

export function onTableCount(s: WlfState, player: string): number {
  return carsOnTable(s, player);
}

/** Fire payload with defaults (no facts, no modifiers). */
export function shot(targetId: string, raw: number, extra: Payload = {}): Payload {
  return { targetId, raw, shortRange: false, backShot: false, adjust: {}, ...extra };
}
