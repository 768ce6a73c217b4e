/**
 * Candidate card actions for the bots (§9): for each pending card, captures and drains, safe cells,
 * the nearest token and cloud, skip, class actions, and abilities followed by their best action.
 * Each candidate is a Plan (the events of one card's action) with a cheap prior score from the
 * danger/opportunity maps; the heuristic then takes the best 1-ply evaluation, the search widens in
 * prior order. Everything runs on `step` (the chart's own steps, machine.ts) over the plain context.
 */
import { abilityPayloads } from './abilities';
import { type CardId, CELLS, type Cell, CLOUD_CELLS } from './content';
import { type Attacker, attackerOf, evaluate, protectedFrom, radiusOf, reaches } from './evaluate';
import { step } from './machine';
import { canonicalPathXY, field, type Grid, gridDist, UNREACHED } from './paths';
import { check } from './rules';
import {
  attackable,
  cardOf,
  chipCost,
  cloudAt,
  cloudIdAt,
  defOf,
  gridOf,
  isPegasus,
  pendingNeed,
  type Strike,
  strikeNeed,
  strikeOf,
} from './state';
import type { CardState, CloudsEvent, Ctx } from './types';

export interface Plan {
  cardId: CardId;
  events: CloudsEvent[];
  prior: number;
  tag: string;
}

/** What one seat sees when it weighs its options: the grid and its opponents as attackers. */
export interface Scene {
  ctx: Ctx;
  seat: number;
  grid: Grid;
  opps: Attacker[];
  oppCards: CardState[];
  tokenAt: Uint8Array;
}

export function sceneOf(ctx: Ctx, seat: number): Scene {
  const opps: Attacker[] = [];
  const oppCards: CardState[] = [];
  for (const c of ctx.cards) {
    if (c.owner === null || c.owner === seat || c.pos === null) continue;
    oppCards.push(c);
    opps.push(attackerOf(c, ctx.vigorChips));
  }
  const tokenAt = new Uint8Array(CELLS);
  for (const t of ctx.tokens) tokenAt[t.cell] = 1;
  return { ctx, seat, grid: gridOf(ctx), opps, oppCards, tokenAt };
}

/** 60 when an opponent card could capture `c` (with `vigor`) on `x` next turn (a marked one cannot: its next action is a forced skip). */
export function danger(sc: Scene, c: CardState, x: number, vigor: number): number {
  const shieldable = isPegasus(c.id) && cloudAt(x) > 0;
  if (veiledAt(sc.ctx, c, x)) return 0;
  for (const o of sc.opps) {
    if (o.card.skipMark || (shieldable && !o.pegasus)) continue;
    if (reaches(sc.grid, o, x, vigor)) return 60;
  }
  return 0;
}

function veiledAt(ctx: Ctx, c: CardState, x: number): boolean {
  if (ctx.veils.length === 0) return false;
  const cloud = cloudIdAt(x);
  if (!cloud) return false;
  return ctx.veils.some((v) => v.source !== c.id && v.cloud === cloud && cardOf(ctx, v.source).owner === c.owner);
}

/** +25 per opponent card `att` (standing on x) could capture in its next action. */
function opportunity(sc: Scene, att: Attacker, x: number): number {
  let v = 0;
  for (const t of sc.oppCards) {
    if (protectedFrom(sc.ctx, t, att)) continue;
    const radius = radiusOf(att, t.vigor);
    if (radius < 0) continue;
    const d = gridDist(sc.grid, x, t.pos as number);
    if (d !== UNREACHED && d <= radius) v += 25;
  }
  return v;
}

function nearestOpponent(sc: Scene, x: number): number {
  let best = 40;
  for (const t of sc.oppCards) best = Math.min(best, gridDist(sc.grid, x, t.pos as number));
  return best;
}

/** The cheap value of `c` ending its action on `x` with these stats. */
export function cellScore(
  sc: Scene,
  c: CardState,
  x: number,
  vigor: number,
  doubledNext: boolean,
  mood: number,
): number {
  const def = defOf(c.id);
  const next: CardState = { ...c, pos: x, vigor, doubledNext, mood, hobbledNext: false, unveiled: false };
  let v = -danger(sc, next, x, vigor) + opportunity(sc, attackerOf(next, sc.ctx.vigorChips), x);
  if (isPegasus(c.id) && cloudAt(x) > 0) v += 15;
  if (sc.tokenAt[x] && mood < def.M) v += 2 + (mood + 1 >= def.cost && mood < def.cost ? 5 : 0);
  return v - 0.4 * nearestOpponent(sc, x);
}

