// The Road Wolf reducer. Commands carry the facts the table declared and every die face (with
// Veteran rerolls as {index, newFace}); results they record for the log are re-derived here and
// must agree. Follow-ups of a resolution (wipeouts, skids) wait on the pending stack [R-17].
import { RuleError, type Command, type Setup } from '../core/model';
import { bool, int, list, oneOf, record, str } from '../core/check';
import {
  ACTIONS_AFTER_TAKEOVER,
  MAX_POINTS,
  MECHANIC_REPAIR_DICE,
  REPAIR_DICE,
  REPAIR_FACE,
  ROAD_DICE,
  TOKEN_KINDS,
  VEHICLE_TYPE_IDS,
  WEAPON_DICE,
  actionRow,
  skidClock,
  tokenCategory,
  wipeoutRow,
  type ActionId,
  type TokenKind,
  type WipeoutResult,
} from './data';
import type { InitiativePass, MoveMode, RwSide, RwState, RwVehicle, WipeoutWhy } from './model';
import {
  actionProblem,
  alternateSeats,
  ambushProblem,
  ambushTokens,
  attackTargets,
  crewCapacity,
  crewCount,
  freshTurn,
  gearOfKind,
  initiativeStatus,
  isObject,
  knownKind,
  mayRerollAttack,
  mayRerollDefence,
  meleeAttackDice,
  meleeDefenceDice,
  namesOf,
  offRoadExempt,
  onBoard,
  pickUpSources,
  ramAttackDice,
  ramProblem,
  ramDefenceDice,
  remainingHits,
  sameSide,
  shootDefenceDice,
  shotgunsReady,
  spikesAttackDice,
  spikesTargets,
  splitBudget,
  stats,
  takeoverTargets,
  transferTargets,
  turnOrderFrom,
  validateForces,
  vehiclesOf,
  veteranActive,
  mayMelee,
  canAct,
} from './rules';
import { clone, dealDamage, destroy, detach, driverLeft, loseCrew, newToken, place, pushPending, reveal, settle, startSlot, t, v } from './effects';
import { checkRecorded, contest, readFaces, readPool, type Contest } from './pools';

export const RW_TYPES = [
  'rw.config',
  'rw.buy',
  'rw.buyToken',
  'rw.assignToken',
  'rw.sellToken',
  'rw.lockForces',
  'rw.initiative',
  'rw.move',
  'rw.moveEnd',
  'rw.ram',
  'rw.wipeout',
  'rw.melee',
  'rw.shoot',
  'rw.ambush',
  'rw.spikes',
  'rw.repair',
  'rw.takeover',
  'rw.transfer',
  'rw.pickUp',
  'rw.turnAround',
  'rw.supplies',
  'rw.reveal',
  'rw.endTurn',
  'rw.endGame',
  'rw.adjust',
] as const;
export type RwCommandType = (typeof RW_TYPES)[number];

export const EXITS = ['NONE', 'END', 'BACK', 'SIDE'] as const;
export const LAUNCH_POINTS = ['BOARD_END', 'CARD', 'WRECK'] as const;
export type LaunchPoint = (typeof LAUNCH_POINTS)[number];
export const WIPEOUT_OUTCOMES = ['PASSED', 'SKID', 'SPIN', 'ROLL'] as const;
export type WipeoutOutcome = 'PASSED' | WipeoutResult;

function need(problem: string | null): void {
  if (problem) throw new RuleError(problem);
}

function inPhase(s: RwState, phase: RwState['phase'], what: string): void {
  if (s.phase !== phase) throw new RuleError(`${what} is not possible now.`);
}

function veh(d: RwState, id: unknown, what = 'vehicle'): RwVehicle {
  const found = typeof id === 'string' && Object.prototype.hasOwnProperty.call(d.vehicles, id) ? d.vehicles[id] : undefined;
  if (!found) throw new RuleError(`No such ${what}.`);
  return found;
}

/** Spends the action (if it costs one) and ends any free-melee opportunity. */
function begin(d: RwState, car: RwVehicle, action: ActionId): void {
  if (actionRow(action).costsAction) car.turn.actionsLeft -= 1;
  d.freeMeleeFor = null;
}

function wipeout(carId: string, why: WipeoutWhy, roadDice = ROAD_DICE) {
  return { kind: 'WIPEOUT' as const, carId, roadDice, why };
}

function readLosses(x: unknown, what: string): string[] | null {
  if (x === undefined || x === null) return null;
  return list(x, what, (id) => str(id, 'A casualty'), 12);
}

/**
 * Issue 9: a command that does not name its token uses one the table already knows (a revealed
 * one, or the free Street Nitro), so a tap on the shared screen never turns over a hidden token.
 */
function knownFirst(d: RwState, ids: string[]): string[] {
  if (d.rev < 2) return ids; // revision 1 took them in order (see RwState.rev)
  return [...ids.filter((id) => knownKind(d, id) !== null), ...ids.filter((id) => knownKind(d, id) === null)];
}

