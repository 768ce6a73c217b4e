/**
 * Cloud Marches: the hover question (reach of the selected card + its path preview, per cell) and a
 * 4-seat bot game at the fastest speed against the idle table.
 */
import type { Page } from '@playwright/test';
import type { BenchContext } from '../bench-browser';

type W = {
  __scriptorium?: {
    tableReady?: boolean;
    busy?: () => boolean;
    view(seat: number): { phase: string; awaitedSeat: number | null; result: unknown };
    legal(seat: number): { type: string }[];
    session: { send(e: unknown): unknown };
    scene: { reachNow: unknown; previewAt(c: [number, number]): number };
    clouds: { lit(): { cell: [number, number] }[] };
  };
};

async function open(page: Page, base: string, seats: ('human' | 'bot')[], seed: string, rounds: number) {
  await page.goto(`${base}/#/`);
  await page.evaluate(() => {
    localStorage.setItem('scriptorium.settings', JSON.stringify({ volume: 0, sound: false, speed: 4 }));
    localStorage.removeItem('scriptorium.save.clouds');
  });
  await page.goto(`${base}/#/clouds/new`);
  const sheet = page.locator('[data-modal="new-game"]');
  for (let i = 2; i < seats.length; i++) await sheet.locator('[data-action="add-seat"]').click();
  for (const [i, kind] of seats.entries()) {
    await sheet.locator(`[data-seat="${i}"] [data-kind="${kind}"]`).click();
    if (kind === 'bot') await sheet.locator(`[data-field="level-${i}"]`).selectOption('easy');
  }
  await sheet.locator('[data-field="round-limit"]').fill(String(rounds));
  await sheet.locator('[data-field="seed"]').fill(seed);
  await sheet.locator('[data-action="start"]').click();
  await page.waitForFunction(() => (window as unknown as W).__scriptorium?.tableReady);
}

const settled = (page: Page) =>
  page.waitForFunction(() => {
    const s = (window as unknown as W).__scriptorium;
    return Boolean(s?.tableReady) && s?.busy?.() === false;
  });

export default async function clouds(ctx: BenchContext): Promise<Record<string, unknown>> {
  const { page } = ctx;
  // 1. a person's first move: play setup through the session until seat 0 has a card selected
  await open(page, ctx.base, ['human', 'bot'], 'bench', 60);
  for (let i = 0; i < 200; i++) {
    await settled(page);
    const phase = await page.evaluate(() => {
      const s = (window as unknown as W).__scriptorium;
      if (!s) return 'none';
      const v = s.view(0);
      if (v.awaitedSeat !== 0) return `wait:${v.phase}`;
      if (v.phase === 'abilityWindow') return 'ready';
      const m = s.legal(0).find((e) => e.type !== 'CONCEDE');
      if (m) s.session.send(m);
      return v.phase;
    });
    if (phase === 'ready') break;
    if (phase.startsWith('wait')) await page.waitForTimeout(50);
  }
  await settled(page);
  const idle = await ctx.frames(3000);
  const hover = await page.evaluate(() => {
    const s = (window as unknown as W).__scriptorium;
    if (!s) return null;
    const cells: [number, number][] = [];
    for (let y = 0; y < 31; y++) for (let x = 0; x < 31; x++) cells.push([x, y]);
    const times: number[] = [];
    const all0 = performance.now();
    for (let round = 0; round < 3; round++) {
      for (const c of cells) {
        const t0 = performance.now();
        s.scene.reachNow = null; // every hover computes reach afresh
        s.scene.previewAt(c);
        times.push(performance.now() - t0);
      }
    }
    const mean = (performance.now() - all0) / times.length; // the browser's clock is coarse (0.1 ms)
    times.sort((a, b) => a - b);
    const n = times.length - 1;
    return {
      samples: times.length,
      mean: Number(mean.toFixed(4)),
      median: Number((times[Math.floor(0.5 * n)] as number).toFixed(3)),
      p95: Number((times[Math.floor(0.95 * n)] as number).toFixed(3)),
      max: Number((times[n] as number).toFixed(3)),
    };
  });
  // 2. four bots at the fastest speed
  await open(page, ctx.base, ['bot', 'bot', 'bot', 'bot'], 'bench-4', 10);
  const game = await ctx.frames(15_000);
  return {
    hoverReachAndPathMs: hover,
    tableIdleFrameMs: idle,
    fourBotGameFrameMs: game,
    fourBotOverIdle: Number((game.median / idle.median).toFixed(3)),
  };
}
