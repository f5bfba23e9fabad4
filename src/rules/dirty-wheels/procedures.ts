// Guided sheets for Dirty Wheels (A7), built with the core kit: each asks only the table facts
// and dice, reads everything the app tracks (aim, armour, strength, upgrades, traits) from the
// state, and resolves to one command through the real reducer (procedure-kit preview), so the
// result the sheet shows is the result Apply records. Where only a yes/no decides (a weapon
// deals at most one damage), the sheet offers "any die N+?" as one tap beside the faces.

import { bool, cars, face, faces, str } from '../core/answers';
import type { Setup } from '../core/model';
import type { Answers, Procedure, Question } from '../core/procedure';
import { type ProcedureCommand, procedureKit } from '../core/procedure-kit';
import { passText, type RollOffPass, rollOffDiceQuestions, rollOffRankingAsk } from '../core/roll-off';
import { segmentProblem, shootProblem, targetProblem } from './actions';
import { describeChanges } from './changes';
import {
  brightLightsMatter,
  destroyedOutcome,
  explosionCandidates,
  isRubble,
  isWreck,
  pendingDestruction,
  ramCounts,
  ramProblem,
  shotAim,
} from './combat';
import { reduceDw } from './commands';
import { destroyedRow, RAM_AIM, traitRow } from './data';
import { nextToActivate } from './effects';
import { entityName, withNames } from './handler';
import type { DwState, EntityId } from './model';
import { TIE_ROLL_OFF, tiedGroups } from './order';
import {
  activatingIds,
  areEnemies,
  armour,
  attackCount,
  baseAim,
  countDiceOf,
  driverOf,
  effInit,
  entity,
  hasTrait,
  hasUpgrade,
  inPlay,
  needOf,
  needText,
  nextSegmentBudget,
  optionalAttacksAllowed,
  speed,
  strength,
  weaponsOf,
} from './rules';
import { braveryTest, manoeuvreResult, shockCandidates } from './turn';

export interface DwCtx {
  setup: Setup;
  /** The car (or scenery piece) whose card opened the sheet, when there is one. */
  carId?: string;
}

export type DwCommand = ProcedureCommand;
export type DwProcedure = Procedure<DwState, DwCtx, DwCommand>;

export const dwKit = procedureKit<DwState, DwCtx, DwCommand>({
  reduce: reduceDw,
  changes: (b, a, ctx) => describeChanges(b, a, ctx.setup),
});
// Every sheet's command carries the names of the scenery it mentions, for its log line (withNames).
const preview: typeof dwKit.preview = (s, ctx, command, summary, reasons) =>
  dwKit.preview(s, ctx, withNames(s, command), summary, reasons);

const name = (s: DwState, ctx: DwCtx, id: string) => entityName(s, ctx.setup, id);
const ownerName = (s: DwState, ctx: DwCtx, id: string) => {
  const e = entity(s, id);
  const pid = e?.kind === 'car' ? e.car.playerId : e?.scenery.controller;
  return ctx.setup.players.find((p) => p.id === pid)?.name ?? name(s, ctx, id);
};
/**
 * "X takes 1 damage and is destroyed, Y unhurt": the damage each of `ids` took between two
 * states, for a sheet's pinned result line (the result shown is the result applied).
 */
function damageWords(before: DwState, after: DwState, ctx: DwCtx, ids: EntityId[]): string {
  return ids
    .map((id) => {
      const b = entity(before, id);
      const x = entity(after, id);
      if (!b || !x) return '';
      const tb = b.kind === 'car' ? b.car : b.scenery;
      const tx = x.kind === 'car' ? x.car : x.scenery;
      const d = tx.damage - tb.damage;
      const gone = tb.status === 'in_play' && tx.status === 'destroyed' ? ' and is destroyed' : '';
      return `${name(after, ctx, id)} ${d > 0 ? `takes ${d} damage` : 'unhurt'}${gone}`;
    })
    .filter(Boolean)
    .join(', ');
}

/** A summary computed from the state the command leads to (preview calls it only once the reducer accepted the command). */
const outcome = (s: DwState, ctx: DwCtx, command: DwCommand, say: (after: DwState) => string) => () =>
  say(reduceDw(s, { ...command, at: 0 }, ctx.setup));

const die = (id: string, label: string, sides: 3 | 6 | 12, count = 1, roller?: string): Question => ({
  kind: 'dice',
  id,
  label,
  count,
  sides,
  ...(roller ? { roller } : {}),
});
const signed = (n: number) => (n >= 0 ? `+${n}` : `−${-n}`);

// ---- tie roll-offs shared by initiative and deployment ----------------------------------------

/** The D6 roll-off questions for every tied group, and the merged passes once they are settled. */
function tieQuestions(
  s: DwState,
  ctx: DwCtx,
  groups: EntityId[][],
  a: Answers,
): { qs: Question[]; passes: RollOffPass[] | null } {
  const qs: Question[] = [];
  const merged: RollOffPass[] = [];
  let done = true;
  groups
    .filter((g) => g.length > 1)
    .forEach((g, gi) => {
      const ask = rollOffRankingAsk(g, a, `tie${gi}`, TIE_ROLL_OFF);
      qs.push(
        ...rollOffDiceQuestions(
          ask.dice,
          TIE_ROLL_OFF,
          (id) => `Tie: ${name(s, ctx, id)}`,
          (id) => ownerName(s, ctx, id),
        ),
      );
      if (!ask.status.done) done = false;
      ask.passes.forEach((p, k) => {
        merged[k] = { ...(merged[k] ?? {}), ...p };
      });
    });
  return { qs, passes: done ? merged : null };
}

