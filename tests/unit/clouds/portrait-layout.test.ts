/**
 * Cloud Marches' layouts (src/games/clouds/layout.ts): a phone held upright gets the portrait stage;
 * landscape exactly as it always was; on every portrait stage the areas lie inside it, in order and
 * apart, and every card and tab a thumb taps is at least 44 CSS px on a 390-px-wide phone.
 */
import { describe, expect, it } from 'vitest';
import { PORTRAIT_MAX, PORTRAIT_MIN } from '../../../src/app/stage';
import {
  CELL,
  cardRow,
  cellXY,
  DOCK_MAX,
  DRAWER_MAX,
  layoutFor,
  MAP,
  PANEL,
  PANEL_UPRIGHT,
  poolXY,
  seatAreas,
  TAP,
} from '../../../src/games/clouds/layout';
import type { Rect } from '../../../src/table/surface';
import { CSS, describeStage, inside } from '../upright';
import { mapAndPool } from './layout-checks';

const below = (a: Rect, b: Rect) => b.y >= a.y + a.h;

describeStage('Cloud Marches', layoutFor);

describe('the landscape table', () => {
  it('is laid out as it always was', () => {
    const L = layoutFor(1280, 720);
    expect(L.map).toEqual({ x: 10, y: 48, size: 662 });
    expect(L.map).toBe(MAP);
    expect(L.cell).toBe(CELL);
    expect(L.panel).toEqual({ x: 688, y: 590, w: 580, h: 122 });
    expect(L.panel).toBe(PANEL);
    expect(L.panelMax).toBe(244);
    expect([L.tabs, L.dock, L.drawer]).toEqual([null, null, null]);
    for (const [x, y] of [
      [0, 0],
      [15, 15],
      [30, 7],
    ] as const) {
      expect(L.cellXY(x, y)).toEqual(cellXY(x, y));
      expect(L.cellUnder(...cellXY(x, y))).toEqual([x, y]);
    }
    expect(L.poolXY(7)).toEqual(poolXY(7));
    expect(L.poolScale).toBe(1);
    expect(L.areas(3)).toEqual(seatAreas(3));
    expect(seatAreas(2).map((a) => [a.x, a.y, a.w])).toEqual([
      [688, 48, 580],
      [688, 316, 580],
    ]);
    expect(L.cloths).toEqual([{ x: 682, y: 42, w: 592, h: 674 }]);
  });
});

describe('the portrait tables', () => {
  for (let H = PORTRAIT_MIN; H <= PORTRAIT_MAX; H += 40) {
    it(`lays a 720×${H} table out in order, inside the stage, apart`, () => {
      const L = layoutFor(720, H);
      const map = { x: L.map.x, y: L.map.y, w: L.map.size, h: L.map.size };
      const [tabs, dock, drawer] = [L.tabs, L.dock, L.drawer] as [Rect, Rect, Rect];
      // the map as wide as the stage (a margin aside) where the stage is tall enough, a little narrower
      // (centred) on the shortest, under the toolbar and status line
      expect(L.map.size).toBeGreaterThanOrEqual(H >= 1480 ? 704 : 620);
      expect(L.map.x + L.map.size / 2).toBe(360);
      expect(L.map.y).toBeGreaterThanOrEqual(150);
      // map, tabs, the docked seat's area, the panel: top to bottom, none over another
      for (const r of [map, tabs, dock, L.panel, drawer]) expect(inside(r, 720, H)).toBe(true);
      expect(below(map, tabs)).toBe(true);
      expect(below(tabs, dock)).toBe(true);
      expect(below(dock, L.panel)).toBe(true);
      // the drawer covers the dock and the panel, not the map or the tabs; its cards under its heading
      const cards = L.drawerCards as Rect;
      expect(inside(cards, 720, H) && cards.y >= drawer.y + L.drawerHead).toBe(true);
      expect(cards.y + cards.h).toBeLessThanOrEqual(drawer.y + drawer.h);
      expect(drawer.y).toBe(dock.y);
      expect(drawer.y + drawer.h).toBe(L.panel.y + L.panel.h);
      // the panel has room for a title and two rows of thumb-sized buttons (four, two a row), and
      // never grows up over the docked seat's cards
      expect(L.panel.h).toBeGreaterThanOrEqual(PANEL_UPRIGHT);
      expect(PANEL_UPRIGHT).toBeGreaterThanOrEqual(2 * 14 + 40 + 2 * TAP + 8);
      expect(L.panelMax).toBe(L.panel.h);
      // every cell of the map maps back to itself; the draft pool: 18 cards over the map, apart, each
      // at least 44 CSS px each way, and inside the stage
      mapAndPool(L, CSS);
      const cw = 100 * L.poolScale;
      const ch = 140 * L.poolScale;
      for (let i = 0; i < 18; i++) {
        const [x, y] = L.poolXY(i);
        expect(inside({ x: x - cw / 2, y: y - ch / 2, w: cw, h: ch }, 720, H)).toBe(true);
      }
      // a tab per seat (up to four) is a target
      expect(tabs.h * CSS).toBeGreaterThanOrEqual(44);
      expect(((tabs.w - 3 * 6) / 4) * CSS).toBeGreaterThanOrEqual(44);
    });
  }
});

