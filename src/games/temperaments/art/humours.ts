/**
 * Humours (rules §2.1): colours, emblems (flame, heart, crescent, wave), humour discs, the two-humour
 * slot sockets of residents, potion token faces and backs (owner colour + wax seal, no humour hint).
 */
import type { Picture } from '../../../art/compose';
import { hex } from '../../../art/palette';
import { goldGradient, svgDoc } from '../../../art/svg';
import { f, parseSvg } from '../../../art/svgkit';
import { HUMOUR_COLOURS, SEAT_COLOURS, SEAT_DEEP } from './colours';
import { emblemSvg, type H } from './raw';

export { HUMOURS } from '../../../../machines/temperaments/content';
export type { H } from './raw';

/** How each humour's emblem is painted on its field (rules §2.1). */
const onField: Record<H, { body: string; inner: string }> = {
  C: { body: '#6E2A0C', inner: '#D9A21B' },
  S: { body: '#F4EEDC', inner: '#F4EEDC' },
  M: { body: '#E8DFC8', inner: '#E8DFC8' },
  P: { body: '#1F4460', inner: '#1F4460' },
};

interface EmblemPath {
  cls: 'b' | 'i';
  d: string;
  transform?: string;
}

const emblemCache = new Map<H, EmblemPath[]>();

/** The emblem's paths (class b = body, i = inner detail) read from its SVG file (100 × 100 units). */
function emblemPaths(h: H): EmblemPath[] {
  let paths = emblemCache.get(h);
  if (!paths) {
    paths = [];
    for (const m of parseSvg(emblemSvg[h]).body.matchAll(/<path\b([^>]*)\/>/g)) {
      const a = m[1] ?? '';
      const d = a.match(/\bd="([^"]+)"/)?.[1];
      if (!d) continue;
      const t = a.match(/\btransform="([^"]+)"/)?.[1];
      paths.push({ cls: /class="i"/.test(a) ? 'i' : 'b', d, ...(t ? { transform: t } : {}) });
    }
    emblemCache.set(h, paths);
  }
  return paths;
}

/**
 * The emblem alone, centred at (cx, cy) inside a box of `size`. `mode: 'field'` paints it for a disc of
 * the humour's colour (one flat contrasting colour); `mode: 'ink'` keeps the file's colours and outline.
 */
export function emblem(h: H, cx: number, cy: number, size: number, mode: 'field' | 'ink' = 'field'): string {
  const s = size / 100;
  const parts = emblemPaths(h)
    .map((p) => {
      const tr = p.transform ? ` transform="${p.transform}"` : '';
      if (mode === 'ink') {
        const fill =
          p.cls === 'b' ? HUMOUR_COLOURS[h] : h === 'C' ? '#B3261E' : h === 'M' ? '#E8DFC8' : HUMOUR_COLOURS[h];
        return `<path d="${p.d}"${tr} fill="${fill}" stroke="${hex.ink}" stroke-width="${p.cls === 'b' ? 6 : 3.5}" stroke-linejoin="round"/>`;
      }
      const c = onField[h];
      if (p.cls === 'i' && (h === 'S' || h === 'P')) return '';
      return `<path d="${p.d}"${tr} fill="${p.cls === 'b' ? c.body : c.inner}"/>`;
    })
    .join('');
  return `<g transform="translate(${f(cx - size / 2)} ${f(cy - size / 2)}) scale(${f(s)})">${parts}</g>`;
}

/** A humour disc (order rows, legends): field colour, emblem, ink edge and a gold rim. */
export function humourDisc(h: H, cx: number, cy: number, r: number, goldId: string): string {
  return `<g><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${HUMOUR_COLOURS[h]}" stroke="${hex.ink}" stroke-width="${f(Math.max(0.7, r * 0.12))}"/>
    <circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.86)}" fill="none" stroke="url(#${goldId})" stroke-width="${f(r * 0.1)}"/>
    ${emblem(h, cx, cy + (h === 'C' ? -r * 0.04 : 0), r * 1.32)}</g>`;
}

/**
 * A resident's slot socket: a roundel split into two half-discs, the left of the first humour of the pair,
 * the right of the second, each with its emblem (where a face-down token will sit, radius r).
 */
