/**
 * Cloud Marches on the taller landscape stages (1280 × 740–960: a tablet on its side, a 16:10 laptop)
 * and the wider upright ones (750–1050 × 1400: a tablet held upright): every area inside the stage,
 * none over another, the extra room used (a larger map, larger cards), and every target at least
 * 44 CSS px on the smallest screen that gets the stage (1024×768: 0.8 CSS px a logical px; 768×1024:
 * 0.73; the narrower upright stages come from phones, 390/720 and less, handled as on the phone).
 */
import { describe, expect, it } from 'vitest';
import { LANDSCAPE_MAX, PORTRAIT_MIN, PORTRAIT_WIDE, stageFor } from '../../../src/app/stage';
import {
  BAND_MIN,
  CELL,
  cardRow,
  cardX,
  DRAWER_MAX,
  HEAD_H,
  layoutFor,
  PANEL_UPRIGHT,
  POINTER_SIZE,
  RING_ABOVE,
  RING_BELOW,
  TAP,
  TOKEN_SIZE,
} from '../../../src/games/clouds/layout';
import type { Rect } from '../../../src/table/surface';
import { CSS, inside } from '../upright';
import { mapAndPool } from './layout-checks';

const apart = (a: Rect, b: Rect) => a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;
const mapRect = (L: ReturnType<typeof layoutFor>) => ({ x: L.map.x, y: L.map.y, w: L.map.size, h: L.map.size });

describe('the taller landscape tables', () => {
  // 1024×768 gets the tallest stage (1280×960) drawn at 0.8; a 16:10 screen 1280×800 at 1 or more
  const css = 0.8;
  const base = layoutFor(1280, 720);
  expect(stageFor(1024, 768, { portrait: true, tall: true }).height).toBe(LANDSCAPE_MAX);
  for (let H = 740; H <= LANDSCAPE_MAX; H += 20) {
    it(`lays a 1280×${H} table out inside the stage, apart, larger than at 720`, () => {
      const L = layoutFor(1280, H);
      expect([L.portrait, L.width, L.height]).toEqual([false, 1280, H]);
      const map = mapRect(L);
      // the map larger (its cells, pointers and tokens with it), under the toolbar and status line
      expect(L.map.size).toBeGreaterThan(base.map.size);
      // (its sheet clear of the toolbar, which is 54 logical px tall with its key hints and reaches
      // over the map's right end now that the map is wider)
      expect(L.sheets[0]?.y).toBeGreaterThanOrEqual(56);
      expect(L.cell).toBeGreaterThan(CELL);
      expect(L.ptr).toBeGreaterThanOrEqual(POINTER_SIZE);
      expect(L.token).toBeGreaterThanOrEqual(TOKEN_SIZE);
      expect(L.ptr / L.cell).toBeLessThanOrEqual(POINTER_SIZE / CELL + 0.05);
      for (const r of [map, L.panel, ...L.sheets, ...L.cloths])
        expect(inside(r, 1280, H), JSON.stringify(r)).toBe(true);
      expect(apart(map, L.panel)).toBe(true);
      // the panel keeps at least its 720 height, and grows over nothing but a little
      expect(L.panel.h).toBeGreaterThanOrEqual(base.panel.h);
      expect(L.panelMax).toBeGreaterThanOrEqual(L.panel.h);
      // at the column's foot, under the seat areas (the tutorial's page takes the map's bottom-left corner)
      expect(L.panel.x).toBeGreaterThan(L.map.x + L.map.size);
      expect(L.panel.y + L.panel.h).toBe(H - 8);
      mapAndPool(L, css);
      for (let seats = 2; seats <= 4; seats++) {
        const areas = L.areas(seats);
        const was = base.areas(seats)[0]?.scale as number;
        // from 820 (a tablet's 960 among them) the first seat's name and count stand under the
        // toolbar, which a touch screen makes 46 CSS px tall (4 + 57.5 logical px at 0.8)
        if (H >= 820) expect(areas[0]?.y).toBeGreaterThanOrEqual(62);
        for (const [i, a] of areas.entries()) {
          expect(inside(a, 1280, H)).toBe(true);
          expect(apart(a, map) && apart(a, L.panel)).toBe(true);
          for (const b of areas.slice(i + 1)) expect(apart(a, b)).toBe(true);
          // the cards larger than at 720 (or as large as the column lets three of them stand apart)
          expect(a.scale).toBeGreaterThanOrEqual(was);
          // up to six cards (three drafted and captures): inside the area under its name, each
          // showing at least 44 CSS px of itself
          const cw = 100 * a.scale;
          expect(a.cardY - (70 + RING_ABOVE) * a.scale).toBeGreaterThanOrEqual(a.y + HEAD_H - 1e-9);
          // (below it: the next area's name, 4 under its top; the last's: the panel, or the stage's foot)
          const foot = a.cardY + (70 + RING_BELOW) * a.scale;
          const next = areas[i + 1];
          expect(foot).toBeLessThanOrEqual(
            (next ? next.y + 4 : Math.min(H, a.x < L.panel.x + L.panel.w && L.panel.y > a.y ? L.panel.y : H)) + 1e-9,
          );
          for (let n = 1; n <= 6; n++) {
            expect(cardX(a, n - 1, n) + cw / 2).toBeLessThanOrEqual(a.x + a.w);
            const shows = n > 1 ? cardX(a, 1, n) - cardX(a, 0, n) : cw;
            expect(Math.min(shows, cw) * css, `${seats} seats, ${n} cards`).toBeGreaterThanOrEqual(44);
          }
        }
      }
    });
  }
});

