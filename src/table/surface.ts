/**
 * The table everything lies on: walnut planks with their grain, a vellum sheet (the page being
 * illuminated) laid on them, light falling from the upper left and a vignette at the edges. One
 * picture per layout, rasterized once.
 */
import type { Picture } from '../art/compose';
import { hex } from '../art/palette';
import { foxingGradient, goldGradient, parchmentFilter, svgDoc } from '../art/svg';

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface SurfaceOptions {
  width?: number;
  height?: number;
  /** Vellum sheets laid on the wood (the play areas). */
  sheets?: Rect[];
  /** Cloth mats (darker felt) for hands and trays. */
  cloths?: (Rect & { color?: string })[];
}

export function surfacePicture(o: SurfaceOptions = {}): Picture {
  const W = o.width ?? 1280;
  const H = o.height ?? 720;
  const defs = `
    <filter id="sf-wood" x="0" y="0" width="100%" height="100%">
      <feTurbulence type="fractalNoise" baseFrequency="0.0035 0.09" numOctaves="3" seed="8" result="grain"/>
      <feColorMatrix in="grain" type="matrix" values="0 0 0 0 0.24  0 0 0 0 0.14  0 0 0 0 0.07  0 0 0 1.3 -0.35" result="dark"/>
      <feComposite in="dark" in2="SourceGraphic" operator="atop"/>
    </filter>
    <filter id="sf-felt" x="0" y="0" width="100%" height="100%">
      <feTurbulence type="fractalNoise" baseFrequency="0.8" numOctaves="2" seed="2" result="n"/>
      <feColorMatrix in="n" type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 0.35 -0.05" result="fuzz"/>
      <feComposite in="fuzz" in2="SourceGraphic" operator="atop"/>
    </filter>
    <filter id="sf-sheet-shadow" x="-10%" y="-10%" width="120%" height="120%">
      <feGaussianBlur in="SourceAlpha" stdDeviation="6"/><feOffset dx="3" dy="5"/>
      <feComponentTransfer><feFuncA type="linear" slope="0.55"/></feComponentTransfer>
      <feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge>
    </filter>
    <radialGradient id="sf-light" cx="0.32" cy="0.22" r="0.95">
      <stop offset="0" stop-color="#ffd89a" stop-opacity="0.32"/>
      <stop offset="0.55" stop-color="#ffd89a" stop-opacity="0.06"/>
      <stop offset="1" stop-color="#000" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="sf-vignette" cx="0.5" cy="0.5" r="0.75">
      <stop offset="0.6" stop-color="#000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000" stop-opacity="0.55"/>
    </radialGradient>
    ${goldGradient('sf-gold')}${parchmentFilter('sf-grain', 5, 0.2)}${foxingGradient('sf-fox')}`;
  const planks = Array.from({ length: 7 }, (_, i) => {
    const y = (i * H) / 6 + (i % 2 ? 7 : -5);
    return `<path d="M0 ${y}L${W} ${y + (i % 3) * 2 - 2}" stroke="#1c0f06" stroke-opacity="0.55" stroke-width="2"/>`;
  }).join('');
  const sheet = (r: Rect) => `
    <g filter="url(#sf-sheet-shadow)">
      <rect x="${r.x}" y="${r.y}" width="${r.w}" height="${r.h}" fill="${hex.parchment}" filter="url(#sf-grain)"/>
    </g>
    <rect x="${r.x}" y="${r.y}" width="${r.w}" height="${r.h}" fill="url(#sf-fox)"/>
    <rect x="${r.x + 7}" y="${r.y + 7}" width="${r.w - 14}" height="${r.h - 14}" fill="none" stroke="${hex.ink}" stroke-width="1.2"/>
    <rect x="${r.x + 11}" y="${r.y + 11}" width="${r.w - 22}" height="${r.h - 22}" fill="none" stroke="url(#sf-gold)" stroke-width="2.2"/>`;
  const cloth = (r: Rect & { color?: string }) => `
    <g filter="url(#sf-sheet-shadow)"><rect x="${r.x}" y="${r.y}" width="${r.w}" height="${r.h}" rx="10" fill="${r.color ?? '#24402f'}" filter="url(#sf-felt)"/></g>
    <rect x="${r.x + 5}" y="${r.y + 5}" width="${r.w - 10}" height="${r.h - 10}" rx="7" fill="none" stroke="url(#sf-gold)" stroke-opacity="0.6" stroke-width="1.2" stroke-dasharray="2 5"/>`;
  const body = `
    <rect width="${W}" height="${H}" fill="#6b4426" filter="url(#sf-wood)"/>
    ${planks}
    ${(o.cloths ?? []).map(cloth).join('')}
    ${(o.sheets ?? []).map(sheet).join('')}
    <rect width="${W}" height="${H}" fill="url(#sf-light)"/>
    <rect width="${W}" height="${H}" fill="url(#sf-vignette)"/>`;
  return { width: W, height: H, svg: svgDoc(W, H, body, defs) };
}
