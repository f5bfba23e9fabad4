// Guided rolls for White Line Fever, as data: each procedure asks only what the table knows
// (facts and dice), reads the rest from the state, and resolves to one command with its reasons.
// The reasons come from running the reducer on a copy, so what the sheet says is what Apply does.

import { cars, face, str } from '../core/answers';
import { carName, playerName } from '../core/guards';
import type { Command, Setup } from '../core/model';
import {
  type ChoosableModifier,
  hasChoice,
  pickedResult,
  type ReachableResult,
  reachableOptions,
  reachableResults,
  takesText,
} from '../core/modifier-choice';
import { type Answers, applyDefaults, type Procedure, type Question } from '../core/procedure';
import { type ProcedureCommand, procedureKit } from '../core/procedure-kit';
import { compactPasses, passText, type RollOffPass, rollOffAsk, rollOffQuestions } from '../core/roll-off';
import { reduceWlf } from './commands';
import {
  conditionRow,
  DEPLOYMENTS,
  FIRE_DIE,
  type FireOutcome,
  fillReminder,
  MODIFIERS,
  type Modifier,
  OUTCOME_NAMES,
  ROLL_OFF,
  ROLL_OFF_LOWEST,
  TABLE_REMINDERS,
} from './data';
import type { WlfCar, WlfState } from './model';
import { availableModifiers, chartRow, checkProblem, fireOutcome, fireProblem } from './rules';

export interface WlfCtx {
  setup: Setup;
}

export type WlfCommand = ProcedureCommand;
export type WlfProcedure = Procedure<WlfState, WlfCtx, WlfCommand>;

const nameOfCar = (ctx: WlfCtx, id: string) => carName(ctx.setup, id);
const nameOfPlayer = (ctx: WlfCtx, id: string) => playerName(ctx.setup, id);
const onTable = (s: WlfState) => s.carOrder.filter((id) => s.cars[id]?.status === 'ON_TABLE');

/**
 * What a command did, in words: speed, flips, removals, the end of the round or the game. With the
 * command, each car that changed also gets an "On the table:" line saying what to do with the
 * model (A2.1 physical reminders, issue 9); spin outs change no state, so they need the command.
 */
export function describeChanges(
  before: WlfState,
  after: WlfState,
  ctx: WlfCtx,
  cmd?: Pick<Command, 'type' | 'payload'>,
): string[] {
  const out: string[] = [];
  const spun = cmd ? spunOut(before, cmd) : new Set<string>();
  for (const id of before.carOrder) {
    const a = before.cars[id] as WlfCar;
    const b = after.cars[id] as WlfCar;
    const n = nameOfCar(ctx, id);
    const gone = b.status === 'DESTROYED' || b.status === 'EXPLODED';
    if (a.status !== b.status) {
      if (b.status === 'EXPLODED') out.push(`${n} explodes.`);
      else if (b.status === 'DESTROYED') out.push(`${n} is destroyed.`);
      else if (a.status === 'UNPLACED') out.push(`${n} is on the table at speed ${b.speed}.`);
      else out.push(`${n} is back on the table.`);
    } else {
      if (!a.flipped && b.flipped) out.push(`${n} flips over.`);
      if (a.flipped && !b.flipped) out.push(`${n} is upright again.`);
      if (a.speed !== b.speed && a.status !== 'UNPLACED') out.push(`${n}: speed ${a.speed} → ${b.speed}.`);
    }
    const todo: string[] = [];
    if (gone && a.status !== b.status) todo.push(conditionRow('DESTROY').reminder);
    else if (b.status === 'ON_TABLE') {
      if (a.status === 'DESTROYED' || a.status === 'EXPLODED') todo.push(TABLE_REMINDERS.RETURN);
      if (spun.has(id)) todo.push(conditionRow('SPIN_OUT').reminder);
      if (!a.flipped && b.flipped) todo.push(conditionRow('FLIP_OVER').reminder);
      if (a.flipped && !b.flipped) todo.push(TABLE_REMINDERS.RESTORE);
      if (a.speed !== b.speed || a.status !== 'ON_TABLE')
        todo.push(TABLE_REMINDERS.SPEED_DIE.replace('{speed}', String(b.speed)));
    }
    if (todo.length)
      out.push(
        `On the table: ${todo.map((t, i) => (i === 0 ? fillReminder(t, n) : fillReminder(t, 'it', 'its'))).join(', then ')}.`,
      );
  }
  if (before.round && after.round && !before.round.endReason && after.round.endReason) {
    out.push(
      {
        COLLISION: 'The round ends: collision.',
        ACTIVE_CAR_FLIPPED: 'The round ends: the active car flipped.',
        ACTIVE_CAR_REMOVED: 'The round ends: the active car is gone.',
        COMPLETED: 'The round is complete.',
      }[after.round.endReason],
    );
  }
  if (!before.result && after.result) {
    out.push(
      'winner' in after.result
        ? `${nameOfPlayer(ctx, after.result.winner)} wins the game!`
        : `A draw between ${after.result.draw.map((p) => nameOfPlayer(ctx, p)).join(' and ')}.`,
    );
  }
  return out;
}