const selectPrefix = (ctx: Ctx, c: CardState): CloudsEvent[] =>
  ctx.cur?.cardId === c.id ? [] : [{ type: 'SELECT_CARD', seat: c.owner as number, cardId: c.id }];

interface MoveOpts {
  strike: Strike;
  ability: CloudsEvent | null;
  cost: number;
  cells: number;
}

/**
 * The cheap value of `c` ending its action on each cell of `cells` with the vigor `vigors[k]` (less
 * than its own where moving spent chips) and `mood`: danger and opportunity from whole-board distance
 * fields, one loop per opponent card.
 */
function cellScores(sc: Scene, c: CardState, cells: number[], vigors: Int8Array, mood: number): Float64Array {
  const n = cells.length;
  const out = new Float64Array(n);
  const dangerOf = new Float64Array(n);
  const near = new Float64Array(n).fill(40);
  const def = defOf(c.id);
  const peg = isPegasus(c.id);
  const veiled = veiledClouds(sc.ctx, c);
  const chips = sc.ctx.vigorChips;
  const radii = new Int16Array(def.V + 1);
  for (const o of sc.opps) {
    if (o.card.skipMark) continue;
    // the opponent's reach against each vigor c may be left with
    for (let v = 0; v <= def.V; v++) radii[v] = v === c.vigor || chips ? radiusOf(o, v) : -1;
    const fo = field(sc.grid, o.card.pos as number);
    const hit = 60;
    const shieldable = peg && !o.pegasus;
    for (let k = 0; k < n; k++) {
      const x = cells[k] as number;
      if ((fo[x] as number) > (radii[vigors[k] as number] as number) || (dangerOf[k] as number) >= hit) continue;
      const cloud = cloudAt(x);
      if ((shieldable && cloud > 0) || (cloud > 0 && veiled & (1 << cloud))) continue;
      dangerOf[k] = hit;
    }
  }
  const meAt = (v: number) =>
    attackerOf({ ...c, vigor: v, doubledNext: false, hobbledNext: false, unveiled: false, mood }, chips);
  const mes = Array.from({ length: def.V + 1 }, (_, v) => (v === c.vigor || chips ? meAt(v) : null));
  for (const t of sc.oppCards) {
    const ft = field(sc.grid, t.pos as number);
    for (let v = 0; v <= def.V; v++) {
      const me = mes[v];
      radii[v] = me && !protectedFrom(sc.ctx, t, me) ? radiusOf(me, t.vigor) : -1;
    }
    for (let k = 0; k < n; k++) {
      const d = ft[cells[k] as number] as number;
      if (d < (near[k] as number)) near[k] = d;
      if (d <= (radii[vigors[k] as number] as number)) out[k] = (out[k] as number) + 25;
    }
  }
  for (let k = 0; k < n; k++) {
    const x = cells[k] as number;
    // §5.1: a chip spent weighs less than the cell it buys toward the nearest opponent
    let v = (out[k] as number) - (dangerOf[k] as number) - 0.4 * (near[k] as number);
    v -= (chips ? 0.2 : 4) * (c.vigor - (vigors[k] as number));
    if (peg && cloudAt(x) > 0) v += 15;
    if (sc.tokenAt[x] && mood < def.M) v += 2 + (mood + 1 >= def.cost && mood < def.cost ? 5 : 0);
    out[k] = v;
  }
  return out;
}

/** Clouds (as a bit set of cloud numbers) where a Veil of c's owner wards it after its commit. */
function veiledClouds(ctx: Ctx, c: CardState): number {
  let bits = 0;
  for (const v of ctx.veils) {
    if (v.source === c.id || cardOf(ctx, v.source).owner !== c.owner) continue;
    bits |= 1 << cloudAt(CLOUD_CELLS[v.cloud][0] as number);
  }
  return c.unveiled ? 0 : bits;
}

