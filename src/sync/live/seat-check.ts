// Issue 31's seat check, the one place it is made (issue 40: "a refusal appears where the finger
// is"): the host runs it on every guest proposal (LiveHost.seatRefusal) and a guest phone runs the
// very same function before it proposes, so a tap on another seat's control is answered at once
// where it was made and never sent. Pure.
import type { Entry } from '../../game/types';
import type { Command } from '../../rules/core/model';

/** What the check asks of the game as it stands (the host's HostEnv has these). */
export interface SeatGame {
  /** Every player a command acts for, and the fields it carries that no rule uses (game/acts-for.ts). */
  actsFor?(command: Command): { players: readonly string[]; undeclared: readonly string[] };
  /** The player whose step the next undo (or redo) takes back (or brings back); null: the table's. */
  historyPlayer?(kind: 'undo' | 'redo'): string | null;
  playerName?(id: string): string;
}

export const NOT_ITS_FIELDS = 'The rules do not use part of this change. Make it again on this phone.';
/** Issue 40: a step says it was made on another seat's phone than the one that sent it. */
export const NOT_ITS_MAKER = 'This change says another seat’s phone made it. Make it again on this phone.';

/**
 * May the phone holding seat `seat` (null: a phone nobody claimed, a shared screen) record
 * `entry`? Every player a command acts for must be that seat's (issue 39: each car, player and
 * token it names, not only the first; none: the table's commands, open to any phone), and it may
 * carry no field that no rule uses. An undo or redo is checked against the step it takes back or
 * brings back. The host phone's own taps never come here. Returns the refusal, or null.
 */
export function seatRefusal(seat: string | null, entry: Entry, game: SeatGame): string | null {
  let acting: string | null;
  if (entry.kind === 'do') {
    const a = game.actsFor?.(entry.command);
    if (a?.undeclared.length) return NOT_ITS_FIELDS;
    acting = a?.players.find((p) => p !== seat) ?? null;
  } else acting = game.historyPlayer?.(entry.kind) ?? null;
  // Issue 40: the maker it names is the sending phone's seat (asked last: whose step it is says more).
  if (acting === null || acting === seat)
    return entry.kind === 'do' && entry.by !== undefined && entry.by !== seat ? NOT_ITS_MAKER : null;
  const name = game.playerName?.(acting) ?? 'another player';
  return entry.kind === 'do'
    ? `This is ${name}’s to do: only ${name}’s phone (or the host phone) can make it.`
    : `That step is ${name}’s: only ${name}’s phone (or the host phone) can ${entry.kind} it.`;
}
