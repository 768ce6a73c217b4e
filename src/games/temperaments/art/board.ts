/**
 * The kingdom board (rules §2.3) as an illuminated chronicle map: parchment, six lightly washed and
 * lettered zones, the wavy river on the zone borders, dotted ink paths, stone bridges where bridge edges
 * cross the river, location vignettes with their names, a compass rose and small marginalia.
 * Content is a parameter (the engine's zones, locations and edges with display names), so the same
 * function draws any board of that shape. Picture units are table pixels (760 × 560 by default).
 */
import type { Label, Picture } from '../../../art/compose';
import { hex } from '../../../art/palette';
import { foxingGradient, goldGradient, parchmentFilter, svgDoc } from '../../../art/svg';
import { f, hash, rng, tag } from '../../../art/svgkit';
import { accentFor, type Kind, vignette } from './locations';
import { birdsSvg, boatSvg, compassRose, decorSvg, fishSvg, hareSvg, serpentSvg, type ZoneLook } from './marginalia';
import {
  bridgeSvg,
  crossing,
  type Rect,
  RIVER,
  type RiverLine,
  rectDist,
  rectRectDist,
  rectsOverlap,
  riverLines,
  riverPoint,
  riverSvg,
  type Seg,
  segDist,
} from './river';

export const BOARD_W = 760;
export const BOARD_H = 560;
/** Radius of a location (rules §2.3); the vignette is drawn 2r wide around it. */
export const NODE_R = 22;

