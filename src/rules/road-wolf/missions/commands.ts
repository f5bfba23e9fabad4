// The missions' commands (B12): choosing the mission while the forces are built, and the
// mission's own steps at the table. commands.ts joins this table with the sections'.

import { oneOf, record } from '../../core/check';
import { RuleError } from '../../core/model';
import type { HandlerTable, Payload } from '../handler';
import { missionOf } from '../mission';
import type { RwState } from '../model';
import { splitBudget } from '../rules';
import { catalogueOf, MISSION_CATALOGUE } from './catalogue';
import { CHASE_COMMANDS } from './chase';
import { DERAILED_COMMANDS } from './derailed';
import { GAUNTLET_COMMANDS } from './gauntlet';
import { TWT_COMMANDS } from './two-wheel-terror';
import { WAGES_COMMANDS } from './wages';

/** Why `missionId` cannot be chosen now (null: it can; null id: back to last side standing). */
export function missionProblem(s: RwState, missionId: string | null): string | null {
  if (s.phase !== 'FORCE_BUILDING') return 'The mission is chosen while the forces are built, before they are locked.';
  if (missionId === null) return null;
  const info = catalogueOf(missionId);
  if (!info) return 'No such mission.';
  if (!info.built) return `${info.name} is not built yet: the app cannot run its rules.`;
  return null;
}

/** B4 step 1: each side's budget from the mission (else the points value), split among its players. */
export function resplitBudgets(d: RwState): void {
  const mission = missionOf(d);
  const budgets: Record<string, number> = {};
  for (const side of d.sides) Object.assign(budgets, splitBudget(side, mission.sideBudget(d, side) ?? d.pointsValue));
  d.budgets = budgets;
}

function chooseMission(d: RwState, p: Payload): void {
  const id =
    p.missionId === null || p.missionId === undefined
      ? null
      : oneOf(
          p.missionId,
          MISSION_CATALOGUE.map((m) => m.id),
          'The mission',
        );
  const problem = missionProblem(d, id);
  if (problem) throw new RuleError(problem);
  d.mission = id;
  delete d.missionRoles;
  delete d.missionState;
  if (id && p.roles !== undefined && p.roles !== null) {
    const roles = (catalogueOf(id)?.roles ?? []).map((r) => r.id);
    const given = record(p.roles, 'The sides’ roles');
    const out: Record<string, string> = {};
    for (const [role, side] of Object.entries(given)) {
      const r = oneOf(role, roles, 'A role');
      out[r] = oneOf(
        side,
        d.sides.map((x) => x.id),
        `The side playing ${r}`,
      );
    }
    if (new Set(Object.values(out)).size !== Object.values(out).length)
      throw new RuleError('Each side plays one role.');
    d.missionRoles = out;
  }
  resplitBudgets(d);
}

export const MISSION_COMMANDS = {
  'rw.mission': {
    reduce: (d, p) => chooseMission(d, p),
    describe: (p) =>
      p.missionId ? `Mission: ${catalogueOf(String(p.missionId))?.name ?? '?'}` : 'No mission: last side standing',
  },
  ...GAUNTLET_COMMANDS,
  ...CHASE_COMMANDS,
  ...WAGES_COMMANDS,
  ...TWT_COMMANDS,
  ...DERAILED_COMMANDS,
} as const satisfies HandlerTable;
