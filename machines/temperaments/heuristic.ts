/**
 * The heuristic bot of §10. A placement is worth the change it makes to the expected value of its
 * card, estimated by sampling the hidden humours of opponents' face-down tokens (weighted by their
 * unseen pools) and likely fills of the empty slots; a tenth of the harm done to opponents counts
 * too. A round-ending placement is judged on every card with no further fills. Locations are
 * chosen by the seat's value table; a party tile by own gain minus opponents' gain.
 */

import type { Rng } from '../core/rng';
import { type BotView, botView, type CardInfo } from './botview';
import { LOCATION_IDS } from './content';
import { LOC_INDEX } from './goals';
import type { At, PlayerEvent } from './types';
import { add, bestLocation, H_INDEX, type ValueTable } from './values';
import type { TemperamentsView } from './view';

export const SAMPLES = 48;
export const FILL = 0.35; // chance an empty slot is filled by an opponent before the round ends
export const OPPONENT_WEIGHT = 0.3;
export const PASS_BELOW = 0.05;

const wins = (h: number, n: number): boolean => (h === 0 ? n === 1 : h === 1 ? n >= 2 : h === 2 ? n === 2 : n >= 1);

/** Per-seat expected value of one card, over shared random numbers `noise` (common random numbers). */
export function cardEV(
  bv: BotView,
  c: CardInfo,
  extra: { slot: number; h: number; owner: number } | null,
  fill: number,
  noise: Float64Array,
  samples: number,
): Float64Array {
  const ev = new Float64Array(bv.seats);
  const k = c.slots.length;
  const hs = new Int8Array(k);
  const owners = new Int8Array(k);
  for (let s = 0; s < samples; s++) {
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < k; i++) {
      const slot = c.slots[i] as (typeof c.slots)[number];
      const r0 = noise[(s * 4 + i) * 2] as number;
      const r1 = noise[(s * 4 + i) * 2 + 1] as number;
      let h = -1;
      let owner = slot.owner;
      if (extra && extra.slot === i) {
        h = extra.h;
        owner = extra.owner;
      } else if (slot.owner < 0) {
        if (r0 < fill) {
          owner = -2;
          h = slot.pair[r1 < 0.5 ? 0 : 1];
        }
      } else if (slot.h >= 0) h = slot.h;
      else {
        const pool = bv.pools[slot.owner] as number[];
        const a = pool[slot.pair[0]] as number;
        const b = pool[slot.pair[1]] as number;
        h = slot.pair[a + b === 0 ? (r1 < 0.5 ? 0 : 1) : r1 * (a + b) < a ? 0 : 1];
      }
      hs[i] = h;
      owners[i] = owner;
      if (h >= 0) add(counts, h, 1);
    }
    let w = -1;
    let escaped = false;
    for (const h of c.order) {
      const n = counts[h] as number;
      if (wins(h, n)) {
        w = h;
        break;
      }
      if (h === 2 && n === 1 && c.hasLocation) escaped = true;
    }
    for (let i = 0; i < k; i++) {
      const o = owners[i] as number;
      if (o < 0) continue;
      const h = hs[i] as number;
      if (h === w) add(ev, o, (c.winV[o] as number[])[i * 4 + h] as number);
      else if (escaped && h === 2) add(ev, o, (c.escV[o] as number[])[i * 4 + 2] as number);
    }
  }
  for (let o = 0; o < bv.seats; o++) ev[o] = (ev[o] as number) / samples;
  return ev;
}

const score = (bv: BotView, after: Float64Array, before: Float64Array): number => {
  let s = 0;
  for (let o = 0; o < bv.seats; o++) {
    const d = (after[o] as number) - (before[o] as number);
    s += o === bv.me ? d : (-OPPONENT_WEIGHT * d) / Math.max(1, bv.seats - 1);
  }
  return s;
};

export interface Scored {
  event: PlayerEvent;
  score: number;
}

