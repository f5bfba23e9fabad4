// A random but legal Car Cult D20 game for property and scenario tests: each next command is
// picked from what the rules allow now, with dice from a tape of numbers (no Math.random).

import type { CcState } from '../../../src/rules/car-cult-d20/model';
import {
  allocationRoom,
  attackActionsLeft,
  carsInPlay,
  downShiftDice,
  endActivationProblem,
  engineOf,
  generated,
  houseRulesOf,
  legalDtTracks,
  maxMove,
  mineProblem,
  nextActivation,
  rerollsAvailable,
  settleTie,
  swapProblem,
} from '../../../src/rules/car-cult-d20/rules';
import type { Setup } from '../../../src/rules/core/model';
import { type Cmd, Tape } from '../kit-helpers';
import type { Payload } from './helpers';

export type { Cmd };
export { Tape };

/** One legal next command, or null when the game is over. */
export function nextCommand(s: CcState, setup: Setup, tape: Tape): Cmd | null {
  if (s.phase === 'ended') return null;
  const h = houseRulesOf(setup);
  const head = s.pending[0];
  if (head?.kind === 'DT') {
    if (head.optional && tape.pick(3) === 0) return { type: 'cc.declineDT', payload: {} };
    const car = s.cars[head.carId]!;
    return { type: 'cc.placeDT', payload: { trackId: tape.one(legalDtTracks(car, h)).id } };
  }
  if (head?.kind === 'EXPLOSION') {
    return {
      type: 'cc.blast',
      payload: {
        carIds: carsInPlay(s)
          .filter(() => tape.pick(2) === 0)
          .map((c) => c.id),
      },
    };
  }
  if (!s.activeCarId) {
    const next = nextActivation(s, setup);
    if (next.kind === 'CAR') return { type: 'cc.activate', payload: { carId: next.carId } };
    if (next.kind === 'TIE') {
      const passes: Record<string, number[]>[] = [];
      let who = next.roll;
      for (let k = 0; k < 40; k++) {
        passes.push(Object.fromEntries(who.map((id) => [id, [tape.d(20)]])));
        const r = settleTie(next, passes);
        if (r.done) return { type: 'cc.activate', payload: { carId: r.carId, tieRolls: passes } };
        who = r.next;
      }
    }
    return { type: 'cc.endGame', payload: { winnerIds: [] } };
  }
  const car = s.cars[s.activeCarId]!;
  const act = car.act!;
  const others = carsInPlay(s).filter((c) => c.id !== car.id);
  if (act.step === 'START') {
    const e = engineOf(car)!;
    if (!act.downShifted && e.st > 0 && tape.pick(4) === 0) {
      const k = tape.pick(e.st) + 1;
      return {
        type: 'cc.downShift',
        payload: { k, dice: Array.from({ length: downShiftDice(k, h) }, () => tape.d(20)) },
      };
    }
    const bonusST = tape.pick(4) === 0 ? tape.pick(3) : 0;
    let left = generated(car, bonusST);
    const alloc: Record<string, number> = {};
    for (const t of car.components) {
      const a = Math.min(left, tape.pick(allocationRoom(car, t) + 1));
      if (a) alloc[t.id] = a;
      left -= a;
    }
    return { type: 'cc.allocate', payload: { bonusST, alloc } };
  }
  const options: (() => Cmd | null)[] = [];
  for (const a of car.components)
    for (const b of car.components) {
      if (swapProblem(s, car, a.id, b.id, h) === null)
        options.push(() => ({ type: 'cc.swap', payload: { stTrackId: a.id, dtTrackId: b.id } }));
    }
  const rr = (n: number) =>
    rerollsAvailable(car) && tape.pick(2) === 0 ? [{ index: tape.pick(n), face: tape.d(20) }] : [];
  for (const w of car.components.filter((t) => attackActionsLeft(t) > 0)) {
    if (others.length)
      options.push(() => {
        const inRange = tape.pick(5) !== 0;
        const dice = inRange ? Array.from({ length: w.shots ?? 1 }, () => tape.d(20)) : [];
        return {
          type: 'cc.attack',
          payload: {
            weaponId: w.id,
            targetId: tape.one(others).id,
            inRange,
            dice,
            ...(inRange ? { rerolls: rr(dice.length) } : {}),
          },
        };
      });
  }
  const moving = act.move !== 'DONE' && maxMove(car) > 0;
  if (moving) {
    options.push(() => ({ type: 'cc.rough', payload: { inches: tape.pick(8) / 2, die: tape.d(20) } }));
    options.push(() => {
      const hasRam = car.components.some((t) => t.kind === 'ram');
      const outcome = tape.one([
        'normal',
        'braked',
        'blocked',
        others.length ? (hasRam ? 'rammed' : 'collided') : 'normal',
      ] as const);
      const min = 0;
      const payload: Payload = { outcome, distance: min + tape.pick(10) };
      if (outcome === 'braked')
        return { type: 'cc.moveEnd', payload: { outcome: 'braked', distance: 0, die: tape.d(20) } };
      if (outcome === 'collided' || outcome === 'rammed') payload.struckId = tape.one(others).id;
      if (outcome === 'rammed') Object.assign(payload, { dice: [tape.d(20)], rerolls: rr(1) });
      return { type: 'cc.moveEnd', payload };
    });
  }
  for (const t of car.components.filter((x) => x.kind === 'mines' && x.st > 0)) {
    if (moving || maxMove(car) === 0)
      options.push(() => ({ type: 'cc.layMines', payload: { trackId: t.id, count: tape.pick(t.st) + 1 } }));
  }
  for (const m of s.mines) {
    const victims = carsInPlay(s).filter((c) => mineProblem(s, m.id, c.id, h) === null);
    if (victims.length)
      options.push(() => ({
        type: 'cc.mine',
        payload: { mineId: m.id, carId: tape.one(victims).id, dice: [tape.d(20)] },
      }));
  }
  if (endActivationProblem(s, car) === null)
    options.push(
      () => ({ type: 'cc.endActivation', payload: {} }),
      () => ({ type: 'cc.endActivation', payload: {} }),
    );
  if (!options.length) return { type: 'cc.endGame', payload: { winnerIds: [] } };
  return tape.one(options)();
}
