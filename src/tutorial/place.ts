/**
 * Where the tutorial's page stands on a portrait stage (a phone held upright): across the table, at
 * the height that covers none of what the step points at where any height can (it outweighs all
 * else), then least of what the table keeps clear and of the foot of the stage where the thumb works;
 * under the toolbar when all are free, and where it already stands unless another height is better.
 * Pure, so the choice is tested headlessly.
 */
export type Rect = { x: number; y: number; w: number; h: number };

export const MARGIN = 14;
/** Under the toolbar's thumb-sized buttons. */
export const UPRIGHT_TOP = 98;
/** The share of a portrait stage's height below which the thumb works. */
export const THUMB = 0.72;
const STEP = 8;

export function overlap(a: Rect, b: Rect): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/** What a spot covers: what the step points at (with a margin round it) weighs `weight`× what is kept clear. */
export function cost(spot: Rect, targets: Rect[], clear: Rect[], weight = 8): number {
  return targets.reduce(
    (s, r) => s + weight * overlap(spot, { x: r.x - 24, y: r.y - 24, w: r.w + 48, h: r.h + 48 }),
    clear.reduce((s, r) => s + overlap(spot, r), 0),
  );
}

/**
 * The page's top on a `W`×`H` portrait stage for a page `ph` tall; `now`: where it stands (-1: not
 * yet placed).
 */
export function uprightTop(W: number, H: number, ph: number, targets: Rect[], kept: Rect[], now = -1): number {
  const low = H - ph - MARGIN;
  const clear = [...kept, { x: 0, y: H * THUMB, w: W, h: H * (1 - THUMB) }];
  const at = (y: number) => cost({ x: MARGIN, y, w: W - 2 * MARGIN, h: ph }, targets, clear, W * H);
  let best = now >= 0 ? Math.min(Math.max(now, UPRIGHT_TOP), low) : UPRIGHT_TOP;
  let least = at(best) - 1; // where it stands, unless another height is better
  // every STEP px, and the lowest: a page may have to fit a narrow gap between two things named
  for (let y = UPRIGHT_TOP; y <= low + STEP - 1; y += STEP) {
    const c = at(Math.min(y, low));
    if (c < least) {
      best = Math.min(y, low);
      least = c;
    }
  }
  return best;
}

/** The least room (stage px) the table's notices need beside the page. */
const NOTICE_ROOM = 70;

/**
 * Whether the table's notices ("Trick lost.") stack under the page on a portrait stage `H` tall, the page
 * from `top` to `bottom`: on the side away from what the step points at, else on the side with more room —
 * but never into the toolbar over a page that stands right under it (they covered its buttons).
 */
export function noticesBelow(H: number, top: number, bottom: number, targets: Rect[]): boolean {
  const named = (above: boolean) => targets.some((r) => (above ? r.y < top : r.y + r.h > bottom));
  const roomAbove = top - UPRIGHT_TOP;
  const roomBelow = H - bottom;
  const below = named(true) === named(false) ? roomBelow > roomAbove : named(true);
  if (!below && roomAbove < NOTICE_ROOM && roomBelow >= NOTICE_ROOM) return true;
  if (below && roomBelow < NOTICE_ROOM && roomAbove >= NOTICE_ROOM) return false;
  return below;
}

/** How far a gilt ring stands out round what it names, when nothing else named is near. */
export const RING_PAD = 7;

/**
 * Each ring's reach round its box (px; negative: inside the box's edge), so that rings round things side
 * by side (a seal and the cell under it) stay two frames, not one tangle: each takes at most half the
 * room to its nearest neighbour. A box that holds another (a cloud round its cells) is no neighbour.
 */
export function ringPads(boxes: Rect[]): number[] {
  const holds = (a: Rect, b: Rect) => a.x <= b.x && a.y <= b.y && a.x + a.w >= b.x + b.w && a.y + a.h >= b.y + b.h;
  return boxes.map((a, i) => {
    let pad = RING_PAD;
    for (const [j, b] of boxes.entries()) {
      if (i === j || holds(a, b) || holds(b, a)) continue;
      // the gap between the boxes along the axis they are apart on (negative where they overlap)
      const gap = Math.max(b.x - (a.x + a.w), a.x - (b.x + b.w), b.y - (a.y + a.h), a.y - (b.y + b.h));
      pad = Math.min(pad, Math.floor(gap / 2) - 2);
    }
    return Math.max(pad, -Math.floor(Math.min(a.w, a.h) / 5));
  });
}

export type PointerSide = 'above' | 'below' | 'left' | 'right';

/**
 * The arrow's box on each side of what it points at (it is 40×58, tip towards the thing), its tip 12 px
 * off a card, nearer a small cell (else it seems to point at the next one).
 */
export function pointerBox(r: Rect, side: PointerSide): Rect {
  const cx = r.x + r.w / 2;
  const cy = r.y + r.h / 2;
  const gap = Math.max(0, Math.min(12, Math.round(Math.min(r.w, r.h) / 3 - 8)));
  switch (side) {
    case 'above':
      return { x: cx - 20, y: r.y - 58 - gap, w: 40, h: 58 };
    case 'below':
      return { x: cx - 20, y: r.y + r.h + gap, w: 40, h: 58 };
    case 'left':
      return { x: r.x - 58 - gap, y: cy - 20, w: 58, h: 40 };
    case 'right':
      return { x: r.x + r.w + gap, y: cy - 20, w: 58, h: 40 };
  }
}

/**
 * Where the arrow stands by the first thing a step names: above it, unless there it would hide another
 * thing the step names (a cloud round it is no such thing), cross the toolbar or the status line
 * (`bars`), or leave the table; then below, left or right, whichever hides least.
 */
export function pointerSide(lead: Rect, others: Rect[], W: number, H: number, bars: Rect[] = []): PointerSide {
  const sides: PointerSide[] = ['above', 'below', 'left', 'right'];
  const holdsLead = (o: Rect) =>
    o.x <= lead.x && o.y <= lead.y && o.x + o.w >= lead.x + lead.w && o.y + o.h >= lead.y + lead.h;
  const named = others.filter((o) => !holdsLead(o));
  const costOf = (side: PointerSide) => {
    const p = pointerBox(lead, side);
    const out = p.x < 0 || p.y < 20 || p.x + p.w > W || p.y + p.h > H ? 2 * W * H : 0;
    const barred = bars.some((b) => overlap(p, b) > 0) ? W * H : 0;
    return out + barred + named.reduce((s, o) => s + overlap(p, o), 0);
  };
  let best: PointerSide = 'above';
  for (const side of sides) if (costOf(side) < costOf(best)) best = side;
  return best;
}
