// A random Road Wolf table for property tests: one plausible next command from any state (what
// the pending stack needs, a legal action, or End turn), with dice and choices from a tape.

import { actionProblem } from '../../../src/rules/road-wolf/actions';
import { WEAPON_DICE } from '../../../src/rules/road-wolf/data';
import type { RwState, RwVehicle } from '../../../src/rules/road-wolf/model';
import { contest } from '../../../src/rules/road-wolf/pools';
import {
  allVehicles,
  ambushTokens,
  attackTargets,
  casualtyCandidates,
  currentPlayer,
  isObject,
  mayRerollAttack,
  mayRerollDefence,
  meleeAttackDice,
  meleeDefenceDice,
  onBoard,
  ramAttackDice,
  ramDefenceDice,
  ramProblem,
  remainingHits,
  shootDefenceDice,
  shotgunsReady,
  spikesAttackDice,
  spikesTargets,
  stats,
  takeoverTargets,
  wipeoutDice,
} from '../../../src/rules/road-wolf/rules';
import type { Cmd, Tape } from '../kit-helpers';
import type { Payload } from './helpers';

/** An optional Veteran reroll, as the table might choose it. */
function reroll(tape: Tape, faces: number[], allowed: boolean): Payload {
  return allowed && faces.length && tape.pick(3) === 0
    ? { index: tape.pick(faces.length), newFace: tape.pick(6) + 1 }
    : {};
}

function pool(tape: Tape, key: string, n: number, allowed: boolean): Payload {
  const faces = tape.dice(n);
  const r = reroll(tape, faces, allowed);
  return { [key]: faces, ...(Object.keys(r).length ? { [`${key}Reroll`]: r } : {}) };
}

export function finalOf(p: Payload, key: string): number[] {
  const f = [...(p[key] as number[])];
  const r = p[`${key}Reroll`] as { index: number; newFace: number } | undefined;
  if (r) f[r.index] = r.newFace;
  return f;
}

/** Random legal casualties: passengers in any order, then the driver. */
function losses(tape: Tape, v: RwVehicle, n: number): string[] {
  const out: string[] = [];
  let left = { ...v, passengers: [...v.passengers] };
  for (let k = 0; k < n; k++) {
    const c = casualtyCandidates(left);
    if (!c.length) break;
    const id = tape.one(c);
    out.push(id);
    left = {
      ...left,
      passengers: left.passengers.filter((x) => x !== id),
      driverSeat: left.driverSeat === id ? null : left.driverSeat,
    };
  }
  return out;
}

