import { describe, expect, it } from 'vitest';
import carCult from '../../../src/rules/car-cult-d20';
import { ENGINES } from '../../../src/rules/car-cult-d20/data';
import { maxStartST, rosterProblems } from '../../../src/rules/car-cult-d20/rules';
import { apply, buildRoster, car, card, makeSetup, refused, toRound } from './helpers';

const setup = makeSetup(2, 2);

describe('Car Cult D20 roster (B6)', () => {
  it('B3.2: the four app default engines reproduce the seed numbers', () => {
    const byId = Object.fromEntries(ENGINES.map((e) => [e.id, e]));
    expect(byId.street!.speeds![5 - 2]).toBe(11); // street at 5 ST: minimum 11"
    expect(byId.muscle!.speeds![6 - 2]).toBe(12);
    expect(byId.muscle!.speeds![5 - 2]).toBe(9);
    expect(ENGINES.every((e) => e.symbols.length === e.n)).toBe(true);
  });

  it('V-CC-1: each car needs exactly one engine', () => {
    const s = buildRoster(setup, {
      P1c1: ['street', 'buggy'],
      P2c1: ['machine_gun'],
      P1c2: ['street'],
      P2c2: ['hauler'],
    });
    const rules = rosterProblems(s, setup).map((p) => [p.rule, p.carId]);
    expect(rules).toEqual([
      ['V-CC-1', 'P1c1'],
      ['V-CC-1', 'P2c1'],
    ]);
    refused(s, 'cc.lockRoster', {}, setup, /exactly one engine/);
  });

  it('V-CC-2: at most one armour card', () => {
    const s = buildRoster(setup, {
      P1c1: ['street', 'armour_1', 'armour_2'],
      P1c2: ['buggy'],
      P2c1: ['street'],
      P2c2: ['buggy'],
    });
    expect(rosterProblems(s, setup).map((p) => p.rule)).toEqual(['V-CC-2']);
  });

  it('V-CC-3: one of each crew card and one ram; weapons and mines may repeat [CC-A30]', () => {
    const s = buildRoster(setup, {
      P1c1: ['buggy', 'gutsy_gunner', 'gutsy_gunner', 'reinforced_ram', 'reinforced_ram'],
      P1c2: ['buggy', 'machine_gun', 'machine_gun', 'mines', 'mines'],
      P2c1: ['buggy'],
      P2c2: ['buggy'],
    });
    expect(rosterProblems(s, setup).map((p) => [p.rule, p.carId])).toEqual([
      ['V-CC-3', 'P1c1'],
      ['V-CC-3', 'P1c1'],
    ]);
  });

  it('V-CC-4: a player over the build limit is told "uses X of Y AZ"', () => {
    const s = buildRoster(setup, {
      P1c1: ['hauler', 'flamethrower', 'mines', 'armour_4'],
      P1c2: ['hauler', 'mines', 'cannon'],
      P2c1: ['buggy'],
      P2c2: ['buggy'],
    });
    const p = rosterProblems(s, setup);
    expect(p.map((x) => x.message)).toEqual(['Player 1 uses 31 of 30 AZ.']);
    const ok = apply(
      buildRoster(setup, { P1c1: ['hauler'], P2c1: ['buggy'], P1c2: ['hauler'], P2c2: ['buggy'] }, 14),
      'cc.lockRoster',
      {},
      setup,
    );
    expect(ok.phase).toBe('setup');
    refused(
      buildRoster(setup, { P1c1: ['hauler'], P2c1: ['buggy'], P1c2: ['hauler'], P2c2: ['buggy'] }, 13),
      'cc.lockRoster',
      {},
      setup,
      /uses 14 of 13 AZ/,
    );
  });

  it('V-CC-5: each player needs at least one car', () => {
    const one = makeSetup(2, 1);
    const lonely = { ...one, cars: one.cars.filter((c) => c.playerId === 'P1') };
    const s = buildRoster(lonely, { P1c1: ['street'] });
    expect(rosterProblems(s, lonely).map((p) => p.rule)).toEqual(['V-CC-5']);
  });

  it('B3.2 / CC-A31: a custom card passes the same shape checks', () => {
    let s = buildRoster(setup, {});
    s = apply(
      s,
      'cc.addCard',
      {
        carId: 'P1c1',
        card: {
          id: 'rocket',
          kind: 'engine',
          name: 'Rocket',
          n: 4,
          symbols: [1, 2, 3, 4],
          speeds: [4, 8, 12, 16],
          accel: 2,
        },
      },
      setup,
    );
    expect(card(s, 'P1c1', 'custom:rocket').speeds).toEqual([4, 8, 12, 16]);
    refused(
      s,
      'cc.addCard',
      {
        carId: 'P1c1',
        card: { id: 'bad', kind: 'engine', name: 'Bad', n: 4, symbols: [1], speeds: [4, 3, 12, 16], accel: 2 },
      },
      setup,
      /never go down/,
    );
    refused(
      s,
      'cc.addCard',
      {
        carId: 'P1c1',
        card: { id: 'big', kind: 'engine', name: 'Big', n: 8, symbols: [], speeds: [1, 2, 3, 4, 5, 6, 7, 8], accel: 1 },
      },
      setup,
      /4 to 7 AZ/,
    );
    refused(
      s,
      'cc.addCard',
      { carId: 'P1c1', card: { id: 'ar', kind: 'armour', name: 'Plate', n: 5, symbols: [] } },
      setup,
      /1 to 4 AZ/,
    );
    refused(
      s,
      'cc.addCard',
      { carId: 'P1c1', card: { id: 'gun', kind: 'weapon', name: 'Gun', n: 2, symbols: [] } },
      setup,
      /range, blast, damage and shots/,
    );
  });

  it('CC-A14: starting engine ST from 0 to min(engine AZ, all +ST symbols); other tracks empty', () => {
    let s = apply(
      buildRoster(setup, { P1c1: ['buggy', 'dangerous_driver'], P1c2: ['hauler'], P2c1: ['street'], P2c2: ['muscle'] }),
      'cc.lockRoster',
      {},
      setup,
    );
    expect(maxStartST(car(s, 'P1c1'))).toBe(4);
    s = apply(s, 'cc.startST', { carId: 'P1c1', st: 4 }, setup);
    expect(card(s, 'P1c1', 'engine').st).toBe(4);
    refused(s, 'cc.startST', { carId: 'P2c1', st: 6 }, setup, /0 to 5/);
    const r = toRound(setup, { P1c1: ['buggy'], P1c2: ['hauler'], P2c1: ['street'], P2c2: ['muscle'] }, { P1c2: 7 });
    expect(r.phase).toBe('round');
    expect(r.round).toBe(1);
    expect(card(r, 'P1c2', 'engine').st).toBe(7);
  });

  it('the system registers its id, house rules and cars per player', () => {
    expect(carCult.id).toBe('car-cult-d20');
    expect(carCult.houseRules?.length).toBe(14);
    expect(carCult.carsPerPlayer?.default).toBe(2);
    expect(carCult.handles('cc.attack')).toBe(true);
    expect(carCult.handles('roll')).toBe(false);
  });
});

