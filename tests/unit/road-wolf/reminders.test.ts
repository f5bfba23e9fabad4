// Issue 9: results that change the table say what to do with the model (the road-wolf.md status
// sections B9.2, B10.1, B10.3, B10.4, B10.7), in the sheet's reasons and in the log detail.
import { describe, expect, it } from 'vitest';
import type { Outcome } from '../../../src/rules/core/procedure';
import { VEHICLE_STATUS } from '../../../src/rules/road-wolf/data';
import { describeChanges, type RwCommand, wipeoutProcedure } from '../../../src/rules/road-wolf/procedures';
import { apply, car, makeSetup, patch, toPlay } from './helpers';

const setup = makeSetup(2, 2);
const ctx = { setup };
const base = () =>
  toPlay(
    setup,
    {
      P1c1: { type: 'convertible', tokens: [['VETERAN', 'SEAT']] },
      P1c2: { type: 'street_bike' },
      P2c1: { type: 'muscle_car' },
      P2c2: { type: 'roadster' },
    },
    { points: 6 },
  );

function reasons(r: Outcome<RwCommand> | { error: string }): string[] {
  if ('error' in r) throw new Error(r.error);
  return r.reasons;
}

/** P1c1 rams P2c2 and wins without overkill: P2c2 owes a wipeout check. */
function wipeoutDue() {
  let s = apply(base(), 'rw.move', { carId: 'P1c1', mode: 'MOVE' }, setup);
  s = apply(s, 'rw.ram', { defenderId: 'P2c2', attack: [4, 4, 1], defence: [4, 2] }, setup);
  expect(s.pending[0]).toMatchObject({ kind: 'WIPEOUT', carId: 'P2c2' });
  return s;
}

describe('road-wolf physical reminders', () => {
  it('B10 every status reminder is data with the vehicle left as {car}', () => {
    expect(VEHICLE_STATUS.WRECK.reminder).toBe('turn {car} upside down across the road');
    expect(VEHICLE_STATUS.IMMOBILIZED.reminder).toBe('turn {car} to face backwards');
    expect(VEHICLE_STATUS.SKID.reminder).toBe('move {car} 1 stick toward {clock} o’clock');
    for (const row of Object.values(VEHICLE_STATUS)) expect(row.reminder).toContain('{car}');
  });

  it('B9.2 a skid says which way to move the model', () => {
    const r = reasons(wipeoutProcedure.resolve(wipeoutDue(), ctx, { veh: [2, 1], road: [5, 5], skid: [3] }));
    expect(r).toContain('On the table: move Car P2.2 1 stick toward 6 o’clock.');
  });

  it('B10.4 a Spin: face it backwards first, then the skid [R-18]', () => {
    const r = reasons(wipeoutProcedure.resolve(wipeoutDue(), ctx, { veh: [2, 1], road: [5, 1], skid: [1] }));
    expect(r).toContain('Car P2.2 is immobilized.');
    expect(r).toContain('On the table: turn Car P2.2 to face backwards, then move it 1 stick toward 2 o’clock.');
  });

  it('B10.1 a destroyed car becomes a wreck: upside down across the road', () => {
    const s = base();
    const after = patch(s, 'P2c1', { destroyed: true, damage: 3 });
    expect(describeChanges(s, after, ctx)).toContain('On the table: turn Car P2.1 upside down across the road.');
  });

  it('R-29 a destroyed bike leaves the table', () => {
    const s = base();
    const after = patch(s, 'P1c2', { destroyed: true, damage: 1 });
    expect(describeChanges(s, after, ctx)).toContain('On the table: take Car P1.2 off the table.');
  });

  it('B10.3 abandoned gets a skull; crewed again loses it', () => {
    const s = base();
    const abandoned = patch(s, 'P2c2', { abandoned: true, driverSeat: null });
    expect(describeChanges(s, abandoned, ctx)).toContain('On the table: put a skull by Car P2.2.');
    expect(describeChanges(abandoned, s, ctx)).toContain('On the table: take the skull away from Car P2.2.');
  });

  it('B10.4 turning around: face it forward again', () => {
    const s = patch(base(), 'P1c1', { immobilized: true });
    const after = apply(s, 'rw.turnAround', { carId: 'P1c1' }, setup);
    expect(car(after, 'P1c1').immobilized).toBe(false);
    expect(describeChanges(s, after, ctx)).toContain('On the table: turn Car P1.1 to face forward.');
  });

  it('B10.7 leaving the board: off the table', () => {
    const s = base();
    const after = patch(s, 'P2c1', { offBoard: 'END' });
    expect(describeChanges(s, after, ctx)).toContain('On the table: take Car P2.1 off the table.');
  });

  it('B10.1 nothing to handle, nothing said', () => {
    const s = base();
    expect(describeChanges(s, patch(s, 'P2c1', { damage: 1 }), ctx).join(' ')).not.toMatch(/On the table/);
  });
});
