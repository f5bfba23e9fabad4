// Fighting (B8): rams during a move or from a drifting object, melee, shooting, Ambush and
// Spikes, each a contested roll with overkill; what a win leaves undone (a wipeout check) goes
// on the pending queue.

import { bool, int, list, oneOf, str } from '../core/check';
import { RuleError } from '../core/model';
import { peek } from '../core/pending';
import { actionProblem } from './actions';
import { type ActionId, WEAPON_DICE, WEAPON_NAMES, type Weapon } from './data';
import { dealDamage, destroy, loseCrew, place, pushPending, reveal, v } from './effects';
import { begin, type HandlerTable, knownFirst, need, type Payload, revealNext, veh, wipeout } from './handler';
import { crewOutcome, pool, verdict } from './log';
import { missionOf } from './mission';
import type { MoveMode, RwState, RwVehicle } from './model';
import { type Contest, checkRecorded, contest, readPool } from './pools';
import {
  ambushProblem,
  ambushTokens,
  attackTargets,
  gearOfKind,
  isObject,
  mayRerollAttack,
  mayRerollDefence,
  meleeAttackDice,
  meleeDefenceDice,
  onBoard,
  ramAttackDice,
  ramDefenceDice,
  ramProblem,
  remainingHits,
  rerollWhy,
  shootDefenceDice,
  shotgunsReady,
  spikesAttackDice,
  spikesTargets,
  stats,
} from './rules';

export const LAUNCH_POINTS = ['BOARD_END', 'CARD', 'WRECK'] as const;
export type LaunchPoint = (typeof LAUNCH_POINTS)[number];

function readLosses(x: unknown, what: string): string[] | null {
  if (x === undefined || x === null) return null;
  return list(x, what, (id) => str(id, 'A casualty'), 12);
}

/** Casualties are named only for a side that lost crew. */
function noLosses(x: unknown, what: string): void {
  if (x !== undefined && x !== null && !(Array.isArray(x) && x.length === 0))
    throw new RuleError(`${what}: no crew are lost.`);
}

/** B8.3 / B8.5: the shared end of a shot. Returns the crew lost. */
function shotLands(d: RwState, target: RwVehicle, c: Contest, losses: unknown): string[] {
  if (c.winner === 'ATTACKER' && c.overkill >= 1)
    return loseCrew(d, target, c.overkill, readLosses(losses, 'The casualties'));
  noLosses(losses, 'The shot');
  if (c.winner === 'ATTACKER') pushPending(d, wipeout(target.id, 'SHOT'));
  return [];
}

const OWN_MOVES: readonly MoveMode[] = ['MOVE', 'FREE_MOVE', 'NITRO', 'SKID'];

/** B8.1 ram, during a move/brake/Nitro/skid, or an object in the road turn. */
function ram(s: RwState, d: RwState, p: Payload): void {
  const top = peek(d.pending);
  let source: MoveMode | 'OBJECT';
  if (top?.kind === 'MOVE') source = top.mode;
  else if (!top && s.phase === 'ROAD_TURN') source = 'OBJECT';
  else
    throw new RuleError(
      'A ram happens during a move, brake, Nitro run or skid, or when an object drifts in the road turn.',
    );
  need(ramProblem(s)); // B8.1: a move stops at its first ram (issue 9: it was offered again)
  const defender = veh(d, p.defenderId, 'rammed vehicle');
  if (!onBoard(d, defender)) throw new RuleError('The rammed vehicle is not on the board.');
  let attacker: RwVehicle | null = null;
  let objectSize = 0;
  if (source === 'OBJECT') {
    if (p.attackerId === undefined)
      objectSize = int(p.objectSize, 1, 2, 'A road-card object’s size (debris 1, wreck card 2)');
    else {
      attacker = veh(d, p.attackerId, 'object');
      if (!isObject(attacker) || !onBoard(d, attacker))
        throw new RuleError('Only wrecks, immobilized and abandoned vehicles drift into others [R-16].');
    }
    if (defender.destroyed) throw new RuleError('A drifting object rams vehicles, not wrecks.');
  } else if (source === 'BRAKE') {
    if (defender.id !== top!.carId) throw new RuleError('When braking, the braking vehicle is the one rammed.');
    attacker = veh(d, p.attackerId, 'vehicle braked into');
  } else {
    if (p.attackerId !== undefined && p.attackerId !== top!.carId)
      throw new RuleError('The moving vehicle is the rammer.');
    attacker = v(d, top!.carId);
  }
  if (attacker && (attacker.id === defender.id || !onBoard(d, attacker)))
    throw new RuleError('Name another vehicle on the board.');
  if (attacker && source !== 'OBJECT')
    need(
      missionOf(s).attackProblem(s, attacker.controllerId, defender) ??
        missionOf(s).attackProblem(s, defender.controllerId, attacker),
    ); // B12.9
  const asObject = attacker !== null && (source === 'OBJECT' || (source === 'BRAKE' && isObject(attacker)));
  const aDice = attacker
    ? asObject
      ? stats(d, attacker).size
      : ramAttackDice(d, attacker, source === 'NITRO')
    : objectSize;
  ramContest(d, p, attacker, asObject, aDice, defender);
  // a bike that rams through its own movement is destroyed, whatever the result.
  if (
    attacker &&
    !asObject &&
    stats(d, attacker).isBike &&
    (OWN_MOVES.includes(source as MoveMode) || d.house.bikeRamRule === 'ANY_ATTACK')
  )
    destroy(d, attacker);
  // B8.1: the move stops at the contact, unless it destroyed a bike (R-9: a tie stops it too).
  // B12.6: a Monster Truck keeps going after a ram, ramming each vehicle at most once per move.
  if (top?.kind === 'MOVE' && attacker && stats(d, attacker).ramEndsMove === false && attacker.id === top.carId) {
    if ((top.rammed ?? []).includes(defender.id))
      throw new RuleError('A Monster Truck rams each vehicle at most once per move [B12.6].');
    top.rammed = [...(top.rammed ?? []), defender.id];
    top.stopped = attacker.destroyed;
  } else if (top?.kind === 'MOVE') top.stopped = !(stats(d, defender).isBike && defender.destroyed);
}

