// "Roll for me": the app answers a rules' sheet's dice questions with its own dice. The sheets
// themselves (roster draws, the scenery gunner, initiative) are the rules' procedures
// (src/rules/dirty-wheels/roster-procedures.ts, procedures.ts); the dice are the UI's.
import { rollPool } from '../../../rules/core/dice';
import { type Answers, applyDefaults, isAnswered, type Procedure } from '../../../rules/core/procedure';
import type { ProcedureCommand } from '../../../rules/core/procedure-kit';
import type { DwState } from '../../../rules/dirty-wheels/model';
import type { DwCtx, DwProcedure } from '../../../rules/dirty-wheels/procedures';

/** How a panel asks the table to open a guided sheet. */
export type OpenProc = (proc: DwProcedure, ctx?: Record<string, unknown>, initial?: Answers) => void;

import { appRng } from '../../dice/app-rng';

export type { DwCtx, DwProcedure };

/**
 * Answers every dice question of `p` with the app's dice, one question at a time (a later
 * question may depend on an earlier die), and returns the command the sheet would apply.
 */
export function autoRoll<Ctx extends DwCtx>(
  p: Procedure<DwState, Ctx, ProcedureCommand>,
  s: DwState,
  ctx: Ctx,
): { command: ProcedureCommand } | { error: string } {
  let answers: Answers = {};
  for (let i = 0; i < 60; i++) {
    const qs = p.ask(s, ctx, answers);
    const withDefaults = applyDefaults(qs, answers);
    const q = qs.find((x) => !isAnswered(x, withDefaults[x.id]));
    if (!q) break;
    if (q.kind !== 'dice') return { error: `Still needed: ${q.label}.` };
    answers = { ...answers, [q.id]: rollPool(appRng, q.count, q.sides) };
  }
  const r = p.resolve(s, ctx, answers);
  return 'error' in r ? r : { command: r.command };
}
