import { useEffect, useState } from 'preact/hooks';
import { isInstalled, storagePersisted } from '../../pwa/storage-keep';
import { games, saveSettings, settings, settingsReady } from '../../state/app-state';
import { installHintShows } from '../../state/install-hint-shows';
import { startHintShown } from '../../state/start-list';

/**
 * Said once, on the games list, when Pitwall runs in a browser tab whose storage the browser may
 * clear and there is a saved game to lose (issue 16; the test is installHintShows()): Safari
 * deletes a site's data after about a week without use unless it is on the home screen. "Got
 * it" hides it for good; Settings keeps the same facts.
 *
 * Issue 15: always in the markup, hidden unless wanted, so it is prerendered into index.html and
 * the start page shows it (and stores "Got it") before the app has loaded (src/main.tsx,
 * state/start-list.ts); the app's first render then keeps it as it was.
 */
export function InstallHint() {
  const [risk, setRisk] = useState(startHintShown);
  useEffect(() => {
    if (isInstalled()) return;
    let alive = true;
    void storagePersisted().then((p) => alive && setRisk(p !== true));
    return () => {
      alive = false;
    };
  }, []);
  const show =
    risk &&
    (startHintShown() || settingsReady.value) &&
    installHintShows(false, settings.value, (games.value?.length ?? 0) > 0);
  return (
    <section class="card stack" aria-label="Keep your games" data-install-hint hidden={!show}>
      <h2>Keep your games on this phone</h2>
      <p>
        Pitwall is open in a browser tab, and browsers may clear a tab’s saved games: Safari does after about a week
        without use. Add Pitwall to your home screen and they stay.
      </p>
      <ul class="hint-steps">
        <li>iPhone or iPad (Safari): Share, then Add to Home Screen.</li>
        <li>Android (Chrome): the ⋮ menu, then Install app.</li>
      </ul>
      <p>Either way, export a game you want to keep: Game options, then Export to file.</p>
      <button type="button" data-dismiss-hint onClick={() => void saveSettings({ installHintDismissed: true })}>
        Got it
      </button>
    </section>
  );
}
