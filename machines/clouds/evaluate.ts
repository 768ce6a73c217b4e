/**
 * The bots' evaluation (§9): per player, +100 per card held, −60 per own card an opponent can
 * capture next turn (−30 when every such opponent card is marked), +25 per opponent card we can
 * capture (+10 more when two of ours can), +4 per vigor, +1 per mood (+2 once mood ≥ cost; §9 says +2
 * and +5, halved so that mood is worth spending: heuristic self-play used 1.75 abilities per seat and
 * game with §9's weights, 2.1 with these, 30 games each), +15 per
 * pegasus on a cloud, +8 per doubledNext safe from marks.
 *
 * "Can capture next turn" uses the capture reach of §5 with the attacker's doubledNext and the
 * abilities its mood affords (Tailwind, Stoop, Grind, Blink), on storm-aware distances.
 */
import { CARDS } from './content';
import { type Grid, gridDist, UNREACHED } from './paths';
import { cloudAt, gridOf, isPegasus, type Strike, strikeRadius, warded } from './state';
import type { CardState, Ctx } from './types';

/** What a card could do as an attacker in its next action (a Strike with the abilities its mood affords). */
export interface Attacker extends Strike {
  card: CardState;
  /** Blink's free reach (u2 with mood for it). */
  blink: number;
  pegasus: boolean;
}

export function attackerOf(c: CardState, chips: boolean): Attacker {
  const id = c.id;
  const free = id === 'p1' && c.mood >= 1 ? 3 : 0;
  let A = c.vigor * (c.doubledNext ? 2 : 1) + free;
  if (c.hobbledNext) A = Math.min(A, 2);
  return {
    card: c,
    vigor: c.vigor,
    doubled: c.doubledNext,
    free,
    stoop: id === 'p3' && c.mood >= 2 ? 2 : 0,
    rate: id === 'e5' && c.mood >= 2 ? 2 : 1,
    A,
    chips,
    blink: id === 'u2' && c.mood >= 2 ? 3 : 0,
    pegasus: isPegasus(id),
  };
}

/** How far (path length, plus Blink) `att` can go and still capture a card of `vigor`; −1: it cannot. */
export function radiusOf(att: Attacker, vigor: number): number {
  const r = strikeRadius(att, vigor);
  return r < 0 ? -1 : r + att.blink;
}

/** Whether `att`, acting next, could capture a card of `vigor` standing on `cell` (protection checked by the caller). */
export function reaches(grid: Grid, att: Attacker, cell: number, vigor: number): boolean {
  const radius = radiusOf(att, vigor);
  if (radius < 0) return false;
  const d = gridDist(grid, att.card.pos as number, cell);
  return d !== UNREACHED && d <= radius;
}

/** Whether `t` (of another owner) is protected against `att` where it stands. */
export function protectedFrom(ctx: Ctx, t: CardState, att: Attacker): boolean {
  if (t.unveiled) return false;
  if (!att.pegasus && isPegasus(t.id) && cloudAt(t.pos) > 0) return true;
  return warded(ctx, t);
}

export const W = {
  card: 100,
  threatened: 60,
  opportunity: 25,
  doubleThreat: 10,
  vigor: 4,
  mood: 1,
  moodReady: 2,
  pegasusCloud: 15,
  doubledSafe: 8,
  /**
   * §5.1: chips are spent by moving and come back with a skip, so a chip is worth only what it does
   * for threats and opportunities (already counted); a direct weight makes every move a loss and both
   * sides sit on their clouds for 60 rounds (heuristic self-play, 20 games: no capture at weight 4).
   */
  chip: 0,
};

const COST = CARDS.map((c) => c.cost);
const INDEX: Record<string, number> = Object.fromEntries(CARDS.map((c, i) => [c.id, i]));

