// Guided rolls for Car Cult D20 (core/procedure-kit): each asks only what the table knows (the
// target first, then range and sight, then the dice, CC-A33), reads the rest from the state and
// resolves to one command whose preview runs the real reducer, so the sheet shows what Apply does.

import { bool, face, faces, str } from '../core/answers';
import { carName, playerName } from '../core/guards';
import type { Setup } from '../core/model';
import type { Answers, Procedure, Question } from '../core/procedure';
import { type ProcedureCommand, procedureKit } from '../core/procedure-kit';
import { rollAttack } from './combat';
import { reduceCc } from './commands';
import { TARGET } from './data';
import { describeChanges } from './explain';
import { plural } from './handler';
import type { CcCar, CcState, Reroll } from './model';
import {
  attackProblem,
  carsInPlay,
  downShiftDice,
  engineOf,
  findTrack,
  houseRulesOf,
  inchCount,
  mineProblem,
  minMove,
  moveProblem,
  nextActivation,
  rerollsAvailable,
  settleTie,
} from './rules';
import { shotText } from './shot-text';

export interface CcCtx {
  setup: Setup;
  /** The weapon an attack uses (attackProcedure). */
  weaponId?: string;
}

export type CcCommand = ProcedureCommand;
export type CcProcedure = Procedure<CcState, CcCtx, CcCommand>;

export const ccKit = procedureKit<CcState, CcCtx, CcCommand>({
  reduce: reduceCc,
  changes: (b, a, ctx) => describeChanges(b, a, ctx.setup),
});
const { preview } = ccKit;

/** The car whose activation it is, if any. */
const activeOf = (s: CcState): CcCar | undefined => (s.activeCarId ? s.cars[s.activeCarId] : undefined);

export { shotText };

/**
 * Gutsy Gunner re-rolls as questions (CC-A18): "re-roll which die?" then its new face, again while
 * re-rolls are left; the same die may be picked again and is judged on its new face.
 */
export function rerollQuestions(
  prefix: string,
  dice: readonly number[],
  available: number,
  roller: string,
  mod: number,
  a: Answers,
): { qs: Question[]; rerolls: Reroll[]; final: number[]; done: boolean } {
  const qs: Question[] = [];
  const rerolls: Reroll[] = [];
  const cur = [...dice];
  for (let k = 0; k < available; k++) {
    const id = `${prefix}.rr${k}`;
    qs.push({
      kind: 'choice',
      id,
      label: `Gutsy Gunner re-roll (${available - k} left)?`,
      options: [
        { value: 'none', label: 'Keep the dice' },
        ...cur.map((f, i) => ({ value: String(i), label: `Re-roll die ${i + 1} (${shotText(f, mod)})` })),
      ],
      default: 'none',
    });
    const pick = str(a, id);
    if (pick === undefined || pick === 'none') return { qs, rerolls, final: cur, done: true };
    const fid = `${id}.face`;
    qs.push({ kind: 'dice', id: fid, label: `The re-rolled die ${Number(pick) + 1}`, count: 1, sides: 20, roller });
    const f = face(a, fid);
    if (f === undefined) return { qs, rerolls, final: cur, done: false };
    rerolls.push({ index: Number(pick), face: f });
    cur[Number(pick)] = f;
  }
  return { qs, rerolls, final: cur, done: true };
}

// ---- B8.8 attack ------------------------------------------------------------------------------