/** One plausible next command: what the pending stack needs, or a legal action, or End turn. */
export function nextCommand(s: RwState, tape: Tape): Cmd {
  const top = s.pending[0];
  const vs = allVehicles(s);
  if (top?.kind === 'WIPEOUT') {
    const v = s.vehicles[top.carId]!;
    const p: Payload = {
      ...pool(tape, 'vehicle', wipeoutDice(s, v), mayRerollDefence(s, v)),
      road: tape.dice(top.roadDice),
    };
    if (contest(finalOf(p, 'vehicle'), p.road as number[]).winner === 'DEFENDER') p.skid = tape.pick(6) + 1;
    return { type: 'rw.wipeout', payload: p };
  }
  if (top?.kind === 'MOVE') {
    const mover = s.vehicles[top.carId]!;
    const others = vs.filter((v) => v.id !== mover.id && onBoard(s, v));
    if (others.length && ramProblem(s) === null && tape.pick(3) === 0) {
      const other = tape.one(others);
      const [att, def] = top.mode === 'BRAKE' ? [other, mover] : [mover, other];
      const asObject = top.mode === 'BRAKE' && isObject(att);
      const aDice = asObject ? stats(s, att).size : ramAttackDice(s, att, top.mode === 'NITRO');
      return {
        type: 'rw.ram',
        payload: {
          attackerId: att.id,
          defenderId: def.id,
          ...pool(tape, 'attack', aDice, !asObject && mayRerollAttack(s, att)),
          ...pool(tape, 'defence', ramDefenceDice(s, def), !def.destroyed && mayRerollDefence(s, def)),
        },
      };
    }
    return {
      type: 'rw.moveEnd',
      payload: { offRoad: tape.pick(3) === 0, exited: tape.pick(25) === 0 ? 'END' : 'NONE' },
    };
  }
  if (s.phase === 'ROAD_TURN') return { type: 'rw.endTurn', payload: {} };
  const me = currentPlayer(s)!;
  const options: (() => Cmd)[] = [() => ({ type: 'rw.endTurn', payload: {} })];
  const amb = ambushTokens(s, me);
  if (amb.length && attackTargets(s, null).length) {
    options.push(() => {
      const t = s.vehicles[tape.one(attackTargets(s, null))]!;
      const p: Payload = {
        playerId: me,
        tokenId: amb[0],
        targetId: t.id,
        launch: 'BOARD_END',
        attack: tape.dice(2),
        ...pool(tape, 'defence', shootDefenceDice(s, t), mayRerollDefence(s, t)),
      };
      const c = contest(p.attack as number[], finalOf(p, 'defence'));
      return {
        type: 'rw.ambush',
        payload: { ...p, ...(c.winner === 'ATTACKER' && c.overkill ? { losses: losses(tape, t, c.overkill) } : {}) },
      };
    });
  }
  for (const v of vs.filter((x) => x.controllerId === me)) {
    const ok = (a: Parameters<typeof actionProblem>[2]) => actionProblem(s, v.id, a) === null;
    for (const mode of ['MOVE', 'FREE_MOVE', 'BRAKE'] as const)
      if (ok(mode)) options.push(() => ({ type: 'rw.move', payload: { carId: v.id, mode } }));
    if (ok('NITRO')) options.push(() => ({ type: 'rw.move', payload: { carId: v.id, mode: 'NITRO', onRoad: true } }));
    if (ok('TURN_AROUND')) options.push(() => ({ type: 'rw.turnAround', payload: { carId: v.id } }));
    if (ok('REPAIR'))
      options.push(() => ({
        type: 'rw.repair',
        payload: { carId: v.id, free: false, ...pool(tape, 'dice', 1, mayRerollAttack(s, v)) },
      }));
    if (ok('MECHANIC_REPAIR'))
      options.push(() => ({ type: 'rw.repair', payload: { carId: v.id, free: true, dice: tape.dice(2) } }));
    const targets = attackTargets(s, v.id);
    for (const free of [false, true]) {
      if (targets.length && ok(free ? 'FREE_MELEE' : 'MELEE')) {
        options.push(() => {
          const t = s.vehicles[tape.one(targets)]!;
          const p: Payload = {
            attackerId: v.id,
            defenderId: t.id,
            free,
            ...pool(tape, 'attack', meleeAttackDice(s, v), mayRerollAttack(s, v)),
            ...pool(tape, 'defence', meleeDefenceDice(s, t), mayRerollDefence(s, t)),
          };
          const c = contest(finalOf(p, 'attack'), finalOf(p, 'defence'));
          if (c.overkill && c.winner === 'ATTACKER') p.defenderLosses = losses(tape, t, c.overkill);
          if (c.overkill && c.winner === 'DEFENDER') p.attackerLosses = losses(tape, v, c.overkill);
          return { type: 'rw.melee', payload: p };
        });
      }
    }
    const weapons = [
      ...(shotgunsReady(s, v).length ? ['SHOTGUN'] : []),
      ...(v.gear.some((t) => s.tokens[t]?.kind === 'MOLOTOV') ? ['MOLOTOV'] : []),
    ] as ('SHOTGUN' | 'MOLOTOV')[];
    for (const free of [false, true]) {
      const ws = free ? ['BASIC' as const, ...weapons] : weapons;
      if (targets.length && ws.length && ok(free ? 'GUNNER_SHOT' : 'SHOOT')) {
        options.push(() => {
          const t = s.vehicles[tape.one(targets)]!;
          const weapon = tape.one(ws);
          const p: Payload = {
            attackerId: v.id,
            targetId: t.id,
            weapon,
            free,
            ...pool(tape, 'attack', WEAPON_DICE[weapon], !free && mayRerollAttack(s, v)),
            ...pool(tape, 'defence', shootDefenceDice(s, t), mayRerollDefence(s, t)),
          };
          const c = contest(finalOf(p, 'attack'), finalOf(p, 'defence'));
          if (c.overkill && c.winner === 'ATTACKER') p.losses = losses(tape, t, c.overkill);
          return { type: 'rw.shoot', payload: p };
        });
      }
    }
    const enemies = spikesTargets(s, v.id);
    if (enemies.length && ok('SPIKES')) {
      options.push(() => {
        const t = s.vehicles[tape.one(enemies)]!;
        return {
          type: 'rw.spikes',
          payload: {
            attackerId: v.id,
            targetId: t.id,
            ...pool(tape, 'attack', spikesAttackDice(s, t), mayRerollAttack(s, v)),
            ...pool(tape, 'defence', remainingHits(s, t), mayRerollDefence(s, t)),
          },
        };
      });
    }
    const prizes = takeoverTargets(s, v.id);
    if (prizes.length && ok('TAKEOVER'))
      options.push(() => ({
        type: 'rw.takeover',
        payload: { carId: v.id, targetId: tape.one(prizes), crewTokenId: tape.one([v.driverSeat!, ...v.passengers]) },
      }));
  }
  return tape.one(options)();
}
