/**
 * For Northwood! on a tablet or a 16:10 screen (src/games/northwood/layout.ts `tall`, `wide`): on
 * every taller stage on its side (1280×740–960) and every wider upright stage (740–1050×1400) the
 * areas lie inside the stage, in order and apart, and every target is at least 44 CSS px on the
 * smallest screen that gets that stage (a 1024×768 tablet: 0.8 CSS px a logical px; 768×1024: 0.73).
 */
import { describe, expect, it } from 'vitest';
import { LANDSCAPE_MAX, PORTRAIT_MIN, PORTRAIT_WIDE, stageFor } from '../../../src/app/stage';
import { type Layout, layoutFor } from '../../../src/games/northwood/layout';
import { HandFan } from '../../../src/table/hand';

const TALL_CSS = 1024 / 1280;
const WIDE_CSS = 768 / PORTRAIT_WIDE;
const shapes = { portrait: true, tall: true, wide: true };
const spot = new Set(['statement', 'response']);

type Span = [number, number, string];

/** Spans along one axis, none overlapping the next (sorted), all inside [0, end]. */
function apart(spans: Span[], end: number, gap = 0): void {
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  expect(sorted[0]?.[0]).toBeGreaterThanOrEqual(0);
  expect(sorted[sorted.length - 1]?.[1]).toBeLessThanOrEqual(end);
  for (let i = 1; i < sorted.length; i++) {
    const [a, b] = [sorted[i - 1] as Span, sorted[i] as Span];
    expect(b[0] - a[1], `${a[2]} and ${b[2]}`).toBeGreaterThanOrEqual(gap);
  }
}

/** The hand's cards for 1–14 cards: inside the stage, each showing at least 44 CSS px of itself. */
function handShows(L: Layout, css: number): void {
  const fan = new HandFan({ ...L.hand, cardWidth: L.hand.cardW });
  for (let n = 1; n <= 14; n++) {
    const places = Array.from({ length: n }, (_, i) => fan.place(i, n));
    // held in two rows (the first half above) when one would show less than minStep of each card
    const step = n > 1 ? Math.min(L.hand.cardW * 0.92, (L.hand.width - L.hand.cardW) / (n - 1)) : 0;
    const upper = L.hand.minStep && n > 1 && step < L.hand.minStep ? Math.ceil(n / 2) : n;
    const rows = [places.slice(0, upper), places.slice(upper)].filter((r) => r.length > 0);
    for (const xs of rows.map((r) => r.map((p) => p.x))) {
      xs.sort((a, b) => a - b);
      for (let i = 1; i < xs.length; i++)
        expect(((xs[i] as number) - (xs[i - 1] as number)) * css).toBeGreaterThanOrEqual(44);
      expect((xs[0] as number) - L.hand.cardW / 2).toBeGreaterThanOrEqual(0);
      expect((xs[xs.length - 1] as number) + L.hand.cardW / 2).toBeLessThanOrEqual(L.width);
    }
    for (const p of places) expect(p.y - L.hand.cardH / 2).toBeGreaterThanOrEqual(L.cloth.y - 80);
  }
}

describe('the stages a tablet and a 16:10 screen give For Northwood!', () => {
  it('is taller on its side and wider upright; a phone and a 16:9 screen as before', () => {
    expect(stageFor(1024, 768, shapes)).toEqual({ width: 1280, height: LANDSCAPE_MAX, portrait: false });
    expect(stageFor(1280, 800, shapes).height).toBe(800);
    expect(stageFor(1440, 900, shapes).height).toBe(800);
    expect(stageFor(1920, 1080, shapes).height).toBe(720);
    expect(stageFor(768, 1024, shapes)).toEqual({ width: PORTRAIT_WIDE, height: PORTRAIT_MIN, portrait: true });
    expect(stageFor(810, 1080, shapes).width).toBe(PORTRAIT_WIDE);
    expect(stageFor(360, 640, shapes).width).toBe(780);
    expect(stageFor(390, 844, shapes)).toEqual({ width: 720, height: 1560, portrait: true });
  });

  it('keeps a phone held upright exactly as it was', () => {
    const L = layoutFor(720, 1400);
    expect([L.fief, L.ruler, L.slot, L.pile]).toEqual([
      { w: 83, h: 116 },
      { w: 62, h: 87, dy: 93 },
      { w: 112, h: 157 },
      { w: 104, h: 146 },
    ]);
    expect([L.fiefAt(7), L.slotAt(3), L.deck, L.trump.x, L.trump.wrap]).toEqual([
      { x: 630, y: 447.5 },
      { x: 456, y: 699.5 },
      { x: 392, y: 885 },
      622,
      196,
    ]);
    expect(L.hand).toMatchObject({ x: 360, y: 1254, width: 700, cardW: 128, cardH: 180 });
  });
});

