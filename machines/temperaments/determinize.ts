/**
 * Determinization over a seat's view (§10): for each opponent j, its unseen pool U_j (5 of each
 * humour minus what has been face up) is split between its face-down slots (each restricted to
 * its slot's pair), its supply of known size and its bag. The joint humours of the face-down
 * slots are enumerated exactly and weighted by the number of ways to deal them from U_j
 * (Π_h U_h!/(U_h − c_h)!) times each slot's behaviour likelihood (`humourOdds`, `TUNING.beta`);
 * the rest is dealt at random. The viewer's own tokens are known.
 */
import { Rng } from '../core/rng';
import type { BotView, CardInfo } from './botview';
import { cardEV, FILL, OPPONENT_WEIGHT } from './heuristic';
import type { RoundSim, SimSetup } from './roundsim';
import { TUNING } from './values';

/** Beyond this many face-down tokens of one opponent, slots are drawn one by one instead. */
const EXACT_LIMIT = 12;

interface Hidden {
  seat: number;
  slots: number[]; // global slot indices
  pairs: [number, number][];
  pool: number[];
  /** [i]: how likely (relative) the owner chose the slot's second humour over its first (§10's behaviour likelihood). */
  odds: number[];
  supplyCount: number;
  /** Exact enumeration: the assignments (bit i: second humour of slot i) and their cumulative weights. */
  masks: number[];
  cumulative: number[];
}

const LIKELIHOOD_SAMPLES = 48;

/**
 * §10 step 2's behaviour likelihood: how much likelier the owner of a face-down token placed its
 * slot's second humour than its first, as `exp(β·Δ)` where Δ is the difference of the placement's
 * heuristic score (own gain minus a share of the others') between the two, on the card as it
 * stands now (the owner's own guesses are the viewer's; order of play is not known).
 */
export function humourOdds(bv: BotView, c: CardInfo, slot: number, owner: number, beta: number, rng: Rng): number {
  if (beta === 0) return 1;
  const noise = new Float64Array(LIKELIHOOD_SAMPLES * 8);
  for (let i = 0; i < noise.length; i++) noise[i] = rng.next();
  const [a, b] = (c.slots[slot] as CardInfo['slots'][number]).pair;
  const score = (h: number): number => {
    const ev = cardEV(bv, c, { slot, h, owner }, FILL, noise, LIKELIHOOD_SAMPLES);
    let s = 0;
    for (let o = 0; o < bv.seats; o++)
      s += o === owner ? (ev[o] as number) : (-OPPONENT_WEIGHT * (ev[o] as number)) / Math.max(1, bv.seats - 1);
    return s;
  };
  return Math.exp(Math.max(-20, Math.min(20, beta * (score(b) - score(a)))));
}

const fallingFactorial = (n: number, k: number): number => {
  let r = 1;
  for (let i = 0; i < k; i++) r *= n - i;
  return r;
};

export class Determinizer {
  private readonly hidden: Hidden[] = [];
  private readonly pairs: [number, number][] = [];

  constructor(
    bv: BotView,
    private readonly setup: SimSetup,
    private readonly template: RoundSim,
  ) {
    for (const c of setup.cards)
      c.pairs.forEach((p, i) => {
        this.pairs[c.base + i] = p;
      });
    bv.pools.forEach((pool, seat) => {
      pool.forEach((n, h) => {
        template.pools[seat * 4 + h] = Math.max(0, n);
      });
    });
    const view = bv.view;
    const cards = [...view.row, ...view.parties.filter((p) => !p.resolved)];
    const infos = [...bv.row, ...bv.parties];
    const likelihood = Rng.from(`likelihood:${bv.me}`);
    for (let seat = 0; seat < bv.seats; seat++) {
      if (seat === bv.me) continue;
      const slots: number[] = [];
      const pairs: [number, number][] = [];
      const odds: number[] = [];
      cards.forEach((c, ci) => {
        const base = (setup.cards[ci] as SimSetup['cards'][number]).base;
        c.slots.forEach((s, i) => {
          if (s.owner === seat && s.h === null) {
            slots.push(base + i);
            pairs.push((setup.cards[ci] as SimSetup['cards'][number]).pairs[i] as [number, number]);
            odds.push(humourOdds(bv, infos[ci] as CardInfo, i, seat, TUNING.beta, likelihood));
          }
        });
      });
      const pool = (bv.pools[seat] as number[]).slice();
      const h: Hidden = {
        seat,
        slots,
        pairs,
        pool,
        odds,
        supplyCount: view.players[seat]?.supplyCount ?? 0,
        masks: [],
        cumulative: [],
      };
      if (slots.length <= EXACT_LIMIT) {
        let total = 0;
        for (let m = 0; m < 1 << slots.length; m++) {
          const c = [0, 0, 0, 0];
          pairs.forEach((p, i) => {
            const hh = p[(m >> i) & 1] as number;
            c[hh] = (c[hh] as number) + 1;
          });
          let w = 1;
          odds.forEach((o, i) => {
            if ((m >> i) & 1) w *= o;
          });
          for (let k = 0; k < 4; k++)
            w *= (c[k] as number) > (pool[k] as number) ? 0 : fallingFactorial(pool[k] as number, c[k] as number);
          if (w === 0) continue;
          total += w;
          h.masks.push(m);
          h.cumulative.push(total);
        }
      }
      this.hidden.push(h);
    }
  }

  /** Writes one determinization into `sim` (a copy of the template plus sampled hidden humours). */
  sample(sim: RoundSim, rng: Rng): void {
    sim.copyFrom(this.template);
    for (const h of this.hidden) {
      const rest = h.pool.slice();
      if (h.masks.length) {
        const total = h.cumulative[h.cumulative.length - 1] as number;
        const r = rng.next() * total;
        let lo = 0;
        let hi = h.cumulative.length - 1;
        while (lo < hi) {
          const mid = (lo + hi) >> 1;
          if ((h.cumulative[mid] as number) > r) hi = mid;
          else lo = mid + 1;
        }
        const m = h.masks[lo] as number;
        h.slots.forEach((g, i) => {
          const hh = (h.pairs[i] as [number, number])[(m >> i) & 1] as number;
          sim.hum[g] = hh;
          rest[hh] = (rest[hh] as number) - 1;
        });
      } else {
        // Too many to enumerate (or no consistent assignment): draw each slot from what is left.
        h.slots.forEach((g, i) => {
          const [a, b] = h.pairs[i] as [number, number];
          const na = Math.max(0, rest[a] as number);
          const nb = Math.max(0, rest[b] as number) * (h.odds[i] as number);
          const hh = na + nb === 0 ? (rng.next() < 0.5 ? a : b) : rng.next() * (na + nb) < na ? a : b;
          sim.hum[g] = hh;
          rest[hh] = (rest[hh] as number) - 1;
        });
      }
      // Deal the rest: a uniformly random supply of the known size; the bag takes the others.
      const base = h.seat * 4;
      for (let k = 0; k < 4; k++) {
        sim.supply[base + k] = 0;
        sim.bag[base + k] = Math.max(0, rest[k] as number);
      }
      for (let d = 0; d < h.supplyCount; d++) sim.draw(h.seat, rng);
    }
    // Every seat's guesses at the face-down tokens of the others (its own it knows).
    for (let g = 0; g < this.setup.slotCount; g++) {
      const o = sim.owner[g] as number;
      if (o < 0) continue;
      for (let p = 0; p < this.setup.seats; p++)
        (sim.seen[p] as Int8Array)[g] =
          p === o ? (sim.hum[g] as number) : sim.guess(o, this.pairs[g] as [number, number], rng);
    }
  }
}