export const wlfKit = procedureKit<WlfState, WlfCtx, WlfCommand>({ reduce: reduceWlf, changes: describeChanges });
const { preview, missing } = wlfKit;

function passesReason(passes: RollOffPass[], label: (id: string) => string): string[] {
  return passes.map((p, i) => `${i === 0 ? 'Roll-off' : 'Tie, re-roll'}: ${passText(p, label)}.`);
}

// ---- setup -------------------------------------------------------------------------------------

export const deploymentProcedure = wlfKit.define({
  id: 'wlf.deployment',
  title: 'Deployment',
  ask(s, ctx, a) {
    const qs: Question[] = [
      {
        kind: 'choice',
        id: 'by',
        label: 'How is it decided?',
        options: [
          { value: 'AGREEMENT', label: 'We agree' },
          { value: 'ROLL_OFF', label: 'Roll off (highest picks)' },
        ],
        default: 'AGREEMENT',
      },
    ];
    const by = a.by ?? 'AGREEMENT';
    let chooser = '';
    if (by === 'ROLL_OFF') {
      const r = rollOffQuestions(
        s.players,
        a,
        'ro',
        ROLL_OFF,
        (id) => nameOfPlayer(ctx, id),
        (id) => nameOfPlayer(ctx, id),
        (id) => id, // issue 40: each player's own roll
      );
      qs.push(...r.qs);
      if (!r.ask.status.done) return qs;
      chooser = `${nameOfPlayer(ctx, r.ask.status.pick)} picks: `;
    }
    qs.push({
      kind: 'choice',
      id: 'deployment',
      label: `${chooser}deployment`,
      options: DEPLOYMENTS.map((d) => ({ value: d.id, label: d.name })),
      help: DEPLOYMENTS.map((d) => `${d.name}: ${d.rule}`).join(' '),
    });
    return qs;
  },
  resolve(s, ctx, a) {
    const m = missing(this, s, ctx, a);
    if (m) return { error: m };
    const by = (a.by as string) ?? 'AGREEMENT';
    const d = DEPLOYMENTS.find((x) => x.id === a.deployment)!;
    if (by === 'AGREEMENT')
      return preview(s, ctx, { type: 'wlf.deployment', payload: { deployment: d.id, by } }, `${d.name} deployment`, [
        d.rule,
      ]);
    const r = rollOffAsk(s.players, a, 'ro', ROLL_OFF);
    const winner = r.status.done ? r.status.pick : '';
    return preview(
      s,
      ctx,
      { type: 'wlf.deployment', payload: { deployment: d.id, by, passes: compactPasses(r.passes), winner } },
      `${d.name} deployment`,
      [
        ...passesReason(r.passes, (id) => nameOfPlayer(ctx, id)),
        `${nameOfPlayer(ctx, winner)} rolled highest and chose ${d.name}.`,
        d.rule,
      ],
    );
  },
});

