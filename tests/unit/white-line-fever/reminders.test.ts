// Issue 9: every result that changes the table says what to do with the model (A2.1 "Physical
// reminder"), both in the guided sheet's reasons and in what describeChanges gives the log.
import { describe, expect, it } from 'vitest';
import type { Outcome } from '../../../src/rules/core/procedure';
import { reduceWlf } from '../../../src/rules/white-line-fever/commands';
import { CONDITIONS, conditionRow, fillReminder } from '../../../src/rules/white-line-fever/data';
import type { WlfState } from '../../../src/rules/white-line-fever/model';
import {
  collisionProcedure,
  describeChanges,
  fireProcedure,
  spunOut,
  type WlfCommand,
} from '../../../src/rules/white-line-fever/procedures';
import { initialState } from '../../../src/rules/white-line-fever/rules';
import { apply, begin, carOf, makeSetup, moves, playToPlay, winPass } from './helpers';

const setup = makeSetup(3, 2);
const ctx = { setup };
const base = () =>
  moves(begin(playToPlay(setup, { speeds: { P1c1: 4, P2c1: 6, P3c1: 3 }, firstDriver: 'P1' }), 'P1c1'), 'STRAIGHT');

function reasons(r: Outcome<WlfCommand> | { error: string }): string[] {
  if ('error' in r) throw new Error(r.error);
  return r.reasons;
}

/** The fire sheet's pick of a result as rolled (W-8 outcome choice, issue 9), no range or back shot declared. */
const asRolled = (result: string, flipped = false) => ({
  pick: `${result}|${flipped ? 'HELPLESS0' : ''}`,
});

function flip(s: WlfState, id: string): WlfState {
  return { ...s, cars: { ...s.cars, [id]: { ...carOf(s, id), flipped: true } } };
}

describe('A2.1 physical reminders in the data', () => {
  it('A2.1 every condition row carries its reminder, and the reference text is made from it', () => {
    expect(conditionRow('SPIN_OUT').reminder).toBe('turn {car} to face the other way');
    expect(conditionRow('FLIP_OVER').reminder).toBe('turn {car} upside down');
    expect(conditionRow('DESTROY').reminder).toBe('take {car} off the table');
    expect(conditionRow('EXPLODE').reminder).toBe('take {car} off the table');
    for (const c of CONDITIONS) expect(c.onTable.toLowerCase()).toContain(fillReminder(c.reminder, 'the car', 'its'));
  });
});

describe('A2.1 the fire sheet says what to do with the model', () => {
  it('A2.1 SPIN_OUT: turn it to face the other way, and set the speed die', () => {
    const r = reasons(fireProcedure.resolve(base(), ctx, { target: 'P3c1', raw: [5], ...asRolled('SPIN_OUT') }));
    expect(r).toContain('On the table: turn Car P3.1 to face the other way, then set its speed die to 2.');
  });

  it('A2.1 SPIN_OUT at speed 1 still turns the model (no state changes, the command says so)', () => {
    let s = base();
    s = { ...s, cars: { ...s.cars, P3c1: { ...carOf(s, 'P3c1'), speed: 1 } } };
    const r = reasons(fireProcedure.resolve(s, ctx, { target: 'P3c1', raw: [2], ...asRolled('SPIN_OUT') }));
    expect(r).toContain('On the table: turn Car P3.1 to face the other way.');
  });

  it('A2.1 FLIP_OVER: turn it upside down', () => {
    const r = reasons(fireProcedure.resolve(base(), ctx, { target: 'P3c1', raw: [3], ...asRolled('FLIP_OVER') }));
    expect(r).toContain('Car P3.1 flips over.');
    expect(r).toContain('On the table: turn Car P3.1 upside down, then set its speed die to 1.');
  });

  it('A2.1 FLIP_OVER on a flipped car destroys it: take it off the table (and nothing else)', () => {
    const r = reasons(
      fireProcedure.resolve(flip(base(), 'P3c1'), ctx, { target: 'P3c1', raw: [3], ...asRolled('FLIP_OVER', true) }),
    );
    expect(r).toContain('On the table: take Car P3.1 off the table.');
    expect(r.join(' ')).not.toMatch(/upside down/);
  });

  it('A2.1 DESTROY: take it off the table', () => {
    const r = reasons(fireProcedure.resolve(base(), ctx, { target: 'P2c1', raw: [7], ...asRolled('DESTROY') }));
    expect(r).toContain('On the table: take Car P2.1 off the table.');
  });

  it('A4.10 EXPLODE: the target off the table, each blast victim told its own reminder', () => {
    const r = reasons(
      fireProcedure.resolve(base(), ctx, {
        target: 'P2c1',
        raw: [8],
        'facts.P2c1': 'short',
        pick: 'EXPLODE|SHORT_RANGE1',
        blast: ['P3c1', 'P1c2'],
        'blast.P3c1': [5],
        'blast.P1c2': [7],
      }),
    );
    expect(r).toContain('On the table: take Car P2.1 off the table.');
    expect(r).toContain('On the table: turn Car P3.1 to face the other way, then set its speed die to 2.');
    expect(r).toContain('On the table: take Car P1.2 off the table.');
  });

  it('A4.8 a miss changes nothing on the table and says nothing about models', () => {
    const r = reasons(fireProcedure.resolve(base(), ctx, { target: 'P2c1', raw: [2] }));
    expect(r.join(' ')).not.toMatch(/On the table/);
  });
});

