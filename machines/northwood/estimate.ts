/**
 * The heuristic's estimate (rules §10): how many more tricks a hand will take against the cards
 * still in the deck, compared with the tricks still needed. It reads only what the player sees —
 * the hand, the piles, known deck cards and the unseen set — never the order of unknown cards.
 */
import { CARD_INDEX, type CardId, charSuit, SUITS, suitOf, type Trump } from './content';
import { trumpOf, wins } from './ops';
import type { Ctx } from './types';

/** The statement pool (the deck's cards) as a 32-bit set: bit i = canonical card i. */
export interface Pool {
  mask: number;
  size: number;
}

const POP8 = new Uint8Array(256);
for (let i = 1; i < 256; i++) POP8[i] = (POP8[i >> 1] as number) + (i & 1);
const suitCount = (mask: number, s: number): number => POP8[(mask >>> (s * 8)) & 255] as number;

export function poolOf(deck: Ctx['deck'], from = 0): Pool {
  let mask = 0;
  for (let i = from; i < deck.length; i++) mask |= 1 << CARD_INDEX[(deck[i] as Ctx['deck'][number]).card];
  return { mask, size: deck.length - from };
}

/** The chance that a card (canonical index) wins when it meets a random statement from the pool. */
function chanceOf(i: number, pool: Pool, trumpIndex: number): number {
  if (pool.size === 0) return 0;
  const s = i >> 3;
  // pool cards of the same suit below this value
  let n = POP8[(pool.mask >>> (s * 8)) & ((1 << (i & 7)) - 1)] as number;
  if (s === trumpIndex) n += pool.size - suitCount(pool.mask, s);
  return n / pool.size;
}

const trumpIndexOf = (trump: Trump): number => (trump === 'none' ? -1 : SUITS.indexOf(trump));

/** The chance that `card` wins when it meets a random statement from the pool. */
export function winChance(card: CardId, pool: Pool, trump: Trump): number {
  return chanceOf(CARD_INDEX[card], pool, trumpIndexOf(trump));
}

/** Expected further tricks of a hand: the sum of win chances over the dialogues left. */
export function expectedWins(hand: readonly CardId[], pool: Pool, trump: Trump): number {
  if (hand.length === 0 || pool.size === 0) return 0;
  const t = trumpIndexOf(trump);
  let m = 0;
  for (const c of hand) m += chanceOf(CARD_INDEX[c], pool, t);
  return hand.length > pool.size ? (m * pool.size) / hand.length : m;
}

/** Average win chance a freshly drawn card would have (for abilities that draw unseen cards). */
export function drawnChance(pool: Pool, trump: Trump): number {
  if (pool.size === 0) return 0;
  let m = 0;
  const t = trumpIndexOf(trump);
  for (let i = 0; i < 32; i++) if (pool.mask & (1 << i)) m += chanceOf(i, pool, t);
  return m / pool.size;
}

export interface Position {
  hand: readonly CardId[];
  /** Known statements to come, in order, before the deck from `from` on. */
  top: readonly CardId[];
  deck: Ctx['deck'];
  from: number;
  need: number; // tricks still wanted
  trump: Trump;
  free: boolean; // the next response need not follow suit
}

export function poolOfPosition(p: Position): Pool {
  if (p.top.length === 0) return poolOf(p.deck, p.from);
  const deck = [...p.top.map((card) => ({ card, known: true })), ...p.deck.slice(p.from)];
  return poolOf(deck);
}

/**
 * How good a position is for winning exactly the tricks still needed (0 = perfect, more
 * negative = worse). Known statements still to come are played out (the best response to each).
 */
export function value(p: Position, depth = 2, pool?: Pool): number {
  const left = p.top.length + p.deck.length - p.from;
  if (p.hand.length === 0 || left === 0) return p.need === 0 ? 0 : -1.5 * Math.abs(p.need);
  let next: CardId | null = null;
  if (p.top.length) next = p.top[0] as CardId;
  else if ((p.deck[p.from] as Ctx['deck'][number]).known) next = (p.deck[p.from] as Ctx['deck'][number]).card;
  if (next && depth > 0) {
    const all = pool ?? poolOfPosition(p);
    const bit = 1 << CARD_INDEX[next];
    const rest: Pool = { mask: all.mask & ~bit, size: all.mask & bit ? all.size - 1 : all.size };
    const s = suitOf(next);
    let follows = false;
    if (!p.free) for (const c of p.hand) if (suitOf(c) === s) follows = true;
    const top = p.top.length ? p.top.slice(1) : p.top;
    const from = p.top.length ? p.from : p.from + 1;
    let best = Number.NEGATIVE_INFINITY;
    for (const c of p.hand) {
      if (follows && suitOf(c) !== s) continue;
      const w = wins(next, c, p.trump) ? 1 : 0;
      const hand = p.hand.filter((h) => h !== c);
      const v = value(
        { hand, top, deck: p.deck, from, need: p.need - w, trump: p.trump, free: false },
        depth - 1,
        rest,
      );
      if (v > best) best = v;
    }
    return best;
  }
  const m = expectedWins(p.hand, pool ?? poolOfPosition(p), p.trump);
  const dialogues = Math.min(p.hand.length, left);
  if (p.need < 0 || p.need > dialogues) return -Math.abs(p.need - m) - 1;
  return -Math.abs(p.need - m);
}

export const positionOf = (c: Ctx): Position => ({
  hand: c.hand,
  top: [],
  deck: c.deck,
  from: 0,
  need: (c.visit?.fief ?? 0) - c.score.length,
  trump: trumpOf(c),
  free: !!c.visit?.freeResponse,
});

export const without = (hand: readonly CardId[], cards: readonly CardId[]): CardId[] =>
  hand.filter((h) => !cards.includes(h));

/** A quick estimate of the chance that the hand makes exactly N tricks at a fief. */
export function fiefChance(c: Ctx, fief: number, trumpOverride?: Trump): number {
  const ruler = c.fiefs[fief]?.ruler;
  const trump = trumpOverride ?? (ruler ? charSuit(ruler) : 'none');
  const hand = c.hand;
  const pool = poolOf(c.deck);
  let m = 0;
  let varSum = 0.6;
  for (const card of hand) {
    const p = winChance(card, pool, trump);
    m += p;
    varSum += p * (1 - p);
  }
  const d = fief - m;
  return Math.exp((-d * d) / (2 * varSum));
}
