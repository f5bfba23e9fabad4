import { signal } from '@preact/signals';
import type { PeerInfo } from './live/messages';

/**
 * Issue 14 §2: whose phone this is while a game is played live on several phones. undefined when
 * the game is not live (one phone passed around: every owner opens their private panel on it);
 * a player id, or null for a phone nobody claimed, while live. A player's private panel (hidden
 * tokens) opens only on that player's own phone.
 */
export const phoneOwner = signal<string | null | undefined>(undefined);

/** May this phone show `playerId`'s private panel? */
export function privateHere(playerId: string): boolean {
  const owner = phoneOwner.value;
  return owner === undefined || owner === playerId;
}

/**
 * Issue 39: the host phone nobody claimed ("Nobody’s", a shared screen) holds the kinds of players
 * no phone sits for (hidden on it before hosting, or bought on it since): their private views open
 * on it, as on one phone passed round, until a phone takes that seat and the kinds go there
 * (LiveHost hands a seat's held kinds to the phone that takes it). A phone that left frees it.
 */
export function privateOnSharedHost(
  playerId: string,
  live: { role: 'host' | 'guest'; me: string | null; peers: readonly PeerInfo[] } | null,
): boolean {
  if (live?.role !== 'host' || live.me !== null) return false;
  return !live.peers.some((p) => p.player === playerId && !p.left);
}