// ---- A7.1 initiative, A7.1b deployment --------------------------------------------------------

export const initiativeProcedure = dwKit.define({
  id: 'dw.initiative',
  title: 'Initiative',
  ask(s, ctx, a) {
    const ids = activatingIds(s);
    const qs: Question[] = ids.map((id) =>
      die(
        `roll.${id}`,
        `${name(s, ctx, id)} (initiative ${signed(effInit(driverOf(s, id)))})`,
        6,
        1,
        ownerName(s, ctx, id),
      ),
    );
    const rolls = readRolls(ids, a);
    if (!rolls) return qs;
    return [...qs, ...tieQuestions(s, ctx, tiedGroups(s, ids, rolls).groups, a).qs];
  },
  resolve(s, ctx, a) {
    const ids = activatingIds(s);
    const rolls = readRolls(ids, a);
    if (!rolls) return { error: 'Still needed: a D6 for every car.' };
    const { passes } = tieQuestions(s, ctx, tiedGroups(s, ids, rolls).groups, a);
    if (!passes) return { error: 'Still tied: roll off with a D6.' };
    const reasons = ids.map(
      (id) =>
        `${name(s, ctx, id)}: ${rolls[id]} ${signed(effInit(driverOf(s, id)))} = ${rolls[id]! + effInit(driverOf(s, id))}.`,
    );
    for (const p of passes) reasons.push(`Tie roll-off: ${passText(p, (id) => name(s, ctx, id))}.`);
    return preview(s, ctx, { type: 'dw.initiative', payload: { rolls, passes } }, `Round ${s.round + 1}`, reasons);
  },
});

function readRolls(ids: EntityId[], a: Answers): Record<EntityId, number> | null {
  const out: Record<EntityId, number> = {};
  for (const id of ids) {
    const f = face(a, `roll.${id}`);
    if (f === undefined) return null;
    out[id] = f;
  }
  return out;
}

export const deployProcedure = dwKit.define({
  id: 'dw.deploy',
  title: 'Deployment order',
  ask(s, ctx, a) {
    const ids = s.carOrder.filter((id) => inPlay(s, id));
    const qs: Question[] = s.house.deploymentByRoll
      ? ids.map((id) =>
          die(
            `roll.${id}`,
            `${name(s, ctx, id)} (initiative ${effInit(driverOf(s, id))})`,
            6,
            1,
            ownerName(s, ctx, id),
          ),
        )
      : [];
    const rolls = s.house.deploymentByRoll ? readRolls(ids, a) : undefined;
    if (rolls === null) return qs;
    return [...qs, ...tieQuestions(s, ctx, tiedGroups(s, ids, rolls).groups, a).qs];
  },
  resolve(s, ctx, a) {
    const ids = s.carOrder.filter((id) => inPlay(s, id));
    const rolls = s.house.deploymentByRoll ? readRolls(ids, a) : undefined;
    if (rolls === null) return { error: 'Still needed: a D6 for every car.' };
    const { passes } = tieQuestions(s, ctx, tiedGroups(s, ids, rolls).groups, a);
    if (!passes) return { error: 'Still tied: roll off with a D6.' };
    return preview(
      s,
      ctx,
      { type: 'dw.deploy', payload: { passes, ...(rolls ? { rolls } : {}) } },
      'Deployment order',
      ['Highest driver initiative deploys first [DW-A17]; this order is advice, place the cars as the table agrees.'],
    );
  },
});

// ---- A7.2 start of an activation --------------------------------------------------------------

export const activateProcedure = dwKit.define({
  id: 'dw.activate',
  title: 'Activate',
  ask(s, ctx) {
    const id = nextToActivate(s);
    if (!id || entity(s, id)?.kind !== 'car') return [];
    const qs: Question[] = [
      {
        kind: 'yesno',
        id: 'mud',
        label: `${name(s, ctx, id)} starts in thick mud?`,
        default: false,
        help: '−1" of movement this activation [DW-A29].',
      },
    ];
    if (hasTrait(s, id, 'expert_driver'))
      qs.push({ kind: 'yesno', id: 'expert', label: 'Use 3" segments (Expert driver)?', default: false });
    return qs;
  },
  resolve(s, ctx, a) {
    const id = nextToActivate(s);
    if (!id) return { error: 'Nobody is waiting to activate.' };
    const car = entity(s, id)?.kind === 'car';
    const payload = {
      entityId: id,
      ...(car && bool(a, 'mud') ? { startsInMud: true } : {}),
      ...(car && bool(a, 'expert') ? { expert: true } : {}),
    };
    return preview(
      s,
      ctx,
      { type: 'dw.activate', payload },
      `${name(s, ctx, id)} activates`,
      car ? [`Speed ${speed(s, id)}".`] : ['Scenery only shoots [DW-A43].'],
    );
  },
});

// ---- A7.3 manoeuvre ---------------------------------------------------------------------------

