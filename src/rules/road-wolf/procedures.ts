// Guided rolls for Road Wolf, as data: each procedure asks only what the table knows (facts and
// dice), reads the rest from the state, and resolves to one command with its reasons. The
// reasons come from running the reducer on a copy, so what the sheet says is what Apply does.

import { faces, str, strOrDefault } from '../core/answers';
import { describeContest } from '../core/contest';
import { carName as nameOfCar, playerName as nameOfPlayer } from '../core/guards';
import type { Setup } from '../core/model';
import { type Answers, applyDefaults, type Procedure, type Question } from '../core/procedure';
import { type ProcedureCommand, procedureKit } from '../core/procedure-kit';
import { passText, rollOffAsk, rollOffQuestions } from '../core/roll-off';
import { actionProblem } from './actions';
import { EXITS, LAUNCH_POINTS, reduceRw } from './commands';
import {
  type ActionId,
  clockWords,
  MECHANIC_REPAIR_DICE,
  REPAIR_DICE,
  ROAD_DICE,
  skidClock,
  TOKEN_KINDS,
  tokenCategory,
  tokenRow,
  VEHICLE_STATUS,
  WEAPON_DICE,
  WEAPON_NAMES,
  wipeoutRow,
} from './data';
import { initiativeNote, initiativeParticipants, initiativeRollOff } from './initiative';
import type { RwState, RwVehicle } from './model';
import { contest, type Reroll } from './pools';
import {
  allVehicles,
  ambushProblem,
  ambushTokens,
  attackTargets,
  casualtyCandidates,
  currentPlayer,
  gearOfKind,
  isObject,
  knownKind,
  meleeAttackDice,
  meleeDefenceDice,
  onBoard,
  pickUpSources,
  ramAttackDice,
  ramDefenceDice,
  remainingHits,
  rerollOffered,
  shootDefenceDice,
  shotgunsReady,
  spikesAttackDice,
  spikesTargets,
  stats,
  suggestedRoadPlayer,
  takeoverTargets,
  transferTargets,
  wipeoutDice,
} from './rules';
import { tokenPublicLabel } from './table-view';

export interface RwCtx {
  setup: Setup;
  /** The vehicle whose card opened the procedure, when there is one. */
  carId?: string;
}

export type RwCommand = ProcedureCommand;
export type RwProcedure = Procedure<RwState, RwCtx, RwCommand>;

const carName = (ctx: RwCtx, id: string) => nameOfCar(ctx.setup, id);
const playerName = (ctx: RwCtx, id: string) => nameOfPlayer(ctx.setup, id);
const ownerName = (s: RwState, ctx: RwCtx, id: string) => playerName(ctx, s.vehicles[id]?.controllerId ?? '');

// ---- dice pools with an optional Veteran reroll ------------------------------------------------

export interface PoolSpec {
  id: string;
  label: string;
  count: number;
  roller: string;
  canReroll: boolean;
}

/** The dice question (none for an empty pool [R-10]). */
export function poolQuestions(p: PoolSpec): Question[] {
  const qs: Question[] = [];
  if (p.count > 0) qs.push({ kind: 'dice', id: p.id, label: p.label, count: p.count, sides: 6, roller: p.roller });
  return qs;
}

/** Once rolled: "reroll which die?" and the new face, kept even if worse [R-12]. */
export function rerollQuestions(p: PoolSpec, a: Answers): Question[] {
  const rolled = faces(a, p.id);
  if (!p.canReroll || !rolled || rolled.length !== p.count || p.count === 0) return [];
  const qs: Question[] = [
    {
      kind: 'choice',
      id: `${p.id}.reroll`,
      label: `${p.label}: Veteran reroll?`,
      options: [
        { value: 'none', label: 'Keep the dice' },
        ...rolled.map((f, i) => ({ value: String(i), label: `Reroll die ${i + 1} (a ${f})` })),
      ],
      default: 'none',
      help: 'Only a Veteran driver rerolls, and taking it shows the Veteran to the table. Whatever the new die shows, it stands.',
    },
  ];
  const pick = str(a, `${p.id}.reroll`);
  if (pick !== undefined && pick !== 'none')
    qs.push({
      kind: 'dice',
      id: `${p.id}.new`,
      label: `${p.label}: the rerolled die`,
      count: 1,
      sides: 6,
      roller: p.roller,
    });
  return qs;
}

export function readPool(p: PoolSpec, a: Answers): { rolled: number[]; reroll: Reroll | null; final: number[] } | null {
  const rolled = p.count === 0 ? [] : faces(a, p.id);
  if (!rolled || rolled.length !== p.count) return null;
  const pick = p.canReroll ? (str(a, `${p.id}.reroll`) ?? 'none') : 'none';
  if (pick === 'none') return { rolled, reroll: null, final: rolled };
  const nf = faces(a, `${p.id}.new`)?.[0];
  if (nf === undefined) return null;
  const reroll = { index: Number(pick), newFace: nf };
  const final = [...rolled];
  final[reroll.index] = nf;
  return { rolled, reroll, final };
}

/** One pool's dice, then its Veteran reroll once rolled [R-10, R-12]. */
export function poolWithReroll(p: PoolSpec, a: Answers): Question[] {
  return [...poolQuestions(p), ...rerollQuestions(p, a)];
}

/** A vehicle defending against a ram by anything (a car, an object, a card, a blast): its ram defence dice [R-15], a Veteran reroll unless Heavy. */
export function ramDefencePool(s: RwState, ctx: RwCtx, v: RwVehicle): PoolSpec {
  return {
    id: 'def',
    label: `${carName(ctx, v.id)} defends`,
    count: ramDefenceDice(s, v),
    roller: ownerName(s, ctx, v.id),
    canReroll: rerollOffered(s, v, 'DEFENCE'),
  };
}

/** Both pools rolled, then the attacker's reroll choice, then the defender's [R-12]. */
function contestQuestions(att: PoolSpec, def: PoolSpec, a: Answers): Question[] {
  const qs = [...poolQuestions(att), ...poolQuestions(def)];
  if (!readPool({ ...att, canReroll: false }, a) || !readPool({ ...def, canReroll: false }, a)) return qs;
  qs.push(...rerollQuestions(att, a));
  if (readPool(att, a)) qs.push(...rerollQuestions(def, a));
  return qs;
}

