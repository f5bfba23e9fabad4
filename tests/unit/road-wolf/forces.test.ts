import { describe, expect, it } from 'vitest';
import { withArticle } from '../../../src/rules/core/words';
import roadWolf from '../../../src/rules/road-wolf';
import { VEHICLE_TYPES, vehicleCost } from '../../../src/rules/road-wolf/data';
import { tokenAllowance, validateForces } from '../../../src/rules/road-wolf/forces';
import { crewCapacity, initialState, mayUseNitro, stats } from '../../../src/rules/road-wolf/rules';
import { apply, buildForces, car, makeSetup, refused, tokenOf, tokensOf, toPlay } from './helpers';

const messages = (xs: { message: string }[]) => xs.map((x) => x.message).join(' | ');

describe('B2 catalogue and B3 state', () => {
  it('R-1 every catalogue vehicle costs its size', () => {
    for (const t of VEHICLE_TYPES) expect(vehicleCost(t)).toBe(t.size);
    expect(VEHICLE_TYPES.map((t) => t.id)).toHaveLength(12);
  });

  it('B3.1 a new game starts in FORCE_BUILDING, free-for-all, points value 4, no mission', () => {
    const s = initialState(makeSetup(3));
    expect(s.phase).toBe('FORCE_BUILDING');
    expect(s.pointsValue).toBe(4);
    expect(s.sides.map((x) => x.players)).toEqual([['P1'], ['P2'], ['P3']]);
    expect(s.budgets).toEqual({ P1: 4, P2: 4, P3: 4 });
    expect(s.mission).toBeNull();
    expect(s.house.heavyBody).toBe('CLOSED');
  });

  it('R-46 any positive points value is accepted; 0 is not', () => {
    const setup = makeSetup(2);
    const s = apply(initialState(setup), 'rw.config', { pointsValue: 11 }, setup);
    expect(s.budgets).toEqual({ P1: 11, P2: 11 });
    refused(initialState(setup), 'rw.config', { pointsValue: 0 }, setup, /points value/);
  });

  it('R-6 a team budget is split evenly, remainder to the first seats; seats alternate between teams', () => {
    const setup = makeSetup(5);
    const s = apply(
      initialState(setup),
      'rw.config',
      {
        pointsValue: 5,
        teams: [
          ['P1', 'P2', 'P3'],
          ['P4', 'P5'],
        ],
      },
      setup,
    );
    expect(s.budgets).toEqual({ P1: 2, P2: 2, P3: 1, P4: 3, P5: 2 });
    expect(s.seatOrder).toEqual(['P1', 'P4', 'P2', 'P5', 'P3']);
    expect(s.sides.map((x) => x.id)).toEqual(['T1', 'T2']);
  });

  it('R-6 the table may split a side budget another way, if it adds up', () => {
    const setup = makeSetup(4);
    const teams = [
      ['P1', 'P2'],
      ['P3', 'P4'],
    ];
    const s = apply(
      initialState(setup),
      'rw.config',
      { pointsValue: 6, teams, budgets: { P1: 5, P2: 1, P3: 3, P4: 3 } },
      setup,
    );
    expect(s.budgets).toEqual({ P1: 5, P2: 1, P3: 3, P4: 3 });
    refused(
      initialState(setup),
      'rw.config',
      { pointsValue: 6, teams, budgets: { P1: 5, P2: 2, P3: 3, P4: 3 } },
      setup,
      /add up/,
    );
    refused(
      initialState(setup),
      'rw.config',
      { pointsValue: 6, teams: [['P1', 'P2'], ['P3']] },
      setup,
      /exactly one team/,
    );
  });
});

