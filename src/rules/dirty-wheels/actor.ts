// Who acts in Dirty Wheels (issue 30 log rows, issue 31 seats): core/log-row.ts reads this.
import { type ActorRules, actorRule, setupCar, withCommon } from '../core/log-row';
import type { DwState } from './model';

/**
 * Every Dirty Wheels command's fields (issue 39). Subjects: the car a roster command builds, the
 * entity activating, corrected or destroyed, the rammer, the Hunter; a target, a friend, the cars
 * in a blast are not. Every command may carry the scenery names its log line reads (`names`).
 */
const DW_FIELDS = withCommon(
  {
    'dw.type': { subjects: { carId: 'car' }, other: ['type'] },
    'dw.weapons': { subjects: { carId: 'car' }, other: ['config', 'weapons'] },
    'dw.rollWeapons': { subjects: { carId: 'car' }, other: ['configDie', 'turretDie', 'weaponDice'] },
    'dw.upgrades': { subjects: { carId: 'car' }, other: ['upgrades'] },
    'dw.rollUpgrades': { subjects: { carId: 'car' }, other: ['countDie', 'faces'] },
    'dw.stats': { subjects: { carId: 'car' }, other: ['rows'] },
    'dw.rollStats': { subjects: { carId: 'car' }, other: ['faces'] },
    'dw.traits': { subjects: { carId: 'car' }, other: ['traits'] },
    'dw.rollTraits': { subjects: { carId: 'car' }, other: ['countDie', 'faces'] },
    'dw.lockRosters': {},
    'dw.addScenery': { other: ['name', 'controller', 'profile', 'weapons', 'gunner'] },
    'dw.removeScenery': { other: ['id'] },
    'dw.deploy': { other: ['passes', 'rolls'] },
    'dw.initiative': { other: ['rolls', 'passes'] },
    'dw.activate': { subjects: { entityId: 'car' }, other: ['startsInMud', 'expert'] },
    'dw.segment': {},
    'dw.mud': {},
    'dw.speedDemon': {},
    'dw.stop': {},
    'dw.endActivation': {},
    'dw.tetherPulled': {},
    'dw.manoeuvre': { other: ['kind', 'roll', 'inMud'] },
    'dw.shoot': { other: ['targetId', 'fire', 'onBumpy', 'brightLights', 'targetOnBumpy'] },
    'dw.ram': {
      subjects: { rammerId: 'car' },
      other: [
        'targetId',
        'rem',
        'direction',
        'via',
        'inManoeuvre',
        'diceA',
        'diceB',
        'd3A',
        'd3Self',
        'diceSelf',
        'hitA',
        'hitB',
        'hitSelf',
      ],
    },
    'dw.coms': { other: ['friendId'] },
    'dw.expEngine': { other: ['d3', 'd6'] },
    'dw.gunner': { other: ['targetId', 'aimAt', 'roll'] },
    'dw.pipeBombs': { other: ['targets', 'onBumpy', 'brightLights'] },
    'dw.harpoon': { other: ['targetId', 'roll', 'lengthIn'] },
    'dw.destroyed': { subjects: { entityId: 'car' }, other: ['roll', 'within3'] },
    'dw.hunter': { subjects: { carId: 'car' } },
    'dw.shock': { other: ['tests'] },
    'dw.adjust': { subjects: { entityId: 'car' }, other: ['damage', 'tyreHits', 'initiativeModifier'] },
    'dw.endGame': {},
  },
  ['names'],
);

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
  fields: DW_FIELDS,
  subjects: { car: (id, setup) => setupCar(id, setup) },
  current: (s, setup) => (s?.activation ? setupCar(s.activation.entityId, setup) : null),
};

export const dwActor = actorRule(DW_ACTORS);
