/**
 * The stage a phone gets (src/app/stage.ts) and For Northwood!'s layouts (src/games/northwood/layout.ts):
 * landscape exactly as it always was; on every portrait stage the areas lie inside it, in order, apart,
 * and every hand card shows at least 44 CSS px of itself on a 390-px-wide phone.
 */
import { describe, expect, it } from 'vitest';
import { LANDSCAPE, PORTRAIT_MAX, PORTRAIT_MIN, reshaped, stageFor } from '../../../src/app/stage';
import { layoutFor } from '../../../src/games/northwood/layout';
import { HandFan } from '../../../src/table/hand';
import { CSS } from '../upright';

describe('the stage for a screen', () => {
  it('is 1280×720 on its side, or for a table with no portrait layout', () => {
    expect(stageFor(844, 390, true)).toEqual(LANDSCAPE);
    expect(stageFor(1280, 720, true)).toEqual(LANDSCAPE);
    expect(stageFor(390, 844, false)).toEqual(LANDSCAPE);
  });

  it('is 720 wide and as tall as an upright screen is shaped, within 9:17.5–9:20', () => {
    expect(stageFor(390, 844, true)).toEqual({ width: 720, height: 1560, portrait: true });
    expect(stageFor(412, 915, true)).toEqual({ width: 720, height: 1600, portrait: true });
    expect(stageFor(360, 640, true).height).toBe(PORTRAIT_MIN); // 9:16: narrow bands at the sides
    expect(stageFor(300, 900, true).height).toBe(PORTRAIT_MAX); // taller than 9:20: bands above and below
  });

  it('is taller on a squat screen on its side for a table laid out taller, up to 4:3', () => {
    const tall = { portrait: true, tall: true };
    expect(stageFor(1024, 768, tall)).toEqual({ width: 1280, height: 960, portrait: false }); // a tablet
    expect(stageFor(1440, 900, tall)).toEqual({ width: 1280, height: 800, portrait: false }); // 16:10
    expect(stageFor(1920, 1080, tall)).toEqual(LANDSCAPE);
    expect(stageFor(844, 390, tall)).toEqual(LANDSCAPE); // a phone on its side: bands at the sides
    expect(stageFor(800, 1000, { tall: true })).toEqual({ width: 1280, height: 960, portrait: false });
    expect(stageFor(1024, 768, { portrait: true })).toEqual(LANDSCAPE);
  });

  it('is wider on a squat upright screen for a table laid out wider, up to 3:4', () => {
    const wide = { portrait: true, wide: true };
    expect(stageFor(768, 1024, wide)).toEqual({ width: 1050, height: 1400, portrait: true }); // a tablet
    expect(stageFor(360, 640, wide)).toEqual({ width: 780, height: 1400, portrait: true }); // 9:16
    expect(stageFor(390, 844, wide)).toEqual({ width: 720, height: 1560, portrait: true }); // a phone: as before
    expect(stageFor(768, 1024, true)).toEqual({ width: 720, height: PORTRAIT_MIN, portrait: true });
  });

  it('is laid out again when the screen turns or changes shape a good deal, not for a browser bar', () => {
    const tall = { tall: true };
    const now = stageFor(1024, 768, tall);
    expect(reshaped(now, stageFor(1024, 712, tall))).toBe(false); // the address bar slid back (890)
    expect(reshaped(now, stageFor(1280, 720, tall))).toBe(true);
    expect(reshaped(stageFor(390, 844, true), stageFor(844, 390, true))).toBe(true);
  });
});

