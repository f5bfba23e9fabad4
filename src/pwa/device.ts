// What the phone itself can do for the table: keep the screen on, a short buzz on a tap. One
// module, in the app's first chunk (the table holds the screen on), so the tap's buzz costs no
// file of its own.

/**
 * Keeps the screen on while a game is open. The browser drops the lock whenever the page is
 * hidden, so it is asked for again each time the page comes back.
 */
export function holdWakeLock(): () => void {
  let sentinel: WakeLockSentinel | null = null;
  let active = true;
  const acquire = async () => {
    if (!active || document.visibilityState !== 'visible' || !('wakeLock' in navigator)) return;
    try {
      sentinel = await navigator.wakeLock.request('screen');
    } catch {
      sentinel = null; // refused (battery saver, no permission): the game works without it
    }
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') void acquire();
  };
  document.addEventListener('visibilitychange', onVisible);
  void acquire();
  return () => {
    active = false;
    document.removeEventListener('visibilitychange', onVisible);
    void sentinel?.release().catch(() => undefined);
    sentinel = null;
  };
}

/** A short tap on devices that can vibrate, when the player has not turned it off (`on`: the setting). */
export function tapHaptic(on: boolean): void {
  if (on && typeof navigator.vibrate === 'function') navigator.vibrate(12);
}
