/**
 * What a seat reads off its own legal moves and its view, with no snapshot (online the rules run on
 * the server): the selected card's reach, and the listed spelling of any MOVE (moves.ts: one MOVE
 * per end cell, tokens taken, target and length class). The table reads both offline too, so a card
 * moves the same way at home and in a room.
 */
import { type CardId, type Cell, SIZE } from './content';
import { lengthClassOf } from './moves';
import { chipCost, drainNeed, type Strike, strikeNeed, strikeWith } from './state';
import type { CloudsEvent, Move } from './types';
import type { CardView, CloudsView, Reach, ReachCell, ReachTarget } from './view';

const key = (c: Cell): string => `${c[0]},${c[1]}`;
const isMove = (m: CloudsEvent): m is Move => m.type === 'MOVE';

/** The current action's Strike of `c`, as strikeOf (state.ts) reads it from the context. */
function strikeInView(v: CloudsView, c: CardView): Strike {
  const cur = v.current?.cardId === c.id ? v.current : null;
  // the view's doubledNow is already the card's doubledNext until it commits
  return strikeWith(c.vigor, cur ? cur.doubledNow : c.doubledNext, cur, c.allowance, v.vigorChips);
}

/** The mood tokens a path takes (§5 step 1: on entering a token's cell while the mood is below M). */
function tokensTaken(v: CloudsView, c: CardView, path: readonly Cell[]): string[] {
  const on = new Set(v.tokens.map((tk) => key(tk.cell)));
  const taken: string[] = [];
  for (const cell of path) {
    const k = key(cell);
    if (on.has(k) && !taken.includes(k) && taken.length < c.M - c.mood) taken.push(k);
  }
  return taken.sort();
}

/** What a MOVE of `c` leaves of the game beyond its end cell and target (moves.ts): tokens taken, length class. */
function outcome(v: CloudsView, c: CardView, st: Strike, m: Move): string | null {
  const target = m.targetId === undefined ? null : v.cards.find((k) => k.id === m.targetId);
  if (target === undefined) return null;
  const inPlay = v.counts.reduce((a, b) => a + b, 0);
  const last = (v.counts[c.owner as number] ?? 0) + 1 === inPlay;
  const cls = lengthClassOf(st, target ? target.vigor : null, last, m.path.length);
  return `${tokensTaken(v, c, m.path).join(' ')}|${cls}`;
}

const endOf = (m: Move, from: Cell): string => key(m.path.length ? (m.path[m.path.length - 1] as Cell) : from);

/** Whether `path` is a walk of single steps from `from`, no longer than `A` (the server checks the rest). */
function walk(from: Cell, path: unknown, A: number): path is Cell[] {
  if (!Array.isArray(path) || path.length > A) return false;
  let [x, y] = from;
  for (const c of path) {
    if (!Array.isArray(c) || c.length !== 2 || !Number.isInteger(c[0]) || !Number.isInteger(c[1])) return false;
    if (Math.abs(c[0] - x) + Math.abs(c[1] - y) !== 1) return false;
    [x, y] = c as [number, number];
  }
  return true;
}

/**
 * The listed MOVE that `event` spells (the one canonical() maps it to), judged from the view and the
 * seat's legal moves; null when none is (the server still has the last word on the path's cells).
 */
export function listedMove(v: CloudsView, legal: readonly CloudsEvent[], event: CloudsEvent): Move | null {
  if (!isMove(event)) return null;
  const c = v.cards.find((k) => k.id === event.cardId);
  if (!c?.pos || !walk(c.pos, event.path, c.allowance)) return null;
  const st = strikeInView(v, c);
  const want = outcome(v, c, st, event);
  if (want === null) return null;
  const end = endOf(event, c.pos);
  for (const m of legal) {
    if (!isMove(m) || m.seat !== event.seat || m.cardId !== c.id || m.targetId !== event.targetId) continue;
    if (endOf(m, c.pos) === end && outcome(v, c, st, m) === want) return m;
  }
  return null;
}

/**
 * Where the selected card `cardId` can end a move now, built from the seat's listed MOVEs: what
 * `reach` (view.ts) says from a snapshot. Each cell's path is a listed one, the shortest, taking the
 * most mood tokens among the shortest; every target there is struck by the same path.
 */
export function reachFromMoves(v: CloudsView, legal: readonly CloudsEvent[], cardId: CardId): Reach | null {
  const c = v.cards.find((k) => k.id === cardId);
  if (!c?.pos || c.owner === null) return null;
  const from = c.pos;
  const st = strikeInView(v, c);
  const byCell = new Map<string, { cell: Cell; best: Move; tokens: number; targets: Set<CardId> }>();
  for (const m of legal) {
    if (!isMove(m) || m.cardId !== cardId) continue;
    const k = endOf(m, from);
    const cell = m.path.length ? (m.path[m.path.length - 1] as Cell) : from;
    // a round trip taking tokens ends where it began: the start lights only for an attack in place
    if (k === key(from) && m.targetId === undefined) continue;
    const tokens = tokensTaken(v, c, m.path).length;
    const e = byCell.get(k);
    if (!e) byCell.set(k, { cell, best: m, tokens, targets: new Set(m.targetId ? [m.targetId] : []) });
    else {
      if (m.targetId) e.targets.add(m.targetId);
      const d = m.path.length - e.best.path.length;
      if (d < 0 || (d === 0 && tokens > e.tokens)) Object.assign(e, { best: m, tokens });
    }
  }
  const index = (cell: Cell) => cell[1] * SIZE + cell[0];
  const cells: ReachCell[] = [...byCell.values()]
    .sort((a, b) => index(a.cell) - index(b.cell))
    .map(({ cell, best, targets }) => {
      const d = best.path.length;
      const struck: ReachTarget[] = v.cards
        .filter((t) => targets.has(t.id))
        .map((t) => {
          const need = strikeNeed(st, d, t.vigor);
          // §5: what a drain would need with allowance to spare (shown even when this path leaves too little)
          const anyNeed = st.chips ? need : drainNeed(t.vigor, c.vigor + st.stoop, st.rate);
          return {
            id: t.id,
            immediate: need === 0,
            capturable: need >= 0,
            need: anyNeed >= 0 && Number.isFinite(anyNeed) ? anyNeed : null,
            effV: st.chips
              ? (c.vigor - chipCost(d, st.doubled, st.free)) * (st.doubled ? 2 : 1) + st.stoop
              : c.vigor + st.stoop,
          };
        });
      return {
        cell,
        dist: d,
        path: best.path,
        cost: st.chips ? chipCost(d, st.doubled, st.free) : 0,
        targets: struck,
      };
    });
  const effV = c.vigor * (st.chips && st.doubled ? 2 : 1) + st.stoop;
  return { cardId, from, A: st.A, effV, rate: st.rate, vigorChips: st.chips, cells };
}