export function slotSocket(
  pair: readonly [H, H],
  cx: number,
  cy: number,
  r: number,
  goldId: string,
  id: string,
): string {
  const [a, b] = pair;
  const half = (h: H, side: -1 | 1) => {
    const sweep = side < 0 ? 0 : 1;
    return `<path d="M${f(cx)} ${f(cy - r)}A${f(r)} ${f(r)} 0 0 ${sweep} ${f(cx)} ${f(cy + r)}Z" fill="${HUMOUR_COLOURS[h]}"/>`;
  };
  const clip = `${id}-c`;
  return `<g><clipPath id="${clip}"><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"/></clipPath>
    <circle cx="${f(cx)}" cy="${f(cy + r * 0.12)}" r="${f(r * 1.12)}" fill="#2A2018" opacity=".28"/>
    <circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 1.13)}" fill="url(#${goldId})" stroke="${hex.ink}" stroke-width="${f(r * 0.08)}"/>
    ${half(a, -1)}${half(b, 1)}
    <g clip-path="url(#${clip})">${emblem(a, cx - r * 0.46, cy, r * 0.98)}${emblem(b, cx + r * 0.46, cy, r * 0.98)}</g>
    <path d="M${f(cx)} ${f(cy - r)}L${f(cx)} ${f(cy + r)}" stroke="${hex.ink}" stroke-width="${f(r * 0.09)}"/>
    <circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="none" stroke="${hex.ink}" stroke-width="${f(r * 0.1)}"/></g>`;
}

/**
 * The check order as a row of emblems joined by small vermilion chevrons, centred on (cx, cy).
 * Returns the markup and each humour's disc centre (the table may light the active one).
 */
export function orderRow(
  order: string,
  cx: number,
  cy: number,
  r: number,
  gap: number,
  goldId: string,
  vertical = false,
): { svg: string; centres: { h: H; x: number; y: number }[] } {
  const hs = order.split('') as H[];
  const step = 2 * r + gap;
  const start = -((hs.length - 1) * step) / 2;
  const centres = hs.map((h, i) => ({
    h,
    x: vertical ? cx : cx + start + i * step,
    y: vertical ? cy + start + i * step : cy,
  }));
  const chevrons = centres
    .slice(1)
    .map((c, i) => {
      const p = centres[i] as { x: number; y: number };
      const mx = (p.x + c.x) / 2;
      const my = (p.y + c.y) / 2;
      const k = Math.min(gap * 0.32, r * 0.4);
      const d = vertical
        ? `M${f(mx - k)} ${f(my - k * 0.6)}L${f(mx)} ${f(my + k * 0.6)}L${f(mx + k)} ${f(my - k * 0.6)}`
        : `M${f(mx - k * 0.6)} ${f(my - k)}L${f(mx + k * 0.6)} ${f(my)}L${f(mx - k * 0.6)} ${f(my + k)}`;
      return `<path d="${d}" fill="none" stroke="${hex.vermilion}" stroke-width="${f(Math.max(1, r * 0.22))}" stroke-linecap="round" stroke-linejoin="round"/>`;
    })
    .join('');
  return { svg: chevrons + centres.map((c) => humourDisc(c.h, c.x, c.y, r, goldId)).join(''), centres };
}

/** The impressed sigil of each seat on its seals (so seats differ by shape as well as colour). */
export function seatSigil(seat: number, fill: string): string {
  switch (seat % 4) {
    case 0: {
      const pts: string[] = [];
      for (let i = 0; i < 10; i++) {
        const a = -Math.PI / 2 + (i * Math.PI) / 5;
        const rr = i % 2 === 0 ? 30 : 13;
        pts.push(`${f(rr * Math.cos(a))},${f(rr * Math.sin(a) + 2)}`);
      }
      return `<polygon points="${pts.join(' ')}" fill="${fill}" stroke-linejoin="round"/>`;
    }
    case 1:
      return `<g fill="${fill}"><circle cx="0" cy="-13" r="11"/><circle cx="-12" cy="5" r="11"/><circle cx="12" cy="5" r="11"/><path d="M-3 8L3 8L5 30L-5 30Z"/></g>`;
    case 2:
      return `<g fill="${fill}"><path d="M0 -30L20 0L0 30L-20 0Z"/></g>`;
    default:
      return `<g fill="${fill}"><path d="M-7 -28L7 -28L5 -5L28 -7L28 7L5 5L7 28L-7 28L-5 5L-28 7L-28 -7L-5 -5Z"/></g>`;
  }
}

