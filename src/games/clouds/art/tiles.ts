/**
 * Cells of the sky map: cloud tiles whose gilt, nebuly edge is drawn only where the neighbour is not
 * cloud (so a cloud reads as one gilded shape), the parchment sky, and single-cell Pictures of the
 * map pieces (storm, Eye, wind-head, harbour) for sheets and the legend.
 */
import type { Picture } from '../../../art/compose';
import { hex } from '../../../art/palette';
import { foxingGradient, goldGradient, svgDoc } from '../../../art/svg';
import { cloudsArt, nestSvg, r2 } from './library';

export const CLOUD_FILL = '#8FB0D2';
export const CLOUD_DEEP = '#6F93B8';
export const CLOUD_LIGHT = '#C9DAEA';

/** Which orthogonal neighbours are cells of the same cloud. */
export interface Neighbours {
  n: boolean;
  e: boolean;
  s: boolean;
  w: boolean;
}

/**
 * One cloud cell at (x, y) of side s, in three layers (paint all fills, then all decorations, then
 * all edges, so neighbours never cover an edge). Exposed sides bulge in two shallow nebuly arcs and are
 * gilded over an ink line; joined sides are straight and overlap a hair so no seam shows.
 * `goldId` is a gradient in the same document; `seed` varies the little curls inside.
 */
export function cloudCell(
  x: number,
  y: number,
  s: number,
  nb: Neighbours,
  goldId: string,
  seed = 0,
): { fill: string; deco: string; lines: string } {
  const o = 0.4; // overlap on joined sides
  const x0 = nb.w ? x - o : x;
  const x1 = nb.e ? x + s + o : x + s;
  const y0 = nb.n ? y - o : y;
  const y1 = nb.s ? y + s + o : y + s;
  const r = s * 0.36;
  const arc = (tx: number, ty: number) => `A${r2(r)} ${r2(r)} 0 0 1 ${r2(tx)} ${r2(ty)}`;
  // clockwise: top (→), right (↓), bottom (←), left (↑); outward is on the left of travel
  const top = nb.n ? `L${r2(x1)} ${r2(y0)}` : `${arc(x + s / 2, y0)}${arc(x1, y0)}`;
  const right = nb.e ? `L${r2(x1)} ${r2(y1)}` : `${arc(x1, y + s / 2)}${arc(x1, y1)}`;
  const bottom = nb.s ? `L${r2(x0)} ${r2(y1)}` : `${arc(x + s / 2, y1)}${arc(x0, y1)}`;
  const left = nb.w ? `L${r2(x0)} ${r2(y0)}` : `${arc(x0, y + s / 2)}${arc(x0, y0)}`;
  const fill = `<path d="M${r2(x0)} ${r2(y0)}${top}${right}${bottom}${left}Z" fill="${CLOUD_FILL}"/>`;
  // faint cell rule inside the cloud so cells stay countable
  const rule = `<path d="M${r2(x)} ${r2(y)}h${r2(s)}v${r2(s)}h${r2(-s)}Z" fill="none" stroke="${hex.leadWhite}" stroke-opacity=".28" stroke-width="${r2(s * 0.03)}"/>`;
  // a curl or two of lighter vapour
  const k = (seed * 7 + 3) % 4;
  const cx = x + s * (0.3 + 0.1 * (k % 2));
  const cy = y + s * (0.45 + 0.08 * (k >> 1));
  const curl = `<path d="M${r2(cx)} ${r2(cy)}c${r2(s * 0.1)} ${r2(-s * 0.16)} ${r2(s * 0.32)} ${r2(-s * 0.12)} ${r2(s * 0.3)} ${r2(s * 0.04)}c${r2(-s * 0.02)} ${r2(s * 0.1)} ${r2(-s * 0.14)} ${r2(s * 0.1)} ${r2(-s * 0.14)} ${r2(s * 0.02)}" fill="none" stroke="${CLOUD_LIGHT}" stroke-width="${r2(s * 0.07)}" stroke-linecap="round"/>`;
  const curl2 =
    k === 1 || k === 2
      ? `<path d="M${r2(x + s * 0.55)} ${r2(y + s * 0.8)}h${r2(s * 0.3)}" stroke="${CLOUD_DEEP}" stroke-width="${r2(s * 0.05)}" stroke-linecap="round"/>`
      : '';
  // the gilt outline, only on exposed sides
  let edge = '';
  if (!nb.n) edge += `M${r2(x)} ${r2(y)}${arc(x + s / 2, y)}${arc(x + s, y)}`;
  if (!nb.e) edge += `M${r2(x + s)} ${r2(y)}${arc(x + s, y + s / 2)}${arc(x + s, y + s)}`;
  if (!nb.s) edge += `M${r2(x + s)} ${r2(y + s)}${arc(x + s / 2, y + s)}${arc(x, y + s)}`;
  if (!nb.w) edge += `M${r2(x)} ${r2(y + s)}${arc(x, y + s / 2)}${arc(x, y)}`;
  const lines = edge
    ? `<path d="${edge}" fill="none" stroke="${hex.ink}" stroke-width="${r2(s * 0.13)}" stroke-linecap="round"/><path d="${edge}" fill="none" stroke="url(#${goldId})" stroke-width="${r2(s * 0.075)}" stroke-linecap="round"/>`
    : '';
  return { fill, deco: `${rule}${curl}${curl2}`, lines };
}

