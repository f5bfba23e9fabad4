// Issue 39: a sheet opened to use a face-down token sees it as shown on the owner's phone only;
// the state the table holds is not touched, so closing the sheet leaves the token face down.
import { describe, expect, it } from 'vitest';
import { shownOnApply, withTokenShown } from '../../../src/ui/systems/road-wolf/rw-token-preview';
import { makeSetup, tokenOf, toPlay } from '../road-wolf/helpers';

const setup = makeSetup(2, 1);
const s = toPlay(setup, { P1c1: { type: 'truck_4x4', tokens: [['SPIKES']] }, P2c1: { type: 'coupe' } }, { points: 3 });

describe('withTokenShown / shownOnApply (issue 39)', () => {
  it('counts the picked face-down token as shown in a copy, and says what Apply will show', () => {
    const id = tokenOf(s, 'P1c1', 'SPIKES');
    const frozen = JSON.stringify(s);
    const seen = withTokenShown(s, id);
    expect(seen.tokens[id]!.revealed).toBe(true);
    expect(s.tokens[id]!.revealed).toBe(false);
    expect(JSON.stringify(s)).toBe(frozen);
    expect(shownOnApply(s, id)).toBe('Apply shows your Spikes to the table.');
  });

  it('leaves the state alone without a token, for an unknown one, or one already shown', () => {
    const id = tokenOf(s, 'P1c1', 'SPIKES');
    expect(withTokenShown(s, undefined)).toBe(s);
    expect(withTokenShown(s, 'nope')).toBe(s);
    const shown = withTokenShown(s, id);
    expect(withTokenShown(shown, id)).toBe(shown);
    expect(shownOnApply(shown, id)).toBeNull();
    expect(shownOnApply(s, undefined)).toBeNull();
  });
});
