/**
 * A compact, mutable model of the rest of one round, for the search bot's thousands of rollouts:
 * slot occupancy, supplies and bags as humour counts, the same placement rules and round-end
 * triggers as `rules.ts`, then the resolution with `resolveCard`'s cascade, greedy location and
 * party choices from the seats' value tables, the goal check with `meets`, and §10's state value.
 * Moves are integers: PASS = -1, a placement = globalSlot * 4 + humour.
 */
import type { Rng } from '../core/rng';
import { CARD_BY_ID, type GoalId, neighbours, RESIDENT_PAIRS, type ResidentType, zoneLocations } from './content';
import { addToken, LOC_INDEX, meets, popcount, type SeatBoard } from './goals';
import { ALL_LOCS, add, bestLocation, H_INDEX, seatValue, TUNING, type ValueTable } from './values';

const HS = ['C', 'S', 'M', 'P'] as const;
export const PASS = -1;
/** A certain win at the end of the game, in the units of `seatValue` differences. */
const FINAL_WIN = 2.5;

export interface SimCard {
  id: string;
  party: boolean;
  order: number[];
  hasLocation: boolean;
  animal: boolean;
  loc: number;
  choices: number[]; // where an escaper (location scene) or a winner (animal scene) may go
  types: ResidentType[];
  pairs: [number, number][];
  base: number; // first global slot
}

/** What stays fixed during one decision's search. */
export interface SimSetup {
  seats: number;
  me: number;
  start: number;
  partyLimit: number;
  /** `steadySupply`: a placement draws a replacement. */
  steady: boolean;
  cards: SimCard[]; // the row, then the unresolved parties
  rowCount: number;
  slotCount: number;
  goals: { id: GoalId; markers: number[] }[];
  boards: SeatBoard[];
  deckCount: number; // cards left after this round's row (E2 when fewer than 4)
  tables: ValueTable[];
}

export function simCard(id: string, base: number): SimCard {
  const c = CARD_BY_ID.get(id);
  if (!c) throw new Error(`unknown card ${id}`);
  const loc = c.location ? (LOC_INDEX.get(c.location) as number) : -1;
  const choices = c.animal
    ? zoneLocations(c.zone as string).map((l) => LOC_INDEX.get(l) as number)
    : c.location
      ? neighbours(c.location).map((l) => LOC_INDEX.get(l) as number)
      : [];
  return {
    id,
    party: c.kind === 'party',
    order: c.order.map((h) => H_INDEX[h]),
    hasLocation: c.location !== null,
    animal: c.animal,
    loc,
    choices,
    types: c.residents.slice(),
    pairs: c.residents.map((r) => RESIDENT_PAIRS[r].map((h) => H_INDEX[h]) as [number, number]),
    base,
  };
}

const wins = (h: number, n: number): boolean => (h === 0 ? n === 1 : h === 1 ? n >= 2 : h === 2 ? n === 2 : n >= 1);

/**
 * The cascade of §5 over humour counts, packed in one number (no allocation in rollouts):
 * `winner(code)` is the winning humour or -1, `escapes(code)` whether a lone M escaped.
 */
export function cascade(order: readonly number[], counts: readonly number[], hasLocation: boolean): number {
  let escaped = 0;
  for (const h of order) {
    const n = counts[h] as number;
    if (wins(h, n)) return h + 1 + escaped;
    if (h === 2 && n === 1 && hasLocation) escaped = 8;
  }
  return escaped;
}
export const winner = (code: number): number => (code & 7) - 1;
export const escapes = (code: number): boolean => (code & 8) !== 0;

/** The mutable state of the round: reset from a determinization, played forward, resolved. */
export class RoundSim {
  owner: Int8Array;
  hum: Int8Array;
  supply: Int8Array; // [seat*4 + h]
  bag: Int8Array;
  resolved: Uint8Array; // per card (parties)
  /**
   * [seat] → what that seat believes each slot holds: its own tokens and face-up ones truly,
   * others' face-down tokens as a guess from the slot's pair (so rollouts play without peeking).
   */
  seen: Int8Array[];
  /** [seat*4 + h]: the unseen pool others guess a seat's face-down humours from. */
  pools: Float64Array;
  current = 0;
  passes = 0;
  over = false;
  private readonly counts = [0, 0, 0, 0];

