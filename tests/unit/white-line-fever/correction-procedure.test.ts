// Issue 9 / spec 0.3: White Line Fever table corrections as a guided procedure (the same sheet as
// every roll): pick the car, set status, speed and side; Apply records one wlf.adjust with only
// what changed, and the outcome says what to do with the model.
import { describe, expect, it } from 'vitest';
import type { Outcome, Question } from '../../../src/rules/core/procedure';
import { describeWlf } from '../../../src/rules/white-line-fever';
import { reduceWlf } from '../../../src/rules/white-line-fever/commands';
import { correctionProcedure } from '../../../src/rules/white-line-fever/corrections';
import type { WlfCommand } from '../../../src/rules/white-line-fever/procedures';
import { initialState } from '../../../src/rules/white-line-fever/rules';
import { apply, begin, makeSetup, moves, playToPlay } from './helpers';

const setup = makeSetup(2, 2);
const ctx = { setup };
const base = () =>
  moves(begin(playToPlay(setup, { speeds: { P1c1: 4, P2c1: 3 }, firstDriver: 'P1' }), 'P1c1'), 'STRAIGHT');
const ids = (qs: Question[]) => qs.map((q) => q.id);

function ok(r: Outcome<WlfCommand> | { error: string }): Outcome<WlfCommand> {
  if ('error' in r) throw new Error(r.error);
  return r;
}

describe('0.3 correctionProcedure', () => {
  it('0.3 asks the car, then status, speed and side pre-filled from the state', () => {
    const s = base();
    expect(ids(correctionProcedure.ask(s, ctx, {}))).toEqual(['car']);
    const qs = correctionProcedure.ask(s, ctx, { car: 'P2c1' });
    expect(ids(qs)).toEqual(['car', 'status', 'speed', 'flipped']);
    expect(qs.map((q) => ('default' in q ? q.default : undefined))).toEqual([undefined, 'ON_TABLE', '3', false]);
  });

  it('0.3 a car off the table is asked only its status', () => {
    expect(ids(correctionProcedure.ask(base(), ctx, { car: 'P2c1', status: 'DESTROYED' }))).toEqual(['car', 'status']);
  });

  it('0.3 nothing changed: Apply has nothing to record, and it is not a refusal (issue 41: not red)', () => {
    expect(correctionProcedure.resolve(base(), ctx, { car: 'P2c1' })).toEqual({
      error: 'Nothing changed yet: set what the table shows.',
      notYet: true,
    });
  });

  it('0.3 records only what changed, logged as a correction, and says what to do with the model', () => {
    const s = base();
    const out = ok(correctionProcedure.resolve(s, ctx, { car: 'P2c1', speed: '5', flipped: true }));
    expect(out.command).toEqual({ type: 'wlf.adjust', payload: { carId: 'P2c1', speed: 5, flipped: true } });
    expect(out.reasons).toContain('On the table: turn Car P2.1 upside down, then set its speed die to 5.');
    const c = { ...out.command, at: 1 };
    const next = reduceWlf(s, c, setup);
    expect(next.cars.P2c1).toMatchObject({ speed: 5, flipped: true });
    expect(describeWlf(c, setup)).toBe('Car P2.1 corrected: speed 5, flipped');
  });

  it('0.3/W-13 removing the active car by correction ends its round, and the sheet says so', () => {
    const out = ok(correctionProcedure.resolve(base(), ctx, { car: 'P1c1', status: 'DESTROYED' }));
    expect(out.command.payload).toEqual({ carId: 'P1c1', status: 'DESTROYED' });
    expect(out.reasons).toContain('On the table: take Car P1.1 off the table.');
    expect(out.reasons).toContain('The round ends: the active car is gone.');
  });

  it('0.3 a destroyed car can be put back', () => {
    const s = apply(base(), 'wlf.adjust', { carId: 'P2c1', status: 'DESTROYED' });
    const out = ok(correctionProcedure.resolve(s, ctx, { car: 'P2c1', status: 'ON_TABLE' }));
    expect(out.command.payload).toEqual({ carId: 'P2c1', status: 'ON_TABLE' });
    expect(out.reasons).toContain('On the table: put Car P2.1 back on the table, then set its speed die to 3.');
  });

  it('0.3 corrections are for play: refused during setup', () => {
    const r = correctionProcedure.resolve(initialState(setup), ctx, { car: 'P1c1' });
    expect(r).toHaveProperty('error');
  });
});

describe('0.3 correction summary', () => {
  it('0.3 the summary line is the change itself', () => {
    expect(ok(correctionProcedure.resolve(base(), ctx, { car: 'P2c1', speed: '5' })).summary).toBe(
      'Car P2.1: speed 3 → 5',
    );
    expect(ok(correctionProcedure.resolve(base(), ctx, { car: 'P2c1', status: 'EXPLODED' })).summary).toBe(
      'Car P2.1 explodes',
    );
  });
});
