// Issue 14 §2, "hidden stays hidden": one phone per player. A seat (a player's phone) is held by
// the host phone when the host said it is that player's, and by a guest phone while that guest
// is connected and said so. Another phone may not take a held seat: the picker shows it as taken,
// and the host refuses a claim for it (two guests can race). Pure.
import type { PeerInfo } from './messages';

/** Who holds a seat: the host phone, or another (connected) guest phone. */
export type SeatHolder = { by: 'host' } | { by: 'phone'; peer: string };

/** Which phone asks: the host, or the guest with this peer id. */
export type SeatAsker = { role: 'host' } | { role: 'guest'; peer: string };

/**
 * The seats held by phones other than `self`, by player id. A guest that lost its link or left
 * holds nothing: its seat is free for another phone (and its claim is checked again when it
 * comes back).
 */
export function heldSeats(
  hostPlayer: string | null | undefined,
  peers: readonly PeerInfo[],
  self: SeatAsker,
): Map<string, SeatHolder> {
  const held = new Map<string, SeatHolder>();
  if (self.role !== 'host' && hostPlayer) held.set(hostPlayer, { by: 'host' });
  for (const p of peers) {
    if (!p.connected || p.left || p.player === null || held.has(p.player)) continue;
    if (self.role === 'guest' && p.peer === self.peer) continue;
    held.set(p.player, { by: 'phone', peer: p.peer });
  }
  return held;
}

/** The short reason under a taken seat's button: "the host" ("Ann’s phone: the host"). */
export function heldBy(holder: Pick<SeatHolder, 'by'>): string {
  return holder.by === 'host' ? 'the host' : 'another phone has it';
}

/** Why a claim for `name`'s seat was refused (by the picker or by the host). */
export function seatRefusedWords(name: string, holder: Pick<SeatHolder, 'by'>): string {
  const who = holder.by === 'host' ? 'the host phone' : 'another phone';
  return `${name}’s seat is ${who}’s: one phone per player, so that ${name}’s hidden tokens open on that phone only. Pick the player whose phone this is, or “Nobody’s”.`;
}
