import { bool, face } from '../../core/answers';
import type { Question } from '../../core/procedure';
import { driverOf } from '../rules';
import { braveryTest, shockCandidates } from '../turn';

import { die, dwKit, name, ownerName, preview } from './kit';

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
