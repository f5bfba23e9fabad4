/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import preact from '@preact/preset-vite';
import { prerenderShell } from './scripts/prerender-shell';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';

// manifest.webmanifest at the top level is the one source of the manifest; the plugin
// writes it into dist and links it from index.html.
const manifest = JSON.parse(readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8')) as Partial<ManifestOptions>;

// The barcode-detector ponyfill (issue 14) defaults to fetching its ZXing wasm from a CDN; the
// app always passes its own same-origin URL (src/ui/share/qr-detector.ts). This drops the CDN
// address from the bundle so no code path could reach it, and fails the build if the package
// changes shape (the security e2e test also scans the build for foreign URLs).
const CDN_DEFAULT = /`https:\/\/fastly\.jsdelivr\.net\/npm\/zxing-wasm@[^`]*`/;
const noZxingCdn: Plugin = {
  name: 'pitwall-no-zxing-cdn',
  enforce: 'pre',
  transform(code, id) {
    if (!id.includes('barcode-detector') || !id.endsWith('zxing-exported.js')) return null;
    if (!CDN_DEFAULT.test(code)) throw new Error('barcode-detector: its CDN default moved; update vite.config.ts');
    return { code: code.replace(CDN_DEFAULT, "'/no-cdn/zxing.wasm'"), map: null };
  },
};

export default defineConfig({
  plugins: [
    noZxingCdn,
    preact(),
    // Issue 15: the games-list shell prerendered into index.html, hydrated by src/main.tsx.
    prerenderShell(),
    VitePWA({
      // 'prompt': a new version waits for the players to tap "Update", never reloads mid-game.
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      workbox: {
        // Every chunk, every rule system included, is precached: a chunk fetched only on
        // first use would be missing at a table with no signal.
        // wasm: the QR decoder's ZXing module (issue 14), needed for a scan in airplane mode.
        globPatterns: ['**/*.{js,css,html,wasm}'],
        navigateFallback: '/index.html',
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  define: {
    __APP_VERSION__: JSON.stringify(process.env.npm_package_version ?? '0.0.0'),
  },
  build: {
    target: 'es2022',
    // No data: URLs in the bundle: the CSP allows scripts and styles from 'self' only.
    assetsInlineLimit: 0,
    sourcemap: false,
    // dist/.vite/manifest.json: scripts/size.mjs reads which chunks each rule system loads.
    manifest: true,
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
    setupFiles: ['tests/unit/setup.ts'],
  },
});
