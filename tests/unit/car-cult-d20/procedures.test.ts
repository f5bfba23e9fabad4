import { describe, expect, it } from 'vitest';
import type { CcState } from '../../../src/rules/car-cult-d20/model';
import {
  activateProcedure,
  attackProcedure,
  downShiftProcedure,
  mineProcedure,
  moveEndProcedure,
  roughProcedure,
} from '../../../src/rules/car-cult-d20/procedures';
import { apply, card, makeSetup, toRound } from './helpers';

const setup = makeSetup(2, 1);
const ctx = { setup };
const CARDS = { P1c1: ['muscle', 'machine_gun', 'gutsy_gunner', 'mines'], P2c1: ['street', 'dangerous_driver'] };

function ready(): CcState {
  let s = toRound(setup, CARDS, { P1c1: 5, P2c1: 3 });
  s = apply(s, 'cc.activate', { carId: 'P1c1' }, setup);
  return apply(
    s,
    'cc.allocate',
    {
      bonusST: 2,
      alloc: {
        [card(s, 'P1c1', 'machine_gun').id]: 2,
        [card(s, 'P1c1', 'gutsy_gunner').id]: 1,
        [card(s, 'P1c1', 'mines').id]: 1,
      },
    },
    setup,
  );
}

describe('Car Cult D20 guided rolls', () => {
  it('B8.8: the attack sheet asks the target first, then range and sight, then the shots, then re-rolls', () => {
    const s = ready();
    const c = { setup, weaponId: card(s, 'P1c1', 'machine_gun').id };
    expect(attackProcedure.ask(s, c, {}).map((q) => q.id)).toEqual(['target']);
    expect(attackProcedure.ask(s, c, { target: 'P2c1' }).map((q) => q.id)).toEqual(['target', 'inRange']);
    expect(attackProcedure.ask(s, c, { target: 'P2c1', inRange: true }).map((q) => q.id)).toEqual([
      'target',
      'inRange',
      'dice',
    ]);
    expect(attackProcedure.ask(s, c, { target: 'P2c1', inRange: true, dice: [20, 1, 13] }).map((q) => q.id)).toEqual([
      'target',
      'inRange',
      'dice',
      'dice.rr0',
    ]);
    // street at 3 ST: min 4; MG blast 1 → −3. 20 crack, 1 crap, 13 − 3 = 10 hits.
    const out = attackProcedure.resolve(s, c, { target: 'P2c1', inRange: true, dice: [20, 1, 13] });
    if ('error' in out) throw new Error(out.error);
    expect(out.summary).toBe('2 hits on Car P2.1');
    expect(out.command).toEqual({
      type: 'cc.attack',
      payload: { weaponId: c.weaponId, targetId: 'P2c1', inRange: true, dice: [20, 1, 13] },
    });
    expect(out.reasons.slice(0, 4)).toEqual([
      "Modifier −3: blast 1 − Car P2.1's minimum speed 4 [CC-A17].",
      'Die 1: 20: crack shot, hits.',
      'Die 2: 1: crap shot, misses.',
      'Die 3: 13 − 3 = 10: hits.',
    ]);
    const rr = attackProcedure.resolve(s, c, {
      target: 'P2c1',
      inRange: true,
      dice: [20, 1, 13],
      'dice.rr0': '1',
      'dice.rr0.face': [20],
    });
    if ('error' in rr) throw new Error(rr.error);
    expect(rr.summary).toBe('3 hits on Car P2.1');
    expect(rr.command.payload).toMatchObject({ rerolls: [{ index: 1, face: 20 }] });
    const away = attackProcedure.resolve(s, c, { target: 'P2c1', inRange: false });
    expect('command' in away && away.command.payload).toEqual({
      weaponId: c.weaponId,
      targetId: 'P2c1',
      inRange: false,
      dice: [],
    });
  });

  it('CC-A03: the down shift sheet asks a die per ST from two on', () => {
    let s = toRound(setup, CARDS, { P1c1: 5 });
    s = apply(s, 'cc.activate', { carId: 'P1c1' }, setup);
    expect(downShiftProcedure.ask(s, ctx, { k: 1 }).map((q) => q.id)).toEqual(['k']);
    expect(downShiftProcedure.ask(s, ctx, { k: 3 }).find((q) => q.id === 'dice')).toMatchObject({
      count: 3,
      sides: 20,
    });
    const out = downShiftProcedure.resolve(s, ctx, { k: 2, dice: [4, 15] });
    expect('summary' in out && out.summary).toBe('1 Damage Token on the engine');
  });

  it('CC-A01: the next-activation sheet asks tie dice only for tied cars without a stored roll, then those tied again', () => {
    const s = toRound(setup, CARDS, { P1c1: 2, P2c1: 2 });
    expect(activateProcedure.ask(s, ctx, {}).map((q) => q.id)).toEqual(['tie.0.P1c1', 'tie.0.P2c1']);
    expect(activateProcedure.ask(s, ctx, { 'tie.0.P1c1': [7], 'tie.0.P2c1': [7] }).map((q) => q.id)).toEqual([
      'tie.0.P1c1',
      'tie.0.P2c1',
      'tie.1.P1c1',
      'tie.1.P2c1',
    ]);
    const out = activateProcedure.resolve(s, ctx, {
      'tie.0.P1c1': [7],
      'tie.0.P2c1': [7],
      'tie.1.P1c1': [3],
      'tie.1.P2c1': [11],
    });
    if ('error' in out) throw new Error(out.error);
    expect(out.command.payload).toEqual({
      carId: 'P2c1',
      tieRolls: [
        { P1c1: [7], P2c1: [7] },
        { P1c1: [3], P2c1: [11] },
      ],
    });
    const clear = toRound(setup, CARDS, { P1c1: 3, P2c1: 2 });
    const c = activateProcedure.resolve(clear, ctx, {});
    expect('command' in c && c.command.payload).toEqual({ carId: 'P1c1' });
  });

  it('B8.7: the end-of-move sheet asks distance and a braking die only when braking applies', () => {
    const s = ready(); // muscle 5 ST: min 9
    expect(moveEndProcedure.ask(s, ctx, { outcome: 'braked', distance: 5 }).map((q) => q.id)).toEqual([
      'outcome',
      'distance',
      'die',
    ]);
    expect(moveEndProcedure.ask(s, ctx, { outcome: 'braked', distance: 9.5 }).map((q) => q.id)).toEqual([
      'outcome',
      'distance',
    ]);
    const out = moveEndProcedure.resolve(s, ctx, { outcome: 'braked', distance: 5, die: [13] });
    if ('error' in out) throw new Error(out.error);
    expect(out.command.payload).toEqual({ outcome: 'braked', distance: 5, die: 13 });
    expect(out.reasons).toContain('Player 2 places a Damage Token on Car P1.1 (or declines).');
    const rough = roughProcedure.resolve(s, ctx, { inches: 2, die: [12] });
    expect('summary' in rough && rough.summary).toBe('Through unharmed');
  });

  it('B8.11: the mine sheet asks the mine, the car, then the die', () => {
    let s = ready();
    s = apply(s, 'cc.layMines', { trackId: card(s, 'P1c1', 'mines').id, count: 1 }, setup);
    const a = { mineId: s.mines[0]!.id, carId: 'P2c1', dice: [9] };
    expect(mineProcedure.ask(s, ctx, a).map((q) => q.id)).toEqual(['mineId', 'carId', 'dice', 'dice.rr0']);
    const out = mineProcedure.resolve(s, ctx, a); // blast 10 − min 4 = +6: 15 hits
    expect('summary' in out && out.summary).toBe('The mine hits');
  });
});

