// The frame every rule system's unit-test helpers share: a table of players and cars, one-line
// command application through a system's reducer, a refusal check, and the tape of numbers the
// property tests draw their random choices from (no Math.random). Each system's helpers.ts keeps
// only its own builders and its own defaults.
import { expect } from 'vitest';
import { type Command, type HouseRuleValue, RuleError, type Setup } from '../../src/rules/core/model';

export type Payload = Record<string, unknown>;

/** A command as a test picks it: type and payload, stamped when applied. */
export type Cmd = { type: string; payload: Payload };

/** Player ids are P1..Pn (seating order); car ids are `${player}c${k}`, e.g. P2c1. */
export function playerId(i: number): string {
  return `P${i + 1}`;
}

export function carId(player: string, k: number): string {
  return `${player}c${k + 1}`;
}

/** N players x K cars (K may be a list for unequal counts), with optional house rules. */
export function tableSetup(
  players: number,
  cars: number | readonly number[],
  houseRules: Record<string, HouseRuleValue> = {},
): Setup {
  const ps = Array.from({ length: players }, (_, i) => ({
    id: playerId(i),
    name: `Player ${i + 1}`,
    color: '#112233',
  }));
  const counts = typeof cars === 'number' ? ps.map(() => cars) : [...cars];
  const cs = ps.flatMap((p, i) =>
    Array.from({ length: counts[i] ?? 0 }, (_, k) => ({
      id: carId(p.id, k),
      playerId: p.id,
      name: `Car ${p.id}.${k + 1}`,
      color: '#445566',
    })),
  );
  return { players: ps, cars: cs, houseRules: { ...houseRules } };
}

/**
 * apply() and refused() for one system's reducer. Each kit has its own clock, so a command's `at`
 * is the same whichever other system's tests ran first.
 */
export function commandKit<S>(reduce: (state: S, command: Command, setup: Setup) => S) {
  let clock = 1_700_000_000_000;
  function apply(state: S, type: string, payload: Payload, setup: Setup): S {
    clock += 1;
    return reduce(state, { type, payload, at: clock }, setup);
  }
  /** Asserts that a command is refused with a RuleError (optionally matching the message). */
  function refused(state: S, type: string, payload: Payload, setup: Setup, message?: RegExp): RuleError {
    let err: unknown;
    try {
      apply(state, type, payload, setup);
    } catch (e) {
      err = e;
    }
    expect(err, `${type} ${JSON.stringify(payload)} should be refused`).toBeInstanceOf(RuleError);
    if (message) expect((err as Error).message).toMatch(message);
    return err as RuleError;
  }
  return { apply, refused };
}

/** The random choices of one property-test game: each pick reads the next number. */
export class Tape {
  private i = 0;
  constructor(private readonly nums: readonly number[]) {}
  get done(): boolean {
    return this.i >= this.nums.length;
  }
  /** 0..n-1 */
  pick(n: number): number {
    const v = this.nums[this.i] ?? 0;
    this.i += 1;
    return n <= 0 ? 0 : v % n;
  }
  one<T>(xs: readonly T[]): T {
    return xs[this.pick(xs.length)] as T;
  }
  /** One die of `sides`. */
  d(sides = 6): number {
    return this.pick(sides) + 1;
  }
  /** n dice of `sides`. */
  dice(n: number, sides = 6): number[] {
    return Array.from({ length: n }, () => this.d(sides));
  }
  /** Each element kept with chance 1 in `oneIn`. */
  some<T>(xs: readonly T[], oneIn = 2): T[] {
    return xs.filter(() => this.pick(oneIn) === 0);
  }
}
