/**
 * SVG building blocks of the chronicle look: gold leaf, parchment grain, wobbly iron-gall ink,
 * diaper grounds, ink-and-gold frames, fleurons, wax seals, stars. Each returns SVG source; ids are
 * prefixed so several pieces can share one document. No <text> here: an SVG drawn as an image
 * cannot use the page's web fonts, so lettering is added by the composer (canvas or Phaser text).
 */
import { hex } from './palette';

export function svgDoc(width: number, height: number, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

/** A data URL for an SVG document (for <img>, CSS and texture loading). */
export function svgUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Gold leaf: a warm gradient with a bright band, as burnished leaf catches light. */
export function goldGradient(id: string, angle = 35): string {
  return `<linearGradient id="${id}" gradientTransform="rotate(${angle} .5 .5)">
    <stop offset="0" stop-color="${hex.goldDeep}"/><stop offset=".38" stop-color="${hex.gold}"/>
    <stop offset=".52" stop-color="${hex.goldBright}"/><stop offset=".66" stop-color="${hex.gold}"/>
    <stop offset="1" stop-color="${hex.goldDeep}"/></linearGradient>`;
}

/** Parchment grain: low-frequency mottling plus fine fibres, multiplied onto the fill. */
export function parchmentFilter(id: string, seed = 3, strength = 0.18): string {
  return `<filter id="${id}" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">
    <feTurbulence type="fractalNoise" baseFrequency="0.012" numOctaves="4" seed="${seed}" result="low"/>
    <feTurbulence type="fractalNoise" baseFrequency="0.9 0.08" numOctaves="2" seed="${seed + 7}" result="fibre"/>
    <feColorMatrix in="low" type="matrix" values="0 0 0 0 0.55  0 0 0 0 0.42  0 0 0 0 0.22  0 0 0 ${strength * 2.2} -${strength * 0.6}" result="mottle"/>
    <feColorMatrix in="fibre" type="matrix" values="0 0 0 0 0.45  0 0 0 0 0.35  0 0 0 0 0.2  0 0 0 ${strength * 0.9} -${strength * 0.35}" result="fibres"/>
    <feComposite in="mottle" in2="SourceGraphic" operator="atop" result="a"/>
    <feComposite in="fibres" in2="a" operator="atop" result="b"/>
    <feComposite in="b" in2="SourceGraphic" operator="in"/>
  </filter>`;
}

/** Darker foxing towards the edges of a sheet (a radial vignette in sepia). */
export function foxingGradient(id: string): string {
  return `<radialGradient id="${id}" cx=".5" cy=".5" r=".75">
    <stop offset=".55" stop-color="#7a5a2a" stop-opacity="0"/>
    <stop offset=".9" stop-color="#7a5a2a" stop-opacity=".22"/>
    <stop offset="1" stop-color="#5a3e18" stop-opacity=".4"/></radialGradient>`;
}

/** Hand-drawn ink: displaces strokes by a small noise so lines wobble like a quill's. */
export function inkFilter(id: string, scale = 1.6, seed = 1): string {
  return `<filter id="${id}" x="-5%" y="-5%" width="110%" height="110%">
    <feTurbulence type="turbulence" baseFrequency="0.045" numOctaves="2" seed="${seed}" result="n"/>
    <feDisplacementMap in="SourceGraphic" in2="n" scale="${scale}" xChannelSelector="R" yChannelSelector="G"/>
  </filter>`;
}

/** A diaper ground (lozenges or checks) behind figures, as in Gothic miniatures. */
export function diaperPattern(
  id: string,
  opts: { ground: string; line?: string; dot?: string; size?: number; kind?: 'lozenge' | 'check' } = {
    ground: hex.vermilion,
  },
): string {
  const s = opts.size ?? 14;
  const line = opts.line ?? hex.goldDeep;
  const dot = opts.dot ?? hex.goldBright;
  const h = s / 2;
  const shape =
    (opts.kind ?? 'lozenge') === 'lozenge'
      ? `<path d="M${h} 0L${s} ${h}L${h} ${s}L0 ${h}Z" fill="none" stroke="${line}" stroke-width="0.9"/>
         <circle cx="${h}" cy="${h}" r="${s * 0.09}" fill="${dot}"/>`
      : `<rect width="${h}" height="${h}" fill="${line}" opacity=".35"/><rect x="${h}" y="${h}" width="${h}" height="${h}" fill="${line}" opacity=".35"/>
         <circle cx="${h / 2}" cy="${h / 2}" r="${s * 0.06}" fill="${dot}"/>`;
  return `<pattern id="${id}" width="${s}" height="${s}" patternUnits="userSpaceOnUse"><rect width="${s}" height="${s}" fill="${opts.ground}"/>${shape}</pattern>`;
}

/** A trefoil fleuron for frame corners, centred at (x, y), pointing inwards by `rot` degrees. */
export function fleuron(x: number, y: number, size: number, fill: string, rot = 0): string {
  const r = size / 2;
  return `<g transform="translate(${x} ${y}) rotate(${rot})">
    <path d="M0 ${-r}C${r * 0.55} ${-r * 0.55} ${r * 0.55} ${-r * 0.1} 0 0C${-r * 0.55} ${-r * 0.1} ${-r * 0.55} ${-r * 0.55} 0 ${-r}Z" fill="${fill}" stroke="${hex.ink}" stroke-width="0.7"/>
    <path d="M0 0C${r * 0.35} ${-r * 0.2} ${r} ${-r * 0.15} ${r} ${r * 0.25}C${r * 0.55} ${r * 0.45} ${r * 0.2} ${r * 0.2} 0 0Z" fill="${fill}" stroke="${hex.ink}" stroke-width="0.7"/>
    <path d="M0 0C${-r * 0.35} ${-r * 0.2} ${-r} ${-r * 0.15} ${-r} ${r * 0.25}C${-r * 0.55} ${r * 0.45} ${-r * 0.2} ${r * 0.2} 0 0Z" fill="${fill}" stroke="${hex.ink}" stroke-width="0.7"/>
    <circle r="${r * 0.16}" fill="${hex.vermilion}" stroke="${hex.ink}" stroke-width="0.5"/></g>`;
}

/**
 * The house frame: an outer double ink rule, a gold inner rule and fleurons in the corners.
 * `goldId` is a gradient id (see goldGradient) defined in the same document.
 */
export function frame(
  x: number,
  y: number,
  w: number,
  h: number,
  opts: { goldId: string; inset?: number; fleurons?: boolean; radius?: number; weight?: number } = { goldId: 'gold' },
): string {
  const i = opts.inset ?? 4;
  const r = opts.radius ?? 3;
  const k = opts.weight ?? 1;
  const corners =
    opts.fleurons === false
      ? ''
      : cornerFleurons(x + i + 3, y + i + 3, w - 2 * i - 6, h - 2 * i - 6, 9 * k, `url(#${opts.goldId})`);
  return `<rect x="${x + 0.75}" y="${y + 0.75}" width="${w - 1.5}" height="${h - 1.5}" rx="${r}" fill="none" stroke="${hex.ink}" stroke-width="${1.5 * k}"/>
    <rect x="${x + i * 0.55}" y="${y + i * 0.55}" width="${w - i * 1.1}" height="${h - i * 1.1}" rx="${r * 0.8}" fill="none" stroke="${hex.ink}" stroke-width="${0.6 * k}"/>
    <rect x="${x + i}" y="${y + i}" width="${w - 2 * i}" height="${h - 2 * i}" rx="${r * 0.6}" fill="none" stroke="url(#${opts.goldId})" stroke-width="${2.2 * k}"/>
    ${corners}`;
}

function cornerFleurons(x: number, y: number, w: number, h: number, size: number, fill: string): string {
  return [
    fleuron(x, y, size, fill, 135),
    fleuron(x + w, y, size, fill, 225),
    fleuron(x + w, y + h, size, fill, 315),
    fleuron(x, y + h, size, fill, 45),
  ].join('');
}

/** A five-pointed gold star (fief stars, night skies). */
export function star(cx: number, cy: number, r: number, fill: string, stroke: string = hex.ink): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.45;
    pts.push(`${(cx + rr * Math.cos(a)).toFixed(2)},${(cy + rr * Math.sin(a)).toFixed(2)}`);
  }
  return `<polygon points="${pts.join(' ')}" fill="${fill}" stroke="${stroke}" stroke-width="${Math.max(0.6, r * 0.08)}" stroke-linejoin="round"/>`;
}

