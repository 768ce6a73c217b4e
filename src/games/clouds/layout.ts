/**
 * Where everything lies on the Cloud Marches table, one description per stage (`layoutFor`): the
 * landscape table (1280×720: the sky map at the left, a column of seat areas and the action panel at
 * the right) and the portrait table of a phone held upright (720 wide, 1400–1600 tall,
 * src/app/stage.ts: the map across the top, a row of seat tabs, the area of the seat this screen
 * plays, the action panel; another seat's area opens as a drawer over the last two, drawers.ts).
 * Taller landscape stages (1280 × 740–960, `tall`) and wider upright ones (750–1050 × 1400, `band`)
 * use their extra room for a larger map and larger cards; 1280×720 and 720 × 1400–1600 stay as they
 * were (the module constants below are the 1280×720 table's).
 */
import { SIZE } from '../../../machines/clouds/content';
import type { Rect } from '../../table/surface';
import { mapLayout } from './art/map';

/** The sky map picture (702 px at 22 px cells) shown at 662 px: cells of about 20.8 px. */
export const MAP_PIC = mapLayout();
export const MAP = { x: 10, y: 48, size: 662 };
export const MAP_K = MAP.size / MAP_PIC.width;
export const CELL = MAP_PIC.cell * MAP_K;

/** The centre of cell (x, y) on the table. */
export function cellXY(x: number, y: number): [number, number] {
  return [
    MAP.x + (MAP_PIC.ox + (x + 0.5) * MAP_PIC.cell) * MAP_K,
    MAP.y + (MAP_PIC.oy + (y + 0.5) * MAP_PIC.cell) * MAP_K,
  ];
}

/** The cell under a table point, or null off the grid. */
function cellUnder(px: number, py: number): [number, number] | null {
  const x = Math.floor(((px - MAP.x) / MAP_K - MAP_PIC.ox) / MAP_PIC.cell);
  const y = Math.floor(((py - MAP.y) / MAP_K - MAP_PIC.oy) / MAP_PIC.cell);
  return x >= 0 && y >= 0 && x < SIZE && y < SIZE ? [x, y] : null;
}

/** The right column: one area per seat, and the action panel below them. */
export const SIDE = { x: 688, w: 580, top: 48, bottom: 584 };
export const PANEL = { x: 688, y: 590, w: 580, h: 122 };
export const POINTER_SIZE = 26;
/** The part of a pointer that answers the pointer: a circle of this share of its size. */
export const PTR_HIT = 0.4;
export const TOKEN_SIZE = 15;

/**
 * Where the i-th of n pointers on one cell sits (from the cell's centre) and its size: one fills the
 * cell; two stand side by side, three in a triangle, four or more in a ring, a little smaller, so
 * every face shows and they can be counted (up to six, no two faces overlap where they take input:
 * `PTR_HIT` of their size).
 */
export function fanSpot(i: number, n: number, ptr = POINTER_SIZE): { dx: number; dy: number; size: number } {
  if (n <= 1) return { dx: 0, dy: 0, size: ptr };
  const size = Math.round(ptr * (n === 2 ? 0.8 : n <= 4 ? 0.7 : 0.6));
  const r = ((n === 2 ? 8.5 : n === 3 ? 9 : n === 4 ? 10.5 : 13) * ptr) / POINTER_SIZE;
  const a = (n === 2 ? Math.PI : n === 4 ? -0.75 * Math.PI : -Math.PI / 2) + (2 * Math.PI * i) / n;
  return { dx: r * Math.cos(a), dy: r * Math.sin(a), size };
}

export interface SeatArea extends Rect {
  /** Card scale (of 100 × 140) and the row's centre line. */
  scale: number;
  cardY: number;
}

/** The band at the top of a seat area where its name and count stand (panels.ts). */
export const HEAD_H = 26;
/**
 * How far a card's ring reaches past its edge, its glow and corner marks included (in card units:
 * src/table/textures.ts draws the ring 3 units out on a 16-unit pad), and above it the lift of a
 * hovered card (src/table/card.ts: 5.5 units up, 3% larger). The row keeps that far from the name
 * above it and from the next area's name below.
 */