/** A cloud tile as a Picture (size × size plus a margin for the bulges), for sheets and tests. */
export function cloudTile(nb: Neighbours, size = 40): Picture {
  const m = size * 0.15;
  const W = size + 2 * m;
  const id = `ct${+nb.n}${+nb.e}${+nb.s}${+nb.w}${size}`;
  const l = cloudCell(m, m, size, nb, `${id}g`, 1);
  return { width: W, height: W, svg: svgDoc(W, W, `${l.fill}${l.deco}${l.lines}`, goldGradient(`${id}g`)) };
}

/**
 * The parchment sky as defs + a filled rect for a w × h area: the grain is computed once on a
 * seamless tile (stitched turbulence) and repeated, so a large map stays quick to rasterize; a
 * sepia foxing darkens the edges.
 */
export function skyGround(prefix: string, w: number, h: number, tile = 180): { defs: string; body: string } {
  const t = tile;
  const k = 0.2;
  const filter = `<filter id="${prefix}pf" filterUnits="userSpaceOnUse" x="0" y="0" width="${t}" height="${t}" color-interpolation-filters="sRGB">
    <feTurbulence type="fractalNoise" baseFrequency="${r2(3 / t)}" numOctaves="3" seed="11" stitchTiles="stitch" result="low"/>
    <feTurbulence type="fractalNoise" baseFrequency="0.9 0.08" numOctaves="2" seed="18" stitchTiles="stitch" result="fibre"/>
    <feColorMatrix in="low" type="matrix" values="0 0 0 0 0.55  0 0 0 0 0.42  0 0 0 0 0.22  0 0 0 ${k * 2.2} -${k * 0.6}" result="mottle"/>
    <feColorMatrix in="fibre" type="matrix" values="0 0 0 0 0.45  0 0 0 0 0.35  0 0 0 0 0.2  0 0 0 ${k * 0.9} -${k * 0.35}" result="fibres"/>
    <feComposite in="mottle" in2="SourceGraphic" operator="atop" result="a"/>
    <feComposite in="fibres" in2="a" operator="atop" result="b"/>
    <feComposite in="b" in2="SourceGraphic" operator="in"/></filter>`;
  const pattern = `<pattern id="${prefix}pt" width="${t}" height="${t}" patternUnits="userSpaceOnUse"><rect width="${t}" height="${t}" fill="${hex.parchment}" filter="url(#${prefix}pf)"/></pattern>`;
  // a few broad stains so the repeat of the tile does not show
  const stains = [
    [0.22, 0.3, 0.32],
    [0.74, 0.62, 0.38],
    [0.4, 0.82, 0.26],
    [0.85, 0.15, 0.22],
  ]
    .map(
      ([x, y, r], i) =>
        `<radialGradient id="${prefix}s${i}" cx="${x}" cy="${y}" r="${r}"><stop offset="0" stop-color="#B08A4A" stop-opacity=".10"/><stop offset="1" stop-color="#B08A4A" stop-opacity="0"/></radialGradient>`,
    )
    .join('');
  const stainRects = [0, 1, 2, 3].map((i) => `<rect width="${w}" height="${h}" fill="url(#${prefix}s${i})"/>`).join('');
  return {
    defs: `${filter}${pattern}${stains}${foxingGradient(`${prefix}f`)}`,
    body: `<rect width="${w}" height="${h}" fill="url(#${prefix}pt)"/>${stainRects}<rect width="${w}" height="${h}" fill="url(#${prefix}f)"/>`,
  };
}

/** A map piece on a little square of sky, for sheets and a legend. */
export function mapPiece(kind: 'storm' | 'eye' | 'wind' | 'harbour' | 'sky', size = 40): Picture {
  const art = cloudsArt();
  const sky = skyGround(`mp${kind}${size}`, size * (kind === 'wind' ? 1.5 : 1), size);
  const W = size * (kind === 'wind' ? 1.5 : 1);
  const piece = kind === 'sky' ? '' : nestSvg(art.map[kind], `mp${kind}${size}a`, 0, 0, W, size);
  return { width: W, height: size, svg: svgDoc(W, size, `${sky.body}${piece}`, sky.defs) };
}
