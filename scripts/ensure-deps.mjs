#!/usr/bin/env node
// First step of `npm start` and `npm test`: installs the npm packages when node_modules is
// missing or older than package-lock.json, so a fresh clone needs no `npm ci` first (issue 29).
// Uses only Node's own modules: it runs before anything is installed.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// npm writes node_modules/.package-lock.json at the end of every install.
const installed = join(root, 'node_modules', '.package-lock.json');
const lock = join(root, 'package-lock.json');
const stale = !existsSync(installed) || statSync(installed).mtimeMs < statSync(lock).mtimeMs;
if (stale) {
  console.log(
    `== npm ci (${existsSync(installed) ? 'package-lock.json is newer than node_modules' : 'no node_modules yet'})`,
  );
  execSync('npm ci --no-audit --no-fund', { cwd: root, stdio: 'inherit' });
}
