import { ENGINE_PROBE, type EngineFeatures, featureLine } from '../shared/engine-probe';
import { expect, test } from './fixtures';

test('what Chromium offers the app (printed for the README feature table)', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'New game' })).toBeVisible();
  const f = (await page.evaluate(`(() => { ${ENGINE_PROBE} })()`)) as EngineFeatures;
  console.log(featureLine('chromium', f));
  expect(f.serviceWorker && f.indexedDB && f.dialog).toBe(true);
});
