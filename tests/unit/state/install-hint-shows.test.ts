import { describe, expect, it } from 'vitest';
import { installHintShows } from '../../../src/state/install-hint-shows';

describe('the install hint (issue 16, shown from issue 15 on only once a game exists)', () => {
  it('a first visit (no game yet) does not show it', () => {
    expect(installHintShows(false, {}, false)).toBe(false);
    expect(installHintShows(undefined, null, false)).toBe(false);
  });
  it('a browser tab with a saved game shows it', () => {
    expect(installHintShows(false, {}, true)).toBe(true);
    expect(installHintShows(undefined, undefined, true)).toBe(true);
  });
  it('storage the browser promised to keep, or "Got it", hides it', () => {
    expect(installHintShows(true, {}, true)).toBe(false);
    expect(installHintShows(false, { installHintDismissed: true }, true)).toBe(false);
  });
  it('"Show how to install again" shows it even with no game', () => {
    expect(installHintShows(false, { installHintDismissed: false }, false)).toBe(true);
    expect(installHintShows(true, { installHintDismissed: false }, false)).toBe(false);
  });
});
