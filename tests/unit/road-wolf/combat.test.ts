import { describe, expect, it } from 'vitest';
import { COMBAT } from '../../../src/rules/road-wolf/combat';
import { logNames } from '../../../src/rules/road-wolf/handler';
import { apply, car, makeSetup, patch, refused, tokenOf, tokensOf, toPlay } from './helpers';

const setup = makeSetup(2, 3);
// P1: Convertible (3, Open, Street) with a Veteran, Brawler, Shotgun, Molotov; a Street Bike; a Buggy with Spikes and Ambush.
// P2: Muscle Car (3, Closed, Street) with a Gunner; a Dirt Bike; a Coupe.
const base = () =>
  toPlay(
    setup,
    {
      P1c1: { type: 'convertible', tokens: [['VETERAN', 'SEAT'], ['BRAWLER'], ['SHOTGUN']] },
      P1c2: { type: 'street_bike', tokens: [['MOLOTOV']] },
      P1c3: { type: 'buggy', tokens: [['SPIKES'], ['AMBUSH']] },
      P2c1: { type: 'muscle_car', tokens: [['GUNNER']] },
      P2c2: { type: 'dirt_bike' },
      P2c3: { type: 'coupe' },
    },
    { points: 6 },
  );
const moving = (id: string, mode = 'MOVE') =>
  apply(base(), 'rw.move', { carId: id, mode, ...(mode === 'NITRO' ? { onRoad: true } : {}) }, setup);

