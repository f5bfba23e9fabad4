// Dice no player throws (an app-run enemy's, R-44): the app's Roll comes first and is the primary
// button; the pad is still there for a table that throws for it. A player's dice keep the pad first.

import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { APP_ROLLER } from '../../../src/rules/core/procedure';
import { DiceQuestion } from '../../../src/ui/procedure/dice-question';

const html = (roller: string) =>
  renderToString(
    <DiceQuestion
      q={{ kind: 'dice', id: 'att', label: 'The enemy bike attacks', count: 3, sides: 6, roller }}
      value={undefined}
      onAnswer={() => {}}
    />,
  );

describe('DiceQuestion: who throws', () => {
  it('R-44 app-run dice: "Roll 3D6" is the primary button, above the pad', () => {
    const h = html(APP_ROLLER);
    expect(h).toContain('the app rolls');
    expect(h).toMatch(/<button type="button" class="grow primary">Roll 3D6<\/button>/);
    expect(h.indexOf('Roll 3D6')).toBeLessThan(h.indexOf('class="pad'));
    expect(h).toContain('Or tap the faces thrown for it:');
  });

  it('a player’s dice: the pad first, then "Roll 3D6 for me", not primary', () => {
    const h = html('Ann');
    expect(h).toMatch(/<button type="button" class="grow">Roll 3D6 for me<\/button>/);
    expect(h.indexOf('class="pad')).toBeLessThan(h.indexOf('Roll 3D6'));
    expect(h).not.toContain('Or tap the faces');
  });
});

describe('DiceQuestion: issue 40', () => {
  const q = { kind: 'dice' as const, id: 'def', label: 'Vandal defends', count: 2, sides: 6 as const, roller: 'Bo' };
  it('another player’s dice entered on this phone say whose they are: "Roll 2D6 for Bo"', () => {
    const h = renderToString(<DiceQuestion q={q} value={undefined} onAnswer={() => {}} forName="Bo" />);
    expect(h).toContain('Roll 2D6 for Bo');
    expect(h).not.toContain('for me');
  });

  it('dice kept from before a change that no longer fit are shown and asked about (keep the first, or clear), never dropped', () => {
    const h = renderToString(<DiceQuestion q={q} value={[6, 5, 3]} onAnswer={() => {}} />);
    expect(h).toContain('Entered before the change: <strong>6 5 3</strong>. This roll takes 2');
    expect(h).toContain('Keep 6 5');
    expect(h).toContain('aria-label="Clear Vandal defends"');
    expect(h).not.toContain('class="pad');
  });
});
