#!/usr/bin/env node
// Installs what `npm start` / `npm test` need on a fresh clone: node_modules (from the lock), and with
// --browser, Debian's Chromium for the browser tests (CHROMIUM_PATH overrides /usr/bin/chromium), and with
// --redis, Debian's redis-server for the cluster tests.
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

// Debian packages the tests need, installed with apt-get (as root, or through sudo) where missing.
function aptInstall(binary, pkg, why) {
  if (existsSync(binary)) return;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = root ? '' : existsSync('/usr/bin/sudo') ? 'sudo ' : null;
  if (sudo === null || !existsSync('/usr/bin/apt-get')) {
    console.error(`[scriptorium] ${pkg} is missing at ${binary} (${why}). Install it with apt-get install ${pkg}.`);
    process.exit(1);
  }
  console.log(`[scriptorium] installing Debian ${pkg} for ${why}…`);
  run(`${sudo}apt-get update -qq && DEBIAN_FRONTEND=noninteractive ${sudo}apt-get install -y -qq ${pkg}`);
}

if (process.argv.includes('--browser'))
  aptInstall(process.env.CHROMIUM_PATH || '/usr/bin/chromium', 'chromium', 'the browser tests; or set CHROMIUM_PATH');
// The cluster tests start their own Redis on a free port (REDIS_SERVER overrides /usr/bin/redis-server).
if (process.argv.includes('--redis'))
  aptInstall(process.env.REDIS_SERVER || '/usr/bin/redis-server', 'redis-server', 'the cluster tests');
