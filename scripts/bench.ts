/**
 * `npm run bench`: prints JSON figures. Engine figures come from each game's
 * `machines/<game>/bench.ts` (default export: async () => figures); the bundle's gzip sizes come
 * from a production `vite build`; browser frame times from `scripts/bench-browser.ts` when present.
 *   npm run bench                 everything
 *   npm run bench -- engine       engines only     (also: bundle, browser, replay, online, open)
 */

import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = join(import.meta.dirname, '..');
const only = process.argv.slice(2);
const want = (part: string) => only.length === 0 || only.includes(part);
type Figures = () => Promise<Record<string, unknown>>;
const out: Record<string, unknown> = { date: new Date().toISOString(), node: process.version };

if (want('engine')) {
  const engines: Record<string, unknown> = {};
  for (const game of readdirSync(join(root, 'machines'))) {
    const file = join(root, 'machines', game, 'bench.ts');
    if (!existsSync(file)) continue;
    const mod = (await import(file)) as { default: Figures };
    engines[game] = await mod.default();
  }
  out.engine = engines;
}

if (want('bundle')) {
  execSync('npx vite build --logLevel error', { cwd: root, stdio: 'inherit' });
  const dist = join(root, 'dist');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  // The title screen's initial JS: the entry script and the chunks it preloads.
  const initial = [...html.matchAll(/(?:src|href)="\.?\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1] as string);
  const gz = (f: string) => gzipSync(readFileSync(join(dist, f))).length;
  const chunks: Record<string, number> = {};
  for (const f of readdirSync(join(dist, 'assets'))) {
    if (f.endsWith('.js')) chunks[f] = Math.round(gz(join('assets', f)) / 1024);
  }
  const initialKb = Math.round(initial.reduce((a, f) => a + gz(f), 0) / 1024);
  let totalBytes = 0;
  const walk = (d: string) => {
    for (const f of readdirSync(d)) {
      const p = join(d, f);
      if (statSync(p).isDirectory()) walk(p);
      else totalBytes += statSync(p).size;
    }
  };
  walk(dist);
  out.bundle = {
    initialJsGzipKb: initialKb,
    initialFiles: initial,
    jsChunksGzipKb: chunks,
    distTotalKb: Math.round(totalBytes / 1024),
  };
}

/** Runs one figure-making script of scripts/ (its `name` export, default unless told). */
async function figures(file: string, name = 'default'): Promise<Record<string, unknown>> {
  const mod = (await import(join(root, 'scripts', file))) as Record<string, Figures>;
  return (mod[name] as Figures)();
}

if (want('browser')) out.browser = await figures('bench-browser.ts');
// Opening a library game's replay and jumping to any move.
if (want('replay')) out.replay = await figures('bench-replay.ts');
// Not part of the default run: it builds its own copy and opens every game twice in fresh profiles.
if (only.includes('open')) out.open = await figures('bench-open.ts');
if (want('online')) out.online = await figures('bench-online.ts', 'benchOnline');

console.log(JSON.stringify(out, null, 2));