describe('the trump and its labels, between the sheet and the action bar', () => {
  // every stage on its side: 1280×720 (a desktop, a phone) and each taller one
  for (const height of [720, 740, 800, 860, 900, 960])
    it(`at 1280×${height}: "Tricks won / needed" ends above the action bar and the cloth`, () => {
      const L = layoutFor(1280, height);
      const T = L.trump;
      // the medallion's gilt below the sheet; the label's lines (two where it may wrap) 1.2 of its type each
      expect(T.y - T.r - 3).toBeGreaterThanOrEqual(L.sheet.y + L.sheet.h + 4);
      const top = T.y + T.r + T.under.tricksLabel;
      const bottom = top + (T.wrap ? 2 : 1) * 1.2 * L.type.label;
      // the tricks count (its display face's box, 1.2 of its type, centred) above the label
      expect(T.y + T.r + T.under.tricks + 0.6 * L.type.tricks).toBeLessThanOrEqual(top + 1);
      // at 720 it lay over the button (494) and the cloth (500) by 6 px
      expect(bottom, 'the action bar').toBeLessThanOrEqual(L.actions.y - 4);
      expect(bottom, 'the cloth').toBeLessThanOrEqual(L.cloth.y - 4);
    });
});

const talls: number[] = [];
for (let h = 740; h <= LANDSCAPE_MAX; h += 20) talls.push(h);

