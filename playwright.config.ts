import { defineConfig } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium-args.mjs';

export { CHROMIUM_ARGS };
// The e2e server has a port of its own (never npm start's 4173) and is never reused, so the
// tests always run against the build they were started with. E2E_PORT / E2E_DIST let two
// checkouts (or two people) run the suite side by side.
export const PORT = Number(process.env.E2E_PORT ?? 4183);
export const DIST = process.env.E2E_DIST ?? 'dist';

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'allow',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    // The production build, service worker included; `npm test` builds before this runs.
    command: `node scripts/serve.mjs --port ${PORT} --dir ${DIST}`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
