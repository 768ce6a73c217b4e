/**
 * The whole sky map of Cloud Marches as one Picture, drawn like a portolan chart: parchment sky with
 * a faint cell rule, azure clouds with a gilt nebuly outline and their names lettered in, storms as
 * thunderheads, the Eye as a dark whorl, wind-heads puffing from the corners and the harbour moles,
 * harbours as little ports numbered 1–4, and the eight octant borders as red rubrication rays from the
 * Eye (drawn exactly on the rules' octant boundaries), with the octants numbered I–VIII.
 */
import { SIZE } from '../../../../machines/clouds/content';
import type { Label, Picture } from '../../../art/compose';
import { hex } from '../../../art/palette';
import { frame, goldGradient, svgDoc } from '../../../art/svg';
import { cloudsArt, r2, symbolOf } from './library';
import { cloudCell, skyGround } from './tiles';

/** One cell of the board as the map needs it. */
export interface MapCell {
  kind: 'sky' | 'cloud' | 'storm';
  /** The cloud's id (C, B, E, N, Z, M, G, S, L) for cloud cells. */
  cloud?: string;
  /** 1–4 for harbour cells (which are sky). */
  harbour?: number;
}

export type BoardFn = (x: number, y: number) => MapCell;

export interface SkyMapOptions {
  /** Cell side in px (≥ 20; default 22 → a 682 px grid). */
  cell?: number;
  /** Border around the grid for the frame (default 10). */
  margin?: number;
  /** Letter the octants I–VIII (default true). */
  octantNumerals?: boolean;
  /** Id prefix (default 'cm'); change it if two maps share a page. */
  prefix?: string;
}

export interface MapLayout {
  width: number;
  height: number;
  cell: number;
  /** Top-left corner of cell (0, 0) in the picture. */
  ox: number;
  oy: number;
}

export function mapLayout(o: SkyMapOptions = {}): MapLayout {
  const cell = o.cell ?? 22;
  const m = o.margin ?? 10;
  const side = SIZE * cell + 2 * m;
  return { width: side, height: side, cell, ox: m, oy: m };
}

/** The centre of cell (x, y) in picture pixels. */
export function cellCentre(x: number, y: number, o: SkyMapOptions | MapLayout = {}): [number, number] {
  const L = 'ox' in o ? o : mapLayout(o);
  return [L.ox + (x + 0.5) * L.cell, L.oy + (y + 0.5) * L.cell];
}

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII'];

/**
 * The eight octant borders as rays (u0, v0 → u1, v1), in cells from the Eye's centre (SIZE / 2, SIZE / 2),
 * exactly on the rules' boundaries; the table draws them again over the lit cells while tokens are laid.
 */
export function octantRays(): [number, number, number, number][] {
  const far = SIZE / 2;
  return [
    [-0.5, -0.5, -0.5, -far], // N: between columns 14 and 15
    [-0.25, -0.25, far - 0.5, -far], // NE: u + v = −0.5
    [0.5, -0.5, far, -0.5], // E: between rows 14 and 15
    [0.25, -0.25, far, far - 0.5], // SE: u − v = 0.5
    [0.5, 0.5, 0.5, far], // S
    [0.25, 0.25, -(far - 0.5), far], // SW: u + v = 0.5
    [-0.5, 0.5, -far, 0.5], // W
    [-0.25, 0.25, -far, -(far - 0.5)], // NW: u − v = −0.5
  ];
}

/** Where octant `i` (0 = I … 7 = VIII) is numbered: half-way round it, 12 cells out (cells from the Eye's centre), and its numeral. */
export function octantNumeral(i: number): { u: number; v: number; text: string } {
  const th = ((22.5 + 45 * i) * Math.PI) / 180;
  return { u: 12 * Math.sin(th), v: -12 * Math.cos(th), text: ROMAN[i] as string };
}

/**
 * The sky map. `board(x, y)` describes each cell; `names` maps cloud ids to their display names
 * (the caller passes the language's names). Harbour numbers and octant numerals are lettered here.
 */
