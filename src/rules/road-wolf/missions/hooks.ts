// Every built mission's hooks by id. Built on first use: the mission modules import the rules,
// which import mission.ts, which reads this table (so nothing here runs at load time).
import type { Mission } from '../mission';
import { BREAKOUT } from './breakout';
import { CHASE } from './chase';
import { DERAILED } from './derailed';
import { GAUNTLET } from './gauntlet';
import { HIJACKERS } from './hijackers';
import { INTERCEPTOR } from './interceptor';
import { MONSTERS } from './monsters';
import { PRESIDENT } from './president';
import { TWO_WHEEL_TERROR } from './two-wheel-terror';
import { WAGES_OF_FEAR } from './wages';

let table: Readonly<Record<string, Mission>> | null = null;

export function missionHooks(): Readonly<Record<string, Mission>> {
  table ??= Object.fromEntries(
    [
      BREAKOUT,
      INTERCEPTOR,
      PRESIDENT,
      GAUNTLET,
      CHASE,
      HIJACKERS,
      MONSTERS,
      TWO_WHEEL_TERROR,
      WAGES_OF_FEAR,
      DERAILED,
    ].map((m) => [m.id, m]),
  );
  return table;
}
