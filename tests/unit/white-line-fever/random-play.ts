// Random legal White Line Fever play for property tests (moved here from properties.test.ts so
// the game's story, issue 42, plays the same games): a random table and the commands the UI would
// offer, with dice from a tape.
import fc from 'fast-check';
import { expect } from 'vitest';
import type { Setup } from '../../../src/rules/core/model';
import { reduceWlf } from '../../../src/rules/white-line-fever/commands';
import { HOUSE_RULES } from '../../../src/rules/white-line-fever/data';
import type { WlfState } from '../../../src/rules/white-line-fever/model';
import { blastCandidates, checkCallers, fireTargets } from '../../../src/rules/white-line-fever/procedures';
import {
  activatableCars,
  availableModifiers,
  canEndRound,
  fireOutcome,
  fireProblem,
  legalSpeeds,
  maneuverProblem,
} from '../../../src/rules/white-line-fever/rules';
import { type Cmd, Tape } from '../kit-helpers';
import { makeSetup } from './helpers';

/** A roll-off with random faces, re-rolling only the tied lowest, until settled [W-2]. */
function lowestRollOff(ids: string[], tape: Tape): Record<string, number>[] {
  const passes: Record<string, number>[] = [];
  let contenders = ids;
  while (contenders.length > 1 && passes.length < 40) {
    const pass: Record<string, number> = {};
    // once the tape is used up, distinct faces settle the roll-off instead of tying forever
    contenders.forEach((c, i) => {
      pass[c] = tape.done ? Math.min(i + 1, 8) : tape.d(8);
    });
    passes.push(pass);
    const low = Math.min(...Object.values(pass));
    contenders = contenders.filter((c) => pass[c] === low);
  }
  return passes;
}

/** Every command that is legal now (as the UI would offer), as thunks drawing their dice from the tape. */
export function legalActions(s: WlfState, tape: Tape): (() => Cmd)[] {
  const r = s.round;
  if (s.phase !== 'PLAY' || !r) return [];
  const out: (() => Cmd)[] = [];
  if (!r.carId) {
    for (const id of activatableCars(s, r.driverId)) {
      const car = s.cars[id]!;
      if (car.flipped) out.push(() => ({ type: 'wlf.restore', payload: { carId: id } }));
      if (!car.flipped || s.house.flippedMaySetSpeed)
        out.push(() => ({ type: 'wlf.setSpeed', payload: { carId: id, speed: tape.one(legalSpeeds(car.speed)) } }));
    }
    return out;
  }
  if (!r.step1) {
    const car = s.cars[r.carId]!;
    if (car.flipped) out.push(() => ({ type: 'wlf.restore', payload: {} }));
    if (!car.flipped || s.house.flippedMaySetSpeed)
      out.push(() => ({ type: 'wlf.setSpeed', payload: { speed: tape.one(legalSpeeds(car.speed)) } }));
    return out;
  }
  if (r.sequence.length === 0)
    out.push(() => ({ type: 'wlf.gear', payload: { gear: tape.one(['FORWARD', 'REVERSE']) } }));
  // weights: maneuvers are the common case, collisions the rare one
  for (const m of ['STRAIGHT', 'TURN', 'BOOTLEG'] as const)
    if (maneuverProblem(s, m) === null)
      out.push(...Array.from({ length: 3 }, () => () => ({ type: 'wlf.maneuver', payload: { maneuver: m } })));
  const callers = checkCallers(s);
  if (callers.length) {
    out.push(() => {
      const speed = s.cars[r.carId!]!.speed;
      return { type: 'wlf.check', payload: { callerId: tape.one(callers), roll: speed === 1 ? null : tape.d(8) } };
    });
  }
  if (fireProblem(s) === null && fireTargets(s).length) {
    const fire = () => {
      const target = s.cars[tape.one(fireTargets(s))]!;
      const facts = { shortRange: tape.pick(2) === 0, backShot: tape.pick(3) === 0 };
      const raw = tape.d(8);
      const adjust: Record<string, number> = {};
      let final = raw;
      for (const m of availableModifiers(target, facts)) {
        adjust[m] = tape.pick(3) - 1;
        final += adjust[m]!;
      }
      const blast =
        fireOutcome(final, target.speed) === 'EXPLODE'
          ? tape.some(blastCandidates(s, target.id), 3).map((carId) => ({ carId, roll: tape.d(8) }))
          : [];
      return { type: 'wlf.fire', payload: { targetId: target.id, raw, ...facts, adjust, blast } };
    };
    out.push(fire, fire);
  }
  if (r.sequence.length > 0 && !r.endReason && tape.pick(4) === 0) {
    out.push(() => {
      if (tape.pick(3) === 0) return { type: 'wlf.collision', payload: { kind: 'OBSTACLE' } };
      const others = s.carOrder.filter((id) => id !== r.carId && s.cars[id]?.status === 'ON_TABLE');
      const hit = tape.some(others, 3);
      if (hit.length === 0 && others.length) hit.push(tape.one(others));
      if (hit.length === 0) return { type: 'wlf.collision', payload: { kind: 'OBSTACLE' } };
      return {
        type: 'wlf.collision',
        payload: { kind: 'CAR', carIds: hit, passes: lowestRollOff([r.carId!, ...hit], tape) },
      };
    });
  }
  if (canEndRound(s)) out.push(...Array.from({ length: 3 }, () => () => ({ type: 'wlf.endRound', payload: {} })));
  return out;
}

const houseArb = fc.record(
  Object.fromEntries(HOUSE_RULES.map((h) => [h.id, fc.constantFrom(...h.options.map((o) => o.value))])),
);

export const gameArb = fc
  .record({
    counts: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 2, maxLength: 4 }),
    house: houseArb,
    speeds: fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 12, maxLength: 12 }),
    driver: fc.nat(),
    tape: fc.array(fc.nat({ max: 1_000_000 }), { minLength: 10, maxLength: 600, size: 'max' }),
  })
  .map(({ counts, house, speeds, driver, tape }) => {
    const setup: Setup = makeSetup(counts.length, counts, house);
    const sp: Record<string, number> = {};
    setup.cars.forEach((c, i) => {
      sp[c.id] = speeds[i % speeds.length] as number;
    });
    return { setup, speeds: sp, firstDriver: setup.players[driver % setup.players.length]!.id, tape };
  });

/** Plays random legal commands from a PLAY state; returns the states after each command. */
export function play(
  start: WlfState,
  setup: Setup,
  tapeNums: readonly number[],
): { commands: Cmd[]; states: WlfState[] } {
  const tape = new Tape(tapeNums);
  const commands: Cmd[] = [];
  const states: WlfState[] = [start];
  let s = start;
  while (!tape.done && s.phase === 'PLAY') {
    const actions = legalActions(s, tape);
    expect(actions.length, 'a PLAY state always offers a legal action (no dead end, A4.6)').toBeGreaterThan(0);
    const cmd = tape.one(actions)();
    s = reduceWlf(s, { ...cmd, at: commands.length }, setup); // legal by construction: must not throw
    commands.push(cmd);
    states.push(s);
  }
  return { commands, states };
}