describe('B8.1 ram', () => {
  it('B8.1 an attacker win with overkill deals that much damage; the move stops', () => {
    const s = apply(
      moving('P1c1'),
      'rw.ram',
      { defenderId: 'P2c1', attack: [6, 6, 2], defence: [5, 3, 1], result: { winner: 'ATTACKER', overkill: 2 } },
      setup,
    );
    expect(car(s, 'P2c1').damage).toBe(2);
    expect(s.pending).toEqual([{ kind: 'MOVE', carId: 'P1c1', mode: 'MOVE', clock: null, stopped: true }]);
  });

  it('B8.1 an attacker win without overkill means a wipeout check for the defender', () => {
    const s = apply(moving('P1c1'), 'rw.ram', { defenderId: 'P2c1', attack: [5, 4, 1], defence: [5, 3, 3] }, setup);
    expect(car(s, 'P2c1').damage).toBe(0);
    expect(s.pending[0]).toEqual({ kind: 'WIPEOUT', carId: 'P2c1', roadDice: 2, why: 'RAM' });
  });

  it('B8.1 a defender win with overkill means a wipeout check for the rammer; without overkill nothing', () => {
    const a = apply(moving('P1c1'), 'rw.ram', { defenderId: 'P2c1', attack: [4, 1, 1], defence: [5, 2, 2] }, setup);
    expect(a.pending[0]).toMatchObject({ kind: 'WIPEOUT', carId: 'P1c1', why: 'RAM_LOST' });
    const b = apply(moving('P1c1'), 'rw.ram', { defenderId: 'P2c1', attack: [5, 1, 1], defence: [5, 2, 2] }, setup);
    expect(b.pending).toHaveLength(1);
    expect(car(b, 'P2c1').damage + car(b, 'P1c1').damage).toBe(0);
  });

  it('R-9 a complete tie: nothing happens, but the ram still stops the mover', () => {
    const s = apply(
      moving('P1c1'),
      'rw.ram',
      { defenderId: 'P2c1', attack: [4, 2, 1], defence: [4, 2, 1], result: { winner: 'TIE', overkill: 0 } },
      setup,
    );
    expect(s.pending).toEqual([{ kind: 'MOVE', carId: 'P1c1', mode: 'MOVE', clock: null, stopped: true }]);
  });

  it('B8.1 / R-26 a ram on a Nitro run rolls size + 1', () => {
    const s = apply(
      moving('P1c1', 'NITRO'),
      'rw.ram',
      { defenderId: 'P2c3', attack: [6, 6, 6, 6], defence: [5, 5] },
      setup,
    );
    expect(car(s, 'P2c3').destroyed).toBe(true);
    expect(tokensOf(s, 'P1c1', 'NITRO')).toEqual([]);
  });

  it('R-14 a bike that rams in its own move is destroyed whatever the result, and leaves no wreck', () => {
    const s = apply(moving('P1c2'), 'rw.ram', { defenderId: 'P2c1', attack: [6], defence: [1, 1, 1] }, setup);
    expect(car(s, 'P2c1').damage).toBe(1);
    expect(car(s, 'P1c2').destroyed).toBe(true);
    expect(s.pending).toEqual([]); // the bike's move is over: it is gone
    expect(s.tokens[tokenOf(base(), 'P1c2', 'MOLOTOV')]!.loc).toEqual({ at: 'DISCARDED' });
  });

  it('R-14 also on its free move and in a skid', () => {
    let s = apply(moving('P1c2', 'FREE_MOVE'), 'rw.ram', { defenderId: 'P2c3', attack: [1], defence: [1, 1] }, setup);
    expect(car(s, 'P1c2').destroyed).toBe(true);
    s = { ...moving('P1c3'), pending: [{ kind: 'MOVE', carId: 'P1c2', mode: 'SKID', clock: 4, stopped: false }] };
    s = apply(s, 'rw.ram', { defenderId: 'P2c3', attack: [1], defence: [1, 1] }, setup);
    expect(car(s, 'P1c2').destroyed).toBe(true);
  });

  it('R-14 a bike braked into is the rammer but is not destroyed (house rule: it is)', () => {
    let s = apply(base(), 'rw.endTurn', {}, setup); // P2's turn
    s = apply(s, 'rw.move', { carId: 'P2c3', mode: 'BRAKE' }, setup);
    const hit = { attackerId: 'P1c2', defenderId: 'P2c3', attack: [6], defence: [2, 2] };
    const a = apply(s, 'rw.ram', hit, setup);
    expect(car(a, 'P1c2').destroyed).toBe(false);
    expect(car(a, 'P2c3').damage).toBe(1);
    const b = apply({ ...s, house: { ...s.house, bikeRamRule: 'ANY_ATTACK' } }, 'rw.ram', hit, setup);
    expect(car(b, 'P1c2').destroyed).toBe(true);
  });

  it('B8.1 a move goes on after destroying a bike', () => {
    const s = apply(moving('P1c1'), 'rw.ram', { defenderId: 'P2c2', attack: [6, 1, 1], defence: [2] }, setup);
    expect(car(s, 'P2c2').destroyed).toBe(true);
    expect(s.pending).toEqual([{ kind: 'MOVE', carId: 'P1c1', mode: 'MOVE', clock: null, stopped: false }]);
  });

  it('B7 BRAKE: the braking vehicle defends; the one it backs into attacks', () => {
    const s = moving('P1c1', 'BRAKE');
    refused(
      s,
      'rw.ram',
      { attackerId: 'P1c1', defenderId: 'P2c1', attack: [1, 1, 1], defence: [1, 1, 1] },
      setup,
      /braking vehicle is the one rammed/,
    );
    const r = apply(
      s,
      'rw.ram',
      { attackerId: 'P2c1', defenderId: 'P1c1', attack: [6, 1, 1], defence: [2, 2, 2] },
      setup,
    );
    expect(car(r, 'P1c1').damage).toBe(1);
  });

  it('R-15 an immobilized vehicle backed into rams as an object: no reroll, no wipeout for it', () => {
    let s = patch(base(), 'P2c1', { immobilized: true });
    s = apply(s, 'rw.move', { carId: 'P1c3', mode: 'BRAKE' }, setup);
    const r = apply(s, 'rw.ram', { attackerId: 'P2c1', defenderId: 'P1c3', attack: [1, 1, 1], defence: [6, 6] }, setup);
    expect(r.pending.map((p) => p.kind)).toEqual(['MOVE']);
  });

  it('R-15 / R-16 in the road turn a drifting object rams with its size and never wipes out', () => {
    let s = patch(base(), 'P1c3', { destroyed: true, driverSeat: null, damage: 2 });
    s = apply(apply(s, 'rw.endTurn', {}, setup), 'rw.endTurn', {}, setup);
    expect(s.phase).toBe('ROAD_TURN');
    const lost = apply(s, 'rw.ram', { attackerId: 'P1c3', defenderId: 'P2c3', attack: [1, 1], defence: [6, 6] }, setup);
    expect(lost.pending).toEqual([]);
    refused(
      s,
      'rw.ram',
      { attackerId: 'P2c1', defenderId: 'P2c3', attack: [1, 1, 1], defence: [1, 1] },
      setup,
      /Only wrecks/,
    );
    const card = apply(s, 'rw.ram', { objectSize: 2, defenderId: 'P2c3', attack: [6, 6], defence: [1, 1] }, setup);
    expect(car(card, 'P2c3').destroyed).toBe(true);
  });

  it('R-10 a side with no dice: any die beats it and every winning die is overkill', () => {
    // a crewless Open vehicle defends a melee with 0 dice
    const s = patch(base(), 'P2c2', { driverSeat: null, abandoned: true });
    const r = apply(
      s,
      'rw.melee',
      {
        attackerId: 'P1c1',
        defenderId: 'P2c2',
        free: false,
        attack: [1, 1, 1],
        defence: [],
        result: { winner: 'ATTACKER', overkill: 3 },
      },
      setup,
    );
    expect(car(r, 'P2c2').passengers).toEqual([]);
  });
});

