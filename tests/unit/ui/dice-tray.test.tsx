// The dice tray's result card and log line (src/ui/dice): the total leads the card, big pools get
// compact faces, and a roll reads the same in the tray as in the game log.

import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { describeCore, type RollPayload } from '../../../src/game/core-commands';
import type { Setup } from '../../../src/rules/core/model';
import { COMPACT_FROM, RollResult } from '../../../src/ui/dice/roll-result';
import { rollText } from '../../../src/ui/dice/roll-text';

const SETUP: Setup = { players: [{ id: 'p-ann', name: 'Ann' } as Setup['players'][number]], cars: [], houseRules: {} };
const roll = (pools: RollPayload['pools'], extra: Partial<RollPayload> = {}): RollPayload => ({
  purpose: '',
  pools,
  source: 'app',
  ...extra,
});
const card = (r: RollPayload) => renderToString(<RollResult roll={r} />);
const faces = (h: string) => [...h.matchAll(/<span class="face">(\d+)<\/span>/g)].map((m) => Number(m[1]));

describe('rollText: the game log’s words', () => {
  const cases: RollPayload[] = [
    roll([{ sides: 20, faces: [10, 3, 17] }]),
    roll([{ sides: 6, faces: [4, 2] }], { purpose: 'Ram' }),
    roll(
      [
        { sides: 8, faces: [7] },
        { sides: 6, faces: [3, 3, 1] },
      ],
      { source: 'typed' },
    ),
  ];
  it('is exactly what the game log writes for the same roll', () => {
    for (const r of cases) expect(rollText(r)).toBe(describeCore({ type: 'dice.roll', payload: r, at: 1 }, SETUP));
  });
  it('reads "Roll: 3D20 10 3 17" (no arrow of the tray’s own), purpose and table dice included', () => {
    expect(cases.map(rollText)).toEqual(['Roll: 3D20 10 3 17', 'Ram: 2D6 4 2', 'Roll: D8 7 · 3D6 3 3 1 (table dice)']);
  });
});

describe('RollResult', () => {
  it('puts the total before the faces, on the line that names the pool', () => {
    const h = card(roll([{ sides: 20, faces: [10, 3, 17] }], { purpose: 'Ram' }));
    expect(h).toContain('<span class="total">Total 30</span>');
    expect(h.indexOf('Total 30')).toBeLessThan(h.indexOf('class="face"'));
    expect(h).toMatch(/<span class="tray-result-what"><strong>Ram: <\/strong>3D20<\/span>/);
    expect(faces(h)).toEqual([10, 3, 17]);
  });

  it('one die: the face alone, no total', () => {
    const h = card(roll([{ sides: 6, faces: [5] }]));
    expect(h).not.toContain('Total');
    expect(faces(h)).toEqual([5]);
    expect(h).toContain('>D6<');
  });

  it(`full-size faces up to ${COMPACT_FROM - 1} dice, compact ones from ${COMPACT_FROM} (20D6 fits under Roll at 360x640)`, () => {
    expect(COMPACT_FROM).toBe(9);
    const eight = card(roll([{ sides: 8, faces: [1, 2, 3, 4, 5, 6, 7, 8] }]));
    expect(eight).toContain('class="faces"');
    expect(eight).not.toContain('compact');
    const twenty = Array.from({ length: 20 }, (_, i) => (i % 6) + 1);
    const big = card(roll([{ sides: 6, faces: twenty }]));
    expect(big).toContain('class="faces compact"');
    expect(faces(big)).toEqual(twenty);
    expect(big).toContain('Total 66');
  });

  it('mixed pools: one group of faces per pool, named, and one total over all the dice', () => {
    const h = card(
      roll(
        [
          { sides: 8, faces: [7] },
          { sides: 6, faces: [3, 3, 1] },
        ],
        { source: 'typed' },
      ),
    );
    expect(h).toContain('D8 + 3D6 (table dice)');
    expect(h).toContain('role="group" aria-label="D8"');
    expect(h).toContain('role="group" aria-label="3D6"');
    expect(h).toContain('Total 14');
    expect(faces(h)).toEqual([7, 3, 3, 1]);
  });

  it('is the live region the player’s screen reader hears, named "Result"', () => {
    expect(card(roll([{ sides: 6, faces: [2] }]))).toMatch(
      /^<section class="result tray-result" aria-live="polite" aria-label="Result">/,
    );
  });
});