export const manoeuvreProcedure = dwKit.define({
  id: 'dw.manoeuvre',
  title: 'Manoeuvre',
  ask(s, ctx) {
    const id = s.activation?.entityId;
    if (!id || segmentProblem(s, true)) return [];
    const skill = driverOf(s, id)!.skill;
    return [
      {
        kind: 'choice',
        id: 'kind',
        label: 'Which manoeuvre?',
        options: [
          { value: 'hairpin', label: 'Hairpin: turn up to 180°' },
          { value: 'skid', label: 'Skid: 3" sideways' },
          { value: 'hop', label: 'Hop: pass over things' },
        ],
      },
      { kind: 'yesno', id: 'mud', label: 'In thick mud?', default: false, help: '−1 to the skill test.' },
      die('roll', `Skill test: D6, ${skill}+ passes`, 6, 1, ownerName(s, ctx, id)),
    ];
  },
  resolve(s, ctx, a) {
    const id = s.activation?.entityId;
    const problem = segmentProblem(s, true);
    if (!id || problem) return { error: problem ?? 'No car is activating.' };
    const kind = str(a, 'kind');
    const roll = face(a, 'roll');
    if (!kind || roll === undefined) return { error: 'Still needed: the manoeuvre and the D6.' };
    const inMud = bool(a, 'mud') ?? false;
    const r = manoeuvreResult(driverOf(s, id)!.skill, roll, inMud);
    const n = name(s, ctx, id);
    const reasons = [`D6 ${roll}${inMud ? ' − 1 (mud)' : ''} against skill ${driverOf(s, id)!.skill}+.`];
    if (r.pass)
      reasons.push(
        kind === 'hairpin'
          ? `${n} may turn up to 180° on the spot.`
          : kind === 'skid'
            ? `Move ${n} 3" straight left or right; touching something on the way is a ram.`
            : `Move ${n} up to the segment, passing over cars and obstacles; touching something at the end is a ram.`,
      );
    else
      reasons.push(
        r.damage
          ? `Failed by ${r.margin}: ${n} stays put and takes 1 damage.`
          : `Failed by ${r.margin}: ${n} stays put.`,
      );
    return preview(
      s,
      ctx,
      { type: 'dw.manoeuvre', payload: { kind, roll, ...(inMud ? { inMud: true } : {}) } },
      r.pass ? `${kind} made` : `${kind} failed by ${r.margin}`,
      reasons,
    );
  },
});

// ---- A7.4 shooting ----------------------------------------------------------------------------

/** Targets of a shooting action: enemy cars and scenery in play. */
export function shootTargets(s: DwState, shooterId: EntityId): EntityId[] {
  return [...s.carOrder, ...s.sceneryOrder].filter((id) => targetProblem(s, shooterId, id) === null);
}

/**
 * One attack set's question: the one-tap "any die N+?" beside entering the faces [issue 11
 * tempo]; `diceQs` gives the dice questions while "Enter the dice" is picked (the default). None
 * when the result needs no dice (need ≤ 1 or ≥ 7).
 */
function setQuestions(prefix: string, label: string, need: number, a: Answers, diceQs: () => Question[]): Question[] {
  if (need <= 1 || need >= 7) return [];
  const q: Question = {
    kind: 'choice',
    id: `${prefix}.how`,
    label: `${label}: any die ${need}+?`,
    options: [
      { value: 'hit', label: `Yes, a ${need}+` },
      { value: 'miss', label: `No, all under ${need}` },
      { value: 'dice', label: 'Enter the dice' },
    ],
  };
  // Entering the dice is the default, so typed faces need no extra tap; one tap on yes/no
  // replaces them. The default decides nothing: the dice still have to be entered.
  return (str(a, q.id) ?? 'dice') === 'dice' ? [{ ...q, default: 'dice' }, ...diceQs()] : [q];
}

/** The fire entry of one weapon from the answers; null while unanswered. */
function readSet(prefix: string, need: number, a: Answers, noDice = false): { dice?: number[]; hit?: boolean } | null {
  if (need <= 1 || need >= 7) return {};
  const how = str(a, `${prefix}.how`) ?? 'dice';
  if (how === 'hit') return { hit: true };
  if (how === 'miss') return { hit: false };
  if (how === 'dice') {
    if (noDice) return {};
    const f = faces(a, `${prefix}.dice`);
    return f ? { dice: f } : null;
  }
  return null;
}