/** A Gunner's or Mechanic's free use shows one more of them, once every shown one has been used. */
function revealNext(d: RwState, car: RwVehicle, kind: 'GUNNER' | 'MECHANIC', used: number): void {
  const all = car.passengers.filter((id) => d.tokens[id]?.kind === kind);
  if (d.rev < 2) return reveal(d, all[0]); // revision 1 showed the first one each time
  if (all.filter((id) => d.tokens[id]!.revealed).length < used) reveal(d, all.find((id) => !d.tokens[id]!.revealed));
}

/** Casualties are named only for a side that lost crew. */
function noLosses(x: unknown, what: string): void {
  if (x !== undefined && x !== null && !(Array.isArray(x) && x.length === 0)) throw new RuleError(`${what}: no crew are lost.`);
}

/** B8.3 / B8.5: the shared end of a shot. Returns the crew lost. */
function shotLands(d: RwState, target: RwVehicle, c: Contest, losses: unknown): string[] {
  if (c.winner === 'ATTACKER' && c.overkill >= 1) return loseCrew(d, target, c.overkill, readLosses(losses, 'The casualties'));
  noLosses(losses, 'The shot');
  if (c.winner === 'ATTACKER') pushPending(d, wipeout(target.id, 'SHOT'));
  return [];
}

// ---- force building (B4) ----------------------------------------------------------------------

function config(d: RwState, p: Record<string, unknown>, setup: Setup): void {
  inPhase(d, 'FORCE_BUILDING', 'Changing the forces');
  const pointsValue = int(p.pointsValue, 1, MAX_POINTS, 'The points value'); // R-46: any positive value
  const ids = setup.players.map((x) => x.id);
  let sides: RwSide[];
  if (p.teams === undefined || p.teams === null) sides = ids.map((id) => ({ id, players: [id] }));
  else {
    const teams = list(p.teams, 'The teams', (x, i) => list(x, `Team ${i + 1}`, (id) => oneOf(id, ids, 'A team member'), 20), 20);
    if (teams.length < 2 || teams.some((x) => x.length === 0)) throw new RuleError('Teams need at least two sides with players.');
    const flat = teams.flat();
    if (flat.length !== ids.length || new Set(flat).size !== flat.length) throw new RuleError('Every player is on exactly one team.');
    sides = teams.map((players, i) => ({ id: `T${i + 1}`, players }));
  }
  const budgets: Record<string, number> = {};
  for (const side of sides) {
    const share = splitBudget(side, pointsValue);
    if (p.budgets !== undefined && p.budgets !== null) {
      // R-6: the table may split a side's budget another way; it must add up.
      const given = record(p.budgets, 'budget split');
      for (const id of side.players) share[id] = int(given[id], 0, pointsValue, `The budget of ${id}`);
      if (side.players.reduce((n, id) => n + (share[id] ?? 0), 0) !== pointsValue) throw new RuleError(`A side's budgets must add up to ${pointsValue} [R-6].`);
    }
    Object.assign(budgets, share);
  }
  d.pointsValue = pointsValue;
  d.sides = sides;
  d.seatOrder = alternateSeats(sides);
  d.budgets = budgets;
}

function assign(d: RwState, tokenId: string, carId: unknown, where: unknown): void {
  const tok = t(d, tokenId);
  if (carId === null) return place(d, tokenId, { at: 'UNASSIGNED' });
  const car = veh(d, carId);
  if (car.ownerId !== tok.ownerId) throw new RuleError('Tokens go on the buyer’s own vehicles.');
  if (tokenCategory(tok.kind) === 'GEAR') {
    if (where !== undefined && where !== 'GEAR') throw new RuleError('Gear is carried, not seated.');
    return place(d, tokenId, { at: 'GEAR', carId: car.id });
  }
  const at = oneOf(where ?? 'PASSENGER', ['SEAT', 'PASSENGER'] as const, 'The crew place');
  if (at === 'SEAT' && car.driverSeat && car.driverSeat !== tokenId) throw new RuleError('The driver seat is taken: move that crew first.');
  place(d, tokenId, { at, carId: car.id });
}

function buy(d: RwState, p: Record<string, unknown>, setup: Setup): void {
  inPhase(d, 'FORCE_BUILDING', 'Buying vehicles');
  const car = setup.cars.find((c) => c.id === p.carId);
  if (!car) throw new RuleError('No such car.');
  if (p.typeId === null) {
    const old = d.vehicles[car.id];
    if (old) for (const id of [old.driverSeat, ...old.passengers, ...old.gear]) if (id) place(d, id, { at: 'UNASSIGNED' });
    delete d.vehicles[car.id];
  } else {
    const typeId = oneOf(p.typeId, VEHICLE_TYPE_IDS, 'The vehicle type');
    const old = d.vehicles[car.id];
    d.vehicles[car.id] = old
      ? { ...old, typeId }
      : {
          id: car.id,
          typeId,
          ownerId: car.playerId,
          controllerId: car.playerId,
          damage: 0,
          driverSeat: null,
          passengers: [],
          gear: [],
          destroyed: false,
          abandoned: false,
          immobilized: false,
          offBoard: 'NONE',
          turn: freshTurn(),
        };
  }
  d.vehicleOrder = setup.cars.map((c) => c.id).filter((id) => d.vehicles[id]);
}

