/**
 * Four Temperaments: the full table (four seats, a board filling with tokens after a few rounds) drawn
 * every frame against the idle title drawn every frame, and the table while a hard bot (ISMCTS in
 * the worker) thinks against the idle table, as shipped and with every frame drawn.
 */
import type { BenchContext } from '../bench-browser';

type Hooks = {
  instant?: boolean;
  tableReady?: boolean;
  busy?: () => boolean;
  view?: (seat: number) => { active: number | null; round: number; board: unknown[] };
  session?: { result(): { over: boolean } };
};
const hooks = 'window.__scriptorium';

export default async function temperaments(ctx: BenchContext): Promise<Record<string, unknown>> {
  const { page } = ctx;
  await page.goto(`${ctx.base}/#/`);
  await page.waitForFunction(() => (window as unknown as { __scriptorium?: { ready?: boolean } }).__scriptorium?.ready);
  await page.waitForTimeout(1000);
  const title = await ctx.frames(3000);
  await page.evaluate(() =>
    localStorage.setItem('scriptorium.settings', JSON.stringify({ volume: 0, sound: false, speed: 1 })),
  );
  await page.goto(`${ctx.base}/#/temperaments/new`);
  const sheet = page.locator('[data-modal="new-game"]');
  while ((await sheet.locator('.seat-row').count()) < 4) await sheet.locator('[data-action="add-seat"]').click();
  await sheet.locator('.seat-row[data-seat="0"] [data-kind="human"]').click();
  await sheet.locator('[data-field="level-1"]').selectOption('hard');
  await sheet.locator('[data-field="level-2"]').selectOption('easy');
  await sheet.locator('[data-field="level-3"]').selectOption('easy');
  await sheet.locator('[data-field="seed"]').fill('bench');
  await sheet.locator('[data-action="start"]').click();
  await page.waitForFunction(
    () => {
      const s = (window as unknown as { __scriptorium: Hooks }).__scriptorium;
      return Boolean(s.tableReady) && !s.busy?.() && s.view?.(0).active === 0;
    },
    null,
    { polling: 100, timeout: 600_000 },
  );
  await page.waitForTimeout(800);
  // The idle title draws no frames in headless Chromium; the fresh, idle table is the reference then.
  const fresh = await ctx.frames(3000);
  const freshAsShipped = await ctx.frames(3000, { asShipped: true });
  const myTurn = () =>
    page.waitForFunction(
      () => {
        const s = (window as unknown as { __scriptorium: Hooks }).__scriptorium;
        return Boolean(s.tableReady) && !s.busy?.() && (s.view?.(0).active === 0 || s.session?.result().over);
      },
      null,
      { polling: 100, timeout: 600_000 },
    );
  // Early in the game (the search costs the same on any board), the person passes and the hard bot
  // (seat 1) thinks next in its worker (once the pass has been drawn), sampled until its decision
  // arrives. Alternate turns as a player sees them (unchanged frames not drawn) and with every frame
  // drawn: the price of an animation running while the search shares the two cores.
  const turns: { asShipped: boolean; median: number; frames: number; drawn: number }[] = [];
  for (let turn = 0; turn < 6; turn++) {
    await myTurn();
    if ((await page.evaluate(`${hooks}.session.result().over`)) as boolean) break;
    await page.keyboard.press('p');
    await page.waitForFunction(
      () => (window as unknown as { __scriptorium: Hooks }).__scriptorium.view?.(0).active === 1,
      null,
      { polling: 20 },
    );
    const asked = (await page.evaluate(`${hooks}.session.eventCount`)) as number;
    const asShipped = turn % 2 === 0;
    const r = await ctx.frames(
      () =>
        page.waitForFunction(
          (n) =>
            (window as unknown as { __scriptorium: { session: { eventCount: number } } }).__scriptorium.session
              .eventCount > n,
          asked,
          { polling: 50, timeout: 120_000 },
        ),
      { asShipped },
    );
    turns.push({ asShipped, median: r.median, frames: r.frames, drawn: r.drawn });
  }
  // Play on quickly (no animation; the person passes) until the board holds many tokens.
  await page.evaluate(() => {
    (window as unknown as { __scriptorium: Hooks }).__scriptorium.instant = true;
  });
  for (let i = 0; i < 200; i++) {
    await myTurn();
    const v = (await page.evaluate(`${hooks}.view(0)`)) as { round: number; board: unknown[] };
    if (v.round >= 4 && v.board.length >= 20) break;
    await page.keyboard.press('p');
  }
  await page.evaluate(() => {
    (window as unknown as { __scriptorium: Hooks }).__scriptorium.instant = false;
  });
  const boardTokens = ((await page.evaluate(`${hooks}.view(0)`)) as { board: unknown[] }).board.length;
  await page.waitForTimeout(800);
  const table = await ctx.frames(3000);
  const med = (xs: number[]) => xs.sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? 0;
  const thinking = med(turns.filter((t) => t.asShipped).map((t) => t.median));
  const thinkingRedrawn = med(turns.filter((t) => !t.asShipped).map((t) => t.median));
  const ratio = (x: number, y: number) => (y > 0 ? Number((x / y).toFixed(3)) : null);
  return {
    titleIdleFrameMs: title,
    freshTableFrameMs: fresh,
    boardTokens,
    tableFrameMs: table,
    tableOverTitle: ratio(table.median, title.median),
    tableOverFreshTable: ratio(table.median, fresh.median),
    freshTableAsShippedFrameMs: freshAsShipped,
    hardBotThinking: { turns, median: thinking, everyFrameDrawnMedian: thinkingRedrawn },
    /** The target (≤ 1.25): the table while the hard bot thinks, against the idle table, both as shipped. */
    thinkingOverTable: ratio(thinking, freshAsShipped.median),
    /** The same with every frame drawn in both (an animation playing through the search). */
    thinkingOverTableEveryFrameDrawn: ratio(thinkingRedrawn, fresh.median),
  };
}
