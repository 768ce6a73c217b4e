/**
 * What a board token is worth to a seat (§10): `v(ℓ) = Σ_g w_g·(d_g − d_g') + 3·[a goal completes] + 0.2`
 * over the displayed goals the seat has not marked, with w_g = 1/d_g. A goal depends on the
 * location only, on the zone and humour (balance, fervour), or on the resident type (whole court),
 * so a table of those three parts gives v for any token cheaply. Also the state value of §10.
 */
import { type GoalId, type H, HUMAN_TYPES, LOCATION_IDS, type ResidentType } from './content';
import { addToken, distance, emptyBoard, LOC_COUNT, meets, type SeatBoard, START_DISTANCE, ZONE_OF } from './goals';

const HUMOUR_GOALS: readonly GoalId[] = ['goal-balance', 'goal-fervour'];
const TYPE_GOALS: readonly GoalId[] = ['goal-whole-court'];
const HS: readonly H[] = ['C', 'S', 'M', 'P'];
export const H_INDEX: Record<H, number> = { C: 0, S: 1, M: 2, P: 3 };

export interface ValueTable {
  loc: number[]; // [location] from location goals
  hum: number[]; // [zone*4 + humour] from humour goals
  res: Map<ResidentType, number>; // from the resident-type goal
}

/** arr[i] += v (typed for noUncheckedIndexedAccess). */
export function add(arr: { [i: number]: number }, i: number, v: number): void {
  arr[i] = (arr[i] as number) + v;
}

const gain = (d: number, d2: number): number => (d2 < d ? (d - d2) / d + (d2 === 0 ? 3 : 0) : 0);

/** The value table of a seat whose board is `b`, for the goals it may still mark. */
export function valueTable(b: SeatBoard, open: readonly GoalId[]): ValueTable {
  const loc = new Array<number>(LOC_COUNT).fill(0);
  const hum = new Array<number>(24).fill(0);
  const res = new Map<ResidentType, number>();
  for (const g of open) {
    const d = distance(g, b);
    if (d === 0) continue;
    if (HUMOUR_GOALS.includes(g)) {
      for (let z = 0; z < 6; z++) {
        const at = ZONE_OF.indexOf(z);
        for (let h = 0; h < 4; h++) add(hum, z * 4 + h, gain(d, distance(g, addToken(b, at, HS[h] as H, undefined))));
      }
    } else if (TYPE_GOALS.includes(g)) {
      for (const t of HUMAN_TYPES) res.set(t, (res.get(t) ?? 0) + gain(d, distance(g, addToken(b, 0, 'C', t))));
    } else {
      for (let l = 0; l < LOC_COUNT; l++) add(loc, l, gain(d, distance(g, addToken(b, l, 'C', undefined))));
    }
  }
  return { loc, hum, res };
}

/** v(ℓ) for a token of humour h from a slot of type r. */
export function tokenValue(vt: ValueTable, l: number, h: number, r: ResidentType): number {
  return (vt.loc[l] as number) + (vt.hum[(ZONE_OF[l] as number) * 4 + h] as number) + (vt.res.get(r) ?? 0) + 0.2;
}

/** The best location among `locs` for such a token, and its value. */
export function bestLocation(vt: ValueTable, locs: readonly number[], h: number, r: ResidentType): [number, number] {
  let best = locs[0] as number;
  let bv = -1;
  for (const l of locs) {
    const v = tokenValue(vt, l, h, r);
    if (v > bv) {
      bv = v;
      best = l;
    }
  }
  return [best, bv];
}

export const ALL_LOCS: readonly number[] = LOCATION_IDS.map((_, i) => i);

/** Weights of the search bot's evaluation (tests and tuning scripts may adjust them). */
export const TUNING = {
  boardToken: 0.15, // §10 says 0.05; the tie-break on board tokens decides many games
  partyEquity: 0.3, // a token now winning an unresolved party tile
  convex: true, // value goal progress by the chance to finish rather than linearly
  paired: false, // compare root moves on common samples instead of UCT
  rootWidth: 10, // how many of the heuristic's best placements the search considers
  epsilon: 0.1, // rollout randomness
  c: 0.7, // UCT exploration
  flat: false, // grow the tree below the root (else roll out from the root's children)
  finalRound: false, // when the round ends the game, score the final ranking instead
  evalChoices: false, // choose locations and party tiles by the state value (else as the heuristic does)
  openLoop: true, // a tree of the seat's own moves only; opponents play the rollout policy (issue 19)
  beta: 4, // §10's behaviour likelihood of opponents' face-down humours (0: pools only); issue 19, turn 4
};

/** Chance-like value of a goal at distance d (convex evaluation). */
const FINISH = [1, 0.7, 0.45, 0.25, 0.12, 0.05];

/**
 * §10's state value of a seat: markers + 0.3·Σ_g(1 − d_g/d_g⁰) + w·board tokens. A goal met but
 * not yet marked counts 0.9 of a marker: board tokens never leave, so the next check marks it.
 */
export function seatValue(b: SeatBoard, goals: readonly { id: GoalId; markers: readonly number[] }[], seat: number) {
  let v = TUNING.boardToken * b.tokens;
  for (const g of goals) {
    if (g.markers.includes(seat)) {
      v += 1.3;
      continue;
    }
    if (meets(g.id, b)) {
      v += 0.9 + 0.3;
      continue;
    }
    const d = distance(g.id, b);
    if (TUNING.convex) v += 1.3 * (FINISH[Math.min(d, FINISH.length - 1)] as number);
    else v += 0.3 * Math.max(0, 1 - d / (START_DISTANCE.get(g.id) as number));
  }
  return v;
}

export { emptyBoard };
