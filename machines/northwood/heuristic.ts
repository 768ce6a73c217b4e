/**
 * The heuristic player (rules §10): responses, abilities, follow-ups, fiefs and substitutes,
 * each chosen by the estimate of `estimate.ts` (what the player sees, never the hidden order).
 * Fast enough to drive the advisor's rollouts.
 */
import { ABILITY_SPECS, CHOICE_SPECS, mimicTarget } from './abilities';
import {
  type AbilityId,
  abilityOf,
  CARD_INDEX,
  type CardId,
  type CharId,
  charSuit,
  FIEFS,
  SUITS,
  suitOf,
  type Trump,
  valueOfCard,
} from './content';
import {
  drawnChance,
  expectedWins,
  fiefChance,
  type Pool,
  type Position,
  poolOf,
  positionOf,
  value,
  winChance,
  without,
} from './estimate';
import { activeOf, availableRulers, trumpOf, wins } from './ops';
import { canUseSlot, choosableFiefs, phaseOf, playableCards } from './rules';
import type { AbilityArgs, Ctx, NorthwoodEvent } from './types';

// ---- responses -------------------------------------------------------------------------------

/** The card to play on the statement: the one that leaves the best position. */
export function chooseCard(c: Ctx): CardId {
  const v = c.visit as NonNullable<Ctx['visit']>;
  const st = v.statement as CardId;
  const trump = trumpOf(c);
  const need = v.fief - c.score.length;
  const pool = poolOf(c.deck);
  let best: CardId | null = null;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const card of playableCards(c)) {
    const w = wins(st, card, trump) ? 1 : 0;
    const rest = c.hand.filter((h) => h !== card);
    let score = value({ hand: rest, top: [], deck: c.deck, from: 0, need: need - w, trump, free: false }, 2, pool);
    // tie-break (§10): win with the weakest card that wins, lose with the strongest that loses
    const chance = winChance(card, pool, trump);
    score += w ? -0.001 * chance : 0.001 * chance;
    if (score > bestScore) {
      bestScore = score;
      best = card;
    }
  }
  return best as CardId;
}

// ---- abilities -------------------------------------------------------------------------------

/** How much an ability is worth holding (substitute planning). */
const WORTH: Record<AbilityId, number> = {
  'bank-highest': 8,
  pounce: 8,
  'turn-topic': 8,
  stockpile: 8,
  digress: 6,
  'return-score': 6,
  scavenge: 6,
  rummage: 6,
  prune: 6,
  insight: 6,
  'draw2-discard2': 6,
  press: 5,
  'weed-trumps': 5,
  'swap-ruler': 5,
  'peek-swap': 5,
  'name-draw-purge': 5,
  foresee: 5,
  wilt: 5,
  mimic: 4,
  'discard-nine': 4,
  glimpse: 4,
  refill: 4,
  'peek-three': 3,
  reseat: 1,
};

/** Abilities whose effect the player can foresee exactly (no unseen card moves into view). */
const VISIBLE: ReadonlySet<AbilityId> = new Set<AbilityId>([
  'weed-trumps',
  'swap-ruler',
  'bank-highest',
  'return-score',
  'discard-nine',
  'pounce',
  'rummage',
  'prune',
  'press',
  'turn-topic',
  'digress',
]);
/** Count fixers (§10): kept for late in the visit. */
const FIXERS: ReadonlySet<AbilityId> = new Set<AbilityId>(['bank-highest', 'pounce', 'press', 'return-score']);
/** Peeks: free information, best used early. */
const PEEKS: ReadonlySet<AbilityId> = new Set<AbilityId>(['peek-three', 'foresee', 'glimpse', 'insight', 'peek-swap']);

const MAX_OPTIONS = 40;

/** Candidate args worth evaluating (long lists are thinned to keep rollouts quick). */
function candidateArgs(c: Ctx, ability: AbilityId): AbilityArgs[] {
  if (ability === 'rummage') {
    // take one of the last few discards, give back any hand card
    const takes = c.discard.slice(-4);
    const out: AbilityArgs[] = [];
    for (const take of takes) for (const give of c.hand) out.push({ take, give });
    return out;
  }
  if (ability === 'press') {
    const out: AbilityArgs[] = [];
    for (const fromScore of c.score.slice(-4)) for (const fromHand of c.hand) out.push({ fromScore, fromHand });
    return out;
  }
  if (ability === 'prune') {
    const out: AbilityArgs[] = c.hand.map((card) => ({ cards: [card] }));
    for (let i = 0; i < c.hand.length; i++) {
      for (let j = i + 1; j < c.hand.length; j++) out.push({ cards: [c.hand[i] as CardId, c.hand[j] as CardId] });
    }
    return out;
  }
  const opts = ABILITY_SPECS[ability].options(c);
  return opts.length > MAX_OPTIONS ? opts.slice(0, MAX_OPTIONS) : opts;
}

