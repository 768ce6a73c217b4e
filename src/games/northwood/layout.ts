/** Where everything lies on the Northwood table (logical 1280×720). */
export const FIEF = { w: 104, h: 146, y: 116, x0: 98, dx: 155 };
export const RULER = { w: 78, h: 109, dy: 120 }; // below its fief, tucked under its lower edge
export const SLOT = { w: 88, h: 123, y: 402, x0: 72, dx: 102 };
export const PILE = { w: 88, h: 123, y: 402 };
export const DECK_X = 900;
export const DISCARD_X = 1018;
export const SCORE_X = 1136;
export const STATEMENT = { x: 636, y: 402 };
export const RESPONSE = { x: 748, y: 402 };
export const TRUMP = { x: 506, y: 374, r: 34 };
export const HAND = { x: 640, y: 614, width: 900, cardW: 100, cardH: 140 };
export const REVEAL_ROW = { x: 760, y: 402 }; // where peeked deck cards are shown

export const SHEET = { x: 16, y: 40, w: 1248, h: 268 };
export const CLOTH = { x: 150, y: 500, w: 980, h: 214 };

export const fiefX = (n: number) => FIEF.x0 + n * FIEF.dx;
export const slotX = (slot: number) => SLOT.x0 + slot * SLOT.dx;
