// Moving (B7): moves, brakes, Nitro runs and the bike's free move start a MOVE on the pending
// queue; contacts on the way are rams (combat.ts); rw.moveEnd gives the facts at the end
// (edge left, off-road). Turning around ends an immobilization (R-33).

import { bool, oneOf, str } from '../core/check';
import { RuleError } from '../core/model';
import { takeNext } from '../core/pending';
import { actionProblem } from './actions';
import { place, pushPending, reveal, v } from './effects';
import { begin, type HandlerTable, knownFirst, need, type Payload, veh, wipeout } from './handler';
import { missionOf } from './mission';
import type { Pending, RwState } from './model';
import { canAct, gearOfKind, mayMelee, offRoadExempt } from './rules';

export const EXITS = ['NONE', 'END', 'BACK', 'SIDE'] as const;

function move(s: RwState, d: RwState, p: Payload): void {
  const car = veh(d, p.carId);
  const mode = oneOf(p.mode, ['MOVE', 'FREE_MOVE', 'BRAKE', 'NITRO'] as const, 'The move');
  need(actionProblem(s, car.id, mode));
  begin(d, car, mode);
  if (mode === 'FREE_MOVE') car.turn.freeMoveUsed = true;
  if (mode === 'NITRO') {
    if (!bool(p.onRoad, 'On the road')) throw new RuleError('Nitro is used only on the road.');
    const nitros = knownFirst(d, gearOfKind(d, car, 'NITRO'));
    const tokenId = p.tokenId === undefined ? (nitros[0] as string) : str(p.tokenId, 'The Nitro token');
    if (!nitros.includes(tokenId)) throw new RuleError('That Nitro is not aboard.');
    reveal(d, tokenId);
    place(d, tokenId, { at: 'DISCARDED' });
    car.turn.nitroUsed = true;
  }
  pushPending(d, { kind: 'MOVE', carId: car.id, mode, clock: null, stopped: false });
}

function moveEnd(d: RwState, p: Payload): void {
  // B12.7 Bridge Out ends a fallen Cop's move; journals from before that recorded its end: accept it.
  if (!d.pending.some((x) => x.kind === 'MOVE') && typeof p.carId === 'string' && d.vehicles[p.carId]?.destroyed)
    return;
  const { item: top, rest } = takeNext(
    d.pending,
    (x): x is Extract<Pending, { kind: 'MOVE' }> => x.kind === 'MOVE',
    'No move is under way.',
  );
  if (p.carId !== undefined && p.carId !== top.carId) throw new RuleError('Another vehicle’s move is under way.');
  const offRoad = bool(p.offRoad, 'Off-road');
  const exited = oneOf(p.exited ?? 'NONE', EXITS, 'The edge left by');
  d.pending = rest;
  const car = v(d, top.carId);
  if (exited === 'END') need(missionOf(d).exitProblem(d, car)); // B12.9: no exit before the last card
  if (exited !== 'NONE')
    car.offBoard = exited; // B10.7: gone for good
  else if (offRoad && !offRoadExempt(d, car)) pushPending(d, wipeout(car.id, 'OFF_ROAD')); // R-19
  const meleeMove =
    top.mode === 'MOVE' || top.mode === 'FREE_MOVE' || (top.mode === 'NITRO' && d.house.freeMeleeAfterNitro); // R-26, R-27
  if (meleeMove && canAct(car) && !car.immobilized && mayMelee(d, car)) d.freeMeleeFor = car.id;
}

const MOVE_WORDS: Record<string, string> = {
  MOVE: 'moves',
  FREE_MOVE: 'takes its free move',
  BRAKE: 'brakes',
  NITRO: 'fires its Nitro',
};

export const MOVEMENT = {
  'rw.move': {
    reduce: (d, p, s) => move(s, d, p),
    describe: (p, n) => `${n.car(p.carId)} ${MOVE_WORDS[p.mode as string] ?? 'moves'}`,
  },
  'rw.moveEnd': {
    reduce: (d, p) => moveEnd(d, p),
    describe: (p, n) => {
      const bits = [
        p.exited && p.exited !== 'NONE' ? `leaves by the ${String(p.exited).toLowerCase()} edge` : '',
        p.offRoad ? 'went off-road' : '',
      ].filter(Boolean);
      return `${p.carId ? n.car(p.carId) : 'The vehicle'} stops${bits.length ? `: ${bits.join(', ')}` : ''}`;
    },
  },
  'rw.turnAround': {
    reduce: (d, p, s) => {
      const car = veh(d, p.carId);
      need(actionProblem(s, car.id, 'TURN_AROUND'));
      begin(d, car, 'TURN_AROUND');
      car.immobilized = false;
    },
    describe: (p, n) => `${n.car(p.carId)} turns around`,
  },
} as const satisfies HandlerTable;