function shootParts(s: DwState, ctx: DwCtx, a: Answers) {
  const shooter = s.activation?.entityId;
  const qs: Question[] = [];
  if (!shooter || shootProblem(s)) return { qs };
  const targets = shootTargets(s, shooter);
  qs.push({
    kind: 'choice',
    id: 'target',
    label: 'Target',
    options: targets.map((id) => ({ value: id, label: name(s, ctx, id) })),
  });
  qs.push({
    kind: 'yesno',
    id: 'bumpy',
    label: 'Shooting from bumpy ground?',
    default: false,
    help: '−1 aim [DW-A29].',
  });
  if (brightLightsMatter(s, shooter))
    qs.push({
      kind: 'yesno',
      id: 'bright',
      label: 'Facing the front of an enemy with bright lights?',
      default: false,
      help: '−1 aim [DW-A42].',
    });
  if (s.house.bumpyAlsoTarget)
    qs.push({
      kind: 'yesno',
      id: 'tbumpy',
      label: 'Target on bumpy ground?',
      default: false,
      help: '−1 aim (house rule).',
    });
  const target = str(a, 'target');
  if (!target || !targets.includes(target)) return { qs, shooter };
  const facts = {
    onBumpy: bool(a, 'bumpy') ?? false,
    brightLights: bool(a, 'bright') ?? false,
    targetOnBumpy: bool(a, 'tbumpy') ?? false,
  };
  const aim = shotAim(s, shooter, s.activation!.shootingActionsUsed, facts);
  const turretOnly = entity(s, shooter)?.kind === 'scenery';
  const slots = entity(s, shooter)?.kind === 'car' ? s.cars[shooter]!.weapons.map((w) => w.slot) : [];
  const roller = ownerName(s, ctx, shooter);
  const fire: { weapon: number; targetId?: string; countDice?: number[]; dice?: number[]; hit?: boolean }[] = [];
  const lines: string[] = [];
  let complete = true;
  weaponsOf(s, shooter).forEach((w, i) => {
    const fixed = !turretOnly && slots[i] !== 'turret';
    // House rule split fire [DW-A02]: each weapon may pick its own target.
    if (s.house.splitFire)
      qs.push({
        kind: 'choice',
        id: `wt.${i}`,
        label: `${w.name}: target`,
        options: targets.map((id) => ({ value: id, label: name(s, ctx, id) })),
        default: target,
      });
    const picked = str(a, `wt.${i}`);
    const tgt = s.house.splitFire && picked && targets.includes(picked) ? picked : target;
    const own = tgt !== target ? { targetId: tgt } : {};
    const fq: Question = {
      kind: 'yesno',
      id: `fires.${i}`,
      label: `${w.name} can fire at ${tgt === target ? 'it' : name(s, ctx, tgt)}? (within ${w.range}", in sight${fixed ? ', directly in front' : ''})`,
      default: true,
    };
    qs.push(fq);
    if ((bool(a, fq.id) ?? true) === false) return;
    if (w.autoDamage) {
      fire.push({ weapon: i, ...own });
      lines.push(`${w.name}: 1 automatic damage, no dice [DW-A09].`);
      return;
    }
    const T = armour(s, tgt) - strength(s, w, shooter)!;
    const need = needOf(T, aim, s.house);
    const cd = countDiceOf(w);
    let countDice: number[] | undefined;
    qs.push(
      ...setQuestions(`w${i}`, w.name, need, a, () => {
        const out: Question[] = [];
        if (cd) {
          // The count is rolled each time it fires [DW-A10].
          out.push(die(`w${i}.count`, `${w.name}: ${cd}D6 for the number of attacks`, 6, cd, roller));
          countDice = faces(a, `w${i}.count`);
          if (!countDice) return out;
        }
        const n = attackCount(s, w, shooter, countDice ? countDice.reduce((x, y) => x + y, 0) : undefined)!;
        if (n > 0) out.push(die(`w${i}.dice`, `${w.name}: ${n} dice, ${need}+ succeeds`, 6, n, roller));
        return out;
      }),
    );
    lines.push(
      `${w.name}${tgt !== target ? ` at ${name(s, ctx, tgt)}` : ''}: armour ${armour(s, tgt)} − strength ${strength(s, w, shooter)} = ${T}; aim ${signed(aim)}; ${needText(need)}.`,
    );
    const got = readSet(
      `w${i}`,
      need,
      a,
      !!countDice &&
        attackCount(
          s,
          w,
          shooter,
          countDice.reduce((x, y) => x + y, 0),
        ) === 0,
    );
    if (!got) complete = false;
    else fire.push({ weapon: i, ...own, ...(countDice ? { countDice } : {}), ...got });
  });
  return { qs, shooter, target, facts, fire, lines, complete, aim };
}

export const shootProcedure = dwKit.fromParts({
  id: 'dw.shoot',
  title: 'Shoot',
  parts: shootParts,
  problem: (s) => shootProblem(s),
  resolve(x, s, ctx) {
    if (!x.shooter || !x.target || !x.fire || !x.complete)
      return { error: "Still needed: the target and each weapon's result." };
    if (!x.fire.length) return { error: 'No weapon can fire at it: the shooting action is not spent.' };
    const f = x.facts!;
    const payload = {
      targetId: x.target,
      fire: x.fire,
      ...(f.onBumpy ? { onBumpy: true } : {}),
      ...(f.brightLights ? { brightLights: true } : {}),
      ...(f.targetOnBumpy ? { targetOnBumpy: true } : {}),
    };
    const reasons = [
      `Aim ${signed(x.aim!)}: driver ${signed(baseAim(s, x.shooter))}${s.activation!.shootingActionsUsed === 1 ? ', −1 second action (Trigger happy)' : ''}${f.onBumpy ? ', −1 bumpy' : ''}${f.brightLights ? ', −1 bright lights' : ''}.`,
      ...x.lines!,
      'Each weapon deals at most 1 damage [DW-A05].',
    ];
    const command = { type: 'dw.shoot', payload };
    // Every target of the action (split fire [DW-A02] may add more): which took damage.
    const all = [x.target, ...x.fire.flatMap((f) => (f.targetId ? [f.targetId] : []))].filter(
      (id, i, xs) => xs.indexOf(id) === i,
    );
    const and = (ids: string[]) => ids.map((id) => name(s, ctx, id)).join(' and ');
    return preview(
      s,
      ctx,
      command,
      outcome(s, ctx, command, (after) => {
        const dmg = (id: string) => {
          const b = entity(s, id);
          const z = entity(after, id);
          return b && z
            ? (z.kind === 'car' ? z.car.damage : z.scenery.damage) -
                (b.kind === 'car' ? b.car.damage : b.scenery.damage)
            : 0;
        };
        const hit = all.filter((id) => dmg(id) > 0);
        const missed = all.filter((id) => dmg(id) <= 0);
        return hit.length && missed.length
          ? `Hit ${and(hit)}; missed ${and(missed)}`
          : hit.length
            ? `Hit ${and(hit)}`
            : `Missed ${and(missed)}`;
      }),
      reasons,
    );
  },
});

// ---- A7.7 ramming -----------------------------------------------------------------------------

type Via = 'move' | 'coms' | 'hunter' | 'tether';

