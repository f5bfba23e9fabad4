/// <reference types="vitest/config" />
import { defineConfig } from 'vite';

// The WebKit suite (Safari's engine, through WebKitGTK's WebDriver): its own vitest run, so the
// unit tests stay fast and this one runs after the production build (see package.json test).
export default defineConfig({
  test: {
    include: ['tests/webkit/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/webkit/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // MiniBrowser under Xvfb on a shared 2-core machine very occasionally misses a step (about 1
    // run in 10 before the click/fill waits were added, none in 12 since); one retry keeps such a
    // hiccup from failing CI, and vitest still reports any test that needed it.
    retry: 1,
  },
});