/**
 * B8.1's contest and what it leaves: damage, or a wipeout check for the loser. Shared by rams in a
 * move and by drifting objects and road cards (road-turn.ts) [R-15]: an object (`asObject`, or no
 * attacker: a road card) attacks with `aDice`, never rerolls and never wipes out.
 */
export function ramContest(
  d: RwState,
  p: Payload,
  attacker: RwVehicle | null,
  asObject: boolean,
  aDice: number,
  defender: RwVehicle,
): Contest {
  const att = readPool(
    p,
    'attack',
    aDice,
    attacker !== null && !asObject && mayRerollAttack(d, attacker),
    'The rammer',
    asObject ? 'objects never reroll' : attacker ? rerollWhy(d, attacker) : undefined,
  );
  const def = readPool(
    p,
    'defence',
    ramDefenceDice(d, defender),
    !defender.destroyed && mayRerollDefence(d, defender),
    'The rammed vehicle',
    stats(d, defender).heavy ? 'a Heavy vehicle never rerolls on defence' : rerollWhy(d, defender),
  );
  const c = contest(att.final, def.final);
  checkRecorded(p.result, c);
  if (att.reroll && attacker) reveal(d, attacker.driverSeat);
  if (def.reroll) reveal(d, defender.driverSeat);
  if (c.winner === 'ATTACKER') {
    if (c.overkill >= 1)
      dealDamage(d, defender, c.overkill, true); // ram-type damage (B12.8)
    else pushPending(d, wipeout(defender.id, 'RAM'));
  } else if (c.winner === 'DEFENDER' && c.overkill >= 1 && attacker && !asObject && !attacker.destroyed) {
    pushPending(d, wipeout(attacker.id, 'RAM_LOST'));
  }
  return c;
}

function melee(s: RwState, d: RwState, p: Payload): void {
  const attacker = veh(d, p.attackerId);
  const free = bool(p.free, 'Free melee');
  const action: ActionId = free ? 'FREE_MELEE' : 'MELEE';
  need(actionProblem(s, attacker.id, action));
  const defender = veh(d, p.defenderId, 'target');
  if (!attackTargets(s, attacker.id).includes(defender.id))
    throw new RuleError('Melee needs another vehicle on the board that is not wrecked.');
  need(missionOf(s).attackProblem(s, attacker.controllerId, defender)); // B12.9
  begin(d, attacker, action);
  const att = readPool(
    p,
    'attack',
    meleeAttackDice(d, attacker),
    mayRerollAttack(d, attacker),
    'The attacker',
    rerollWhy(d, attacker),
  );
  const def = readPool(
    p,
    'defence',
    meleeDefenceDice(d, defender),
    mayRerollDefence(d, defender),
    'The defender',
    rerollWhy(d, defender),
  );
  const c = contest(att.final, def.final);
  checkRecorded(p.result, c);
  reveal(d, ...attacker.passengers.filter((id) => d.tokens[id]?.kind === 'BRAWLER'));
  if (att.reroll) reveal(d, attacker.driverSeat);
  if (def.reroll) reveal(d, defender.driverSeat);
  if (c.winner === 'ATTACKER' && c.overkill >= 1)
    loseCrew(d, defender, c.overkill, readLosses(p.defenderLosses, 'The defender’s casualties'));
  else noLosses(p.defenderLosses, 'The defender');
  if (c.winner === 'DEFENDER' && c.overkill >= 1)
    loseCrew(d, attacker, c.overkill, readLosses(p.attackerLosses, 'The attacker’s casualties'));
  else noLosses(p.attackerLosses, 'The attacker');
  if (c.winner === 'ATTACKER' && c.overkill === 0) pushPending(d, wipeout(defender.id, 'MELEE'));
}