export const RING_ABOVE = 29;
export const RING_BELOW = 19;

export function seatAreas(seats: number): SeatArea[] {
  return seatAreasIn(SIDE, seats, 0.9);
}

/** One area per seat down a column (`top` to `bottom`), its cards as large as its height allows, up to `max`. */
function seatAreasIn(side: typeof SIDE, seats: number, max: number): SeatArea[] {
  const h = (side.bottom - side.top) / seats;
  const scale = Math.min(max, (h + 4 - HEAD_H) / (140 + RING_ABOVE + RING_BELOW));
  return Array.from({ length: seats }, (_, i) => {
    const y = side.top + i * h;
    return { x: side.x, y, w: side.w, h: h - 6, scale, cardY: y + HEAD_H + (RING_ABOVE + 70) * scale };
  });
}

/** x of the i-th of n cards in an area (overlapping when the row is full). */
export function cardX(a: SeatArea, i: number, n: number): number {
  const cw = 100 * a.scale;
  const pitch = n <= 1 ? 0 : Math.min(cw + 8, (a.w - 16 - cw) / (n - 1));
  return a.x + 8 + cw / 2 + i * pitch;
}

/** The face-up pool during the draft: 6 × 3 over the map. */
export function poolXY(i: number): [number, number] {
  const col = i % 6;
  const row = Math.floor(i / 6);
  return [MAP.x + MAP.size / 2 + (col - 2.5) * 106, MAP.y + MAP.size / 2 + (row - 1) * 150];
}

// ---- one layout per stage -------------------------------------------------------------------------

/** Where a seat's cards lie: an area and how its cards are set out in it (one row, or two). */
export interface CardRow extends Rect {
  scale: number;
  /** x, y of the i-th card (of the n it was laid out for). */
  at(i: number): [number, number];
  /** True when the card stands in the back row (the front row covers its lower part). */
  back(i: number): boolean;
}

export interface Layout {
  portrait: boolean;
  width: number;
  height: number;
  map: { x: number; y: number; size: number };
  /** A cell's side on the table; a pointer's and a mood token's size (larger on a larger map). */
  cell: number;
  ptr: number;
  token: number;
  cellXY(x: number, y: number): [number, number];
  cellUnder(px: number, py: number): [number, number] | null;
  /** The draft pool over the map: the i-th card of the rules' order, and the cards' scale. */
  poolXY(i: number): [number, number];
  poolScale: number;
  sheets: Rect[];
  cloths: Rect[];
  /**
   * The action panel: it stands on its lower edge and grows upwards (to `panelMax` tall; upright it
   * never grows over the dock: its buttons stand in two rows and its help gives way, actions.ts).
   */
  panel: Rect;
  panelMax: number;
  /** Landscape: an area per seat. Portrait: none (the dock and the drawer below). */
  areas(seats: number): SeatArea[];
  /** Portrait: the row of seat tabs, the area of the seat this screen plays, and the drawer. */
  tabs: Rect | null;
  dock: Rect | null;
  drawer: Rect | null;
  /** The drawer's heading (a seat's name and a close button) at its top, and where its cards lie below. */
  drawerHead: number;
  drawerCards: Rect | null;
  /** Where the drawer's heading stands when not across its top (a wide upright table: beside its cards). */
  drawerTitle: Rect | null;
  /** The largest the docked seat's cards are drawn. */
  dockMax: number;
}

/** The largest a seat's cards are drawn in the dock, and in a drawer (where they are to be read). */
export const DOCK_MAX = 1.3;
export const DRAWER_MAX = 1.8;
/** The least a card shows of itself to be a target a thumb can hit: 44 CSS px on a 390-px phone. */
export const TAP = 82;
/** A card with its ring (and lift) above and below, in card units. */
const CARD_TALL = 140 + RING_ABOVE + RING_BELOW;