/** Moves and attacks of `c`: every capture, the two best drains, the best `cells` plain cells, the best token and cloud cells. */
function moveCandidates(sc: Scene, c: CardState, o: MoveOpts, prefix: CloudsEvent[]): Plan[] {
  const ctx = sc.ctx;
  const seat = c.owner as number;
  const c0 = c.pos as number;
  const f0 = field(sc.grid, c0);
  const mood = c.mood - o.cost;
  const M = defOf(c.id).M;
  const out: Plan[] = [];
  const plain: number[] = [];
  let bestToken = -1;
  let bestTokenD = 99;
  let bestCloud = -1;
  let bestCloudD = 99;
  const attacks: Plan[] = [];
  const base = o.ability ? [...prefix, o.ability] : prefix;
  const occupied = new Uint8Array(CELLS);
  for (const t of ctx.cards) if (t.pos !== null && t.owner !== null && t.owner !== seat) occupied[t.pos] = 1;
  const peg = isPegasus(c.id);
  const st = o.strike;
  // the mover's vigor after a path of d cells (§5.1 spends chips; §5 nothing)
  const left = (d: number) => (st.chips ? st.vigor - chipCost(d, st.doubled, st.free) : st.vigor);
  for (let x = 0; x < CELLS; x++) {
    const d = f0[x] as number;
    if (d > st.A || d === UNREACHED) continue;
    if (occupied[x]) {
      for (const t of ctx.cards) {
        if (t.pos !== x || !attackable(ctx, t, c)) continue;
        const need = strikeNeed(st, d, t.vigor);
        const captured = need >= 0;
        // a bot drains just enough to capture; otherwise all of §5's spare allowance, none of §5.1's chips
        const after = captured
          ? Math.max(0, t.vigor - need * st.rate)
          : st.chips
            ? t.vigor
            : Math.max(0, t.vigor - (st.A - d) * st.rate);
        const mine = left(d) - (st.chips && captured ? need : 0);
        let prior: number;
        if (captured) {
          prior = 200 - danger(sc, { ...c, pos: x }, x, mine) - danger(sc, { ...t, owner: seat, pos: x }, x, after);
          prior += t.vigor * 4;
        } else {
          prior = 4 * (t.vigor - after) - danger(sc, { ...c, pos: x }, x, mine) - 5;
        }
        prior -= 4 * (c.vigor - mine);
        prior -= 2 * o.cost;
        const path = x === c0 ? [] : canonicalPathXY(sc.grid, c0, x, d);
        attacks.push({
          cardId: c.id,
          events: [...base, { type: 'MOVE', seat, cardId: c.id, path, targetId: t.id }],
          prior,
          tag: captured ? 'capture' : 'drain',
        });
      }
      continue;
    }
    if (x === c0 || o.cells <= 0) continue;
    plain.push(x);
    if (sc.tokenAt[x] && c.mood < M && d < bestTokenD) {
      bestToken = x;
      bestTokenD = d;
    }
    if (peg && cloudAt(x) > 0 && d < bestCloudD) {
      bestCloud = x;
      bestCloudD = d;
    }
  }
  attacks.sort((a, b) => b.prior - a.prior);
  let drains = 0;
  for (const a of attacks) {
    if (a.tag === 'drain' && drains++ >= 2) continue;
    out.push(a);
  }
  if (plain.length > 0) {
    const v = cellScores(
      sc,
      c,
      plain,
      Int8Array.from(plain, (x) => left(f0[x] as number)),
      mood,
    );
    const order = plain.map((_, k) => k).sort((a, b) => (v[b] as number) - (v[a] as number));
    const keep = new Set(order.slice(0, o.cells));
    for (let k = 0; k < plain.length; k++) {
      const x = plain[k] as number;
      if (!keep.has(k) && x !== bestToken && x !== bestCloud) continue;
      out.push({
        cardId: c.id,
        events: [...base, { type: 'MOVE', seat, cardId: c.id, path: bestPath(sc, c, x, f0[x] as number) }],
        prior: (v[k] as number) + (x === bestToken ? 3 : 0),
        tag: 'move',
      });
    }
  }
  return out;
}

/**
 * A shortest path to `x` through as many tokens as lie on shortest paths, taken greedily in order
 * of distance (tokens are few, so this is nearly always the best).
 */