/** B4 steps 5 and 10: the free Driver (unless a crew was seated) and the Street Nitro. */
function lockForces(d: RwState, setup: Setup): void {
  inPhase(d, 'FORCE_BUILDING', 'Locking the forces');
  const { errors } = validateForces(d, namesOf(setup));
  const first = errors[0];
  if (first) throw new RuleError(`${first.message}${errors.length > 1 ? ` (and ${errors.length - 1} more)` : ''}`);
  for (const id of d.vehicleOrder) {
    const car = d.vehicles[id] as RwVehicle;
    if (!car.driverSeat) place(d, newToken(d, 'DRIVER', car.ownerId, true), { at: 'SEAT', carId: id });
    if (stats(d, car).terrain === 'STREET') place(d, newToken(d, 'NITRO', car.ownerId, true), { at: 'GEAR', carId: id });
  }
  d.phase = 'INITIATIVE';
}

// ---- initiative (B6.1) ------------------------------------------------------------------------

export function parseInitiative(x: unknown): InitiativePass[] {
  return list(x, 'The initiative rolls', (pass) => {
    const r = record(pass, 'initiative pass');
    const out: InitiativePass = {};
    for (const [id, faces] of Object.entries(r)) out[id] = readFaces(faces, 2, 'An initiative roll');
    return out;
  }, 50);
}

function initiative(d: RwState, p: Record<string, unknown>): void {
  inPhase(d, 'INITIATIVE', 'The initiative roll');
  const participants = d.seatOrder.filter((id) => vehiclesOf(d, id).length > 0);
  const passes = parseInitiative(p.passes);
  let first: string | null = null;
  for (let n = 0; n <= passes.length; n++) {
    const st = initiativeStatus(participants, passes.slice(0, n), d.house.initiativeMode);
    if (st.done) {
      if (n !== passes.length) throw new RuleError('The initiative was settled before its last roll.');
      first = st.first;
    }
  }
  if (first === null) throw new RuleError('The initiative is still tied: the tied leaders roll again [R-5].');
  if (p.first !== undefined && p.first !== first) throw new RuleError('The recorded first player does not match the rolls.');
  d.initiative = { passes, first };
  d.turnOrder = turnOrderFrom(d, first);
  d.currentSlot = 0;
  d.gameTurn = 1;
  startSlot(d);
}

// ---- moving (B7) ------------------------------------------------------------------------------

function move(s: RwState, d: RwState, p: Record<string, unknown>): void {
  const car = veh(d, p.carId);
  const mode = oneOf(p.mode, ['MOVE', 'FREE_MOVE', 'BRAKE', 'NITRO'] as const, 'The move');
  need(actionProblem(s, car.id, mode));
  begin(d, car, mode);
  if (mode === 'FREE_MOVE') car.turn.freeMoveUsed = true;
  if (mode === 'NITRO') {
    if (!bool(p.onRoad, 'On the road')) throw new RuleError('Nitro is used only on the road.');
    const nitros = knownFirst(d, gearOfKind(d, car, 'NITRO'));
    const tokenId = p.tokenId === undefined ? (nitros[0] as string) : str(p.tokenId, 'The Nitro token');
    if (!nitros.includes(tokenId)) throw new RuleError('That Nitro is not aboard.');
    reveal(d, tokenId);
    place(d, tokenId, { at: 'DISCARDED' });
    car.turn.nitroUsed = true;
  }
  pushPending(d, { kind: 'MOVE', carId: car.id, mode, clock: null, stopped: false });
}

function moveEnd(d: RwState, p: Record<string, unknown>): void {
  const top = d.pending[0];
  if (top?.kind !== 'MOVE') throw new RuleError('No move is under way.');
  if (p.carId !== undefined && p.carId !== top.carId) throw new RuleError('Another vehicle’s move is under way.');
  const offRoad = bool(p.offRoad, 'Off-road');
  const exited = oneOf(p.exited ?? 'NONE', EXITS, 'The edge left by');
  d.pending = d.pending.slice(1);
  const car = v(d, top.carId);
  if (exited !== 'NONE') car.offBoard = exited; // B10.7: gone for good
  else if (offRoad && !offRoadExempt(d, car)) pushPending(d, wipeout(car.id, 'OFF_ROAD')); // R-19
  const meleeMove = top.mode === 'MOVE' || top.mode === 'FREE_MOVE' || (top.mode === 'NITRO' && d.house.freeMeleeAfterNitro); // R-26, R-27
  if (meleeMove && canAct(car) && !car.immobilized && mayMelee(d, car)) d.freeMeleeFor = car.id;
}

const OWN_MOVES: readonly MoveMode[] = ['MOVE', 'FREE_MOVE', 'NITRO', 'SKID'];

