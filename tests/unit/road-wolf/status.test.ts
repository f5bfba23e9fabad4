import { describe, expect, it } from 'vitest';
import roadWolf from '../../../src/rules/road-wolf';
import { apply, car, makeSetup, patch, refused, tokenOf, tokensOf, toPlay } from './helpers';

const setup = makeSetup(2, 3);
// P1: a 4x4 (Open) with a Mechanic, a Gunner and a Shotgun; a Coupe (Closed) with a Brawler; a Dirt Bike with a Molotov and an Ambush.
// P2: a Convertible with a Veteran and a Brawler; a Buggy; a Rally Car.
const base = () =>
  toPlay(
    setup,
    {
      P1c1: { type: 'truck_4x4', tokens: [['MECHANIC'], ['GUNNER'], ['SHOTGUN']] },
      P1c2: { type: 'coupe', tokens: [['BRAWLER']] },
      P1c3: { type: 'dirt_bike', tokens: [['MOLOTOV'], ['AMBUSH']] },
      P2c1: { type: 'convertible', tokens: [['VETERAN', 'SEAT'], ['BRAWLER']] },
      P2c2: { type: 'buggy' },
      P2c3: { type: 'rally_car' },
    },
    { points: 7 },
  );

describe('B10.1 damage, destruction and wrecks', () => {
  it('B10.1 damage reaching the size destroys: crew killed, gear stays on the wreck', () => {
    let s = apply(base(), 'rw.move', { carId: 'P1c1', mode: 'MOVE' }, setup);
    s = apply(s, 'rw.ram', { defenderId: 'P2c1', attack: [6, 6, 6], defence: [5, 5, 5] }, setup);
    const v = car(s, 'P2c1');
    expect(v).toMatchObject({ damage: 3, destroyed: true, abandoned: false, driverSeat: null, passengers: [] });
    expect(tokensOf(s, 'P2c1').map((t) => t.kind)).toEqual(['NITRO']);
    expect(Object.values(s.tokens).filter((t) => t.loc.at === 'KILLED')).toHaveLength(2);
  });

  it('B10.1 damage never goes above the size', () => {
    let s = patch(base(), 'P2c2', { damage: 1 });
    s = apply(s, 'rw.move', { carId: 'P1c1', mode: 'MOVE' }, setup);
    s = apply(s, 'rw.ram', { defenderId: 'P2c2', attack: [6, 6, 6], defence: [1] }, setup);
    expect(car(s, 'P2c2').damage).toBe(2);
  });

  it('R-29 a destroyed bike loses its gear except the Ambush; the house rule leaves a gear marker instead', () => {
    const b = base();
    let s = apply(b, 'rw.endTurn', {}, setup);
    s = apply(s, 'rw.move', { carId: 'P2c3', mode: 'MOVE' }, setup);
    const hit = { defenderId: 'P1c3', attack: [6, 1], defence: [2] };
    const lost = apply(s, 'rw.ram', hit, setup);
    expect(lost.tokens[tokenOf(b, 'P1c3', 'MOLOTOV')]!.loc).toEqual({ at: 'DISCARDED' });
    expect(lost.tokens[tokenOf(b, 'P1c3', 'AMBUSH')]!.loc).toEqual({ at: 'RESERVE', playerId: 'P1' });
    const marked = apply({ ...s, house: { ...s.house, destroyedBikeGear: 'MARKER' } }, 'rw.ram', hit, setup);
    expect(marked.markers).toEqual([{ id: 'm1', tokenIds: [tokenOf(b, 'P1c3', 'MOLOTOV')] }]);
  });
});