describe('a 320×568 phone (the 720×1400 stage drawn at 0.41 CSS px a logical px)', () => {
  it("keeps the panel room for its two rows of 46-CSS-px buttons, taller there, from the map's share", () => {
    const k = 568 / 1400;
    const L = layoutFor(720, 1400, k);
    const usual = layoutFor(720, 1400);
    const rows = 2 * (46 / k - 84);
    expect(L.panel.h).toBeCloseTo(usual.panel.h + rows, 6);
    // what the panel keeps besides its two rows leaves each row 46 CSS px
    expect((L.panel.h - (PANEL_UPRIGHT - 2 * 84)) * k).toBeGreaterThanOrEqual(2 * 46 - 1e-9);
    expect(L.map.size).toBeCloseTo(usual.map.size - rows, 6);
    expect(L.panel.y + L.panel.h).toBe(1400 - 8);
    expect(below({ x: L.map.x, y: L.map.y, w: L.map.size, h: L.map.size }, L.tabs as Rect)).toBe(true);
    expect(below(L.dock as Rect, L.panel)).toBe(true);
    // a phone of 390 CSS px or more: as before
    expect(layoutFor(720, 1560, 390 / 720).map).toEqual(layoutFor(720, 1560).map);
  });
});

describe("a seat's cards in the dock and the drawer", () => {
  const L = layoutFor(720, 1400);
  const areas = {
    dock: L.dock as Rect,
    drawer: L.drawerCards as Rect,
  };
  for (const [name, area] of Object.entries(areas))
    it(`shows every card of 1 to 12 in the ${name} as a 44-CSS-px target, inside it`, () => {
      for (let n = 1; n <= 12; n++) {
        const row = cardRow(area, n, name === 'drawer' ? DRAWER_MAX : DOCK_MAX);
        const cw = 100 * row.scale;
        const ch = 140 * row.scale;
        const at = Array.from({ length: n }, (_, i) => row.at(i));
        const rows = [...new Set(at.map(([, y]) => y))].sort((a, b) => a - b);
        expect(rows.length, `${n} cards`).toBe(n <= 8 ? 1 : 2);
        for (const y of rows) {
          const xs = at
            .filter(([, yy]) => yy === y)
            .map(([x]) => x)
            .sort((a, b) => a - b);
          for (let i = 1; i < xs.length; i++)
            expect((xs[i] as number) - (xs[i - 1] as number)).toBeGreaterThanOrEqual(TAP);
          expect((xs[0] as number) - cw / 2).toBeGreaterThanOrEqual(area.x);
          expect((xs[xs.length - 1] as number) + cw / 2).toBeLessThanOrEqual(area.x + area.w);
        }
        // each card at least 44 CSS px wide; the back row shows TAP of its height above the front row
        expect(cw * CSS).toBeGreaterThanOrEqual(44);
        if (rows.length === 2) expect((rows[1] as number) - (rows[0] as number)).toBeGreaterThanOrEqual(TAP);
        expect(TAP * CSS).toBeGreaterThanOrEqual(44);
        // inside the area, the rings included
        expect((rows[0] as number) - ch / 2 - 29 * row.scale).toBeGreaterThanOrEqual(area.y);
        expect((rows[rows.length - 1] as number) + ch / 2 + 19 * row.scale).toBeLessThanOrEqual(area.y + area.h);
        for (let i = 0; i < n; i++) expect(row.back(i)).toBe(rows.length === 2 && (at[i] as XY)[1] === rows[0]);
      }
    });
  type XY = [number, number];

  it('draws a few cards large enough to read in the dock (a card 66 CSS px wide)', () => {
    expect(cardRow(L.dock as Rect, 3, DOCK_MAX).scale * 100 * CSS).toBeGreaterThanOrEqual(66);
  });
});