/** Casualty picks for one side, one question per loss where the controller has a choice [R-24]. */
function lossQuestions(s: RwState, ctx: RwCtx, id: string, side: string, n: number, a: Answers): Question[] {
  const v = s.vehicles[id] as RwVehicle;
  const qs: Question[] = [];
  const picked: string[] = [];
  for (let k = 0; k < n; k++) {
    const left = { ...v, passengers: v.passengers.filter((t) => !picked.includes(t)), driverSeat: v.driverSeat };
    const cands = casualtyCandidates(left);
    if (cands.length === 0) break;
    if (cands.length > 1) {
      const qid = `loss.${side}.${k}`;
      qs.push({
        kind: 'choice',
        id: qid,
        label: `${carName(ctx, id)} loses a crew (${ownerName(s, ctx, id)} picks)`,
        options: cands.map((t) => ({ value: t, label: tokenPublicLabel(s, v, t) })),
        default: cands[0],
      });
      const pick = str(a, qid);
      picked.push(pick && cands.includes(pick) ? pick : (cands[0] as string));
    } else picked.push(cands[0] as string);
  }
  return qs;
}

function readLosses(s: RwState, id: string, side: string, n: number, a: Answers): string[] {
  const v = s.vehicles[id] as RwVehicle;
  const out: string[] = [];
  for (let k = 0; k < n; k++) {
    const cands = casualtyCandidates({
      ...v,
      passengers: v.passengers.filter((t) => !out.includes(t)),
      driverSeat: out.includes(v.driverSeat ?? '') ? null : v.driverSeat,
    });
    if (cands.length === 0) break;
    const pick = str(a, `loss.${side}.${k}`);
    out.push(pick && cands.includes(pick) ? pick : (cands[0] as string));
  }
  return out;
}

// ---- outcome text -----------------------------------------------------------------------------

/**
 * What a command did, in words: damage, destruction, crew, flags, what is due next, the end. Each
 * vehicle whose model must be handled also gets an "On the table:" line from VEHICLE_STATUS (issue 9).
 */
export function describeChanges(before: RwState, after: RwState, ctx: RwCtx): string[] {
  const out: string[] = [];
  const pendingBefore = new Set(before.pending.map((x) => JSON.stringify(x)));
  for (const id of before.vehicleOrder) {
    const a = before.vehicles[id] as RwVehicle;
    const b = after.vehicles[id] as RwVehicle;
    const n = carName(ctx, id);
    const bike = stats(after, b).isBike;
    if (!a.destroyed && b.destroyed)
      out.push(bike ? `${n} is destroyed and removed.` : `${n} is destroyed and becomes a wreck.`);
    else if (b.damage !== a.damage) out.push(`${n}: damage ${a.damage} → ${b.damage}.`);
    const lost = [a.driverSeat, ...a.passengers].filter((t) => t && after.tokens[t]?.loc.at === 'KILLED').length;
    if (lost && !b.destroyed) out.push(`${n} loses ${lost} crew.`);
    if (!a.abandoned && b.abandoned) out.push(`${n} is abandoned: nobody is driving.`);
    if (a.abandoned && !b.abandoned && !b.destroyed) out.push(`${n} is crewed again.`);
    if (!a.immobilized && b.immobilized) out.push(`${n} is immobilized.`);
    if (a.immobilized && !b.immobilized) out.push(`${n} faces forward again.`);
    if (a.controllerId !== b.controllerId) out.push(`${playerName(ctx, b.controllerId)} now controls ${n}.`);
    if (a.offBoard === 'NONE' && b.offBoard !== 'NONE') out.push(`${n} has left the board.`);
    // The model, in the order the table handles it: facing, the skid, then the wreck [R-18, B10.1].
    const todo: string[] = [];
    if (!a.immobilized && b.immobilized && !b.destroyed) todo.push(VEHICLE_STATUS.IMMOBILIZED.reminder);
    if (a.immobilized && !b.immobilized && !b.destroyed) todo.push(VEHICLE_STATUS.MOBILE.reminder);
    const skid = after.pending.find(
      (x) => x.carId === id && x.kind === 'MOVE' && x.mode === 'SKID' && !pendingBefore.has(JSON.stringify(x)),
    );
    if (skid && skid.kind === 'MOVE')
      todo.push(VEHICLE_STATUS.SKID.reminder.replace('{clock}', String(skid.clock ?? 12)));
    if (a.offBoard === 'NONE' && b.offBoard !== 'NONE') todo.push(VEHICLE_STATUS.OFF_BOARD.reminder);
    else if (!a.destroyed && b.destroyed) todo.push(VEHICLE_STATUS[bike ? 'BIKE_GONE' : 'WRECK'].reminder);
    if (!a.abandoned && b.abandoned && !b.destroyed) todo.push(VEHICLE_STATUS.ABANDONED.reminder);
    if (a.abandoned && !b.abandoned && !b.destroyed) todo.push(VEHICLE_STATUS.CREWED.reminder);
    if (todo.length)
      out.push(`On the table: ${todo.map((t, i) => t.replaceAll('{car}', i === 0 ? n : 'it')).join(', then ')}.`);
  }
  const next = after.pending[0];
  if (next && next !== before.pending[0] && JSON.stringify(next) !== JSON.stringify(before.pending[0])) {
    const n = carName(ctx, next.carId);
    if (next.kind === 'WIPEOUT') out.push(`Next: ${n} makes a wipeout check.`);
    if (next.kind === 'MOVE' && next.mode === 'SKID')
      out.push(`Next: ${n} skids 1 stick ${clockWords(next.clock ?? 12)} (${next.clock} o’clock).`);
  }
  const end = gameEndLine(before, after, ctx);
  if (end) out.push(end);
  return out;
}

/** "Bo wins the game!" or "The game ends in a draw." when this step ends the game (B10, B12 results), else null. */
export function gameEndLine(before: RwState, after: RwState, ctx: RwCtx): string | null {
  if (before.result || !after.result) return null;
  const r = after.result;
  const winners = 'winnerSide' in r ? (after.sides.find((t) => t.id === r.winnerSide)?.players ?? []) : [];
  return winners.length
    ? `${winners.map((p) => playerName(ctx, p)).join(' and ')} ${winners.length > 1 ? 'win' : 'wins'} the game!`
    : 'The game ends in a draw.';
}

