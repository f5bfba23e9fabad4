/**
 * Registers the service worker (workbox-window, loaded as its own chunk so it never delays the
 * first screen). A new version waits until the players tap "Update": it never reloads mid-game.
 * `onUpdate` gets the function that activates it (issue 15: a callback, not app-state's signal,
 * so the start page's entry chunk carries no signals).
 */
export function startPwa(onUpdate: (activate: () => void) => void, first: Promise<unknown> = Promise.resolve()): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  // Registration can wait: after load, after the first screen (`first`: a game opened from its
  // URL, at most 3 s), when the main thread is idle, so neither it nor the QR warm-up it starts
  // competes with opening a game (measured by npm run bench).
  const later = (fn: () => void) =>
    'requestIdleCallback' in window ? requestIdleCallback(fn, { timeout: 3000 }) : setTimeout(fn, 1000);
  const go = () =>
    void Promise.race([first.catch(() => undefined), new Promise((r) => setTimeout(r, 3000))]).then(() =>
      later(() => register(onUpdate)),
    );
  if (document.readyState === 'complete') go();
  else window.addEventListener('load', go, { once: true });
}

function register(onUpdate: (activate: () => void) => void): void {
  void import('workbox-window').then(({ Workbox }) => {
    const wb = new Workbox('/sw.js', { scope: '/' });
    const hadController = navigator.serviceWorker.controller !== null;
    wb.addEventListener('waiting', () => {
      onUpdate(() => {
        // vite-plugin-pwa issue 789: after a first visit without a controller, the page is not
        // reloaded for us; reload on controllerchange ourselves.
        navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
        wb.messageSkipWaiting();
        if (!hadController) setTimeout(() => location.reload(), 1500);
      });
    });
    void wb.register();
    // Issue 15: the QR decoder is not precached; phones without native QR reading store it now.
    void navigator.serviceWorker.ready
      .then(() => import('./qr-warm'))
      .then((m) => m.warmQrDecoder())
      .catch(() => undefined);
  });
}