function ramVia(s: DwState): Via[] {
  const head = s.pending[0];
  if (head?.kind === 'HUNTER') return ['hunter'];
  const a = s.activation;
  if (!a) return [];
  const out: Via[] = [];
  if (entity(s, a.entityId)?.kind === 'car') out.push('move');
  if (a.coms) out.push('coms');
  if (s.tethers.some((t) => t.from === a.entityId || t.to === a.entityId)) out.push('tether');
  return out;
}

function rammerOf(s: DwState, via: Via): EntityId | undefined {
  const head = s.pending[0];
  if (via === 'hunter') return head?.kind === 'HUNTER' ? head.carId : undefined;
  if (via === 'coms') return s.activation?.coms?.friendId;
  return s.activation?.entityId;
}

function ramParts(s: DwState, ctx: DwCtx, a: Answers) {
  const qs: Question[] = [];
  const vias = ramVia(s);
  if (!vias.length) return { qs };
  const VIA: Record<Via, string> = {
    move: 'its own move',
    coms: 'the coms-boosted move',
    hunter: 'the Hunter move',
    tether: 'a dragged tether',
  };
  if (vias.length > 1)
    qs.push({
      kind: 'choice',
      id: 'via',
      label: 'Which move made contact?',
      options: vias.map((v) => ({ value: v, label: VIA[v] })),
      default: vias[0]!,
    });
  const via = (str(a, 'via') as Via | undefined) ?? vias[0]!;
  let rammer = rammerOf(s, via);
  if (via === 'tether') {
    const act = s.activation!.entityId;
    const ends = s.tethers
      .filter((t) => t.from === act || t.to === act)
      .map((t) => (t.from === act ? t.to : t.from))
      .filter((id) => inPlay(s, id));
    qs.push({
      kind: 'choice',
      id: 'dragged',
      label: 'Which dragged car or piece hit something?',
      options: ends.map((id) => ({ value: id, label: name(s, ctx, id) })),
    });
    rammer = str(a, 'dragged');
  }
  if (!rammer) return { qs };
  const targets = [...s.carOrder, ...s.sceneryOrder].filter((id) => ramProblem(s, rammer!, id, via) === null);
  qs.push({
    kind: 'choice',
    id: 'target',
    label: `${name(s, ctx, rammer)} touched`,
    options: targets.map((id) => ({
      value: id,
      label: `${name(s, ctx, id)}${entity(s, id)?.kind === 'car' && s.cars[id]!.wreck ? ' (wreck)' : isRubble(s, id) ? ' (rubble)' : ''}`,
    })),
  });
  const target = str(a, 'target');
  if (!target || !targets.includes(target)) return { qs, rammer, via };
  let rem = 0;
  // Right after a skid or hop, the table says whether it touched during it or in a new move [A7.3].
  const afterManoeuvre = via === 'move' && !!s.activation!.manoeuvreMoved;
  if (afterManoeuvre)
    qs.push({
      kind: 'yesno',
      id: 'inManoeuvre',
      label: 'Did it touch during the skid or hop?',
      default: true,
      help: 'No: it started a new move after it and touched then.',
    });
  if (via !== 'tether') {
    // After a skid or hop the segment is already spent: rem counts from the movement before it
    // (Rbefore − inches used before contact, A7.3), so up to a segment more than R is allowed.
    const left = via === 'hunter' ? 4 : via === 'coms' ? s.activation!.coms!.budget : s.activation!.remaining;
    const max = via === 'move' ? left + s.activation!.segmentLength : left;
    qs.push({
      kind: 'number',
      id: 'rem',
      label: `Movement left at contact (inches; ${left} now)`,
      min: 0,
      max,
      default: left,
      help: 'What it still had when it touched: its allowance minus what it used in this segment before contact. After a skid or hop, count from what it had before the manoeuvre [DW-A20, A7.3].',
    });
    rem = typeof a.rem === 'number' ? a.rem : left;
    qs.push({
      kind: 'choice',
      id: 'dir',
      label: 'Moving',
      options: [
        { value: 'forward', label: 'Forwards' },
        { value: 'backward', label: 'Backwards' },
        { value: 'sideways', label: 'Sideways (skid)' },
      ],
      default: 'forward',
    });
  }
  const obstacle = isWreck(s, target) || isRubble(s, target);
  const explosive = hasUpgrade(s, rammer, 'explosive_ram') && !obstacle;
  const roller = ownerName(s, ctx, rammer);
  if (explosive)
    qs.push(
      die('d3A', 'Explosive ram: D3 (+2 attacks)', 3, 1, roller),
      die('d3Self', 'Explosive ram against itself: D3 (+2)', 3, 1, roller),
    );
  const d3A = face(a, 'd3A');
  const d3Self = face(a, 'd3Self');
  if (explosive && (d3A === undefined || d3Self === undefined)) return { qs, rammer, via, target, rem };
  const counts = obstacle ? { nA: 0, nB: 0, nSelf: 0 } : ramCounts(s, rammer, target, d3A, d3Self);
  const sets: { key: 'A' | 'B' | 'Self'; n: number; vs: EntityId; label: string; roller: string }[] = [
    { key: 'A', n: counts.nA, vs: target, label: `${name(s, ctx, rammer)}'s ram dice`, roller },
    {
      key: 'B',
      n: counts.nB,
      vs: rammer,
      label: `${name(s, ctx, target)}'s ram dice`,
      roller: ownerName(s, ctx, target),
    },
    { key: 'Self', n: counts.nSelf, vs: rammer, label: 'Explosive ram against itself', roller },
  ];
  const payload: Record<string, unknown> = {};
  let complete = true;
  for (const st of sets) {
    if (!st.n) continue;
    const need = needOf(armour(s, st.vs), RAM_AIM, s.house);
    if (s.house.ramDamagePerSuccess) {
      if (need > 1 && need < 7)
        qs.push(die(`ram${st.key}.dice`, `${st.label}: ${st.n} dice, ${need}+ succeeds`, 6, st.n, st.roller));
      const f = faces(a, `ram${st.key}.dice`);
      if (need > 1 && need < 7 && !f) complete = false;
      if (f) payload[`dice${st.key}`] = f;
      continue;
    }
    qs.push(
      ...setQuestions(`ram${st.key}`, `${st.label} (${st.n})`, need, a, () => [
        die(`ram${st.key}.dice`, `${st.label}: ${st.n} dice, ${need}+ succeeds`, 6, st.n, st.roller),
      ]),
    );
    const got = readSet(`ram${st.key}`, need, a);
    if (!got) complete = false;
    else {
      if (got.dice) payload[`dice${st.key}`] = got.dice;
      if (got.hit !== undefined) payload[`hit${st.key}`] = got.hit;
    }
  }
  if (afterManoeuvre) payload.inManoeuvre = bool(a, 'inManoeuvre') ?? true;
  return { qs, rammer, via, target, rem, counts, payload, complete, d3A, d3Self };
}