function playerRollOff(
  id: string,
  title: string,
  type: string,
  field: string,
  explain: (winner: string, ctx: WlfCtx, s: WlfState) => string[],
): WlfProcedure {
  return {
    id,
    title,
    ask(s, ctx, a) {
      return rollOffQuestions(
        s.players,
        a,
        'ro',
        ROLL_OFF,
        (p) => nameOfPlayer(ctx, p),
        (p) => nameOfPlayer(ctx, p),
        (p) => p, // issue 40: each player's own roll
      ).qs;
    },
    resolve(s, ctx, a) {
      const r = rollOffAsk(s.players, a, 'ro', ROLL_OFF);
      if (!r.status.done) return { error: 'Still rolling: the tied players roll again.' };
      const winner = r.status.pick;
      return preview(
        s,
        ctx,
        { type, payload: { passes: compactPasses(r.passes), [field]: winner } },
        `${nameOfPlayer(ctx, winner)} rolled highest`,
        [...passesReason(r.passes, (p) => nameOfPlayer(ctx, p)), ...explain(winner, ctx, s)],
      );
    },
  };
}

export const placementOrderProcedure = playerRollOff(
  'wlf.placementOrder',
  'Who places first',
  'wlf.placementOrder',
  'first',
  (w, ctx) => [`${nameOfPlayer(ctx, w)} places a car first; then clockwise, one car each.`],
);

export const firstDriverProcedure = playerRollOff(
  'wlf.firstDriver',
  'First driver',
  'wlf.firstDriver',
  'driver',
  (w, ctx) => [`${nameOfPlayer(ctx, w)} is the first Driver.`],
);

// ---- control check (A4.7) --------------------------------------------------------------------

export function checkCallers(s: WlfState): string[] {
  return s.players.filter((p) => checkProblem(s, p) === null);
}

export const checkProcedure = wlfKit.define({
  id: 'wlf.check',
  title: 'Control check',
  ask(s, ctx) {
    const r = s.round;
    if (!r?.carId) return [];
    const callers = checkCallers(s);
    if (callers.length === 0) return []; // resolve() explains why no check can be called
    const qs: Question[] = [];
    if (callers.length > 1)
      qs.push({
        kind: 'choice',
        id: 'caller',
        label: 'Who called it?',
        options: callers.map((p) => ({ value: p, label: nameOfPlayer(ctx, p) })),
      });
    const speed = (s.cars[r.carId] as WlfCar).speed;
    if (speed > 1)
      qs.push({
        kind: 'dice',
        id: 'roll',
        label: `Control roll: ${speed} or more passes`,
        count: 1,
        sides: 8,
        roller: nameOfPlayer(ctx, r.driverId),
      });
    return qs;
  },
  resolve(s, ctx, a) {
    const r = s.round;
    if (!r?.carId) return { error: 'No car is driving.' };
    const callers = checkCallers(s);
    const callerId = callers.length === 1 ? callers[0] : (a.caller as string | undefined);
    if (!callerId)
      return {
        error: callers.length
          ? 'Still needed: who called it.'
          : (checkProblem(s, s.players.find((p) => p !== r.driverId) ?? '') ?? 'No check can be called now.'),
      };
    const m = missing(this, s, ctx, a);
    if (m) return { error: m };
    const speed = (s.cars[r.carId] as WlfCar).speed;
    const roll = speed === 1 ? null : (face(a, 'roll') as number);
    const pass = roll === null || roll >= speed;
    const reasons = [
      roll === null
        ? 'Speed 1: the check passes without a roll.'
        : `D8 ${roll} against speed ${speed}: ${pass ? `${roll} ≥ ${speed}, passed` : `${roll} < ${speed}, failed`}.`,
    ];
    if (!pass)
      reasons.push(
        `${nameOfPlayer(ctx, callerId)} aims ${nameOfCar(ctx, r.carId)} any way and drives it one straight; it uses the Driver’s next maneuver if one is left.`,
      );
    return preview(
      s,
      ctx,
      { type: 'wlf.check', payload: { callerId, roll, pass } },
      pass ? 'Check passed' : 'Check failed',
      reasons,
    );
  },
});