/**
 * One Road Wolf rule for every sheet: a step that ends the game says so first (B10.1). The result
 * ("Bo wins the game!") is the outcome's heading and the line pinned by Apply; what the step itself
 * does ("Raider stops") becomes the first reason. Both come from the reducer's result.
 */
export const rwKit = procedureKit<RwState, RwCtx, RwCommand>({
  reduce: reduceRw,
  changes: describeChanges,
  headline: gameEndLine,
});
const { preview, missing } = rwKit;

function contestReason(
  att: number[],
  def: number[],
  attName: string,
  defName: string,
): { text: string; winner: 'ATTACKER' | 'DEFENDER' | 'TIE'; overkill: number } {
  const c = contest(att, def);
  return { text: `${describeContest(c.raw, attName, defName)}.`, winner: c.winner, overkill: c.overkill };
}

function rerollPayload(key: string, r: { reroll: Reroll | null }): Record<string, Reroll> {
  return r.reroll ? { [`${key}Reroll`]: r.reroll } : {};
}

/** The acting vehicle: the card's vehicle, or a pick among those that may take `action`. */
function actorQuestion(s: RwState, ctx: RwCtx, actions: ActionId[], label: string): Question {
  const ids = allVehicles(s)
    .filter((v) => actions.some((x) => actionProblem(s, v.id, x, 'TABLE') === null))
    .map((v) => v.id);
  const preferred =
    ctx.carId && ids.includes(ctx.carId)
      ? ctx.carId
      : s.freeMeleeFor && ids.includes(s.freeMeleeFor)
        ? s.freeMeleeFor
        : ids[0];
  return { kind: 'car', id: 'actor', label, carIds: ids, ...(preferred ? { default: preferred } : {}) };
}

/**
 * "How?": a crew member's free version of an action (Gunner, Mechanic) or the action itself, each
 * offered when it is allowed now, the free one first. Pushes the question; true when free is chosen.
 */
function freeOrAction(
  s: RwState,
  v: RwVehicle,
  a: Answers,
  qs: Question[],
  free: { action: ActionId; value: string; label: string },
  paid: { action: ActionId; label: string },
): boolean {
  const modes = [
    ...(actionProblem(s, v.id, free.action, 'TABLE') === null ? [{ value: free.value, label: free.label }] : []),
    ...(actionProblem(s, v.id, paid.action, 'TABLE') === null ? [{ value: 'ACTION', label: paid.label }] : []),
  ];
  const modeQ: Question = {
    kind: 'choice',
    id: 'mode',
    label: 'How?',
    options: modes,
    ...(modes[0] ? { default: modes[0].value } : {}),
  };
  qs.push(modeQ);
  return strOrDefault(a, 'mode', [modeQ]) === free.value;
}

// ---- initiative (B6.1, R-5) --------------------------------------------------------------------

export const initiativeProcedure = rwKit.define({
  id: 'rw.initiative',
  title: 'Who goes first',
  ask(s, ctx, a) {
    // Every pass stays on the sheet with Change, so a typo before a tie can be fixed (issue 9).
    const name = (id: string) => playerName(ctx, id);
    return rollOffQuestions(initiativeParticipants(s), a, 'ini', initiativeRollOff(s.house.initiativeMode), name, name)
      .qs;
  },
  resolve(s, ctx, a) {
    const r = rollOffAsk(initiativeParticipants(s), a, 'ini', initiativeRollOff(s.house.initiativeMode));
    if (!r.status.done) return { error: 'Still rolling: the tied leaders roll again.' };
    const note = initiativeNote(s, (id) => playerName(ctx, id));
    // B6.1: one player on the side that goes first: no dice, and the sheet says why.
    if (!note.roll)
      return preview(
        s,
        ctx,
        { type: 'rw.initiative', payload: { passes: r.passes, first: r.status.pick } },
        `${playerName(ctx, r.status.pick)} goes first: no roll needed`,
        [note.text, 'Play goes clockwise from there.'],
      );
    const lines = r.passes.map(
      (p, i) => `${i ? 'Tie, re-roll' : 'Rolls'}: ${passText(p, (id) => playerName(ctx, id))}.`,
    );
    return preview(
      s,
      ctx,
      { type: 'rw.initiative', payload: { passes: r.passes, first: r.status.pick } },
      `${playerName(ctx, r.status.pick)} goes first`,
      [...lines, 'Play goes clockwise from there.'],
    );
  },
});

// ---- end of a move or skid (B7, B9.2) ----------------------------------------------------------

export const moveEndProcedure = rwKit.define({
  id: 'rw.moveEnd',
  title: 'Where did it end up?',
  ask(s, ctx) {
    const top = s.pending[0];
    if (top?.kind !== 'MOVE') return [];
    const n = carName(ctx, top.carId);
    const what = top.mode === 'SKID' ? `the skid (${clockWords(top.clock ?? 12)})` : 'the move';
    return [
      {
        kind: 'yesno',
        id: 'offRoad',
        label: `Was ${n} off the road at any point during ${what}?`,
        default: false,
        help: 'Off-road means no part of it touched the road.',
      },
      {
        kind: 'choice',
        id: 'exited',
        label: `Did ${n} leave the board?`,
        options: EXITS.map((e) => ({ value: e, label: e === 'NONE' ? 'No' : `By the ${e.toLowerCase()} edge` })),
        default: 'NONE',
      },
    ];
  },
  resolve(s, ctx, a0) {
    const top = s.pending[0];
    if (top?.kind !== 'MOVE') return { error: 'No move is under way.' };
    const a = applyDefaults(this.ask(s, ctx, a0), a0);
    const payload = { carId: top.carId, offRoad: a.offRoad === true, exited: (a.exited as string) ?? 'NONE' };
    return preview(
      s,
      ctx,
      { type: 'rw.moveEnd', payload },
      `${carName(ctx, top.carId)} stops`,
      top.stopped ? ['It rammed something, so the move stopped there.'] : [],
    );
  },
});

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
    const ids = onBoardIds.filter((v) => v.id !== top.carId).map((v) => v.id);
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

// ---- wipeout check (B9) ------------------------------------------------------------------------