describe('B8.2 melee and R-24 crew losses', () => {
  it('B8.2 the loser loses one crew per overkill; passengers first, the driver last [R-24]', () => {
    const s = apply(
      base(),
      'rw.melee',
      {
        attackerId: 'P1c1',
        defenderId: 'P2c1',
        free: false,
        attack: [6, 6, 1],
        defence: [5, 1, 1],
        result: { winner: 'ATTACKER', overkill: 2 },
      },
      setup,
    );
    const gunner = tokenOf(base(), 'P2c1', 'GUNNER');
    expect(s.tokens[gunner]!.loc).toEqual({ at: 'KILLED' });
    expect(car(s, 'P2c1')).toMatchObject({ driverSeat: null, passengers: [], abandoned: true });
    expect(s.tokens[tokenOf(base(), 'P1c1', 'BRAWLER')]!.revealed).toBe(true); // its die was rolled
  });

  it('R-24 the controller picks the casualties, but never the driver while passengers remain', () => {
    const s = base();
    const p = { attackerId: 'P2c2', defenderId: 'P1c1', free: false } as const;
    let t = apply(s, 'rw.endTurn', {}, setup);
    const driver = car(s, 'P1c1').driverSeat!;
    const brawler = tokenOf(s, 'P1c1', 'BRAWLER');
    refused(
      t,
      'rw.melee',
      { ...p, attack: [6], defence: [1, 1], defenderLosses: [driver] },
      setup,
      /driver is always the last/,
    );
    refused(
      t,
      'rw.melee',
      { ...p, attack: [6], defence: [1, 1], defenderLosses: [brawler, driver] },
      setup,
      /exactly 1/,
    );
    t = apply(t, 'rw.melee', { ...p, attack: [6], defence: [1, 1], defenderLosses: [brawler] }, setup);
    expect(car(t, 'P1c1').passengers).toEqual([]);
  });

  it('R-24 surplus overkill is ignored; the crewless vehicle keeps its gear', () => {
    const s = apply(
      base(),
      'rw.melee',
      {
        attackerId: 'P1c1',
        defenderId: 'P2c3',
        free: false,
        attack: [6, 6, 6],
        defence: [1, 1],
        result: { winner: 'ATTACKER', overkill: 3 },
      },
      setup,
    );
    expect(car(s, 'P2c3')).toMatchObject({ abandoned: true, destroyed: false });
    const rich = apply(
      base(),
      'rw.melee',
      { attackerId: 'P1c1', defenderId: 'P2c1', free: false, attack: [6, 6, 6], defence: [1, 1, 1] },
      setup,
    );
    expect(tokensOf(rich, 'P2c1').map((t) => t.kind)).toEqual(['NITRO']);
  });

  it('B8.2 the defender wins with overkill: the attacker loses crew', () => {
    const s = apply(
      base(),
      'rw.melee',
      { attackerId: 'P1c1', defenderId: 'P2c1', free: false, attack: [2, 1, 1], defence: [6, 1, 1] },
      setup,
    );
    expect(car(s, 'P1c1').passengers).toEqual([]);
  });

  it('B8.2 an attacker win without overkill means a wipeout for the defender; no losses may be named', () => {
    const s = apply(
      base(),
      'rw.melee',
      { attackerId: 'P1c1', defenderId: 'P2c1', free: false, attack: [5, 4, 1], defence: [5, 2, 2] },
      setup,
    );
    expect(s.pending[0]).toMatchObject({ kind: 'WIPEOUT', carId: 'P2c1', why: 'MELEE' });
    refused(
      base(),
      'rw.melee',
      {
        attackerId: 'P1c1',
        defenderId: 'P2c1',
        free: false,
        attack: [5, 4, 1],
        defence: [5, 2, 2],
        defenderLosses: ['t1'],
      },
      setup,
      /no crew are lost/,
    );
  });
});

