/**
 * Where things lie on the Four Temperaments table, one description per stage: the landscape table
 * (1280×720: board left, cards right, seats along the bottom), the same table taller (1280×740–960,
 * a tablet on its side or a 16:10 screen: larger plaques and targets, a longer log, from 860 the
 * goals larger under the board), and the portrait table of a screen held upright (720–1050 wide,
 * 1400–1600 tall, src/app/stage.ts: the board across the top, the scene row and the party tiles
 * under it (side by side from 960 wide), the player's own plaque and the tabs of the drawers at the
 * thumb; the goals, the log and the other players open as drawers over the table, drawers.ts).
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
  /** The scale goal cards are drawn at on the table (their markers with them). */
  goal: number;
  sceneAt(i: number): Point;
  partyAt(i: number): Point;
  /** Goal cards on the table (landscape; in portrait they are in the goals drawer). */
  goalAt(i: number): Point;
  /**
   * Seat plaques. `main`: the seat whose plaque the portrait table shows (its own, or the acting one);
   * there the other seats' plaques are in the players' drawer and this gives its tab (pieces fly there).
   */
  plaqueAt(seat: number, n: number, viewer: number | 'spectator', main: number): Rect;
  /** How the plaques are lettered (temperaments.css): one strip, two lines (taller), or a phone's. */
  plaques: 'strip' | 'tall' | 'portrait';
  /** Where a seat's supply token i lies on its plaque (`own`: the faces a player picks from). */
  supplyAt(plaque: Rect, own: boolean, i: number): Point;
  /** Supply token radius (own tokens), others' backs; a card slot's token radius. */
  supplyR: number;
  backR: number;
  slotR: number;
  /** The Pass button's top-left on the acting seat's plaque, and its size. */
  passAt(plaque: Rect): Point;
  pass: { w: number; h: number };
  /** A place on the board takes a tap in a disc this wide (0: its vignette's box, for a mouse). */
  placeDisc: number;
  /** The chronicle's strip on the table (null upright: it is in its drawer). */
  log: Rect | null;
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
/** The right column of the landscape table (scene row, parties, goals, log). */
const COLUMN = 792;

/**
 * How far a lit card's ring and its corner marks reach beyond the card (src/table/textures.ts
 * `ringTexture`: the ring 3 px out, its marks 7 px further, 6 px thick, then its glow). Every card and
 * tile keeps this much from the stage's edges: the 4th scene and the right parties were cut there.
 */
export const LIT = 13;
/**
 * Between two cards (scenes and parties are lit together: a touch screen's target is the whole card):
 * their rings' marks, 10 px out each, meet and do not cross (with 6–10 px they ran into each other);
 * only their glows do. Twice LIT cost every card 13% of its size on a desktop.
 */
export const MARKS = 10;
const GAP = 2 * MARKS;

/** The landscape column's cards: four scenes or three parties across it, a lit ring's reach apart. */
const COLUMN_W = 1280 - LIT - COLUMN;
const LANDSCAPE_CARD =
  Math.floor(100 * Math.min((COLUMN_W - 3 * GAP) / (4 * SCENE_W), (COLUMN_W - 2 * GAP) / (3 * PARTY_W))) / 100;
const SCENE_STEP = SCENE_W * LANDSCAPE_CARD + GAP;
const PARTY_STEP = (COLUMN_W - PARTY_W * LANDSCAPE_CARD) / 2;
/** The parties' two rows, under the scene row (72 to 72 + its height). */
const PARTY_ROWS = [72 + SCENE_H * LANDSCAPE_CARD + GAP, 72 + (SCENE_H + PARTY_H) * LANDSCAPE_CARD + 2 * GAP].map(
  Math.round,
);

/** Seat plaques side by side along the bottom; the viewer's (it holds the supply and Pass) `own` times wider. */
function plaqueRow(row: Rect, own: number) {
  return (seat: number, n: number, viewer: number | 'spectator'): Rect => {
    const weight = (s: number) => (s === viewer ? own : 1);
    let total = 0;
    for (let s = 0; s < n; s++) total += weight(s);
    const unit = (row.w - 8 * (n - 1)) / total;
    let x = row.x;
    for (let s = 0; s < seat; s++) x += weight(s) * unit + 8;
    return { x, y: row.y, w: weight(seat) * unit, h: row.h };
  };
}

