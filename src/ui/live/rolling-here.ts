// Issue 31, a raced roll: two phones must not roll the same step unaware of each other. The
// procedure sheet says which guided roll is open on this phone; the live session sends it to the
// other phones (sync/live/messages.ts Rolling), and a sheet for the same step elsewhere, or the
// live strip, names who has it open. Its own small module: the sheet reads it without loading
// WebRTC and the protocol.
import { signal } from '@preact/signals';
import type { Command } from '../../rules/core/model';
import type { AnswerValue, Origin, Rolling } from '../../sync/live/messages';
import { liveStatus } from './live-status';

/**
 * While live: the player whose seat may make a command in the open game (null: the table's), as
 * the host checks it (game/actor.ts). Set by the live session, so that the sheet, in the shared
 * kit chunk, does not import the game code.
 */
export const seatOf = signal<((command: Command) => string | null) | null>(null);

/** The guided roll open on this phone (null: none). */
export const rollingHere = signal<Rolling | null>(null);

/** Issue 40: the answers players gave on their own phones for the step `key`, as the host relayed them. */
export const liveAnswers = signal<{ key: string; answers: Record<string, AnswerValue> } | null>(null);

/** Issue 40: sends this phone's player's answer to a question of a step open here or on another phone (set while live). */
export const sendAnswer = signal<((key: string, q: string, value: AnswerValue) => void) | null>(null);

/**
 * Issue 40: the latest step another phone made (its command type, log row and who made it), so a
 * sheet for that step open here says "Done on Cy's phone" instead of collapsing. `n` counts them.
 */
export const madeElsewhere = signal<{ n: number; type: string; row: string; by: Origin | null } | null>(null);

/** Whether a connected phone other than this one holds `player`'s seat (its questions are answered there). */
export function seatElsewhere(player: string): boolean {
  const st = liveStatus.value;
  if (!st || st.me === player) return false;
  if (st.role === 'guest' && st.link === 'open' && st.host?.player === player) return true;
  return st.peers.some((p) => p.peer !== st.self && p.connected && p.player === player);
}

/**
 * The phones other than this one that have the step `key` open, by the player each belongs to
 * (null: a phone nobody claimed). Empty when the game is not live.
 */
export function othersRolling(key: string): (string | null)[] {
  const st = liveStatus.value;
  if (!st) return [];
  const out: (string | null)[] = [];
  if (st.role === 'guest' && st.host?.rolling?.key === key) out.push(st.host.player);
  for (const p of st.peers) if (p.peer !== st.self && p.connected && p.rolling?.key === key) out.push(p.player);
  return out;
}

/** A short fingerprint of what a sheet is about (its context without the setup), for its key. */
export function stepKey(procedureId: string, ctx: object): string {
  const { setup: _setup, ...about } = ctx as Record<string, unknown>;
  let text: string;
  try {
    text = JSON.stringify(about) ?? '';
  } catch {
    text = '';
  }
  // FNV-1a, 32 bits: the key only has to tell open sheets apart, not resist anyone.
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return `${procedureId.slice(0, 100)}:${(h >>> 0).toString(16)}`;
}
