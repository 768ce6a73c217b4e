/** A hand of cards fanned along a gentle arc, re-laid out whenever cards come or go. */
import type { Card } from './card';
import type { AnimQueue } from './queue';

export interface FanOptions {
  x: number; // centre of the fan
  y: number; // baseline of the middle card
  width: number; // the widest the fan may spread
  cardWidth: number;
  arc?: number; // radians between neighbouring cards
  sag?: number; // how far the outer cards drop (px)
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
    const { x, y, width, cardWidth } = this.opts;
    const step = n > 1 ? Math.min(cardWidth * 0.92, (width - cardWidth) / (n - 1)) : 0;
    const mid = (n - 1) / 2;
    const d = i - mid;
    const arc = this.opts.arc ?? 0.035;
    const sag = this.opts.sag ?? 3.2;
    return { x: x + d * step, y: y + d * d * sag, rotation: d * arc };
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
