// Every built mission's hooks by id. Built on first use: the mission modules import the rules,
// which import mission.ts, which reads this table (so nothing here runs at load time).
import type { Mission } from '../mission';
import { BREAKOUT } from './breakout';
import { INTERCEPTOR } from './interceptor';
import { PRESIDENT } from './president';
import { GAUNTLET } from './gauntlet';
import { CHASE } from './chase';

let table: Readonly<Record<string, Mission>> | null = null;

export function missionHooks(): Readonly<Record<string, Mission>> {
  table ??= Object.fromEntries([BREAKOUT, INTERCEPTOR, PRESIDENT, GAUNTLET, CHASE].map((m) => [m.id, m]));
  return table;
}
