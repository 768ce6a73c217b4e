/**
 * The page's Content-Security-Policy (index.html): no 'unsafe-eval', and the app runs whole under it —
 * title, every table (bots answering from their worker), the inspector, the library — without one violation
 * report or console error (the fixture fails the test on any console error).
 */
import type { Page } from '@playwright/test';
import { expect, openApp, tableReady, test } from './fixtures';

type Hooks = { __csp: string[]; __scriptorium?: { tableReady?: boolean; session?: { eventCount: number } } };

const violations = (page: Page) => page.evaluate(() => (window as unknown as Hooks).__csp);

test('the app runs under its Content-Security-Policy with no violation', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as Hooks & { __scriptorium?: Record<string, unknown> };
    w.__csp = [];
    w.__scriptorium = { instant: true };
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  await openApp(page);
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toContain('unsafe-eval');
  expect(policy).toContain("connect-src 'self' ws: wss:");

  for (const game of ['northwood', 'temperaments', 'clouds'] as const) {
    await page.goto('/#/');
    await page.locator(`article[data-game="${game}"] [data-action="new"]`).click();
    const sheet = page.locator('[data-modal="new-game"]');
    await expect(sheet).toBeVisible();
    if (game === 'clouds') {
      // Bots in every seat: the game moves only if the bot worker loads and answers.
      for (const i of [0, 1]) {
        await sheet.locator(`[data-seat="${i}"] [data-kind="bot"]`).click();
        await sheet.locator(`[data-field="level-${i}"]`).selectOption('easy');
      }
    }
    await sheet.locator('[data-action="start"]').click();
    await tableReady(page);
    if (game === 'clouds') {
      await page.waitForFunction(() => ((window as unknown as Hooks).__scriptorium?.session?.eventCount ?? 0) >= 2);
    }
    // The inspector: its panel, its diagram (shipped layout or ELK in a worker).
    await page.keyboard.press('F2');
    await expect(page.locator('aside.insp')).toBeVisible();
    await expect(page.locator('aside.insp .insp-diagram-box svg').first()).toBeVisible();
    await page.keyboard.press('F2');
    expect(await violations(page), `violations on ${game}`).toEqual([]);
  }
  // The library (IndexedDB, lz-string) with the games just played.
  await page.goto('/#/library');
  await expect(page.locator('.library-layer[data-ready="true"]')).toHaveCount(1);
  await expect(page.locator('[data-modal="library"] .lib-entry').first()).toBeVisible();
  await page.goto('/#/');
  expect(await violations(page)).toEqual([]);
});

test('an inline script is refused and reported, so the check above can fail', async ({ page, consoleErrors }) => {
  await page.addInitScript(() => {
    const w = window as unknown as Hooks;
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(e.effectiveDirective));
  });
  await openApp(page);
  const refused = await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__inline = 1';
    document.head.append(s);
    return (window as unknown as { __inline?: number }).__inline === undefined;
  });
  expect(refused).toBe(true);
  await expect.poll(() => violations(page)).toEqual(['script-src-elem']);
  consoleErrors.length = 0; // the refusal itself is logged as an error; that is the point here
});