export const wipeoutProcedure = rwKit.define({
  id: 'rw.wipeout',
  title: 'Wipeout check',
  ask(s, ctx, a) {
    const top = s.pending[0];
    if (top?.kind !== 'WIPEOUT') return [];
    const v = s.vehicles[top.carId] as RwVehicle;
    const opponents = s.seatOrder.filter(
      (p) => !s.sides.find((t) => t.players.includes(p))?.players.includes(v.controllerId),
    );
    const suggested = suggestedRoadPlayer(s, v.id);
    const road = str(a, 'roadPlayer') ?? suggested;
    const qs: Question[] = [
      {
        kind: 'choice',
        id: 'roadPlayer',
        label: 'Who plays the Road?',
        options: opponents.map((p) => ({ value: p, label: playerName(ctx, p) })),
        ...(suggested ? { default: suggested } : {}),
      },
    ];
    const veh: PoolSpec = {
      id: 'veh',
      label: `${carName(ctx, v.id)} holds on`,
      count: wipeoutDice(s, v),
      roller: ownerName(s, ctx, v.id),
      canReroll: rerollOffered(s, v, 'DEFENCE'),
    };
    const rd: PoolSpec = {
      id: 'road',
      label: 'The Road',
      count: top.roadDice,
      roller: road ? playerName(ctx, road) : 'an opponent',
      canReroll: false,
    };
    qs.push(...contestQuestions(veh, rd, a));
    const vf = readPool(veh, a);
    const rf = readPool(rd, a);
    if (vf && rf && contest(vf.final, rf.final).winner === 'DEFENDER') {
      qs.push({
        kind: 'dice',
        id: 'skid',
        label: 'Skid direction (doubled for the clock)',
        count: 1,
        sides: 6,
        roller: ownerName(s, ctx, v.id),
      });
      if (s.house.skidReroll && rerollOffered(s, v, 'ATTACK') && faces(a, 'skid')) {
        qs.push({
          kind: 'choice',
          id: 'skid.reroll',
          label: 'Veteran: reroll the skid direction?',
          options: [
            { value: 'no', label: 'Keep it' },
            { value: 'yes', label: 'Reroll' },
          ],
          default: 'no',
        });
        if (str(a, 'skid.reroll') === 'yes')
          qs.push({
            kind: 'dice',
            id: 'skid.new',
            label: 'New skid direction',
            count: 1,
            sides: 6,
            roller: ownerName(s, ctx, v.id),
          });
      }
    }
    return qs;
  },
  resolve(s, ctx, a0) {
    const top = s.pending[0];
    if (top?.kind !== 'WIPEOUT') return { error: 'No wipeout check is due.' };
    const a = applyDefaults(this.ask(s, ctx, a0), a0);
    const m = missing(this, s, ctx, a);
    if (m) return { error: m };
    const v = s.vehicles[top.carId] as RwVehicle;
    const veh = readPool(
      { id: 'veh', label: '', count: wipeoutDice(s, v), roller: '', canReroll: rerollOffered(s, v, 'DEFENCE') },
      a,
    )!;
    const road = faces(a, 'road') ?? [];
    const c = contest(veh.final, road);
    const row = c.winner === 'DEFENDER' ? wipeoutRow(c.overkill) : null;
    const skid = faces(a, 'skid')?.[0];
    const skidNew = str(a, 'skid.reroll') === 'yes' ? faces(a, 'skid.new')?.[0] : undefined;
    const payload = {
      carId: v.id,
      vehicle: veh.rolled,
      ...rerollPayload('vehicle', veh),
      road,
      ...(str(a, 'roadPlayer') ? { roadPlayerId: str(a, 'roadPlayer') } : {}),
      ...(row && skid !== undefined ? { skid } : {}),
      ...(row && skidNew !== undefined ? { skidReroll: skidNew } : {}),
      result: row ? row.result : 'PASSED',
    };
    const reasons = [
      `${carName(ctx, v.id)} rolls ${veh.final.length} (hits left, at least 1); the Road rolls ${ROAD_DICE}.`,
      `${describeContest(c.raw, carName(ctx, v.id), 'the Road')}.`,
    ];
    if (row) reasons.push(`Road overkill ${c.overkill}: ${row.name}. ${row.effect}`);
    const summary = row
      ? `${row.name}${skid !== undefined ? ` toward ${skidClock(skidNew ?? skid)} o’clock` : ''}`
      : 'Holds the road';
    return preview(s, ctx, { type: 'rw.wipeout', payload }, summary, reasons);
  },
});

// ---- melee (B8.2) -----------------------------------------------------------------------------

function meleeParts(s: RwState, ctx: RwCtx, a: Answers) {
  const actorQ = actorQuestion(s, ctx, ['MELEE', 'FREE_MELEE'], 'Who attacks?');
  const actor = strOrDefault(a, 'actor', [actorQ]);
  const v = actor ? s.vehicles[actor] : undefined;
  const qs: Question[] = [actorQ];
  if (!v) return { qs };
  const free = s.freeMeleeFor === v.id && actionProblem(s, v.id, 'FREE_MELEE') === null;
  const targetQ: Question = {
    kind: 'car',
    id: 'target',
    label: 'Which adjacent vehicle?',
    carIds: attackTargets(s, v.id),
  };
  qs.push(targetQ);
  const target = str(a, 'target');
  const t = target ? s.vehicles[target] : undefined;
  if (!t) return { qs, v, free };
  const att: PoolSpec = {
    id: 'att',
    label: `${carName(ctx, v.id)} attacks`,
    count: meleeAttackDice(s, v),
    roller: ownerName(s, ctx, v.id),
    canReroll: rerollOffered(s, v, 'ATTACK'),
  };
  const def: PoolSpec = {
    id: 'def',
    label: `${carName(ctx, t.id)} defends`,
    count: meleeDefenceDice(s, t),
    roller: ownerName(s, ctx, t.id),
    canReroll: rerollOffered(s, t, 'DEFENCE'),
  };
  qs.push(...contestQuestions(att, def, a));
  const af = readPool(att, a);
  const df = readPool(def, a);
  if (!af || !df) return { qs, v, t, free, att, def };
  const c = contest(af.final, df.final);
  if (c.overkill >= 1 && c.winner === 'ATTACKER') qs.push(...lossQuestions(s, ctx, t.id, 'def', c.overkill, a));
  if (c.overkill >= 1 && c.winner === 'DEFENDER') qs.push(...lossQuestions(s, ctx, v.id, 'att', c.overkill, a));
  return { qs, v, t, free, att, def, af, df, c };
}

