/**
 * Where things lie on the Four Temperaments table, one description per stage: the landscape table
 * (1280×720: board left, cards right, seats along the bottom) and the portrait table of a phone held
 * upright (720 wide, 1400–1600 tall, src/app/stage.ts: the board across the top, the scene row and
 * the party tiles under it, the player's own plaque and the tabs of the drawers at the thumb; the
 * goals, the log and the other players open as drawers over the table, drawers.ts).
 */

import type { H } from '../../../machines/temperaments/content';
import { BOARD_H, BOARD_W, GOAL_H, GOAL_W, PARTY_H, PARTY_W, SCENE_H, SCENE_W } from './art';

export type Rect = { x: number; y: number; w: number; h: number };
type Point = { x: number; y: number };

/** A board token's diameter on the landscape board (portrait: scaled with the board). */
export const BOARD_TOKEN = 18;

export interface Layout {
  portrait: boolean;
  width: number;
  height: number;
  /** The board's top-left and the scale its picture (BOARD_W×BOARD_H) is drawn at. */
  board: Point & { s: number };
  /** Board token diameter. */
  token: number;
  /** The scale scene cards and party tiles are drawn at (their slots and order discs with them). */
  card: number;
  sceneAt(i: number): Point;
  partyAt(i: number): Point;
  /** Goal cards on the table (landscape; in portrait they are in the goals drawer). */
  goalAt(i: number): Point;
  /**
   * Seat plaques. `main`: the seat whose plaque the portrait table shows (its own, or the acting one);
   * there the other seats' plaques are in the players' drawer and this gives its tab (pieces fly there).
   */
  plaqueAt(seat: number, n: number, viewer: number | 'spectator', main: number): Rect;
  /** Where a seat's supply token i lies on its plaque (`own`: the faces a player picks from). */
  supplyAt(plaque: Rect, own: boolean, i: number): Point;
  /** Supply token radius (own tokens), others' backs; a card slot's token radius. */
  supplyR: number;
  backR: number;
  slotR: number;
  /** The Pass button's top-left on the acting seat's plaque. */
  passAt(plaque: Rect): Point;
  /** Where new scene cards come from (off the right edge). */
  deck: Point;
  /** A confirmation prompt about a slot at `p`: its top-left and width. */
  promptAt(p: Point): Point & { w: number };
  /** What the tutorial's panel keeps off. */
  keepClear: Rect[];
  /** Portrait: the row of tabs, and the area a drawer covers (the board, the row and the parties). */
  tabs: Rect | null;
  drawer: Rect | null;
}

const SEATS = { x: 16, y: 642, w: 1248, h: 72 } as const;

const landscape: Layout = {
  portrait: false,
  width: 1280,
  height: 720,
  board: { x: 16, y: 72, s: 1 },
  token: BOARD_TOKEN,
  card: 1,
  sceneAt: (i) => ({ x: 792 + 124 * i + SCENE_W / 2, y: 72 + SCENE_H / 2 }),
  partyAt: (i) => ({ x: 792 + 166 * (i % 3) + PARTY_W / 2, y: (i < 3 ? 252 : 358) + PARTY_H / 2 }),
  goalAt: (i) => ({ x: 792 + 124 * i + GOAL_W / 2, y: 466 + GOAL_H / 2 }),
  // The log strip under the goals lies at x 792, y 574, 486×62 (temperaments.css).
  // Seat plaques side by side along the bottom; the viewer's (it holds the supply and Pass) is wider.
  plaqueAt(seat, n, viewer) {
    const weight = (s: number) => (s === viewer ? 1.5 : 1);
    let total = 0;
    for (let s = 0; s < n; s++) total += weight(s);
    const unit = (SEATS.w - 8 * (n - 1)) / total;
    let x = SEATS.x;
    for (let s = 0; s < seat; s++) x += weight(s) * unit + 8;
    return { x, y: SEATS.y, w: weight(seat) * unit, h: SEATS.h };
  },
  supplyAt(p, own, i) {
    const step = own ? 17 * 2 + 8 : 27;
    return { x: p.x + p.w - (own ? 118 : 14) - (3 - i) * step - (own ? 17 : 12), y: p.y + p.h / 2 + 2 };
  },
  supplyR: 17,
  backR: 12,
  slotR: 11,
  passAt: (r) => ({ x: r.x + r.w - 108, y: r.y + r.h / 2 - 17 }),
  deck: { x: 1330, y: 150 },
  promptAt: (p) => ({ x: Math.min(1280 - 330, Math.max(10, p.x - 160)), y: Math.min(720 - 200, p.y + 24), w: 320 }),
  keepClear: [
    { x: 792, y: 60, w: 488, h: 580 },
    { x: 16, y: 640, w: 1248, h: 76 },
  ],
  tabs: null,
  drawer: null,
};

