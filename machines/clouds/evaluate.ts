/**
 * The bots' evaluation (§9): per player, +100 per card held, −60 per own card an opponent can
 * capture next turn (−30 when every such opponent card is marked), +25 per opponent card we can
 * capture (+10 more when two of ours can), +4 per vigor, +2 per mood (+5 once mood ≥ cost), +15 per
 * pegasus on a cloud, +8 per doubledNext safe from marks.
 *
 * "Can capture next turn" uses the capture reach of §5 with the attacker's doubledNext and the
 * abilities its mood affords (Tailwind, Stoop, Grind, Blink), on storm-aware distances.
 */
import { CARDS } from './content';
import { type Grid, gridDist, UNREACHED } from './paths';
import { cloudAt, drainNeed, gridOf, isPegasus, warded } from './state';
import type { CardState, Ctx } from './types';

/** What a card could do as an attacker in its next action. */
export interface Attacker {
  card: CardState;
  A: number;
  effV: number;
  rate: number;
  /** Blink's free reach (u2 with mood for it). */
  blink: number;
  pegasus: boolean;
}

export function attackerOf(c: CardState): Attacker {
  const id = c.id;
  let A = c.vigor * (c.doubledNext ? 2 : 1) + (id === 'p1' && c.mood >= 1 ? 3 : 0);
  if (c.hobbledNext) A = Math.min(A, 2);
  return {
    card: c,
    A,
    effV: c.vigor + (id === 'p3' && c.mood >= 2 ? 2 : 0),
    rate: id === 'e5' && c.mood >= 2 ? 2 : 1,
    blink: id === 'u2' && c.mood >= 2 ? 3 : 0,
    pegasus: isPegasus(id),
  };
}

/** Drain points an attacker needs against `vigor` (0: captured on arrival; Infinity: never). */
export const needFor = (att: { effV: number; rate: number }, vigor: number): number =>
  drainNeed(vigor, att.effV, att.rate);

/** Whether `att`, acting next, could capture a card of `vigor` standing on `cell` (protection checked by the caller). */
export function reaches(grid: Grid, att: Attacker, cell: number, vigor: number): boolean {
  const need = needFor(att, vigor);
  if (need > att.A) return false;
  const d = gridDist(grid, att.card.pos as number, cell);
  if (d === UNREACHED) return false;
  return Math.max(0, d - att.blink) <= att.A - need;
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
  mood: 2,
  moodReady: 5,
  pegasusCloud: 15,
  doubledSafe: 8,
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
  const atts = inPlay.map(attackerOf);
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
    let v = W.card + W.vigor * c.vigor + W.mood * c.mood;
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

/** Evaluation squashed to [0, 1] per seat: how far ahead of the best other seat still in the game. */
export function rewards(ctx: Ctx): number[] {
  const P = ctx.seats;
  if (ctx.result) {
    const r = ctx.result;
    return Array.from({ length: P }, (_, s) => (r.winners.includes(s) ? (r.draw ? 0.5 : 1) : 0));
  }
  const e = evaluate(ctx);
  const out = new Array<number>(P);
  for (let s = 0; s < P; s++) {
    let best = Number.NEGATIVE_INFINITY;
    for (let q = 0; q < P; q++) if (q !== s && !ctx.out.includes(q)) best = Math.max(best, e[q] as number);
    if (best === Number.NEGATIVE_INFINITY) best = 0;
    out[s] = 1 / (1 + Math.exp(-((e[s] as number) - best) / 120));
  }
  return out;
}