describe('B8.3 shooting', () => {
  it('R-32 a Shotgun that kills crew is thrown away; one that misses stays but fired this turn', () => {
    const shotgun = tokenOf(base(), 'P1c1', 'SHOTGUN');
    const hit = apply(
      base(),
      'rw.shoot',
      { attackerId: 'P1c1', targetId: 'P2c1', weapon: 'SHOTGUN', free: false, attack: [6, 2], defence: [3, 1] },
      setup,
    );
    expect(hit.tokens[shotgun]!.loc).toEqual({ at: 'DISCARDED' });
    expect(car(hit, 'P2c1').passengers).toEqual([]);
    const miss = apply(
      base(),
      'rw.shoot',
      { attackerId: 'P1c1', targetId: 'P2c1', weapon: 'SHOTGUN', free: false, attack: [3, 2], defence: [3, 1] },
      setup,
    );
    expect(miss.tokens[shotgun]!.loc).toEqual({ at: 'GEAR', carId: 'P1c1' });
    expect(miss.tokens[shotgun]!.revealed).toBe(true);
    expect(miss.pending[0]).toMatchObject({ kind: 'WIPEOUT', carId: 'P2c1', why: 'SHOT' }); // won without overkill
    refused(
      miss,
      'rw.shoot',
      { attackerId: 'P1c1', targetId: 'P2c1', weapon: 'SHOTGUN', free: false, attack: [3, 2], defence: [3, 1] },
      setup,
    );
  });

  it('R-24 the Shotgun row says what came of it: the driver lost, the vehicle abandoned (B10.3)', () => {
    const p = { attackerId: 'P1c1', targetId: 'P2c3', weapon: 'SHOTGUN', free: false, attack: [6, 6], defence: [1, 1] };
    const before = base();
    const after = apply(before, 'rw.shoot', p, setup);
    expect(car(after, 'P2c3').abandoned).toBe(true);
    const row = COMBAT['rw.shoot'].describe(p, logNames(setup), { who: null, before, after });
    expect(row).toMatch(/^Car P1\.1 shoots Car P2\.3 \(Shotgun\): 6 6 against 1 1, shooter wins, overkill \d/);
    expect(row).toMatch(/; Car P2\.3 loses its driver: abandoned, put a skull by it$/);
    // An undone row (no states) still reads, without the outcome.
    expect(COMBAT['rw.shoot'].describe(p, logNames(setup), { who: null, before: null, after: null })).not.toMatch(
      /loses/,
    );
  });

  it('B8.3 a defender win or a tie does nothing to anyone', () => {
    const s = apply(
      base(),
      'rw.shoot',
      { attackerId: 'P1c2', targetId: 'P2c1', weapon: 'MOLOTOV', free: false, attack: [5, 2, 1], defence: [6, 1] },
      setup,
    );
    expect(s.pending).toEqual([]);
    expect(car(s, 'P1c2').passengers).toEqual([]);
    expect(tokensOf(s, 'P1c2', 'MOLOTOV')).toEqual([]); // a Molotov is used up either way
  });

  it('B8.3 a Gunner’s free shot: 1 die or a weapon, once per Gunner, no action spent', () => {
    let s = apply(base(), 'rw.endTurn', {}, setup);
    s = apply(
      s,
      'rw.shoot',
      { attackerId: 'P2c1', targetId: 'P1c1', weapon: 'BASIC', free: true, attack: [6], defence: [2] },
      setup,
    );
    expect(car(s, 'P2c1').turn).toMatchObject({ actionsLeft: 2, gunnerShotsUsed: 1 });
    expect(car(s, 'P1c1').passengers).toEqual([]); // the Brawler
    refused(
      s,
      'rw.shoot',
      { attackerId: 'P2c1', targetId: 'P1c1', weapon: 'BASIC', free: true, attack: [6], defence: [2] },
      setup,
      /Every Gunner/,
    );
  });

  it('R-8 a plain shot is only a Gunner’s free shot unless the house rule allows it', () => {
    refused(
      base(),
      'rw.shoot',
      { attackerId: 'P1c1', targetId: 'P2c1', weapon: 'BASIC', free: false, attack: [6], defence: [1, 1] },
      setup,
      /R-8/,
    );
    const h = base();
    const r = apply(
      { ...h, house: { ...h.house, basicShot: true } },
      'rw.shoot',
      { attackerId: 'P1c3', targetId: 'P2c1', weapon: 'BASIC', free: false, attack: [6], defence: [1, 1] },
      setup,
    );
    expect(car(r, 'P1c3').turn.actionsLeft).toBe(1);
  });
});