// ---- fire weapons (A4.8-A4.10) -----------------------------------------------------------------

/**
 * W-8: short range and back shot are facts the table declares (issue 41: asked, not read from the
 * result picked), one answer for both, kept per target while the sheet is open: switching targets
 * and back asks nothing again. Helpless comes with a flipped target. Then only the results the
 * declared modifiers reach are offered (each +1, −1 or unused), and one tap picks one (issue 9);
 * with nothing to choose the roll stands.
 */
const FACTS = [
  { value: 'none', label: 'Neither' },
  { value: 'short', label: 'Short range' },
  { value: 'back', label: 'Back shot' },
  { value: 'both', label: 'Both' },
];
const factsId = (targetId: string) => `facts.${targetId}`;

/** The facts declared for this target; none until the table says so. */
function declaredFacts(a: Answers, targetId: string): { shortRange: boolean; backShot: boolean } {
  const v = str(a, factsId(targetId));
  return { shortRange: v === 'short' || v === 'both', backShot: v === 'back' || v === 'both' };
}

function fireMods(target: WlfCar, facts: { shortRange: boolean; backShot: boolean }): ChoosableModifier[] {
  const name = (id: Modifier) => MODIFIERS.find((x) => x.id === id)!.name.toLowerCase();
  return availableModifiers(target, facts).map((id) => ({ id, name: name(id) }));
}

interface FireChoice {
  target: WlfCar;
  raw: number;
  facts: { shortRange: boolean; backShot: boolean };
  mods: ChoosableModifier[];
  reachable: ReachableResult<FireOutcome>[];
  /** The chosen result; undefined while a choice is still to be made. */
  pick?: ReachableResult<FireOutcome>;
}

function fireChoice(s: WlfState, a: Answers): FireChoice | null {
  const targetId = str(a, 'target');
  const target = targetId ? s.cars[targetId] : undefined;
  const raw = face(a, 'raw');
  if (!target || raw === undefined) return null;
  const facts = declaredFacts(a, target.id);
  const mods = fireMods(target, facts);
  const reachable = reachableResults(raw, mods, (f) => fireOutcome(f, target.speed));
  // With nothing to choose, the roll stands as rolled.
  const pick = hasChoice(reachable)
    ? pickedResult(reachable, mods, a.pick)
    : reachable.find((r) => r.total === raw && r.facts.length === 0);
  return { target, raw, facts, mods, reachable, ...(pick ? { pick } : {}) };
}

export function fireTargets(s: WlfState): string[] {
  return onTable(s).filter((id) => id !== s.round?.carId);
}

export function blastCandidates(s: WlfState, targetId: string): string[] {
  return onTable(s).filter((id) => id !== targetId && (s.house.blastIncludesShooter || id !== s.round?.carId));
}

