/**
 * The Cloud Marches illustrations as SVG strings, and helpers to nest them in a Picture. The app
 * fills the library from Vite `?raw` imports (`./assets.ts`); Node scripts fill it with `fs`
 * (`loadCloudsArt(read)`). Composers read it through `cloudsArt()`.
 */

export const PONY_IDS = [
  'p1',
  'p2',
  'p3',
  'p4',
  'p5',
  'p6',
  'u1',
  'u2',
  'u3',
  'u4',
  'u5',
  'u6',
  'e1',
  'e2',
  'e3',
  'e4',
  'e5',
  'e6',
] as const;
export type PonyClass = 'pegasus' | 'unicorn' | 'earth';
export const BADGES = ['marked', 'respite', 'doubled', 'hobbled', 'warded', 'unveiled'] as const;
export type BadgeKind = (typeof BADGES)[number];

export interface CloudsArt {
  ponies: Record<string, string>;
  classes: Record<PonyClass, string>;
  badges: Record<BadgeKind, string>;
  tokens: { mood: string; vigor: string };
  map: { storm: string; eye: string; wind: string; harbour: string };
}

/** Builds the library from a reader of files relative to assets/clouds/. */
export function loadCloudsArt(read: (rel: string) => string): CloudsArt {
  const rec = <K extends string>(keys: readonly K[], dir: string) =>
    Object.fromEntries(keys.map((k) => [k, read(`${dir}/${k}.svg`)])) as Record<K, string>;
  return {
    ponies: rec(PONY_IDS, 'ponies'),
    classes: rec(['pegasus', 'unicorn', 'earth'] as const, 'classes'),
    badges: rec(BADGES, 'badges'),
    tokens: rec(['mood', 'vigor'] as const, 'tokens'),
    map: rec(['storm', 'eye', 'wind', 'harbour'] as const, 'map'),
  };
}

let current: CloudsArt | null = null;

export function setCloudsArt(art: CloudsArt): void {
  current = art;
}

export function cloudsArt(): CloudsArt {
  if (!current) throw new Error('Cloud Marches art not loaded: import src/games/clouds/art/assets first');
  return current;
}

// ───────────────────────────── nesting SVG ─────────────────────────────

/** The viewBox and inner markup of a standalone SVG file. */
export function svgParts(svg: string): { viewBox: string; w: number; h: number; body: string } {
  const open = svg.match(/<svg\b[^>]*>/);
  const tag = open?.[0] ?? '';
  const vb = tag.match(/viewBox="([^"]+)"/)?.[1] ?? '0 0 100 100';
  const [, , w, h] = vb.split(/[\s,]+/).map(Number);
  const body = svg
    .slice((open?.index ?? 0) + tag.length)
    .replace(/<\/svg>\s*$/, '')
    .trim();
  return { viewBox: vb, w: w ?? 100, h: h ?? 100, body };
}

/** Renames every id in `body` (and its references) with a prefix, so copies can share a page. */
export function prefixIds(body: string, prefix: string): string {
  return body
    .replace(/\bid="([^"]+)"/g, `id="${prefix}-$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}-$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${prefix}-$1"`);
}

/** A <symbol> of a file, to be placed many times with <use>. */
export function symbolOf(svg: string, id: string): string {
  const p = svgParts(svg);
  return `<symbol id="${id}" viewBox="${p.viewBox}" overflow="visible">${prefixIds(p.body, id)}</symbol>`;
}

/**
 * A file nested in a box (x, y, w, h). `viewBox` overrides the file's (to crop); `fit` is the
 * preserveAspectRatio (default: meet, centred).
 */
export function nestSvg(
  svg: string,
  prefix: string,
  x: number,
  y: number,
  w: number,
  h: number,
  o: { viewBox?: string; fit?: string } = {},
): string {
  const p = svgParts(svg);
  return `<svg x="${r2(x)}" y="${r2(y)}" width="${r2(w)}" height="${r2(h)}" viewBox="${o.viewBox ?? p.viewBox}" preserveAspectRatio="${o.fit ?? 'xMidYMid meet'}" overflow="hidden">${prefixIds(p.body, prefix)}</svg>`;
}

export function r2(n: number): string {
  return (Math.round(n * 100) / 100).toString();
}

/** A short stable hash for id prefixes (same inputs → same ids). */
export function hashOf(s: string): string {
  let h = 5381;
  for (let i = 0; i < s.length; i++) h = ((h << 5) + h + s.charCodeAt(i)) | 0;
  return (h >>> 0).toString(36);
}
