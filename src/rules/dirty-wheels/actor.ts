// Who acts in Dirty Wheels (issue 30 log rows, issue 31 seats): core/log-row.ts reads this.
import { type ActorRules, actorRule, setupCar } from '../core/log-row';
import type { DwState } from './model';

/** Who acts, per command (issue 30, issue 31). */
export const DW_ACTORS: ActorRules<DwState> = {
  // Scenery, deployment, initiative, the shock round (every car at once), rosters locked and the
  // end by agreement are the table's.
  shared: new Set([
    'dw.lockRosters',
    'dw.addScenery',
    'dw.removeScenery',
    'dw.deploy',
    'dw.initiative',
    'dw.shock',
    'dw.endGame',
  ]),
  // The rammer rams; a roster command, a Hunter move, an activation, a correction or the destroyed
  // table name their car (scenery is nobody's: then the activating car acts).
  turnFlow: new Set(['dw.endActivation']),
  carKeys: ['rammerId', 'carId', 'entityId'],
  playerKeys: [],
  car: (id, setup) => setupCar(id, setup),
  current: (s, setup) => (s?.activation ? setupCar(s.activation.entityId, setup) : null),
};

export const dwActor = actorRule(DW_ACTORS);
