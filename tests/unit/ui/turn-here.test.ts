// Issue 40, whose move it is on this phone: the turn card's "Your turn" and whether another
// player's prompt is buttons or news read turnHere() from the live status.
import { afterEach, describe, expect, it } from 'vitest';
import { liveStatus, turnHere } from '../../../src/ui/live/live-status';
import { liveStatusOf } from './live-status-fixture';

const status = (role: 'host' | 'guest', me: string | null, asked = true) =>
  liveStatusOf({ role, self: role === 'guest' ? 'p1' : null, me, asked, host: null, head: 0 });

afterEach(() => {
  liveStatus.value = null;
});

describe('turnHere (issue 40)', () => {
  it('one phone passed round, or nobody on turn: anyone acts here', () => {
    expect(turnHere('cy')).toBe('any');
    liveStatus.value = status('guest', 'bo');
    expect(turnHere(null)).toBe('any');
    expect(turnHere(undefined)).toBe('any');
  });

  it('the player on turn’s own phone, host or guest: mine', () => {
    liveStatus.value = status('guest', 'cy');
    expect(turnHere('cy')).toBe('mine');
    liveStatus.value = status('host', 'cy');
    expect(turnHere('cy')).toBe('mine');
  });

  it('a guest seated as another player: theirs (news, not buttons); the host seated as another: host', () => {
    liveStatus.value = status('guest', 'bo');
    expect(turnHere('cy')).toBe('theirs');
    liveStatus.value = status('host', 'ann');
    expect(turnHere('cy')).toBe('host');
  });

  it('a shared phone nobody claimed, or one not yet asked whose it is: anyone acts here', () => {
    liveStatus.value = status('guest', null);
    expect(turnHere('cy')).toBe('any');
    liveStatus.value = status('host', null);
    expect(turnHere('cy')).toBe('any');
    liveStatus.value = status('guest', 'bo', false);
    expect(turnHere('cy')).toBe('any');
  });
});
