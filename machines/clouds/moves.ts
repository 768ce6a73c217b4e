/**
 * Every distinct MOVE of a card, each by its canonical path (the one rule of core/game.ts).
 *
 * A path decides what the game keeps of a move: the end cell, the mood tokens taken on the way (a
 * token is taken on entering its cell while the mood is below its maximum, §5 step 1) and, where
 * it shows later, the length: the drain's reach R = A − s (§5), the chips paid (§5.1), the action
 * a game that ends on the move keeps. So a move is (end cell, tokens taken, target, length class),
 * and any path to the same outcome is a spelling of it. Its canonical path is the shortest to that
 * outcome, ties broken walking back from the end: always the first neighbour (N, E, S, W) from
 * which the outcome is still within one step fewer. With no token on the way this is
 * `canonicalPath` (paths.ts), the path the table previews and sends.
 */
import { CELLS, type Cell, dist, NEIGHBOURS } from './content';
import { canonicalPathXY, field, type Grid } from './paths';
import {
  allowance,
  attackable,
  cardsInPlay,
  chipCost,
  countOf,
  defOf,
  gridOf,
  parseCell,
  type Strike,
  strikeOf,
  xy,
} from './state';
import type { CardState, CloudsEvent, Ctx, Move } from './types';

/** What the moves of one card can reach: states are cell + CELLS × (tokens taken, a bitmask). */
interface Search {
  card: CardState;
  c0: number;
  A: number;
  grid: Grid;
  /** Mood tokens the card may still take (its maximum less its mood). */
  room: number;
  /** Token bit of each cell within reach (−1: none, or none may be taken). */
  bit: Int8Array;
  /** How many cells have a bit. */
  tokens: number;
  /** Every state some path within the allowance ends in (the start first). */
  states: number[];
  /** The fewest steps to a state (the start: 0), undefined when out of reach. */
  first(state: number): number | undefined;
  /** Whether `state` is the end of a path of exactly `d` steps. */
  within(state: number, d: number): boolean;
  strike: Strike;
  /** Whether capturing a card ends the game (its owner then holds every card in play). */
  lastCapture: boolean;
}

const ones = (x: number): number => {
  let n = 0;
  for (let v = x >>> 0; v; v &= v - 1) n++;
  return n;
};

/** The tokens taken after entering `cell` with `taken` already. */
function enter(s: Search, taken: number, cell: number): number {
  const b = s.bit[cell] as number;
  if (b < 0 || (taken >>> b) & 1 || ones(taken) >= s.room) return taken;
  return (taken | (1 << b)) >>> 0;
}

/**
 * Breadth-first over the states. A state other than the start, reached in m steps, is reached in
 * m + 2, m + 4… too: stepping back to the cell before and returning takes nothing new (that cell
 * was entered, so its token is taken or the mood was full). The start is not entered, so a token
 * under the card (it arrived with its mood full, and has spent mood since) breaks that: then every
 * layer is kept.
 */
