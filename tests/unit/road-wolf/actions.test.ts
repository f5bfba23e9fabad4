import { describe, expect, it } from 'vitest';
import { actionProblem, availableActions } from '../../../src/rules/road-wolf/actions';
import { ACTIONS } from '../../../src/rules/road-wolf/data';
import { ambushProblem } from '../../../src/rules/road-wolf/rules';
import { apply, car, makeSetup, patch, quietMove, tokenOf, toPlay } from './helpers';

const setup = makeSetup(2, 3);
// P1: an armed 4x4 (Open, Dirt), a Street Bike, a Coupe (Closed). P2: a Buggy and a Coupe.
const base = () =>
  toPlay(
    setup,
    {
      P1c1: { type: 'truck_4x4', tokens: [['GUNNER'], ['MECHANIC'], ['SHOTGUN'], ['SPIKES'], ['AMBUSH']] },
      P1c2: { type: 'street_bike' },
      P1c3: { type: 'coupe', tokens: [['MOLOTOV']] },
      P2c1: { type: 'buggy' },
      P2c2: { type: 'coupe' },
    },
    { points: 6 },
  );

describe('B6.4 action availability', () => {
  it('B6.4 a fresh armed vehicle may do everything that needs no extra state', () => {
    const s = base();
    expect(availableActions(s, 'P1c1')).toEqual([
      'MOVE',
      'BRAKE',
      'MELEE',
      'SHOOT',
      'GUNNER_SHOT',
      'SPIKES',
      'TRANSFER',
      'SUPPLIES',
    ]);
    expect(availableActions(s, 'P1c2')).toEqual([
      'MOVE',
      'FREE_MOVE',
      'BRAKE',
      'MELEE',
      'NITRO',
      'TRANSFER',
      'SUPPLIES',
    ]);
    expect(availableActions(s, 'P1c3')).toEqual(['MOVE', 'BRAKE', 'SHOOT', 'NITRO', 'TRANSFER', 'SUPPLIES']);
  });

  it('B6.4 every action in the table has a cost the reducer honours', () => {
    expect(ACTIONS.filter((a) => !a.costsAction).map((a) => a.id)).toEqual([
      'FREE_MOVE',
      'FREE_MELEE',
      'GUNNER_SHOT',
      'NITRO',
      'MECHANIC_REPAIR',
    ]);
  });

  it('B6.4 canAct: no action without a driver, once destroyed, or off the board', () => {
    const s = base();
    expect(actionProblem(patch(s, 'P1c1', { driverSeat: null, abandoned: true }), 'P1c1', 'MOVE')).toMatch(/abandoned/);
    expect(actionProblem(patch(s, 'P1c1', { destroyed: true }), 'P1c1', 'MOVE')).toMatch(/destroyed/);
    expect(actionProblem(patch(s, 'P1c1', { offBoard: 'END' }), 'P1c1', 'MOVE')).toMatch(/left the board/);
  });

  it('R-33 an immobilized vehicle may only turn around and transfer, with no free actions', () => {
    const s = patch(base(), 'P1c1', { immobilized: true, damage: 1 });
    expect(availableActions(s, 'P1c1')).toEqual(['TRANSFER', 'TURN_AROUND']);
    expect(actionProblem(s, 'P1c1', 'GUNNER_SHOT')).toMatch(/R-33/);
    expect(actionProblem(s, 'P1c1', 'MECHANIC_REPAIR')).toMatch(/R-33/);
    // the Ambush is the player's, and stays usable
    expect(ambushProblem(s, 'P1')).toBeNull();
  });

  it('R-27 the bike free move is once a turn and bikes only', () => {
    let s = base();
    expect(actionProblem(s, 'P1c3', 'FREE_MOVE')).toMatch(/Only bikes/);
    s = quietMove(s, 'P1c2', setup, 'FREE_MOVE');
    expect(car(s, 'P1c2').turn).toMatchObject({ actionsLeft: 2, freeMoveUsed: true });
    expect(actionProblem(s, 'P1c2', 'FREE_MOVE')).toMatch(/used/);
  });

  it('B2.2 Closed vehicles cannot start a melee', () => {
    expect(actionProblem(base(), 'P1c3', 'MELEE')).toMatch(/Closed/);
  });

  it('R-26 the free melee comes right at the end of a move or bike free move, one per move', () => {
    let s = quietMove(base(), 'P1c1', setup);
    expect(s.freeMeleeFor).toBe('P1c1');
    expect(availableActions(s, 'P1c1')).toContain('FREE_MELEE');
    s = apply(
      s,
      'rw.melee',
      { attackerId: 'P1c1', defenderId: 'P2c1', free: true, attack: [1, 1, 1], defence: [2] },
      setup,
    );
    expect(car(s, 'P1c1').turn.actionsLeft).toBe(1); // the move's action only
    expect(car(s, 'P1c1').passengers).toHaveLength(1); // the defender won with overkill 1
    expect(actionProblem(s, 'P1c1', 'FREE_MELEE')).toMatch(/end of this vehicle’s move/);
    // any other action closes the window
    s = quietMove(s, 'P1c2', setup, 'FREE_MOVE');
    expect(s.freeMeleeFor).toBe('P1c2');
    s = quietMove(s, 'P1c1', setup, 'BRAKE');
    expect(s.freeMeleeFor).toBeNull(); // no free melee after a brake
  });

  it('R-26 no free melee after a Nitro run, unless the house rule allows it', () => {
    let s = apply(base(), 'rw.move', { carId: 'P1c2', mode: 'NITRO', onRoad: true }, setup);
    s = apply(s, 'rw.moveEnd', { offRoad: false }, setup);
    expect(s.freeMeleeFor).toBeNull();
    let h = base();
    h = { ...h, house: { ...h.house, freeMeleeAfterNitro: true } };
    h = apply(
      apply(h, 'rw.move', { carId: 'P1c2', mode: 'NITRO', onRoad: true }, setup),
      'rw.moveEnd',
      { offRoad: false },
      setup,
    );
    expect(h.freeMeleeFor).toBe('P1c2');
  });

  it('R-8 SHOOT needs a Shotgun not fired this turn or a Molotov (house rule: a plain shot)', () => {
    const s = base();
    expect(actionProblem(s, 'P1c2', 'SHOOT')).toMatch(/R-8/);
    const h = { ...s, house: { ...s.house, basicShot: true } };
    expect(actionProblem(h, 'P1c2', 'SHOOT')).toBeNull();
    const fired = patch(s, 'P1c1', {
      turn: { ...car(s, 'P1c1').turn, shotgunsFired: [tokenOf(s, 'P1c1', 'SHOTGUN')] },
    });
    expect(actionProblem(fired, 'P1c1', 'SHOOT')).toMatch(/once a turn/);
  });

  it('B6.4 Gunner free shot: one per Gunner passenger each turn', () => {
    const s = base();
    const used = patch(s, 'P1c1', { turn: { ...car(s, 'P1c1').turn, gunnerShotsUsed: 1 } });
    expect(actionProblem(used, 'P1c1', 'GUNNER_SHOT')).toMatch(/Every Gunner/);
    expect(actionProblem(s, 'P1c3', 'GUNNER_SHOT')).toMatch(/No Gunner/);
  });

  it('R-30 Spikes need Spikes aboard', () => {
    expect(actionProblem(base(), 'P1c3', 'SPIKES')).toMatch(/No Spikes/);
  });

  it('R-26 Nitro: aboard, not Heavy, one per turn, on the road', () => {
    let s = base();
    expect(actionProblem(s, 'P1c1', 'NITRO')).toMatch(/No Nitro/);
    expect(() => apply(s, 'rw.move', { carId: 'P1c2', mode: 'NITRO', onRoad: false }, setup)).toThrow(
      /only on the road/,
    );
    s = apply(
      apply(s, 'rw.move', { carId: 'P1c2', mode: 'NITRO', onRoad: true }, setup),
      'rw.moveEnd',
      { offRoad: false },
      setup,
    );
    expect(car(s, 'P1c2').turn).toMatchObject({ nitroUsed: true, actionsLeft: 2 });
    expect(actionProblem(s, 'P1c2', 'NITRO')).toMatch(/No Nitro aboard|One Nitro/);
    const rig = makeSetup(2, 1);
    const r = toPlay(rig, { P1c1: { type: 'big_rig', tokens: [['NITRO']] }, P2c1: { type: 'coupe' } }, { points: 5 });
    expect(actionProblem(r, 'P1c1', 'NITRO')).toMatch(/Heavy/);
  });

  it('B6.4 Repair and the Mechanic’s free repair need damage; the free repair a Mechanic passenger', () => {
    const s = base();
    expect(actionProblem(s, 'P1c1', 'REPAIR')).toMatch(/no damage/);
    const hurt = patch(s, 'P1c1', { damage: 1 });
    expect(availableActions(hurt, 'P1c1')).toEqual(expect.arrayContaining(['REPAIR', 'MECHANIC_REPAIR']));
    expect(actionProblem(patch(s, 'P1c3', { damage: 1 }), 'P1c3', 'MECHANIC_REPAIR')).toMatch(/No Mechanic/);
  });

  it('B10.5 Takeover needs an abandoned vehicle; a moving one only from an Open vehicle', () => {
    const s = patch(base(), 'P2c2', { driverSeat: null, abandoned: true });
    expect(actionProblem(s, 'P1c1', 'TAKEOVER')).toBeNull();
    expect(actionProblem(s, 'P1c3', 'TAKEOVER')).toMatch(/Open vehicle/);
    expect(actionProblem(patch(s, 'P2c2', { immobilized: true }), 'P1c3', 'TAKEOVER')).toBeNull();
  });

  it('R-22 Pick up needs gear on a wreck, an abandoned vehicle or a marker', () => {
    const s = base();
    expect(actionProblem(s, 'P1c3', 'PICK_UP')).toMatch(/no loose gear/);
    expect(actionProblem(patch(s, 'P1c1', { driverSeat: null, abandoned: true }), 'P1c3', 'PICK_UP')).toBeNull();
  });

  it('R-34 Transfer needs a friendly vehicle with a driver', () => {
    const s3 = makeSetup(2, 1);
    const s = toPlay(s3, { P1c1: { type: 'coupe' }, P2c1: { type: 'coupe' } }, { points: 2 });
    expect(actionProblem(s, 'P1c1', 'TRANSFER')).toMatch(/friendly/);
  });

  it('B10.4 Turn around only when immobilized', () => {
    expect(actionProblem(base(), 'P1c1', 'TURN_AROUND')).toMatch(/Only an immobilized/);
  });

  it('R-31 Ambush: an unused Ambush in reserve or aboard a crewed vehicle of the player, in their turn', () => {
    const s = base();
    expect(ambushProblem(s, 'P1')).toBeNull();
    expect(ambushProblem(s, 'P2')).toMatch(/controller’s turn/);
    expect(ambushProblem(patch(s, 'P1c1', { driverSeat: null, abandoned: true }), 'P1')).toMatch(/No unused Ambush/);
  });
});
