// Issue 39: hidden on one shared phone. A host phone nobody claimed is a shared screen: it shows
// the private views of players no phone sits for (their kinds were hidden on it before hosting),
// and stops once a phone takes that seat (the kinds then go to that phone).
import { afterEach, describe, expect, it } from 'vitest';
import type { PeerInfo } from '../../../src/sync/live/messages';
import { phoneOwner, privateHere, privateOnSharedHost } from '../../../src/sync/private-view';

const peer = (player: string | null, extra: Partial<PeerInfo> = {}): PeerInfo => ({
  peer: `phone-${player ?? 'none'}`,
  player,
  head: 0,
  connected: true,
  ...extra,
});

describe('privateOnSharedHost (issue 39)', () => {
  afterEach(() => {
    phoneOwner.value = undefined;
  });

  it('a host nobody claimed shows the private view of a player no phone sits for, not of a seated one', () => {
    const live = { role: 'host' as const, me: null, peers: [peer('bo'), peer(null)] };
    expect(privateOnSharedHost('ann', live)).toBe(true);
    expect(privateOnSharedHost('bo', live)).toBe(false);
    // A blip keeps the seat with its phone: a disconnected phone still sits there.
    expect(privateOnSharedHost('bo', { ...live, peers: [peer('bo', { connected: false })] })).toBe(false);
    // A phone that chose Leave live freed it.
    expect(privateOnSharedHost('bo', { ...live, peers: [peer('bo', { connected: false, left: true })] })).toBe(true);
  });

  it('a host that is a player’s phone, a guest, or no live play: not a shared host', () => {
    expect(privateOnSharedHost('ann', { role: 'host', me: 'bo', peers: [] })).toBe(false);
    expect(privateOnSharedHost('ann', { role: 'guest', me: null, peers: [] })).toBe(false);
    expect(privateOnSharedHost('ann', null)).toBe(false);
  });

  it('privateHere alone keeps a live phone nobody claimed closed (the shared host is the UI’s added case)', () => {
    phoneOwner.value = null;
    expect(privateHere('ann')).toBe(false);
    phoneOwner.value = 'ann';
    expect(privateHere('ann')).toBe(true);
    expect(privateHere('bo')).toBe(false);
  });
});