/** B8.1 ram, during a move/brake/Nitro/skid, or an object in the road turn [R-15]. */
function ram(s: RwState, d: RwState, p: Record<string, unknown>): void {
  const top = d.pending[0];
  let source: MoveMode | 'OBJECT';
  if (top?.kind === 'MOVE') source = top.mode;
  else if (!top && s.phase === 'ROAD_TURN') source = 'OBJECT';
  else throw new RuleError('A ram happens during a move, brake, Nitro run or skid, or when an object drifts in the road turn.');
  need(ramProblem(s)); // B8.1: a move stops at its first ram (issue 9: it was offered again)
  const defender = veh(d, p.defenderId, 'rammed vehicle');
  if (!onBoard(d, defender)) throw new RuleError('The rammed vehicle is not on the board.');
  let attacker: RwVehicle | null = null;
  let objectSize = 0;
  if (source === 'OBJECT') {
    if (p.attackerId === undefined) objectSize = int(p.objectSize, 1, 2, 'A road-card object’s size (debris 1, wreck card 2)');
    else {
      attacker = veh(d, p.attackerId, 'object');
      if (!isObject(attacker) || !onBoard(d, attacker)) throw new RuleError('Only wrecks, immobilized and abandoned vehicles drift into others [R-16].');
    }
    if (defender.destroyed) throw new RuleError('A drifting object rams vehicles, not wrecks.');
  } else if (source === 'BRAKE') {
    if (defender.id !== top!.carId) throw new RuleError('When braking, the braking vehicle is the one rammed.');
    attacker = veh(d, p.attackerId, 'vehicle braked into');
  } else {
    if (p.attackerId !== undefined && p.attackerId !== top!.carId) throw new RuleError('The moving vehicle is the rammer.');
    attacker = v(d, top!.carId);
  }
  if (attacker && (attacker.id === defender.id || !onBoard(d, attacker))) throw new RuleError('Name another vehicle on the board.');
  const asObject = attacker !== null && (source === 'OBJECT' || (source === 'BRAKE' && isObject(attacker)));
  const aDice = attacker ? (asObject ? stats(d, attacker).size : ramAttackDice(d, attacker, source === 'NITRO')) : objectSize;
  const att = readPool(p, 'attack', aDice, attacker !== null && !asObject && mayRerollAttack(d, attacker), 'The rammer', asObject ? 'objects never reroll' : undefined);
  const def = readPool(p, 'defence', ramDefenceDice(d, defender), !defender.destroyed && mayRerollDefence(d, defender), 'The rammed vehicle', stats(d, defender).heavy ? 'a Heavy vehicle never rerolls on defence' : undefined);
  const c = contest(att.final, def.final);
  checkRecorded(p.result, c);
  if (att.reroll && attacker) reveal(d, attacker.driverSeat);
  if (def.reroll) reveal(d, defender.driverSeat);
  if (c.winner === 'ATTACKER') {
    if (c.overkill >= 1) dealDamage(d, defender, c.overkill);
    else pushPending(d, wipeout(defender.id, 'RAM'));
  } else if (c.winner === 'DEFENDER' && c.overkill >= 1 && attacker && !asObject && !attacker.destroyed) {
    pushPending(d, wipeout(attacker.id, 'RAM_LOST'));
  }
  // R-14: a bike that rams through its own movement is destroyed, whatever the result.
  if (attacker && !asObject && stats(d, attacker).isBike && (OWN_MOVES.includes(source as MoveMode) || d.house.bikeRamRule === 'ANY_ATTACK')) destroy(d, attacker);
  // B8.1: the move stops at the contact, unless it destroyed a bike (R-9: a tie stops it too).
  if (top?.kind === 'MOVE') top.stopped = !(stats(d, defender).isBike && defender.destroyed);
}

// ---- wipeout (B9) -----------------------------------------------------------------------------

function wipeoutCheck(d: RwState, p: Record<string, unknown>): void {
  const top = d.pending[0];
  if (top?.kind !== 'WIPEOUT') throw new RuleError('No wipeout check is due.');
  if (p.carId !== undefined && p.carId !== top.carId) throw new RuleError('Another vehicle’s wipeout check is due.');
  const car = v(d, top.carId);
  const heavyNote = stats(d, car).heavy ? 'a Heavy vehicle never rerolls on defence' : undefined;
  const pool = readPool(p, 'vehicle', Math.max(1, remainingHits(d, car)), mayRerollDefence(d, car), 'The vehicle', heavyNote);
  const road = readFaces(p.road, top.roadDice, 'The Road');
  if (p.roadPlayerId !== undefined) {
    const roadPlayer = str(p.roadPlayerId, 'The Road player');
    if (!d.seatOrder.includes(roadPlayer) || sameSide(d, roadPlayer, car.controllerId)) throw new RuleError('An opponent of the vehicle’s controller plays the Road [R-28].');
  }
  const c = contest(pool.final, road);
  const outcome: WipeoutOutcome = c.winner === 'DEFENDER' ? wipeoutRow(c.overkill).result : 'PASSED'; // R-9: a tie holds the road
  if (p.result !== undefined && p.result !== outcome) throw new RuleError('The recorded wipeout result does not match the dice.');
  if (pool.reroll) reveal(d, car.driverSeat);
  d.pending = d.pending.slice(1);
  if (outcome === 'PASSED') {
    if (p.skid !== undefined) throw new RuleError('No skid: the vehicle held the road.');
    return;
  }
  let face = int(p.skid, 1, 6, 'The skid direction (D6)');
  if (p.skidReroll !== undefined) {
    // R-12: the skid die is never rerolled, unless the house rule allows a Veteran to.
    if (!d.house.skidReroll || !veteranActive(d, car)) throw new RuleError('The skid direction is not rerolled [R-12].');
    face = int(p.skidReroll, 1, 6, 'The rerolled skid direction');
    reveal(d, car.driverSeat);
  }
  if (outcome === 'SPIN') car.immobilized = true; // first, so the skid's off-road check is void [R-18]
  if (outcome === 'ROLL') dealDamage(d, car, 1);
  pushPending(d, { kind: 'MOVE', carId: car.id, mode: 'SKID', clock: skidClock(face), stopped: false });
}

