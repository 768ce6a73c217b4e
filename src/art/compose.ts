/**
 * A Picture is SVG art plus lettering. SVG drawn as an image cannot use the page's web fonts, so
 * the lettering stays separate (Labels) and is painted onto the same canvas with the loaded fonts.
 * `pictureToSvg` inlines the labels as <text> for previews in a page (the art sheet, DOM tiles).
 */
import { fonts } from './palette';
import { cachedRaster, keepShipped, pictureKey, pictureStats, readAhead, storeRaster } from './raster-cache';
import { svgUrl } from './svg';

export type FontRole = keyof typeof fonts;

export interface Label {
  text: string;
  x: number;
  y: number;
  size: number;
  font?: FontRole; // default body
  color?: string;
  align?: 'left' | 'center' | 'right';
  baseline?: 'top' | 'middle' | 'alphabetic' | 'bottom';
  weight?: number | string;
  italic?: boolean;
  stroke?: { color: string; width: number };
  /** Shrinks the size until the text fits this width. */
  maxWidth?: number;
}

export interface Picture {
  width: number;
  height: number;
  svg: string; // a whole <svg> document of width × height, without <text>
  labels?: Label[];
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function cssFont(l: Label, size: number): string {
  return `${l.italic ? 'italic ' : ''}${l.weight ?? 400} ${size}px ${fonts[l.font ?? 'body']}`;
}

/** The picture as one SVG with its labels as <text> (for pages that have the fonts loaded). */
export function pictureToSvg(p: Picture): string {
  const texts = (p.labels ?? [])
    .map((l) => {
      const anchor = l.align === 'left' ? 'start' : l.align === 'right' ? 'end' : 'middle';
      const base =
        l.baseline === 'top'
          ? 'hanging'
          : l.baseline === 'bottom'
            ? 'text-after-edge'
            : l.baseline === 'alphabetic'
              ? 'alphabetic'
              : 'central';
      const stroke = l.stroke
        ? ` stroke="${l.stroke.color}" stroke-width="${l.stroke.width}" paint-order="stroke" stroke-linejoin="round"`
        : '';
      const fit = l.maxWidth ? ` textLength="${l.maxWidth}" lengthAdjust="spacingAndGlyphs"` : '';
      return `<text x="${l.x}" y="${l.y}" text-anchor="${anchor}" dominant-baseline="${base}" style='font:${cssFont(l, l.size)}' fill="${l.color ?? '#2A2018'}"${stroke}${l.maxWidth && estimateWidth(l) > l.maxWidth ? fit : ''}>${escapeXml(l.text)}</text>`;
    })
    .join('');
  return p.svg.replace(/<\/svg>\s*$/, `${texts}</svg>`);
}

function estimateWidth(l: Label): number {
  return l.text.length * l.size * 0.52;
}

const imageCache = new Map<string, Promise<HTMLImageElement>>();

/** Loads an SVG document as an image (cached by source). */
export function svgImage(svg: string): Promise<HTMLImageElement> {
  let p = imageCache.get(svg);
  if (!p) {
    p = new Promise((resolve, reject) => {
      const img = new Image();
      img.onload = () => resolve(img);
      img.onerror = () => reject(new Error('SVG art failed to load'));
      img.src = svgUrl(svg);
    });
    imageCache.set(svg, p);
  }
  return p;
}

/** Paints a label onto a 2D context already scaled to picture units. */
export function drawLabel(ctx: CanvasRenderingContext2D, l: Label): void {
  let size = l.size;
  ctx.font = cssFont(l, size);
  if (l.maxWidth) {
    while (size > 6 && ctx.measureText(l.text).width > l.maxWidth) {
      size -= 0.5;
      ctx.font = cssFont(l, size);
    }
  }
  ctx.textAlign = l.align ?? 'center';
  ctx.textBaseline = l.baseline ?? 'middle';
  if (l.stroke) {
    ctx.lineJoin = 'round';
    ctx.lineWidth = l.stroke.width;
    ctx.strokeStyle = l.stroke.color;
    ctx.strokeText(l.text, l.x, l.y);
  }
  ctx.fillStyle = l.color ?? '#2A2018';
  ctx.fillText(l.text, l.x, l.y);
}

/** What a picture's pixels depend on, as a cache key: its size and scale, its lettering, its SVG. */
export function rasterKey(p: Picture, scale: number): string {
  const width = Math.ceil(p.width * scale);
  const height = Math.ceil(p.height * scale);
  return pictureKey(`${width}x${height}|${scale}|${JSON.stringify(p.labels ?? [])}|${p.svg}`);
}

/** Reads `p`'s stored raster at `scale` ahead, for a table about to ask for it (`pictureToCanvas`). */
export function pictureAhead(p: Picture, scale = 2): void {
  readAhead(rasterKey(p, scale), Math.ceil(p.width * scale), Math.ceil(p.height * scale));
}

/** Keeps the shipped rasters of the pictures `list` names (each at its scale) on the device, once the page is idle. */
export function keepPictures(list: () => [Picture, number][]): void {
  keepShipped(() => list().map(([p, scale]) => rasterKey(p, scale)));
}

/**
 * Rasterizes a picture at `scale` × its size (2 keeps it crisp when the table zooms). A picture
 * drawn before on this device comes back from the raster cache (src/art/raster-cache.ts).
 */
export async function pictureToCanvas(p: Picture, scale = 2): Promise<HTMLCanvasElement> {
  const width = Math.ceil(p.width * scale);
  const height = Math.ceil(p.height * scale);
  const key = rasterKey(p, scale);
  const cached = await cachedRaster(key, width, height);
  if (cached) return cached;
  const t0 = performance.now();
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  // A canvas in main memory: it is drawn once and uploaded once. An accelerated one would have its
  // drawing and its upload queued on the GPU process, which under software WebGL stalled the
  // table's frames for seconds after a table opened.
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('2D canvas unavailable');
  const img = await svgImage(p.svg);
  ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
  ctx.scale(scale, scale);
  for (const l of p.labels ?? []) drawLabel(ctx, l);
  pictureStats.drawn++;
  pictureStats.drawnMs += performance.now() - t0;
  // Lettering drawn in a fallback face (a font that failed to load) is not kept.
  if ((p.labels ?? []).every((l) => document.fonts.check(cssFont(l, l.size), l.text))) storeRaster(key, canvas);
  return canvas;
}
