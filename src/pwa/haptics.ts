/** A short tap on devices that can vibrate, when the player has not turned it off (`on`: the setting). */
export function tapHaptic(on: boolean): void {
  if (on && typeof navigator.vibrate === 'function') navigator.vibrate(12);
}
