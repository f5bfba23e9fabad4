import { str } from '../../core/answers';
import { type Answers, applyDefaults, type Question } from '../../core/procedure';
import { missionOf } from '../mission';
import type { RwState, RwVehicle } from '../model';
import { allVehicles, isObject, onBoard, ramAttackDice, rerollOffered, stats } from '../rules';

import { carName, ownerName, ownerSeat, type RwCtx } from './ctx';
import {
  contestQuestions,
  contestReason,
  missing,
  type PoolSpec,
  preview,
  ramDefencePool,
  readPool,
  rerollPayload,
  rwKit,
} from './kit';

// ---- ram (B8.1) -------------------------------------------------------------------------------

interface RamSetup {
  source: string;
  attackerId: string | null;
  objectSize: number;
  defenderId: string;
  att: PoolSpec;
  def: PoolSpec;
}

export function ramOthers(s: RwState): { label: string; ids: string[]; role: 'defender' | 'attacker' } | null {
  const top = s.pending[0];
  const onBoardIds = allVehicles(s).filter((v) => onBoard(s, v));
  if (top?.kind === 'MOVE') {
    // Issue 41 (B12.9): a vehicle the mission forbids this one to ram (a Courier's fellow Courier)
    // is not offered, rather than refused once every die is typed (combat.ts asks the same).
    const mover = s.vehicles[top.carId] as RwVehicle;
    const m = missionOf(s);
    const ids = onBoardIds
      .filter(
        (v) =>
          v.id !== top.carId &&
          !m.attackProblem(s, mover.controllerId, v) &&
          !m.attackProblem(s, v.controllerId, mover),
      )
      .map((v) => v.id);
    return top.mode === 'BRAKE'
      ? { label: 'What did it back into?', ids, role: 'attacker' }
      : { label: 'What did it hit?', ids, role: 'defender' };
  }
  if (!top && s.phase === 'ROAD_TURN')
    return {
      label: 'Which vehicle did the object hit?',
      ids: onBoardIds.filter((v) => !v.destroyed).map((v) => v.id),
      role: 'defender',
    };
  return null;
}

function ramSetup(s: RwState, ctx: RwCtx, a: Answers): RamSetup | null {
  const top = s.pending[0];
  const other = str(a, 'other');
  if (!other || !s.vehicles[other]) return null;
  let attackerId: string | null;
  let defenderId: string;
  let objectSize = 0;
  let source: string;
  if (top?.kind === 'MOVE') {
    source = top.mode;
    [attackerId, defenderId] = top.mode === 'BRAKE' ? [other, top.carId] : [top.carId, other];
  } else {
    source = 'OBJECT';
    defenderId = other;
    const obj = str(a, 'object');
    if (!obj) return null;
    attackerId = obj.startsWith('card') ? null : obj;
    objectSize = obj === 'card1' ? 1 : obj === 'card2' ? 2 : 0;
  }
  const attacker = attackerId ? (s.vehicles[attackerId] as RwVehicle) : null;
  const defender = s.vehicles[defenderId] as RwVehicle;
  const asObject = attacker !== null && (source === 'OBJECT' || (source === 'BRAKE' && isObject(attacker)));
  const count = attacker
    ? asObject
      ? stats(s, attacker).size
      : ramAttackDice(s, attacker, source === 'NITRO')
    : objectSize;
  return {
    source,
    attackerId,
    objectSize,
    defenderId,
    att: {
      id: 'att',
      label: attacker ? `${carName(ctx, attacker.id)} rams` : `Size-${objectSize} object`,
      count,
      roller: attacker ? ownerName(s, ctx, attacker.id) : 'anyone',
      player: attacker ? ownerSeat(s, ctx, attacker.id) : undefined,
      canReroll: attacker !== null && !asObject && rerollOffered(s, attacker, 'ATTACK'),
    },
    def: ramDefencePool(s, ctx, defender),
  };
}

export const ramProcedure = rwKit.define({
  id: 'rw.ram',
  title: 'Ram',
  ask(s, ctx, a) {
    const others = ramOthers(s);
    if (!others) return [];
    const qs: Question[] = [];
    if (!s.pending[0]) {
      const objects = allVehicles(s).filter((v) => onBoard(s, v) && isObject(v));
      qs.push({
        kind: 'choice',
        id: 'object',
        label: 'What drifted into it?',
        options: [
          ...objects.map((v) => ({ value: v.id, label: carName(ctx, v.id) })),
          { value: 'card1', label: 'Debris card (size 1)' },
          { value: 'card2', label: 'Wreck card (size 2)' },
        ],
      });
    }
    qs.push({ kind: 'car', id: 'other', label: others.label, carIds: others.ids });
    const r = ramSetup(s, ctx, a);
    if (r) qs.push(...contestQuestions(r.att, r.def, a));
    return qs;
  },
  resolve(s, ctx, a0) {
    if (!ramOthers(s)) return { error: 'A ram happens during a move, brake, Nitro run or skid, or in the road turn.' };
    const a = applyDefaults(this.ask(s, ctx, a0), a0);
    const m = missing(this, s, ctx, a);
    if (m) return { error: m };
    const r = ramSetup(s, ctx, a)!;
    const att = readPool(r.att, a)!;
    const def = readPool(r.def, a)!;
    const c = contestReason(att.final, def.final, 'the rammer', 'the target');
    const payload = {
      ...(r.attackerId ? { attackerId: r.attackerId } : { objectSize: r.objectSize }),
      defenderId: r.defenderId,
      attack: att.rolled,
      ...rerollPayload('attack', att),
      defence: def.rolled,
      ...rerollPayload('defence', def),
      result: { winner: c.winner, overkill: c.overkill },
    };
    const reasons = [
      `${r.att.label} with ${r.att.count} ${r.att.count === 1 ? 'die' : 'dice'}${r.source === 'NITRO' ? ' (Nitro +1)' : ''}; ${r.def.label} with ${r.def.count}.`,
      c.text,
    ];
    return preview(
      s,
      ctx,
      { type: 'rw.ram', payload },
      `Ram: ${c.winner === 'TIE' ? 'no winner' : `${c.winner === 'ATTACKER' ? 'rammer' : 'target'} wins, overkill ${c.overkill}`}`,
      reasons,
    );
  },
});
