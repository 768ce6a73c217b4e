/**
 * The tutorial's gilt rings and arrow (src/tutorial/place.ts): rings round things side by side stay apart
 * (Cloud Marches' step 3 named a seal and the cell under it, and their rings read as one frame), a ring
 * round a cloud keeps its reach round the cells in it, and the arrow stands where it hides nothing else
 * the step names.
 */
import { describe, expect, it } from 'vitest';
import { layoutFor } from '../../src/games/clouds/layout';
import {
  noticesBelow,
  overlap,
  pointerBox,
  pointerSide,
  type Rect,
  RING_PAD,
  ringPads,
  UPRIGHT_TOP,
} from '../../src/tutorial/place';

const ring = (r: Rect, pad: number): Rect => ({ x: r.x - pad, y: r.y - pad, w: r.w + 2 * pad, h: r.h + 2 * pad });

describe('the rings on what a step names', () => {
  const L = layoutFor(1280, 720);
  // as the table locates a cell or a token: its box, 6 px over the cell
  const cell = (x: number, y: number): Rect => {
    const [cx, cy] = L.cellXY(x, y);
    return { x: cx - (L.cell + 6) / 2, y: cy - (L.cell + 6) / 2, w: L.cell + 6, h: L.cell + 6 };
  };

  it('round two neighbouring cells, do not cross (each ring 3 px of gold: they may meet, never overlap)', () => {
    const boxes = [cell(15, 5), cell(15, 4)];
    const pads = ringPads(boxes);
    const [a, b] = boxes.map((r, i) => ring(r, pads[i] as number)) as [Rect, Rect];
    expect(overlap(a, b)).toBe(0);
    // and each still frames its cell: inside by no more than a fifth of it
    for (const p of pads) expect(p).toBeGreaterThanOrEqual(-Math.floor((L.cell + 6) / 5));
  });

  it('round a cloud and a cell in it, keep their full reach', () => {
    const cloud = { x: 300, y: 150, w: 120, h: 120 };
    expect(ringPads([cell(15, 5), cloud])[1]).toBe(RING_PAD);
  });

  it('round things far apart, keep their full reach', () => {
    expect(ringPads([cell(2, 2), cell(20, 20)])).toEqual([RING_PAD, RING_PAD]);
  });
});

describe('the arrow', () => {
  const W = 1280;
  const H = 720;
  const card = { x: 600, y: 400, w: 80, h: 110 };

  it('stands above what it points at when nothing is in the way', () => {
    expect(pointerSide(card, [], W, H)).toBe('above');
  });

  it('stands below when above would leave the table under its toolbar', () => {
    expect(pointerSide({ ...card, y: 40 }, [], W, H)).toBe('below');
  });

  it('never crosses the status line over the table (a fief of the top row on a phone held upright)', () => {
    const fief = { x: 380, y: 180, w: 120, h: 170 };
    const status = { x: 0, y: 110, w: 720, h: 60 };
    expect(pointerSide(fief, [], 720, 1400)).toBe('above');
    const side = pointerSide(fief, [], 720, 1400, [status]);
    expect(overlap(pointerBox(fief, side), status)).toBe(0);
  });

  it('never hides another thing the step names: a seal just above the cell', () => {
    const target = { x: 330, y: 150, w: 27, h: 27 };
    const seal = { x: 330, y: 129, w: 27, h: 27 };
    const cloud = { x: 280, y: 140, w: 130, h: 130 }; // round the cell: no obstacle
    const side = pointerSide(target, [seal, cloud], W, H);
    expect(side).not.toBe('above');
    expect(overlap(pointerBox(target, side), seal)).toBe(0);
  });

  it('points at a small cell from close by, at a card from 12 px', () => {
    const small = { x: 330, y: 150, w: 27, h: 27 };
    expect(small.y - (pointerBox(small, 'above').y + 58)).toBeLessThanOrEqual(2);
    expect(card.y - (pointerBox(card, 'above').y + 58)).toBe(12);
  });
});

describe("the table's notices beside the page on a phone held upright", () => {
  const H = 1400;
  const ally = { x: 400, y: 800, w: 120, h: 170 };

  it('go under a page that stands right under the toolbar, even when what it names is below (they covered the buttons)', () => {
    expect(noticesBelow(H, UPRIGHT_TOP, UPRIGHT_TOP + 450, [ally])).toBe(true);
  });

  it('go to the side away from what the page names when there is room', () => {
    expect(noticesBelow(H, 600, 1000, [{ ...ally, y: 1100 }])).toBe(false);
    expect(noticesBelow(H, 600, 1000, [{ ...ally, y: 200 }])).toBe(true);
  });
});