const landscape: Layout = {
  portrait: false,
  width: 1280,
  height: 720,
  board: { x: 16, y: 72, s: 1 },
  token: BOARD_TOKEN,
  card: LANDSCAPE_CARD,
  goal: 1,
  sceneAt: (i) => ({
    x: COLUMN + SCENE_STEP * i + (SCENE_W * LANDSCAPE_CARD) / 2,
    y: 72 + (SCENE_H * LANDSCAPE_CARD) / 2,
  }),
  partyAt: (i) => ({
    x: COLUMN + PARTY_STEP * (i % 3) + (PARTY_W * LANDSCAPE_CARD) / 2,
    y: (PARTY_ROWS[i < 3 ? 0 : 1] as number) + (PARTY_H * LANDSCAPE_CARD) / 2,
  }),
  // lit one at a time (a marker stamped), the last a lit ring's reach from the edge too
  goalAt: (i) => ({ x: COLUMN + ((COLUMN_W - GOAL_W) / 3) * i + GOAL_W / 2, y: 466 + GOAL_H / 2 }),
  plaqueAt: plaqueRow(SEATS, 1.5),
  plaques: 'strip',
  // another seat's backs lie low on its plaque, under the name's line: a long name takes the plaque's width
  supplyAt(p, own, i) {
    const step = own ? 17 * 2 + 8 : 27;
    return { x: p.x + p.w - (own ? 118 : 14) - (3 - i) * step - (own ? 17 : 12), y: p.y + p.h / 2 + (own ? 2 : 8) };
  },
  supplyR: 17,
  backR: 12,
  slotR: 11 * LANDSCAPE_CARD,
  passAt: (r) => ({ x: r.x + r.w - 108, y: r.y + r.h / 2 - 17 }),
  pass: { w: 96, h: 34 },
  placeDisc: 0,
  log: { x: COLUMN, y: 574, w: 486, h: 62 },
  deck: { x: 1330, y: 150 },
  promptAt: (p) => ({ x: Math.min(1280 - 330, Math.max(10, p.x - 160)), y: Math.min(720 - 200, p.y + 24), w: 320 }),
  keepClear: [
    { x: 792, y: 60, w: 488, h: 580 },
    { x: 16, y: 640, w: 1248, h: 76 },
  ],
  tabs: null,
  drawer: null,
};

/** Own supply tokens and Pass on a taller table: 44 CSS px on a 1024×768 tablet (0.8 CSS px a px). */
const TALL_R = 28;
const TALL_PASS = { w: 124, h: 56 };
/** Plaques on a taller table: two lines of lettering over the row of supply tokens, and at most this. */
const PLAQUE_MIN = 112;
const PLAQUE_MAX = 140;
/** The goals under the board grow to this scale (their lettering is the table's smallest). */
const GOAL_MAX = 1.5;
/** From this height the goals leave the right column for a row under the board (at scale 1 or more). */
const GOALS_UNDER = 860;

/**
 * The landscape table 1280 wide and taller than 720 (a tablet on its side, a 16:10 screen). The width
 * is all taken by the board (760) and four scene cards side by side (486), so the height goes to what
 * can grow: the plaques (two lines, supply tokens and Pass a finger's size), the log, and from 860 the
 * goals, moved under the board and larger; the log then has the right column under the parties.
 */
