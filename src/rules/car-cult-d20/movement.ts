// The move (B8.7): events the table reports as they happen (rough terrain, mines laid), then
// one final report: a normal move, braking, blocking terrain, a collision, or a ram.

import { int, oneOf, str } from '../core/check';
import { isValidFace } from '../core/dice';
import { RuleError } from '../core/model';
import { flip } from '../core/track';
import { applyAttack, d20s, rerollList, rerollsFor, rollAttack } from './combat';
import { checkCar, queueDT } from './damage';
import { TARGET } from './data';
import { activeCar, carOf, type HandlerTable, need, newDamageTokens, plural, setCounts, trackOn } from './handler';
import type { CcActivation, CcTrack } from './model';
import { brakingOpponent, ends, engineOf, inchCount, inPlay, maxMove, minMove, moveProblem } from './rules';

const inches = (x: unknown, what: string): number => {
  if (typeof x !== 'number' || !Number.isFinite(x) || x < 0 || x > 500)
    throw new RuleError(`${what} must be a number of inches, 0 or more.`);
  return x;
};

const d20 = (x: unknown): number => {
  if (typeof x !== 'number' || !isValidFace(x, 20)) throw new RuleError('A D20 shows 1 to 20.');
  return x;
};

export const OUTCOMES = ['normal', 'braked', 'blocked', 'collided', 'rammed'] as const;