  constructor(readonly setup: SimSetup) {
    this.owner = new Int8Array(setup.slotCount).fill(-1);
    this.hum = new Int8Array(setup.slotCount).fill(-1);
    this.supply = new Int8Array(setup.seats * 4);
    this.bag = new Int8Array(setup.seats * 4);
    this.resolved = new Uint8Array(setup.cards.length);
    this.seen = Array.from({ length: setup.seats }, () => new Int8Array(setup.slotCount).fill(-1));
    this.pools = new Float64Array(setup.seats * 4);
  }

  /** A guess of the humour a face-down token of `owner` on a slot with this pair holds. */
  guess(owner: number, pair: readonly [number, number], rng: Rng): number {
    const a = this.pools[owner * 4 + pair[0]] as number;
    const b = this.pools[owner * 4 + pair[1]] as number;
    return pair[a + b <= 0 ? (rng.next() < 0.5 ? 0 : 1) : rng.next() * (a + b) < a ? 0 : 1];
  }

  copyFrom(o: RoundSim): void {
    this.owner.set(o.owner);
    this.hum.set(o.hum);
    this.supply.set(o.supply);
    this.bag.set(o.bag);
    this.resolved.set(o.resolved);
    for (let p = 0; p < this.seen.length; p++) (this.seen[p] as Int8Array).set(o.seen[p] as Int8Array);
    this.pools.set(o.pools);
    this.current = o.current;
    this.passes = o.passes;
    this.over = o.over;
  }

  supplyCount(seat: number): number {
    const s = this.supply;
    const b = seat * 4;
    return (s[b] as number) + (s[b + 1] as number) + (s[b + 2] as number) + (s[b + 3] as number);
  }

  /** Fills `out` with the legal moves of the seat to move (PASS first); returns how many. */
  legal(out: number[]): number {
    out.length = 0;
    out.push(PASS);
    const seat = this.current;
    const { cards, partyLimit } = this.setup;
    for (let ci = 0; ci < cards.length; ci++) {
      const c = cards[ci] as SimCard;
      if (c.party) {
        if (this.resolved[ci]) continue;
        let mine = 0;
        for (let i = 0; i < c.types.length; i++) if (this.owner[c.base + i] === seat) mine++;
        if (mine >= partyLimit) continue;
      }
      for (let i = 0; i < c.types.length; i++) {
        const g = c.base + i;
        if (this.owner[g] !== -1) continue;
        const [a, b] = c.pairs[i] as [number, number];
        if ((this.supply[seat * 4 + a] as number) > 0) out.push(g * 4 + a);
        if ((this.supply[seat * 4 + b] as number) > 0) out.push(g * 4 + b);
      }
    }
    return out.length;
  }

  /** Draws one token at random from the seat's bag into its supply (nothing when the bag is empty). */
  draw(seat: number, rng: Rng): void {
    const b = seat * 4;
    const n =
      (this.bag[b] as number) + (this.bag[b + 1] as number) + (this.bag[b + 2] as number) + (this.bag[b + 3] as number);
    if (n === 0) return;
    let r = rng.int(n);
    for (let h = 0; h < 4; h++) {
      r -= this.bag[b + h] as number;
      if (r < 0) {
        add(this.bag, b + h, -1);
        add(this.supply, b + h, 1);
        return;
      }
    }
  }

  private fullRows(): number {
    const { cards, rowCount } = this.setup;
    let full = 0;
    for (let ci = 0; ci < rowCount; ci++) {
      const c = cards[ci] as SimCard;
      let f = true;
      for (let i = 0; i < c.types.length; i++) if (this.owner[c.base + i] === -1) f = false;
      if (f) full++;
    }
    return full;
  }