export interface BoardZone {
  id: string;
  name: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
export interface BoardLocation {
  id: string;
  kind: Kind;
  zone: string;
  x: number;
  y: number;
  name: string;
}
export interface BoardEdge {
  a: string;
  b: string;
  /** Bridges cross the river (inferred from the zones when omitted). */
  bridge?: boolean;
}
export interface BoardInput {
  zones: BoardZone[];
  locations: BoardLocation[];
  edges: BoardEdge[];
}

/** A free spot the board's search found, and how far it is from everything drawn before it. */
export interface BoardSpot {
  x: number;
  y: number;
  c: number;
}
/**
 * Where the board's searches put things: each zone's name (its lettering's top-left, by zone id)
 * and the compass rose, hare and birds. Searching takes ~100 ms in a browser; a board given its
 * layout (`opts.layout`) only draws.
 */
export interface BoardLayout {
  names: Record<string, { x: number; y: number }>;
  rose: BoardSpot | null;
  hare: BoardSpot | null;
  birds: BoardSpot | null;
}

/** What a board's layout depends on besides the code: its content and size. */
export function boardSignature(data: BoardInput, width = BOARD_W, height = BOARD_H): string {
  return hash(JSON.stringify([data, width, height])).toString(36);
}

export interface BoardArt {
  picture: Picture;
  /** Where its searches put things (pass it back as `opts.layout` to draw the same board at once). */
  layout: BoardLayout;
  /** Location centres and radius (hit areas, highlights). */
  nodes: Record<string, { x: number; y: number; r: number }>;
  /** Where each location's name is lettered. */
  nameBoxes: Record<string, { x: number; y: number; w: number; h: number }>;
  /** All lettering and the compass rose: the table keeps tokens off them. */
  keepClear: { x: number; y: number; w: number; h: number }[];
  /** Bridge centres and the angle of their edge in degrees. */
  bridges: { a: string; b: string; x: number; y: number; angle: number }[];
}

const INK = hex.ink;

const LOOKS: Record<string, ZoneLook> = {
  a: { tint: '#CBB78F', ground: '#B9B487', decor: 'hills', letter: '#7A2A1E' },
  b: { tint: '#E6CF84', ground: '#B9C06E', decor: 'fields', letter: '#8A2A1E' },
  c: { tint: '#A9B9A6', ground: '#9EAE86', decor: 'reeds', letter: '#5A2A1E' },
  d: { tint: '#BCD28C', ground: '#A6C26C', decor: 'trees', letter: '#7A2A1E' },
  e: { tint: '#B2CACB', ground: '#A8BF88', decor: 'ripples', letter: '#6A2A22' },
  f: { tint: '#93B083', ground: '#8FAE6C', decor: 'forest', letter: '#5A221A' },
};
const LOOK_ORDER = ['a', 'b', 'c', 'd', 'e', 'f'];
function lookOf(zoneId: string, index: number): ZoneLook {
  const k = zoneId.slice(-1);
  return (LOOKS[k] ?? LOOKS[LOOK_ORDER[index % 6] as string]) as ZoneLook;
}

// ————————————————————————————————————————— drawing pieces

function dottedPath(s: Seg, trimA: number, trimB: number): string {
  const len = Math.hypot(s.x2 - s.x1, s.y2 - s.y1);
  if (len < trimA + trimB + 4) return '';
  const ux = (s.x2 - s.x1) / len;
  const uy = (s.y2 - s.y1) / len;
  const x1 = s.x1 + ux * trimA;
  const y1 = s.y1 + uy * trimA;
  const x2 = s.x2 - ux * trimB;
  const y2 = s.y2 - uy * trimB;
  // a slight bow, as if drawn freehand
  const bow = ((hash(`${s.x1},${s.y1},${s.x2},${s.y2}`) % 7) - 3) * 0.9;
  const mx = (x1 + x2) / 2 - uy * bow;
  const my = (y1 + y2) / 2 + ux * bow;
  const d = `M${f(x1)} ${f(y1)}Q${f(mx)} ${f(my)} ${f(x2)} ${f(y2)}`;
  return `<path d="${d}" fill="none" stroke="${hex.parchment}" stroke-width="5" stroke-linecap="round" opacity=".55"/><path d="${d}" fill="none" stroke="${INK}" stroke-width="2.1" stroke-linecap="round" stroke-dasharray=".1 5.2"/>`;
}

// ————————————————————————————————————————— the board

/** Estimated width of lettering in a face (for placing labels without a canvas). */
function textWidth(s: string, size: number, font: 'caps' | 'display' | 'body'): number {
  return s.length * size * (font === 'display' ? 0.66 : font === 'body' ? 0.5 : 0.6);
}

/**
 * Suggested spots for `n` tokens stacked on a location: rings round the vignette, filled from the
 * top down both sides, skipping any spot over a box of `avoid` (the board's lettering: names are
 * lettered wherever they fitted). `size` is the token diameter (default 16).
 */
export function boardTokenSpots(
  x: number,
  y: number,
  n: number,
  size = 16,
  avoid: { x: number; y: number; w: number; h: number }[] = [],
): { x: number; y: number }[] {
  const out: { x: number; y: number }[] = [];
  const clear = (p: { x: number; y: number }) =>
    avoid.every(
      (b) => p.x + size / 2 < b.x || p.x - size / 2 > b.x + b.w || p.y + size / 2 < b.y || p.y - size / 2 > b.y + b.h,
    );
  for (let ring = 0; out.length < n && ring < 6; ring++) {
    const r = NODE_R + size * (0.35 + 0.9 * ring);
    const step = (size * 0.95) / r; // radians between neighbours on this ring
    const half = Math.floor(Math.PI / step);
    for (let k = 0; k <= 2 * half && out.length < n; k++) {
      // top first, then alternately left and right of it: -90°, -90° - step, -90° + step, …
      const off = Math.ceil(k / 2) * (k % 2 ? -1 : 1) * step;
      if (k > 0 && Math.abs(off) > Math.PI - step / 2) continue;
      const a = -Math.PI / 2 + off;
      const p = { x: x + r * Math.cos(a), y: y + r * Math.sin(a) };
      if (clear(p)) out.push(p);
    }
  }
  return out;
}

export function kingdomBoard(
  data: BoardInput,
  opts: { width?: number; height?: number; seed?: number; layout?: BoardLayout } = {},
): BoardArt {
  const W = opts.width ?? BOARD_W;
  const H = opts.height ?? BOARD_H;
  const p = `kb${tag(`${opts.seed ?? 0}`)}-`;
  const rand = rng(opts.seed ?? 1409);
  const defs: string[] = [
    goldGradient(`${p}gold`),
    foxingGradient(`${p}fox`),
    parchmentFilter(`${p}parch`, 11, 0.2),
    `<filter id="${p}wash" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="7"/></filter>`,
    `<clipPath id="${p}clip"><rect x="3" y="3" width="${W - 6}" height="${H - 6}" rx="3"/></clipPath>`,
    `<radialGradient id="${p}lake" cx=".5" cy=".45" r=".6"><stop offset="0" stop-color="#9DB8C2"/><stop offset="1" stop-color="${RIVER}"/></radialGradient>`,
  ];
  const body: string[] = [];
  const labels: Label[] = [];
  const zoneIndex = new Map(data.zones.map((z, i) => [z.id, i]));
  const locById = new Map(data.locations.map((l) => [l.id, l]));
  const lookOfLoc = (l: BoardLocation) => lookOf(l.zone, zoneIndex.get(l.zone) ?? 0);

  // parchment and washes
  body.push(
    `<rect x="0" y="0" width="${W}" height="${H}" rx="4" fill="${hex.parchment}" filter="url(#${p}parch)"/>`,
    `<g clip-path="url(#${p}clip)"><g filter="url(#${p}wash)" opacity=".62">${data.zones
      .map(
        (z, i) =>
          `<rect x="${z.x0}" y="${z.y0}" width="${z.x1 - z.x0}" height="${z.y1 - z.y0}" fill="${lookOf(z.id, i).tint}"/>`,
      )
      .join('')}</g>`,
  );

  // obstacles for labels and decorations
  const nodes = data.locations.map((l) => ({ x: l.x, y: l.y }));
  const segs: Seg[] = [];
  for (const e of data.edges) {
    const a = locById.get(e.a);
    const b = locById.get(e.b);
    if (a && b) segs.push({ x1: a.x, y1: a.y, x2: b.x, y2: b.y });
  }
  const rivers = riverLines(data.zones);

  // location names: below the vignette, else above, right or left, whichever is free
  const nameBoxes: Record<string, Rect> = {};
  const placed: Rect[] = [];
  const NAME = 12.5;
  for (const l of data.locations) {
    const w = Math.min(124, textWidth(l.name, NAME, 'body') + 4);
    const h = NAME + 3;
    const cands: Rect[] = [
      { x: l.x - w / 2, y: l.y + NODE_R + 1, w, h },
      { x: l.x - w / 2, y: l.y - NODE_R - h - 4, w, h },
      { x: l.x + NODE_R + 2, y: l.y - h / 2 + 6, w, h },
      { x: l.x - NODE_R - 2 - w, y: l.y - h / 2 + 6, w, h },
    ];
    const fits = (r: Rect) => {
      const c = { ...r, x: Math.max(6, Math.min(W - 6 - r.w, r.x)) };
      if (c.y < 5 || c.y + c.h > H - 5) return null;
      if (placed.some((o) => rectsOverlap(o, c, 2))) return null;
      if (nodes.some((n, i) => data.locations[i] !== l && rectDist(n.x, n.y, c) < NODE_R - 2)) return null;
      return c;
    };
    let box: Rect | null = null;
    for (const c of cands) {
      box = fits(c);
      if (box) break;
    }
    const chosen = box ?? { ...(cands[0] as Rect), x: Math.max(6, Math.min(W - 6 - w, (cands[0] as Rect).x)) };
    placed.push(chosen);
    nameBoxes[l.id] = chosen;
  }

  /**
   * How far (x, y) is from everything drawn so far. `enough`: the caller's test of the distance; once
   * the distance found so far fails it, the rest is not looked at (what is returned then fails it too).
   */
  const clearance = (x: number, y: number, extra: Rect[] = [], enough: (d: number) => boolean = () => true) => {
    let d = Math.min(x - 8, y - 8, W - 8 - x, H - 8 - y);
    for (const r of rivers) {
      const t = r.vertical ? y : x;
      if (t >= r.from - 10 && t <= r.to + 10) d = Math.min(d, Math.abs((r.vertical ? x : y) - r.c) - r.width / 2 - 6);
    }
    for (const n of nodes) d = Math.min(d, Math.hypot(n.x - x, n.y - y) - NODE_R - 2);
    if (!enough(d)) return d;
    for (const r of placed) d = Math.min(d, rectDist(x, y, r));
    for (const r of extra) d = Math.min(d, rectDist(x, y, r));
    if (!enough(d)) return d;
    for (const s of segs) d = Math.min(d, segDist(x, y, s) - 3);
    return d;
  };

  // lakes around islands (a location with the swan accent)
  for (const l of data.locations) {
    if (accentFor(l.id) !== 'swan') continue;
    body.push(
      `<ellipse cx="${l.x}" cy="${l.y + 6}" rx="58" ry="32" fill="#8FA89A" opacity=".35"/>`,
      `<path d="M${l.x - 52} ${l.y + 4}Q${l.x - 50} ${l.y - 22} ${l.x - 8} ${l.y - 22}Q${l.x + 46} ${l.y - 26} ${l.x + 54} ${l.y + 2}Q${l.x + 58} ${l.y + 32} ${l.x + 4} ${l.y + 34}Q${l.x - 54} ${l.y + 34} ${l.x - 52} ${l.y + 4}Z" fill="url(#${p}lake)" stroke="${INK}" stroke-width="1.4"/>`,
      `<path d="M${l.x - 40} ${l.y + 22}q3 -3 6 0t6 0M${l.x + 26} ${l.y + 24}q3 -3 6 0t6 0M${l.x + 34} ${l.y - 10}q3 -3 6 0t6 0" fill="none" stroke="#C9DCE2" stroke-width="1.1" stroke-linecap="round"/>`,
    );
  }

  // zone names: the freest place in each zone, lettered in vermilion display capitals
  const zoneBoxes: Rect[] = [];
  const banners: string[] = [];
  const ZN = 14;
  // The points sampled along the paths (every ~6 px), in order of x: only the name search reads them.
  const pathPts: [number, number][] = [];
  if (!opts.layout)
    for (const s of segs) {
      const n = Math.ceil(Math.hypot(s.x2 - s.x1, s.y2 - s.y1) / 6);
      for (let k = 0; k <= n; k++) {
        const t = k / n;
        pathPts.push([s.x1 + (s.x2 - s.x1) * t, s.y1 + (s.y2 - s.y1) * t]);
      }
    }
  pathPts.sort((a, b) => a[0] - b[0]);
  /** The first path point at or right of x. */
  const firstFrom = (x: number) => {
    let [lo, hi] = [0, pathPts.length];
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((pathPts[mid] as [number, number])[0] < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  /** The freest place in zone `z` for a name `w` × `h` (its top-left), or null where none fits. */
  const freestFor = (z: BoardZone, w: number, h: number): { x: number; y: number } | null => {
    let best: { r: Rect; score: number } | null = null;
    for (let y = z.y0 + (z.y0 <= 0 ? 22 : 14); y <= z.y1 - h - (z.y1 >= H ? 18 : 10); y += 5) {
      for (let x = z.x0 + 12; x <= z.x1 - w - 12; x += 5) {
        const r = { x: x - 16, y: y - 4, w: w + 32, h: h + 10 };
        // The score is a minimum: the cheap terms first, and a spot that can no longer beat the best
        // is dropped (a path farther than the score so far cannot lower it). The same spot is chosen.
        let sc = Math.min(1e9, r.y - 14, H - (r.y + r.h) - 14, r.x - 10, W - (r.x + r.w) - 10);
        for (const rv of rivers) {
          const d = rv.vertical ? Math.max(rv.c - (r.x + r.w), r.x - rv.c) : Math.max(rv.c - (r.y + r.h), r.y - rv.c);
          sc = Math.min(sc, d - 12);
        }
        for (const n of nodes) sc = Math.min(sc, rectDist(n.x, n.y, r) - NODE_R);
        for (const o of placed) sc = Math.min(sc, rectsOverlap(o, r) ? -50 : rectRectDist(o, r) - 4);
        // Only path points nearer than the score so far can lower it (the margin covers rounding).
        if (!best || sc > best.score) {
          for (let k = firstFrom(r.x - (sc - 6) - 0.01); k < pathPts.length; k++) {
            const [px, py] = pathPts[k] as [number, number];
            const reach = sc - 6 + 0.01;
            if (px > r.x + r.w + reach) break;
            if (Math.max(r.y - py, py - (r.y + r.h)) < reach) sc = Math.min(sc, rectDist(px, py, r) + 6);
          }
        }
        if (!best || sc > best.score) best = { r: { x, y, w, h }, score: sc };
      }
    }
    return best && { x: best.r.x, y: best.r.y };
  };
  const names: BoardLayout['names'] = {};
  data.zones.forEach((z, zi) => {
    const w = textWidth(z.name, ZN, 'display');
    const h = ZN + 2;
    const at = opts.layout ? (opts.layout.names[z.id] ?? null) : freestFor(z, w, h);
    if (!at) return;
    names[z.id] = at;
    zoneBoxes.push({ x: at.x - 16, y: at.y - 4, w: w + 32, h: h + 10 });
    labels.push({
      text: z.name,
      x: at.x + w / 2,
      y: at.y + h / 2 + 1,
      size: ZN,
      font: 'display',
      color: lookOf(z.id, zi).letter,
      maxWidth: z.x1 - z.x0 - 40,
    });
    // the name on a vellum banderole with folded tails (it covers the paths beneath it)
    const x0 = at.x - 7;
    const x1 = at.x + w + 7;
    const y0 = at.y - 2;
    const y1 = at.y + h + 2;
    const cxm = (x0 + x1) / 2;
    const ym = (y0 + y1) / 2;
    banners.push(
      `<g stroke="${INK}" stroke-width=".9" stroke-linejoin="round"><path d="M${f(x0 + 5)} ${f(y0 + 4)}L${f(x0 - 9)} ${f(y0 + 4)}L${f(x0 - 4)} ${f(ym + 2)}L${f(x0 - 9)} ${f(y1 + 4)}L${f(x0 + 5)} ${f(y1 + 4)}Z" fill="#D8C8A0"/>
      <path d="M${f(x1 - 5)} ${f(y0 + 4)}L${f(x1 + 9)} ${f(y0 + 4)}L${f(x1 + 4)} ${f(ym + 2)}L${f(x1 + 9)} ${f(y1 + 4)}L${f(x1 - 5)} ${f(y1 + 4)}Z" fill="#D8C8A0"/>
      <path d="M${f(x0)} ${f(y0)}Q${f(cxm)} ${f(y0 - 3)} ${f(x1)} ${f(y0)}L${f(x1)} ${f(y1)}Q${f(cxm)} ${f(y1 - 3)} ${f(x0)} ${f(y1)}Z" fill="${hex.vellum}"/>
      <path d="M${f(x0 + 3)} ${f(y1 - 2.4)}Q${f(cxm)} ${f(y1 - 5)} ${f(x1 - 3)} ${f(y1 - 2.4)}" fill="none" stroke="${hex.vermilion}" stroke-width=".7"/></g>`,
    );
  });

  const reserved: { x: number; y: number; r: number }[] = [];
  const marg: string[] = [];
  for (const l of data.locations) if (accentFor(l.id) === 'swan') reserved.push({ x: l.x, y: l.y + 6, r: 56 });
  const freeSpot = (zoneFilter: (z: BoardZone) => boolean, need: number): BoardSpot | null => {
    let best: BoardSpot | null = null;
    for (const z of data.zones.filter(zoneFilter)) {
      for (let y = z.y0 + 20; y < z.y1 - 14; y += 6) {
        for (let x = z.x0 + 16; x < z.x1 - 16; x += 6) {
          let c = Number.POSITIVE_INFINITY;
          for (const q of reserved) c = Math.min(c, Math.hypot(q.x - x, q.y - y) - q.r);
          const wins = (d: number) => d >= need && (!best || d > best.c);
          if (!wins(c)) continue;
          c = Math.min(c, clearance(x, y, zoneBoxes, wins));
          if (wins(c)) best = { x, y, c };
        }
      }
    }
    return best;
  };
  // compass rose where the parchment is freest
  const rose = opts.layout ? opts.layout.rose : freeSpot(() => true, 30);
  if (rose) {
    const r = Math.min(34, rose.c - 6);
    marg.push(compassRose(rose.x, rose.y + 3, r, p));
    reserved.push({ x: rose.x, y: rose.y, r: r + 8 });
    zoneBoxes.push({ x: rose.x - r - 8, y: rose.y - r - 12, w: 2 * r + 16, h: 2 * r + 20 });
  }
  const zoneOf = (letter: string) => (z: BoardZone) => z.id.endsWith(letter);
  const hare = opts.layout ? opts.layout.hare : freeSpot(zoneOf('d'), 14);
  if (hare) {
    marg.push(hareSvg(hare.x, hare.y + 6));
    reserved.push({ x: hare.x, y: hare.y, r: 16 });
  }
  const birds = opts.layout ? opts.layout.birds : (freeSpot(zoneOf('b'), 14) ?? freeSpot(zoneOf('a'), 14));
  if (birds) {
    marg.push(birdsSvg(birds.x, birds.y));
    reserved.push({ x: birds.x, y: birds.y, r: 14 });
  }
  const lakeLoc = data.locations.find((l) => accentFor(l.id) === 'swan');
  if (lakeLoc) marg.push(serpentSvg(lakeLoc.x + 40, lakeLoc.y + 18));

  // terrain decorations scattered in the free parchment of each zone
  const decor: string[] = [];
  const decorSpots: { x: number; y: number; r: number }[] = [];
  data.zones.forEach((z, zi) => {
    const look = lookOf(z.id, zi);
    const zr = rng(hash(z.id) ^ (opts.seed ?? 0));
    for (let tries = 0; tries < 160; tries++) {
      const x = z.x0 + 14 + zr() * (z.x1 - z.x0 - 28);
      const y = z.y0 + 24 + zr() * (z.y1 - z.y0 - 34);
      const s = (look.decor === 'fields' ? 22 : 14) + zr() * 8;
      if (clearance(x, y - s * 0.4) < s * 0.6) continue;
      if (decorSpots.some((d) => Math.hypot(d.x - x, d.y - y) < d.r + s)) continue;
      if (reserved.some((q) => Math.hypot(q.x - x, q.y - y) < q.r + s * 0.8)) continue;
      if (zoneBoxes.some((q) => rectsOverlap(q, { x: x - s * 0.65, y: y - s * 1.05, w: s * 1.3, h: s * 1.1 }, 3)))
        continue;
      decorSpots.push({ x, y, r: s * 0.75 });
      decor.push(decorSvg(look.decor, x, y, s, zr, look));
    }
  });

  body.push(decor.join(''));

  // paths (dotted ink), then the river over them, then bridges
  const bridgeOut: BoardArt['bridges'] = [];
  const bridgeSvgs: string[] = [];
  for (const e of data.edges) {
    const a = locById.get(e.a);
    const b = locById.get(e.b);
    if (!a || !b) continue;
    const s = { x1: a.x, y1: a.y, x2: b.x, y2: b.y };
    body.push(dottedPath(s, NODE_R - 2, NODE_R - 2));
    const isBridge = e.bridge ?? a.zone !== b.zone;
    if (!isBridge) continue;
    for (const r of rivers) {
      const c = crossing(s, r);
      if (!c) continue;
      const angle = (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;
      const rad = (angle * Math.PI) / 180;
      const sin = Math.abs(r.vertical ? Math.cos(rad) : Math.sin(rad));
      const len = Math.min(38, (r.width + 12) / Math.max(0.35, sin));
      bridgeOut.push({ a: e.a, b: e.b, x: c.x, y: c.y, angle });
      bridgeSvgs.push(bridgeSvg(c.x, c.y, angle, len));
      break;
    }
  }
  body.push(rivers.map((r) => riverSvg(r, W, H)).join(''));
  body.push(bridgeSvgs.join(''));

  // marginalia: a boat and a leaping fish on the main channel, birds, a hare, a serpent in the lake
  const main = rivers.reduce((m, r) => (r.to - r.from > m.to - m.from ? r : m), rivers[0] as RiverLine);
  if (main) {
    const freeOnRiver = (t: number) =>
      nodes.every((n) => Math.hypot(n.x - riverPoint(main, t)[0], n.y - riverPoint(main, t)[1]) > 48) &&
      segs.every((s) => segDist(riverPoint(main, t)[0], riverPoint(main, t)[1], s) > 22) &&
      rivers.every(
        (o) => o === main || Math.abs((main.vertical ? riverPoint(main, t)[1] : riverPoint(main, t)[0]) - o.c) > 30,
      );
    const ts: number[] = [];
    for (let t = main.from + 30; t < main.to - 30; t += 6) if (freeOnRiver(t)) ts.push(t);
    if (ts.length) {
      const tb = ts[Math.floor(ts.length * 0.3)] as number;
      const [bx, by] = riverPoint(main, tb);
      body.push(boatSvg(bx, by + 1));
      const tf = ts.find((t) => Math.abs(t - tb) > 120);
      if (tf !== undefined) {
        const [fx, fy] = riverPoint(main, tf);
        body.push(fishSvg(fx, fy - 2, rand() < 0.5));
      }
    }
  }
  body.push(marg.join(''), banners.join(''));

  // the vignettes
  for (const l of data.locations) {
    const look = lookOfLoc(l);
    const s = NODE_R * 2 + 4;
    body.push(
      `<ellipse cx="${l.x}" cy="${l.y + NODE_R - 2}" rx="${NODE_R}" ry="4" fill="#2A2018" opacity=".16"/>`,
      vignette(l.kind, l.x - s / 2, l.y - s / 2 - 2, s, `${p}${tag(l.id)}-`, { variant: l.id, ground: look.ground }),
    );
  }
  body.push('</g>');

  for (const l of data.locations) {
    const b = nameBoxes[l.id] as Rect;
    labels.push({
      text: l.name,
      x: b.x + b.w / 2,
      y: b.y + b.h / 2 + 0.5,
      size: NAME,
      font: 'body',
      color: INK,
      stroke: { color: hex.parchment, width: 3.2 },
      maxWidth: b.w,
    });
  }

  body.push(
    `<rect x="0" y="0" width="${W}" height="${H}" rx="4" fill="url(#${p}fox)"/>`,
    `<rect x=".8" y=".8" width="${W - 1.6}" height="${H - 1.6}" rx="4" fill="none" stroke="${INK}" stroke-width="1.6"/>`,
    `<rect x="3.2" y="3.2" width="${W - 6.4}" height="${H - 6.4}" rx="3" fill="none" stroke="url(#${p}gold)" stroke-width="1.6"/>`,
  );

  const nodeOut: BoardArt['nodes'] = {};
  for (const l of data.locations) nodeOut[l.id] = { x: l.x, y: l.y, r: NODE_R };
  return {
    picture: { width: W, height: H, svg: svgDoc(W, H, body.join(''), defs.join('')), labels },
    nodes: nodeOut,
    layout: { names, rose, hare, birds },
    nameBoxes,
    keepClear: [...Object.values(nameBoxes), ...zoneBoxes],
    bridges: bridgeOut,
  };
}