export const fireProcedure = wlfKit.define({
  id: 'wlf.fire',
  title: 'Fire weapons',
  ask(s, ctx, a) {
    const r = s.round;
    if (!r?.carId) return [];
    const qs: Question[] = [{ kind: 'car', id: 'target', label: 'Target', carIds: fireTargets(s) }];
    const targetId = str(a, 'target');
    if (targetId && fireTargets(s).includes(targetId))
      qs.push({
        kind: 'choice',
        id: factsId(targetId),
        label: `Short range or back shot on ${nameOfCar(ctx, targetId)}?`,
        options: FACTS,
        default: 'none',
        help: 'What the table sees (W-8): each gives a +1 or −1 you may use after the roll.',
      });
    qs.push({
      kind: 'dice',
      id: 'raw',
      label: 'Fire roll',
      count: 1,
      sides: FIRE_DIE,
      roller: nameOfPlayer(ctx, r.driverId),
    });
    const f = fireChoice(s, a);
    if (!f) return qs;
    if (hasChoice(f.reachable)) {
      qs.push({
        kind: 'outcome-choice',
        id: 'pick',
        label: `Which result? D8 ${f.raw} at ${nameOfCar(ctx, f.target.id)} (speed ${f.target.speed}), with or without the modifiers`,
        options: reachableOptions(f.reachable, f.mods, (o) => OUTCOME_NAMES[o as FireOutcome]),
        help: 'Each modifier that applies may add 1, take 1 away or stay unused (W-8); pick the result you take.',
      });
    }
    if (f.pick?.result === 'EXPLODE') {
      const cands = blastCandidates(s, f.target.id);
      qs.push({
        kind: 'cars',
        id: 'blast',
        label: 'Cars within 3" of the explosion',
        carIds: cands,
        help: 'Each takes one plain D8 on the fire chart.',
      });
      const chosen = cars(a, 'blast');
      for (const id of chosen)
        if (cands.includes(id))
          qs.push({
            kind: 'dice',
            id: `blast.${id}`,
            label: `Blast on ${nameOfCar(ctx, id)}`,
            count: 1,
            sides: FIRE_DIE,
            roller: nameOfPlayer(ctx, r.driverId),
          });
    }
    return qs;
  },
  resolve(s, ctx, a0) {
    const problem = fireProblem(s);
    if (problem) return { error: problem };
    const a = applyDefaults(this.ask(s, ctx, a0), a0);
    const m = missing(this, s, ctx, a);
    if (m) return { error: m };
    const f = fireChoice(s, a)!;
    const pick = f.pick!;
    const { shortRange, backShot } = f.facts;
    // The payload names only the modifiers that apply under the asserted facts (A4.8).
    const adjust: Partial<Record<Modifier, number>> = {};
    for (const mod of availableModifiers(f.target, { shortRange, backShot })) adjust[mod] = pick.adjust[mod] ?? 0;
    const row = chartRow(pick.total, f.target.speed);
    const outcome = row.outcome;
    const tName = nameOfCar(ctx, f.target.id);
    const used = takesText(pick, f.mods);
    const modText = used === 'as rolled' ? '' : ` ${used.replace(/, /g, ' ')}`;
    const reasons = [
      `D8 ${f.raw}${modText}${modText ? ` = ${pick.total}` : ''}; ${tName} is at speed ${f.target.speed}.`,
      `${pick.total} is ${row.when} → ${OUTCOME_NAMES[outcome]}.`,
    ];
    if (outcome === 'MISS' && f.reachable.some((o) => o.result !== 'MISS'))
      reasons.push('Careful: another choice would hit.');
    if (s.cars[f.target.id]?.ownerId === s.round?.driverId) reasons.push('Warning: that is one of your own cars.');
    const blast =
      outcome === 'EXPLODE'
        ? cars(a, 'blast').map((id) => {
            const roll = face(a, `blast.${id}`) as number;
            return { carId: id, roll, outcome: fireOutcome(roll, (s.cars[id] as WlfCar).speed) };
          })
        : [];
    for (const b of blast)
      reasons.push(
        `Blast on ${nameOfCar(ctx, b.carId)}: D8 ${b.roll} against speed ${(s.cars[b.carId] as WlfCar).speed} → ${OUTCOME_NAMES[b.outcome]}.`,
      );
    const payload = {
      targetId: f.target.id,
      raw: f.raw,
      shortRange,
      backShot,
      adjust,
      final: pick.total,
      outcome,
      blast,
    };
    return preview(
      s,
      ctx,
      { type: 'wlf.fire', payload },
      `${OUTCOME_NAMES[outcome]}${outcome === 'MISS' ? '' : `: ${tName}`}`,
      reasons,
    );
  },
});

// ---- collisions (A4.11) ----------------------------------------------------------------------

