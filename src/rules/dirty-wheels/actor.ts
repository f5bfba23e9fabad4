// Who acts in Dirty Wheels (issue 30 log rows, issue 31 seats): core/log-row.ts reads this.
import { type ActorRules, actorRule, setupCar } from '../core/log-row';
import type { Setup } from '../core/model';
import type { DwState } from './model';

const car = (id: string, setup: Setup) => setupCar(id, setup);

/** Who acts, per command (issue 30, issue 31, issue 39). */
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
  subjects: {
    'dw.type': 'carId',
    'dw.weapons': 'carId',
    'dw.rollWeapons': 'carId',
    'dw.upgrades': 'carId',
    'dw.rollUpgrades': 'carId',
    'dw.stats': 'carId',
    'dw.rollStats': 'carId',
    'dw.traits': 'carId',
    'dw.rollTraits': 'carId',
    'dw.activate': 'entityId',
    'dw.ram': 'rammerId',
    'dw.destroyed': 'entityId',
    'dw.hunter': 'carId',
    'dw.adjust': 'entityId',
  },
  resolve: { rammerId: car, carId: car, entityId: car },
  current: (s, setup) => (s?.activation ? setupCar(s.activation.entityId, setup) : null),
};

export const dwActor = actorRule(DW_ACTORS);