/** A wax seal: an irregular blob in `wax` with a raised rim and an emblem (SVG, centred at 0,0, ±r). */
export function seal(cx: number, cy: number, r: number, wax: string, emblem = ''): string {
  const pts: string[] = [];
  const n = 14;
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const rr = r * (1 + 0.07 * Math.sin(i * 2.7) + 0.05 * Math.cos(i * 4.1));
    pts.push(`${(rr * Math.cos(a)).toFixed(2)},${(rr * Math.sin(a)).toFixed(2)}`);
  }
  return `<g transform="translate(${cx} ${cy})">
    <polygon points="${pts.join(' ')}" fill="${wax}" stroke="${hex.ink}" stroke-width="${r * 0.05}" stroke-linejoin="round"/>
    <circle r="${r * 0.72}" fill="none" stroke="#000" stroke-opacity=".28" stroke-width="${r * 0.1}"/>
    <circle r="${r * 0.72}" fill="none" stroke="#fff" stroke-opacity=".22" stroke-width="${r * 0.04}" transform="translate(${-r * 0.04} ${-r * 0.04})"/>
    <ellipse cx="${-r * 0.35}" cy="${-r * 0.42}" rx="${r * 0.28}" ry="${r * 0.12}" fill="#fff" opacity=".25" transform="rotate(-35 ${-r * 0.35} ${-r * 0.42})"/>
    <g transform="scale(${r / 50})">${emblem}</g></g>`;
}