export const meleeProcedure = rwKit.fromParts({
  id: 'rw.melee',
  title: 'Melee',
  parts: meleeParts,
  resolve(x, s, ctx, a) {
    if (!x.v || !x.t || !x.af || !x.df || !x.c || !x.att || !x.def)
      return { error: 'Still needed: the attacker, the target and the dice.' };
    const c = x.c;
    const payload = {
      attackerId: x.v.id,
      defenderId: x.t.id,
      free: x.free,
      attack: x.af.rolled,
      ...rerollPayload('attack', x.af),
      defence: x.df.rolled,
      ...rerollPayload('defence', x.df),
      ...(c.winner === 'ATTACKER' && c.overkill ? { defenderLosses: readLosses(s, x.t.id, 'def', c.overkill, a) } : {}),
      ...(c.winner === 'DEFENDER' && c.overkill ? { attackerLosses: readLosses(s, x.v.id, 'att', c.overkill, a) } : {}),
      result: { winner: c.winner, overkill: c.overkill },
    };
    const r = contestReason(x.af.final, x.df.final, carName(ctx, x.v.id), carName(ctx, x.t.id));
    const reasons = [
      `${x.free ? 'Free melee after the move. ' : ''}Attack: crew + Brawlers = ${x.att.count} dice; defence: crew${stats(s, x.t).body === 'CLOSED' ? ' + 1 (Closed)' : ''} = ${x.def.count}.`,
      r.text,
    ];
    return preview(s, ctx, { type: 'rw.melee', payload }, `Melee on ${carName(ctx, x.t.id)}`, reasons);
  },
});

// ---- shooting (B8.3) and Spikes (B8.4) --------------------------------------------------------

function shootParts(s: RwState, ctx: RwCtx, a: Answers) {
  const actorQ = actorQuestion(s, ctx, ['SHOOT', 'GUNNER_SHOT'], 'Who shoots?');
  const qs: Question[] = [actorQ];
  const actor = strOrDefault(a, 'actor', [actorQ]);
  const v = actor ? s.vehicles[actor] : undefined;
  if (!v) return { qs };
  const free = freeOrAction(
    s,
    v,
    a,
    qs,
    { action: 'GUNNER_SHOT', value: 'GUNNER', label: 'A Gunner’s free shot' },
    { action: 'SHOOT', label: 'Shoot (1 action)' },
  );
  const weapons = [
    ...(free || s.house.basicShot ? [{ value: 'BASIC', label: 'Plain shot (1 die)' }] : []),
    // Issue 9: only weapons the table has seen; a hidden one is revealed from its owner's tokens first.
    ...(shotgunsReady(s, v).some((id) => knownKind(s, id)) ? [{ value: 'SHOTGUN', label: 'Shotgun (2 dice)' }] : []),
    ...(gearOfKind(s, v, 'MOLOTOV').some((id) => knownKind(s, id))
      ? [{ value: 'MOLOTOV', label: 'Molotov (3 dice)' }]
      : []),
  ];
  const weaponQ: Question = {
    kind: 'choice',
    id: 'weapon',
    label: 'Weapon',
    options: weapons,
    ...(weapons[0] ? { default: weapons[0].value } : {}),
  };
  qs.push(weaponQ, {
    kind: 'car',
    id: 'target',
    label: 'Target within 1 stick (clear line of fire)',
    carIds: attackTargets(s, v.id),
  });
  const weapon = strOrDefault(a, 'weapon', [weaponQ]) as 'BASIC' | 'SHOTGUN' | 'MOLOTOV' | undefined;
  const target = str(a, 'target');
  const t = target ? s.vehicles[target] : undefined;
  if (!t || !weapon) return { qs, v, free };
  const att: PoolSpec = {
    id: 'att',
    label: `${carName(ctx, v.id)}: ${WEAPON_NAMES[weapon]}`,
    count: WEAPON_DICE[weapon],
    roller: ownerName(s, ctx, v.id),
    canReroll: !free && rerollOffered(s, v, 'ATTACK'),
  };
  const def: PoolSpec = {
    id: 'def',
    label: `${carName(ctx, t.id)} defends`,
    count: shootDefenceDice(s, t),
    roller: ownerName(s, ctx, t.id),
    canReroll: rerollOffered(s, t, 'DEFENCE'),
  };
  qs.push(...contestQuestions(att, def, a));
  const af = readPool(att, a);
  const df = readPool(def, a);
  if (!af || !df) return { qs, v, t, free, weapon };
  const c = contest(af.final, df.final);
  if (c.winner === 'ATTACKER' && c.overkill >= 1) qs.push(...lossQuestions(s, ctx, t.id, 'def', c.overkill, a));
  return { qs, v, t, free, weapon, af, df, c };
}

export const shootProcedure = rwKit.fromParts({
  id: 'rw.shoot',
  title: 'Shoot',
  parts: shootParts,
  resolve(x, s, ctx, a) {
    if (!x.v || !x.t || !x.af || !x.df || !x.c || !x.weapon)
      return { error: 'Still needed: the shooter, weapon, target and dice.' };
    const c = x.c;
    const payload = {
      attackerId: x.v.id,
      targetId: x.t.id,
      weapon: x.weapon,
      free: x.free,
      attack: x.af.rolled,
      ...rerollPayload('attack', x.af),
      defence: x.df.rolled,
      ...rerollPayload('defence', x.df),
      ...(c.winner === 'ATTACKER' && c.overkill ? { losses: readLosses(s, x.t.id, 'def', c.overkill, a) } : {}),
      result: { winner: c.winner, overkill: c.overkill },
    };
    const reasons = [contestReason(x.af.final, x.df.final, carName(ctx, x.v.id), carName(ctx, x.t.id)).text];
    if (c.winner !== 'ATTACKER') reasons.push('A shot that does not win does nothing.');
    if (x.weapon === 'SHOTGUN') reasons.push('The Shotgun is thrown away if this shot kills any crew.');
    return preview(
      s,
      ctx,
      { type: 'rw.shoot', payload },
      `${WEAPON_NAMES[x.weapon]} at ${carName(ctx, x.t.id)}`,
      reasons,
    );
  },
});