  /** Applies a legal move of the seat to move, then auto-passes empty supplies (§9.4). */
  apply(move: number, rng: Rng, pair?: readonly [number, number]): void {
    const seat = this.current;
    const n = this.setup.seats;
    if (move === PASS) {
      this.passes++;
      if (this.passes >= n) {
        this.over = true;
        return;
      }
    } else {
      const g = move >> 2;
      const h = move & 3;
      this.owner[g] = seat;
      this.hum[g] = h;
      for (let p = 0; p < n; p++)
        (this.seen[p] as Int8Array)[g] = p === seat || !pair ? h : this.guess(seat, pair, rng);
      add(this.supply, seat * 4 + h, -1);
      if (this.setup.steady) this.draw(seat, rng);
      this.passes = 0;
      if (this.fullRows() >= 2) {
        this.over = true;
        return;
      }
      let any = false;
      for (let s = 0; s < n && !any; s++) if (this.supplyCount(s) > 0) any = true;
      if (!any) {
        this.over = true;
        return;
      }
    }
    this.current = (this.current + 1) % n;
    while (this.supplyCount(this.current) === 0) {
      this.passes++;
      if (this.passes >= n) {
        this.over = true;
        return;
      }
      this.current = (this.current + 1) % n;
    }
  }

  /** The cascade code (§5) of a card with the humours `hums` in its slots (-1 for an empty slot); a party has no location. */
  private outcome(c: SimCard, hums: Int8Array, hasLocation = c.hasLocation): number {
    const counts = this.counts;
    counts[0] = counts[1] = counts[2] = counts[3] = 0;
    for (let i = 0; i < c.types.length; i++) {
      const h = hums[c.base + i] as number;
      if (h >= 0) counts[h] = (counts[h] as number) + 1;
    }
    return cascade(c.order, counts, hasLocation);
  }

  /** Each seat's value of its tokens on card `ci` as they stand (no further fills), reading humours from `hums`. */
  cardValue(ci: number, hums: Int8Array, winV: Float64Array[], escV: Float64Array[], values: Float64Array): void {
    const c = this.setup.cards[ci] as SimCard;
    const code = this.outcome(c, hums);
    const w = winner(code);
    const escaped = escapes(code);
    for (let i = 0; i < c.types.length; i++) {
      const g = c.base + i;
      const o = this.owner[g] as number;
      if (o < 0) continue;
      const h = hums[g] as number;
      if (h === w) values[o] = (values[o] as number) + ((winV[o] as Float64Array)[g * 4 + h] as number);
      else if (escaped && h === 2) values[o] = (values[o] as number) + ((escV[o] as Float64Array)[g * 4 + 2] as number);
    }
  }

  /**
   * Resolves the round (§4, §5): location winners, escapes and animal winners placed greedily,
   * goals checked, parties resolved by each marker's owner greedily. Returns each seat's value.
   */
  resolve(): Float64Array {
    const { cards, rowCount, seats, tables, start } = this.setup;
    const boards = this.setup.boards.slice();
    const place = (o: number, locs: readonly number[] | number, h: number, type: ResidentType) => {
      const l = typeof locs === 'number' ? locs : bestLocation(tables[o] as ValueTable, locs, h, type)[0];
      boards[o] = addToken(boards[o] as SeatBoard, l, HS[h] as (typeof HS)[number], type);
    };
    // What each seat will hold in supply and bag after cleanup (E3).
    const left = new Array<number>(seats).fill(0);
    for (let o = 0; o < seats; o++) left[o] = this.supplyCount(o) + this.bagCount(o);
    for (let ci = 0; ci < rowCount; ci++) {
      const c = cards[ci] as SimCard;
      const code = this.outcome(c, this.hum);
      const w = winner(code);
      const escaped = escapes(code);
      for (let i = 0; i < c.types.length; i++) {
        const g = c.base + i;
        const o = this.owner[g] as number;
        if (o < 0) continue;
        const h = this.hum[g] as number;
        const type = c.types[i] as ResidentType;
        if (h === w) place(o, c.animal ? c.choices : c.loc, h, type);
        else if (escaped && h === 2) place(o, c.choices, h, type);
        else add(left, o, 1);
      }
    }
    const goals = this.setup.goals.map((g) => ({ id: g.id, markers: g.markers.slice() }));
    const queue: number[] = [];
    for (const g of goals)
      for (let k = 0; k < seats; k++) {
        const s = (start + k) % seats;
        if (!g.markers.includes(s) && meets(g.id, boards[s] as SeatBoard)) {
          g.markers.push(s);
          queue.push(s);
        }
      }
    for (const s of queue) this.resolveParty(s, boards, left);
    const values = new Float64Array(seats);
    let allResolved = true;
    for (let ci = rowCount; ci < cards.length; ci++) if (!this.resolved[ci]) allResolved = false;
    if (TUNING.finalRound && (allResolved || this.setup.deckCount < 4 || left.some((n) => n < 4))) {
      this.finalValues(boards, goals, values);
      return values;
    }
    for (let s = 0; s < seats; s++) values[s] = seatValue(boards[s] as SeatBoard, goals, s);
    // Tokens winning an unresolved party tile now may win it later.
    for (let ci = rowCount; ci < cards.length; ci++) {
      if (this.resolved[ci]) continue;
      const c = cards[ci] as SimCard;
      const w = winner(this.outcome(c, this.hum, false));
      for (let i = 0; i < c.types.length && w >= 0; i++)
        if (this.hum[c.base + i] === w) add(values, this.owner[c.base + i] as number, TUNING.partyEquity);
    }
    return values;
  }

