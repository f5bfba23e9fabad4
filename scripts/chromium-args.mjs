// Flags for Debian's Chromium on these machines (TOOLCHAIN.md): no sandbox as root, no GPU, and
// no background traffic (the network is closed; Chromium's own calls would fail or be flagged).
// Shared by playwright.config.ts, the benchmark and Lighthouse.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