export interface Plan {
  slot: number;
  args: AbilityArgs | undefined;
  gain: number;
}

/** The position right after a visible ability (the same effect as the rules, without a copy). */
function afterVisible(c: Ctx, base: Position, ability: AbilityId, a: AbilityArgs): Position | null {
  const hand = c.hand;
  switch (ability) {
    case 'weed-trumps':
      return { ...base, hand: hand.filter((h) => suitOf(h) !== base.trump) };
    case 'swap-ruler': {
      const ruler = c.fiefs[a.fief as number]?.ruler;
      return { ...base, trump: ruler ? charSuit(ruler) : 'none' };
    }
    case 'bank-highest': {
      let m = 0;
      for (const h of hand) m = Math.max(m, valueOfCard(h));
      const kept = hand.filter((h) => valueOfCard(h) !== m);
      return { ...base, hand: kept, need: base.need - (hand.length - kept.length) };
    }
    case 'return-score':
      return { ...base, need: base.need + 1, top: [c.score[c.score.length - 1] as CardId] };
    case 'discard-nine':
    case 'prune':
      return { ...base, hand: without(hand, a.cards as CardId[]) };
    case 'pounce':
      return { ...base, need: base.need - 1 };
    case 'rummage':
      return {
        ...base,
        hand: [...without(hand, [a.give as CardId]), ...(a.give === a.take ? [] : [a.take as CardId])],
      };
    case 'press':
      return { ...base, hand: [...without(hand, [a.fromHand as CardId]), a.fromScore as CardId] };
    case 'turn-topic':
      return { ...base, trump: a.trump as Trump };
    case 'digress':
      return { ...base, free: true };
  }
  return null;
}

/** Gain of an ability whose outcome is visible: the best args by the value after it. */
function visiblePlan(c: Ctx, slot: number, ability: AbilityId, base: Position, baseValue: number, pool: Pool) {
  let best: Plan | null = null;
  for (const args of candidateArgs(c, ability)) {
    const after = afterVisible(c, base, ability, args);
    if (!after) continue;
    const samePool = after.top.length === 0;
    const gain = value(after, 2, samePool ? pool : undefined) - baseValue;
    if (!best || gain > best.gain) best = { slot, args, gain };
  }
  return best;
}

/** Estimated gain of an ability that draws unseen cards (expected value, no peeking). */
function drawPlan(c: Ctx, slot: number, ability: AbilityId, base: number): Plan | null {
  const trump = trumpOf(c);
  const need = (c.visit?.fief ?? 0) - c.score.length;
  const pool = poolOf(c.deck);
  const p = drawnChance(pool, trump);
  const m = expectedWins(c.hand, pool, trump);
  const gap = Math.abs(need - m);
  const after = (hand: number, sum: number, deck: number) => {
    const mm = hand > deck ? (sum * deck) / Math.max(1, hand) : sum;
    return -Math.abs(need - mm);
  };
  let sum = 0;
  for (const card of c.hand) sum += winChance(card, pool, trump);
  const k = c.deck.length;
  switch (ability) {
    case 'refill': {
      const n = Math.min(c.handSize - c.hand.length, k);
      return { slot, args: {}, gain: after(c.hand.length + n, sum + n * p, k - n) - base };
    }
    case 'draw2-discard2':
    case 'stockpile':
      // a choice among more cards (stockpile also sets the next statement): worth it when off target
      return { slot, args: {}, gain: gap >= 0.5 ? 0.4 : 0.1 };
    case 'wilt': {
      let best: Plan | null = null;
      for (const card of c.hand) {
        const g = after(c.hand.length, sum - winChance(card, pool, trump) + p, k - 1) - base;
        if (!best || g > best.gain) best = { slot, args: { card }, gain: g };
      }
      return best;
    }
    case 'name-draw-purge': {
      let best: Plan | null = null;
      for (const suit of SUITS) {
        const keep = c.hand.filter((h) => suitOf(h) !== suit);
        let s = 0;
        for (const h of keep) s += winChance(h, pool, trump);
        const g = after(keep.length + 1.5, s + 1.5 * p, k - 2) - base;
        if (!best || g > best.gain) best = { slot, args: { suit }, gain: g };
      }
      return best;
    }
    case 'scavenge': {
      let best: Plan | null = null;
      for (const from of ABILITY_SPECS.scavenge.options(c)) {
        const piles = from.from ?? [];
        if (piles.length > 1 && piles[0] !== [...piles].sort()[0]) continue; // one order per set
        let hand = c.hand.length;
        let s = sum;
        let n = need;
        if (piles.includes('deck')) {
          hand++;
          s += p;
        }
        if (piles.includes('discard')) {
          hand++;
          s += winChance(c.discard[c.discard.length - 1] as CardId, pool, trump);
        }
        if (piles.includes('score')) {
          hand++;
          s += winChance(c.score[c.score.length - 1] as CardId, pool, trump);
          n++;
        }
        const mm = hand > k ? (s * k) / hand : s;
        const g = -Math.abs(n - mm) - base;
        if (!best || g > best.gain) best = { slot, args: from, gain: g };
      }
      return best;
    }
  }
  return null;
}

