/**
 * The stage a phone gets for Four Temperaments (src/app/stage.ts) and the table's layouts
 * (src/games/temperaments/layout.ts): landscape exactly as it always was; on every portrait stage
 * the areas lie inside it, in order and apart, and every tap target is at least 44 CSS px on a
 * 390-px-wide phone.
 */
import { describe, expect, it } from 'vitest';
import { PORTRAIT_MAX, PORTRAIT_MIN } from '../../../src/app/stage';
import { BOARD_H, BOARD_W, PARTY_H, PARTY_W, SCENE_H, SCENE_W } from '../../../src/games/temperaments/art';
import { layoutFor, type Rect } from '../../../src/games/temperaments/layout';
import { boardGeometry } from '../../../src/games/temperaments/textures';
import { CSS, describeStage, inside } from '../upright';

const box = (c: { x: number; y: number }, w: number, h: number): Rect => ({ x: c.x - w / 2, y: c.y - h / 2, w, h });
const apart = (a: Rect, b: Rect) => a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;

describeStage('Four Temperaments', layoutFor);

describe('the Four Temperaments layouts', () => {
  it('keeps the landscape table where it always was', () => {
    const L = layoutFor(1280, 720);
    expect([L.board, L.token, L.card, L.supplyR, L.backR, L.slotR]).toEqual([
      { x: 16, y: 72, s: 1 },
      18,
      0.91,
      17,
      12,
      11 * 0.91,
    ]);
    // the cards at 0.91 (they were 1), a lit ring's reach from the stage's right edge, their marks apart (lit-layout.test.ts)
    const at = (p: { x: number; y: number }) => ({ x: Math.round(p.x * 100) / 100, y: Math.round(p.y * 100) / 100 });
    expect([0, 1, 2, 3].map((i) => at(L.sceneAt(i)))).toEqual(
      [843.87, 967.61, 1091.35, 1215.09].map((x) => ({ x, y: 150.26 })),
    );
    expect([0, 2, 3, 5].map((i) => at(L.partyAt(i)))).toEqual([
      { x: 862.98, y: 294.5 },
      { x: 1196.02, y: 294.5 },
      { x: 862.98, y: 405.5 },
      { x: 1196.02, y: 405.5 },
    ]);
    expect(L.goalAt(3)).toEqual({ x: 1210, y: 516 });
    // two seats, the first the viewer's (wider), and four seats seen by the third
    expect([L.plaqueAt(0, 2, 0, 0), L.plaqueAt(1, 2, 0, 0)]).toEqual([
      { x: 16, y: 642, w: 744, h: 72 },
      { x: 768, y: 642, w: 496, h: 72 },
    ]);
    expect(L.plaqueAt(2, 4, 2, 2)).toEqual({ x: 576, y: 642, w: 408, h: 72 });
    const own = L.plaqueAt(0, 2, 0, 0);
    expect(L.supplyAt(own, true, 0)).toEqual({ x: 16 + 744 - 118 - 3 * 42 - 17, y: 680 });
    expect(L.supplyAt(L.plaqueAt(1, 2, 0, 0), false, 3)).toEqual({ x: 768 + 496 - 14 - 12, y: 686 });
    expect(L.passAt(own)).toEqual({ x: 652, y: 661 });
    expect(L.promptAt({ x: 1200, y: 700 })).toEqual({ x: 950, y: 520, w: 320 });
    expect([L.tabs, L.drawer]).toEqual([null, null]);
  });

  for (let height = PORTRAIT_MIN; height <= PORTRAIT_MAX; height += 40) {
    it(`lays a 720×${height} table out in order, inside the stage, its targets a thumb's size`, () => {
      const L = layoutFor(720, height);
      const { tabs, drawer } = L;
      if (!tabs || !drawer) throw new Error('a portrait table has tabs and a drawer');
      const k = L.card;
      const board: Rect = { x: L.board.x, y: L.board.y, w: BOARD_W * L.board.s, h: BOARD_H * L.board.s };
      const scenes = [0, 1, 2, 3].map((i) => box(L.sceneAt(i), SCENE_W * k, SCENE_H * k));
      const parties = [0, 1, 2, 3, 4, 5].map((i) => box(L.partyAt(i), PARTY_W * k, PARTY_H * k));
      const plaque = L.plaqueAt(0, 3, 0, 0);
      const areas = [board, ...scenes, ...parties, plaque, tabs];
      // the board spans the width under the HUD's toolbar and status (170 px)
      expect(board.y).toBeGreaterThanOrEqual(170);
      expect(board.w).toBeGreaterThanOrEqual(700);
      for (const a of areas) expect(inside(a, 720, height), JSON.stringify(a)).toBe(true);
      for (const [i, a] of areas.entries()) for (const b of areas.slice(i + 1)) expect(apart(a, b)).toBe(true);
      // top to bottom: board, row, parties, the plaque, the tabs
      expect(Math.min(...scenes.map((s) => s.y))).toBeGreaterThanOrEqual(board.y + board.h);
      expect(Math.min(...parties.map((p) => p.y))).toBeGreaterThanOrEqual(
        (scenes[0] as Rect).y + (scenes[0] as Rect).h,
      );
      expect(plaque.y).toBeGreaterThanOrEqual((parties[5] as Rect).y + (parties[5] as Rect).h);
      expect(tabs.y).toBeGreaterThanOrEqual(plaque.y + plaque.h);
      // the drawer covers the table above the plaque (which stays in view, with the tabs)
      expect(inside(drawer, 720, height)).toBe(true);
      expect(drawer.y + drawer.h).toBeLessThanOrEqual(plaque.y);
      expect(drawer.h).toBeGreaterThan(900);
      // the other seats' plaques are behind the players' tab (nothing of them on the table)
      expect(L.plaqueAt(1, 3, 0, 0).w).toBe(0);
      // targets: the supply tokens, Pass (190×88, temperaments.css), each of three tabs, the cards
      const supply = [0, 1, 2, 3].map((i) => box(L.supplyAt(plaque, true, i), 2 * L.supplyR, 2 * L.supplyR));
      const pass = { ...L.passAt(plaque), w: 190, h: 88 };
      for (const t of [...supply, pass]) expect(inside(t, 720, height) && t.y >= plaque.y).toBe(true);
      for (const [i, a] of [...supply, pass].entries())
        for (const b of [...supply, pass].slice(i + 1)) expect(apart(a, b)).toBe(true);
      expect(pass.y + pass.h).toBeLessThanOrEqual(plaque.y + plaque.h);
      expect(2 * L.supplyR * CSS).toBeGreaterThanOrEqual(44);
      expect(Math.min(pass.w, pass.h) * CSS).toBeGreaterThanOrEqual(44);
      expect(Math.min((tabs.w - 20) / 3, tabs.h) * CSS).toBeGreaterThanOrEqual(44);
      for (const c of [...scenes, ...parties]) expect(Math.min(c.w, c.h) * CSS).toBeGreaterThanOrEqual(44);
      // cards no smaller than on the landscape table (on the shortest stage a little larger, 1.0 to its 0.91)
      expect(k).toBeGreaterThanOrEqual(layoutFor(1280, 720).card);
    });
  }

  it('gives every place on the portrait board a disc of 44 CSS px that touches no other (scene.ts)', () => {
    const { s } = layoutFor(720, PORTRAIT_MIN).board;
    const nodes = Object.values(boardGeometry().nodes);
    let nearest = Number.POSITIVE_INFINITY;
    for (const [i, a] of nodes.entries())
      for (const b of nodes.slice(i + 1)) nearest = Math.min(nearest, Math.hypot(a.x - b.x, a.y - b.y) * s);
    expect(82 * CSS).toBeGreaterThanOrEqual(44);
    expect(nearest).toBeGreaterThanOrEqual(82);
  });
});