describe('Car Cult D20 log lines', () => {
  it('describe (and its short form) never throws on a malformed payload (an imported game) and names cards from track ids', () => {
    const setup2 = makeSetup(2, 1);
    for (const type of [
      'cc.addCard',
      'cc.placeDT',
      'cc.attack',
      'cc.moveEnd',
      'cc.blast',
      'cc.endGame',
      'cc.allocate',
      'cc.activate',
      'cc.downShift',
      'cc.adjust',
      'cc.mine',
      'cc.layMines',
      'cc.swap',
    ]) {
      for (const payload of [{}, { card: 'x', carIds: 'x', winnerIds: 7, alloc: 'x', tieRolls: 3, dice: 'x' }]) {
        expect(typeof carCult.describe({ type, payload, at: 0 }, setup2)).toBe('string');
        expect(['string', 'object']).toContain(typeof carCult.describeShort?.({ type, payload, at: 0 }, setup2)); // a string, or null
      }
    }
    expect(carCult.describe({ type: 'cc.placeDT', payload: { trackId: 'P1c1/3/machine_gun' }, at: 0 }, setup2)).toBe(
      "Damage Token on Car P1.1's Machine gun",
    );
    expect(carCult.describe({ type: 'cc.placeDT', payload: { trackId: 'P1c1/3/custom:spike' }, at: 0 }, setup2)).toBe(
      "Damage Token on Car P1.1's spike",
    );
  });
});

describe('Car Cult D20 reference', () => {
  it('draws the track example and computes the attack example with the real rules', () => {
    const cards = carCult.reference ?? [];
    const tracks = cards.find((c) => c.id === 'cc-tracks')!;
    expect(tracks.body[3]).toBe(
      'Example: a Street engine with 2 ST and 1 DT reads [ST] [ST] [+ST] [+ST] [DT]. Only 2 +ST symbols still show, and the car moves 2" to 4".',
    );
    const weapons = cards.find((c) => c.id === 'cc-weapons')!;
    expect(weapons.body.slice(2)).toEqual([
      'Worked example: a Cannon (blast 6) fires at a Muscle car with 4 engine Speed Tokens, so its minimum speed is 7". The modifier is 6 − 7 = −1.',
      'A roll of 11 makes 10: a hit. A 20 is a crack shot, it hits; a 1 is a crap shot, it misses.',
      "With one Speed Token on the target's Dangerous Driver the modifier drops to −3, and the 11 makes 8: a miss.",
    ]);
    expect(weapons.table?.rows.map((r) => r[0])).toEqual([
      'Machine gun',
      'Cannon',
      'Flamethrower',
      'Rifle',
      'Mines',
      'Reinforced ram',
    ]);
  });
});
