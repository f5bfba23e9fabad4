// Dirty Wheels (issue 11): the RuleSystem and its API for the UI.
//
// STATE: DwState (model.ts). phase: roster → scenery → deployment → round ⇄ shock → initiative →
// round ... → ended. Cars come from setup (ids, names); types, weapons, drivers and scenery are
// made by commands. `pending` (core/pending, FIFO) holds destructions waiting for their destroyed
// table roll and Hunter offers: while it is not empty only dw.destroyed / dw.hunter / a Hunter
// dw.ram are accepted. Payload types: DwPayloads in model.ts.
//
// COMMANDS (type: when allowed):
//   roster phase (A5; each refused unless the A5.1 mode matches: chosen vs rolled):
//     dw.type {carId,type}                          any time in roster
//     dw.weapons {carId,config,weapons}             weaponMode chosen       (weaponsProblem)
//     dw.rollWeapons {carId,configDie?,turretDie?,weaponDice}  weaponMode random, once (randomWeaponDice says which dice)
//     dw.upgrades {carId,upgrades}                  upgradeMode chosen      (upgradesProblem)
//     dw.rollUpgrades {carId,countDie,faces}        upgradeMode random, once (D3, then D12s; repeats re-rolled)
//     dw.stats {carId,rows}                         statMode point_buy      (buyDriver, pointCost)
//     dw.rollStats {carId,faces[4]}                 statMode random, once   (rollDriver)
//     dw.traits {carId,traits}                      traitMode chosen, after stats (traitsProblem, traitAllowance)
//     dw.rollTraits {carId,countDie,faces}          traitMode random, once, after stats (rollTraits)
//     dw.lockRosters {}                             rosterProblem null → phase scenery (rosterWarnings: not blocking)
//   scenery phase: dw.addScenery {name,controller,profile,weapons,gunner?}, dw.removeScenery {id},
//     dw.deploy {passes,rolls?} → phase deployment (deploymentOrder; ties D6 roll-off, orderStatus)
//   deployment / initiative phase: dw.initiative {rolls:{id:d6},passes} → phase round (A7.1;
//     activatingIds says who rolls, tiedGroups + orderStatus which ties roll off)
//   round phase, no activation: dw.activate {entityId,startsInMud?,expert?} only for nextToActivate(s)
//   round phase, activation under way (A7.2; actionProblem(s, action) says why a boundary option
//   cannot be taken now, the same check the reducer throws): dw.segment, dw.mud, dw.speedDemon, dw.stop,
//     dw.tetherPulled, dw.endActivation, dw.manoeuvre {kind,roll,inMud?} (segmentProblem),
//     dw.shoot {targetId,fire:[{weapon,countDice?,dice?|hit?,targetId?}],onBumpy?,brightLights?,targetOnBumpy?}
//       (shootProblem, targetProblem, shotResult, brightLightsMatter),
//     dw.ram {rammerId,targetId,rem,direction,via,diceA,diceB,d3A?,d3Self?,diceSelf?} (ramProblem, ramCounts, ramResult),
//     dw.coms {friendId}, dw.expEngine {d3,d6}, dw.gunner {targetId,aimAt,roll},
//     dw.pipeBombs {targets:[{id,countDie,dice|hit}],onBumpy?,brightLights?} (pipeBombResult), dw.harpoon {targetId,roll,lengthIn?}
//   pending head DESTROYED: dw.destroyed {entityId,roll,within3} (explosionCandidates, destroyedInstruction)
//   pending head HUNTER: dw.hunter {carId} (moved or declined) or dw.ram {via:'hunter'}
//   shock phase: dw.shock {tests:[{id,roll,reroll?}]} (shockCandidates, braveryTest) → initiative or ended
//   any phase after roster: dw.adjust {entityId,damage?,tyreHits?,initiativeModifier?}, dw.endGame {}
//   The round ends by itself after the last activation; the game ends by itself when at most one
//   player has a car in play (A6.1), or after the agreed round limit's shock round.
//
// PURE HELPERS: rules.ts (A4: armour, structure, speed, heavyPenalty, effInit, baseAim, strength,
// attackCount, needOf, needText, maxShootingActions, nextSegmentBudget, activatingIds, entity,
// playersInPlay), roster.ts (A5 checks), order.ts, combat.ts, turn.ts (freshActivation,
// manoeuvreResult), changes.ts (describeChanges, destroyedInstruction), procedures.ts (guided
// sheets), reference.ts.
import type { Command, Setup } from '../core/model';
import type { CommandDetail, RuleSystem } from '../system';
import { DEFAULT_CARS_PER_PLAYER, HOUSE_RULES } from './data';
import type { DwState } from './model';
import { describeDw, reduceDw } from './commands';
import { DW_RULES_REVISION, initialState } from './rules';
import { describeChanges } from './changes';
import { REFERENCE } from './reference';
import { entityName } from './handler';
import { controllerOf } from './rules';

/** The log's detail view: who acted, then what changed and what to do with the models. */
export function explainDw(before: DwState, after: DwState, c: Command, setup: Setup): CommandDetail {
  const p = (c.payload ?? {}) as Record<string, unknown>;
  const acting = [p.carId, p.rammerId, p.entityId].find((x): x is string => typeof x === 'string') ?? before.activation?.entityId;
  const owner = acting ? controllerOf(before, acting) : undefined;
  const who = owner && owner !== 'neutral' ? setup.players.find((x) => x.id === owner)?.name : acting ? entityName(before, setup, acting) : undefined;
  const lines = describeChanges(before, after, setup);
  if (c.type === 'dw.adjust') lines.unshift('A table correction: set by hand, no dice and no rule.');
  return { ...(who ? { who } : {}), lines };
}

export const dirtyWheels: RuleSystem<DwState> = {
  id: 'dirty-wheels',
  name: 'Dirty Wheels',
  handles: (type) => type.startsWith('dw.'),
  init: initialState,
  reduce: reduceDw,
  describe: describeDw,
  explain: explainDw,
  outcome: (s) => (s.result ? { winnerIds: s.result.survivors.length === 1 ? s.result.survivors : [] } : null),
  houseRules: HOUSE_RULES,
  reference: REFERENCE,
  rulesRevision: DW_RULES_REVISION,
  carsPerPlayer: { default: DEFAULT_CARS_PER_PLAYER, hint: 'Any mix of racers, standards and trucks; teams of equal size are fairest.' },
};

export default dirtyWheels;
export type { DwState };
export { describeDw, reduceDw };
export * from './rules';
export * from './roster';
export * from './order';
export { shootProblem, targetProblem, shotResult, brightLightsMatter, ramProblem, ramCounts, ramResult, pipeBombResult, explosionCandidates, pendingDestruction, destroyedOutcome, attackSet } from './combat';
export { segmentProblem, shockCandidates, braveryTest, manoeuvreResult, freshActivation } from './turn';
export { nextToActivate } from './effects';
export { actionProblem, type DwAction } from './actions';
export { describeChanges, destroyedInstruction } from './changes';