export const collisionProcedure = wlfKit.define({
  id: 'wlf.collision',
  title: 'Collision',
  ask(s, ctx, a) {
    const r = s.round;
    if (!r?.carId) return [];
    const qs: Question[] = [
      {
        kind: 'choice',
        id: 'kind',
        label: `${nameOfCar(ctx, r.carId)} ran into`,
        options: [
          { value: 'CAR', label: 'Another car' },
          { value: 'OBSTACLE', label: 'An obstacle' },
        ],
      },
    ];
    if (a.kind !== 'CAR') return qs;
    qs.push({
      kind: 'cars',
      id: 'cars',
      label: 'Which cars were hit?',
      carIds: onTable(s).filter((id) => id !== r.carId),
    });
    const hit = cars(a, 'cars');
    if (hit.length === 0) return qs;
    const involved = [r.carId, ...hit];
    const ownerName = (id: string) => nameOfPlayer(ctx, s.cars[id]?.ownerId ?? '');
    qs.push(
      ...rollOffQuestions(
        involved,
        a,
        'ro',
        ROLL_OFF_LOWEST,
        (id) => `${nameOfCar(ctx, id)}: lowest flips`,
        ownerName,
        (id) => s.cars[id]?.ownerId, // issue 40: each car's owner rolls for it
      ).qs,
    );
    return qs;
  },
  resolve(s, ctx, a) {
    const r = s.round;
    if (!r?.carId) return { error: 'No car is driving.' };
    if (a.kind === 'OBSTACLE')
      return preview(s, ctx, { type: 'wlf.collision', payload: { kind: 'OBSTACLE' } }, 'Crash into an obstacle', [
        'The car spins out, then flips over; the obstacle is unharmed.',
      ]);
    const hit = cars(a, 'cars');
    if (a.kind !== 'CAR' || hit.length === 0)
      return {
        error: a.kind === 'CAR' ? 'Still needed: which cars were hit.' : 'Still needed: what the car ran into.',
      };
    const involved = [r.carId, ...hit];
    const ro = rollOffAsk(involved, a, 'ro', ROLL_OFF_LOWEST);
    if (!ro.status.done) return { error: 'Still rolling: the tied cars roll again.' };
    const loser = ro.status.pick;
    return preview(
      s,
      ctx,
      { type: 'wlf.collision', payload: { kind: 'CAR', carIds: hit, passes: compactPasses(ro.passes), loser } },
      `Collision: ${nameOfCar(ctx, loser)} flips`,
      [
        'Every car involved spins out.',
        ...passesReason(ro.passes, (id) => nameOfCar(ctx, id)),
        `${nameOfCar(ctx, loser)} rolled lowest and flips over${s.cars[loser]?.flipped ? ' (already flipped: destroyed)' : ''}.`,
      ],
    );
  },
});

export const PROCEDURES = {
  deployment: deploymentProcedure,
  placementOrder: placementOrderProcedure,
  firstDriver: firstDriverProcedure,
  check: checkProcedure,
  fire: fireProcedure,
  collision: collisionProcedure,
} as const;

// ---- what to do with the models (issue 9) -------------------------------------------------------

/** The cars a command spins out: a Spin Out on the fire chart (shot or blast) or any collision (A4.10, A4.11). */
export function spunOut(before: WlfState, cmd: Pick<Command, 'type' | 'payload'>): Set<string> {
  const p = (cmd.payload ?? {}) as Record<string, unknown>;
  const out = new Set<string>();
  if (cmd.type === 'wlf.fire') {
    if (p.outcome === 'SPIN_OUT' && typeof p.targetId === 'string') out.add(p.targetId);
    if (Array.isArray(p.blast)) {
      for (const b of p.blast as { carId?: unknown; roll?: unknown }[]) {
        const c = typeof b.carId === 'string' ? before.cars[b.carId] : undefined;
        if (c && typeof b.roll === 'number' && fireOutcome(b.roll, c.speed) === 'SPIN_OUT') out.add(c.id);
      }
    }
  } else if (cmd.type === 'wlf.collision') {
    const active = before.round?.carId;
    if (active) out.add(active);
    if (p.kind === 'CAR' && Array.isArray(p.carIds)) for (const id of p.carIds) if (typeof id === 'string') out.add(id);
  }
  return out;
}
