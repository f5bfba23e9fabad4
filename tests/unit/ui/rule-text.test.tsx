// Citations in rules text ("[CC-A16]") stay on one line: at 360 px one broke at its hyphen.

import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { RuleText } from '../../../src/ui/components/rule-text';

const html = (text: string) => renderToString(<RuleText text={text} />);

describe('RuleText', () => {
  it('keeps each bracketed citation in one nowrap span and the rest as it was', () => {
    expect(html('Mines are laid during the move [B8.11].')).toBe(
      'Mines are laid during the move <span class="nowrap">[B8.11]</span>.',
    );
    expect(html('Out of reach [CC-A16, CC-A18]; roll again [R-10].')).toBe(
      'Out of reach <span class="nowrap">[CC-A16, CC-A18]</span>; roll again <span class="nowrap">[R-10]</span>.',
    );
  });

  it('keeps a spec id in parentheses after a name whole ("(CC-/A06)" broke at 360 in the house rules table)', () => {
    expect(html('Turns counted on (CC-A06)')).toBe('Turns counted on <span class="nowrap">(CC-A06)</span>');
    expect(html('Traits (A5.1)')).toBe('Traits <span class="nowrap">(A5.1)</span>');
    expect(html('Spin-outs (W-4)')).toBe('Spin-outs <span class="nowrap">(W-4)</span>');
    expect(html('A car (a Street car) moves')).toBe('A car (a Street car) moves');
  });

  it('draws each piece with render, the citation inside its span (the reference highlights matches)', () => {
    const out = renderToString(<RuleText text="Traits (A5.1)" render={(t) => <b>{t}</b>} />);
    expect(out).toBe('<b>Traits </b><span class="nowrap"><b>(A5.1)</b></span>');
  });

  it('leaves text without a citation, and brackets that are not one, untouched', () => {
    expect(html('Hit Blue Bolt')).toBe('Hit Blue Bolt');
    expect(html('Dice [1 2 3] entered')).toBe('Dice [1 2 3] entered');
  });
});
