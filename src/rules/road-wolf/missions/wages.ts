// B12.8 THE WAGES OF FEAR: the Explosives (14 points) field two Explosives Trucks; a truck
// blows up on ram-type damage (effects.ts dealDamage) or a 1 among its final wipeout dice (the
// wipeout hook), is destroyed, and every vehicle the table names within 1 stick is rammed with 6
// dice (rw.blast, then rw.blastEnd). A truck of theirs off the far end in one piece wins for the
// Explosives; both trucks destroyed, captured or gone by the back or a side, for the Raiders.
import { RuleError } from '../../core/model';
import { takeNext } from '../../core/pending';
import { ramContest } from '../combat';
import { type HandlerTable, type Payload, veh } from '../handler';
import { pool, verdict } from '../log';
import type { Mission } from '../mission';
import type { Pending, RwState } from '../model';
import { onBoard, stats } from '../rules';
import { fromCatalogue, withSides } from './base';
import { captured, controllingSide, decide, roleSide, vehiclesOfRole } from './common';

export const BLAST_DICE = 6;

type Blast = Extract<Pending, { kind: 'BLAST' }>;
const isBlast = (x: Pending): x is Blast => x.kind === 'BLAST';

export function explosiveTrucks(s: RwState) {
  return vehiclesOfRole(s, 'EXPLOSIVES').filter((v) => v.typeId === 'explosive_truck');
}

/** Why `defenderId` cannot be caught in the blast now, or null. */
export function blastProblem(s: RwState, defenderId: string): string | null {
  const top = s.pending[0];
  if (top?.kind !== 'BLAST') return 'No blast is under way.';
  const def = s.vehicles[defenderId];
  if (!def || !onBoard(s, def) || def.destroyed) return 'A blast rams vehicles on the board, not wrecks.';
  if (def.id === top.carId) return 'The truck itself is already destroyed.';
  if (top.hit.includes(def.id)) return 'That vehicle has been caught in this blast already.';
  return null;
}

function blast(d: RwState, p: Payload, s: RwState): void {
  const defender = veh(d, p.defenderId, 'vehicle in the blast');
  const problem = blastProblem(s, defender.id);
  if (problem) throw new RuleError(problem);
  (d.pending[0] as Blast).hit.push(defender.id);
  ramContest(d, p, null, true, BLAST_DICE, defender); // an explosion: no reroll, never wipes out; a truck it damages explodes too
}

function blastEnd(d: RwState): void {
  const { rest } = takeNext(d.pending, isBlast, 'No blast is under way, or finish what it set off first.');
  d.pending = rest;
}

export const WAGES_COMMANDS = {
  'rw.blast': {
    reduce: (d, p, s) => blast(d, p, s),
    describe: (p, n) =>
      `The blast rams ${n.car(p.defenderId)}: ${pool(p, 'attack')} against ${pool(p, 'defence')}, ${verdict(p, 'blast', 'vehicle')}`,
  },
  'rw.blastEnd': {
    reduce: (d) => blastEnd(d),
    describe: () => 'No more vehicles within a stick of the blast',
  },
} as const satisfies HandlerTable;

export const WAGES_OF_FEAR: Mission = {
  ...fromCatalogue('WAGES_OF_FEAR'),
  buyable: (s, playerId) => (roleSide(s, 'EXPLOSIVES')?.players.includes(playerId) ? ['explosive_truck'] : []),
  forceIssues: (s) => {
    const n = explosiveTrucks(s).length;
    const errors =
      n < 2 ? [{ spec: 'B12.8', message: `The Explosives must field two Explosives Trucks (${n} so far).` }] : [];
    const warnings = n > 2 ? [{ spec: 'B12.8', message: `${n} Explosives Trucks: the mission names two.` }] : [];
    return withSides(s, 'WAGES_OF_FEAR', { errors, warnings });
  },
  // a 1 among the truck's final wipeout dice: it explodes instead of the check's result.
  wipeout: (s, v, faces, outcome) => (stats(s, v).explosive && faces.includes(1) ? 'EXPLODE' : outcome),
  victory: (s) => {
    const explosives = roleSide(s, 'EXPLOSIVES');
    const raiders = roleSide(s, 'RAIDERS');
    const trucks = explosiveTrucks(s);
    if (!explosives || !raiders || trucks.length === 0) return null;
    return decide([
      trucks.some(
        (t) => t.offBoard === 'END' && !t.drifted && !t.destroyed && controllingSide(s, t) === explosives.id,
      ) && { side: explosives.id, why: 'An Explosives Truck got its load off the far end.' },
      trucks.every((t) => t.destroyed || captured(s, t) || t.offBoard === 'BACK' || t.offBoard === 'SIDE') && {
        side: raiders.id,
        why: 'Both Explosives Trucks are destroyed, taken or lost.',
      },
    ]);
  },
};
