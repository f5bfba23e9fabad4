import type { Settings } from './settings';

/**
 * Issue 16's install hint, one test for the start page (state/start-list.ts) and the app
 * (ui/components/install-hint.tsx): in a browser tab whose storage the browser has not promised
 * to keep, once there is a saved game to lose (issue 15: a first visit has none, and its start
 * page is the prerendered "No games yet" card alone), unless the players dismissed it. "Show how
 * to install again" in Settings (stored as dismissed: false) shows it even with no game.
 */
export function installHintShows(
  persisted: boolean | null | undefined,
  s: Partial<Settings> | null | undefined,
  hasGames: boolean,
): boolean {
  if (persisted === true || s?.installHintDismissed === true) return false;
  return hasGames || s?.installHintDismissed === false;
}
