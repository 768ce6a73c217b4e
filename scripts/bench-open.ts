/**
 * `npm run bench -- open`: how long the app takes to open, on the production build in headless
 * Chromium (WebGL on SwiftShader). For the title: navigation to the title painted (heading and tiles)
 * and answering (`total`: the wall clock to it answering, as the bench saw it). For each game, the
 * time to a playable table (`coldMs`, `warmMs`; each run's `playable`): from the navigation to
 * `#/<game>/new` to the table drawn and taking moves, with Start pressed the moment the
 * new-game sheet is first painted (scripts/open-page.ts): a person's own time to press is all that is
 * left out. Each run also has the sheet's paint and the press (ms from the navigation), the wall-clock
 * `toSheet`, `toTable`, `total` as the bench saw them, the picture counts and the boot marks (ms from
 * the navigation to fonts, Phaser, the page, the sheet, Start, the table's pictures, ready).
 * Cold = a fresh browser profile (no HTTP cache, no stored pictures); warm = the same profile after a
 * reload (pictures from the picture cache, files from the service worker); warm waits until the first
 * visit has stored every picture. Reports the load average too: the machine is shared, and SwiftShader
 * draws on the same cores.
 *   OPEN_RUNS=3 [E2E_PORT=4198] npm run bench -- open        (median of 3 runs each; default 1)
 *   OPEN_BUILT=dist-a OPEN_GAMES=northwood npm run bench -- open   (a built copy; one table)
 */
import { execSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { preview } from 'vite';
import { chromiumArgs, chromiumPath } from '../playwright.config';
import {
  openNew,
  pictureStats,
  picturesStored,
  quietEnglish,
  swReady,
  titlePainted,
  titleReady,
  watchOpening,
} from './open-page';

// OPEN_GAMES=title,northwood: only those (an A/B of one table runs in a fraction of the time).
const ONLY = process.env.OPEN_GAMES?.split(',');
const GAMES = ['northwood', 'temperaments', 'clouds'].filter((g) => !ONLY || ONLY.includes(g));

/**
 * The title: ms from the navigation to its heading and tiles first painted (in the page's own time, as
 * the tables are timed), with the title answering by then; and the wall clock as the bench saw it.
 */
async function title(page: Page, base: string): Promise<{ painted: number; total: number }> {
  await page.goto('about:blank');
  const t0 = Date.now();
  await page.goto(`${base}/#/`);
  await titleReady(page);
  await page.locator('[data-screen="title"] [data-action="new"]').first().waitFor();
  const total = Date.now() - t0;
  return { painted: await titlePainted(page), total };
}

/** Opens one game from a fresh page load: the times (scripts/open-page.ts), picture counts, boot marks. */
async function open(page: Page, base: string, game: string): Promise<Record<string, unknown>> {
  const times = await openNew(page, `${base}/#/${game}/new`);
  return { ...times, pictures: await pictureStats(page), stages: await stages(page) };
}

/** The boot marks (src/main.ts, src/app, src/table): ms from the navigation to each stage's end. */
function stages(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() =>
    Object.fromEntries(
      performance
        .getEntriesByType('mark')
        .filter((m) => /^(boot|table):/.test(m.name))
        .map((m) => [m.name, Math.round(m.startTime)]),
    ),
  );
}

async function fresh(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  page.setDefaultTimeout(120_000);
  await quietEnglish(page);
  await watchOpening(page);
  return page;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

export default async function benchOpen(): Promise<Record<string, unknown>> {
  const root = join(import.meta.dirname, '..');
  // OPEN_BUILT=<dir>: an existing build (e.g. another branch's, to compare under the same load).
  const outDir = process.env.OPEN_BUILT || 'dist-bench';
  if (!process.env.OPEN_BUILT)
    execSync(`npx vite build --logLevel error --outDir ${outDir}`, { cwd: root, stdio: 'inherit' });
  const server = await preview({
    root,
    build: { outDir },
    preview: { port: Number(process.env.E2E_PORT || 4198), strictPort: false, host: '127.0.0.1' },
    logLevel: 'error',
  });
  const address = server.httpServer.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const runs = Number(process.env.OPEN_RUNS || 1);
  const load = { before: loadavg().map((x) => Number(x.toFixed(2))) };
  const raw: Record<string, { cold: number[]; warm: number[]; detail: unknown[] }> = {};
  const add = (k: string, kind: 'cold' | 'warm', ms: number, detail?: unknown) => {
    raw[k] ??= { cold: [], warm: [], detail: [] };
    raw[k][kind].push(ms);
    if (detail) raw[k].detail.push({ kind, ...(detail as object) });
  };
  try {
    for (let run = 0; run < runs; run++) {
      if (!ONLY || ONLY.includes('title')) {
        const page = await fresh(browser);
        const cold = await title(page, base);
        add('title', 'cold', cold.painted, cold);
        await swReady(page);
        const warm = await title(page, base);
        add('title', 'warm', warm.painted, warm);
        await page.context().close();
      }
      for (const game of GAMES) {
        const page = await fresh(browser);
        const cold = await open(page, base, game);
        add(game, 'cold', cold.playable as number, cold);
        await swReady(page);
        // Let the background rasterising and storing of the rest finish, as a player's first visit would.
        await page.waitForTimeout(2000);
        await picturesStored(page, game);
        const warm = await open(page, base, game);
        add(game, 'warm', warm.playable as number, warm);
        console.error(JSON.stringify({ game, cold, warm }));
        await page.context().close();
      }
    }
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  }
  const out: Record<string, unknown> = {};
  // Per game also the wall-clock totals as the bench saw them (navigation to the table seen ready).
  const totals = (v: (typeof raw)[string], kind: string) =>
    median(v.detail.filter((d) => (d as { kind: string }).kind === kind).map((d) => (d as { total: number }).total));
  for (const [k, v] of Object.entries(raw))
    out[k] = {
      coldMs: median(v.cold),
      warmMs: median(v.warm),
      ...(v.detail.length ? { coldTotalMs: totals(v, 'cold'), warmTotalMs: totals(v, 'warm') } : {}),
      runs: v,
    };
  return { ...out, loadavg: { ...load, after: loadavg().map((x) => Number(x.toFixed(2))) } };
}