function sealBlob(r: number, wax: string, seed: number): string {
  const pts: string[] = [];
  const n = 16;
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const rr = r * (1 + 0.06 * Math.sin(i * 2.7 + seed) + 0.045 * Math.cos(i * 4.1 + seed * 1.3));
    pts.push(`${f(rr * Math.cos(a))},${f(rr * Math.sin(a))}`);
  }
  return `<polygon points="${pts.join(' ')}" fill="${wax}" stroke="${hex.ink}" stroke-width="${f(r * 0.06)}" stroke-linejoin="round"/>`;
}

/** A wax seal in a seat's colour with its sigil, centred on (cx, cy), radius r (no humour hint). */
export function seatSeal(seat: number, cx: number, cy: number, r: number, id: string): string {
  const wax = SEAT_COLOURS[seat % 4] as string;
  const deep = SEAT_DEEP[seat % 4] as string;
  return `<g transform="translate(${f(cx)} ${f(cy)})">
    <defs><radialGradient id="${id}-w" cx=".38" cy=".34" r=".75"><stop offset="0" stop-color="#fff" stop-opacity=".34"/><stop offset=".55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".3"/></radialGradient></defs>
    ${sealBlob(r, wax, seat * 1.7)}
    ${sealBlob(r, `url(#${id}-w)`, seat * 1.7)}
    <circle r="${f(r * 0.7)}" fill="#000" opacity=".12"/>
    <circle r="${f(r * 0.7)}" fill="none" stroke="#fff" stroke-opacity=".28" stroke-width="${f(r * 0.05)}" transform="translate(${f(r * 0.03)} ${f(r * 0.04)})"/>
    <g transform="translate(${f(r * 0.05)} ${f(r * 0.06)}) scale(${f((r * 0.6) / 30)})" opacity=".4">${seatSigil(seat, '#fff')}</g>
    <g transform="scale(${f((r * 0.6) / 30)})">${seatSigil(seat, deep)}</g></g>`;
}

/**
 * A potion token face: a gilt roundel of the humour's colour with its emblem. With `seat`, a ring of the
 * owner's colour (board tokens and revealed tokens). Picture of size × size (default 24).
 */
export function tokenFace(h: H, opts: { size?: number; seat?: number } = {}): Picture {
  const size = opts.size ?? 24;
  const c = size / 2;
  const p = `tf${h}${opts.seat ?? 'x'}`;
  const ring = opts.seat === undefined ? 0 : size * 0.1;
  const r = c - 0.8 - ring;
  const seatRing =
    opts.seat === undefined
      ? ''
      : `<circle cx="${c}" cy="${c}" r="${f(c - 0.6 - ring / 2)}" fill="none" stroke="${SEAT_COLOURS[opts.seat % 4]}" stroke-width="${f(ring + 0.4)}"/>
         <circle cx="${c}" cy="${c}" r="${f(c - 0.6)}" fill="none" stroke="${hex.ink}" stroke-width="${f(size * 0.035)}"/>`;
  const body = `${seatRing}
    <circle cx="${c}" cy="${c}" r="${f(r)}" fill="${HUMOUR_COLOURS[h]}" stroke="${hex.ink}" stroke-width="${f(size * 0.04)}"/>
    <circle cx="${c}" cy="${c}" r="${f(r * 0.88)}" fill="none" stroke="url(#${p}g)" stroke-width="${f(size * 0.05)}"/>
    <circle cx="${c}" cy="${c}" r="${f(r * 0.88)}" fill="url(#${p}sh)"/>
    ${emblem(h, c, c + (h === 'C' ? -size * 0.02 : 0), r * 1.38)}`;
  const defs = `${goldGradient(`${p}g`)}<radialGradient id="${p}sh" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#fff" stop-opacity=".22"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".18"/></radialGradient>`;
  return { width: size, height: size, svg: svgDoc(size, size, body, defs) };
}

/** A potion token back: the owner's wax seal (no humour hint). Picture of size × size (default 24). */
export function tokenBack(seat: number, opts: { size?: number } = {}): Picture {
  const size = opts.size ?? 24;
  const c = size / 2;
  return { width: size, height: size, svg: svgDoc(size, size, seatSeal(seat, c, c, c * 0.88, `tb${seat}`)) };
}

/** A humour emblem alone as a Picture (legends, tooltips, the log): ink outline, file colours. */
export function emblemPicture(h: H, size = 24): Picture {
  return { width: size, height: size, svg: svgDoc(size, size, emblem(h, size / 2, size / 2, size, 'ink')) };
}
