import { settings } from '../state/app-state';

/** A short tap on devices that can vibrate, when the player has not turned it off. */
export function tapHaptic(): void {
  if (settings.value.haptics && typeof navigator.vibrate === 'function') navigator.vibrate(12);
}