function spikesParts(s: RwState, ctx: RwCtx, a: Answers) {
  const actorQ = actorQuestion(s, ctx, ['SPIKES'], 'Who drops Spikes?');
  const qs: Question[] = [actorQ];
  const actor = strOrDefault(a, 'actor', [actorQ]);
  const v = actor ? s.vehicles[actor] : undefined;
  if (!v) return { qs };
  qs.push({ kind: 'car', id: 'target', label: 'Enemy within 1 stick behind', carIds: spikesTargets(s, v.id) });
  const target = str(a, 'target');
  const t = target ? s.vehicles[target] : undefined;
  if (!t) return { qs, v };
  const att: PoolSpec = {
    id: 'att',
    label: `Spikes (size ${stats(s, t).size} + 1)`,
    count: spikesAttackDice(s, t),
    roller: ownerName(s, ctx, v.id),
    canReroll: rerollOffered(s, v, 'ATTACK'),
  };
  const def: PoolSpec = {
    id: 'def',
    label: `${carName(ctx, t.id)} (hits left)`,
    count: remainingHits(s, t),
    roller: ownerName(s, ctx, t.id),
    canReroll: rerollOffered(s, t, 'DEFENCE'),
  };
  qs.push(...contestQuestions(att, def, a));
  return { qs, v, t, af: readPool(att, a), df: readPool(def, a) };
}

export const spikesProcedure = rwKit.fromParts({
  id: 'rw.spikes',
  title: 'Spikes',
  parts: spikesParts,
  resolve(x, s, ctx) {
    if (!x.v || !x.t || !x.af || !x.df) return { error: 'Still needed: the target and the dice.' };
    const r = contestReason(x.af.final, x.df.final, 'the Spikes', carName(ctx, x.t.id));
    const payload = {
      attackerId: x.v.id,
      targetId: x.t.id,
      attack: x.af.rolled,
      ...rerollPayload('attack', x.af),
      defence: x.df.rolled,
      ...rerollPayload('defence', x.df),
      result: { winner: r.winner, overkill: r.overkill },
    };
    return preview(s, ctx, { type: 'rw.spikes', payload }, `Spikes on ${carName(ctx, x.t.id)}`, [
      r.text,
      'The Spikes are used up whatever happens; losing or tying does nothing.',
    ]);
  },
});

// ---- Ambush (B8.5) ----------------------------------------------------------------------------

function ambushParts(s: RwState, ctx: RwCtx, a: Answers) {
  const player = currentPlayer(s);
  const qs: Question[] = [];
  if (!player || ambushProblem(s, player, 'TABLE')) return { qs };
  const tokens = ambushTokens(s, player).filter((id) => knownKind(s, id) === 'AMBUSH'); // issue 9: shown ones only
  const tokenQ: Question = {
    kind: 'choice',
    id: 'token',
    label: 'Which Ambush?',
    options: tokens.map((id) => {
      const loc = s.tokens[id]!.loc;
      return { value: id, label: loc.at === 'GEAR' ? `Aboard ${carName(ctx, loc.carId)}` : 'From your reserve' };
    }),
    ...(tokens[0] ? { default: tokens[0] } : {}),
  };
  const launches = LAUNCH_POINTS.filter((l) => l !== 'WRECK' || s.house.ambushFromWrecks);
  const names: Record<string, string> = {
    BOARD_END: 'An end of the board',
    CARD: 'A Bridge, Tunnel, Wreck or Supplies card',
    WRECK: 'A wrecked vehicle (house rule)',
  };
  qs.push(tokenQ, {
    kind: 'choice',
    id: 'launch',
    label: 'Launched from',
    options: launches.map((l) => ({ value: l, label: names[l] as string })),
    default: 'BOARD_END',
  });
  qs.push({ kind: 'car', id: 'target', label: 'Target within 2 sticks of that point', carIds: attackTargets(s, null) });
  const target = str(a, 'target');
  const t = target ? s.vehicles[target] : undefined;
  if (!t) return { qs, player };
  const att: PoolSpec = {
    id: 'att',
    label: 'Ambush',
    count: WEAPON_DICE.AMBUSH,
    roller: playerName(ctx, player),
    canReroll: false,
  };
  const def: PoolSpec = {
    id: 'def',
    label: `${carName(ctx, t.id)} defends`,
    count: shootDefenceDice(s, t),
    roller: ownerName(s, ctx, t.id),
    canReroll: rerollOffered(s, t, 'DEFENCE'),
  };
  qs.push(...contestQuestions(att, def, a));
  const af = readPool(att, a);
  const df = readPool(def, a);
  if (!af || !df) return { qs, player, t };
  const c = contest(af.final, df.final);
  if (c.winner === 'ATTACKER' && c.overkill >= 1) qs.push(...lossQuestions(s, ctx, t.id, 'def', c.overkill, a));
  return { qs, player, t, af, df, c, tokenQ };
}

export const ambushProcedure = rwKit.fromParts({
  id: 'rw.ambush',
  title: 'Ambush',
  parts: ambushParts,
  problem(s) {
    const player = currentPlayer(s);
    return player ? ambushProblem(s, player, 'TABLE') : 'Not during a player turn.';
  },
  resolve(x, s, ctx, a) {
    if (!x.t || !x.af || !x.df || !x.c || !x.player) return { error: 'Still needed: the target and the dice.' };
    const c = x.c;
    const payload = {
      playerId: x.player,
      tokenId: str(a, 'token'),
      targetId: x.t.id,
      launch: str(a, 'launch'),
      attack: x.af.rolled,
      defence: x.df.rolled,
      ...rerollPayload('defence', x.df),
      ...(c.winner === 'ATTACKER' && c.overkill ? { losses: readLosses(s, x.t.id, 'def', c.overkill, a) } : {}),
      result: { winner: c.winner, overkill: c.overkill },
    };
    return preview(s, ctx, { type: 'rw.ambush', payload }, `Ambush on ${carName(ctx, x.t.id)}`, [
      contestReason(x.af.final, x.df.final, 'the Ambush', carName(ctx, x.t.id)).text,
      'No Veteran reroll for an Ambush.',
    ]);
  },
});

// ---- repair (B7) ------------------------------------------------------------------------------