/** For each usable slot, its best use by the heuristic's estimate and the estimated gain. */
export function abilityPlans(c: Ctx): Plan[] {
  const pos = positionOf(c);
  const pool = poolOf(c.deck);
  const base = value(pos, 2, pool);
  const dialogues = Math.min(c.hand.length, c.deck.length);
  const early = c.score.length + c.discard.length === 0 || dialogues >= 5;
  const plans: Plan[] = [];
  for (let slot = 0; slot < c.slots.length; slot++) {
    if (!canUseSlot(c, slot)) continue;
    const own = abilityOf(activeOf(c, slot) as CharId);
    const ability = own === 'mimic' ? mimicTarget(c) : own;
    if (!ability || ability === 'reseat' || ABILITY_SPECS[own].noop(c)) continue;
    let plan: Plan | null = null;
    if (ability === 'digress') {
      // only worth it when the next statement is known and following suit would hurt
      plan = { slot, args: {}, gain: c.deck[0]?.known ? value({ ...pos, free: true }, 2, pool) - base : 0 };
    } else if (VISIBLE.has(ability)) plan = visiblePlan(c, slot, ability, pos, base, pool);
    else if (PEEKS.has(ability)) plan = { slot, args: {}, gain: early && !c.deck[0]?.known ? 0.3 : 0 };
    else plan = drawPlan(c, slot, ability, base);
    if (!plan) continue;
    if (own === 'mimic') plan = { ...plan, args: { inner: plan.args ?? {} } };
    if (FIXERS.has(ability) && dialogues > 3 && plan.gain < 1) plan = { ...plan, gain: plan.gain * 0.5 };
    plans.push(plan);
  }
  return plans;
}

/** The heuristic's best ability use now, or null to reveal the statement. */
export function chooseAbility(c: Ctx): Plan | null {
  let best: Plan | null = null;
  for (const plan of abilityPlans(c)) if (plan.gain > 0.25 && (!best || plan.gain > best.gain)) best = plan;
  return best;
}

/** The position right after a follow-up choice. */
function afterChoice(c: Ctx, base: Position, ev: NorthwoodEvent & { type: 'ABILITY_CHOICE' }): Position {
  const p = c.visit?.pending as NonNullable<NonNullable<Ctx['visit']>['pending']>;
  switch (p.kind) {
    case 'discardTwo':
      return { ...base, hand: without(c.hand, ev.cards as CardId[]) };
    case 'peekSwap':
      if (!ev.swapWith) return base;
      return { ...base, hand: [...without(c.hand, [ev.swapWith]), p.card], top: [ev.swapWith], from: 1 };
    case 'stockpile':
      return { ...base, hand: without(c.hand, [ev.card as CardId]), top: [ev.card as CardId] };
    case 'foresee':
      return { ...base, top: ev.order as CardId[], from: (ev.order as CardId[]).length };
    case 'glimpse':
      if (!ev.toBottom || c.deck.length < 2) return base;
      return { ...base, deck: [...c.deck.slice(1), c.deck[0] as Ctx['deck'][number]] };
    case 'insight': {
      const other = p.cards.find((x) => x !== ev.keep);
      return { ...base, hand: [...c.hand, ev.keep as CardId], top: other ? [other] : [], from: p.cards.length };
    }
    default:
      return base;
  }
}