export const ramProcedure = dwKit.fromParts({
  id: 'dw.ram',
  title: 'Ram',
  parts: ramParts,
  resolve(x, s, ctx, a) {
    if (!x.rammer || !x.target || !x.counts || !x.complete || !x.payload || !x.via)
      return { error: 'Still needed: what it touched and the ram dice.' };
    const direction = x.via === 'tether' ? 'forward' : (str(a, 'dir') ?? 'forward');
    const payload = {
      rammerId: x.rammer,
      targetId: x.target,
      rem: x.rem ?? 0,
      direction,
      via: x.via,
      diceA: [],
      diceB: [],
      ...x.payload,
      ...(x.d3A !== undefined ? { d3A: x.d3A, d3Self: x.d3Self } : {}),
    };
    const push =
      x.via === 'tether' ||
      entity(s, x.target)?.kind === 'scenery' ||
      (entity(s, x.target)?.kind === 'car' && s.cars[x.target]!.wreck)
        ? 0
        : (x.rem ?? 0) / (direction === 'backward' ? 6 : 3);
    const reasons = [
      push > 0
        ? `Move ${name(s, ctx, x.rammer)} and ${name(s, ctx, x.target)} together ${Math.round(push * 10) / 10}" in ${name(s, ctx, x.rammer)}'s direction; stop if either touches anything else.`
        : `No push: ${name(s, ctx, x.target)} does not move.`,
      `Attacks: ${name(s, ctx, x.rammer)} ${x.counts.nA}, ${name(s, ctx, x.target)} ${x.counts.nB}${x.counts.nSelf ? `, explosive ram against itself ${x.counts.nSelf}` : ''}; each die + 2 must beat the target's armour, at most 1 damage per side [DW-A21].`,
    ];
    if (x.via === 'move')
      reasons.push(
        `${name(s, ctx, x.rammer)}'s move ends; it may still shoot if it has a shooting action left [DW-A24].`,
      );
    const command = { type: 'dw.ram', payload };
    // The pinned line says who took what and what to do with the models [issue 11: the result shown is the result applied].
    const models =
      push > 0 ? `Move both ${Math.round(push * 10) / 10}" together.` : `No push: ${name(s, ctx, x.target)} stays put.`;
    return preview(
      s,
      ctx,
      command,
      outcome(
        s,
        ctx,
        command,
        (after) =>
          `${name(s, ctx, x.rammer!)} rams ${name(s, ctx, x.target!)}: ${damageWords(s, after, ctx, [x.target!, x.rammer!])}. ${models}`,
      ),
      reasons,
    );
  },
});

// ---- A7.6 destroyed table ---------------------------------------------------------------------

export const destroyedProcedure = dwKit.define({
  id: 'dw.destroyed',
  title: 'Destroyed',
  ask(s, ctx, a) {
    const head = pendingDestruction(s);
    if (!head) return [];
    const qs: Question[] = [
      die('roll', `${name(s, ctx, head.entityId)}: destroyed table D6`, 6, 1, ownerName(s, ctx, head.entityId)),
    ];
    const roll = face(a, 'roll');
    if (roll !== undefined && destroyedOutcome(s, head.entityId, roll).explodes) {
      qs.push({
        kind: 'cars',
        id: 'within3',
        label: `Cars within 3" of where ${name(s, ctx, head.entityId)} explodes`,
        carIds: explosionCandidates(s, head.entityId),
        help: 'Measure from its final position (after a tumble or drive). Each takes 1 damage.',
      });
    }
    return qs;
  },
  resolve(s, ctx, a) {
    const head = pendingDestruction(s);
    if (!head) return { error: 'Nothing is waiting on the destroyed table.' };
    const roll = face(a, 'roll');
    if (roll === undefined) return { error: 'Still needed: the D6.' };
    const row = destroyedRow(roll)!;
    const within3 = row.explodes || entity(s, head.entityId)?.kind === 'scenery' ? cars(a, 'within3') : [];
    return preview(
      s,
      ctx,
      { type: 'dw.destroyed', payload: { entityId: head.entityId, roll, within3 } },
      destroyedOutcome(s, head.entityId, roll).text,
      [],
    );
  },
});

// ---- A7.10 shock round ------------------------------------------------------------------------

