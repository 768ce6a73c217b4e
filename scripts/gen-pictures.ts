/**
 * `npm run gen-pictures`: rasterises the pictures the title and every table open with, in both
 * languages, into `public/pictures/<key>.png` (shipped with the app) and lists their keys in
 * `src/art/shipped-pictures.json`. The keys are the runtime raster cache's (src/art/compose.ts
 * `rasterKey`: a hash of the SVG, the lettering, the size and the scale), so a shipped PNG is the
 * very picture the app would draw, and changed art simply misses and is drawn at runtime until this
 * is run again (tests/unit/art/shipped-pictures.test.ts says when). The pictures are drawn by the
 * app itself in Chromium (the dev server, the app's own fonts), as a player's first visit draws them.
 *   npm run gen-pictures
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { createServer } from 'vite';
import { chromiumArgs, chromiumPath } from '../playwright.config';

const root = join(import.meta.dirname, '..');
const outDir = join(root, 'public', 'pictures');
const listFile = join(root, 'src', 'art', 'shipped-pictures.json');
const GAMES = ['northwood', 'temperaments', 'clouds'] as const;
const LANGS = ['en', 'ru'] as const;

type Hooks = { drawnPictures: Map<string, HTMLCanvasElement> };

/** Every picture drawn on the page (lettered in the app's own faces), as key → PNG in base64. */
function dump(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async () => {
    const drawn = (window as unknown as { __scriptorium: Hooks }).__scriptorium.drawnPictures;
    const out: Record<string, string> = {};
    for (const [key, canvas] of drawn) {
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
      if (!blob) continue;
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let s = '';
      for (let j = 0; j < bytes.length; j += 0x8000) s += String.fromCharCode(...bytes.subarray(j, j + 0x8000));
      out[key] = btoa(s);
    }
    return out;
  });
}

async function main(): Promise<void> {
  const server = await createServer({
    root,
    // No reloads: a file saved meanwhile must not interrupt a page that is drawing.
    server: { port: 5199, strictPort: false, fs: { strict: false }, hmr: false, watch: null },
    logLevel: 'error',
  });
  await server.listen();
  const base = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? 'http://localhost:5199';
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const pictures: Record<string, string> = {};
  try {
    for (const lang of LANGS) {
      // The title, then every picture a table may open with (scripts/art/opening-pictures.ts); then
      // each table as it opens (its surface and whatever else its first frame asks for).
      for (const route of ['', ...GAMES]) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
        const page = await context.newPage();
        page.setDefaultTimeout(900_000);
        await page.addInitScript((l) => {
          localStorage.setItem('scriptorium.lang', l);
          localStorage.setItem('scriptorium.settings', JSON.stringify({ volume: 0, sound: false, speed: 1 }));
          // Draw every picture here, never take a shipped one: this is what makes them.
          (window as unknown as { __scriptorium: Record<string, unknown> }).__scriptorium = {
            drawPictures: true,
            drawnPictures: new Map(),
          };
        }, lang);
        if (route === '') {
          await page.goto(`${base}/#/`);
          await page.locator('[data-screen="title"] [data-action="new"]').first().waitFor();
          await page.evaluate(async (l) => {
            const url = '/scripts/art/opening-pictures.ts';
            const mod = (await import(/* @vite-ignore */ url)) as typeof import('./art/opening-pictures');
            await mod.openingPictures(l);
          }, lang);
        } else {
          await page.goto(`${base}/#/${route}/new`);
          await page.locator('[data-modal="new-game"] [data-action="start"]').click();
          await page.waitForFunction(
            () => (window as unknown as { __scriptorium?: { tableReady?: boolean } }).__scriptorium?.tableReady,
            null,
            { polling: 100 },
          );
        }
        const got = await dump(page);
        Object.assign(pictures, got);
        const what = route || 'title and every opening picture';
        console.log(`${lang} ${what}: ${Object.keys(got).length} pictures (${Math.round(performance.now() / 1000)} s)`);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const keys = Object.keys(pictures).sort();
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  let bytes = 0;
  for (const key of keys) {
    const png = Buffer.from(pictures[key] as string, 'base64');
    bytes += png.length;
    writeFileSync(join(outDir, `${key}.png`), png);
  }
  writeFileSync(listFile, `${JSON.stringify(keys, null, 1)}\n`);
  console.log(`${keys.length} pictures, ${Math.round(bytes / 1024)} KiB, in ${readdirSync(outDir).length} files`);
}

await main();
