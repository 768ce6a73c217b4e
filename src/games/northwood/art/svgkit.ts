/** Small SVG helpers local to Northwood: nesting standalone illustrations with prefixed ids. */

/** Splits a standalone SVG document into its viewBox and inner markup. */
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
  return `<use href="#${id}" x="${x.toFixed(2)}" y="${y.toFixed(2)}" width="${w.toFixed(2)}" height="${h.toFixed(2)}"${attrs ? ` ${attrs}` : ''}/>`;
}

/** A simple, stable, short hash for id prefixes. */
export function tag(s: string): string {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return (h >>> 0).toString(36);
}
