import { bool, face, str } from '../../core/answers';
import { segmentProblem } from '../actions';
import { driverOf } from '../rules';
import { manoeuvreResult } from '../turn';

import { die, dwKit, name, ownerName, preview } from './kit';

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
