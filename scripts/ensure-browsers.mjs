#!/usr/bin/env node
import { execFileSync } from 'node:child_process';
// Runs before the browser tests: installs Debian's Chromium, WebKitGTK's driver and Xvfb when missing, so `npm test` passes
// on a fresh Debian machine without anyone reading a paragraph first. Playwright never downloads
// a browser here (its own builds cannot be fetched); we drive the system's /usr/bin/chromium.
// Needs root (or passwordless sudo) for apt-get; otherwise it says exactly what to run.
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium-args.mjs';

// What each test suite drives: Chromium for the e2e suite; WebKitGTK's WebDriver (Safari's
// engine) and a virtual display for the WebKit suite (MiniBrowser has no headless mode).
const PACKAGES = {
  [CHROMIUM_PATH]: 'chromium',
  '/usr/bin/WebKitWebDriver': 'webkit2gtk-driver',
  '/usr/bin/Xvfb': 'xvfb',
};

const missing = Object.entries(PACKAGES)
  .filter(([path]) => !existsSync(path))
  .map(([, pkg]) => pkg);
if (missing.length === 0) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const sudo = isRoot ? [] : ['sudo', '-n'];
const run = (args) => {
  const [cmd, ...rest] = [...sudo, ...args];
  execFileSync(cmd, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
};
console.log(`== installing Debian packages for the e2e browsers: ${missing.join(' ')}`);
try {
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', ...missing]);
} catch {
  console.error(`Could not install ${missing.join(' ')}. Run: sudo apt-get install -y ${missing.join(' ')}`);
  process.exit(1);
}