export const shockProcedure = dwKit.define({
  id: 'dw.shock',
  title: 'Shock round',
  ask(s, ctx, a) {
    const qs: Question[] = [];
    for (const c of shockCandidates(s)) {
      const dr = driverOf(s, c.id)!;
      qs.push(
        die(
          `shock.${c.id}`,
          `${name(s, ctx, c.id)}: bravery ${dr.bravery}+${c.mod ? ' (−1 rammed)' : ''}`,
          6,
          1,
          ownerName(s, ctx, c.id),
        ),
      );
      const roll = face(a, `shock.${c.id}`);
      if (roll !== undefined && roll + c.mod < dr.bravery && dr.traits.includes('crazy')) {
        qs.push({
          kind: 'yesno',
          id: `crazy.${c.id}`,
          label: `${name(s, ctx, c.id)} is Crazy: re-roll?`,
          default: false,
        });
        if (bool(a, `crazy.${c.id}`))
          qs.push(
            die(`again.${c.id}`, `${name(s, ctx, c.id)}: the re-roll (it stands)`, 6, 1, ownerName(s, ctx, c.id)),
          );
      }
    }
    return qs;
  },
  resolve(s, ctx, a) {
    const tests: { id: string; roll: number; reroll?: number }[] = [];
    const reasons: string[] = [];
    for (const c of shockCandidates(s)) {
      const roll = face(a, `shock.${c.id}`);
      if (roll === undefined) return { error: `Still needed: ${name(s, ctx, c.id)}'s bravery D6.` };
      const reroll = bool(a, `crazy.${c.id}`) ? face(a, `again.${c.id}`) : undefined;
      if (bool(a, `crazy.${c.id}`) && reroll === undefined)
        return { error: `Still needed: ${name(s, ctx, c.id)}'s re-roll.` };
      tests.push({ id: c.id, roll, ...(reroll !== undefined ? { reroll } : {}) });
      const dr = driverOf(s, c.id)!;
      const r = braveryTest(dr.bravery, c.mod, roll, reroll);
      reasons.push(
        `${name(s, ctx, c.id)}: ${r.final} against ${dr.bravery}+ → ${r.pass ? 'holds' : `shaken, −${r.margin} initiative`}.`,
      );
    }
    if (!tests.length) reasons.push('Nobody was attacked by a car still in play: no tests.');
    return preview(s, ctx, { type: 'dw.shock', payload: { tests } }, 'Shock round', reasons);
  },
});

// ---- A7.8 upgrades ----------------------------------------------------------------------------

export const gunnerProcedure = dwKit.define({
  id: 'dw.gunner',
  title: 'Gunner',
  ask(s, ctx) {
    const a = s.activation;
    if (!a) return [];
    const targets = s.carOrder.filter((id) => inPlay(s, id) && areEnemies(s, a.entityId, id));
    return [
      {
        kind: 'choice',
        id: 'target',
        label: 'Enemy car within 3"',
        options: targets.map((id) => ({ value: id, label: name(s, ctx, id) })),
      },
      {
        kind: 'choice',
        id: 'aimAt',
        label: 'Aim at',
        options: [
          { value: 'tyres', label: 'Tyres (4+: −2" speed)' },
          { value: 'driver', label: 'Driver (6: destroyed)' },
        ],
      },
      die('roll', 'Gunner D6 (no aim)', 6, 1, ownerName(s, ctx, a.entityId)),
    ];
  },
  resolve(s, ctx, a) {
    const target = str(a, 'target');
    const aimAt = str(a, 'aimAt');
    const roll = face(a, 'roll');
    if (!target || !aimAt || roll === undefined) return { error: 'Still needed: the target, the aim and the D6.' };
    return preview(
      s,
      ctx,
      { type: 'dw.gunner', payload: { targetId: target, aimAt, roll } },
      `Gunner at ${name(s, ctx, target)}`,
      [aimAt === 'tyres' ? 'Tyres: 4+ hits, −2" speed for good.' : 'Driver: a 6 destroys the car.'],
    );
  },
});

export const pipeBombsProcedure = dwKit.define({
  id: 'dw.pipeBombs',
  title: 'Pipe bombs',
  ask(s, ctx, a) {
    const act = s.activation;
    if (!act) return [];
    const roller = ownerName(s, ctx, act.entityId);
    const qs: Question[] = [
      {
        kind: 'cars',
        id: 'behind',
        label: 'Cars behind it within 6" (friends too)',
        carIds: s.carOrder.filter((id) => id !== act.entityId && inPlay(s, id)),
      },
    ];
    qs.push({ kind: 'yesno', id: 'bumpy', label: 'On bumpy ground?', default: false });
    if (brightLightsMatter(s, act.entityId))
      qs.push({ kind: 'yesno', id: 'bright', label: "Facing an enemy's bright lights?", default: false });
    const aim = baseAim(s, act.entityId) - (bool(a, 'bumpy') ? 1 : 0) - (bool(a, 'bright') ? 1 : 0);
    for (const id of cars(a, 'behind')) {
      qs.push(die(`pb.${id}.count`, `${name(s, ctx, id)}: D3 attacks`, 3, 1, roller));
      const n = face(a, `pb.${id}.count`);
      const need = needOf(armour(s, id) - 1, aim, s.house);
      if (n !== undefined)
        qs.push(
          ...setQuestions(`pb.${id}`, name(s, ctx, id), need, a, () => [
            die(`pb.${id}.dice`, `${name(s, ctx, id)}: ${n} dice, ${need}+ succeeds`, 6, n, roller),
          ]),
        );
    }
    return qs;
  },
  resolve(s, ctx, a) {
    const act = s.activation;
    if (!act) return { error: 'No car is activating.' };
    const aim = baseAim(s, act.entityId) - (bool(a, 'bumpy') ? 1 : 0) - (bool(a, 'bright') ? 1 : 0);
    const targets: Record<string, unknown>[] = [];
    for (const id of cars(a, 'behind')) {
      const countDie = face(a, `pb.${id}.count`);
      if (countDie === undefined) return { error: `Still needed: ${name(s, ctx, id)}'s D3.` };
      const got = readSet(`pb.${id}`, needOf(armour(s, id) - 1, aim, s.house), a);
      if (!got) return { error: `Still needed: ${name(s, ctx, id)}'s dice.` };
      targets.push({ id, countDie, ...got });
    }
    const command = {
      type: 'dw.pipeBombs',
      payload: {
        targets,
        ...(bool(a, 'bumpy') ? { onBumpy: true } : {}),
        ...(bool(a, 'bright') ? { brightLights: true } : {}),
      },
    };
    const hit = cars(a, 'behind');
    return preview(
      s,
      ctx,
      command,
      outcome(s, ctx, command, (after) =>
        hit.length
          ? `Pipe bombs: ${damageWords(s, after, ctx, hit)}.`
          : 'Pipe bombs: no car behind it, nothing happens.',
      ),
      ['Strength 1 against each car, at most 1 damage each [DW-A36].'],
    );
  },
});