// ---- fighting (B8) ----------------------------------------------------------------------------

function melee(s: RwState, d: RwState, p: Record<string, unknown>): void {
  const attacker = veh(d, p.attackerId);
  const free = bool(p.free, 'Free melee');
  const action: ActionId = free ? 'FREE_MELEE' : 'MELEE';
  need(actionProblem(s, attacker.id, action));
  const defender = veh(d, p.defenderId, 'target');
  if (!attackTargets(s, attacker.id).includes(defender.id)) throw new RuleError('Melee needs another vehicle on the board that is not wrecked.');
  begin(d, attacker, action);
  const att = readPool(p, 'attack', meleeAttackDice(d, attacker), mayRerollAttack(d, attacker), 'The attacker');
  const def = readPool(p, 'defence', meleeDefenceDice(d, defender), mayRerollDefence(d, defender), 'The defender');
  const c = contest(att.final, def.final);
  checkRecorded(p.result, c);
  reveal(d, ...attacker.passengers.filter((id) => d.tokens[id]?.kind === 'BRAWLER'));
  if (att.reroll) reveal(d, attacker.driverSeat);
  if (def.reroll) reveal(d, defender.driverSeat);
  if (c.winner === 'ATTACKER' && c.overkill >= 1) loseCrew(d, defender, c.overkill, readLosses(p.defenderLosses, 'The defender’s casualties'));
  else noLosses(p.defenderLosses, 'The defender');
  if (c.winner === 'DEFENDER' && c.overkill >= 1) loseCrew(d, attacker, c.overkill, readLosses(p.attackerLosses, 'The attacker’s casualties'));
  else noLosses(p.attackerLosses, 'The attacker');
  if (c.winner === 'ATTACKER' && c.overkill === 0) pushPending(d, wipeout(defender.id, 'MELEE'));
}

function shoot(s: RwState, d: RwState, p: Record<string, unknown>): void {
  const car = veh(d, p.attackerId);
  const free = bool(p.free, 'Gunner’s free shot');
  const action: ActionId = free ? 'GUNNER_SHOT' : 'SHOOT';
  need(actionProblem(s, car.id, action));
  const weapon = oneOf(p.weapon, ['BASIC', 'SHOTGUN', 'MOLOTOV'] as const, 'The weapon');
  const target = veh(d, p.targetId, 'target');
  if (!attackTargets(s, car.id).includes(target.id)) throw new RuleError('Shoot at another vehicle on the board that is not wrecked.');
  if (weapon === 'BASIC' && !free && !s.house.basicShot) throw new RuleError('A plain 1-die shot is a Gunner’s free shot [R-8].');
  let tokenId: string | null = null;
  if (weapon !== 'BASIC') {
    const ready = knownFirst(d, weapon === 'SHOTGUN' ? shotgunsReady(d, car) : gearOfKind(d, car, 'MOLOTOV'));
    tokenId = p.tokenId === undefined ? (ready[0] ?? null) : str(p.tokenId, 'The weapon token');
    if (tokenId === null || !ready.includes(tokenId)) throw new RuleError(weapon === 'SHOTGUN' ? 'No Shotgun aboard that has not fired this turn.' : 'No Molotov aboard.');
  }
  begin(d, car, action);
  const att = readPool(p, 'attack', WEAPON_DICE[weapon], !free && mayRerollAttack(d, car), 'The shooter', 'a Gunner’s free shot gets no Veteran reroll');
  const def = readPool(p, 'defence', shootDefenceDice(d, target), mayRerollDefence(d, target), 'The target');
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
      if (lost.length >= 1) place(d, tokenId, { at: 'DISCARDED' }); // R-32: out of ammo
    }
  }
}

