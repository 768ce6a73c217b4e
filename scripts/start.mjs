#!/usr/bin/env node
// `npm start`: the app (Vite's dev server) and the game server for online play, one process on one
// port (server/dev.ts prints the addresses: this machine's and the local network's).
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
console.log('\n  Scriptorium is starting (the app and the online game server)…\n');
const child = spawn(
  process.execPath,
  [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(root, 'server', 'dev.ts')],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
child.on('exit', (code) => process.exit(code ?? 0));
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