/** The six stages of B8.8: target, range and sight, dice, re-rolls, modifier, hits and damage. */
export const attackProcedure = ccKit.define({
  id: 'cc.attack',
  title: 'Attack',
  ask(s, ctx, a) {
    const w = ctx.weaponId ? findTrack(s, ctx.weaponId) : undefined;
    if (!w) return [];
    const me = w.car;
    const owner = playerName(ctx.setup, me.playerId);
    const qs: Question[] = [
      {
        kind: 'car',
        id: 'target',
        label: 'Target (declare it before measuring)',
        carIds: carsInPlay(s)
          .filter((c) => c.id !== me.id)
          .map((c) => c.id),
      },
    ];
    if (!str(a, 'target')) return qs;
    qs.push({
      kind: 'yesno',
      id: 'inRange',
      label: `Within ${w.track.range}" and in sight?`,
      help: 'Measure now. Out of range or sight, the attack is spent with no dice [CC-A16].',
    });
    if (bool(a, 'inRange') !== true) return qs;
    const shots = w.track.shots ?? 1;
    qs.push({
      kind: 'dice',
      id: 'dice',
      label: `${w.track.name}: ${plural(shots, 'D20')}`,
      count: shots,
      sides: 20,
      roller: owner,
    });
    const dice = faces(a, 'dice');
    if (!dice || dice.length !== shots) return qs;
    const target = s.cars[str(a, 'target') as string];
    const mod = target
      ? rollAttack(s, houseRulesOf(ctx.setup), me.playerId, target, w.track.blast ?? 0, 0, [], []).mod
      : 0;
    qs.push(...rerollQuestions('dice', dice, rerollsAvailable(me), owner, mod, a).qs);
    return qs;
  },
  resolve(s, ctx, a0) {
    const problem = ctx.weaponId ? attackProblem(s, ctx.weaponId) : 'Pick a weapon.';
    if (problem) return { error: problem };
    const m = ccKit.missing(this, s, ctx, a0);
    if (m) return { error: m };
    const w = findTrack(s, ctx.weaponId as string)!;
    const targetId = str(a0, 'target') as string;
    const target = s.cars[targetId]!;
    if (bool(a0, 'inRange') === false) {
      return preview(
        s,
        ctx,
        { type: 'cc.attack', payload: { weaponId: w.track.id, targetId, inRange: false, dice: [] } },
        'Out of range or sight: the attack is spent',
        ['The target was declared first; the attack action is used up [CC-A16].'],
      );
    }
    const dice = faces(a0, 'dice') as number[];
    const h = houseRulesOf(ctx.setup);
    const probe = rollAttack(
      s,
      h,
      w.car.playerId,
      target,
      w.track.blast ?? 0,
      typeof w.track.damage === 'number' ? w.track.damage : 0,
      dice,
      [],
    );
    const rr = rerollQuestions('dice', dice, rerollsAvailable(w.car), '', probe.mod, a0);
    const roll = rollAttack(s, h, w.car.playerId, target, w.track.blast ?? 0, probe.damage, dice, rr.rerolls);
    const reasons = [
      `Modifier ${roll.mod >= 0 ? '+' : '−'}${Math.abs(roll.mod)}: blast ${w.track.blast ?? 0} − ${carName(ctx.setup, targetId)}'s minimum speed ${roll.minMove}${roll.dd ? ` − Dangerous Driver ${roll.dd}` : ''} [CC-A17].`,
      ...roll.final.map(
        (f, i) =>
          `Die ${i + 1}: ${shotText(f, roll.mod)}${rr.rerolls.some((r) => r.index === i) ? ' (re-rolled)' : ''}.`,
      ),
      roll.hits
        ? `${plural(roll.hits, 'hit')}, ${plural(roll.damage, 'Damage Token')} each: ${playerName(ctx.setup, target.playerId)} places the first of each hit${roll.damage > 1 ? `, ${playerName(ctx.setup, w.car.playerId)} the rest` : ''}.`
        : 'No hits.',
    ];
    const payload = {
      weaponId: w.track.id,
      targetId,
      inRange: true,
      dice,
      ...(rr.rerolls.length ? { rerolls: rr.rerolls } : {}),
    };
    return preview(
      s,
      ctx,
      { type: 'cc.attack', payload },
      roll.hits ? `${plural(roll.hits, 'hit')} on ${carName(ctx.setup, targetId)}` : 'Missed',
      reasons,
    );
  },
});

// ---- B8.3 down shift --------------------------------------------------------------------------

