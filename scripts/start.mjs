#!/usr/bin/env node
// `npm start`: serve the app with Vite's dev server on http://localhost:5173.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
console.log('\n  Scriptorium is starting — open http://localhost:5173 in your browser (Ctrl+C stops it).\n');
const vite = spawn(
  process.execPath,
  [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), '--port', '5173', '--host', 'localhost'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
vite.on('exit', (code) => process.exit(code ?? 0));
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => vite.kill(sig));
