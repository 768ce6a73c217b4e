/**
 * A hand of cards fanned along a gentle arc, re-laid out whenever cards come or go. On a narrow
 * stage (`minStep`) a hand that would show less than that of each card is held in two rows, the
 * first half above, its upper part showing. With a `floor` the fan flattens (less sag, less turn) as far as
 * its outer cards need to stay above it, so a long hand is never cut by the stage's lower edge.
 */
import type { Card } from './card';
import type { AnimQueue } from './queue';

export interface FanOptions {
  x: number; // centre of the fan
  y: number; // baseline of the middle card
  width: number; // the widest the fan may spread
  cardWidth: number;
  arc?: number; // radians between neighbouring cards
  sag?: number; // how far the outer cards drop (px)
  minStep?: number; // the least of each card that shows; fewer and the hand takes two rows
  rowGap?: number; // how far the upper row stands above the lower
  /** The lowest a card's lower corner may reach, lying in the hand (needs `cardHeight`). */
  floor?: number;
  cardHeight?: number;
}

/** How far below its centre a w×h card turned by `r` reaches. */
function reach(w: number, h: number, r: number): number {
  return (h / 2) * Math.abs(Math.cos(r)) + (w / 2) * Math.abs(Math.sin(r));
}

export interface Place {
  x: number;
  y: number;
  rotation: number;
}

export class HandFan {
  constructor(public opts: FanOptions) {}

  /** Where card i of n sits. */
  place(i: number, n: number): Place {
    const { x, y, width, cardWidth, minStep } = this.opts;
    const stepOf = (k: number) => (k > 1 ? Math.min(cardWidth * 0.92, (width - cardWidth) / (k - 1)) : 0);
    if (minStep && n > 1 && stepOf(n) < minStep) {
      const upper = Math.ceil(n / 2);
      const row = i < upper ? 0 : 1;
      const p = new HandFan({ ...this.opts, minStep: undefined }).place(row ? i - upper : i, row ? n - upper : upper);
      return { ...p, y: p.y - (row ? 0 : (this.opts.rowGap ?? 100)) };
    }
    const step = stepOf(n);
    const mid = (n - 1) / 2;
    const d = i - mid;
    const k = this.flatten(mid);
    const arc = (this.opts.arc ?? 0.035) * k;
    const sag = (this.opts.sag ?? 3.2) * k;
    return { x: x + d * step, y: y + d * d * sag, rotation: d * arc };
  }

  /** How much of the fan's curve (1: all of it) keeps the outer cards, `mid` from the middle, above the floor. */
  private flatten(mid: number): number {
    const { y, floor, cardWidth, cardHeight } = this.opts;
    if (floor === undefined || !cardHeight || mid === 0) return 1;
    const arc = this.opts.arc ?? 0.035;
    const sag = this.opts.sag ?? 3.2;
    const low = (k: number) => y + mid * mid * sag * k + reach(cardWidth, cardHeight, mid * arc * k);
    if (low(1) <= floor) return 1;
    let [lo, hi] = [0, 1];
    for (let j = 0; j < 20; j++) {
      const k = (lo + hi) / 2;
      if (low(k) <= floor) lo = k;
      else hi = k;
    }
    return lo;
  }

  /** Moves the cards to their places (animated through the queue, or at once). */
  async layout(cards: Card[], q?: AnimQueue, duration = 260): Promise<void> {
    const n = cards.length;
    const moves = cards.map((c, i) => {
      const p = this.place(i, n);
      c.setDepth(100 + i);
      if (!q) {
        c.setPosition(p.x, p.y).setRotation(p.rotation);
        return Promise.resolve();
      }
      return q.tween({ targets: c, x: p.x, y: p.y, rotation: p.rotation, duration, ease: 'Cubic.out' });
    });
    await Promise.all(moves);
  }
}