function tall(height: number): Layout {
  const top = 72;
  let P: number;
  let s = 1;
  let g = 1;
  let boardY = top;
  let goalsY = 0;
  if (height < GOALS_UNDER) {
    P = Math.max(PLAQUE_MIN, Math.min(PLAQUE_MAX, height - 648));
    const room = height - 6 - P - 8 - top;
    s = Math.min(1, room / BOARD_H);
    boardY = top + Math.floor((room - BOARD_H * s) / 2);
  } else {
    // beyond the board, the goals at 1 and the plaques at their least: the goals grow, then the plaques
    let r = height - 6 - 8 - 8 - top - BOARD_H - GOAL_H - PLAQUE_MIN;
    if (r < 0) s = (BOARD_H + r) / BOARD_H;
    r = Math.max(0, r);
    g = 1 + Math.min(GOAL_MAX - 1, r / GOAL_H);
    r -= (g - 1) * GOAL_H;
    P = PLAQUE_MIN + Math.min(PLAQUE_MAX - PLAQUE_MIN, r);
    r -= P - PLAQUE_MIN;
    boardY = top + Math.floor(r / 2);
    goalsY = boardY + BOARD_H * s + 8 + Math.floor(r / 2);
  }
  const plaqueY = height - 6 - P;
  const boardW = BOARD_W * s;
  const goalsW = (4 * GOAL_W + 3 * 12) * g;
  const goalsX = 16 + (boardW - goalsW) / 2;
  const logY = height < GOALS_UNDER ? 574 : 466;
  const log = { x: COLUMN, y: logY, w: 486, h: plaqueY - 6 - logY };
  const row = { x: 16, y: plaqueY, w: 1248, h: P };
  return {
    ...landscape,
    height,
    board: { x: 16, y: boardY, s },
    token: Math.round(BOARD_TOKEN * s),
    goal: g,
    goalAt:
      height < GOALS_UNDER
        ? landscape.goalAt
        : (i) => ({ x: goalsX + (GOAL_W + 12) * g * i + (GOAL_W * g) / 2, y: goalsY + (GOAL_H * g) / 2 }),
    plaqueAt: plaqueRow(row, 1.6),
    plaques: 'tall',
    // own tokens along the foot from the left (the name and counts above), backs at the foot's right
    supplyAt(p, own, i) {
      if (own) return { x: p.x + 22 + TALL_R + i * (2 * TALL_R + 8), y: p.y + p.h - 8 - TALL_R };
      return { x: p.x + p.w - 14 - 11 - (3 - i) * 25, y: p.y + p.h - 10 - 11 };
    },
    supplyR: TALL_R,
    backR: 11,
    passAt: (r) => ({ x: r.x + r.w - 12 - TALL_PASS.w, y: r.y + r.h - 8 - TALL_PASS.h }),
    pass: TALL_PASS,
    // a place's disc is 56 (44 CSS px at 0.8); places stand at least 85 apart on this board
    placeDisc: 56,
    log,
    promptAt: (p) => ({
      x: Math.min(1280 - 330, Math.max(10, p.x - 160)),
      y: Math.min(height - 200, p.y + 24),
      w: 320,
    }),
    keepClear: [
      { x: COLUMN, y: 60, w: 488, h: plaqueY - 62 },
      { x: 16, y: plaqueY - 2, w: 1248, h: P + 4 },
      ...(height < GOALS_UNDER ? [] : [{ x: goalsX - 4, y: goalsY - 4, w: goalsW + 8, h: GOAL_H * g + 8 }]),
    ],
  };
}

/** From this width the upright table lays the scene row and the parties side by side under the board. */
const SIDE_BY_SIDE = 960;

/**
 * The upright table, 720 wide (390 CSS px on a phone: a target of 44 CSS px is 81 logical px) to 1050
 * (a tablet, 768 CSS px). The HUD's toolbar and status take the top 170; the tabs and the plaque stand
 * at the foot. Up to 960 wide the board spans 704 px under the HUD (centred) and the scene row and the
 * parties share what is between, as large as the height lets them be, spread across the width; wider,
 * the row and the parties stand side by side (as large as the width lets them be) and the board takes
 * the height that frees, up to the full width.
 */