/** The follow-up choice that leaves the best position. */
export function chooseFollowUp(c: Ctx): NorthwoodEvent {
  const p = c.visit?.pending as NonNullable<NonNullable<Ctx['visit']>['pending']>;
  const options = CHOICE_SPECS[p.kind].options(c, p);
  if (options.length === 1 || p.kind === 'purgeOrder') return { type: 'ABILITY_CHOICE', ...options[0] };
  const base = positionOf(c);
  let best = options[0];
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const o of options) {
    if (p.kind === 'discardTwo' && o.cards && CARD_INDEX[o.cards[0] as CardId] > CARD_INDEX[o.cards[1] as CardId]) {
      continue; // the order of the two discards changes nothing the heuristic values
    }
    const val = value(afterChoice(c, base, { type: 'ABILITY_CHOICE', ...o }));
    if (val > bestValue) {
      bestValue = val;
      best = o;
    }
  }
  return { type: 'ABILITY_CHOICE', ...best };
}

// ---- fiefs and substitutes -------------------------------------------------------------------

/** The fief the heuristic visits: the best chance times stars. */
export function chooseFiefHeuristic(c: Ctx): number {
  let best = -1;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const f of choosableFiefs(c)) {
    const val = fiefChance(c, f) * (FIEFS[f]?.stars ?? 0);
    if (val > bestValue) {
      bestValue = val;
      best = f;
    }
  }
  return best;
}

/**
 * Substitutes for this visit (§10: single use, spend them on high-star fiefs or when few visits
 * remain): a friendly ruler covers the ally it beats by a clear margin.
 */
export function substitutePlan(c: Ctx): (CharId | null)[] {
  const v = c.visit as NonNullable<Ctx['visit']>;
  const plan: (CharId | null)[] = c.slots.map(() => null);
  const stars = FIEFS[v.fief]?.stars ?? 0;
  const visitsLeft = 8 - c.visitsDone;
  if (stars < 3 && visitsLeft > 2) return plan;
  const rulers = availableRulers(c)
    .slice()
    .sort((a, b) => WORTH[abilityOf(b)] - WORTH[abilityOf(a)]);
  const taken = new Set<number>();
  for (const r of rulers) {
    let slot = -1;
    let weakest = Number.POSITIVE_INFINITY;
    c.slots.forEach((s, i) => {
      if (taken.has(i)) return;
      const w = s.ally ? WORTH[abilityOf(s.ally)] : -1;
      if (w < weakest) {
        weakest = w;
        slot = i;
      }
    });
    if (slot >= 0 && WORTH[abilityOf(r)] >= weakest + 2) {
      plan[slot] = r;
      taken.add(slot);
    }
  }
  return plan;
}

/** The heuristic's next event. */
export function heuristicMove(c: Ctx): NorthwoodEvent {
  switch (phaseOf(c)) {
    case 'chooseFief':
      return { type: 'CHOOSE_FIEF', fief: chooseFiefHeuristic(c) };
    case 'chooseSubstitutes': {
      const plan = substitutePlan(c);
      for (let slot = 0; slot < plan.length; slot++) {
        if ((c.slots[slot]?.sub ?? null) !== plan[slot]) {
          const ruler = plan[slot] as CharId | null;
          // a ruler standing in another slot is cleared there first
          const other = c.slots.findIndex((s, i) => i !== slot && ruler !== null && s.sub === ruler);
          if (other >= 0) return { type: 'SET_SUBSTITUTE', slot: other, ruler: null };
          return { type: 'SET_SUBSTITUTE', slot, ruler };
        }
      }
      return { type: 'CONFIRM_SUBSTITUTES' };
    }
    case 'abilityWindow': {
      const plan = chooseAbility(c);
      if (!plan) return { type: 'REVEAL' };
      return plan.args === undefined
        ? { type: 'USE_ABILITY', slot: plan.slot }
        : { type: 'USE_ABILITY', slot: plan.slot, args: plan.args };
    }
    case 'awaitReveal':
      return { type: 'REVEAL' };
    case 'abilityChoice':
      return chooseFollowUp(c);
    case 'response':
      return { type: 'PLAY_CARD', card: chooseCard(c) };
    case 'gameOver':
      throw new Error('heuristic: the game is over');
  }
}
