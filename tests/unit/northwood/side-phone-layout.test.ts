/**
 * For Northwood! on a phone on its side (844×390, the 1280×720 table): the action bar's buttons are
 * lettered larger there, and at the table's middle ("Reveal the statement" over the hand's top) they hid
 * the numbers of two hand cards. They stand at layout.ts `thumb` instead: over no card, pile, ally or
 * the cloth the hand lies on, inside the stage.
 */
import { describe, expect, it } from 'vitest';
import { layoutFor, THUMB_BAR_W } from '../../../src/games/northwood/layout';
import { HandFan } from '../../../src/table/hand';

type Box = { x: number; y: number; w: number; h: number; what: string };
const apart = (a: Box, b: Box) => a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;
const around = (p: { x: number; y: number }, w: number, h: number, what: string): Box => ({
  x: p.x - w / 2,
  y: p.y - h / 2,
  w,
  h,
  what,
});

describe('the action bar on a phone on its side', () => {
  const L = layoutFor(1280, 720);
  // two buttons one above another, each two lines of 22-px words ("Begin the / dialogues", «Назад к / феодам»)
  const at = L.thumb;
  it('has a place of its own on the 1280×720 table', () => expect(at).toBeDefined());
  if (!at) return;
  const bar: Box = { x: at.x - THUMB_BAR_W / 2, y: at.y, w: THUMB_BAR_W, h: 2 * (2 * 26 + 16) + 10, what: 'bar' };

  it('lies inside the stage, over no hand card for 1–14 cards', () => {
    expect(bar.x).toBeGreaterThanOrEqual(0);
    expect(bar.y + bar.h).toBeLessThanOrEqual(720);
    const fan = new HandFan({ ...L.hand, cardWidth: L.hand.cardW });
    for (let n = 1; n <= 14; n++)
      for (let i = 0; i < n; i++) {
        // a card's box, grown by its lift when lit (24) and its tilt
        const p = fan.place(i, n);
        const card = around(p, L.hand.cardW + 16, L.hand.cardH + 24, `card ${i + 1} of ${n}`);
        expect(apart(bar, card), card.what).toBe(true);
      }
  });

  it('over no ally, pile, spot, the trump or the cloth', () => {
    const things: Box[] = [
      { ...L.cloth, what: 'cloth' },
      ...[0, 1, 2, 3].map((s) => around(L.slotAt(s), L.slot.w + 8, L.slot.h + 8, `ally ${s}`)),
      ...(['statement', 'response', 'deck', 'discard', 'score'] as const).map((k) =>
        around(L[k], L.pile.w, L.pile.h + 40, k),
      ),
      around(L.trump, 2 * L.trump.r + 120, 2 * L.trump.r, 'trump'),
    ];
    for (const b of things) expect(apart(bar, b), b.what).toBe(true);
  });
});