describe('the wider upright tables', () => {
  // 768×1024 gets the widest stage (1050×1400) drawn at 0.73; narrower ones come from phones with
  // browser bars (360×640 → 780×1400), drawn smaller: the phone's sizes hold there (CSS = 390/720)
  expect(stageFor(768, 1024, { portrait: true, wide: true })).toEqual({
    width: PORTRAIT_WIDE,
    height: 1400,
    portrait: true,
  });
  const base = layoutFor(720, PORTRAIT_MIN);
  for (let W = 750; W <= PORTRAIT_WIDE; W += 30) {
    it(`lays a ${W}×1400 table out inside the stage, in order, apart`, () => {
      const css = W >= 1020 ? 768 / PORTRAIT_WIDE : CSS;
      const L = layoutFor(W, 1400);
      expect([L.portrait, L.width, L.height]).toEqual([true, W, 1400]);
      const map = mapRect(L);
      const [tabs, dock, drawer, cards] = [L.tabs, L.dock, L.drawer, L.drawerCards] as Rect[] as [
        Rect,
        Rect,
        Rect,
        Rect,
      ];
      for (const r of [map, tabs, dock, drawer, cards, L.panel, ...L.sheets, ...L.cloths])
        expect(inside(r, W, 1400), JSON.stringify(r)).toBe(true);
      // the map centred, at least as large as on the phone's 720×1400 (larger where the panel stands
      // beside the dock), under the toolbar and status line; the tabs under it; the dock under them
      expect(L.map.x + L.map.size / 2).toBe(W / 2);
      expect(L.map.y).toBeGreaterThanOrEqual(150);
      expect(L.map.size).toBeGreaterThanOrEqual(base.map.size);
      if (W >= BAND_MIN) expect(L.map.size).toBeGreaterThanOrEqual(base.map.size * 1.25);
      expect(L.ptr).toBeGreaterThanOrEqual(POINTER_SIZE);
      expect(tabs.y).toBeGreaterThanOrEqual(map.y + map.h);
      expect(dock.y).toBeGreaterThanOrEqual(tabs.y + tabs.h);
      for (const r of [dock, L.panel]) expect(apart(r, map) && apart(r, tabs)).toBe(true);
      expect(apart(dock, L.panel)).toBe(true);
      // the panel: a title and two rows of thumb-sized buttons; never over the dock
      expect(L.panel.h).toBeGreaterThanOrEqual(PANEL_UPRIGHT);
      expect(L.panelMax).toBe(L.panel.h);
      expect(((L.panel.w - 36 - 8) / 2) * css).toBeGreaterThanOrEqual(44);
      // the drawer covers the dock and the panel (not the map or the tabs); its cards and heading inside it, apart
      for (const r of [dock, L.panel])
        expect(inside({ ...r, x: r.x - drawer.x, y: r.y - drawer.y }, drawer.w, drawer.h)).toBe(true);
      expect(apart(drawer, map) && apart(drawer, tabs)).toBe(true);
      const head = L.drawerTitle ?? { ...drawer, h: L.drawerHead };
      expect(inside({ ...head, x: head.x - drawer.x, y: head.y - drawer.y }, drawer.w, drawer.h)).toBe(true);
      expect(apart(head, cards)).toBe(true);
      mapAndPool(L, css);
      // tabs for up to four seats
      expect(tabs.h * css).toBeGreaterThanOrEqual(44);
      expect(((tabs.w - 3 * 6) / 4) * css).toBeGreaterThanOrEqual(44);
      // a seat's 1 to 12 cards in the dock and the drawer: inside, each showing TAP (44 CSS px) of itself
      for (const [area, max] of [
        [dock, L.dockMax],
        [cards, DRAWER_MAX],
      ] as const)
        for (let n = 1; n <= 12; n++) {
          const row = cardRow(area, n, max);
          const cw = 100 * row.scale;
          expect(cw * css).toBeGreaterThanOrEqual(44);
          expect(TAP * css).toBeGreaterThanOrEqual(44);
          const at = Array.from({ length: n }, (_, i) => row.at(i));
          for (const [i, [x, y]] of at.entries()) {
            expect(x - cw / 2).toBeGreaterThanOrEqual(area.x);
            expect(x + cw / 2).toBeLessThanOrEqual(area.x + area.w);
            expect(y - (70 + RING_ABOVE) * row.scale).toBeGreaterThanOrEqual(area.y);
            expect(y + (70 + RING_BELOW) * row.scale).toBeLessThanOrEqual(area.y + area.h);
            const next = at[i + 1];
            if (next && next[1] === y) expect(next[0] - x).toBeGreaterThanOrEqual(TAP);
          }
        }
      // the dock draws a few cards larger than the phone's (where it stands beside the panel)
      if (W >= BAND_MIN)
        expect(cardRow(dock, 3, L.dockMax).scale).toBeGreaterThan(cardRow(base.dock as Rect, 3, base.dockMax).scale);
    });
  }
});