/** A shot's or an Ambush's target rolls its defence, with a Veteran's reroll. */
function targetDefence(d: RwState, p: Payload, target: RwVehicle) {
  return readPool(
    p,
    'defence',
    shootDefenceDice(d, target),
    mayRerollDefence(d, target),
    'The target',
    rerollWhy(d, target),
  );
}

function shoot(s: RwState, d: RwState, p: Payload): void {
  const car = veh(d, p.attackerId);
  const free = bool(p.free, 'Gunner’s free shot');
  const action: ActionId = free ? 'GUNNER_SHOT' : 'SHOOT';
  need(actionProblem(s, car.id, action));
  const weapon = oneOf(p.weapon, ['BASIC', 'SHOTGUN', 'MOLOTOV'] as const, 'The weapon');
  const target = veh(d, p.targetId, 'target');
  if (!attackTargets(s, car.id).includes(target.id))
    throw new RuleError('Shoot at another vehicle on the board that is not wrecked.');
  need(missionOf(s).attackProblem(s, car.controllerId, target)); // B12.9
  if (weapon === 'BASIC' && !free && !s.house.basicShot)
    throw new RuleError('A plain 1-die shot is a Gunner’s free shot [R-8].');
  let tokenId: string | null = null;
  if (weapon !== 'BASIC') {
    const ready = knownFirst(d, weapon === 'SHOTGUN' ? shotgunsReady(d, car) : gearOfKind(d, car, 'MOLOTOV'));
    tokenId = p.tokenId === undefined ? (ready[0] ?? null) : str(p.tokenId, 'The weapon token');
    if (tokenId === null || !ready.includes(tokenId))
      throw new RuleError(
        weapon === 'SHOTGUN' ? 'No Shotgun aboard that has not fired this turn.' : 'No Molotov aboard.',
      );
  }
  begin(d, car, action);
  const att = readPool(
    p,
    'attack',
    WEAPON_DICE[weapon],
    !free && mayRerollAttack(d, car),
    'The shooter',
    free ? 'a Gunner’s free shot gets no Veteran reroll' : rerollWhy(d, car),
  );
  const def = targetDefence(d, p, target);
  const c = contest(att.final, def.final);
  checkRecorded(p.result, c);
  if (att.reroll) reveal(d, car.driverSeat);
  if (def.reroll) reveal(d, target.driverSeat);
  if (free) {
    car.turn.gunnerShotsUsed += 1;
    revealNext(d, car, 'GUNNER', car.turn.gunnerShotsUsed);
  }
  const lost = shotLands(d, target, c, p.losses);
  if (tokenId) {
    reveal(d, tokenId);
    if (weapon === 'MOLOTOV') place(d, tokenId, { at: 'DISCARDED' });
    else {
      car.turn.shotgunsFired.push(tokenId);
      // out of ammo once it took out crew; killing a Gauntlet mutant counts (revision 3).
      const killed = d.rev >= 3 && c.winner === 'ATTACKER' && missionOf(d).diesWhenBeaten(d, target);
      if (lost.length >= 1 || killed) place(d, tokenId, { at: 'DISCARDED' });
    }
  }
}

function ambush(s: RwState, d: RwState, p: Payload): void {
  const playerId = str(p.playerId, 'The player');
  need(ambushProblem(s, playerId));
  const tokenId = str(p.tokenId, 'The Ambush token');
  if (!ambushTokens(s, playerId).includes(tokenId)) throw new RuleError('That Ambush is not yours to launch now.');
  const target = veh(d, p.targetId, 'target');
  if (!attackTargets(s, null).includes(target.id))
    throw new RuleError('Ambush a vehicle on the board that is not wrecked.');
  need(missionOf(s).attackProblem(s, playerId, target)); // B12.9
  const launch = oneOf(p.launch, LAUNCH_POINTS, 'The launch point');
  if (launch === 'WRECK' && !s.house.ambushFromWrecks)
    throw new RuleError(
      'An Ambush starts from an end of the board or a Bridge, Tunnel, Wreck or Supplies card [R-31].',
    );
  d.freeMeleeFor = null;
  const att = readPool(p, 'attack', WEAPON_DICE.AMBUSH, false, 'The Ambush', 'an Ambush gets no Veteran reroll');
  const def = targetDefence(d, p, target);
  const c = contest(att.final, def.final);
  checkRecorded(p.result, c);
  if (def.reroll) reveal(d, target.driverSeat);
  shotLands(d, target, c, p.losses);
  reveal(d, tokenId);
  place(d, tokenId, { at: 'DISCARDED' });
}