function portrait(W: number, height: number): Layout {
  const tabs = { x: 8, y: height - 8 - 88, w: W - 16, h: 88 };
  const plaque = { x: 8, y: tabs.y - 12 - 150, w: W - 16, h: 150 };
  const boardTop = 172;
  const side = W >= SIDE_BY_SIDE;
  let board: Point & { s: number };
  let k: number;
  let sceneAt: (i: number) => Point;
  let partyAt: (i: number) => Point;
  /** Where a prompt about a card opens (the phone's: under the card, over the board when low). */
  let promptY = (p: Point) => Math.max(160, Math.min(height - 640, p.y + 40));
  if (!side) {
    const s = (720 - 16) / BOARD_W;
    board = { x: (W - (720 - 16)) / 2, y: boardTop, s };
    const boardEnd = board.y + BOARD_H * board.s;
    const span = plaque.y - boardEnd;
    // across the width four scenes or three parties, and down the span the row and two rows of
    // parties, each a lit ring's reach from the edges and twice that apart
    const across = Math.min((W - 2 * LIT - 3 * GAP) / (4 * SCENE_W), (W - 2 * LIT - 2 * GAP) / (3 * PARTY_W));
    k = Math.min(1.45, across, (span - 2 * LIT - 2 * GAP) / (SCENE_H + 2 * PARTY_H));
    const kk = k;
    // what the height leaves goes above, between and below, as the gaps
    const extra = (span - (SCENE_H + 2 * PARTY_H) * k - 2 * LIT - 2 * GAP) / 3;
    const rowY = boardEnd + LIT + extra + (SCENE_H * k) / 2;
    const partyTop = boardEnd + LIT + extra + SCENE_H * k + GAP + extra;
    // the width left over spread as gaps between the cards twice those at the edges (a ring each side),
    // the edges a lit ring's reach at least
    const spread = (n: number, w: number) => {
      const edge = Math.max(LIT, (W - n * w) / n / 2);
      return { edge, gap: (W - n * w - 2 * edge) / (n - 1) };
    };
    const sc = spread(4, SCENE_W * k);
    const pa = spread(3, PARTY_W * k);
    sceneAt = (i) => ({ x: sc.edge + (SCENE_W * kk) / 2 + i * (SCENE_W * kk + sc.gap), y: rowY });
    partyAt = (i) => ({
      x: pa.edge + (PARTY_W * kk) / 2 + (i % 3) * (PARTY_W * kk + pa.gap),
      y: partyTop + (PARTY_H * kk) / 2 + (i < 3 ? 0 : PARTY_H * kk + GAP),
    });
  } else {
    // four scenes, a gap of 32, three parties: a lit ring's reach at the edges, twice that between cards
    k = Math.min(1.3, (W - 2 * LIT - 5 * GAP - 32) / (4 * SCENE_W + 3 * PARTY_W));
    const kk = k;
    const band = Math.max(SCENE_H * k, 2 * PARTY_H * k + GAP);
    const room = plaque.y - LIT - boardTop - band - LIT;
    const s = Math.min((W - 16) / BOARD_W, room / BOARD_H);
    const slack = room - BOARD_H * s;
    board = { x: (W - BOARD_W * s) / 2, y: boardTop + Math.floor(slack / 3), s };
    const bandTop = board.y + BOARD_H * s + LIT + Math.floor(slack / 3);
    // over the board, its foot above the row: the card asked about, and the plaque, stay in view
    promptY = () => Math.max(160, bandTop - 12 - 520);
    const left = (W - (4 * SCENE_W + 3 * PARTY_W) * k - 5 * GAP - 32) / 2;
    const partiesX = left + 4 * SCENE_W * k + 3 * GAP + 32;
    sceneAt = (i) => ({ x: left + (SCENE_W * kk) / 2 + i * (SCENE_W * kk + GAP), y: bandTop + band / 2 });
    const partyTop = bandTop + (band - 2 * PARTY_H * k - GAP) / 2;
    partyAt = (i) => ({
      x: partiesX + (PARTY_W * kk) / 2 + (i % 3) * (PARTY_W * kk + GAP),
      y: partyTop + (PARTY_H * kk) / 2 + (i < 3 ? 0 : PARTY_H * kk + GAP),
    });
  }
  const supplyR = 42;
  const tab = (i: number, of: number) => ({ x: tabs.x + (tabs.w * (i + 0.5)) / of, y: tabs.y + tabs.h / 2 });
  const promptW = Math.min(680, W - 40);
  return {
    portrait: true,
    width: W,
    height,
    board,
    token: Math.round(BOARD_TOKEN * board.s),
    card: k,
    goal: 1,
    sceneAt,
    partyAt,
    goalAt: () => tab(0, 3),
    plaqueAt: (seat, _n, _viewer, main) => (seat === main ? plaque : { ...tab(2, 3), w: 0, h: 0 }),
    plaques: 'portrait',
    supplyAt(p, own, i) {
      if (p.w === 0) return { x: p.x, y: p.y };
      const r = own ? supplyR : 24; // backR
      return { x: p.x + 24 + r + i * (2 * r + 14), y: p.y + p.h - 14 - supplyR };
    },
    supplyR,
    backR: 24,
    slotR: 11 * k,
    passAt: (r) => ({ x: r.x + r.w - 12 - 190, y: r.y + r.h - 12 - 88 }),
    pass: { w: 190, h: 88 },
    placeDisc: 82,
    log: null,
    deck: { x: W + 90, y: sceneAt(0).y },
    promptAt: (p) => ({ x: (W - promptW) / 2, y: promptY(p), w: promptW }),
    keepClear: [{ x: 0, y: plaque.y - 8, w: W, h: height - plaque.y + 8 }],
    tabs,
    drawer: { x: 8, y: boardTop, w: W - 16, h: plaque.y - 12 - boardTop },
  };
}

/** The layout for a stage of `width`×`height` logical px. */
export function layoutFor(width: number, height: number): Layout {
  if (height > width) return portrait(width, height);
  return height > 720 ? tall(height) : landscape;
}

/** A humour's name as the i18n keys spell it. */
const HUMOUR_NAME: Record<H, string> = { C: 'choleric', S: 'sanguine', M: 'melancholic', P: 'phlegmatic' };
export const humourName = (h: H): string => HUMOUR_NAME[h];
