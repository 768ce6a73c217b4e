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
