/**
 * Four Temperaments on tablets and 16:10 screens (src/games/temperaments/layout.ts): the landscape
 * table 1280 wide and 740–960 tall, and the upright table 1400 tall and 750–1050 wide. On each stage
 * the areas lie inside it and apart, the pieces are no smaller than on the stage they replace, and
 * every tap target is at least 44 CSS px on the smallest screen that gets such a stage (a 1024×768
 * tablet on its side: 0.8 CSS px a px; a 768×1024 tablet upright: 0.73).
 */
import { describe, expect, it } from 'vitest';
import { stageFor } from '../../../src/app/stage';
import {
  BOARD_H,
  BOARD_W,
  GOAL_H,
  GOAL_W,
  PARTY_H,
  PARTY_W,
  SCENE_H,
  SCENE_W,
} from '../../../src/games/temperaments/art';
import { type Layout, layoutFor, type Rect } from '../../../src/games/temperaments/layout';
import { boardGeometry } from '../../../src/games/temperaments/textures';
import { inside } from '../upright';

const box = (c: { x: number; y: number }, w: number, h: number): Rect => ({ x: c.x - w / 2, y: c.y - h / 2, w, h });
const apart = (a: Rect, b: Rect) => a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;
const within = (a: Rect, b: Rect) => a.x >= b.x && a.y >= b.y && a.x + a.w <= b.x + b.w && a.y + a.h <= b.y + b.h;
const allApart = (list: Rect[]) => {
  for (const [i, a] of list.entries())
    for (const b of list.slice(i + 1)) expect(apart(a, b), `${JSON.stringify(a)} ${JSON.stringify(b)}`).toBe(true);
};
const boardOf = (L: Layout): Rect => ({ x: L.board.x, y: L.board.y, w: BOARD_W * L.board.s, h: BOARD_H * L.board.s });
const cards = (L: Layout) => ({
  scenes: [0, 1, 2, 3].map((i) => box(L.sceneAt(i), SCENE_W * L.card, SCENE_H * L.card)),
  parties: [0, 1, 2, 3, 4, 5].map((i) => box(L.partyAt(i), PARTY_W * L.card, PARTY_H * L.card)),
});
/** The closest two places on the board stand this far apart (board px). */
const nearest = (() => {
  const nodes = Object.values(boardGeometry().nodes);
  let d = Number.POSITIVE_INFINITY;
  for (const [i, a] of nodes.entries())
    for (const b of nodes.slice(i + 1)) d = Math.min(d, Math.hypot(a.x - b.x, a.y - b.y));
  return d;
})();

describe('the stages tablets get', () => {
  const shapes = { portrait: true, tall: true, wide: true };
  it('a tablet on its side and a 16:10 screen: a taller landscape table; an upright tablet: a wider one', () => {
    expect(stageFor(1024, 768, shapes)).toEqual({ width: 1280, height: 960, portrait: false });
    expect(stageFor(1440, 900, shapes)).toEqual({ width: 1280, height: 800, portrait: false });
    expect(stageFor(768, 1024, shapes)).toEqual({ width: 1050, height: 1400, portrait: true });
    // a phone is laid out as before
    expect(stageFor(390, 844, shapes)).toEqual({ width: 720, height: 1560, portrait: true });
    expect(stageFor(844, 390, shapes)).toEqual({ width: 1280, height: 720, portrait: false });
  });
});

/** 44 CSS px in logical px on a 1024×768 tablet on its side. */
const TALL_TAP = 44 / 0.8;

describe('the taller landscape table (1280×740–960)', () => {
  for (let H = 740; H <= 960; H += 20)
    it(`lays out 1280×${H}: inside, apart, larger, its targets a finger's size`, () => {
      const L = layoutFor(1280, H);
      expect(L.portrait).toBe(false);
      expect([L.width, L.height, L.tabs, L.drawer]).toEqual([1280, H, null, null]);
      const board = boardOf(L);
      const { scenes, parties } = cards(L);
      const goals = [0, 1, 2, 3].map((i) => box(L.goalAt(i), GOAL_W * L.goal, GOAL_H * L.goal));
      const log = L.log as Rect;
      // under the HUD's status and toolbar (the top 64), as at 720
      for (const a of [board, ...scenes, ...parties, ...goals, log]) expect(a.y).toBeGreaterThanOrEqual(64);
      for (const n of [2, 3, 4])
        for (const viewer of [0, n - 1, 'spectator'] as const) {
          const plaques = Array.from({ length: n }, (_, s) => L.plaqueAt(s, n, viewer, 0));
          const areas = [board, ...scenes, ...parties, ...goals, log, ...plaques];
          for (const a of areas) expect(inside(a, 1280, H), JSON.stringify(a)).toBe(true);
          allApart(areas);
          for (const [seat, p] of plaques.entries()) {
            const own = seat === viewer;
            const R = own ? L.supplyR : L.backR;
            const supply = [0, 1, 2, 3].map((i) => box(L.supplyAt(p, own, i), 2 * R, 2 * R));
            const pass = { ...L.passAt(p), ...L.pass };
            const mine = own ? [...supply, pass] : supply;
            for (const t of mine) expect(within(t, p), `seat ${seat} of ${n}: ${JSON.stringify(t)}`).toBe(true);
            allApart(mine);
            // under the lettering: the name's line (own), the name and two lines of counts (others)
            for (const t of supply) expect(t.y - p.y).toBeGreaterThanOrEqual(own ? 40 : 78);
          }
        }
      // targets: the own supply, Pass, a place on the board, every card (a touch screen's target)
      expect(2 * L.supplyR).toBeGreaterThanOrEqual(TALL_TAP);
      expect(Math.min(L.pass.w, L.pass.h)).toBeGreaterThanOrEqual(TALL_TAP);
      expect(L.placeDisc).toBeGreaterThanOrEqual(TALL_TAP);
      expect(nearest * L.board.s).toBeGreaterThanOrEqual(L.placeDisc);
      for (const c of [...scenes, ...parties, ...goals]) expect(Math.min(c.w, c.h)).toBeGreaterThanOrEqual(TALL_TAP);
      // no smaller than at 720 (the board at most a few per cent, where 740–860 gives the plaques room)
      expect(L.card).toBe(layoutFor(1280, 720).card);
      expect(L.goal).toBeGreaterThanOrEqual(1);
      expect(L.board.s).toBeGreaterThanOrEqual(H < 780 || (H >= 860 && H < 880) ? 0.96 : 1);
      expect(L.plaqueAt(0, 2, 0, 0).h).toBeGreaterThan(72);
      expect(log.h).toBeGreaterThanOrEqual(H < 760 ? 40 : 62);
      if (H >= 860) {
        // the goals under the board, larger; the log has the column under the parties
        expect(Math.min(...goals.map((g) => g.y))).toBeGreaterThanOrEqual(board.y + board.h);
        expect(log.h).toBeGreaterThan(200);
      }
      if (H >= 920) expect(L.goal).toBe(1.5);
      // what the tutorial keeps clear and where a prompt opens lie on the stage
      for (const r of L.keepClear) expect(inside(r, 1280, H), JSON.stringify(r)).toBe(true);
      for (const p of [
        { x: 0, y: 0 },
        { x: 1280, y: H },
      ]) {
        const at = L.promptAt(p);
        expect(inside({ ...at, h: 200 }, 1280, H)).toBe(true);
      }
    });
});

