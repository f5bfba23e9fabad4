import { useEffect, useState } from 'preact/hooks';
import { keepWords } from '../../pwa/keep-words';
import { isInstalled, storagePersisted } from '../../pwa/storage-keep';
import { saveSettings, settings } from '../../state/app-state';
import { navigate } from '../../state/router';
import { TopBar } from '../components/top-bar';

export function SettingsScreen() {
  const s = settings.value;
  const wakeLock = typeof navigator !== 'undefined' && 'wakeLock' in navigator;
  const vibrate = typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function';
  // navigator.storage.persisted(): whether the browser promised to keep this site's storage.
  const [persisted, setPersisted] = useState<boolean | null | undefined>(undefined);
  useEffect(() => void storagePersisted().then(setPersisted), []);
  return (
    <>
      <TopBar title="Settings" back={() => navigate({ name: 'games' })} />
      <main>
        <section class="card stack">
          <label class="switch-row">
            <span>
              Keep the screen on during a game
              {!wakeLock && (
                <span class="muted small" style={{ display: 'block' }}>
                  This browser cannot keep the screen on.
                </span>
              )}
            </span>
            <input
              type="checkbox"
              checked={s.keepAwake}
              onChange={(e) => void saveSettings({ keepAwake: e.currentTarget.checked })}
            />
          </label>
          <label class="switch-row">
            <span>
              Vibrate on rolls
              {!vibrate && (
                <span class="muted small" style={{ display: 'block' }}>
                  This device cannot vibrate.
                </span>
              )}
            </span>
            <input
              type="checkbox"
              checked={s.haptics}
              onChange={(e) => void saveSettings({ haptics: e.currentTarget.checked })}
            />
          </label>
        </section>
        <section class="card stack" aria-label="Your games on this device">
          <h2>Your games on this device</h2>
          {persisted !== undefined && <p data-persisted={String(persisted)}>{keepWords(isInstalled(), persisted)}</p>}
          {settings.value.installHintDismissed && !isInstalled() && (
            <button type="button" onClick={() => void saveSettings({ installHintDismissed: false })}>
              Show how to install again
            </button>
          )}
        </section>
        <section class="card stack">
          <h2>About</h2>
          <p class="muted">
            Pitwall keeps your games on this device and sends nothing to a server. A game goes to another phone only
            when you send it: a code to scan, a live game at the table, or Export to file.
          </p>
          <p class="muted small">Version {__APP_VERSION__}</p>
        </section>
      </main>
    </>
  );
}
