/**
 * Goals (§6). A seat's board is summarised as a bitmask of occupied locations plus humour counts
 * per zone and the human resident types it holds; `meets` is the exact test of §6 and `distance`
 * (for bots) the fewest extra locations or tokens still needed, 0 exactly when `meets` holds.
 */
import {
  BRIDGES,
  GOAL_IDS,
  type GoalId,
  type H,
  HUMAN_TYPES,
  HUMOURS,
  KINDS,
  LOCATION_IDS,
  LOCATIONS,
  NEIGHBOURS,
  type ResidentType,
  TRIANGLES,
  ZONE_IDS,
} from './content';
import type { Token } from './types';

// ---- precomputed masks (location i is bit i) ------------------------------------------------

export const LOC_COUNT = LOCATION_IDS.length;
export const LOC_INDEX: ReadonlyMap<string, number> = new Map(LOCATION_IDS.map((id, i) => [id, i]));
const bit = (loc: string): number => 1 << (LOC_INDEX.get(loc) as number);
const maskOf = (locs: readonly string[]): number => locs.reduce((m, l) => m | bit(l), 0);

export const ZONE_OF: readonly number[] = LOCATIONS.map((l) => ZONE_IDS.indexOf(l.zone));
export const ZONE_MASK: readonly number[] = ZONE_IDS.map((z) =>
  maskOf(LOCATIONS.filter((l) => l.zone === z).map((l) => l.id)),
);
export const KIND_MASK: readonly number[] = KINDS.map((k) =>
  maskOf(LOCATIONS.filter((l) => l.kind === k).map((l) => l.id)),
);
export const NBR_MASK: readonly number[] = LOCATION_IDS.map((id) => maskOf(NEIGHBOURS.get(id) ?? []));
const TRIANGLE_MASK: readonly number[] = TRIANGLES.map((t) => maskOf(t));
const SHRINES: readonly number[] = LOCATIONS.flatMap((l, i) => (l.kind === 'shrine' ? [i] : []));
const SHRINE_MASK = maskOf(LOCATIONS.filter((l) => l.kind === 'shrine').map((l) => l.id));
const WEST = (ZONE_MASK[0] as number) | (ZONE_MASK[3] as number); // zones a, d
const EAST = (ZONE_MASK[2] as number) | (ZONE_MASK[5] as number); // zones c, f
/** The endpoint masks of every pair of bridges that share no location. */
const BRIDGE_PAIRS: readonly number[] = (() => {
  const out: number[] = [];
  for (let i = 0; i < BRIDGES.length; i++)
    for (let j = i + 1; j < BRIDGES.length; j++) {
      const a = maskOf(BRIDGES[i] as [string, string]);
      const b = maskOf(BRIDGES[j] as [string, string]);
      if ((a & b) === 0) out.push(a | b);
    }
  return out;
})();
const HUMAN_BIT: ReadonlyMap<ResidentType, number> = new Map(HUMAN_TYPES.map((t, i) => [t, 1 << i]));
const ALL_HUMANS = (1 << HUMAN_TYPES.length) - 1;
const H_INDEX: Record<H, number> = { C: 0, S: 1, M: 2, P: 3 };