describe('B8.4 Spikes [R-30] and B8.5 Ambush [R-31]', () => {
  it('R-30 Spikes: target size + 1 dice, damage on overkill, discarded in every case, no bike rule', () => {
    const spikes = tokenOf(base(), 'P1c3', 'SPIKES');
    const s = apply(base(), 'rw.spikes', { attackerId: 'P1c3', targetId: 'P2c2', attack: [6, 1], defence: [2] }, setup);
    expect(car(s, 'P2c2').destroyed).toBe(true);
    expect(s.tokens[spikes]!.loc).toEqual({ at: 'DISCARDED' });
    const lost = apply(
      base(),
      'rw.spikes',
      { attackerId: 'P1c3', targetId: 'P2c1', attack: [2, 1, 1, 1], defence: [6, 6, 6] },
      setup,
    );
    expect(lost.pending).toEqual([]); // losing does nothing, not even a wipeout
    expect(lost.tokens[spikes]!.loc).toEqual({ at: 'DISCARDED' });
    const close = apply(
      base(),
      'rw.spikes',
      { attackerId: 'P1c3', targetId: 'P2c1', attack: [6, 2, 1, 1], defence: [6, 1, 1] },
      setup,
    );
    expect(close.pending[0]).toMatchObject({ kind: 'WIPEOUT', carId: 'P2c1', why: 'SPIKES' });
    refused(
      base(),
      'rw.spikes',
      { attackerId: 'P1c3', targetId: 'P1c1', attack: [1, 1, 1, 1], defence: [1, 1, 1] },
      setup,
      /enemy/,
    );
  });

  it('R-31 Ambush: free, 2 dice, no reroll, used once, from a board end or a card', () => {
    const amb = tokenOf(base(), 'P1c3', 'AMBUSH');
    const p = { playerId: 'P1', tokenId: amb, targetId: 'P2c1', launch: 'BOARD_END', attack: [6, 6], defence: [1, 1] };
    const s = apply(base(), 'rw.ambush', p, setup);
    expect(car(s, 'P2c1').driverSeat).toBeNull();
    expect(s.tokens[amb]!.loc).toEqual({ at: 'DISCARDED' });
    expect(car(s, 'P1c3').turn.actionsLeft).toBe(2);
    refused(s, 'rw.ambush', p, setup, /No unused Ambush/);
    refused(base(), 'rw.ambush', { ...p, launch: 'WRECK' }, setup, /R-31/);
    refused(base(), 'rw.ambush', { ...p, attackReroll: { index: 0, newFace: 6 } }, setup, /no Veteran reroll/);
  });

  it('R-31 an Ambush survives its carrier’s destruction and can be launched from the reserve', () => {
    let s = patch(base(), 'P1c3', { damage: 1 });
    const amb = tokenOf(s, 'P1c3', 'AMBUSH');
    s = apply(s, 'rw.endTurn', {}, setup);
    s = apply(s, 'rw.move', { carId: 'P2c1', mode: 'MOVE' }, setup);
    s = apply(s, 'rw.ram', { defenderId: 'P1c3', attack: [6, 1, 1], defence: [2] }, setup);
    expect(car(s, 'P1c3').destroyed).toBe(true);
    expect(s.tokens[amb]!.loc).toEqual({ at: 'RESERVE', playerId: 'P1' });
    expect(s.tokens[tokenOf(base(), 'P1c3', 'SPIKES')]!.loc).toEqual({ at: 'GEAR', carId: 'P1c3' }); // the wreck keeps its gear
    s = apply(apply(s, 'rw.moveEnd', { offRoad: false }, setup), 'rw.endTurn', {}, setup);
    s = apply(s, 'rw.endTurn', {}, setup);
    s = apply(
      s,
      'rw.ambush',
      { playerId: 'P1', tokenId: amb, targetId: 'P2c3', launch: 'CARD', attack: [2, 1], defence: [3, 1] },
      setup,
    );
    expect(s.tokens[amb]!.loc).toEqual({ at: 'DISCARDED' });
  });
});