function spikes(s: RwState, d: RwState, p: Payload): void {
  const car = veh(d, p.attackerId);
  need(actionProblem(s, car.id, 'SPIKES'));
  const target = veh(d, p.targetId, 'target');
  if (!spikesTargets(s, car.id).includes(target.id)) throw new RuleError('Spikes hit an enemy vehicle on the board.');
  need(missionOf(s).attackProblem(s, car.controllerId, target)); // B12.9
  const all = knownFirst(d, gearOfKind(d, car, 'SPIKES'));
  const tokenId = p.tokenId === undefined ? (all[0] as string) : str(p.tokenId, 'The Spikes token');
  if (!all.includes(tokenId)) throw new RuleError('Those Spikes are not aboard.');
  begin(d, car, 'SPIKES');
  const att = readPool(
    p,
    'attack',
    spikesAttackDice(d, target),
    mayRerollAttack(d, car),
    'The Spikes',
    rerollWhy(d, car),
  );
  const def = readPool(
    p,
    'defence',
    remainingHits(d, target),
    mayRerollDefence(d, target),
    'The target',
    rerollWhy(d, target),
  );
  const c = contest(att.final, def.final);
  checkRecorded(p.result, c);
  if (att.reroll) reveal(d, car.driverSeat);
  if (def.reroll) reveal(d, target.driverSeat);
  reveal(d, tokenId);
  place(d, tokenId, { at: 'DISCARDED' }); // used up whatever the result
  // a loss or tie does nothing; never a bike ram, no wipeout for the attacker.
  if (c.winner === 'ATTACKER' && c.overkill >= 1)
    dealDamage(d, target, c.overkill, true); // ram-type (B12.8)
  else if (c.winner === 'ATTACKER') pushPending(d, wipeout(target.id, 'SPIKES'));
}

export const COMBAT = {
  'rw.ram': {
    reduce: (d, p, s) => ram(s, d, p),
    describe: (p, n) => {
      const att = p.attackerId ? n.car(p.attackerId) : `A size-${String(p.objectSize)} object`;
      return `${att} rams ${n.car(p.defenderId)}: ${pool(p, 'attack')} against ${pool(p, 'defence')}, ${verdict(p, 'rammer', 'target')}`;
    },
  },
  'rw.melee': {
    reduce: (d, p, s) => melee(s, d, p),
    describe: (p, n, at) =>
      `${n.car(p.attackerId)} ${p.free ? 'free ' : ''}melee on ${n.car(p.defenderId)}: ${pool(p, 'attack')} against ${pool(p, 'defence')}, ${verdict(p, 'attacker', 'defender')}${crewOutcome(at, p.defenderId, n)}${crewOutcome(at, p.attackerId, n)}`,
  },
  'rw.shoot': {
    reduce: (d, p, s) => shoot(s, d, p),
    describe: (p, n, at) =>
      `${n.car(p.attackerId)} ${p.free ? 'Gunner ' : ''}shoots ${n.car(p.targetId)} (${WEAPON_NAMES[p.weapon as Weapon] ?? '?'}): ${pool(p, 'attack')} against ${pool(p, 'defence')}, ${verdict(p, 'shooter', 'target')}${crewOutcome(at, p.targetId, n)}`,
  },
  'rw.ambush': {
    reduce: (d, p, s) => ambush(s, d, p),
    describe: (p, n, at) =>
      `${n.player(p.playerId)} springs an Ambush on ${n.car(p.targetId)}: ${pool(p, 'attack')} against ${pool(p, 'defence')}, ${verdict(p, 'Ambush', 'target')}${crewOutcome(at, p.targetId, n)}`,
  },
  'rw.spikes': {
    reduce: (d, p, s) => spikes(s, d, p),
    describe: (p, n) =>
      `${n.car(p.attackerId)} drops Spikes on ${n.car(p.targetId)}: ${pool(p, 'attack')} against ${pool(p, 'defence')}, ${verdict(p, 'Spikes', 'target')}`,
  },
} as const satisfies HandlerTable;
