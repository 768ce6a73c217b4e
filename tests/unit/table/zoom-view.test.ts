/** The geometry of a zoomed board or map (src/table/zoom-view.ts): bounds, focal points, taps and pans. */
import { describe, expect, it } from 'vitest';
import {
  clampView,
  isDoubleTap,
  isPan,
  MAX_ZOOM,
  panBy,
  pinch,
  reveal,
  TAP_SLOP,
  toScreen,
  toTable,
  unzoomed,
  wheelFactor,
  zoomAt,
} from '../../../src/table/zoom-view';

// the Four Temperaments board on the table
const A = { x: 16, y: 72, w: 760, h: 560 };
const close = (p: { x: number; y: number }, q: { x: number; y: number }) => {
  expect(p.x).toBeCloseTo(q.x, 6);
  expect(p.y).toBeCloseTo(q.y, 6);
};

describe('the view stays in bounds', () => {
  it('zoom is kept between 1× and the maximum', () => {
    expect(clampView(A, { zoom: 0.4, x: 0, y: 0 })).toEqual(unzoomed(A));
    expect(clampView(A, { zoom: 9, x: A.x, y: A.y }).zoom).toBe(MAX_ZOOM);
    expect(clampView(A, { zoom: 9, x: A.x, y: A.y }, 2.5).zoom).toBe(2.5);
  });

  it('a view just above 1× snaps back to the whole area', () => {
    expect(clampView(A, { zoom: 1.01, x: 100, y: 100 })).toEqual(unzoomed(A));
  });

  it('the board never leaves its frame: the visible part is always inside the area', () => {
    for (const [x, y] of [
      [-500, -500],
      [5000, 5000],
      [A.x + 700, A.y - 40],
    ] as const) {
      const v = clampView(A, { zoom: 2, x, y });
      expect(v.x).toBeGreaterThanOrEqual(A.x);
      expect(v.y).toBeGreaterThanOrEqual(A.y);
      expect(v.x + A.w / 2).toBeLessThanOrEqual(A.x + A.w + 1e-9);
      expect(v.y + A.h / 2).toBeLessThanOrEqual(A.y + A.h + 1e-9);
    }
    // the far corner at 2×: the right and bottom halves of the board
    expect(clampView(A, { zoom: 2, x: 5000, y: 5000 })).toEqual({ zoom: 2, x: A.x + A.w / 2, y: A.y + A.h / 2 });
  });
});

describe('zooming about a point', () => {
  it('screen and table points are each other’s inverse, and 1× draws the area where it is', () => {
    const v = { zoom: 2.5, x: 200, y: 300 };
    const p = { x: 321, y: 456 };
    close(toTable(A, v, toScreen(A, v, p)), p);
    close(toScreen(A, unzoomed(A), p), p);
  });

  it('what is under the focal point stays under it', () => {
    const at = { x: 300, y: 250 };
    const before = toTable(A, unzoomed(A), at);
    const v = zoomAt(A, unzoomed(A), 2, at);
    expect(v.zoom).toBe(2);
    close(toTable(A, v, at), before);
    // and a point 50 px from the focus is drawn 100 px from it
    const q = { x: before.x + 50, y: before.y - 30 };
    close(toScreen(A, v, q), { x: at.x + 100, y: at.y - 60 });
  });

  it('at a corner the bounds win over the focal point: nothing outside the board shows', () => {
    const v = zoomAt(A, unzoomed(A), 3, { x: A.x, y: A.y });
    expect(v).toEqual({ zoom: 3, x: A.x, y: A.y });
  });

  it('a pinch follows the fingers: spread ×2 doubles the zoom, the point between them stays between them', () => {
    const from: [{ x: number; y: number }, { x: number; y: number }] = [
      { x: 350, y: 300 },
      { x: 450, y: 300 },
    ];
    const to: typeof from = [
      { x: 300, y: 300 },
      { x: 500, y: 300 },
    ];
    const mid = toTable(A, unzoomed(A), { x: 400, y: 300 });
    const v = pinch(A, unzoomed(A), from, to);
    expect(v.zoom).toBeCloseTo(2, 9);
    close(toTable(A, v, { x: 400, y: 300 }), mid);
    // both fingers moving 40 px right pans the board with them
    const moved: typeof from = [
      { x: 340, y: 300 },
      { x: 540, y: 300 },
    ];
    close(toTable(A, pinch(A, unzoomed(A), from, moved), { x: 440, y: 300 }), mid);
    // squeezing past 1× gives the whole board back
    expect(pinch(A, v, to, from)).toEqual(unzoomed(A));
  });
});

describe('panning', () => {
  it('the table follows the finger, and stops at the frame', () => {
    const v = { zoom: 2, x: 200, y: 200 };
    const p = toTable(A, v, { x: 300, y: 300 });
    const w = panBy(A, v, -40, 30);
    close(toScreen(A, w, p), { x: 260, y: 330 });
    expect(panBy(A, v, 10_000, 10_000)).toEqual({ zoom: 2, x: A.x, y: A.y });
    expect(panBy(A, unzoomed(A), 50, 50)).toEqual(unzoomed(A));
  });

  it('the keyboard ring’s piece is brought into view, moving as little as it takes', () => {
    const v = { zoom: 2, x: A.x, y: A.y }; // the top-left quarter
    expect(reveal(A, v, { x: 100, y: 100, w: 20, h: 20 })).toEqual(v);
    const far = { x: A.x + A.w - 30, y: A.y + 40, w: 20, h: 20 };
    const w = reveal(A, v, far);
    const s = toScreen(A, w, far);
    expect(s.x).toBeLessThanOrEqual(A.x + A.w);
    expect(s.x).toBeGreaterThan(A.x + A.w - 60); // at the right edge, not centred
    expect(w.y).toBe(v.y);
  });
});

describe('a tap or a pan', () => {
  it('a press that moved a few px is a tap; farther it is a pan', () => {
    expect(isPan(0, 0)).toBe(false);
    expect(isPan(5, 5)).toBe(false);
    expect(isPan(TAP_SLOP, 0)).toBe(false);
    expect(isPan(TAP_SLOP + 1, 0)).toBe(true);
    expect(isPan(-7, -7)).toBe(true);
  });

  it('a double tap is two taps close in time and place', () => {
    const first = { t: 1000, x: 100, y: 100 };
    expect(isDoubleTap(null, first)).toBe(false);
    expect(isDoubleTap(first, { t: 1250, x: 110, y: 95 })).toBe(true);
    expect(isDoubleTap(first, { t: 1500, x: 100, y: 100 })).toBe(false);
    expect(isDoubleTap(first, { t: 1200, x: 180, y: 100 })).toBe(false);
  });

  it('the wheel zooms in when rolled forward, a notch about ×1.25, a trackpad pinch more finely', () => {
    expect(wheelFactor(-100, 0, false)).toBeCloseTo(1.246, 2);
    expect(wheelFactor(100, 0, false)).toBeLessThan(1);
    expect(wheelFactor(-3, 1, false)).toBeCloseTo(wheelFactor(-48, 0, false), 9);
    expect(wheelFactor(-10, 0, true)).toBeCloseTo(Math.exp(0.1), 9);
  });
});
