import { describe, expect, it } from 'vitest';
import roadWolf from '../../../src/rules/road-wolf';
import { initiativeStatus } from '../../../src/rules/road-wolf/initiative';
import { currentPlayer } from '../../../src/rules/road-wolf/rules';
import { apply, buildForces, car, makeSetup, patch, quietMove, refused, toPlay } from './helpers';

describe('B6.1 initiative [R-5]', () => {
  const setup = makeSetup(3);
  const locked = () =>
    apply(
      buildForces(setup, { P1c1: { type: 'coupe' }, P2c1: { type: 'coupe' }, P3c1: { type: 'coupe' } }, { points: 2 }),
      'rw.lockForces',
      {},
      setup,
    );

  it('R-5 the highest 2D6 total goes first, then clockwise, then the road turn', () => {
    const s = apply(
      locked(),
      'rw.initiative',
      { passes: [{ P1: [3, 3], P2: [6, 5], P3: [1, 1] }], first: 'P2' },
      setup,
    );
    expect(s.turnOrder).toEqual([
      { kind: 'PLAYER', playerId: 'P2' },
      { kind: 'PLAYER', playerId: 'P3' },
      { kind: 'PLAYER', playerId: 'P1' },
      { kind: 'ROAD' },
    ]);
    expect(currentPlayer(s)).toBe('P2');
    expect(s.gameTurn).toBe(1);
  });

  it('R-5 only the tied leaders roll again', () => {
    const passes: Record<string, number[]>[] = [
      { P1: [6, 1], P2: [3, 4], P3: [2, 2] },
      { P1: [2, 2], P2: [5, 1] },
    ];
    expect(initiativeStatus(['P1', 'P2', 'P3'], passes.slice(0, 1), 'SUM')).toEqual({
      done: false,
      next: ['P1', 'P2'],
    });
    const s = apply(locked(), 'rw.initiative', { passes, first: 'P2' }, setup);
    expect(s.initiative?.first).toBe('P2');
    expect(roadWolf.describe({ type: 'rw.initiative', payload: { passes, first: 'P2' }, at: 0 }, setup)).toBe(
      'Player 2 goes first (Player 1 6+1, Player 2 3+4, Player 3 2+2 / re-roll: Player 1 2+2, Player 2 5+1)',
    );
    expect(roadWolf.describe({ type: 'rw.initiative', payload: { passes: [], first: 'P2' }, at: 0 }, setup)).toBe(
      'Player 2 goes first',
    );
    refused(locked(), 'rw.initiative', { passes: passes.slice(0, 1) }, setup, /still tied/);
    refused(
      locked(),
      'rw.initiative',
      { passes: [{ P1: [6, 6], P2: [1, 1], P3: [1, 1] }, { P1: [1, 1] }] },
      setup,
      /settled before/,
    );
    refused(locked(), 'rw.initiative', { passes, first: 'P1' }, setup, /recorded first/);
    refused(
      locked(),
      'rw.initiative',
      { passes: [passes[0], { P1: [2, 2], P3: [5, 1] }] },
      setup,
      /only the tied leaders/,
    );
  });

  it('R-5 house rule: compare the two dice as in combat instead of adding them', () => {
    const house = makeSetup(2, 1, { initiativeMode: 'CONTEST' });
    const s = apply(
      buildForces(house, { P1c1: { type: 'coupe' }, P2c1: { type: 'coupe' } }, { points: 2 }),
      'rw.lockForces',
      {},
      house,
    );
    // 6+1 = 7 loses on total to 4+4 = 8, but wins the comparison (6 beats 4)
    expect(apply(s, 'rw.initiative', { passes: [{ P1: [6, 1], P2: [4, 4] }] }, house).initiative?.first).toBe('P1');
    expect(initiativeStatus(['P1', 'P2'], [{ P1: [6, 1], P2: [4, 4] }], 'SUM')).toEqual({ done: true, first: 'P2' });
  });

  it('B6.1 with teams, seats alternate and play goes clockwise from the winner', () => {
    const s4 = makeSetup(4, 1);
    let s = buildForces(
      s4,
      { P1c1: { type: 'coupe' }, P2c1: { type: 'coupe' }, P3c1: { type: 'coupe' }, P4c1: { type: 'coupe' } },
      {
        points: 4,
        teams: [
          ['P1', 'P2'],
          ['P3', 'P4'],
        ],
      },
    );
    s = apply(s, 'rw.lockForces', {}, s4);
    expect(s.seatOrder).toEqual(['P1', 'P3', 'P2', 'P4']);
    s = apply(s, 'rw.initiative', { passes: [{ P1: [1, 1], P2: [6, 6], P3: [2, 2], P4: [3, 3] }] }, s4);
    expect(s.turnOrder.map((x) => (x.kind === 'PLAYER' ? x.playerId : x.kind))).toEqual([
      'P2',
      'P4',
      'P1',
      'P3',
      'ROAD',
    ]);
  });
});

