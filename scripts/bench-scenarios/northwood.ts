/** For Northwood!: the opening deal (8 cards fly and flip) against the idle table, and the table while the advisor thinks. */
import type { BenchContext } from '../bench-browser';

const busy = (ctx: BenchContext) =>
  ctx.page.waitForFunction(() => {
    const s = (window as unknown as { __scriptorium?: { tableReady?: boolean; busy?: () => boolean } }).__scriptorium;
    return Boolean(s?.tableReady) && s?.busy?.() === false;
  });

export default async function northwood(ctx: BenchContext): Promise<Record<string, unknown>> {
  const { page } = ctx;
  await page.goto(`${ctx.base}/#/northwood/new`);
  await page.locator('[data-modal="new-game"] [data-field="seed"]').fill('bench');
  await page.evaluate(() =>
    localStorage.setItem('scriptorium.settings', JSON.stringify({ volume: 0, sound: false, speed: 1 })),
  );
  await page.locator('[data-modal="new-game"] [data-action="start"]').click();
  await page.waitForFunction(
    () => (window as unknown as { __scriptorium?: { tableReady?: boolean } }).__scriptorium?.tableReady,
  );
  const deal = await ctx.frames(() => busy(ctx));
  await page.waitForTimeout(800);
  const idle = await ctx.frames(3000);
  await page.locator('[data-action="hint"]').click();
  const thinking = await ctx.frames(() => page.waitForSelector('.nw-hint li', { timeout: 120_000 }));
  return {
    idleFrameMs: idle,
    dealFrameMs: deal,
    dealOverIdle: Number((deal.median / idle.median).toFixed(3)),
    advisorThinkingFrameMs: thinking,
    advisorOverIdle: Number((thinking.median / idle.median).toFixed(3)),
  };
}
