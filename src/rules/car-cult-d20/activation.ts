// One car's activation (B8.1-B8.6, B8.2 step 8): who goes next, clearing the non-engine ST, the
// down shift, generation and allocation, Fanatical Fixer swaps, and the end.

import { int, list, record, str } from '../core/check';
import { isValidFace } from '../core/dice';
import { RuleError } from '../core/model';
import { parsePasses, passesLogText } from '../core/roll-off';
import { flip } from '../core/track';
import { forcedDT } from './damage';
import { TARGET } from './data';
import {
  activeCar,
  carOf,
  type HandlerTable,
  type LogNames,
  need,
  type Payload,
  plural,
  setCounts,
  trackOn,
} from './handler';
import type { CcActivation, CcTrack } from './model';
import {
  allocationProblem,
  downShiftDice,
  endActivationProblem,
  ends,
  engineOf,
  generated,
  nextActivation,
  settleTie,
  swapProblem,
  TIE_SPEC,
} from './rules';

function newActivation(): CcActivation {
  return {
    step: 'START',
    downShifted: 0,
    downShiftDice: [],
    generated: 0,
    bonusST: 0,
    wasted: 0,
    stAddedToEngine: 0,
    move: 'NOT_STARTED',
    acted: false,
    minesPlacedThisActivation: [],
  };
}

/**
 * An allocation's payload as its log lines read it: the cards given Speed Tokens, all of one car
 * (the active car's, named once), and the generation bonus. Never throws (an imported game).
 */
function allocated(p: Payload, n: LogNames): { car: string | null; a: [string, number][]; bonus: string } {
  const a =
    typeof p.alloc === 'object' && p.alloc
      ? Object.entries(p.alloc as Record<string, number>).filter(([, v]) => v > 0)
      : [];
  return {
    car: a[0] ? n.trackParts(a[0][0]).car : null,
    a,
    bonus: Number(p.bonusST) ? ` (bonus ${String(p.bonusST)})` : '',
  };
}

