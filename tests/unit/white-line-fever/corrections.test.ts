import { describe, expect, it } from 'vitest';
import { initialState } from '../../../src/rules/white-line-fever/rules';
import { apply, begin, makeSetup, moves, playToPlay } from './helpers';

describe('table corrections and odd setups', () => {
  it('0.3/W-13 a correction that removes the active car ends its round', () => {
    const s0 = playToPlay(makeSetup(2, 2), { firstDriver: 'P1' });
    let s = moves(begin(s0, 'P1c1'), 'STRAIGHT');
    s = apply(s, 'wlf.adjust', { carId: 'P1c1', status: 'DESTROYED' });
    expect(s.round?.endReason).toBe('ACTIVE_CAR_REMOVED');
    // End round is now allowed and passes to the next driver.
    s = apply(s, 'wlf.endRound');
    expect(s.round?.driverId).toBe('P2');
  });

  it('0.3 a correction on another car leaves the round open', () => {
    const s0 = playToPlay(makeSetup(2, 2), { firstDriver: 'P1' });
    const s = apply(moves(begin(s0, 'P1c1'), 'STRAIGHT'), 'wlf.adjust', { carId: 'P2c1', speed: 6, flipped: true });
    expect(s.round?.endReason).toBeNull();
    expect(s.cars.P2c1).toMatchObject({ speed: 6, flipped: true });
  });

  it('A3.1 a player who brought no car takes no part: never placed, never drives', () => {
    const s = initialState(makeSetup(3, [2, 0, 2]));
    expect(s.players).toEqual(['P1', 'P3']);
  });
});

describe('the round budget', () => {
  it('W-13 the maneuver count follows the speed until step 3, then stays fixed', async () => {
    const { roundBudget, maneuversLeft } = await import('../../../src/rules/white-line-fever/rules');
    const s0 = playToPlay(makeSetup(2, 2), { firstDriver: 'P1' });
    expect(roundBudget(s0)).toBeNull();
    expect(maneuversLeft(s0)).toBe(0);
    const set = begin(s0, 'P1c1', 4);
    expect(roundBudget(set)).toBe(4);
    const moving = moves(set, 'STRAIGHT');
    expect(maneuversLeft(moving)).toBe(3);
    // A mid-round speed change (a correction here) does not change the count.
    const slowed = apply(moving, 'wlf.adjust', { carId: 'P1c1', speed: 2 });
    expect(roundBudget(slowed)).toBe(4);
    expect(maneuversLeft(slowed)).toBe(3);
  });
});