describe('the Northwood table on its side, taller', () => {
  for (const height of talls)
    it(`lays a 1280×${height} table out in rows, inside the stage, targets ≥ 44 CSS px`, () => {
      const L = layoutFor(1280, height);
      const small = layoutFor(1280, 720);
      expect([L.portrait, L.width, L.height]).toEqual([false, 1280, height]);
      // it uses the height: every piece at least as large as at 720, the fiefs and the hand larger
      expect(L.fief.w).toBeGreaterThan(small.fief.w);
      expect(L.hand.cardW).toBeGreaterThan(small.hand.cardW);
      expect(L.ruler.w).toBeGreaterThanOrEqual(small.ruler.w);
      expect(L.slot.w).toBeGreaterThanOrEqual(small.slot.w);
      expect(L.type.label).toBeGreaterThanOrEqual(small.type.label);
      // the sheet below the toolbar's row, eight fiefs across with room for their gilt corners (13 px)
      expect(L.sheet.y).toBeGreaterThanOrEqual(56); // the buttons end at 54 on a desktop
      const fiefs = Array.from({ length: 8 }, (_, n) => L.fiefAt(n));
      apart(
        fiefs.map((f, n): Span => [f.x - L.fief.w / 2 - 13, f.x + L.fief.w / 2 + 13, `fief ${n}`]),
        1280,
      );
      for (const f of fiefs) {
        expect(f.y - L.fief.h / 2).toBeGreaterThanOrEqual(L.sheet.y);
        expect(f.y + L.ruler.dy + L.ruler.h / 2).toBeLessThanOrEqual(L.sheet.y + L.sheet.h); // its ruler
        expect(f.y + L.ruler.dy - L.ruler.h / 2).toBeLessThan(f.y + L.fief.h / 2); // tucked under it
      }
      // the middle row below the sheet: allies, the trump (its labels' room), spots, piles with counts
      const y = L.slotAt(0).y;
      expect(y - L.slot.h / 2 - 4).toBeGreaterThan(L.sheet.y + L.sheet.h + 12);
      for (const p of [L.statement, L.response, L.deck, L.discard, L.score, L.slotAt(3)]) expect(p.y).toBe(y);
      const T = L.trump;
      expect(T.wrap).toBeGreaterThanOrEqual(150);
      apart(
        [
          ...[0, 1, 2, 3].map(
            (s): Span => [L.slotAt(s).x - L.slot.w / 2 - 4, L.slotAt(s).x + L.slot.w / 2 + 4, `slot ${s}`],
          ),
          [T.x - (T.wrap as number) / 2, T.x + (T.wrap as number) / 2, 'the trump'],
          [L.statement.x - L.pile.w / 2 - 3, L.statement.x + L.pile.w / 2 + 3, 'statement'],
          [L.response.x - L.pile.w / 2 - 3, L.response.x + L.pile.w / 2 + 3, 'response'],
          ...(['deck', 'discard', 'score'] as const).map(
            (k): Span => [L[k].x - L.pile.w / 2, L[k].x + L.pile.w / 2 + 14, k],
          ),
        ],
        1280,
        4,
      );
      expect(T.y - T.r - 3).toBeGreaterThanOrEqual(y - L.slot.h / 2 - 8);
      // the action bar under the labels (the trump's last on two lines), then the cloth, then the hand
      expect(L.actions.y).toBeGreaterThanOrEqual(y + L.pile.h / 2 + 30);
      expect(L.actions.y).toBeGreaterThanOrEqual(T.y + T.r + T.under.tricksLabel + 2 * L.type.label);
      expect(L.cloth.y).toBeGreaterThanOrEqual(L.actions.y);
      expect(L.hand.y - L.hand.cardH / 2).toBeGreaterThanOrEqual(L.cloth.y + 30);
      expect(L.hand.y + L.hand.cardH / 2).toBeLessThanOrEqual(height);
      expect(L.cloth.x).toBeGreaterThanOrEqual(0);
      expect(L.cloth.x + L.cloth.w).toBeLessThanOrEqual(1280);
      expect(L.cloth.y + L.cloth.h).toBeLessThanOrEqual(height);
      // targets on a 1024×768 tablet (0.8): a fief, a ruler, an ally, a pile; every hand card
      for (const w of [L.fief.w, L.ruler.w, L.slot.w, L.pile.w]) expect(w * TALL_CSS).toBeGreaterThanOrEqual(44);
      handShows(L, TALL_CSS);
      // peeked deck cards stay on the stage, left of the response
      for (let n = 1; n <= 3; n++)
        for (let i = 0; i < n; i++) {
          const p = L.peekAt(i, n);
          expect(p.x - L.pile.w / 2).toBeGreaterThanOrEqual(0);
          expect(p.x).toBeLessThan(L.response.x);
        }
    });
});

const wides = new Set<number>();
for (let w = 750; w <= PORTRAIT_WIDE; w += 30) wides.add(w);
for (let w = 740; w < PORTRAIT_WIDE; w += 20) wides.add(w); // what stageFor gives (steps of 20)
wides.add(PORTRAIT_WIDE);