export function skyMap(board: BoardFn, names: Record<string, string>, o: SkyMapOptions = {}): Picture {
  const L = mapLayout(o);
  const { cell: s, ox, oy } = L;
  const P = o.prefix ?? 'cm';
  const N = SIZE;
  const art = cloudsArt();
  const cells: MapCell[][] = [];
  for (let y = 0; y < N; y++) {
    const row: MapCell[] = [];
    for (let x = 0; x < N; x++) row.push(board(x, y));
    cells.push(row);
  }
  const at = (x: number, y: number): MapCell | null =>
    x < 0 || y < 0 || x >= N || y >= N ? null : (cells[y]?.[x] ?? null);
  /**
   * Visits the cells of every region (a harbour, a cloud: `regionOf` a cell, undefined outside any) in
   * reading order, with whether a neighbour is of the same region; returns each region's cells.
   */
  const walkRegions = <K>(
    regionOf: (c: MapCell | null) => K | undefined,
    visit: (x: number, y: number, same: (dx: number, dy: number) => boolean) => void,
  ): Map<K, [number, number][]> => {
    const regions = new Map<K, [number, number][]>();
    for (let y = 0; y < N; y++)
      for (let x = 0; x < N; x++) {
        const k = regionOf(at(x, y));
        if (k === undefined) continue;
        const list = regions.get(k) ?? [];
        list.push([x, y]);
        regions.set(k, list);
        visit(x, y, (dx, dy) => regionOf(at(x + dx, y + dy)) === k);
      }
    return regions;
  };
  const px = (x: number) => ox + x * s;
  const py = (y: number) => oy + y * s;
  const labels: Label[] = [];

  const sky = skyGround(P, L.width, L.height);
  const defs = [
    sky.defs,
    goldGradient(`${P}g`),
    symbolOf(art.map.storm, `${P}-storm`),
    symbolOf(art.map.eye, `${P}-eye`),
    symbolOf(art.map.wind, `${P}-wind`),
    symbolOf(art.map.harbour, `${P}-port`),
  ].join('');

  // harbours: a warm wash and a dotted quay line round each
  let wash = '';
  let quay = '';
  const harbours = walkRegions(
    (c) => c?.harbour || undefined,
    (x, y, same) => {
      wash += `M${r2(px(x))} ${r2(py(y))}h${s}v${s}h${-s}Z`;
      if (!same(0, -1) && y > 0) quay += `M${r2(px(x))} ${r2(py(y))}h${s}`;
      if (!same(1, 0) && x < N - 1) quay += `M${r2(px(x + 1))} ${r2(py(y))}v${s}`;
      if (!same(0, 1) && y < N - 1) quay += `M${r2(px(x))} ${r2(py(y + 1))}h${s}`;
      if (!same(-1, 0) && x > 0) quay += `M${r2(px(x))} ${r2(py(y))}v${s}`;
    },
  );
  const harbourLayer = `<path d="${wash}" fill="#E2BE86" opacity=".42"/><path d="${quay}" fill="none" stroke="#8A5A2A" stroke-width="${r2(s * 0.09)}" stroke-dasharray="${r2(s * 0.22)} ${r2(s * 0.14)}" stroke-linecap="round"/>`;

  // the cell rule
  let grid = '';
  for (let i = 0; i <= N; i++) grid += `M${r2(px(i))} ${r2(py(0))}V${r2(py(N))}M${r2(px(0))} ${r2(py(i))}H${r2(px(N))}`;
  const gridLayer = `<path d="${grid}" fill="none" stroke="${hex.ink}" stroke-opacity=".16" stroke-width="${r2(Math.max(0.6, s * 0.035))}"/>`;

  // clouds: fills, then curls, then gilt edges
  let cf = '';
  let cd = '';
  let ce = '';
  const clouds = walkRegions(
    (c) => (c?.kind === 'cloud' ? (c.cloud ?? '?') : undefined),
    (x, y, same) => {
      const layers = cloudCell(
        px(x),
        py(y),
        s,
        { n: same(0, -1), e: same(1, 0), s: same(0, 1), w: same(-1, 0) },
        `${P}g`,
        x * 3 + y * 5,
      );
      cf += layers.fill;
      cd += layers.deco;
      ce += layers.lines;
    },
  );

  // octant rays: exact boundaries, in cell units relative to the Eye's centre (15.5, 15.5)
  const E = N / 2;
  const ex = (u: number) => r2(ox + (E + u) * s);
  const ey = (v: number) => r2(oy + (E + v) * s);
  const rays = octantRays();
  const rayD = rays.map(([u0, v0, u1, v1]) => `M${ex(u0)} ${ey(v0)}L${ex(u1)} ${ey(v1)}`).join('');
  const rayLayer = `<path d="${rayD}" fill="none" stroke="${hex.parchment}" stroke-width="${r2(s * 0.2)}" stroke-opacity=".55" stroke-linecap="round"/><path d="${rayD}" fill="none" stroke="${hex.vermilion}" stroke-width="${r2(s * 0.085)}" stroke-linecap="round"/>`;

  // storms: the Eye, wind-heads on the rim (corners and moles), thunderheads elsewhere
  let storms = '';
  let winds = '';
  const isStorm = (x: number, y: number) => at(x, y)?.kind === 'storm';
  const windAt = (cx: number, cy: number, theta: number, k: number) => {
    const flip = Math.cos((theta * Math.PI) / 180) < -1e-6;
    const phi = flip ? 180 - theta : theta;
    return `<g transform="translate(${r2(cx)} ${r2(cy)})${flip ? ' scale(-1 1)' : ''} rotate(${r2(phi)}) scale(${r2(k)}) translate(-17.5 -19)"><use href="#${P}-wind" width="60" height="40"/></g>`;
  };
  for (let y = 0; y < N; y++)
    for (let x = 0; x < N; x++) {
      if (!isStorm(x, y)) continue;
      const rim = x === 0 || y === 0 || x === N - 1 || y === N - 1;
      const corner = (x <= 1 || x >= N - 2) && (y <= 1 || y >= N - 2);
      if (x === 15 && y === 15) {
        const k = s * 1.5;
        storms += `<use href="#${P}-eye" x="${r2(px(x) + s / 2 - k / 2)}" y="${r2(py(y) + s / 2 - k / 2)}" width="${r2(k)}" height="${r2(k)}"/>`;
      } else if (corner) {
        if ((x === 0 || x === N - 1) && (y === 0 || y === N - 1)) {
          // one great wind-head for the three corner cells, blowing to the centre
          const cx = x === 0 ? px(0) + s * 0.62 : px(N) - s * 0.62;
          const cy = y === 0 ? py(0) + s * 0.62 : py(N) - s * 0.62;
          const theta = (Math.atan2(E - (y + 0.5), E - (x + 0.5)) * 180) / Math.PI;
          winds += windAt(cx, cy, theta, (1.9 * s) / 34);
        }
      } else if (rim) {
        // faces stay upright: on the north and south rims they blow along the edge, away from
        // their harbour; on the east and west rims they blow into the sky
        const theta = y === 0 || y === N - 1 ? (x < 15 ? 180 : 0) : x === 0 ? 0 : 180;
        winds += windAt(px(x) + s / 2, py(y) + s / 2, theta, (1.2 * s) / 34);
      } else {
        const k = s * 1.16;
        storms += `<use href="#${P}-storm" x="${r2(px(x) + s / 2 - k / 2)}" y="${r2(py(y) + s / 2 - k / 2 - s * 0.04)}" width="${r2(k)}" height="${r2(k)}"/>`;
      }
    }

  // harbour ports and numbers: the port on the rim cell, the number on the innermost cell
  let ports = '';
  for (const [h, list] of harbours) {
    const d = ([x, y]: [number, number]) => Math.abs(x - 15) + Math.abs(y - 15);
    const sorted = [...list].sort((a, b) => d(a) - d(b));
    const apex = sorted[0] as [number, number];
    const onRim = ([x, y]: [number, number]) => x === 0 || y === 0 || x === N - 1 || y === N - 1;
    const rimCell = (sorted.find(onRim) ?? sorted[sorted.length - 1]) as [number, number];
    const k = s * 1.1;
    ports += `<use href="#${P}-port" x="${r2(px(rimCell[0]) + s / 2 - k / 2)}" y="${r2(py(rimCell[1]) + s / 2 - k / 2)}" width="${r2(k)}" height="${r2(k)}"/>`;
    const [hx, hy] = [px(apex[0]) + s / 2, py(apex[1]) + s / 2];
    // a vellum milestone lettered in ink: a red disc read as the red player's piece
    ports += `<circle cx="${r2(hx)}" cy="${r2(hy)}" r="${r2(s * 0.4)}" fill="${hex.vellum}" stroke="${hex.ink}" stroke-width="${r2(s * 0.06)}"/><circle cx="${r2(hx)}" cy="${r2(hy)}" r="${r2(s * 0.32)}" fill="none" stroke="url(#${P}g)" stroke-width="${r2(s * 0.05)}"/>`;
    labels.push({
      text: String(h),
      x: hx,
      y: hy + s * 0.02,
      size: s * 0.52,
      font: 'caps',
      weight: 600,
      color: hex.ink,
    });
  }

  // cloud names: on the widest unbroken row, nearest the cloud's middle
  for (const [id, list] of clouds) {
    const name = names[id];
    if (!name) continue;
    const cy = list.reduce((a, [, y]) => a + y, 0) / list.length;
    const rows = new Map<number, number[]>();
    for (const [x, y] of list) rows.set(y, [...(rows.get(y) ?? []), x]);
    let best: { y: number; x0: number; x1: number } | null = null;
    for (const [y, xs] of rows) {
      xs.sort((a, b) => a - b);
      const contiguous = (xs[xs.length - 1] as number) - (xs[0] as number) === xs.length - 1;
      if (!contiguous) continue;
      const w = xs.length;
      const bw = best ? best.x1 - best.x0 + 1 : 0;
      if (!best || w > bw || (w === bw && Math.abs(y - cy) <= Math.abs(best.y - cy)))
        best = { y, x0: xs[0] as number, x1: xs[xs.length - 1] as number };
    }
    if (!best) continue;
    const wCells = best.x1 - best.x0 + 1;
    labels.push({
      text: name,
      x: px((best.x0 + best.x1 + 1) / 2),
      y: py(best.y + 0.52),
      size: s * 0.56,
      font: 'caps',
      weight: 600,
      color: '#1C3260',
      stroke: { color: hex.vellum, width: s * 0.16 },
      maxWidth: Math.max(wCells, 3.4) * s,
    });
  }

  // octant numerals, half-way round each octant, 12 cells out
  if (o.octantNumerals !== false) {
    ROMAN.forEach((_, i) => {
      const { u, v, text } = octantNumeral(i);
      labels.push({
        text,
        x: ox + (E + u) * s,
        y: oy + (E + v) * s,
        size: s * 0.62,
        font: 'caps',
        weight: 600,
        color: hex.vermilion,
        stroke: { color: hex.parchment, width: s * 0.14 },
      });
    });
  }

  const border = frame(0, 0, L.width, L.height, {
    goldId: `${P}g`,
    inset: Math.min(6, (o.margin ?? 10) * 0.55),
    fleurons: false,
    radius: 2,
  });
  const gridEdge = `<rect x="${r2(px(0))}" y="${r2(py(0))}" width="${N * s}" height="${N * s}" fill="none" stroke="${hex.ink}" stroke-width="${r2(s * 0.06)}"/>`;
  const body = `${sky.body}${harbourLayer}${gridLayer}${cf}${cd}${ce}${rayLayer}${storms}${ports}${gridEdge}${winds}${border}`;
  return { width: L.width, height: L.height, svg: svgDoc(L.width, L.height, body, defs), labels };
}
