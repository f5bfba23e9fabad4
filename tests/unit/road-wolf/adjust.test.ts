import { describe, expect, it } from 'vitest';
import roadWolf from '../../../src/rules/road-wolf';
import { apply, buildForces, car, makeSetup, refused, toPlay } from './helpers';

const setup = makeSetup(2, 1);
const base = () => toPlay(setup, { P1c1: { type: 'roadster' }, P2c1: { type: 'muscle_car' } }, { points: 3 });

describe('rw.adjust: a table correction of damage (conventions 0.3)', () => {
  it('marks and clears a hit, logged as a correction', () => {
    let s = apply(base(), 'rw.adjust', { carId: 'P2c1', damage: 1 }, setup);
    expect(car(s, 'P2c1').damage).toBe(1);
    s = apply(s, 'rw.adjust', { carId: 'P2c1', damage: 0 }, setup);
    expect(car(s, 'P2c1').damage).toBe(0);
    expect(roadWolf.describe({ type: 'rw.adjust', payload: { carId: 'P2c1', damage: 2 }, at: 0 }, setup)).toBe(
      'Car P2.1 corrected to 2 damage (table correction)',
    );
  });

  it('works in any player’s turn and while a check is pending', () => {
    let s = apply(base(), 'rw.move', { carId: 'P1c1', mode: 'MOVE' }, setup);
    s = apply(s, 'rw.adjust', { carId: 'P1c1', damage: 1 }, setup);
    expect(car(s, 'P1c1').damage).toBe(1);
    expect(s.pending[0]?.kind).toBe('MOVE');
  });

  it('B10.1: damage reaching the size destroys the vehicle and can end the game', () => {
    const s = apply(base(), 'rw.adjust', { carId: 'P2c1', damage: 3 }, setup);
    expect(car(s, 'P2c1')).toMatchObject({ damage: 3, destroyed: true, driverSeat: null });
    expect(s.phase).toBe('ENDED');
    expect(s.result).toMatchObject({ winnerSide: 'P1', by: 'LAST_SIDE' });
  });

  it('refuses out-of-range, no-op, destroyed and pre-game corrections', () => {
    refused(base(), 'rw.adjust', { carId: 'P2c1', damage: 4 }, setup);
    refused(base(), 'rw.adjust', { carId: 'P2c1', damage: -1 }, setup);
    refused(base(), 'rw.adjust', { carId: 'P2c1', damage: 0 }, setup, /already/);
    refused(base(), 'rw.adjust', { carId: 'nope', damage: 1 }, setup);
    refused(
      buildForces(setup, { P1c1: { type: 'roadster' }, P2c1: { type: 'coupe' } }, { points: 3 }),
      'rw.adjust',
      { carId: 'P1c1', damage: 1 },
      setup,
      /during play/,
    );
    const setup3 = makeSetup(3, 1);
    let s = toPlay(
      setup3,
      { P1c1: { type: 'roadster' }, P2c1: { type: 'coupe' }, P3c1: { type: 'coupe' } },
      { points: 3 },
    );
    s = apply(s, 'rw.adjust', { carId: 'P2c1', damage: 2 }, setup3);
    expect(car(s, 'P2c1').destroyed).toBe(true);
    refused(s, 'rw.adjust', { carId: 'P2c1', damage: 1 }, setup3, /undo/);
  });
});