/** Vine tendrils with small leaves, for initials and borders: a spiral from (x, y). */
export function tendril(x: number, y: number, size: number, stroke: string, leaf: string, flip = false): string {
  const s = size;
  const f = flip ? -1 : 1;
  return `<g transform="translate(${x} ${y}) scale(${f} 1)" fill="none" stroke="${stroke}" stroke-width="${s * 0.05}" stroke-linecap="round">
    <path d="M0 0C${s * 0.3} ${-s * 0.1} ${s * 0.55} ${s * 0.05} ${s * 0.55} ${s * 0.3}C${s * 0.55} ${s * 0.5} ${s * 0.35} ${s * 0.55} ${s * 0.27} ${s * 0.42}C${s * 0.2} ${s * 0.3} ${s * 0.32} ${s * 0.22} ${s * 0.38} ${s * 0.3}"/>
    <path d="M${s * 0.2} ${-s * 0.03}c${s * 0.05} ${-s * 0.16} ${s * 0.2} ${-s * 0.2} ${s * 0.26} ${-s * 0.12}c${-s * 0.06} ${s * 0.1} ${-s * 0.16} ${s * 0.13} ${-s * 0.26} ${s * 0.12}z" fill="${leaf}" stroke="${hex.ink}" stroke-width="${s * 0.02}"/>
    <path d="M${s * 0.5} ${s * 0.16}c${s * 0.16} ${-s * 0.02} ${s * 0.26} ${s * 0.1} ${s * 0.22} ${s * 0.2}c${-s * 0.1} ${s * 0.02} ${-s * 0.2} ${-s * 0.06} ${-s * 0.22} ${-s * 0.2}z" fill="${leaf}" stroke="${hex.ink}" stroke-width="${s * 0.02}"/>
  </g>`;
}

/**
 * The ground of an illuminated initial: a coloured square framed in gold with tendrils curling
 * out of two corners. The letter itself is drawn on top by the composer in the display font.
 */
export function initialGround(
  x: number,
  y: number,
  size: number,
  ground: string,
  goldId: string,
  patternId?: string,
): string {
  const fill = patternId ? `url(#${patternId})` : ground;
  return `<g>
    <rect x="${x}" y="${y}" width="${size}" height="${size}" fill="${fill}" stroke="${hex.ink}" stroke-width="${size * 0.025}"/>
    <rect x="${x + size * 0.06}" y="${y + size * 0.06}" width="${size * 0.88}" height="${size * 0.88}" fill="none" stroke="url(#${goldId})" stroke-width="${size * 0.045}"/>
    ${tendril(x + size, y + size * 0.15, size * 0.55, `url(#${goldId})`, hex.verdigris)}
    ${tendril(x, y + size * 0.85, size * 0.55, `url(#${goldId})`, hex.verdigris, true)}
  </g>`;
}
