/**
 * The bots' evaluation (§9): per player, +100 per card held, −60 per own card an opponent can
 * capture before it acts again, +25 per opponent card we can capture (+10 more when two of ours can),
 * +4 per vigor, +0.5 per mood (+1 once mood ≥ cost; §9 says +2 and +5: mood is worth only what it
 * buys, and lower weights spend it), +15 per pegasus on a cloud, +8 per doubledNext safe from marks.
 *
 * Marks, where §9 halves a marked attacker's threat: a marked card's next action is a forced skip, so
 * it threatens nothing before then, and a marked target stays put through two of the attacker's
 * actions (a move or a doubling, then the strike). Counted as §9 says, a mark kept half a doubled
 * earth pony's threat, so both searches doubled and marked at home for 60 rounds.
 *
 * "Can capture" uses the capture reach of §5 with the attacker's doubledNext and the abilities its
 * mood affords (Tailwind, Stoop, Grind, Blink), on storm-aware distances. The search adds a drive
 * toward captures (`standings`).
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
  mood: 0.5,
  moodReady: 1,
  pegasusCloud: 15,
  doubledSafe: 8,
  /**
   * The search's drive (not the evaluation's): per cell a seat's card is short of capturing its nearest
   * capturable opponent card, up to gapCap cells. See `standings`.
   */
  drive: 1,
  gapCap: 20,
  /**
   * §5.1: chips are spent by moving and come back with a skip, so a chip is worth only what it does
   * for threats and opportunities (already counted); a direct weight makes every move a loss and both
   * sides sit on their clouds for 60 rounds (heuristic self-play, 20 games: no capture at weight 4).
   */
  chip: 0,
};

const COST = CARDS.map((c) => c.cost);
const INDEX: Record<string, number> = Object.fromEntries(CARDS.map((c, i) => [c.id, i]));

/**
 * Each seat's evaluation of `ctx` (game over: ±1e5 for winners/losers); `drive`, when given, gets
 * each seat's cells short of capturing (−Σ over its cards, see `standings`).
 */
export function evaluate(ctx: Ctx, drive?: number[]): number[] {
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
  // Who can capture whom before it acts again. A marked card's next action is a forced skip: as an
  // attacker it threatens nothing before then; as a target it stays put through two actions of the
  // attacker (a move or a doubling, then the strike), the mark-and-strike that one-action reach missed.
  const threatCount = new Array<number>(n).fill(0);
  // cells each card is short of a capture: the nearest opponent card it could take with its stats
  const gap = new Array<number>(n).fill(W.gapCap);
  const per = new Array<number>(P);
  for (let j = 0; j < n; j++) {
    const t = inPlay[j] as CardState;
    per.fill(0);
    for (let i = 0; i < n; i++) {
      const a = atts[i] as Attacker;
      if (a.card.owner === t.owner || protectedFrom(ctx, t, a)) continue;
      const radius = radiusOf(a, t.vigor);
      if (radius < 0) continue;
      const d = gridDist(grid, a.card.pos as number, t.pos as number);
      if (d === UNREACHED) continue;
      if (d - radius < (gap[i] as number)) gap[i] = Math.max(0, d - radius);
      if (a.card.skipMark || d > radius + (t.skipMark ? a.A : 0)) continue;
      threatCount[j] = (threatCount[j] as number) + 1;
      per[a.card.owner as number] = (per[a.card.owner as number] as number) + 1;
    }
    // opportunities: per opponent card, how many of each seat's cards can capture it
    for (let s = 0; s < P; s++) {
      const k = per[s] as number;
      if (k >= 1) score[s] = (score[s] as number) + W.opportunity + (k >= 2 ? W.doubleThreat : 0);
    }
  }
  for (let j = 0; j < n; j++) {
    const c = inPlay[j] as CardState;
    const s = c.owner as number;
    let v = W.card + (chips ? W.chip : W.vigor) * c.vigor + W.mood * c.mood;
    if (drive) drive[s] = (drive[s] ?? 0) - (gap[j] as number);
    if (c.mood >= (COST[INDEX[c.id] as number] as number)) v += W.moodReady;
    if (isPegasus(c.id) && cloudAt(c.pos) > 0) v += W.pegasusCloud;
    if (c.doubledNext && !c.skipMark) {
      let safe = true;
      for (let q = 0; q < P; q++) if (q !== s && (markers[q] as number) > 0) safe = false;
      if (safe || c.respite) v += W.doubledSafe;
    }
    if ((threatCount[j] as number) > 0) v -= W.threatened;
    score[s] = (score[s] as number) + v;
  }
  return score;
}

/**
 * What the search maximises per seat: its lead (its evaluation minus the best other seat's still in
 * the game) plus its own drive, W.drive per cell its cards are closer to a capture. The drive is not
 * subtracted from the others' leads: a seat gains by closing in, not by keeping away, so two searches
 * stop sitting out of each other's reach (doubling and marking, turn after turn) until round 60.
 */
export function standings(ctx: Ctx): number[] {
  const P = ctx.seats;
  const drive = new Array<number>(P).fill(0);
  const e = evaluate(ctx, drive);
  const out = new Array<number>(P);
  for (let s = 0; s < P; s++) {
    let best = Number.NEGATIVE_INFINITY;
    for (let q = 0; q < P; q++) if (q !== s && !ctx.out.includes(q)) best = Math.max(best, e[q] as number);
    if (best === Number.NEGATIVE_INFINITY) best = 0;
    out[s] = (e[s] as number) - best + W.drive * (drive[s] as number);
  }
  return out;
}

/**
 * Evaluation squashed to [0, 1] per seat: the standing's change since `base` (the search root's),
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
  const l = standings(ctx);
  const out = new Array<number>(P);
  for (let s = 0; s < P; s++) out[s] = 1 / (1 + Math.exp(-((l[s] as number) - (base?.[s] ?? 0)) / scale));
  return out;
}
