#!/usr/bin/env node
// Installs what `npm start` / `npm test` need on a fresh clone: node_modules (from the lock), and with
// --browser, Debian's Chromium for the browser tests (CHROMIUM_PATH overrides /usr/bin/chromium).
// Plain Node, no dependencies: it runs before anything is installed.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const run = (cmd) => execSync(cmd, { cwd: root, stdio: 'inherit' });
const mtime = (p) => (existsSync(p) ? statSync(p).mtimeMs : 0);

const installed = join(root, 'node_modules', '.package-lock.json');
const lock = join(root, 'package-lock.json');
if (!existsSync(installed) || mtime(lock) > mtime(installed) || mtime(join(root, 'package.json')) > mtime(installed)) {
  console.log('[scriptorium] installing dependencies…');
  run(existsSync(lock) ? 'npm ci --no-audit --no-fund' : 'npm install --no-audit --no-fund');
}

if (process.argv.includes('--browser')) {
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    const root = typeof process.getuid === 'function' && process.getuid() === 0;
    const sudo = root ? '' : existsSync('/usr/bin/sudo') ? 'sudo ' : null;
    if (sudo === null || !existsSync('/usr/bin/apt-get')) {
      console.error(
        `[scriptorium] Chromium is missing at ${chromium}. Install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH.`,
      );
      process.exit(1);
    }
    console.log('[scriptorium] installing Debian chromium for the browser tests…');
    run(`${sudo}apt-get update -qq && DEBIAN_FRONTEND=noninteractive ${sudo}apt-get install -y -qq chromium`);
  }
}