function repairParts(s: RwState, ctx: RwCtx, a: Answers) {
  const actorQ = actorQuestion(s, ctx, ['REPAIR', 'MECHANIC_REPAIR'], 'Which vehicle?');
  const qs: Question[] = [actorQ];
  const actor = strOrDefault(a, 'actor', [actorQ]);
  const v = actor ? s.vehicles[actor] : undefined;
  if (!v) return { qs };
  const free = freeOrAction(
    s,
    v,
    a,
    qs,
    { action: 'MECHANIC_REPAIR', value: 'MECHANIC', label: 'A Mechanic’s free repair (2 dice)' },
    { action: 'REPAIR', label: 'Repair (1 action, 1 die)' },
  );
  const pool: PoolSpec = {
    id: 'dice',
    label: 'Repair roll: each 6 removes a damage',
    count: free ? MECHANIC_REPAIR_DICE : REPAIR_DICE,
    roller: ownerName(s, ctx, v.id),
    canReroll: !free && rerollOffered(s, v, 'ATTACK'),
  };
  qs.push(...poolQuestions(pool), ...rerollQuestions(pool, a));
  return { qs, v, free, pf: readPool(pool, a) };
}

export const repairProcedure = rwKit.fromParts({
  id: 'rw.repair',
  title: 'Repair',
  parts: repairParts,
  resolve(x, s, ctx) {
    if (!x.v || !x.pf) return { error: 'Still needed: the vehicle and the dice.' };
    const removed = Math.min(x.v.damage, x.pf.final.filter((f) => f === 6).length);
    const payload = { carId: x.v.id, free: x.free, dice: x.pf.rolled, ...rerollPayload('dice', x.pf), removed };
    return preview(
      s,
      ctx,
      { type: 'rw.repair', payload },
      removed ? `${removed} damage repaired` : 'No 6: nothing repaired',
      [`Rolled ${x.pf.final.join(', ')}.`],
    );
  },
});

// ---- takeover, transfer, pick up, supplies (B7, B10.5, R-21..R-23, R-34) ----------------------

/** Issue 9: on the shared sheet a face-down token is named by its place ("Hidden token (passenger 2)"), as in its owner's panel. */
function tokenName(s: RwState, id: string): string {
  const loc = s.tokens[id]!.loc;
  const v = 'carId' in loc ? s.vehicles[loc.carId] : undefined;
  return v ? tokenPublicLabel(s, v, id) : tokenRow(s.tokens[id]!.kind).name;
}

/** "Driver (seat)", "Gunner", "Shotgun": what the controller sees of their own vehicle. */
function tokenLabel(s: RwState, v: RwVehicle, id: string): string {
  return tokenPublicLabel(s, v, id); // names the driver seat itself
}

/** R-23: who takes the seat when the driver leaves, when a passenger may. */
function newDriverQuestion(s: RwState, v: RwVehicle, leaving: string[]): Question[] {
  const left = v.passengers.filter((id) => !leaving.includes(id));
  if (
    !v.driverSeat ||
    !leaving.includes(v.driverSeat) ||
    left.length === 0 ||
    s.house.driverLeaves !== 'SEAT_PASSENGER'
  )
    return [];
  return [
    {
      kind: 'choice',
      id: 'newDriver',
      label: 'Who takes the wheel?',
      options: left.map((id) => ({ value: id, label: tokenName(s, id) })),
      default: left[0],
    },
  ];
}

function takeoverParts(s: RwState, ctx: RwCtx, a: Answers) {
  const actorQ = actorQuestion(s, ctx, ['TAKEOVER'], 'Which vehicle’s crew boards?');
  const qs: Question[] = [actorQ];
  const v = s.vehicles[strOrDefault(a, 'actor', [actorQ]) ?? ''];
  if (!v) return { qs };
  const ids = takeoverTargets(s, v.id);
  qs.push({
    kind: 'car',
    id: 'target',
    label: 'Which abandoned vehicle, adjacent?',
    carIds: ids,
    ...(ids.length === 1 ? { default: ids[0] } : {}),
  });
  const crew = [...(v.driverSeat ? [v.driverSeat] : []), ...v.passengers];
  const crewQ: Question = {
    kind: 'choice',
    id: 'crew',
    label: 'Who goes to its driver seat?',
    options: crew.map((id) => ({ value: id, label: tokenLabel(s, v, id) })),
    ...(crew.length ? { default: crew[crew.length - 1] } : {}),
  };
  qs.push(crewQ);
  const crewId = strOrDefault(a, 'crew', [crewQ]);
  qs.push(
    ...v.gear.map(
      (id): Question => ({
        kind: 'yesno',
        id: `gear.${id}`,
        label: `Take the ${tokenName(s, id)} along?`,
        default: false,
      }),
    ),
  );
  if (crewId) qs.push(...newDriverQuestion(s, v, [crewId]));
  return { qs, v, crewId };
}

export const takeoverProcedure = rwKit.fromParts({
  id: 'rw.takeover',
  title: 'Takeover',
  parts: takeoverParts,
  resolve(x, s, ctx, a) {
    const target = str(a, 'target');
    if (!x.v || !x.crewId || !target) return { error: 'Still needed: the vehicle, the target and the crew.' };
    const payload = {
      carId: x.v.id,
      targetId: target,
      crewTokenId: x.crewId,
      gearTokenIds: x.v.gear.filter((id) => a[`gear.${id}`] === true),
      ...(str(a, 'newDriver') ? { newDriverId: str(a, 'newDriver') } : {}),
    };
    return preview(
      s,
      ctx,
      { type: 'rw.takeover', payload },
      `${carName(ctx, x.v.id)} takes over ${carName(ctx, target)}`,
      ['Takeover costs 1 action; the taken vehicle has 1 action left this turn.'],
    );
  },
});

function transferParts(s: RwState, ctx: RwCtx, a: Answers) {
  const actorQ = actorQuestion(s, ctx, ['TRANSFER'], 'Which vehicle hands over?');
  const qs: Question[] = [actorQ];
  const v = s.vehicles[strOrDefault(a, 'actor', [actorQ]) ?? ''];
  if (!v) return { qs };
  const ids = transferTargets(s, v.id);
  qs.push({
    kind: 'car',
    id: 'to',
    label: 'To which adjacent friendly vehicle?',
    carIds: ids,
    ...(ids.length === 1 ? { default: ids[0] } : {}),
  });
  const aboard = [...(v.driverSeat ? [v.driverSeat] : []), ...v.passengers, ...v.gear];
  qs.push(
    ...aboard.map(
      (id): Question => ({
        kind: 'yesno',
        id: `tok.${id}`,
        label: `Hand over the ${tokenLabel(s, v, id)}?`,
        default: false,
      }),
    ),
  );
  const chosen = aboard.filter((id) => a[`tok.${id}`] === true);
  qs.push(...newDriverQuestion(s, v, chosen));
  return { qs, v, chosen };
}