describe('A4.11 collisions', () => {
  it('A4.11 obstacle: the car turns round, then upside down', () => {
    const r = reasons(collisionProcedure.resolve(base(), ctx, { kind: 'OBSTACLE' }));
    expect(r).toContain(
      'On the table: turn Car P1.1 to face the other way, then turn it upside down, then set its speed die to 1.',
    );
  });

  it('W-14 car into car: every car turns round; the loser also goes upside down', () => {
    const s = base();
    const r = reasons(
      collisionProcedure.resolve(s, ctx, { kind: 'CAR', cars: ['P2c1'], 'ro.0.P1c1': [6], 'ro.0.P2c1': [2] }),
    );
    expect(r).toContain('On the table: turn Car P1.1 to face the other way, then set its speed die to 3.');
    expect(r).toContain(
      'On the table: turn Car P2.1 to face the other way, then turn it upside down, then set its speed die to 3.',
    );
  });

  it('A4.11 spunOut reads the cars from the command', () => {
    const s = base();
    expect([...spunOut(s, { type: 'wlf.collision', payload: { kind: 'CAR', carIds: ['P2c1', 'P3c1'] } })]).toEqual([
      'P1c1',
      'P2c1',
      'P3c1',
    ]);
    expect([...spunOut(s, { type: 'wlf.fire', payload: { targetId: 'P2c1', outcome: 'MISS' } })]).toEqual([]);
  });
});

describe('0.3 corrections and step 1 in describeChanges (the log detail)', () => {
  it('A4.4 restoring a flipped car: turn it back onto its wheels', () => {
    const s0 = flip(playToPlay(setup, { firstDriver: 'P1' }), 'P1c1');
    const cmd = { type: 'wlf.restore', payload: { carId: 'P1c1' } };
    const after = reduceWlf(s0, { ...cmd, at: 1 }, setup);
    expect(describeChanges(s0, after, ctx, cmd)).toContain('On the table: turn Car P1.1 back onto its wheels.');
  });

  it('0.3 a correction that puts a destroyed car back says so, with its speed die', () => {
    const s0 = apply(base(), 'wlf.adjust', { carId: 'P2c1', status: 'DESTROYED' });
    const cmd = { type: 'wlf.adjust', payload: { carId: 'P2c1', status: 'ON_TABLE', speed: 2 } };
    const after = reduceWlf(s0, { ...cmd, at: 1 }, setup);
    expect(describeChanges(s0, after, ctx, cmd)).toEqual([
      'Car P2.1 is back on the table.',
      'On the table: put Car P2.1 back on the table, then set its speed die to 2.',
    ]);
  });

  it('A4.2 placing a car says its speed and its speed die, not "back on the table"', () => {
    const players = setup.players.map((p) => p.id);
    let before = apply(initialState(setup), 'wlf.deployment', { deployment: 'ARENA', by: 'AGREEMENT' });
    before = apply(before, 'wlf.placementOrder', { passes: [winPass(players, 'P1')], first: 'P1' });
    const cmd = { type: 'wlf.place', payload: { carId: 'P1c1', speed: 4, rolled: false } };
    const after = reduceWlf(before, { ...cmd, at: 1 }, setup);
    expect(describeChanges(before, after, ctx, cmd)).toEqual([
      'Car P1.1 is on the table at speed 4.',
      'On the table: set Car P1.1’s speed die to 4.',
    ]);
  });
});