/**
 * A seat's cards in `r`: one row, as large as the area's height allows (up to `max`), each showing at
 * least `TAP` of its width; when that row would be too long, two rows, the back row showing `TAP` of
 * its height above the front one.
 */
export function cardRow(r: Rect, n: number, max = 1.4): CardRow {
  const pad = 8;
  const w = r.w - 2 * pad;
  // one row as long as each card still shows TAP of itself and is itself TAP wide
  const long = n > 1 ? (w - TAP * (n - 1)) / 100 : max;
  const rows = long * 100 >= TAP ? 1 : 2;
  const fit = (r.h - pad - (rows - 1) * TAP) / CARD_TALL;
  const perRow = rows === 1 ? n : Math.ceil(n / 2);
  // two rows: each row's cards still TAP apart (a narrow area: the dock beside the panel, layout band)
  const long2 = (w - TAP * (perRow - 1)) / 100;
  const scale = rows === 1 ? Math.min(max, fit, long) : Math.min(max, fit, long2);
  const cw = 100 * scale;
  const top = r.y + pad / 2 + RING_ABOVE * scale + 70 * scale;
  return {
    ...r,
    scale,
    back: (i) => rows === 2 && i < perRow,
    at: (i) => {
      const row = rows === 1 ? 0 : Math.floor(i / perRow);
      const j = i - row * perRow;
      const inRow = row === 0 ? perRow : n - perRow;
      const pitch = inRow <= 1 ? 0 : Math.min(cw + 12, (w - cw) / (inRow - 1));
      const x0 = r.x + r.w / 2 - (pitch * (inRow - 1)) / 2;
      return [x0 + j * pitch, top + row * TAP];
    },
  };
}

const landscape: Layout = {
  portrait: false,
  width: 1280,
  height: 720,
  map: MAP,
  cell: CELL,
  ptr: POINTER_SIZE,
  token: TOKEN_SIZE,
  cellXY,
  cellUnder,
  poolXY,
  poolScale: 1,
  sheets: [{ x: MAP.x - 4, y: MAP.y - 4, w: MAP.size + 8, h: MAP.size + 8 }],
  cloths: [{ x: 682, y: 42, w: 592, h: 674 }],
  panel: PANEL,
  panelMax: PANEL.h * 2,
  areas: seatAreas,
  tabs: null,
  dock: null,
  drawer: null,
  drawerHead: 0,
  drawerCards: null,
  drawerTitle: null,
  dockMax: DOCK_MAX,
};

/** A map of `size` at (x, y): where its cells are, and the pointers and tokens sized to them (never smaller than on `ref` cells). */
function mapAt(x: number, y: number, size: number, ref: number) {
  const k = size / MAP_PIC.width;
  const cell = MAP_PIC.cell * k;
  const grow = Math.max(1, cell / ref);
  return {
    map: { x, y, size },
    cell,
    ptr: grow === 1 ? POINTER_SIZE : Math.round(POINTER_SIZE * grow),
    token: grow === 1 ? TOKEN_SIZE : Math.round(TOKEN_SIZE * grow),
    cellXY: (cx: number, cy: number): [number, number] => [
      x + (MAP_PIC.ox + (cx + 0.5) * MAP_PIC.cell) * k,
      y + (MAP_PIC.oy + (cy + 0.5) * MAP_PIC.cell) * k,
    ],
    cellUnder: (px: number, py: number): [number, number] | null => {
      const cx = Math.floor(((px - x) / k - MAP_PIC.ox) / MAP_PIC.cell);
      const cy = Math.floor(((py - y) / k - MAP_PIC.oy) / MAP_PIC.cell);
      return cx >= 0 && cy >= 0 && cx < SIZE && cy < SIZE ? [cx, cy] : null;
    },
  };
}

/**
 * The landscape map's largest side: 756, and on the tallest stages up to 800 (the seat column keeps
 * at least 442 of the 1280: six cards each showing 44 CSS px of itself, names and counts).
 */
const tallMap = (H: number) => Math.min(800, 756 + Math.max(0, H - 900) * 0.75);