function bestPath(sc: Scene, c: CardState, x: number, d: number): Cell[] {
  const c0 = c.pos as number;
  if (sc.ctx.tokens.length === 0 || d <= 1 || c.mood >= defOf(c.id).M) return canonicalPathXY(sc.grid, c0, x, d);
  const f0 = field(sc.grid, c0);
  const fx = field(sc.grid, x);
  const on = sc.ctx.tokens
    .map((t) => t.cell)
    .filter((t) => t !== x && (f0[t] as number) + (fx[t] as number) === d && f0[t] !== 0)
    .sort((a, b) => (f0[a] as number) - (f0[b] as number));
  if (on.length === 0) return canonicalPathXY(sc.grid, c0, x, d);
  const stops = [c0];
  for (const t of on) {
    const last = stops[stops.length - 1] as number;
    if (gridDist(sc.grid, last, t) === (f0[t] as number) - (f0[last] as number)) stops.push(t);
  }
  stops.push(x);
  const path: Cell[] = [];
  for (let i = 1; i < stops.length; i++) {
    const a = stops[i - 1] as number;
    const b = stops[i] as number;
    path.push(...canonicalPathXY(sc.grid, a, b, (f0[b] as number) - (f0[a] as number)));
  }
  return path;
}

/** Skip and the class action of `c`. */
function otherCandidates(sc: Scene, c: CardState, prefix: CloudsEvent[]): Plan[] {
  const ctx = sc.ctx;
  const seat = c.owner as number;
  const def = defOf(c.id);
  const c0 = c.pos as number;
  const out: Plan[] = [];
  const stay = cellScore(sc, c, c0, c.vigor, false, c.mood);
  out.push({
    cardId: c.id,
    events: [...prefix, { type: 'SKIP', seat, cardId: c.id }],
    prior: cellScore(sc, c, c0, def.V, false, c.mood) + 4 * (def.V - c.vigor) - 3,
    tag: 'skip',
  });
  if (def.cls === 'earth') {
    out.push({
      cardId: c.id,
      events: [...prefix, { type: 'CLASS_ACTION', seat, cardId: c.id }],
      prior: cellScore(sc, c, c0, c.vigor, true, c.mood) + 4,
      tag: 'double',
    });
  } else if (def.cls === 'pegasus') {
    const cloud = cloudAt(c0);
    if (cloud > 0) {
      for (const delta of [1, -1] as const) {
        let gain = 0;
        for (const k of ctx.cards) {
          if (k.owner === null || cloudAt(k.pos) !== cloud) continue;
          const M = defOf(k.id).M;
          const moved = Math.min(M, Math.max(0, k.mood + delta)) - k.mood;
          gain += k.owner === seat ? moved : -moved;
        }
        out.push({
          cardId: c.id,
          events: [...prefix, { type: 'CLASS_ACTION', seat, cardId: c.id, delta }],
          prior: stay + 2 * gain - 1,
          tag: 'pegasus',
        });
      }
    }
  } else {
    // mark: worth the most against the cards that threaten ours
    const mine = ctx.cards.filter((k) => k.owner === seat && k.pos !== null);
    for (const t of ctx.cards) {
      if (t.owner === null || t.owner === seat || t.skipMark || t.respite || t.pos === null) continue;
      const a = attackerOf(t, ctx.vigorChips);
      let threat = 0;
      for (const m of mine)
        if (!protectedFrom(ctx, m, a) && reaches(sc.grid, a, m.pos as number, m.vigor)) threat += 30;
      out.push({
        cardId: c.id,
        events: [...prefix, { type: 'CLASS_ACTION', seat, cardId: c.id, targetId: t.id }],
        prior: stay + threat + t.vigor * 0.5 - 2,
        tag: 'mark',
      });
    }
  }
  return out;
}

export interface PlanOptions {
  /** Plain cells kept per card. */
  cells: number;
  /** Instant abilities: payloads tried (best by evaluation) and follow-up actions kept per payload; 0 = none. */
  abilityPayloads: number;
  followUps: number;
}

export const FULL: PlanOptions = { cells: 5, abilityPayloads: 3, followUps: 2 };
export const LITE: PlanOptions = { cells: 3, abilityPayloads: 0, followUps: 0 };

const MODIFIERS = new Set<CardId>(['p1', 'p3', 'e5']);

