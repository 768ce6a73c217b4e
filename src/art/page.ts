/**
 * The page the whole app sits on: vellum with grain and foxing, a Gothic bar-frame (a gold and
 * colour bar down the left margin sprouting ivy), a gold rule around the text block, and a
 * marginal snail. Used behind the title screen and the menus.
 */
import { type Picture, pictureToCanvas } from './compose';
import { hex } from './palette';
import { foxingGradient, goldGradient, inkFilter, parchmentFilter, svgDoc } from './svg';

function ivyLeaf(x: number, y: number, s: number, rot: number, fill: string): string {
  return `<path transform="translate(${x} ${y}) rotate(${rot}) scale(${s})" d="M0 0C4 -6 12 -8 16 -3C14 1 13 5 16 9C10 11 4 9 0 0Z" fill="${fill}" stroke="${hex.ink}" stroke-width="${0.9 / s}"/>`;
}

/** An ivy spray climbing along a line, leaves alternating sides, in gold, verdigris and vermilion. */
function ivyAlong(x0: number, y0: number, x1: number, y1: number, n: number, seed: number): string {
  const fills = [hex.verdigris, 'url(#pg-gold)', hex.vermilion, hex.lapis];
  let out = `<path d="M${x0} ${y0}`;
  const pts: [number, number][] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const w = Math.sin(i * 1.7 + seed) * 9;
    const x = x0 + (x1 - x0) * t + (y1 === y0 ? 0 : w);
    const y = y0 + (y1 - y0) * t + (x1 === x0 ? 0 : w);
    pts.push([x, y]);
    out += ` ${i === 0 ? '' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`;
  }
  out += `" fill="none" stroke="${hex.ink}" stroke-width="1.4" stroke-linejoin="round"/>`;
  pts.forEach(([x, y], i) => {
    if (i === 0) return;
    const side = i % 2 === 0 ? 1 : -1;
    const rot = (x1 === x0 ? 0 : 90) + (side > 0 ? -40 : 140) + ((i * 37 + seed * 11) % 30);
    out += ivyLeaf(x, y, 0.9 + ((i * 7) % 3) * 0.15, rot, fills[(i + seed) % fills.length] as string);
    if (i % 3 === 0)
      out += `<circle cx="${x + side * 6}" cy="${y + 4}" r="2.6" fill="url(#pg-gold)" stroke="${hex.ink}" stroke-width=".7"/>`;
  });
  return out;
}

/** A marginal snail, the manuscript's favourite joke. */
function snail(x: number, y: number): string {
  return `<g transform="translate(${x} ${y})" stroke="${hex.ink}" stroke-width="1.3" stroke-linejoin="round">
    <path d="M-30 10C-28 2 -18 0 -8 2L22 4C28 4 30 0 32 -6L35 -14M32 -6L38 -12" fill="none"/>
    <path d="M-32 11C-20 13 10 13 26 9C30 8 32 4 30 0C28 -4 22 -2 18 2" fill="${hex.ochre}"/>
    <circle cx="35" cy="-14" r="1.6" fill="${hex.ink}"/><circle cx="38.5" cy="-12.5" r="1.6" fill="${hex.ink}"/>
    <circle cx="-2" cy="-6" r="15" fill="${hex.rose}"/>
    <path d="M-2 -6m0 -10a10 10 0 1 1 -9 13a6 6 0 1 1 7 -7a2 2 0 1 1 2 2" fill="none" stroke-width="1.6"/>
  </g>`;
}

export function pagePicture(width = 1280, height = 720): Picture {
  const m = 18;
  const defs =
    goldGradient('pg-gold') +
    parchmentFilter('pg-grain', 11, 0.2) +
    foxingGradient('pg-fox') +
    inkFilter('pg-ink', 1.4, 4) +
    `<linearGradient id="pg-bar" x1="0" x2="1"><stop offset="0" stop-color="${hex.lapis}"/><stop offset="1" stop-color="#1f3a6e"/></linearGradient>`;
  const barX = 40;
  const body = `
    <rect width="${width}" height="${height}" fill="${hex.parchment}" filter="url(#pg-grain)"/>
    <rect width="${width}" height="${height}" fill="url(#pg-fox)"/>
    <g filter="url(#pg-ink)">
      <rect x="${m}" y="${m}" width="${width - 2 * m}" height="${height - 2 * m}" fill="none" stroke="${hex.ink}" stroke-width="2"/>
      <rect x="${m + 6}" y="${m + 6}" width="${width - 2 * m - 12}" height="${height - 2 * m - 12}" fill="none" stroke="url(#pg-gold)" stroke-width="3"/>
      <rect x="${m + 11}" y="${m + 11}" width="${width - 2 * m - 22}" height="${height - 2 * m - 22}" fill="none" stroke="${hex.vermilion}" stroke-width="1"/>
      <rect x="${barX}" y="70" width="14" height="${height - 140}" fill="url(#pg-bar)" stroke="${hex.ink}" stroke-width="1.5"/>
      <rect x="${barX + 3}" y="73" width="8" height="${height - 146}" fill="none" stroke="url(#pg-gold)" stroke-width="2"/>
      ${ivyAlong(barX + 7, 70, barX + 7, 26, 3, 1)}
      ${ivyAlong(barX + 7, height - 70, barX + 7, height - 28, 3, 2)}
      ${ivyAlong(barX + 7, height - 45, 360, height - 45, 11, 3)}
      ${ivyAlong(barX + 7, 45, 300, 45, 9, 4)}
      ${snail(width - 170, height - 54)}
    </g>`;
  return { width, height, svg: svgDoc(width, height, body, defs) };
}

/** The page, rasterised (it needs no Phaser: asked for before the app's code is evaluated). */
export function preparePage(): Promise<HTMLCanvasElement> {
  return pictureToCanvas(pagePicture(), 1);
}
