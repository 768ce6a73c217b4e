/**
 * `npx tsx scripts/icons.ts`: draws the app's icons (public/icons/*.png) from the title's illuminated
 * initial — a vermilion diapered square framed in gold with tendrils, an S in the display face — in
 * Chromium: 192 and 512 px, a 512 px maskable one (the initial inside the central safe circle on a
 * full-bleed ground) and the 180 px icon iOS asks for.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../playwright.config';
import { hex } from '../src/art/palette';
import { diaperPattern, goldGradient, initialGround } from '../src/art/svg';

const root = join(import.meta.dirname, '..');
const font = readFileSync(
  join(root, 'node_modules/@fontsource/ruslan-display/files/ruslan-display-latin-400-normal.woff2'),
).toString('base64');

/**
 * The initial (initialGround's 96-unit square at 14, 14) on a `size` px icon: filling it, or for a
 * maskable icon on a full-bleed ground with the whole square inside the central safe circle (80%).
 */
function icon(size: number, maskable: boolean): string {
  const defs = goldGradient('g') + diaperPattern('d', { ground: hex.vermilion, line: hex.goldDeep, size: 10 });
  const span = maskable ? 96 / (0.8 / Math.SQRT2) : 100;
  const o = 62 - span / 2;
  const ground = maskable ? `<rect x="${o}" y="${o}" width="${span}" height="${span}" fill="${hex.ink}"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${o} ${o} ${span} ${span}">
    <defs>${defs}</defs>${ground}
    ${initialGround(14, 14, 96, hex.vermilion, 'g', 'd')}
    <text x="62" y="64" text-anchor="middle" dominant-baseline="central" font-family="Ruslan Display" font-size="78"
      fill="url(#g)" stroke="${hex.ink}" stroke-width="1.6" paint-order="stroke">S</text></svg>`;
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: 600, height: 600 } });
const out: [string, number, boolean][] = [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['apple-touch-icon.png', 180, true],
  ['maskable-512.png', 512, true],
];
for (const [name, size, maskable] of out) {
  await page.setContent(
    `<style>@font-face{font-family:"Ruslan Display";src:url(data:font/woff2;base64,${font}) format("woff2")}
     body{margin:0;background:transparent}</style>${icon(size, maskable)}`,
  );
  await page.evaluate(() => document.fonts.ready);
  const png = await page.locator('svg').screenshot({ omitBackground: true });
  writeFileSync(join(root, 'public', 'icons', name), png);
  console.log(`public/icons/${name}`);
}
await browser.close();
