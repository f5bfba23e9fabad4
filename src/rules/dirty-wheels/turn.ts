// The round (A6, A7.1, A7.2, A7.3, A7.10, A7.11): initiative, activations and their movement
// segments, manoeuvres, terrain flags, the shock round, corrections and the end by agreement.

import { bool, int, list, oneOf, str } from '../core/check';
import { RuleError } from '../core/model';
import { passesLogText } from '../core/roll-off';
import { actionProblem, segmentProblem } from './actions';
import { EXPERT_SEGMENT, SEGMENT, SPEED_DEMON_BONUS } from './data';
import { applyDamage, endActivation } from './effects';
import { active, damageDone, type HandlerTable, inPhase, need, noPending } from './handler';
import type { DwActivation, DwState, EntityId } from './model';
import { initiativeOrder, parseRolls } from './order';
import { activatingIds, driverOf, entity, hasTrait, inPlay, playersInPlay, speed, structure } from './rules';

export function freshActivation(entityId: EntityId, segmentLength: 3 | 4, remaining: number): DwActivation {
  return {
    entityId,
    segmentLength,
    remaining,
    segmentsStarted: 0,
    movementEnded: remaining <= 0,
    mudApplied: false,
    shootingActionsUsed: 0,
    optionalAttackMade: false,
    speedDemonUsed: false,
    expBoostUsed: false,
    comsUsed: false,
    gunnerUsed: false,
    pipeBombsUsed: false,
    tetherPulled: false,
    coms: null,
  };
}

/** Spends one segment's budget min(L, R) [DW-A14]; returns it. */
export function spendSegment(a: DwActivation): number {
  const b = Math.min(a.segmentLength, a.remaining);
  // A new segment: a coms-boosted friend's move (made instead of the last one) is over, and so
  // is the last manoeuvre [A7.8.1, A7.3].
  a.coms = null;
  a.manoeuvreMoved = false;
  a.remaining -= b;
  a.segmentsStarted += 1;
  if (a.remaining <= 0) a.movementEnded = true;
  return b;
}

/** Who takes a bravery test in the shock round, and why the others do not [A7.10 steps 1–2, DW-A25]. */
export function shockCandidates(s: DwState): { id: EntityId; mod: number }[] {
  const out: { id: EntityId; mod: number }[] = [];
  for (const id of activatingIds(s)) {
    const attackers = (s.roundLog.attackedBy[id] ?? []).filter((x) => x !== id);
    if (!attackers.length || !attackers.some((x) => inPlay(s, x))) continue;
    const rammed = s.roundLog.rammed.includes(id) || (s.house.rammedPenaltyBothCars && s.roundLog.rammers.includes(id));
    out.push({ id, mod: rammed ? -1 : 0 });
  }
  return out;
}

/** One bravery test [DW-A18, DW-A28]: pass when d6 + mod ≥ bravery; a Crazy re-roll replaces a failed die. */
export function braveryTest(
  bravery: number,
  mod: number,
  roll: number,
  reroll?: number,
): { pass: boolean; margin: number; final: number; rerolled: boolean } {
  const first = roll + mod;
  const rerolled = first < bravery && reroll !== undefined;
  const final = rerolled ? reroll! + mod : first;
  return { pass: final >= bravery, margin: Math.max(0, bravery - final), final, rerolled };
}

function d6(x: unknown, what = 'A D6'): number {
  return int(x, 1, 6, what);
}

/** A7.3: the manoeuvre replaces one segment; the segment is spent whatever the result. */
export function manoeuvreResult(
  skill: number,
  roll: number,
  inMud: boolean,
): { pass: boolean; margin: number; damage: boolean } {
  const m = roll - (inMud ? 1 : 0);
  const pass = m >= skill;
  const margin = pass ? 0 : skill - m;
  return { pass, margin, damage: margin >= 3 };
}