function ambush(s: RwState, d: RwState, p: Record<string, unknown>): void {
  const playerId = str(p.playerId, 'The player');
  need(ambushProblem(s, playerId));
  const tokenId = str(p.tokenId, 'The Ambush token');
  if (!ambushTokens(s, playerId).includes(tokenId)) throw new RuleError('That Ambush is not yours to launch now.');
  const target = veh(d, p.targetId, 'target');
  if (!attackTargets(s, null).includes(target.id)) throw new RuleError('Ambush a vehicle on the board that is not wrecked.');
  const launch = oneOf(p.launch, LAUNCH_POINTS, 'The launch point');
  if (launch === 'WRECK' && !s.house.ambushFromWrecks) throw new RuleError('An Ambush starts from an end of the board or a Bridge, Tunnel, Wreck or Supplies card [R-31].');
  d.freeMeleeFor = null;
  const att = readPool(p, 'attack', WEAPON_DICE.AMBUSH, false, 'The Ambush', 'an Ambush gets no Veteran reroll');
  const def = readPool(p, 'defence', shootDefenceDice(d, target), mayRerollDefence(d, target), 'The target');
  const c = contest(att.final, def.final);
  checkRecorded(p.result, c);
  if (def.reroll) reveal(d, target.driverSeat);
  shotLands(d, target, c, p.losses);
  reveal(d, tokenId);
  place(d, tokenId, { at: 'DISCARDED' });
}

function spikes(s: RwState, d: RwState, p: Record<string, unknown>): void {
  const car = veh(d, p.attackerId);
  need(actionProblem(s, car.id, 'SPIKES'));
  const target = veh(d, p.targetId, 'target');
  if (!spikesTargets(s, car.id).includes(target.id)) throw new RuleError('Spikes hit an enemy vehicle on the board.');
  const all = knownFirst(d, gearOfKind(d, car, 'SPIKES'));
  const tokenId = p.tokenId === undefined ? (all[0] as string) : str(p.tokenId, 'The Spikes token');
  if (!all.includes(tokenId)) throw new RuleError('Those Spikes are not aboard.');
  begin(d, car, 'SPIKES');
  const att = readPool(p, 'attack', spikesAttackDice(d, target), mayRerollAttack(d, car), 'The Spikes');
  const def = readPool(p, 'defence', remainingHits(d, target), mayRerollDefence(d, target), 'The target');
  const c = contest(att.final, def.final);
  checkRecorded(p.result, c);
  if (att.reroll) reveal(d, car.driverSeat);
  if (def.reroll) reveal(d, target.driverSeat);
  reveal(d, tokenId);
  place(d, tokenId, { at: 'DISCARDED' }); // used up whatever the result
  // R-30: a loss or tie does nothing; never a bike ram, no wipeout for the attacker.
  if (c.winner === 'ATTACKER' && c.overkill >= 1) dealDamage(d, target, c.overkill);
  else if (c.winner === 'ATTACKER') pushPending(d, wipeout(target.id, 'SPIKES'));
}

// ---- the rest of B7 and B10 -------------------------------------------------------------------

function repair(s: RwState, d: RwState, p: Record<string, unknown>): void {
  const car = veh(d, p.carId);
  const free = bool(p.free, 'Mechanic’s free repair');
  const action: ActionId = free ? 'MECHANIC_REPAIR' : 'REPAIR';
  need(actionProblem(s, car.id, action));
  begin(d, car, action);
  // R-13: only the Mechanic's own repair rolls the extra die; R-12: no Veteran reroll on it.
  const pool = readPool(p, 'dice', free ? MECHANIC_REPAIR_DICE : REPAIR_DICE, !free && veteranActive(d, car), 'The repair', 'a Mechanic’s free repair gets no Veteran reroll');
  const removed = Math.min(car.damage, pool.final.filter((f) => f === REPAIR_FACE).length);
  if (p.removed !== undefined && p.removed !== removed) throw new RuleError('The recorded repair does not match the dice.');
  car.damage -= removed;
  if (pool.reroll) reveal(d, car.driverSeat);
  if (free) {
    car.turn.mechanicRepairsUsed += 1;
    revealNext(d, car, 'MECHANIC', car.turn.mechanicRepairsUsed);
  }
}

function aboard(car: RwVehicle, id: string): 'SEAT' | 'PASSENGER' | 'GEAR' | null {
  return car.driverSeat === id ? 'SEAT' : car.passengers.includes(id) ? 'PASSENGER' : car.gear.includes(id) ? 'GEAR' : null;
}

