import { describe, expect, it } from 'vitest';
import type { Setup } from '../../../src/rules/core/model';
import type { RwState } from '../../../src/rules/road-wolf/model';
import {
  meleeAttackDice,
  meleeDefenceDice,
  ramAttackDice,
  ramDefenceDice,
  shootDefenceDice,
  spikesAttackDice,
  wipeoutDice,
} from '../../../src/rules/road-wolf/rules';
import { apply, car, makeSetup, type Payload, patch, refused, tokenOf, toPlay } from './helpers';

/** The reducer refuses one die too many, naming the right count. */
function expectCount(s: RwState, setup: Setup, type: string, payload: Payload, key: string, n: number): void {
  refused(
    s,
    type,
    { ...payload, [key]: Array.from({ length: n + 1 }, () => 3) },
    setup,
    new RegExp(`rolls ${n} ${n === 1 ? 'die' : 'dice'}`),
  );
}

const six = (n: number) => Array.from({ length: n }, () => 6);
const ones = (n: number) => Array.from({ length: n }, () => 1);

describe('B5.3 dice counts', () => {
  const setup = makeSetup(2);
  const base = () =>
    toPlay(
      setup,
      {
        P1c1: {
          type: 'truck_4x4',
          tokens: [['BRAWLER'], ['BRAWLER'], ['SHOTGUN'], ['MOLOTOV'], ['SPIKES'], ['GUNNER']],
        },
        P1c2: { type: 'convertible' },
        P2c1: { type: 'muscle_car', tokens: [['GUNNER'], ['MECHANIC']] },
        P2c2: { type: 'rally_car' },
      },
      { points: 6 },
    );

  it('B5.3 ram: attacker size (damage does not lower it), defender hits left', () => {
    let s = patch(base(), 'P1c1', { damage: 2 });
    s = patch(s, 'P2c1', { damage: 1 });
    expect(ramAttackDice(s, car(s, 'P1c1'), false)).toBe(3);
    expect(ramDefenceDice(s, car(s, 'P2c1'))).toBe(2);
    s = apply(s, 'rw.move', { carId: 'P1c1', mode: 'MOVE' }, setup);
    expectCount(s, setup, 'rw.ram', { defenderId: 'P2c1', defence: [1, 1] }, 'attack', 3);
    expectCount(s, setup, 'rw.ram', { defenderId: 'P2c1', attack: [1, 1, 1] }, 'defence', 2);
  });

  it('B5.3 ram on a Nitro run: size + 1', () => {
    let s = base();
    s = apply(s, 'rw.move', { carId: 'P1c2', mode: 'NITRO', onRoad: true }, setup);
    expectCount(s, setup, 'rw.ram', { defenderId: 'P2c1', defence: [1, 1, 1] }, 'attack', 4);
  });

  it('B5.3 / R-15 a wreck defends with its size', () => {
    const s = patch(base(), 'P2c2', { destroyed: true, damage: 2, driverSeat: null });
    expect(ramDefenceDice(s, car(s, 'P2c2'))).toBe(2);
    const m = apply(s, 'rw.move', { carId: 'P1c1', mode: 'MOVE' }, setup);
    expectCount(m, setup, 'rw.ram', { defenderId: 'P2c2', attack: [1, 1, 1] }, 'defence', 2);
  });

  it('B5.3 / R-15 an object rams with its size: a braked-into immobilized vehicle, a road card', () => {
    let s = patch(base(), 'P2c1', { immobilized: true, damage: 2 });
    s = apply(s, 'rw.move', { carId: 'P1c1', mode: 'BRAKE' }, setup);
    expectCount(s, setup, 'rw.ram', { attackerId: 'P2c1', defenderId: 'P1c1', defence: [1, 1, 1] }, 'attack', 3);
    // the road turn (B11 hook): a debris card is a size-1 object
    let r = base();
    for (let i = 0; i < 2; i++) r = apply(r, 'rw.endTurn', {}, setup);
    expect(r.phase).toBe('ROAD_TURN');
    expectCount(r, setup, 'rw.ram', { objectSize: 1, defenderId: 'P2c1', defence: [1, 1, 1] }, 'attack', 1);
  });

  it('B5.3 Spikes: target size + 1 against its hits left', () => {
    const s = patch(base(), 'P2c1', { damage: 1 });
    expect(spikesAttackDice(s, car(s, 'P2c1'))).toBe(4);
    expectCount(s, setup, 'rw.spikes', { attackerId: 'P1c1', targetId: 'P2c1', defence: [1, 1] }, 'attack', 4);
    expectCount(s, setup, 'rw.spikes', { attackerId: 'P1c1', targetId: 'P2c1', attack: ones(4) }, 'defence', 2);
  });

  it('B5.3 melee: crew + Brawler passengers against crew + 1 if Closed', () => {
    const s = base();
    // 4x4: driver + 2 Brawlers + Gunner = 4 crew, 2 Brawlers → 6; muscle car: 3 crew + Closed → 4
    expect(meleeAttackDice(s, car(s, 'P1c1'))).toBe(6);
    expect(meleeDefenceDice(s, car(s, 'P2c1'))).toBe(4);
    expectCount(
      s,
      setup,
      'rw.melee',
      { attackerId: 'P1c1', defenderId: 'P2c1', free: false, defence: ones(4) },
      'attack',
      6,
    );
    expectCount(
      s,
      setup,
      'rw.melee',
      { attackerId: 'P1c1', defenderId: 'P2c1', free: false, attack: ones(6) },
      'defence',
      4,
    );
  });

  it('B5.3 shooting: Gunner plain 1, Shotgun 2, Molotov 3 against 1 + 1 if Closed', () => {
    const s = base();
    expect(shootDefenceDice(s, car(s, 'P2c1'))).toBe(2);
    expect(shootDefenceDice(s, car(s, 'P1c1'))).toBe(1);
    const shot = { attackerId: 'P1c1', targetId: 'P2c1', defence: [1, 1] };
    expectCount(s, setup, 'rw.shoot', { ...shot, weapon: 'BASIC', free: true }, 'attack', 1);
    expectCount(s, setup, 'rw.shoot', { ...shot, weapon: 'SHOTGUN', free: false }, 'attack', 2);
    expectCount(s, setup, 'rw.shoot', { ...shot, weapon: 'MOLOTOV', free: false }, 'attack', 3);
    expectCount(s, setup, 'rw.shoot', { ...shot, weapon: 'MOLOTOV', free: false, attack: ones(3) }, 'defence', 2);
  });

  it('B5.3 Ambush: 2 dice against 1 + 1 if Closed', () => {
    const setup2 = makeSetup(2);
    const s = toPlay(setup2, { P1c1: { type: 'buggy', tokens: [['AMBUSH']] }, P2c1: { type: 'coupe' } }, { points: 2 });
    const amb = tokenOf(s, 'P1c1', 'AMBUSH');
    expectCount(
      s,
      setup2,
      'rw.ambush',
      { playerId: 'P1', tokenId: amb, targetId: 'P2c1', launch: 'BOARD_END', defence: [1, 1] },
      'attack',
      2,
    );
  });

  it('B5.3 wipeout: the vehicle rolls its hits left (at least 1), the Road 2', () => {
    let s = patch(base(), 'P2c1', { damage: 2 });
    expect(wipeoutDice(s, car(s, 'P2c1'))).toBe(1);
    s = apply(s, 'rw.move', { carId: 'P1c1', mode: 'MOVE' }, setup);
    s = apply(s, 'rw.ram', { defenderId: 'P2c1', attack: [4, 1, 1], defence: [4] }, setup); // win at a later die: overkill 0
    expect(s.pending[0]).toMatchObject({ kind: 'WIPEOUT', carId: 'P2c1' });
    expectCount(s, setup, 'rw.wipeout', { road: [1, 1] }, 'vehicle', 1);
    expectCount(s, setup, 'rw.wipeout', { vehicle: [6] }, 'road', 2);
  });

  it('B5.3 repair: 1 die; a Mechanic’s free repair 2', () => {
    let s = toPlay(
      setup,
      { P1c1: { type: 'truck_4x4', tokens: [['MECHANIC']] }, P2c1: { type: 'coupe' } },
      { points: 3 },
    );
    s = patch(s, 'P1c1', { damage: 2 });
    expectCount(s, setup, 'rw.repair', { carId: 'P1c1', free: false }, 'dice', 1);
    expectCount(s, setup, 'rw.repair', { carId: 'P1c1', free: true }, 'dice', 2);
  });
});

