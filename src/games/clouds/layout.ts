/** Where everything lies on the Cloud Marches table (logical 1280×720). */
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
export function cellUnder(px: number, py: number): [number, number] | null {
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
export function fanSpot(i: number, n: number): { dx: number; dy: number; size: number } {
  if (n <= 1) return { dx: 0, dy: 0, size: POINTER_SIZE };
  const size = Math.round(POINTER_SIZE * (n === 2 ? 0.8 : n <= 4 ? 0.7 : 0.6));
  const r = n === 2 ? 8.5 : n === 3 ? 9 : n === 4 ? 10.5 : 13;
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
  const h = (SIDE.bottom - SIDE.top) / seats;
  const scale = Math.min(0.9, (h + 4 - HEAD_H) / (140 + RING_ABOVE + RING_BELOW));
  return Array.from({ length: seats }, (_, i) => {
    const y = SIDE.top + i * h;
    return { x: SIDE.x, y, w: SIDE.w, h: h - 6, scale, cardY: y + HEAD_H + (RING_ABOVE + 70) * scale };
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
