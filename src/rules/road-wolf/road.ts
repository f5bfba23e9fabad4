// The Road (B9, B11): wipeout checks, rolled against the Road by an opponent, and the
// skid they start. The road turn's checklist and road cards (B11) are road-turn.ts.

import { int, str } from '../core/check';
import { RuleError } from '../core/model';
import { takeNext } from '../core/pending';
import { clockWords, skidClock, type WipeoutResult, wipeoutRow } from './data';
import { dealDamage, explode, pushPending, reveal, v } from './effects';
import type { HandlerTable, Payload } from './handler';
import { pool, wipeoutVerdict } from './log';
import { missionOf } from './mission';
import type { Pending, RwState } from './model';
import { contest, readFaces, readPool } from './pools';
import { ROAD_TURN } from './road-turn';
import { mayRerollDefence, remainingHits, rerollWhy, sameSide, stats, veteranActive } from './rules';

export const WIPEOUT_OUTCOMES = ['PASSED', 'SKID', 'SPIN', 'ROLL'] as const;
export type WipeoutOutcome = 'PASSED' | WipeoutResult;

function wipeoutCheck(d: RwState, p: Payload): void {
  const { item: top, rest } = takeNext(
    d.pending,
    (x): x is Extract<Pending, { kind: 'WIPEOUT' }> => x.kind === 'WIPEOUT',
    'No wipeout check is due.',
  );
  if (p.carId !== undefined && p.carId !== top.carId) throw new RuleError('Another vehicle’s wipeout check is due.');
  const car = v(d, top.carId);
  const heavyNote = stats(d, car).heavy ? 'a Heavy vehicle never rerolls on defence' : rerollWhy(d, car);
  const pool = readPool(
    p,
    'vehicle',
    Math.max(1, remainingHits(d, car)),
    mayRerollDefence(d, car),
    'The vehicle',
    heavyNote,
  );
  const road = readFaces(p.road, top.roadDice, 'The Road');
  if (p.roadPlayerId !== undefined) {
    const roadPlayer = str(p.roadPlayerId, 'The Road player');
    if (!d.seatOrder.includes(roadPlayer) || sameSide(d, roadPlayer, car.controllerId))
      throw new RuleError('An opponent of the vehicle’s controller plays the Road [R-28].');
  }
  const c = contest(pool.final, road);
  const rolled: WipeoutOutcome = c.winner === 'DEFENDER' ? wipeoutRow(c.overkill).result : 'PASSED'; // a tie holds the road
  const outcome = missionOf(d).wipeout(d, car, pool.final, rolled); // B12.8 hook: a mission may replace it
  if (p.result !== undefined && p.result !== outcome)
    throw new RuleError('The recorded wipeout result does not match the dice.');
  if (pool.reroll) reveal(d, car.driverSeat);
  d.pending = rest;
  if (outcome === 'EXPLODE') {
    if (p.skid !== undefined) throw new RuleError('No skid: the truck blew up [R-43].');
    explode(d, car); // B12.8: the explosion replaces the check's result
    return;
  }
  if (outcome === 'PASSED') {
    if (p.skid !== undefined) throw new RuleError('No skid: the vehicle held the road.');
    return;
  }
  let face = int(p.skid, 1, 6, 'The skid direction (D6)');
  if (p.skidReroll !== undefined) {
    // the skid die is never rerolled, unless the house rule allows a Veteran to.
    if (!d.house.skidReroll || !veteranActive(d, car))
      throw new RuleError('The skid direction is not rerolled [R-12].');
    face = int(p.skidReroll, 1, 6, 'The rerolled skid direction');
    reveal(d, car.driverSeat);
  }
  if (outcome === 'SPIN') car.immobilized = true; // first, so the skid's off-road check is void
  if (outcome === 'ROLL') dealDamage(d, car, 1);
  pushPending(d, { kind: 'MOVE', carId: car.id, mode: 'SKID', clock: skidClock(face), stopped: false });
}

export const ROAD = {
  'rw.wipeout': {
    reduce: (d, p) => wipeoutCheck(d, p),
    describe: (p, n) => {
      const skid =
        typeof p.skid === 'number'
          ? `; skid ${clockWords(skidClock((p.skidReroll as number | undefined) ?? p.skid))}`
          : '';
      return `${p.carId ? n.car(p.carId) : 'Vehicle'} wipeout check: ${pool(p, 'vehicle')} against the Road ${pool(p, 'road')} → ${wipeoutVerdict(p)}${skid}`;
    },
  },
  ...ROAD_TURN,
} as const satisfies HandlerTable;