/**
 * The landscape table on a taller stage (1280 × 740–960: a tablet on its side, a 16:10 laptop): as at
 * 720, the map at the left and the column of seat areas over the action panel at the right; the map
 * as tall as the stage allows (centred in its height), the seat areas taller, their cards larger.
 * (The panel stays at the column's foot: the tutorial's page takes the map's bottom-left corner.)
 */
function tall(H: number): Layout {
  const extra = H - 720;
  // The map reaches under the toolbar's left end (right-anchored, hud.css: 54 logical px tall with
  // its key hints): it starts below it.
  const top = 62;
  const room = H - top - 8;
  const size = Math.round(Math.min(room, tallMap(H)));
  const y = top + Math.floor((room - size) / 2);
  const m = mapAt(10, y, size, CELL);
  const col = { x: 10 + size + 16, w: 1280 - 12 - (10 + size + 16) };
  // the column is narrower than at 720: the panel's buttons take two rows more often, so it is taller
  const ph = 122 + Math.round(Math.min(60, extra * 0.75));
  const panel = { x: col.x, y: H - 8 - ph, w: col.w, h: ph };
  // the first seat's name and count under the toolbar too where the height allows (it is 46 CSS px
  // tall on a tablet, hud.css: 1024×768 gives 960); on 740–780 the cards keep their 720 size first
  const side = { x: col.x, w: col.w, top: 48 + Math.min(16, Math.max(0, extra - 60) / 2), bottom: panel.y - 6 };
  const max = Math.min(1.4, 0.9 + extra / 200); // 1.4: three cards across the column, six still apart
  const pk = size / MAP.size; // the draft pool lies over the map, scaled with it
  const mid = [m.map.x + size / 2, y + size / 2];
  return {
    ...landscape,
    height: H,
    ...m,
    poolXY: (i) => {
      const [x0, y0] = poolXY(i);
      return [
        (mid[0] as number) + (x0 - (MAP.x + MAP.size / 2)) * pk,
        (mid[1] as number) + (y0 - (MAP.y + MAP.size / 2)) * pk,
      ];
    },
    poolScale: pk,
    sheets: [{ x: 6, y: y - 4, w: size + 8, h: size + 8 }],
    cloths: [{ x: col.x - 6, y: 42, w: col.w + 12, h: H - 46 }],
    panel,
    panelMax: Math.max(PANEL.h * 2, panel.h * 1.5),
    areas: (seats) => seatAreasIn(side, seats, max),
  };
}

/** The docked seat's area on the upright table. */
const DOCK_H = 244;
/**
 * The least height of the upright action panel: its title and two rows of thumb-sized buttons
 * (four at most, two a row: actions.ts; its line of help gives way first).
 */
export const PANEL_UPRIGHT = 264;

/**
 * The upright table, from the top: the toolbar and status line (the HUD's, hud.css), the map as wide
 * as the stage, the seat tabs, the docked seat's cards, and the action panel taking what height is
 * left. Sizes in logical px: 720 is 390 CSS px on a phone, so 82 is 44 CSS px.
 */
function portrait(W: number, height: number, cssPerPx: number): Layout {
  if (W >= BAND_MIN) return band(W, height, cssPerPx);
  // The panel keeps PANEL_UPRIGHT under the dock (never over it); on the shortest stages the map
  // gives up what the panel needs. On a phone smaller than 390 CSS px the panel's two rows of
  // buttons are taller in logical px (hud.css --tap: 46 CSS px, at least 84): the map gives that up too.
  const rows = 2 * Math.max(0, 46 / cssPerPx - 84);
  const top = 156;
  const size = Math.min(W - 16, height - 8 - PANEL_UPRIGHT - rows - 6 - DOCK_H - 6 - 84 - 8 - top);
  const m = mapAt((W - size) / 2, top, size, Number.POSITIVE_INFINITY); // pointers and tokens as drawn
  const tabs = { x: 8, y: top + size + 8, w: W - 16, h: 84 };
  const dock = { x: 8, y: tabs.y + tabs.h + 6, w: W - 16, h: DOCK_H };
  const panelY = dock.y + dock.h + 6;
  const panel = { x: 8, y: panelY, w: W - 16, h: height - 8 - panelY };
  const drawer = { x: 8, y: dock.y, w: W - 16, h: height - 8 - dock.y };
  const head = 96;
  return {
    portrait: true,
    width: W,
    height,
    ...m,
    ...overMap(m.map, tabs, W, height),
    panel,
    panelMax: panel.h,
    tabs,
    dock,
    drawer,
    drawerHead: head,
    drawerCards: { x: drawer.x, y: drawer.y + head, w: drawer.w, h: Math.min(drawer.h - head, 380) },
    drawerTitle: null,
    dockMax: DOCK_MAX,
  };
}

