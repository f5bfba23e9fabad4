import { describe, expect, it } from 'vitest';
import { markerVisible } from '../../../src/rules/core/track';
import { endsTrackSlots } from '../../../src/ui/components/track-slots';

const KINDS = { START: 'ST', END: 'DT' };

describe('B2 a two-ended track as Track slots', () => {
  it('B3.2 a street engine with 2 ST and 1 DT: speeds over the slots, +ST on every AZ, tokens from both ends', () => {
    const slots = endsTrackSlots({ n: 5, start: 2, end: 1 }, KINDS, {
      markers: [1, 2, 3, 4, 5],
      labels: [2, 4, 7, 11, 14],
    });
    expect(slots).toEqual([
      { token: 'ST', label: '2', marker: '+ST' },
      { token: 'ST', label: '4', marker: '+ST' },
      { token: null, label: '7', marker: '+ST' },
      { token: null, label: '11', marker: '+ST' },
      { token: 'DT', label: '14', marker: '+ST' },
    ]);
  });

  it('B2 a marker is drawn exactly where the rules call it visible (an empty slot)', () => {
    const t = { n: 4, start: 1, end: 2 };
    const slots = endsTrackSlots(t, KINDS, { markers: [1, 2, 3, 4] });
    expect(slots.map((s) => s.token === null && s.marker !== undefined)).toEqual(
      [1, 2, 3, 4].map((p) => markerVisible(t, p)),
    );
  });

  it('B3.1 a weapon prints no symbols and no speeds', () => {
    expect(endsTrackSlots({ n: 2, start: 0, end: 1 }, KINDS)).toEqual([{ token: null }, { token: 'DT' }]);
  });
});