function search(ctx: Ctx, card: CardState): Search {
  const c0 = card.pos as number;
  const A = allowance(ctx, card);
  const grid = gridOf(ctx);
  const f = field(grid, c0);
  const room = defOf(card.id).M - card.mood;
  const bit = new Int8Array(CELLS).fill(-1);
  let tokens = 0;
  // at most 32 tokens (8 a seat, parseOptions): each has a bit of an unsigned 32-bit mask
  if (room > 0) for (const t of ctx.tokens) if ((f[t.cell] as number) <= A && tokens < 32) bit[t.cell] = tokens++;
  const s: Search = {
    card,
    c0,
    A,
    grid,
    room,
    bit,
    tokens,
    states: [c0],
    first: (state) => (state < CELLS && (f[state] as number) <= A ? f[state] : undefined),
    within: () => false,
    strike: strikeOf(ctx, card),
    lastCapture: countOf(ctx, card.owner as number) + 1 === cardsInPlay(ctx),
  };
  const expand = (st: number, visit: (next: number) => void) => {
    const cell = st % CELLS;
    const taken = (st - cell) / CELLS;
    for (const n of NEIGHBOURS[cell] as readonly number[]) if (!grid.blocked[n]) visit(enter(s, taken, n) * CELLS + n);
  };
  if (tokens === 0) {
    // nothing to take: the states are the cells, the grid's distance field their steps
    for (let cell = 0; cell < CELLS; cell++) if (cell !== c0 && (f[cell] as number) <= A) s.states.push(cell);
  } else if ((bit[c0] as number) >= 0) {
    const first = new Map<number, number>([[c0, 0]]);
    const layers: Set<number>[] = [new Set([c0])];
    for (let d = 1; d <= A; d++) {
      const next = new Set<number>();
      for (const st of layers[d - 1] as Set<number>) {
        expand(st, (k) => {
          next.add(k);
          if (!first.has(k)) first.set(k, d);
        });
      }
      layers.push(next);
    }
    s.states = [...first.keys()];
    s.first = (state) => first.get(state);
    s.within = (state, d) => layers[d]?.has(state) === true;
    return s;
  } else {
    // the fewest steps to each cell, one field per set of tokens taken
    const fields = new Map<number, Int16Array>();
    const fieldOf = (taken: number): Int16Array => {
      const g = fields.get(taken) ?? new Int16Array(CELLS).fill(-1);
      fields.set(taken, g);
      return g;
    };
    fieldOf(0)[c0] = 0;
    let cells = [c0];
    let masks = [0];
    for (let d = 1; d <= A && cells.length > 0; d++) {
      const nextCells: number[] = [];
      const nextMasks: number[] = [];
      for (let i = 0; i < cells.length; i++) {
        const cell = cells[i] as number;
        const taken = masks[i] as number;
        for (const n of NEIGHBOURS[cell] as readonly number[]) {
          if (grid.blocked[n]) continue;
          const t = enter(s, taken, n);
          const g = fieldOf(t);
          if (g[n] !== -1) continue;
          g[n] = d;
          nextCells.push(n);
          nextMasks.push(t);
          s.states.push(t * CELLS + n);
        }
      }
      cells = nextCells;
      masks = nextMasks;
    }
    s.first = (state) => {
      const cell = state % CELLS;
      const m = fields.get((state - cell) / CELLS)?.[cell];
      return m === undefined || m < 0 ? undefined : m;
    };
  }
  // the start recurs through a neighbour that takes nothing
  let again = false;
  for (const n of NEIGHBOURS[c0] as readonly number[]) if (!grid.blocked[n] && enter(s, 0, n) === 0) again = true;
  s.within = (state, d) => {
    if (d > A) return false;
    if (state === c0) return d === 0 || (again && d >= 2 && d % 2 === 0);
    const m = s.first(state);
    return m !== undefined && m <= d && (d - m) % 2 === 0;
  };
  return s;
}

/**
 * Which lengths of a move to one state leave the same game: −1 − s when the length itself is kept
 * (a drain awaits with R = A − s, or the capture ends the game with the action as it was), else
 * the chips the path costs (0 under §5, where the length then shows nowhere).
 */
function lengthClass(s: Search, target: CardState | null, d: number): number {
  return lengthClassOf(s.strike, target?.vigor ?? null, s.lastCapture, d);
}

/** lengthClass from the figures alone (a seat without the snapshot reads them off its view). */
export function lengthClassOf(st: Strike, targetVigor: number | null, lastCapture: boolean, d: number): number {
  const cost = st.chips ? chipCost(d, st.doubled, st.free) : 0;
  if (targetVigor === null) return cost;
  const vigor = st.vigor - cost;
  const effV = (st.chips ? vigor * (st.doubled ? 2 : 1) : vigor) + st.stoop;
  const R = st.chips ? vigor : st.A - d;
  const captured = targetVigor < effV;
  const drainable = !captured && R > 0 && targetVigor > 0;
  return drainable || (captured && lastCapture) ? -1 - d : cost;
}

