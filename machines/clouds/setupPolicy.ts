/**
 * The bots' setup (§9): draft by 2V + M + ability weight keeping a class mix; claim the harbour
 * least squeezed by opponents; tokens where (distance to the nearest opponent pointer − distance to
 * our nearest pointer) is largest.
 */
import type { Rng } from '../core/rng';
import { BOARD, CARD_BY_ID, type CardId, dist } from './content';
import { gridDist } from './paths';
import { actionMoves, mirrorAllows } from './rules';
import { gridOf, parseCell } from './state';
import type { CloudsEvent, Ctx } from './types';

/** How much each ability is worth to a drafting bot (in the units of 2V + M). */
const ABILITY_WEIGHT: Record<CardId, number> = {
  p1: 3,
  p2: 2,
  p3: 4,
  p4: 4,
  p5: 2,
  p6: 1,
  u1: 4,
  u2: 4,
  u3: 2,
  u4: 2,
  u5: 3,
  u6: 2,
  e1: 2,
  e2: 3,
  e3: 2,
  e4: 3,
  e5: 4,
  e6: 3,
};

/**
 * Random spread over the draft scores: the cards within about 3 points of each other (most of the 18)
 * change from game to game; at 0.5 every game drafted the same six cards, in the same split. A balance
 * run over random drafts (§2.2, §5.1) sets the bots' `draftNoise` far above the scores' range (1000).
 */
const DRAFT_NOISE = 3;

function draft(ctx: Ctx, seat: number, rng: Rng, noise: number): CloudsEvent {
  const mine = ctx.cards.filter((c) => c.owner === seat).map((c) => CARD_BY_ID[c.id].cls);
  let best: CardId = ctx.pool[0] as CardId;
  let bestV = Number.NEGATIVE_INFINITY;
  for (const id of ctx.pool) {
    if (!mirrorAllows(ctx, seat, id)) continue;
    const def = CARD_BY_ID[id];
    const same = mine.filter((k) => k === def.cls).length;
    const v = 2 * def.V + def.M + ABILITY_WEIGHT[id] + (same === 0 ? 3 : -4 * same) + rng.next() * noise;
    if (v > bestV) {
      bestV = v;
      best = id;
    }
  }
  return { type: 'DRAFT_PICK', seat, cardId: best };
}

/** Harbours next to each other (N–E, E–S, S–W, W–N). */
const adjacentHarbours = (a: number, b: number): boolean => Math.abs(a - b) === 1 || Math.abs(a - b) === 3;

function placePointer(ctx: Ctx, seat: number, rng: Rng): CloudsEvent {
  const moves = actionMoves(ctx, seat) as Extract<CloudsEvent, { type: 'PLACE_POINTER' }>[];
  const claimed = ctx.cards
    .filter((c) => c.owner !== null && c.owner !== seat && c.pos !== null)
    .map((c) => BOARD.harbour[c.pos as number] as number);
  const centre = 15 * 31 + 15;
  // strongest card to the front cell nearest the centre
  const order = ctx.cards
    .filter((c) => c.owner === seat && c.pos === null)
    .sort((a, b) => CARD_BY_ID[b.id].V - CARD_BY_ID[a.id].V);
  const cardId = (order[0] as { id: CardId }).id;
  let best = moves[0] as CloudsEvent;
  let bestV = Number.NEGATIVE_INFINITY;
  for (const m of moves) {
    if (m.cardId !== cardId) continue;
    const cell = parseCell(m.cell) as number;
    const h = BOARD.harbour[cell] as number;
    const squeeze = claimed.filter((o) => adjacentHarbours(o, h)).length;
    const v = -10 * squeeze - dist(cell, centre) + rng.next() * 0.1;
    if (v > bestV) {
      bestV = v;
      best = m;
    }
  }
  return best;
}

function placeToken(ctx: Ctx, seat: number, rng: Rng): CloudsEvent {
  const grid = gridOf(ctx, null);
  const mine: number[] = [];
  const theirs: number[] = [];
  for (const c of ctx.cards) {
    if (c.pos === null || c.owner === null) continue;
    (c.owner === seat ? mine : theirs).push(c.pos);
  }
  const moves = actionMoves(ctx, seat) as Extract<CloudsEvent, { type: 'PLACE_TOKEN' }>[];
  let best = moves[0] as CloudsEvent;
  let bestV = Number.NEGATIVE_INFINITY;
  for (const m of moves) {
    const cell = parseCell(m.cell) as number;
    let dMine = 99;
    let dTheirs = 99;
    for (const p of mine) dMine = Math.min(dMine, gridDist(grid, p, cell));
    for (const p of theirs) dTheirs = Math.min(dTheirs, gridDist(grid, p, cell));
    const v = dTheirs - dMine - 0.05 * dMine + rng.next() * 0.01;
    if (v > bestV) {
      bestV = v;
      best = m;
    }
  }
  return best;
}

/** The setup event for `seat`, or null outside setup. */
export function setupMove(ctx: Ctx, seat: number, rng: Rng, draftNoise = DRAFT_NOISE): CloudsEvent | null {
  switch (ctx.phase) {
    case 'draft':
      return draft(ctx, seat, rng, draftNoise);
    case 'placePointers':
      return placePointer(ctx, seat, rng);
    case 'placeMoodTokens':
      return placeToken(ctx, seat, rng);
    default:
      return null;
  }
}