export const MOVEMENT: HandlerTable = {
  'cc.rough': {
    reduce(d, p, ctx) {
      const car = activeCar(d);
      need(moveProblem(d, car));
      if (maxMove(car) === 0) throw new RuleError('This car is not moving [CC-A28].');
      const n = inchCount(inches(p.inches, 'The rough stretch'), ctx.h);
      const die = d20(p.die);
      car.act!.move = 'MOVING';
      car.act!.acted = true;
      // B8.7.3 [CC-A22]: D20 − inches through the piece, 10+ unharmed; else 1 DT by the owner.
      if (die - n < TARGET) queueDT(d, car.id, [car.playerId], 'rough');
    },
    describe: (p, _n, at) => {
      const dts = newDamageTokens(at, at.before?.activeCarId);
      const outcome = dts === null ? '' : dts ? `${plural(dts, 'Damage Token')}, ` : 'no damage, ';
      return `${at.who ? `${at.who} crosses rough terrain` : 'Rough terrain'}, ${String(p.inches)}": ${outcome}D20 ${String(p.die)}`;
    },
  },
  'cc.layMines': {
    reduce(d, p) {
      const car = activeCar(d);
      if (car.act!.step !== 'ACT') throw new RuleError('Allocate the Speed Tokens before laying mines.');
      if (d.pending.length) throw new RuleError('Finish what is waiting first.');
      if (car.act!.move === 'DONE' && maxMove(car) > 0) throw new RuleError('Mines are laid during the move [B8.11].');
      const t = trackOn(car, str(p.trackId, 'The mines card'));
      if (t.kind !== 'mines') throw new RuleError(`${t.name} lays no mines.`);
      const count = int(p.count, 1, t.n, 'Mines laid');
      if (count > t.st) throw new RuleError(`${t.name} has ${plural(t.st, 'Speed Token')}: one mine each [CC-A26].`);
      if (maxMove(car) > 0 && car.act!.move === 'NOT_STARTED') car.act!.move = 'MOVING';
      car.act!.acted = true;
      for (let i = 0; i < count; i++) {
        d.nextId += 1;
        const id = `mine${d.nextId}`;
        d.mines.push({
          id,
          ownerPlayerId: car.playerId,
          ownerCarId: car.id,
          trackId: t.id,
          laidInRound: d.round,
          armedForOwnerCar: false,
        });
        car.act!.minesPlacedThisActivation.push(id);
        // CC-A26: the ST becomes a DT on the card for good (forced, armour-first does not apply).
        if (inPlay(car)) {
          setCounts(t, flip(ends(t), 'START'));
          checkCar(d, car);
        }
      }
    },
    describe: (p, n, at) =>
      `${at.who ? `${at.who} lays ` : ''}${plural(Number(p.count), 'mine')} ${at.who ? 'from' : 'laid from'} ${n.track(p.trackId)}: put the markers along the route`,
  },
  'cc.moveEnd': {
    reduce(d, p, ctx) {
      const car = activeCar(d);
      need(moveProblem(d, car));
      const act = car.act as CcActivation;
      if (maxMove(car) === 0) throw new RuleError('This car has no move to report [CC-A28].');
      const outcome = oneOf(p.outcome, OUTCOMES, 'How the move ended');
      const e = engineOf(car) as CcTrack;
      const min = minMove(car, ctx.h); // read before any change (B8.7.4 step 2)
      act.move = 'DONE';
      act.acted = true;
      if (outcome === 'normal') return;
      const moved = inches(p.distance, 'The distance moved');
      const short = inchCount(Math.max(0, min - moved), ctx.h);
      if (outcome === 'braked') {
        // B8.7.2 [CC-A21]: no roll when the minimum is 0.
        if (min === 0) return;
        if (moved >= min) throw new RuleError(`${moved}" is not short of the ${min}" minimum: that is a normal move.`);
        const die = d20(p.die);
        if (die - short >= TARGET) return;
        let opp: string | undefined;
        if (ctx.h.brakingOpponent === 'owner_chooses' && ctx.setup.players.length > 2) {
          opp = str(p.opponentId, 'The opponent');
          if (opp === car.playerId || !ctx.setup.players.some((x) => x.id === opp))
            throw new RuleError('Name another player.');
        } else opp = brakingOpponent(d, ctx.setup, car.playerId);
        if (opp) queueDT(d, car.id, [opp], 'braking', true);
        return;
      }
      if (outcome === 'rammed') {
        const ram = car.components.find((t) => t.kind === 'ram');
        if (!ram) throw new RuleError('Only a car with a reinforced ram rams; report a collision.');
        const struck = carOf(d, str(p.struckId, 'The model hit'));
        if (struck.id === car.id || !inPlay(struck)) throw new RuleError('Pick a car still in play.');
        const dice = d20s(p.dice);
        if (dice.length !== 1) throw new RuleError('A ram attack rolls one D20.');
        const rerolls = rerollList(p.rerolls);
        // B8.7.6 [CC-A25]: stops at contact, keeps its engine ST, damage = those ST.
        const roll = rollAttack(
          ctx.before,
          ctx.h,
          car.playerId,
          ctx.before.cars[struck.id]!,
          ram.blast ?? 10,
          e.st,
          dice,
          rerolls,
        );
        rerollsFor(car, dice, rerolls);
        applyAttack(d, roll, car.playerId, struck, car, rerolls.length);
        return;
      }
      // B8.7.4 / B8.7.5 [CC-A23][CC-A24]: stop, engine ST cleared, 1 DT per whole inch short.
      if (outcome === 'collided' && car.components.some((t) => t.kind === 'ram'))
        throw new RuleError('This car has a reinforced ram: report a ram.');
      e.st = 0;
      if (short > 0)
        queueDT(
          d,
          car.id,
          Array.from({ length: short }, () => car.playerId),
          'blocked',
        );
      if (outcome === 'collided') {
        const struck = carOf(d, str(p.struckId, 'The model hit'));
        if (struck.id === car.id || !inPlay(struck)) throw new RuleError('Pick a car still in play.');
        const k = ctx.h.struckModelDT === 'none' ? 0 : ctx.h.struckModelDT === 'one' ? 1 : short;
        if (k > 0)
          queueDT(
            d,
            struck.id,
            Array.from({ length: k }, () => struck.playerId),
            'collision',
          );
      }
    },
    describe: (p, n, at) => {
      const o = String(p.outcome);
      const dist = typeof p.distance === 'number' ? ` after ${p.distance}"` : '';
      const who = at.who ?? '';
      const line = (verb: string, bare: string) => (who ? `${who} ${verb}` : bare);
      if (o === 'normal') return line('ends its move', 'Move done');
      if (o === 'braked')
        return `${line('brakes', 'Braked')}${dist}${typeof p.die === 'number' ? `: D20 ${p.die}` : ''}`;
      if (o === 'blocked') return `${line('is stopped by blocking terrain', 'Stopped by blocking terrain')}${dist}`;
      if (o === 'collided') return `${line('hits', 'Hit')} ${n.car(p.struckId)}${dist}`;
      return `${line('rams', 'Rammed')} ${n.car(p.struckId)}${dist}: D20 ${Array.isArray(p.dice) ? (p.dice as number[]).join(', ') : '?'}`;
    },
  },
};
