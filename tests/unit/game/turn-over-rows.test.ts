// Issue 41: a log row for the end of a round or of a turn nobody owns names which one
// ("Round 3 over", "Road turn 1 over"), read from the state before the command.

import { describe, expect, it } from 'vitest';
import { describeRw } from '../../../src/rules/road-wolf/commands';
import { roadTurnEndProblem } from '../../../src/rules/road-wolf/road-turn';
import { initialState } from '../../../src/rules/road-wolf/rules';
import { describeWlf } from '../../../src/rules/white-line-fever';
import { apply as rw, makeSetup as rwSetup } from '../road-wolf/helpers';
import { begin, makeSetup, playToPlay, quietRound, spendAll } from '../white-line-fever/helpers';

const END_ROUND = { type: 'wlf.endRound', payload: {}, at: 0 };
const END_TURN = { type: 'rw.endTurn', payload: {}, at: 0 };

describe('issue 41: "over" rows say which', () => {
  it('A4.3 White Line Fever: "Round 1 over", then "Round 3 over"', () => {
    const setup = makeSetup(2, 2);
    let s = playToPlay(setup, { firstDriver: 'P1' });
    expect(describeWlf(END_ROUND, setup, spendAll(begin(s, 'P1c1')))).toBe('Round 1 over');
    s = quietRound(quietRound(s, 'P1c1'), 'P2c1');
    expect(s.roundNumber).toBe(3);
    expect(describeWlf(END_ROUND, setup, spendAll(begin(s, 'P1c2')))).toBe('Round 3 over');
    // Without the state (an old export's row read alone) it still reads.
    expect(describeWlf(END_ROUND, setup)).toBe('Round over');
  });

  it('B11 Road Wolf: the road turn and the Gauntlet’s enemy phase are named with their game turn', () => {
    const setup = rwSetup(2, 2);
    let s = rw(initialState(setup), 'rw.mission', { missionId: 'GAUNTLET' }, setup);
    for (const [carId, typeId] of [
      ['P1c1', 'muscle_car'],
      ['P1c2', 'street_bike'],
      ['P2c1', 'coupe'],
      ['P2c2', 'rally_car'],
    ] as const)
      s = rw(s, 'rw.buy', { carId, typeId }, setup);
    s = rw(s, 'rw.lockForces', {}, setup);
    s = rw(rw(s, 'rw.roadDeck', { mode: 'PHYSICAL' }, setup), 'rw.layRoad', { count: 1 }, setup);
    s = rw(s, 'rw.initiative', { passes: [{ P1: [6, 5], P2: [1, 2] }], first: 'P1' }, setup);
    expect(describeRw(END_TURN, setup, s)).toBe('Player 1’s turn ends');
    while (s.phase === 'PLAYER_TURN') s = rw(s, 'rw.endTurn', {}, setup);
    while (roadTurnEndProblem(s)) s = rw(s, 'rw.roadCard', {}, setup);
    expect(describeRw(END_TURN, setup, s)).toBe('Road turn 1 over');
    s = rw(s, 'rw.endTurn', {}, setup);
    expect(s.phase).toBe('ENEMY_PHASE');
    expect(describeRw(END_TURN, setup, s)).toBe('Enemy phase 1 over');
    expect(describeRw(END_TURN, setup)).toBe('Turn over');
  });
});