/** Candidate plans of one card of the active seat (selectCard, or an uncommitted abilityWindow). */
export function cardCandidates(sc: Scene, c: CardState, opts: PlanOptions): Plan[] {
  const ctx = sc.ctx;
  const prefix = selectPrefix(ctx, c);
  const def = defOf(c.id);
  const strike = strikeOf(ctx, c);
  const A = strike.A;
  const plain: MoveOpts = { strike, ability: null, cost: 0, cells: opts.cells };
  const out = [...moveCandidates(sc, c, plain, prefix), ...otherCandidates(sc, c, prefix)];
  if (c.mood < def.cost || ctx.cur?.abilityUsed) return out;
  const use: CloudsEvent = { type: 'USE_ABILITY', seat: c.owner as number, cardId: c.id };
  if (MODIFIERS.has(c.id)) {
    // Tailwind, Stoop, Grind only change this action's move: try its attacks with them (Grind's drains
    // take twice the vigor) and Tailwind's longer moves
    const hobbled = A <= 2 && c.hobbledNext;
    const mod: MoveOpts = {
      strike: {
        ...strike,
        A: c.id === 'p1' && !hobbled ? A + 3 : A,
        free: c.id === 'p1' ? 3 : 0,
        stoop: c.id === 'p3' ? 2 : 0,
        rate: c.id === 'e5' ? 2 : 1,
      },
      ability: use,
      cost: def.cost,
      cells: c.id === 'p1' ? 2 : 0,
    };
    out.push(...moveCandidates(sc, c, mod, prefix).filter((p) => p.tag !== 'drain' || c.id === 'e5'));
    return out;
  }
  if (opts.abilityPayloads <= 0) return out;
  // instant abilities: the payloads that evaluate best, each followed by the card's best actions
  const before = selectPrefix(ctx, c).reduce((k, ev) => step(k, ev), ctx);
  const user = cardOf(before, c.id);
  let payloads = abilityPayloads(before, user);
  if (payloads.length > 16) payloads = payloads.filter((_, i) => i % Math.ceil(payloads.length / 16) === 0);
  const scored = payloads.map((p) => {
    const ev = { ...use, ...p } as CloudsEvent;
    const next = step(before, ev);
    return { ev, next, v: seatValue(evaluate(next), sc.seat) };
  });
  scored.sort((a, b) => b.v - a.v);
  for (const s of scored.slice(0, opts.abilityPayloads)) {
    const sc2 = sceneOf(s.next, sc.seat);
    const c2 = cardOf(s.next, c.id);
    const follow = [
      ...moveCandidates(sc2, c2, { ...plain, strike: strikeOf(s.next, c2), cells: 2 }, []),
      ...otherCandidates(sc2, c2, []),
    ]
      .sort((a, b) => b.prior - a.prior)
      .slice(0, opts.followUps);
    for (const f of follow) {
      out.push({
        cardId: c.id,
        events: [...prefix, s.ev, ...f.events],
        prior: f.prior - 2 * def.cost + 10,
        tag: 'ability',
      });
    }
  }
  return out;
}

/** All candidate plans of the seat to act (its pending cards, or the committed current card only). */
export function candidates(ctx: Ctx, opts: PlanOptions): Plan[] {
  const seat = ctx.active;
  const sc = sceneOf(ctx, seat);
  if (ctx.cur?.committed) {
    const c = cardOf(ctx, ctx.cur.cardId);
    return cardCandidates(sc, c, { ...opts, abilityPayloads: 0 }).filter(
      (p) => check(ctx, p.events[0] as CloudsEvent) === null,
    );
  }
  const out: Plan[] = [];
  for (const id of ctx.pending) out.push(...cardCandidates(sc, cardOf(ctx, id), opts));
  return out;
}

/** One seat's view of an evaluation: its score against the others (the leader counts most). */
export function seatValue(e: number[], seat: number): number {
  let max = Number.NEGATIVE_INFINITY;
  let sum = 0;
  let n = 0;
  for (let s = 0; s < e.length; s++) {
    if (s === seat) continue;
    max = Math.max(max, e[s] as number);
    sum += e[s] as number;
    n++;
  }
  return (e[seat] as number) - (n ? (max + sum / n) / 2 : 0);
}

/** The drain a bot makes: just enough to capture, else (§5) all it has. */
export function greedyDrain(ctx: Ctx): CloudsEvent {
  const d = ctx.drain as NonNullable<Ctx['drain']>;
  const t = cardOf(ctx, d.targetId);
  const need = pendingNeed(d, t.vigor, cardOf(ctx, d.cardId).vigor);
  // §5's spare points cost nothing, so a bot drains them all; §5.1's cost the mover its chips
  const amount = need <= d.R ? need : d.chips ? 0 : d.R;
  return { type: 'DRAIN', seat: ctx.active, amount };
}

/** Plays a plan (and its greedy drain) and every automatic step after it. */
export function applyPlan(ctx: Ctx, plan: Plan): Ctx {
  let k = ctx;
  for (const ev of plan.events) k = step(k, ev);
  while (k.phase === 'awaitDrain') k = step(k, greedyDrain(k));
  return k;
}
