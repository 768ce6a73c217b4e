/**
 * Where everything lies on the Northwood table, one description per stage: the landscape table
 * (1280×720: the kingdom row of fiefs, allies and the trick row across, the hand below; taller, up to
 * 1280×960 on a tablet or a 16:10 screen, the same rows grown into the height) and the portrait table
 * of a phone held upright (720 wide, 1400–1600 tall, src/app/stage.ts: two rows of four fiefs, the
 * allies with the trump beside them, the trick row, the actions, the hand; wider, up to 1050×1400 on a
 * tablet held upright, each ruler beside its fief rather than under it, and everything spread out).
 */
import type { Rect } from '../../table/surface';

/** The width of the action bar at `thumb` (northwood.css `.nw-actions.thumb`). */
export const THUMB_BAR_W = 136;

export interface Point {
  x: number;
  y: number;
}

export interface Layout {
  portrait: boolean;
  width: number;
  height: number;
  fief: { w: number; h: number };
  /** Below its fief, tucked under its lower edge (dy: from the fief's centre), or beside it (dx). */
  ruler: { w: number; h: number; dy: number; dx?: number };
  slot: { w: number; h: number };
  pile: { w: number; h: number };
  statement: Point;
  response: Point;
  deck: Point;
  discard: Point;
  score: Point;
  /** The medallion, and below it (dy from its lower edge) its label, the tricks count and their label. */
  trump: Point & { r: number; under: { label: number; tricks: number; tricksLabel: number }; wrap?: number };
  /**
   * The hand: a fan (two rows on a narrow stage when one would hide too much of each card), flattened
   * as far as a long hand needs to keep every card (and its ring) above `floor`, the stage's foot.
   */
  hand: Point & {
    floor: number;
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
  /**
   * On a phone on its side, where the action bar stands instead (its buttons lettered larger there, at
   * `actions` they lay over the hand's top and hid the cards' numbers): the bare wood left of the cloth,
   * under the allies, its buttons one above another in `THUMB_BAR_W`. Only the 1280×720 table has one.
   */
  thumb?: Point;
  select: Point;
  /** Type sizes of the table's own lettering (labels under piles and spots, the tricks count). */
  type: { label: number; tricks: number; spot: number };
  fiefAt(n: number): Point;
  slotAt(s: number): Point;
  /** Where peeked deck card i of n lies. */
  peekAt(i: number, n: number): Point;
}

/** How far above the stage's lower edge a hand card's edge may reach: its ring (3 px round it) stays on the stage. */
const FOOT = 4;

/** The upright tables' fan: a slight arc, each card showing at least 44 CSS px, two rows when one hides too much. */
const UPRIGHT_FAN = { arc: 0.012, sag: 2.4, minStep: 81.3, rowGap: 104 };

/**
 * Where the sheet of fiefs begins on a table on its side: below the toolbar's buttons (a desktop's end at
 * 54 stage px: hud.css), with 2 px between. A fief lies 6 px inside it, the room its corner marks take when
 * it may be chosen; the sheet ends 11.5 px below the rulers.
 */
const SHEET_TOP = 56;
const FIEF_INSET = 6;
const LANDSCAPE_FIEF = { w: 104, h: 146, y: SHEET_TOP + FIEF_INSET + 73, x0: 98, dx: 155 };
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
  // as high as the sheet leaves room for (its gilt 8 below it), the labels close under it: "Tricks won /
  // needed" ends above the action bar and the cloth (it lay 6 px over both); 10 right, clear of the last ally
  trump: { x: 516, y: 366, r: 34, under: { label: 8, tricks: 52, tricksLabel: 69 } },
  hand: { x: 640, y: 614, width: 900, cardW: 100, cardH: 140, floor: 720 - FOOT },
  sheet: { x: 16, y: SHEET_TOP, w: 1248, h: 146 + 109 + 10 },
  cloth: { x: 150, y: 500, w: 980, h: 214 },
  actions: { x: 640, y: 494 },
  thumb: { x: 76, y: 512 },
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
    trump: { x: 622, y: slotY - 52, r: 38, under: { label: 6, tricks: 50, tricksLabel: 74 }, wrap: 196 },
    hand: { x: W / 2, y: handY, width: 700, ...hand, ...UPRIGHT_FAN, floor: height - FOOT },
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

/**
 * The landscape table on a taller stage (1280×740–960: a tablet on its side, a 16:10 screen): the same
 * rows grown into the height. The fiefs grow as far as eight fit across (1.22×) and their rulers more,
 * the allies and the trick row a little (that row is nearly as wide as the stage already), the hand
 * most (1.3×); what height is left goes first to the top (up to 16: a tablet's taller toolbar
 * off the last fiefs, a prompt on two lines and its detail off the sheet), the rest to the gaps.
 */
function tall(height: number): Layout {
  const u = Math.min(1, (height - 720) / 240); // 0 at 16:9, 1 at 4:3
  const k = 1 + 0.2 * u; // the lettering
  const sf = 1 + 0.22 * u; // 127 wide: the gilt corners of neighbouring fiefs lit as choosable stay apart
  const sm = 1 + 0.1 * u;
  const sh = 1 + 0.3 * u;
  const fief = { w: Math.round(104 * sf), h: Math.round(146 * sf) };
  const rh = Math.round(fief.h * (0.75 + 0.1 * u));
  const ruler = { w: Math.round(rh * 0.712), h: rh, dy: Math.round(fief.h / 2 + rh / 2 - 7.5 * sf) };
  const card = { w: Math.round(88 * sm), h: Math.round(123 * sm) }; // an ally slot, a pile
  const hand = { cardW: Math.round(100 * sh), cardH: Math.round(140 * sh) };
  const trumpR = Math.round(34 * sm);
  const under = { label: 8, tricks: Math.round(56 * k), tricksLabel: Math.round(76 * k) };
  // Top to bottom as at 720: the sheet, the middle row with the labels under it, the action bar's top,
  // the cloth, the hand (its outer cards sag past its lower edge).
  const sheetH = fief.h + ruler.h + 10;
  // the labels under the piles, or under the trump (its last may wrap to a second line)
  const labels = Math.max(30 * k, under.tricksLabel + 48 * k - 28 * sm - card.h / 2 + trumpR);
  const used = SHEET_TOP + sheetH + 24 + card.h + labels + 6 + 44 + hand.cardH + 36 * sh;
  const spare = Math.max(0, height - used);
  const lift = Math.min(16, spare * 0.6);
  const sheetY = Math.round(SHEET_TOP + lift);
  const midY = Math.round(sheetY + sheetH + 24 + (spare - lift) * 0.4 + card.h / 2);
  const actionsY = Math.round(midY + card.h / 2 + labels + (spare - lift) * 0.3);
  const clothY = actionsY + 6;
  const handY = Math.round(clothY + 44 + hand.cardH / 2);
  // The middle row, closer packed than at 720 for the trump's labels between: the allies from the
  // left, the piles to the right (the last one's count 24 from the edge), the spots before them.
  const slotX = (s: number) => 24 + card.w / 2 + s * (card.w + 12);
  const score = 1242 - card.w / 2;
  const discard = score - card.w - 26;
  const deck = discard - card.w - 26;
  const response = deck - card.w - 40;
  const statement = response - card.w - 22;
  const room = [slotX(3) + card.w / 2 + 4, statement - card.w / 2 - 3]; // the last slot's frame, the spot's
  const trumpX = Math.round(((room[0] as number) + (room[1] as number)) / 2);
  const handW = Math.round(900 + 100 * u);
  return {
    portrait: false,
    width: 1280,
    height,
    fief,
    ruler,
    slot: card,
    pile: card,
    statement: { x: statement, y: midY },
    response: { x: response, y: midY },
    deck: { x: deck, y: midY },
    discard: { x: discard, y: midY },
    score: { x: score, y: midY },
    trump: {
      x: trumpX,
      y: Math.round(midY - 28 * sm),
      r: trumpR,
      under,
      wrap: (room[1] as number) - (room[0] as number) - 12,
    },
    hand: { x: 640, y: handY, width: handW, ...hand, sag: 3.2 * sh, floor: height - FOOT },
    sheet: { x: 16, y: sheetY, w: 1248, h: sheetH },
    cloth: { x: 640 - (handW + 80) / 2, y: clothY, w: handW + 80, h: height - 6 - clothY },
    actions: { x: 640, y: actionsY },
    select: { x: 640, y: actionsY - 8 },
    type: { label: Math.round(17 * k), tricks: Math.round(30 * k), spot: Math.round(16 * k) },
    fiefAt: (n) => ({ x: 98 + n * 155, y: Math.round(sheetY + FIEF_INSET + fief.h / 2) }),
    slotAt: (s) => ({ x: slotX(s), y: midY }),
    peekAt: (i, n) => ({ x: Math.round(statement + 24 * sm - (n - 1 - i) * 100 * sm), y: midY }),
  };
}

/**
 * The upright table on a wider stage (740–1050×1400: a tablet held upright, a 9:16 screen), built
 * from the bottom as on a phone: the hand's fan, the trick row and the allies spread across the
 * width, the allies larger. Each ruler stands beside its fief (tucked behind its right edge) rather
 * than under it, so the two rows of fiefs grow with the width the stage gained, not with height it
 * has not got: 83×116 on a 720×1400 stage, 97×136 at 780, about 112×157 at 1050.
 */
function wide(W: number, height: number): Layout {
  const u = Math.min(1, (W - 720) / 330); // 0 on a phone's 720, 1 at 3:4
  const top = 172; // the HUD's toolbar and status lines
  const hand = { cardW: 128, cardH: 180 };
  const handY = height - 146;
  const cloth = { x: 10, y: height - 292, w: W - 20, h: 284 };
  const actionsY = cloth.y - 96;
  const pile = { w: Math.round(104 * (1 + 0.1 * u)), h: Math.round(146 * (1 + 0.1 * u)) };
  const trickY = actionsY - 54 - pile.h / 2;
  const slot = { w: Math.round(112 * (1 + 0.2 * u)), h: Math.round(157 * (1 + 0.2 * u)) };
  const slotY = trickY - pile.h / 2 - 34 - slot.h / 2;
  // The fiefs: two rows of four columns, each a fief with its ruler (0.9 of it) beside it, 8% of the
  // fief's width tucked behind it and a tenth of its height lower (a row is 1.05 fiefs tall).
  const fiefTop = top + 10;
  const rowH = (slotY - slot.h / 2 - 24 - fiefTop) / 2;
  const colW = (W - 16) / 4;
  const fw = Math.floor(Math.min((colW - 18) / 1.82, ((rowH - 6) / 1.06) * 0.712));
  const fief = { w: fw, h: Math.round(fw / 0.712) };
  const ruler = {
    w: Math.round(fw * 0.9),
    h: Math.round(fief.h * 0.9),
    dx: Math.round(fw * 0.5 + fw * 0.45 - fw * 0.08),
    dy: Math.round(fief.h * 0.1),
  };
  const fiefX = (c: number) => Math.round(8 + colW * (c + 0.5) - (fw * 1.82) / 2 + fw / 2);
  const fiefY0 = fiefTop + (rowH - 1.05 * fief.h) / 2 + fief.h / 2;
  // The allies from the left, the trump in the column at the right (its labels wrap to it).
  const col = Math.round(204 + 0.3 * (W - 720));
  const slot0 = 16 + slot.w / 2;
  const slot3 = W - col - 8 - slot.w / 2;
  // The trick row: the two spots at the left, the three piles at the right, each count's roundel
  // (Pile: 17 × the lettering's scale, 4 inside the corner) clear of the next pile.
  const gap = 32 + 20 * u;
  const statement = 14 + 10 * u + pile.w / 2;
  const score = W - 36 - pile.w / 2;
  const discard = score - pile.w - gap;
  const deck = discard - pile.w - gap;
  const at = (x: number) => ({ x: Math.round(x), y: trickY });
  const k = 1 + 0.1 * u;
  return {
    portrait: true,
    width: W,
    height,
    fief,
    ruler,
    slot,
    pile,
    statement: at(statement),
    response: at(statement + pile.w + gap),
    deck: at(deck),
    discard: at(discard),
    score: at(score),
    trump: {
      x: W - col / 2 + 4,
      y: slotY - 52,
      r: Math.round(38 * k),
      under: { label: 6, tricks: Math.round(56 * k), tricksLabel: Math.round(82 * k) },
      wrap: col - 8,
    },
    hand: { x: W / 2, y: handY, width: W - 20, ...hand, ...UPRIGHT_FAN, floor: height - FOOT },
    sheet: { x: 8, y: fiefTop - 8, w: W - 16, h: rowH * 2 + 12 },
    cloth,
    actions: { x: W / 2, y: actionsY },
    select: { x: W / 2, y: actionsY + 88 }, // its lower edge (northwood.css)
    type: { label: Math.round(26 * k), tricks: Math.round(40 * k), spot: Math.round(25 * k) },
    fiefAt: (n) => ({ x: fiefX(n % 4), y: Math.round(fiefY0 + Math.floor(n / 4) * rowH) }),
    slotAt: (s) => ({ x: Math.round(slot0 + (s * (slot3 - slot0)) / 3), y: slotY }),
    peekAt: (i, n) => ({
      x: Math.round(statement + i * (n > 1 ? Math.min(pile.w + 18, (deck - pile.w - 12 - statement) / (n - 1)) : 0)),
      y: trickY,
    }),
  };
}

/**
 * The layout for a stage of `width`×`height` logical px: 1280×720 and a phone's 720-wide upright
 * stages as they always were; taller on its side, or wider upright, grown into the room.
 */
export function layoutFor(width: number, height: number): Layout {
  if (height > width) return width > 720 ? wide(width, height) : portrait(height);
  return height > 720 ? tall(height) : landscape;
}