describe('B6.2-B6.3 turns', () => {
  const setup = makeSetup(2);
  const play = () =>
    toPlay(
      setup,
      { P1c1: { type: 'coupe' }, P1c2: { type: 'street_bike' }, P2c1: { type: 'muscle_car' } },
      { points: 3 },
    );

  it('B6.3 every vehicle gets 2 actions; a third is refused', () => {
    let s = play();
    expect(car(s, 'P1c1').turn.actionsLeft).toBe(2);
    s = quietMove(quietMove(s, 'P1c1', setup), 'P1c1', setup);
    expect(car(s, 'P1c1').turn.actionsLeft).toBe(0);
    refused(s, 'rw.move', { carId: 'P1c1', mode: 'MOVE' }, setup, /No actions left/);
  });

  it('R-7 vehicles may interleave their actions', () => {
    let s = play();
    s = quietMove(s, 'P1c1', setup);
    s = quietMove(s, 'P1c2', setup);
    s = quietMove(s, 'P1c1', setup);
    expect([car(s, 'P1c1').turn.actionsLeft, car(s, 'P1c2').turn.actionsLeft]).toEqual([0, 1]);
  });

  it('B6.3 only the player whose turn it is acts with their vehicles', () => {
    refused(play(), 'rw.move', { carId: 'P2c1', mode: 'MOVE' }, setup, /controller’s turn/);
  });

  it('B6.2 End turn passes clockwise, then the road turn; its end starts game turn 2 with fresh counters', () => {
    let s = quietMove(play(), 'P1c1', setup);
    s = apply(s, 'rw.endTurn', {}, setup);
    expect(currentPlayer(s)).toBe('P2');
    s = apply(s, 'rw.endTurn', {}, setup);
    expect(s.phase).toBe('ROAD_TURN');
    refused(s, 'rw.move', { carId: 'P1c1', mode: 'MOVE' }, setup, /Not during a player turn/);
    s = apply(s, 'rw.endTurn', {}, setup);
    expect(s.gameTurn).toBe(2);
    expect(currentPlayer(s)).toBe('P1');
    expect(car(s, 'P1c1').turn.actionsLeft).toBe(2);
  });

  it('B6.3 the turn cannot end while a move or check is pending', () => {
    const s = apply(play(), 'rw.move', { carId: 'P1c1', mode: 'MOVE' }, setup);
    refused(s, 'rw.endTurn', {}, setup, /Finish/);
    refused(s, 'rw.move', { carId: 'P1c2', mode: 'MOVE' }, setup, /Finish the end of a move/);
  });

  it('R-25 an abandoned vehicle checks at the start of its controller’s next turn, then is immobilized', () => {
    let s = play();
    s = patch(s, 'P1c1', { driverSeat: null, abandoned: true });
    s = apply(apply(s, 'rw.endTurn', {}, setup), 'rw.endTurn', {}, setup); // P2, then the road turn
    s = apply(s, 'rw.endTurn', {}, setup); // P1's turn begins
    expect(s.pending).toEqual([
      { kind: 'WIPEOUT', carId: 'P1c1', roadDice: 2, why: 'ABANDONED' },
      { kind: 'IMMOBILIZE', carId: 'P1c1' },
    ]);
    refused(
      s,
      'rw.wipeout',
      { vehicle: [1, 1], vehicleReroll: { index: 0, newFace: 6 }, road: [3, 3] },
      setup,
      /reroll/,
    );
    s = apply(s, 'rw.wipeout', { vehicle: [6, 1], road: [3, 3], result: 'PASSED' }, setup);
    expect(s.pending).toEqual([]);
    expect(car(s, 'P1c1')).toMatchObject({ abandoned: true, immobilized: true });
  });

  it('R-25 the check runs its whole skid chain before the vehicle is immobilized', () => {
    let s = patch(play(), 'P1c1', { driverSeat: null, abandoned: true });
    s = apply(apply(apply(s, 'rw.endTurn', {}, setup), 'rw.endTurn', {}, setup), 'rw.endTurn', {}, setup);
    s = apply(s, 'rw.wipeout', { vehicle: [2, 1], road: [2, 2], skid: 3, result: 'SKID' }, setup);
    expect(car(s, 'P1c1').immobilized).toBe(false);
    s = apply(s, 'rw.moveEnd', { carId: 'P1c1', offRoad: true }, setup); // off-road: another check first
    expect(s.pending[0]).toMatchObject({ kind: 'WIPEOUT', why: 'OFF_ROAD' });
    s = apply(s, 'rw.wipeout', { vehicle: [6, 6], road: [1, 1] }, setup);
    expect(car(s, 'P1c1').immobilized).toBe(true);
    expect(s.pending).toEqual([]);
  });

  it('R-25 an already immobilized abandoned vehicle skips the check', () => {
    let s = patch(play(), 'P1c1', { driverSeat: null, abandoned: true, immobilized: true });
    s = apply(apply(apply(s, 'rw.endTurn', {}, setup), 'rw.endTurn', {}, setup), 'rw.endTurn', {}, setup);
    expect(s.pending).toEqual([]);
  });

  it('B6.2 / R-31 a player with nothing left on the board still takes turns (issue 9: a face-down Ambush may wait in reserve); one who fielded nothing is skipped', () => {
    const s3 = makeSetup(3, 1);
    let s = toPlay(s3, { P1c1: { type: 'coupe' }, P2c1: { type: 'coupe' }, P3c1: { type: 'coupe' } }, { points: 2 });
    s = patch(s, 'P2c1', { destroyed: true, driverSeat: null, damage: 2 });
    s = apply(s, 'rw.endTurn', {}, s3);
    expect(currentPlayer(s)).toBe('P2');
    const s4 = makeSetup(4, 1);
    const t = toPlay(s4, { P1c1: { type: 'coupe' }, P2c1: { type: 'coupe' }, P4c1: { type: 'coupe' } }, { points: 2 });
    expect(currentPlayer(apply(apply(t, 'rw.endTurn', {}, s4), 'rw.endTurn', {}, s4))).toBe('P4');
  });
});
