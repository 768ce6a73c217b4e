/**
 * The 24 abilities (rules §5) and their follow-up choices. Each ability says when it is a no-op,
 * checks its arguments, lists every legal argument, and applies itself to a draft context.
 * Follow-ups set `visit.pending`; `choices` below handle them by pending kind.
 */
import type { Illegal } from '../core/game';
import {
  type AbilityId,
  abilityOf,
  type CardId,
  isCard,
  isSuit,
  isTrump,
  SUITS,
  sortCards,
  suitOf,
  TRUMPS,
  valueOfCard,
} from './content';
import {
  draw,
  handTo,
  isOrderOf,
  moved,
  orderChoices,
  orderOr,
  permutations,
  removeFromHand,
  reveal,
  trumpOf,
} from './ops';
import type { AbilityArgs, Ctx, NorthwoodEvent, Out, Pending } from './types';

type ChoiceEvent = Extract<NorthwoodEvent, { type: 'ABILITY_CHOICE' }>;
const bad = (code: string, message: string, params?: Record<string, string | number>): Illegal => ({
  code,
  message,
  ...(params ? { params } : {}),
});
const inHand = (d: Ctx, c: unknown): c is CardId => isCard(c) && d.hand.includes(c);
const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);
const PILES = ['deck', 'discard', 'score'] as const;

export interface AbilitySpec {
  /** The argument fields this ability reads (any other field is refused). */
  keys: readonly (keyof AbilityArgs)[];
  /** The ability cannot be carried out now: it does nothing but still exhausts (args omitted). */
  noop(d: Ctx): boolean;
  /** Null when `args` are valid (the ability is not a no-op). */
  check(d: Ctx, args: AbilityArgs): Illegal | null;
  /** Every legal `args` (see `orderChoices` for multi-card orders). */
  options(d: Ctx): AbilityArgs[];
  apply(d: Ctx, args: AbilityArgs, slot: number, ability: AbilityId, out: Out): void;
}

const never = () => false;
const noArgs = () => null;
const oneOption = (): AbilityArgs[] => [{}];
/** An ability that takes no arguments: a no-op when `noop` says so, else `apply`. */
const withoutArgs = (noop: AbilitySpec['noop'], apply: AbilitySpec['apply']): AbilitySpec => ({
  keys: [],
  noop,
  check: noArgs,
  options: oneOption,
  apply,
});

function checkOrder(order: unknown, cards: CardId[]): Illegal | null {
  return isOrderOf(order, cards) ? null : bad('badOrder', `order must be a permutation of ${cards.join(', ')}`);
}

const trumpCards = (d: Ctx): CardId[] => {
  const t = trumpOf(d);
  return t === 'none' ? [] : d.hand.filter((c) => suitOf(c) === t);
};
const highestCards = (d: Ctx): CardId[] => {
  let m = 0;
  for (const c of d.hand) m = Math.max(m, valueOfCard(c));
  return d.hand.filter((c) => valueOfCard(c) === m);
};
const swapTargets = (d: Ctx): number[] => {
  const v = d.visit?.fief ?? -1;
  const out: number[] = [];
  for (let g = Math.max(0, v - 2); g <= Math.min(7, v + 2); g++) {
    if (g !== v && d.fiefs[g]?.status === 'unvisited') out.push(g);
  }
  return out;
};
const reseatTargets = (d: Ctx): number[] => {
  const v = d.visit?.fief ?? -1;
  const out: number[] = [];
  d.fiefs.forEach((f, i) => {
    if (i !== v && f.status === 'unvisited') out.push(i);
  });
  return out;
};
const ninePairs = (d: Ctx): [CardId, CardId][] => {
  const out: [CardId, CardId][] = [];
  for (const a of d.hand)
    for (const b of d.hand) if (a !== b && valueOfCard(a) + valueOfCard(b) === 9) out.push([a, b]);
  return out;
};
const orderedPairs = (cards: readonly CardId[]): [CardId, CardId][] => {
  const out: [CardId, CardId][] = [];
  for (const a of cards) for (const b of cards) if (a !== b) out.push([a, b]);
  return out;
};
const uniq = <T>(xs: readonly T[]): T[] => [...new Set(xs)];

/** The ability a mimic would copy now: the visited fief's ruler's (§5.9). */
export function mimicTarget(d: Ctx): AbilityId | null {
  const ruler = d.visit ? d.fiefs[d.visit.fief]?.ruler : null;
  const x = ruler ? abilityOf(ruler) : null;
  return x === 'mimic' ? null : x;
}