describe('Car Cult D20 stored ties that are still tied', () => {
  it('CC-A01: two cars whose kept rolls are equal re-roll between themselves (pass 0 holds no new dice)', () => {
    const su = makeSetup(3, 1);
    const cards = { P1c1: ['buggy'], P2c1: ['buggy'], P3c1: ['buggy'] };
    let s = toRound(su, cards, { P1c1: 2, P2c1: 2, P3c1: 2 });
    s = apply(s, 'cc.activate', { carId: 'P3c1', tieRolls: [{ P1c1: [5], P2c1: [5], P3c1: [12] }] }, su);
    s = apply(s, 'cc.allocate', { bonusST: 0, alloc: {} }, su);
    s = apply(s, 'cc.moveEnd', { outcome: 'normal' }, su);
    s = apply(s, 'cc.endActivation', {}, su);
    const c = { setup: su };
    expect(activateProcedure.ask(s, c, {}).map((q) => q.id)).toEqual(['tie.1.P1c1', 'tie.1.P2c1']);
    const out = activateProcedure.resolve(s, c, { 'tie.1.P1c1': [9], 'tie.1.P2c1': [4] });
    if ('error' in out) throw new Error(out.error);
    expect(out.command.payload).toEqual({ carId: 'P1c1', tieRolls: [{}, { P1c1: [9], P2c1: [4] }] });
    expect(apply(s, out.command.type, out.command.payload as Record<string, unknown>, su).tieRolls).toEqual({
      P1c1: 9,
      P2c1: 4,
      P3c1: 12,
    });
  });
});

describe('issue 40: whose phone rolls a tie', () => {
  it('CC-A01: each tied car’s D20 is its owner’s', () => {
    const s = toRound(setup, CARDS, { P1c1: 2, P2c1: 2 });
    expect(activateProcedure.ask(s, ctx, {}).map((q) => (q.kind === 'dice' ? q.player : null))).toEqual(['P1', 'P2']);
  });
});
