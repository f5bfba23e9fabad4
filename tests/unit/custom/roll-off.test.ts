// Issue 41: an order's tie roll-off is a guided roll like every other, so the table's dice can be
// typed; its row says it was a roll-off and shows each one's dice in turn.
import { describe, expect, it } from 'vitest';
import { describeCommand, initialState, makeReducer } from '../../../src/game/game-reducer';
import type { Answers } from '../../../src/rules/core/procedure';
import custom from '../../../src/rules/custom';
import type { CsState } from '../../../src/rules/custom/model';
import { orderRollOff } from '../../../src/rules/custom/procedures';
import { apply, starter, table } from './helpers';

/** Hull and Hazards (turns by car, highest Gear first): Red Fury (Ann) and Viper (Bo), both in Gear 1. */
function start() {
  const setup = table(starter('hull-and-hazards'), 2, 1);
  return { setup, s: initialState(custom, setup), ctx: { setup } };
}

describe('issue 41: the order’s roll-off, typed from the table’s dice', () => {
  it('asks a D6 each of those tied, then again of those still tied, and settles the order', () => {
    const { s, ctx } = start();
    const sys = s.sys as CsState;
    expect(orderRollOff.ask(sys, ctx, {}).map((q) => q.id)).toEqual(['off.0.ann1', 'off.0.bo1']);
    const a: Answers = { 'off.0.ann1': [6], 'off.0.bo1': [6] };
    expect(orderRollOff.ask(sys, ctx, a).map((q) => [q.id, q.label])).toEqual([
      ['off.0.ann1', 'Red Fury'],
      ['off.0.bo1', 'Viper'],
      ['off.1.ann1', 'Red Fury (tied: roll again)'],
      ['off.1.bo1', 'Viper (tied: roll again)'],
    ]);
    expect(orderRollOff.resolve(sys, ctx, a)).toEqual({ error: 'Still needed: Red Fury (tied: roll again).' });
    const out = orderRollOff.resolve(sys, ctx, { ...a, 'off.1.ann1': [1], 'off.1.bo1': [2] });
    if ('error' in out) throw new Error(out.error);
    expect(out.command).toEqual({ type: 'cs.next', payload: { rolls: { ann1: [6, 1], bo1: [6, 2] } } });
    expect(out.summary).toBe('Round 1: Viper first');
    expect(out.reasons).toEqual(['Roll-off, tied on Gear: Red Fury 6 then 1, Viper 6 then 2.']);
  });

  it('the row of the round it starts says it was a roll-off, on what, and each one’s dice in turn', () => {
    const { s, setup, ctx } = start();
    const out = orderRollOff.resolve(s.sys as CsState, ctx, {
      'off.0.ann1': [6],
      'off.0.bo1': [6],
      'off.1.ann1': [1],
      'off.1.bo1': [2],
    });
    if ('error' in out) throw new Error(out.error);
    const c = { ...out.command, at: 1 };
    expect(describeCommand(custom, c, setup, s)).toBe(
      'Round 1, Viper first (roll-off, tied on Gear: Red Fury 6 then 1, Viper 6 then 2)',
    );
    const after = makeReducer(custom, setup)(s, c).sys as CsState;
    expect(after.turn.order).toEqual(['bo1', 'ann1']);
  });

  it('is refused mid-round and when no one is tied', () => {
    const { s, setup, ctx } = start();
    const sys = apply(s.sys as CsState, 'cs.next', { rolls: { ann1: [5], bo1: [2] } }, setup);
    expect(orderRollOff.resolve(sys, ctx, {})).toEqual({
      error: 'The round is not over: the order is rolled off at the start of the next one.',
    });
    const shifted = apply(
      apply(sys, 'cs.track', { carId: 'ann1', tracker: 'gear', to: 3 }, setup),
      'cs.next',
      {},
      setup,
    );
    expect(orderRollOff.resolve(shifted, ctx, {})).toEqual({
      error: 'No one is tied for the order: nothing to roll off.',
    });
  });
});