/** Every distinct placement (one token per humour) and PASS, scored for the seat to move. */
export function scorePlacements(bv: BotView, rng: Rng, samples = SAMPLES): Scored[] {
  const me = bv.me;
  const view = bv.view;
  const noise = new Float64Array(samples * 4 * 2);
  for (let i = 0; i < noise.length; i++) noise[i] = rng.next();
  const supply = view.players[me]?.supply ?? [];
  const tokenOf = new Map<number, string>();
  for (const t of supply) if (!tokenOf.has(H_INDEX[t.h])) tokenOf.set(H_INDEX[t.h], t.tokenId);
  const baseRow = bv.row.map((c) => cardEV(bv, c, null, FILL, noise, samples));
  const fullRows = bv.row.filter((c) => c.slots.every((s) => s.owner >= 0)).length;
  const others = view.players.filter((p) => p.seat !== me).every((p) => p.supplyCount === 0);
  const lastToken = supply.length === 1 && (view.players[me]?.bagCount ?? 0) === 0 && others;
  const out: Scored[] = [{ event: { type: 'PASS', seat: me }, score: 0 }];
  const consider = (c: CardInfo, kind: 'scene' | 'party', base: Float64Array, cardIndex: number) => {
    const empty = c.slots.filter((s) => s.owner < 0).length;
    const room = kind === 'party' ? (view.parties.find((p) => p.id === c.id)?.room ?? 0) : 1;
    if (room <= 0) return;
    c.slots.forEach((slot, i) => {
      if (slot.owner >= 0) return;
      for (const h of slot.pair) {
        const tokenId = tokenOf.get(h);
        if (!tokenId) continue;
        const extra = { slot: i, h, owner: me };
        const ends = lastToken || (kind === 'scene' && empty === 1 && fullRows >= 1);
        let s: number;
        if (ends) {
          s = 0;
          bv.row.forEach((rc, j) => {
            const after = cardEV(bv, rc, j === cardIndex ? extra : null, 0, noise, samples);
            s += score(bv, after, baseRow[j] as Float64Array);
          });
        } else s = score(bv, cardEV(bv, c, extra, FILL, noise, samples), base);
        const target: At = { kind, id: c.id, slot: i };
        out.push({ event: { type: 'PLACE', seat: me, tokenId, target }, score: s });
      }
    });
  };
  bv.row.forEach((c, j) => {
    consider(c, 'scene', baseRow[j] as Float64Array, j);
  });
  for (const p of bv.parties) consider(p, 'party', cardEV(bv, p, null, FILL, noise, samples), -1);
  return out;
}

/** CHOOSE_LOCATION: the option worth most to the seat. */
export function chooseLocationEvent(bv: BotView): PlayerEvent | null {
  const p = bv.view.pending;
  if (p?.kind !== 'location') return null;
  const c = p.choice;
  const locs = c.options.map((l) => LOC_INDEX.get(l) as number);
  const [best] = bestLocation(bv.tables[bv.me] as ValueTable, locs, H_INDEX[c.h], c.resType);
  return { type: 'CHOOSE_LOCATION', seat: bv.me, tokenId: c.tokenId, locId: LOCATION_IDS[best] as string };
}

/** CHOOSE_PARTY options scored: own expected gain minus opponents', empty tiles by who leads. */
export function scoreParties(bv: BotView, rng: Rng, samples = SAMPLES): Scored[] {
  const noise = new Float64Array(samples * 4 * 2);
  for (let i = 0; i < noise.length; i++) noise[i] = rng.next();
  const leading = (bv.markers[bv.me] as number) >= Math.max(...bv.markers.filter((_, s) => s !== bv.me));
  return bv.parties.map((c) => {
    const empty = c.slots.every((s) => s.owner < 0);
    let s: number;
    if (empty) s = leading ? 0.05 : -0.05;
    else {
      const ev = cardEV(bv, c, null, 0, noise, samples);
      s = 0;
      for (let o = 0; o < bv.seats; o++) s += o === bv.me ? (ev[o] as number) : -(ev[o] as number) / (bv.seats - 1);
    }
    return { event: { type: 'CHOOSE_PARTY', seat: bv.me, partyId: c.id }, score: s };
  });
}

/** Adds N(0, σ) noise and, with probability ε, picks uniformly (the easy level). */
export function pick(scored: Scored[], rng: Rng, noise = 0, epsilon = 0): PlayerEvent {
  if (epsilon > 0 && rng.next() < epsilon) return rng.pick(scored).event;
  let best = scored[0] as Scored;
  let bs = -Infinity;
  for (const s of scored) {
    let v = s.score;
    if (noise > 0) v += noise * Math.sqrt(-2 * Math.log(1 - rng.next())) * Math.cos(2 * Math.PI * rng.next());
    if (v > bs) {
      bs = v;
      best = s;
    }
  }
  return best.event;
}

/** The heuristic decision for `seat` from its view. */
export function heuristicChoice(view: TemperamentsView, seat: number, rng: Rng, noise = 0, epsilon = 0): PlayerEvent {
  const bv = botView(view, seat);
  const p = view.pending;
  if (!p || p.seat !== seat) throw new Error(`heuristic bot: seat ${seat} has nothing to decide`);
  if (p.kind === 'location') {
    if (epsilon > 0 && rng.next() < epsilon) {
      const locId = rng.pick(p.choice.options);
      return { type: 'CHOOSE_LOCATION', seat, tokenId: p.choice.tokenId, locId };
    }
    return chooseLocationEvent(bv) as PlayerEvent;
  }
  if (p.kind === 'party') return pick(scoreParties(bv, rng), rng, noise, epsilon);
  const scored = scorePlacements(bv, rng);
  const best = scored.reduce((a, b) => (b.score > a.score ? b : a));
  if (noise === 0 && epsilon === 0 && best.score < PASS_BELOW) return { type: 'PASS', seat };
  return pick(scored, rng, noise, epsilon);
}
