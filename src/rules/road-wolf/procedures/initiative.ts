import { passText, rollOffAsk, rollOffQuestions } from '../../core/roll-off';
import { initiativeNote, initiativeParticipants, initiativeRollOff } from '../initiative';

import { playerName } from './ctx';
import { preview, rwKit } from './kit';

// ---- initiative (B6.1, R-5) --------------------------------------------------------------------

export const initiativeProcedure = rwKit.define({
  id: 'rw.initiative',
  title: 'Who goes first',
  ask(s, ctx, a) {
    // Every pass stays on the sheet with Change, so a typo before a tie can be fixed (issue 9).
    const name = (id: string) => playerName(ctx, id);
    // Issue 40: each row is its player's roll, rolled on that player's phone in live play.
    return rollOffQuestions(
      initiativeParticipants(s),
      a,
      'ini',
      initiativeRollOff(s.house.initiativeMode),
      name,
      name,
      (id) => id,
    ).qs;
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
