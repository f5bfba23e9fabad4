// Issue 14 §2, "hidden stays hidden": one phone per player. A seat (a player's phone) is held by
// the host phone when the host said it is that player's, and by a guest phone that said so until
// it leaves ("Leave live") or the host gives the seat to another phone (issue 39: a lost link or
// a reload does not free it). Another phone may not take a held seat: the picker shows it as
// taken, and the host refuses a claim for it (two guests can race). Pure.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { PeerInfo } from './messages';

/** A guest phone as the host keeps it across its own reload (issue 39): never the secret itself. */
export interface SavedPhone {
  peer: string;
  /** SHA-256 (hex) of the secret the phone's first hello carried (secretHash()). */
  secretHash: string;
  player: string | null;
}

/** A phone asking for a seat that only the host's player can give it (LiveHost.giveSeat). */
export interface SeatRequest {
  peer: string;
  player: string;
}

/** The hash a phone's secret is kept and compared as on the host. */
export function secretHash(secret: string): string {
  return bytesToHex(sha256(utf8ToBytes(`pitwall live phone:${secret}`)));
}

const HEX64 = /^[0-9a-f]{64}$/;
const isId = (x: unknown): x is string => typeof x === 'string' && x.length > 0 && x.length <= 80;

/** Saved phones as read back from storage, checked for shape (anything else is left out). */
export function toSavedPhones(x: unknown): SavedPhone[] {
  if (!Array.isArray(x)) return [];
  const out: SavedPhone[] = [];
  for (const s of x as unknown[]) {
    if (typeof s !== 'object' || s === null) continue;
    const { peer, secretHash: hash, player } = s as Record<string, unknown>;
    if (!isId(peer) || typeof hash !== 'string' || !HEX64.test(hash) || (player !== null && !isId(player))) continue;
    out.push({ peer, secretHash: hash, player: player as string | null });
  }
  return out;
}

/** Who holds a seat: the host phone, or another (connected) guest phone. */
export type SeatHolder = { by: 'host' } | { by: 'phone'; peer: string };

/** Which phone asks: the host, or the guest with this peer id. */
export type SeatAsker = { role: 'host' } | { role: 'guest'; peer: string };

/**
 * The seats held by phones other than `self`, by player id. A guest that lost its link still
 * holds its seat (it comes back with its secret); one that left holds nothing.
 */
export function heldSeats(
  hostPlayer: string | null | undefined,
  peers: readonly PeerInfo[],
  self: SeatAsker,
): Map<string, SeatHolder> {
  const held = new Map<string, SeatHolder>();
  if (self.role !== 'host' && hostPlayer) held.set(hostPlayer, { by: 'host' });
  for (const p of peers) {
    if (p.left || p.player === null || held.has(p.player)) continue;
    if (self.role === 'guest' && p.peer === self.peer) continue;
    held.set(p.player, { by: 'phone', peer: p.peer });
  }
  return held;
}

/** The short reason under a taken seat's button: "the host" ("Ann’s phone: the host"). */
export function heldBy(holder: Pick<SeatHolder, 'by'>): string {
  return holder.by === 'host' ? 'the host' : 'another phone has it';
}

/**
 * Why a claim for `name`'s seat was refused (by the picker or by the host); `asked`: the host's
 * player was asked to give the seat to this phone (issue 39).
 */
export function seatRefusedWords(name: string, holder: Pick<SeatHolder, 'by'> & { asked?: true }): string {
  if (holder.asked)
    return `${name}’s seat stays with the phone that has it. The host phone now asks whether to give ${name}’s seat to this phone: wait for the host, or pick “Nobody’s”.`;
  const who = holder.by === 'host' ? 'the host phone' : 'another phone';
  return `${name}’s seat is ${who}’s: one phone per player, so that ${name}’s hidden tokens open on that phone only. Pick the player whose phone this is, or “Nobody’s”.`;
}
