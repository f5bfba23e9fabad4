import { describe, expect, it } from 'vitest';
import whiteLineFever from '../../../src/rules/white-line-fever';
import { carsOnTable, checkEnd, isEliminated, nextDriver } from '../../../src/rules/white-line-fever/rules';
import { apply, begin, carOf, makeSetup, moves, playToPlay, quietRound, refused, shot, spendAll } from './helpers';

const boom = (target: string, blast: unknown[]) =>
  shot(target, 8, { shortRange: true, adjust: { SHORT_RANGE: 1 }, final: 9, outcome: 'EXPLODE', blast });

describe('A4.12 / W-1 elimination', () => {
  it('W-1 a player with no car on the table is eliminated, and is skipped as driver', () => {
    let s = playToPlay(makeSetup(3, [1, 1, 2]), { firstDriver: 'P1' });
    expect(isEliminated(s, 'P2')).toBe(false);
    s = apply(moves(begin(s, 'P1c1'), 'STRAIGHT'), 'wlf.fire', shot('P2c1', 7));
    expect(carsOnTable(s, 'P2')).toBe(0);
    expect(isEliminated(s, 'P2')).toBe(true);
    expect(s.phase).toBe('PLAY');
    expect(nextDriver(s, 'P1')).toBe('P3');
    s = apply(spendAll(s), 'wlf.endRound');
    expect(s.currentDriver).toBe('P3');
  });

  it('A3.2 nobody is eliminated during setup (no car is on the table yet)', () => {
    const s = whiteLineFever.init(makeSetup(2, 1));
    expect(isEliminated(s, 'P1')).toBe(false);
  });
});

describe('A4.12 / W-1 end of game', () => {
  it('W-1 when exactly one player still has cars, that player wins and the game ends', () => {
    let s = playToPlay(makeSetup(2, [2, 1]), { speeds: { P2c1: 6 }, firstDriver: 'P1' });
    s = apply(moves(begin(s, 'P1c1'), 'STRAIGHT'), 'wlf.fire', shot('P2c1', 7, { outcome: 'DESTROY' }));
    expect(s.phase).toBe('ENDED');
    expect(s.result).toEqual({ winner: 'P1' });
    expect(whiteLineFever.outcome?.(s)).toEqual({ winnerIds: ['P1'] });
  });

  it('W-1 after the end nothing more can be played', () => {
    let s = playToPlay(makeSetup(2, 1), { firstDriver: 'P1' });
    s = apply(moves(begin(s, 'P1c1'), 'STRAIGHT'), 'wlf.fire', shot('P2c1', 8));
    expect(s.phase).toBe('ENDED');
    refused(s, 'wlf.maneuver', { maneuver: 'STRAIGHT' });
    refused(s, 'wlf.endRound');
    refused(s, 'wlf.fire', shot('P2c1', 8));
    refused(s, 'wlf.adjust', { carId: 'P2c1', status: 'ON_TABLE' }, /during play/);
  });

  it('W-1 a draw when the last cars of all remaining players go in one resolution (explosion blast)', () => {
    // P3 is out already; P1 and P2 have one car each; P1's shot explodes P2c1 and the blast destroys P1c1.
    let s = playToPlay(makeSetup(3, 1), { speeds: { P1c1: 3 }, firstDriver: 'P1' });
    s = apply(moves(begin(s, 'P1c1'), 'STRAIGHT'), 'wlf.fire', shot('P3c1', 7));
    s = apply(spendAll(s), 'wlf.endRound');
    s = quietRound(s, 'P2c1');
    expect(s.currentDriver).toBe('P1');
    s = apply(
      moves(begin(s, 'P1c1'), 'STRAIGHT'),
      'wlf.fire',
      boom('P2c1', [{ carId: 'P1c1', roll: 7, outcome: 'DESTROY' }]),
    );
    expect(carOf(s, 'P2c1').status).toBe('EXPLODED');
    expect(carOf(s, 'P1c1').status).toBe('DESTROYED');
    expect(s.phase).toBe('ENDED');
    expect(s.result).toEqual({ draw: ['P1', 'P2'] });
    expect(whiteLineFever.outcome?.(s)).toEqual({ winnerIds: [] });
  });

  it('A4.10 blast results are resolved before the end check: a blast that leaves one player alive gives a win, not a draw', () => {
    // P1 (1 car) explodes P2c1 (P2's last car); the blast spins P1c1 and destroys P3c1 (P3's last car).
    let s = playToPlay(makeSetup(3, 1), { speeds: { P1c1: 3, P3c1: 2 }, firstDriver: 'P1' });
    s = apply(
      moves(begin(s, 'P1c1'), 'STRAIGHT'),
      'wlf.fire',
      boom('P2c1', [
        { carId: 'P1c1', roll: 5 },
        { carId: 'P3c1', roll: 8 },
      ]),
    );
    expect(s.result).toEqual({ winner: 'P1' });
  });

  it('W-1 a draw lists only the players who had cars immediately before the resolution', () => {
    let s = playToPlay(makeSetup(3, 1), { firstDriver: 'P1' });
    s = apply(moves(begin(s, 'P1c1'), 'STRAIGHT'), 'wlf.fire', shot('P2c1', 8));
    const before = s;
    const after = {
      ...s,
      cars: {
        ...s.cars,
        P1c1: { ...carOf(s, 'P1c1'), status: 'DESTROYED' as const },
        P3c1: { ...carOf(s, 'P3c1'), status: 'EXPLODED' as const },
      },
    };
    expect(checkEnd(before, after).result).toEqual({ draw: ['P1', 'P3'] });
  });

  it('W-1 checkEnd leaves a game with two or more players alive in PLAY', () => {
    const s = playToPlay(makeSetup(3, 1));
    expect(checkEnd(s, s)).toBe(s);
  });

  it('0.3 a table correction (wlf.adjust) that removes the last opposing car ends the game too', () => {
    const s = apply(playToPlay(makeSetup(2, 1)), 'wlf.adjust', { carId: 'P2c1', status: 'DESTROYED' });
    expect(s.result).toEqual({ winner: 'P1' });
  });

  it('W-1 the RuleSystem outcome is null while the game is running', () => {
    expect(whiteLineFever.outcome?.(playToPlay(makeSetup(2, 1)))).toBeNull();
    expect(whiteLineFever.outcome?.(whiteLineFever.init(makeSetup(2, 1)))).toBeNull();
  });
});