/** B10.5 takeover. */
function takeover(s: RwState, d: RwState, p: Record<string, unknown>): void {
  const src = veh(d, p.carId);
  need(actionProblem(s, src.id, 'TAKEOVER'));
  const target = veh(d, p.targetId, 'target');
  if (!takeoverTargets(s, src.id).includes(target.id)) {
    throw new RuleError(!target.abandoned || target.destroyed ? 'Only an abandoned vehicle can be taken over.' : 'A moving vehicle can be boarded only from an Open vehicle.');
  }
  const crewId = str(p.crewTokenId, 'The crew who boards');
  const at = aboard(src, crewId);
  if (at !== 'SEAT' && at !== 'PASSENGER') throw new RuleError('The boarding crew must be aboard the vehicle taking over.');
  const gearIds = list(p.gearTokenIds ?? [], 'The gear handed over', (x) => str(x, 'A gear token'), 30);
  if (new Set(gearIds).size !== gearIds.length || gearIds.some((id) => aboard(src, id) !== 'GEAR')) throw new RuleError('Only gear aboard the vehicle taking over can go along.');
  const leaveImmobilized = bool(p.leaveImmobilized ?? false, 'Leave immobilized');
  begin(d, src, 'TAKEOVER');
  place(d, crewId, { at: 'SEAT', carId: target.id });
  for (const id of gearIds) place(d, id, { at: 'GEAR', carId: target.id });
  target.controllerId = src.controllerId;
  target.abandoned = false;
  target.turn = freshTurn(ACTIONS_AFTER_TAKEOVER); // acts once now, twice next turn
  if (at === 'SEAT') driverLeft(d, src, p.newDriverId === undefined ? null : str(p.newDriverId, 'The new driver'));
  else if (p.newDriverId !== undefined) throw new RuleError('The driver stays, so nobody changes seat.');
  if (leaveImmobilized) {
    if (!src.abandoned || !target.immobilized) throw new RuleError('Only a vehicle abandoned to take over an immobilized one may be left immobilized.');
    src.immobilized = true; // and so it skips its abandoned check [B10.5]
  }
  if (!target.immobilized) pushPending(d, wipeout(target.id, 'TAKEOVER'));
}

function transfer(s: RwState, d: RwState, p: Record<string, unknown>): void {
  const src = veh(d, p.carId);
  need(actionProblem(s, src.id, 'TRANSFER'));
  const to = veh(d, p.toId, 'receiving vehicle');
  if (!transferTargets(s, src.id).includes(to.id)) throw new RuleError('Transfer only to a friendly vehicle with a driver [R-34].');
  const ids = list(p.tokenIds, 'The tokens', (x) => str(x, 'A token'), 30);
  if (ids.length === 0 || new Set(ids).size !== ids.length || ids.some((id) => aboard(src, id) === null)) throw new RuleError('Pick tokens aboard the giving vehicle, each once.');
  const crew = ids.filter((id) => aboard(src, id) !== 'GEAR');
  if (crewCount(to) + crew.length > crewCapacity(d, to)) throw new RuleError(`The receiving vehicle holds ${crewCapacity(d, to)} crew.`);
  const driverLeaves = src.driverSeat !== null && ids.includes(src.driverSeat);
  begin(d, src, 'TRANSFER');
  for (const id of ids) place(d, id, { at: crew.includes(id) ? 'PASSENGER' : 'GEAR', carId: to.id });
  if (driverLeaves) driverLeft(d, src, p.newDriverId === undefined ? null : str(p.newDriverId, 'The new driver'));
  else if (p.newDriverId !== undefined) throw new RuleError('The driver stays, so nobody changes seat.');
}

function pickUp(s: RwState, d: RwState, p: Record<string, unknown>): void {
  const car = veh(d, p.carId);
  need(actionProblem(s, car.id, 'PICK_UP'));
  const src = pickUpSources(s, car.id);
  let ids: string[];
  if (p.markerId !== undefined) {
    if (!src.markers.includes(p.markerId as string)) throw new RuleError('No such gear marker.');
    ids = [...(d.markers.find((m) => m.id === p.markerId)?.tokenIds ?? [])];
  } else {
    const from = veh(d, p.sourceId, 'source');
    if (!src.cars.includes(from.id)) throw new RuleError('Pick up from a wreck or an abandoned vehicle that carries gear [R-22].');
    ids = [...from.gear];
  }
  begin(d, car, 'PICK_UP');
  for (const id of ids) {
    place(d, id, { at: 'GEAR', carId: car.id });
    t(d, id).ownerId = car.controllerId; // the picker now holds it (an Ambush goes to their reserve)
  }
}

function supplies(s: RwState, d: RwState, p: Record<string, unknown>): void {
  const car = veh(d, p.carId);
  need(actionProblem(s, car.id, 'SUPPLIES'));
  const take = oneOf(p.take, ['REPAIR', ...TOKEN_KINDS] as const, 'What the Supplies give');
  if (take === 'REPAIR' && car.damage === 0) throw new RuleError('There is no damage to repair.');
  if (take !== 'REPAIR' && tokenCategory(take as TokenKind) === 'CREW' && crewCount(car) >= crewCapacity(d, car)) throw new RuleError(`This vehicle holds ${crewCapacity(d, car)} crew [R-21].`);
  begin(d, car, 'SUPPLIES');
  if (take === 'REPAIR') car.damage -= 1;
  else {
    const id = newToken(d, take as TokenKind, car.controllerId, true);
    place(d, id, { at: tokenCategory(take as TokenKind) === 'CREW' ? 'PASSENGER' : 'GEAR', carId: car.id });
  }
}

function endTurn(d: RwState): void {
  if (d.phase !== 'PLAYER_TURN' && d.phase !== 'ROAD_TURN') throw new RuleError('There is no turn to end.');
  if (d.pending.length) throw new RuleError('Finish the pending wipeout or move first.');
  d.freeMeleeFor = null;
  if (d.phase === 'ROAD_TURN') {
    d.gameTurn += 1; // B6.2
    d.currentSlot = 0;
  } else d.currentSlot += 1;
  startSlot(d);
}

