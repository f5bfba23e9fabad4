import { bool, faces, str } from '../../core/answers';
import type { Answers, Question } from '../../core/procedure';
import { shootProblem, targetProblem } from '../actions';
import { brightLightsMatter, shotAim } from '../combat';
import type { DwState, EntityId } from '../model';
import {
  armour,
  attackCount,
  baseAim,
  countDiceOf,
  entity,
  isCar,
  needOf,
  needText,
  strength,
  weaponsOf,
} from '../rules';

import { type DwCtx, die, dwKit, name, outcome, ownerName, preview, readSet, setQuestions, signed } from './kit';

// ---- A7.4 shooting ----------------------------------------------------------------------------

/** Targets of a shooting action: enemy cars and scenery in play. */
export function shootTargets(s: DwState, shooterId: EntityId): EntityId[] {
  return [...s.carOrder, ...s.sceneryOrder].filter((id) => targetProblem(s, shooterId, id) === null);
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
  // Issue 30: a shot no die can hit is still a shot (the target is attacked), so the sheet says
  // what it spends before the tap instead of logging "Missed".
  let canHit = false;
  let firing = 0;
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
    firing += 1;
    if (w.autoDamage) {
      canHit = true;
      fire.push({ weapon: i, ...own });
      lines.push(`${w.name}: 1 automatic damage, no dice [DW-A09].`);
      return;
    }
    const T = armour(s, tgt) - strength(s, w, shooter)!;
    const need = needOf(T, aim, s.house);
    if (need <= 6) canHit = true;
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
  const hopeless = firing > 0 && !canHit;
  if (hopeless) {
    qs.push({
      kind: 'yesno',
      id: 'anyway',
      label: `No die can hit. Fire anyway: the shot is spent${isCar(s, target) ? ` and ${name(s, ctx, target)} takes a shock test` : ''}?`,
      help: 'No: pick another target above; nothing is spent until Apply.',
    });
  }
  const anyway = hopeless ? bool(a, 'anyway') : true;
  return { qs, shooter, target, facts, fire, lines, complete: complete && anyway !== undefined, aim, anyway };
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
    if (x.anyway === false)
      return { error: 'Not fired: pick another target above, or close the sheet. Nothing is spent.' };
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