describe('B7 repair [R-13]', () => {
  it('B7 Repair rolls 1 die; each 6 removes a damage; costs an action', () => {
    const s = patch(base(), 'P1c2', { damage: 1 });
    const a = apply(s, 'rw.repair', { carId: 'P1c2', free: false, dice: [6], removed: 1 }, setup);
    expect(car(a, 'P1c2')).toMatchObject({ damage: 0, turn: { actionsLeft: 1 } });
    const b = apply(s, 'rw.repair', { carId: 'P1c2', free: false, dice: [5], removed: 0 }, setup);
    expect(car(b, 'P1c2').damage).toBe(1);
    refused(s, 'rw.repair', { carId: 'P1c2', free: false, dice: [5], removed: 1 }, setup, /recorded repair/);
  });

  it('R-13 a Mechanic’s free repair rolls 2 dice, costs no action, never goes below 0 damage', () => {
    const s = patch(base(), 'P1c1', { damage: 1 });
    const r = apply(s, 'rw.repair', { carId: 'P1c1', free: true, dice: [6, 6], removed: 1 }, setup);
    expect(car(r, 'P1c1')).toMatchObject({ damage: 0, turn: { actionsLeft: 2, mechanicRepairsUsed: 1 } });
    expect(r.tokens[tokenOf(s, 'P1c1', 'MECHANIC')]!.revealed).toBe(true);
  });
});

describe('B7 transfer [R-34, R-23], pick up [R-22], turn around, supplies [R-21]', () => {
  it('R-34 transfer crew and gear to a friendly vehicle with a driver, within its crew room', () => {
    const s = base();
    const gunner = tokenOf(s, 'P1c1', 'GUNNER');
    const shotgun = tokenOf(s, 'P1c1', 'SHOTGUN');
    const r = apply(s, 'rw.transfer', { carId: 'P1c1', toId: 'P1c3', tokenIds: [gunner, shotgun] }, setup);
    expect(car(r, 'P1c3').passengers).toEqual([gunner]);
    expect(car(r, 'P1c3').gear).toContain(shotgun);
    refused(s, 'rw.transfer', { carId: 'P1c1', toId: 'P1c2', tokenIds: [gunner] }, setup, /holds 2 crew/);
    refused(s, 'rw.transfer', { carId: 'P1c1', toId: 'P2c2', tokenIds: [gunner] }, setup, /friendly/);
    refused(
      patch(s, 'P1c2', { driverSeat: null, abandoned: true }),
      'rw.transfer',
      { carId: 'P1c1', toId: 'P1c2', tokenIds: [gunner] },
      setup,
      /R-34/,
    );
  });

  it('R-23 when the driver transfers out and passengers remain, one of them drives at once', () => {
    const s = base();
    const driver = car(s, 'P1c1').driverSeat!;
    const mech = tokenOf(s, 'P1c1', 'MECHANIC');
    const r = apply(s, 'rw.transfer', { carId: 'P1c1', toId: 'P1c3', tokenIds: [driver], newDriverId: mech }, setup);
    expect(car(r, 'P1c1')).toMatchObject({ driverSeat: mech, abandoned: false });
    const strict = apply(
      { ...s, house: { ...s.house, driverLeaves: 'STRICT' } },
      'rw.transfer',
      { carId: 'P1c1', toId: 'P1c3', tokenIds: [driver] },
      setup,
    );
    expect(car(strict, 'P1c1')).toMatchObject({ driverSeat: null, abandoned: true });
  });

  it('R-33 an immobilized vehicle may still transfer', () => {
    const s = patch(base(), 'P1c1', { immobilized: true });
    expect(() =>
      apply(s, 'rw.transfer', { carId: 'P1c1', toId: 'P1c3', tokenIds: [tokenOf(s, 'P1c1', 'SHOTGUN')] }, setup),
    ).not.toThrow();
  });

  it('R-22 pick up takes all the gear at one wreck or abandoned vehicle', () => {
    const s = patch(base(), 'P2c1', { destroyed: true, damage: 3, driverSeat: null, passengers: [] });
    const nitro = tokenOf(s, 'P2c1', 'NITRO');
    const r = apply(s, 'rw.pickUp', { carId: 'P1c1', sourceId: 'P2c1' }, setup);
    expect(car(r, 'P1c1').gear).toContain(nitro);
    expect(r.tokens[nitro]!.ownerId).toBe('P1');
    refused(r, 'rw.pickUp', { carId: 'P1c2', sourceId: 'P2c1' }, setup, /no loose gear/);
  });

  it('B10.4 turn around: one action, and the vehicle is mobile again', () => {
    const s = patch(base(), 'P1c2', { immobilized: true });
    const r = apply(s, 'rw.turnAround', { carId: 'P1c2' }, setup);
    expect(car(r, 'P1c2')).toMatchObject({ immobilized: false, turn: { actionsLeft: 1 } });
  });

  it('R-21 Supplies: one action for a chosen token (crew room applies) or 1 damage repaired', () => {
    const s = base();
    const r = apply(s, 'rw.supplies', { carId: 'P1c3', take: 'SPIKES' }, setup);
    expect(tokensOf(r, 'P1c3', 'SPIKES')).toHaveLength(1);
    expect(car(r, 'P1c3').turn.actionsLeft).toBe(1);
    refused(s, 'rw.supplies', { carId: 'P1c2', take: 'GUNNER' }, setup, /holds 2 crew/);
    refused(s, 'rw.supplies', { carId: 'P1c2', take: 'REPAIR' }, setup, /no damage/);
    expect(
      car(apply(patch(s, 'P1c2', { damage: 2 }), 'rw.supplies', { carId: 'P1c2', take: 'REPAIR' }, setup), 'P1c2')
        .damage,
    ).toBe(1);
  });
});

