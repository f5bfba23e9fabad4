// Force building (B4): the points value and teams, vehicles, tokens bought and placed, and the
// lock that hands out the free Driver and Street Nitro; the checks the lock makes (validateForces).

import { int, list, oneOf, record, str } from '../core/check';
import { names } from '../core/guards';
import { RuleError, type Setup } from '../core/model';
import { withArticle } from '../core/words';
import { MAX_POINTS, TOKEN_KINDS, VEHICLE_TYPE_IDS, type VehicleTypeId, vehicleCost, vehicleType } from './data';
import { blankVehicle, detach, newToken, place, t } from './effects';
import { type HandlerTable, inPhase, type Payload, veh } from './handler';
import { missionOf } from './mission';
import type { RwSide, RwState, RwToken, RwVehicle } from './model';
import {
  allVehicles,
  alternateSeats,
  categoryOf,
  crewCapacity,
  gearOfKind,
  ID_NAMES,
  type Issue,
  kindOf,
  mayMelee,
  mayUseNitro,
  type Names,
  namesOf,
  passengersOfKind,
  splitBudget,
  stats,
} from './rules';
import { commitToken } from './secrets';

function config(d: RwState, p: Payload, setup: Setup): void {
  inPhase(d, 'FORCE_BUILDING', 'Changing the forces');
  const pointsValue = int(p.pointsValue, 1, MAX_POINTS, 'The points value'); // R-46: any positive value
  const ids = setup.players.map((x) => x.id);
  let sides: RwSide[];
  if (p.teams === undefined || p.teams === null) sides = ids.map((id) => ({ id, players: [id] }));
  else {
    const teams = list(
      p.teams,
      'The teams',
      (x, i) => list(x, `Team ${i + 1}`, (id) => oneOf(id, ids, 'A team member'), 20),
      20,
    );
    if (teams.length < 2 || teams.some((x) => x.length === 0))
      throw new RuleError('Teams need at least two sides with players.');
    const flat = teams.flat();
    if (flat.length !== ids.length || new Set(flat).size !== flat.length)
      throw new RuleError('Every player is on exactly one team.');
    sides = teams.map((players, i) => ({ id: `T${i + 1}`, players }));
  }
  const budgets: Record<string, number> = {};
  d.sides = sides; // first: a mission's budgets follow the sides' roles (B12)
  for (const side of sides) {
    const total = missionOf(d).sideBudget(d, side) ?? pointsValue;
    const share = splitBudget(side, total);
    if (p.budgets !== undefined && p.budgets !== null) {
      // R-6: the table may split a side's budget another way; it must add up.
      const given = record(p.budgets, 'budget split');
      for (const id of side.players) share[id] = int(given[id], 0, total, `The budget of ${id}`);
      if (side.players.reduce((n, id) => n + (share[id] ?? 0), 0) !== total)
        throw new RuleError(`A side's budgets must add up to ${total} [R-6].`);
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
  if (carId === null) {
    place(d, tokenId, { at: 'UNASSIGNED' });
    return;
  }
  const car = veh(d, carId);
  if (car.ownerId !== tok.ownerId) throw new RuleError('Tokens go on the buyer’s own vehicles.');
  if (categoryOf(tok) === 'GEAR') {
    if (where !== undefined && where !== 'GEAR') throw new RuleError('Gear is carried, not seated.');
    place(d, tokenId, { at: 'GEAR', carId: car.id });
    return;
  }
  const at = oneOf(where ?? 'PASSENGER', ['SEAT', 'PASSENGER'] as const, 'The crew place');
  if (at === 'SEAT' && car.driverSeat && car.driverSeat !== tokenId)
    throw new RuleError('The driver seat is taken: move that crew first.');
  place(d, tokenId, { at, carId: car.id });
}

function buy(d: RwState, p: Payload, setup: Setup): void {
  inPhase(d, 'FORCE_BUILDING', 'Buying vehicles');
  const car = setup.cars.find((c) => c.id === p.carId);
  if (!car) throw new RuleError('No such car.');
  if (p.typeId === null) {
    const old = d.vehicles[car.id];
    if (old)
      for (const id of [old.driverSeat, ...old.passengers, ...old.gear]) if (id) place(d, id, { at: 'UNASSIGNED' });
    delete d.vehicles[car.id];
  } else {
    // B2.2: mission-only types only where the mission fields them.
    const typeId = oneOf(p.typeId, [...VEHICLE_TYPE_IDS, ...missionOf(d).buyable(d, car.playerId)], 'The vehicle type');
    const old = d.vehicles[car.id];
    d.vehicles[car.id] = old ? { ...old, typeId } : blankVehicle(car.id, typeId, car.playerId);
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
    if (stats(d, car).terrain === 'STREET')
      place(d, newToken(d, 'NITRO', car.ownerId, true), { at: 'GEAR', carId: id });
  }
  missionOf(d).atLock(d); // B4 step 5: the mission's own free tokens
  d.phase = 'INITIATIVE';
}

// ---- validation (B4): what the lock checks, and what the setup screen lists ------------------------

export function pointsSpent(s: RwState, playerId: string): number {
  return allVehicles(s)
    .filter((v) => v.ownerId === playerId)
    .reduce((n, v) => n + vehicleCost(vehicleType(v.typeId)), 0);
}

/** R-2: one bought token per point of vehicles fielded. */
export const tokenAllowance = pointsSpent;

export function tokensBought(s: RwState, playerId: string): RwToken[] {
  return Object.values(s.tokens).filter((t) => !t.free && t.ownerId === playerId);
}

/** B4 crew count at force building: an empty seat will get the free Driver. */
function rosterCrew(v: RwVehicle): number {
  return 1 + v.passengers.length;
}

export function validateForces(s: RwState, names: Names = ID_NAMES): { errors: Issue[]; warnings: Issue[] } {
  const errors: Issue[] = [];
  const warnings: Issue[] = [];
  for (const playerId of s.seatOrder) {
    const who = names.player(playerId);
    const budget = s.budgets[playerId] ?? 0;
    const spent = pointsSpent(s, playerId);
    if (spent > budget)
      errors.push({ spec: 'R-3', playerId, message: `${who} spends ${spent} points; the budget is ${budget}.` });
    else if (spent < budget)
      warnings.push({
        spec: 'R-3',
        playerId,
        message: `${who} spends ${spent} of ${budget} points: ${budget - spent} left unspent.`,
      });
    const bought = tokensBought(s, playerId);
    if (bought.length > spent)
      errors.push({
        spec: 'R-2',
        playerId,
        message: `${who} has ${bought.length} tokens; ${spent} points of vehicles allow ${spent}.`,
      });
    const loose = bought.filter((t) => t.loc.at === 'UNASSIGNED').length;
    if (loose > 0)
      errors.push({
        spec: 'B4.7',
        playerId,
        message: `${who} has ${loose} token${loose === 1 ? '' : 's'} not placed on a vehicle.`,
      });
  }
  for (const v of allVehicles(s)) {
    const carId = v.id;
    const n = names.car(carId);
    const cap = crewCapacity(s, v);
    if (rosterCrew(v) > cap)
      errors.push({
        spec: 'B4.8',
        carId,
        message: `${n} carries ${rosterCrew(v)} crew, driver included; it holds ${cap}.`,
      });
    if (passengersOfKind(s, v, 'VETERAN') > 0)
      warnings.push({ spec: 'B4.8', carId, message: `${n}: a Veteran who is not driving gives no rerolls.` });
    const brawlers =
      passengersOfKind(s, v, 'BRAWLER') + (v.driverSeat && kindOf(s, v.driverSeat) === 'BRAWLER' ? 1 : 0);
    if (brawlers > 0 && !mayMelee(s, v))
      warnings.push({
        spec: 'B4.9',
        carId,
        message: `${n} is Closed and cannot start a melee, so a Brawler adds nothing.`,
      });
    if (gearOfKind(s, v, 'NITRO').length > 0 && !mayUseNitro(s, v))
      warnings.push({ spec: 'B4.9', carId, message: `${n} is Heavy and cannot use Nitro.` });
    const seat = v.driverSeat ? kindOf(s, v.driverSeat) : undefined;
    if (seat === 'GUNNER' || seat === 'MECHANIC' || seat === 'BRAWLER')
      warnings.push({
        spec: 'B4.9',
        carId,
        message: `${n}: a ${seat.charAt(0) + seat.slice(1).toLowerCase()} in the driver seat loses its ability.`,
      });
  }
  const fielding = s.sides.filter((t) => allVehicles(s).some((v) => t.players.includes(v.ownerId)));
  if (fielding.length < 2) errors.push({ spec: 'B3.1', message: 'At least two sides must field a vehicle.' });
  const mission = missionOf(s).forceIssues(s, names); // B12: mandatory vehicles, budgets
  return { errors: [...errors, ...mission.errors], warnings: [...warnings, ...mission.warnings] };
}

export const FORCES = {
  'rw.config': {
    reduce: (d, p, _s, setup) => config(d, p, setup),
    describe: (p, n) => {
      const teams = Array.isArray(p.teams)
        ? (p.teams as string[][]).map((t) => t.map(n.player).join(' + ')).join(' vs ')
        : 'free-for-all';
      return `Points value ${String(p.pointsValue)}, ${teams}`;
    },
  },
  'rw.buy': {
    reduce: (d, p, _s, setup) => buy(d, p, setup),
    describe: (p, n) =>
      p.typeId === null
        ? `${n.car(p.carId)} sits this game out`
        : `${n.car(p.carId)} is ${withArticle(vehicleType(p.typeId as VehicleTypeId)?.name ?? '?')}`,
  },
  'rw.buyToken': {
    reduce: (d, p, s, setup) => {
      inPhase(s, 'FORCE_BUILDING', 'Buying tokens');
      const playerId = oneOf(
        p.playerId,
        setup.players.map((x) => x.id),
        'The buyer',
      );
      if (!missionOf(s).buysTokens(s, playerId))
        throw new RuleError('In this mission your side buys no tokens [B12.7].');
      if (p.commit !== undefined) {
        // Issue 32: bought face down; the buyer's phone checked the kind (the Driver ban) before committing.
        // Issue 39: no more than the vehicles allow (R-2), checked here: nobody can count a kind they cannot see.
        const bought = tokensBought(s, playerId).length;
        const allowance = tokenAllowance(s, playerId);
        if (bought >= allowance)
          throw new RuleError(
            `${names(setup).player(playerId)} has bought ${bought} token${bought === 1 ? '' : 's'}; ${allowance} points of vehicles allow ${allowance} [R-2].`,
          );
        const id = commitToken(d, p, playerId);
        if (p.carId !== undefined) assign(d, id, p.carId, p.place);
        return;
      }
      const kind = oneOf(p.kind, TOKEN_KINDS, 'The token');
      if (kind === 'DRIVER' && s.house.forbidBoughtDrivers)
        throw new RuleError('House rule: plain Drivers are not for sale [R-2].');
      const id = newToken(d, kind, playerId, false);
      if (p.carId !== undefined) assign(d, id, p.carId, p.place);
    },
    describe: (p, n) => `${n.player(p.playerId)} buys a token${p.carId ? ` for ${n.car(p.carId)}` : ''}`,
  },
  'rw.assignToken': {
    reduce: (d, p, s) => {
      inPhase(s, 'FORCE_BUILDING', 'Placing tokens');
      const id = str(p.tokenId, 'The token');
      if (t(d, id).free) throw new RuleError('Free tokens are placed by the rules.');
      assign(d, id, p.carId ?? null, p.place);
    },
    describe: (p, n, at) => {
      if (!p.carId) return at.who ? `${at.who} takes a token off its vehicle` : 'A token is taken off its vehicle';
      return at.who ? `${at.who} puts a token on ${n.car(p.carId)}` : `A token goes to ${n.car(p.carId)}`;
    },
  },
  'rw.sellToken': {
    reduce: (d, p, s) => {
      inPhase(s, 'FORCE_BUILDING', 'Returning tokens');
      const id = str(p.tokenId, 'The token');
      if (t(d, id).free) throw new RuleError('Free tokens cannot be returned.');
      detach(d, id);
      delete d.tokens[id];
    },
    describe: (_p, _n, at) => (at.who ? `${at.who} hands a token back` : 'A token is handed back'),
  },
  'rw.lockForces': {
    reduce: (d, _p, _s, setup) => lockForces(d, setup),
    describe: () => 'Forces locked: free Drivers and Street Nitros issued',
  },
} as const satisfies HandlerTable;

/** R-2: players who bought fewer tokens than their vehicles allow (legal, but worth a word before locking). */
export function unboughtTokens(s: RwState): { playerId: string; bought: number; allowance: number }[] {
  return s.seatOrder
    .filter((playerId) => missionOf(s).buysTokens(s, playerId)) // B12.7: the Cops buy none
    .map((playerId) => ({ playerId, bought: tokensBought(s, playerId).length, allowance: tokenAllowance(s, playerId) }))
    .filter((x) => x.allowance > 0 && x.bought < x.allowance);
}