export const transferProcedure = rwKit.fromParts({
  id: 'rw.transfer',
  title: 'Transfer',
  parts: transferParts,
  resolve(x, s, ctx, a) {
    const to = str(a, 'to');
    if (!x.v || !to) return { error: 'Still needed: the vehicles.' };
    if (!x.chosen?.length) return { error: 'Pick at least one token to hand over.' };
    const payload = {
      carId: x.v.id,
      toId: to,
      tokenIds: x.chosen,
      ...(str(a, 'newDriver') ? { newDriverId: str(a, 'newDriver') } : {}),
    };
    return preview(s, ctx, { type: 'rw.transfer', payload }, `${x.chosen.length} token(s) to ${carName(ctx, to)}`, [
      'Transfer costs 1 action.',
    ]);
  },
});

export const pickUpProcedure = rwKit.define({
  id: 'rw.pickUp',
  title: 'Pick up',
  ask(s, ctx, a) {
    const actorQ = actorQuestion(s, ctx, ['PICK_UP'], 'Which vehicle picks up?');
    const v = s.vehicles[strOrDefault(a, 'actor', [actorQ]) ?? ''];
    if (!v) return [actorQ];
    const src = pickUpSources(s, v.id);
    const options = [
      ...src.cars.map((id) => ({
        value: `car:${id}`,
        label: `${carName(ctx, id)} (${s.vehicles[id]!.gear.length} gear)`,
      })),
      ...src.markers.map((id, i) => ({ value: `marker:${id}`, label: `Gear marker ${i + 1}` })),
    ];
    return [
      actorQ,
      {
        kind: 'choice',
        id: 'source',
        label: 'From which adjacent wreck, abandoned vehicle or marker?',
        options,
        ...(options.length === 1 ? { default: options[0]!.value } : {}),
      },
    ];
  },
  resolve(s, ctx, a0) {
    const a = applyDefaults(this.ask(s, ctx, a0), a0);
    const m = missing(this, s, ctx, a);
    if (m) return { error: m };
    const actor = str(a, 'actor') as string;
    const [kind, id] = (str(a, 'source') ?? '').split(':');
    const payload = kind === 'marker' ? { carId: actor, markerId: id } : { carId: actor, sourceId: id };
    return preview(s, ctx, { type: 'rw.pickUp', payload }, `${carName(ctx, actor)} picks up all the gear`, [
      'Pick up costs 1 action and takes every gear token there.',
    ]);
  },
});

export const suppliesProcedure = rwKit.define({
  id: 'rw.supplies',
  title: 'Supplies',
  ask(s, ctx, a) {
    const actorQ = actorQuestion(s, ctx, ['SUPPLIES'], 'Which vehicle ended its move on the Supplies card?');
    const v = s.vehicles[strOrDefault(a, 'actor', [actorQ]) ?? ''];
    if (!v) return [actorQ];
    const options = [
      ...(v.damage > 0 ? [{ value: 'REPAIR', label: 'Repair 1 damage' }] : []),
      ...TOKEN_KINDS.map((k) => ({
        value: k,
        label: `${tokenRow(k).name} (${tokenCategory(k) === 'CREW' ? 'crew' : 'gear'})`,
      })),
    ];
    return [actorQ, { kind: 'choice', id: 'take', label: 'Take what?', options }];
  },
  resolve(s, ctx, a0) {
    const a = applyDefaults(this.ask(s, ctx, a0), a0);
    const m = missing(this, s, ctx, a);
    if (m) return { error: m };
    const actor = str(a, 'actor') as string;
    return preview(s, ctx, { type: 'rw.supplies', payload: { carId: actor, take: str(a, 'take') } }, 'Supplies', [
      'Supplies cost 1 action.',
    ]);
  },
});

/**
 * R-21 on the shared screen (issue 9): the table sees Supplies used, never which token. This
 * sheet repairs 1 damage; a token is picked on the owner's private panel (suppliesProcedure), so
 * the kind is chosen where only its owner looks.
 */
export const suppliesTableProcedure = rwKit.define({
  id: 'rw.supplies',
  title: 'Supplies',
  ask(s, ctx, a) {
    const actorQ = actorQuestion(s, ctx, ['SUPPLIES'], 'Which vehicle ended its move on the Supplies card?');
    const v = s.vehicles[strOrDefault(a, 'actor', [actorQ]) ?? ''];
    if (!v) return [actorQ];
    const help = `To take a token instead, ${ownerName(s, ctx, v.id)} picks it on their private panel (Owner: look), unseen by the table.`;
    return [
      actorQ,
      {
        kind: 'choice',
        id: 'take',
        label: 'Repair 1 damage?',
        options: [{ value: 'REPAIR', label: 'Repair 1 damage' }],
        ...(v.damage > 0 ? { default: 'REPAIR' } : {}),
        help,
      },
    ];
  },
  resolve(s, ctx, a0) {
    const a = applyDefaults(this.ask(s, ctx, a0), a0);
    const v = s.vehicles[str(a, 'actor') ?? ''];
    if (v && v.damage === 0)
      return {
        error: `${carName(ctx, v.id)} has no damage to repair. To take a token, ${ownerName(s, ctx, v.id)} picks it on their private panel (Owner: look).`,
      };
    const m = missing(this, s, ctx, a);
    if (m) return { error: m };
    return preview(
      s,
      ctx,
      { type: 'rw.supplies', payload: { carId: str(a, 'actor') as string, take: 'REPAIR' } },
      'Supplies: 1 damage repaired',
      ['Supplies cost 1 action.'],
    );
  },
});

/** Sheets opened from an owner's private panel only (issue 9): their questions name hidden token kinds. */
export const PRIVATE_PROCEDURES = {
  supplies: suppliesProcedure,
} as const;

export const PROCEDURES = {
  initiative: initiativeProcedure,
  moveEnd: moveEndProcedure,
  ram: ramProcedure,
  wipeout: wipeoutProcedure,
  melee: meleeProcedure,
  shoot: shootProcedure,
  spikes: spikesProcedure,
  ambush: ambushProcedure,
  repair: repairProcedure,
  takeover: takeoverProcedure,
  transfer: transferProcedure,
  pickUp: pickUpProcedure,
  supplies: suppliesTableProcedure,
} as const;
