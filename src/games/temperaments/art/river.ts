/**
 * The kingdom board's geometry and its river: where the river runs on the zone borders (a gentle
 * wave), where a path crosses it, distances between points, segments and boxes, and the river and
 * its stone bridges drawn as SVG.
 */
import { hex } from '../../../art/palette';
import { f } from '../../../art/svgkit';

const INK = hex.ink;
export const RIVER = '#6F8C9A';

/** A zone's box (the river runs along the borders zones share). */
type ZoneBox = { x0: number; y0: number; x1: number; y1: number };

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}
export interface Seg {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}
export interface RiverLine {
  vertical: boolean;
  c: number; // x for vertical, y for horizontal
  from: number;
  to: number;
  width: number;
  phase: number;
}

export function segDist(px: number, py: number, s: Seg): number {
  const dx = s.x2 - s.x1;
  const dy = s.y2 - s.y1;
  const l2 = dx * dx + dy * dy || 1;
  const t = Math.max(0, Math.min(1, ((px - s.x1) * dx + (py - s.y1) * dy) / l2));
  return Math.hypot(px - (s.x1 + t * dx), py - (s.y1 + t * dy));
}
export function rectDist(px: number, py: number, r: Rect): number {
  const dx = Math.max(r.x - px, 0, px - (r.x + r.w));
  const dy = Math.max(r.y - py, 0, py - (r.y + r.h));
  return Math.hypot(dx, dy);
}
export function rectRectDist(a: Rect, b: Rect): number {
  const dx = Math.max(b.x - (a.x + a.w), 0, a.x - (b.x + b.w));
  const dy = Math.max(b.y - (a.y + a.h), 0, a.y - (b.y + b.h));
  return Math.hypot(dx, dy);
}
export function rectsOverlap(a: Rect, b: Rect, pad = 0): boolean {
  return a.x < b.x + b.w + pad && b.x < a.x + a.w + pad && a.y < b.y + b.h + pad && b.y < a.y + a.h + pad;
}

/** The river's wavy offset (±6 px) at position t along a line. */
function wave(t: number, phase: number): number {
  return 4.2 * Math.sin(t / 13 + phase) + 1.6 * Math.sin(t / 5.3 + phase * 2.1);
}
export function riverPoint(r: RiverLine, t: number): [number, number] {
  const o = wave(t, r.phase);
  return r.vertical ? [r.c + o, t] : [t, r.c + o];
}

/** River lines: the shared borders of zones, merged into long channels. */
export function riverLines(zones: ZoneBox[]): RiverLine[] {
  const raw: { vertical: boolean; c: number; from: number; to: number }[] = [];
  for (let i = 0; i < zones.length; i++) {
    for (let j = 0; j < zones.length; j++) {
      if (i === j) continue;
      const a = zones[i] as ZoneBox;
      const b = zones[j] as ZoneBox;
      if (a.x1 === b.x0) {
        const from = Math.max(a.y0, b.y0);
        const to = Math.min(a.y1, b.y1);
        if (to > from) raw.push({ vertical: true, c: a.x1, from, to });
      }
      if (a.y1 === b.y0) {
        const from = Math.max(a.x0, b.x0);
        const to = Math.min(a.x1, b.x1);
        if (to > from) raw.push({ vertical: false, c: a.y1, from, to });
      }
    }
  }
  const groups = new Map<string, { vertical: boolean; c: number; from: number; to: number }>();
  for (const s of raw) {
    const k = `${s.vertical ? 'v' : 'h'}${s.c}`;
    const g = groups.get(k);
    if (g) {
      g.from = Math.min(g.from, s.from);
      g.to = Math.max(g.to, s.to);
    } else groups.set(k, { ...s });
  }
  const lines = [...groups.values()];
  const longest = Math.max(...lines.map((l) => l.to - l.from));
  return lines.map((l, i) => ({ ...l, width: l.to - l.from === longest ? 15 : 11, phase: i * 1.7 + l.c / 50 }));
}

