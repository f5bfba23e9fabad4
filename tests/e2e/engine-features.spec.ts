import { ENGINE_PROBE, featureLine, type EngineFeatures } from '../shared/engine-probe';
import { test, expect } from './fixtures';

test('what Chromium offers the app (printed for the README feature table)', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'New game' })).toBeVisible();
  const f = (await page.evaluate(`(() => { ${ENGINE_PROBE} })()`)) as EngineFeatures;
  console.log(featureLine('chromium', f));
  expect(f.serviceWorker && f.indexedDB && f.dialog).toBe(true);
});
