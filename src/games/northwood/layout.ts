/**
 * Where everything lies on the Northwood table, one description per stage: the landscape table
 * (1280×720: the kingdom row of fiefs, allies and the trick row across, the hand below) and the
 * portrait table of a phone held upright (720 wide, 1400–1600 tall, src/app/stage.ts: two rows of
 * four fiefs, the allies with the trump beside them, the trick row, the actions, the hand).
 */
import type { Rect } from '../../table/surface';

export interface Point {
  x: number;
  y: number;
}

export interface Layout {
  portrait: boolean;
  width: number;
  height: number;
  fief: { w: number; h: number };
  /** Below its fief, tucked under its lower edge (dy: from the fief's centre). */
  ruler: { w: number; h: number; dy: number };
  slot: { w: number; h: number };
  pile: { w: number; h: number };
  statement: Point;
  response: Point;
  deck: Point;
  discard: Point;
  score: Point;
  /** The medallion, and below it (dy from its lower edge) its label, the tricks count and their label. */
  trump: Point & { r: number; under: { label: number; tricks: number; tricksLabel: number } };
  /** The hand: a fan (two rows on a narrow stage when one would hide too much of each card). */
  hand: Point & {
    width: number;
    cardW: number;
    cardH: number;
    arc?: number;
    sag?: number;
    minStep?: number;
    rowGap?: number;
  };
  sheet: Rect;
  cloth: Rect;
  /** Where the HUD's action bar and selection bar stand (centred on x; y: their top, in portrait the selection bar's foot). */
  actions: Point;
  select: Point;
  /** Type sizes of the table's own lettering (labels under piles and spots, the tricks count). */
  type: { label: number; tricks: number; spot: number };
  fiefAt(n: number): Point;
  slotAt(s: number): Point;
  /** Where peeked deck card i of n lies. */
  peekAt(i: number, n: number): Point;
}

const LANDSCAPE_FIEF = { w: 104, h: 146, y: 116, x0: 98, dx: 155 };
const LANDSCAPE_SLOT = { w: 88, h: 123, y: 402, x0: 72, dx: 102 };

const landscape: Layout = {
  portrait: false,
  width: 1280,
  height: 720,
  fief: { w: LANDSCAPE_FIEF.w, h: LANDSCAPE_FIEF.h },
  ruler: { w: 78, h: 109, dy: 120 },
  slot: { w: LANDSCAPE_SLOT.w, h: LANDSCAPE_SLOT.h },
  pile: { w: 88, h: 123 },
  statement: { x: 636, y: 402 },
  response: { x: 748, y: 402 },
  deck: { x: 900, y: 402 },
  discard: { x: 1018, y: 402 },
  score: { x: 1136, y: 402 },
  trump: { x: 506, y: 374, r: 34, under: { label: 8, tricks: 56, tricksLabel: 76 } },
  hand: { x: 640, y: 614, width: 900, cardW: 100, cardH: 140 },
  sheet: { x: 16, y: 40, w: 1248, h: 268 },
  cloth: { x: 150, y: 500, w: 980, h: 214 },
  actions: { x: 640, y: 494 },
  select: { x: 640, y: 486 },
  type: { label: 17, tricks: 30, spot: 16 },
  fiefAt: (n) => ({ x: LANDSCAPE_FIEF.x0 + n * LANDSCAPE_FIEF.dx, y: LANDSCAPE_FIEF.y }),
  slotAt: (s) => ({ x: LANDSCAPE_SLOT.x0 + s * LANDSCAPE_SLOT.dx, y: LANDSCAPE_SLOT.y }),
  peekAt: (i, n) => ({ x: 760 - (n - 1 - i) * 100 - 100, y: 402 }),
};

/**
 * The upright table, built from the bottom (the hand within the thumb's reach) up; the fiefs take
 * what height is left, in two rows of four. Sizes in logical px: 720 is 390 CSS px on a phone, so
 * a card's visible part of 81.3 is 44 CSS px (eight cards in one fan of 700, each showing 81.7).
 */
function portrait(height: number): Layout {
  const W = 720;
  const top = 172; // the HUD's toolbar and status lines
  const hand = { cardW: 128, cardH: 180 };
  const handY = height - 146;
  const cloth = { x: 10, y: height - 292, w: W - 20, h: 284 };
  const actionsY = cloth.y - 96; // a bar of 84-px buttons above the hand
  const pile = { w: 104, h: 146 };
  const trickY = actionsY - 54 - pile.h / 2; // room for the labels under the piles
  const slot = { w: 112, h: 157 };
  const slotY = trickY - pile.h / 2 - 34 - slot.h / 2;
  // Fiefs: the rest, two rows, each a fief with its ruler tucked under it (1.7 fief heights).
  const fiefTop = top + 10;
  const rowH = (slotY - slot.h / 2 - 24 - fiefTop) / 2;
  const fh = Math.min(224, Math.floor((rowH - 10) / 1.7));
  const fief = { w: Math.round(fh * 0.712), h: fh };
  const ruler = { w: Math.round(fief.w * 0.75), h: Math.round(fief.h * 0.75), dy: Math.round(fh * 0.8) };
  const colX = (c: number) => 90 + c * 180;
  const trickX = [66, 186, 392, 512, 632] as const;
  return {
    portrait: true,
    width: W,
    height,
    fief,
    ruler,
    slot,
    pile,
    statement: { x: trickX[0], y: trickY },
    response: { x: trickX[1], y: trickY },
    deck: { x: trickX[2], y: trickY },
    discard: { x: trickX[3], y: trickY },
    score: { x: trickX[4], y: trickY },
    trump: { x: 622, y: slotY - 52, r: 38, under: { label: 6, tricks: 50, tricksLabel: 74 } },
    hand: { x: W / 2, y: handY, width: 700, ...hand, arc: 0.012, sag: 2.4, minStep: 81.3, rowGap: 104 },
    sheet: { x: 8, y: fiefTop - 8, w: W - 16, h: rowH * 2 + 12 },
    cloth,
    actions: { x: W / 2, y: actionsY },
    select: { x: W / 2, y: actionsY + 88 }, // its lower edge (northwood.css)
    type: { label: 26, tricks: 40, spot: 25 },
    fiefAt: (n) => ({ x: colX(n % 4), y: fiefTop + fh / 2 + Math.floor(n / 4) * rowH }),
    slotAt: (s) => ({ x: 72 + s * 128, y: slotY }),
    peekAt: (i, n) => ({ x: trickX[0] + i * (n > 1 ? Math.min(122, 258 / (n - 1)) : 0), y: trickY }),
  };
}

/** The layout for a stage of `width`×`height` logical px. */
export function layoutFor(width: number, height: number): Layout {
  return height > width ? portrait(height) : landscape;
}
