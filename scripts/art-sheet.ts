/**
 * A contact sheet of SVG art, rendered in Chromium, to look at what was drawn.
 *   npx tsx scripts/art-sheet.ts out.png assets/northwood/characters            (every .svg in a folder)
 *   npx tsx scripts/art-sheet.ts out.png scripts/art/sheets/northwood.ts
 *       (default export: () => ({ name, svg } | { name, picture })[]; a Picture's labels are set in the app's fonts)
 * Options: --cell 220 (cell width in px), --bg '#3a2414' (page colour), --cols 6
 * Fonts of the app are loaded on the page, so SVG inlined here may use them.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../playwright.config';
import { type Picture, pictureToSvg } from '../src/art/compose';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    cell: { type: 'string', default: '220' },
    bg: { type: 'string', default: '#3a2414' },
    cols: { type: 'string' },
  },
});
const [out, ...sources] = positionals;
if (!out || sources.length === 0) {
  console.error('usage: npx tsx scripts/art-sheet.ts out.png <dir|file.svg|module.ts>...');
  process.exit(2);
}

const items: { name: string; svg: string }[] = [];
for (const src of sources) {
  const p = resolve(src);
  if (statSync(p).isDirectory()) {
    for (const f of readdirSync(p).sort())
      if (f.endsWith('.svg')) items.push({ name: f, svg: readFileSync(join(p, f), 'utf8') });
  } else if (p.endsWith('.svg')) {
    items.push({ name: basename(p), svg: readFileSync(p, 'utf8') });
  } else {
    type Item = { name: string; svg?: string; picture?: Picture };
    const mod = (await import(p)) as { default: () => Item[] | Promise<Item[]> };
    for (const it of await mod.default()) {
      items.push({ name: it.name, svg: it.picture ? pictureToSvg(it.picture) : (it.svg ?? '') });
    }
  }
}

const cell = Number(values.cell);
const cols = values.cols ? Number(values.cols) : Math.min(items.length, Math.max(1, Math.floor(1800 / (cell + 16))));
// Fonts are inlined as data URLs: a page set from a string may not load file:// fonts.
const fontCss = ['eb-garamond/400.css', 'eb-garamond/400-italic.css', 'ruslan-display/400.css', 'cormorant-sc/600.css']
  .map((f) =>
    readFileSync(join('node_modules/@fontsource', f), 'utf8').replace(
      /url\(\.\/files\/([^)]+)\)/g,
      (_m, file: string) => {
        const p = join('node_modules/@fontsource', f.split('/')[0] as string, 'files', file);
        return `url(data:font/${file.endsWith('woff2') ? 'woff2' : 'woff'};base64,${readFileSync(p).toString('base64')})`;
      },
    ),
  )
  .join('\n');
const html = `<!doctype html><html><head><meta charset="utf-8"><style>${fontCss}
  body{margin:0;padding:12px;background:${values.bg};font:13px "EB Garamond",serif;color:#efe3c4}
  .grid{display:grid;grid-template-columns:repeat(${cols},${cell}px);gap:16px}
  figure{margin:0}figure svg{width:${cell}px;height:auto;display:block}figcaption{margin-top:4px;text-align:center}
</style></head><body><div class="grid">${items.map((i) => `<figure>${i.svg}<figcaption>${i.name}</figcaption></figure>`).join('')}</div></body></html>`;

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: cols * (cell + 16) + 24, height: 400 } });
await page.setContent(html, { waitUntil: 'load', timeout: 0 });
await page.evaluate(() => document.fonts.ready);
await page.screenshot({ path: out, fullPage: true, timeout: 0 });
await browser.close();
console.log(`${items.length} pictures → ${out}`);