/** Each seat's evaluation of `ctx` (game over: ±1e5 for winners/losers). */
export function evaluate(ctx: Ctx): number[] {
  const P = ctx.seats;
  const score = new Array<number>(P).fill(0);
  if (ctx.result) {
    for (let s = 0; s < P; s++) score[s] = ctx.result.winners.includes(s) ? (ctx.result.draw ? 5e4 : 1e5) : -1e5;
    return score;
  }
  const grid = gridOf(ctx, null);
  const inPlay: CardState[] = [];
  for (const c of ctx.cards) if (c.owner !== null && c.pos !== null) inPlay.push(c);
  const chips = ctx.vigorChips;
  const atts = inPlay.map((c) => attackerOf(c, chips));
  const n = inPlay.length;
  // unmarked unicorns per owner (a doubledNext is "safe from marks" when no opponent has one)
  const markers = new Array<number>(P).fill(0);
  for (const c of inPlay) if (c.id[0] === 'u' && !c.skipMark) markers[c.owner as number] = 1;
  const threatCount = new Array<number>(n).fill(0);
  const threatUnmarked = new Array<boolean>(n).fill(false);
  for (let j = 0; j < n; j++) {
    const t = inPlay[j] as CardState;
    for (let i = 0; i < n; i++) {
      const a = atts[i] as Attacker;
      if (a.card.owner === t.owner) continue;
      if (protectedFrom(ctx, t, a)) continue;
      if (!reaches(grid, a, t.pos as number, t.vigor)) continue;
      threatCount[j] = (threatCount[j] as number) + 1;
      if (!a.card.skipMark) threatUnmarked[j] = true;
    }
  }
  for (let j = 0; j < n; j++) {
    const c = inPlay[j] as CardState;
    const s = c.owner as number;
    let v = W.card + (chips ? W.chip : W.vigor) * c.vigor + W.mood * c.mood;
    if (c.mood >= (COST[INDEX[c.id] as number] as number)) v += W.moodReady;
    if (isPegasus(c.id) && cloudAt(c.pos) > 0) v += W.pegasusCloud;
    if (c.doubledNext && !c.skipMark) {
      let safe = true;
      for (let q = 0; q < P; q++) if (q !== s && (markers[q] as number) > 0) safe = false;
      if (safe || c.respite) v += W.doubledSafe;
    }
    if ((threatCount[j] as number) > 0) v -= threatUnmarked[j] ? W.threatened : W.threatened / 2;
    score[s] = (score[s] as number) + v;
  }
  // opportunities: per opponent card, how many of each seat's cards can capture it
  if (n > 0) {
    const per = new Array<number>(P);
    for (let j = 0; j < n; j++) {
      if ((threatCount[j] as number) === 0) continue;
      const t = inPlay[j] as CardState;
      per.fill(0);
      for (let i = 0; i < n; i++) {
        const a = atts[i] as Attacker;
        if (a.card.owner === t.owner || protectedFrom(ctx, t, a)) continue;
        if (reaches(grid, a, t.pos as number, t.vigor))
          per[a.card.owner as number] = (per[a.card.owner as number] as number) + 1;
      }
      for (let s = 0; s < P; s++) {
        const k = per[s] as number;
        if (k >= 1) score[s] = (score[s] as number) + W.opportunity + (k >= 2 ? W.doubleThreat : 0);
      }
    }
  }
  return score;
}

/** Each seat's lead: its evaluation minus the best other seat's still in the game. */
export function leads(ctx: Ctx): number[] {
  const P = ctx.seats;
  const e = evaluate(ctx);
  const out = new Array<number>(P);
  for (let s = 0; s < P; s++) {
    let best = Number.NEGATIVE_INFINITY;
    for (let q = 0; q < P; q++) if (q !== s && !ctx.out.includes(q)) best = Math.max(best, e[q] as number);
    if (best === Number.NEGATIVE_INFINITY) best = 0;
    out[s] = (e[s] as number) - best;
  }
  return out;
}

/**
 * Evaluation squashed to [0, 1] per seat: the lead's change since `base` (the search root's leads),
 * over `scale`. Centring on the root keeps the search discriminating when one side is far ahead: a
 * sigmoid of the raw lead saturated at ≈ 0.98 for every child there, so the search spread its visits
 * evenly and its choice (abilities included) was the first plan opened.
 */
export function rewards(ctx: Ctx, base: number[] | null = null, scale = 120): number[] {
  const P = ctx.seats;
  if (ctx.result) {
    const r = ctx.result;
    return Array.from({ length: P }, (_, s) => (r.winners.includes(s) ? (r.draw ? 0.5 : 1) : 0));
  }
  const l = leads(ctx);
  const out = new Array<number>(P);
  for (let s = 0; s < P; s++) out[s] = 1 / (1 + Math.exp(-((l[s] as number) - (base?.[s] ?? 0)) / scale));
  return out;
}
