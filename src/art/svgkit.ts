/**
 * Putting standalone SVG illustrations into a larger picture: their viewBox and body, ids prefixed so
 * several copies can share one document, nested or repeated as symbols; plus the small numeric helpers
 * the games' pictures share (attribute formatting, a stable hash, a seeded scatter).
 */

/** Splits a standalone SVG document into its viewBox (else its width and height) and inner markup. */
export function parseSvg(src: string): { viewBox: string; body: string } {
  const open = src.match(/<svg\b[^>]*>/);
  if (!open) throw new Error('not an SVG document');
  const vb = open[0].match(/viewBox="([^"]+)"/);
  const w = open[0].match(/\bwidth="([\d.]+)"/);
  const h = open[0].match(/\bheight="([\d.]+)"/);
  const viewBox = vb?.[1] ?? `0 0 ${w?.[1] ?? 100} ${h?.[1] ?? 100}`;
  const start = (open.index ?? 0) + open[0].length;
  const end = src.lastIndexOf('</svg>');
  return { viewBox, body: src.slice(start, end) };
}

/** Renames every id (and its references) in a fragment so several copies can share a page. */
export function prefixIds(body: string, prefix: string): string {
  return body
    .replace(/\bid="([^"]+)"/g, `id="${prefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${prefix}$1"`);
}

/** Places a standalone SVG at (x, y) scaled into w × h (aspect kept, centred); `clip` keeps it inside. */
export function nest(src: string, prefix: string, x: number, y: number, w: number, h: number, clip = false): string {
  const { viewBox, body } = parseSvg(src);
  return `<svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="${viewBox}" overflow="${clip ? 'hidden' : 'visible'}">${prefixIds(body, prefix)}</svg>`;
}

/** A <symbol> made of a standalone SVG, to be repeated with `use(...)`. */
export function symbol(src: string, id: string): string {
  const { viewBox, body } = parseSvg(src);
  return `<symbol id="${id}" viewBox="${viewBox}" overflow="visible">${prefixIds(body, `${id}-`)}</symbol>`;
}

export function use(id: string, x: number, y: number, w: number, h: number, attrs = ''): string {
  return `<use href="#${id}" x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}"${attrs ? ` ${attrs}` : ''}/>`;
}

/** A simple, stable, short hash (ids, variants). */
export function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** A short id prefix made from a name. */
export function tag(s: string): string {
  return hash(s).toString(36);
}

/** A tiny seeded PRNG (mulberry32) for deterministic scattering of decorations. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Number formatting for SVG attributes (2 decimals, no trailing zeros). */
export function f(n: number): string {
  return String(Math.round(n * 100) / 100);
}

/** Replaces whole colour values (case-insensitive) in SVG source. */
export function recolour(src: string, map: Record<string, string>): string {
  let out = src;
  for (const [from, to] of Object.entries(map)) out = out.replace(new RegExp(from, 'gi'), to);
  return out;
}