describe('B5.2 Veteran rerolls [R-12]', () => {
  const setup = makeSetup(2);
  const base = () =>
    toPlay(
      setup,
      {
        P1c1: { type: 'buggy', tokens: [['VETERAN', 'SEAT'], ['GUNNER']] },
        P1c2: { type: 'coupe', tokens: [['MECHANIC']] },
        P2c1: { type: 'big_rig', tokens: [['VETERAN', 'SEAT']] },
        P2c2: { type: 'roadster', tokens: [['VETERAN', 'SEAT']] },
      },
      { points: 7 },
    );

  it('R-12 one die is rerolled and the new face is kept even when worse', () => {
    let s = apply(base(), 'rw.move', { carId: 'P1c1', mode: 'MOVE' }, setup);
    // attacker 6 2 → rerolls the 6 into a 1: final 2 1 loses to the roadster's 3 3
    s = apply(
      s,
      'rw.ram',
      {
        defenderId: 'P2c2',
        attack: [6, 2],
        attackReroll: { index: 0, newFace: 1 },
        defence: [3, 3],
        result: { winner: 'DEFENDER', overkill: 2 },
      },
      setup,
    );
    expect(s.pending[0]).toMatchObject({ kind: 'WIPEOUT', carId: 'P1c1', why: 'RAM_LOST' });
    expect(s.tokens[car(s, 'P1c1').driverSeat!]!.revealed).toBe(true);
  });

  it('R-12 the recorded result must match the rerolled faces', () => {
    const s = apply(base(), 'rw.move', { carId: 'P1c1', mode: 'MOVE' }, setup);
    refused(
      s,
      'rw.ram',
      {
        defenderId: 'P2c2',
        attack: [6, 2],
        attackReroll: { index: 0, newFace: 1 },
        defence: [3, 3],
        result: { winner: 'ATTACKER', overkill: 1 },
      },
      setup,
      /recorded result/,
    );
  });

  it('R-12 both sides may reroll one die each (the attacker decides first)', () => {
    let s = apply(base(), 'rw.move', { carId: 'P1c1', mode: 'MOVE' }, setup);
    s = apply(
      s,
      'rw.ram',
      {
        defenderId: 'P2c2',
        attack: [1, 1],
        attackReroll: { index: 1, newFace: 6 },
        defence: [5, 1],
        defenceReroll: { index: 0, newFace: 6 },
        result: { winner: 'TIE', overkill: 0 },
      },
      setup,
    );
    expect(s.pending[0]).toMatchObject({ kind: 'MOVE', stopped: true });
  });

  it('R-12 no reroll without a Veteran in the driver seat', () => {
    const s = apply(base(), 'rw.move', { carId: 'P1c2', mode: 'MOVE' }, setup);
    refused(
      s,
      'rw.ram',
      { defenderId: 'P2c2', attack: [1, 1], attackReroll: { index: 0, newFace: 6 }, defence: [1, 1] },
      setup,
      /no Veteran reroll/,
    );
  });

  it('B2.2 / R-12 a Heavy vehicle’s Veteran never rerolls on defence, wipeout included, but does when attacking', () => {
    let s = apply(base(), 'rw.move', { carId: 'P1c1', mode: 'MOVE' }, setup);
    refused(
      s,
      'rw.ram',
      { defenderId: 'P2c1', attack: [1, 1], defence: ones(5), defenceReroll: { index: 0, newFace: 6 } },
      setup,
      /Heavy vehicle never rerolls/,
    );
    s = apply(s, 'rw.ram', { defenderId: 'P2c1', attack: [2, 1], defence: [2, 1, 1, 1, 1] }, setup);
    // a tie: nothing, so set up a wipeout for the rig directly
    let w = patch(s, 'P2c1', {});
    w = { ...w, pending: [{ kind: 'WIPEOUT', carId: 'P2c1', roadDice: 2, why: 'RAM' }, ...w.pending] };
    refused(
      w,
      'rw.wipeout',
      { vehicle: ones(5), vehicleReroll: { index: 0, newFace: 6 }, road: [2, 2] },
      setup,
      /Heavy vehicle never rerolls/,
    );
    // attacking with the rig in its own turn: the reroll is allowed
    let t = apply(apply(s, 'rw.moveEnd', { offRoad: false }, setup), 'rw.endTurn', {}, setup);
    t = apply(t, 'rw.move', { carId: 'P2c1', mode: 'MOVE' }, setup);
    t = apply(
      t,
      'rw.ram',
      { defenderId: 'P1c2', attack: ones(5), attackReroll: { index: 0, newFace: 6 }, defence: [1, 1] },
      setup,
    );
    expect(car(t, 'P1c2').damage).toBe(1);
  });

  it('R-12 a non-heavy Veteran rerolls on defence and in its wipeout check', () => {
    let s = apply(base(), 'rw.move', { carId: 'P1c1', mode: 'MOVE' }, setup);
    s = apply(
      s,
      'rw.ram',
      { defenderId: 'P2c2', attack: [5, 2], defence: [1, 1], defenceReroll: { index: 0, newFace: 5 } },
      setup,
    );
    expect(s.pending[0]).toMatchObject({ kind: 'WIPEOUT', carId: 'P2c2' });
    s = apply(
      s,
      'rw.wipeout',
      { vehicle: [1, 1], vehicleReroll: { index: 0, newFace: 4 }, road: [3, 3], result: 'PASSED' },
      setup,
    );
    expect(s.pending[0]).toMatchObject({ kind: 'MOVE', carId: 'P1c1' });
  });

  it('R-12 no reroll on a Gunner’s free shot, a Mechanic’s free repair or an Ambush', () => {
    const s = base();
    refused(
      s,
      'rw.shoot',
      {
        attackerId: 'P1c1',
        targetId: 'P2c2',
        weapon: 'BASIC',
        free: true,
        attack: [1],
        attackReroll: { index: 0, newFace: 6 },
        defence: [1],
      },
      setup,
      /Gunner’s free shot gets no Veteran reroll/,
    );
    const m = patch(s, 'P1c2', { damage: 1 });
    refused(
      m,
      'rw.repair',
      { carId: 'P1c2', free: true, dice: [1, 1], diceReroll: { index: 0, newFace: 6 } },
      setup,
      /Mechanic’s free repair/,
    );
  });

  it('R-12 the skid die is not rerolled; the house rule lets a Veteran reroll it', () => {
    let s = apply(base(), 'rw.move', { carId: 'P1c2', mode: 'MOVE' }, setup);
    s = apply(s, 'rw.ram', { defenderId: 'P1c1', attack: [1, 1], defence: [6, 6] }, setup);
    expect(s.pending[0]).toMatchObject({ kind: 'WIPEOUT', carId: 'P1c2' });
    // P1c1 is the buggy with the Veteran: build its own check
    let w: RwState = { ...s, pending: [{ kind: 'WIPEOUT', carId: 'P1c1', roadDice: 2, why: 'RAM' }] };
    refused(w, 'rw.wipeout', { vehicle: [1, 1], road: [3, 3], skid: 2, skidReroll: 5 }, setup, /not rerolled/);
    w = { ...w, house: { ...w.house, skidReroll: true } };
    w = apply(w, 'rw.wipeout', { vehicle: [1, 1], road: [3, 2], skid: 2, skidReroll: 5 }, setup);
    expect(w.pending[0]).toMatchObject({ kind: 'MOVE', mode: 'SKID', clock: 10 });
  });

  it('R-12 a Veteran reroll applies to an ordinary Repair roll', () => {
    const s = patch(base(), 'P1c1', { damage: 1 });
    const r = apply(
      s,
      'rw.repair',
      { carId: 'P1c1', free: false, dice: [2], diceReroll: { index: 0, newFace: 6 }, removed: 1 },
      setup,
    );
    expect(car(r, 'P1c1').damage).toBe(0);
  });

  it('B5.2 a reroll index must name a rolled die', () => {
    const s = apply(base(), 'rw.move', { carId: 'P1c1', mode: 'MOVE' }, setup);
    refused(
      s,
      'rw.ram',
      { defenderId: 'P2c2', attack: [1, 1], attackReroll: { index: 2, newFace: 6 }, defence: [1, 1] },
      setup,
      /rerolled die/,
    );
    refused(s, 'rw.ram', { defenderId: 'P2c2', attack: [1, 7], defence: [1, 1] }, setup, /face/);
    expect(six(1)).toEqual([6]);
  });
});
