/**
 * Storm-aware distances on the sky map. A Grid is the board with one set of temporary storms;
 * its BFS distance fields (one Int16Array per source cell) are computed on demand and cached, so
 * legality, the UI's reach helper and the bots share them (with no temporary storm on the board,
 * the fields never change during a game).
 */
import { CELLS, type Cell, NEIGHBOURS, PASSABLE, XY } from './content';

export const UNREACHED = 0x3fff;

export interface Grid {
  key: string;
  /** 1 where nothing may enter: permanent or temporary storm. */
  blocked: Uint8Array;
  fields: (Int16Array | undefined)[];
}

const baseBlocked = Uint8Array.from(PASSABLE, (p) => 1 - p);
const BASE: Grid = { key: '', blocked: baseBlocked, fields: new Array(CELLS) };
const cache = new Map<string, Grid>();
const CACHE_SIZE = 24;

/** The grid for these temporary storm cells (any order). */
export function gridFor(stormCells: readonly number[]): Grid {
  if (stormCells.length === 0) return BASE;
  const key = stormCells
    .slice()
    .sort((a, b) => a - b)
    .join(',');
  let g = cache.get(key);
  if (g) {
    // refresh its place in the LRU order
    cache.delete(key);
    cache.set(key, g);
    return g;
  }
  const blocked = baseBlocked.slice();
  for (const c of stormCells) blocked[c] = 1;
  g = { key, blocked, fields: new Array(CELLS) };
  cache.set(key, g);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return g;
}

const queue = new Int16Array(CELLS);

/** BFS distances from `from` to every cell (UNREACHED for storms and cut-off cells). */
export function field(grid: Grid, from: number): Int16Array {
  const cached = grid.fields[from];
  if (cached) return cached;
  const f = new Int16Array(CELLS).fill(UNREACHED);
  const blocked = grid.blocked;
  f[from] = 0;
  queue[0] = from;
  let head = 0;
  let tail = 1;
  while (head < tail) {
    const c = queue[head++] as number;
    const d = (f[c] as number) + 1;
    const ns = NEIGHBOURS[c] as readonly number[];
    for (let k = 0; k < ns.length; k++) {
      const n = ns[k] as number;
      if (blocked[n] === 0 && f[n] === UNREACHED) {
        f[n] = d;
        queue[tail++] = n;
      }
    }
  }
  grid.fields[from] = f;
  return f;
}

/** Storm-aware distance between two cells (symmetric). */
export function gridDist(grid: Grid, a: number, b: number): number {
  const fa = grid.fields[a];
  if (fa) return fa[b] as number;
  const fb = grid.fields[b];
  if (fb) return fb[a] as number;
  return field(grid, a)[b] as number;
}

/** The first neighbour (N, E, S, W) of `cell`, `d` steps away in `f`, that is one step closer. */
function stepBack(f: Int16Array, cell: number, d: number): number {
  const ns = NEIGHBOURS[cell] as readonly number[];
  for (let k = 0; k < ns.length; k++) {
    const n = ns[k] as number;
    if (f[n] === d - 1) return n;
  }
  return cell;
}

/**
 * The canonical shortest path from `from` to `to` (cells entered, `from` excluded): walking back
 * from `to`, always the first neighbour (N, E, S, W) one step closer. Null when unreachable.
 */
export function canonicalPath(grid: Grid, from: number, to: number): number[] | null {
  const f = field(grid, from);
  let d = f[to] as number;
  if (d === UNREACHED) return null;
  const out = new Array<number>(d);
  for (let cur = to; d > 0; d--) {
    out[d - 1] = cur;
    cur = stepBack(f, cur, d);
  }
  return out;
}

/** canonicalPath as cells [x, y], for a cell known to be `d` steps away. */
export function canonicalPathXY(grid: Grid, from: number, to: number, d: number): Cell[] {
  const f = field(grid, from);
  const out = new Array<Cell>(d);
  for (let cur = to; d > 0; d--) {
    out[d - 1] = XY[cur] as Cell;
    cur = stepBack(f, cur, d);
  }
  return out;
}