describe('B10.3-B10.5 abandoned vehicles and takeovers', () => {
  const abandoned = () => patch(base(), 'P2c3', { driverSeat: null, abandoned: true });

  it('B10.5 takeover: one action, a crew takes the seat, gear may follow, the new vehicle acts once now', () => {
    const s = abandoned();
    const gunner = tokenOf(s, 'P1c1', 'GUNNER');
    const shotgun = tokenOf(s, 'P1c1', 'SHOTGUN');
    const r = apply(
      s,
      'rw.takeover',
      { carId: 'P1c1', targetId: 'P2c3', crewTokenId: gunner, gearTokenIds: [shotgun] },
      setup,
    );
    expect(car(r, 'P2c3')).toMatchObject({
      controllerId: 'P1',
      ownerId: 'P2',
      abandoned: false,
      driverSeat: gunner,
      turn: { actionsLeft: 1 },
    });
    expect(car(r, 'P2c3').gear).toContain(shotgun);
    expect(car(r, 'P1c1').turn.actionsLeft).toBe(1);
    // boarding a moving vehicle is risky: a wipeout check at once (B10.5)
    expect(r.pending).toEqual([{ kind: 'WIPEOUT', carId: 'P2c3', roadDice: 2, why: 'TAKEOVER' }]);
  });

  it('B10.5 a moving abandoned vehicle can only be boarded from an Open vehicle; an immobilized one from any', () => {
    const s = abandoned();
    const brawler = tokenOf(s, 'P1c2', 'BRAWLER');
    refused(s, 'rw.takeover', { carId: 'P1c2', targetId: 'P2c3', crewTokenId: brawler }, setup, /Open vehicle/);
    const r = apply(
      patch(s, 'P2c3', { immobilized: true }),
      'rw.takeover',
      { carId: 'P1c2', targetId: 'P2c3', crewTokenId: brawler },
      setup,
    );
    expect(r.pending).toEqual([]); // no check for an immobilized target
    expect(car(r, 'P2c3').immobilized).toBe(true);
  });

  it('R-23 the driver leaving by takeover: a passenger drives; with none left the vehicle is abandoned', () => {
    const s = abandoned();
    const r = apply(
      s,
      'rw.takeover',
      { carId: 'P1c1', targetId: 'P2c3', crewTokenId: car(s, 'P1c1').driverSeat! },
      setup,
    );
    expect(car(r, 'P1c1').driverSeat).toBe(tokenOf(s, 'P1c1', 'MECHANIC')); // first passenger by default
    const lone = apply(
      patch(s, 'P2c3', { immobilized: true }),
      'rw.takeover',
      { carId: 'P1c3', targetId: 'P2c3', crewTokenId: car(s, 'P1c3').driverSeat!, leaveImmobilized: true },
      setup,
    );
    expect(car(lone, 'P1c3')).toMatchObject({ abandoned: true, immobilized: true });
    refused(
      s,
      'rw.takeover',
      { carId: 'P1c1', targetId: 'P2c3', crewTokenId: tokenOf(s, 'P1c1', 'GUNNER'), leaveImmobilized: true },
      setup,
      /left immobilized/,
    );
  });

  it('B10.3 an abandoned vehicle cannot act and nobody may take over a crewed one', () => {
    const s = abandoned();
    refused(
      s,
      'rw.takeover',
      { carId: 'P1c1', targetId: 'P2c1', crewTokenId: tokenOf(s, 'P1c1', 'GUNNER') },
      setup,
      /abandoned vehicle/,
    );
  });

  it('R-25 an abandoned vehicle taken over in time skips the check at its controller’s turn', () => {
    let s = abandoned();
    s = apply(s, 'rw.takeover', { carId: 'P1c1', targetId: 'P2c3', crewTokenId: tokenOf(s, 'P1c1', 'GUNNER') }, setup);
    s = apply(s, 'rw.wipeout', { vehicle: [6, 6], road: [1, 1] }, setup);
    s = apply(s, 'rw.endTurn', {}, setup); // P2: the rally car is no longer theirs or abandoned
    expect(s.pending).toEqual([]);
  });
});

