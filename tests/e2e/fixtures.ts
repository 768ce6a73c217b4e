/**
 * Shared e2e helpers: a `test` that fails on any console error or page error, and `openApp`, which
 * loads a route in a given language and waits for the app's ready hook (no sleeping).
 */
import { test as base, expect, type Page } from '@playwright/test';

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(e.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

export async function openApp(page: Page, route = '/', lang: 'en' | 'ru' = 'en'): Promise<void> {
  await page.addInitScript((l) => {
    if (!sessionStorage.getItem('e2e.langSet')) {
      localStorage.setItem('scriptorium.lang', l);
      sessionStorage.setItem('e2e.langSet', '1');
    }
  }, lang);
  await page.goto(`/#${route}`);
  await waitReady(page);
}

export async function waitReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () => (window as unknown as { __scriptorium?: { ready?: boolean } }).__scriptorium?.ready === true,
  );
}

/** The Phaser renderer type (1 = Canvas, 2 = WebGL). */
export async function rendererType(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      (window as unknown as { __scriptorium: { game: { renderer: { type: number } } } }).__scriptorium.game.renderer
        .type,
  );
}
