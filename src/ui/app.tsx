import { useEffect } from 'preact/hooks';
import { holdWakeLock } from '../pwa/device';
import { settings, trayOpen } from '../state/app-state';
import { route } from '../state/router';
import { ToastHost } from './components/toast';
import { lazy } from './lazy';
import { liveStatus } from './live/live-status';
import { GamesScreen } from './screens/games-screen';

const NewGameScreen = lazy(() => import('./screens/new-game-screen').then((m) => m.NewGameScreen));
const TableScreen = lazy(() => import('./screens/table-screen').then((m) => m.TableScreen));
const SettingsScreen = lazy(() => import('./screens/settings-screen').then((m) => m.SettingsScreen));
const ReferenceScreen = lazy(() => import('./screens/reference-screen').then((m) => m.ReferenceScreen));
const SheetsScreen = lazy(() => import('./screens/sheets-screen').then((m) => m.SheetsScreen));
const SheetScreen = lazy(() => import('./screens/sheet-screen').then((m) => m.SheetScreen));
const DiceTray = lazy(() => import('./dice/dice-tray').then((m) => m.DiceTray));
const LiveAway = lazy(() => import('./live/live-away').then((m) => m.LiveAway));

export function App() {
  const r = route.value;
  const inGame = r.name === 'game';
  const keepAwake = settings.value.keepAwake;
  useEffect(() => (inGame && keepAwake ? holdWakeLock() : undefined), [inGame, keepAwake]);
  return (
    <>
      {/* Issue 31: live play goes on while this phone is on another screen; the way back. */}
      {liveStatus.value && !inGame && <LiveAway />}
      {r.name === 'games' && <GamesScreen />}
      {r.name === 'new' && <NewGameScreen />}
      {r.name === 'game' && <TableScreen id={r.id} />}
      {r.name === 'settings' && <SettingsScreen />}
      {r.name === 'reference' && <ReferenceScreen system={r.system} />}
      {r.name === 'sheets' && <SheetsScreen />}
      {r.name === 'sheet' && <SheetScreen key={r.id} id={r.id} />}
      {trayOpen.value && <DiceTray />}
      <ToastHost />
    </>
  );
}
