// Issue 40: a question for Bo shows "Bo is rolling…" on the acting phone only while a connected
// phone other than this one holds Bo's seat; with no phone for Bo (or Bo's phone offline, or this
// phone being Bo's) the normal pad shows at once.
import { afterEach, describe, expect, it } from 'vitest';
import { liveStatus } from '../../../src/ui/live/live-status';
import { seatElsewhere } from '../../../src/ui/live/rolling-here';
import { liveStatusOf } from './live-status-fixture';

const status = liveStatusOf;

afterEach(() => {
  liveStatus.value = null;
});

describe('seatElsewhere', () => {
  it('not live, or this phone is the player’s: the pad here', () => {
    expect(seatElsewhere('bo')).toBe(false);
    liveStatus.value = status({ me: 'bo' });
    expect(seatElsewhere('bo')).toBe(false);
  });

  it('on the host: Bo’s connected phone answers; Bo’s phone offline, or no phone for Bo, leaves it here', () => {
    liveStatus.value = status({ peers: [{ peer: 'p1', player: 'bo', head: 3, connected: true }] });
    expect(seatElsewhere('bo')).toBe(true);
    expect(seatElsewhere('cy')).toBe(false);
    liveStatus.value = status({ peers: [{ peer: 'p1', player: 'bo', head: 3, connected: false }] });
    expect(seatElsewhere('bo')).toBe(false);
  });

  it('on a guest: the host phone’s player answers on the host while the link is open', () => {
    liveStatus.value = status({ role: 'guest', self: 'p2', me: 'cy' });
    expect(seatElsewhere('ann')).toBe(true);
    liveStatus.value = status({ role: 'guest', self: 'p2', me: 'cy', link: 'closed' });
    expect(seatElsewhere('ann')).toBe(false);
  });
});
