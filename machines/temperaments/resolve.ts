/** The resolution cascade of §5: a card's own check order, first win ends it, a lone melancholic escapes. */
import type { H, Order } from './content';

export type Outcome = 'WIN' | 'ESCAPE' | 'NONE';

/** What a humour's check yields with n of its tokens on the card (§2.1). */
export function rule(h: H, n: number): Outcome {
  switch (h) {
    case 'C':
      return n === 1 ? 'WIN' : 'NONE';
    case 'S':
      return n >= 2 ? 'WIN' : 'NONE';
    case 'M':
      return n === 2 ? 'WIN' : n === 1 ? 'ESCAPE' : 'NONE';
    case 'P':
      return n >= 1 ? 'WIN' : 'NONE';
  }
}

export interface Resolved<T> {
  winners: T[];
  escapers: T[];
  losers: T[];
}

/**
 * Resolves one card. `toks` are its tokens in slot order; `hasLocation` is true only for
 * location scenes (on animal scenes and party tiles a lone melancholic simply loses).
 */
export function resolveCard<T extends { h: H }>(order: Order, toks: readonly T[], hasLocation: boolean): Resolved<T> {
  let winners: T[] = [];
  let escapers: T[] = [];
  for (const h of order) {
    const of = toks.filter((t) => t.h === h);
    const r = rule(h, of.length);
    if (r === 'WIN') {
      winners = of;
      break;
    }
    if (r === 'ESCAPE' && hasLocation) escapers = of;
  }
  const losers = toks.filter((t) => !winners.includes(t) && !escapers.includes(t));
  return { winners, escapers, losers };
}
