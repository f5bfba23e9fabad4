// The result as Road Wolf's result card says it (issue 42: the game's story tells it in the same
// words): who won and how [B9, B12], then the mission's reason when it has one.
import type { Setup } from '../core/model';
import { missionInfo } from './missions';
import { missionPlayerName } from './missions/names';
import type { RwResult, RwState } from './model';

/** A player's name, or a mission's own controller's (the neutral group, the enemies). */
export function rwPlayerName(s: RwState, setup: Setup): (id: string) => string {
  const group = missionInfo(s)?.neutral;
  return (id) => setup.players.find((p) => p.id === id)?.name ?? group ?? missionPlayerName(id) ?? '?';
}

/** The result card's lines: the winners and how, then the mission's reason (if any). */
export function resultLines(s: RwState, result: RwResult, player: (id: string) => string): string[] {
  const winners = 'winnerSide' in result ? (s.sides.find((t) => t.id === result.winnerSide)?.players ?? []) : [];
  const who = winners.length ? `${winners.map(player).join(' and ')} ${winners.length > 1 ? 'win' : 'wins'}` : 'A draw';
  const how =
    result.by === 'LAST_SIDE'
      ? ': the last side with vehicles in the fight.'
      : result.by === 'MISSION'
        ? '.'
        : ', by agreement.';
  return [`${who}${how}`, ...(result.why ? [result.why] : [])];
}
