import { signal } from '@preact/signals';
import type { Entry } from '../../game/types';
import type { DroppedPhone } from '../../sync/live/host';
import type { HostInfo, PeerInfo } from '../../sync/live/messages';
import type { SeatRequest } from '../../sync/live/seats';
import type { LinkState } from './rtc-link';

/** What every phone shows while a game is live (issue 14 §2); null when it is not. */
export interface LiveStatus {
  role: 'host' | 'guest';
  /** This phone's own id in the peers list (a guest's), null on the host. */
  self: string | null;
  gameId: string | null;
  /** The player this phone belongs to ("this is my phone"), or null. */
  me: string | null;
  /** "This is my phone" has been answered here (me may still be null: nobody's phone). */
  asked: boolean;
  /** Guest: the state of its link to the host. Host: 'open' while any guest is connected. */
  link: LinkState | 'none';
  host: HostInfo | null;
  peers: PeerInfo[];
  head: number;
  resyncing: boolean;
  broken: string | null;
  /** Guest: its changes the host has not decided yet, oldest first. */
  pending: Entry[];
  /** Guest: its changes queued for another game than this one, sent only to that game's host (issue 31). */
  heldElsewhere: number;
  /** Guest (issue 40): each of those changes, its game and its words, for the player to keep or discard. */
  held: { id: string; gameId: string; what: string }[];
  /** Guest: the host refused this phone's claim of a seat another phone holds. */
  seatRefused: { player: string; by: 'host' | 'phone' } | null;
  /** Guest: the host phone left live play (it is not coming back by itself). */
  ended: boolean;
  /** Host: phones it dropped for a limit (issue 31), newest last, with the reason. */
  droppedPhones: DroppedPhone[];
  /** Host: phones asking for a seat another phone holds, for this phone's player to give (issue 39). */
  seatRequests: SeatRequest[];
}

// Its own small module: the table screen reads it without loading WebRTC and the protocol.
export const liveStatus = signal<LiveStatus | null>(null);

/**
 * The live sheet the table screen shows (Host live, Join live), or null. A signal, so that a
 * system's table can offer it where the table needs it (issue 31: Road Wolf's force building).
 */
export const liveSheet = signal<'host' | 'join' | null>(null);

// Issue 31: a game this phone was hosting when its page closed (a reload, the browser killed it).
// Its links went with the page; reopening the game offers to host it again. Cleared by an
// explicit end (stopLive), so it is set only while hosting.
const HOSTING_KEY = 'pitwall-live-hosting';
export function rememberHosting(gameId: string | null): void {
  try {
    if (gameId) localStorage.setItem(HOSTING_KEY, gameId);
    else localStorage.removeItem(HOSTING_KEY);
  } catch {
    /* not remembered: no offer after a reload */
  }
}
/** True when this phone was hosting `gameId` live when its page closed. */
export function wasHosting(gameId: string): boolean {
  try {
    return localStorage.getItem(HOSTING_KEY) === gameId;
  } catch {
    return false;
  }
}

/**
 * Issue 40, whose move it is on this phone, for `player` (the one whose turn or move it is):
 * 'mine' (this phone is theirs: "Your turn"), 'theirs' (a guest seated as someone else: the
 * prompt is information, not buttons), 'host' (the host phone seated as someone else: it may act
 * for anyone), 'any' (not live, a shared phone nobody claimed, or nobody's turn).
 */
export function turnHere(player: string | null | undefined): 'mine' | 'theirs' | 'host' | 'any' {
  const st = liveStatus.value;
  if (!st || !player || !st.asked) return 'any';
  if (st.me === player) return 'mine';
  if (st.me === null) return 'any';
  return st.role === 'host' ? 'host' : 'theirs';
}
