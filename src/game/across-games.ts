// Issue 42, "across games on this phone": games played per system and per month, wins per player,
// the longest game. A player is the same player across games when the name matches (spacing and
// case aside), or when the table said two names are one (aliases, editable on the phone). Pure.
import type { SystemId } from '../systems';
import type { GameDoc } from './types';

export interface GameSummary {
  id: string;
  name: string;
  system: SystemId;
  createdAt: number;
  updatedAt: number;
  /** Steps in effect (undone ones left out). */
  steps: number;
  /** Player names, as the game spells them. */
  players: string[];
  /** Winners' names; empty for a draw or a game not over. */
  winners: string[];
  over: boolean;
}

export interface AcrossGames {
  games: number;
  /** Most played first (system id on a tie). */
  perSystem: { system: SystemId; count: number }[];
  /** By the month each game was started, oldest first. */
  perMonth: { month: string; count: number }[];
  /** Most wins first, then most games played, then by name. `played`: finished games (draws too) the player was in. */
  wins: { player: string; wins: number; played: number }[];
  /** The game played longest (first save to last), most steps on a tie; null with no games. */
  longest: { id: string; name: string; minutes: number; steps: number } | null;
}

export function summarize(doc: GameDoc, over: { winnerIds: string[] } | null, steps: number): GameSummary {
  const name = (id: string) => doc.setup.players.find((p) => p.id === id)?.name;
  return {
    id: doc.id,
    name: doc.name,
    system: doc.system,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
    steps,
    players: doc.setup.players.map((p) => p.name),
    winners: over ? over.winnerIds.map(name).filter((n): n is string => n !== undefined) : [],
    over: over !== null,
  };
}

/** A name as names are matched: spacing and case aside. The key the aliases are stored under. */
export const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
const norm = nameKey;

/**
 * Who a name is across games: the name trimmed and lower-cased, or, when the table said this name
 * is another player's (`aliases`: a name, as playerKey reads it, to the name it is the same
 * player as), that player's key. Chains are followed (Bobby → Bob → Robert); a loop stops where
 * it would come round again.
 */
export function playerKey(name: string, aliases: Readonly<Record<string, string>>): string {
  let k = norm(name);
  const seen = new Set<string>([k]);
  for (;;) {
    const to = Object.hasOwn(aliases, k) ? aliases[k] : undefined;
    if (to === undefined) return k;
    const next = norm(to);
    if (seen.has(next)) return k;
    seen.add(next);
    k = next;
  }
}

/** The month of a time as "2026-12", in UTC (the default: the same answer on every phone). */
export function utcMonth(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/**
 * The phone's games together. `monthOf` says which month a time falls in: UTC unless the caller
 * passes the phone's own calendar (state/phone-stats.ts does, so a game at 23:30 on 31 December
 * counts for December where it was played).
 */
export function acrossGames(
  games: readonly GameSummary[],
  aliases: Readonly<Record<string, string>>,
  monthOf: (ms: number) => string = utcMonth,
): AcrossGames {
  const systems = new Map<SystemId, number>();
  const months = new Map<string, number>();
  // Per player key: the name shown (the alias's target as the table typed it, else the spelling
  // in the latest game), wins, finished games played.
  const people = new Map<string, { player: string; at: number; wins: number; played: number }>();
  const aliasShown = new Map<string, string>();
  for (const to of Object.values(aliases)) aliasShown.set(playerKey(to, aliases), to.trim());
  let longest: AcrossGames['longest'] = null;
  for (const g of games) {
    systems.set(g.system, (systems.get(g.system) ?? 0) + 1);
    const m = monthOf(g.createdAt);
    months.set(m, (months.get(m) ?? 0) + 1);
    const winners = new Set(g.winners.map((n) => playerKey(n, aliases)));
    const inGame = new Set<string>();
    for (const n of g.players) {
      const k = playerKey(n, aliases);
      if (inGame.has(k)) continue; // two seats with one name: one player
      inGame.add(k);
      let p = people.get(k);
      if (!p) {
        p = { player: aliasShown.get(k) ?? n.trim(), at: g.updatedAt, wins: 0, played: 0 };
        people.set(k, p);
      } else if (g.updatedAt > p.at && !aliasShown.has(k)) {
        p.player = n.trim();
        p.at = g.updatedAt;
      }
      if (g.over) p.played += 1;
      if (g.over && winners.has(k)) p.wins += 1;
    }
    const minutes = Math.max(0, Math.round((g.updatedAt - g.createdAt) / 60_000));
    if (!longest || minutes > longest.minutes || (minutes === longest.minutes && g.steps > longest.steps))
      longest = { id: g.id, name: g.name, minutes, steps: g.steps };
  }
  return {
    games: games.length,
    perSystem: [...systems]
      .map(([system, count]) => ({ system, count }))
      .sort((a, b) => b.count - a.count || (a.system < b.system ? -1 : 1)),
    perMonth: [...months].map(([month, count]) => ({ month, count })).sort((a, b) => (a.month < b.month ? -1 : 1)),
    wins: [...people.values()]
      .map(({ player, wins, played }) => ({ player, wins, played }))
      .sort((a, b) => b.wins - a.wins || b.played - a.played || a.player.localeCompare(b.player)),
    longest,
  };
}
