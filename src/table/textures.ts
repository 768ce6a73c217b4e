/**
 * Textures for the table: art Pictures rasterized once per key, and the soft shadows and glows that
 * make flat pieces read as objects lying on a lit surface.
 */
import type Phaser from 'phaser';
import { type Picture, pictureToCanvas } from '../art/compose';

const pending = new Map<string, Promise<string>>();

/**
 * Adds a drawn canvas as a texture. Not Phaser's `addCanvas`: its CanvasTexture reads every pixel
 * back (`getImageData`) when made, which took 12.5 of the 16.5 s For Northwood! needed to set its
 * table under software WebGL. These canvases are drawn once and never read.
 */
export function addCanvasTexture(textures: Phaser.Textures.TextureManager, key: string, c: HTMLCanvasElement): void {
  textures.addImage(key, c as unknown as HTMLImageElement);
}

/** Rasterizes `picture` into texture `key` (once; later calls reuse it). Resolves with the key. */
export function pictureTexture(
  scene: Phaser.Scene,
  key: string,
  picture: Picture | (() => Picture),
  scale = 1,
): Promise<string> {
  if (scene.textures.exists(key)) return Promise.resolve(key);
  let p = pending.get(key);
  if (!p) {
    const pic = typeof picture === 'function' ? picture() : picture;
    p = pictureToCanvas(pic, scale).then((canvas) => {
      if (!scene.textures.exists(key)) addCanvasTexture(scene.textures, key, canvas);
      pending.delete(key);
      return key;
    });
    pending.set(key, p);
  }
  return p;
}

function canvas(w: number, h: number): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const c = document.createElement('canvas');
  c.width = w;
  c.height = h;
  return [c, c.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D];
}

/**
 * A soft shadow for a w×h piece with corner radius r (a blurred dark rounded rect with room for
 * the blur). Centre the image under the piece; scale and offset it as the piece lifts.
 */
export function shadowTexture(scene: Phaser.Scene, w: number, h: number, r = 8, blur = 10): string {
  const key = `shadow-${w}x${h}-${r}-${blur}`;
  if (scene.textures.exists(key)) return key;
  const pad = blur * 2;
  const [c, ctx] = canvas(w + pad * 2, h + pad * 2);
  ctx.shadowColor = 'rgba(20, 10, 2, 0.55)';
  ctx.shadowBlur = blur;
  ctx.fillStyle = 'rgba(20, 10, 2, 0.55)';
  ctx.beginPath();
  ctx.roundRect(pad, pad, w, h, r);
  ctx.fill();
  addCanvasTexture(scene.textures, key, c);
  return key;
}

/** A round soft shadow (tokens, seals, pointers). */
export function roundShadowTexture(scene: Phaser.Scene, radius: number, blur = 6): string {
  const key = `rshadow-${radius}-${blur}`;
  if (scene.textures.exists(key)) return key;
  const size = (radius + blur * 2) * 2;
  const [c, ctx] = canvas(size, size);
  ctx.shadowColor = 'rgba(20, 10, 2, 0.6)';
  ctx.shadowBlur = blur;
  ctx.fillStyle = 'rgba(20, 10, 2, 0.6)';
  ctx.beginPath();
  ctx.arc(size / 2, size / 2, radius, 0, Math.PI * 2);
  ctx.fill();
  addCanvasTexture(scene.textures, key, c);
  return key;
}

/** A radial glow (light pools, highlights), white at the centre fading out; tint it. */
export function glowTexture(scene: Phaser.Scene, size = 256): string {
  const key = `glow-${size}`;
  if (scene.textures.exists(key)) return key;
  const [c, ctx] = canvas(size, size);
  const g = ctx.createRadialGradient(size / 2, size / 2, 0, size / 2, size / 2, size / 2);
  g.addColorStop(0, 'rgba(255,255,255,1)');
  g.addColorStop(0.45, 'rgba(255,255,255,0.45)');
  g.addColorStop(1, 'rgba(255,255,255,0)');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, size, size);
  addCanvasTexture(scene.textures, key, c);
  return key;
}

/**
 * A rounded-rect ring (slot highlights, selection): a soft glow in `color`, the colour on an ink
 * under-stroke with a lead-white edge, so it reads by light and dark as well as by hue. `marks`:
 * corner brackets (what may be chosen); `double`: a second ring inside (what is chosen). Shapes as
 * well as colours, so a colour-blind player tells them apart.
 */
export function ringTexture(
  scene: Phaser.Scene,
  w: number,
  h: number,
  r: number,
  color: string,
  width = 3,
  mark: 'none' | 'marks' | 'double' = 'none',
): string {
  const key = `ring-${w}x${h}-${r}-${color}-${width}-${mark}`;
  if (scene.textures.exists(key)) return key;
  const pad = 16;
  const [c, ctx] = canvas(w + pad * 2, h + pad * 2);
  const ring = (inset: number, style: string, lw: number) => {
    ctx.strokeStyle = style;
    ctx.lineWidth = lw;
    ctx.beginPath();
    ctx.roundRect(pad + inset, pad + inset, w - inset * 2, h - inset * 2, Math.max(1, r - inset));
    ctx.stroke();
  };
  ctx.shadowColor = color;
  ctx.shadowBlur = 14;
  ring(0, color, width + 2);
  ctx.shadowBlur = 0;
  ring(0, '#2A2018', width + 3);
  ring(0, color, width);
  ring(-(width / 2 + 1.5), '#F4EEDC', 1.5);
  if (mark === 'double') ring(width + 4, color, Math.max(2, width - 2));
  if (mark === 'marks') {
    const L = Math.min(18, w / 4, h / 4);
    const o = width / 2 + 5; // outside the ring
    ctx.lineCap = 'round';
    for (const [x, y, dx, dy] of [
      [pad - o, pad - o, 1, 1],
      [pad + w + o, pad - o, -1, 1],
      [pad - o, pad + h + o, 1, -1],
      [pad + w + o, pad + h + o, -1, -1],
    ] as const) {
      for (const [style, lw] of [
        ['#2A2018', 6],
        [color, 3],
      ] as const) {
        ctx.strokeStyle = style;
        ctx.lineWidth = lw;
        ctx.beginPath();
        ctx.moveTo(x + dx * L, y);
        ctx.lineTo(x, y);
        ctx.lineTo(x, y + dy * L);
        ctx.stroke();
      }
    }
  }
  addCanvasTexture(scene.textures, key, c);
  return key;
}
