/**
 * Browser figures for `npm run bench`: frame times in headless Chromium (WebGL on SwiftShader) on
 * the production build. Frame time = the median interval between animation frames while sampling.
 * Each game adds a scenario in scripts/bench-scenarios/<game>.ts (default export (ctx) => figures).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { preview } from 'vite';
import { chromiumArgs, chromiumPath } from '../playwright.config';

export interface BenchContext {
  page: Page;
  base: string;
  /**
   * Median and 95th-percentile frame interval (ms) while `during` runs (or for `ms` when it is a
   * number). The app draws only frames that changed (src/app/draw-on-change.ts); by default every
   * frame is drawn while sampling, so the figure is what drawing costs; `{ asShipped: true }`
   * samples the app as it runs for a player (unchanged frames skipped).
   */
  frames(
    during: number | (() => Promise<unknown>),
    opts?: { asShipped?: boolean },
  ): Promise<{ median: number; p95: number; frames: number; drawn: number }>;
}

export default async function benchBrowser(): Promise<Record<string, unknown>> {
  const root = join(import.meta.dirname, '..');
  const dist = join(root, 'dist');
  if (!existsSync(join(dist, 'index.html'))) throw new Error('run the bundle bench first (vite build into dist/)');
  const server = await preview({
    root,
    preview: { port: 4199, strictPort: false, host: '127.0.0.1' },
    logLevel: 'error',
  });
  const address = server.httpServer.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 4199}`;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  page.setDefaultTimeout(180_000);
  await page.addInitScript(() => {
    localStorage.setItem('scriptorium.lang', 'en');
  });
  const ctx: BenchContext = {
    page,
    base,
    // Intervals between Phaser's own steps ('poststep'): headless Chromium may fire no
    // requestAnimationFrame for a page nobody looks at, but the game loop still steps.
    async frames(during, opts) {
      await page.evaluate(`(() => {
        const s = window.__scriptorium;
        s.frames.always = ${!opts?.asShipped};
        s.__benchDrawn = s.frames.drawn;
        s.__benchFrames = [];
        let last = performance.now();
        s.__benchStep = () => { const now = performance.now(); s.__benchFrames.push(now - last); last = now; };
        s.game.events.on('poststep', s.__benchStep);
      })()`);
      if (typeof during === 'number') await page.waitForTimeout(during);
      else await during();
      const [f, drawn] = (await page.evaluate(`(() => {
        const s = window.__scriptorium;
        s.game.events.off('poststep', s.__benchStep);
        s.frames.always = false;
        return [s.__benchFrames.slice(1), s.frames.drawn - s.__benchDrawn];
      })()`)) as [number[], number];
      f.sort((a, b) => a - b);
      const q = (p: number) => Number((f[Math.min(f.length - 1, Math.floor(p * f.length))] ?? 0).toFixed(2));
      return { median: q(0.5), p95: q(0.95), frames: f.length, drawn };
    },
  };
  const out: Record<string, unknown> = {};
  try {
    await page.goto(`${base}/#/`);
    await page.waitForFunction(
      () => (window as unknown as { __scriptorium?: { ready?: boolean } }).__scriptorium?.ready,
    );
    await page.waitForTimeout(1000);
    out.titleIdle = await ctx.frames(3000);
    const dir = join(root, 'scripts', 'bench-scenarios');
    // BENCH_ONLY=temperaments,clouds runs just those scenarios.
    const only = process.env.BENCH_ONLY?.split(',').filter(Boolean) ?? [];
    for (const f of readdirSync(dir)
      .filter((n) => n.endsWith('.ts') && (!only.length || only.includes(n.replace(/\.ts$/, ''))))
      .sort()) {
      const mod = (await import(join(dir, f))) as { default: (c: BenchContext) => Promise<Record<string, unknown>> };
      try {
        out[f.replace(/\.ts$/, '')] = await mod.default(ctx);
      } catch (e) {
        out[f.replace(/\.ts$/, '')] = { error: (e as Error).message };
      }
    }
    // What deciding whether to draw costs per step (the display list's fingerprint), over the whole run.
    out.drawOnChange = await page.evaluate(`(() => {
      const f = window.__scriptorium.frames;
      return { checkMsPerStep: Number(f.checkMsPerStep.toFixed(3)), drawn: f.drawn, skipped: f.skipped };
    })()`);
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  }
  return out;
}