export const harpoonProcedure = dwKit.define({
  id: 'dw.harpoon',
  title: 'Harpoon',
  ask(s, ctx) {
    const act = s.activation;
    if (!act) return [];
    const targets = [...s.carOrder, ...s.sceneryOrder].filter((id) => targetProblem(s, act.entityId, id) === null);
    return [
      {
        kind: 'choice',
        id: 'target',
        label: `Target in sight${typeof s.house.harpoonRange === 'number' ? ` within ${s.house.harpoonRange}"` : ''}`,
        options: targets.map((id) => ({ value: id, label: name(s, ctx, id) })),
      },
      die('roll', 'Harpoon D6: 3+ hits', 6, 1, ownerName(s, ctx, act.entityId)),
    ];
  },
  resolve(s, ctx, a) {
    const target = str(a, 'target');
    const roll = face(a, 'roll');
    if (!target || roll === undefined) return { error: 'Still needed: the target and the D6.' };
    return preview(
      s,
      ctx,
      { type: 'dw.harpoon', payload: { targetId: target, roll } },
      roll >= 3 ? `Harpooned ${name(s, ctx, target)}` : 'Harpoon missed',
      ['Once per game. A hit deals 1 damage and ties the two cars together [DW-A38].'],
    );
  },
});

export const expEngineProcedure = dwKit.define({
  id: 'dw.expEngine',
  title: 'Experimental engine',
  ask(s, ctx) {
    const act = s.activation;
    if (!act) return [];
    const roller = ownerName(s, ctx, act.entityId);
    return [
      die('d3', 'Extra movement: D3 (+3")', 3, 1, roller),
      die('d6', 'Engine check: D6, 4+ is 1 damage to itself', 6, 1, roller),
    ];
  },
  resolve(s, ctx, a) {
    const d3 = face(a, 'd3');
    const d6 = face(a, 'd6');
    if (d3 === undefined || d6 === undefined) return { error: 'Still needed: the D3 and the D6.' };
    return preview(
      s,
      ctx,
      { type: 'dw.expEngine', payload: { d3, d6 } },
      `+${d3 + 3}" of movement`,
      d6 >= 4 ? ['The engine hurts itself: 1 damage (the extra movement stays) [DW-A40].'] : [],
    );
  },
});

/** A7.8.1: the activating car gives up a segment and a friendly car in play moves it instead [DW-A39]. */
export const comsProcedure = dwKit.define({
  id: 'dw.coms',
  title: 'Coms booster',
  ask(s, ctx) {
    const a = s.activation;
    if (!a) return [];
    const friends = s.carOrder.filter((x) => x !== a.entityId && inPlay(s, x) && !areEnemies(s, a.entityId, x));
    return [
      {
        kind: 'choice',
        id: 'friend',
        label: `Which friendly car moves up to ${nextSegmentBudget(a)}"?`,
        options: friends.map((x) => ({ value: x, label: name(s, ctx, x) })),
      },
    ];
  },
  resolve(s, ctx, a) {
    const f = str(a, 'friend');
    if (!f || !s.activation) return { error: 'Still needed: the friendly car.' };
    const b = nextSegmentBudget(s.activation);
    const n = name(s, ctx, f);
    return preview(s, ctx, { type: 'dw.coms', payload: { friendId: f } }, `${n} moves instead`, [
      `This car gives up a ${b}" segment. ${n} may pivot up to 90° and move up to ${b}" (backwards costs double); if it touches something, tap Touched [DW-A39].`,
    ]);
  },
});

/** Every guided sheet, by id. */
export const PROCEDURES = {
  initiative: initiativeProcedure,
  deploy: deployProcedure,
  activate: activateProcedure,
  manoeuvre: manoeuvreProcedure,
  shoot: shootProcedure,
  ram: ramProcedure,
  destroyed: destroyedProcedure,
  shock: shockProcedure,
  gunner: gunnerProcedure,
  pipeBombs: pipeBombsProcedure,
  harpoon: harpoonProcedure,
  expEngine: expEngineProcedure,
  coms: comsProcedure,
} as const;

export { optionalAttacksAllowed, traitRow };