export const downShiftProcedure = ccKit.fromParts({
  id: 'cc.downShift',
  title: 'Down shift',
  problem: (s) =>
    s.activeCarId && s.cars[s.activeCarId]?.act?.step === 'START' && !s.cars[s.activeCarId]?.act?.downShifted
      ? null
      : 'A down shift comes only at the start of an activation [CC-A04].',
  parts(s, ctx, a) {
    const car = activeOf(s);
    const st = car ? (engineOf(car)?.st ?? 0) : 0;
    const qs: Question[] = [
      {
        kind: 'number',
        id: 'k',
        label: 'Engine Speed Tokens to take off',
        min: 1,
        max: Math.max(1, st),
        default: 1,
        help: 'One is free. Two or more: a D20 for each, 10+ or a Damage Token on the engine.',
      },
    ];
    const k = typeof a.k === 'number' ? a.k : 1;
    const n = downShiftDice(k, houseRulesOf(ctx.setup));
    if (n > 0)
      qs.push({
        kind: 'dice',
        id: 'dice',
        label: `${plural(n, 'D20')}, 10+ each`,
        count: n,
        sides: 20,
        roller: car ? playerName(ctx.setup, car.playerId) : '',
      });
    return { qs, k, n };
  },
  resolve(x, s, ctx, a) {
    const dice = x.n ? (faces(a, 'dice') ?? []) : [];
    const fails = dice.filter((f) => f < TARGET).length;
    return preview(
      s,
      ctx,
      { type: 'cc.downShift', payload: { k: x.k, dice } },
      x.n ? (fails ? `${plural(fails, 'Damage Token')} on the engine` : 'Clean down shift') : 'Free down shift',
      dice.map((f, i) => `Die ${i + 1}: ${f} ${f >= TARGET ? 'passes' : 'fails'}.`),
    );
  },
});

// ---- B8.7 movement -----------------------------------------------------------------------------

export const roughProcedure = ccKit.fromParts({
  id: 'cc.rough',
  title: 'Rough terrain',
  problem: (s) => moveProblem(s, activeOf(s)),
  parts(s, ctx, a) {
    const car = activeOf(s);
    const qs: Question[] = [
      { kind: 'number', id: 'inches', label: 'Inches through the rough piece', min: 0, max: 100 },
      {
        kind: 'dice',
        id: 'die',
        label: 'D20, minus the inches: 10+ is unharmed',
        count: 1,
        sides: 20,
        roller: car ? playerName(ctx.setup, car.playerId) : '',
      },
    ];
    return { qs, inches: typeof a.inches === 'number' ? a.inches : 0 };
  },
  resolve(x, s, ctx, a) {
    const die = face(a, 'die') as number;
    const n = inchCount(x.inches, houseRulesOf(ctx.setup));
    const ok = die - n >= TARGET;
    return preview(
      s,
      ctx,
      { type: 'cc.rough', payload: { inches: x.inches, die } },
      ok ? 'Through unharmed' : '1 Damage Token',
      [`${die} − ${n} = ${die - n}: ${ok ? '10 or more' : 'under 10'} [CC-A22].`],
    );
  },
});

export const MOVE_OUTCOMES = [
  { value: 'normal', label: 'Moved within the limits' },
  { value: 'braked', label: 'Braked short of the minimum' },
  { value: 'blocked', label: 'Stopped by blocking terrain' },
  { value: 'collided', label: 'Hit a model' },
  { value: 'rammed', label: 'Rammed a model' },
] as const;

