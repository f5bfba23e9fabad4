// Issue 40: roll-offs of every system carry, per die, the player who throws it (the participant
// itself, or a car's owner), so in live play each player rolls on their own phone.
import { describe, expect, it } from 'vitest';
import { rollOffQuestions } from '../../../src/rules/core/roll-off';
import { placementOrderProcedure } from '../../../src/rules/white-line-fever/procedures';
import { initialState } from '../../../src/rules/white-line-fever/rules';
import { apply, makeSetup } from '../white-line-fever/helpers';

describe('roll-off dice carry their player', () => {
  it('rollOffQuestions names each die’s player when told whose it is, and no one otherwise', () => {
    const spec = { sides: 6 as const, dice: 1 };
    const withPlayer = rollOffQuestions(
      ['c1', 'c2'],
      {},
      'ro',
      spec,
      (id) => id,
      (id) => id,
      (id) => (id === 'c1' ? 'ann' : undefined),
    ).qs;
    expect(withPlayer.map((q) => (q.kind === 'dice' ? q.player : null))).toEqual(['ann', undefined]);
    const plain = rollOffQuestions(
      ['c1'],
      {},
      'ro',
      spec,
      (id) => id,
      (id) => id,
    ).qs;
    expect(plain.every((q) => q.kind === 'dice' && !('player' in q))).toBe(true);
  });

  it('W-2 / A4.2 placement roll-off: each player’s D8 is that player’s', () => {
    const setup = makeSetup(3, 2);
    const s = apply(initialState(setup), 'wlf.deployment', { deployment: 'ARENA', by: 'AGREEMENT' });
    const qs = placementOrderProcedure.ask(s, { setup }, {});
    expect(qs.map((q) => (q.kind === 'dice' ? q.player : null))).toEqual(['P1', 'P2', 'P3']);
  });
});
