// Car Cult D20 (car-cult-d20.md Part B), the RuleSystem. API summary for the table screens:
//
// STATE (model.ts CcState): phase roster → setup → round → ended; cars[carId].components are the
// tracks (one per card: kind, n, symbols, st, dt, speeds/accel on the engine); activeCarId and
// car.act (step START | ACT, move NOT_STARTED | MOVING | DONE); tieRolls; mines; pending (DT
// waiting for a placer's tap, EXPLOSION waiting for the blast's table fact); result.
//
// COMMANDS (payloads: model.ts CcPayloads), when allowed:
//   roster: cc.config {buildLimit} · cc.addCard {carId, defId | card} · cc.removeCard {carId, trackId}
//           · cc.lockRoster {} (refused with every rosterProblems() message, V-CC-1..5)
//   setup:  cc.startST {carId, st} (0..maxStartST, CC-A14) · cc.start {} (round 1)
//   round, no car active, nothing pending:
//           cc.activate {carId, tieRolls?}: carId = nextActivation(); on a TIE, settleTie() says who
//           rolls (pass 0: `roll` cars without a stored D20; later passes: the cars tied again)
//   active car, step START: cc.downShift {k, dice} (once; downShiftDice(k, h) D20s)
//           · cc.allocate {bonusST, alloc: {trackId: n}} (allocationProblem, unallocated → "n lost")
//   active car, step ACT: cc.swap {stTrackId, dtTrackId} (swapProblem) · cc.rough {inches, die}
//           · cc.layMines {trackId, count} · cc.moveEnd {outcome, distance?, struckId?, die?, dice?,
//           rerolls?, opponentId?} · cc.attack {weaponId, targetId, inRange, dice, rerolls?}
//           (attackProblem, targetProblem) · cc.endActivation {} (endActivationProblem)
//   round, nothing pending: cc.mine {mineId, carId, dice:[d20], rerolls?} (mineProblem)
//   pending head DT: cc.placeDT {trackId} (legalDtTracks, suggestDtTrack, placeDtProblem);
//           optional (braking) one: cc.declineDT {}; head EXPLOSION: cc.blast {carIds}
//   any time after the roster: cc.adjust {trackId, st, dt} (manual override) · cc.endGame {winnerIds}
//   round: cc.removeCar {carId} (a model left the table: status 'removed', no blast; use inPlay(car),
//           not status === 'exploded', to tell whether a car is gone) · cc.removeMine {mineId}
//   A DT with only one legal track (armour, or the last open card) is placed by the reducer.
//
// PURE HELPERS (rules.ts): houseRulesOf(setup), derived(car, h) (B5: minMove, maxMove, drift,
// turns, generation, ddPenalty, rerollsAvailable, swapsAvailable, blastRadius, carAZ...),
// moveText(car, h) (B8.7's "Move 11" to 14", drift up to 2" in total, 2 turns of up to 45°"),
// engineOf, visibleSymbols, ends(track) (core/track EndsTrack for the Track component),
// rosterProblems / buildUse ("uses X of Y AZ") / cardProblem, nextActivation / settleTie,
// allocationRoom / allocationCapacity / unallocated, attackModifier / judge / rerolled,
// legalDtTracks / suggestDtTrack, brakingOpponent, moveProblem. Combat: rollAttack (combat.ts)
// previews an attack without changing anything. Cards: data.ts (ENGINES, CREW, WEAPONS, ARMOUR,
// CARDS, cardDef). Guided rolls: procedures.ts.

import { names } from '../core/guards';
import { commandSubjects } from '../core/log-row';
import type { Command, Setup } from '../core/model';
import type { CommandDetail, RuleSystem } from '../system';
import { CC_ACTORS, ccActor } from './actor';
import { describeCc, describeCcShort, initialState, reduceCc } from './commands';
import { HOUSE_RULES } from './data';
import { diceLines } from './dice-lines';
import { describeChanges } from './explain';
import type { CcState } from './model';
import { REFERENCE } from './reference';

/** The log's detail view: who acted, then what changed and what to do with the cardboard. */
export function explainCc(before: CcState, after: CcState, c: Command, setup: Setup): CommandDetail {
  const n = names(setup);
  const p = (c.payload ?? {}) as Record<string, unknown>;
  const head = before.pending[0];
  const whoId =
    (c.type === 'cc.placeDT' || c.type === 'cc.declineDT') && head?.kind === 'DT'
      ? head.placerId
      : typeof p.carId === 'string' && before.cars[p.carId]
        ? before.cars[p.carId]!.playerId
        : before.activeCarId
          ? before.cars[before.activeCarId]?.playerId
          : undefined;
  const lines = [...diceLines(before, c, setup), ...describeChanges(before, after, setup)];
  if (c.type === 'cc.adjust') lines.unshift('A table correction: set by hand, no dice and no rule.');
  return { ...(whoId ? { who: n.player(whoId) } : {}), lines };
}

export const carCultD20: RuleSystem<CcState> = {
  id: 'car-cult-d20',
  name: 'Car Cult D20',
  handles: (type) => type.startsWith('cc.'),
  init: initialState,
  reduce: reduceCc,
  describe: describeCc,
  actor: ccActor,
  subjects: (c, setup, before) => commandSubjects(CC_ACTORS, c, setup, before),
  describeShort: describeCcShort,
  explain: explainCc,
  outcome: (s) => (s.result ? { winnerIds: s.result.winnerIds } : null),
  houseRules: HOUSE_RULES,
  reference: REFERENCE,
  carsPerPlayer: {
    default: 2,
    hint: 'Each player builds cars worth up to the build limit in Action Zones (30 is usual); two cars each is a good start.',
  },
};

export default carCultD20;
export type { CcState };
