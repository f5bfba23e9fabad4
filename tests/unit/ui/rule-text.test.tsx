// Citations in rules text ("[CC-A16]") stay on one line: at 360 px one broke at its hyphen.
import { describe, it, expect } from 'vitest';
import { renderToString } from 'preact-render-to-string';
import { RuleText } from '../../../src/ui/components/rule-text';

const html = (text: string) => renderToString(<RuleText text={text} />);

describe('RuleText', () => {
  it('keeps each bracketed citation in one nowrap span and the rest as it was', () => {
    expect(html('Mines are laid during the move [B8.11].')).toBe('Mines are laid during the move <span class="nowrap">[B8.11]</span>.');
    expect(html('Out of reach [CC-A16, CC-A18]; roll again [R-10].')).toBe(
      'Out of reach <span class="nowrap">[CC-A16, CC-A18]</span>; roll again <span class="nowrap">[R-10]</span>.',
    );
  });

  it('leaves text without a citation, and brackets that are not one, untouched', () => {
    expect(html('Hit Blue Bolt')).toBe('Hit Blue Bolt');
    expect(html('Dice [1 2 3] entered')).toBe('Dice [1 2 3] entered');
  });
});
