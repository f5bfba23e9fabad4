import { signal } from '@preact/signals';

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