describe('B6.2 game end', () => {
  it('brief: the game ends when only one side has a vehicle that can act', () => {
    const s2 = makeSetup(2, 1);
    let s = toPlay(s2, { P1c1: { type: 'muscle_car' }, P2c1: { type: 'coupe' } }, { points: 3 });
    s = apply(s, 'rw.move', { carId: 'P1c1', mode: 'MOVE' }, s2);
    s = apply(s, 'rw.ram', { defenderId: 'P2c1', attack: [6, 6, 1], defence: [1, 1] }, s2);
    expect(s.phase).toBe('PLAYER_TURN'); // the move is still pending
    s = apply(s, 'rw.moveEnd', { offRoad: false }, s2);
    expect(s.phase).toBe('ENDED');
    expect(s.result).toEqual({ winnerSide: 'P1', by: 'LAST_SIDE' });
    expect(roadWolf.outcome!(s)).toEqual({ winnerIds: ['P1'] });
    refused(s, 'rw.endTurn', {}, s2, /no turn/);
  });

  it('B10.7 a vehicle that leaves the board is out of play for good', () => {
    const s2 = makeSetup(2, 1);
    let s = toPlay(s2, { P1c1: { type: 'muscle_car' }, P2c1: { type: 'coupe' } }, { points: 3 });
    s = apply(
      apply(s, 'rw.move', { carId: 'P1c1', mode: 'MOVE' }, s2),
      'rw.moveEnd',
      { offRoad: false, exited: 'END' },
      s2,
    );
    expect(car(s, 'P1c1').offBoard).toBe('END');
    expect(s.result).toEqual({ winnerSide: 'P2', by: 'LAST_SIDE' });
  });

  it('0.3 the table may end the game by agreement, with a winner or as a draw', () => {
    const s = base();
    const d = apply(s, 'rw.endGame', { winnerSide: null }, setup);
    expect(d.result).toEqual({ draw: true, by: 'AGREEMENT' });
    expect(roadWolf.outcome!(d)).toEqual({ winnerIds: [] });
    expect(apply(s, 'rw.endGame', { winnerSide: 'P2' }, setup).result).toEqual({ winnerSide: 'P2', by: 'AGREEMENT' });
  });
});