describe('the Northwood layouts', () => {
  it('keeps the landscape table where it always was', () => {
    const L = layoutFor(1280, 720);
    expect(L.portrait).toBe(false);
    expect([L.fiefAt(0), L.fiefAt(7)]).toEqual([
      { x: 98, y: 135 },
      { x: 1183, y: 135 },
    ]);
    expect(L.slotAt(3)).toEqual({ x: 378, y: 402 });
    expect([L.deck.x, L.discard.x, L.score.x, L.statement.x, L.response.x]).toEqual([900, 1018, 1136, 636, 748]);
    expect(L.hand).toEqual({ x: 640, y: 614, width: 900, cardW: 100, cardH: 140, floor: 716 });
    expect(L.peekAt(0, 2)).toEqual({ x: 560, y: 402 });
  });

  for (let height = PORTRAIT_MIN; height <= PORTRAIT_MAX; height += 40) {
    it(`lays a 720×${height} table out in order, inside the stage`, () => {
      const L = layoutFor(720, height);
      expect(L.portrait).toBe(true);
      // two rows of four fiefs, each ruler under its fief, the second row below the first ruler
      const f0 = L.fiefAt(0);
      const f4 = L.fiefAt(4);
      expect(f4.y - f0.y).toBeGreaterThanOrEqual(L.ruler.dy + L.ruler.h / 2 + L.fief.h / 2);
      for (let n = 0; n < 8; n++) {
        const f = L.fiefAt(n);
        expect(f.x - L.fief.w / 2).toBeGreaterThanOrEqual(0);
        expect(f.x + L.fief.w / 2).toBeLessThanOrEqual(720);
      }
      expect(L.fief.w * CSS).toBeGreaterThanOrEqual(44); // 68 CSS px on a 390×844 phone, 45 on a 9:17.5 screen
      // then the allies, the trick row (its labels under it), the actions, the hand's cloth
      const rulersEnd = f4.y + L.ruler.dy + L.ruler.h / 2;
      expect(L.slotAt(0).y - L.slot.h / 2 - 12).toBeGreaterThan(rulersEnd);
      expect(L.statement.y - L.pile.h / 2).toBeGreaterThan(L.slotAt(0).y + L.slot.h / 2 + 6);
      expect(L.actions.y).toBeGreaterThan(L.deck.y + L.pile.h / 2 + 30);
      expect(L.cloth.y).toBeGreaterThanOrEqual(L.actions.y + 84);
      expect(L.cloth.y + L.cloth.h).toBeLessThanOrEqual(height);
      // the trump beside the allies, clear of the fourth slot
      expect(L.trump.x - L.trump.r).toBeGreaterThan(L.slotAt(3).x + L.slot.w / 2);
      for (const p of [L.statement, L.response, L.deck, L.discard, L.score]) {
        expect(p.x - L.pile.w / 2).toBeGreaterThanOrEqual(0);
        expect(p.x + L.pile.w / 2 + 26).toBeLessThanOrEqual(720); // the count's roundel too
      }
    });
  }

  it('shows at least 44 CSS px of every hand card, in one fan up to eight, in two rows beyond', () => {
    const L = layoutFor(720, 1560);
    const fan = new HandFan({ ...L.hand, cardWidth: L.hand.cardW });
    for (let n = 1; n <= 14; n++) {
      const places = Array.from({ length: n }, (_, i) => fan.place(i, n));
      const rowOf = (p: { y: number }) => (p.y < L.hand.y - 50 ? 0 : 1); // the upper row stands 104 higher
      const rows = [...new Set(places.map(rowOf))];
      expect(rows.length).toBe(n <= 8 ? 1 : 2);
      for (const row of rows) {
        const xs = places
          .filter((p) => rowOf(p) === row)
          .map((p) => p.x)
          .sort((a, b) => a - b);
        for (let i = 1; i < xs.length; i++)
          expect(((xs[i] as number) - (xs[i - 1] as number)) * CSS).toBeGreaterThanOrEqual(44);
        expect((xs[0] as number) - L.hand.cardW / 2).toBeGreaterThanOrEqual(0);
        expect((xs[xs.length - 1] as number) + L.hand.cardW / 2).toBeLessThanOrEqual(720);
      }
      // the upper row's cards stay on the cloth
      for (const p of places) expect(p.y - L.hand.cardH / 2).toBeGreaterThanOrEqual(L.cloth.y - 80);
    }
  });

  it('keeps every card of a hand of up to 14 whole on the stage, its ring and a hover lift included', () => {
    const stages: [number, number][] = [
      [1280, 720],
      [1280, 800],
      [1280, 960],
      [720, PORTRAIT_MIN],
      [720, 1560],
      [720, PORTRAIT_MAX],
      [780, 1400],
      [1050, 1400],
    ];
    for (const [w, h] of stages) {
      const L = layoutFor(w, h);
      const fan = new HandFan({ ...L.hand, cardWidth: L.hand.cardW, cardHeight: L.hand.cardH });
      for (let n = 1; n <= 14; n++) {
        for (let i = 0; i < n; i++) {
          const p = fan.place(i, n);
          const below =
            (L.hand.cardH / 2 + 3) * Math.cos(p.rotation) + (L.hand.cardW / 2 + 3) * Math.abs(Math.sin(p.rotation));
          expect(p.y + below, `card ${i + 1} of ${n} on ${w}×${h}`).toBeLessThanOrEqual(h);
        }
      }
      // a hand of eight still fans: its outer cards lower than its middle ones, and turned
      const outer = fan.place(0, 8);
      expect(outer.y).toBeGreaterThan(fan.place(3, 8).y + 4);
      expect(outer.rotation).toBeLessThan(0);
    }
  });
});