function setPending(d: Ctx, p: Pending): void {
  (d.visit as NonNullable<Ctx['visit']>).pending = p;
}

export const ABILITY_SPECS: Record<AbilityId, AbilitySpec> = {
  refill: withoutArgs(
    (d) => d.hand.length >= d.handSize,
    (d, _a, _s, _ab, out) => {
      draw(d, d.handSize - d.hand.length, out);
    },
  ),
  'weed-trumps': {
    keys: ['order'],
    noop: (d) => trumpCards(d).length === 0,
    check: (d, a) => checkOrder(a.order, trumpCards(d)),
    options: (d) => orderChoices(trumpCards(d)).map((order) => (order ? { order } : {})),
    apply: (d, a, _s, _ab, out) => handTo(d, orderOr(a.order, trumpCards(d)), 'discard', out),
  },
  'swap-ruler': {
    keys: ['fief'],
    noop: (d) => swapTargets(d).length === 0,
    check: (d, a) =>
      isInt(a.fief) && swapTargets(d).includes(a.fief)
        ? null
        : bad('badFief', 'Swap with an unvisited fief at most two places away.'),
    options: (d) => swapTargets(d).map((fief) => ({ fief })),
    apply: (d, a, _s, _ab, out) => {
      const v = d.visit as NonNullable<Ctx['visit']>;
      const g = a.fief as number;
      const mine = d.fiefs[v.fief] as Ctx['fiefs'][number];
      const theirs = d.fiefs[g] as Ctx['fiefs'][number];
      d.fiefs[v.fief] = { ...mine, ruler: theirs.ruler };
      d.fiefs[g] = { ...theirs, ruler: mine.ruler };
      v.trumpOverride = null;
      if (out) {
        out.push({ type: 'rulersSwapped', fiefs: [v.fief, g], rulers: [theirs.ruler, mine.ruler] });
        out.push({ type: 'trumpChanged', trump: trumpOf(d) });
      }
    },
  },
  'draw2-discard2': withoutArgs(never, (d, _a, slot, ability, out) => {
    draw(d, 2, out);
    setPending(d, { kind: 'discardTwo', ability, slot });
  }),
  scavenge: {
    keys: ['from'],
    noop: never,
    check: (d, a) => {
      const from = a.from;
      if (!Array.isArray(from) || from.length < 1 || from.length > 3 || new Set(from).size !== from.length) {
        return bad('badArgs', 'Choose one to three different piles.');
      }
      for (const p of from) {
        if (!PILES.includes(p)) return bad('badArgs', `"${String(p)}" is not deck, discard or score.`);
        if (d[p].length === 0) return bad('emptyPile', `The ${p} pile is empty.`, { pile: p });
      }
      return null;
    },
    options: (d) => {
      const piles = PILES.filter((p) => d[p].length > 0);
      const out: AbilityArgs[] = [];
      for (let mask = 1; mask < 1 << piles.length; mask++) {
        const set = piles.filter((_, i) => mask & (1 << i));
        for (const from of permutations(set)) out.push({ from });
      }
      return out;
    },
    apply: (d, a, _s, _ab, out) => {
      const from = a.from ?? [];
      for (const p of PILES) {
        if (!from.includes(p)) continue;
        const card = p === 'deck' ? (d.deck.shift() as { card: CardId }).card : (d[p].pop() as CardId);
        d.hand.push(card);
        moved(out, p, 'hand', [card]);
      }
    },
  },
  'bank-highest': {
    keys: ['order'],
    noop: never,
    check: (d, a) => checkOrder(a.order, highestCards(d)),
    options: (d) => orderChoices(highestCards(d)).map((order) => (order ? { order } : {})),
    apply: (d, a, _s, _ab, out) => handTo(d, orderOr(a.order, highestCards(d)), 'score', out),
  },
  'return-score': withoutArgs(
    (d) => d.score.length === 0,
    (d, _a, _s, _ab, out) => {
      const card = d.score.pop() as CardId;
      d.deck.unshift({ card, known: true });
      moved(out, 'score', 'deck', [card]);
    },
  ),
  'discard-nine': {
    keys: ['cards'],
    noop: (d) => ninePairs(d).length === 0,
    check: (d, a) => {
      const cs = a.cards;
      if (!Array.isArray(cs) || cs.length !== 2 || cs[0] === cs[1] || !inHand(d, cs[0]) || !inHand(d, cs[1])) {
        return bad('badArgs', 'Choose two different cards from your hand.');
      }
      return valueOfCard(cs[0]) + valueOfCard(cs[1]) === 9 ? null : bad('notNine', 'The two values must add up to 9.');
    },
    options: (d) => ninePairs(d).map((cards) => ({ cards })),
    apply: (d, a, _s, _ab, out) => handTo(d, (a.cards as CardId[]).slice(), 'discard', out),
  },
  mimic: {
    keys: ['inner'],
    noop: (d) => {
      const x = mimicTarget(d);
      return x === null || ABILITY_SPECS[x].noop(d);
    },
    check: (d, a) => {
      const x = mimicTarget(d) as AbilityId;
      return checkArgs(d, x, a.inner);
    },
    options: (d) => {
      const x = mimicTarget(d) as AbilityId;
      return ABILITY_SPECS[x].options(d).map((inner) => ({ inner }));
    },
    apply: (d, a, slot, _ab, out) => {
      const x = mimicTarget(d) as AbilityId;
      ABILITY_SPECS[x].apply(d, a.inner ?? {}, slot, x, out);
    },
  },
  'peek-swap': withoutArgs(never, (d, _a, slot, ability, out) => {
    const [card] = reveal(d, 1, out);
    setPending(d, { kind: 'peekSwap', ability, slot, card: card as CardId });
  }),
  'peek-three': withoutArgs(never, (d, _a, slot, ability, out) => {
    setPending(d, { kind: 'acknowledge', ability, slot, cards: reveal(d, 3, out) });
  }),
  'name-draw-purge': {
    keys: ['suit'],
    noop: never,
    check: (_d, a) => (isSuit(a.suit) ? null : bad('badArgs', 'Name a suit.')),
    options: () => SUITS.map((suit) => ({ suit })),
    apply: (d, a, slot, ability, out) => {
      draw(d, 2, out);
      const cards = sortCards(d.hand.filter((c) => suitOf(c) === a.suit));
      if (cards.length >= 2) setPending(d, { kind: 'purgeOrder', ability, slot, cards });
      else handTo(d, cards, 'discard', out);
    },
  },
  pounce: withoutArgs(
    (d) => d.discard.length === 0,
    (d, _a, _s, _ab, out) => {
      const card = d.discard.pop() as CardId;
      d.score.push(card);
      moved(out, 'discard', 'score', [card]);
    },
  ),
  rummage: {
    keys: ['take', 'give'],
    noop: (d) => d.discard.length === 0,
    check: (d, a) => {
      if (!isCard(a.take) || !d.discard.includes(a.take)) return bad('notInPile', 'Take a card from the discard pile.');
      if (!(a.give === a.take || inHand(d, a.give))) return bad('notInHand', 'Give a card from your hand.');
      return null;
    },
    options: (d) => {
      const out: AbilityArgs[] = [];
      for (const take of uniq(d.discard)) for (const give of [...d.hand, take]) out.push({ take, give });
      return out;
    },
    apply: (d, a, _s, _ab, out) => {
      const take = a.take as CardId;
      const give = a.give as CardId;
      d.discard.splice(d.discard.lastIndexOf(take), 1);
      d.hand.push(take);
      moved(out, 'discard', 'hand', [take]);
      removeFromHand(d, give);
      d.discard.push(give);
      moved(out, 'hand', 'discard', [give]);
    },
  },
  stockpile: withoutArgs(never, (d, _a, slot, ability, out) => {
    draw(d, 1, out);
    setPending(d, { kind: 'stockpile', ability, slot });
  }),
  wilt: {
    keys: ['card'],
    noop: never,
    check: (d, a) => (inHand(d, a.card) ? null : bad('notInHand', 'Choose a card from your hand.')),
    options: (d) => d.hand.map((card) => ({ card })),
    apply: (d, a, _s, _ab, out) => {
      handTo(d, [a.card as CardId], 'discard', out);
      draw(d, 1, out);
    },
  },
  prune: {
    keys: ['cards'],
    noop: never,
    check: (d, a) => {
      const cs = a.cards;
      const ok =
        Array.isArray(cs) &&
        (cs.length === 1 || cs.length === 2) &&
        new Set(cs).size === cs.length &&
        cs.every((c) => inHand(d, c));
      return ok ? null : bad('badArgs', 'Choose one or two different cards from your hand.');
    },
    options: (d) => [...d.hand.map((c) => ({ cards: [c] })), ...orderedPairs(d.hand).map((cards) => ({ cards }))],
    apply: (d, a, _s, _ab, out) => handTo(d, (a.cards as CardId[]).slice(), 'discard', out),
  },
  press: {
    keys: ['fromScore', 'fromHand'],
    noop: (d) => d.score.length === 0,
    check: (d, a) => {
      if (!isCard(a.fromScore) || !d.score.includes(a.fromScore)) {
        return bad('notInPile', 'Take a card from your tricks.');
      }
      return inHand(d, a.fromHand) ? null : bad('notInHand', 'Give a card from your hand.');
    },
    options: (d) => {
      const out: AbilityArgs[] = [];
      for (const fromScore of d.score) for (const fromHand of d.hand) out.push({ fromScore, fromHand });
      return out;
    },
    apply: (d, a, _s, _ab, out) => {
      const fromScore = a.fromScore as CardId;
      const fromHand = a.fromHand as CardId;
      d.score.splice(d.score.indexOf(fromScore), 1);
      removeFromHand(d, fromHand);
      d.hand.push(fromScore);
      d.score.push(fromHand);
      moved(out, 'score', 'hand', [fromScore]);
      moved(out, 'hand', 'score', [fromHand]);
    },
  },
  'turn-topic': {
    keys: ['trump'],
    noop: never,
    check: (_d, a) => (isTrump(a.trump) ? null : bad('badArgs', 'Name a suit or none.')),
    options: () => TRUMPS.map((trump) => ({ trump })),
    apply: (d, a, _s, _ab, out) => {
      (d.visit as NonNullable<Ctx['visit']>).trumpOverride = a.trump as NonNullable<AbilityArgs['trump']>;
      out?.push({ type: 'trumpChanged', trump: trumpOf(d) });
    },
  },
  digress: withoutArgs(never, (d, _a, _s, _ab, out) => {
    (d.visit as NonNullable<Ctx['visit']>).freeResponse = true;
    out?.push({ type: 'freeResponseGranted' });
  }),
  reseat: {
    keys: ['fiefs'],
    noop: (d) => reseatTargets(d).length < 2,
    check: (d, a) => {
      const fs = a.fiefs;
      const ts = reseatTargets(d);
      const ok = Array.isArray(fs) && fs.length === 2 && fs[0] !== fs[1] && fs.every((f) => isInt(f) && ts.includes(f));
      return ok ? null : bad('badFief', 'Choose two other unvisited fiefs.');
    },
    options: (d) => {
      const ts = reseatTargets(d);
      const out: AbilityArgs[] = [];
      for (const a of ts) for (const b of ts) if (a !== b) out.push({ fiefs: [a, b] });
      return out;
    },
    apply: (d, a, _s, _ab, out) => {
      const [x, y] = a.fiefs as [number, number];
      const fx = d.fiefs[x] as Ctx['fiefs'][number];
      const fy = d.fiefs[y] as Ctx['fiefs'][number];
      d.fiefs[x] = { ...fx, ruler: fy.ruler };
      d.fiefs[y] = { ...fy, ruler: fx.ruler };
      out?.push({ type: 'rulersSwapped', fiefs: [x, y], rulers: [fy.ruler, fx.ruler] });
    },
  },
  foresee: withoutArgs(never, (d, _a, slot, ability, out) => {
    setPending(d, { kind: 'foresee', ability, slot, cards: reveal(d, 3, out) });
  }),
  glimpse: withoutArgs(never, (d, _a, slot, ability, out) => {
    const [card] = reveal(d, 1, out);
    setPending(d, { kind: 'glimpse', ability, slot, card: card as CardId });
  }),
  insight: withoutArgs(never, (d, _a, slot, ability, out) => {
    setPending(d, { kind: 'insight', ability, slot, cards: reveal(d, 2, out) });
  }),
};

