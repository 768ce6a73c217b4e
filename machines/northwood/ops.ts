/**
 * Small building blocks over a *draft* context: a private copy (`cloneCtx`) that the rules mutate
 * in place, then hand back as the next context. Array elements (fiefs, slots, deck entries) are
 * replaced, never mutated, so earlier snapshots stay intact.
 */
import { type CardId, type CharId, charSuit, FIEFS, sortCards, suitOf, type Trump, valueOfCard } from './content';
import type { Ctx, Out, Pile } from './types';

export function cloneCtx(c: Ctx): Ctx {
  return {
    ...c,
    fiefs: c.fiefs.slice(),
    slots: c.slots.slice(),
    removed: c.removed.slice(),
    hand: c.hand.slice(),
    deck: c.deck.slice(),
    discard: c.discard.slice(),
    score: c.score.slice(),
    visit: c.visit && { ...c.visit },
  };
}

/** The trump now: the override, else the visited fief's ruler's suit (§2.5). */
export function trumpOf(c: Ctx): Trump {
  const v = c.visit;
  if (!v) return 'none';
  if (v.trumpOverride !== null) return v.trumpOverride;
  const ruler = c.fiefs[v.fief]?.ruler;
  return ruler ? charSuit(ruler) : 'none';
}

/** Rule (a) or (b) of §4: higher in the statement's suit, or a trump on a non-trump statement. */
export function wins(statement: CardId, response: CardId, trump: Trump): boolean {
  const ss = suitOf(statement);
  const rs = suitOf(response);
  return (
    (rs === ss && valueOfCard(response) > valueOfCard(statement)) || (trump !== 'none' && ss !== trump && rs === trump)
  );
}

export const activeOf = (c: Ctx, slot: number): CharId | null => {
  const s = c.slots[slot];
  return s ? (s.sub ?? s.ally) : null;
};

/** Rulers of friendly fiefs still at home: the possible substitutes. */
export function availableRulers(c: Ctx): CharId[] {
  const out: CharId[] = [];
  for (const f of c.fiefs) if (f.status === 'friendly' && f.ruler) out.push(f.ruler);
  return out;
}

export function starsWhere(c: Ctx, status: 'friendly' | 'unvisited' | 'failed'): number {
  let n = 0;
  for (let i = 0; i < c.fiefs.length; i++) if (c.fiefs[i]?.status === status) n += FIEFS[i]?.stars ?? 0;
  return n;
}

export const visitOver = (c: Ctx): boolean => c.hand.length === 0 || c.deck.length === 0;

export function moved(out: Out, from: Pile, to: Pile, cards: CardId[]): void {
  if (out && cards.length) out.push({ type: 'cardsMoved', from, to, cards });
}

/** Draw k: min(k, deck) top cards to the hand. Returns the drawn cards. */
export function draw(d: Ctx, k: number, out: Out): CardId[] {
  const n = Math.min(k, d.deck.length);
  const cards: CardId[] = [];
  for (let i = 0; i < n; i++) cards.push((d.deck.shift() as { card: CardId }).card);
  for (const c of cards) d.hand.push(c);
  moved(out, 'deck', 'hand', cards);
  return cards;
}

export function removeFromHand(d: Ctx, card: CardId): void {
  const i = d.hand.indexOf(card);
  if (i >= 0) d.hand.splice(i, 1);
}

/** Moves hand cards onto the discard or score pile in this order (the last ends on top). */
export function handTo(d: Ctx, cards: CardId[], to: 'discard' | 'score', out: Out): void {
  for (const c of cards) {
    removeFromHand(d, c);
    d[to].push(c);
  }
  moved(out, 'hand', to, cards);
}

/** Reveals the top n deck cards (known from now on). */
export function reveal(d: Ctx, n: number, out: Out): CardId[] {
  const cards: CardId[] = [];
  for (let i = 0; i < n && i < d.deck.length; i++) {
    const e = d.deck[i] as { card: CardId; known: boolean };
    if (!e.known) d.deck[i] = { card: e.card, known: true };
    cards.push(e.card);
  }
  if (out && cards.length) out.push({ type: 'deckRevealed', cards, positions: cards.map((_, i) => i) });
  return cards;
}

/** Whether `order` is a permutation of `cards`; undefined is the canonical order. */
export function isOrderOf(order: unknown, cards: readonly CardId[]): boolean {
  if (order === undefined) return true;
  if (!Array.isArray(order) || order.length !== cards.length) return false;
  const set = new Set(order);
  return set.size === order.length && order.every((c) => cards.includes(c as CardId));
}

export const orderOr = (order: CardId[] | undefined, cards: readonly CardId[]): CardId[] =>
  order ? order.slice() : sortCards(cards);

/** All permutations of a list (k! of them: a hand holds at most eight cards of a suit). */
export function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [items.slice()];
  const out: T[][] = [];
  items.forEach((x, i) => {
    for (const rest of permutations([...items.slice(0, i), ...items.slice(i + 1)])) out.push([x, ...rest]);
  });
  return out;
}

/**
 * The `order` choices legalMoves lists for a multi-card move: the canonical order (omitted) and
 * every other permutation spelled out. Each is a distinct move (the pile's order decides which
 * card a later ability takes from its top); the canonical order spelled out is the omitted one
 * (`canonical` in index.ts folds it).
 */
export function orderChoices(cards: readonly CardId[]): (CardId[] | undefined)[] {
  const canon = sortCards(cards);
  if (canon.length < 2) return [undefined];
  const key = canon.join();
  return [undefined, ...permutations(canon).filter((p) => p.join() !== key)];
}