/**
 * The upright table, 720 wide (390 CSS px on a phone: a target of 44 CSS px is 81 logical px). The
 * HUD's toolbar and status take the top 170; the board spans the width under them; the tabs and the
 * plaque stand at the foot; the scene row and the parties share what is between, as large as the
 * width lets them be.
 */
function portrait(height: number): Layout {
  const W = 720;
  const board = { x: 8, y: 172, s: (W - 16) / BOARD_W };
  const boardEnd = board.y + BOARD_H * board.s;
  const tabs = { x: 8, y: height - 8 - 88, w: W - 16, h: 88 };
  const plaque = { x: 8, y: tabs.y - 12 - 150, w: W - 16, h: 150 };
  const span = plaque.y - boardEnd;
  const k = Math.min(1.45, (span - 3 * 10 - 8) / (SCENE_H + 2 * PARTY_H));
  const gap = (span - (SCENE_H + 2 * PARTY_H) * k - 8) / 3;
  const rowY = boardEnd + gap + (SCENE_H * k) / 2;
  const partyTop = boardEnd + gap + SCENE_H * k + gap;
  const sceneGap = (W - 4 * SCENE_W * k) / 5;
  const partyGap = (W - 3 * PARTY_W * k) / 4;
  const supplyR = 42;
  const tab = (i: number, of: number) => ({ x: tabs.x + (tabs.w * (i + 0.5)) / of, y: tabs.y + tabs.h / 2 });
  return {
    portrait: true,
    width: W,
    height,
    board,
    token: Math.round(BOARD_TOKEN * board.s),
    card: k,
    sceneAt: (i) => ({ x: sceneGap + (SCENE_W * k) / 2 + i * (SCENE_W * k + sceneGap), y: rowY }),
    partyAt: (i) => ({
      x: partyGap + (PARTY_W * k) / 2 + (i % 3) * (PARTY_W * k + partyGap),
      y: partyTop + (PARTY_H * k) / 2 + (i < 3 ? 0 : PARTY_H * k + 8),
    }),
    goalAt: () => tab(0, 3),
    plaqueAt: (seat, _n, _viewer, main) => (seat === main ? plaque : { ...tab(2, 3), w: 0, h: 0 }),
    supplyAt(p, own, i) {
      if (p.w === 0) return { x: p.x, y: p.y };
      const r = own ? supplyR : 24; // backR
      return { x: p.x + 24 + r + i * (2 * r + 14), y: p.y + p.h - 14 - supplyR };
    },
    supplyR,
    backR: 24,
    slotR: 11 * k,
    passAt: (r) => ({ x: r.x + r.w - 12 - 190, y: r.y + r.h - 12 - 88 }),
    deck: { x: W + 90, y: rowY },
    promptAt: (p) => ({ x: 20, y: Math.max(160, Math.min(height - 640, p.y + 40)), w: 680 }),
    keepClear: [{ x: 0, y: plaque.y - 8, w: W, h: height - plaque.y + 8 }],
    tabs,
    drawer: { x: 8, y: board.y, w: W - 16, h: plaque.y - 12 - board.y },
  };
}

/** The layout for a stage of `width`×`height` logical px. */
export function layoutFor(width: number, height: number): Layout {
  return height > width ? portrait(height) : landscape;
}

/** A humour's name as the i18n keys spell it. */
const HUMOUR_NAME: Record<H, string> = { C: 'choleric', S: 'sanguine', M: 'melancholic', P: 'phlegmatic' };
export const humourName = (h: H): string => HUMOUR_NAME[h];