/** 44 CSS px in logical px on a 768×1024 tablet held upright. */
const WIDE_TAP = 44 / (768 / 1050);

describe('the wider upright table (750–1050×1400)', () => {
  const at720 = layoutFor(720, 1400);
  for (const W of [750, 780, 810, 840, 870, 900, 930, 960, 990, 1020, 1050])
    it(`lays out ${W}×1400: inside, in order, apart, its targets a finger's size`, () => {
      const L = layoutFor(W, 1400);
      const { tabs, drawer } = L;
      if (!L.portrait || !tabs || !drawer) throw new Error('an upright table has tabs and a drawer');
      const board = boardOf(L);
      const { scenes, parties } = cards(L);
      const plaque = L.plaqueAt(0, 3, 0, 0);
      const areas = [board, ...scenes, ...parties, plaque, tabs];
      for (const a of areas) expect(inside(a, W, 1400), JSON.stringify(a)).toBe(true);
      allApart(areas);
      expect(board.y).toBeGreaterThanOrEqual(170);
      const top = Math.min(...[...scenes, ...parties].map((c) => c.y));
      const foot = Math.max(...[...scenes, ...parties].map((c) => c.y + c.h));
      expect(top).toBeGreaterThanOrEqual(board.y + board.h);
      expect(plaque.y).toBeGreaterThanOrEqual(foot);
      expect(tabs.y).toBeGreaterThanOrEqual(plaque.y + plaque.h);
      expect([plaque.w, tabs.w]).toEqual([W - 16, W - 16]);
      expect(inside(drawer, W, 1400) && drawer.y + drawer.h <= plaque.y && drawer.w === W - 16).toBe(true);
      // targets: the supply, Pass, a third of the tabs, a place, every card
      const supply = [0, 1, 2, 3].map((i) => box(L.supplyAt(plaque, true, i), 2 * L.supplyR, 2 * L.supplyR));
      const pass = { ...L.passAt(plaque), ...L.pass };
      for (const t of [...supply, pass]) expect(within(t, plaque)).toBe(true);
      allApart([...supply, pass]);
      expect(2 * L.supplyR).toBeGreaterThanOrEqual(WIDE_TAP);
      expect(Math.min(pass.w, pass.h, (tabs.w - 20) / 3, tabs.h)).toBeGreaterThanOrEqual(WIDE_TAP);
      expect(nearest * L.board.s).toBeGreaterThanOrEqual(L.placeDisc);
      for (const c of [...scenes, ...parties]) expect(Math.min(c.w, c.h)).toBeGreaterThanOrEqual(WIDE_TAP);
      if (W < 960) {
        // the phone's table spread across the width: as large as at 720
        expect(L.board.s).toBe(at720.board.s);
        expect(L.card).toBe(at720.card);
        expect(board.x).toBeCloseTo((W - board.w) / 2);
      } else {
        // the row and the parties side by side: the board a good deal larger, the cards about the
        // landscape table's size (at 960 wide 0.96 of it, at 1050 1.07), smaller than the phone's
        expect(L.board.s).toBeGreaterThanOrEqual(1.3 * at720.board.s);
        expect(L.card).toBeGreaterThanOrEqual(0.95 * layoutFor(1280, 720).card);
        expect(Math.max(...scenes.map((c) => c.x + c.w))).toBeLessThanOrEqual(Math.min(...parties.map((c) => c.x)));
      }
      const prompt = L.promptAt({ x: W / 2, y: 900 });
      expect(prompt.x >= 0 && prompt.x + prompt.w <= W).toBe(true);
      // side by side, a prompt (up to 520 tall) opens over the board and leaves the cards in view
      if (W >= 960) expect(prompt.y + 520).toBeLessThanOrEqual(top);
    });
});
