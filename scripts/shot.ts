/**
 * `npm run shot -- <url-or-route> <file.png> [--size 1280x720] [--lang ru|en] [--wait ms] [--eval js] [--mobile]`
 * Saves a Chromium screenshot of the app for people to look at. A route (`/`, `/northwood/new`,
 * `#/about`) is served by an in-process Vite dev server; a full URL is used as it is. `--mobile` emulates
 * a phone or tablet (touch, mobile viewport, 2× pixels).
 */
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { createServer } from 'vite';
import { chromiumArgs, chromiumPath } from '../playwright.config';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    size: { type: 'string', default: '1280x720' },
    lang: { type: 'string' },
    wait: { type: 'string', default: '600' },
    eval: { type: 'string' },
    mobile: { type: 'boolean', default: false },
  },
});
const [target, file] = positionals;
if (!target || !file) {
  console.error(
    'usage: npm run shot -- <url-or-route> <file.png> [--size 1280x720] [--lang ru|en] [--wait ms] [--eval js]',
  );
  process.exit(2);
}
const [width, height] = (values.size as string).split('x').map(Number) as [number, number];

let server: Awaited<ReturnType<typeof createServer>> | undefined;
let url = target;
if (!/^https?:/.test(target)) {
  server = await createServer({ server: { port: 0, strictPort: false, fs: { strict: false } }, logLevel: 'error' });
  await server.listen();
  const address = server.httpServer?.address();
  const port = typeof address === 'object' && address ? address.port : 5173;
  const route = target.replace(/^#?\/?/, '');
  url = `http://localhost:${port}/${route ? `#/${route}` : ''}`;
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const page = await browser.newPage({
  viewport: { width, height },
  ...(values.mobile ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
});
page.on('console', (m) => {
  if (m.type() === 'error') console.error(`[page] ${m.text()}`);
});
page.on('pageerror', (e) => console.error(`[page error] ${e.message}`));
if (values.lang) {
  await page.addInitScript((l) => localStorage.setItem('scriptorium.lang', l), values.lang);
}
await page.goto(url);
await page.waitForFunction(
  () => (window as unknown as { __scriptorium?: { ready?: boolean } }).__scriptorium?.ready === true,
  null,
  {
    timeout: 60_000,
  },
);
if (values.eval) await page.evaluate(values.eval);
await page.waitForTimeout(Number(values.wait));
await page.screenshot({ path: file });
await browser.close();
await server?.close();
console.log(`saved ${file} (${width}×${height}) of ${url}`);
