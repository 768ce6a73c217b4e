#!/usr/bin/env node
// `npm test`: typecheck, lint, unit tests, browser tests; every one must pass, and a failure stops the run
// before the browser tests. The type checkers are single-threaded, so they run side by side with the lint,
// the unit tests and the browser tests' production build instead of leaving a core idle; the browser tests
// then serve that build (E2E_BUILT, read by playwright.config.ts) rather than building it again.
// Plain Node, no dependencies.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.E2E_PORT || '4173';
const started = Date.now();
const secs = (t) => `${((Date.now() - t) / 1000).toFixed(0)} s`;

/** Runs `cmd`; its output is shown live, or kept and shown whole when it ends (for steps run together). */
function step(name, cmd, { live = false, env = {} } = {}) {
  const t = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, {
      cwd: root,
      shell: true,
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    let out = '';
    if (!live) for (const s of [child.stdout, child.stderr]) s.on('data', (d) => (out += d));
    child.on('close', (code) => {
      if (out.trim()) process.stdout.write(`${out.trimEnd()}\n`);
      console.log(`[test] ${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${secs(t)}`);
      resolve(code === 0);
    });
  });
}

const outDir = `dist-e2e/${port}`;
// The unit tests run beside them too: they wait on sockets and timers (rooms, reconnections) as much as
// they compute, so the checkers fill those waits (checkers then unit tests: ~37 + ~90 s; together ~93).
const together = await Promise.all([
  step('typecheck (app)', 'npx tsc --noEmit -p tsconfig.json'),
  step('typecheck (machines)', 'npx tsc --noEmit -p tsconfig.machines.json'),
  step('lint', 'npx biome check .'),
  step('build for the browser tests', `npx vite build --logLevel warn --outDir ${outDir}`),
  step('unit tests', 'npx vitest run', { live: true }),
]);
const ok =
  together.every(Boolean) &&
  (await step('browser tests', 'npx playwright test', { live: true, env: { E2E_BUILT: '1', E2E_PORT: port } }));
console.log(`[test] ${ok ? 'all passed' : 'FAILED'} in ${secs(started)}`);
process.exit(ok ? 0 : 1);