/**
 * Conventions 0.3: a table correction. Sets a vehicle's damage to what the table says; reaching
 * its size destroys it (B10.1). A destroyed vehicle is not brought back: undo instead.
 */
function adjust(d: RwState, p: Record<string, unknown>): void {
  if (d.phase === 'FORCE_BUILDING' || d.phase === 'ENDED') throw new RuleError('Damage is marked during play.');
  const car = veh(d, p.carId);
  if (car.destroyed) throw new RuleError('This vehicle is destroyed: undo the step that destroyed it instead.');
  const size = stats(d, car).size;
  const damage = int(p.damage, 0, size, 'The damage');
  if (damage === car.damage) throw new RuleError('That is the damage it already has.');
  if (damage < car.damage) car.damage = damage;
  else dealDamage(d, car, damage - car.damage);
}

export function reduceRw(s: RwState, command: Command, setup: Setup): RwState {
  const p = record(command.payload);
  const d = clone(s);
  switch (command.type as RwCommandType) {
    case 'rw.config':
      config(d, p, setup);
      break;
    case 'rw.buy':
      buy(d, p, setup);
      break;
    case 'rw.buyToken': {
      inPhase(s, 'FORCE_BUILDING', 'Buying tokens');
      const playerId = oneOf(p.playerId, setup.players.map((x) => x.id), 'The buyer');
      const kind = oneOf(p.kind, TOKEN_KINDS, 'The token');
      if (kind === 'DRIVER' && s.house.forbidBoughtDrivers) throw new RuleError('House rule: plain Drivers are not for sale [R-2].');
      const id = newToken(d, kind, playerId, false);
      if (p.carId !== undefined) assign(d, id, p.carId, p.place);
      break;
    }
    case 'rw.assignToken': {
      inPhase(s, 'FORCE_BUILDING', 'Placing tokens');
      const id = str(p.tokenId, 'The token');
      if (t(d, id).free) throw new RuleError('Free tokens are placed by the rules.');
      assign(d, id, p.carId ?? null, p.place);
      break;
    }
    case 'rw.sellToken': {
      inPhase(s, 'FORCE_BUILDING', 'Returning tokens');
      const id = str(p.tokenId, 'The token');
      if (t(d, id).free) throw new RuleError('Free tokens cannot be returned.');
      detach(d, id);
      delete d.tokens[id];
      break;
    }
    case 'rw.lockForces':
      lockForces(d, setup);
      break;
    case 'rw.initiative':
      initiative(d, p);
      break;
    case 'rw.move':
      move(s, d, p);
      break;
    case 'rw.moveEnd':
      moveEnd(d, p);
      break;
    case 'rw.ram':
      ram(s, d, p);
      break;
    case 'rw.wipeout':
      wipeoutCheck(d, p);
      break;
    case 'rw.melee':
      melee(s, d, p);
      break;
    case 'rw.shoot':
      shoot(s, d, p);
      break;
    case 'rw.ambush':
      ambush(s, d, p);
      break;
    case 'rw.spikes':
      spikes(s, d, p);
      break;
    case 'rw.repair':
      repair(s, d, p);
      break;
    case 'rw.takeover':
      takeover(s, d, p);
      break;
    case 'rw.transfer':
      transfer(s, d, p);
      break;
    case 'rw.pickUp':
      pickUp(s, d, p);
      break;
    case 'rw.turnAround': {
      const car = veh(d, p.carId);
      need(actionProblem(s, car.id, 'TURN_AROUND'));
      begin(d, car, 'TURN_AROUND');
      car.immobilized = false;
      break;
    }
    case 'rw.supplies':
      supplies(s, d, p);
      break;
    case 'rw.reveal': {
      if (s.phase === 'FORCE_BUILDING') throw new RuleError('Tokens are revealed during play.');
      const ids = list(p.tokenIds, 'The tokens', (x) => t(d, str(x, 'A token')).id, 50);
      reveal(d, ...ids);
      break;
    }
    case 'rw.endTurn':
      endTurn(d);
      break;
    case 'rw.endGame': {
      // 0.3: the table may end the game by agreement.
      if (s.phase === 'FORCE_BUILDING' || s.phase === 'ENDED') throw new RuleError('There is no game under way to end.');
      const winnerSide = p.winnerSide === null || p.winnerSide === undefined ? null : oneOf(p.winnerSide, s.sides.map((x) => x.id), 'The winning side');
      d.result = winnerSide ? { winnerSide, by: 'AGREEMENT' } : { draw: true, by: 'AGREEMENT' };
      d.phase = 'ENDED';
      d.pending = [];
      d.freeMeleeFor = null;
      break;
    }
    case 'rw.adjust':
      adjust(d, p);
      break;
    default:
      throw new RuleError(`Unknown command "${command.type}".`);
  }
  return settle(d);
}