/** Where a segment crosses a river line (its wavy course), or null. */
export function crossing(s: Seg, r: RiverLine): { x: number; y: number } | null {
  const side = (x: number, y: number) => {
    const t = r.vertical ? y : x;
    if (t < r.from - 4 || t > r.to + 4) return Number.NaN;
    const [rx, ry] = riverPoint(r, t);
    return r.vertical ? x - rx : y - ry;
  };
  const n = 80;
  let prev = side(s.x1, s.y1);
  for (let i = 1; i <= n; i++) {
    const t = i / n;
    const x = s.x1 + (s.x2 - s.x1) * t;
    const y = s.y1 + (s.y2 - s.y1) * t;
    const cur = side(x, y);
    if (!Number.isNaN(prev) && !Number.isNaN(cur) && Math.sign(prev) !== Math.sign(cur)) {
      const t0 = (i - 1) / n;
      const k = prev / (prev - cur);
      const tt = t0 + k / n;
      return { x: s.x1 + (s.x2 - s.x1) * tt, y: s.y1 + (s.y2 - s.y1) * tt };
    }
    prev = cur;
  }
  return null;
}

export function riverSvg(r: RiverLine, W: number, H: number): string {
  const from = r.from <= 0 ? -10 : r.from;
  const to = r.to >= (r.vertical ? H : W) ? (r.vertical ? H : W) + 10 : r.to;
  const pts: string[] = [];
  for (let t = from; t <= to; t += 3) {
    const [x, y] = riverPoint(r, t);
    pts.push(`${f(x)} ${f(y)}`);
  }
  const d = `M${pts.join('L')}`;
  const w = r.width;
  return `<path d="${d}" fill="none" stroke="#8FA89A" stroke-opacity=".35" stroke-width="${w + 12}" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="${d}" fill="none" stroke="${INK}" stroke-width="${w + 2.6}" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="${d}" fill="none" stroke="${RIVER}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="${d}" fill="none" stroke="#A9C3CC" stroke-width="1.1" stroke-dasharray="7 11" stroke-linecap="round" transform="translate(${r.vertical ? -2.4 : 0} ${r.vertical ? 0 : -2.4})"/>
    <path d="${d}" fill="none" stroke="#A9C3CC" stroke-width="1.1" stroke-dasharray="4 15" stroke-dashoffset="9" stroke-linecap="round" transform="translate(${r.vertical ? 2.6 : 0} ${r.vertical ? 0 : 2.6})"/>`;
}

/** A stone bridge across the river at (x, y), its road running at `angle` degrees, `len` long. */
export function bridgeSvg(x: number, y: number, angle: number, len: number): string {
  const L = len / 2;
  const w = 4.6;
  const face = 4.2;
  const arches = [-0.5, 0, 0.5]
    .map((k) => {
      const ax = L * 1.2 * k * 0.9;
      const aw = L * 0.26;
      return `<path d="M${f(ax - aw)} ${f(w + face)}L${f(ax - aw)} ${f(w + face * 0.55)}Q${f(ax)} ${f(w - 0.4)} ${f(ax + aw)} ${f(w + face * 0.55)}L${f(ax + aw)} ${f(w + face)}Z" fill="#3E5560" stroke="${INK}" stroke-width=".7"/>`;
    })
    .join('');
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})">
    <ellipse cx="0" cy="${f(w + face + 1)}" rx="${f(L * 0.95)}" ry="2.2" fill="#2A2018" opacity=".25"/>
    <path d="M${f(-L - 2)} ${f(w + face)}L${f(-L)} ${f(w)}L${f(L)} ${f(w)}L${f(L + 2)} ${f(w + face)}Z" fill="#BFB398" stroke="${INK}" stroke-width="1" stroke-linejoin="round"/>
    ${arches}
    <path d="M${f(-L - 3)} ${f(-w - 1.2)}Q0 ${f(-w - 2.6)} ${f(L + 3)} ${f(-w - 1.2)}L${f(L + 3)} ${f(w + 0.6)}Q0 ${f(w - 0.8)} ${f(-L - 3)} ${f(w + 0.6)}Z" fill="#DDD3BA" stroke="${INK}" stroke-width="1.1" stroke-linejoin="round"/>
    <path d="M${f(-L - 2)} ${f(-w + 0.8)}Q0 ${f(-w - 0.6)} ${f(L + 2)} ${f(-w + 0.8)}M${f(-L - 2)} ${f(w - 1.2)}Q0 ${f(w - 2.6)} ${f(L + 2)} ${f(w - 1.2)}" fill="none" stroke="#8A7E68" stroke-width=".8"/>
    <path d="M${f(-L * 0.5)} -.6L${f(-L * 0.3)} -.6M${f(L * 0.1)} .4L${f(L * 0.35)} .4" stroke="#A89C82" stroke-width=".8" stroke-linecap="round"/></g>`;
}
