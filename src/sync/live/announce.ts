// Issue 31, "Three phones at a real table": a change that arrives from another phone is announced
// on this one, who and what, in the log row's words (which start with who acted). An undo says
// whose step it takes back and who asked. One sentence per arriving batch. Pure.
import { commandActor } from '../../game/actor';
import { describeCommand } from '../../game/game-reducer';
import type { Timeline } from '../../game/timeline';
import type { Entry, GameState } from '../../game/types';
import type { Setup } from '../../rules/core/model';
import type { RuleSystem } from '../../rules/system';
import type { Origin } from './messages';

/** An entry as this phone read it just before applying it: its log row, and the player who acted. */
export interface Heard {
  kind: Entry['kind'];
  /** The log row of the command it makes, takes back or brings back (null: nothing to take back). */
  row: string | null;
  /** The player whose step it is (null: the table's, or not known). */
  player: string | null;
}

export interface HeardGame {
  system: RuleSystem;
  setup: Setup;
  timeline: Timeline<GameState>;
}

/** Reads `entry` against the game as it stands before it is applied. */
export function heardOf(g: HeardGame, entry: Entry): Heard {
  const t = g.timeline;
  const c = entry.kind === 'do' ? entry.command : entry.kind === 'undo' ? t.undoTarget : t.redoTarget;
  if (!c) return { kind: entry.kind, row: null, player: null };
  const before = entry.kind === 'undo' ? t.beforeOf(c) : t.state;
  return {
    kind: entry.kind,
    row: describeCommand(g.system, c, g.setup, before, entry.kind === 'do' ? entry.by : undefined),
    player: commandActor(g.system, c, g.setup, before)?.playerId ?? null,
  };
}

/** "Bo’s phone", "The host phone" (Ann’s: "Ann’s phone (host)"), "A phone nobody claimed". */
export function phoneWords(by: Origin, name: (id: string) => string | undefined): string {
  const who = by.player === null ? undefined : name(by.player);
  if (by.host) return who ? `${who} (host phone)` : 'The host phone';
  return who ?? 'A phone nobody claimed';
}

/** One change in words: "Ann undid Bo’s step: Bo’s turn ends", "Bo’s turn ends". */
export function heardWords(h: Heard, by: Origin | null, name: (id: string) => string | undefined): string {
  const sender = by ? phoneWords(by, name) : null;
  if (h.kind === 'do') {
    const row = h.row ?? 'A change';
    // The row names who acted; the phone is said only when it is someone else's (the host acting for Bo).
    const senderName = by?.player == null ? undefined : name(by.player);
    return !sender || (senderName !== undefined && row.startsWith(senderName)) ? row : `${sender}: ${row}`;
  }
  const verb = h.kind === 'undo' ? 'undid' : 'redid';
  const asker = sender ?? 'Another phone';
  if (h.row === null) return `${asker} ${verb} a step.`;
  const whose =
    h.player === null
      ? 'the table’s step'
      : by !== null && h.player === by.player
        ? 'their own step'
        : `${name(h.player) ?? 'another player'}’s step`;
  return `${asker} ${verb} ${whose}: ${h.row}`;
}

/**
 * What to tell this phone about a batch of changes from other phones (null: nothing to tell).
 * Several at once: how many and from whom, then the latest in full.
 */
export function announcement(
  items: readonly { heard: Heard; by: Origin | null }[],
  name: (id: string) => string | undefined,
): string | null {
  const last = items[items.length - 1];
  if (!last) return null;
  const latest = heardWords(last.heard, last.by, name);
  if (items.length === 1) return latest;
  const senders = [...new Set(items.map((i) => (i.by ? phoneWords(i.by, name) : 'other phones')))];
  const from = senders.length > 1 ? `${senders.slice(0, -1).join(', ')} and ${senders.at(-1)}` : senders[0];
  return `${items.length} changes from ${from}. Latest: ${latest}`;
}