  bagCount(seat: number): number {
    const b = this.bag;
    const i = seat * 4;
    return (b[i] as number) + (b[i + 1] as number) + (b[i + 2] as number) + (b[i + 3] as number);
  }

  /** The game ends with this round: the final check and the ranking of §7 decide (a win's share, scaled). */
  private finalValues(boards: SeatBoard[], goals: { id: GoalId; markers: number[] }[], values: Float64Array): void {
    const { seats } = this.setup;
    const key = boards.map((b, s) => {
      const markers = goals.filter((g) => g.markers.includes(s) || meets(g.id, b)).length;
      return markers * 10_000 + b.tokens * 100 + popcount(b.occ);
    });
    const best = Math.max(...key);
    const winners = key.filter((k) => k === best).length;
    for (let s = 0; s < seats; s++) values[s] = key[s] === best ? FINAL_WIN / winners : 0;
  }

  /** The marker's owner resolves the unresolved tile that gains it most over the others. */
  private resolveParty(seat: number, boards: SeatBoard[], left: number[]): void {
    const { cards, rowCount, tables, seats } = this.setup;
    let best = -1;
    let bestGain = -Infinity;
    for (let ci = rowCount; ci < cards.length; ci++) {
      if (this.resolved[ci]) continue;
      const c = cards[ci] as SimCard;
      const w = winner(this.outcome(c, this.hum, false));
      let gain = 0;
      for (let i = 0; i < c.types.length && w >= 0; i++) {
        const g = c.base + i;
        if (this.hum[g] !== w) continue;
        const o = this.owner[g] as number;
        const v = bestLocation(tables[o] as ValueTable, ALL_LOCS, w, c.types[i] as ResidentType)[1];
        gain += o === seat ? v : -v / Math.max(1, seats - 1);
      }
      if (gain > bestGain) {
        bestGain = gain;
        best = ci;
      }
    }
    if (best < 0) return;
    this.resolved[best] = 1;
    const c = cards[best] as SimCard;
    const w = winner(this.outcome(c, this.hum, false));
    for (let i = 0; i < c.types.length; i++) {
      const g = c.base + i;
      const o = this.owner[g] as number;
      if (o >= 0 && this.hum[g] === w) {
        const type = c.types[i] as ResidentType;
        const l = bestLocation(tables[o] as ValueTable, ALL_LOCS, w, type)[0];
        boards[o] = addToken(boards[o] as SeatBoard, l, HS[w] as (typeof HS)[number], type);
      }
      if (o >= 0) {
        if (this.hum[g] !== w) add(left, o, 1);
        this.owner[g] = -1;
        this.hum[g] = -1;
      }
    }
  }
}