/**
 * What every upright table lays alike: the draft's 6 × 3 cards of 106 × 148 over the map (scaled with it,
 * at its full width on a phone), the map's sheet, and the cloth under the seat tabs.
 */
function overMap(map: { x: number; y: number; size: number }, tabs: Rect, W: number, height: number) {
  const pk = map.size / (720 - 16);
  return {
    poolXY: (i: number): [number, number] => [
      map.x + map.size / 2 + ((i % 6) - 2.5) * 114 * pk,
      map.y + map.size / 2 + (Math.floor(i / 6) - 1) * 162 * pk,
    ],
    poolScale: 1.06 * pk,
    sheets: [{ x: map.x - 4, y: map.y - 4, w: map.size + 8, h: map.size + 8 }],
    cloths: [{ x: 2, y: tabs.y - 4, w: W - 4, h: height - tabs.y }],
    areas: () => [],
  };
}

/** A wide upright stage at least this wide lays its docked seat's cards and the action panel side by side. */
export const BAND_MIN = 860;
/** That band's height: the panel's two rows of buttons with room for its line of help. */
const BAND_H = 320;

/**
 * A wide upright table (860–1050 × 1400: a tablet held upright, 3:4 to 10:16): the map larger (the panel no longer
 * under the dock, it takes no height of its own), the seat tabs across under it, and under them a band:
 * the docked seat's cards at the left, the action panel at the right. A drawer covers the band: the
 * seat's cards where the dock was, its name and Close where the panel was.
 */
function band(W: number, height: number, cssPerPx: number): Layout {
  const rows = 2 * Math.max(0, 46 / cssPerPx - 84);
  const top = 156;
  const bandH = BAND_H + rows;
  const size = Math.min(W - 16, height - 8 - bandH - 6 - 84 - 8 - top);
  const m = mapAt((W - size) / 2, top, size, MAP_PIC.cell * ((720 - 16) / MAP_PIC.width));
  const tabs = { x: 8, y: top + size + 8, w: W - 16, h: 84 };
  const y = tabs.y + tabs.h + 6;
  // the dock keeps 510: twelve cards in two rows of six, each showing TAP of itself
  const pw = Math.min(Math.round(W * 0.46), W - 24 - 510);
  const dock = { x: 8, y, w: W - 16 - 8 - pw, h: height - 8 - y };
  const panel = { x: dock.x + dock.w + 8, y, w: pw, h: dock.h };
  const drawer = { x: 8, y, w: W - 16, h: dock.h };
  return {
    portrait: true,
    width: W,
    height,
    ...m,
    ...overMap(m.map, tabs, W, height),
    panel,
    panelMax: panel.h,
    tabs,
    dock,
    drawer,
    drawerHead: 0,
    drawerCards: dock,
    drawerTitle: { x: panel.x, y: panel.y, w: panel.w, h: panel.h },
    dockMax: 1.6,
  };
}

/** The layout for a stage of `width`×`height` logical px. */
/** `cssPerPx`: CSS px per logical px as the stage is drawn (the phone's size; 1 when unknown). */
export function layoutFor(width: number, height: number, cssPerPx = 1): Layout {
  if (height > width) return portrait(width, height, cssPerPx);
  return height <= 720 ? landscape : tall(height);
}
