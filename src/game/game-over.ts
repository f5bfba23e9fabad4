import type { RuleSystem } from '../rules/system';
import type { GameState } from './types';

/** The game is over when the table ended it (game.end) or the rules say so; winners or a draw. */
export function gameOver(system: RuleSystem, state: GameState): { winnerIds: string[]; byRules: boolean } | null {
  if (state.core.ended) return { winnerIds: state.core.ended.winnerIds, byRules: false };
  const o = system.outcome?.(state.sys);
  return o ? { winnerIds: o.winnerIds, byRules: true } : null;
}