/** B8.7's final report: how the move ended, and the facts and dice that outcome needs. */
export const moveEndProcedure = ccKit.fromParts({
  id: 'cc.moveEnd',
  title: 'End of the move',
  problem: (s) => moveProblem(s, activeOf(s)),
  parts(s, ctx, a) {
    const car = activeOf(s);
    const h = houseRulesOf(ctx.setup);
    const owner = car ? playerName(ctx.setup, car.playerId) : '';
    const hasRam = !!car?.components.some((t) => t.kind === 'ram');
    const min = car ? minMove(car, h) : 0;
    const options = MOVE_OUTCOMES.filter((o) => (hasRam ? o.value !== 'collided' : o.value !== 'rammed')).map((o) => ({
      ...o,
    }));
    const qs: Question[] = [{ kind: 'choice', id: 'outcome', label: 'How did the move end?', options }];
    const outcome = str(a, 'outcome');
    const others = car
      ? carsInPlay(s)
          .filter((c) => c.id !== car.id)
          .map((c) => c.id)
      : [];
    if (outcome && outcome !== 'normal')
      qs.push({ kind: 'number', id: 'distance', label: 'Inches moved', min: 0, max: 100 });
    if (outcome === 'collided' || outcome === 'rammed')
      qs.push({ kind: 'car', id: 'struckId', label: 'Which car was hit?', carIds: others });
    const distance = typeof a.distance === 'number' ? a.distance : undefined;
    const brakingRoll = outcome === 'braked' && min > 0 && distance !== undefined && distance < min;
    if (brakingRoll) {
      qs.push({
        kind: 'dice',
        id: 'die',
        label: `D20 − ${inchCount(min - (distance ?? 0), h)} inches short: 10+ is safe`,
        count: 1,
        sides: 20,
        roller: owner,
      });
      if (h.brakingOpponent === 'owner_chooses' && ctx.setup.players.length > 2 && car) {
        qs.push({
          kind: 'choice',
          id: 'opponentId',
          label: 'Which opponent places the Damage Token if it fails?',
          options: ctx.setup.players.filter((p) => p.id !== car.playerId).map((p) => ({ value: p.id, label: p.name })),
        });
      }
    }
    let rerolls: Reroll[] = [];
    if (outcome === 'rammed' && car) {
      qs.push({ kind: 'dice', id: 'dice', label: 'Ram attack: 1 D20', count: 1, sides: 20, roller: owner });
      const dice = faces(a, 'dice');
      const target = s.cars[str(a, 'struckId') ?? ''];
      if (dice?.length === 1 && target) {
        const ram = car.components.find((t) => t.kind === 'ram');
        const mod = rollAttack(s, h, car.playerId, target, ram?.blast ?? 10, 0, [], []).mod;
        const rr = rerollQuestions('dice', dice, rerollsAvailable(car), owner, mod, a);
        qs.push(...rr.qs);
        rerolls = rr.rerolls;
      }
    }
    return { qs, outcome, distance, rerolls };
  },
  resolve(x, s, ctx, a) {
    const payload: Record<string, unknown> = { outcome: x.outcome };
    if (x.distance !== undefined && x.outcome !== 'normal') payload.distance = x.distance;
    for (const k of ['struckId', 'opponentId'] as const) if (str(a, k)) payload[k] = str(a, k);
    if (face(a, 'die') !== undefined && x.outcome === 'braked') payload.die = face(a, 'die');
    if (x.outcome === 'rammed') {
      payload.dice = faces(a, 'dice');
      if (x.rerolls.length) payload.rerolls = x.rerolls;
    }
    const label = MOVE_OUTCOMES.find((o) => o.value === x.outcome)?.label ?? 'Move done';
    return preview(s, ctx, { type: 'cc.moveEnd', payload }, label, []);
  },
});

// ---- B8.11 a mine goes off ----------------------------------------------------------------------