export const TURN = {
  'dw.initiative': {
    reduce(d, p) {
      if (d.phase !== 'deployment' && d.phase !== 'initiative')
        throw new RuleError('The initiative roll starts a round: not now.');
      noPending(d, 'The initiative roll');
      const ids = activatingIds(d);
      const rolls = parseRolls(d, p.rolls, ids);
      const { order, passes } = initiativeOrder(d, ids, rolls, p.passes ?? []);
      d.round += 1;
      d.roundLog = { attackedBy: {}, rammed: [], rammers: [] };
      d.initiativePasses = passes;
      d.order = order;
      d.orderIndex = 0;
      d.activation = null;
      for (const id of ids) {
        const e = entity(d, id)!;
        const t = e.kind === 'car' ? e.car : e.scenery;
        t.initiativeRoll = rolls[id]!;
        t.initiativeScore =
          rolls[id]! +
          (driverOf(d, id)
            ? driverOf(d, id)!.initiative + driverOf(d, id)!.initiativeModifier + driverOf(d, id)!.nextRoundModifier
            : 0);
        t.activated = false;
      }
      d.phase = 'round';
    },
    describe: (p, n) =>
      `Initiative: ${
        typeof p.rolls === 'object' && p.rolls
          ? Object.entries(p.rolls as Record<string, number>)
              .map(([id, f]) => `${n.car(id) === '?' ? id : n.car(id)} ${f}`)
              .join(', ')
          : '?'
      }${Array.isArray(p.passes) && p.passes.length ? `; ties: ${passesLogText(p.passes, n.car)}` : ''}`,
  },
  'dw.activate': {
    reduce(d, p) {
      inPhase(d, 'round', 'An activation');
      noPending(d, 'An activation');
      if (d.activation) throw new RuleError('End the current activation first.');
      const id = str(p.entityId, 'The car');
      if (d.order[d.orderIndex] !== id)
        throw new RuleError("The order is fixed for the round: it is not this one's turn (A7.1).");
      const e = entity(d, id)!;
      const expert = p.expert === undefined ? false : bool(p.expert, 'Expert segments');
      if (expert && !hasTrait(d, id, 'expert_driver')) throw new RuleError('Only an Expert driver uses 3" segments.');
      if (e.kind === 'scenery') {
        if (p.startsInMud) throw new RuleError('Scenery does not move: no mud.');
        d.activation = freshActivation(id, SEGMENT, 0); // A7.2 step 4: scenery only shoots
        return;
      }
      let r = speed(d, id);
      const mud = p.startsInMud === undefined ? false : bool(p.startsInMud, 'Starts in mud');
      if (mud) r = Math.max(0, r - 1);
      d.activation = freshActivation(id, expert ? EXPERT_SEGMENT : SEGMENT, r);
      d.activation.mudApplied = mud;
    },
    describe: (p, n) =>
      `${n.car(p.entityId) === '?' ? 'Scenery' : n.car(p.entityId)} activates${p.expert ? ' (3" segments)' : ''}${p.startsInMud ? ', starting in mud' : ''}`,
  },
  'dw.segment': {
    reduce(d) {
      need(segmentProblem(d));
      spendSegment(d.activation!);
    },
    describe: (_p, _n, at) => (at.who ? `${at.who} moves one segment` : 'Moves one segment'),
  },
  'dw.mud': {
    reduce(d) {
      need(actionProblem(d, 'mud'));
      const a = d.activation!;
      a.remaining = Math.max(0, a.remaining - 1);
      a.mudApplied = true;
      if (a.remaining <= 0) a.movementEnded = true;
    },
    describe: (_p, _n, at) => `${at.who ? `${at.who} enters` : 'Entered'} thick mud: −1" of movement`,
  },
  'dw.speedDemon': {
    reduce(d) {
      need(actionProblem(d, 'speedDemon'));
      const a = d.activation!;
      a.remaining += SPEED_DEMON_BONUS;
      a.speedDemonUsed = true;
    },
    describe: (_p, _n, at) =>
      `${at.who ? `${at.who} goes speed demon` : 'Speed demon'}: +4" of movement, no more attacks this activation`,
  },
  'dw.stop': {
    reduce(d) {
      need(actionProblem(d, 'stop'));
      const a = d.activation!;
      a.remaining = 0;
      a.movementEnded = true;
    },
    describe: (_p, _n, at) => (at.who ? `${at.who} stops moving` : 'Stops moving'),
  },
  'dw.endActivation': {
    reduce(d) {
      active(d, 'Ending the activation');
      endActivation(d);
    },
    describe: (_p, _n, at) => (at.who ? `${at.who}’s activation ends` : 'Activation over'),
  },
  'dw.tetherPulled': {
    reduce(d) {
      need(actionProblem(d, 'tetherPulled'));
      const a = d.activation!;
      a.remaining = Math.floor(a.remaining / 2);
      a.tetherPulled = true;
      if (a.remaining <= 0) a.movementEnded = true;
    },
    describe: (_p, _n, at) =>
      `${at.who ? `${at.who}’s tether` : 'Tether'} pulled tight: movement left halved, dragging the other along`,
  },
  'dw.manoeuvre': {
    reduce(d, p) {
      need(segmentProblem(d, true));
      const a = d.activation!;
      oneOf(p.kind, ['hairpin', 'skid', 'hop'], 'The manoeuvre');
      const roll = d6(p.roll);
      const inMud = p.inMud === undefined ? false : bool(p.inMud, 'In mud');
      spendSegment(a);
      const r = manoeuvreResult(driverOf(d, a.entityId)!.skill, roll, inMud);
      if (r.pass && (p.kind === 'skid' || p.kind === 'hop')) a.manoeuvreMoved = true; // it moved: its contact is a ram
      if (r.damage) applyDamage(d, a.entityId, null, 'manoeuvre');
    },
    describe: (p, n, at) => {
      const kind = String(p.kind ?? 'manoeuvre');
      const dice = `skill D6 ${String(p.roll)}${p.inMud ? ' −1 mud' : ''}`;
      const a = at.before?.activation;
      const skill = a ? driverOf(at.before!, a.entityId)?.skill : undefined;
      if (!at.who || skill === undefined) return `${kind.replace(/^./, (c) => c.toUpperCase())}: ${dice}`;
      const r = manoeuvreResult(skill, Number(p.roll), p.inMud === true);
      const hurt = damageDone(at, [a!.entityId], n);
      return `${at.who} tries a ${kind}: ${r.pass ? 'made it' : `failed by ${r.margin}`}${hurt ? `, ${hurt}` : ''} (${dice})`;
    },
  },
  'dw.shock': {
    reduce(d, p, _s, setup) {
      inPhase(d, 'shock', 'The shock round');
      noPending(d, 'The shock round');
      const wanted = shockCandidates(d);
      const tests = list(
        p.tests,
        'The tests',
        (t) => {
          const r = (t ?? {}) as Record<string, unknown>;
          return {
            id: str(r.id, 'The driver'),
            roll: d6(r.roll),
            reroll: r.reroll === undefined ? undefined : d6(r.reroll, 'The re-roll'),
          };
        },
        200,
      );
      if (tests.length !== wanted.length || !wanted.every((w) => tests.some((t) => t.id === w.id)))
        throw new RuleError(
          `The shock round tests ${wanted.length} driver${wanted.length === 1 ? '' : 's'}: one D6 each [A7.10].`,
        );
      if (d.house.shockLastsOneRound) for (const id of activatingIds(d)) driverOf(d, id)!.nextRoundModifier = 0; // step 0
      for (const w of wanted) {
        const t = tests.find((x) => x.id === w.id)!;
        const dr = driverOf(d, w.id)!;
        if (t.reroll !== undefined && !dr.traits.includes('crazy'))
          throw new RuleError('Only a Crazy driver re-rolls a bravery test [DW-A28].');
        if (t.reroll !== undefined && t.roll + w.mod >= dr.bravery)
          throw new RuleError('A passed test is not re-rolled.');
        const r = braveryTest(dr.bravery, w.mod, t.roll, t.reroll);
        if (!r.pass) {
          if (d.house.shockLastsOneRound) dr.nextRoundModifier -= r.margin;
          else dr.initiativeModifier -= r.margin;
        }
      }
      if (d.house.roundLimit > 0 && d.round >= d.house.roundLimit) {
        d.phase = 'ended'; // the agreed round limit [DW-A44]
        d.result = { survivors: playersInPlay(d, setup), by: 'round_limit' };
      } else d.phase = 'initiative';
    },
    describe: (p, n) =>
      `Shock round: ${Array.isArray(p.tests) && p.tests.length ? (p.tests as { id: string; roll: number; reroll?: number }[]).map((t) => `${n.car(t.id)} ${t.roll}${t.reroll !== undefined ? ` re-rolled ${t.reroll}` : ''}`).join(', ') : 'nobody tests'}`,
  },
  'dw.adjust': {
    reduce(d, p) {
      if (d.phase === 'roster' || d.phase === 'ended') throw new RuleError('Corrections are made during play.');
      const id = str(p.entityId, 'The car');
      const e = entity(d, id);
      if (!e) throw new RuleError('No such car or scenery.');
      const t = e.kind === 'car' ? e.car : e.scenery;
      if (t.status !== 'in_play') throw new RuleError('It is destroyed: undo the step that destroyed it instead.');
      let changed = false;
      if (p.tyreHits !== undefined) {
        if (e.kind !== 'car') throw new RuleError('Scenery has no tyres.');
        const v = int(p.tyreHits, 0, 10, 'Tyre hits');
        changed ||= v !== e.car.tyreHits;
        e.car.tyreHits = v;
      }
      if (p.initiativeModifier !== undefined) {
        const dr = driverOf(d, id);
        if (!dr) throw new RuleError('It has no driver.');
        const v = int(p.initiativeModifier, -20, 0, 'The shock penalty');
        changed ||= v !== dr.initiativeModifier;
        dr.initiativeModifier = v;
      }
      if (p.damage !== undefined) {
        const v = int(p.damage, 0, structure(d, id), 'The damage');
        changed ||= v !== t.damage;
        t.damage = v;
        if (v >= structure(d, id)) {
          t.damage = v - 1;
          applyDamage(d, id, null, 'correction'); // destroyed by a correction: the table roll follows, no destroyer
        }
      }
      if (!changed) throw new RuleError('Nothing changes.');
    },
    describe: (p, n) =>
      `${n.car(p.entityId)} corrected:${p.damage !== undefined ? ` damage ${String(p.damage)}` : ''}${p.tyreHits !== undefined ? ` tyre hits ${String(p.tyreHits)}` : ''}${p.initiativeModifier !== undefined ? ` shock ${String(p.initiativeModifier)}` : ''}`,
  },
  'dw.endGame': {
    reduce(d, _p, _s, setup) {
      if (d.phase === 'roster' || d.phase === 'ended')
        throw new RuleError('The game can be ended once it has started.');
      d.phase = 'ended';
      d.activation = null;
      d.result = { survivors: playersInPlay(d, setup), by: 'agreement' };
    },
    describe: () => 'Game ended by agreement',
  },
} satisfies HandlerTable;
