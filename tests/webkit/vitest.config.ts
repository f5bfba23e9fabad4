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
    // The steps that used to fail now and then (about 1 test in 20) were WebDriver clicks whose
    // synthesized mousedown WebKitGTK hit-tested to <html>, so the click never reached the button
    // (traced with a per-event log); click() in webkit.ts now checks where each click landed and
    // clicks again when it reached no control (0 lost in 55 runs since). One retry stays for the
    // rarer, unexplained "cannot open display" at a browser start (1 in 55 runs): vitest reports
    // every retry, so a new flake still shows in the output without blocking the suite.
    retry: 1,
  },
});
