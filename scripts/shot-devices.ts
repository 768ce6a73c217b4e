/**
 * `npx tsx scripts/shot-devices.ts <dir> [route...]`: screenshots of routes (default: the title and
 * the Northwood new-game sheet) on a phone upright and on its side, a tablet upright (all with touch
 * and a mobile viewport) and a 1280×720 desktop, in Russian and English, from the dev server.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { createServer } from 'vite';
import { chromiumArgs, chromiumPath } from '../playwright.config';

const [dir = 'shots', ...routes] = process.argv.slice(2);
const targets = routes.length ? routes : ['/', '/northwood/new'];
const devices = [
  { name: 'phone', width: 390, height: 844, mobile: true },
  { name: 'phone-side', width: 844, height: 390, mobile: true },
  { name: 'tablet', width: 768, height: 1024, mobile: true },
  { name: 'desktop', width: 1280, height: 720, mobile: false },
];
mkdirSync(dir, { recursive: true });
// node_modules may be a link to a shared install outside the project: let the fonts through.
const server = await createServer({ server: { port: 0, strictPort: false, fs: { strict: false } }, logLevel: 'error' });
await server.listen();
const address = server.httpServer?.address();
const port = typeof address === 'object' && address ? address.port : 5173;
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
for (const d of devices) {
  for (const lang of ['en', 'ru']) {
    const context = await browser.newContext({
      viewport: { width: d.width, height: d.height },
      ...(d.mobile ? { isMobile: true, hasTouch: true } : {}),
    });
    const page = await context.newPage();
    page.setDefaultTimeout(120_000);
    await page.addInitScript((l) => localStorage.setItem('scriptorium.lang', l), lang);
    for (const route of targets) {
      await page.goto(`http://localhost:${port}/#${route}`);
      await page.waitForFunction(
        () => (window as unknown as { __scriptorium?: { ready?: boolean } }).__scriptorium?.ready === true,
      );
      if (route.endsWith('/new')) await page.locator('[data-modal="new-game"]').waitFor();
      await page.waitForTimeout(800);
      const file = join(dir, `${route.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'title'}-${d.name}-${lang}.png`);
      await page.screenshot({ path: file });
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();
await server.close();
