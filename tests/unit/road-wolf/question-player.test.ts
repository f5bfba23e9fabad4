// Issue 40: a question the rules give to a player other than the one acting carries that player
// (its `player`, a player id), so in live play it is rolled or answered on that player's phone.
import { describe, expect, it } from 'vitest';
import type { Question } from '../../../src/rules/core/procedure';
import {
  initiativeProcedure,
  meleeProcedure,
  ramProcedure,
  shootProcedure,
  wipeoutProcedure,
} from '../../../src/rules/road-wolf/procedures';
import { apply, buildForces, makeSetup, toPlay } from './helpers';

const players = (qs: Question[]) =>
  Object.fromEntries(qs.map((q) => [q.id, q.kind === 'dice' || q.kind === 'choice' ? q.player : undefined]));

const setup = makeSetup(2, 2);
const base = () =>
  toPlay(
    setup,
    {
      P1c1: { type: 'convertible', tokens: [['VETERAN', 'SEAT'], ['BRAWLER'], ['GUNNER'], ['SHOTGUN']] },
      P1c2: { type: 'truck_4x4', tokens: [['SPIKES'], ['AMBUSH']] },
      P2c1: { type: 'muscle_car', tokens: [['MECHANIC'], ['BRAWLER']] },
      P2c2: { type: 'roadster' },
    },
    { points: 6 },
  );

describe('issue 40: whose phone rolls each Road Wolf question', () => {
  it('R-5 initiative: every row, and every re-roll of a tie, is its own player’s', () => {
    const s = apply(
      buildForces(setup, { P1c1: { type: 'coupe' }, P2c1: { type: 'coupe' } }, { points: 2 }),
      'rw.lockForces',
      {},
      setup,
    );
    const qs = initiativeProcedure.ask(s, { setup }, { 'ini.0.P1': [3, 4], 'ini.0.P2': [5, 2] });
    expect(players(qs)).toEqual({ 'ini.0.P1': 'P1', 'ini.0.P2': 'P2', 'ini.1.P1': 'P1', 'ini.1.P2': 'P2' });
  });

  it('B8.1 / R-15 ram: the rammer’s pool is the rammer’s, the defence dice and the defender’s Veteran reroll (R-12) the defender’s', () => {
    const s = apply(base(), 'rw.move', { carId: 'P1c1', mode: 'MOVE' }, setup);
    const a = { other: 'P2c1', att: [6, 2, 1], def: [5, 4, 1], 'att.reroll': 'none', 'def.reroll': '1' };
    expect(players(ramProcedure.ask(s, { setup }, a))).toEqual({
      other: undefined,
      att: 'P1',
      def: 'P2',
      'att.reroll': 'P1',
      'def.reroll': 'P2',
      'def.new': 'P2',
    });
  });

  it('B8.3 shoot and B8.2 melee: the target’s defence is its controller’s, with the R-24 crew pick', () => {
    let s = apply(base(), 'rw.move', { carId: 'P1c1', mode: 'MOVE' }, setup);
    s = apply(s, 'rw.moveEnd', { offRoad: false }, setup);
    const melee = meleeProcedure.ask(s, { setup }, { target: 'P2c1', att: [6, 6, 6, 1], def: [1, 1, 1, 1] });
    expect(players(melee)).toMatchObject({ att: 'P1', def: 'P2', 'def.reroll': 'P2', 'loss.def.0': 'P2' });
    const shoot = shootProcedure.ask(s, { setup, carId: 'P1c1' }, {});
    expect(shoot.filter((q) => q.kind === 'dice').every((q) => q.kind !== 'dice' || q.player !== 'P2')).toBe(true);
  });

  it('B9.1 wipeout: the car’s dice are its controller’s, the Road’s dice the opponent who plays the Road', () => {
    let s = apply(base(), 'rw.move', { carId: 'P1c1', mode: 'MOVE' }, setup);
    s = apply(s, 'rw.ram', { defenderId: 'P2c2', attack: [4, 4, 1], defence: [4, 2] }, setup);
    expect(players(wipeoutProcedure.ask(s, { setup }, { veh: [2, 1], road: [5, 5] }))).toMatchObject({
      roadPlayer: undefined,
      veh: 'P2',
      road: 'P1',
      'veh.reroll': 'P2',
      skid: 'P2',
    });
  });
});
