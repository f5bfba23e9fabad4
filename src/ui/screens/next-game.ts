// Issue 40: a game night is one live session. "Next game" on the hosting phone opens New game with
// this game's players (the same ids, names and colours, so every phone keeps its seat); New game
// takes them once.
import type { Player } from '../../game/types';
import { live } from '../../state/app-state';
import { navigate } from '../../state/router';

let players: Player[] | null = null;

/** New game's players when it was opened by "Next game" (taken once), else null. */
export function takeNextPlayers(): Player[] | null {
  const p = players;
  players = null;
  return p;
}

/** "Next game": New game with the open game's players. */
export function startNextGame(): void {
  players = live.value?.doc.setup.players.map(({ id, name, color }) => ({ id, name, color })) ?? null;
  navigate({ name: 'new' });
}