export const mineProcedure = ccKit.fromParts({
  id: 'cc.mine',
  title: 'A mine goes off',
  parts(s, ctx, a) {
    const qs: Question[] = [
      {
        kind: 'choice',
        id: 'mineId',
        label: 'Which mine?',
        options: s.mines.map((m, i) => ({
          value: m.id,
          label: `Mine ${i + 1} (${carName(ctx.setup, m.ownerCarId)}, round ${m.laidInRound})`,
        })),
      },
      { kind: 'car', id: 'carId', label: 'Which car came within 4"?', carIds: carsInPlay(s).map((c) => c.id) },
    ];
    const mine = s.mines.find((m) => m.id === str(a, 'mineId'));
    const victim = s.cars[str(a, 'carId') ?? ''];
    let rerolls: Reroll[] = [];
    if (mine && victim) {
      const roller = playerName(ctx.setup, mine.ownerPlayerId);
      qs.push({ kind: 'dice', id: 'dice', label: 'Mine attack: 1 D20', count: 1, sides: 20, roller });
      const dice = faces(a, 'dice');
      const layer = s.cars[mine.ownerCarId];
      if (dice?.length === 1 && layer && layer.status === 'in_play') {
        const card = findTrack(s, mine.trackId)?.track;
        const mod = rollAttack(
          s,
          houseRulesOf(ctx.setup),
          mine.ownerPlayerId,
          victim,
          card?.blast ?? 10,
          0,
          [],
          [],
        ).mod;
        const rr = rerollQuestions('dice', dice, rerollsAvailable(layer), roller, mod, a);
        qs.push(...rr.qs);
        rerolls = rr.rerolls;
      }
    }
    return { qs, rerolls };
  },
  resolve(x, s, ctx, a) {
    const mineId = str(a, 'mineId') as string;
    const carId = str(a, 'carId') as string;
    const p = mineProblem(s, mineId, carId, houseRulesOf(ctx.setup));
    if (p) return { error: p };
    const mine = s.mines.find((m) => m.id === mineId)!;
    const card = findTrack(s, mine.trackId)?.track;
    const roll = rollAttack(
      s,
      houseRulesOf(ctx.setup),
      mine.ownerPlayerId,
      s.cars[carId]!,
      card?.blast ?? 10,
      typeof card?.damage === 'number' ? card.damage : 2,
      faces(a, 'dice') ?? [],
      x.rerolls,
    );
    const reasons = [
      `Modifier ${roll.mod >= 0 ? '+' : '−'}${Math.abs(roll.mod)}: blast ${card?.blast ?? 10} − minimum speed ${roll.minMove}${roll.dd ? ` − Dangerous Driver ${roll.dd}` : ''}.`,
      ...roll.final.map((f) => `${shotText(f, roll.mod)}.`),
      'Take the marker off the table.',
    ];
    return preview(
      s,
      ctx,
      {
        type: 'cc.mine',
        payload: { mineId, carId, dice: faces(a, 'dice'), ...(x.rerolls.length ? { rerolls: x.rerolls } : {}) },
      },
      roll.hits ? 'The mine hits' : 'The mine misses',
      reasons,
    );
  },
});

// ---- B8.1 the next activation, with tie rolls ---------------------------------------------------

/**
 * Who activates next (CC-A01): nothing to ask when the order is clear; on a tie, a D20 for each
 * tied car without a stored roll, then for the cars tied again, pass by pass.
 */
export const activateProcedure = ccKit.fromParts({
  id: 'cc.activate',
  title: 'Next activation',
  problem: (s) => (s.phase === 'round' && !s.activeCarId && !s.pending.length ? null : 'No activation can start now.'),
  parts(s, ctx, a) {
    const next = nextActivation(s, ctx.setup);
    const qs: Question[] = [];
    const passes: Record<string, number[]>[] = [];
    let carId = next.kind === 'CAR' ? next.carId : undefined;
    if (next.kind === 'TIE') {
      let who = next.roll;
      for (let k = 0; k < 50; k++) {
        const pass: Record<string, number[]> = {};
        for (const id of who) {
          const qid = `tie.${k}.${id}`;
          qs.push({
            kind: 'dice',
            id: qid,
            label: `${carName(ctx.setup, id)}${k === 0 ? '' : ` (tied again: roll ${k + 1})`}`,
            count: 1,
            sides: 20,
            roller: playerName(ctx.setup, s.cars[id]?.playerId),
            // Issue 40: a tie's D20 is the car's owner's to roll (on their phone in live play).
            ...(s.cars[id]?.playerId ? { player: s.cars[id]?.playerId } : {}),
          });
          const f = face(a, qid);
          if (f !== undefined) pass[id] = [f];
        }
        if (Object.keys(pass).length !== who.length) break;
        passes.push(pass);
        const r = settleTie(next, passes);
        if (r.done) {
          carId = r.carId;
          break;
        }
        who = r.next;
      }
    }
    return { qs, carId, passes, tie: next.kind === 'TIE' };
  },
  resolve(x, s, ctx) {
    if (!x.carId) return { error: 'The tie is not settled yet.' };
    return preview(
      s,
      ctx,
      { type: 'cc.activate', payload: { carId: x.carId, ...(x.tie ? { tieRolls: x.passes } : {}) } },
      `${carName(ctx.setup, x.carId)} activates`,
      ['Take the Speed Tokens off every card but the engine [CC-A08].'],
    );
  },
});

export const PROCEDURES: readonly CcProcedure[] = [
  activateProcedure,
  downShiftProcedure,
  attackProcedure,
  roughProcedure,
  moveEndProcedure,
  mineProcedure,
];
