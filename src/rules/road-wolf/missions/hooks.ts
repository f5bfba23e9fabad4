// Every mission's hooks, installed into mission.ts when this module loads: the reducer
// (commands.ts) and the system's index import it, so any game that is reduced has them.
import { installMissions } from '../mission';
import { BREAKOUT } from './breakout';
import { CHASE } from './chase';
import { DERAILED } from './derailed';
import { GAUNTLET } from './gauntlet';
import { HIJACKERS } from './hijackers';
import { INTERCEPTOR } from './interceptor';
import { LAST_SIDE_STANDING } from './last-side-standing';
import { MONSTERS } from './monsters';
import { PRESIDENT } from './president';
import { TWO_WHEEL_TERROR } from './two-wheel-terror';
import { WAGES_OF_FEAR } from './wages';

installMissions([
  LAST_SIDE_STANDING,
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
]);