describe('B4 force building', () => {
  const setup = makeSetup(2);

  it('B4.5 locking issues a free Driver in every empty seat and a Nitro to Street vehicles only', () => {
    const s = apply(
      buildForces(
        setup,
        { P1c1: { type: 'coupe' }, P1c2: { type: 'buggy' }, P2c1: { type: 'big_rig' } },
        { points: 5 },
      ),
      'rw.lockForces',
      {},
      setup,
    );
    expect(s.phase).toBe('INITIATIVE');
    expect(tokensOf(s, 'P1c1').map((t) => [t.kind, t.free])).toEqual([
      ['DRIVER', true],
      ['NITRO', true],
    ]);
    expect(tokensOf(s, 'P1c2').map((t) => t.kind)).toEqual(['DRIVER']);
    expect(tokensOf(s, 'P2c1').map((t) => t.kind)).toEqual(['DRIVER']); // Heavy: neither Street nor Dirt
  });

  it('B4.8 a Veteran bought into the seat replaces the free Driver', () => {
    const s = apply(
      buildForces(
        setup,
        { P1c1: { type: 'buggy', tokens: [['VETERAN', 'SEAT']] }, P2c1: { type: 'buggy' } },
        { points: 2 },
      ),
      'rw.lockForces',
      {},
      setup,
    );
    expect(tokensOf(s, 'P1c1').map((t) => t.kind)).toEqual(['VETERAN']);
    expect(car(s, 'P1c1').driverSeat).toBe(tokenOf(s, 'P1c1', 'VETERAN'));
  });

  it('R-2 one bought token per point of vehicles fielded; free tokens do not count', () => {
    const s = buildForces(
      setup,
      { P1c1: { type: 'coupe', tokens: [['GUNNER'], ['SHOTGUN']] }, P2c1: { type: 'coupe' } },
      { points: 2 },
    );
    expect(tokenAllowance(s, 'P1')).toBe(2);
    expect(validateForces(s).errors).toEqual([]);
    const over = apply(s, 'rw.buyToken', { playerId: 'P1', kind: 'MOLOTOV', carId: 'P1c1' }, setup);
    expect(messages(validateForces(over).errors)).toMatch(/3 tokens; 2 points of vehicles allow 2/);
    refused(over, 'rw.lockForces', {}, setup, /3 tokens/);
  });

  it('R-2 duplicates and a plain Driver as extra crew are allowed; the house rule forbids bought Drivers', () => {
    const s = buildForces(
      setup,
      { P1c1: { type: 'muscle_car', tokens: [['DRIVER'], ['SHOTGUN'], ['SHOTGUN']] }, P2c1: { type: 'muscle_car' } },
      { points: 3 },
    );
    expect(validateForces(s).errors).toEqual([]);
    const strict = makeSetup(2, 2, { forbidBoughtDrivers: true });
    refused(
      buildForces(strict, { P1c1: { type: 'coupe' } }),
      'rw.buyToken',
      { playerId: 'P1', kind: 'DRIVER' },
      strict,
      /not for sale/,
    );
  });

  it('R-3 over budget is an error, under budget a warning', () => {
    const over = buildForces(
      setup,
      { P1c1: { type: 'big_rig' }, P1c2: { type: 'coupe' }, P2c1: { type: 'coupe' } },
      { points: 6 },
    );
    expect(messages(validateForces(over).errors)).toMatch(/P1 spends 7 points; the budget is 6/);
    expect(messages(validateForces(over).warnings)).toMatch(/P2 spends 2 of 6 points: 4 left unspent\./);
    expect(() => apply(over, 'rw.lockForces', {}, setup)).toThrow(/Player 1 spends 7 points/);
  });

  it('B4.7 a bought token that is not on a vehicle is an error', () => {
    let s = buildForces(setup, { P1c1: { type: 'coupe' }, P2c1: { type: 'coupe' } }, { points: 2 });
    s = apply(s, 'rw.buyToken', { playerId: 'P1', kind: 'BRAWLER' }, setup);
    expect(messages(validateForces(s).errors)).toMatch(/1 token not placed/);
    const id = Object.keys(s.tokens)[0]!;
    s = apply(s, 'rw.assignToken', { tokenId: id, carId: 'P1c1' }, setup);
    expect(validateForces(s).errors).toEqual([]);
  });

  it('B4.8 crew over capacity (driver included) is an error; Open adds one seat', () => {
    const closed = buildForces(
      setup,
      { P1c1: { type: 'coupe', tokens: [['GUNNER'], ['BRAWLER']] }, P2c1: { type: 'coupe' } },
      { points: 2 },
    );
    expect(messages(validateForces(closed).errors)).toMatch(/carries 3 crew, driver included; it holds 2/);
    const open = buildForces(
      setup,
      { P1c1: { type: 'roadster', tokens: [['GUNNER'], ['BRAWLER']] }, P2c1: { type: 'coupe' } },
      { points: 2 },
    );
    expect(validateForces(open).errors).toEqual([]);
    expect(crewCapacity(open, car(open, 'P1c1'))).toBe(3);
  });

  it('B4.8 a second Veteran as passenger is a warning', () => {
    const s = buildForces(
      setup,
      { P1c1: { type: 'convertible', tokens: [['VETERAN', 'SEAT'], ['VETERAN']] }, P2c1: { type: 'coupe' } },
      { points: 3 },
    );
    expect(messages(validateForces(s).warnings)).toMatch(/Veteran who is not driving/);
  });

  it('B4.9 warnings: Brawler on a Closed vehicle, Nitro on a Heavy, Gunner or Mechanic in the seat', () => {
    const s = buildForces(
      setup,
      {
        P1c1: { type: 'humvee', tokens: [['BRAWLER'], ['GUNNER', 'SEAT']] },
        P1c2: { type: 'coupe', tokens: [['MECHANIC', 'SEAT']] },
        P2c1: { type: 'armored_car', tokens: [['NITRO']] },
      },
      { points: 5 },
    );
    const w = messages(validateForces(s).warnings);
    expect(w).toMatch(/Closed and cannot start a melee/);
    expect(w).toMatch(/Heavy and cannot use Nitro/);
    expect(w).toMatch(/Gunner in the driver seat/);
    expect(w).toMatch(/Mechanic in the driver seat/);
    expect(validateForces(s).errors).toEqual([]);
  });

  it('B3.1 at least two sides must field a vehicle', () => {
    const s = buildForces(setup, { P1c1: { type: 'coupe' } }, { points: 2 });
    expect(messages(validateForces(s).errors)).toMatch(/two sides/);
  });

  it('B4.7 tokens go on the buyer’s own vehicles; the seat holds one token; gear is never seated', () => {
    const s = buildForces(
      setup,
      { P1c1: { type: 'coupe', tokens: [['VETERAN', 'SEAT']] }, P2c1: { type: 'coupe' } },
      { points: 2 },
    );
    refused(s, 'rw.buyToken', { playerId: 'P1', kind: 'GUNNER', carId: 'P2c1' }, setup, /own vehicles/);
    refused(s, 'rw.buyToken', { playerId: 'P1', kind: 'GUNNER', carId: 'P1c1', place: 'SEAT' }, setup, /seat is taken/);
    refused(s, 'rw.buyToken', { playerId: 'P1', kind: 'NITRO', carId: 'P1c1', place: 'SEAT' }, setup, /not seated/);
  });

  it('B4.2 the log line names the type with the right article: a Coupe, an Explosives Truck, an Armored Car, The Truck', () => {
    const setup = makeSetup(2, 1);
    const line = (typeId: string | null) =>
      roadWolf.describe({ type: 'rw.buy', payload: { carId: 'P1c1', typeId }, at: 0 }, setup);
    expect(line('coupe')).toBe('Car P1.1 is a Coupe');
    expect(line('truck_4x4')).toBe('Car P1.1 is a 4x4 Truck');
    expect(line('explosive_truck')).toBe('Car P1.1 is an Explosives Truck');
    expect(line('armored_car')).toBe('Car P1.1 is an Armored Car / Limo');
    expect(line('hijack_truck')).toBe('Car P1.1 is The Truck');
    expect(line(null)).toBe('Car P1.1 sits this game out');
    expect(withArticle('Umbrella')).toBe('an Umbrella');
    expect(withArticle('Unicorn')).toBe('a Unicorn');
    expect(withArticle('8-wheeler')).toBe('an 8-wheeler');
  });

  it('B4 unfielding a car returns its tokens to the pool; selling removes a token', () => {
    let s = buildForces(
      setup,
      { P1c1: { type: 'coupe', tokens: [['GUNNER']] }, P2c1: { type: 'coupe' } },
      { points: 2 },
    );
    const id = tokenOf(s, 'P1c1', 'GUNNER');
    s = apply(s, 'rw.buy', { carId: 'P1c1', typeId: null }, setup);
    expect(s.vehicles.P1c1).toBeUndefined();
    expect(s.tokens[id]!.loc).toEqual({ at: 'UNASSIGNED' });
    s = apply(s, 'rw.sellToken', { tokenId: id }, setup);
    expect(s.tokens[id]).toBeUndefined();
  });

  it('R-4 Heavy vehicles are Closed by default; the house rule makes them Open', () => {
    const s = buildForces(setup, { P1c1: { type: 'big_rig' } });
    expect(stats(s, car(s, 'P1c1'))).toMatchObject({ body: 'CLOSED', heavy: true, terrain: 'NONE' });
    expect(mayUseNitro(s, car(s, 'P1c1'))).toBe(false);
    const open = makeSetup(2, 2, { heavyBody: 'OPEN' });
    const o = buildForces(open, { P1c1: { type: 'big_rig' } });
    expect(stats(o, car(o, 'P1c1')).body).toBe('OPEN');
    expect(crewCapacity(o, car(o, 'P1c1'))).toBe(6);
  });

  it('B4.10 tokens start hidden; rw.reveal shows them; force building is over once locked', () => {
    let s = toPlay(
      setup,
      { P1c1: { type: 'buggy', tokens: [['GUNNER'], ['SHOTGUN']] }, P2c1: { type: 'buggy' } },
      { points: 2 },
    );
    expect(Object.values(s.tokens).every((t) => !t.revealed)).toBe(true);
    const g = tokenOf(s, 'P1c1', 'GUNNER');
    s = apply(s, 'rw.reveal', { tokenIds: [g] }, setup);
    expect(s.tokens[g]!.revealed).toBe(true);
    expect(s.tokens[tokenOf(s, 'P1c1', 'SHOTGUN')]!.revealed).toBe(false);
    refused(s, 'rw.buy', { carId: 'P1c2', typeId: 'coupe' }, setup, /not possible now/);
  });
});
