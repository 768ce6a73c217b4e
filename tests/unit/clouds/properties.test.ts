/**
 * Invariants over 500+ random 2-, 3- and 4-seat games (pure rules stepping, every state checked):
 * the 18 cards stay partitioned among pool / out of the game / players; no pointer ever stands on a
 * storm; mood and vigor stay within 0..max; tokens are single and never on storms or harbours; the
 * game always ends by its round limit; replay through the machine is exact.
 */
import { describe, expect, it } from 'vitest';
import { BOARD, CARD_BY_ID, PASSABLE } from '../../../machines/clouds/content';
import { countOf, stormCells } from '../../../machines/clouds/state';
import type { CloudsEvent, Ctx } from '../../../machines/clouds/types';
import { newRecord, replay } from '../../../machines/core/record';
import { clouds } from './helpers';
import { randomGame } from './random';

function invariants(ctx: Ctx): string | null {
  const owned = ctx.cards.filter((c) => c.owner !== null).map((c) => c.id);
  const all = [...ctx.pool, ...ctx.outOfGame, ...owned];
  if (all.length !== 18 || new Set(all).size !== 18) return `cards not partitioned: ${all.join()}`;
  const storms = new Set(stormCells(ctx));
  for (const c of ctx.cards) {
    const def = CARD_BY_ID[c.id];
    if (c.mood < 0 || c.mood > def.M) return `${c.id} mood ${c.mood}`;
    if (c.vigor < 0 || c.vigor > def.V) return `${c.id} vigor ${c.vigor}`;
    if (c.pos !== null && (!PASSABLE[c.pos] || storms.has(c.pos))) return `${c.id} on a storm at ${c.pos}`;
    if (c.owner === null && c.pos !== null) return `${c.id} on the map without an owner`;
    if (ctx.phase !== 'draft' && ctx.phase !== 'placePointers' && c.owner !== null && c.pos === null) {
      return `${c.id} in play without a pointer`;
    }
  }
  const cells = ctx.tokens.map((t) => t.cell);
  if (new Set(cells).size !== cells.length) return 'two tokens on a cell';
  for (const t of cells) if (!PASSABLE[t] || BOARD.harbour[t]) return `token on ${t}`;
  for (const s of ctx.out) if (countOf(ctx, s) !== 0) return `out seat ${s} holds cards`;
  for (const id of ctx.pending) if (ctx.cards.find((c) => c.id === id)?.owner !== ctx.active) return `pending ${id}`;
  if (ctx.round > ctx.roundLimit) return `round ${ctx.round}`;
  return null;
}

function check(ctx: Ctx, seed: string): void {
  const bad = invariants(ctx);
  if (bad) expect(`${seed}: ${bad}`).toBe('no broken invariant');
}

describe('random games (properties)', () => {
  it('540 games with 2–4 seats, short round limits and both vigor rules keep every invariant and end', () => {
    let games = 0;
    const reasons: Record<string, number> = {};
    for (let i = 0; i < 540; i++) {
      const seats = 2 + (i % 3);
      const seed = `prop-${i}`;
      const { ctx } = randomGame(seed, seats, { roundLimit: 2 + (i % 5), vigorChips: i % 2 === 1 }, (c) =>
        check(c, seed),
      );
      check(ctx, seed);
      expect(ctx.result).not.toBeNull();
      reasons[ctx.result?.reason ?? '?'] = (reasons[ctx.result?.reason ?? '?'] ?? 0) + 1;
      games++;
    }
    expect(games).toBe(540);
    expect(reasons.roundLimit).toBeGreaterThan(0);
    // ~15 s of CPU; a generous clock, as the machine is shared (loads of 25 took it past 60 s)
  }, 180_000);

  it('games at the default limit of 60 rounds end, by round 60 at the latest', () => {
    for (const seats of [2, 3, 4]) {
      const seed = `long-${seats}`;
      const { ctx } = randomGame(seed, seats, {}, (c) => check(c, seed));
      expect(ctx.result).not.toBeNull();
      expect(ctx.round).toBeLessThanOrEqual(60);
      if (ctx.result?.reason === 'roundLimit') expect(ctx.round).toBe(60);
    }
  });

  it('replay is exact: seed + events rebuild the same game through the machine, twice', () => {
    for (let i = 0; i < 12; i++) {
      const seats = 2 + (i % 3);
      const seed = `replay-${i}`;
      const options = { roundLimit: 3 };
      const { ctx, events } = randomGame(seed, seats, options);
      const record = { ...newRecord(clouds, seed, seats, options), events: events as CloudsEvent[] };
      const a = replay(clouds, record);
      const b = replay(clouds, record);
      expect(a.ok && b.ok).toBe(true);
      // the game played unwatched (a rollout's step) keeps no chronicle; the rest is the same, byte for byte
      expect(JSON.stringify({ ...a.snapshot.context, log: null })).toBe(JSON.stringify(ctx));
      expect(JSON.stringify(b.snapshot.context)).toBe(JSON.stringify(a.snapshot.context));
      expect(a.emitted.flat()).toEqual(b.emitted.flat());
    }
  });
});