export const ACTIVATION: HandlerTable = {
  'cc.activate': {
    reduce(d, p, ctx) {
      if (d.phase !== 'round') throw new RuleError('Cars activate during a round.');
      if (d.activeCarId) throw new RuleError('Another car is still activating.');
      if (d.pending.length) throw new RuleError('Finish what is waiting first.');
      const carId = str(p.carId, 'The car');
      const next = nextActivation(d, ctx.setup);
      if (next.kind === 'NONE') throw new RuleError('No car is left to activate this round.');
      if (next.kind === 'CAR') {
        if (p.tieRolls !== undefined && !(Array.isArray(p.tieRolls) && p.tieRolls.length === 0))
          throw new RuleError('No tie to roll: the order is settled [CC-A01].');
        if (next.carId !== carId)
          throw new RuleError('Another car activates first: most engine Speed Tokens go first [CC-A01].');
      } else {
        const r = settleTie(next, parsePasses(p.tieRolls ?? [], TIE_SPEC));
        if (!r.done)
          throw new RuleError(
            `Tied for most engine Speed Tokens: a D20 for ${r.next.length} car${r.next.length === 1 ? '' : 's'} first [CC-A01].`,
          );
        if (r.carId !== carId) throw new RuleError('The tie rolls pick another car [CC-A01].');
        Object.assign(d.tieRolls, r.tieRolls);
      }
      const car = carOf(d, carId);
      // B8.2 steps 1-2 [CC-A08]: fresh activation, re-rolls and swaps reset, non-engine ST cleared.
      d.activeCarId = car.id;
      car.act = newActivation();
      car.rerollsSpent = 0;
      car.swapsSpent = 0;
      for (const t of car.components) {
        if (t.kind !== 'engine') t.st = 0;
        if (t.kind === 'weapon') t.actionsUsed = 0;
      }
    },
    describe: (p, n) => {
      const ties = passesLogText(p.tieRolls, (id) => n.car(id));
      return `${n.car(p.carId)} activates${ties ? ` (tie rolls: ${ties})` : ''}`;
    },
  },
  'cc.downShift': {
    reduce(d, p, ctx) {
      const car = activeCar(d);
      const act = car.act as CcActivation;
      if (act.step !== 'START') throw new RuleError('A down shift comes only at the start of the activation [CC-A04].');
      if (act.downShifted > 0) throw new RuleError('This car has already down shifted.');
      const e = engineOf(car) as CcTrack;
      const k = int(p.k, 1, Math.max(1, e.st), 'Speed Tokens to remove');
      if (k > e.st) throw new RuleError('The engine has no Speed Token to remove.');
      const count = downShiftDice(k, ctx.h);
      const dice = list(p.dice, 'The dice', (v) => {
        if (typeof v !== 'number' || !isValidFace(v, 20)) throw new RuleError('A D20 shows 1 to 20.');
        return v;
      });
      if (dice.length !== count)
        throw new RuleError(`Removing ${plural(k, 'Speed Token')} takes ${plural(count, 'D20')} [CC-A03].`);
      // B8.3: the ST come off first, so every failure finds an empty engine AZ.
      e.st -= k;
      act.downShifted = k;
      act.downShiftDice = dice;
      for (const f of dice) if (f < TARGET && car.status === 'in_play') forcedDT(d, car, e);
    },
    describe: (p, _n, at) => {
      const dice = Array.isArray(p.dice) ? (p.dice as number[]) : [];
      const fails = dice.filter((f) => f < TARGET).length;
      return `${at.who ? `${at.who} shifts down` : 'Down shift'} ${String(p.k)}${dice.length ? `: D20 ${dice.join(', ')}, ${fails ? `${plural(fails, 'Damage Token')} on the engine` : 'no damage'}` : ' (free)'}`;
    },
  },
  'cc.allocate': {
    reduce(d, p) {
      const car = activeCar(d);
      const act = car.act as CcActivation;
      if (act.step !== 'START') throw new RuleError('This activation has already allocated its Speed Tokens.');
      const bonusST = int(p.bonusST ?? 0, 0, 20, 'Bonus Speed Tokens');
      const raw = record(p.alloc, 'allocation');
      const alloc: Record<string, number> = {};
      for (const [id, v] of Object.entries(raw)) alloc[id] = int(v, 0, 20, 'Speed Tokens on a card');
      need(allocationProblem(car, alloc, bonusST));
      const g = generated(car, bonusST);
      let total = 0;
      for (const [id, a] of Object.entries(alloc)) {
        const t = trackOn(car, id);
        t.st += a;
        total += a;
        if (t.kind === 'engine') act.stAddedToEngine += a;
      }
      act.generated = g;
      act.bonusST = bonusST;
      act.wasted = g - total; // CC-A13: unallocated ST are lost
      act.step = 'ACT';
    },
    describe: (p, n) => {
      const { car, a, bonus } = allocated(p, n);
      return car
        ? `${car}'s Speed Tokens: ${a.map(([id, v]) => `${v} on ${n.trackParts(id).card}`).join(', ')}${bonus}`
        : `Speed Tokens allocated: none${bonus}`;
    },
    // The Undo button's three lines at 360 px hold about 40 letters: the car and the count. The
    // cards ("1 on Street car, 1 on Machine gun, …") are in the log line, its description.
    short: (p, n) => {
      const { car, a } = allocated(p, n);
      return car
        ? `${car}'s ${plural(
            a.reduce((s, [, v]) => s + (Number(v) || 0), 0),
            'Speed Token',
          )}`
        : 'Speed Tokens: none';
    },
  },
  'cc.swap': {
    reduce(d, p, ctx) {
      const car = activeCar(d);
      const stId = str(p.stTrackId, 'The Speed Token’s card');
      const dtId = str(p.dtTrackId, 'The Damage Token’s card');
      need(swapProblem(d, car, stId, dtId, ctx.h));
      const a = trackOn(car, stId);
      const b = trackOn(car, dtId);
      // B8.6: an ST and a DT trade places; both tracks re-pack; the DT total never changes.
      setCounts(a, flip(ends(a), 'START'));
      setCounts(b, flip(ends(b), 'END'));
      if (b.kind === 'engine' && ctx.h.swapsCountTowardAccel) (car.act as CcActivation).stAddedToEngine += 1;
      car.swapsSpent += 1;
    },
    describe: (p, n, at) =>
      `${at.who ? `${at.who}’s Fixer swaps` : 'Fixer swap'}: a Speed Token from ${n.track(p.stTrackId)} trades places with a Damage Token on ${n.track(p.dtTrackId)}`,
  },
  'cc.endActivation': {
    reduce(d) {
      const car = d.activeCarId ? d.cars[d.activeCarId] : undefined;
      need(endActivationProblem(d, car));
      const c = car!;
      c.activated = true;
      d.activeCarId = null;
      // CC-A26: mines laid in this activation can now catch their own car.
      for (const m of d.mines) if (c.act!.minesPlacedThisActivation.includes(m.id)) m.armedForOwnerCar = true;
    },
    describe: (_p, _n, at) => (at.who ? `${at.who}’s activation ends` : 'Activation ends'),
  },
};