/** The canonical path to `state` in exactly `d` steps (one `within`). */
function pathTo(s: Search, state: number, d: number): Cell[] {
  // nothing to take and no detour: the first neighbour one step closer, as paths.ts walks it
  if (s.tokens === 0 && state !== s.c0 && s.first(state) === d) return canonicalPathXY(s.grid, s.c0, state, d);
  const out = new Array<Cell>(d);
  let cell = state % CELLS;
  let taken = (state - cell) / CELLS;
  for (let k = d; k > 0; k--) {
    out[k - 1] = xy(cell);
    const b = s.bit[cell] as number;
    const before = b >= 0 && (taken >>> b) & 1 ? [taken, (taken & ~(1 << b)) >>> 0] : [taken];
    let found = false;
    for (const n of NEIGHBOURS[cell] as readonly number[]) {
      if (s.grid.blocked[n]) continue;
      for (const t of before) {
        if (enter(s, t, cell) !== taken || !s.within(t * CELLS + n, k - 1)) continue;
        cell = n;
        taken = t;
        found = true;
        break;
      }
      if (found) break;
    }
  }
  return out;
}

/** The lengths a path to `state` may have, shortest first (0 only for an attack in place). */
function* lengths(s: Search, state: number, attack: boolean): Generator<number> {
  const m = state === s.c0 && !attack ? 1 : (s.first(state) as number);
  for (let d = m; d <= s.A; d++) if (s.within(state, d)) yield d;
}

const moveOf = (seat: number, card: CardState, path: Cell[], target: CardState | null): Move =>
  target
    ? { type: 'MOVE', seat, cardId: card.id, path, targetId: target.id }
    : { type: 'MOVE', seat, cardId: card.id, path };

/** Every MOVE of `card` (the selected one): one per end cell, tokens taken, target and length class. */
export function movesOf(ctx: Ctx, card: CardState, seat: number): Move[] {
  const s = search(ctx, card);
  const states = s.states;
  // by end cell, then tokens taken (the order of the cells before)
  if (s.tokens > 0) states.sort((a, b) => (a % CELLS) - (b % CELLS) || a - b);
  else states.sort((a, b) => a - b);
  const out: Move[] = [];
  const targets = new Map<number, CardState[]>();
  for (const t of ctx.cards) {
    if (t.pos === null || dist(s.c0, t.pos) > s.A || !attackable(ctx, t, card)) continue;
    targets.set(t.pos, [...(targets.get(t.pos) ?? []), t]);
  }
  const nobody = [null];
  const plain = !s.strike.chips;
  for (const state of states) {
    const cell = state % CELLS;
    const here = targets.get(cell);
    if (!here && plain) {
      // a plain move under §5: its length shows nowhere, one spelling
      const m = state === s.c0 ? 2 : (s.first(state) as number);
      if (s.within(state, m)) out.push(moveOf(seat, card, pathTo(s, state, m), null));
      continue;
    }
    for (const t of here ?? nobody) {
      const seen = new Set<number>();
      for (const d of lengths(s, state, t !== null)) {
        const cls = lengthClass(s, t, d);
        if (seen.has(cls)) continue;
        seen.add(cls);
        out.push(moveOf(seat, card, pathTo(s, state, d), t));
      }
    }
  }
  return out;
}

/** The listed spelling of an accepted MOVE: the canonical path to the same outcome. */
export function canonicalMove(ctx: Ctx, ev: Move): Move {
  const card = ctx.cards.find((c) => c.id === ev.cardId) as CardState;
  const s = search(ctx, card);
  let cell = s.c0;
  let taken = 0;
  for (const raw of ev.path) {
    cell = parseCell(raw) as number;
    taken = enter(s, taken, cell);
  }
  const state = taken * CELLS + cell;
  const target = ev.targetId === undefined ? null : (ctx.cards.find((c) => c.id === ev.targetId) as CardState);
  const cls = lengthClass(s, target, ev.path.length);
  for (const d of lengths(s, state, target !== null)) {
    if (d > ev.path.length) break;
    if (lengthClass(s, target, d) === cls) return moveOf(ev.seat, card, pathTo(s, state, d), target);
  }
  return moveOf(ev.seat, card, pathTo(s, state, ev.path.length), target);
}

/** The form of an accepted event that legalMoves lists and records keep (only a MOVE has others). */
export function canonical(ctx: Ctx, ev: CloudsEvent): CloudsEvent {
  return ev.type === 'MOVE' ? canonicalMove(ctx, ev) : ev;
}
