/**
 * Advance widths of the inspector diagram's lettering, read from the page's own font files
 * (@fontsource WOFF: zlib-compressed sfnt tables → cmap + hmtx). With them the diagram's text is
 * measured the same in Node and in the browser, so layouts can be computed at build time.
 *
 *   npx tsx scripts/font-metrics.ts          rewrites src/debug/font-metrics.json
 *   readFontAdvances(file, chars)            the reader (the unit test checks the JSON against it)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';

const root = join(import.meta.dirname, '..');

/** Which file each lettering style of the diagram uses (the latin subset covers its identifiers). */
export const DIAGRAM_FONTS = {
  name: '@fontsource/cormorant-sc/files/cormorant-sc-latin-600-normal.woff',
  event: '@fontsource/cormorant-sc/files/cormorant-sc-latin-600-normal.woff',
  guard: '@fontsource/eb-garamond/files/eb-garamond-latin-400-italic.woff',
  small: '@fontsource/eb-garamond/files/eb-garamond-latin-400-normal.woff',
} as const;

/** Printable ASCII: state names, event types and guard names are identifiers. */
export const METRIC_CHARS = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');

function tables(woff: Buffer): Map<string, Buffer> {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF file');
  const count = woff.readUInt16BE(12);
  const out = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    const at = 44 + i * 20;
    const tag = woff.toString('latin1', at, at + 4);
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    out.set(tag, compLength < origLength ? inflateSync(raw) : raw);
  }
  return out;
}

/** The glyph of a code point through a format-4 (BMP) cmap subtable. */
function glyphFinder(cmap: Buffer): (code: number) => number {
  const n = cmap.readUInt16BE(2);
  for (let i = 0; i < n; i++) {
    const platform = cmap.readUInt16BE(4 + i * 8);
    const encoding = cmap.readUInt16BE(6 + i * 8);
    const at = cmap.readUInt32BE(8 + i * 8);
    if (platform !== 3 || encoding !== 1 || cmap.readUInt16BE(at) !== 4) continue;
    const segs = cmap.readUInt16BE(at + 6) / 2;
    const ends = at + 14;
    const starts = ends + segs * 2 + 2;
    const deltas = starts + segs * 2;
    const ranges = deltas + segs * 2;
    return (code) => {
      for (let s = 0; s < segs; s++) {
        if (cmap.readUInt16BE(ends + s * 2) < code) continue;
        const start = cmap.readUInt16BE(starts + s * 2);
        if (start > code) return 0;
        const delta = cmap.readInt16BE(deltas + s * 2);
        const range = cmap.readUInt16BE(ranges + s * 2);
        if (range === 0) return (code + delta) & 0xffff;
        const g = cmap.readUInt16BE(ranges + s * 2 + range + 2 * (code - start));
        return g === 0 ? 0 : (g + delta) & 0xffff;
      }
      return 0;
    };
  }
  throw new Error('no Windows BMP (3,1) format-4 cmap');
}

/** Each char's advance in thousandths of an em (0 when the font lacks it). */
export function readFontAdvances(file: string, chars: string): number[] {
  const t = tables(readFileSync(file));
  const need = (tag: string) => {
    const b = t.get(tag);
    if (!b) throw new Error(`${file}: no ${tag} table`);
    return b;
  };
  const unitsPerEm = need('head').readUInt16BE(18);
  const hmetrics = need('hhea').readUInt16BE(34);
  const hmtx = need('hmtx');
  const glyph = glyphFinder(need('cmap'));
  return [...chars].map((ch) => {
    const g = glyph(ch.codePointAt(0) as number);
    if (g === 0) return 0;
    const advance = hmtx.readUInt16BE(Math.min(g, hmetrics - 1) * 4);
    return Math.round((advance / unitsPerEm) * 1000);
  });
}

export function diagramMetrics(): { chars: string } & Record<keyof typeof DIAGRAM_FONTS, number[]> {
  const read = (f: string) => readFontAdvances(join(root, 'node_modules', f), METRIC_CHARS);
  return {
    chars: METRIC_CHARS,
    name: read(DIAGRAM_FONTS.name),
    event: read(DIAGRAM_FONTS.event),
    guard: read(DIAGRAM_FONTS.guard),
    small: read(DIAGRAM_FONTS.small),
  };
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const out = join(root, 'src', 'debug', 'font-metrics.json');
  writeFileSync(out, `${JSON.stringify(diagramMetrics())}\n`);
  console.log(`wrote ${out}`);
}
