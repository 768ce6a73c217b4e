/**
 * The geometry of zooming into one area of the table (a board, a map), with no pictures or input:
 * which part of the area is in view, kept inside the area's frame (never panned off it) and between
 * 1× and `max`; zooming about a focal point (what is under the fingers or the wheel stays there);
 * and when a press has moved far enough to be a pan, not a tap. `src/table/pan-zoom.ts` draws it.
 *
 * Points are in the table's logical coordinates; "on screen" means where the unzoomed table has them
 * (the area is drawn over itself, magnified).
 */

/** An area of the table: its top-left corner and size. */
export interface Area {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** What is in view: the magnification and the table point shown at the area's top-left corner. */
export interface ZoomView {
  zoom: number;
  x: number;
  y: number;
}

export type Pt = { x: number; y: number };

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 3;
/** How far (CSS px) a press may move and still be a tap; farther it is a pan. */
export const TAP_SLOP = 8;
/** Two taps this close in time (ms) and place (CSS px) are a double tap. */
export const DOUBLE_TAP_MS = 320;
export const DOUBLE_TAP_SLOP = 30;
/** Below this the view counts as unzoomed (a pinch rarely ends at exactly 1×). */
const SNAP = 1.02;

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

export const unzoomed = (a: Area): ZoomView => ({ zoom: 1, x: a.x, y: a.y });

export const isZoomed = (v: ZoomView): boolean => v.zoom > 1;

/** The view kept within bounds: zoom in [1, max] (snapped to 1 just above it), the area filling its frame. */
export function clampView(a: Area, v: ZoomView, max = MAX_ZOOM): ZoomView {
  const zoom = clamp(v.zoom, MIN_ZOOM, max);
  if (zoom < SNAP) return unzoomed(a);
  return {
    zoom,
    x: clamp(v.x, a.x, a.x + a.w - a.w / zoom),
    y: clamp(v.y, a.y, a.y + a.h - a.h / zoom),
  };
}

/** Where table point `p` is seen on screen. */
export function toScreen(a: Area, v: ZoomView, p: Pt): Pt {
  return { x: a.x + (p.x - v.x) * v.zoom, y: a.y + (p.y - v.y) * v.zoom };
}

/** The table point seen at screen point `s` (inside the area). */
export function toTable(a: Area, v: ZoomView, s: Pt): Pt {
  return { x: v.x + (s.x - a.x) / v.zoom, y: v.y + (s.y - a.y) / v.zoom };
}

/** The view at `zoom` with the table point seen at screen point `at` kept there. */
export function zoomAt(a: Area, v: ZoomView, zoom: number, at: Pt, max = MAX_ZOOM): ZoomView {
  const p = toTable(a, v, at);
  const z = clamp(zoom, MIN_ZOOM, max);
  return clampView(a, { zoom: z, x: p.x - (at.x - a.x) / z, y: p.y - (at.y - a.y) / z }, max);
}

/** The view after a drag of (dx, dy) screen px: the table follows the finger. */
export function panBy(a: Area, v: ZoomView, dx: number, dy: number, max = MAX_ZOOM): ZoomView {
  return clampView(a, { zoom: v.zoom, x: v.x - dx / v.zoom, y: v.y - dy / v.zoom }, max);
}

const mid = (p: Pt, q: Pt): Pt => ({ x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 });
const dist = (p: Pt, q: Pt): number => Math.hypot(p.x - q.x, p.y - q.y);

/**
 * A pinch: the view at its start, the two fingers then and now (screen points). The zoom follows the
 * fingers' spread, and the table point that was between them stays between them (so a pinch pans too).
 */
export function pinch(a: Area, start: ZoomView, from: [Pt, Pt], to: [Pt, Pt], max = MAX_ZOOM): ZoomView {
  const z = clamp((start.zoom * dist(to[0], to[1])) / Math.max(1, dist(from[0], from[1])), MIN_ZOOM, max);
  const p = toTable(a, start, mid(from[0], from[1]));
  const m = mid(to[0], to[1]);
  return clampView(a, { zoom: z, x: p.x - (m.x - a.x) / z, y: p.y - (m.y - a.y) / z }, max);
}

/**
 * The view moved as little as it takes to show the box centred at (x, y) of size w × h with a margin
 * (the keyboard's ring went to a piece out of view).
 */
export function reveal(a: Area, v: ZoomView, box: Pt & { w: number; h: number }, max = MAX_ZOOM): ZoomView {
  const vw = a.w / v.zoom;
  const vh = a.h / v.zoom;
  const m = 12 / v.zoom;
  const into = (lo: number, size: number, at: number, half: number) =>
    at - half - m < lo ? at - half - m : at + half + m > lo + size ? at + half + m - size : lo;
  return clampView(a, { zoom: v.zoom, x: into(v.x, vw, box.x, box.w / 2), y: into(v.y, vh, box.y, box.h / 2) }, max);
}

/** True when a press that moved (dx, dy) CSS px is a pan rather than a tap. */
export const isPan = (dx: number, dy: number): boolean => Math.hypot(dx, dy) > TAP_SLOP;

/** True when a tap at `now` follows the tap `prev` closely enough to make a double tap. */
export function isDoubleTap(
  prev: { t: number; x: number; y: number } | null,
  now: { t: number; x: number; y: number },
) {
  return (
    prev !== null &&
    now.t - prev.t >= 0 &&
    now.t - prev.t <= DOUBLE_TAP_MS &&
    Math.hypot(now.x - prev.x, now.y - prev.y) <= DOUBLE_TAP_SLOP
  );
}

/**
 * The zoom factor of one wheel event: a mouse wheel's notch (about 100 px) is ×1.25; a trackpad
 * pinch (Ctrl + wheel, small deltas) follows the fingers more closely.
 */
export function wheelFactor(deltaY: number, deltaMode: number, ctrl: boolean): number {
  const px = deltaY * (deltaMode === 1 ? 16 : deltaMode === 2 ? 400 : 1);
  return Math.exp(-clamp(px, -200, 200) * (ctrl ? 0.01 : 0.0022));
}
