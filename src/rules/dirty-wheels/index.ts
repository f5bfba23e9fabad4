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
// sheets of play: PROCEDURES, the coms booster's included), roster-procedures.ts (random roster
// draws: ROSTER_PROCEDURES, opened with ctx.carId; the scenery gunner: rollGunnerProcedure),
// handler.ts (withNames: a command carries the names of the scenery it mentions, for its log
// line), actions.ts (actionProblem), reference.ts.

import { commandSubjects } from '../core/log-row';
import type { Command, Setup } from '../core/model';
import type { CommandDetail, RuleSystem } from '../system';
import { DW_ACTORS, dwActor } from './actor';
import { describeChanges } from './changes';
import { ramResult, shotResult } from './combat';
import { describeDw, reduceDw } from './commands';
import { DEFAULT_CARS_PER_PLAYER, HOUSE_RULES } from './data';
import { entityName } from './handler';
import type { DwState } from './model';
import { REFERENCE } from './reference';
import { controllerOf, DW_RULES_REVISION, driverOf, effInit, initialState, needText } from './rules';
import { braveryTest, manoeuvreResult, shockCandidates } from './turn';

/** The log's detail view: who acted, then what changed and what to do with the models. */
export function explainDw(before: DwState, after: DwState, c: Command, setup: Setup): CommandDetail {
  const p = (c.payload ?? {}) as Record<string, unknown>;
  const acting =
    [p.carId, p.rammerId, p.entityId].find((x): x is string => typeof x === 'string') ?? before.activation?.entityId;
  const owner = acting ? controllerOf(before, acting) : undefined;
  const who =
    owner && owner !== 'neutral'
      ? setup.players.find((x) => x.id === owner)?.name
      : acting
        ? entityName(before, setup, acting)
        : undefined;
  const lines = [...factLines(before, c, setup), ...describeChanges(before, after, setup)];
  if (c.type === 'dw.adjust') lines.unshift('A table correction: set by hand, no dice and no rule.');
  return { ...(who ? { who } : {}), lines };
}

const signed = (n: number) => (n >= 0 ? `+${n}` : `−${-n}`);
const needWords = (need: number) => (need <= 1 || need >= 7 ? needText(need) : `need ${need}+`);
const diceText = (d: number[]) => (d.length ? d.join(' ') : 'no dice');

/** The facts, modifiers and dice that decided a command, re-derived from the state before it. */
function factLines(s: DwState, c: Command, setup: Setup): string[] {
  const p = (c.payload ?? {}) as Record<string, unknown>;
  const n = (id: string) => entityName(s, setup, id);
  try {
    switch (c.type) {
      case 'dw.shoot': {
        const r = shotResult(s, p);
        const facts = [
          p.onBumpy ? 'on bumpy ground' : '',
          p.brightLights ? 'facing bright lights' : '',
          p.targetOnBumpy ? 'target on bumpy ground' : '',
        ].filter(Boolean);
        return [
          `Aim ${signed(r.aim)}${facts.length ? ` (${facts.join(', ')})` : ''}.`,
          ...r.shots.map((x) =>
            x.auto
              ? `${x.row.name} at ${n(x.targetId)}: 1 automatic damage [DW-A09].`
              : `${x.row.name} at ${n(x.targetId)}: ${x.countDice.length ? `count ${x.countDice.join('+')}, ` : ''}${x.n} dice, ${needWords(x.need)}; ${x.dice.length ? `${diceText(x.dice)}: ${x.successes} success${x.successes === 1 ? '' : 'es'}` : p.fire && (p.fire as { hit?: boolean }[]).some((f) => f.hit !== undefined) ? 'answered by the table' : 'no roll needed'} → ${x.hit ? 'hit' : 'miss'}.`,
          ),
        ];
      }
      case 'dw.ram': {
        const r = ramResult(s, p);
        if (r.wreck) return ['A wreck: no push and no ram attacks [DW-A31].'];
        const set = (label: string, x: typeof r.a) =>
          x
            ? [
                `${label}: ${x.n} dice, ${needWords(x.need)}; ${x.dice.length ? diceText(x.dice) : 'answered by the table'} → ${x.damage ? `${x.damage} damage` : 'no damage'}.`,
              ]
            : [];
        return [
          `Push ${Math.round(r.push * 10) / 10}".`,
          ...set(`${n(String(p.rammerId))} rams`, r.a),
          ...set(`${n(String(p.targetId))} hits back`, r.b),
          ...set('Explosive ram against itself', r.self),
        ];
      }
      case 'dw.manoeuvre': {
        const id = s.activation?.entityId;
        const skill = id ? driverOf(s, id)?.skill : undefined;
        if (!id || skill === undefined) return [];
        const r = manoeuvreResult(skill, Number(p.roll), p.inMud === true);
        return [
          `Skill ${skill}+: D6 ${String(p.roll)}${p.inMud ? ' − 1 mud' : ''} → ${r.pass ? 'made' : `failed by ${r.margin}${r.damage ? ', 1 damage' : ''}`}.`,
        ];
      }
      case 'dw.shock':
        return shockCandidates(s).map((w) => {
          const t = ((p.tests as { id: string; roll: number; reroll?: number }[]) ?? []).find((x) => x.id === w.id);
          const dr = driverOf(s, w.id);
          if (!t || !dr) return `${n(w.id)}: ?`;
          const r = braveryTest(dr.bravery, w.mod, t.roll, t.reroll);
          return `${n(w.id)}: bravery ${dr.bravery}+, D6 ${t.roll}${w.mod ? ' − 1 rammed' : ''}${r.rerolled ? `, Crazy re-roll ${String(t.reroll)}` : ''} → ${r.pass ? 'holds' : `fails by ${r.margin}`}.`;
        });
      case 'dw.initiative': {
        const rolls = (p.rolls ?? {}) as Record<string, number>;
        return Object.entries(rolls).map(
          ([id, f]) => `${n(id)}: ${f} ${signed(effInit(driverOf(s, id)))} = ${f + effInit(driverOf(s, id))}.`,
        );
      }
      default:
        return [];
    }
  } catch {
    return [];
  }
}

export const dirtyWheels: RuleSystem<DwState> = {
  id: 'dirty-wheels',
  name: 'Dirty Wheels',
  handles: (type) => type.startsWith('dw.'),
  init: initialState,
  reduce: reduceDw,
  describe: describeDw,
  actor: dwActor,
  subjects: (c, setup, before) => commandSubjects(DW_ACTORS, c, setup, before),
  explain: explainDw,
  outcome: (s) => (s.result ? { winnerIds: s.result.survivors.length === 1 ? s.result.survivors : [] } : null),
  houseRules: HOUSE_RULES,
  reference: REFERENCE,
  rulesRevision: DW_RULES_REVISION,
  carsPerPlayer: {
    default: DEFAULT_CARS_PER_PLAYER,
    hint: 'Any mix of racers, standards and trucks; teams of equal size are fairest.',
  },
};

export default dirtyWheels;
export { actionProblem, type DwAction, segmentProblem, shootProblem, targetProblem } from './actions';
export { describeChanges, destroyedInstruction } from './changes';
export {
  attackSet,
  brightLightsMatter,
  destroyedOutcome,
  explosionCandidates,
  pendingDestruction,
  pipeBombResult,
  ramCounts,
  ramProblem,
  ramResult,
  shotResult,
} from './combat';
export { nextToActivate } from './effects';
export * from './order';
export * from './roster';
export * from './rules';
export { braveryTest, freshActivation, manoeuvreResult, shockCandidates } from './turn';
export type { DwState };
export { describeDw, reduceDw };
