import { saveSettings, settings } from '../../state/app-state';
import { navigate } from '../../state/router';
import { TopBar } from '../components/top-bar';

export function SettingsScreen() {
  const s = settings.value;
  const wakeLock = typeof navigator !== 'undefined' && 'wakeLock' in navigator;
  const vibrate = typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function';
  return (
    <>
      <TopBar title="Settings" back={() => navigate({ name: 'games' })} />
      <main>
        <section class="card stack">
          <label class="switch-row">
            <span>
              Keep the screen on during a game
              {!wakeLock && <span class="muted small" style={{ display: 'block' }}>This browser cannot keep the screen on.</span>}
            </span>
            <input type="checkbox" checked={s.keepAwake} onChange={(e) => void saveSettings({ keepAwake: e.currentTarget.checked })} />
          </label>
          <label class="switch-row">
            <span>
              Vibrate on rolls
              {!vibrate && <span class="muted small" style={{ display: 'block' }}>This device cannot vibrate.</span>}
            </span>
            <input type="checkbox" checked={s.haptics} onChange={(e) => void saveSettings({ haptics: e.currentTarget.checked })} />
          </label>
        </section>
        <section class="card stack">
          <h2>About</h2>
          <p class="muted">Pitwall keeps your games on this device only. Nothing is sent anywhere. Export a game to move it to another phone.</p>
          <p class="muted small">Version {__APP_VERSION__}</p>
        </section>
      </main>
    </>
  );
}