/** Checks a non-no-op ability's `args`: an object with only its own fields, then its own rules. */
export function checkArgs(d: Ctx, ability: AbilityId, args: unknown): Illegal | null {
  if (typeof args !== 'object' || args === null || Array.isArray(args)) {
    return bad('malformed', 'args must be an object ({} when the ability takes none).');
  }
  const spec = ABILITY_SPECS[ability];
  for (const [k, v] of Object.entries(args)) {
    if (v !== undefined && !spec.keys.includes(k as keyof AbilityArgs)) {
      return bad('malformed', `${ability} takes no "${k}".`, { field: k });
    }
  }
  return spec.check(d, args as AbilityArgs);
}

// ---- follow-up choices ---------------------------------------------------------------------

type Choice = Omit<ChoiceEvent, 'type'>;

export interface ChoiceSpec {
  /** The fields ABILITY_CHOICE carries for this choice. */
  keys: readonly (keyof Choice)[];
  check(d: Ctx, p: Pending, ev: ChoiceEvent): Illegal | null;
  options(d: Ctx, p: Pending): Choice[];
  apply(d: Ctx, p: Pending, ev: ChoiceEvent, out: Out): void;
}

export const CHOICE_SPECS: Record<Pending['kind'], ChoiceSpec> = {
  discardTwo: {
    keys: ['cards'],
    check: (d, _p, ev) => {
      const cs = ev.cards;
      const ok = Array.isArray(cs) && cs.length === 2 && cs[0] !== cs[1] && cs.every((c) => inHand(d, c));
      return ok ? null : bad('badChoice', 'Discard two different cards from your hand.');
    },
    options: (d) => orderedPairs(d.hand).map((cards) => ({ cards })),
    apply: (d, _p, ev, out) => handTo(d, (ev.cards as CardId[]).slice(), 'discard', out),
  },
  peekSwap: {
    keys: ['swapWith'],
    check: (d, _p, ev) =>
      ev.swapWith === null || inHand(d, ev.swapWith)
        ? null
        : bad('badChoice', 'Swap a card from your hand with the top card, or keep it (null).'),
    options: (d) => [{ swapWith: null }, ...d.hand.map((swapWith) => ({ swapWith }))],
    apply: (d, p, ev, out) => {
      const give = ev.swapWith;
      if (!give || p.kind !== 'peekSwap') return;
      const top = (d.deck[0] as { card: CardId }).card;
      d.deck[0] = { card: give, known: true };
      removeFromHand(d, give);
      d.hand.push(top);
      moved(out, 'deck', 'hand', [top]);
      moved(out, 'hand', 'deck', [give]);
    },
  },
  acknowledge: {
    keys: [],
    check: () => null,
    options: () => [{}],
    apply: () => {},
  },
  purgeOrder: {
    keys: ['order'],
    check: (_d, p, ev) => (p.kind === 'purgeOrder' ? checkOrder(ev.order, p.cards) : null),
    options: (_d, p) => (p.kind === 'purgeOrder' ? orderChoices(p.cards).map((order) => (order ? { order } : {})) : []),
    apply: (d, p, ev, out) => {
      if (p.kind === 'purgeOrder') handTo(d, orderOr(ev.order, p.cards), 'discard', out);
    },
  },
  stockpile: {
    keys: ['card'],
    check: (d, _p, ev) => (inHand(d, ev.card) ? null : bad('badChoice', 'Put a card from your hand on the deck.')),
    options: (d) => d.hand.map((card) => ({ card })),
    apply: (d, _p, ev, out) => {
      const card = ev.card as CardId;
      removeFromHand(d, card);
      d.deck.unshift({ card, known: true });
      moved(out, 'hand', 'deck', [card]);
    },
  },
  foresee: {
    keys: ['order'],
    check: (_d, p, ev) =>
      p.kind === 'foresee' && ev.order !== undefined && isOrderOf(ev.order, p.cards)
        ? null
        : bad('badChoice', 'Give an order of the revealed cards, top first.'),
    options: (_d, p) => (p.kind === 'foresee' ? permutations(p.cards).map((order) => ({ order })) : []),
    apply: (d, _p, ev, out) => {
      const order = ev.order as CardId[];
      for (let i = 0; i < order.length; i++) d.deck[i] = { card: order[i] as CardId, known: true };
      out?.push({ type: 'deckReordered', cards: order.slice() });
    },
  },
  glimpse: {
    keys: ['toBottom'],
    check: (_d, _p, ev) =>
      typeof ev.toBottom === 'boolean' ? null : bad('badChoice', 'Say whether the card goes to the bottom.'),
    options: () => [{ toBottom: false }, { toBottom: true }],
    apply: (d, _p, ev, out) => {
      if (!ev.toBottom) return;
      const top = d.deck.shift() as Ctx['deck'][number];
      d.deck.push(top);
      moved(out, 'deck', 'deckBottom', [top.card]);
    },
  },
  insight: {
    keys: ['keep'],
    check: (_d, p, ev) =>
      p.kind === 'insight' && isCard(ev.keep) && p.cards.includes(ev.keep)
        ? null
        : bad('badChoice', 'Keep one of the revealed cards.'),
    options: (_d, p) => (p.kind === 'insight' ? p.cards.map((keep) => ({ keep })) : []),
    apply: (d, _p, ev, out) => {
      const keep = ev.keep as CardId;
      const i = d.deck.findIndex((e) => e.card === keep);
      d.deck.splice(i, 1);
      d.hand.push(keep);
      moved(out, 'deck', 'hand', [keep]);
    },
  },
};