export function popcount(x: number): number {
  let n = x - ((x >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

// ---- a seat's board -------------------------------------------------------------------------

export interface SeatBoard {
  occ: number; // bitmask of locations holding ≥1 of the seat's tokens
  zoneHumour: number[]; // [zone*4 + humour] token counts
  resMask: number; // human resident types among its board tokens
  tokens: number;
}

export const emptyBoard = (): SeatBoard => ({ occ: 0, zoneHumour: new Array(24).fill(0), resMask: 0, tokens: 0 });

/** Adds one token (returns a new summary). */
export function addToken(b: SeatBoard, loc: number, h: H, resType: ResidentType | undefined): SeatBoard {
  const zoneHumour = b.zoneHumour.slice();
  const k = (ZONE_OF[loc] as number) * 4 + H_INDEX[h];
  zoneHumour[k] = (zoneHumour[k] as number) + 1;
  return {
    occ: b.occ | (1 << loc),
    zoneHumour,
    resMask: b.resMask | (resType ? (HUMAN_BIT.get(resType) ?? 0) : 0),
    tokens: b.tokens + 1,
  };
}

/** Board summaries of every seat from the tokens. */
export function seatBoards(tokens: readonly Token[], seats: number): SeatBoard[] {
  const out = Array.from({ length: seats }, emptyBoard);
  for (const t of tokens) {
    if (t.pos.k !== 'board') continue;
    const b = out[t.owner] as SeatBoard;
    const loc = LOC_INDEX.get(t.pos.loc) as number;
    b.occ |= 1 << loc;
    const k = (ZONE_OF[loc] as number) * 4 + H_INDEX[t.h];
    b.zoneHumour[k] = (b.zoneHumour[k] as number) + 1;
    if (t.resType) b.resMask |= HUMAN_BIT.get(t.resType) ?? 0;
    b.tokens++;
  }
  return out;
}

/** Connected components of the occupied subgraph, as masks. */
export function components(occ: number): number[] {
  const comps: number[] = [];
  let rest = occ;
  while (rest) {
    let comp = rest & -rest;
    let frontier = comp;
    while (frontier) {
      let reach = 0;
      for (let f = frontier; f; f &= f - 1) reach |= NBR_MASK[31 - Math.clz32(f & -f)] as number;
      frontier = reach & rest & ~comp;
      comp |= frontier;
    }
    comps.push(comp);
    rest &= ~comp;
  }
  return comps;
}

const zoneHumour = (b: SeatBoard, z: number, h: number): number => b.zoneHumour[z * 4 + h] as number;

/** Whether a seat's board meets a goal (§6, exact). */
export function meets(goal: GoalId, b: SeatBoard): boolean {
  const occ = b.occ;
  switch (goal) {
    case 'goal-six-realms':
      return ZONE_MASK.every((m) => (occ & m) !== 0);
    case 'goal-bridges':
      return BRIDGE_PAIRS.some((m) => (occ & m) === m);
    case 'goal-kings-road':
      return components(occ).some((c) => (c & WEST) !== 0 && (c & EAST) !== 0);
    case 'goal-pilgrims-way':
      return components(occ).some((c) => popcount(c & SHRINE_MASK) >= 3);
    case 'goal-whole-court':
      return b.resMask === ALL_HUMANS;
    case 'goal-balance':
      return ZONE_MASK.some((_, z) => HUMOURS.every((_h, h) => zoneHumour(b, z, h) > 0));
    case 'goal-dominion':
      return ZONE_MASK.some((m) => popcount(occ & m) >= 4);
    case 'goal-crossroads':
      for (let f = occ; f; f &= f - 1) {
        const v = 31 - Math.clz32(f & -f);
        if (popcount((NBR_MASK[v] as number) & occ) >= 3) return true;
      }
      return false;
    case 'goal-grand-tour':
      return KIND_MASK.every((m) => (occ & m) !== 0);
    case 'goal-triptych':
      return KIND_MASK.some((m) => popcount(occ & m) >= 3);
    case 'goal-fervour':
      return b.zoneHumour.some((n) => n >= 3);
    case 'goal-trinity':
      return TRIANGLE_MASK.some((m) => (occ & m) === m);
  }
}

// ---- distances (bots) -----------------------------------------------------------------------

/** Node-weighted shortest paths (an unoccupied location costs 1, both ends counted) from `sources`. */
function weightedDist(occ: number, sources: number): number[] {
  const dist = new Array<number>(LOC_COUNT).fill(99);
  const deque: number[] = [];
  for (let f = sources; f; f &= f - 1) {
    const v = 31 - Math.clz32(f & -f);
    dist[v] = occ & (1 << v) ? 0 : 1;
    deque.push(v);
  }
  // Few nodes: a plain label-correcting queue is simplest and fast enough.
  while (deque.length) {
    const u = deque.shift() as number;
    const du = dist[u] as number;
    for (let f = NBR_MASK[u] as number; f; f &= f - 1) {
      const v = 31 - Math.clz32(f & -f);
      const nd = du + (occ & (1 << v) ? 0 : 1);
      if (nd < (dist[v] as number)) {
        dist[v] = nd;
        deque.push(v);
      }
    }
  }
  return dist;
}

/** The two path goals cost a few graph searches each: bots ask again and again, so remember them. */
const pathCache = new Map<number, number>();
function cachedPathDistance(goal: 'goal-kings-road' | 'goal-pilgrims-way', occ: number): number {
  const key = goal === 'goal-kings-road' ? occ : -1 - occ;
  let d = pathCache.get(key);
  if (d === undefined) {
    if (pathCache.size > 200_000) pathCache.clear();
    d = pathDistance(goal, occ);
    pathCache.set(key, d);
  }
  return d;
}

function pathDistance(goal: 'goal-kings-road' | 'goal-pilgrims-way', occ: number): number {
  if (goal === 'goal-kings-road') {
    const d = weightedDist(occ, WEST);
    let best = 99;
    for (let f = EAST; f; f &= f - 1) best = Math.min(best, d[31 - Math.clz32(f & -f)] as number);
    return best;
  }
  const ds = SHRINES.map((s) => weightedDist(occ, 1 << s));
  let best = 99;
  for (let i = 0; i < ds.length; i++)
    for (let j = i + 1; j < ds.length; j++)
      for (let k = j + 1; k < ds.length; k++) {
        const a = ds[i] as number[];
        const bb = ds[j] as number[];
        const c = ds[k] as number[];
        for (let v = 0; v < LOC_COUNT; v++) {
          const w = occ & (1 << v) ? 0 : 1;
          const cost = (a[v] as number) + (bb[v] as number) + (c[v] as number) - 2 * w;
          if (cost < best) best = cost;
        }
      }
  return best;
}

/** The fewest extra locations (or tokens) the seat needs to meet the goal; 0 iff `meets`. */
export function distance(goal: GoalId, b: SeatBoard): number {
  const occ = b.occ;
  switch (goal) {
    case 'goal-six-realms':
      return ZONE_MASK.filter((m) => (occ & m) === 0).length;
    case 'goal-bridges': {
      let best = 4;
      for (const m of BRIDGE_PAIRS) best = Math.min(best, popcount(m & ~occ));
      return best;
    }
    case 'goal-kings-road':
    case 'goal-pilgrims-way':
      return cachedPathDistance(goal, occ);
    case 'goal-whole-court':
      return HUMAN_TYPES.length - popcount(b.resMask);
    case 'goal-balance': {
      let best = 4;
      for (let z = 0; z < 6; z++) {
        let missing = 0;
        for (let h = 0; h < 4; h++) if (zoneHumour(b, z, h) === 0) missing++;
        best = Math.min(best, missing);
      }
      return best;
    }
    case 'goal-dominion':
      return Math.max(0, 4 - Math.max(...ZONE_MASK.map((m) => popcount(occ & m))));
    case 'goal-crossroads': {
      let best = 99;
      for (let v = 0; v < LOC_COUNT; v++) {
        const nb = NBR_MASK[v] as number;
        if (popcount(nb) < 3) continue;
        const cost = (occ & (1 << v) ? 0 : 1) + Math.max(0, 3 - popcount(nb & occ));
        best = Math.min(best, cost);
      }
      return best;
    }
    case 'goal-grand-tour':
      return KIND_MASK.filter((m) => (occ & m) === 0).length;
    case 'goal-triptych':
      return Math.max(0, 3 - Math.max(...KIND_MASK.map((m) => popcount(occ & m))));
    case 'goal-fervour':
      return Math.max(0, 3 - Math.max(...b.zoneHumour));
    case 'goal-trinity': {
      let best = 3;
      for (const m of TRIANGLE_MASK) best = Math.min(best, popcount(m & ~occ));
      return best;
    }
  }
}

/** Each goal's distance on an empty board (d⁰ of §10). */
export const START_DISTANCE: ReadonlyMap<GoalId, number> = new Map(GOAL_IDS.map((g) => [g, distance(g, emptyBoard())]));