describe('the Northwood table upright, wider', () => {
  for (const width of [...wides].sort((a, b) => a - b))
    it(`lays a ${width}×1400 table out in order, inside the stage, targets ≥ 44 CSS px`, () => {
      const L = layoutFor(width, PORTRAIT_MIN);
      const phone = layoutFor(720, PORTRAIT_MIN);
      expect([L.portrait, L.width, L.height]).toEqual([true, width, PORTRAIT_MIN]);
      // it uses the width: fiefs, rulers and allies larger than on the 720-wide stage, the fan wider
      expect(L.fief.w).toBeGreaterThan(phone.fief.w);
      expect(L.ruler.w).toBeGreaterThan(phone.ruler.w);
      expect(L.slot.w).toBeGreaterThanOrEqual(phone.slot.w);
      expect(L.hand.width).toBeGreaterThan(phone.hand.width);
      // two rows of four fiefs, each ruler beside its fief (tucked behind its right edge), all apart
      const ruler = L.ruler;
      expect(ruler.dx).toBeGreaterThan(0);
      for (const row of [0, 1]) {
        const spans = [0, 1, 2, 3].map((c): Span => {
          const f = L.fiefAt(row * 4 + c);
          expect(f.x + (ruler.dx as number) - ruler.w / 2).toBeLessThan(f.x + L.fief.w / 2); // tucked
          return [f.x - L.fief.w / 2 - 6, f.x + (ruler.dx as number) + ruler.w / 2 + 6, `fief ${row * 4 + c}`];
        });
        apart(spans, width, 2);
      }
      const top = (n: number) => Math.min(L.fiefAt(n).y - L.fief.h / 2, L.fiefAt(n).y + ruler.dy - ruler.h / 2);
      const bottom = (n: number) => Math.max(L.fiefAt(n).y + L.fief.h / 2, L.fiefAt(n).y + ruler.dy + ruler.h / 2);
      expect(top(0)).toBeGreaterThanOrEqual(L.sheet.y + 4);
      expect(top(0)).toBeGreaterThanOrEqual(172); // below the toolbar and the status lines
      expect(top(4)).toBeGreaterThan(bottom(0) + 4);
      expect(bottom(4)).toBeLessThanOrEqual(L.sheet.y + L.sheet.h);
      // the allies with the trump's column beside them, then the trick row, the actions, the cloth
      const slotY = L.slotAt(0).y;
      expect(slotY - L.slot.h / 2 - 12).toBeGreaterThan(L.sheet.y + L.sheet.h);
      const T = L.trump;
      apart(
        [
          ...[0, 1, 2, 3].map(
            (s): Span => [L.slotAt(s).x - L.slot.w / 2 - 4, L.slotAt(s).x + L.slot.w / 2 + 4, `slot ${s}`],
          ),
          [T.x - (T.wrap as number) / 2, T.x + (T.wrap as number) / 2, 'the trump'],
        ],
        width,
        4,
      );
      expect(T.y - T.r).toBeGreaterThan(L.sheet.y + L.sheet.h);
      expect(L.statement.y - L.pile.h / 2).toBeGreaterThan(slotY + L.slot.h / 2 + 6);
      expect(L.statement.y - L.pile.h / 2).toBeGreaterThan(T.y + T.r + T.under.tricksLabel + L.type.label);
      apart(
        (['statement', 'response', 'deck', 'discard', 'score'] as const).map(
          // a pile's count's roundel stands past its right edge (Pile: 17 × label/17, 4 in); the spots have none
          (k): Span => [L[k].x - L.pile.w / 2 - 3, L[k].x + L.pile.w / 2 + (spot.has(k) ? 3 : L.type.label - 2), k],
        ),
        width,
        4,
      );
      expect(L.actions.y).toBeGreaterThan(L.deck.y + L.pile.h / 2 + 30);
      expect(L.cloth.y).toBeGreaterThanOrEqual(L.actions.y + 84);
      expect(L.cloth.x + L.cloth.w).toBeLessThanOrEqual(width);
      expect(L.cloth.y + L.cloth.h).toBeLessThanOrEqual(PORTRAIT_MIN);
      // targets on a 768×1024 tablet (0.73): a fief, a ruler, an ally, a pile; every hand card
      for (const w of [L.fief.w, ruler.w, L.slot.w, L.pile.w]) expect(w * WIDE_CSS).toBeGreaterThanOrEqual(44);
      handShows(L, WIDE_CSS);
      for (let n = 1; n <= 3; n++)
        for (let i = 0; i < n; i++) {
          const p = L.peekAt(i, n);
          expect(p.x - L.pile.w / 2).toBeGreaterThanOrEqual(0);
          expect(p.x + L.pile.w / 2).toBeLessThan(L.deck.x - L.pile.w / 2);
        }
    });
});
