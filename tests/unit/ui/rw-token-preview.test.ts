// Issue 39: a sheet opened to use a face-down token sees it as shown on the owner's phone only;
// the state the table holds is not touched, so closing the sheet leaves the token face down.
import { describe, expect, it } from 'vitest';
import { hiddenTokens } from '../../../src/rules/road-wolf/table-view';
import { shownOnApply, tokenStart, withTokenShown } from '../../../src/ui/systems/road-wolf/rw-token-preview';
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

describe('tokenStart: what a use tapped in the owner’s panel starts (issue 39)', () => {
  const setup2 = makeSetup(2, 1);
  const s2 = toPlay(
    setup2,
    {
      P1c1: { type: 'truck_4x4', tokens: [['NITRO'], ['SHOTGUN'], ['GUNNER', 'PASSENGER']] },
      P2c1: { type: 'coupe' },
    },
    { points: 12 },
  );
  const rows = hiddenTokens(s2, 'P1').filter((t) => t.use);

  it('a misclick shows nothing: every use opens a sheet or asks first, none sends a command on its first tap', () => {
    expect(rows.map((t) => t.kind).sort()).toEqual(['GUNNER', 'NITRO', 'SHOTGUN']);
    for (const t of rows) {
      const start = tokenStart(t);
      expect(start, t.kind).not.toBeNull();
      if (start && 'sheet' in start)
        expect(start.initial.token, `${t.kind}: the sheet knows its token`).toBe(t.tokenId);
      else expect(start?.ask, `${t.kind}: asks before it is sent`).toBeTruthy();
    }
  });

  it('the Nitro, which has no sheet, asks “Fire the Nitro now?” and only then moves with its token', () => {
    const nitro = rows.find((t) => t.kind === 'NITRO')!;
    expect(tokenStart(nitro)).toEqual({
      ask: 'Fire the Nitro now? The table sees it.',
      yes: 'Fire the Nitro',
      command: { type: 'rw.move', payload: { carId: 'P1c1', mode: 'NITRO', onRoad: true, tokenId: nitro.tokenId } },
    });
  });
});
