/**
 * The tutorial's page on a phone held upright (src/tutorial/place.ts), on the For Northwood! and
 * Cloud Marches portrait tables of every stage height: it spans the table inside the stage, stands
 * under the toolbar when nothing is in the way, keeps off what the step points at wherever that is
 * (the top row, the hand, the dock), keeps off the thumb's foot of the stage when it can, and stays
 * where it stands while that is as good as anywhere.
 */
import { describe, expect, it } from 'vitest';
import { PORTRAIT_MAX, PORTRAIT_MIN } from '../../src/app/stage';
import { layoutFor as cloudsLayout } from '../../src/games/clouds/layout';
import { layoutFor as northwoodLayout } from '../../src/games/northwood/layout';
import { MARGIN, overlap, type Rect, THUMB, UPRIGHT_TOP, uprightTop } from '../../src/tutorial/place';

const W = 720;
/** A page of a few lines, and a long Russian one (CSS px × 720/390). */
const PAGES = [300, 430];
const page = (y: number, ph: number): Rect => ({ x: MARGIN, y, w: W - 2 * MARGIN, h: ph });
const around = (x: number, y: number, w: number, h: number): Rect => ({ x: x - w / 2, y: y - h / 2, w, h });

for (let H = PORTRAIT_MIN; H <= PORTRAIT_MAX; H += 40) {
  describe(`the tutorial's page on a 720×${H} table`, () => {
    const nw = northwoodLayout(W, H);
    // what Northwood's table keeps clear (scene.keepClear): the hand and the trick row
    const hand = around(nw.hand.x, nw.hand.y, nw.hand.width, nw.hand.cardH + 48);
    const tricks = { x: 8, y: nw.slotAt(0).y - nw.slot.h / 2 - 8, w: 4 * 128 + 16, h: nw.slot.h + 16 };
    const kept = [hand, tricks];

    for (const ph of PAGES) {
      it(`(${ph} px tall) stands under the toolbar, inside the stage, when nothing is in the way`, () => {
        const y = uprightTop(W, H, ph, [], kept);
        expect(y).toBe(UPRIGHT_TOP);
        expect(y + ph).toBeLessThanOrEqual(H);
      });

      it(`(${ph} px tall) keeps off a fief of the top row the step names, and off the hand`, () => {
        for (const n of [0, 3, 5]) {
          const f = nw.fiefAt(n);
          const fief = around(f.x, f.y, nw.fief.w, nw.fief.h);
          const y = uprightTop(W, H, ph, [fief], kept);
          expect(overlap(page(y, ph), fief), `fief ${n}`).toBe(0);
          expect(overlap(page(y, ph), hand), `fief ${n}: the hand`).toBe(0);
          expect(y + ph).toBeLessThanOrEqual(H - MARGIN);
        }
      });

      it(`(${ph} px tall) keeps off the hand when the step names it, and off the thumb's foot`, () => {
        const y = uprightTop(W, H, ph, [hand], kept);
        expect(overlap(page(y, ph), hand)).toBe(0);
        expect(y + ph).toBeLessThanOrEqual(H * THUMB);
      });

      // (a long page cannot fit between the map's middle and the dock on the shortest stages)
      if (ph < 400 || H >= 1440)
        it(`(${ph} px tall) keeps off Cloud Marches' docked cards and a cell of the map the step names`, () => {
          const L = cloudsLayout(W, H);
          const dock = L.dock as Rect;
          const card = around(dock.x + dock.w / 2, dock.y + dock.h / 2, 110, 160);
          for (const [x, y0] of [
            [3, 3],
            [15, 15],
            [26, 10],
          ]) {
            const cell = [x as number, y0 as number] as const;
            const [cx, cy] = L.cellXY(cell[0], cell[1]);
            const target = around(cx, cy, L.cell, L.cell);
            const y = uprightTop(W, H, ph, [card, target], [L.panel, dock]);
            expect(overlap(page(y, ph), card), `cell ${cell}: the card`).toBe(0);
            expect(overlap(page(y, ph), target), `cell ${cell}`).toBe(0);
          }
        });
    }

    it('stays where it stands while nothing changes, and moves when the next page names what it covers', () => {
      const ph = PAGES[0] as number;
      const f = nw.fiefAt(5);
      const fief = around(f.x, f.y, nw.fief.w, nw.fief.h);
      const here = uprightTop(W, H, ph, [fief], kept);
      expect(uprightTop(W, H, ph, [fief], kept, here)).toBe(here); // the rings follow: no jumping about
      const under = { ...fief, y: here + 40 };
      expect(overlap(page(uprightTop(W, H, ph, [under], kept, here), ph), under)).toBe(0);
    });
  });
}
